"""Issue 40/41, a fresh GM's night (the twdu demo in Russian at 1366×768, keys only).

Ana and Ben declared Ranged Combat at each other; on Ana's turn the dice dock set up a straight
"Выстрел" at Ben and Ben's roll was never asked.  The text (Brawls, 2 - Ranged Combat): "NPCs state
targets first, then the PCs select theirs. Then start resolving skill rolls. This is handled as an
opposed roll, as in a Duel. When done, resolve any situation where someone shoots at a person who
does not shoot back (resolved as a straight roll)."  So a shot at one who declared a shot back is
the duel; at one who did not, the straight shot.

And the duel's opponent fought with "Урон оружия противника" 1 and no gear dice although Rook's only
weapon is a shotgun (Damage 2, +3): his side of the form takes his weapon for the band."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import Keys
from tests.gui.twdu_brawl import chosen, declare
from ui import i18n, open_main_window


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def russian_fight(qtbot, tmp_path, *names: str):  # noqa: ANN001, ANN201
    """The twdu demo in Russian at 1366×768, ``names`` in a fight, the fight list focused."""
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu", None, language="ru")
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    services = window.services
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who[n] for n in names], name="Двор")
    QApplication.processEvents()
    window.docks["initiativeDock"].tree.setFocus()
    return window


def next_turn(qtbot, keys: Keys, window) -> None:  # noqa: ANN001
    activate(qtbot, window)
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_N)


def turns(qtbot, keys: Keys, window, count: int) -> dict[str, tuple[str, str, dict]]:  # noqa: ANN001
    """What the dice dock shows on each of the next ``count`` turns (N to each): by fighter, the kind
    of roll, against whom, and the opponent's side of the form."""
    dice = window.docks["diceDock"]
    seen = {}
    for _ in range(count):
        opponent = dice.forms.opponent_form.values() if dice.forms.opponent_form is not None else {}
        against = dice.forms.opponent_combo.currentText() if dice.forms.opponent_combo.isVisible() else ""
        seen[dice.character_combo.currentText()] = (dice.kind_combo.currentText(), against, opponent)
        next_turn(qtbot, keys, window)
    return seen


def test_two_who_shoot_at_each_other_duel_and_one_who_does_not_shoot_back_takes_a_straight_shot(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        window = russian_fight(qtbot, tmp_path, "Ana Reyes", "Mia Chen", "Rook")
        keys = Keys(qtbot)
        # Rook (NPCs first) shoots at Ana; Ana and Mia shoot at each other
        declared = {"Rook": "a", "Ana Reyes": "m", "Mia Chen": "a"}
        for _ in declared:
            declare(qtbot, keys, window, "2", declared[chosen(window).split(" (")[0]])
        seen = turns(qtbot, keys, window, 3)
        # "This is handled as an opposed roll, as in a Duel": Mia's side filled from her sheet (her
        # hunting rifle: Damage 2, two gear dice, Ranged Combat at Long range)
        kind, against, theirs = seen["Ana Reyes"]
        assert (kind, against) == ("Дуэль", "Mia Chen")
        assert (theirs["opponent_skill"], theirs["opponent_damage"], theirs["opponent_gear"]) == ("ranged_combat", 2, 2)
        assert seen["Mia Chen"][:2] == ("Дуэль", "Ana Reyes")
        # "someone shoots at a person who does not shoot back (resolved as a straight roll)"
        assert seen["Rook"][:2] == ("Выстрел", "Ana Reyes")
        keys.report("a duel of shots, a straight shot")
    finally:
        i18n.set_language("en")


def test_the_duel_s_opponent_fights_with_his_own_weapon(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        window = russian_fight(qtbot, tmp_path, "Ben Okafor", "Rook")
        keys = Keys(qtbot)
        declared = {"Rook": "b", "Ben Okafor": "r"}  # Close Combat at each other
        for _ in declared:
            declare(qtbot, keys, window, "3", declared[chosen(window).split(" (")[0]])
        seen = turns(qtbot, keys, window, 2)
        kind, against, theirs = seen["Ben Okafor"]
        assert (kind, against) == ("Дуэль", "Rook")
        # Rook declared Close Combat: he fights as his own turn has it, with no close combat weapon bare
        # hands (Damage 1, no gear, Strength), not the shotgun he carries (Agility); declared in Ranged
        # Combat his shotgun fires at Short range: Close Combat with Agility (tests/unit/rules)
        assert (theirs["opponent_damage"], theirs["opponent_gear"], theirs["opponent_firearm"]) == (1, 0, False)
        kind, against, theirs = seen["Rook"]
        assert (kind, against) == ("Дуэль", "Ben Okafor")
        # Ben's fire axe: Damage 2, +2, no firearm
        assert (theirs["opponent_damage"], theirs["opponent_gear"], theirs["opponent_firearm"]) == (2, 2, False)
        keys.report("a close combat duel with the opponent's weapon")
    finally:
        i18n.set_language("en")
