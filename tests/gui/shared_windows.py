"""Main windows that the readability tests share: opening a window at 1366×768 on a demo and
starting its fight takes about a second, and many tests then only measure that same state.

A window is kept per (demo, language, size, fight) and only while its language is the interface's:
a switch of language first closes the windows built in the other one (a live window retranslates
itself, so a window built in English and read in Russian is not what a GM starting in Russian sees,
and retranslating several live windows at each switch costs what the sharing saves).  Tests that
change a window (drag a column, switch a layout, resize it) open their own with ``fight_window``."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings
from PySide6.QtWidgets import QApplication

from ui import i18n, open_main_window

LAPTOP = (1366, 768)


def open_window(qtbot, folder: Path, source: Path, size=LAPTOP, fight=True):  # noqa: ANN001, ANN201
    """A main window on a copy of the demo ``source`` in ``folder``, shown at ``size``; with
    ``fight``, a fight started with everyone and three copies of a zombie, rolled, first turn taken.
    Not registered with ``qtbot``: the caller closes it."""
    path = folder / source.name
    shutil.copy(source, path)
    window = open_main_window(str(path), QSettings(str(folder / "layout.ini"), QSettings.Format.IniFormat))
    window.setGeometry(0, 0, *size)
    window.show()
    qtbot.waitExposed(window)
    if fight:
        services = window.services
        services.initiative.start([c.id for c in services.characters.characters()])
        services.initiative.add_extras("Crawler", 3)
        services.initiative.roll()
        services.initiative.next_turn()
    for _ in range(3):
        QApplication.processEvents()
    return window


def close(windows) -> None:  # noqa: ANN001
    for window in windows:
        window.close()
        window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


class SharedWindows:
    """The windows a test module shares (its fixture closes them at the module's end)."""

    def __init__(self, folder_factory) -> None:  # noqa: ANN001
        self._folder = folder_factory
        self._windows: dict[tuple, object] = {}
        self._states: dict[tuple, tuple] = {}

    def speak(self, lang: str) -> None:
        """The interface in ``lang``, the windows of another language closed first."""
        if i18n.current_language() != lang:
            self.close_all()
            assert i18n.set_language(lang), lang

    def window(self, qtbot, source: Path, lang: str, size=LAPTOP, fight=True):  # noqa: ANN001, ANN201
        """The shared window on ``source`` in ``lang`` (switched to), opened on first use."""
        self.speak(lang)
        key = (str(source), lang, tuple(size), fight)
        window = self._windows.get(key)
        if window is None:
            window = self._windows[key] = open_window(qtbot, self._folder(), source, size, fight)
            self._states[key] = _state(window)
        # a test that moved a dock, resized the window or dragged a column of the fight list or
        # the log would leave the next one measuring another screen
        assert window.isVisible() and _state(window) == self._states[key], "a test changed a shared window"
        return window

    def close_all(self) -> None:
        windows, self._windows, self._states = list(self._windows.values()), {}, {}
        close(windows)


def _state(window) -> tuple:  # noqa: ANN001
    """What a test could change in a window: its size, its docks, the fight list's and the log's
    columns."""
    fight = window.docks["initiativeDock"].tree.header()
    log = window.docks["logDock"].view.horizontalHeader()
    return window.size(), window.saveState().data(), fight.saveState().data(), log.saveState().data()
