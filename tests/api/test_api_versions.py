"""The client's version (web/files.py): the page names its files under ``v/<digest>/``, the
digest of every file of the client, and a later load of it is a ``304``; a file under the
version is the file without it, gzipped, kept for good (``immutable``); a file changed on disk
makes a new version, and the old one's URLs are refused (404), never answered with another
version's file; the URLs without a version answer as before."""

from __future__ import annotations

import gzip
import hashlib
import os
import re
import shutil
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from dobleseis.web.app import STATIC, create_app

from .helpers import has_the_headers, inline_scripts
from .test_api_files import GZIP, PLAIN, raw

IMMUTABLE = "public, max-age=31536000, immutable"
REFERENCE = re.compile(r'\s(?:href|src)="([^"]*)"')


def digest_of(folder: Path) -> str:
    """What the page's URLs must carry: a hash of every file of the client, its path (inside
    the client) and its content, whatever the files' dates or where they lie."""
    hashed = hashlib.sha256()
    for path in sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()):
        data = (folder / path).read_bytes()
        hashed.update(f"{path}\0{len(data)}\0".encode() + data)
    return hashed.hexdigest()[:16]


def page_of(client: TestClient) -> tuple[str, str]:
    """The page as a browser gets it, and the one version its files are named under."""
    r, body = raw(client, "/", GZIP)
    assert r.status_code == 200
    page = gzip.decompress(body).decode()
    versions = set(re.findall(r'"v/([0-9a-f]+)/', page))
    assert len(versions) == 1, versions
    return page, versions.pop()


def test_the_page_names_every_file_of_the_client_under_its_version(client):
    r, body = raw(client, "/", GZIP)
    page = gzip.decompress(body).decode()
    digest = digest_of(STATIC)
    on_disk = (STATIC / "index.html").read_text()
    assert page.replace(f'="v/{digest}/', '="') == on_disk
    named = REFERENCE.findall(page)
    assert len(named) == len(REFERENCE.findall(on_disk)) > 70
    for url in named:
        assert url.startswith(f"v/{digest}/") and (STATIC / url.split("/", 2)[2]).is_file(), url
    assert r.headers["content-encoding"] == "gzip" and r.headers["vary"] == "Accept-Encoding"
    assert r.headers["content-type"] == "text/html; charset=utf-8"
    assert r.headers["cache-control"] == "no-cache"
    has_the_headers(r, page)  # the same policy: base-uri 'none', so no <base>
    assert len(inline_scripts(page)) == 1  # the page's loader (index.html), its hash named
    assert "<base" not in page
    plain, body = raw(client, "/index.html", PLAIN)
    assert "content-encoding" not in plain.headers and body.decode() == page


def test_only_the_clients_own_files_are_put_under_the_version(tmp_path):
    """An address elsewhere, an absolute path (the API, the page with a query), a file the
    client does not have and the page itself keep their URLs."""
    (tmp_path / "js").mkdir()
    (tmp_path / "js" / "app.js").write_text("export const x = 1;\n")
    (tmp_path / "style.css").write_text("body { color: black; }\n")
    kept = ['<link rel="stylesheet" href="https://cdn.example.org/style.css">',
            '<a href="/api/matches">', '<a href="/?join=AAAA-AAAA">', '<img src="missing.png">',
            '<a href="index.html">', '<a href="#rules">']  # fmt: skip
    versioned = ['<link rel="stylesheet" href="{}style.css">',
                 '<script type="module" src="{}js/app.js"></script>']  # fmt: skip
    page = "\n".join([*kept, *versioned, "<p>js/app.js</p>"])
    (tmp_path / "index.html").write_text(page.format("", ""))
    with TestClient(create_app(static=tmp_path)) as client:
        got = client.get("/")
    digest = digest_of(tmp_path)
    assert got.text == page.format(f"v/{digest}/", f"v/{digest}/")


@pytest.mark.parametrize("accept", [GZIP, PLAIN])
def test_a_later_load_of_the_page_is_not_modified(client, accept):
    page, _ = page_of(client)  # the page as rewritten, not the file
    first, _ = raw(client, "/", accept)
    etag = first.headers["etag"]
    for path in ("/", "/index.html"):
        again, body = raw(client, path, {**accept, "If-None-Match": etag})
        assert again.status_code == 304 and body == b""
        assert again.headers["etag"] == etag and again.headers["cache-control"] == "no-cache"
        has_the_headers(again, page)  # the page kept runs under the policy of the 304
    head, body = raw(client, "/", accept, "HEAD")
    assert head.status_code == 200 and body == b""
    assert head.headers["content-length"] == first.headers["content-length"]


def test_the_two_forms_of_the_page_have_their_own_etag(client):
    page_of(client)  # the page as rewritten, not the file
    zipped, _ = raw(client, "/", GZIP)
    plain, _ = raw(client, "/", PLAIN)
    assert zipped.headers["etag"] != plain.headers["etag"]
    r, _ = raw(client, "/", {**GZIP, "If-None-Match": plain.headers["etag"]})
    assert r.status_code == 200 and r.headers["content-encoding"] == "gzip"


@pytest.mark.parametrize("path", ["js/main.js", "i18n/fr.js", "css/app.css",
                                  "manifest.webmanifest", "icons/icon-192.png"])  # fmt: skip
def test_a_file_under_the_version_is_the_same_file_kept_for_good(client, path):
    _, digest = page_of(client)
    plain, plain_body = raw(client, f"/{path}", GZIP)
    r, body = raw(client, f"/v/{digest}/{path}", GZIP)
    assert r.status_code == 200 and r.headers["cache-control"] == IMMUTABLE
    text = not path.endswith(".png")
    assert (r.headers.get("content-encoding") == "gzip") is text
    assert body == plain_body
    assert (gzip.decompress(body) if text else body) == (STATIC / path).read_bytes()
    for header in ("content-type", "etag", "content-length"):
        assert r.headers[header] == plain.headers[header], header
    has_the_headers(r)
    again, body = raw(client, f"/v/{digest}/{path}", {**GZIP, "If-None-Match": r.headers["etag"]})
    assert again.status_code == 304 and body == b""
    assert again.headers["cache-control"] == IMMUTABLE


def test_under_a_version_neither_the_page_nor_a_missing_file_nor_another_version(client):
    """The page is never kept for good (its URL is the one players open); a version the client
    never had is refused as an old one is."""
    _, digest = page_of(client)
    for path in (f"/v/{digest}/", f"/v/{digest}/index.html", f"/v/{digest}/js/nothing.js",
                 "/v/0123456789abcdef/js/main.js", f"/v/{digest}x/js/main.js"):  # fmt: skip
        r = client.get(path)
        assert r.status_code == 404 and r.json()["code"] == "not_found", path
        assert r.headers["cache-control"] == "no-store"
        has_the_headers(r)


def later(path: Path, text: str) -> None:
    """``path`` written with ``text`` and dated a second after it was."""
    when = path.stat().st_mtime_ns + 1_000_000_000
    path.write_text(text)
    os.utime(path, ns=(when, when))


def test_a_changed_file_makes_a_new_version_and_the_old_ones_urls_are_refused(tmp_path):
    client_files = tmp_path / "static"
    shutil.copytree(STATIC, client_files)
    french = client_files / "i18n" / "fr.js"
    with TestClient(create_app(static=client_files)) as client:
        page, old = page_of(client)
        assert old == digest_of(STATIC)  # the files', wherever they lie and whatever their dates
        etag = client.get("/").headers["etag"]
        assert client.get(f"/v/{old}/i18n/fr.js").status_code == 200
        later(french, french.read_text() + "// an upgrade\n")
        # the changed file, asked under the old version before the page is loaded again
        assert client.get(f"/v/{old}/i18n/fr.js").status_code == 404
        changed, new = page_of(client)
        assert new == digest_of(client_files) != old
        assert changed == page.replace(f"v/{old}/", f"v/{new}/")
        assert client.get("/", headers={"If-None-Match": etag}).status_code == 200
        r = client.get(f"/v/{new}/i18n/fr.js")
        assert r.status_code == 200 and r.text.endswith("// an upgrade\n")
        assert r.headers["cache-control"] == IMMUTABLE
        # every file of the old version refused now, the unchanged ones too
        for path in ("js/main.js", "i18n/fr.js", "css/app.css"):
            assert client.get(f"/v/{old}/{path}").status_code == 404, path
            assert client.get(f"/v/{new}/{path}").status_code == 200, path
            assert client.get(f"/{path}").headers["cache-control"] == "no-cache", path
        (client_files / "js" / "added.js").write_text("export const added = 1;\n")
        assert page_of(client)[1] == digest_of(client_files) not in (old, new)


def test_a_file_changed_while_its_version_stands_is_never_sent_under_it(tmp_path):
    """A file changed on disk and asked under the version before anything else sees the
    change: the version is made again first, and the file refused under the old one."""
    (tmp_path / "index.html").write_text('<script type="module" src="app.js"></script>\n')
    script = tmp_path / "app.js"
    script.write_text("export const word = 'old';\n")
    with TestClient(create_app(static=tmp_path)) as client:
        _, old = page_of(client)
        later(script, "export const word = 'new';\n")  # the same size
        assert client.get(f"/v/{old}/app.js").status_code == 404
        assert client.get(f"/v/{digest_of(tmp_path)}/app.js").text == script.read_text()
