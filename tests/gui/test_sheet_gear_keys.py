"""The sheet's Gear tab at 1366×768 by keys: each weapon's and item's name shows whole in its cell
in every language ("Machete", not "achete": the name column was only as wide as its short heading,
"Arma", beside long ones), and Page Down in a table's name scrolls the page, which only the mouse's wheel
scrolled (the table kept the key to move among rows all in sight)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QScrollArea, QStyle, QTabWidget

from app.services.characters import CreateCharacter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, Keys
from tests.gui.test_fight_by_keys import in_dialog

WEAPONS = ("Machete", "Hunting rifle", "Sawn-off shotgun", "Crowbar", "Knife")
GEAR = ("Rope", "Flashlight", "First aid kit", "Binoculars")


@pytest.fixture(autouse=True)
def gm_theme(qapp):  # noqa: ANN001, ANN201
    """The theme the GM sees (its 11 pt type, as Deadwatch starts): Qt's default font measured
    smaller and let the cut name pass."""
    from ui.themes import apply_theme

    apply_theme(qapp, "dark")
    yield
    qapp.setStyleSheet("")


def ana(services) -> None:  # noqa: ANN001
    sheet = services.ruleset.new_sheet()
    sheet["weapons"] = [{"name": n, "kind": "close", "bonus": 1, "damage": 2, "range": "short", "ammo": 0}
                        for n in WEAPONS]
    sheet["gear"] = [{"name": n, "skill": "survival", "bonus": 1} for n in GEAR]
    services.campaign.execute(CreateCharacter("Ana", "pc", sheet))


def cut_names(dialog) -> list[str]:  # noqa: ANN001
    """The names typed in a table's cells that do not show whole."""
    out = []
    for editor in dialog.tables:
        for edit in editor.table.findChildren(QLineEdit):
            frame = edit.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, edit)
            room = edit.width() - 2 * frame - 4
            if edit.text() and edit.fontMetrics().horizontalAdvance(edit.text()) > room:
                out.append(f"{edit.text()!r} in {room} px")
    return out


@pytest.mark.parametrize("code", ["es", "ru", "en"])
def test_the_gear_tab_shows_names_whole_and_page_down_scrolls_it(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "twdu", before=ana)
        window.resize(1366, 768)
        dock = window.docks["charactersDock"]
        dock.select(window.services.characters.characters()[0].id)
        activate(qtbot, window)
        dock.tree.setFocus()
        keys = Keys(qtbot)
        seen: dict[str, object] = {}

        def gear(dialog) -> None:  # noqa: ANN001
            try:
                keys.key(Qt.Key.Key_Tab, CTRL)
                keys.key(Qt.Key.Key_Tab, CTRL)  # the Gear tab: its armor first, then the weapons
                for _ in range(6):  # Tab on to the first weapon's name
                    if isinstance(QApplication.focusWidget(), QLineEdit):
                        break
                    keys.key(Qt.Key.Key_Tab)
                focus = QApplication.focusWidget()
                assert isinstance(focus, QLineEdit) and focus.text() == WEAPONS[0]
                page = dialog.findChild(QTabWidget).currentWidget()
                assert isinstance(page, QScrollArea) and page.isAncestorOf(focus)
                seen["cut"] = cut_names(dialog)
                seen["before"] = page.verticalScrollBar().value()
                seen["most"] = page.verticalScrollBar().maximum()
                keys.key(Qt.Key.Key_PageDown)
                seen["after"] = page.verticalScrollBar().value()
                keys.key(Qt.Key.Key_PageUp)
                seen["back"] = page.verticalScrollBar().value()
            finally:
                dialog.reject()

        in_dialog(qtbot, gear)
        keys.key(Qt.Key.Key_F2)
        assert seen["cut"] == []
        assert seen["most"] > 0  # the page is taller than the dialog at 1366×768
        assert seen["after"] > seen["before"] == 0
        assert seen["back"] == 0
    finally:
        set_language("en")
