"""twdu: the roster's (or Ctrl+Shift+K's) "Critical injury (D66)", then "3 5 4" Enter, the D66 with
its entry's recovery die typed before the entry was named: refused with "This roll takes 2 × d6; 3
typed.", which said not why (typed after the name it went through).  Now the refusal says to type
the D66's two dice now and that the recovery dice come once the entry is named, in each language;
nothing is written; "3 5" then rolls the D66."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_twdu_critical_injury_roll_keys import CTRL_SHIFT, broken_ben
from ui import i18n

SAID = {
    "en": "Type the D66's two dice now, tens first (3 typed); the entry's recovery dice come after you name the "
          "entry: its name above first, then the D66 with its recovery dice, or name it later (H, Name an injury).",
    "ru": "Сейчас введите два кубика D66, сначала десятки (введено: 3); кубики восстановления по строке таблицы "
          "вводятся, когда строка названа: сначала её название выше, затем D66 с кубиками восстановления, или "
          "назовите её позже (H, «Назвать травму»).",
    "es": "Teclea ahora los dos dados del D66, primero las decenas (3 tecleados); los dados de recuperación de la "
          "entrada vienen cuando la nombras: primero su nombre arriba, luego el D66 con sus dados de recuperación, "
          "o nómbrala más tarde (H, Nombrar una herida).",
}


def _faces_for_the_d66(qtbot, window):  # noqa: ANN001, ANN202
    """Ctrl+Shift+K, Enter on the D66 due: the dice dock's faces field has the focus."""

    def enter() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None and dialog.objectName() == "checksDueDialog"
        qtbot.keyClick(dialog.list, Qt.Key.Key_Return)

    activate(qtbot, window)
    QTimer.singleShot(0, enter)
    qtbot.keyClick(window, Qt.Key.Key_K, CTRL_SHIFT)
    settle()
    focus = QApplication.focusWidget()
    assert focus is not None and focus.objectName() == "facesEdit", focus
    return focus


def test_the_d66_typed_with_a_recovery_die_before_the_name_says_why(qtbot, tmp_path):
    window, _ben = broken_ben(qtbot, tmp_path)
    log = window.docks["logDock"].model
    before = log.rowCount()
    said = {}
    try:
        for language in ("en", "ru", "es"):
            window.set_language(language)
            settle()
            faces = _faces_for_the_d66(qtbot, window)
            faces.clear()
            qtbot.keyClicks(faces, "3 5 4")
            qtbot.keyClick(faces, Qt.Key.Key_Return)
            settle()
            said[language] = window.statusBar().currentMessage()
    finally:
        window.set_language("en")
        i18n.set_language("en")
    assert said == SAID, said
    assert log.rowCount() == before  # nothing written
    faces = _faces_for_the_d66(qtbot, window)
    faces.clear()
    qtbot.keyClicks(faces, "3 5")
    qtbot.keyClick(faces, Qt.Key.Key_Return)
    settle()
    assert "D66 35 (3 tens, 5 units)" in last_log_line(window), last_log_line(window)
