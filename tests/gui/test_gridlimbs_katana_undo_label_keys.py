"""Putting a katana away (or drawing it) rolls nothing, and Undo names the action in words of its
own, as the other undo labels read ("Undo Ann rolls …", "Undo Damage to …"): Edit said "Undo Ann:
Put a drawn katana away" (the roll's label after the name), and the Spanish log "Deshecho: Ann:
Guardar una katana desenvainada".  Now "Undo Ann puts a katana away", "Undo Ann draws a concealed
katana", in English, Russian and Spanish; the History names them so too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.services.logtext import render
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line
from ui import i18n

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_ALT = CTRL | Qt.KeyboardModifier.AltModifier

#: language: (Edit's Undo after the put-away, after the draw, the log's line taking the draw back)
WORDS = {
    "en": ("Undo Ann puts a katana away", "Undo Ann draws a concealed katana", "Undo: Ann draws a concealed katana"),
    "ru": ("Отменить: Ann убирает катану", "Отменить: Ann достаёт спрятанную катану",
           "Отменено: Ann достаёт спрятанную катану"),
    "es": ("Deshacer: Ann guarda una katana", "Deshacer: Ann desenvaina una katana oculta",
           "Deshecho: Ann desenvaina una katana oculta"),
}


def _ann(qtbot, tmp_path):  # noqa: ANN001, ANN202
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    assert services.characters.create("Ann", "pc", {**services.ruleset.new_sheet(), "starting_item": "katana"})
    window.selection.select_character(services.characters.characters()[0].id)
    activate(qtbot, window)
    return window


def _undo_text(window) -> str:  # noqa: ANN001
    return window.act_undo.text().replace("&", "")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_undo_names_the_katana_put_away_and_drawn_in_words_of_their_own(qtbot, tmp_path, lang):
    put_away, drawn, undo_line = WORDS[lang]
    i18n.set_language(lang)
    try:
        window = _ann(qtbot, tmp_path)
        qtbot.keyClick(window, Qt.Key.Key_S, CTRL_ALT)  # her katana, put away
        assert _undo_text(window) == put_away
        qtbot.keyClick(window, Qt.Key.Key_D, CTRL_ALT)  # and drawn again
        assert _undo_text(window) == drawn
        shown = [render(item.text, item.args, item.ctx) for item in window.services.campaign.history()]
        assert shown[-2:] == [put_away.split(" ", 1)[1], drawn.split(" ", 1)[1]], shown  # the History's names
        qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
        line = last_log_line(window)
        assert undo_line in line, line
        assert ": Put" not in line and "rolls" not in line
    finally:
        i18n.set_language("en")
