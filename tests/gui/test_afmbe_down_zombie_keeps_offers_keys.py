"""AFMBE (issue 40): Dana's shot hits Biter, Eli's too; Alt+1 applies Dana's waiting damage and Biter is
down ("Down: the GM's call": destroyed or still coming).  Eli's own offer vanished then ("Cannot roll:
an opposed roll needs an opponent." was all the dock said), while Dana's waiting one was still taken by
the downed zombie; and after Ctrl+Z of that damage, Ctrl+R fired a new shot (a round spent) instead of
rolling the damage the dock offered again.  One rule now: until the GM calls the zombie destroyed, the
hits on it stay offered, the current one too; Ctrl+R rolls the offered damage as the dock says.  By
keys (the rule is no wording: the kinds of roll are picked by their English names)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_waiting_offers_keys import ALT, CTRL, _afmbe, _shoot, _waiting
from ui import i18n

OFFER = {"en": "Roll the damage on Biter"}
DAMAGE = {"en": "Damage to Biter"}
UNDO = {"en": "Undo: "}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def _offers(dock) -> list[str]:  # noqa: ANN001
    return [b.text() for b in dock.result_view.damage_buttons if b.isVisibleTo(dock) and b.isEnabled()]


@pytest.mark.parametrize("lang", ["en"])
def test_a_zombie_down_keeps_the_hits_on_it_offered_and_ctrl_r_rolls_them(qtbot, tmp_path, lang):
    window, who = _afmbe(qtbot, tmp_path)
    services = window.services
    try:
        assert services.characters.damage(who["Biter"], {"amount": 40})  # 18 Life Points left: one hit downs it
        _shoot(qtbot, window, who["Dana"], who["Biter"])
        dock = _shoot(qtbot, window, who["Eli"], who["Biter"])  # picked by the English words of the kinds
        assert _offers(dock) == [OFFER[lang]] and len(_waiting(dock)) == 1
        activate(qtbot, window)
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_1, ALT)  # Dana's: Biter down
        assert last_log_line(window).startswith(DAMAGE[lang])
        biter = services.characters.character(who["Biter"])
        assert not services.ruleset.can_act(biter.sheet, biter.state)  # down, the GM's call
        assert not services.ruleset.is_dead(biter.sheet, biter.state)  # not destroyed
        assert _offers(dock) == [OFFER[lang]]  # Eli's hit still offered
        rounds = services.characters.character(who["Eli"]).sheet["weapons"][0]["ammo"]
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z, CTRL)  # Dana's damage undone
        assert last_log_line(window).startswith(UNDO[lang])
        assert _offers(dock) == [OFFER[lang]] and len(_waiting(dock)) == 1
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_R, CTRL)  # the damage offered, not a shot
        qtbot.waitUntil(lambda: last_log_line(window).startswith(DAMAGE[lang]))
        assert services.characters.character(who["Eli"]).sheet["weapons"][0]["ammo"] == rounds  # no round spent
        assert services.campaign.events()[-1].payload.get("actor_id") == who["Eli"]
    finally:
        i18n.set_language("en")



def test_a_zombie_called_destroyed_takes_the_hits_waiting_on_it_with_it_in_its_line(qtbot, tmp_path):
    """Down, the GM's call to make: Dana's waiting hit is still his; called destroyed, it goes, the
    call's line in the log naming it, and the list no longer holds it."""
    window, who = _afmbe(qtbot, tmp_path)
    services = window.services
    assert services.characters.damage(who["Biter"], {"amount": 40})
    _shoot(qtbot, window, who["Dana"], who["Biter"])
    dock = _shoot(qtbot, window, who["Eli"], who["Biter"])
    offer = dock.result_view.damage_buttons[0]
    assert offer.hasFocus()
    qtbot.keyClick(offer, Qt.Key.Key_Return)  # Eli's own: Biter down, the GM's call
    qtbot.waitUntil(lambda: last_log_line(window).startswith("Damage to Biter"))
    assert "no longer offered" not in last_log_line(window)  # down, not destroyed: still offered
    assert _waiting(dock) == ["Alt+1  Dana → Biter: damage to roll (Attack against a dodge or block)"]
    assert services.characters.roll_check(who["Biter"], "destroyed")  # the roster's button: destroyed
    line = last_log_line(window)
    assert line.startswith("Biter: ") and line.endswith(
        "No longer offered, the target dead: Dana → Biter (Attack against a dodge or block (Dexterity, Guns 2, "
        "Pistol))"), line
    qtbot.waitUntil(lambda: _waiting(dock) == [])


def test_the_call_destroyed_names_the_current_rolls_hit_on_it_gone_too(qtbot, tmp_path):
    window, who = _afmbe(qtbot, tmp_path)
    services = window.services
    assert services.characters.damage(who["Biter"], {"amount": 40})
    _shoot(qtbot, window, who["Dana"], who["Biter"])
    dock = _shoot(qtbot, window, who["Eli"], who["Biter"])
    activate(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_1, ALT)  # Dana's: Biter down
    assert _offers(dock) == ["Roll the damage on Biter"]  # Eli's, still offered
    assert services.characters.roll_check(who["Biter"], "destroyed")
    line = last_log_line(window)
    assert line.endswith("No longer offered, the target dead: Eli → Biter (Attack against a dodge or block "
                         "(Dexterity, Guns 2, Pistol))"), line
    qtbot.waitUntil(lambda: _offers(dock) == [])
