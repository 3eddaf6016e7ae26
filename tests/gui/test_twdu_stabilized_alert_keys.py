"""twdu: a lethal injury's alert left in the status bar after it was no longer true.  An undo that
brought the injury back said "Undone: Mia healed — ⚠ Mia: Bitten forearm (−1 die; lethal in 3 hours;
…)", and that stayed up after H, Enter ("Stabilize a lethal injury") and Ctrl+Shift+T "2d": only an
alert said alone was ever taken down.  Stabilized, the bar no longer says it, either way."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_fight_by_keys import in_dialog
from tests.gui.test_twdu_time_passes_says_death_keys import pass_time

LETHAL = {"damage": 3, "source": "attack", "armor": False, "injury_name": "Bitten forearm", "injury_lethal": True,
          "injury_time_unit": "hours", "injury_penalty": 1}
ALERT = "⚠ Mia: Bitten forearm (−1 die; lethal in 3 hours; needs basic medical gear (B))"


def _lethal_mia(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.create("Mia", "pc", services.ruleset.new_sheet())
    mia = next(int(c.id) for c in services.characters.characters())
    assert services.characters.damage(mia, LETHAL, faces="3 2 4")  # lethal in 3 hours
    assert services.characters.heal(mia, {"kind": "first_aid", "successes": 1})  # up again: Battered
    settle()
    window.selection.select_character(mia)
    assert window.statusBar().currentMessage() == ALERT
    return window, mia


def _stabilize_by_keys(qtbot, window):
    seen = {}

    def stabilize(dialog):
        seen["kind"] = dialog.form.inputs["kind"].currentData()
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

    in_dialog(qtbot, stabilize)
    activate(qtbot, window)
    roster = window.docks["charactersDock"]
    roster.tree.setFocus()
    qtbot.keyClick(roster.tree, Qt.Key.Key_Escape)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_H)
    settle()
    assert seen == {"kind": "stabilize"}


def test_the_lethal_alert_goes_once_stabilized(qtbot, tmp_path):
    window, _mia = _lethal_mia(qtbot, tmp_path)
    pass_time(qtbot, window, "1h")
    settle()
    _stabilize_by_keys(qtbot, window)
    assert not window.services.characters.character(_mia).state["injuries"][0]["lethal"]
    assert "⚠" not in window.statusBar().currentMessage(), window.statusBar().currentMessage()
    pass_time(qtbot, window, "2d", rations=True)  # Battered Mia eats: who ate is asked
    settle()
    assert "⚠" not in window.statusBar().currentMessage(), window.statusBar().currentMessage()


def test_an_alert_brought_back_by_an_undo_goes_once_stabilized_again(qtbot, tmp_path):
    window, mia = _lethal_mia(qtbot, tmp_path)
    _stabilize_by_keys(qtbot, window)
    bar = window.statusBar()
    assert "⚠" not in bar.currentMessage(), bar.currentMessage()
    activate(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()
    assert window.services.characters.character(mia).state["injuries"][0]["lethal"]
    assert ALERT[2:] in bar.currentMessage()  # "Undone: … — ⚠ Mia: Bitten forearm (…)"
    _stabilize_by_keys(qtbot, window)
    assert "⚠" not in bar.currentMessage(), bar.currentMessage()
    pass_time(qtbot, window, "2d", rations=True)  # Battered Mia eats: who ate is asked
    settle()
    assert "⚠" not in bar.currentMessage(), bar.currentMessage()
