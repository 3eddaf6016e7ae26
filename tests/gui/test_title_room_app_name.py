"""The handouts' player question is wide enough for its title as the title bar shows it, with the
application's name Qt adds ("Какому игроку? — Deadwatch" was cut to "Какому игр… Deadwatch")."""

from __future__ import annotations

import math

from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QApplication

from ui.dialogs.handouts_dialog import PlayerQuestion
from ui.dialogs.title_room import TITLE_SCALE


def test_the_player_question_has_room_for_its_title_and_the_apps_name(qtbot, monkeypatch):
    monkeypatch.setattr(QGuiApplication, "applicationDisplayName", staticmethod(lambda: "Deadwatch"))
    dialog = PlayerQuestion(["Ana Reyes", "Ben"])
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Which player?"
    font = QFont(QApplication.font(dialog))
    font.setBold(True)
    whole = math.ceil(QFontMetrics(font).horizontalAdvance("Which player? — Deadwatch") * TITLE_SCALE)
    assert dialog.minimumWidth() >= whole + 4 * 28
