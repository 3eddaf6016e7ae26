"""Roll-under d10: Shift+F on a Makarov ("Shots a turn 2") with 3 typed fired one shot without a word
(8 → 7): the box keeps to 2 and its label says so, "Shots this turn (at most 2)" («не больше 2»,
«como mucho 2»)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_autofire_ammo_keys import last_log_line

MAKAROV = {"name": "Makarov", "kind": "ranged", "damage": 20, "shots": 2, "magazine": 8, "criticals": True}
LABEL = {"en": "Shots this turn (at most 2)", "ru": "Выстрелов в этот ход (не больше 2)",
         "es": "Disparos este turno (como mucho 2)"}


def _fire(qtbot, window, typed, seen):
    def fill(dialog):
        spin = dialog.form.inputs["shots"]
        seen["label"] = dialog.form.labels["shots"].text()
        seen["top"] = spin.maximum()
        spin.setFocus()
        spin.selectAll()
        qtbot.keyClicks(spin, typed)
        seen["shown"] = spin.text()
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_dialog_opens(fill)
    activate(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Escape)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F, Qt.KeyboardModifier.ShiftModifier)


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_the_shots_box_says_the_weapon_s_limit_and_keeps_to_it(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "d10under")
        services = window.services
        sheet = services.ruleset.new_sheet()
        sheet.update(perception=6, weapons=[MAKAROV])
        assert services.characters.create("Vera", "pc", sheet)
        assert services.characters.create("Biter", "zombie", services.ruleset.new_sheet())
        who = {c.name: int(c.id) for c in services.characters.characters()}
        window.selection.select_character(who["Vera"])
        seen: dict[str, object] = {}
        _fire(qtbot, window, "3", seen)
        assert seen["label"] == LABEL[code]
        assert seen["top"] == 2 and seen["shown"] != "3"
        if code == "en":
            assert last_log_line(window).startswith("Vera fires Makarov: 8 → 7 rounds")
    finally:
        set_language("en")
