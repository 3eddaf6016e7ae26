"""The garbage collector waits while Deadwatch starts and is back once the first campaign is open:
the start does not walk the program's objects over and over, and a later campaign still lets the
closed one's reference cycles go.  With a campaign open it runs in the GM's pauses, not in the
middle of an action."""

from __future__ import annotations

import gc

import pytest

from ui import memory


@pytest.fixture
def fresh_memory(monkeypatch):
    monkeypatch.setattr(memory, "_frozen_before", False)
    thresholds = gc.get_threshold()
    yield
    gc.enable()
    gc.set_threshold(*thresholds)


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


class Cycle:
    def __init__(self) -> None:
        self.me = self


def test_the_collector_runs_in_the_gms_pause_and_not_inside_an_action(
    fresh_memory, qtbot, campaign_path, tmp_path, monkeypatch
):
    from PySide6.QtWidgets import QApplication

    from tests.gui.test_main_window import make_window

    # the GM's own pause: longer than an action takes on a loaded machine (the timer must not come
    # inside the action's own events)
    monkeypatch.setattr(memory, "PAUSE_MS", 250)
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    assert gc.get_threshold() == memory.BOUND
    from app.services.characters import CreateCharacter

    cid = int(window.services.campaign.execute(CreateCharacter("Vera", "pc")).changes[0]["id"])
    inside = [False]
    passes: list[tuple[bool, int]] = []

    def seen(phase: str, info: dict) -> None:
        if phase == "start":
            passes.append((inside[0], info["generation"]))

    gc.collect()  # what the tests before left counts for none of these actions
    gc.callbacks.append(seen)
    try:
        for i in range(30):  # thirty actions, as a GM plays them: a pause after each
            for _ in range(400):
                Cycle()  # what the screens leave for the collector between two actions
            inside[0] = True
            window.services.characters.damage(cid, {"amount": 1}) if i % 2 == 0 else window.services.campaign.undo()
            QApplication.sendPostedEvents()
            QApplication.processEvents()
            inside[0] = False
            qtbot.wait(memory.PAUSE_MS + 40)
            # the pause lasts until its collection came, however late a loaded machine runs it
            qtbot.waitUntil(lambda: memory._timer is None or not memory._timer.isActive(), timeout=10000)
    finally:
        gc.callbacks.remove(seen)
    assert [p for p in passes if p[0]] == []  # none inside an action
    assert len(passes) >= 10 and {g for _, g in passes} >= {0, 1}  # the usual passes, in the pauses
    assert not [o for o in gc.get_objects() if type(o) is Cycle]  # the garbage went
    window.close()
