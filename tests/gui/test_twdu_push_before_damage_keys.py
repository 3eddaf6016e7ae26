"""twdu: a player may push a roll after seeing it, so its damage waits for the push's answer.  Ben
won his duel with the walker: the focus landed on "Apply 1 damage to Walker", and Enter applied it
before Ben was asked whether he pushed (the push then spent, its chance gone).  Now the focus lands
on "No push: accept the roll" beside "Push the roll", the damage offer waits (disabled, Tab passes
it by) and the line says why; Enter accepts the roll, the focus goes to the damage and the line says
what Enter does there; or Ben pushes first, and the damage offered is the pushed roll's.  By keys,
in every language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.keycount import SHIFT, Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, roll_faces, tab_to
from tests.gui.test_fight_by_keys import lines
from ui import i18n

SAID = {
    "en": ("Duel", "No push: accept the roll",
           "Ben may push this roll first: its damage waits until the roll is pushed or accepted as it is.",
           "The roll is accepted as it is: Enter applies its damage, and then it can no longer be pushed."),
    "ru": ("Дуэль", "Без форсирования: принять бросок",
           "Ben может сначала форсировать этот бросок: урон ждёт, пока бросок не форсируют или не примут как есть.",
           "Бросок принят как есть: Enter наносит его урон, после чего форсировать его уже нельзя."),
    "es": ("Duelo", "Sin forzar: aceptar la tirada",
           "Ben puede forzar primero esta tirada: su daño espera a que la tirada se fuerce o se acepte tal como está.",
           "La tirada se acepta tal como está: Intro aplica su daño, y después ya no se puede forzar."),
}


def _ben_wins(qtbot, tmp_path, lang):  # noqa: ANN001, ANN202
    def before(services):  # noqa: ANN001, ANN202
        sheet = services.ruleset.new_sheet()
        assert services.characters.create("Walker", "npc", {**sheet, "strength": 2, "close_combat": 1})
        assert services.characters.create("Ben", "pc", {**sheet, "strength": 2, "close_combat": 1})

    window = campaign_window(qtbot, tmp_path, "twdu", before=before)
    who = ids(window)
    window.selection.select_character(who["Ben"])
    dock = choose_kind(qtbot, window, SAID[lang][0])
    tab_to(qtbot, dock.opponent_combo)
    pick_with_keys(qtbot, dock.opponent_combo, "Walker")
    roll_faces(qtbot, dock, "6 2 3 2 3 4")  # Ben one 6, the walker none: 1 damage to the walker
    return window, dock, who


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_damage_waits_until_the_roll_is_accepted(qtbot, tmp_path, lang):
    _duel, accept_text, held, accepted = SAID[lang]
    assert i18n.set_language(lang)
    try:
        window, dock, who = _ben_wins(qtbot, tmp_path, lang)
        view = dock.result_view
        accept = view.accept_button
        qtbot.waitUntil(lambda: accept is not None and accept.isVisible())
        assert QApplication.focusWidget() is accept and accept.text() == accept_text
        damage = view.damage_buttons[0]
        assert not damage.isEnabled()  # waits: Tab passes it by
        assert dock.refusal_label.text() == held
        keys = Keys(qtbot)
        walker = window.services.characters.character(who["Walker"]).state["health"]
        count = len(lines(window))
        keys.key(Qt.Key.Key_Return)  # accepted as it is: nothing written, the damage offered
        qtbot.waitUntil(lambda: QApplication.focusWidget() is view.damage_buttons[0])
        assert view.damage_buttons[0].isEnabled()
        assert len(lines(window)) == count and view.accept_button.isHidden()
        assert dock.refusal_label.text() == accepted
        keys.key(Qt.Key.Key_Return)  # the damage applied; the push spent, and said so
        qtbot.waitUntil(lambda: window.services.characters.character(who["Walker"]).state["health"] == walker - 1)
        assert view.buttons["push"].isHidden()
    finally:
        i18n.set_language("en")


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_ben_pushes_first_and_the_damage_is_the_pushed_roll_s(qtbot, tmp_path):
    window, dock, who = _ben_wins(qtbot, tmp_path, "en")
    view = dock.result_view
    qtbot.waitUntil(lambda: view.accept_button is not None and QApplication.focusWidget() is view.accept_button)
    qtbot.waitUntil(view.buttons["push"].isVisible)  # shown by its layout a moment later
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_Backtab, SHIFT)  # the push, just before
    assert QApplication.focusWidget() is view.buttons["push"]
    keys.key(Qt.Key.Key_Return)  # his dice asked
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
    keys.type("6 6 2")  # two dice again and the stress die: two more 6s
    keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1].startswith("Ben: Push the roll — Duel"), lines(window)[-1]
    assert window.services.characters.character(who["Walker"]).state["health"] == 3  # nothing applied
    damage = dock.result_view.damage_buttons[0]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is damage)  # no push left: the damage is next
    assert damage.isEnabled() and dock.result_view.accept_button is None


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_another_kind_picked_leaves_the_damage_open_without_its_push(qtbot, tmp_path):
    """Another kind of roll picked: the duel stays for its damage alone, said to be the roll before, its
    push gone with it, so its damage no longer waits for a push (nor for "No push: accept the roll")."""
    window, dock, _who = _ben_wins(qtbot, tmp_path, "en")
    view = dock.result_view
    qtbot.waitUntil(lambda: view.accept_button is not None and view.accept_button.isVisible())
    choose_kind(qtbot, window, "Skill roll")
    assert view.buttons["push"].isHidden() and view.accept_button.isHidden()
    assert [b.text() for b in dock.rolls.offer_buttons()] == [
        "Apply 1 damage to Walker (weapon damage 1, no extra success)"]
    assert view.damage_buttons[0].isEnabled()
