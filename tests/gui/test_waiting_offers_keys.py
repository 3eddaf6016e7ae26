"""Two players roll at once and the GM applies both (issue 40): Dana's shot hits Biter, the GM leaves
its damage and passes the turn; Eli's shot hits too.  Dana's damage waits under Eli's result ("Alt+1
Dana → Biter …"); Enter applies Eli's, Alt+1 Dana's: Biter's tracker takes both, the log has both
damage lines.  Undo of that damage lists it again; a damage left waiting when the round ends is
named by the round's end.  Before, Eli's roll dropped Dana's damage."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from app.rules.dice import Dice
from tests.gui.afmbe_attack import attack_by_keys
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_burst_offer_undo_keys import GUNS
from ui import i18n

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
PISTOL = {"name": "Pistol", "damage": "d6×2", "damage_type": "bullet", "ranged": True, "ammo": 15}


class Highest(Dice):
    """Each shot hits (a d10 shows 9: a 10 would be rolled again), each damage roll is its most."""

    def _next(self, sides: int) -> int:
        return 9 if sides == 10 else sides


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def _turn_to(qtbot, window, character_id: int) -> None:  # noqa: ANN001
    """N on the fight list until ``character_id``'s turn."""
    services = window.services
    tree = window.docks["initiativeDock"].tree
    for _ in range(6):
        if services.initiative.current().character_id == character_id:
            return
        tree.setFocus()
        qtbot.keyClick(tree, Qt.Key.Key_N)
        qtbot.wait(10)
    assert services.initiative.current().character_id == character_id


def _waiting(dock) -> list[str]:  # noqa: ANN001
    listed = dock.waiting_offers.list
    return [listed.item(i).text() for i in range(listed.count())] if listed.isVisibleTo(dock) else []


def _afmbe(qtbot, tmp_path):  # noqa: ANN001, ANN202
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    for name in ("Dana", "Eli"):
        assert services.characters.create(name, "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Dana"], who["Eli"], who["Biter"]], name="Yard")
    services.campaign.dice = Highest()
    return window, who


def _shoot(qtbot, window, shooter: int, target: int):  # noqa: ANN001, ANN202
    _turn_to(qtbot, window, shooter)
    dock = attack_by_keys(qtbot, window, skill="Guns 2", opponent=target)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(lambda: dock.rolls.last is not None and dock.rolls.last.request.character_id == shooter)
    return dock


def test_afmbe_two_shots_both_applied_by_keys_and_undo_lists_it_again(qtbot, tmp_path):
    window, who = _afmbe(qtbot, tmp_path)
    services = window.services
    dock = _shoot(qtbot, window, who["Dana"], who["Biter"])
    assert [b.text() for b in dock.result_view.damage_buttons] == ["Roll the damage on Biter"]
    assert _waiting(dock) == []
    dock = _shoot(qtbot, window, who["Eli"], who["Biter"])  # Dana's damage left: it waits
    assert _waiting(dock) == ["Alt+1  Dana → Biter: damage to roll (Attack against a dodge or block)"]
    start = services.characters.character(who["Biter"]).state["life_points"]
    offer = dock.result_view.damage_buttons[0]
    assert offer.hasFocus()
    qtbot.keyClick(offer, Qt.Key.Key_Return)  # Eli's own damage, as ever
    qtbot.waitUntil(lambda: last_log_line(window).startswith("Damage to Biter"))  # pressed as Space does
    first_line = last_log_line(window)
    one = services.characters.character(who["Biter"]).state["life_points"]
    assert one < start
    activate(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_1, ALT)  # Dana's, waiting
    line = last_log_line(window)
    assert line.startswith("Damage to Biter") and line != first_line, line
    payload = services.campaign.events()[-1].payload
    assert payload.get("actor_id") == who["Dana"], payload  # credited to her: her roll's hit
    two = services.characters.character(who["Biter"]).state["life_points"]
    assert start - two == 2 * (start - one)  # the same most of the same pistol, twice
    from tests.gui.test_afmbe_dice_reach import row_tracks

    assert f"{two}/{start}" in row_tracks(window, who["Biter"])[0], row_tracks(window, who["Biter"])  # the roster
    assert _waiting(dock) == []
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z, CTRL)  # Dana's damage undone
    assert last_log_line(window).startswith("Undo: ")
    assert services.characters.character(who["Biter"]).state["life_points"] == one
    assert _waiting(dock) == ["Alt+1  Dana → Biter: damage to roll (Attack against a dodge or block)"]
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert last_log_line(window).startswith("Redo: ")
    assert services.characters.character(who["Biter"]).state["life_points"] == two
    assert _waiting(dock) == []  # redone: applied again, not listed


def test_twdu_a_duels_two_hits_wait_under_anas_shot_and_both_are_applied_by_alt_1(qtbot, tmp_path):
    from tests.gui.keycount import Keys
    from tests.gui.test_twdu_duel_settled_once_keys import fight, shown
    from tests.gui.twdu_accept import accept_roll
    from tests.gui.twdu_brawl import chosen, declare

    window = fight(qtbot, tmp_path)
    services = window.services
    keys = Keys(qtbot)
    dice = window.docks["diceDock"]
    declared = {"Rook": "m", "Ana Reyes": "r", "Mia Chen": "r"}  # Rook and Mia at each other, Ana at Rook
    for _ in declared:
        declare(qtbot, keys, window, "2", declared[chosen(window).split(" (")[0]])
    assert shown(window)[:3] == ("Rook", "Duel", "Mia Chen")
    services.campaign.dice = Highest()
    activate(qtbot, window)
    keys.key(Qt.Key.Key_K, CTRL)
    keys.key(Qt.Key.Key_R, CTRL)  # Rook's duel: both hit
    qtbot.waitUntil(lambda: dice.rolls.last is not None and dice.rolls.last.request.kind == "duel")
    accept_roll(qtbot, dice)
    keys.key(Qt.Key.Key_N)  # both hits left; Ana's turn
    qtbot.waitUntil(lambda: shown(window)[0] == "Ana Reyes")
    who = {c.name: int(c.id) for c in services.characters.characters()}
    before = {n: dict(services.characters.character(who[n]).state) for n in ("Mia Chen", "Rook")}
    activate(qtbot, window)
    keys.key(Qt.Key.Key_R, CTRL)  # Ana's own roll: Rook's two hits wait under it
    qtbot.waitUntil(lambda: dice.rolls.last is not None and dice.rolls.last.request.character_id == who["Ana Reyes"])
    assert _waiting(dice) == ["Alt+1  Rook → Mia Chen: 4 damage (Duel)"]
    if dice.result_view.accept_button is not None and dice.result_view.accept_button.isVisible():
        accept_roll(qtbot, dice)  # Ana's shot taken as it is: its damage offered
    own = dice.result_view.damage_buttons[0]
    assert own.hasFocus() and own.text().endswith("to Rook"), own.text()
    keys.key(Qt.Key.Key_Return)  # Ana's own hit on Rook, Enter as ever
    qtbot.waitUntil(lambda: last_log_line(window).startswith("Damage to Rook"))
    assert _waiting(dice) == ["Alt+1  Rook → Mia Chen: 4 damage (Duel)"]  # Rook's still waits
    keys.key(Qt.Key.Key_1, ALT)  # Rook's hit on Mia
    assert last_log_line(window).startswith("Damage to Mia Chen")
    assert _waiting(dice) == []
    for name in ("Mia Chen", "Rook"):
        assert services.characters.character(who[name]).state != before[name], name
    damage = [e for e in services.campaign.events() if e.kind == "damage" and not e.undone]
    assert [e.payload.get("actor_id") for e in damage] == [who["Ana Reyes"], who["Rook"]]


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_afmbe_the_rounds_end_names_the_damage_left_and_delete_drops_one(qtbot, tmp_path, lang):
    window, who = _afmbe(qtbot, tmp_path)
    services = window.services
    _shoot(qtbot, window, who["Dana"], who["Biter"])
    dock = _shoot(qtbot, window, who["Eli"], who["Biter"])  # Dana's damage waits, Eli's offered
    assert i18n.set_language(lang)  # the GM's language from here on
    try:
        roll = QCoreApplication.translate("rules", "Attack against a dodge or block")
        left = _dock_tr("{name} → {target}: damage to roll ({roll})").format(name="Dana", target="Biter", roll=roll)
        assert (left == "Dana → Biter: damage to roll (Attack against a dodge or block)") == (lang == "en")
        wanted = _dock_tr("Waiting to apply, from earlier rolls of this round (Alt+1…9 or Enter applies, "
                          "Delete drops):")
        qtbot.waitUntil(lambda: dock.waiting_offers.heading.text() == wanted)  # the dock worded anew
        assert _waiting(dock) == ["Alt+1  " + left]
        heading = dock.waiting_offers.heading.text()
        assert heading.startswith({"en": "Waiting", "ru": "Ждёт", "es": "Por aplicar"}[lang])
        hp = services.characters.character(who["Biter"]).state["life_points"]
        dock.waiting_offers.list.setFocus()
        qtbot.keyClick(dock.waiting_offers.list, Qt.Key.Key_Delete)  # dropped, not applied: one line
        assert last_log_line(window) == {"en": "Damage dropped, not applied: Dana → Biter",
                                         "ru": "Урон снят, не нанесён: Dana → Biter",
                                         "es": "Daño descartado, sin aplicar: Dana → Biter"}[lang]
        assert _waiting(dock) == []
        activate(qtbot, window)
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z, CTRL)  # the drop undone: it waits again
        assert _waiting(dock) == ["Alt+1  " + left]
        rounds = services.initiative.encounter().round
        _turn_to(qtbot, window, who["Dana"])  # Biter's turn passed too: the round ends, both left
        assert services.initiative.encounter().round == rounds + 1
        eli = _dock_tr("{name} → {target}: damage to roll ({roll})").format(name="Eli", target="Biter", roll=roll)
        said = dock.refusal_label.text()
        assert said == _dock_tr("The round has ended with damage not applied: {offers}. {key} takes the round's "
                                "end back to apply it.").format(offers=left + "; " + eli, key="Ctrl+Z"), said
        assert said.startswith({"en": "The round has ended", "ru": "Раунд закончился", "es": "El asalto"}[lang])
        qtbot.waitUntil(lambda: said in window.statusBar().currentMessage())  # the status bar names it too
        # and the round's line in the log, each by its roll and weapon (it said only that the round ended)
        kind = QCoreApplication.translate("log", "{kind} ({a}, {b}, {c})").format(
            kind=roll, a=QCoreApplication.translate("rules", "Dexterity"), b=QCoreApplication.translate(
                "log", "{name} {suffix}").format(name=QCoreApplication.translate("rules", "Guns"), suffix="2"),
            c="Pistol")
        one = QCoreApplication.translate("log", "{name} → {target} ({roll})")
        ended = last_log_line(window)
        assert ended.endswith(QCoreApplication.translate("log", "damage left unapplied: {offers}").format(
            offers="; ".join(one.format(name=n, target="Biter", roll=kind) for n in ("Dana", "Eli")))), ended
        assert _waiting(dock) == []
        assert services.characters.character(who["Biter"]).state["life_points"] == hp  # nothing dealt
        activate(qtbot, window)
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z, CTRL)  # the round's end taken back
        assert services.initiative.encounter().round == rounds
        assert _waiting(dock) == ["Alt+1  " + left]  # Dana's damage waits again
        # the undo says the damage is offered again, on the dock's line and after the undo's own words
        again = _dock_tr("Damage offered again: {offers}.").format(offers=left)  # the one listed again
        qtbot.waitUntil(lambda: dock.refusal_label.text() == again)
        qtbot.waitUntil(lambda: window.statusBar().currentMessage().endswith(" — " + again))
        assert window.statusBar().currentMessage().startswith(
            {"en": "Undo: ", "ru": "Отмен", "es": "Deshe"}[lang]), window.statusBar().currentMessage()
    finally:
        i18n.set_language("en")


def _dock_tr(text: str) -> str:
    return QCoreApplication.translate("DiceDock", text)


def test_d10under_three_criticals_two_wait_and_the_last_goes_with_the_dead_target(qtbot, tmp_path):
    from tests.gui.test_afmbe_dice_reach import choose_kind, ids, roll_faces, row_tracks, tab_to
    from tests.gui.test_autofire_ammo_keys import pick_with_keys

    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    rules = services.ruleset
    pistol = {"name": "pistol", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8, "criticals": True}
    for name in ("Vera", "Ivan", "Kit"):
        assert services.characters.create(name, "pc", {**rules.new_sheet(), "perception": 6, "weapons": [pistol]})
    assert services.characters.create("Raider", "npc", {**rules.new_sheet(), "endurance": 5})
    who = ids(window)
    for name in ("Vera", "Ivan", "Kit"):  # three players roll at once: each a critical shot (1) at Raider
        window.selection.select_character(who[name])
        dock = choose_kind(qtbot, window, "Shot (Perception)")
        tab_to(qtbot, dock.opponent_combo)
        pick_with_keys(qtbot, dock.opponent_combo, "Raider")
        roll_faces(qtbot, dock, "1")
    assert _waiting(dock) == ["Alt+1  Vera → Raider: 50 damage (Shot (Perception))",
                              "Alt+2  Ivan → Raider: 50 damage (Shot (Perception))"]
    [own] = dock.result_view.damage_buttons
    qtbot.waitUntil(own.isVisible)
    tab_to(qtbot, own)
    qtbot.keyClick(own, Qt.Key.Key_Space)  # Kit's own hit
    assert services.characters.character(who["Raider"]).state["health"] == 50
    activate(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_2, ALT)  # Ivan's, second in the list
    assert services.characters.character(who["Raider"]).state["health"] == 0
    assert row_tracks(window, who["Raider"])[0].endswith("0/100")
    # Raider dead at 0 health: Vera's damage goes, named in the line of the damage that killed him (it
    # stayed listed, refused when pressed, until dropped by hand)
    line = last_log_line(window)
    assert line.startswith("Damage to Raider") and line.endswith(
        "Dead. No longer offered, the target dead: Vera → Raider (Shot (Perception) — pistol)"), line
    assert _waiting(dock) == []


def test_afmbe_the_earlier_shot_applied_from_the_list_leaves_the_newer_shots_own_offer(qtbot, tmp_path):
    window, who = _afmbe(qtbot, tmp_path)
    services = window.services
    _shoot(qtbot, window, who["Dana"], who["Biter"])
    dock = _shoot(qtbot, window, who["Dana"], who["Biter"])  # her second shot: the first one's damage waits
    assert len(_waiting(dock)) == 1
    dock.waiting_offers.list.setFocus()
    qtbot.keyClick(dock.waiting_offers.list, Qt.Key.Key_Return)  # Enter on the list applies it
    assert last_log_line(window).startswith("Damage to Biter")
    assert _waiting(dock) == []
    own = dock.result_view.damage_buttons[0]
    assert own.isVisibleTo(dock), "the same shooter's damage to the same target is not the newer shot's hit"
    own.setFocus()
    qtbot.keyClick(own, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len([e for e in services.campaign.events() if e.kind == "damage"]) == 2)


def test_afmbe_two_waiting_hits_of_one_shooter_are_told_apart_by_their_weapon(qtbot, tmp_path):
    """Two offers of one attacker read alike ("Father Tom → Shambler: damage to roll" twice, in the
    list and in the round's end): each now names what it rolled, its weapon among it."""
    from tests.gui.test_autofire_ammo_keys import pick_with_keys, tab_to

    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    revolver = {**PISTOL, "name": "Revolver"}
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL, revolver]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Dana"], who["Biter"]], name="Yard")
    services.campaign.dice = Highest()
    _turn_to(qtbot, window, who["Dana"])
    dock = None
    for weapon in ("Pistol", "Revolver", "Pistol"):  # three shots: the first two's damage waits
        dock = attack_by_keys(qtbot, window, skill="Guns 2", opponent=who["Biter"])
        tab_to(qtbot, dock.form.inputs["weapon"])
        pick_with_keys(qtbot, dock.form.inputs["weapon"], weapon)
        before = dock.rolls.last
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R, CTRL)
        qtbot.waitUntil(lambda before=before, dock=dock: dock.rolls.last is not before)
    assert dock is not None
    listed = _waiting(dock)
    assert len(listed) == 2 and listed[0] != listed[1], listed
    assert listed[0].endswith("Pistol))") and listed[1].endswith("Revolver))"), listed
