"""The character sheet after the language is switched live (the Language menu): the README's
English Alt+W (the Weapons page in English) turns the Spanish sheet to «Armas», whether the console
started in English or in Russian — it typed a "w" over the selected name instead, the page's English
letter being one the sheet gives its pages itself, not one of the catalog's.  And Esc after an edit
asks before it throws the edit away (it discarded it silently)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox

from app.services.characters import CreateCharacter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, Keys
from tests.gui.test_fight_by_keys import in_dialog
from ui import i18n


@pytest.fixture
def speak():  # noqa: ANN201
    """The interface in a language for one test, English again after it."""
    yield lambda lang: i18n.set_language(lang)
    i18n.set_language("en")


def ana(services) -> None:  # noqa: ANN001
    services.campaign.execute(CreateCharacter("Ana", "pc"))


def sheet_window(qtbot, tmp_path, speak, start):  # noqa: ANN001, ANN201
    """An AFMBE campaign opened in ``start``, switched to Spanish from the Language menu, the roster
    on Ana (Ctrl+1, Home: F2 opens her sheet)."""
    assert speak(start)
    window = campaign_window(qtbot, tmp_path, "afmbe", before=ana)
    window.resize(1366, 768)
    window.language_actions["es"].trigger()  # the Language menu, live
    assert i18n.current_language() == "es"
    dock = window.docks["charactersDock"]
    dock.select(window.services.characters.characters()[0].id)
    activate(qtbot, window)
    dock.tree.setFocus()
    return window


@pytest.mark.parametrize("start", ["en", "ru"])
def test_latin_alt_w_turns_the_spanish_sheet_to_its_weapons_after_a_live_switch(qtbot, tmp_path, speak, start):
    sheet_window(qtbot, tmp_path, speak, start)
    keys = Keys(qtbot)
    seen: dict[str, object] = {}

    def edit(dialog) -> None:  # noqa: ANN001
        try:
            name = QApplication.focusWidget()
            assert isinstance(name, QLineEdit) and name.text() == "Ana"
            keys.key(Qt.Key.Key_W, ALT)
            seen["name"] = name.text()
            seen["page"] = dialog.tabs.tabText(dialog.tabs.currentIndex())
        finally:
            dialog.reject()

    in_dialog(qtbot, edit)
    keys.key(Qt.Key.Key_F2)
    assert seen["name"] == "Ana"
    assert seen["page"] == "A&rmas"


def answer_by_keys(qtbot, monkeypatch, key, modifiers=Qt.KeyboardModifier.NoModifier):  # noqa: ANN001, ANN201
    """The sheet's question answered by ``key``, as the GM would; the questions asked."""
    asked: list[str] = []

    def answer(box: QMessageBox) -> int:
        asked.append(box.text())
        box.setWindowModality(Qt.WindowModality.NonModal)  # not modal: no other waiting hook takes it
        box.show()
        qtbot.waitExposed(box)
        box.activateWindow()
        qtbot.waitUntil(box.isActiveWindow)
        qtbot.keyClick(QApplication.focusWidget() or box, key, modifiers)
        try:
            qtbot.waitUntil(lambda: box.clickedButton() is not None, timeout=2000)
        finally:
            box.hide()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    return asked


@pytest.mark.parametrize("start", ["en", "ru"])
def test_esc_after_an_edit_asks_before_throwing_it_away(qtbot, tmp_path, monkeypatch, speak, start):
    window = sheet_window(qtbot, tmp_path, speak, start)
    keys = Keys(qtbot)
    asked = answer_by_keys(qtbot, monkeypatch, Qt.Key.Key_Return)  # Enter: the default, "Seguir editando"
    seen: dict[str, object] = {}

    def edit(dialog) -> None:  # noqa: ANN001
        try:
            keys.type("Zoe")  # over the selected name
            keys.key(Qt.Key.Key_Escape)
            seen["open"] = dialog.isVisible()
            seen["name"] = dialog.name.text()
            answer_by_keys(qtbot, monkeypatch, Qt.Key.Key_D, ALT)  # «&Descartar»
            activate(qtbot, dialog)  # the question gone, the sheet has the keys again
            keys.key(Qt.Key.Key_Escape)
            seen["closed"] = not dialog.isVisible()
        finally:
            dialog.done(0)

    in_dialog(qtbot, edit)
    keys.key(Qt.Key.Key_F2)
    assert asked == ["¿Descartar los cambios hechos en esta hoja?"]
    assert seen == {"open": True, "name": "Zoe", "closed": True}
    assert [c.name for c in window.services.characters.characters()] == ["Ana"]


def test_esc_without_an_edit_closes_the_sheet_at_once(qtbot, tmp_path, monkeypatch, speak):
    sheet_window(qtbot, tmp_path, speak, "ru")
    keys = Keys(qtbot)
    asked = answer_by_keys(qtbot, monkeypatch, Qt.Key.Key_Return)
    seen: dict[str, bool] = {}

    def edit(dialog) -> None:  # noqa: ANN001
        try:
            keys.key(Qt.Key.Key_W, ALT)  # a page turned is no edit
            keys.key(Qt.Key.Key_Escape)
            seen["closed"] = not dialog.isVisible()
        finally:
            dialog.done(0)

    in_dialog(qtbot, edit)
    keys.key(Qt.Key.Key_F2)
    assert seen == {"closed": True}
    assert asked == []
