"""twdu at the table, by keys, in each language: a critical injury's entry read off the book's table after
its D66 is lethal, and its time limit names the medical gear it needs ("The time limit also states what
kind of medical equipment is necessary to help you, either basic (B) or advanced (A)").  The entry's
form (H, Name an injury) had no place for that gear: a lethal entry always needed basic gear (B), and
one that needs advanced gear (A) could be stabilized with a field kit.  Now the form takes the entry's
gear beside its lethality; the chip, the GM's line and the stabilizing it allows say A."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.rules.dice import TypedDice
from tests.gui.keycount import Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, roll_faces
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_fight_by_keys import in_dialog
from tests.gui.test_twdu_injury_name_keys import _broken_ana
from ui import i18n

SAID = {
    "en": ("Critical injury (D66)", "needs advanced medical gear (A)",
           "Lethal in 4 hours from when it was taken (its entry; the GM's secret die); stabilizing it needs "
           "advanced medical gear (A)."),
    "ru": ("Критическая травма (D66)", "продвинутое медицинское снаряжение (A)",
           "Смертельна: срок 4 часа с момента, когда она получена (по строке таблицы; тайный бросок ведущего); "
           "для стабилизации нужно: продвинутое медицинское снаряжение (A)."),
    "es": ("Herida crítica (D66)", "equipo médico avanzado (A)",
           "Letal en 4 horas desde que se sufrió (según su entrada; dado secreto del DJ); para estabilizarla hace "
           "falta equipo médico avanzado (A)."),
}


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_a_lethal_entry_s_advanced_gear_is_taken_from_the_form(qtbot, tmp_path, language):
    window, ana = _broken_ana(qtbot, tmp_path)
    services = window.services
    try:
        window.set_language(language)
        settle()
        kind, chip, line = SAID[language]
        dice = choose_kind(qtbot, window, kind)
        roll_faces(qtbot, dice, "5 2")
        settle()
        services.campaign.dice = TypedDice([3, 4])  # the entry's recovery die (3 days), its time limit's (4 hours)
        keys = Keys(qtbot)
        seen: dict[str, object] = {}

        def tab_to(field) -> None:  # noqa: ANN001
            for _ in range(12):
                if QApplication.focusWidget() is field:
                    return
                keys.key(Qt.Key.Key_Tab)

        def name(dialog) -> None:  # noqa: ANN001
            inputs = dialog.form.inputs
            seen["kind"] = inputs["kind"].currentData()
            tab_to(inputs["injury_name"])
            keys.type("Gut wound")
            tab_to(inputs["entry_lethal"])
            keys.key(Qt.Key.Key_Down, times=3)  # as the damage form said, not lethal, minutes, hours
            tab_to(inputs["entry_equipment"])
            keys.key(Qt.Key.Key_Down, times=2)  # as the damage form said, B, A
            seen["picked"] = (inputs["entry_lethal"].currentData(), inputs["entry_equipment"].currentData())
            keys.key(Qt.Key.Key_Return)

        in_dialog(qtbot, name)
        keys.key(Qt.Key.Key_H)
        settle()
        assert seen == {"kind": "name", "picked": ("hours", "A")}, seen
        row = services.characters.character(ana)
        injury = row.state["injuries"][0]
        assert (injury["lethal"], injury["time_limit"], injury["time_unit"], injury["equipment"]) == \
            (True, 4, "hours", "A"), injury
        assert last_log_line(window).endswith(line), last_log_line(window)
        tips = window.docks["charactersDock"].badges(ana).tips
        assert any(chip in tip for tip in tips), tips
    finally:
        window.set_language("en")
        i18n.set_language("en")
