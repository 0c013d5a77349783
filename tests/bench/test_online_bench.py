"""bench/online.py runs end to end on a few tables against real servers: one SQLite process,
and (``--processes``) several processes on PostgreSQL and Redis behind nginx, each with a
SIGKILL halfway: every device comes back, no acknowledged move is lost, none is in a record
twice, and no table stops (its figures come from running it; no time is asserted)."""

import json

import pytest
from bench_scripts import load

online = load("online")

TINY = ["--think", "0.2", "--pace", "50", "--level", "random", "--json"]


def nothing_lost(report: dict) -> None:
    assert report["human_moves"] > 0 and report["deliveries"] > 0, report
    assert report["lost"] == 0 and report["duplicated"] == 0 and report["corrupt"] == 0, report
    assert report["errors"] == 0 and report["stalled"] == 0, report


@pytest.mark.slow
def test_a_small_run_with_a_fault_loses_nothing(capsys):
    assert online.main(["--tables", "3", "--seconds", "6", "--fault", *TINY]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["devices"] == 12 and report["fault"] is True and report["setup"] == "sqlite"
    nothing_lost(report)
    assert report["reconnects"] >= 12  # every device came back after the kill


@pytest.mark.slow
def test_two_processes_behind_nginx_lose_nothing_when_one_is_killed(capsys):
    """The --processes path: SQLite, then two processes on PostgreSQL + Redis behind nginx;
    one of them SIGKILLed halfway. The devices it held reconnect through the proxy and the
    tables it played the computers of are played on."""
    assert online.main(["--processes", "2", "--tables", "3", "--seconds", "10", "--fault",
                        *TINY]) == 0  # fmt: skip
    sqlite, two = json.loads(capsys.readouterr().out)
    assert sqlite["setup"] == "sqlite" and two["setup"] == "pg×2" and two["redis"] is True
    for report in (sqlite, two):
        nothing_lost(report)
    assert two["reconnects"] >= 1  # the devices of the killed process came back
    assert {"postgres", "redis", "nginx", "serve: event loop"} <= set(two["cores"])


@pytest.mark.slow
def test_a_climb_adds_tables_step_by_step_and_checks_every_record(capsys):
    assert online.main(["--processes", "1", "--tables", "2", "--seconds", "2", "--steps", "2",
                        "--p95", "1e9", *TINY]) == 0  # fmt: skip
    for report in json.loads(capsys.readouterr().out):
        assert [s["tables"] for s in report["steps"]] == [2, 4], report
        assert report["held"] == 4 and report["errors"] == 0, report
        assert report["lost"] == report["duplicated"] == report["corrupt"] == 0, report


@pytest.mark.slow
def test_pinned_the_server_has_the_first_processor_and_the_devices_the_others(capsys):
    import os

    cpus = os.sched_getaffinity(0)
    if len(cpus) < 2:  # nothing to pin on: said so
        with pytest.raises(SystemExit):
            online.main(["--tables", "2", "--pin", *TINY])
        return
    assert online.main(["--tables", "2", "--seconds", "3", "--pin", *TINY]) == 0
    report = json.loads(capsys.readouterr().out)
    nothing_lost(report)
    first = min(cpus)
    assert report["server_cpus"] == [first] and report["client_cpus"] == sorted(cpus - {first})
    assert os.sched_getaffinity(0) == cpus  # the bench gave its own processors back


def test_rejects_bad_options(capsys):
    for bad in (["--tables", "0"], ["--processes", "two"], ["--processes", "0"],
                ["--steps", "0"], ["--pin", "--processes", "1"]):  # fmt: skip
        with pytest.raises(SystemExit) as exit:
            online.main(bad)
        assert exit.value.code == 2


def test_the_check_finds_each_acknowledged_move_at_its_version_in_any_order_of_acks():
    """Acknowledgements of a table's devices may arrive out of the order of their moves (one
    device on the table's owner, another relayed), so the check looks a move up by the version
    its ack said, and counts it lost only if the record holds another move there."""
    from dobleseis.ai import decide
    from dobleseis.core import new_match, view
    from dobleseis.core.record import record_of

    m = new_match("chiva", seed=3)
    for k in range(6):
        m = m.apply(decide(view(m, m.to_act), "random", k))
    record = record_of(m)
    moves = record["actions"]

    class At:
        def http(self, path, body, secret):
            return record if path.endswith("/record") else {"version": online.START + len(moves)}

    def acked(*indices):
        run = online.Run()
        run.acked["t"] = [(online.START + i + 1, moves[i]) for i in indices]
        return run

    assert online.check(At(), {"t": []}, acked(0, 1, 2, 3, 4, 5)) == {
        "lost": 0, "duplicated": 0, "corrupt": 0}  # fmt: skip
    assert online.check(At(), {"t": []}, acked(3, 1, 0, 2, 5, 4))["lost"] == 0
    wrong = acked(0, 1, 2)
    version, move = wrong.acked["t"][1]
    wrong.acked["t"][1] = (version + 1, move)  # the record holds another move there
    assert online.check(At(), {"t": []}, wrong)["lost"] == 1
