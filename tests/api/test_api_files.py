"""The client's files (web/files.py): text gzipped for a browser that takes it, compressed once
and again when the file changes on disk, a form's own ETag, and every file named without a
version asked again at each load (``no-cache``, answered 304 when unchanged), with the guard's
headers as before. (The versions: test_api_versions.)"""

from __future__ import annotations

import gzip
import os

import pytest
from starlette.testclient import TestClient

from dobleseis.web.app import STATIC, create_app
from dobleseis.web.files import takes_gzip

from .helpers import has_the_headers

GZIP = {"Accept-Encoding": "gzip, deflate, br"}
PLAIN = {"Accept-Encoding": "identity"}


def raw(client: TestClient, path: str, headers: dict, method: str = "GET"):
    """The answer and its body as sent (httpx would decompress it)."""
    with client.stream(method, path, headers=headers) as r:
        return r, b"".join(r.iter_raw())


@pytest.mark.parametrize("path", ["/js/main.js", "/i18n/tr.js", "/css/app.css",
                                  "/icons/icon.svg", "/manifest.webmanifest"])  # fmt: skip
def test_a_text_file_comes_gzipped_to_a_browser_that_takes_it(client, path):
    """(The page, rewritten for the client's version, has tests of its own: test_api_versions.)"""
    r, body = raw(client, path, GZIP)
    on_disk = (STATIC / path.lstrip("/")).read_bytes()
    assert r.status_code == 200 and r.headers["content-encoding"] == "gzip"
    assert gzip.decompress(body) == on_disk
    assert int(r.headers["content-length"]) == len(body) < len(on_disk)
    assert r.headers["vary"] == "Accept-Encoding"
    assert r.headers["cache-control"] == "no-cache"
    assert "accept-ranges" not in r.headers  # a range is of the plain file
    has_the_headers(r)


def test_the_manifest_keeps_its_type_gzipped(client):
    r, _ = raw(client, "/manifest.webmanifest", GZIP)
    assert r.headers["content-encoding"] == "gzip"
    assert r.headers["content-type"].split(";")[0] == "application/manifest+json"


def test_without_gzip_the_file_comes_plain_and_the_two_forms_have_their_own_etag(client):
    plain, body = raw(client, "/js/main.js", PLAIN)
    assert "content-encoding" not in plain.headers
    assert body == (STATIC / "js/main.js").read_bytes()
    assert int(plain.headers["content-length"]) == len(body)
    assert plain.headers["vary"] == "Accept-Encoding"
    assert plain.headers["cache-control"] == "no-cache"
    has_the_headers(plain)
    zipped, _ = raw(client, "/js/main.js", GZIP)
    assert zipped.headers["etag"] != plain.headers["etag"]
    assert zipped.headers["last-modified"] == plain.headers["last-modified"]


@pytest.mark.parametrize("accept", [GZIP, PLAIN])
def test_an_unchanged_file_is_not_modified_in_either_form(client, accept):
    first, _ = raw(client, "/js/main.js", accept)
    again, body = raw(client, "/js/main.js", {**accept, "If-None-Match": first.headers["etag"]})
    assert again.status_code == 304 and body == b""
    assert again.headers["etag"] == first.headers["etag"]
    assert again.headers["vary"] == "Accept-Encoding"
    assert again.headers["cache-control"] == "no-cache"
    has_the_headers(again)


def test_the_other_forms_etag_gets_the_file(client):
    plain, _ = raw(client, "/js/main.js", PLAIN)
    r, body = raw(client, "/js/main.js", {**GZIP, "If-None-Match": plain.headers["etag"]})
    assert r.status_code == 200 and r.headers["content-encoding"] == "gzip"
    assert gzip.decompress(body) == (STATIC / "js/main.js").read_bytes()


def test_a_file_changed_on_disk_is_served_fresh(tmp_path):
    script = tmp_path / "app.js"
    script.write_text("export const word = 'old';\n" * 40)
    os.utime(script, ns=(1_000_000_000_000_000_000, 1_000_000_000_000_000_000))
    with TestClient(create_app(static=tmp_path)) as client:
        before, body = raw(client, "/app.js", GZIP)
        assert gzip.decompress(body) == script.read_bytes()
        script.write_text("export const word = 'new';\n" * 40)  # the same size
        os.utime(script, ns=(1_000_000_001_000_000_000, 1_000_000_001_000_000_000))
        after, body = raw(client, "/app.js", {**GZIP, "If-None-Match": before.headers["etag"]})
        assert after.status_code == 200 and after.headers["content-encoding"] == "gzip"
        assert gzip.decompress(body) == script.read_bytes()
        assert after.headers["etag"] != before.headers["etag"]


def test_an_image_is_sent_as_it_is(client):
    r, body = raw(client, "/icons/icon-192.png", GZIP)
    assert r.status_code == 200 and "content-encoding" not in r.headers
    assert body == (STATIC / "icons/icon-192.png").read_bytes()
    assert r.headers["cache-control"] == "no-cache" and "vary" not in r.headers
    has_the_headers(r)


def test_head_says_the_length_of_the_form_it_would_send(client):
    _, zipped = raw(client, "/js/main.js", GZIP)
    r, body = raw(client, "/js/main.js", GZIP, "HEAD")
    assert r.status_code == 200 and body == b""
    assert r.headers["content-encoding"] == "gzip"
    assert int(r.headers["content-length"]) == len(zipped)
    assert r.headers["cache-control"] == "no-cache"
    r, body = raw(client, "/js/main.js", PLAIN, "HEAD")
    assert r.status_code == 200 and body == b"" and "content-encoding" not in r.headers
    assert int(r.headers["content-length"]) == (STATIC / "js/main.js").stat().st_size


def test_a_range_is_of_the_plain_file(client):
    r, body = raw(client, "/js/main.js", {**GZIP, "Range": "bytes=0-99"})
    assert r.status_code == 206 and "content-encoding" not in r.headers
    assert body == (STATIC / "js/main.js").read_bytes()[:100]
    assert r.headers["cache-control"] == "no-cache"


@pytest.mark.parametrize(
    "header, takes",
    [("gzip", True), ("gzip, deflate, br, zstd", True), ("br;q=1.0, gzip;q=0.8", True),
     ("*", True), ("identity", False), ("", False), ("gzip;q=0", False), ("deflate, br", False),
     ("*;q=0.5, gzip;q=0", False), ("GZIP", True), ("gzip;q=zero", False)],
)  # fmt: skip
def test_what_accept_encoding_allows(header, takes):
    assert takes_gzip(header) is takes
