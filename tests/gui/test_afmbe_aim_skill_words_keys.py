"""The AFMBE Aim roll in Russian and Spanish showed its skill as the sheet spells it ("Guns 3"), and
the log read "(Восприятие, Guns 3)" while the attack said «Огнестрельное оружие 3»: the aim's skill
box and its log line now name the skill in the GM's language, as the attack does.  And a Russian
attack line names its target in the nominative after a dash («цель — Шатун»), never after «против»,
which would want the name declined.  (The skill now follows a dash: the roll's own name ends in
brackets.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from app.services.logtext import render_event
from tests.gui.afmbe_attack import ATTACK, attack_by_keys
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, pick_with_keys

GUNS = [{"name": "Guns", "type": "Handgun", "level": 3}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
SKILL = {"ru": "Огнестрельное оружие 3", "es": "Armas de fuego 3"}
PERCEPTION = {"ru": "Восприятие", "es": "Percepción"}


def _last_line(services):
    return render_event(services.log.events_after(int(services.log.shown_session().id))[-1])


@pytest.mark.parametrize("code", ["ru", "es"])
def test_the_aims_skill_is_named_in_the_gms_language(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
        services = window.services
        assert services.characters.create("Dana", "pc", {"dex": 3, "per": 2, "skills": GUNS, "weapons": [PISTOL]})
        assert services.characters.create("Шатун", "zombie", {"str": 2, "con": 2})
        who = {c.name: int(c.id) for c in services.characters.characters()}
        window.selection.select_character(who["Dana"])
        dock = window.docks["diceDock"]
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
        pick_with_keys(qtbot, dock.kind_combo, QCoreApplication.translate("rules", "Aim (the shot at the round's end)"))
        qtbot.waitUntil(lambda: dock.form is not None and "skill" in dock.form.inputs)
        assert dock.form.inputs["skill"].currentText() == SKILL[code]
        dock.faces_edit.setFocus()
        qtbot.keyClicks(dock.faces_edit, "8")
        qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: f"— {PERCEPTION[code]}, {SKILL[code]}" in _last_line(services))
        assert "Guns" not in _last_line(services)
        if code == "ru":  # the shot's line: the target after a dash, in the nominative
            kind = QCoreApplication.translate("rules", ATTACK)
            attack_by_keys(qtbot, window, skill=SKILL[code], defence=QCoreApplication.translate("rules", "No defence"),
                           faces="3", kind=kind)
            qtbot.waitUntil(lambda: "цель — Шатун" in _last_line(services))
            assert "против Шатун" not in _last_line(services)
    finally:
        set_language("en")
