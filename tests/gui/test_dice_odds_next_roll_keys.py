"""After a roll the dice dock's odds line is the next roll's: the form stands at the roll Ctrl+R makes
next.  «Hit 50% … − several actions 2» over «Total 9 against 9: hit» read as the odds of the roll
just made; the line now says "Next roll:" while a result shows under it, in every ruleset's dock, and
goes back to the plain odds once the result goes (another kind of roll picked)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, SHIFT, Keys
from ui import i18n

PRESETS = [("afmbe", "unisystem"), ("afmbe", "norms"), ("twdu", None), ("d10under", None), ("gridlimbs", None)]
NEXT = {"en": "Next roll: ", "ru": "Следующий бросок: ", "es": "Próxima tirada: "}


@pytest.mark.parametrize(("ruleset", "preset"), PRESETS)
def test_the_odds_over_a_result_say_they_are_the_next_roll_s(qtbot, tmp_path, ruleset, preset):
    window = campaign_window(qtbot, tmp_path, ruleset, preset)
    services = window.services
    assert services.characters.create("Ana", "pc", services.ruleset.new_sheet())
    window.selection.select_character(services.characters.characters()[0].id)
    dice = window.docks["diceDock"]
    keys = Keys(qtbot)
    activate(qtbot, window)
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    QApplication.processEvents()
    before = dice.odds_label.text()
    assert before and not before.startswith(NEXT["en"]), before
    keys.key(Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(lambda: dice.result_view.isVisible())
    QApplication.processEvents()
    assert dice.odds_label.text().startswith(NEXT["en"]), dice.odds_label.text()
    # in the GM's language too
    for code in ("ru", "es"):
        window.set_language(code)
        QApplication.processEvents()
        dice.refresh_odds()
        assert dice.odds_label.text().startswith(NEXT[code]), dice.odds_label.text()
    window.set_language("en")
    i18n.set_language("en")
    # another kind of roll: the result goes, and so does "Next roll:"
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    keys.key(Qt.Key.Key_Down)
    QApplication.processEvents()
    assert dice.result_view.isHidden()
    assert not dice.odds_label.text().startswith(NEXT["en"]), dice.odds_label.text()
