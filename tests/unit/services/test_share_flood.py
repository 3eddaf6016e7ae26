"""A flood of connections to the players' LAN view leaves the GM's app its files.

The flood comes from another process (as it would from another machine): 2,000 connections in two
waves, held open until the test says, then closed.  Loopback only; every wait is bounded.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import sys

import pytest

from app.services.player_share import PlayerShare

resource = pytest.importorskip("resource")

FLOOD = r"""
import resource, socket, sys
port = int(sys.argv[1])
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 8192), hard))
held = []

def wave(sources, count):
    for i in range(count):
        s = socket.socket()
        s.settimeout(5)
        try:
            s.bind((sources[i % len(sources)], 0))
            s.connect(("127.0.0.1", port))
        except OSError:
            s.close()
        else:
            held.append(s)

wave(["127.0.0.1"], 1000)  # one address
print("one", len(held), flush=True)
sys.stdin.readline()
wave([f"127.0.1.{n}" for n in range(1, 51)], 1000)  # fifty addresses: more than the total
print("many", len(held), flush=True)
sys.stdin.readline()
for s in held:
    s.close()
print("closed", flush=True)
"""


def open_fds() -> int:
    return len(os.listdir("/proc/self/fd"))


async def get_page(port: int, token: str, local: str) -> tuple[int, bytes]:
    reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port, local_addr=(local, 0)), 5)
    try:
        writer.write(f"GET /?t={token} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
        data = await asyncio.wait_for(reader.read(), 5)
    finally:
        writer.close()
    return int(data.split(b" ", 2)[1]), data


def the_gm_can_still_work(tmp_path, n: int) -> None:
    """What Save a copy and export need: a new file, and a new SQLite database."""
    path = tmp_path / f"copy{n}.txt"
    with open(path, "w", encoding="utf-8") as f:
        f.write("log")
    assert path.read_text("utf-8") == "log"
    db = sqlite3.connect(tmp_path / f"copy{n}.deadwatch")
    try:
        db.execute("create table t (x)")
        db.execute("insert into t values (1)")
        db.commit()
        assert db.execute("select x from t").fetchall() == [(1,)]
    finally:
        db.close()


@pytest.mark.skipif(sys.platform != "linux", reason="counts /proc/self/fd and sends from 127.0.1.x")
def test_a_flood_of_connections_leaves_the_gm_app_its_files_and_the_players_their_page(tmp_path):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(soft, 1024), hard))  # a desktop's usual limit
    share = PlayerShare(lambda: {"order": ["Ana"]})

    async def scenario() -> None:
        await share.start("127.0.0.1", 0)
        guard = share.guard
        assert (guard.limits.total, guard.limits.per_address) == (256, 16)  # min(256, 1024 // 4)
        baseline = open_fds()
        flood = await asyncio.create_subprocess_exec(sys.executable, "-c", FLOOD, str(share.port),
                                                     stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
        try:
            assert flood.stdin is not None and flood.stdout is not None
            line = await asyncio.wait_for(flood.stdout.readline(), 30)
            assert line.split()[0] == b"one" and int(line.split()[1]) >= 990  # the flood got its connections
            await asyncio.sleep(0.5)
            assert guard.open == 16 and guard.refused >= 980 and open_fds() <= baseline + 16 + 10
            the_gm_can_still_work(tmp_path, 1)
            status, page = await get_page(share.port, share.token, "127.0.0.2")  # a player's phone, meanwhile
            assert status == 200 and b"player.js" in page

            flood.stdin.write(b"more\n")
            line = await asyncio.wait_for(flood.stdout.readline(), 30)
            assert line.split()[0] == b"many" and int(line.split()[1]) >= 1980
            await asyncio.sleep(0.5)
            assert guard.open == 256 and open_fds() <= baseline + 256 + 10
            the_gm_can_still_work(tmp_path, 2)
            status, page = await get_page(share.port, share.token, "127.0.0.3")  # in place of a silent one
            assert status == 200 and b"player.js" in page

            flood.stdin.write(b"stop\n")
            assert await asyncio.wait_for(flood.stdout.readline(), 30) == b"closed\n"
            for _ in range(100):
                if guard.open == 0:
                    break
                await asyncio.sleep(0.05)
            assert guard.open == 0 and open_fds() <= baseline + 5
            status, _ = await get_page(share.port, share.token, "127.0.0.1")  # the flood's own address too
            assert status == 200
        finally:
            if flood.returncode is None:
                flood.kill()
            await flood.wait()
            await share.stop()

    try:
        asyncio.run(asyncio.wait_for(scenario(), 120))
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
