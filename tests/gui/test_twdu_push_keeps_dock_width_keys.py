"""Issue 40, the twdu demo in Russian at 1366×768 in the GM's theme: Mia's failed roll pushed by keys
(Space on the push), its dice waiting to be typed.  The faces field's hint says so in the words that
fit it; the dock keeps its width.  The push's shortest hint, «Форсированные кубики», made the field
wider than any roll's and the dock grew some 30 px, the roster beside it rewrapped."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_afmbe_attack_setup_in_view_keys import settle
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n, open_main_window


def test_a_push_waiting_for_its_dice_does_not_widen_the_dice_dock(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        path = build_demo(tmp_path / "t.deadwatch", "twdu", None, language="ru")
        window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        activate(qtbot, window)
        keys = Keys(qtbot)
        dock, roster = window.docks["diceDock"], window.docks["charactersDock"]
        keys.key(Qt.Key.Key_D, CTRL | SHIFT)  # the dice: kind of roll
        keys.key(Qt.Key.Key_Tab, SHIFT)  # who rolls: Mia
        keys.type("M")
        keys.key(Qt.Key.Key_K, CTRL)
        keys.type("1 2 3")  # no six: a failure she may push
        keys.key(Qt.Key.Key_Return)
        settle(qtbot)
        widths = (dock.width(), roster.width(), dock.faces_edit.minimumWidth())
        keys.key(Qt.Key.Key_Space)  # push: its dice wait for the table
        for _ in range(3):
            settle(qtbot)
        assert dock.rolls.typed_push.waiting is not None
        hint = dock.faces_edit.placeholderText()
        assert hint in ("Mia Chen: грани форсирования", "Форсированные кубики", "Грани со стола"), hint
        assert (dock.width(), roster.width(), dock.faces_edit.minimumWidth()) == widths
    finally:
        i18n.set_language("en")
