"""twdu: a character with two critical injuries taken unnamed showed two chips alike, "Critical
injury" and "Critical injury", and one button "Critical injury (D66)": which one did it roll for?
(issue 40).  Each injury whose D66 waits now has its own numbered chip ("Critical injury #1", "#2"),
and the button says which it rolls ("Critical injury (D66) for #1"); once rolled, the other's roll
is offered, in the GM's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.unit.services.twdu_party import set_state, twdu_services
from ui import i18n, open_main_window

WORDS = {  # the chips, the button before the first roll, the button once it is rolled
    "en": ("Critical injury #1", "Critical injury #2", "Critical injury (D66) for #1", "Critical injury (D66)"),
    "ru": ("Критическая травма №1", "Критическая травма №2", "Критическая травма (D66) для №1",
           "Критическая травма (D66)"),
    "es": ("Herida crítica n.º 1", "Herida crítica n.º 2", "Herida crítica (D66) para la n.º 1",
           "Herida crítica (D66)"),
}
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _chips(cell) -> str:  # noqa: ANN001
    """The row's badges as the GM reads them."""
    return QTextDocumentFragment.fromHtml(cell.badges.text()).toPlainText().replace("\xa0", " ")


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_two_unnamed_injuries_have_their_own_chips_and_the_d66_says_which(qtbot, tmp_path, code):
    assert i18n.set_language(code)
    try:
        services, ids = twdu_services(tmp_path)
        ben = ids["Ben"]
        assert services.characters.damage(ben, {"damage": 3, "armor": False})  # Broken: an unnamed injury
        injury = services.characters.character(ben).state["injuries"][0]
        set_state(services, ben, injuries=[injury, dict(injury)])  # a second one, before either was rolled
        path = services.campaign.store.path
        services.close()
        window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        activate(qtbot, window)
        services = window.services
        window.selection.select_character(ben)
        settle()
        dock = window.docks["charactersDock"]
        cell = dock.checks(ben)
        chip_one, chip_two, button, after = WORDS[code]
        assert cell is not None and chip_one in _chips(cell) and chip_two in _chips(cell), _chips(cell)
        assert [b.text() for b in cell.check_buttons.values()] == [button]
        seen: list[str] = []

        def enter() -> None:
            dialog = QApplication.activeModalWidget()
            assert dialog is not None and dialog.objectName() == "checksDueDialog"
            seen.extend(dialog.list.item(i).text() for i in range(dialog.list.count()))
            qtbot.keyClick(dialog.list, Qt.Key.Key_Return)

        QTimer.singleShot(0, enter)
        qtbot.keyClick(window, Qt.Key.Key_K, CTRL_SHIFT)  # the checks due, by keys: the same words
        settle()
        assert seen == [button], seen
        focus = QApplication.focusWidget()
        assert focus is not None and focus.objectName() == "facesEdit", focus
        qtbot.keyClick(focus, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # the first one's D66
        settle()
        state = services.characters.character(ben).state
        assert state["injuries"][0]["description"].startswith("D66 ") and not state["injuries"][1].get("description")
        cell = dock.checks(ben)
        assert cell is not None and [b.text() for b in cell.check_buttons.values()] == [after]
        assert chip_two not in _chips(cell), _chips(cell)  # one left to roll: no number needed
    finally:
        i18n.set_language("en")
