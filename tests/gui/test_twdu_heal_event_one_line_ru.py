"""The Russian heal dialog's «Событие» box draws «Назвать травму (по таблице критических травм)» whole
on one line, the focus frame on it: the box was measured before the theme's type and frame came,
a few pixels too narrow, and the entry wrapped onto two lines cut in a box one line high."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from tests.gui.keycount import Keys
from tests.gui.test_fight_by_keys import in_dialog
from tests.gui.test_twdu_first_aid_words_keys import _window
from ui import i18n
from ui.dialogs.form_lines import FOCUS_FRAME


def test_the_name_an_injury_entry_is_whole_on_one_line_in_russian(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        window, who = _window(qtbot, tmp_path)
        keys = Keys(qtbot)
        window.docks["initiativeDock"].tree.setFocus()
        window.selection.select_character(who["Ana Reyes"])
        seen: dict[str, object] = {}

        def look(dialog):  # noqa: ANN001, ANN202
            box = dialog.form.inputs["kind"]
            assert isinstance(box, QComboBox)
            box.setFocus()
            box.setCurrentIndex(box.findData("name"))
            qtbot.wait(20)
            seen["text"] = box.currentText()
            words = box.fontMetrics().horizontalAdvance(box.currentText())
            seen["room"] = box.text_field().width() - FOCUS_FRAME - words
            seen["height"] = (box.height(), box.minimumSizeHint().height())
            keys.key(Qt.Key.Key_Escape)

        in_dialog(qtbot, look)
        keys.key(Qt.Key.Key_H)
        qtbot.waitUntil(lambda: "text" in seen)
        assert seen["text"] == "Назвать травму (по таблице критических травм)"
        assert seen["room"] >= 0, seen  # whole, the focus frame's pixels aside
        height, one_line = seen["height"]
        assert height <= one_line + 2, seen  # one line high: not wrapped
    finally:
        i18n.set_language("en")
