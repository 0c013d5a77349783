"""The browser client's files: gzipped for a browser that takes it, kept for good under a URL
that names their version, and never run old beside new.

Most players open the table on a phone on a slow mobile network. The client's text (its ES
modules, the six languages, the styles: about 1 MB) is a fraction of that gzipped, so each text
file is compressed once, at its first asking, and kept while its size and modification time stay
those on disk (a file changed by an upgrade is compressed anew). The compressed form has an ETag
of its own (a cache must never answer a request for one form with the other), and every text
file says ``Vary: Accept-Encoding``. A Range request is answered from the plain file, as
StaticFiles does; images are sent as they are (PNG is compressed already).

The client as a whole has one version: a digest of every file's path and content
(``Release``). The page (``/`` and ``/index.html``) is sent with each of its references to a
file of the client rewritten under ``v/<digest>/`` (relative, as they were: ``base-uri 'none'``
forbids a ``<base>``), asked again at each load (``Cache-Control: no-cache``, its ETag the
digest, so a later visit costs one small ``304``). A file under ``/v/<digest>/`` is the file
without the prefix, said ``immutable`` for a year: the browser keeps it and asks for it no more,
and the modules' relative imports (a language's words too, fetched later) stay under the prefix
by themselves. An upgrade changes the digest, so the next load of the page names new URLs and
no page mixes an old module with a new one.

The page's one inline script (it loads the page again should a module not come down, so it
must not be a file that can fail to come down itself) runs under the page's own policy, which
names it by its hash (``Release.scripts``): no other inline script runs.

The digest is made again when a file changed on disk, seen from the same stamps (modification
time and size) as the ETags: the page's request looks at every file's; a versioned file's, at
its own (so the bytes sent under a digest are always those the digest was made of). The
digest is the files', not a process's: processes serving the same installed client (behind
deploy/nginx.conf) agree on it, whichever answers the page and whichever its files. A request
under a digest that is no longer the client's (a page loaded before an upgrade asking for a
language it had not fetched yet) is answered ``404``, not with the file as it is now: that one
is of another version, and would run beside the old page's modules (said ``immutable``, it would
even be kept under the old URL). The page, seeing that 404, loads itself again, in the new
version, speaking the language chosen (js/words.js). The URLs without a version still answer
(``no-cache``, asked again at each load) for a page from before this and for tools.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import re
import stat
from collections.abc import Container
from dataclasses import dataclass

from starlette.concurrency import run_in_threadpool
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.responses import FileResponse, Response
from starlette.staticfiles import NotModifiedResponse, StaticFiles
from starlette.types import Scope

from .guard import policy

TEXT = frozenset({".js", ".css", ".html", ".svg", ".webmanifest", ".json", ".txt"})
"""The suffixes of the files worth compressing."""

KEPT = ("content-type", "last-modified", "cache-control", "vary")
"""The plain answer's headers the compressed one keeps (its length, ETag and ranges are its own)."""

PAGE = "index.html"
PAGE_PATHS = frozenset({".", PAGE})
"""The page as ``get_path`` names it: for ``/`` (the folder) and for ``/index.html``."""

IMMUTABLE = "public, max-age=31536000, immutable"
"""A versioned file's: it never changes under its URL, kept a year and never asked again."""

REFERENCE = re.compile(r'(\s(?:href|src)=")([^"]*)(")')
INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.S)
"""A script written in the page (no attribute: no ``src``), its text as the policy hashes it."""
"""A reference of the page to another file: an ``href`` or ``src`` attribute."""


def takes_gzip(accept_encoding: str) -> bool:
    """Whether an ``Accept-Encoding`` header allows gzip: named (or ``*``) without ``q=0``."""
    weights = {}
    for part in accept_encoding.lower().split(","):
        name, _, params = part.partition(";")
        weight = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        weights[name.strip()] = weight
    return weights.get("gzip", weights.get("x-gzip", weights.get("*", 0.0))) > 0


def stamp(stat_result: os.stat_result) -> tuple[int, int]:
    """What says a file changed on disk: its modification time and size (as its ETag does)."""
    return stat_result.st_mtime_ns, stat_result.st_size


def stamps_of(directory: str) -> dict[str, tuple[int, int]]:
    """Every file under ``directory`` by its path inside it (``js/main.js``), with its stamp."""
    found = {}
    for folder, _, names in os.walk(directory):
        for name in names:
            path = os.path.join(folder, name)
            try:
                stat_result = os.stat(path)
            except FileNotFoundError:  # gone while looked at (an upgrade)
                continue
            if stat.S_ISREG(stat_result.st_mode):
                found[os.path.relpath(path, directory).replace(os.sep, "/")] = stamp(stat_result)
    return found


def rewritten(page: str, digest: str, files: Container[str]) -> str:
    """``page`` with each ``href`` or ``src`` that names one of ``files`` (paths inside the
    client) put under ``v/<digest>/``; any other (the page itself, an address elsewhere, an
    absolute ``/api/...`` path) left as it is."""

    def versioned(found: re.Match) -> str:
        target = found[2]
        if target not in files or target == PAGE:
            return found[0]
        return f"{found[1]}v/{digest}/{target}{found[3]}"

    return REFERENCE.sub(versioned, page)


@dataclass(frozen=True)
class Release:
    """The client as one version: the ``digest`` of its files' paths and contents, the
    ``stamps`` of the files it was made of, the page rewritten for it, plain and gzipped
    (None: the client has no page), and the page's inline ``scripts``."""

    digest: str
    stamps: dict[str, tuple[int, int]]
    page: bytes | None
    gzipped: bytes | None
    scripts: tuple[str, ...] = ()

    @classmethod
    def of(cls, directory: str) -> Release:
        """The release of the files in ``directory`` now: each read once."""
        stamps = stamps_of(directory)
        hashed = hashlib.sha256()
        contents = {}
        for path in sorted(stamps):
            try:
                with open(os.path.join(directory, path), "rb") as f:
                    contents[path] = data = f.read()
                    stamps[path] = stamp(os.fstat(f.fileno()))  # the stamp of the bytes read
            except FileNotFoundError:  # gone since the walk (an upgrade): not of this release
                del stamps[path]
                continue
            hashed.update(f"{path}\0{len(data)}\0".encode())
            hashed.update(data)
        digest = hashed.hexdigest()[:16]
        if PAGE not in contents:
            return cls(digest, stamps, None, None)
        text = rewritten(contents[PAGE].decode("utf-8"), digest, stamps)
        page = text.encode("utf-8")
        scripts = tuple(INLINE_SCRIPT.findall(text))
        return cls(digest, stamps, page, gzip.compress(page, compresslevel=9, mtime=0), scripts)


class ClientFiles(StaticFiles):
    """StaticFiles over the client's ``directory``: the page rewritten for the client's
    version, its files under the version's prefix kept for good (mounted at ``/v/{digest}``,
    the same instance as at ``/``), without it asked again at each load; text files gzipped for
    whoever takes it.

    ``gzipped`` keeps one compressed form per file served, by its real path inside
    ``directory``: at most as many as the client has files. ``release``: the client's version
    as last seen (None before the first request that needs it)."""

    def __init__(self, directory: str | os.PathLike[str]) -> None:
        super().__init__(directory=directory, html=True)
        self.root = os.path.realpath(directory)
        self.gzipped: dict[str, tuple[tuple[int, int], bytes]] = {}
        self.release: Release | None = None

    def file_response(self, full_path, stat_result, scope, status_code=200) -> Response:
        """The plain file, its If-None-Match left to ``get_response``, which knows the form."""
        return FileResponse(full_path, status_code=status_code, stat_result=stat_result)

    async def get_response(self, path: str, scope: Scope) -> Response:
        """The page rewritten for the client's release (``page``); under a version (the
        ``digest`` of the mount at ``/v/{digest}``), a file of the client if that is its
        release and the file the release was made of, said ``immutable`` (never the page);
        any other file as StaticFiles finds it, said ``no-cache``."""
        digest = scope.get("path_params", {}).get("digest")
        if path in PAGE_PATHS:
            if digest is not None:
                raise HTTPException(status_code=404)
            if scope["method"] in ("GET", "HEAD"):
                release = await run_in_threadpool(self.current)
                if release.page is not None:
                    return self.page(release, scope)
        answer = await super().get_response(path, scope)
        if not isinstance(answer, FileResponse) or answer.status_code != 200:
            return answer
        if digest is not None:
            inside = os.path.relpath(answer.path, self.root).replace(os.sep, "/")
            release = await run_in_threadpool(self.current_for, inside, answer.stat_result)
            if digest != release.digest or release.stamps.get(inside) != stamp(answer.stat_result):
                raise HTTPException(status_code=404)  # another version's, or changing now
        return await self.sent(answer, scope, "no-cache" if digest is None else IMMUTABLE)

    async def sent(self, answer: FileResponse, scope: Scope, cache_control: str) -> Response:
        """StaticFiles' answer with ``cache_control``; a text file's gzipped if the request
        takes it (and asks no range), and ``304`` if it already holds the form it would get."""
        asked = Headers(scope=scope)
        answer.headers["cache-control"] = cache_control
        text = os.path.splitext(answer.path)[1].lower() in TEXT
        if text:
            answer.headers["vary"] = "Accept-Encoding"
        compress = text and "range" not in asked and takes_gzip(asked.get("accept-encoding", ""))
        etag = answer.headers["etag"][:-1] + '-gzip"' if compress else answer.headers["etag"]
        form = Headers({**answer.headers, "etag": etag})
        if self.is_not_modified(form, asked):
            return NotModifiedResponse(form)
        if not compress:
            return answer
        body = await run_in_threadpool(self.compressed, str(answer.path), answer.stat_result)
        if body is None:  # changed on disk since it was looked up: plain, as StaticFiles would
            answer.headers["cache-control"] = "no-cache"  # not what the version was made of
            return answer
        headers = {key: answer.headers[key] for key in KEPT if key in answer.headers}
        headers.update({"etag": etag, "content-encoding": "gzip", "content-length": str(len(body))})
        return Response(b"" if scope["method"] == "HEAD" else body, headers=headers)

    def page(self, release: Release, scope: Scope) -> Response:
        """The page of ``release``, asked again at each load: its ETag is the digest (the page
        is one of the files the digest was made of), its own for the gzipped form."""
        asked = Headers(scope=scope)
        compress = takes_gzip(asked.get("accept-encoding", ""))
        body = release.gzipped if compress else release.page
        etag = f'"{release.digest}-gzip"' if compress else f'"{release.digest}"'
        headers = {"content-type": "text/html; charset=utf-8", "cache-control": "no-cache",
                   "vary": "Accept-Encoding", "etag": etag,
                   "content-security-policy": policy(release.scripts)}  # fmt: skip
        if self.is_not_modified(Headers(headers), asked):
            # the browser takes a 304's headers for the page it keeps: its policy too
            unchanged = NotModifiedResponse(Headers(headers))
            unchanged.headers["content-security-policy"] = headers["content-security-policy"]
            return unchanged
        if compress:
            headers["content-encoding"] = "gzip"
        headers["content-length"] = str(len(body))
        return Response(b"" if scope["method"] == "HEAD" else body, headers=headers)

    def current(self) -> Release:
        """The client's release now: the one last made while every file has the stamp it was
        made with (and no file came or went), else made again."""
        kept = self.release
        if kept is None or stamps_of(self.root) != kept.stamps:
            kept = self.release = Release.of(self.root)
        return kept

    def current_for(self, path: str, stat_result: os.stat_result) -> Release:
        """The release that ``path`` (inside the client), as ``stat_result`` describes it,
        belongs to: the one last made if the file is the one it was made of, else made again
        (another file changed since is seen by the page's next request)."""
        kept = self.release
        if kept is None or kept.stamps.get(path) != stamp(stat_result):
            kept = self.release = Release.of(self.root)
        return kept

    def compressed(self, full_path: str, stat_result: os.stat_result) -> bytes | None:
        """The file gzipped, compressed once while it is the same on disk; None if it is no
        longer the file ``stat_result`` describes."""
        kept = self.gzipped.get(full_path)
        if kept is not None and kept[0] == stamp(stat_result):
            return kept[1]
        with open(full_path, "rb") as f:
            data = f.read()
            if stamp(os.fstat(f.fileno())) != stamp(stat_result):
                return None
        body = gzip.compress(data, compresslevel=9, mtime=0)
        self.gzipped[full_path] = (stamp(stat_result), body)
        return body
