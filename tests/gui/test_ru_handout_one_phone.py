"""A handout on one player's phone, in Russian: the handouts dialog read «На телефоне (Kit): Map»
and the log «Материал показан на телефоне (Kit): Map», a name in brackets where a phrase was
wanted.  They read «Телефон игрока Kit: Map» and «Материал показан на телефоне игрока Kit: Map»
(«…убран с телефона игрока Kit…» when hidden), the name in the nominative after its generic noun."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.logtext import render_event
from tests.gui.helpers import campaign_window
from ui.dialogs.handouts_dialog import HandoutsDialog


def test_one_players_handout_reads_naturally_in_russian(qtbot, tmp_path, qapp):
    from ui.i18n import set_language

    assert set_language("ru")
    try:
        window = campaign_window(qtbot, tmp_path, "gridlimbs")
        services = window.services
        assert services.characters.create("Kit", "pc", services.ruleset.new_sheet())
        kit = next(c.id for c in services.characters.characters() if c.name == "Kit")
        assert services.player_links.issue(kit)
        dialog = HandoutsDialog(services, window)
        qtbot.addWidget(dialog)
        dialog.ask_text = lambda: ("Map", "Kit: the key is in crate G6")
        dialog.ask_player = lambda players: players[0][0]
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.keyClick(dialog.list, Qt.Key.Key_Insert)
        qtbot.keyClick(dialog.list, Qt.Key.Key_O)
        where = dialog.where.text().splitlines()
        shown = render_event(services.campaign.events()[-1])
        qtbot.keyClick(dialog.list, Qt.Key.Key_O, Qt.KeyboardModifier.ShiftModifier)
        hidden = render_event(services.campaign.events()[-1])
    finally:
        set_language("en")
    assert "Телефон игрока Kit: Map" in where, where
    assert shown == "Материал показан на телефоне игрока Kit: Map"
    assert hidden == "Материал убран с телефона игрока Kit: Map"
    assert not [line for line in [*where, shown, hidden] if "(Kit)" in line]
