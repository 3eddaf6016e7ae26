"""Issue #20: every dock's window-wide key acts (and brings its dock to the front when the GM must
see it) while the dock is behind a tab in the default layout, on a fresh start of a demo."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QEvent, QObject, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import ALT, CTRL, SHIFT, Keys
from ui import keymap, open_main_window
from ui.docks.base import Dock


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def demo_window(qtbot, tmp_path, ruleset="twdu"):  # noqa: ANN001, ANN201
    rules, _, preset = ruleset.partition("-")
    path = build_demo(tmp_path / f"{ruleset}.deadwatch", rules, preset or None)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    QApplication.processEvents()
    return window


def test_ctrl_shift_w_starts_the_swarm_fight_with_the_swarm_panel_behind_its_tab(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path)
    swarm = window.docks["swarmDock"]
    assert not swarm.on_screen()  # the default layout: behind a tab
    window.docks["initiativeDock"].tree.setFocus()
    keys = Keys(qtbot)
    for _ in range(3):  # Threat 3: the dead are coming
        keys.type("+3")
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # to the panel, on the count of the dead
    assert swarm.on_screen() and QApplication.focusWidget() is swarm.dead
    keys.key(Qt.Key.Key_A, CTRL)
    keys.type("30")  # no Enter: the count the GM sees is the count
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # a second press starts the fight
    assert window.services.swarm.active()
    assert swarm.on_screen()


class _Reached(QObject):
    """Swallows an action's shortcut event and notes it: the key reached the action."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched, event):  # noqa: ANN001, ANN201, N802
        if event.type() == QEvent.Type.Shortcut:
            self.count += 1
            return True
        return False


def dock_actions(window):  # noqa: ANN001, ANN201
    """Each window-wide action of the keymap that a dock owns, with its dock."""
    found = []
    for action in window.findChildren(QAction):
        dock = action.parent()
        ids = [k for k, refs in keymap._bound.items() if any(r() is action for r in refs)]
        if isinstance(dock, Dock) and ids and keymap.BY_ID[ids[0]].scope == keymap.WINDOW:
            if not ids[0].startswith("view."):
                found.append((ids[0], dock, action))
    return found


@pytest.mark.parametrize("ruleset", ["twdu", "afmbe-unisystem", "gridlimbs"])
def test_every_dock_key_reaches_its_action_while_the_dock_is_behind_a_tab(qtbot, tmp_path, ruleset):
    window = demo_window(qtbot, tmp_path, ruleset)
    actions = dock_actions(window)
    behind = {dock.objectName() for _, dock, _ in actions if not dock.on_screen()}
    assert "swarmDock" in behind or ruleset != "twdu"
    assert "ammoDock" in behind or ruleset == "twdu"
    assert "mapDock" in behind or ruleset != "gridlimbs"
    window.docks["initiativeDock"].tree.setFocus()
    keys = Keys(qtbot)
    for key_id, dock, action in actions:
        if dock.on_screen() or not dock.toggleViewAction().isVisible() or not action.isVisible():
            continue  # in front, or not in this ruleset at all (the swarm's keys in AFMBE)
        reached = _Reached()
        action.installEventFilter(reached)
        sequence = QKeySequence(keymap.keys_of(key_id)[0])[0]
        keys.key(sequence.key(), sequence.keyboardModifiers())
        action.removeEventFilter(reached)
        enabled_now = action.isEnabled()
        assert reached.count == 1 or not enabled_now, f"{key_id}: the key does not reach it behind its tab"
        off = f"{key_id} is disabled while {dock.objectName()} is behind a tab"
        assert enabled_now or key_id in WAITS_FOR_A_FIGHT, off
        window.docks["initiativeDock"].tree.setFocus()


#: actions that are off until something they need is there (the rules say so, not the layout)
WAITS_FOR_A_FIGHT = {"swarm.roll", "swarm.callOff", "map.place"}


def test_f_fires_the_selected_character_s_weapon_with_the_ammunition_behind_its_tab(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "afmbe-unisystem")
    assert not window.docks["ammoDock"].on_screen()
    dana = next(c.id for c in window.services.characters.characters() if c.name == "Dana Cruz")
    window.selection.select_character(dana)  # the GM picked her in the roster
    before = [s.stock.count for s in window.services.ammo.stocks(dana)]
    window.docks["initiativeDock"].tree.setFocus()
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_F)  # fire her weapon
    assert [s.stock.count for s in window.services.ammo.stocks(dana)] != before


def test_ctrl_alt_m_brings_the_map_to_the_front_with_the_focus(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "gridlimbs")
    battle_map = window.docks["mapDock"]
    assert not battle_map.on_screen()
    window.docks["initiativeDock"].tree.setFocus()
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_M, CTRL | ALT)  # to the battle map: in front, with the focus
    QApplication.processEvents()
    assert battle_map.on_screen() and QApplication.focusWidget() is battle_map.view


def test_the_dice_keys_act_with_the_dice_behind_the_ammunition_tab(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "afmbe-unisystem")
    dice = window.docks["diceDock"]
    window.docks["ammoDock"].raise_()  # the GM looked at the ammunition: the dice behind its tab
    QApplication.processEvents()
    assert not dice.on_screen()
    for key_id, dock, action in dock_actions(window):
        if dock is dice:
            assert action.isEnabled(), key_id
    window.docks["initiativeDock"].tree.setFocus()
    rolls = [e for e in window.services.campaign.events() if e.faces]
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_R, CTRL)  # roll the dice: a roll in the log
    assert len([e for e in window.services.campaign.events() if e.faces]) == len(rolls) + 1
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)  # to the dice: in front, on the kind of roll
    QApplication.processEvents()
    assert dice.on_screen() and QApplication.focusWidget() is dice.kind_combo
