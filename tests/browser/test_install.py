"""Install on a phone: Chromium itself finds the page's web app manifest, reads it without an
error under the server's Content-Security-Policy (manifest-src 'self'), and its icons load."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .conftest import at_one_size


@at_one_size("phone", fixture="sized")
def test_chromium_reads_the_manifest_and_its_icons(sized: Page, base_url):
    page = sized
    refused: list[str] = []
    page.on("console", lambda m: "Content Security Policy" in m.text and refused.append(m.text))
    page.goto("/")
    expect(page.locator("#brand")).to_have_text("Doble Seis")
    cdp = page.context.new_cdp_session(page)
    got = cdp.send("Page.getAppManifest")
    assert got["url"].endswith("/manifest.webmanifest")
    assert not got["errors"], got["errors"]
    understood = got["manifest"]  # the manifest as Chromium understood it
    assert understood["display"] == "kStandalone"  # opens full screen, without the browser's bar
    assert understood["name"] == "Doble Seis: Caribbean dominoes"
    assert understood["startUrl"] == base_url + "/" and understood["scope"] == base_url + "/"
    sizes = {icon["sizes"] for icon in understood["icons"]}
    assert {"192x192", "512x512"} <= sizes
    theme = page.locator('meta[name="theme-color"]').get_attribute("content")
    assert theme == "#14502f"
    for src in ("icons/icon-192.png", "icons/icon-512.png", "icons/icon.svg"):
        loaded = page.evaluate(
            """src => new Promise((ok) => {
                const img = new Image();
                img.onload = () => ok([img.naturalWidth, img.naturalHeight]);
                img.onerror = () => ok(null);
                img.src = src;
            })""",
            src,
        )
        assert loaded and loaded[0] > 0, src
    assert not refused, refused
