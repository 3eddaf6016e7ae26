"""twdu: the defender of a duel who pushes his side and messes up (a walker on his stress die) is the
one the mess-up's single attack falls on.  The walker attacked Ben, Ben pushed and rolled a 1 on the
stress die; "Instead: a single attack from the dead" («En su lugar: un ataque único de los muertos»)
put the attack on the walker, the request's roller: refused (the dead suffer no single attack), the
three choices back, no victim's roll asked.  Now it falls on Ben, whose roll to avoid it is set up
with the focus on its typed dice, in every language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tests.gui.helpers import campaign_window
from tests.gui.keycount import Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, roll_faces, tab_to
from tests.gui.test_fight_by_keys import lines
from ui import i18n

SAID = {
    "en": ("Duel", "Threat 0 (Safe) stays: instead, a single attack from the dead on Ben"),
    "ru": ("Дуэль", "Угроза 0 (В безопасности) не меняется: вместо этого одиночная атака мертвецов, цель — Ben"),
    "es": ("Duelo", "Amenaza 0 (A salvo) se mantiene: en su lugar, un ataque único de los muertos contra Ben"),
}


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_defender_s_mess_up_brings_the_single_attack_on_him(qtbot, tmp_path, lang):
    duel, line = SAID[lang]
    assert i18n.set_language(lang)
    try:
        def before(services):  # noqa: ANN001, ANN202
            sheet = services.ruleset.new_sheet()
            assert services.characters.create("Walker", "zombie", {**sheet, "strength": 3, "close_combat": 0})
            assert services.characters.create("Ben", "pc", {**sheet, "strength": 2, "close_combat": 1})

        window = campaign_window(qtbot, tmp_path, "twdu", before=before)
        who = ids(window)
        window.selection.select_character(who["Walker"])
        dock = choose_kind(qtbot, window, duel)
        tab_to(qtbot, dock.opponent_combo)
        pick_with_keys(qtbot, dock.opponent_combo, "Ben")
        roll_faces(qtbot, dock, "6 2 3 2 3 4")  # the walker 1 success, Ben none
        push = dock.result_view.findChild(QPushButton, "followUp_push_opponent")
        qtbot.waitUntil(push.isVisible)
        tab_to(qtbot, push)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_Return)  # Ben pushes: his dice asked
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
        keys.type("2 2 3 1")  # a walker on his stress die
        keys.key(Qt.Key.Key_Return)
        view = dock.result_view
        qtbot.waitUntil(lambda: bool(view.instead_buttons) and view.instead_buttons[0].isVisible())
        tab_to(qtbot, view.instead_buttons[0])  # Instead: a single attack from the dead
        keys.key(Qt.Key.Key_Space)
        assert lines(window)[-1] == line
        assert not any(b.isVisible() for b in (view.threat_button, *view.instead_buttons) if b is not None)
        assert dock.character_id() == who["Ben"]  # his roll to avoid it, its typed dice next
        assert QApplication.focusWidget() is dock.faces_edit
    finally:
        i18n.set_language("en")
