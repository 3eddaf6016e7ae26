"""Issue 40, the twdu demo in a fight at 1366×768, in the GM's theme: + on the fight list asks why,
Esc takes the step back and the focus goes back where it was, the fight list.  Before, the focus
stayed in the Threat dock and the next keys meant as a declaration (E, 3, Tab, a, Enter) filled the
avoid-the-dead form under the dial: its dice ± became 3, its "Who" changed, its table dice held "xe4"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.shared_windows import close, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from tests.gui.test_threat_reasons_all_in_view_laptop_keys import settle
from ui import i18n


@pytest.mark.parametrize("lang", ["ru", "en", "es"])
def test_esc_on_the_question_gives_the_focus_back_to_the_fight_list(qtbot, tmp_path, lang, gm_theme):  # noqa: F811
    assert i18n.set_language(lang)
    (tmp_path / "demo").mkdir()
    demo = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", language=lang)
    window = open_window(qtbot, tmp_path, demo)
    try:
        settle(qtbot)
        activate(qtbot, window)
        tree = window.docks["initiativeDock"].tree
        tree.setFocus()
        settle(qtbot)
        assert QApplication.focusWidget() is tree
        dock = window.docks["threatDock"]
        form = (dock.avoid_who.currentText(), dock.avoid_mod.value(), dock.avoid_faces.text())
        qtbot.keyClick(tree, Qt.Key.Key_Plus)
        for _ in range(3):
            settle(qtbot)
        assert dock.pending == 1
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
        for _ in range(3):
            settle(qtbot)
        assert not dock.pending
        assert QApplication.focusWidget() is tree, QApplication.focusWidget().objectName()
        assert not dock.isAncestorOf(QApplication.focusWidget()), "the next keys the fight list's, not the form's"
        assert (dock.avoid_who.currentText(), dock.avoid_mod.value(), dock.avoid_faces.text()) == form
    finally:
        close([window])
        i18n.set_language("en")
