"""The character sheet after the language is switched live (the Language menu): the README's
English Alt+W (the Weapons page in English) turns the Spanish sheet to «Armas», whether the console
started in English or in Russian — it typed a "w" over the selected name instead, the page's English
letter being one the sheet gives its pages itself, not one of the catalog's.  And Esc after an edit
asks before it throws the edit away (it discarded it silently)."""

from __future__ import annotations

import traceback

import pytest
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox

from app.services.characters import CreateCharacter
from tests.gui.helpers import activate, campaign_window, this_test
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


def gently_active(qtbot, window) -> None:  # noqa: ANN001
    """``window`` asked to be the active one and waited for, a moment; unlike ``activate`` nothing
    else is hidden to get there (on a loaded machine that hid the sheet under its question)."""
    window.activateWindow()
    try:
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=1500)
    except Exception:  # noqa: BLE001 - the platform did not make it active: the keys go to it anyway
        pass


#: what answered the last question: the button pressed, or the code that hid it (said by a failure)
HOW: list[str] = []


class _HideWatch(QObject):
    """Notes the Python code under which a question was hidden (a button press names itself)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Hide:
            HOW.append("hidden under: " + " / ".join(line.strip().replace("\n", " ")
                                                     for line in traceback.format_stack()[-8:-1]))
        return False


def watch_how_it_closes(box: QMessageBox) -> None:
    box.buttonClicked.connect(lambda button: HOW.append(f"pressed {button.text()!r}"))
    watch = _HideWatch(box)
    box.installEventFilter(watch)


def answer_by_keys(qtbot, key, modifiers=Qt.KeyboardModifier.NoModifier) -> list[str]:  # noqa: ANN001
    """Arranged before the key that may ask: the sheet's question, once it is up, answered by ``key``
    pressed in it as the GM would; the questions asked.  A question the key leaves open is noted
    ("left open") and closed, so the test fails instead of hanging."""
    asked: list[str] = []
    running = this_test()
    HOW.clear()
    tries = [200]  # 2 s for the question to come up; none (Esc without an edit): nothing to answer

    def left_open(box: QMessageBox) -> None:
        if box.isVisible():
            asked.append("left open")
            box.done(0)

    def poll() -> None:
        box = QApplication.activeModalWidget()
        if not running():
            return
        if not isinstance(box, QMessageBox):
            tries[0] -= 1
            if tries[0] > 0:
                QTimer.singleShot(10, poll)
            return
        asked.append(box.text())
        watch_how_it_closes(box)
        QTimer.singleShot(3000, box, lambda: left_open(box))
        gently_active(qtbot, box)
        HOW.append(f"the keys went with {type(QApplication.activeWindow()).__name__} active, "
                   f"{type(QApplication.focusWidget()).__name__} the focus")
        # Enter at the box itself presses its default button, as Qt's dialogs do (a loaded machine
        # left the application's focus in the sheet under it, where Enter saves the sheet, or on
        # another of the box's buttons); a letter with Alt goes where the box's focus is
        qtbot.keyClick(box if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) else (box.focusWidget() or box),
                       key, modifiers)

    QTimer.singleShot(0, poll)
    return asked


def sheet_of(services) -> tuple[str, dict]:  # noqa: ANN001
    row = services.characters.characters()[0]
    return row.name, dict(row.sheet)


@pytest.mark.parametrize("start", ["en", "ru"])
def test_esc_after_an_edit_asks_before_throwing_it_away(qtbot, tmp_path, speak, start):
    window = sheet_window(qtbot, tmp_path, speak, start)
    before = sheet_of(window.services)
    keys = Keys(qtbot)
    seen: dict[str, object] = {}

    def edit(dialog) -> None:  # noqa: ANN001
        try:
            keys.type("Zoe")  # over the selected name
            seen["keep"] = answer_by_keys(qtbot, Qt.Key.Key_Return)  # Enter: the default, «Seguir editando»
            keys.key(Qt.Key.Key_Escape)
            seen["open"] = dialog.isVisible()
            seen["name"] = dialog.name.text()
            gently_active(qtbot, dialog)  # the question gone, the sheet has the keys again
            seen["throw"] = answer_by_keys(qtbot, Qt.Key.Key_D, ALT)  # «&Descartar»
            keys.key(Qt.Key.Key_Escape)
            seen["closed"] = not dialog.isVisible()
        finally:
            dialog.done(0)

    in_dialog(qtbot, edit)
    keys.key(Qt.Key.Key_F2)
    question = "¿Descartar los cambios hechos en esta hoja?"
    assert seen == {"keep": [question], "open": True, "name": "Zoe", "throw": [question], "closed": True}, HOW
    assert sheet_of(window.services) == before  # nothing saved: Ana as she was


def test_esc_without_an_edit_closes_the_sheet_at_once(qtbot, tmp_path, speak):
    sheet_window(qtbot, tmp_path, speak, "ru")
    keys = Keys(qtbot)
    seen: dict[str, object] = {}

    def edit(dialog) -> None:  # noqa: ANN001
        try:
            keys.key(Qt.Key.Key_W, ALT)  # a page turned is no edit
            seen["asked"] = answer_by_keys(qtbot, Qt.Key.Key_Return)  # were it asked: Enter keeps the sheet
            keys.key(Qt.Key.Key_Escape)
            seen["closed"] = not dialog.isVisible()
        finally:
            dialog.done(0)

    in_dialog(qtbot, edit)
    keys.key(Qt.Key.Key_F2)
    assert seen == {"closed": True, "asked": []}


def test_the_sheet_closed_by_the_window_after_an_edit_asks_nothing(qtbot, tmp_path, speak):
    """Closed from the code (the window going, the campaign changed under it), not by the GM's Esc,
    Cancel or close button: the sheet goes without a question no one is there to answer."""
    window = sheet_window(qtbot, tmp_path, speak, "en")
    before = sheet_of(window.services)
    keys = Keys(qtbot)
    seen: dict[str, object] = {}

    def edit(dialog) -> None:  # noqa: ANN001
        try:
            keys.type("Zoe")
            seen["asked"] = answer_by_keys(qtbot, Qt.Key.Key_Return)  # were it asked: Enter keeps the sheet
            dialog.close()
            seen["closed"] = not dialog.isVisible()
        finally:
            dialog.done(0)

    in_dialog(qtbot, edit)
    keys.key(Qt.Key.Key_F2)
    assert seen == {"closed": True, "asked": []}
    assert sheet_of(window.services) == before


@pytest.mark.parametrize("start", ["en", "ru"])
def test_an_alt_letter_no_key_takes_types_nothing_over_the_name(qtbot, tmp_path, speak, start):
    """Alt+X (no page, button or field of the Spanish sheet underlines an X, nor does the English
    one) and Alt+J: the name stays «Ana» (it became "x", and Enter would have saved it so)."""
    sheet_window(qtbot, tmp_path, speak, start)
    keys = Keys(qtbot)
    seen: dict[str, object] = {}

    def edit(dialog) -> None:  # noqa: ANN001
        try:
            name = QApplication.focusWidget()
            assert isinstance(name, QLineEdit) and name.text() == "Ana"
            keys.key(Qt.Key.Key_X, ALT)
            keys.key(Qt.Key.Key_J, ALT)
            seen["name"] = name.text()
            keys.type("b")  # a plain letter still types, over the selected name
            seen["typed"] = name.text()
        finally:
            dialog.done(0)

    in_dialog(qtbot, edit)
    keys.key(Qt.Key.Key_F2)
    assert seen == {"name": "Ana", "typed": "b"}
