"""The odds over another fighter's result name whose roll they are: the turn passed to Shambler, the
dock kept Dana's hit (its damage still to roll) under "Next roll: Hit 2.1%", read as Dana's second
roll.  Now it reads "Shambler's roll: Hit …"; "Next roll" is for a second roll of the one who rolled."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.test_undone_roll_keys import _shoot, _window
from ui import i18n

WHOSE = {"en": "Biter's roll: ", "ru": "Бросок — Biter: ", "es": "Tirada de Biter: "}
NEXT = {"en": "Next roll: ", "ru": "Следующий бросок: ", "es": "Próxima tirada: "}


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_odds_under_another_s_result_name_whose_roll(qtbot, tmp_path, language):
    window, who = _window(qtbot, tmp_path)
    dock = _shoot(qtbot, window, "9")  # Dana hits Biter: its damage offered under the result
    QApplication.processEvents()
    try:
        assert i18n.set_language(language)
        window.set_language(language)
        QApplication.processEvents()
        qtbot.waitUntil(lambda: dock.odds_label.text().startswith(NEXT[language]))  # Dana's second roll
        activate(qtbot, window)
        window.selection.select_character(who["Biter"])  # the roller is Biter now
        qtbot.waitUntil(lambda: dock.character_id() == who["Biter"])
        QApplication.processEvents()
        assert dock.result_view.isVisible()  # Dana's hit, its damage still to roll
        qtbot.waitUntil(lambda: dock.odds_label.text().startswith(WHOSE[language]), timeout=3000)
    finally:
        window.set_language("en")
        i18n.set_language("en")
