"""Dependencies point one way, core ← ai ← session ← web: the session knows no web types."""

from __future__ import annotations

import ast
from pathlib import Path

import dobleseis

PACKAGE = Path(dobleseis.__file__).parent


def imports(layer: str) -> set[str]:
    """Every module imported by the layer's files, relative imports made absolute."""
    out = set()
    for path in (PACKAGE / layer).rglob("*.py"):
        parts = ["dobleseis", *path.relative_to(PACKAGE).with_suffix("").parts]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                out |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = parts[: len(parts) - node.level]
                    out.add(".".join(base + ([node.module] if node.module else [])))
                else:
                    out.add(node.module)
    return out


def test_the_session_imports_no_web_layer_or_web_library():
    found = imports("session")
    assert (
        "dobleseis.core" in found and "dobleseis" in found
    )  # sanity: ai comes as `from .. import ai`
    web = {
        m
        for m in found
        if m.split(".")[0] in ("starlette", "uvicorn", "httpx", "httpx2")
        or m.startswith("dobleseis.web")
    }
    assert not web


def test_the_core_and_ai_import_no_session():
    for layer in ("core", "ai"):
        assert not {m for m in imports(layer) if m.startswith("dobleseis.session")}
