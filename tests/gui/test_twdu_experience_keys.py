"""twdu experience by keys: the roster's character selected, F9 opens Experience on that character
(not the roster's first); the GM awards points and spends them on a skill at the cost entered, the
dialog saying why a skill at its highest cannot be raised; the sheet shows the points left; Ctrl+Z
takes the raise back.  The roster's context menu offers Experience on a player character too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from tests.gui.helpers import activate, campaign_window, this_test, when_dialog_opens


def _party(services) -> None:  # noqa: ANN001
    services.characters.create("Ana", "pc", {"medicine": 5})
    services.characters.create("Ben", "pc", {"scout": 2, "medicine": 5})
    services.characters.create("Walker", "zombie")


def _ids(window) -> dict[str, int]:  # noqa: ANN001
    return {c.name: c.id for c in window.services.characters.characters()}


def _spend_by_keys(qtbot, dialog, seen) -> None:  # noqa: ANN001
    seen["who"] = dialog.who.currentText()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)
    dialog.award_points.setFocus()
    qtbot.keyClick(dialog.award_points, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dialog.award_points, "6")
    qtbot.keyClick(dialog.award_points, Qt.Key.Key_Tab)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)  # Award
    seen["awarded"] = dialog.findChild(QLabel, "unspentLabel").text()
    combo = dialog.raise_combo
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_End)
    seen["at_highest"] = (combo.currentText(), dialog.message.text(), dialog.spend_button.isEnabled())
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    while combo.currentData() != "scout":
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    dialog.cost.setFocus()
    qtbot.keyClick(dialog.cost, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dialog.cost, "5")
    qtbot.keyClick(dialog.cost, Qt.Key.Key_Tab)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)  # Spend
    seen["left"] = (dialog.findChild(QLabel, "unspentLabel").text(), dialog.message.text())


def test_f9_on_the_selected_character_awards_and_spends_and_the_sheet_shows_what_is_left(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=_party)
    services = window.services
    ids = _ids(window)
    dock = window.docks["charactersDock"]
    dock.select(ids["Ben"])
    dock.tree.setFocus()
    seen: dict = {}

    def inside(dialog) -> None:  # noqa: ANN001
        try:
            _spend_by_keys(qtbot, dialog, seen)
        finally:
            dialog.reject()

    when_dialog_opens(inside)
    qtbot.keyClick(dock.tree, Qt.Key.Key_F9)
    assert seen["who"] == "Ben"  # the roster's selected character, not Ana
    assert seen["awarded"] == "6"
    assert seen["at_highest"] == ("Medicine 5", "This skill is at its highest level, 5.", False)
    assert seen["left"] == ("1", "Raised: Scout 2 → 3.")
    assert services.characters.character(ids["Ben"]).sheet["scout"] == 3
    assert services.characters.character(ids["Ana"]).sheet["scout"] == 0
    lines = [e.text for e in services.campaign.events() if e.kind == "experience"]
    assert lines == ["{name} earns {points} experience points ({unspent} unspent)",
                     "{name} raises {what} for {cost} points ({unspent} left)"]

    shown = {}

    def sheet(dialog) -> None:  # noqa: ANN001
        shown["derived"] = dialog.findChild(QLabel, "derivedLabel").text()
        dialog.reject()

    when_dialog_opens(sheet)
    activate(qtbot, window)  # the offscreen platform gives the focus back to no window by itself
    dock.tree.setFocus()
    qtbot.keyClick(dock.tree, Qt.Key.Key_F2)
    assert "Experience: 1 unspent point" in shown["derived"].splitlines(), shown

    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert services.characters.character(ids["Ben"]).sheet["scout"] == 2
    assert services.experience.ledger(ids["Ben"])["unspent"] == 6


# a popup menu on the offscreen platform: it cannot raise itself or grab the keyboard
@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_the_roster_context_menu_offers_experience_on_a_player_character_only(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=_party)
    ids = _ids(window)
    dock = window.docks["charactersDock"]
    offered = {}
    running = this_test()
    for name in ("Ben", "Walker"):
        dock.select(ids[name])
        activate(qtbot, window)

        def look(name: str = name) -> None:
            menu = QApplication.activePopupWidget()
            if menu is None:
                if running():  # (no later test's menu)
                    QTimer.singleShot(10, look)
                return
            offered[name] = "Experience…" in [a.text() for a in menu.actions()]
            menu.close()

        QTimer.singleShot(0, look)
        dock.tree.customContextMenuRequested.emit(QPoint(5, 5))
    assert offered == {"Ben": True, "Walker": False}


def test_enter_acts_where_the_focus_is_the_picked_raise_stays_and_ctrl_z_undoes_inside(qtbot, tmp_path):
    """A GM typed a cost and pressed Enter: it awarded (the dialog's default button) instead of
    spending; after a spend the list went back to its first skill, so a second Space raised that."""

    def party(services) -> None:  # noqa: ANN001
        services.characters.create("Ana Reyes", "pc", {"medicine": 1})
        services.experience.award(services.characters.characters()[0].id, 10)

    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    services = window.services
    ana = _ids(window)["Ana Reyes"]
    dock = window.docks["charactersDock"]
    dock.select(ana)
    dock.tree.setFocus()
    seen: dict = {}

    def inside(dialog) -> None:  # noqa: ANN001
        try:
            qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)
            unspent = dialog.findChild(QLabel, "unspentLabel")
            combo = dialog.raise_combo
            combo.setFocus()
            qtbot.keyClick(combo, Qt.Key.Key_Home)
            while combo.currentData() != "medicine":
                qtbot.keyClick(combo, Qt.Key.Key_Down)
            seen["listed"] = combo.currentText()
            qtbot.keyClick(combo, Qt.Key.Key_Tab)  # to the cost
            cost = QApplication.focusWidget()
            qtbot.keyClick(cost, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            qtbot.keyClicks(cost, "2")
            qtbot.keyClick(cost, Qt.Key.Key_Return)  # spends, not awards
            seen["enter in cost"] = (unspent.text(), dialog.message.text(), combo.currentText())
            qtbot.keyClick(cost, Qt.Key.Key_Tab)  # to Spend
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)  # the same skill again
            seen["space again"] = (unspent.text(), dialog.message.text(), combo.currentText())
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            seen["undone"] = (unspent.text(), combo.currentText())
            qtbot.keyClick(combo, Qt.Key.Key_Return)  # Enter in the raise list spends too
            seen["enter in list"] = unspent.text()
            dialog.award_points.setFocus()
            qtbot.keyClick(dialog.award_points, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            qtbot.keyClicks(dialog.award_points, "4")
            qtbot.keyClick(dialog.award_points, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the last raise
            seen["undone in a field"] = (unspent.text(), dialog.message.text())
            qtbot.keyClick(dialog.award_points, Qt.Key.Key_Enter)  # awards
            seen["awarded"] = unspent.text()
            seen["open"] = dialog.isVisible()
        finally:
            dialog.reject()

    when_dialog_opens(inside)
    qtbot.keyClick(dock.tree, Qt.Key.Key_F9)
    assert seen["listed"] == "Medicine 1 → 2"
    assert seen["enter in cost"] == ("8", "Raised: Medicine 1 → 2.", "Medicine 2 → 3")
    assert seen["space again"] == ("6", "Raised: Medicine 2 → 3.", "Medicine 3 → 4")
    assert seen["undone"] == ("8", "Medicine 2 → 3")
    assert seen["enter in list"] == "6"
    assert seen["undone in a field"] == ("8", "Undo: Ana Reyes raises Medicine 2 → 3")
    assert seen["awarded"] == "12" and seen["open"]
    assert services.characters.character(ana).sheet["medicine"] == 2
    assert services.experience.ledger(ana)["unspent"] == 12
