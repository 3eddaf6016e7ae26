"""A long status message on a 1366 px laptop hid the bar's permanent fields: the campaign, the
ruleset, the session and the round stepped aside while it was up, so the GM lost the round at the
very moment an undo or a refusal spoke.  They stay now, whole, whatever message is up: the message
takes the room they leave, or reads whole just above the bar (the bar blank under it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

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
        assert bar.fontMetrics().horizontalAdvance(said) > painted_room(bar)  # longer than their room
        now = fields(window)
        assert [shown for shown, _ in now] == [True] * 4, now  # none stepped aside
        assert now[0][1] == before[0][1] and now[2:] == before[2:]  # the same words
        assert read_whole(window) == []  # each whole, none over another
        assert where_whole(window, said) == "above"  # the message whole above the bar
        # a refusal a little too long to sit beside them (Spanish: "No se escribieron suficientes…")
        window.status.show_refusal("log", TOO_FEW)
        QApplication.processEvents()
        refused = bar.currentMessage()
        assert refused == QCoreApplication.translate("log", TOO_FEW)
        assert [shown for shown, _ in fields(window)] == [True] * 4
        assert read_whole(window) == []
        assert where_whole(window, refused) in ("bar", "above")
        bar.clearMessage()
        QApplication.processEvents()
        assert fields(window) == before
    finally:
        i18n.set_language("en")
