"""twdu: a duel won, its damage applied (the walker Broken, "Against" back on nobody), then Ctrl+R:
the dock said "An opposed roll needs an opponent." with the old "Wins the duel…" still right below,
read as this roll's answer (the dock's own check refused it before the roll reached the services, and
only a refusal of the services took the old result away).  Now any refusal takes it away; and a new
setup (another roller, another kind of roll) takes back the line said for the old one ("Walker is
down…").  By keys, in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.keycount import CTRL, Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, roll_faces, tab_to
from tests.gui.twdu_accept import accept_roll
from ui import i18n

SAID = {
    "en": ("Duel", "An opposed roll needs an opponent.", "Walker is down", "Skill roll"),
    "ru": ("Дуэль", "Для встречного броска нужен противник.", "Walker выбывает из боя", "Бросок навыка"),
    "es": ("Duelo", "Una tirada enfrentada necesita un oponente.", "Walker ha caído", "Tirada de habilidad"),
}


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_refused_roll_leaves_no_old_result_under_it(qtbot, tmp_path, lang):
    duel, needs, down, skill = SAID[lang]
    assert i18n.set_language(lang)
    try:
        def before(services):  # noqa: ANN001, ANN202
            sheet = services.ruleset.new_sheet()
            assert services.characters.create("Walker", "npc", {**sheet, "strength": 2, "close_combat": 1})
            assert services.characters.create("Ben", "pc", {**sheet, "strength": 2, "close_combat": 3})
            assert services.characters.create("Ana", "pc", {**sheet, "strength": 2, "close_combat": 1})

        window = campaign_window(qtbot, tmp_path, "twdu", before=before)
        services = window.services
        who = ids(window)
        window.selection.select_character(who["Ben"])
        dock = choose_kind(qtbot, window, duel)
        tab_to(qtbot, dock.opponent_combo)
        pick_with_keys(qtbot, dock.opponent_combo, "Walker")
        roll_faces(qtbot, dock, "6 6 6 6 6 2 3 4")  # Ben's five dice (five 6s), then the walker's (none)
        qtbot.waitUntil(lambda: services.campaign.events()[-1].kind == "roll")
        accept_roll(qtbot, dock)  # Ben does not push: the damage next
        damage = dock.result_view.damage_buttons[0]
        qtbot.waitUntil(lambda: QApplication.focusWidget() is damage)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_Return)  # the walker's damage: its own dice asked (minutes out; its injury unnamed,
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)  # no recovery die before its D66)
        keys.type("4")
        keys.key(Qt.Key.Key_Return)  # applied: Broken
        qtbot.waitUntil(lambda: services.characters.character(who["Walker"]).state["health"] == 0)
        qtbot.waitUntil(lambda: dock.opponent_id() is None)
        qtbot.waitUntil(lambda: down in dock.refusal_label.text())
        assert dock.result_view.isVisible() and dock.result_view.result_label.text()  # the duel shown
        count = len(services.campaign.events())
        keys.key(Qt.Key.Key_R, CTRL)  # nobody to roll against: refused
        qtbot.waitUntil(lambda: needs in dock.refusal_label.text())
        assert dock.result_view.isHidden() and dock.result_view.result_label.text() == ""  # no old duel below
        assert dock.last is None
        assert len(services.campaign.events()) == count  # nothing logged
        # another kind of roll: the line said for the duel's setup goes with it
        dock.kind_combo.setFocus()
        pick_with_keys(qtbot, dock.kind_combo, skill)
        qtbot.waitUntil(lambda: down not in dock.refusal_label.text() and needs not in dock.refusal_label.text())
    finally:
        i18n.set_language("en")


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_another_roller_takes_back_the_fall_said_for_the_old_one(qtbot, tmp_path):
    def before(services):  # noqa: ANN001, ANN202
        sheet = services.ruleset.new_sheet()
        assert services.characters.create("Walker", "npc", {**sheet, "strength": 2, "close_combat": 1})
        assert services.characters.create("Ben", "pc", {**sheet, "strength": 2, "close_combat": 3})
        assert services.characters.create("Ana", "pc", {**sheet, "strength": 2, "close_combat": 1})

    window = campaign_window(qtbot, tmp_path, "twdu", before=before)
    who = ids(window)
    window.selection.select_character(who["Ben"])
    dock = choose_kind(qtbot, window, "Duel")
    tab_to(qtbot, dock.opponent_combo)
    pick_with_keys(qtbot, dock.opponent_combo, "Walker")
    roll_faces(qtbot, dock, "6 6 6 6 6 2 3 4")
    accept_roll(qtbot, dock)  # Ben does not push: the damage next
    damage = dock.result_view.damage_buttons[0]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is damage)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
    keys.type("4")  # the minutes out (no recovery die before the injury's D66)
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Walker is down" in dock.refusal_label.text())
    tab_to(qtbot, dock.character_combo)
    pick_with_keys(qtbot, dock.character_combo, "Ana")  # another roller, another setup
    qtbot.waitUntil(lambda: "Walker is down" not in dock.refusal_label.text())
    assert dock.last is None and dock.result_view.isHidden()
