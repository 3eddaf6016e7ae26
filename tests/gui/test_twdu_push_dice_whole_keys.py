"""twdu: the typed dice of a push read whole in a narrow dice dock.  Beside the fight list at
1366×768 the faces field was some 125 pixels wide, and a push's dice typed from the table ran out of
it ("2 2 3 4 2 2 3 4 2 …").  While a push waits for its dice, the field is wide enough for all of
them: the dock takes the room, in every language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.keycount import Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, roll_faces
from ui import i18n
from ui.widgets.placeholder_fit import text_room

KIND = {"en": "Skill roll", "ru": "Бросок навыка", "es": "Tirada de habilidad"}
PUSHED = "2 2 3 4 2 2 3 4 2 2 1"  # the push's 11 dice: 10 base, 1 stress


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_push_s_dice_read_whole_in_a_narrow_dock(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        def before(services):  # noqa: ANN001, ANN202
            sheet = services.ruleset.new_sheet()
            assert services.characters.create("Mia", "pc", {**sheet, "agility": 5, "mobility": 5})

        window = campaign_window(qtbot, tmp_path, "twdu", before=before)
        window.selection.select_character(ids(window)["Mia"])
        dice = choose_kind(qtbot, window, KIND[lang])
        window.resizeDocks([dice], [300], Qt.Orientation.Horizontal)  # beside the fight list on a laptop
        qtbot.waitUntil(lambda: dice.width() <= 320)
        roll_faces(qtbot, dice, "1 2 3 4 5 3 2 2 3 4")  # no 6: failed, the focus on its push
        push = dice.result_view.buttons["push"]
        qtbot.waitUntil(lambda: QApplication.focusWidget() is push)
        field = dice.faces_edit
        needed = field.fontMetrics().horizontalAdvance(PUSHED)
        assert text_room(field) < needed  # as it was: the push's dice did not fit
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_Space)  # Push the roll: its dice asked
        qtbot.waitUntil(lambda: QApplication.focusWidget() is field)
        qtbot.waitUntil(lambda: text_room(field) >= needed)
        keys.type(PUSHED)
        assert field.cursorRect().right() <= field.contentsRect().right()  # the last die in sight
        scroll = dice.roll_scroll
        assert field.mapTo(scroll.viewport(), field.rect().topRight()).x() <= scroll.viewport().width()
        keys.key(Qt.Key.Key_Return)
        assert dice.last.result is not None and not dice.last.result.follow_ups  # pushed
        assert text_room(field) < needed or dice.width() > 300  # the form's field again (the room kept)
    finally:
        i18n.set_language("en")
