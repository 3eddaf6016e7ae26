"""Issue 41, a fresh GM's night (the twdu demo in Russian at 1366×768, keys only): Mia declared
"Прочее" (Other) with no target; N to her turn, and the dice dock still showed "Дуэль" against Rook,
Ben's set-up; at round 2 Rook, with nothing declared, showed "Дуэль" against Ana.  A turn with nothing
declared (or an action that rolls nothing) shows the fighter's first kind of roll, aimed at no one."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import activate
from tests.gui.keycount import Keys
from tests.gui.test_twdu_declared_ranged_duel_keys import next_turn, russian_fight
from tests.gui.twdu_brawl import chosen, declare
from ui import i18n
from ui.widgets.field_form import rules_tr


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def shown(window) -> tuple[str, str, str]:  # noqa: ANN001
    """Who rolls, what, and against whom ("" where the dock shows no target)."""
    dice = window.docks["diceDock"]
    combo = dice.forms.opponent_combo
    against = combo.currentText() if combo.isVisible() and combo.currentData() is not None else ""
    return dice.character_combo.currentText(), dice.kind_combo.currentText(), against


def test_a_turn_with_nothing_declared_shows_the_first_kind_at_no_one(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        window = russian_fight(qtbot, tmp_path, "Ana Reyes", "Ben Okafor", "Mia Chen", "Rook")
        dice = window.docks["diceDock"]
        first = dice.forms.kinds[0]
        keys = Keys(qtbot)
        # Rook (NPCs first) and Ana at each other in Close Combat; Ben and Mia: Other
        declared = {"Rook": ("3", "a"), "Ana Reyes": ("3", "r"), "Ben Okafor": ("6", ""), "Mia Chen": ("6", "")}
        for _ in declared:
            declare(qtbot, keys, window, *declared[chosen(window).split(" (")[0]])
        seen = {}
        for _ in range(3):
            seen[shown(window)[0]] = shown(window)
            if shown(window)[0] == "Ben Okafor":
                break
            next_turn(qtbot, keys, window)
        assert seen["Rook"] == ("Rook", "Дуэль", "Ana Reyes")
        assert seen["Ben Okafor"][1:] == (rules_tr(first.label), "")
        # Ben's Other rolls nothing the rules name: the GM picks a duel himself, by keys
        activate(qtbot, window)
        dice.kind_combo.setFocus()
        while dice.kind_combo.currentText() != "Дуэль":
            keys.key(Qt.Key.Key_Down)
        assert shown(window)[1] == "Дуэль" and shown(window)[2]
        next_turn(qtbot, keys, window)  # Mia, who declared Other: not Ben's duel
        assert shown(window) == ("Mia Chen", rules_tr(first.label), "")
        next_turn(qtbot, keys, window)  # round 2: Rook, nothing declared yet: not his duel at Ana
        assert window.services.initiative.encounter().round == 2
        assert shown(window) == ("Rook", rules_tr(first.label), "")
        keys.report("turns with nothing declared")
    finally:
        i18n.set_language("en")
