"""The browser client's files: gzipped for a browser that takes it, and asked again at each load.

Most players open the table on a phone on a slow mobile network. The client's text (its ES
modules, the six languages, the styles: about 1 MB) is a fraction of that gzipped, so each text
file is compressed once, at its first asking, and kept while its size and modification time stay
those on disk (a file changed by an upgrade is compressed anew). The compressed form has an ETag
of its own (a cache must never answer a request for one form with the other), and every text
file says ``Vary: Accept-Encoding``. A Range request is answered from the plain file, as
StaticFiles does; images are sent as they are (PNG is compressed already).

Every file says ``Cache-Control: no-cache``: the browser keeps it but asks at each load whether
it is still current, answered ``304 Not Modified`` through its ETag when it is. The URLs carry
no version, so without it a browser could keep some modules by its own guess of their freshness
and, after an upgrade, run old ones beside new ones.
"""

from __future__ import annotations

import gzip
import os

from starlette.concurrency import run_in_threadpool
from starlette.datastructures import Headers
from starlette.responses import FileResponse, Response
from starlette.staticfiles import NotModifiedResponse, StaticFiles
from starlette.types import Scope

TEXT = frozenset({".js", ".css", ".html", ".svg", ".webmanifest", ".json", ".txt"})
"""The suffixes of the files worth compressing."""

KEPT = ("content-type", "last-modified", "cache-control", "vary")
"""The plain answer's headers the compressed one keeps (its length, ETag and ranges are its own)."""


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


class ClientFiles(StaticFiles):
    """StaticFiles over the client's ``directory`` (``index.html`` for a folder), text files
    gzipped for whoever takes it, and every file asked again at each load.

    ``gzipped`` keeps one compressed form per file served, by its real path inside
    ``directory``: at most as many as the client has files."""

    def __init__(self, directory: str | os.PathLike[str]) -> None:
        super().__init__(directory=directory, html=True)
        self.gzipped: dict[str, tuple[tuple[int, int], bytes]] = {}

    def file_response(self, full_path, stat_result, scope, status_code=200) -> Response:
        """The plain file, its If-None-Match left to ``get_response``, which knows the form."""
        return FileResponse(full_path, status_code=status_code, stat_result=stat_result)

    async def get_response(self, path: str, scope: Scope) -> Response:
        """StaticFiles' answer, said ``no-cache``; a text file's gzipped if the request takes
        it (and asks no range), and ``304`` if it already holds the form it would get."""
        answer = await super().get_response(path, scope)
        if not isinstance(answer, FileResponse) or answer.status_code != 200:
            return answer
        asked = Headers(scope=scope)
        answer.headers["cache-control"] = "no-cache"
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
            return answer
        headers = {key: answer.headers[key] for key in KEPT if key in answer.headers}
        headers.update({"etag": etag, "content-encoding": "gzip", "content-length": str(len(body))})
        return Response(b"" if scope["method"] == "HEAD" else body, headers=headers)

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
