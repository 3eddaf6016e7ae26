"""When every fighter on one side of a melee group is down, the group's line in the melee groups
dialog (Ctrl+Alt+G) used to lose a name: "1. Vera, Gleb against  — Nobody is left…" (RU «Vera, Gleb
и  дерутся», ES «Vera, Gleb contra  —»).  Now it reads whole: the ones still standing, then that no
one is left on the other side.  In English, Russian and Spanish.  The other side has one name: the
dialog's side box says what the fight list says ("Others' side", not "Opponents" beside it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import ids, tab_to

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
LINE = {"en": "1. Vera, Gleb — no one is left on the other side: set the groups again",
        "ru": "1. Vera, Gleb — на другой стороне никого не осталось: задайте группы заново",
        "es": "1. Vera, Gleb — no queda nadie en el otro lado: vuelve a formar los grupos"}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_a_wiped_out_side_leaves_a_whole_line(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "d10under")
        window.resize(1366, 768)
        services = window.services
        assert services.characters.create("Vera", "pc", {"agility": 6})
        assert services.characters.create("Gleb", "pc", {"agility": 4})
        assert services.characters.create("Z1", "zombie", {"agility": 2})
        who = ids(window)
        assert services.initiative.start(list(who.values()), name="Yard")
        dock = window.docks["diceDock"]
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
        dialog = dock.melee.dialog
        assert dialog is not None
        activate(qtbot, dialog)
        sides = [dialog.rows[0].side.itemText(i) for i in range(dialog.rows[0].side.count())]
        assert sides == [QCoreApplication.translate("rules", "Players' side"),
                         QCoreApplication.translate("rules", "Others' side")]
        tab_to(qtbot, dialog.first_button)
        qtbot.keyClick(dialog.first_button, Qt.Key.Key_Space)  # the rules' first grouping
        tab_to(qtbot, dialog.set_button)
        qtbot.keyClick(dialog.set_button, Qt.Key.Key_Space)
        assert services.melee.groups() == [([who["Vera"], who["Gleb"]], [who["Z1"]])]
        assert services.characters.damage(who["Z1"], {"amount": 200})  # the only opponent falls
        texts = [dialog.groups_list.item(i).text() for i in range(dialog.groups_list.count())]
        assert texts == [LINE[code]]
        assert "  " not in texts[0]
        dialog.close()
    finally:
        set_language("en")
