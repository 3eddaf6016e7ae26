"""First night at 1366×768 (keys only): while the turn timer showed, the status bar cut its fields at a
word («Кампания: Ходячие…», «Правила: The Walking Dead…», «Reglamento: The Walking Dead Universe,
el…»).  Now the least needed give way whole where the room is short: the ruleset first, then the
campaign's word «Campaña:», then the campaign; what gave way is in the tooltip of a field still
shown, and every field shown reads whole; the timer, the session and the round stay."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from tests.gui.helpers import activate
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_readable import demos, fight_window, gm_theme  # noqa: F401  (fixtures)
from tests.gui.test_status_labels_whole import read_whole
from ui import i18n


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_with_the_turn_timer_up_the_fields_give_way_whole(qtbot, tmp_path, demos, gm_theme, lang):  # noqa: F811
    assert i18n.set_language(lang)
    try:
        window = fight_window(qtbot, tmp_path, demos["twdu"])
        status, bar = window.status, window.statusBar()
        wholes = {"campaign": status.status_campaign.accessibleName(),  # their words (short forms on a laptop)
                  "ruleset": status.status_ruleset.accessibleName()}
        activate(qtbot, window)
        window.docks["initiativeDock"].tree.setFocus()
        Keys(qtbot).key(Qt.Key.Key_T, CTRL | ALT)  # the turn timer for the one acting
        bar.clearMessage()
        for _ in range(3):
            QApplication.processEvents()
        timer = window.findChild(QLabel, "turnTimerLabel")
        assert timer is not None and timer.isVisible() and timer.text()
        assert status.status_session.isVisible() and status.status_round.isVisible()
        assert read_whole(window) == []
        shown = [w for w in bar.findChildren(QLabel) if w.parent() is bar and w.isVisible()]
        assert not [w.text() for w in shown if w.text().endswith("…")], [w.text() for w in shown]
        name = window.services.campaign.campaign.name
        campaign = status.status_campaign
        assert not campaign.isVisible() or campaign.text() in (wholes["campaign"], name), campaign.text()
        tips = "\n".join(w.toolTip() for w in shown)
        for key, label in (("ruleset", status.status_ruleset), ("campaign", campaign)):
            if not label.isVisible():  # gave way: whole on the mouse over a field still shown
                assert wholes[key] in tips, (key, tips)
        assert not status.status_ruleset.isVisible()  # the least needed went first
    finally:
        i18n.set_language("en")
