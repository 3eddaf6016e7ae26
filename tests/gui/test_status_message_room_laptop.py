"""On a 1366 px laptop the status bar's message has ~700 px beside the permanent fields, in Russian,
Spanish and English, on its one line: in Russian «Кампания: Бросок под характеристику: ночь в депо»
and «Правила: Бросок d10 под характеристику» in full left it ~350 px, and a refusal ended at «…»
a few words in.  The fields take short forms (the campaign's name alone, a die for the ruleset),
their words whole on the mouse and to a screen reader; the session and the round stay."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from tests.gui.status_said import painted_room, where_whole
from tests.gui.test_readable import demos, fight_window, gm_theme  # noqa: F401  (fixtures)
from tests.gui.test_status_labels_whole import read_whole
from ui import i18n

#: a refusal of some length (the dice dock's): whole on the bar's line beside the fields
REFUSAL = ("Not enough dice typed for this roll: type one die for each die of the pool, then press "
           "Enter.")


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["ru", "es", "en"])
@pytest.mark.parametrize("ruleset", ["d10under", "twdu"])
def test_the_message_has_700_px_beside_the_fields_on_a_laptop(qtbot, tmp_path, demos, gm_theme, lang, ruleset):  # noqa: F811
    assert i18n.set_language(lang)
    try:
        window = fight_window(qtbot, tmp_path, demos[ruleset])
        bar = window.statusBar()
        status = window.status
        bar.showMessage(REFUSAL)
        settle()
        assert bar.width() == 1366
        assert painted_room(bar) >= 700, [(w.text(), w.width()) for w in (
            status.status_campaign, status.status_ruleset, status.status_session, status.status_round)]
        assert where_whole(window, REFUSAL) == "bar"  # on its one line, whole
        assert read_whole(window) == []  # every field shown whole, none over another
        assert status.status_session.isVisible() and status.status_round.isVisible()
        tips = "\n".join(label.toolTip() for label in (status.status_campaign, status.status_ruleset,
                                                        status.status_session, status.status_round)
                         if label.isVisible())
        for label in (status.status_campaign, status.status_ruleset):  # their words on the mouse, whole
            said = label.accessibleName()
            assert said.startswith((QCoreApplication.translate("MainWindow", "Campaign: {name}")[:4],
                                    QCoreApplication.translate("MainWindow", "Ruleset: {name}")[:4])), said
            assert label.text() == said or said in tips, (label.text(), said, tips)
        assert window.services.campaign.campaign.name in status.status_campaign.accessibleName()
        fields = [label.text() for label in (status.status_campaign, status.status_ruleset) if label.isVisible()]
        bar.clearMessage()
        settle()
        assert [label.text() for label in (status.status_campaign, status.status_ruleset)
                if label.isVisible()] == fields  # the same with no message up
        assert painted_room(bar) >= 700
    finally:
        i18n.set_language("en")
