"""d10under: Vera won a melee exchange, then fired the Makarov in the same turn of round 1, and
nothing said a word.  The text: «Бой происходит по ходам. В один ход можно сделать одно действие.
Например: … произвести выстрелы из оружия … произвести полное количество атак в рукопашной …» —
the shots of a turn and the melee attacks of a turn are two actions of that list, one a turn.  A
shot after a melee exchange of the same round is refused (as a melee attack after a fire already
is), before any die is read and with nothing spent: F says it, and so does the dice dock's Roll."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, last_log_line, roll_faces

MAKAROV = {"name": "Makarov pistol", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8, "criticals": True}
REFUSED = ("One action a turn: Vera has fought a melee exchange in round 1 already; "
           "a shot waits for round 2.")


def test_a_shot_after_a_melee_exchange_in_the_same_turn_is_refused(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    window.resize(1366, 768)
    services = window.services
    sheet = {**services.ruleset.new_sheet(), "agility": 7, "perception": 8, "weapons": [MAKAROV]}
    assert services.characters.create("Vera", "pc", sheet)
    assert services.characters.create("Biter", "zombie", {**services.ruleset.new_sheet(), "agility": 2})
    who = ids(window)
    assert services.initiative.start(list(who.values()), name="Depot")
    window.selection.select_character(who["Vera"])
    dock = choose_kind(qtbot, window, "Melee exchange")
    roll_faces(qtbot, dock, "9 9 9 2")  # Vera wins the exchange
    assert last_log_line(window).startswith("Vera rolls Melee exchange")
    events = len(services.campaign.events())
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_F)  # the Makarov, in the same turn
    assert len(services.campaign.events()) == events  # nothing fired
    assert services.ammo.stocks(who["Vera"])[0].stock.count == 8  # nothing spent
    assert window.statusBar().currentMessage() == REFUSED  # said
    dock = choose_kind(qtbot, window, "Shot (Perception)")  # the shot rolled in the dice dock instead
    roll_faces(qtbot, dock, "5")
    assert dock.refusal_label.text().splitlines()[0] == REFUSED  # (the melee roll shown below, for its damage)
    assert len(services.campaign.events()) == events
    assert services.ammo.stocks(who["Vera"])[0].stock.count == 8
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the exchange taken back
    assert QApplication.focusWidget() is not None
    dock = choose_kind(qtbot, window, "Shot (Perception)")
    roll_faces(qtbot, dock, "5")  # the shot is the turn's one action now
    assert last_log_line(window).startswith("Vera")
    assert services.ammo.stocks(who["Vera"])[0].stock.count == 7
