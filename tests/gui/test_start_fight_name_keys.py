"""The Start-fight dialog (Ctrl+Shift+F) as a first-night GM met it: the hint said "Up and Down
move" but Down in the name field did nothing; a living zombie stood unticked with no word why; and
in the dark theme a ticked box was a red square with no tick mark.  Now Up and Down in the name move
in the list, the focus with them (it stayed in the name, and Space there typed a space instead of
ticking the row the cursor was on: issues 40/41), the hint says the players' characters are ticked
and Space ticks another, and a ticked box shows a white tick on its red."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor

from tests.gui.helpers import campaign_window, when_dialog_opens
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_start_fight_ticks import party, ticks
from ui.dialogs.fight_dialogs import RosterDialog
from ui.themes import apply_theme

WHY = {"en": "the players' characters are ticked", "ru": "персонажи игроков отмечены",
       "es": "los personajes de los jugadores ya están marcados"}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_down_in_the_name_moves_in_the_list_and_the_hint_says_who_is_ticked(qtbot, tmp_path, code):
    from ui.i18n import set_language

    seen: dict[str, object] = {}

    def by_keys(dialog: RosterDialog) -> None:
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab, SHIFT)  # from who fights back to the name
        assert dialog.focusWidget() is dialog.name
        qtbot.keyClicks(dialog.name, "Mall")
        qtbot.keyClick(dialog.name, Qt.Key.Key_Down)  # the list, its next row
        for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Up):
            qtbot.keyClick(dialog.focusWidget(), key)
        seen["row"] = dialog.list.currentItem().text().split(" — ")[0]
        seen["focus"] = dialog.focusWidget() is dialog.list
        seen["name"] = dialog.name.text()
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Space)  # ticks the row the cursor is on
        seen["after"] = ticks(dialog)
        seen["hint"] = dialog.hint.text()
        dialog.reject()

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "d10under", before=party)
        window.resize(1366, 768)
        when_dialog_opens(by_keys)
        window.docks["initiativeDock"].tree.setFocus()
        Keys(qtbot).key(Qt.Key.Key_F, CTRL | SHIFT)
        qtbot.waitUntil(lambda: "after" in seen)
        assert seen["row"] == "Shambler 1" and seen["focus"] and seen["name"] == "Mall"
        assert seen["after"] == {"Kit": True, "Dov": True, "Shambler 1": True, "Shambler 2": False}
        assert WHY[code] in str(seen["hint"])
        assert QCoreApplication.translate("RosterDialog", "Who fights (Up and Down move, Space ticks, "
                                          "Ctrl+A ticks everyone):") not in str(seen["hint"])
    finally:
        set_language("en")


def test_a_ticked_box_shows_a_tick_mark_in_the_dark_theme(qtbot, qapp, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under", before=party)
    apply_theme(qapp, "dark")
    fill = QColor("#c0392b")

    def mark(c: QColor) -> bool:
        return min(c.red(), c.green(), c.blue()) > 200
    try:
        dialog = RosterDialog(window.services.characters.characters(), parent=window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        item = dialog.list.item(0)
        assert item.checkState() == Qt.CheckState.Checked  # Kit, a player's character
        image = dialog.list.viewport().grab(dialog.list.visualItemRect(item)).toImage()
        red = [(x, y) for y in range(image.height()) for x in range(image.width() // 3)
               if image.pixelColor(x, y) == fill]
        assert red, "the ticked box's fill"
        xs, ys = [x for x, _ in red], [y for _, y in red]
        inside = [image.pixelColor(x, y) for y in range(min(ys), max(ys) + 1) for x in range(min(xs), max(xs) + 1)]
        assert sum(1 for colour in inside if mark(colour)) >= 6, "a tick mark on the box"
        dialog.reject()
    finally:
        qapp.setStyleSheet("")
        qapp.setProperty("deadwatchTheme", None)
