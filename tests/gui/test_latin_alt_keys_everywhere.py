"""The README's English Alt keys work in Russian and Spanish with the keyboard on its Latin layout,
for the main menu bar and every dialog: in Russian Alt+F did nothing (only Alt+Ф opened «Файл»), on
the character sheet Alt+O typed an "o" over the selected name instead of turning to the Notes page,
and in the melee groups dialog Alt+F, Alt+S and Alt+R did nothing.  Now each presses what it
presses in English, the translation's own letter still working."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QMenuBar, QPlainTextEdit

from app.services.characters import CreateCharacter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, Keys
from tests.gui.test_fight_by_keys import in_dialog
from ui import i18n

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


@pytest.fixture
def speak():  # noqa: ANN201
    """The interface in a language for one test, English again after it."""
    yield lambda lang: i18n.set_language(lang)
    i18n.set_language("en")


@pytest.mark.qt_log_ignore("This plugin does not support")
@pytest.mark.parametrize("lang", ["ru", "es"])
def test_latin_alt_f_opens_the_file_menu(qtbot, tmp_path, speak, lang):
    assert speak(lang)
    window = campaign_window(qtbot, tmp_path, "twdu")
    activate(qtbot, window)
    window.docks["charactersDock"].tree.setFocus()
    bar = window.findChild(QMenuBar)
    assert bar is not None
    file_action = bar.actions()[0]
    assert file_action.text() == {"ru": "&Файл", "es": "&Archivo"}[lang]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F, ALT)
    menu = file_action.menu()
    try:
        qtbot.waitUntil(menu.isVisible)
        assert bar.activeAction() is file_action
    finally:
        menu.close()


def ana(services) -> None:  # noqa: ANN001
    services.campaign.execute(CreateCharacter("Ana", "pc"))


def test_latin_alt_o_turns_the_russian_sheet_to_notes_and_leaves_the_name(qtbot, tmp_path, speak):
    assert speak("ru")
    window = campaign_window(qtbot, tmp_path, "twdu", before=ana)
    window.resize(1366, 768)
    dock = window.docks["charactersDock"]
    dock.select(window.services.characters.characters()[0].id)
    activate(qtbot, window)
    dock.tree.setFocus()
    keys = Keys(qtbot)
    seen: dict[str, object] = {}

    def edit(dialog) -> None:  # noqa: ANN001
        try:
            name = QApplication.focusWidget()
            assert isinstance(name, QLineEdit) and name.text() == "Ana"
            keys.key(Qt.Key.Key_O, ALT)
            seen["name"] = name.text()
            seen["focus"] = QApplication.focusWidget()
            seen["notes"] = dialog.notes
        finally:
            dialog.reject()

    in_dialog(qtbot, edit)
    keys.key(Qt.Key.Key_Return)
    assert seen["name"] == "Ana"
    assert isinstance(seen["focus"], QPlainTextEdit) and seen["focus"] is seen["notes"]


def test_latin_alt_keys_in_the_russian_melee_groups_dialog(qtbot, tmp_path, speak):
    assert speak("ru")
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    assert services.characters.create("Ann", "pc", {"agility": 6})
    assert services.characters.create("Ben", "pc", {"agility": 4})
    for i in range(1, 6):
        assert services.characters.create(f"Z{i}", "zombie", {"agility": 2})
    assert services.initiative.start([c.id for c in services.characters.characters()], name="Yard")
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
    dialog = dock.melee.dialog
    assert dialog is not None
    activate(qtbot, dialog)
    groups = {row.fighter.name: row.group for row in dialog.rows}
    assert not dialog.first_button.text().startswith("&F")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F, ALT)  # the rules' first grouping
    qtbot.waitUntil(lambda: {name: spin.value() for name, spin in groups.items()} == {
        "Ann": 1, "Ben": 2, "Z1": 1, "Z2": 1, "Z3": 1, "Z4": 2, "Z5": 2})
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S, ALT)  # the groups set
    qtbot.waitUntil(lambda: len(services.melee.groups()) == 2)
    assert dialog.groups_list.count() == 2
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R, ALT)  # the exchange: its faces asked first
    qtbot.wait(50)
    assert dialog.isVisible()
    dialog.reject()
