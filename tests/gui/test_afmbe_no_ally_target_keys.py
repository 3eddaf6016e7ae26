"""AFMBE: never a friendly target by default.  Father Tom's shot drops the Shambler ("no foe is left
standing in this fight"); N to Dana, and the dice dock's Against read the orderly Vic, an NPC who has
fought nobody, so Enter rolled Dana's shot against him.  With no foe left standing the default target
is nobody; the GM can still pick anyone by hand."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_fire_gun_skill_keys import PISTOL, SHOTGUN

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]


def _after_the_shambler_falls(qtbot, tmp_path):  # noqa: ANN001, ANN202
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Tom", "pc", {"dex": 4, "skills": GUNS, "weapons": [SHOTGUN]})
    assert services.characters.create("Shambler", "zombie", {"str": 2, "con": 2, "dex": 3})
    assert services.characters.create("Dana", "pc", {"dex": 2, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Vic", "npc", {"dex": 1})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Tom"], who["Shambler"], who["Dana"], who["Vic"]], name="Ward")
    assert services.characters.damage(who["Shambler"], {"amount": 60}, actor_id=who["Tom"])
    shambler = services.characters.character(who["Shambler"])
    assert not services.ruleset.can_act(shambler.sheet, shambler.state)
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    window.docks["initiativeDock"].raise_()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    for _ in range(4):  # N until Dana's turn
        if services.initiative.current() is not None and services.initiative.current().character_id == who["Dana"]:
            break
        qtbot.keyClick(window, Qt.Key.Key_N)
    assert services.initiative.current().character_id == who["Dana"]
    return window, dock, who


def _rounds(window, cid: int) -> list[int]:  # noqa: ANN001
    return [view.stock.count for view in window.services.ammo.stocks(cid)]


def test_with_no_foe_standing_f_fires_at_nobody_not_the_orderly(qtbot, tmp_path):
    """F with no foe standing fires at no one: not at the orderly Vic, and nothing is spent (it says why)."""
    window, dock, who = _after_the_shambler_falls(qtbot, tmp_path)
    before = _rounds(window, who["Dana"])
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F)
    said = window.statusBar().currentMessage()
    assert "No foe of Dana" in said or "Nobody to shoot at" in said, said
    assert _rounds(window, who["Dana"]) == before
    events = window.services.log.events_after(int(window.services.log.shown_session().id))
    assert not any(e.target == who["Vic"] for e in events)


def test_the_aim_defaults_to_nobody_too_and_the_gm_may_still_pick_the_orderly(qtbot, tmp_path):
    from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, pick_with_keys

    window, dock, who = _after_the_shambler_falls(qtbot, tmp_path)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    pick_with_keys(qtbot, dock.kind_combo, "Aim (the shot at the round's end)")
    qtbot.waitUntil(lambda: dock.character_id() == who["Dana"] and dock.opponent_combo.isVisible())
    assert dock.opponent_combo.currentData() is None
    combo = dock.opponent_combo
    combo.setFocus()
    for _ in range(combo.count()):  # by hand, with the arrows: the GM's call
        if combo.currentData() == who["Vic"]:
            break
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == "Vic"


def test_shift_f_with_no_foe_standing_spends_nothing_and_aims_at_no_one(qtbot, tmp_path):
    from PySide6.QtWidgets import QApplication

    window, dock, who = _after_the_shambler_falls(qtbot, tmp_path)
    before = _rounds(window, who["Dana"])
    activate(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.activeModalWidget() is None  # no form to spend rounds in
    said = window.statusBar().currentMessage()
    assert "No foe of Dana" in said or "Nobody to shoot at" in said, said
    assert _rounds(window, who["Dana"]) == before
    events = window.services.log.events_after(int(window.services.log.shown_session().id))
    assert not any(e.target == who["Vic"] for e in events)
