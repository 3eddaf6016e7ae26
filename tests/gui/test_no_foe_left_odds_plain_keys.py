"""Issue 40, the AFMBE demo at 1366×768, a fight started by keys: Father Tom's blow downs the Shambler, the
last foe standing.  His next attack has no one to roll against; the odds line says so plainly, not
the red «Cannot roll: an opposed roll needs an opponent.» it showed for a roll the GM was not making."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt

from app.rules.dice import Dice
from app.services.demo import build_demo
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_afmbe_attack_setup_in_view_keys import settle
from ui import open_main_window


def test_the_last_foe_down_leaves_no_red_refusal_for_the_next_roll(qtbot, tmp_path):
    path = build_demo(tmp_path / "a.deadwatch", "afmbe", "norms", language="en")
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    activate(qtbot, window)
    services = window.services
    services.campaign.dice = Dice(seed=1)
    keys = Keys(qtbot)
    dock, tree = window.docks["diceDock"], window.docks["initiativeDock"].tree

    def everyone(dialog) -> None:  # noqa: ANN001
        dialog.list.setFocus()
        qtbot.keyClick(dialog.list, Qt.Key.Key_A, CTRL)
        qtbot.keyClick(dialog.list, Qt.Key.Key_Return)

    when_dialog_opens(everyone)
    tree.setFocus()
    keys.key(Qt.Key.Key_F, CTRL | SHIFT)
    settle(qtbot)
    activate(qtbot, window)
    tree.setFocus()
    keys.key(Qt.Key.Key_R)  # initiative: Father Tom first
    settle(qtbot)
    assert services.characters.character(services.initiative.current().character_id).name == "Father Tom"
    assert dock.opponent_combo.currentText() == "Shambler"
    assert "red" not in dock.odds_label.text() and dock.odds_label.text().startswith("Hit")
    keys.key(Qt.Key.Key_K, CTRL)  # the typed dice: a 9 from the table, a hit
    keys.type("9")
    keys.key(Qt.Key.Key_Return)
    settle(qtbot)
    keys.type("6")  # its damage from the table, applied: the Shambler is down
    keys.key(Qt.Key.Key_Return)
    settle(qtbot)
    shambler = next(c for c in services.characters.characters() if c.name == "Shambler")
    assert not services.ruleset.can_act(shambler.sheet, shambler.state)
    text = dock.odds_label.text()
    assert text == "Nobody is left standing to roll against: pick another target, or another kind of roll."
    assert "Cannot roll" not in text
