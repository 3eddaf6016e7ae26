"""The dead neither roll against the swarm nor fall to its random attacks; the Broken are marked in
the rollers' list.  twdu: Mia dead, Ana Broken, Threat 3, Ctrl+Shift+W twice: "Who rolls" offered
the dead Mia unmarked, and a mass attack's random victim could land on one who had died since the
round was rolled ("Mia Chen takes the blow").  Now Mia is not in the list, Ana's name says why she
rolls nothing, the random victim's die says what it is and whom each face names, and a victim dead
since the roll is no longer drawn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_afmbe_dice_reach import ids, pick_with_keys
from tests.gui.test_dock_keys_behind_tabs import demo_window
from tests.gui.test_fight_by_keys import lines
from ui import i18n

SAID = {
    "en": ("Ana Reyes — Broken: every roll fails", "1 × d2: 1 Ben Okafor, 2 Rook", "The character is already dead."),
    "es": ("Ana Reyes — Fuera de combate: toda tirada falla", "1 × d2: 1 Ben Okafor, 2 Rook",
           "El personaje ya está muerto."),
}


def settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


def texts(combo) -> list[str]:  # noqa: ANN001
    return [combo.itemText(i) for i in range(combo.count())]


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_dead_are_no_rollers_nor_victims_and_the_broken_are_marked(qtbot, tmp_path, lang):
    marked, die_says, refused = SAID[lang]
    assert i18n.set_language(lang)
    try:
        window = demo_window(qtbot, tmp_path, "twdu")
        services = window.services
        people = ids(window)
        assert {"Ana Reyes", "Ben Okafor", "Mia Chen", "Rook"} <= set(people)
        for name, damage in (("Mia Chen", 3), ("Mia Chen", 1), ("Ana Reyes", 3)):
            assert services.characters.damage(people[name], {"damage": damage, "source": "attack"})
        while services.threat.level() < 3:
            assert services.threat.step(1)
        assert services.swarm.set_dead(12)
        dock = window.docks["swarmDock"]
        box = dock.round_box
        keys = Keys(qtbot)
        for _ in range(2):
            keys.key(Qt.Key.Key_W, CTRL | SHIFT)
            settle()
        assert services.swarm.active()
        first = box.rollers[0][0]
        assert QApplication.focusWidget() is first
        offered = texts(first)
        assert not any(t.startswith("Mia Chen") for t in offered)  # the dead: not offered
        assert marked in offered and "Ana Reyes" not in offered  # the Broken: marked
        assert first.currentData(Qt.ItemDataRole.UserRole) is None  # nobody picked by default
        for combo in (box.leader, box.sacrificer, box.victim):
            assert not any(combo.itemText(i).startswith("Mia Chen") for i in range(combo.count()))
        pick_with_keys(qtbot, first, "Ben Okafor")
        second = box.rollers[1][0]
        second.setFocus()
        pick_with_keys(qtbot, second, "Rook")
        settle()
        # the round lost: every typed die a 2
        keys.key(Qt.Key.Key_K, CTRL)
        plan = services.swarm.plan(box.setup())
        for roll in plan.rolls:
            keys.type(" ".join(["2"] * roll.dice))
            keys.key(Qt.Key.Key_Return)
        settle()
        last = services.swarm.last_round()
        assert last["participants"] == ["Ben Okafor", "Rook"] and not last["won"]
        outcome = dock.outcome_box
        mass = list(outcome.pick_boxes).index("mass_attack") + 1
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_0 + mass)
        settle()
        assert outcome.victim_die.isVisible()
        assert outcome.victim_die_says.isVisible() and outcome.victim_die_says.text() == die_says
        # Ben dies before the die is rolled: the mass attack can only fall on Rook (no die asked)
        assert services.characters.damage(people["Ben Okafor"], {"damage": 5, "source": "attack"})
        assert services.characters.damage(people["Ben Okafor"], {"damage": 1, "source": "attack"})
        settle()
        assert services.swarm.victim_candidates() == ["Rook"]
        keys.key(Qt.Key.Key_Return, CTRL)  # Ctrl+Enter applies the picks
        settle()
        attacks = services.swarm.last_round()["attacks"]
        assert [a["victim"] for a in attacks if a["kind"] == "mass_attack"] == ["Rook"]
        assert "Rook" in lines(window)[-1] and "Ben Okafor" not in lines(window)[-1]
        # Rook dies before the GM deals the mass attack's damage: Enter on it is refused beside it
        harm = outcome.harm_row
        assert harm.isVisible()
        for _ in range(2):
            assert services.characters.damage(people["Rook"], {"damage": 5, "source": "attack"})
        settle()
        count = len(lines(window))
        harm.damage.setFocus()
        keys.key(Qt.Key.Key_Return)
        settle()
        assert harm.refusal.text() == refused and harm.refusal.isVisible()  # beside the damage, in the panel
        assert len(lines(window)) == count  # nothing changed
    finally:
        i18n.set_language("en")
