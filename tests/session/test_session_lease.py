"""The lease that lets exactly one process play a table's computers, on a real redis-server of
the test's own: one holder at a time, taken over when its holder dies, lost when Redis loses
it, and never held on the strength of an unreachable Redis."""

from __future__ import annotations

import subprocess
import sys
import time

import redis

from dobleseis.session.cluster.lease import Lease, holder_name

LIMIT = 30.0
"""Seconds to wait for Redis to expire a lease (a safety limit, not a pace)."""


def client(server) -> redis.Redis:
    return redis.Redis.from_url(server.url, socket_timeout=5)


def until(condition) -> None:
    """Poll ``condition`` (Redis expiring a key in its own time) for at most LIMIT seconds."""
    deadline = time.monotonic() + LIMIT
    while not condition():
        assert time.monotonic() < deadline, "Redis never expired the lease"
        time.sleep(0.01)


def test_one_holder_at_a_time(redis_server):
    a = Lease(client(redis_server), "computers:t1", "a", 10_000)
    b = Lease(client(redis_server), "computers:t1", "b", 10_000)
    other = Lease(client(redis_server), "computers:t2", "b", 10_000)
    assert a.acquire() and not b.acquire() and a.held_by() == "a"
    assert a.renew() and not b.renew() and a.acquire()  # taking it again is renewing it
    assert other.acquire()  # each table has its own
    b.release()  # not b's to give up
    assert a.held_by() == "a"
    a.release()
    assert a.held_by() is None and b.acquire() and not a.renew()


def test_when_the_holder_dies_another_process_takes_the_table_over(redis_server):
    script = (
        "import sys, time, redis\n"
        "from dobleseis.session.cluster.lease import Lease\n"
        f"lease = Lease(redis.Redis.from_url({redis_server.url!r}), 'computers:t', "
        "'dying', 300)\n"
        "assert lease.acquire()\n"
        "print('held', flush=True)\n"
        "sys.stdin.read()\n"  # holds the lease until killed
    )
    child = subprocess.Popen(
        [sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout.readline() == "held\n"
        child.kill()
        child.wait(LIMIT)
        survivor = Lease(client(redis_server), "computers:t", holder_name(), 10_000)
        assert survivor.held_by() in ("dying", None)
        until(survivor.acquire)  # the dead holder renews no more: Redis expires its lease
        assert survivor.held_by() == survivor.holder
    finally:
        child.kill()
        child.wait(LIMIT)


def test_a_holder_that_stalled_past_its_lease_learns_that_it_lost_it(redis_server):
    slow = Lease(client(redis_server), "computers:t", "slow", 200)
    quick = Lease(client(redis_server), "computers:t", "quick", 10_000)
    assert slow.acquire()
    until(quick.acquire)
    assert not slow.renew() and not slow.acquire() and slow.held_by() == "quick"


def test_a_lease_is_not_held_while_redis_is_away_nor_after_it_lost_it(redis_server):
    a = Lease(client(redis_server), "computers:t", "a", 10_000)
    b = Lease(client(redis_server), "computers:t", "b", 10_000)
    assert a.acquire()
    redis_server.stop()
    assert not a.renew() and not a.acquire() and not b.acquire()
    a.release()  # no error: the lease expires by itself
    redis_server.start()  # without persistence: every lease is gone
    assert not a.renew()  # so a must stop playing...
    assert b.acquire() and not a.acquire()  # ...and b may take the table
