"""After a target fell in a fight, "Against" went on to a character the GM had left out of the
fight at Start fight ("Shambler is down; now against Orderly Vic."): the next target is one of the
running fight's combatants on the other side who can still act, or the dock says no foe is left
standing in the fight.  In English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tests.gui.afmbe_attack import ATTACK, attack_by_keys
from tests.gui.helpers import campaign_window

GUNS = [{"name": "Guns", "type": "Handgun", "level": 3}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
SKILL = {"en": "Guns 3", "ru": "Огнестрельное оружие 3", "es": "Armas de fuego 3"}
NEXT = {"en": "Biter is down; now against Biter 3.", "ru": "Biter выбывает из боя; теперь против: Biter 3.",
        "es": "Biter ha caído; ahora contra Biter 3."}
NO_FOE = {"en": "Biter 3 is down; no foe is left standing in this fight.",
          "ru": "Biter 3 выбывает из боя; противников в этом бою больше не осталось.",
          "es": "Biter 3 ha caído; no queda en pie ningún enemigo en este combate."}


def _shoot_and_apply(qtbot, window, code):
    kind = QCoreApplication.translate("rules", ATTACK)
    defence = QCoreApplication.translate("rules", "No defence")
    dock = attack_by_keys(qtbot, window, skill=SKILL[code], defence=defence, faces="8", kind=kind)
    offer = dock.result_view.damage_buttons[0]
    qtbot.waitUntil(offer.hasFocus)
    qtbot.keyClicks(dock.faces_edit, "6")  # d6 6 (+1 Very good) ×4 = 28, bullet ×2 = 56: down
    offer.setFocus()
    qtbot.keyClick(offer, Qt.Key.Key_Space)
    return dock


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_against_stays_within_the_running_fight(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
        services = window.services
        assert services.characters.create("Dana", "pc", {"dex": 4, "skills": GUNS, "weapons": [PISTOL]})
        assert services.characters.create("Orderly Vic", "npc", {"dex": 2})
        for name in ("Biter", "Biter 2", "Biter 3"):
            assert services.characters.create(name, "zombie", {"str": 2, "con": 2})
        who = {c.name: int(c.id) for c in services.characters.characters()}
        # Orderly Vic and Biter 2 left out of the fight
        assert services.initiative.start([who["Dana"], who["Biter"], who["Biter 3"]])
        window.selection.select_character(who["Dana"])
        dock = window.docks["diceDock"]
        dock.raise_()
        qtbot.waitUntil(lambda: dock.form is not None)
        _shoot_and_apply(qtbot, window, code)
        qtbot.waitUntil(lambda: dock.refusal_label.text() != "")
        assert dock.refusal_label.text() == NEXT[code]
        assert dock.opponent_combo.currentText() == "Biter 3"
        _shoot_and_apply(qtbot, window, code)  # Biter 3 goes down: Biter 2 and Vic are not in the fight
        qtbot.waitUntil(lambda: dock.refusal_label.text() == NO_FOE[code])
        assert dock.opponent_combo.currentText() not in {"Biter 2", "Orderly Vic"}
    finally:
        set_language("en")


def test_another_roller_after_the_last_foe_fell_is_not_told_of_the_fall_again(qtbot, tmp_path):
    """Once the last foe fell and the dock said so, a roll set up for someone else (a victim's roll
    in a swarm fight) does not say "Biter is down; no foe is left standing" again: only a fall since
    the box last left its target is told."""
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 4, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Tom", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Biter", "zombie", {"str": 2, "con": 2})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Dana"], who["Tom"], who["Biter"]])
    window.selection.select_character(who["Dana"])
    dock = window.docks["diceDock"]
    dock.raise_()
    qtbot.waitUntil(lambda: dock.form is not None)
    told: list[str] = []
    dock.forms.targetMoved.connect(told.append)
    _shoot_and_apply(qtbot, window, "en")
    qtbot.waitUntil(lambda: told != [])
    assert told == ["Biter is down; no foe is left standing in this fight."]
    attack = dock.forms.kind()
    assert attack is not None
    window.selection.rollAsked.emit(who["Tom"], attack.key, {})  # Tom's roll asked for: nothing fell since
    qtbot.waitUntil(lambda: dock.character_id() == who["Tom"])
    window.selection.rollAsked.emit(who["Dana"], attack.key, {})
    qtbot.waitUntil(lambda: dock.character_id() == who["Dana"])
    assert told == ["Biter is down; no foe is left standing in this fight."]
