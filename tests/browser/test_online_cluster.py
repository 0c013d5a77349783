"""A match played in the browser on a public server: two devices through nginx (HTTPS,
deploy/nginx.conf) to two real ``serve --redis`` processes on one PostgreSQL and one Redis
(tests/live/cluster.py). Their requests are spread over both processes and their live
connections reach the table's one (chosen by its id), each sees the other's moves at once through
two hands, and neither is ever sent a tile it may not see. Devices on two processes seeing each
other's moves: tests/live/test_live_cluster.py."""

from __future__ import annotations

import pytest

from ..api.test_api_proxy import NAME
from ..live.cluster import Cluster
from .conftest import ARGS, CHROMIUM
from .online import Device, check_device, host_table, play_out, start_table, take_seat


@pytest.fixture
def cluster():
    made = Cluster(2)
    try:
        yield made
    finally:
        made.remove()


@pytest.fixture
def public(cluster, playwright):
    """Chromium reaching the public name at nginx's port, as a player's browser reaches the
    server (the test's certificate is its own, not a CA's: its errors are ignored)."""
    rule = f"--host-resolver-rules=MAP {NAME} 127.0.0.1:{cluster.https}"
    browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                         args=[*ARGS, rule])  # fmt: skip
    made: list[Device] = []

    def device(seats) -> Device:
        made.append(Device(browser, f"https://{NAME}", seats, ignore_https_errors=True))
        return made[-1]

    try:
        yield device
        for dev in made:
            dev.close()
    finally:
        browser.close()


@pytest.mark.slow
def test_a_match_on_two_processes_behind_the_proxy(cluster, public):
    # Its two hands, one won by each team, are 42 moves, 22 of them the friends', among the
    # fewest of the seeds below 150 (found with a Table of random computers, the friends played
    # as `decide` plays).
    seed = 37
    host, friend = public({1}), public({3})
    match, _, link = host_table(host.page, "haiti", ["here", "computer", "invited", "computer"],
                                seed)  # fmt: skip
    friend.page.goto(link)
    take_seat(friend.page, 3, "Ana")
    start_table(host.page)
    play_out({1: host, 3: friend}, host, hands=2)  # two hands, each seat's moves seen by both
    for dev in (host, friend):
        assert check_device(dev, seed) > 20
    for dev in (host, friend):
        dev.page.close()  # its live connection closes with it
    cluster.site.nginx.stop()  # the access log is complete once nginx has stopped
    lines = cluster.site.nginx.log_lines()
    live = {line.rsplit(" ", 1)[1] for line in lines if "/live " in line}
    assert len(live) == 1, live  # both devices on the table's process
    used = {line.rsplit(" ", 1)[1] for line in lines if "/live " not in line}
    assert {f"127.0.0.1:{b.port}" for b in cluster.backends} <= used, used
