"""twdu: while a push waits for its dice, the odds block showed a fresh roll's odds ("Next roll: Win
the duel 41.7% …", ru «Следующий бросок: …», es «Próxima tirada: …») and the typed-dice field said
"Faces of Walker's roll" for Ben's push of his side.  Now both say the push: its own exact odds (the
dice not showing a success pushed), as its button had them, and the pusher's name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tests.gui.helpers import campaign_window
from tests.gui.keycount import Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, roll_faces, tab_to
from ui import i18n

SAID = {
    "en": ("Ben's push: ", "Faces of Ben's push", "Next roll"),
    "ru": ("Форсирование — Ben: ", "Ben: грани форсирования", "Следующий бросок"),
    "es": ("Tirada forzada de Ben: ", "Dados forzados de Ben", "Próxima tirada"),
}


def _duel(qtbot, tmp_path, faces: str):  # noqa: ANN202
    """The walker's duel at Ben, the dice typed, in the window's language."""
    def before(services):  # noqa: ANN001, ANN202
        sheet = services.ruleset.new_sheet()
        assert services.characters.create("Walker", "npc", {**sheet, "strength": 3, "close_combat": 0})
        assert services.characters.create("Ben", "pc", {**sheet, "strength": 2, "close_combat": 1})

    window = campaign_window(qtbot, tmp_path, "twdu", before=before)
    window.selection.select_character(ids(window)["Walker"])
    dock = choose_kind(qtbot, window, QCoreApplication.translate("rules", "Duel"))
    tab_to(qtbot, dock.opponent_combo)
    pick_with_keys(qtbot, dock.opponent_combo, "Ben")
    roll_faces(qtbot, dock, faces)
    qtbot.waitUntil(lambda: window.services.campaign.events()[-1].kind == "roll")
    return dock


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_a_waiting_push_shows_its_own_odds_and_the_pushers_name(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        dock = _duel(qtbot, tmp_path, "6 2 3 2 3 4")  # the walker 1 success, Ben none
        push = dock.result_view.findChild(QPushButton, "followUp_push_opponent")
        qtbot.waitUntil(push.isVisible)
        odds = push.text().split(": ", 1)[1]  # "Win the duel 13.2%; Both hit 38.6%; …; Mess-up 16.7%"
        tab_to(qtbot, push)
        Keys(qtbot).key(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
        lead, hint, fresh = SAID[lang]
        shown = dock.odds_label.text()
        assert shown == lead + odds.replace("; ", " · "), shown
        assert fresh not in shown
        assert dock.faces_edit.placeholderText() == hint, dock.faces_edit.placeholderText()
    finally:
        i18n.set_language("en")
