"""Issue 40, twdu, Time passes (Ctrl+Shift+T), 2 days, Mia Chen dying of a lethal injury, in the GM's
theme: Tab to the first one's days eaten and Down, and the line of what that costs appears under his
box.  Before, the dialog kept its height: its question lost its third line, "Whoever ate…" overlapped
"Mia Chen: lethal injury…", letters cut.  Now the dialog lays itself out again, every line whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from app.services.game_time import Meal
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.dialogs.rations_ask import RationsDialog


def cut_or_overlapping(dialog: RationsDialog) -> list[str]:
    labels = sorted((label for label in dialog.findChildren(QLabel) if label.isVisible() and label.text()),
                    key=lambda label: label.mapTo(dialog, label.rect().topLeft()).y())
    bad = [label.text() for label in labels if label.height() < label.heightForWidth(label.width())]
    for upper, lower in zip(labels, labels[1:], strict=False):
        bottom = upper.mapTo(dialog, upper.rect().bottomLeft()).y()
        if lower.mapTo(dialog, lower.rect().topLeft()).y() <= bottom and lower.x() < upper.x() + upper.width() \
                and upper.x() < lower.x() + lower.width():
            bad.append(f"{upper.text()!r} over {lower.text()!r}")
    return bad


@pytest.mark.parametrize("lang", ["ru", "en", "es"])
def test_a_cost_line_appearing_lays_the_dialog_out_again(qtbot, lang, gm_theme):  # noqa: F811
    assert i18n.set_language(lang)
    try:
        meals = [Meal(1, "Ana Reyes", True, False, 3), Meal(2, "Ben Okafor", True, False, 4),
                 Meal(3, "Mia Chen", True, False, 2), Meal(4, "Rook", True, False, 5)]
        dialog = RationsDialog(None, meals, 2, [("Mia Chen", "1 day")])
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        QApplication.processEvents()
        assert cut_or_overlapping(dialog) == []
        first = QApplication.focusWidget() or dialog
        qtbot.keyClick(first, Qt.Key.Key_Tab)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
        for _ in range(3):
            QApplication.processEvents()
        notes = [label for label in dialog.findChildren(QLabel, "rationsNote") if label.isVisible()]
        assert len(notes) == 1, "the cost line shown"
        assert cut_or_overlapping(dialog) == []
        dialog.close()
    finally:
        i18n.set_language("en")
