"""The dice dock at a fight's start in the grid demo (issue 41): Ctrl+Shift+F, Enter, Ctrl+5 showed
"Strike in melee (always hits)", a bare hand, against a target 8 tiles away and a red "Cannot roll:
Out of melee reach…" before the GM had done anything.  Now the dock keeps the GM's shot for the one
up with a gun (Kit), and for the one without (Dov, N) sets up his blow with what it waits for said
plainly, never a red refusal; the GM's own Ctrl+R still says it as a refusal."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_dock_keys_behind_tabs import demo_window


def start(qtbot, window, keys: Keys) -> None:  # noqa: ANN001
    done: dict[str, bool] = {}

    def enter(dialog) -> None:  # noqa: ANN001
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
        done["yes"] = True

    when_dialog_opens(enter)
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_F, CTRL | SHIFT)
    qtbot.waitUntil(lambda: "yes" in done and window.services.initiative.view().encounter is not None)
    QApplication.processEvents()
    activate(qtbot, window)


def test_no_red_refusal_at_a_fights_start_and_the_gun_keeps_its_shot(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "gridlimbs")
    dice = window.docks["diceDock"]
    keys = Keys(qtbot)
    assert dice.kind_combo.currentText() == "Shot: d(Accuracy)"
    start(qtbot, window, keys)
    keys.key(Qt.Key.Key_5, CTRL)
    assert dice.character_combo.currentText() == "Kit"
    assert dice.kind_combo.currentText() == "Shot: d(Accuracy)"  # his pistol, 8 tiles off
    assert "Cannot roll" not in dice.odds_label.text() and dice.odds_label.text().startswith("Hit")
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_N)  # Dov's turn: no gun, the shambler out of his reach
    keys.key(Qt.Key.Key_5, CTRL)
    assert dice.character_combo.currentText() == "Dov"
    text = dice.odds_label.text()
    assert "color" not in text, text  # nothing in red before the GM acts
    # in the words Ctrl+R says it (no "Not yet": a reach is no matter of time), issue 41
    assert text.startswith("Cannot roll: out of melee reach"), text
    keys.key(Qt.Key.Key_R, CTRL)  # the GM rolls it anyway: now a refusal
    assert dice.refusal_label.isVisible() and "Out of melee reach" in dice.refusal_label.text()
    assert "color" in dice.odds_label.text() and text in dice.odds_label.text(), dice.odds_label.text()
