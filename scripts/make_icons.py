#!/usr/bin/env python3
"""Draw the app's icons (the home-screen picture of "Install on a phone"): a double-six tile
on the green felt, written once as shapes and output both as the SVG and, rasterised here with
the standard library alone (zlib, struct), as the 192 and 512 pixel PNGs the web app manifest
lists. The output is deterministic: a test draws the icons again and compares them byte for byte
with the committed files.

    python scripts/make_icons.py [OUT_DIR]   (default: src/dobleseis/web/static/icons)
"""

from __future__ import annotations

import struct
import sys
import zlib
from pathlib import Path

SIZE = 512  # the drawing's own units; every output is scaled from it
FELT = (0x1F, 0x6B, 0x45)
IVORY = (0xFB, 0xF6, 0xE6)
PIP = (0x1B, 0x1B, 0x1B)

# (x, y, width, height, corner radius, colour), painted in order; then the pips (circles)
RECTS = [
    (0, 0, 512, 512, 96, FELT),
    (156, 48, 200, 416, 30, IVORY),
    (180, 252, 152, 8, 4, PIP),  # the bar between the two halves
]
PIP_R = 21
PIPS = [(x, y) for y in (104, 152, 200, 312, 360, 408) for x in (210, 302)]
SAMPLES = 4  # per pixel side: 16 samples a pixel smooth the edges


def hex_colour(rgb) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def svg() -> str:
    shapes = [
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{r}" fill="{hex_colour(c)}"/>'
        for x, y, w, h, r, c in RECTS
    ]
    shapes += [f'<circle cx="{x}" cy="{y}" r="{PIP_R}" fill="{hex_colour(PIP)}"/>' for x, y in PIPS]
    body = "\n  ".join(shapes)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}">\n  {body}\n</svg>\n'
    )


def in_rect(px: float, py: float, rect) -> bool:
    x, y, w, h, r, _ = rect
    if not (x <= px < x + w and y <= py < y + h):
        return False
    cx = min(max(px, x + r), x + w - r)  # the nearest point of the inner rectangle
    cy = min(max(py, y + r), y + h - r)
    return (px - cx) ** 2 + (py - cy) ** 2 <= r * r


def colour_at(px: float, py: float):
    """The colour of the drawing at (px, py), None outside it (transparent)."""
    for x, y in PIPS:
        if (px - x) ** 2 + (py - y) ** 2 <= PIP_R * PIP_R:
            return PIP
    found = None
    for rect in RECTS:
        if in_rect(px, py, rect):
            found = rect[5]
    return found


def raster(pixels: int) -> bytes:
    """RGBA rows, each preceded by PNG's filter byte 0."""
    scale = SIZE / pixels
    rows = bytearray()
    for j in range(pixels):
        rows.append(0)
        for i in range(pixels):
            corners = {
                colour_at((i + di) * scale, (j + dj) * scale) for di in (0, 1) for dj in (0, 1)
            }
            if len(corners) == 1:  # inside one shape: no edge to smooth
                (c,) = corners
                rows += bytes((*c, 255) if c else (0, 0, 0, 0))
                continue
            r = g = b = a = 0
            for sj in range(SAMPLES):
                for si in range(SAMPLES):
                    c = colour_at(
                        (i + (si + 0.5) / SAMPLES) * scale, (j + (sj + 0.5) / SAMPLES) * scale
                    )
                    if c is not None:
                        r, g, b, a = r + c[0], g + c[1], b + c[2], a + 1
            n = SAMPLES * SAMPLES
            rows += bytes((r // a, g // a, b // a, 255 * a // n) if a else (0, 0, 0, 0))
    return bytes(rows)


def png(pixels: int) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = struct.pack(">I", zlib.crc32(kind + data))
        return struct.pack(">I", len(data)) + kind + data + crc

    header = struct.pack(">IIBBBBB", pixels, pixels, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raster(pixels), 9))
        + chunk(b"IEND", b"")
    )


def write(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = [out / "icon.svg"]
    written[0].write_text(svg(), encoding="utf-8")
    for pixels in (192, 512):
        path = out / f"icon-{pixels}.png"
        path.write_bytes(png(pixels))
        written.append(path)
    return written


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "src/dobleseis/web/static/icons"
    for path in write(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(path)
