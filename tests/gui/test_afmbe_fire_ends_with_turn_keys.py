"""AFMBE unisystem: a fire's attacks not rolled when the round ends are not carried into the next
round.  Dana fires three single shots (Shift+F), rolls only the first, and the GM ends the round
(Ctrl+Alt+N): the dice dock says the two unrolled attacks end with the turn.  Her burst in round 2
(Shift+F: 0 single shots, 1 burst) is then at full odds, "Una ráfaga se dispara sin ninguna
penalización": no consecutive-shot −1 from last round's second shot, and no third attack queued
after it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSpinBox

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_autofire_ammo_keys import last_log_line

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15,
          "automatic": True}
CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def _fire(qtbot, window, **counts):
    def fill(dialog):
        for name, value in counts.items():
            spin = dialog.form.inputs[name]
            assert isinstance(spin, QSpinBox)
            spin.setFocus()
            spin.selectAll()
            qtbot.keyClicks(spin, str(value))
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_dialog_opens(fill)
    activate(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F, Qt.KeyboardModifier.ShiftModifier)


def test_the_rounds_end_ends_the_fires_unrolled_shots_and_the_next_burst_is_at_full_odds(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Dana"], who["Biter"]], name="Yard")
    window.selection.select_character(who["Dana"])
    dock = window.docks["diceDock"]
    _fire(qtbot, window, shots=3)
    qtbot.waitUntil(lambda: dock.kind_combo.currentData() == "attack")
    assert dock.form.values()["shot_number"] == 1
    dock.faces_edit.setFocus()
    qtbot.keyClicks(dock.faces_edit, "7")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert dock.form.values()["shot_number"] == 2  # the second shot set up, never rolled
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL_ALT)
    assert window.status_round.text() == "Round 2"
    qtbot.waitUntil(lambda: "The turn is over" in dock.refusal_label.text())
    assert dock.refusal_label.text() == ("The turn is over: 2 attacks of Dana's fire not rolled end with it. "
                                         "The next fire starts at its first shot.")
    assert dock.form.values()["shot_number"] == 1  # Ctrl+R now is no "second shot" of last round's fire
    _fire(qtbot, window, shots=0, bursts=1)
    qtbot.waitUntil(lambda: dock.form.values().get("fire") == "burst")
    assert dock.form.values()["shot_number"] == 1
    assert "Attack" not in dock.refusal_label.text()
    dock.faces_edit.setFocus()
    qtbot.keyClicks(dock.faces_edit, "7")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    line = last_log_line(window)
    assert line.startswith("Dana rolls Attack") and "consecutive" not in line and "total 12" in line, line
    assert not dock.refusal_label.text().startswith("Attack 3 of 3"), dock.refusal_label.text()
    assert dock.form.values()["fire"] == "burst"  # no third single shot queued after the burst
