"""The twdu demo at 1366×768 by keys: everyone and two more walkers in a fight; the demo's walker
destroyed, and Mia killed on her own turn.  After End fight (Ctrl+Alt+F) the dice dock still rolled
for Mia, dead, and its "Roll for" list offered her and the walker among the living.  Now the fight's
end leaves the dead out: the roller is one of the living, neither list offers the dead, and the
arrows on the closed boxes never land on them."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_afmbe_dice_reach import choose_kind
from ui import open_main_window

DEAD = ("Mia Chen", "Walker")


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def offered(combo) -> list[str]:  # noqa: ANN001
    """The names a combo box offers: its rows neither hidden nor disabled."""
    view, model = combo.view(), combo.model()
    return [combo.itemText(i) for i in range(combo.count())
            if combo.itemData(i) is not None and not view.isRowHidden(i) and model.item(i).isEnabled()]


def reached(qtbot, combo) -> set[str]:  # noqa: ANN001
    """Every name the arrows on the closed box land on, from its top to its bottom."""
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    seen = {combo.currentText()}
    for _ in range(combo.count()):
        qtbot.keyClick(combo, Qt.Key.Key_Down)
        seen.add(combo.currentText())
    return seen


def test_the_fights_end_offers_no_dead_roller_nor_target(qtbot, tmp_path):
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu", None, language="en")
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    services = window.services
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start(list(who.values()), name="Yard")
    assert services.initiative.add_extras("Walker", 2)
    QApplication.processEvents()
    keys = Keys(qtbot)
    dice = window.docks["diceDock"]
    tree = window.docks["initiativeDock"].tree
    tree.setFocus()
    assert services.characters.damage(who["Walker"], {"damage": 1, "armor": False})  # destroyed
    for _ in range(10):  # on to Mia's turn
        if dice.character_combo.currentText() == "Mia Chen":
            break
        tree.setFocus()
        keys.key(Qt.Key.Key_N)
    assert dice.character_combo.currentText() == "Mia Chen"
    for _ in range(2):  # Broken, then killed
        assert services.characters.damage(who["Mia Chen"], {"damage": 1, "armor": False})
    QApplication.processEvents()
    assert all(services.ruleset.is_dead(services.characters.character(who[n]).sheet,
                                        services.characters.character(who[n]).state) for n in DEAD)
    activate(qtbot, window)
    tree.setFocus()
    keys.key(Qt.Key.Key_F, CTRL | ALT)  # End fight
    qtbot.waitUntil(lambda: services.initiative.encounter() is None)
    QApplication.processEvents()
    assert dice.character_combo.currentText() not in DEAD, dice.character_combo.currentText()
    rollers = offered(dice.character_combo)
    assert "Ana Reyes" in rollers and not set(DEAD) & set(rollers), rollers
    assert not set(DEAD) & reached(qtbot, dice.character_combo)
    # Ana's duel: the Against list offers the living alone
    activate(qtbot, window)
    dice.character_combo.setFocus()
    qtbot.keyClick(dice.character_combo, Qt.Key.Key_Home)  # "(nobody: dice only)", then Ana
    qtbot.keyClick(dice.character_combo, Qt.Key.Key_Down)
    assert dice.character_combo.currentText() == "Ana Reyes"
    choose_kind(qtbot, window, "Duel")
    targets = offered(dice.opponent_combo)
    assert "Rook" in targets and not set(DEAD) & set(targets), targets
    assert not set(DEAD) & reached(qtbot, dice.opponent_combo)
