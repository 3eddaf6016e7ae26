"""After a refused d10 melee roll («нужно 4 кубика… введено 2») the GM typed the faces again and the
roll went through, but the status bar still said the refusal for ten seconds.  Now a refusal goes
from the status bar as soon as an action succeeds."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import ids, tab_to
from tests.gui.test_d10under_melee_rule_words_keys import CTRL_ALT
from ui import i18n


def test_the_refusal_goes_once_the_melee_roll_succeeds(qtbot, tmp_path):
    i18n.set_language("ru")
    try:
        window = campaign_window(qtbot, tmp_path, "d10under")
        window.resize(1366, 768)
        services = window.services
        assert services.characters.create("Vera", "pc", {"agility": 7})
        assert services.characters.create("Z1", "zombie", {"agility": 2})
        who = ids(window)
        assert services.initiative.start(list(who.values()), name="Yard")
        assert services.melee.set_groups([([who["Vera"]], [who["Z1"]])])
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
        dialog = window.docks["diceDock"].melee.dialog
        activate(qtbot, dialog)
        tab_to(qtbot, dialog.groups_list)
        qtbot.keyClick(dialog.groups_list, Qt.Key.Key_Home)
        tab_to(qtbot, dialog.faces_edit)
        qtbot.keyClicks(dialog.faces_edit, "2 9")
        qtbot.keyClick(dialog.faces_edit, Qt.Key.Key_Return)  # too few faces: refused
        bar = window.statusBar()
        refused = bar.currentMessage()
        assert "введено 2" in refused, refused
        dialog.faces_edit.selectAll()
        qtbot.keyClicks(dialog.faces_edit, "2 9 9 2")
        qtbot.keyClick(dialog.faces_edit, Qt.Key.Key_Return)  # rolled
        assert services.characters.character(who["Z1"]).state["health"] < 100
        assert "введено" not in bar.currentMessage()  # the refusal is no longer said
        window.grab().save("/tmp/s29g/melee_refusal_cleared_ru.png")
        dialog.close()
        window.close()
    finally:
        i18n.set_language("en")
