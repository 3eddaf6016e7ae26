"""The ammo dock driven through a fight in each currency: keys, row buttons, dialogs, the ledger, undo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox
from sqlmodel import select

from app.rules.dice import Dice
from app.services.changes import ChangeSet
from app.services.logtext import render_event
from app.store.models import Encounter
from tests.gui.helpers import activate, campaign_window, when_dialog_opens

SHOTGUN = {"name": "Shotgun", "damage": "d8×4", "damage_type": "bullet", "ranged": True, "ammo": 0}
RIFLE = {"name": "Rifle", "damage": "d8×4", "damage_type": "bullet", "ranged": True, "automatic": True, "ammo": 3}


def window_for(qtbot, tmp_path, ruleset, preset=None):
    window = campaign_window(qtbot, tmp_path, ruleset, preset, name="Ammo test")
    window.services.campaign.dice = Dice(seed=5)
    window.docks["ammoDock"].raise_()  # the GM looks at the ledger (a dock behind a tab catches up when shown)
    activate(qtbot, window)
    return window


def add(window, name, kind="pc", **sheet):
    services = window.services
    assert services.characters.create(name, kind, {**services.ruleset.new_sheet(), **sheet})
    return next(c.id for c in services.characters.characters() if c.name == name)


def choose(window, cid):
    window.selection.select_character(cid)
    return window.docks["ammoDock"]


def press(qtbot, window, key, modifiers=Qt.KeyboardModifier.NoModifier):
    """The key in the ammunition table, the dock brought in front first as Ctrl+6 does (F brings the
    dice dock in front of it: what the GM reads after a shot is the dock he goes back to)."""
    activate(qtbot, window)
    dock = window.docks["ammoDock"]
    dock.show()
    dock.raise_()
    dock.table.setFocus()
    qtbot.keyClick(dock.table, key, modifiers)
    dock.show()
    dock.raise_()


def fill_and_accept(qtbot, values=None, amount=None, reason="", receiver=None, cause=None):
    """Fill the ammo dialog when it opens (form fields by key), then press Enter."""

    def fill(dialog):
        dialog.activateWindow()  # offscreen, a new window is not activated by itself
        activate(qtbot, dialog)
        for key, value in (values or {}).items():
            widget = dialog.form.inputs[key]
            if isinstance(widget, QSpinBox):
                widget.setValue(value)
            elif hasattr(widget, "findData"):
                widget.setCurrentIndex(widget.findData(value))
            else:
                widget.setChecked(value)
        if amount is not None:
            dialog.amount.selectAll()
            qtbot.keyClicks(dialog.amount, str(amount))
        if receiver is not None:
            dialog.receiver.setCurrentIndex(dialog.receiver_stocks.index(receiver))
        if cause is not None:
            dialog.cause.setCurrentIndex(dialog.cause.findData(cause))
        if reason:
            qtbot.keyClicks(dialog.reason, reason)
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_dialog_opens(fill)


def shown(dock):
    """What the weapons table shows: (weapon, left, spare, status) for each row."""
    return [tuple(dock.table.item(r, c).text() for c in range(4)) for r in range(dock.table.rowCount())]


def ledger(dock):
    return [dock.ledger.item(r, 2).text() for r in range(dock.ledger.rowCount())]


def fight(window, round_=1):
    """Start (or move) the active fight to ``round_``, as the initiative tracker would."""
    services = window.services
    game = services.campaign.current_session() or services.campaign.start_session()
    with services.campaign._session() as s:
        enc = s.exec(select(Encounter).where(Encounter.active)).first()
        if enc is None:
            enc = Encounter(session_id=game.id, round=round_, active=True)
        enc.round = round_
        s.add(enc)
        s.commit()
    services.campaign.forget()  # written behind the service's back: its kept rows are read again
    services.campaign.changed.emit(ChangeSet(encounter=True))


def test_norms_a_fight_in_ammo_points(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "afmbe", "norms")
    ana = add(window, "Ana", weapons=[SHOTGUN, RIFLE])
    ben = add(window, "Ben", weapons=[RIFLE])
    dock = choose(window, ana)
    assert dock.name_label.text() == "Ana: ammunition"
    assert shown(dock) == [("Shotgun", "5 Ammo Points", "", ""), ("Rifle", "3 Ammo Points", "", "")]
    assert dock.totals.text() == "Party total, all player characters' weapons, loaded and spare: 11 Ammo Points"
    add(window, "Biter", "zombie")  # someone to shoot at: F with no target fires nothing
    fight(window, 1)
    assert "Round 1: each weapon spends once this round." in dock.currency_label.text()

    press(qtbot, window, Qt.Key.Key_F)  # the selected row: the shotgun
    assert shown(dock)[0] == ("Shotgun", "4 Ammo Points", "", "fired this round")
    press(qtbot, window, Qt.Key.Key_F)
    assert "fired this round already" in dock.message.text()
    assert shown(dock)[0][1] == "4 Ammo Points"
    cell = dock.table.visualItemRect(dock.table.fire_cell("Rifle")).center()
    qtbot.mouseClick(dock.table.viewport(), Qt.MouseButton.LeftButton, pos=cell)  # a click on the rifle's row
    assert shown(dock)[1][1] == "2 Ammo Points"
    assert [dock.ledger.item(r, 0).text() for r in range(2)] == ["1", "1"]
    assert ledger(dock)[0] == "Ana fires Shotgun: 5 → 4 Ammo Points — One combat turn of firing."

    assert dock.table.current_key() == "Rifle"  # clicking a row's Fire cell selects that row
    fight(window, 2)
    dock.table.selectRow(0)
    press(qtbot, window, Qt.Key.Key_F)
    assert shown(dock)[0][1] == "3 Ammo Points"

    fill_and_accept(qtbot, amount=3, reason="a box of shells")
    press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert shown(dock)[0][1] == "6 Ammo Points"
    assert ledger(dock)[-1] == "Ana finds 3 Ammo Points for Shotgun: 3 → 6 — a box of shells"

    fill_and_accept(qtbot, amount=2, receiver=(ben, "Rifle"))
    press(qtbot, window, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert shown(dock)[0][1] == "4 Ammo Points"
    assert ledger(dock)[-1] == "Ana gives Ben 2 Ammo Points: Shotgun 6 → 4, Rifle 3 → 5"
    assert dock.ledger.item(dock.ledger.rowCount() - 1, 1).text() == "Ana → Ben"

    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert shown(dock)[0][1] == "6 Ammo Points"
    assert len(ledger(dock)) == 4  # the undone gift leaves the ledger

    dock.warn_spin.setValue(2)
    dock.warn_spin.editingFinished.emit()
    assert shown(dock)[1] == ("Rifle", "2 Ammo Points", "", "Low (warning at 2)")
    assert "Low: Ana's Rifle, 2 Ammo Points left" in dock.warnings.text()
    fill_and_accept(qtbot)
    dock.table.selectRow(1)
    press(qtbot, window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert shown(dock)[1] == ("Rifle", "0 Ammo Points", "", "EMPTY")
    assert "Empty: Ana's Rifle" in dock.warnings.text()
    press(qtbot, window, Qt.Key.Key_F)
    assert dock.message.text() == ("Rifle is empty: no Ammo Points left, nothing fired. Ammunition found goes in the "
                                   "ammunition ledger.")


def test_unisystem_bursts_rock_and_roll_and_reload(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "afmbe", "unisystem")
    dana = add(window, "Dana", weapons=[{**SHOTGUN, "name": "SMG", "automatic": True, "ammo": 30}])
    dock = choose(window, dana)
    assert shown(dock) == [("SMG", "30 / 30 rounds", "0 spare", "")]
    add(window, "Biter", "zombie")  # someone to shoot at: F with no target fires nothing
    fight(window, 1)
    fill_and_accept(qtbot, {"shots": 1, "bursts": 2, "burst_size": 4, "groups": 1})
    press(qtbot, window, Qt.Key.Key_F, Qt.KeyboardModifier.ShiftModifier)
    assert shown(dock)[0][1] == "11 / 30 rounds"  # 30 − (1 + 4 + 4 + 10)
    assert ledger(dock)[-1].startswith("Dana fires SMG: 30 → 11 rounds")
    press(qtbot, window, Qt.Key.Key_F)  # rounds: a single shot, again in the same round
    assert shown(dock)[0][1] == "10 / 30 rounds"
    press(qtbot, window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert dock.message.text() == "No spare rounds to reload with."
    fill_and_accept(qtbot, amount=25)
    press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    press(qtbot, window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert shown(dock)[0][:3] == ("SMG", "30 / 30 rounds", "5 spare")


def test_gridlimbs_a_hasty_reload_stays_the_gms_secret(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "gridlimbs")
    kit = add(window, "Kit", starting_item="pistol")
    dov = add(window, "Dov", starting_item="clips")
    dock = choose(window, dov)
    assert shown(dock) == [("Spare clips", "4 clips", "rounds in each: 15 · 15 · 15 · 15", "")]
    fill_and_accept(qtbot, amount=2, receiver=(kit, "clips"))
    press(qtbot, window, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    dock = choose(window, kit)
    fill_and_accept(qtbot, {"bullets": 13})  # before the fight: in one, a pistol fires two shots a round
    press(qtbot, window, Qt.Key.Key_F, Qt.KeyboardModifier.ShiftModifier)
    fight(window, 1)
    assert shown(dock)[0][:2] == ("Pistol", "2 / 15 rounds")
    fill_and_accept(qtbot, {"how": "hasty", "keep": True})
    press(qtbot, window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert shown(dock)[0][1] == "15 / 15 rounds"
    assert shown(dock)[1][2] == "rounds in each: 15 · 2"  # the old clip of 2 kept
    assert ledger(dock)[-1] == "Kit reloads Pistol with a clip drawn at random [GM only: 2 → 15 rounds]"
    event = window.services.ammo.ledger()[-1]
    assert render_event(event) == "Kit reloads Pistol with a clip drawn at random"  # what any other screen shows
    assert window.services.ammo.fire(kit, "gun1", {"bullets": 1})  # a full clip is not swapped for another
    fill_and_accept(qtbot, {"how": "chosen", "declared": 2})
    press(qtbot, window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert shown(dock)[0][1] == "2 / 15 rounds"
    # the rounds before it the GM's part of the line (the players count their shots): his ledger has them
    assert ledger(dock)[-1] == "Kit reloads Pistol — 14 → 2 rounds; Reloads in 2 rounds: a clip of 2 goes in."


def test_twdu_a_mess_up_empties_the_revolver(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "twdu")
    revolver = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "short", "ammo": 6}
    ana = add(window, "Ana", weapons=[revolver])
    dock = choose(window, ana)
    fight(window, 1)
    press(qtbot, window, Qt.Key.Key_F)
    press(qtbot, window, Qt.Key.Key_F)
    assert shown(dock) == [("Revolver", "4 rounds", "", "fired this round")]

    def warn_at_five(dialog):
        activate(qtbot, dialog)
        dialog.setIntValue(5)
        dialog.accept()

    when_dialog_opens(warn_at_five)
    press(qtbot, window, Qt.Key.Key_L)  # this weapon's own warning level
    assert shown(dock) == [("Revolver", "4 rounds", "", "Low (warning at 5), fired this round")]
    assert dock.warnings.text().endswith("Low: Ana's Revolver, 4 rounds left</span>")
    fill_and_accept(qtbot, cause="mess_up")
    press(qtbot, window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert shown(dock) == [("Revolver", "0 rounds", "", "EMPTY, fired this round")]
    assert ledger(dock)[-1] == "Ana's Revolver is empty: 4 → 0 rounds — Messed up: out of ammunition"
    assert dock.totals.text() == "Party total, all player characters' weapons, loaded and spare: 0 rounds"


def test_d10under_shots_a_turn_and_reload(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "d10under")
    rifle = {"name": "Rifle", "kind": "ranged", "damage": 30, "shots": 2, "magazine": 5, "criticals": True}
    vera = add(window, "Vera", weapons=[rifle, {**rifle, "name": "Knife", "kind": "melee"}])
    dock = choose(window, vera)
    assert shown(dock) == [("Rifle", "5 / 5 rounds", "0 spare", "")]
    fight(window, 1)
    fill_and_accept(qtbot, {"shots": 2})
    press(qtbot, window, Qt.Key.Key_F, Qt.KeyboardModifier.ShiftModifier)
    assert shown(dock)[0][1] == "3 / 5 rounds"
    press(qtbot, window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)  # nothing carried: refused, said
    assert shown(dock)[0][:3] == ("Rifle", "3 / 5 rounds", "0 spare")
    assert dock.message.text() == "No spare rounds to reload with."
    fill_and_accept(qtbot, amount=4)  # four rounds found: carried as spare rounds
    press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert shown(dock)[0][:3] == ("Rifle", "3 / 5 rounds", "4 spare")
    press(qtbot, window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)  # the turn's one action was the fire
    assert shown(dock)[0][1] == "3 / 5 rounds" and "reloading waits for round 2" in dock.message.text()
    fight(window, 2)
    press(qtbot, window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert shown(dock)[0][:3] == ("Rifle", "5 / 5 rounds", "2 spare")  # two went in, from the four
    # «Перезарядка обычно занимает весь ход»: no fire after the reload in round 2 (the old code fired)
    fill_and_accept(qtbot, {"shots": 1})
    press(qtbot, window, Qt.Key.Key_F, Qt.KeyboardModifier.ShiftModifier)
    assert shown(dock)[0][1] == "5 / 5 rounds"
    assert dock.message.text() == (
        "Reloading takes the whole turn: Vera has reloaded in round 2; firing waits for round 3.")
    assert [line.split(":")[0] for line in ledger(dock)] == [
        "Vera fires Rifle", "Vera finds 4 rounds for Rifle", "Vera reloads Rifle"]
    fight(window, 3)
    fill_and_accept(qtbot, {"shots": 1})
    press(qtbot, window, Qt.Key.Key_F, Qt.KeyboardModifier.ShiftModifier)
    assert shown(dock)[0][1] == "4 / 5 rounds"  # round 3: the fire is its action


def test_fight_menu_lists_the_ammo_actions_with_their_keys(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "twdu")
    actions = {a.objectName(): a.shortcut().toString() for a in window.fight_menu.actions()}
    assert actions["actAmmo_fire"] == "F"
    assert actions["actAmmo_reload"] == "Ctrl+L"
    assert actions["actAmmo_give"] == "Ctrl+Shift+G"
    dock = window.docks["ammoDock"]
    assert dock.actions_["fire"].text() == "&Fire selected weapon"


@pytest.mark.parametrize(("ruleset", "preset"), [("twdu", None), ("gridlimbs", None), ("afmbe", "norms")])
def test_a_character_without_firearms_says_so(qtbot, tmp_path, ruleset, preset):
    window = window_for(qtbot, tmp_path, ruleset, preset)
    cid = add(window, "Walker", "zombie", **({"starting_item": "katana"} if ruleset == "gridlimbs" else {}))
    dock = choose(window, cid)
    # gridlimbs: a living character carries a stock of spare clips, a zombie nothing (starting
    # items are the players'), even with a katana written on its sheet
    assert shown(dock) == []
    assert dock.name_label.text() == "Walker carries no firearm"
    press(qtbot, window, Qt.Key.Key_F)
    assert dock.message.text() == "Select a character with a firearm first."
    if ruleset == "gridlimbs":  # F on the zombie's turn, a gunman selected: refused, nothing fired
        kit = add(window, "Kit", starting_item="pistol")
        assert window.services.initiative.start([cid], name="Yard")
        choose(window, kit)
        press(qtbot, window, Qt.Key.Key_F)
        assert "A zombie carries no gun" in dock.message.text()
        assert [v.stock.count for v in window.services.ammo.stocks(kit)][:1] == [15]
