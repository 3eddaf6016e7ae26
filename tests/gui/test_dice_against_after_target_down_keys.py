"""After the target falls, the dice dock's "Against" went on to the next of the other side without
a word: a GM rolling the next shot hit another zombie than the one he thought.  The box still goes on
(the next shot is at someone who can still be hit), and the dock's message line (and the status bar)
says so: "Biter is down; now against Biter 2."  In English and Spanish; with nobody left, it says so."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tests.gui.afmbe_attack import ATTACK, attack_by_keys
from tests.gui.helpers import campaign_window

GUNS = [{"name": "Guns", "type": "Handgun", "level": 3}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
SKILL = {"en": "Guns 3", "es": "Armas de fuego 3"}
SAID = {"en": "Biter is down; now against Biter 2.", "es": "Biter ha caído; ahora contra Biter 2."}
NOBODY = {"en": "Biter 2 is down; nobody else here can be rolled against.",
          "es": "Biter 2 ha caído; no queda nadie contra quien tirar."}


def _shoot_and_apply(qtbot, window, code, dock=None):
    kind = QCoreApplication.translate("rules", ATTACK)
    defence = QCoreApplication.translate("rules", "No defence")
    dock = attack_by_keys(qtbot, window, skill=SKILL[code], defence=defence, faces="8", kind=kind)
    offer = dock.result_view.damage_buttons[0]
    qtbot.waitUntil(offer.hasFocus)
    qtbot.keyClicks(dock.faces_edit, "6")  # d6 6 (+1 Very good) ×4 = 28, bullet ×2 = 56: down
    offer.setFocus()
    qtbot.keyClick(offer, Qt.Key.Key_Space)
    return dock


@pytest.mark.parametrize("code", ["en", "es"])
def test_against_goes_on_to_the_next_target_and_the_dock_says_so(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
        services = window.services
        assert services.characters.create("Dana", "pc", {"dex": 4, "skills": GUNS, "weapons": [PISTOL]})
        for name in ("Biter", "Biter 2"):
            assert services.characters.create(name, "zombie", {"str": 2, "con": 2})
        who = {c.name: int(c.id) for c in services.characters.characters()}
        window.selection.select_character(who["Dana"])
        dock = window.docks["diceDock"]
        dock.raise_()
        qtbot.waitUntil(lambda: dock.form is not None)
        _shoot_and_apply(qtbot, window, code)
        qtbot.waitUntil(lambda: dock.opponent_combo.currentText() == "Biter 2")
        assert dock.refusal_label.text() == SAID[code]
        assert window.statusBar().currentMessage().endswith(SAID[code])
        _shoot_and_apply(qtbot, window, code)  # the next shot is at Biter 2, who goes down too
        qtbot.waitUntil(lambda: dock.refusal_label.text() == NOBODY[code])
    finally:
        set_language("en")
