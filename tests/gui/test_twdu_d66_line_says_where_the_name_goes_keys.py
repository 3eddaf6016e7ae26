"""twdu at the table, by keys: a critical injury's D66 rolled in the dice dock, the dock's line said to
read the injury "and its effect on the book's table" and no more: not where the entry's name goes (the
heal form's "Name an injury", which the roster's chip named).  Now the line says to read entry NN on the
book's table and type its name, and the key that gets there (H, Name an injury), in each language; the
focus lands where H opens the heal form on "Name an injury", and the name typed there names the injury."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from tests.gui.keycount import Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, roll_faces
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_fight_by_keys import in_dialog
from tests.gui.test_twdu_critical_injury_roll_keys import broken_ben
from ui import i18n

SAID = {
    "en": ("Critical injury (D66)", "D66 52 (5 tens, 2 units): read entry 52 on the book's table and type its name: "
           "H, Name an injury."),
    "ru": ("Критическая травма (D66)", "D66 52 (десятки 5, единицы 2): прочтите строку 52 в таблице книги и впишите "
           "название травмы: H, «Назвать травму»."),
    "es": ("Herida crítica (D66)", "D66 52 (5 decenas, 2 unidades): lee la entrada 52 de la tabla del libro y "
           "escribe su nombre: H, Nombrar una herida."),
}


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_d66_line_says_where_the_entry_s_name_goes_and_h_gets_there(qtbot, tmp_path, language):
    window, ben = broken_ben(qtbot, tmp_path)
    try:
        window.set_language(language)
        settle()
        kind, said = SAID[language]
        dice = choose_kind(qtbot, window, kind)
        roll_faces(qtbot, dice, "5 2")
        settle()
        shown = [label.text() for label in (dice.result_view.result_label, dice.result_view.dice_label)]
        assert said in shown, shown
        assert said in last_log_line(window), last_log_line(window)
        keys = Keys(qtbot)
        seen: dict[str, object] = {}

        def name(dialog) -> None:  # noqa: ANN001
            seen["kind"] = dialog.form.inputs["kind"].currentData()
            field = dialog.form.inputs.get("injury_name")
            for _ in range(4):  # Tab down the form to the name
                if QApplication.focusWidget() is field:
                    break
                keys.key(Qt.Key.Key_Tab)
            seen["focus"] = isinstance(field, QLineEdit) and QApplication.focusWidget() is field
            keys.type("Broken leg")
            keys.key(Qt.Key.Key_Return)

        in_dialog(qtbot, name)
        keys.key(Qt.Key.Key_H)  # from where the roll left the focus
        settle()
        assert seen == {"kind": "name", "focus": True}, seen
        assert "52" in last_log_line(window) and last_log_line(window).split(" — ")[1] == "Broken leg", \
            last_log_line(window)
    finally:
        window.set_language("en")
        i18n.set_language("en")
