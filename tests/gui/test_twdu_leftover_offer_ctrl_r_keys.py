"""Ctrl+R rolls the turn's dice, never an earlier roll's damage offer.  Rook's duel with Mia hits;
the GM leaves the damage offered and presses N.  On Ana's turn the offers stay, said to be
Rook's roll's.  Before, Ctrl+R there (the focus still on an offer) rolled nothing: the first said
"Another target is picked …" and moved the focus to "Apply 2 damage to Rook", the second wrote
"Damage to Rook" credited to Ana.  Now the first Ctrl+R rolls Ana's shot, and no damage is dealt."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.rules.dice import Dice
from tests.gui.helpers import activate
from tests.gui.keycount import Keys
from tests.gui.test_twdu_duel_settled_once_keys import fight, shown
from tests.gui.twdu_accept import accept_roll
from tests.gui.twdu_brawl import chosen, declare

CTRL = Qt.KeyboardModifier.ControlModifier


class Sixes(Dice):
    """Every die shows its highest face: both sides of a duel hit."""

    def _next(self, sides: int) -> int:
        return sides


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def test_ctrl_r_on_anas_turn_rolls_her_shot_not_rooks_leftover_damage(qtbot, tmp_path):
    window = fight(qtbot, tmp_path)
    keys = Keys(qtbot)
    dice = window.docks["diceDock"]
    declared = {"Rook": "m", "Ana Reyes": "r", "Mia Chen": "r"}
    for _ in declared:
        declare(qtbot, keys, window, "2", declared[chosen(window).split(" (")[0]])
    assert shown(window)[:3] == ("Rook", "Duel", "Mia Chen")
    window.services.campaign.dice = Sixes()
    activate(qtbot, window)
    keys.key(Qt.Key.Key_K, CTRL)
    keys.key(Qt.Key.Key_R, CTRL)  # Rook's duel: both hit
    qtbot.waitUntil(lambda: dice.rolls.last is not None and dice.rolls.last.request.kind == "duel")
    accept_roll(qtbot, dice)  # Mia does not push her side: the damage next
    offers = [b for b in dice.result_view.damage_buttons if b.isVisible()]
    assert offers, "Rook's duel offers no damage"
    assert QApplication.focusWidget() in offers  # the GM's next key is on an offer
    keys.key(Qt.Key.Key_N)  # he leaves both and passes the turn from there
    qtbot.waitUntil(lambda: shown(window)[0] == "Ana Reyes")
    assert dice.refusal_label.text() == (
        "The damage still offered below is from Rook's roll: the next roll keeps it, "
        "waiting to apply under its result.")
    events = window.services.campaign.events()
    before = len(events)
    assert [b for b in dice.result_view.damage_buttons if b.isVisible()] == offers  # still offered
    offers[0].setFocus()  # wherever the focus is, Ctrl+R is Ana's roll
    keys.key(Qt.Key.Key_R, CTRL)
    new = [e.text for e in window.services.campaign.events()[before:]]
    assert not any(t.startswith("Damage to") for t in new), new
    last = dice.rolls.last
    assert last is not None and last.request.character_id == shown_id(window, "Ana Reyes"), new


def shown_id(window, name: str) -> int:  # noqa: ANN001
    return next(int(c.id) for c in window.services.characters.characters() if c.name == name)
