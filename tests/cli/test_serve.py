"""`dobleseis serve` given what it cannot serve with: one line and exit status 2, before it
listens, or argparse's usage error (also 2). No server is started: one that would start fails
the test instead of serving forever."""

from __future__ import annotations

import pytest

from dobleseis.cli import main
from dobleseis.web import serve


@pytest.fixture(autouse=True)
def never_served(monkeypatch):
    def run(self, sockets=None):
        raise AssertionError("the server started")

    monkeypatch.setattr(serve._Server, "run", run)


def served(*args: str) -> int:
    return main(["serve", "--no-browser", "--port", "0", *args])


@pytest.mark.parametrize("proxy", ["notanaddress", "10.0.0.0/33", "127.0.0.1:80"])
def test_a_proxy_that_is_no_address_is_a_usage_error(tmp_path, capsys, proxy):
    with pytest.raises(SystemExit) as e:
        served("--db", str(tmp_path / "m.sqlite3"), "--proxy", "127.0.0.1", proxy)
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert f"--proxy: a proxy is an IP address or a network (10.0.0.0/8), not {proxy!r}" in err


def test_lan_and_host_are_two_places_to_listen_a_usage_error(tmp_path, capsys):
    """--lan would silently win, listening beyond this computer when --host 127.0.0.1 asked
    for it alone."""
    with pytest.raises(SystemExit) as e:
        served("--db", str(tmp_path / "m.sqlite3"), "--host", "127.0.0.1", "--lan")
    assert e.value.code == 2
    assert "argument --lan: not allowed with argument --host" in capsys.readouterr().err


def test_a_lease_without_redis_is_refused(tmp_path, capsys):
    """It would hold nothing: only processes joined by Redis lease a table's computers."""
    assert served("--db", str(tmp_path / "m.sqlite3"), "--lease", "5") == 2
    err = capsys.readouterr().err
    assert err.startswith("dobleseis: --lease is for processes joined by --redis: ")
    assert err.count("\n") == 1


@pytest.mark.parametrize("db", ["mysql://u:secret@db/x", "sqlite:///m.sqlite3", "postgresq://db/x"])
def test_a_database_url_other_than_postgresql_makes_no_file(tmp_path, capsys, monkeypatch, db):
    """A URL of another database is a mistake, not a path at which to make a SQLite file (in a
    folder "mysql:" of the current one); its password is not printed."""
    monkeypatch.chdir(tmp_path)
    assert served("--db", db) == 2
    err = capsys.readouterr().err
    assert err.startswith("dobleseis: --db is a SQLite file or a postgresql:// URL, not ")
    assert err.count("\n") == 1 and "secret" not in err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "redis", ["redis://[bad", "notaurl", "http://127.0.0.1:1/", "redis://u:secret@h:port/0"]
)
def test_a_redis_url_that_is_none_is_one_line(pg_url, capsys, redis):
    assert served("--db", pg_url, "--redis", redis) == 2
    err = capsys.readouterr().err
    assert err.startswith("dobleseis: ") and "is not a Redis URL: " in err
    assert err.count("\n") == 1 and "secret" not in err
