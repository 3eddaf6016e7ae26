"""The garbage collector waits while Deadwatch starts and is back once the first campaign is open:
the start does not walk the program's objects over and over, and a later campaign still lets the
closed one's reference cycles go."""

from __future__ import annotations

import gc

import pytest

from ui import memory


@pytest.fixture
def fresh_memory(monkeypatch):
    monkeypatch.setattr(memory, "_frozen_before", False)
    yield
    gc.enable()


def full_passes() -> list[int]:
    passes: list[int] = []

    def count(phase: str, info: dict) -> None:
        if phase == "start" and info["generation"] == 2:
            passes.append(1)

    gc.callbacks.append(count)
    return passes


def test_the_first_campaign_is_set_aside_without_a_full_pass_and_a_later_one_collects(fresh_memory):
    passes = full_passes()
    try:
        memory.pause_collector()
        assert not gc.isenabled()
        memory.freeze_long_lived()  # the first campaign open
        assert gc.isenabled() and gc.get_freeze_count() > 0 and passes == []

        class Cycle:
            pass

        a, b = Cycle(), Cycle()
        a.other, b.other = b, a
        del a, b  # the closed campaign's cycle
        memory.freeze_long_lived()  # another campaign opened
        assert passes and not [o for o in gc.get_objects() if type(o).__name__ == "Cycle"]
    finally:
        gc.callbacks.pop()


def test_the_window_starts_with_the_collector_paused(fresh_memory, monkeypatch):
    """``deadwatch``'s start (python -m app) builds the window and loads the campaign with the collector off."""
    import app.__main__ as entry
    import ui.launch

    seen = []
    monkeypatch.setattr(ui.launch, "run_gui", lambda args, prepare: seen.append(gc.isenabled()) or 0)
    assert entry.main(["--demo", "twdu"]) == 0
    assert seen == [False]
