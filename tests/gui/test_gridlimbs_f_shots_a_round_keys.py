"""The grid game's shots a round by keys (issue 41): F fired the pistol three times in a round
(15 → 14 → 13 → 12) with no word though the text gives it "Two shots per round", and a shot then
rolled in the dice dock was refused with "That cannot be done with this ammunition." with 12 rounds
left.  F now stops at the weapon's shots a round and says which limit, nothing changed; a shot rolled
after F's (within the limit) is the shot F declared and rolls; one beyond the limit says why."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_dock_keys_behind_tabs import demo_window

PISTOL_LIMIT = "Pistol: 2 shots a round; Kit has fired them this round already."


def start_fight_with_shambler(qtbot, window, keys: Keys) -> None:  # noqa: ANN001
    """Ctrl+Shift+F, Down Down Space Enter: Kit, Dov and Shambler 1 fight."""
    done: dict[str, bool] = {}

    def by_keys(dialog) -> None:  # noqa: ANN001
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Space, Qt.Key.Key_Return):
            qtbot.keyClick(dialog.focusWidget(), key)
        done["yes"] = True

    when_dialog_opens(by_keys)
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_F, CTRL | SHIFT)
    qtbot.waitUntil(lambda: "yes" in done and window.services.initiative.view().encounter is not None)
    QApplication.processEvents()


def pistol(window) -> int:  # noqa: ANN001
    kit = next(c for c in window.services.characters.characters() if c.name == "Kit")
    views = window.services.ammo.stocks(int(kit.id))
    return next(v.stock.count for v in views if "fire" in v.stock.actions)


def to_kit(window) -> None:  # noqa: ANN001
    """Kit's turn (the demo's order may put another first)."""
    services = window.services
    for _ in range(6):
        view = services.initiative.view()
        current = view.by_id.get(view.current_id) if view.current_id is not None else None
        current = current or next((r for r in view.combatants if r.id == view.current_id), None)
        if current is not None and current.name == "Kit":
            return
        services.initiative.next_turn()
        QApplication.processEvents()
    raise AssertionError("Kit never came up")


def test_f_stops_at_the_pistols_two_shots_and_a_rolled_shot_after_them_rolls(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "gridlimbs")
    keys = Keys(qtbot)
    start_fight_with_shambler(qtbot, window, keys)
    to_kit(window)
    bar = window.statusBar()
    start = pistol(window)
    activate(qtbot, window)
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_F)
    assert pistol(window) == start - 1
    keys.key(Qt.Key.Key_F)
    assert pistol(window) == start - 2
    events = len(window.services.campaign.events())
    keys.key(Qt.Key.Key_F)  # the third shot of a pistol in one round
    assert pistol(window) == start - 2, "F fired past the pistol's two shots a round"
    assert bar.currentMessage() == PISTOL_LIMIT
    assert len(window.services.campaign.events()) == events


def test_a_shot_rolled_after_fs_shot_rolls_and_the_one_past_the_limit_says_why(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "gridlimbs")
    keys = Keys(qtbot)
    start_fight_with_shambler(qtbot, window, keys)
    to_kit(window)
    dice = window.docks["diceDock"]
    start = pistol(window)
    activate(qtbot, window)
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_F)  # one shot declared
    assert pistol(window) == start - 1
    keys.key(Qt.Key.Key_5, CTRL)
    assert QApplication.focusWidget() is dice.kind_combo
    keys.key(Qt.Key.Key_Home)  # Kind of roll: the shot
    assert dice.kind_combo.currentText() == "Shot: d(Accuracy)"
    events = len(window.services.campaign.events())
    table_die(keys)
    keys.key(Qt.Key.Key_R, CTRL)  # the shot F declared: rolled, its round spent once
    assert len(window.services.campaign.events()) == events + 1, bar_text(window)
    assert "Cannot roll" not in bar_text(window)
    assert pistol(window) == start - 1
    table_die(keys)
    keys.key(Qt.Key.Key_R, CTRL)  # the pistol's second shot of the round, rolled on its own
    assert len(window.services.campaign.events()) == events + 2, bar_text(window)
    assert pistol(window) == start - 2
    table_die(keys)
    keys.key(Qt.Key.Key_R, CTRL)  # a third: refused, and why
    assert len(window.services.campaign.events()) == events + 2
    assert pistol(window) == start - 2
    assert PISTOL_LIMIT in bar_text(window)
    activate(qtbot, window)
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_F)  # and F
    assert pistol(window) == start - 2
    assert bar_text(window) == PISTOL_LIMIT


def table_die(keys: Keys) -> None:
    """Ctrl+K, a 1 typed from the table: a miss at 8 tiles (no damage to offer, the focus stays)."""
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("1")


def bar_text(window) -> str:  # noqa: ANN001
    return window.statusBar().currentMessage()
