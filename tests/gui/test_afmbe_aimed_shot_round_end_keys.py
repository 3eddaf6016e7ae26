"""AFMBE aiming (norms "Aiming delays your action, meaning that on your turn you begin aiming. At
the end of the combat round, you shoot"; unisystem §4.2.1.1 "retrasa su ataque hasta el final del
Turno"): the Aim roll said "+2 on the shot at the round's end", but at the round's end nothing was
offered and "Aiming" carried on into the next rounds.  Now Ctrl+Alt+N sets up the aimer's aimed shot
in the dice dock (the attack, the aim's box ticked, the focus on the typed dice: Enter fires it),
the shot takes the bonus and ends the aim; a shot not fired lapses at the next round's end."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, pick_with_keys

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
AIM = "Aim (the shot at the round's end)"


def _aim_and_end_round(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    assert services.characters.create("Walker", "zombie", {"str": 2, "con": 2})
    assert services.characters.create("Dana", "pc", {"dex": 3, "per": 2, "skills": GUNS, "weapons": [PISTOL]})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Dana"], who["Walker"]], name="Yard")
    window.selection.select_character(who["Dana"])
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    pick_with_keys(qtbot, dock.kind_combo, AIM)
    dock.faces_edit.setFocus()
    qtbot.keyClicks(dock.faces_edit, "8")  # 8 + Perception 2 + Guns 2 = 12: Decent, +2
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    dana = services.characters.character(who["Dana"])
    labels = [c.label for c in services.ruleset.conditions(dana.sheet, dana.state)]
    assert "Aiming: shoots at the round's end" in labels
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL_ALT)
    assert window.status_round.text() == "Round 2"
    return window, dock, who


def _aiming(window, who):
    dana = window.services.characters.character(who["Dana"])
    return [c.label for c in window.services.ruleset.conditions(dana.sheet, dana.state) if c.key == "aiming"]


def test_the_rounds_end_sets_up_the_aimed_shot_and_enter_fires_it(qtbot, tmp_path):
    window, dock, who = _aim_and_end_round(qtbot, tmp_path)
    qtbot.waitUntil(lambda: dock.kind_combo.currentData() == "attack")
    assert dock.character_id() == who["Dana"]
    assert dock.form.values()["use_aim"] is True
    assert dock.form.values()["weapon"] == "0"
    assert dock.faces_edit.hasFocus()
    assert _aiming(window, who) == ["Aimed shot due now (the round has ended)"]
    qtbot.keyClicks(dock.faces_edit, "5")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)  # Enter fires the shot
    qtbot.waitUntil(lambda: _aiming(window, who) == [])
    events = window.services.log.events_after(int(window.services.log.shown_session().id))
    shot = render_event(events[-1])
    assert "aiming" in shot and "+2" in shot


def test_an_aimed_shot_not_fired_lapses_at_the_next_rounds_end(qtbot, tmp_path):
    window, dock, who = _aim_and_end_round(qtbot, tmp_path)
    qtbot.waitUntil(lambda: dock.faces_edit.hasFocus())
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL_ALT)
    assert window.status_round.text() == "Round 3"
    assert _aiming(window, who) == []
    events = window.services.log.events_after(int(window.services.log.shown_session().id))
    assert any("The aim lapses: its shot was not fired at the round's end (+2 lost)." in render_event(e)
               for e in events[-3:])


def test_the_aimed_shot_box_is_offered_only_while_an_aim_waits(qtbot, tmp_path):
    # the round after the aimed shot fired, the box still read "The aimed shot" ticked: no aim waited
    window, dock, who = _aim_and_end_round(qtbot, tmp_path)
    qtbot.waitUntil(lambda: dock.kind_combo.currentData() == "attack")
    assert "use_aim" in dock.form.inputs
    qtbot.keyClicks(dock.faces_edit, "5")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)  # the aimed shot fired
    qtbot.waitUntil(lambda: _aiming(window, who) == [])
    qtbot.waitUntil(lambda: dock.form is not None and "use_aim" not in dock.form.inputs)
    walker = window.services.characters.character(who["Walker"])
    kinds = window.services.rolls.kinds(int(walker.id))
    assert "use_aim" not in {f.key for k in kinds if k.key == "attack" for f in k.fields}
