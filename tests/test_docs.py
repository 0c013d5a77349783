"""The rule book and the architecture are in the repository (docs/RULES.md, docs/DESIGN.md), so
that whoever clones it has them, and they are the project's own copies (``../shared/`` beside
the clone, where the project keeps them): where that folder exists, each must be the same as
the repository's. The repository may be ahead of ``../shared`` by its own commits (a change to
docs/ is copied there afterwards): ``../shared``'s copy may be one of docs/'s earlier versions
in this repository's history, never a text the repository never had."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from dobleseis.core.record import loads

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
DOCS = ("RULES.md", "DESIGN.md")


def versions(name: str) -> list[str]:
    """Every committed text of docs/``name``, newest first (none outside a git clone)."""
    git = shutil.which("git")
    if git is None or not (ROOT / ".git").exists():
        return []
    done = subprocess.run([git, "-C", str(ROOT), "log", "--format=%H", "--", f"docs/{name}"],
                          capture_output=True, text=True)  # fmt: skip
    out = []
    for commit in done.stdout.split():
        shown = subprocess.run([git, "-C", str(ROOT), "show", f"{commit}:docs/{name}"],
                               capture_output=True, text=True)  # fmt: skip
        if shown.returncode == 0:
            out.append(shown.stdout)
    return out


@pytest.mark.parametrize("name", DOCS)
def test_the_docs_are_in_the_repository_and_the_same_as_the_projects(name):
    ours = (ROOT / "docs" / name).read_text(encoding="utf-8")
    assert ours.startswith("# ") and len(ours) > 2000
    if SHARED.is_dir():
        theirs = (SHARED / name).read_text(encoding="utf-8")
        assert theirs == ours or theirs in versions(name), (
            f"docs/{name} and {SHARED / name} differ: copy the newer over the older"
        )


def test_readme_points_to_the_docs():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "docs/RULES.md" in readme and "docs/DESIGN.md" in readme


def test_the_systemd_unit_starts_serve_with_options_it_takes():
    """deploy/dobleseis@.service's ExecStart is a serve command line this program accepts (its
    instance, %i, being the port), and none of its lines carries a comment after a value,
    which systemd would read as part of the value."""
    import shlex

    from dobleseis.cli import parser

    unit = (ROOT / "deploy" / "dobleseis@.service").read_text(encoding="utf-8")
    settings = [line for line in unit.splitlines() if line and line[0] not in "#[;"]
    assert all("#" not in line for line in settings), settings
    [start] = [line.split("=", 1)[1] for line in settings if line.startswith("ExecStart=")]
    words = shlex.split(start.replace("%i", "8001"))
    assert words[:3] == ["/srv/dobleseis/.venv/bin/python", "-m", "dobleseis"]
    args = parser().parse_args(words[3:])
    assert args.port == 8001 and args.redis and args.db.startswith("postgresql://")
    assert args.public_name == ["dobleseis.example.org"] and args.proxy == ["127.0.0.1"]


def test_the_nginx_site_listens_on_ipv6_as_on_ipv4():
    """Every server block of deploy/nginx.conf that listens on a port over IPv4 listens on it
    over IPv6 too, with the same parameters (a phone on a mobile network often has IPv6 only);
    the tests run it with the IPv6 lines left out (``bench.servers.deployed``), on 127.0.0.1."""
    import re

    from bench.servers import deployed

    conf = (ROOT / "deploy" / "nginx.conf").read_text(encoding="utf-8")
    blocks = re.findall(r"^server \{\n(.*?)^\}", conf, re.M | re.S)
    assert len(blocks) == 4
    for block in blocks:
        listens = re.findall(r"^\s*listen (\[::\]:)?(\d+)([^;]*);", block, re.M)
        ipv4 = sorted((port, rest) for six, port, rest in listens if not six)
        ipv6 = sorted((port, rest) for six, port, rest in listens if six)
        assert ipv4 and ipv4 == ipv6, block
    site = deployed(conf, [8001], 8080, 8443, Path("/certs"))
    assert "[::]" not in site and site.count("listen 127.0.0.1:") == 4


def test_the_readme_s_records_replay_and_its_replay_commands_name_files_that_are_there():
    """A newcomer copying the README's record into a file, or running its `replay` commands,
    gets a replay, not a refusal: each record it shows replays by the rules, and each file its
    commands name is in the repository."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"^```json\n(.*?)^```", readme, re.M | re.S)
    records = [block for block in blocks if '"format": "dobleseis/1"' in block]
    assert records
    for record in records:
        loads(record).replay()  # a RecordError says which action breaks which rule
    files = re.findall(r"-m dobleseis replay (\S+)", readme)
    assert files and all((ROOT / name).is_file() for name in files), files
