"""A long status message on a 1366 px laptop hid the bar's permanent fields: the campaign, the
ruleset, the session and the round stepped aside while it was up, so the GM lost the round at the
very moment an undo or a refusal spoke.  The session and the round stay now, whole, whatever
message is up; the ruleset (then the campaign's word, then the campaign) gives way whole for the
message, never cut, and comes back when it goes.  A message longer than its room is painted on the
bar's one line to its last whole word, whole in the bar's tooltip and (an undo) in the log: it was
shown wrapped in a band above the bar, which hid the docks' tab rows («Dados / Horda / Munición»,
«Registro de la sesión / Historial») until it cleared.  The docks do not move and their tab rows
stay in sight."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QTabBar

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.status_said import painted_room, where_whole
from tests.gui.test_readable import demos, fight_window, gm_theme  # noqa: F401  (fixtures)
from tests.gui.test_status_labels_whole import read_whole
from ui import i18n

NOTE = ("Dov hears steps on the stalled escalator and decides to wait behind the pharmacy counter with "
        "the katana ready, while Kit reloads the pistol by the dry fountain")
TOO_FEW = "Not enough dice typed for this roll."


def fields(window) -> list[tuple[bool, str]]:  # noqa: ANN001
    status = window.status
    labels = (status.status_campaign, status.status_ruleset, status.status_session, status.status_round)
    return [(label.isVisible(), label.text()) for label in labels]


def docks(window) -> dict[str, tuple[int, int, int, int]]:  # noqa: ANN001
    return {name: dock.geometry().getRect() for name, dock in window.docks.items() if dock.isVisible()}


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
        assert now[2:] == before[2:], now  # the session and the round: shown, the same words
        for (shown, text), (_, was) in zip(now[:2], before[:2], strict=True):
            assert not shown or text in (was, window.services.campaign.campaign.name), text  # whole or aside
        assert read_whole(window) == []  # each whole, none over another
        assert where_whole(window, said) == "elided"  # to its last whole word, whole in the tooltip
        assert docks(window) == laid and tabs_in_sight(window) == [], tabs_in_sight(window)
        # a refusal a little too long to sit beside them (Spanish: "No se escribieron suficientes…")
        window.status.show_refusal("log", TOO_FEW)
        QApplication.processEvents()
        refused = bar.currentMessage()
        assert refused == QCoreApplication.translate("log", TOO_FEW)
        assert fields(window)[2:] == before[2:]
        assert read_whole(window) == []
        assert where_whole(window, refused) in ("bar", "elided")
        assert docks(window) == laid and tabs_in_sight(window) == []
        bar.clearMessage()
        QApplication.processEvents()
        assert fields(window) == before  # back as they were
    finally:
        i18n.set_language("en")
