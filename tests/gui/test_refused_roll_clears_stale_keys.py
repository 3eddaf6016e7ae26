"""A refused roll leaves no stale result under its refusal.  Ben's skill roll failed (no 6), "Push the
roll" offered; the GM typed the next roll's dice wrong and pressed Enter: the refusal showed, and
under it the failed roll's result with its push, read as the answer to the roll refused.  Now the
refusal replaces it: no result, no push of the roll before; nothing is logged.  A refused push
(too few of its dice typed) keeps its own roll's result, since that roll still stands.  By keys, in
English and Spanish: Ctrl+K, the dice, Enter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, Keys
from tests.gui.test_threat_dock import lines, make_window
from tests.gui.test_threat_single_attack_after import settle
from ui import i18n


def _push(dice):  # noqa: ANN001, ANN202
    return dice.result_view.buttons.get("push")


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_refused_roll_clears_the_result_before_it(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window, _dock, ids = make_window(qtbot, tmp_path)
        services = window.services
        dice = window.docks["diceDock"]
        keys = Keys(qtbot)
        window.selection.select_character(ids["Ben"])
        keys.key(Qt.Key.Key_K, CTRL)  # Ben's skill roll, the table's dice: no 6
        assert QApplication.focusWidget() is dice.faces_edit
        keys.type("2 3")
        keys.key(Qt.Key.Key_Return)
        settle()
        assert dice.result_view.isVisible() and _push(dice).isVisible()
        failed = dice.result_view.result_label.text()
        count = len(lines(services))
        keys.key(Qt.Key.Key_K, CTRL)  # the next roll, its dice typed wrong: refused
        keys.type("2 3 9")
        keys.key(Qt.Key.Key_Return)
        settle()
        assert len(lines(services)) == count  # nothing logged
        assert dice.refusal_label.isVisible() and dice.refusal_label.text()
        assert not dice.result_view.isVisible(), failed  # the failed roll's result is not the answer
        assert _push(dice) is None or not _push(dice).isVisible()  # nor is its push offered
        keys.key(Qt.Key.Key_K, CTRL)  # typed right (over the wrong dice): the new roll shows
        keys.key(Qt.Key.Key_A, CTRL)
        keys.type("6 3")
        keys.key(Qt.Key.Key_Return)
        settle()
        assert len(lines(services)) == count + 1
        assert dice.result_view.isVisible() and not dice.refusal_label.isVisible()
    finally:
        i18n.set_language("en")


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_a_refused_push_keeps_its_own_roll(qtbot, tmp_path):
    window, _dock, ids = make_window(qtbot, tmp_path)
    services = window.services
    dice = window.docks["diceDock"]
    keys = Keys(qtbot)
    window.selection.select_character(ids["Ben"])
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("2 3")
    keys.key(Qt.Key.Key_Return)
    settle()
    count = len(lines(services))
    dice.rolls.making.follow_up("push", 0)  # its button: the pushed dice asked for
    assert QApplication.focusWidget() is dice.faces_edit
    keys.type("1 2 3 4 5 6")  # too many
    keys.key(Qt.Key.Key_Return)
    settle()
    assert len(lines(services)) == count
    assert dice.refusal_label.isVisible()
    assert dice.result_view.isVisible() and _push(dice).isVisible()  # the roll it pushes still stands
