"""AFMBE unisystem: the checks a row's buttons offer, by key (Edit → Checks due, Ctrl+Shift+K), for
the character D and H act on: the Survival check's exact odds and working shown before it is
rolled ("WIL 2 + CON 3 − 2" at −22 LP: "−1 por cada 10 Puntos de Vida por debajo de 0"), Enter
sets it up in the dice dock (the table's die, or Ctrl+R to let the console roll), and the log line
says its working."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_afmbe_dice_reach import ids, row_tracks
from tests.gui.test_characters_dock import damage_with_keyboard, last_log_line

CHECKS = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def test_the_survival_check_by_keys_with_its_odds_first(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Ann", "pc", {"str": 2, "con": 3, "wil": 2})
    ann = ids(window)["Ann"]
    dock = window.docks["charactersDock"]
    dock.select(ann)
    assert not dock.act_checks.isEnabled()  # nothing due yet
    damage_with_keyboard(qtbot, window, 52)
    assert row_tracks(window, ann)[0].startswith("Life Points −22/")
    assert dock.act_checks.isEnabled()
    seen = {}

    def roll(dialog):
        seen["rows"] = [dialog.list.item(i).text() for i in range(dialog.list.count())]
        qtbot.keyClick(dialog.list, Qt.Key.Key_Return)

    when_dialog_opens(roll)
    activate(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_K, CHECKS)
    [row] = seen["rows"]
    assert re.fullmatch(r"Survival check: d10 \+ WIL 2 \+ CON 3 − 2 against 9: \d+(\.\d)?%", row), row
    dice = window.docks["diceDock"]  # set up there for the table's die; Ctrl+R lets the console roll
    qtbot.waitUntil(dice.faces_edit.hasFocus)
    qtbot.keyClick(dice.faces_edit, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    line = last_log_line(window)
    working = r"Survival check: [−-]?\d+ against 9 \(d10 [−-]?\d+ \+ WIL 2 \+ CON 3 − 2\), (passed|failed)"
    assert re.search(working, line), line


def test_the_gms_call_on_a_fallen_zombie_by_keys(qtbot, tmp_path):
    """A zombie below 0 LP: Ctrl+Shift+K lists Destroyed and Still coming (no odds: nothing is rolled);
    Down and Enter makes the second call, one log line."""
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    assert services.characters.create("Biter", "zombie", {"str": 2, "con": 2})  # 26 Life Points
    biter = ids(window)["Biter"]
    window.docks["charactersDock"].select(biter)
    damage_with_keyboard(qtbot, window, 29)
    seen = {}

    def call(dialog):
        seen["rows"] = [dialog.list.item(i).text() for i in range(dialog.list.count())]
        qtbot.keyClick(dialog.list, Qt.Key.Key_Down)
        qtbot.keyClick(dialog.list, Qt.Key.Key_Return)

    when_dialog_opens(call)
    activate(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_K, CHECKS)
    assert [row.split(" — ")[0] for row in seen["rows"]] == ["Destroyed", "Still coming"]
    assert "%" not in "".join(seen["rows"])
    assert last_log_line(window).startswith("Biter: Still coming")
    row = services.characters.character(biter)
    assert not services.ruleset.is_dead(row.sheet, row.state)
