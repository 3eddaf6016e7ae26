"""Whole fights played from the keyboard alone, dice typed from the table, the keys counted.

Each scene asserts the numbers and the log lines a GM would check, counts its key presses and
mouse clicks (tests/gui/keycount.py) and prints them (``pytest -s`` shows them)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.logtext import render_event
from tests.gui.helpers import activate
from tests.gui.keycount import ALT, CTRL, SHIFT, Keys
from ui import open_main_window

#: what decides an exchange that is not a tie, as the result says it
WINS_RULE = "; the higher die wins a melee exchange, even above Agility: melee is no roll under it"


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def lines(window) -> list[str]:
    return [render_event(e) for e in window.services.campaign.events()]


def twdu_window(qtbot, tmp_path, seed=4):
    """Three PCs with three dice each in Close Combat and Mobility (Mia), the threat at 0."""
    path = tmp_path / "twdu.deadwatch"
    create_campaign(str(path), "Night", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=seed))
    party = {
        "Ana": {"strength": 2, "close_combat": 1},
        "Ben": {"strength": 2, "close_combat": 1},
        "Mia": {"strength": 2, "close_combat": 1, "agility": 2, "mobility": 1},
    }
    for name, values in party.items():
        sheet = {**services.ruleset.new_sheet(), **values}
        services.campaign.execute(CreateCharacter(name, "pc", sheet))
    services.close()
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    activate(qtbot, window)
    window.services.campaign.dice = Dice(seed=seed)
    return window


def test_twdu_a_swarm_fight_of_three_against_thirty_walkers(qtbot, tmp_path):
    window = twdu_window(qtbot, tmp_path)
    keys = Keys(qtbot)
    window.docks["charactersDock"].filter.setFocus()  # where the window opens: the roster's filter
    keys.key(Qt.Key.Key_Escape)  # to the fight list
    assert QApplication.focusWidget() is window.docks["initiativeDock"].tree
    for _ in range(3):  # the dead are coming: Threat 3, each step with its reason (3: a group placed)
        keys.type("+3")
    assert window.services.threat.level() == 3
    keys.mark("threat")

    # Mia sneaks past first (Mobility), fails and pushes, dice from the table
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)  # the dice: kind of roll
    keys.key(Qt.Key.Key_Tab, SHIFT)  # who rolls
    keys.type("M")
    keys.key(Qt.Key.Key_K, CTRL)  # the typed dice
    keys.type("1 2 3")
    keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1] == (
        "Mia rolls Skill roll (Mobility) with table dice: Failure, no 6 (base dice 1 2 3, stress dice none; in all "
        "0 successes)"
    )
    dice = window.docks["diceDock"]
    assert QApplication.focusWidget() is dice.result_view.buttons["push"]  # the next key: push
    keys.key(Qt.Key.Key_K, CTRL)  # the typed dice, above the offers: the three rerolled and a stress die
    keys.type("6 2 3 4")
    keys.key(Qt.Key.Key_Tab, times=3)  # Secret, Roll, the offer
    keys.key(Qt.Key.Key_Space)  # push
    assert lines(window)[-1] == (
        "Mia: Push the roll — Skill roll (Mobility), with table dice: Success: 1 six (base dice 6 2 3, stress dice 4; in all "  # noqa: E501
        "1 success) — Stress 0 → 1."
    )
    assert QApplication.focusWidget() is window.docks["initiativeDock"].tree  # nothing more to do with it
    keys.mark("push")

    # thirty walkers: the swarm panel, the count, the fight
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    swarm = window.docks["swarmDock"]
    assert QApplication.focusWidget() is swarm.dead
    keys.type("30")
    keys.key(Qt.Key.Key_Return)
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # a second time: the fight starts
    assert lines(window)[-2:] == [
        "The dead: 0 → 30 (Swarm Size 3)",
        "Swarm fight: 30 dead, Swarm Size 3, Threat 3, Swarm Threat 6",
    ]
    assert QApplication.focusWidget() is swarm.round_box.rollers[0][0]
    keys.type("A")  # who rolls: Ana, Close Combat (the skill the panel starts on)
    keys.key(Qt.Key.Key_Tab, times=3)
    keys.type("B")
    keys.key(Qt.Key.Key_Tab, times=3)
    keys.type("M")
    assert [lbl.text() for lbl, _ in swarm.round_box.plan_labels] == [
        "Ana, Close Combat: 3 dice",
        "Ben, Close Combat: 3 dice",
        "Mia, Close Combat: 4 dice: 3 base, 1 stress",  # her stress die from the push, typed last
    ]
    keys.key(Qt.Key.Key_K, CTRL)  # the typed dice of the round
    assert QApplication.focusWidget() is swarm.round_box.plan_labels[0][1]
    keys.mark("setup")
    for faces in ("6 2 1", "3 4 5", "6 1 1 2"):  # Enter goes on to the next roll; the last rolls the round
        keys.type(faces)
        keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1] == (
        "Swarm round 1: 2 successes against Swarm Threat 6 — lost: the GM picks 1 — "
        "Ana, Close Combat (3 dice): base dice 6 2 1, stress dice none; in all 1 success, with table dice; Ben, Close Combat "  # noqa: E501
        "(3 dice): base dice 3 4 5, stress dice none; in all 0 successes, with table dice; "
        "Mia, Close Combat (4 dice): base dice 6 1 1, stress dice 2; in all 1 success, with table dice"
    )
    assert swarm.outcome_box.result.text() == "Round 1: 2 against Swarm Threat 6 — lost"
    assert swarm.outcome_box.picks_label.text() == "The dead win: the GM picks 1"
    assert QApplication.focusWidget() is swarm.outcome_box.pick_boxes["threat"]
    qtbot.wait(20)  # laid out
    outcome = swarm.outcome_box
    for shown in (outcome.result, *outcome.pick_boxes.values(), outcome.apply_picks):  # the result and the decision
        assert shown.visibleRegion().boundingRect().size() == shown.size(), shown.objectName()
    keys.mark("round 1")
    keys.type("3")  # the GM's pick 3: a single attack on a random victim
    assert QApplication.focusWidget() is swarm.outcome_box.victim_die  # its die, from the table
    keys.type("2")
    keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1] == (
        "The dead win round 1: Swarm attack: a single attack on a random victim — "
        "Single attack on Ben (die from the table); Swarm Threat now 5"
    )
    # Ben rolls to avoid the single attack (twdu text: "you still get to make a roll to avoid it"): the
    # focus on its roll, Space puts it in the dice dock
    assert QApplication.focusWidget() is swarm.outcome_box.single_buttons[0]
    assert swarm.outcome_box.single_buttons[0].text() == "Roll Ben's single attack (a skill roll)"
    keys.key(Qt.Key.Key_Space)
    dice = window.docks["diceDock"]
    assert QApplication.focusWidget() is dice.faces_edit  # its dice from the table, Enter rolls them
    keys.type("6 2 3")
    keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1] == (
        "Ben rolls Skill roll (Close Combat) with table dice: Success: 1 six — Ben fights off the single attack "
        "(base dice 6 2 3, stress dice none; in all 1 success)"
    )
    keys.key(Qt.Key.Key_K, CTRL)  # back to the swarm: round 2's dice
    assert QApplication.focusWidget() is swarm.round_box.plan_labels[0][1]
    keys.mark("picks")
    for faces in ("6 6 6", "6 6 6", "2 3 4 5"):
        keys.type(faces)
        keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1] == (
        "Swarm round 2: 6 successes against Swarm Threat 5 — won: the fight is over, the GM sets the Threat "
        "Level to 0, 1 or 2 — Ana, Close Combat (3 dice): base dice 6 6 6, stress dice none; in all 3 successes, with table "  # noqa: E501
        "dice; Ben, Close Combat (3 dice): "
        "base dice 6 6 6, stress dice none; in all 3 successes, with table dice; Mia, Close Combat (4 dice): base dice "
        "2 3 4, stress dice 5; in all 0 successes, with table dice"
    )
    assert swarm.outcome_box.result.text() == "Round 2: 6 against Swarm Threat 5 — won"
    assert QApplication.focusWidget() is swarm.outcome_box.won_buttons[1]
    qtbot.wait(20)
    for shown in (swarm.outcome_box.result, swarm.outcome_box.details, *swarm.outcome_box.won_buttons):
        assert shown.visibleRegion().boundingRect().size() == shown.size(), shown.objectName()
    keys.mark("round 2")
    keys.type("2")  # Threat 2
    assert lines(window)[-1] == "The swarm fight is won: Threat 3 → 2 (Dead close by)"
    assert window.services.threat.level() == 2
    assert QApplication.focusWidget() is window.docks["initiativeDock"].tree
    keys.mark("won")
    keys.report("twdu swarm fight")
    assert keys.presses <= 150 and keys.clicks == 0


def campaign_window(qtbot, tmp_path, ruleset, preset=None, people=(), seed=4, options=None):
    """A window at 1366×768 on a new campaign with ``people`` ((name, kind, sheet values)…)."""
    path = tmp_path / f"{ruleset}.deadwatch"
    create_campaign(str(path), "Night", ruleset, preset, options).engine.dispose()
    services = open_services(str(path), Dice(seed=seed))
    for name, kind, values in people:
        services.campaign.execute(CreateCharacter(name, kind, {**services.ruleset.new_sheet(), **values}))
    services.close()
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    activate(qtbot, window)
    window.services.campaign.dice = Dice(seed=seed)
    return window


def start_fight(keys: Keys, window, qtbot) -> None:
    """Ctrl+Shift+F, Ctrl+A (everyone), Enter: the fight starts with the whole roster."""
    from tests.gui.helpers import when_dialog_opens

    def everyone(dialog):
        activate(qtbot, dialog)
        keys.key(Qt.Key.Key_A, CTRL)
        keys.key(Qt.Key.Key_Return)

    when_dialog_opens(everyone)
    keys.key(Qt.Key.Key_F, CTRL | SHIFT)
    activate(qtbot, window)


def test_d10under_a_melee_exchange(qtbot, tmp_path):
    window = campaign_window(
        qtbot,
        tmp_path,
        "d10under",
        people=[("Vera", "pc", {"agility": 6}), ("Zed", "zombie", {"agility": 2, "player": False})],
    )
    keys = Keys(qtbot)
    tree = window.docks["initiativeDock"].tree
    tree.setFocus()
    start_fight(keys, window, qtbot)  # Ctrl+Shift+F, Ctrl+A: the zombie too, Enter
    assert lines(window)[-1] == "Fight 1 begins (Sides: players first): Vera, Zed"
    keys.key(Qt.Key.Key_R)
    assert lines(window)[-1] == "Initiative (Sides: players first) — Vera: Players' side; Zed: Others' side"
    keys.mark("start")
    dice = window.docks["diceDock"]
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)  # the dice: Vera (whose turn it is) against Zed
    keys.type("M")  # Melee exchange
    assert (dice.kind_combo.currentText(), dice.character_combo.currentText()) == ("Melee exchange", "Vera")
    assert dice.opponent_combo.currentText() == "Zed"
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("4 6 9 9")
    keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1] == (
        "Vera rolls Melee exchange against Zed with table dice: Wins the exchange (a tie on the dice, 9 against 9; "
        "the higher Agility wins: 6 against 2): 25 damage (Vera rolled 4 6 9 against Zed rolled 9)"
    )
    assert QApplication.focusWidget() is dice.result_view.damage_buttons[0]  # Apply 25 damage to Zed
    keys.key(Qt.Key.Key_Space)
    assert lines(window)[-1] == "Damage to Zed: Health 100 − damage 25 = 75 — Takes 25 damage: Health 100 → 75."
    assert QApplication.focusWidget() is tree  # never the roster's filter
    keys.key(Qt.Key.Key_N)
    # Zed, hidden, is up: the GM's line alone (the players' screens keep Vera up: issue 44)
    assert lines(window)[-1] == "Vera has acted; Zed is up" and window.services.campaign.events()[-1].secret
    keys.mark("Vera")
    # Zed's turn: the dice follow the turn, the same kind of roll against Vera
    assert (dice.character_combo.currentText(), dice.opponent_combo.currentText()) == ("Zed", "Vera")
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("1 3 2 8")
    keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1] == (
        "Zed rolls Melee exchange against Vera with table dice: Loses the exchange (highest die 1 against 8"
        + WINS_RULE + "): takes 25"
        " damage (Zed rolled 1 against Vera rolled 3 2 8)"
    )
    keys.key(Qt.Key.Key_Space)
    assert lines(window)[-1] == "Damage to Zed: Health 75 − damage 25 = 50 — Takes 25 damage: Health 75 → 50."
    keys.key(Qt.Key.Key_N)
    # Zed, hidden, not named: the round as the players' screens showed it, Vera up until it ended
    assert lines(window)[-1] == "Vera has acted. Round 1 ends; round 2 begins"
    keys.mark("Zed")
    keys.report("d10under melee exchange")
    assert keys.presses <= 30 and keys.clicks == 0


PISTOL = {"name": "Pistol", "damage": "d6×2", "damage_type": "bullet", "ranged": True, "ammo": 3}
GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]


def shoot(keys: Keys, attack: str, damage: str | None) -> None:
    """The acting PC fires at the zombie the dice dock picked: the attack typed (a zombie does not
    defend), then (a hit) the damage die typed and applied: Shift+Tab back to the dice, Tab to the
    damage button, Space.  The zombies are hidden from the players: a roll against one is secret
    anyway, its Secret box ticked and greyed, and Tab passes it by."""
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type(attack)
    keys.key(Qt.Key.Key_Return)
    if damage is not None:
        keys.key(Qt.Key.Key_K, CTRL)  # the typed dice, above the offers
        keys.type(damage)
        keys.key(Qt.Key.Key_Tab, times=2)  # Roll, the offer (the greyed Secret box is no stop)
        assert QApplication.focusWidget().objectName().startswith("damage_"), QApplication.focusWidget().objectName()
        keys.key(Qt.Key.Key_Space)


def end_round(keys: Keys, window, preset: str) -> None:
    """The last zombie has shambled: the round ends.  In unisystem frantic combat costs each character
    still up a d4 of Endurance (not the zombies: the dead do not tire): the d4s come from the
    table (Tab from the fight list to its dice, Enter)."""
    fight = window.docks["initiativeDock"]
    if preset != "unisystem":
        keys.key(Qt.Key.Key_N)
        return
    keys.key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is fight.faces
    keys.type("1 2")
    keys.key(Qt.Key.Key_Return)
    assert ", dice from the table; " in lines(window)[-1]
    assert "Ash: Frantic combat: 1 Endurance" in lines(window)[-1]
    assert "Zombie 1: Frantic combat" not in lines(window)[-1]
    assert QApplication.focusWidget() is fight.tree


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_afmbe_a_gunfight_of_two_against_four_zombies(qtbot, tmp_path, preset):
    people = [(n, "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]}) for n in ("Ash", "Kim")]
    people += [(f"Zombie {i}", "zombie", {}) for i in range(1, 5)]
    window = campaign_window(qtbot, tmp_path, "afmbe", preset, people=people)
    keys = Keys(qtbot)
    fight = window.docks["initiativeDock"]
    dice = window.docks["diceDock"]
    fight.tree.setFocus()
    start_fight(keys, window, qtbot)
    if preset == "unisystem":  # the GM's call: a very intense fight, whose rounds burn a d4 of Endurance
        keys.key(Qt.Key.Key_I, CTRL | ALT)
        assert "Frantic combat" in fight.header.text()
    keys.key(Qt.Key.Key_K, CTRL)  # the fight list's own dice: initiative, in the list's order
    assert QApplication.focusWidget() is fight.faces
    keys.type("9 8 7 6 5 4")
    keys.key(Qt.Key.Key_Return)
    line = lines(window)[-1]
    assert (", dice from the table — Ash: initiative 12 (d10 9 + Dexterity 3 = 12); "
            "Kim: initiative 11 (d10 8 + Dexterity 3 = 11); ") in line
    assert line.endswith("Zombie 4: initiative 6 (d10 4 + Dexterity 2 = 6)")
    assert QApplication.focusWidget() is fight.tree
    keys.mark("start")

    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    # Ash's turn opens on his attack, no key needed: Guns 2 and the pistol, at the first zombie
    assert dice.kind_combo.currentText() == "Attack against a dodge or block"
    assert (dice.character_combo.currentText(), dice.opponent_combo.currentText()) == ("Ash", "Zombie 1")
    assert dice.form.inputs["skill"].currentText() == "Guns 2"
    assert dice.form.inputs["weapon"].currentText() == "Pistol"
    shoot(keys, "8", "5")  # the zombie does not dodge: one die
    verb = "rolls"  # the roll's own words; the round or Ammo Point spent is said after it
    assert lines(window)[-2].startswith(
        f"Ash {verb} Attack against a dodge or block (Dexterity, Guns 2, Pistol) against Zombie 1 with table dice: "
        "Total 13 against 9: hit"
    )
    if preset == "norms":
        assert lines(window)[-2].endswith("Pistol: 3 → 2 Ammo Points")
    assert lines(window)[-1].startswith(
        "Damage to Zombie 1, dice from the table: weapon d6×2: d6 5 ×2 = 10, bullet damage after armor ×2 = 20")
    assert "26 → 6" in lines(window)[-1]
    keys.key(Qt.Key.Key_N)
    shoot(keys, "9", "6")  # Kim finishes it
    assert lines(window)[-1].startswith(
        "Damage to Zombie 1, dice from the table: weapon d6×2: d6 6 ×2 = 12, bullet damage after armor ×2 = 24")
    keys.key(Qt.Key.Key_N)
    # the zombies are hidden: a turn passed to one is the GM's line alone (issue 44)
    assert lines(window)[-1] == "Kim has acted; Zombie 2 is up — Zombie 1 is down: turn skipped"
    assert window.services.campaign.events()[-1].secret
    assert window.services.initiative.current().name == "Zombie 2"  # Zombie 1, down for the GM's call, is skipped
    z1 = next(r for r in fight.rows.values() if r.name == "Zombie 1")
    # down, the GM's call awaited, but not dead: skipped, not struck through (the dead alone are)
    assert not fight.tree.cell_font(fight.tree.row_of(int(z1.id)), 1).strikeOut()
    keys.key(Qt.Key.Key_N, times=2)  # the other three shamble closer
    end_round(keys, window, preset)
    assert "Round 1 ends" in lines(window)[-1]
    keys.mark("round 1")

    # round 2: the dice dock moves on to the next zombie standing
    assert (dice.character_combo.currentText(), dice.opponent_combo.currentText()) == ("Ash", "Zombie 2")
    assert dice.form.inputs["weapon"].currentText() == "Pistol"  # Ash's own form, not the zombies'
    shoot(keys, "7", "4")
    assert lines(window)[-1].startswith(
        "Damage to Zombie 2, dice from the table: weapon d6×2: d6 4 ×2 = 8, bullet damage after armor ×2 = 16")
    keys.key(Qt.Key.Key_N)
    shoot(keys, "2", None)  # Kim misses: no defence to roll
    assert lines(window)[-1].startswith(
        f"Kim {verb} Attack against a dodge or block (Dexterity, Guns 2, Pistol) against Zombie 2 with table dice: "
    )
    assert QApplication.focusWidget() is fight.tree  # no damage to apply: back to the fight
    keys.key(Qt.Key.Key_N, times=3)  # Kim, then two zombies; the last one ends the round
    end_round(keys, window, preset)
    assert "Round 2 ends" in lines(window)[-1]
    keys.mark("round 2")
    keys.report(f"AFMBE ({preset}) gunfight")
    assert keys.presses <= 100 and keys.clicks == 0  # today: 167 keys and 10 clicks


def in_dialog(qtbot, act) -> None:
    """Run ``act()`` (keys) in the modal dialog once it is up."""
    from tests.gui.helpers import when_dialog_opens

    def run(dialog):
        activate(qtbot, dialog)
        act(dialog)

    when_dialog_opens(run)


def test_gridlimbs_a_bleed_over_three_rounds_with_first_aid(qtbot, tmp_path):
    people = [("Ann", "pc", {"speed": 3, "max_hp": 12}), ("Bob", "pc", {"speed": 2, "first_aid": 3})]
    window = campaign_window(qtbot, tmp_path, "gridlimbs", people=people, options={"start_bandages": 2})
    keys = Keys(qtbot)
    fight = window.docks["initiativeDock"]
    fight.tree.setFocus()
    in_dialog(qtbot, lambda dialog: keys.key(Qt.Key.Key_Return))  # the PCs are ticked: Enter
    keys.key(Qt.Key.Key_F, CTRL | SHIFT)
    activate(qtbot, window)
    assert fight.order.current_row().name == "Ann"  # Speed 3 before 2, read off the sheets
    keys.mark("start")

    def hit(dialog):
        keys.type("L")  # where it lands first: the left arm
        assert dialog.form.inputs["part"].currentText() == "Left arm"
        keys.type("5")  # the digit goes on to the damage
        assert dialog.form.inputs["amount"].value() == 5
        keys.key(Qt.Key.Key_Return)

    in_dialog(qtbot, hit)
    keys.key(Qt.Key.Key_D)  # Ann's turn: she is hit (D works on the one whose turn it is)
    activate(qtbot, window)
    assert lines(window)[-1] == (
        "Damage to Ann: 5 damage, main pool ⌈5/2⌉ = 3 — Left arm takes 5; the main pool loses 3."
        " Left arm starts bleeding: it loses 1 each round, and the main pool 1."
    )
    assert QApplication.focusWidget() is fight.tree
    keys.key(Qt.Key.Key_N, CTRL | ALT)  # the round ends: whoever has not acted passes
    assert lines(window)[-1] == (
        "Round 1 ends; round 2 begins — Ann, Bob had not acted; Ann: Bleeding: Left arm 4 → 3; main pool 9 → 8 (−1).")
    keys.key(Qt.Key.Key_N, CTRL | ALT)
    assert lines(window)[-1] == (
        "Round 2 ends; round 3 begins — Ann, Bob had not acted; Ann: Bleeding: Left arm 3 → 2; main pool 8 → 7 (−1).")
    keys.mark("two rounds of bleeding")

    # round 3: Bob gives Ann first aid, his die from the table
    def aid(dialog):
        assert QApplication.focusWidget() is dialog.by  # who gives the care
        assert dialog.form.inputs["part"].currentText() == "Left arm"  # the limb that bleeds
        keys.type("B")  # Bob: his First Aid 3, his bandage
        assert dialog.form.inputs["first_aid"].value() == 3
        assert not dialog.form.inputs["own_supplies"].isChecked()
        keys.type("4")  # the digit goes on to the dice: Bob's d5
        assert QApplication.focusWidget() is dialog.faces
        assert dialog.preview.text().startswith("d5 rolled 4: restores ")
        keys.key(Qt.Key.Key_Return)

    in_dialog(qtbot, aid)
    keys.key(Qt.Key.Key_H)  # Ann's turn: H on her
    activate(qtbot, window)
    assert lines(window)[-1].startswith(
        "Bob heals Ann, dice from the table: d5 rolled 4: restores 4 HP — First aid on Left arm (3 rounds)."
    )
    assert "stops the bleeding" in lines(window)[-1]
    assert lines(window)[-1].endswith("Bob: Uses a bandage: 1 left.")  # Bob's bandage, not Ann's
    keys.key(Qt.Key.Key_N, CTRL | ALT)
    assert lines(window)[-1] == "Round 3 ends; round 4 begins — Ann, Bob had not acted"  # no more bleeding
    chars = window.services.characters
    ids = {r.name: r.character_id for r in fight.rows.values()}
    ann, bob = chars.character(ids["Ann"]), chars.character(ids["Bob"])
    assert window.services.ruleset.track_values(ann.sheet, ann.state)["torso"] == 7  # 12 − 3 − 1 − 1
    assert (ann.state["bandages"], bob.state["bandages"]) == (2, 1)
    keys.mark("first aid")
    keys.report("gridlimbs bleed with first aid")
    assert keys.presses <= 13 and keys.clicks == 0  # issue #20: 60% of the 22 keys of the base
