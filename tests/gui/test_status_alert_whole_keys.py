"""AFMBE norms at 1366×768: Father Tom damaged below zero by keys (D, 35, Enter) raised an alert the
status bar cut mid-word, "…The Norms rules give no survival roll: “Lose even more and you di"; then
the bar grew to the alert's four lines and the docks above jumped.  The bar keeps its height: the
alert reads in red on it, whole where it fits, else with its details given up for "(…)" (never cut
mid-word), every word of it on the bar's tooltip (and on the row's badge); no dock moves.  (Below
zero the alert is now the GM's call: dies, as the text says, or kept alive.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import ids
from tests.gui.test_characters_dock import damage_with_keyboard
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.status_whole import MAX_LINES


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_a_long_alert_reads_whole_in_the_bar_with_its_words_on_the_tooltip(qtbot, tmp_path, language):
    try:
        assert i18n.set_language(language)
        window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
        window.resize(1366, 768)
        QApplication.processEvents()
        bar_height = window.statusBar().height()
        services = window.services
        assert services.characters.create("Father Tom", "pc", {"str": 2, "con": 2})  # 26 Life Points
        tom = ids(window)["Father Tom"]
        window.docks["charactersDock"].select(tom)
        activate(qtbot, window)
        damage_with_keyboard(qtbot, window, 35)
        QApplication.processEvents()
        bar = window.statusBar()
        text = bar.currentMessage()
        condition = QCoreApplication.translate("rules", "Below zero: the GM's call")
        detail = QCoreApplication.translate("rules", "dies, as the text says, or kept alive, unconscious")
        said = QCoreApplication.translate("CharactersDock", "{name}: {condition}").format(
            name="Father Tom", condition=condition)  # «Недееспособность: Father Tom» in Russian
        assert text.startswith(f"⚠ {said} (") and (detail in text or text.endswith("(…)")), text
        lines = window.status.whole.lines()
        assert " ".join(lines) == " ".join(text.split()) and len(lines) <= MAX_LINES, lines  # whole on the bar
        assert bar.height() >= len(lines) * bar.fontMetrics().lineSpacing()
        tip = bar.toolTip()
        assert tip.startswith(f"⚠ {said} (") and detail in tip, tip
        assert "8b1e1e" in bar.styleSheet()  # still an alert
        assert bar.height() == bar_height  # the bar as tall as before it: no dock moved
    finally:
        i18n.set_language("en")
