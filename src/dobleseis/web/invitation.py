"""The invitation to a table: its code, the link other devices open, and that link as a QR
code (drawn on the server with segno: SVG for the page, text for a terminal)."""

from __future__ import annotations

import io

import segno

from ..session import Table


def link_of(base_url: str, code: str) -> str:
    """The address that opens the table's invitation; the code rides in the fragment, which a
    browser never sends to any server."""
    return f"{base_url.rstrip('/')}/#join={code}"


def qr_svg(text: str) -> str:
    """``text`` as a QR code, an SVG document that scales (no fixed size), dark on light."""
    out = io.BytesIO()
    segno.make(text, error="m").save(
        out, kind="svg", xmldecl=False, nl=False, scale=4, border=2, omitsize=True,
        svgclass=None, lineclass=None, dark="#000", light="#fff",
    )  # fmt: skip
    return out.getvalue().decode("ascii")


def qr_text(text: str) -> str:
    """``text`` as a QR code drawn with block characters, for a terminal."""
    out = io.StringIO()
    segno.make(text, error="l").terminal(out=out, compact=True, border=2)
    return out.getvalue()


def invitation_json(table: Table, base_url: str) -> dict:
    """INVITATION of docs/api.md."""
    link = link_of(base_url, table.seating.code)
    return {"code": table.seating.code, "link": link, "qr_svg": qr_svg(link)}
