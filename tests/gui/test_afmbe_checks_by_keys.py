"""AFMBE unisystem: the checks a row's buttons offer, by key (Edit → Checks due, Ctrl+Shift+K), for
the character D and H act on: the Survival check's exact odds and working shown before it is
rolled ("WIL 2 + CON 3 − 2" at −22 LP: "−1 por cada 10 Puntos de Vida por debajo de 0"), Enter
rolls it, and the log line says its working."""

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
    line = last_log_line(window)
    working = r"Survival check: [−-]?\d+ against 9 \(d10 [−-]?\d+ \+ WIL 2 \+ CON 3 − 2\), (passed|failed)"
    assert re.search(working, line), line
