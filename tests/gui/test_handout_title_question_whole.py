"""Session → Handouts, Shift+Ins: a picture's title is asked in a small question whose title bar
cut its words: «Título del …eadwatch», «Заголо…watch».  The question is now as wide as its title
and the application's name the title bar adds need, in every language, on a 1366×768 laptop."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QLineEdit

from tests.gui.helpers import campaign_window
from tests.gui.test_handouts_undo_and_titles import opened
from tests.gui.test_question_titles_whole import named, whole_title  # noqa: F401  (fixture)
from ui import i18n
from ui.dialogs.title_room import shown_title

TITLES = {"en": "Handout title — Deadwatch", "ru": "Заголовок материала — Deadwatch",
          "es": "Título del material — Deadwatch"}


@pytest.mark.parametrize("code", ["ru", "es", "en"])
def test_the_picture_s_title_question_shows_its_title_whole(qtbot, tmp_path, named, code):  # noqa: F811, ARG001
    picture = QImage(64, 48, QImage.Format.Format_RGB32)
    picture.fill(QColor("#3a5f8a"))
    assert picture.save(str(tmp_path / "h.png"))
    assert i18n.set_language(code)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        window.resize(1366, 768)
        dialog = opened(qtbot, window)
        dialog.ask_file = lambda: str(tmp_path / "h.png")
        seen: dict[str, object] = {}

        def look() -> None:
            question = QApplication.activeModalWidget()
            if question is None or question is dialog:  # not open yet
                QTimer.singleShot(20, look)
                return
            seen["title"] = shown_title(question)
            seen["width"], seen["needed"] = question.width(), whole_title(question)
            seen["offered"] = question.findChild(QLineEdit).text()
            question.reject()

        QTimer.singleShot(0, look)
        qtbot.keyClick(dialog.list, Qt.Key.Key_Insert, Qt.KeyboardModifier.ShiftModifier)
        qtbot.waitUntil(lambda: "title" in seen, timeout=5_000)
    finally:
        i18n.set_language("en")
    assert seen["title"] == TITLES[code] and seen["offered"] == "h"
    assert seen["width"] >= seen["needed"], seen
