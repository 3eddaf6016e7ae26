"""A demo campaign just opened on a 1366×768 laptop, as Deadwatch opens it, shared by the status
line's tests: the interface's language for one test, and the window shown before the campaign."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.services.bundle import open_services
from app.services.demo import build_demo
from ui import i18n
from ui.main_window import MainWindow


@pytest.fixture
def speak():  # noqa: ANN201
    """Switches the interface to a language for one test (asserting it can); English again after it."""
    languages = []

    def switch(lang: str) -> None:
        languages.append(lang)
        assert i18n.set_language(lang)

    yield switch
    if languages:
        i18n.set_language("en")


def opened(qtbot, tmp_path, folder, ruleset: str = "gridlimbs"):  # noqa: ANN001, ANN201
    """The ruleset's demo in ``folder``, opened as Deadwatch opens it: the window on the screen
    first, at 1366×768, then the campaign."""
    folder.mkdir(parents=True)
    path = build_demo(folder / f"{ruleset}.deadwatch", ruleset, None)
    window = MainWindow(None, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.set_services(open_services(str(path)))
    for _ in range(3):
        QApplication.processEvents()
    return window
