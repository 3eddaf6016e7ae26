"""The checks dialog (Ctrl+Shift+K) says the dice of the check picked as the ruleset declares them,
and what Enter does with none typed: it sets the check up in the dice dock (it said "Enter rolls
here", but the GM's Enter only moved the check to the dock, a second Enter rolled it).
AFMBE unisystem's Survival check (d10 + WIL + CON) read "type the table's dice below (a D66: two
dice, tens first)", placeholder "e.g. 5 2 (tens first)": it is one d10, and one more after a 10 or a
1 (the rule of 10 and the rule of 1); "10 4" typed there is read so.  twdu's critical injury keeps
its D66, tens first.  In English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.test_afmbe_check_typed_dice_keys import CHECKS, _dying_ann
from tests.gui.test_afmbe_dice_reach import last_log_line
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_twdu_critical_injury_roll_keys import broken_ben

HEADING = {
    "en": "Pick a check, type the table's dice below (a d10; after a 10 or a 1, one more) and press Enter; "
          "with none typed, Enter sets it up in the dice dock: type its dice there, or Ctrl+R rolls it.",
    "ru": "Выберите проверку, введите ниже кубики со стола (один d10; после 10 или 1 — ещё один) и нажмите Enter; "
          "если ничего не введено, Enter готовит её в панели кубиков: введите там кубики или нажмите Ctrl+R, "
          "чтобы бросить её.",
    "es": "Elige un chequeo, escribe abajo los dados de la mesa (un d10; tras un 10 o un 1, uno más) y pulsa Intro; "
          "sin nada escrito, Intro lo prepara en el panel de dados: escribe allí sus dados o pulsa Ctrl+R para "
          "tirarlo.",
}
EXAMPLE = {
    "en": "e.g. 7 (after a 10 or a 1, the next die too: 10 4)",
    "ru": "например, 7 (после 10 или 1 — и следующий кубик: 10 4)",
    "es": "p. ej., 7 (tras un 10 o un 1, también el siguiente dado: 10 4)",
}


def _open(qtbot, window, seen, faces=""):
    def look(dialog) -> None:
        assert dialog.objectName() == "checksDueDialog"
        seen["heading"] = dialog.layout().itemAt(0).widget().text()
        # the example whole, wrapped under the field (as the field's hint the Spanish one was cut «…»)
        hint = dialog.faces_hint
        seen["example"] = hint.text() if hint.isVisible() and hint.wordWrap() else ""
        seen["placeholder"] = dialog.faces_edit.placeholderText()
        seen["inside"] = hint.geometry().right() <= dialog.width()
        seen["focus"] = dialog.focusWidget() is dialog.faces_edit
        if faces:
            qtbot.keyClicks(dialog.faces_edit, faces)
            qtbot.keyClick(dialog.faces_edit, Qt.Key.Key_Return)
        else:
            qtbot.keyClick(dialog.faces_edit, Qt.Key.Key_Escape)

    when_dialog_opens(look)
    activate(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_K, CHECKS)
    settle()


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_the_survival_check_says_a_d10_not_a_d66(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window, _ann = _dying_ann(qtbot, tmp_path)
        seen: dict[str, object] = {}
        _open(qtbot, window, seen)
        assert seen["focus"] is True
        assert seen["heading"] == HEADING[code]
        assert seen["example"] == EXAMPLE[code]
        assert seen["placeholder"] == "" and seen["inside"] is True
        assert "D66" not in str(seen["heading"]) and "D66" not in str(seen["example"])
    finally:
        set_language("en")


def test_the_example_s_faces_are_read_as_it_says(qtbot, tmp_path):
    window, _ann = _dying_ann(qtbot, tmp_path)  # a Survival check at −2
    seen: dict[str, object] = {}
    _open(qtbot, window, seen, "10 4")
    line = last_log_line(window)
    assert line.startswith("Ann rolls Survival check with table dice"), line
    # the 10, then the 4 rolled again for it (nothing over 5 to add): 10 + WIL 2 + CON 3 − 2
    assert "Survival check: 13 against 9" in line and "Unisystem rule of ten: again 4" in line, line


def test_the_critical_injury_keeps_its_d66_tens_first(qtbot, tmp_path):
    window, _ben = broken_ben(qtbot, tmp_path)
    seen: dict[str, object] = {}
    _open(qtbot, window, seen)
    assert seen["heading"] == ("Pick a check, type the table's dice below (a D66: two dice, tens first) and press "
                               "Enter; with none typed, Enter sets it up in the dice dock: type its dice there, or "
                               "Ctrl+R rolls it.")
    assert seen["example"] == "e.g. 5 2 (tens first)"


def test_enter_with_none_typed_does_what_the_heading_says(qtbot, tmp_path):
    window, _ann = _dying_ann(qtbot, tmp_path)
    seen: dict[str, object] = {}
    before = last_log_line(window)

    def enter(dialog) -> None:
        seen["heading"] = dialog.layout().itemAt(0).widget().text()
        seen["label"] = dialog.faces_label.text()
        qtbot.keyClick(dialog.faces_edit, Qt.Key.Key_Return)

    when_dialog_opens(enter)
    activate(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_K, CHECKS)
    dock = window.docks["diceDock"]
    qtbot.waitUntil(dock.faces_edit.hasFocus)
    assert "Enter sets it up in the dice dock" in str(seen["heading"]) and "rolls here" not in str(seen["heading"])
    assert seen["label"] == "&Dice from the table (empty: typed in the dice dock):"
    assert last_log_line(window) == before  # nothing rolled: set up, as it says
    assert dock.kind_combo.currentText() == "Survival check"
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # as it says: rolled
    assert last_log_line(window).startswith("Ann rolls Survival check:")
