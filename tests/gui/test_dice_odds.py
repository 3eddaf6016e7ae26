"""The dice dock's odds never freeze the window: typed key by key, an expression whose exact odds
cost more than a few milliseconds is worked out on the worker thread (the label says "Computing
odds…" meanwhile, then shows the exact odds), a stale answer never shows, and an expression beyond
the limits says so and rolls nothing."""

from __future__ import annotations

import threading
from fractions import Fraction
from math import comb

import pytest
import shiboken6
from PySide6.QtCore import QLocale

import app.rules.dice as dice_module
from app.rules.dice import parse_expression
from app.rules.sums import Cancelled, cost
from app.services.odds import ODDS_BUDGET
from app.services.rolls import EXPRESSION, RollRequest
from tests.gui.test_dice_dock import make_dock, pick_kind, rolls
from ui.docks.dice_odds import OddsRunner, percent, pool

LIMIT = "At most 100 dice of at most 1,000 faces."


def at_least(n: int, sides: int, total: int) -> Fraction:
    """P(n dice of ``sides`` faces total ``total`` or more), by inclusion and exclusion (a closed
    form, not the code under test)."""
    room = total - 1 - n
    below = sum((-1) ** k * comb(n, k) * comb(room - k * sides + n, n) for k in range(n + 1) if room - k * sides >= 0)
    return 1 - Fraction(below, sides**n)


def expected(n: int, sides: int) -> str:
    low, high = n, n * sides
    mean = Fraction(n * (sides + 1), 2)
    average = QLocale().toString(float(mean), "f", 0 if mean.denominator == 1 else 1)  # 2020 or 2,020
    text = f"From {low} to {high}, average {average}"
    target = -(-mean.numerator // mean.denominator)
    odds = f" · {target} or more {percent(at_least(n, sides, target))}"
    return text + odds + f" · {high} or more {percent(at_least(n, sides, high))}"


@pytest.fixture
def spy(monkeypatch):
    """Every exact-odds computation: (its cost, whether it ran on the GUI thread, how it ended)."""
    calls: list[tuple[int, bool, str]] = []
    real = dice_module.sum_counts

    def counting(dice, shift=0, cancelled=None):
        on_gui = threading.current_thread() is threading.main_thread()
        try:
            out = real(dice, shift, cancelled)
        except Cancelled:
            calls.append((cost(dice), on_gui, "cancelled"))
            raise
        calls.append((cost(dice), on_gui, "done"))
        return out

    monkeypatch.setattr(dice_module, "sum_counts", counting)
    return calls


def expression_dock(qtbot, tmp_path):
    dock, services = make_dock(qtbot, tmp_path, "twdu", characters=[("Rick", "pc", {"agility": 2})])
    pick_kind(dock, "Dice expression")
    return dock, services


def type_key_by_key(qtbot, dock, text):
    """Type ``text`` one key at a time; after each key the label is already about what is typed:
    odds worked out at once when they are cheap, else "Computing odds…" and the range."""
    for end in range(1, len(text) + 1):
        qtbot.keyClicks(dock.expression_edit, text[end - 1])
        typed = dock.expression_edit.text()
        label = dock.odds_label.text()
        try:
            expression = parse_expression(typed)
        except ValueError:
            assert label.startswith('<span style="color:#e04848">Cannot roll: '), (typed, label)
            assert not dock.odds_runner.busy
            continue
        if expression.odds_cost() > ODDS_BUDGET:
            assert label.endswith("Computing odds…"), (typed, label)
            assert label.startswith(f"From {expression.minimum} to {expression.maximum}, average ")
            assert dock.odds_runner.busy
        else:
            assert "Computing" not in label and not dock.odds_runner.busy, (typed, label)


@pytest.mark.parametrize(("n", "sides"), [(40, 100), (100, 1000)])
def test_big_expressions_are_worked_out_off_the_gui_thread(qtbot, tmp_path, spy, n, sides):
    dock, _ = expression_dock(qtbot, tmp_path)
    dock.expression_edit.setFocus()
    type_key_by_key(qtbot, dock, f"{n}d{sides}")
    qtbot.waitUntil(lambda: not dock.odds_runner.busy, timeout=60_000)
    assert dock.odds_label.text() == expected(n, sides)
    # the GUI thread only ever worked out what fits in the budget; the big one ran on the worker
    assert all(c <= ODDS_BUDGET for c, on_gui, _ in spy if on_gui)
    assert (cost([(sides, 1)] * n), False, "done") in spy


def test_a_stale_answer_never_shows(qtbot, tmp_path, spy):
    dock, _ = expression_dock(qtbot, tmp_path)
    qtbot.keyClicks(dock.expression_edit, "3d6")
    assert dock.odds_label.text() == "From 3 to 18, average 10.5 · 11 or more 50% · 18 or more 0.5%"
    dock.expression_edit.clear()
    qtbot.keyClicks(dock.expression_edit, "40d100")
    assert dock.odds_runner.busy
    dock.expression_edit.clear()
    qtbot.keyClicks(dock.expression_edit, "2d6")
    two = "From 2 to 12, average 7 · 7 or more 58.3% · 12 or more 2.8%"
    assert dock.odds_label.text() == two and not dock.odds_runner.busy
    pool().submit(lambda: None).result(timeout=60)  # the worker is through with 40d100
    qtbot.wait(50)  # and anything it sent back has been delivered
    assert dock.odds_label.text() == two


@pytest.mark.parametrize("last", ["2d6", "30d100"])
def test_an_answer_that_comes_back_late_is_dropped(qtbot, tmp_path, monkeypatch, last):
    """Even when the worker finishes a job after it went stale, its answer is not shown: not
    after cheap odds shown at once, nor while the odds of a newer big expression are worked out."""
    started = threading.Event()
    real = dice_module.sum_counts

    def deaf(dice, shift=0, cancelled=None):  # works it out to the end, whatever happens meanwhile
        started.set()
        return real(dice, shift)

    monkeypatch.setattr(dice_module, "sum_counts", deaf)
    dock, _ = expression_dock(qtbot, tmp_path)
    dock.expression_edit.setText("40d100")
    assert started.wait(timeout=60)
    dock.expression_edit.setText(last)
    qtbot.waitUntil(lambda: dock.odds_runner.dropped == 1 and not dock.odds_runner.busy, timeout=60_000)
    assert dock.odds_label.text() == expected(*map(int, last.split("d")))


def test_an_expression_beyond_the_limits_says_so_and_rolls_nothing(qtbot, tmp_path, spy):
    dock, services = expression_dock(qtbot, tmp_path)
    dock.expression_edit.setFocus()
    type_key_by_key(qtbot, dock, "1000d1000")
    said = LIMIT[0].lower() + LIMIT[1:]  # read on after the colon
    assert dock.odds_label.text() == f'<span style="color:#e04848">Cannot roll: {said}</span>'
    dock.roll_button.click()
    assert dock.refusal_label.text() == LIMIT and dock.refusal_label.isVisible()
    assert rolls(services) == []
    assert all(on_gui and c <= ODDS_BUDGET for c, on_gui, _ in spy)  # nothing else was worked out


def test_a_runner_that_is_gone_stops_its_work(qtbot, tmp_path, monkeypatch):
    started, ended = threading.Event(), []
    real = dice_module.sum_counts

    def slow(dice, shift=0, cancelled=None):
        started.set()
        try:
            out = real(dice, shift, cancelled)
        except Cancelled:
            ended.append("cancelled")
            raise
        ended.append("done")
        return out

    monkeypatch.setattr(dice_module, "sum_counts", slow)
    _, services = expression_dock(qtbot, tmp_path)
    runner = OddsRunner()
    answers = []
    runner.answered.connect(lambda job, chances: answers.append(chances))
    runner.start(services.rolls.odds_job(RollRequest(EXPRESSION, expression="100d1000")))
    assert started.wait(timeout=60)
    shiboken6.delete(runner)  # a closed window's runner: its job becomes stale and stops
    pool().submit(lambda: None).result(timeout=60)
    qtbot.wait(50)
    assert ended == ["cancelled"] and answers == []
