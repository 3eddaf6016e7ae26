"""d10under: Vera reloaded her Makarov in round 2, then the dice dock rolled her melee exchange in the
same turn, and its odds line said nothing against it (a shot after the reload was refused already).
The text: «В один ход можно сделать одно действие. Например: … произвести полное количество атак в
рукопашной … презарядиться» and «Перезарядка обычно занимает весь ход»: the exchange waits for the
next round.  The odds line says why before Ctrl+R, Ctrl+R says it and writes nothing, and Ctrl+Z of
the reload gives the turn back to the exchange."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, last_log_line, roll_faces

MAKAROV = {"name": "Makarov pistol", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8, "criticals": True}
REFUSED = "Reloading takes the whole turn: Vera has reloaded in round 1; a melee attack waits for round 2."


def test_a_melee_exchange_after_a_reload_waits_for_the_next_round(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    window.resize(1366, 768)
    services = window.services
    sheet = {**services.ruleset.new_sheet(), "agility": 7, "perception": 8, "weapons": [MAKAROV]}
    assert services.characters.create("Vera", "pc", sheet)
    assert services.characters.create("Biter", "zombie", {**services.ruleset.new_sheet(), "agility": 2})
    who = ids(window)
    assert services.ammo.refill(who["Vera"], "Makarov pistol", 4)
    assert services.ammo.fire(who["Vera"], "Makarov pistol", {"shots": 2})  # before the fight: 8 → 6
    assert services.initiative.start(list(who.values()), name="Depot")
    assert services.ammo.reload(who["Vera"], "Makarov pistol")  # round 1: the reload, 6 → 8
    window.selection.select_character(who["Vera"])
    dock = choose_kind(qtbot, window, "Melee exchange")
    assert dock.odds_label.text().endswith(
        "Cannot roll: reloading takes the whole turn: Vera has reloaded in round 1; "
        "a melee attack waits for round 2.</span>")
    events = len(services.campaign.events())
    roll_faces(qtbot, dock, "9 9 9 2")
    assert dock.refusal_label.text().splitlines()[0] == REFUSED
    assert len(services.campaign.events()) == events  # nothing written
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the reload taken back
    assert services.ammo.stocks(who["Vera"])[0].stock.count == 6
    dock = choose_kind(qtbot, window, "Melee exchange")
    assert "Win the exchange" in dock.odds_label.text()
    roll_faces(qtbot, dock, "9 9 9 2")  # the exchange is the turn's one action now
    assert last_log_line(window).startswith("Vera rolls Melee exchange against Biter")
