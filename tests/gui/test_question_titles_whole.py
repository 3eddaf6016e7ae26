"""Issue 40: short questions showed their titles cut by the window manager at 1366×768: the
initiative's "Iniciativa … eadwatch" (a number asked for in a dialog as narrow as its field) and a
declaration's "Rook заявляет де…твие".  Each is now at least as wide as its title bar needs for the
title, the application's name Qt adds, the window's icon and its buttons."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from app.rules.base import Choice
from app.services.demo import build_demo
from tests.gui.helpers import when_dialog_opens
from tests.gui.shared_windows import LAPTOP, open_window
from ui import i18n
from ui.dialogs.fight_dialogs import DeclareDialog
from ui.dialogs.title_room import TITLE_SCALE


def whole_title(dialog: QWidget) -> int:
    """The title bar's width for the title and " — Deadwatch" in bold, beside 4 buttons of 28 px."""
    font = QFont(QApplication.font(dialog))
    font.setBold(True)
    return math.ceil(QFontMetrics(font).horizontalAdvance(f"{dialog.windowTitle()} — Deadwatch") * TITLE_SCALE) + 4 * 28


@pytest.fixture
def named(monkeypatch):  # noqa: ANN001, ANN201
    monkeypatch.setattr(QGuiApplication, "applicationDisplayName", staticmethod(lambda: "Deadwatch"))


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_initiative_question_shows_its_title_whole(qtbot, tmp_path, named, lang):  # noqa: ARG001
    assert i18n.set_language(lang)
    (tmp_path / "demo").mkdir()
    source = build_demo(tmp_path / "demo" / "afmbe-norms.deadwatch", "afmbe", "norms")
    window = open_window(qtbot, tmp_path, source, LAPTOP)
    seen: dict[str, int] = {}
    try:
        dock = window.docks["initiativeDock"]

        def measure(dialog: QWidget) -> None:
            seen["title"], seen["width"], seen["needed"] = dialog.windowTitle(), dialog.width(), whole_title(dialog)
            seen["min"] = dialog.minimumWidth()
            dialog.reject()

        when_dialog_opens(measure)
        dock.flows.enter_value()  # E on the fight list: the initiative of the one chosen
        assert seen, "no question"
        assert seen["title"] == {"en": "Initiative", "ru": "Инициатива", "es": "Iniciativa"}[lang]
        assert seen["width"] >= seen["needed"], seen
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_declaration_shows_its_title_whole(qtbot, named, lang):  # noqa: ARG001
    try:
        assert i18n.set_language(lang)
        dialog = DeclareDialog("Rook", [Choice("cover", "Take cover"), Choice("other", "Other")])
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.width() >= whole_title(dialog), (dialog.windowTitle(), dialog.width())
    finally:
        i18n.set_language("en")
