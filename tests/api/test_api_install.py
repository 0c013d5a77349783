"""Install on a phone: the web app manifest and its icons are served with the right types and
allowed by the Content-Security-Policy, the manifest holds what a phone needs to add the table
to its home screen and open it full screen, and the committed icons are exactly what
scripts/make_icons.py draws."""

from __future__ import annotations

import importlib.util
import json
import re
import struct
from pathlib import Path
from urllib.parse import urljoin

import pytest

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "src/dobleseis/web/static"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def linked(page: str, rel: str) -> str:
    """The ``href`` of the page's ``<link rel=...>``."""
    return re.search(rf'<link rel="{rel}" href="([^"]+)"', page)[1]


def test_the_manifest_is_served_and_valid(client):
    """The manifest the page names (under the client's version, kept for good), and its icons
    where a phone looks for them: beside it, under the same version."""
    url = urljoin("http://testserver/", linked(client.get("/").text, "manifest"))
    assert re.fullmatch(r"http://testserver/v/[0-9a-f]+/manifest\.webmanifest", url), url
    r = client.get(url)
    assert r.status_code == 200 and "immutable" in r.headers["cache-control"]
    assert r.headers["content-type"].split(";")[0] == "application/manifest+json"
    manifest = json.loads(r.text)
    assert manifest["name"] and manifest["short_name"] == "Doble Seis"
    assert len(manifest["short_name"]) <= 12  # what a home screen shows under the icon
    assert manifest["display"] == "standalone"
    # the page's own address, never the manifest's folder (a version, gone after an upgrade)
    assert manifest["start_url"] == "/" and manifest["scope"] == "/"
    assert manifest["theme_color"].startswith("#") and manifest["background_color"].startswith("#")
    sizes = {icon["sizes"]: icon for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes.keys()
    for icon in manifest["icons"]:
        got = client.get(urljoin(url, icon["src"]))
        assert got.status_code == 200 and "immutable" in got.headers["cache-control"], icon
        assert got.headers["content-type"].split(";")[0] == icon["type"], icon
        if icon["type"] == "image/png":
            w, h = png_size(got.content)
            assert f"{w}x{h}" == icon["sizes"], icon


def test_the_policy_allows_the_manifest_and_the_icons_from_here_only(client):
    policy = client.get("/").headers["content-security-policy"]
    directives = dict(d.strip().split(" ", 1) for d in policy.split(";"))
    assert directives["manifest-src"] == "'self'"
    assert directives["img-src"] == "'self'"
    page = client.get("/").text
    assert re.search(r'<link rel="manifest" href="v/[0-9a-f]+/manifest\.webmanifest">', page)
    assert re.search(r'<link rel="icon" href="v/[0-9a-f]+/icons/icon\.svg" type="image/svg', page)


@pytest.mark.slow
def test_the_icons_are_what_the_script_draws(tmp_path):
    spec = importlib.util.spec_from_file_location("make_icons", ROOT / "scripts/make_icons.py")
    make_icons = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_icons)
    for path in make_icons.write(tmp_path):
        assert path.read_bytes() == (STATIC / "icons" / path.name).read_bytes(), path.name
