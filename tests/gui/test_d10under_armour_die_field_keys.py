"""d10under: a melee exchange Vera loses, then Enter on "Apply 20 damage to Vera": the message line
asked for "1 × d10 (Armor)" while the field the focus landed in read "Faces of Vera's roll" (the
attacker's roll).  The field says what it takes now: the damage's dice, for whom, in every
language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, roll_faces, tab_to
from ui import i18n


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_armour_die_goes_into_a_field_labelled_for_it(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "d10under")
        window.resize(1366, 768)
        services = window.services
        rules = services.ruleset
        vest = {"name": "vest", "deflect": 3, "absorb": 5}
        assert services.characters.create("Vera", "pc", {**rules.new_sheet(), "agility": 6, "armor": [vest]})
        assert services.characters.create("Shambler", "zombie", {**rules.new_sheet(), "agility": 2,
                                                                 "strength": 6})
        who = ids(window)
        window.selection.select_character(who["Vera"])
        dock = choose_kind(qtbot, window, QCoreApplication.translate("rules", "Melee exchange"))
        roll_faces(qtbot, dock, "2 3 4 9")  # the zombie's 9 wins
        buttons = dock.result_view.damage_buttons
        assert buttons, "losing, Vera is hit"
        button = buttons[0]
        assert "Vera" in button.text()
        qtbot.waitUntil(button.isVisible)
        tab_to(qtbot, button)
        qtbot.keyClick(button, Qt.Key.Key_Return)  # the table rolls the vest's d10
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
        asked = dock.refusal_label.text()
        hint = dock.faces_edit.placeholderText()
        wanted = asked.split(". ", 1)[0].rsplit(": ", 1)[1]  # "1 × d10 (Armor)", as the line asks
        assert "d10" in wanted, asked
        assert wanted in hint, (hint, asked)  # the field names the armour's die ...
        roll_words = [QCoreApplication.translate("DiceDock", text).format(name="Vera") for text in (
            "Faces rolled at the table for {name}, e.g. 10 8 (empty: roll here)",
            "Faces of {name}'s roll, e.g. 10 8", "Faces of {name}'s roll")]
        assert hint not in roll_words  # ... not Vera's roll
        qtbot.keyClicks(dock.faces_edit, "9")
        qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)  # applied with the die typed
        assert services.characters.character(who["Vera"]).state["health"] < 100
        assert dock.faces_edit.placeholderText() in roll_words + [QCoreApplication.translate(
            "DiceDock", "Faces at the table")]  # whose roll it is again
    finally:
        i18n.set_language("en")
