"""Issue 40: first aid from the dice dock by keys (Ctrl+K, the dice, Enter, then Enter on «Primeros
auxilios: Ana Reyes de nuevo en pie»): the heal applied once, and at once a red «La cura de esta tirada
ya está aplicada…» showed in the dock and the status bar, as if the GM had done something wrong.  The
offer used goes; its one Enter heals once, and nothing red follows a first aid that worked."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, pick_with_keys, tab_to
from tests.gui.test_fight_by_keys import lines
from tests.gui.twdu_accept import accept_roll
from tests.gui.twdu_brawl import spanish_fight
from ui import i18n
from ui.docks.refusal_line import DANGER, REFUSAL_STYLE

KIND = {"en": "First aid (Medicine)", "es": "Primeros auxilios (Medicina)", "ru": "Первая помощь (Медицина)"}


def _holder(window) -> str:  # noqa: ANN001
    view = window.services.initiative.view()
    rows, enc = view.combatants, view.encounter
    return rows[enc.turn].name if 0 <= enc.turn < len(rows) else ""


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("lang", ["es", "ru", "en"])
def test_one_enter_on_the_first_aid_offer_heals_once_and_says_nothing_red(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = spanish_fight(qtbot, tmp_path)
        services = window.services
        who = {c.name: int(c.id) for c in services.characters.characters()}
        assert services.characters.damage(who["Ana Reyes"], {"damage": 3})  # Broken
        while _holder(window) != "Mia Chen":  # Mia's turn, as at the table
            assert services.initiative.next_turn()
        QApplication.processEvents()
        dock = choose_kind(qtbot, window, KIND[lang])
        tab_to(qtbot, dock.opponent_combo)
        pick_with_keys(qtbot, dock.opponent_combo, "Ana Reyes")
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_K, CTRL)
        assert dock.faces_edit.hasFocus()
        keys.type("6 2 3 4 5 2")
        keys.key(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: services.campaign.events()[-1].kind == "roll")
        view = dock.result_view
        accept_roll(qtbot, dock)  # not pushed: its care next
        qtbot.waitUntil(lambda: bool(view.damage_buttons) and QApplication.focusWidget() is view.damage_buttons[0])
        count = len(lines(window))
        window.statusBar().clearMessage()
        keys.key(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: services.characters.character(who["Ana Reyes"]).state["health"] > 0)
        QApplication.processEvents()
        assert len(lines(window)) == count + 1  # healed once, one line
        assert not any(b.isVisible() for b in view.damage_buttons)  # the offer used is gone
        said = dock.refusal_label
        assert not said.isVisible() or REFUSAL_STYLE not in said.styleSheet(), said.text()  # nothing in red
        status = window.statusBar()
        assert not status.currentMessage() or DANGER not in status.styleSheet(), status.currentMessage()
        keys.report("first aid's offer")
    finally:
        i18n.set_language("en")
