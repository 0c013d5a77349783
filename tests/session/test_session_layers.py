"""Dependencies point one way, core ← ai ← session ← web: the core is standard library only,
and no layer imports one above it."""

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


def test_the_core_is_standard_library_only_and_imports_no_other_layer():
    """The rules engine stands alone: Python's standard library and its own modules only."""
    import sys

    outside = {
        m for m in imports("core")
        if not m.startswith("dobleseis.core") and m.split(".")[0] not in sys.stdlib_module_names
    }
    assert outside == set()
    assert "dobleseis.core.tiles" in imports("core")  # sanity: its own imports are seen


def test_the_ai_imports_no_web():
    found = imports("ai")
    assert not {m for m in found if m.startswith("dobleseis.web") or m.startswith("starlette")}


def test_the_web_layer_reaches_the_computer_players_only_through_the_session():
    """A computer move goes web → session (the tables' decider) → ai, never through web twice:
    nothing in web/ imports ai, as a module or as a name."""
    for path in (PACKAGE / "web").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("dobleseis.ai") for a in node.names), path
            elif isinstance(node, ast.ImportFrom):
                module = node.module or ""
                assert not (module == "ai" or module.startswith("ai.")), path
                assert not module.startswith("dobleseis.ai"), path
                if module in ("", "dobleseis"):
                    assert "ai" not in {a.name for a in node.names}, path
