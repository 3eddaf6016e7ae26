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
    "en": "You typed 3 dice; a D66 takes 2, tens first. The entry's recovery dice come with its name: type it first "
          "in \"Injury's name (read off the table)\", then the D66 with its recovery dice, or name it later (H, Name "
          "an injury).",
    "ru": "Вы ввели 3 кубика; для D66 нужно 2, сначала десятки. Кубики восстановления по строке таблицы вводятся с её "
          "названием: сначала впишите его в «Название травмы (из таблицы)», затем D66 с кубиками восстановления, или "
          "назовите её позже (H, «Назвать травму»).",
    "es": "Tecleaste 3 dados; un D66 lleva 2, primero las decenas. Los dados de recuperación de la entrada vienen con "
          "su nombre: tecléalo primero en «Nombre de la herida (leído en la tabla)», luego el D66 con sus dados de "
          "recuperación, o nómbrala más tarde (H, Nombrar una herida).",
}
#: typed in the checks dialog (Ctrl+Shift+K), which has no name field: it pointed to one "above"
SAID_IN_THE_DIALOG = {
    "en": "You typed 3 dice; a D66 takes 2, tens first. The entry's recovery dice come with its name: type the D66 "
          "here and name the entry after it (H, Name an injury), or type the name and all the dice together in the "
          "dice dock's \"Critical injury (D66)\".",
    "ru": "Вы ввели 3 кубика; для D66 нужно 2, сначала десятки. Кубики восстановления по строке таблицы вводятся с её "
          "названием: введите здесь D66 и назовите строку после (H, «Назвать травму») или введите название и все "
          "кубики вместе в панели кубиков, «Критическая травма (D66)».",
    "es": "Tecleaste 3 dados; un D66 lleva 2, primero las decenas. Los dados de recuperación de la entrada vienen con "
          "su nombre: teclea aquí el D66 y nombra la entrada después (H, Nombrar una herida), o teclea el nombre y "
          "todos los dados juntos en «Herida crítica (D66)» del panel de dados.",
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


def test_the_checks_dialog_names_the_dice_typed_and_no_field_it_has_not(qtbot, tmp_path):
    """Ctrl+Shift+K, "5 2 3" typed in the dialog's own field: it said "(3 typed)" (read as a 3 typed) and
    pointed to a name field "above" the dialog has not; now the count typed, and where the name goes."""
    window, _ben = broken_ben(qtbot, tmp_path)
    log = window.docks["logDock"].model
    before = log.rowCount()
    said = {}

    def type_faces(language: str) -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None and dialog.objectName() == "checksDueDialog"
        qtbot.keyClicks(dialog.faces_edit, "5 2 3")
        qtbot.keyClick(dialog.faces_edit, Qt.Key.Key_Return)
        said[language] = dialog.refusal.isVisible() and dialog.refusal.text()
        qtbot.keyClick(dialog.faces_edit, Qt.Key.Key_Escape)

    try:
        for language in ("en", "ru", "es"):
            window.set_language(language)
            settle()
            activate(qtbot, window)
            QTimer.singleShot(0, lambda language=language: type_faces(language))
            qtbot.keyClick(window, Qt.Key.Key_K, CTRL_SHIFT)
            settle()
    finally:
        window.set_language("en")
        i18n.set_language("en")
    assert said == SAID_IN_THE_DIALOG, said
    assert log.rowCount() == before  # nothing written
