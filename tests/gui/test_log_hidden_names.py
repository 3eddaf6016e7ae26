"""The log dock marks a line naming someone hidden from the players secret, and says why: its
name is left out of the players' export (not the line, as for a secret the GM chose).  Made
public by Ctrl+Shift+H and secret again, it is the GM's own secret, said as such.  In English,
Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from ui import i18n
from ui.docks.log_model import EVENT

NAMES_TIP = {"en": "it names someone hidden", "ru": "назван тот, кого игроки не видят",
             "es": "nombra a alguien oculto"}
DICE_TIP = {"en": "what the GM's secret dice gave", "ru": "тайных кубиках ведущего",
            "es": "dados secretos del DJ"}
CHOSEN_TIP = {"en": "left out of exports unless asked", "ru": "в экспорт не попадает",
              "es": "fuera de las exportaciones"}


def _tip(log, text):
    model = log.model
    row = next(r for r in range(model.rowCount()) if model.index(r, EVENT).data() == text)
    return bool(model.event_at(row).secret), str(model.index(row, EVENT).data(Qt.ItemDataRole.ToolTipRole))


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_a_line_naming_a_hidden_npc_is_secret_and_says_why(qtbot, tmp_path, language):
    window = campaign_window(qtbot, tmp_path, "twdu")
    try:
        assert i18n.set_language(language)
        QApplication.processEvents()  # the window takes the language
        services = window.services
        assert services.characters.create("Ana Reyes", "pc")
        assert services.characters.create("Rook", "npc")
        log = window.docks["logDock"]
        log.show()
        log.ensure_built()
        joins = {"en": "{} joins the campaign", "ru": "{} присоединяется к кампании",
                 "es": "{} se une a la campaña"}[language]
        lines = [log.model.index(r, EVENT).data() for r in range(log.model.rowCount())]
        ana, rook = joins.format("Ana Reyes"), joins.format("Rook")
        assert ana in lines and rook in lines, lines
        assert _tip(log, ana)[0] is False
        secret, tip = _tip(log, rook)
        assert secret and NAMES_TIP[language] in tip, tip
        event = log.model.event_at(next(r for r in range(log.model.rowCount())
                                        if log.model.index(r, EVENT).data() == rook))
        assert services.log.set_secret(event.id, False) and services.log.set_secret(event.id, True)
        secret, tip = _tip(log, rook)
        assert secret and CHOSEN_TIP[language] in tip and NAMES_TIP[language] not in tip, tip
        # a critical injury's recovery time is the GM's secret die: the line is secret for it, and says so
        ana_id = next(c.id for c in services.characters.characters() if c.name == "Ana Reyes")
        assert services.characters.damage(ana_id, {"damage": 3, "source": "attack", "armor": False,
                                                  "injury_name": "Cracked ribs"}, faces="4 2")
        row = log.model.rowCount() - 1
        secret, tip = _tip(log, log.model.index(row, EVENT).data())
        assert "Cracked ribs" in tip and secret and DICE_TIP[language] in tip, tip
    finally:
        i18n.set_language("en")
