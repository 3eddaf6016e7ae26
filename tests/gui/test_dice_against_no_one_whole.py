"""The dice dock's "Against" box read "(no character: nothing to a" at 1366×768 (RU «…нечего
применя», ES «(ningún personaje: nad»): its no-character entry is now short, "(no one)", and read
whole in the box in English, Russian and Spanish; the full meaning is in its tooltip and the box's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

from tests.gui.helpers import campaign_window

MAKAROV = {"name": "Makarov pistol", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8}
SHORT = {"en": "(no one)", "ru": "(никто)", "es": "(nadie)"}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_the_no_one_entry_is_read_whole_at_1366(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "d10under")
        window.resize(1366, 768)
        services = window.services
        sheet = services.ruleset.new_sheet()
        sheet.update(agility=7, perception=8, weapons=[MAKAROV])
        assert services.characters.create("Vera", "pc", sheet)
        assert services.characters.create("Biter", "zombie", {**services.ruleset.new_sheet(), "agility": 2})
        who = {c.name: int(c.id) for c in services.characters.characters()}
        window.selection.select_character(who["Vera"])
        dock = window.docks["diceDock"]
        window.show()
        qtbot.waitExposed(window)
        dock.show()
        dock.raise_()
        dock.ensure_built()
        box = dock.opponent_combo
        for index in range(dock.kind_combo.count()):  # a roll at someone: the box is shown
            dock.kind_combo.setCurrentIndex(index)
            if box.isVisibleTo(window):
                break
        qtbot.waitUntil(box.isVisible)
        box.setCurrentIndex(0)
        # as narrow as the window lets the dock be, beside the map or the fight list
        window.resizeDocks([dock], [dock.least_width()], Qt.Orientation.Horizontal)
        qtbot.wait(50)
        text = box.currentText()
        assert text == SHORT[code]
        option = QStyleOptionComboBox()
        box.initStyleOption(option)
        field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                           QStyle.SubControl.SC_ComboBoxEditField, box)
        assert box.fontMetrics().horizontalAdvance(text) <= field.width(), (text, field.width())
        meaning = QCoreApplication.translate(
            "DiceDock", "No character: the roll goes at nothing (a door, a lock), its result applied to no one")
        assert box.itemData(0, Qt.ItemDataRole.ToolTipRole) == meaning
        assert SHORT[code] in box.toolTip()
    finally:
        set_language("en")
