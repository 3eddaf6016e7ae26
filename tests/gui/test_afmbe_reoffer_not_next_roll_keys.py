"""AFMBE unisystem demo by keys: Dana's shot hits, her damage is typed and applied, Ctrl+Z takes the
damage back (offered again).  The turn passes on to the zombie; the GM Tabs over Dana's damage, still
offered under its heading (the line asks for its table dice), and goes back to the zombie's roll:
Ctrl+K and Ctrl+R are his attack's.  Ctrl+K typed Dana's damage dice on the zombie's turn («1 × d6
(Урон)» under the zombie's odds, «9 2» refused) and Ctrl+R, the field empty, rolled Dana's damage on
the zombie's own turn («Урон — Шатун … 2 → −46»)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_afmbe_dice_reach import last_log_line
from tests.gui.test_afmbe_offer_from_turn_before_keys import y_of
from tests.gui.test_afmbe_second_attack_keys import attack_by_keys
from tests.gui.test_afmbe_skill_follows_weapon_keys import demo_window
from tests.gui.test_afmbe_turn_opens_on_attack_keys import next_turn_by_keys, settle
from ui import i18n


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_undone_damage_of_dana_is_not_the_zombie_s_typed_dice_or_ctrl_r(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = demo_window(qtbot, tmp_path, "unisystem")
        services = window.services
        dock = window.docks["diceDock"]
        shambler = next(c for c in services.characters.characters() if c.kind == "zombie")
        lp = services.characters.character(shambler.id).state["life_points"]
        if lp > 2:  # as the GM found him: 2 Life Points left, Dana's damage puts him down
            assert services.characters.damage(shambler.id, {"amount": lp - 2})
        assert services.characters.character(shambler.id).state["life_points"] == 2
        who = {c.name: int(c.id) for c in services.characters.characters()}
        dana = who["Dana Cruz"]
        assert services.initiative.start(list(who.values()))
        assert services.initiative.roll()
        fight = services.initiative.current()
        for fighter in services.initiative.combatants(fight.encounter_id):  # Dana, then the zombie
            first = {dana: 20, shambler.id: 15}.get(fighter.character_id, 1)
            assert services.initiative.set_initiative(fighter.id, first)
        order = [f.character_id for f in services.initiative.combatants(fight.encounter_id)]
        assert order.index(dana) < order.index(shambler.id), order
        for _ in range(len(who)):
            if services.initiative.current().character_id == dana:
                break
            services.initiative.next_turn()
        assert services.initiative.current().character_id == dana
        settle(qtbot)
        hit = attack_by_keys(qtbot, window, "8")
        zombie = dock.forms.opponent_id()
        assert zombie is not None and services.characters.character(zombie).kind == "zombie", hit
        keys = Keys(qtbot)
        keys.type("4")  # on the damage offer: its dice, from the table
        keys.key(Qt.Key.Key_Return)
        settle(qtbot)
        hurt = services.characters.character(zombie).state["life_points"]
        keys.key(Qt.Key.Key_Z, CTRL)  # the damage taken back: offered again
        settle(qtbot)
        whole = services.characters.character(zombie).state["life_points"]
        assert whole > hurt
        for _ in range(4):
            next_turn_by_keys(qtbot, window)
            if services.initiative.current().character_id == zombie:
                break
        assert services.initiative.current().character_id == zombie
        keys.key(Qt.Key.Key_D, CTRL | SHIFT)
        offer = dock.result_view.damage_buttons[0]  # Dana's damage, still offered under her heading
        for _ in range(60):  # Tab down to it: the line asks for its table dice
            if offer.hasFocus():
                break
            keys.key(Qt.Key.Key_Tab)
        assert offer.hasFocus()
        # what it asks for (its table dice) stands under its heading, not above it in the zombie's part
        view = dock.result_view
        asked = view.from_note.text()
        assert view.from_note.isVisibleTo(dock) and "d6" in asked, (asked, dock.refusal_label.text())
        assert "d6" not in dock.refusal_label.text() or dock.refusal_label.isHidden()
        assert y_of(dock, view.from_label) < y_of(dock, view.from_note) < y_of(dock, offer)
        keys.key(Qt.Key.Key_D, CTRL | SHIFT)  # back to the zombie's own roll
        keys.key(Qt.Key.Key_K, CTRL)
        settle(qtbot)
        assert QApplication.focusWidget() is dock.faces_edit
        assert dock.rolls.damage_dice.damage_waiting is None  # the zombie's attack's dice, not Dana's damage
        before = last_log_line(window)
        keys.key(Qt.Key.Key_R, CTRL)  # the field empty: the zombie's roll, rolled here
        settle(qtbot)
        line = last_log_line(window)
        assert line != before
        assert services.characters.character(zombie).state["life_points"] == whole, line  # Dana's damage not dealt
        assert dock.rolls.last is not None and dock.rolls.last.request.character_id == zombie, line
        assert dock.rolls.last.request.character_id != dana
    finally:
        i18n.set_language("en")
