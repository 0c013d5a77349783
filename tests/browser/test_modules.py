"""The browser client's modules import each other without a cycle (docs/DESIGN.md, Browser client):
read from the files themselves, every `import ... from "./x.js"` and `import("./x.js")`. And
index.html asks for every module its scripts need before they run at once (`<link
rel="modulepreload">`), rather than the browser finding them one level of imports at a time, one
round trip each on a phone's network: exactly those, none fetched only when asked for (a
language's words). In a browser, the page asks for them under the client's version
(``v/<digest>/``, web/files.py), a language chosen later too, so that a later visit asks the
server for none of them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from dobleseis.web.app import create_app

from ..api.helpers import MACHINE
from ..api.test_api_versions import digest_of
from ..i18n.words import LANGUAGES, words
from .conftest import Served, quick
from .test_languages import choose_language

STATIC = Path(__file__).parents[2] / "src" / "dobleseis" / "web" / "static"
JS = STATIC / "js"
IMPORT = re.compile(
    r"""(?:^\s*import\s[^;]*?\sfrom\s*|^\s*import\s*|\bimport\s*\(\s*|^\s*export\s[^;]*?\sfrom\s*)
        ["'](\.{1,2}/[^"']+)["']""",
    re.M | re.X,
)
# The imports a module needs before it runs: not `import("./x.js")`, fetched when it is called.
NEEDED = re.compile(
    r"""(?:^\s*import\s[^;]*?\sfrom\s*|^\s*import\s*|^\s*export\s[^;]*?\sfrom\s*)
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


def needed(entry: Path) -> set[Path]:
    """Every module that ``entry`` needs before it runs, itself included: its static imports,
    theirs, and so on; not a module only imported with ``import()``, nor what that one imports."""
    found: set[Path] = set()
    todo = [entry.resolve()]
    while todo:
        path = todo.pop()
        if path not in found:
            found.add(path)
            todo += [(path.parent / t).resolve() for t in NEEDED.findall(path.read_text())]
    return found


def page_modules(html: str, tag: str, attribute: str) -> list[str]:
    """The ``attribute`` (src, href) of each ``tag`` of index.html that is a module: its
    module scripts, or its modulepreload links."""
    kind = r'type="module"' if tag == "script" else r'rel="modulepreload"'
    elements = re.findall(rf"<{tag}\b[^>]*>", html)
    return [re.search(rf'\b{attribute}="([^"]+)"', e)[1] for e in elements if re.search(kind, e)]


def test_the_page_preloads_every_module_its_scripts_need_and_no_other():
    """Were a module added or no longer imported, index.html must say so too: the failure
    gives its links as they should be."""
    html = (STATIC / "index.html").read_text()
    scripts = [(STATIC / src).resolve() for src in page_modules(html, "script", "src")]
    assert (JS / "main.js").resolve() in scripts
    # each script's needs after the scripts before it (js/words.js's, then main.js's): the first
    # script's few modules are asked for first, whatever the browser's connections
    wanted: dict[Path, None] = {}
    for script in scripts:
        wanted |= dict.fromkeys(sorted(needed(script) - set(scripts) - set(wanted)))
    links = page_modules(html, "link", "href")
    preloaded = {(STATIC / href).resolve() for href in links}
    expected = "\n".join(
        f'  <link rel="modulepreload" href="{p.relative_to(STATIC).as_posix()}">' for p in wanted
    )
    assert preloaded == set(wanted), f"index.html should preload:\n{expected}"
    assert len(links) == len(preloaded), "a module preloaded twice"
    # the words of one language are fetched when the page speaks it (i18n/index.js)
    assert not {p.stem for p in preloaded if p.parent.name == "i18n"} & set(LANGUAGES)


def test_a_module_imported_when_asked_for_is_not_needed_first(tmp_path):
    """The reader on made-up modules: main needs a, which needs b; c, which a imports with
    import(), is not needed, nor d, which only c imports."""
    files = {
        "main": 'import { a } from "./a.js";\n',
        "a": 'export { b } from "./b.js";\nconst later = () => import("./c.js");\n',
        "b": "export const b = 1;\n",
        "c": 'import "./d.js";\n',
        "d": "",
    }
    for name, text in files.items():
        (tmp_path / f"{name}.js").write_text(text)
    assert {p.stem for p in needed(tmp_path / "main.js")} == {"main", "a", "b"}


class Heard:
    """The app, noting each HTTP request that reaches it: its path and the status answered
    (``answers``); a request the browser's cache answers never comes here."""

    def __init__(self, app) -> None:
        self.app = app
        self.answers: list[tuple[str, int]] = []

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def noted(message) -> None:
            if message["type"] == "http.response.start":
                self.answers.append((scope["path"], message["status"]))
            await send(message)

        await self.app(scope, receive, noted)

    def files(self) -> list[tuple[str, int]]:
        """The answers so far but the API's, and forgotten."""
        answers = [(path, status) for path, status in self.answers if not path.startswith("/api/")]
        self.answers.clear()
        return answers


@pytest.fixture
def heard():
    """A server of its own, whose requests are noted (``Heard``)."""
    app = Heard(create_app(quick(), limits=MACHINE))
    served = Served(app)
    yield served.url, app
    served.stop()


def started(page: Page, lang: str = "en") -> None:
    """The start screen shown, in ``lang``, and nothing more on its way."""
    expect(page.get_by_role("heading", name=words(lang, "startHeading")[0])).to_be_visible()
    page.wait_for_load_state("networkidle")


def test_the_page_asks_for_its_modules_under_the_clients_version(page_at, heard):
    """Every file the page asks for, its modules, styles and words, under ``v/<digest>/``, the
    digest of the client's files; a language chosen later under it too (no JavaScript error,
    no refusal by the Content-Security-Policy: page_at)."""
    url, server = heard
    page = page_at(url, (1100, 820))
    page.goto("/")
    started(page)
    files = server.files()
    digest = digest_of(STATIC)
    assert files[0] == ("/", 200) and len(files) > 70
    versioned = {path.removeprefix(f"/v/{digest}/") for path, status in files[1:] if status == 200}
    assert len(versioned) == len(files) - 1, files
    assert {"js/main.js", "js/words.js", "i18n/index.js", "i18n/en.js", "css/app.css"} <= versioned
    choose_language(page, "fr")
    assert server.files() == [(f"/v/{digest}/i18n/fr.js", 200)]


def test_a_later_visit_asks_the_server_for_the_page_alone(page_at, heard):
    """The same browser opening the table again (a new tab): the page is asked again, and is
    the same (304); its modules, styles and words come from the browser's cache without a
    request, the language chosen on the first visit too."""
    url, server = heard
    page = page_at(url, (1100, 820))
    page.goto("/")
    started(page)
    choose_language(page, "fr")
    page.close()
    server.files()
    later = page.context.new_page()
    errors: list[str] = []
    later.on("pageerror", lambda e: errors.append(str(e)))
    later.on("console", lambda m: "Content Security Policy" in m.text and errors.append(m.text))
    later.goto("/")
    started(later, "fr")
    assert server.files() == [("/", 304)]
    assert not errors, errors
