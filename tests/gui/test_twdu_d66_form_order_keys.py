"""twdu, es, 1366×768: the dice dock's D66 form of a critical injury reads as the GM reads it — who
(«Tira»), then what is rolled («Tipo de tirada», then the injury's name read off the table), then the
dice typed from the table — and Tab walks it in that order, from «Tira» to the typed dice."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_afmbe_dice_reach import choose_kind
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_twdu_critical_injury_roll_keys import broken_ben
from ui import i18n


def _top(widget) -> int:  # noqa: ANN001
    return widget.mapTo(widget.window(), QPoint(0, 0)).y()


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("language", ["es", "en"])
def test_the_d66_form_reads_who_what_then_the_dice_and_tab_follows(qtbot, tmp_path, language):
    window, _ben = broken_ben(qtbot, tmp_path)
    try:
        window.resize(1366, 768)
        window.set_language(language)
        settle()
        dice = choose_kind(qtbot, window, "Herida crítica (D66)" if language == "es" else "Critical injury (D66)")
        name = dice.form.inputs["injury_name"]
        order = [dice.character_combo, dice.kind_combo, name, dice.faces_edit]
        tops = [_top(w) for w in order]
        assert tops == sorted(tops) and len(set(tops)) == len(tops), tops
        dice.character_combo.setFocus()
        reached = []
        for _ in range(30):
            focus = QApplication.focusWidget()
            if focus in order and focus not in reached:
                reached.append(focus)
            if focus is dice.faces_edit:
                break
            qtbot.keyClick(focus, Qt.Key.Key_Tab)
        assert reached == order, [w.objectName() for w in reached]
    finally:
        window.set_language("en")
        i18n.set_language("en")
