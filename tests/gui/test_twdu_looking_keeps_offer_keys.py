"""A first-night GM (the twdu demo in Russian at 1366×768, keys only): Rook and Ana declared Ranged
Combat at each other; Rook's turn passed unrolled, and on Ana's turn her duel beat Rook.

Its damage applied put Rook down, and the dock said «Rook выбывает из боя; теперь против: Ходячий»,
setting Ana, who had made her one action of the round, to attack again.  Now the box stays, and the
dock says her action is made and N passes the turn.

The damage undone was offered again; then Down, Down in the fight list (only looking at another row)
dropped the offer: «Выбрана другая цель: урон этого броска … больше не предлагается».  Looking changes
nothing pending: the offer stays."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, Keys
from tests.gui.twdu_accept import accept_roll
from tests.gui.twdu_brawl import chosen, declare
from tests.gui.twdu_swarm_night import demo_fight, who
from ui import i18n

#: Ana's six dice, three sixes; Rook's eight, none: 3 against 0, 4 damage
FACES = "6 6 6 2 2 2 2 2 2 2 2 2 2 2"
OFFER = "Нанести урон 4 — Rook (урон оружия 2 + 2 лишних успеха)"
ACTED = "Rook выбывает из боя; действие персонажа Ana Reyes в этом раунде уже сделано: N передаёт ход."


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def offered(dice) -> list[str]:  # noqa: ANN001
    return [b.text() for b in dice.result_view.damage_buttons if b.isVisible()]


def said(window, dice) -> str:  # noqa: ANN001
    return " ".join((dice.refusal_label.text(), window.statusBar().currentMessage(), dice.odds_label.text()))


def ana_puts_rook_down(qtbot, keys: Keys, window) -> None:  # noqa: ANN001
    """The declarations, Rook's turn passed, Ana's duel typed and rolled, its damage applied (its
    dice rolled here): Rook Broken."""
    services = window.services
    dice = window.docks["diceDock"]
    declared = {"Rook": ("2", "a"), "Ana Reyes": ("2", "r")}
    for _ in range(5):
        declare(qtbot, keys, window, *declared.get(chosen(window).split(" (")[0], ("6", "")))
    activate(qtbot, window)
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_N)  # Rook's turn passes, nothing rolled
    assert dice.character_combo.currentText() == "Ana Reyes" and dice.kind_combo.currentText() == "Дуэль"
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type(FACES)
    keys.key(Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(lambda: offered(dice) == [OFFER])
    accept_roll(qtbot, dice)  # not pushed: its damage next
    qtbot.waitUntil(dice.result_view.damage_buttons[0].hasFocus)
    keys.key(Qt.Key.Key_Return)  # the damage: its dice from the table asked
    keys.key(Qt.Key.Key_R, CTRL)  # rolled here
    rook = who(window)["Rook"]
    qtbot.waitUntil(lambda: services.characters.character(rook).state["health"] == 0)
    QApplication.processEvents()


def test_a_fall_after_her_action_sets_ana_up_for_no_other_attack(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        window = demo_fight(qtbot, tmp_path, "ru")
        services = window.services
        dice = window.docks["diceDock"]
        keys = Keys(qtbot)
        ana_puts_rook_down(qtbot, keys, window)
        assert dice.forms.opponent_combo.currentText() == "Rook"  # not on to the walker
        assert "теперь против" not in said(window, dice)
        assert dice.odds_label.text() == ACTED
        events = len(services.campaign.events())
        keys.key(Qt.Key.Key_R, CTRL)  # no second attack of hers
        assert len(services.campaign.events()) == events
        keys.report("no other attack after her action")
    finally:
        i18n.set_language("en")


def test_looking_at_other_rows_keeps_the_damage_offered(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        window = demo_fight(qtbot, tmp_path, "ru")
        services = window.services
        dice = window.docks["diceDock"]
        keys = Keys(qtbot)
        ana_puts_rook_down(qtbot, keys, window)
        activate(qtbot, window)
        keys.key(Qt.Key.Key_Z, CTRL)  # the damage undone: offered again
        qtbot.waitUntil(lambda: offered(dice) == [OFFER])
        assert services.characters.character(who(window)["Rook"]).state["health"] == 3
        activate(qtbot, window)
        window.docks["initiativeDock"].tree.setFocus()
        keys.key(Qt.Key.Key_Down)
        keys.key(Qt.Key.Key_Down)  # only looking at other rows
        QApplication.processEvents()
        assert dice.forms.opponent_combo.currentText() == "Ходячий"  # the row looked at aims the next roll
        assert offered(dice) == [OFFER]  # and this roll's damage stays offered
        assert "больше не предлагается" not in said(window, dice)
        keys.report("looking keeps the offer")
    finally:
        i18n.set_language("en")
