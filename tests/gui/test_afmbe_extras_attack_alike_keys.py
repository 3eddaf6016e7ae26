"""AFMBE unisystem demo: two walkers made in a row from the Shambler's sheet (Shift+Ins, "3 walkers")
attack alike.  Unskilled, «Ходячий 1» read «d10 + Ловкость 1 = d10 +1» and its roll took no penalty,
while «Ходячий 2» read «d10 + Ловкость 1 − без навыка 2» and its log said «без навыка −2»: a new
character's state is written with a "not one of the dead" mark, which only a later change (Dana's shot
at Walker 1) set right, and the roll read the mark, not the roster's kind.  The dead have no skills in
either text, so neither takes the living's unskilled −2 (§2.3); the roll now sees each character as
the roster's kind says."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.logtext import qt_translate
from tests.gui.afmbe_attack import attack_by_keys
from tests.gui.helpers import activate
from tests.gui.keycount import SHIFT, Keys
from tests.gui.test_afmbe_dice_reach import ids, pick_with_keys
from tests.gui.test_afmbe_skill_follows_weapon_keys import demo_window
from tests.gui.test_fight_by_keys import in_dialog, lines, start_fight
from ui import i18n

#: the unskilled penalty's word, in the line under the odds and in the log, by language
UNSKILLED = {"en": "unskilled", "ru": "без навыка"}


def tr(text: str) -> str:
    return qt_translate("rules", text)


@pytest.mark.parametrize("code", ["en", "ru"])
def test_two_walkers_made_in_a_row_attack_unskilled_alike(qtbot, tmp_path, code):
    window = demo_window(qtbot, tmp_path, "unisystem")
    try:
        window.set_language(code)
        services = window.services
        keys = Keys(qtbot)
        services.campaign.start_session("Night 2")
        window.docks["initiativeDock"].tree.setFocus()
        start_fight(keys, window, qtbot)

        def three_walkers(dialog):  # noqa: ANN001
            if code == "en":
                keys.type("3 walkers")
            else:  # QTest types ASCII only: the text as a keyboard would have edited it
                dialog.name.setText("3 ходячих")
                dialog.name.textEdited.emit(dialog.name.text())
            keys.key(Qt.Key.Key_Return)

        window.docks["initiativeDock"].tree.setFocus()
        in_dialog(qtbot, three_walkers)
        keys.key(Qt.Key.Key_Insert, SHIFT)  # the Shambler's sheet, the first of the dead, by default
        activate(qtbot, window)
        who = ids(window)
        first, second = (who[name] for name in sorted(who) if name.endswith((" 1", " 2")) and name[0] in "WХ")
        dana = next(cid for name, cid in who.items() if name.startswith(("Dana", "Дана")))
        # Dana's shot at the first walker: its state written again, its mark of the dead set right
        assert services.characters.damage(first, {"amount": 4}, actor_id=dana)
        shown = []
        dock = window.docks["diceDock"]
        for walker_id in (first, second):
            keys.key(Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier | SHIFT)
            keys.key(Qt.Key.Key_Tab, SHIFT)  # "Roll for": the walker
            pick_with_keys(qtbot, dock.character_combo, services.characters.character(walker_id).name)
            dock = attack_by_keys(qtbot, window, skill=tr("No skill"), opponent=dana, defence=tr("No defence"),
                                  kind=tr("Attack against a dodge or block"))
            QApplication.processEvents()
            shown.append(dock.parts_label.text())
            keys.key(Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
            keys.type("9")
            keys.key(Qt.Key.Key_Return)
            assert UNSKILLED[code] not in lines(window)[-1], lines(window)[-1]
        # the second over the first's result, led by whose roll it is ("Walker 2's roll: d10 + …")
        assert shown[1] != shown[0] and shown[1].endswith(": " + shown[0]), shown
        assert UNSKILLED[code] not in shown[0] and shown[0].endswith("= d10 +1"), shown
    finally:
        i18n.set_language("en")
