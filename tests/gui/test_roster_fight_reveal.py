"""V in the fight list reveals a hidden NPC everywhere (the players' screen, the phones, the fight
list), but the roster kept his name in italics (the players see nothing) until something else
refreshed the row.  The roster row follows at once, and again when the action is undone."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window


def test_v_in_the_fight_list_shows_rook_upright_in_the_roster_at_once_and_undo_hides_him(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", name="Reveal test")
    services = window.services
    assert services.characters.create("Ana", "pc") and services.characters.create("Rook", "npc")
    ids = {c.name: c.id for c in services.characters.characters()}
    services.campaign.execute(StartEncounter([ids["Ana"], ids["Rook"]]))
    roster = window.docks["charactersDock"]
    rook = roster.items[ids["Rook"]]
    assert rook.font(0).italic() and rook.toolTip(0).startswith("Players see: nothing")
    fight = window.docks["initiativeDock"]
    activate(qtbot, window)
    fight.select_character(ids["Rook"])
    assert fight.current_id() is not None
    fight.tree.setFocus()
    qtbot.keyClick(fight.tree, Qt.Key.Key_V)  # shown to the players
    assert services.player_view.reveal(ids["Rook"])["name"] is True
    assert not rook.font(0).italic()
    assert not rook.toolTip(0).startswith("Players see: nothing")
    assert services.campaign.undo()
    assert services.player_view.reveal(ids["Rook"])["name"] is False
    assert roster.items[ids["Rook"]].font(0).italic()
