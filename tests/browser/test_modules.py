"""The browser client's modules import each other without a cycle (docs/DESIGN.md, Browser client):
read from the files themselves, every `import ... from "./x.js"` and `import("./x.js")`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

JS = Path(__file__).parents[2] / "src" / "dobleseis" / "web" / "static" / "js"
IMPORT = re.compile(
    r"""(?:^\s*import\s[^;]*?\sfrom\s*|^\s*import\s*|\bimport\s*\(\s*|^\s*export\s[^;]*?\sfrom\s*)
        ["'](\.{1,2}/[^"']+)["']""",
    re.M | re.X,
)


def imports(path: Path) -> set[Path]:
    """The files of static/ that the module at ``path`` imports."""
    return {(path.parent / target).resolve() for target in IMPORT.findall(path.read_text())}


def graph() -> dict[Path, set[Path]]:
    return {path.resolve(): imports(path) for path in sorted(JS.glob("*.js"))}


def cycle(edges: dict[Path, set[Path]]) -> list[str] | None:
    """One import cycle of ``edges`` as a list of file names, or None."""
    state: dict[Path, str] = {}
    stack: list[Path] = []

    def visit(node: Path) -> list[str] | None:
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == "open":
                loop = stack[stack.index(nxt) :] + [nxt]
                return [p.name for p in loop]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = "done"
        return None

    for node in sorted(edges):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_the_reader_finds_the_imports():
    edges = graph()
    main = (JS / "main.js").resolve()
    names = {p.name for p in edges[main]}
    assert {"state.js", "render.js", "intents.js", "game.js", "index.js"} <= names, names
    # Every import names a file that exists.
    missing = [(a.name, b) for a, bs in edges.items() for b in bs if not b.exists()]
    assert not missing, missing


def test_no_import_cycle_among_the_modules():
    assert cycle(graph()) is None, f"import cycle: {' → '.join(cycle(graph()))}"


@pytest.mark.parametrize(
    "files, loop",
    [
        ({"a": ["b"], "b": ["c"], "c": ["a"]}, ["a", "b", "c", "a"]),
        ({"a": ["b"], "b": ["b"]}, ["b", "b"]),
        ({"a": ["b", "c"], "b": ["c"], "c": []}, None),
    ],
)
def test_the_cycle_check_finds_a_cycle(tmp_path, files, loop):
    """The same reader and check on made-up modules: a cycle is found, a diamond is not one."""
    for name, targets in files.items():
        lines = [f'import {{ x }} from "./{t}.js";' for t in targets]
        (tmp_path / f"{name}.js").write_text("\n".join(lines) + "\nexport const x = 1;\n")
    edges = {p.resolve(): imports(p) for p in tmp_path.glob("*.js")}
    found = cycle(edges)
    assert (found and [n.removesuffix(".js") for n in found]) == loop or (found is None is loop)
