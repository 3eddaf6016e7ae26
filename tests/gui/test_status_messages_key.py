"""A long status message read whole by keys on a 1366 px laptop, in Russian, Spanish and English:
refusals and undo lines ended at «…» on the bar's one line, their whole words only in a tooltip
(«Персонаж Ben Okafor: 2 пайка на 3 дня — добавьте…»), out of a keyboard GM's reach.  Ctrl+M
(View → Status messages…) opens the last messages whole, the newest under the cursor; Esc closes
it and the focus goes back where it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QPlainTextEdit

from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, Keys
from tests.gui.status_said import painted_room
from tests.gui.test_readable import demos, fight_window, gm_theme  # noqa: F401  (fixtures)
from ui import i18n
from ui.status_whole import GAP

RATIONS = ("{name} has {count} {count|ration|rations} for {days} {days|day|days}: add rations on the sheet, or "
           "clear the box of one who had no food; nothing changed.")
REDO = "Redo: “{action}” can no longer be redone: an action taken after its undo ended it."


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["ru", "es", "en"])
def test_ctrl_m_shows_the_last_messages_whole(qtbot, tmp_path, demos, gm_theme, lang):  # noqa: F811
    assert i18n.set_language(lang)
    try:
        window = fight_window(qtbot, tmp_path, demos["twdu"])
        bar = window.statusBar()
        rations = i18n.plural(QCoreApplication.translate("log", RATIONS), name="Ben Okafor", count=2, days=3)
        redo = QCoreApplication.translate("MainWindow", REDO).format(action="Damage to Mia Chen")
        alert = "Mia Chen: " + rations  # an alert the bar shortens
        window.status.show_alert(alert)
        bar.showMessage(redo, 10000)
        bar.showMessage(rations, 10000)
        settle()
        metrics = bar.fontMetrics()
        assert metrics.horizontalAdvance(rations) > painted_room(bar), "longer than the bar's line: the case at hand"
        whole = window.status.whole
        more = whole.more()  # after the bar's «…» it names the key that reads the message whole
        assert more == {"ru": "Ctrl+M — прочесть целиком", "es": "Ctrl+M lo muestra entero",
                        "en": "Ctrl+M reads it whole"}[lang], more
        lines = whole.lines()
        assert lines[-1].endswith("…"), lines
        assert metrics.horizontalAdvance(lines[-1] + GAP + more) <= painted_room(bar), (lines, more)
        activate(qtbot, window)
        tree = window.docks["initiativeDock"].tree
        tree.setFocus()
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_M, CTRL)
        settle()
        text = QApplication.focusWidget()
        assert isinstance(text, QPlainTextEdit) and text.objectName() == "statusMessagesText"
        shown = text.toPlainText()
        for said in (rations, redo, "⚠ " + alert):  # each whole, the alert too (not its «(…)» form)
            assert said in shown, (said, shown)
        assert shown.index(redo) < shown.rindex(rations)  # the newest last ...
        assert text.textCursor().block().text().endswith(rations)  # ... under the cursor
        keys.key(Qt.Key.Key_Escape)
        settle()
        assert not text.isVisible()
        assert QApplication.focusWidget() is tree  # back where the GM was
    finally:
        i18n.set_language("en")
