"""twdu: once a duel's damage is applied from its offer, the duel is spent ("Duels": "The fighter
with the most successes wins, and they inflict damage on the other fighter equal to their own
weapon's Damage rating"; "If you and your opponent are still standing after the opposed roll, you
may attack each other again" — a new roll, not the old one pushed).  The dice dock offered "Push the
roll" after the walker's Health had gone down, and the push rolled again a duel already on the
tracker.  Now the push goes with the reason in the dock; asked all the same (its signal, the dice
typed, Enter) it is refused there and in the status bar, nothing logged; Ctrl+Z of the damage offers
the push again.  By keys: Ctrl+Shift+D, the Duel, Tab to the opponent, Ctrl+K, the dice, Enter,
Enter on "No push: accept the roll" (tests/gui/test_twdu_push_before_damage_keys.py), Enter on the
damage offer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.keycount import CTRL, Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, roll_faces, tab_to
from tests.gui.test_fight_by_keys import lines
from tests.gui.twdu_accept import accept_roll
from ui import i18n

SAID = {
    "en": ("Duel", "This roll's damage is applied: the roll is spent and can no longer be pushed or changed."),
    "ru": ("Дуэль", "Урон от этого броска уже нанесён: бросок исчерпан, форсировать или менять его нельзя."),
    "es": ("Duelo", "El daño de esta tirada ya está aplicado: la tirada está gastada y ya no se puede forzar ni "
                    "cambiar."),
}


def _push(dock):  # noqa: ANN001, ANN202
    return dock.result_view.buttons.get("push")


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_duel_s_damage_applied_spends_its_push(qtbot, tmp_path, lang):
    duel, spent = SAID[lang]
    assert i18n.set_language(lang)
    try:
        def before(services):  # noqa: ANN001, ANN202
            sheet = services.ruleset.new_sheet()
            assert services.characters.create("Walker", "npc", {**sheet, "strength": 2, "close_combat": 1})
            assert services.characters.create("Ben", "pc", {**sheet, "strength": 2, "close_combat": 1})

        window = campaign_window(qtbot, tmp_path, "twdu", before=before)
        services = window.services
        who = ids(window)
        window.selection.select_character(who["Ben"])
        dock = choose_kind(qtbot, window, duel)
        tab_to(qtbot, dock.opponent_combo)
        pick_with_keys(qtbot, dock.opponent_combo, "Walker")
        roll_faces(qtbot, dock, "6 2 3 2 3 4")  # Ben's three dice (one 6), then the walker's (none)
        qtbot.waitUntil(lambda: services.campaign.events()[-1].kind == "roll")
        push = _push(dock)
        qtbot.waitUntil(lambda: push is not None and push.isVisible())
        accept_roll(qtbot, dock)  # Ben does not push: "No push: accept the roll", the hit next
        damage = dock.result_view.damage_buttons[0]
        qtbot.waitUntil(lambda: QApplication.focusWidget() is damage)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_Return)  # the walker's damage applied
        qtbot.waitUntil(lambda: services.characters.character(who["Walker"]).state["health"] == 2)
        qtbot.waitUntil(lambda: _push(dock) is None or _push(dock).isHidden())  # the duel spent: no push
        assert dock.refusal_label.text() == spent and dock.refusal_label.isVisible()
        count = len(lines(window))
        stress = services.characters.character(who["Ben"]).state.get("stress", 0)
        dock.rolls.making.follow_up("push", 0)  # asked all the same (the button's signal): a typed roll's dice
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
        keys.type("6 6 6 6")
        keys.key(Qt.Key.Key_Return)
        assert dock.refusal_label.text() == spent
        assert window.statusBar().currentMessage() == spent
        assert len(lines(window)) == count  # nothing logged
        assert services.characters.character(who["Ben"]).state.get("stress", 0) == stress
        window.docks["charactersDock"].setFocus()
        keys.key(Qt.Key.Key_Z, CTRL)  # the damage taken back: the duel may be pushed again
        qtbot.waitUntil(lambda: services.characters.character(who["Walker"]).state["health"] == 3)
        qtbot.waitUntil(lambda: _push(dock) is not None and _push(dock).isVisible())
        assert dock.refusal_label.text() != spent
    finally:
        i18n.set_language("en")
