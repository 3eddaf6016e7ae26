"""A long status message on a 1366 px laptop, in Russian, Spanish and English: the undo of a long GM
note says it on the status bar's line (to its last whole word and "…" past them, whole on the
mouse and in the log), the bar as tall as ever and no dock moved; the campaign, the ruleset, the
session and the round stay, whole, beside it.  Before, the bar grew to four lines for it and the
docks jumped; before that the ruleset stepped aside for it.  Nothing is laid over the docks, their
tab rows in sight (a band above the bar once hid «Dados / Horda / Munición»)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QTabBar

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.status_said import painted_room, where_whole
from tests.gui.test_readable import demos, fight_window, gm_theme  # noqa: F401  (fixtures)
from tests.gui.test_status_labels_whole import read_whole
from ui import i18n
from ui.status_whole import MAX_LINES

NOTE = ("Dov hears steps on the stalled escalator and decides to wait behind the pharmacy counter with "
        "the katana ready, while Kit reloads the pistol by the dry fountain")
TOO_FEW = "Not enough dice typed for this roll."


def fields(window) -> list[tuple[bool, str]]:  # noqa: ANN001
    status = window.status
    labels = (status.status_campaign, status.status_ruleset, status.status_session, status.status_round)
    return [(label.isVisible(), label.text()) for label in labels]


def docks(window) -> dict[str, tuple[int, int, int, int]]:  # noqa: ANN001
    return {name: dock.geometry().getRect() for name, dock in window.docks.items() if dock.isVisible()}


def above_bar(window) -> bool:  # noqa: ANN001
    """Every dock ends above the status bar (the bar's second line is taken from them, not laid over them)."""
    top = window.statusBar().geometry().top()
    return all(dock.geometry().bottom() < top for dock in window.docks.values() if dock.isVisible())


def tabs_in_sight(window) -> list[str]:  # noqa: ANN001
    """The docks' tab rows that something covers (each tab's middle must be the tab bar's own)."""
    hidden = []
    for bar in window.findChildren(QTabBar):
        # the main window's own: the rows of tabbed docks («Dados / Horda / Munición»)
        if bar.parent() is not window or not bar.isVisible() or not any(bar.tabText(i) for i in range(bar.count())):
            continue
        for index in range(bar.count()):
            middle = bar.mapTo(window, bar.tabRect(index).center())
            if window.childAt(middle) is not bar:
                hidden.append(f"{bar.tabText(index)!r} covered by {window.childAt(middle)}")
    return hidden


@pytest.mark.parametrize("lang", ["ru", "es", "en"])
def test_the_campaign_session_and_round_stay_whole_beside_a_long_message(qtbot, tmp_path, demos, gm_theme, lang):  # noqa: F811
    assert i18n.set_language(lang)
    try:
        window = fight_window(qtbot, tmp_path, demos["twdu"])
        bar = window.statusBar()
        bar.clearMessage()
        QApplication.processEvents()
        before = fields(window)
        assert all(shown for shown, _ in before) and before[3][1], before  # the round is said
        laid, tabs = docks(window), tabs_in_sight(window)
        one_line = bar.height()
        assert tabs == [], tabs
        assert any(b.parent() is window and b.isVisible() for b in window.findChildren(QTabBar))  # rows to see
        keys = Keys(qtbot)
        window.docks["initiativeDock"].tree.setFocus()
        keys.key(Qt.Key.Key_N, CTRL | SHIFT)  # a GM note
        QApplication.focusWidget().insert(NOTE)
        keys.key(Qt.Key.Key_Return)
        keys.key(Qt.Key.Key_Escape)
        keys.key(Qt.Key.Key_Z, CTRL)  # undone: the bar says so, at length
        QApplication.processEvents()
        said = bar.currentMessage()
        assert said.endswith("by the dry fountain"), said
        assert bar.fontMetrics().horizontalAdvance(said) > painted_room(bar)  # longer than its room
        now = fields(window)
        assert now == before, now  # the campaign, the ruleset, the session and the round: the same words
        assert read_whole(window) == []  # each whole, none over another
        # on the bar's line, whole or to a last whole word and "…" (whole on the mouse and in the log)
        assert where_whole(window, said) in ("lines", "elided")
        assert bar.height() == one_line >= MAX_LINES * bar.fontMetrics().lineSpacing()  # never taller
        assert docks(window) == laid  # no dock moved for it
        assert above_bar(window) and tabs_in_sight(window) == [], tabs_in_sight(window)
        # a refusal a little too long to sit beside them (Spanish: "No se escribieron suficientes…")
        window.status.show_refusal("log", TOO_FEW)
        QApplication.processEvents()
        refused = bar.currentMessage()
        assert refused == QCoreApplication.translate("log", TOO_FEW)
        assert fields(window)[2:] == before[2:]
        assert read_whole(window) == []
        assert where_whole(window, refused) in ("bar", "lines")
        assert above_bar(window) and tabs_in_sight(window) == []
        bar.clearMessage()
        QApplication.processEvents()
        assert fields(window) == before  # back as they were
        assert bar.height() == one_line and docks(window) == laid  # nothing moved
    finally:
        i18n.set_language("en")
