"""A port for a share test that starts, stops and starts again on "the same port next time".

Every other share test starts on the GM's default port (8765) or, where that is held, on any free
port the system hands out (its ephemeral range, 32768–60999 on Linux).  A port kept from one start
to the next must be neither: another test in another pytest-xdist worker could take it in between,
and the second start would come back on another port.  :func:`kept_port` picks one below the
ephemeral range, in a block of its own for each worker, free when asked.
"""

from __future__ import annotations

import os
import random
import re
import socket
from pathlib import Path

#: the first port handed out, and each worker's block above it
FIRST = 20000
BLOCK = 500
EPHEMERAL = Path("/proc/sys/net/ipv4/ip_local_port_range")


def _worker() -> int:
    match = re.fullmatch(r"gw(\d+)", os.environ.get("PYTEST_XDIST_WORKER", ""))
    return int(match.group(1)) if match else 0


def _ephemeral() -> range:
    try:
        low, high = (int(n) for n in EPHEMERAL.read_text().split())
    except (OSError, ValueError):
        low, high = 32768, 60999
    return range(low, high + 1)


def kept_port(host: str = "127.0.0.1", besides: int = 0) -> int:
    """A port free on ``host`` now, that no other test (nor the system's "any free port") would take:
    in this worker's block, outside the ephemeral range (and not ``besides``)."""
    ephemeral = _ephemeral()
    blocks = max(1, (ephemeral.start - FIRST) // BLOCK)
    start = FIRST + (_worker() % blocks) * BLOCK
    candidates = [p for p in range(start, start + BLOCK) if p not in ephemeral and p not in (8765, besides)]
    random.Random().shuffle(candidates)  # (the tests' seeded random left alone)
    for port in candidates:
        with socket.socket() as probe:
            try:
                probe.bind((host, port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {start}–{start + BLOCK - 1}")
