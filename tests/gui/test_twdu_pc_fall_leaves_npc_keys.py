"""twdu: Ana (PC) won a duel against Mia (PC) in a fight where Rook (NPC) still stood; Mia Broken, the
dock said "Mia is down; no foe is left standing in this fight".  Rook still stands, but in a brawl
Ana's duel was her one action of the round: the box stays, and the dock says her action is made and N
passes the turn (no other attack is set up for her).  By keys, in three languages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.keycount import Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, roll_faces, tab_to
from tests.gui.twdu_accept import accept_roll
from ui import i18n

SAID = {
    "en": ("Duel", "Mia is down; Ana has made this round's action: N passes the turn."),
    "ru": ("Дуэль", "Mia выбывает из боя; действие персонажа Ana в этом раунде уже сделано: N передаёт ход."),
    "es": ("Duelo", "Mia ha caído; Ana ya hizo su acción de este asalto: N pasa el turno."),
}


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_pc_s_fall_leaves_the_npc_as_the_opponent(qtbot, tmp_path, lang):
    duel, said = SAID[lang]
    assert i18n.set_language(lang)
    try:
        def before(services):  # noqa: ANN001, ANN202
            sheet = services.ruleset.new_sheet()
            assert services.characters.create("Ana", "pc", {**sheet, "strength": 2, "close_combat": 3})
            assert services.characters.create("Mia", "pc", {**sheet, "strength": 2, "close_combat": 1})
            assert services.characters.create("Rook", "npc", {**sheet, "strength": 2, "close_combat": 1})

        window = campaign_window(qtbot, tmp_path, "twdu", before=before)
        services = window.services
        who = ids(window)
        assert services.initiative.start([who["Ana"], who["Mia"], who["Rook"]])
        for _ in range(3):  # Ana's turn: the roll is hers
            if services.initiative.current().character_id == who["Ana"]:
                break
            assert services.initiative.next_turn()
        assert services.initiative.current().character_id == who["Ana"]
        window.selection.select_character(who["Ana"])
        dock = choose_kind(qtbot, window, duel)
        tab_to(qtbot, dock.opponent_combo)
        pick_with_keys(qtbot, dock.opponent_combo, "Mia")
        roll_faces(qtbot, dock, "6 6 6 6 6 2 3 4")  # Ana's five 6s against Mia's none: Broken
        accept_roll(qtbot, dock)  # not pushed: the damage next
        damage = dock.result_view.damage_buttons[0]
        qtbot.waitUntil(lambda: QApplication.focusWidget() is damage)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_Return)  # the damage's own dice asked: minutes out (no recovery die before the D66)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
        keys.type("4")
        keys.key(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: services.characters.character(who["Mia"]).state["health"] == 0)
        qtbot.waitUntil(lambda: dock.odds_label.text() == said)
        # Ana's one action of the brawl's round is made: never "no foe is left", and no other attack
        # set up for her (the box stays on Mia)
        assert "no foe" not in dock.refusal_label.text() and dock.opponent_combo.currentText() == "Mia"
    finally:
        i18n.set_language("en")
