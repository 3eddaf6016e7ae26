"""The players' screen never takes the GM's keyboard: F5 shows it on the projector and the next N
still passes the turn; on the projector it takes no keys at all; as a window on the GM's screen, a
key pressed on it (the GM clicked it to move it) goes back to the GM's window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.keycount import Keys
from tests.gui.test_player_display import make, screen


def fight(qtbot, tmp_path):  # noqa: ANN001, ANN201
    window, services, ana, rook = make(qtbot, tmp_path)
    activate(qtbot, window)
    services.initiative.start([ana, rook])
    services.initiative.roll()
    assert services.initiative.current() is not None
    tree = window.docks["initiativeDock"].tree
    tree.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tree)
    return window, services, tree


def turn_of(services) -> str:  # noqa: ANN001
    return services.initiative.current().name


def test_f5_leaves_the_keyboard_with_the_gm(qtbot, tmp_path):
    window, services, tree = fight(qtbot, tmp_path)
    display = window.player.display
    keys = Keys(qtbot)
    first = turn_of(services)
    keys.key(Qt.Key.Key_F5)
    qtbot.waitUntil(display.isVisible)
    assert display.screen().name() == "Projector" and display.isFullScreen()
    assert display.windowFlags() & Qt.WindowType.WindowDoesNotAcceptFocus  # clicked there, it takes no keys
    for _ in range(5):  # whatever the window system does after the show
        QApplication.processEvents()
    assert QApplication.activeWindow() is window
    assert QApplication.focusWidget() is tree
    keys.key(Qt.Key.Key_N)
    assert turn_of(services) != first  # the turn passed: N reached the GM's window
    keys.key(Qt.Key.Key_F5)  # and F5 again takes the display away
    qtbot.waitUntil(lambda: not display.isVisible())
    assert keys.presses == 3


def test_a_key_pressed_on_the_display_goes_to_the_gm(qtbot, tmp_path):
    window, services, tree = fight(qtbot, tmp_path)
    display = window.player.display
    window.player.move_to(screen("Laptop"))  # a window beside the GM's, with no projector
    qtbot.waitUntil(display.isVisible)
    assert not display.isFullScreen() and not display.windowFlags() & Qt.WindowType.WindowDoesNotAcceptFocus
    display.activateWindow()  # the GM clicked the players' screen
    qtbot.waitUntil(display.isActiveWindow)
    first = turn_of(services)
    qtbot.keyClick(display, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # the GM's window has the keys again
    qtbot.waitUntil(lambda: turn_of(services) != first)  # and N passed the turn all the same
    assert QApplication.focusWidget() is tree
    display.activateWindow()
    qtbot.waitUntil(display.isActiveWindow)
    qtbot.keyClick(display, Qt.Key.Key_B)  # the display's own key stays its own
    assert display.stack.currentWidget() is display.black
    assert turn_of(services) != first and len(services.initiative.combatants(services.initiative.encounter().id)) == 2


def test_f5_says_in_the_status_bar_where_the_players_screen_is(qtbot, tmp_path):
    """F5 answered nothing on the GM's screen (the players' window opens on the projector, out of
    sight): the status bar says it is on, and on which screen, then off."""
    window, services, tree = fight(qtbot, tmp_path)
    display = window.player.display
    bar = window.statusBar()
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_F5)
    qtbot.waitUntil(display.isVisible)
    size = screen("Projector").geometry()
    assert bar.currentMessage() == f"Player display on: screen 2 ({size.width()}×{size.height()})"
    keys.key(Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: not display.isVisible())
    assert bar.currentMessage() == "Player display off"
    assert keys.presses == 2


@pytest.mark.parametrize(("lang", "said"), [("ru", "экран 2 (1920×1080)"), ("es", "pantalla 2 (1920×1080)")])
def test_f5_names_the_players_screen_in_the_gm_s_language(qtbot, tmp_path, lang, said):
    """F5 said «Pantalla de jugadores encendida: pantalla Projector»: Qt's own name of the screen
    («pantalla screen» on some systems). It says the screen's number and size, in the GM's words, and
    View → the screens' menu numbers them alike (Qt's name beside the number, never alone)."""
    from ui.i18n import set_language

    assert set_language(lang)
    try:
        window, services, tree = fight(qtbot, tmp_path)
        display = window.player.display
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_F5)
        qtbot.waitUntil(display.isVisible)
        message = window.statusBar().currentMessage()
        assert message.endswith(said) and "Projector" not in message, message
        menu = [action.text() for action in window.player.screen_menu.actions()]
        assert [text.split(":")[0] for text in menu] == (["Экран 1", "Экран 2"] if lang == "ru"
                                                          else ["Pantalla 1", "Pantalla 2"]), menu
        assert [action.isChecked() for action in window.player.screen_menu.actions()] == [False, True]
        keys.key(Qt.Key.Key_F5)
        qtbot.waitUntil(lambda: not display.isVisible())
    finally:
        set_language("en")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Player display on: screen 1 (1600×1000), in front of this window: Alt+Tab comes back here, F5 closes it"),
    ("ru", "Экран игроков включён: экран 1 (1600×1000), поверх этого окна: Alt+Tab — вернуться сюда, F5 — закрыть"),
    ("es", "Pantalla de jugadores encendida: pantalla 1 (1600×1000), delante de esta ventana: Alt+Tab vuelve aquí, "
           "F5 la cierra"),
])
def test_f5_with_one_screen_brings_the_players_screen_in_front(qtbot, tmp_path, monkeypatch, lang, said):
    """A laptop alone: F5 said "Player display on: screen 1 (1366×768)" but the players' window opened
    behind the console, unseen until Alt+Tab.  With one screen it comes in front, active, and the bar
    says how to come back; F5 pressed on it (the GM's key goes on to the console) takes it away."""
    from ui.i18n import set_language

    assert set_language(lang)
    try:
        window, services, tree = fight(qtbot, tmp_path)
        laptop = screen("Laptop")
        monkeypatch.setattr(QGuiApplication, "screens", staticmethod(lambda: [laptop]))  # no projector
        display = window.player.display
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_F5)
        qtbot.waitUntil(display.isVisible)
        assert display.screen() is laptop and not display.isFullScreen()
        qtbot.waitUntil(display.isActiveWindow)  # in front of the console, the window system's focus on it
        assert QApplication.activeWindow() is display
        assert window.statusBar().currentMessage() == said
        qtbot.keyClick(display, Qt.Key.Key_F5)  # pressed on the players' screen: handed to the console
        qtbot.waitUntil(lambda: not display.isVisible())
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # the console back, its keys its own
        assert QApplication.focusWidget() is tree
    finally:
        set_language("en")
