"""Session → Handouts, O (one player's phone): a player whose phone link the GM revoked was missing
from the question without a word, and the GM looked for him in vain.  He is listed, marked as having
his link revoked, and giving him the handout is refused with how to give a new link, naming the menu
item and the button as they read (it named a "Share with the players" no menu has); nothing is shown,
in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.services.bundle import open_services
from app.services.files import create_campaign
from tests.stores import campaign_target
from ui.dialogs.handouts_dialog import HandoutsDialog

SAID = {
    "en": ("Ben — link revoked", "Ben: the phone link was revoked",
           ("Ctrl+Shift+L", "Share player view", "Give a phone link")),
    "ru": ("Ben — ссылка отозвана", "Ben: ссылка для телефона отозвана",
           ("Ctrl+Shift+L", "«Поделиться экраном игроков»", "«Дать ссылку для телефона»")),
    "es": ("Ben — enlace revocado", "Ben: su enlace para el móvil fue revocado",
           ("Ctrl+Mayús+L", "«Compartir la vista de jugadores»", "«Dar un enlace para el móvil»")),
}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_a_revoked_player_is_offered_marked_and_refused_with_how_to_give_a_link(qtbot, tmp_path, qapp, code):
    from ui.i18n import set_language

    path = campaign_target(tmp_path, "grid.deadwatch")
    create_campaign(str(path), "Mall", "gridlimbs").engine.dispose()
    services = open_services(str(path))
    assert set_language(code)
    try:
        for name in ("Ana", "Ben"):
            assert services.characters.create(name, "pc", services.ruleset.new_sheet())
        ids = {c.name: c.id for c in services.characters.characters()}
        assert services.player_links.issue(ids["Ana"]) and services.player_links.issue(ids["Ben"])
        assert services.player_links.revoke(ids["Ben"])
        dialog = HandoutsDialog(services)
        qtbot.addWidget(dialog)
        dialog.ask_text = lambda: ("Map", "The key is in crate G6")
        asked = []
        dialog.ask_player = lambda players: asked.append([label for _cid, label in players]) or ids["Ben"]
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.keyClick(dialog.list, Qt.Key.Key_Insert)
        qtbot.keyClick(dialog.list, Qt.Key.Key_O)
        message = dialog.message.text()
        placed = services.handouts.placed()["players"]
    finally:
        set_language("en")
        services.close()
    listed, refused, how = SAID[code]
    assert asked == [["Ana", listed]]
    assert message.startswith(refused) and all(words in message for words in how), message
    assert placed == {}
