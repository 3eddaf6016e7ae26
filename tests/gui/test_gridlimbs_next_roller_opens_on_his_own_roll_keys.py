"""The grid game's demo at 1366×768: a fight whose last turn was Shambler 1's (the dice dock on its
bite, "Strike"), ended; Kit, the next roller, opened on the shambler's Strike, not on his pistol's
shot, his own first roll: the kind shown for the roller before was carried over to him (a new
fight's first survivor alike).  Whenever the roller changes, the kind is the new roller's own,
unless the GM picked one for him (a Strike picked for Kit is his again when the dock comes back)."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, SHIFT, Keys
from ui import open_main_window

SHOT, STRIKE = "Shot: d(Accuracy)", "Strike in melee (always hits)"


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def test_the_next_roller_opens_on_his_own_roll_not_the_zombie_s_bite(qtbot, tmp_path):
    path = build_demo(tmp_path / "grid.deadwatch", "gridlimbs")
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    services = window.services
    dice = window.docks["diceDock"]
    who = {c.name: int(c.id or 0) for c in services.characters.characters()}
    assert services.initiative.start([who["Kit"], who["Shambler 1"]], name="Food court")
    settle()
    keys = Keys(qtbot)
    for _ in range(3):  # N until the shambler's turn: the dock on its bite
        if dice.character_combo.currentText() == "Shambler 1":
            break
        activate(qtbot, window)
        window.docks["initiativeDock"].tree.setFocus()
        keys.key(Qt.Key.Key_N)
        settle()
    assert dice.character_combo.currentText() == "Shambler 1"
    assert dice.kind_combo.currentText() == STRIKE
    assert services.initiative.end()
    settle()
    # the fight over, the GM picks Kit in "Roll for" (Ctrl+Shift+D, Shift+Tab, K): his pistol's shot
    activate(qtbot, window)
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    assert dice.kind_combo.hasFocus()
    keys.key(Qt.Key.Key_Backtab, SHIFT)
    assert dice.character_combo.hasFocus()
    keys.type("K")
    settle()
    assert dice.character_combo.currentText() == "Kit"
    assert dice.kind_combo.currentText() == SHOT
    # the GM picks the strike for Kit himself: his again after another roller
    keys.key(Qt.Key.Key_Tab)  # the kind of roll
    assert dice.kind_combo.hasFocus()
    keys.key(Qt.Key.Key_Down)
    assert dice.kind_combo.currentText() == STRIKE
    dice.character_combo.setCurrentIndex(dice.character_combo.findText("Dov"))
    settle()
    dice.character_combo.setCurrentIndex(dice.character_combo.findText("Kit"))
    settle()
    assert dice.kind_combo.currentText() == STRIKE
    keys.report("the next roller's own roll")
