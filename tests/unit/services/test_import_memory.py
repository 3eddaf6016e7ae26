"""A file picked to import that is larger than an import takes (512 MB) is refused before it is
read: the memory it costs stays a few megabytes (tracemalloc's peak), and the campaign is as it was.
The file here is sparse: 600 MB on paper, a few bytes on the disk."""

from __future__ import annotations

import json
import tracemalloc

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.file_checks import FILE_LIMIT
from tests.stores import dump_store

SIZE = 600 * 1024 * 1024
REFUSED = "The file is larger than 512 MB: it was not read, and nothing was imported."


def oversized(path, head: dict) -> None:  # noqa: ANN001
    """A file that starts as the kind it claims to be and runs on to 600 MB."""
    with open(path, "wb") as fh:
        fh.write(json.dumps(head).encode("utf-8")[:-1] + b', "padding": "')
        fh.truncate(SIZE)


@pytest.mark.parametrize(
    ("service", "head"),
    [
        ("log", {"format": "deadwatch-session-log", "version": 1, "sessions": []}),
        ("characters", {"format": "deadwatch-characters", "version": 1, "ruleset": "d10under", "characters": []}),
    ],
)
def test_a_file_larger_than_an_import_takes_is_refused_unread(campaign_path, tmp_path, qapp, service, head):
    big = tmp_path / "huge.json"
    oversized(big, head)
    assert big.stat().st_size == SIZE > FILE_LIMIT
    services = open_services(str(campaign_path), Dice(seed=1))
    refusals: list[str] = []
    target = getattr(services, service)
    target.failed.connect(lambda _context, message: refusals.append(message))
    before = dump_store(campaign_path)
    try:
        tracemalloc.start()
        try:
            assert not target.import_file(str(big))
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
    finally:
        services.close()
    assert peak < 16 * 1024 * 1024, f"{peak / 1024 / 1024:.0f} MB held to refuse it"
    assert refusals == [REFUSED]
    assert dump_store(campaign_path) == before
