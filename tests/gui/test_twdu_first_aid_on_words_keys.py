"""Issue 40: first aid in the dice dock was worded as an attack: the patient's box said "Against"
(«Contra», «Против»), the log «Mia Chen tira Primeros auxilios (Medicina) contra Ana Reyes», the
refusal «…elígelo en Contra».  As the declaration dialog says it, first aid is done *on* the patient:
the box is "On" («A quién», «Цель»), the log line and the refusal say so; an attack still says
"Against"."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt

from app.services.logtext import render_event
from tests.gui.keycount import CTRL, Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, pick_with_keys, tab_to
from tests.gui.twdu_brawl import spanish_fight
from ui import i18n

KIND = {"en": "First aid (Medicine)", "es": "Primeros auxilios (Medicina)", "ru": "Первая помощь (Медицина)"}
ON = {"en": "On", "es": "A quién", "ru": "Цель"}
AGAINST = {"en": "Against", "es": "Contra", "ru": "Против"}
LINE = {
    "en": "Mia Chen rolls First aid (Medicine) on Ana Reyes with table dice: ",
    "es": "Mia Chen tira Primeros auxilios (Medicina) para Ana Reyes con dados de la mesa: ",
    "ru": "Mia Chen: Первая помощь (Медицина), кому — Ana Reyes, кубики со стола: ",
}
NO_ONE = {
    "en": "First aid needs someone to tend: pick them in On.",
    "es": "Los primeros auxilios necesitan a alguien a quien atender: elígelo en A quién.",
    "ru": "Для первой помощи нужен тот, кому её оказать: выберите его в поле «Цель».",
}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def _holder(window) -> str:  # noqa: ANN001
    view = window.services.initiative.view()
    rows, enc = view.combatants, view.encounter
    return rows[enc.turn].name if 0 <= enc.turn < len(rows) else ""


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("lang", ["es", "ru", "en"])
def test_first_aid_in_the_dice_dock_is_done_on_the_patient(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = spanish_fight(qtbot, tmp_path)
        services = window.services
        who = {c.name: int(c.id) for c in services.characters.characters()}
        assert services.characters.damage(who["Ana Reyes"], {"damage": 3})  # Broken
        while _holder(window) != "Mia Chen":
            assert services.initiative.next_turn()
        dock = choose_kind(qtbot, window, KIND[lang])
        assert dock.opponent_label.text() == ON[lang]
        tab_to(qtbot, dock.opponent_combo)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_Home)  # (no one) is not offered: the first name
        dock.opponent_combo.setCurrentIndex(0)  # no one picked
        keys.key(Qt.Key.Key_K, CTRL)
        keys.type("6 2 3 4 5 2")
        keys.key(Qt.Key.Key_Return)
        assert dock.refusal_label.text() == NO_ONE[lang]
        tab_to(qtbot, dock.opponent_combo)
        pick_with_keys(qtbot, dock.opponent_combo, "Ana Reyes")
        keys.key(Qt.Key.Key_K, CTRL)
        keys.type("6 2 3 4 5 2")
        keys.key(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: services.campaign.events()[-1].kind == "roll")
        assert render_event(services.campaign.events()[-1]).startswith(LINE[lang])
        choose_kind(qtbot, window, "Duelo" if lang == "es" else "Дуэль" if lang == "ru" else "Duel")
        assert dock.opponent_label.text() == AGAINST[lang]  # an attack: against
        keys.report("first aid's words")
    finally:
        i18n.set_language("en")
