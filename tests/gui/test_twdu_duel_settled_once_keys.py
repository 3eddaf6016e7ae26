"""A twdu brawl by keys: Rook and Mia declared Ranged Combat at each other, so Rook's turn set up the
duel ("This is handled as an opposed roll, as in a Duel", Brawls, 2 - Ranged Combat), one roll that
settles both shots.  Mia's turn offered the same duel again.  Now her turn says the duel settled her
shot and offers it no more; an undo of the duel's roll brings the offer back.  And the two halves
read one distance and one band: Rook's shotgun reaches Short, so the duel is at 0 m, Short, Close
Combat on both turns (Mia's turn said "0 m, Long, Ranged Combat")."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import Keys
from tests.gui.twdu_brawl import chosen, declare
from ui import open_main_window

CTRL = Qt.KeyboardModifier.ControlModifier
SETTLED = ("Duel — Rook and Mia Chen: one roll for both, already rolled on Rook's turn; nothing left for "
           "Mia Chen to roll.")


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def fight(qtbot, tmp_path):  # noqa: ANN001, ANN201
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu", None, language="en")
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    services = window.services
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who[n] for n in ("Ana Reyes", "Mia Chen", "Rook")], name="Yard")
    QApplication.processEvents()
    window.docks["initiativeDock"].tree.setFocus()
    return window


def next_turn(qtbot, keys: Keys, window) -> None:  # noqa: ANN001
    activate(qtbot, window)
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_N)


def shown(window) -> tuple[str, str, str, int, str, str]:  # noqa: ANN001
    """Who rolls, what, against whom, and the duel's distance, band and skill as the form reads them."""
    dice = window.docks["diceDock"]
    combo = dice.forms.opponent_combo
    against = combo.currentText() if combo.isVisible() and combo.currentData() is not None else ""
    values = dice.form.values()
    return (dice.character_combo.currentText(), dice.kind_combo.currentText(), against,
            values.get("distance", -1), values.get("band", ""), values.get("skill", ""))


def test_the_duel_rolled_on_rooks_turn_settles_mias_shot_and_an_undo_offers_it_again(qtbot, tmp_path):
    window = fight(qtbot, tmp_path)
    keys = Keys(qtbot)
    dice = window.docks["diceDock"]
    declared = {"Rook": "m", "Ana Reyes": "r", "Mia Chen": "r"}  # Rook and Mia at each other, Ana at Rook
    for _ in declared:
        declare(qtbot, keys, window, "2", declared[chosen(window).split(" (")[0]])
    rook = shown(window)
    assert rook == ("Rook", "Duel", "Mia Chen", 0, "short", "close_combat")
    assert dice.form.inputs["distance_unit"].currentData() == "metres"
    # one band for both sides: Mia's side of the form rolls Close Combat at Short range too
    assert dice.forms.opponent_form.values()["opponent_skill"] == "close_combat"
    activate(qtbot, window)
    keys.key(Qt.Key.Key_K, CTRL)  # the faces field
    keys.key(Qt.Key.Key_R, CTRL)  # Rook's duel rolled: both shots settled
    qtbot.waitUntil(lambda: dice.rolls.last is not None and dice.rolls.last.request.kind == "duel")
    next_turn(qtbot, keys, window)  # Ana's straight shot at Rook
    assert shown(window)[:3] == ("Ana Reyes", "Shot", "Rook")
    next_turn(qtbot, keys, window)  # Mia: her shot was settled in the duel
    assert shown(window)[0] == "Mia Chen"
    assert shown(window)[1] != "Duel" and shown(window)[2] == ""
    assert dice.refusal_label.isVisible() and dice.refusal_label.text() == SETTLED
    # the undo of the duel's roll: back on Rook's turn with the roll gone, then on to Mia again
    activate(qtbot, window)
    for _ in range(3):  # Mia's turn, Ana's turn, the duel's roll
        keys.key(Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: shown(window)[0] == "Rook")
    assert window.services.rolls.turn_rolls(int(dice.character_id() or 0)) == []
    next_turn(qtbot, keys, window)
    next_turn(qtbot, keys, window)
    assert shown(window) == ("Mia Chen", "Duel", "Rook", 0, "short", "close_combat")
    assert dice.refusal_label.text() != SETTLED
    keys.report("a duel of shots settled once")
