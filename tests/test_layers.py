"""Imports point one way: ``core ← ai ← session ← web``, with the arena and the command line
on top (docs/DESIGN.md, "Layers").

- ``core``: the rules, standard library only; it imports no other layer.
- ``ai``: the players; they import ``core`` only (and the peers their packages: ``dominoes``,
  OpenSpiel's).
- ``session``: a match being played; it imports ``ai`` and ``core``, and no web library.
- ``web``: the app; it imports ``session`` and ``core`` (the vocabulary every layer shares: tiles,
  actions, refusals), never ``ai``: the session is what asks the computer players.
- on top, ``arena.py``, ``cli.py`` and ``__main__.py``: they may import any layer.

Every ``import`` and ``from ... import`` of every module is read with ``ast`` (inside functions
too), relative ones resolved against the module's own package, so no way of writing an import
escapes the check.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

import dobleseis

PACKAGE = Path(dobleseis.__file__).parent
LAYERS = ("core", "ai", "session", "web")
TOP = "top"
MAY_IMPORT = {
    "core": {"core"},
    "ai": {"core", "ai"},
    "session": {"core", "ai", "session"},
    "web": {"core", "session", "web"},
    TOP: {"core", "ai", "session", "web", TOP},
}
WEB_LIBRARIES = {"starlette", "uvicorn", "httpx", "websockets", "anyio"}


def layer_of(module: str) -> str | None:
    """The layer a ``dobleseis`` module belongs to; None for a module outside the package."""
    parts = module.split(".")
    if parts[0] != "dobleseis":
        return None
    if len(parts) > 1 and parts[1] in LAYERS:
        return parts[1]
    return TOP  # dobleseis itself, arena, cli, __main__


def module_name(path: Path) -> tuple[str, bool]:
    """The dotted name of the module at ``path`` and whether it is a package's ``__init__``."""
    parts = ["dobleseis", *path.relative_to(PACKAGE).with_suffix("").parts]
    if parts[-1] == "__init__":
        return ".".join(parts[:-1]), True
    return ".".join(parts), False


def imported(source: str, module: str, is_package: bool = False) -> set[str]:
    """Every module ``source`` (the text of ``module``) imports, relative imports made absolute.
    ``from X import y`` counts as ``X.y``: ``y`` may be a submodule (``from .. import ai``)."""
    package = module.split(".") if is_package else module.split(".")[:-1]
    out = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                if node.module:
                    base = base + node.module.split(".")
            else:
                base = node.module.split(".")
            out |= {".".join(base + [a.name]) for a in node.names if a.name != "*"}
            if any(a.name == "*" for a in node.names):
                out.add(".".join(base))
    return out


def modules():
    """(path inside the package, layer, imported modules) for every module of the package."""
    for path in sorted(PACKAGE.rglob("*.py")):
        name, is_package = module_name(path)
        rel = path.relative_to(PACKAGE).as_posix()
        yield rel, layer_of(name), imported(path.read_text(encoding="utf-8"), name, is_package)


def wrong_way() -> set[tuple[str, str]]:
    """Every (file, imported module) that points against the order."""
    out = set()
    for rel, layer, found in modules():
        for m in found:
            target = layer_of(m)
            if target is not None and target not in MAY_IMPORT[layer]:
                out.add((rel, m))
    return out


def test_every_import_points_down_the_layers():
    assert wrong_way() == set()


def test_every_module_is_read():
    """Sanity: the walk sees every layer, and the imports the layers really make."""
    seen = {rel: (layer, found) for rel, layer, found in modules()}
    assert {layer for layer, _ in seen.values()} == set(LAYERS) | {TOP}
    assert "dobleseis.core.tiles.ALL" in seen["core/deal.py"][1]  # from .tiles import ALL
    assert "dobleseis.ai" in seen["session/table/table.py"][1]  # from .. import ai
    assert "dobleseis.ai.peers.PEERS" in seen["arena.py"][1]  # from .ai.peers import PEERS
    assert seen["arena.py"][0] == seen["cli.py"][0] == TOP


@pytest.mark.parametrize(
    ("module", "source", "points_to"),
    [
        ("dobleseis.core.match", "from ..ai import search", "ai"),
        ("dobleseis.core.match", "from .. import session", "session"),
        ("dobleseis.core.match", "import dobleseis.web.app", "web"),
        ("dobleseis.ai.search", "from ..session.table import Table", "session"),
        ("dobleseis.ai.search", "from dobleseis.arena import run", TOP),
        ("dobleseis.session.table", "from ..web import app", "web"),
        ("dobleseis.session", "from ..web.app import create_app", "web"),
        ("dobleseis.web.app", "from .. import ai", "ai"),
        ("dobleseis.web.app", "def f():\n    from ..ai.search import estimate", "ai"),
        ("dobleseis.web.app", "from ..cli import main", TOP),
    ],
)
def test_a_wrong_import_is_caught_however_it_is_written(module, source, points_to):
    layer = layer_of(module)
    is_package = module == "dobleseis.session"
    targets = {layer_of(m) for m in imported(source, module, is_package)}
    assert points_to in targets and points_to not in MAY_IMPORT[layer]


def test_the_core_uses_the_standard_library_only():
    outside = {
        (rel, m)
        for rel, layer, found in modules()
        if layer == "core"
        for m in found
        if layer_of(m) is None and m.split(".")[0] not in sys.stdlib_module_names
    }
    assert outside == set()


def test_no_layer_below_web_imports_a_web_library():
    found = {
        (rel, m)
        for rel, layer, ms in modules()
        if layer in ("core", "ai", "session")
        for m in ms
        if m.split(".")[0] in WEB_LIBRARIES
    }
    assert found == set()


SESSION_PARTS = {
    # a part of the session: what it may import from the session besides itself
    "table": {"errors"},
    "stores": {"errors", "table"},
    "cluster": {"errors", "hub", "rooms", "stores", "table"},
}


def session_part(module: str) -> str | None:
    """The part of the session a ``dobleseis.session`` module is in (``table``, ``stores``,
    ``cluster``, or the module's own name at the top of the session); None outside it."""
    parts = module.split(".")
    if parts[:2] != ["dobleseis", "session"] or len(parts) < 3:
        return None
    return parts[2]


def against_the_parts(found) -> set[tuple[str, str]]:
    """Every (file, imported module) of ``found`` ((file, imports) pairs) where a part of the
    session imports a session module it may not."""
    wrong = set()
    for rel, imports in found:
        part = rel.split("/")[1] if rel.startswith("session/") and rel.count("/") > 1 else None
        for m in imports if part in SESSION_PARTS else ():
            target = session_part(m)
            if target is not None and target != part and target not in SESSION_PARTS[part]:
                wrong.add((rel, m))
    return wrong


def test_the_session_parts_point_one_way():
    """A table knows nothing of where it is kept, the stores nothing of the server's service or
    of Redis, and the cluster parts nothing of the service (docs/DESIGN.md, "Layout")."""
    found = {rel: imports for rel, _, imports in modules()}
    assert against_the_parts(found.items()) == set()
    parts = {"session/table/table.py", "session/stores/choice.py", "session/cluster/lease.py"}
    assert parts <= set(found)


@pytest.mark.parametrize(
    ("rel", "module", "source"),
    [
        ("session/table/wire.py", "dobleseis.session.table.wire", "from ..stores import Store"),
        ("session/stores/sqlite.py", "dobleseis.session.stores.sqlite", "from ..service import x"),
        ("session/cluster/lease.py", "dobleseis.session.cluster.lease", "from .. import pacer"),
    ],
)
def test_a_part_importing_against_the_parts_is_caught(rel, module, source):
    assert against_the_parts([(rel, imported(source, module))]) != set()
