"""AFMBE unisystem, a fight run by keys in English, Russian and Spanish: Dana's burst hits the zombie
twice, the GM rolls one hit's damage and passes the turn (N).  The other hit's damage is still
offered in the dice dock, now the zombie's: a heading above it says whose roll it is ("Still to
apply from Dana's roll:"), between the zombie's Roll and that offer, so the GM never applies it
thinking it is the new roller's.  The offer stood under the zombie's Roll with nothing but a line
above the odds to tell it apart.  The zombie's own roll takes its place, heading and all."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_burst_offer_undo_keys import GUNS, SMG, _offers
from ui import i18n

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = CTRL | Qt.KeyboardModifier.ShiftModifier


def down_to(qtbot, combo, data) -> None:  # noqa: ANN001
    """Home, then Down until ``combo`` holds ``data``."""
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == data:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == data


def tab_to(qtbot, widget) -> None:  # noqa: ANN001
    for _ in range(60):
        if widget.hasFocus():
            return
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    raise AssertionError(widget.objectName())


def y_of(dock, widget) -> int:  # noqa: ANN001
    return widget.mapTo(dock.body, QPoint(0, 0)).y()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_damage_left_from_the_turn_before_is_headed_with_whose_roll_it_is(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
        services = window.services
        assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [SMG]})
        assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
        who = {c.name: int(c.id) for c in services.characters.characters()}
        assert services.initiative.start([who["Dana"], who["Biter"]], name="Yard")
        if services.initiative.current().character_id != who["Dana"]:
            services.initiative.next_turn()
        assert services.initiative.current().character_id == who["Dana"]
        dock = window.docks["diceDock"]
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)  # Dana's burst, set up by keys
        down_to(qtbot, dock.kind_combo, "attack")
        qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
        tab_to(qtbot, dock.form.inputs["fire"])
        down_to(qtbot, dock.form.inputs["fire"], "burst")
        tab_to(qtbot, dock.opponent_form.inputs["defence"])
        down_to(qtbot, dock.opponent_form.inputs["defence"], "none")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_K, CTRL)
        qtbot.keyClicks(dock.faces_edit, "7")
        qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)  # two rounds of three hit
        assert len(_offers(dock)) == 2, _offers(dock)
        assert dock.result_view.from_label.isHidden()  # her own roll: no heading
        first = dock.result_view.damage_buttons[0]
        qtbot.keyClick(first, Qt.Key.Key_R, CTRL)  # the first hit's damage, rolled here
        assert len(_offers(dock)) == 1
        tree = window.docks["initiativeDock"].tree
        tree.setFocus()
        qtbot.keyClick(tree, Qt.Key.Key_N)  # the zombie's turn
        qtbot.wait(30)
        assert services.initiative.current().character_id == who["Biter"]
        assert dock.character_combo.currentText() == "Biter"
        heading = dock.result_view.from_label
        wanted = QCoreApplication.translate("DiceDock", "Still to apply from {name}'s roll:").format(name="Dana")
        assert wanted != "Still to apply from {name}'s roll:".format(name="Dana") or lang == "en"
        assert heading.isVisibleTo(dock) and heading.text() == wanted, heading.text()
        left = dock.result_view.damage_buttons[1]
        assert y_of(dock, dock.roll_button) < y_of(dock, heading) < y_of(dock, left)  # between them
        # the zombie's own roll: its result takes the place of Dana's, heading and all
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_K, CTRL)
        qtbot.keyClicks(dock.faces_edit, "5")
        qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
        assert dock.result_view.from_label.isHidden()
    finally:
        i18n.set_language("en")
