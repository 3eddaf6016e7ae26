"""A roll's other hits after its target fell: Dana's burst, hit 1 destroyed the Shambler and the dock
said "Shambler is down; now against Shambler 1.", but the other buttons still read "Roll the damage on
Shambler (hit 2 of 3)" and Enter dealt hit 2 to the fallen one (−22 → −30); in d10under the second
shot's «Нанести урон 25 — Зомби 2» hit the fallen zombie again.  The other hits now go to the one the
Against box went on to, and their buttons name him (the hit's number kept); with no one left standing
they are no longer offered.  A zombie down (the GM's call still to make: destroyed or still coming) keeps
the hits on it offered: they move on only once the GM calls it destroyed (issue 40, one rule for the
current roll's offers and those waiting)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.rules.base import LogLine
from app.rules.rolling import DamageOffer, RollResult
from tests.gui.afmbe_attack import attack_by_keys
from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, last_log_line, roll_faces, tab_to, type_number
from tests.gui.test_autofire_ammo_keys import pick_with_keys
from ui.widgets.roll_result import RollResultView

GUNS = [{"name": "Guns", "type": "Submachine Gun", "level": 2}]
SMG = {"name": "SMG", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "automatic": True, "ammo": 30}


def _offers(dock):
    hidden = Qt.WidgetAttribute.WA_WState_ExplicitShowHide
    return [b.text() for b in dock.result_view.damage_buttons if not (b.isHidden() and b.testAttribute(hidden))]


def _down(services, cid):
    row = services.characters.character(cid)
    return not services.ruleset.can_act(row.sheet, row.state)


def _destroyed(qtbot, window, cid: int) -> None:  # noqa: ANN001
    """The GM's call on the fallen ``cid``, as its roster button makes it: destroyed."""
    assert window.services.characters.roll_check(cid, "destroyed")
    qtbot.waitUntil(lambda: window.services.ruleset.is_dead(*_sheet_state(window.services, cid)))


def _sheet_state(services, cid):
    row = services.characters.character(cid)
    return row.sheet, row.state


def test_afmbe_a_bursts_other_hit_goes_to_the_next_zombie_once_the_first_falls(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [SMG]})
    assert services.characters.create("Biter", "zombie", {"str": 2, "con": 2})
    assert services.characters.create("Biter 2", "zombie", {"str": 2, "con": 2})
    who = ids(window)
    window.selection.select_character(who["Dana"])
    dock = attack_by_keys(qtbot, window, fire="Burst (2-5 rounds)", opponent=who["Biter"], faces="7")
    assert _offers(dock) == ["Roll the damage on Biter (hit 1 of 2)", "Roll the damage on Biter (hit 2 of 2)"]
    first = dock.result_view.damage_buttons[0]
    assert first.hasFocus()
    qtbot.keyClick(first, Qt.Key.Key_6)  # the table's d6: 6 × 4, bullet ×2 = 48
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _down(services, who["Biter"]))
    qtbot.waitUntil(lambda: dock.opponent_combo.currentText() == "Biter 2")
    # down, not yet called destroyed: its other hit stays on it
    assert _offers(dock) == ["Roll the damage on Biter (hit 2 of 2)"]
    _destroyed(qtbot, window, who["Biter"])
    biter = dict(services.characters.character(who["Biter"]).state)
    qtbot.waitUntil(lambda: _offers(dock) == ["Roll the damage on Biter 2"])
    second = dock.result_view.damage_buttons[1]
    second.setFocus()
    qtbot.keyClick(second, Qt.Key.Key_1)  # d6 1 × 4, bullet ×2 = 8
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert last_log_line(window).startswith("Damage to Biter 2,")
    assert services.characters.character(who["Biter"]).state == biter  # the fallen one left alone
    assert _offers(dock) == []


def test_afmbe_with_no_one_left_standing_the_other_hit_is_no_longer_offered(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [SMG]})
    assert services.characters.create("Biter", "zombie", {"str": 2, "con": 2})
    who = ids(window)
    window.selection.select_character(who["Dana"])
    dock = attack_by_keys(qtbot, window, fire="Burst (2-5 rounds)", opponent=who["Biter"], faces="7")
    first = dock.result_view.damage_buttons[0]
    assert first.hasFocus()
    qtbot.keyClick(first, Qt.Key.Key_6)
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _down(services, who["Biter"]))
    assert _offers(dock) == ["Roll the damage on Biter (hit 2 of 2)"]  # down, not yet called destroyed
    _destroyed(qtbot, window, who["Biter"])
    biter = dict(services.characters.character(who["Biter"]).state)
    qtbot.waitUntil(lambda: _offers(dock) == [])
    assert dock.refusal_label.text().startswith("Biter is down")
    assert services.characters.character(who["Biter"]).state == biter


def test_d10under_the_second_shots_damage_goes_to_the_next_zombie_in_russian(qtbot, tmp_path):
    from ui.i18n import set_language

    try:
        assert set_language("ru")
        window = campaign_window(qtbot, tmp_path, "d10under")
        services = window.services
        rules = services.ruleset
        pistol = {"name": "pistol", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8}
        assert services.characters.create("Вера", "pc", {**rules.new_sheet(), "perception": 6, "weapons": [pistol]})
        for name in ("Зомби 2", "Дих 1"):
            assert services.characters.create(name, "zombie", {**rules.new_sheet(), "endurance": 1})
        who = ids(window)
        window.selection.select_character(who["Вера"])
        dock = choose_kind(qtbot, window, "Выстрел (Восприятие)")
        shots = dock.form.inputs["shots"]
        tab_to(qtbot, shots)
        type_number(qtbot, shots, "2")
        tab_to(qtbot, dock.opponent_combo)
        pick_with_keys(qtbot, dock.opponent_combo, "Зомби 2")
        roll_faces(qtbot, dock, "2 3")  # both shots hit
        assert _offers(dock) == ["Нанести урон 25 — Зомби 2 (попадание 1 из 2)",
                                 "Нанести урон 25 — Зомби 2 (попадание 2 из 2)"]
        first = dock.result_view.damage_buttons[0]
        tab_to(qtbot, first)
        qtbot.keyClick(first, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: _down(services, who["Зомби 2"]))
        fallen = dict(services.characters.character(who["Зомби 2"]).state)
        qtbot.waitUntil(lambda: dock.opponent_combo.currentText() == "Дих 1")
        qtbot.waitUntil(lambda: _offers(dock) == ["Нанести урон 25 — Дих 1"])
        second = dock.result_view.damage_buttons[1]
        qtbot.waitUntil(second.hasFocus)
        qtbot.keyClick(second, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: "Дих 1" in last_log_line(window))
        assert last_log_line(window).startswith("Урон — Дих 1:")
        assert services.characters.character(who["Зомби 2"]).state == fallen
    finally:
        set_language("en")


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_a_bursts_hits_moved_to_the_next_zombie_keep_their_numbers(qtbot):
    view = RollResultView()
    qtbot.addWidget(view)
    offers = tuple(DamageOffer("opponent", 0, {}) for _ in range(3))
    result = RollResult(result=LogLine("Rounds that hit: 3, best total 13"), damage=offers)
    view.show_result(result, True, ["Shambler", "Shambler 1", "Shambler 1"], False)
    assert [b.text() for b in view.damage_buttons][1:] == [
        "Roll the damage on Shambler 1 (hit 2 of 3)", "Roll the damage on Shambler 1 (hit 3 of 3)"]
