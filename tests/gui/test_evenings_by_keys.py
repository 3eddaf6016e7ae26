"""Whole evenings played by keys as a GM who has read the README's Keys table: a party made, the
threat rising with its reasons, a fight, the last action undone; one scene per ruleset (both AFMBE
presets), each counting its keys (tests/gui/keycount.py) and printing them (``pytest -s``).

Each evening takes at most two thirds of the keys the same evening took when issue #40 was filed
(twdu 273, AFMBE both presets 337, the grid game 102, d10under 114), and no mouse.  The party is
made in the sheet (Ins in the roster) or, in AFMBE, imported from the GM's spreadsheet (Ctrl+I,
as the README's "Characters in and out" says), the zombies as numbered copies (Ctrl+D)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.imports.csv_party import write_csv
from tests.gui.helpers import activate
from tests.gui.keycount import ALT, CTRL, SHIFT, Keys
from tests.gui.test_fight_by_keys import GUNS, PISTOL, campaign_window, in_dialog, lines, shoot, start_fight

#: the keys each evening took when issue #40 was filed (AFMBE: each preset's half of 337)
TODAY = {"twdu": 273, "afmbe": 337 / 2, "gridlimbs": 102, "d10under": 114}

#: what decides an exchange that is not a tie, as the result says it
WINS_RULE = "; the higher die wins a melee exchange, even above Agility: melee is no roll under it"


def allowed(ruleset: str) -> int:
    return int(TODAY[ruleset] * 2 / 3)


def sheet(keys: Keys, qtbot, window, *steps) -> None:  # noqa: ANN001
    """A new character from the roster (Ins): ``steps`` typed or pressed in the sheet's order, the
    focus starting on the name; Enter saves it."""

    def fill(dialog) -> None:  # noqa: ANN001
        for step in steps:
            if isinstance(step, str):
                keys.type(step)
            else:
                keys.key(*step)
        keys.key(Qt.Key.Key_Return)

    in_dialog(qtbot, fill)
    keys.key(Qt.Key.Key_Insert)
    activate(qtbot, window)


def answer(keys: Keys, qtbot, window, key, modifiers, *steps) -> None:  # noqa: ANN001
    """``key`` opens a dialog, answered with ``steps`` (text typed, or (key, modifiers) pressed)."""

    def fill(dialog) -> None:  # noqa: ANN001
        for step in steps:
            if isinstance(step, str):
                keys.type(step)
            else:
                keys.key(*step)

    in_dialog(qtbot, fill)
    keys.key(key, modifiers)
    activate(qtbot, window)


TAB = (Qt.Key.Key_Tab,)
NEXT_PAGE = (Qt.Key.Key_Tab, CTRL)
SPACE = (Qt.Key.Key_Space,)
ENTER = (Qt.Key.Key_Return,)


def order(window) -> list[str]:  # noqa: ANN001
    """The fight list's names, top to bottom."""
    fight = window.docks["initiativeDock"]
    names = {int(r.id): r.name for r in fight.rows.values()}
    return [names[fight.tree.combatant_at(i)] for i in range(fight.tree.count())]


def test_twdu_an_evening_of_three_pcs_the_threat_rising_and_a_swarm_fight(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    keys = Keys(qtbot)
    assert QApplication.focusWidget() is window.docks["charactersDock"].tree  # where the window opens
    # three PCs: Strength, Agility on the first page, Close Combat and Mobility on the skills (Ctrl+Tab)
    sheet(keys, qtbot, window, "Ana", TAB, TAB, "4", NEXT_PAGE, "2")
    sheet(keys, qtbot, window, "Ben", TAB, TAB, "3", NEXT_PAGE, "1")
    sheet(keys, qtbot, window, "Mia", TAB, TAB, TAB, "4", NEXT_PAGE, "1", TAB, TAB, TAB, "2")
    assert lines(window)[-3:] == ["Ana joins the campaign", "Ben joins the campaign", "Mia joins the campaign"]
    keys.mark("party")

    keys.key(Qt.Key.Key_Escape)  # to the fight list
    for _ in range(3):  # the dead are coming: each step with its reason
        keys.type("+3")
    assert window.services.threat.level() == 3
    assert lines(window)[-3:] == [
        "Threat 0 → 1 (Dead around): A group the GM placed beforehand",
        "Threat 1 → 2 (Dead close by): A group the GM placed beforehand",
        "Threat 2 → 3 (Aware): A group the GM placed beforehand",
    ]
    assert window.docks["threatDock"].dial.level == 3  # the dial the GM reads
    keys.mark("threat")

    keys.key(Qt.Key.Key_D, CTRL | SHIFT)  # Mia sneaks past (Mobility), fails and pushes
    keys.key(Qt.Key.Key_Tab, SHIFT)
    keys.type("M")
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("1 2 3 4 5 3")
    keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1] == (
        "Mia rolls Skill roll (Mobility) with table dice: Failure, no 6 (base dice 1 2 3 4 5 3, stress dice none; in all "  # noqa: E501
        "0 successes)"
    )
    keys.key(Qt.Key.Key_K, CTRL)  # the typed dice, above the offers
    keys.type("6 2 3 4 1 2 4")
    keys.key(Qt.Key.Key_Tab, times=3)  # Secret, Roll, the offer
    keys.key(Qt.Key.Key_Space)
    assert lines(window)[-1] == (
        "Mia: Push the roll — Skill roll (Mobility), with table dice: Success: 1 six (base dice 6 2 3 4 1 2, stress "
        "dice 4; in all 1 success)"
        " — Stress 0 → 1."
    )
    keys.mark("push")

    swarm = window.docks["swarmDock"]
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    keys.type("30")
    keys.key(Qt.Key.Key_Return)
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    assert lines(window)[-1] == "Swarm fight: 30 dead, Swarm Size 3, Threat 3, Swarm Threat 6"
    keys.type("A")
    keys.key(Qt.Key.Key_Tab, times=3)
    keys.type("B")
    keys.key(Qt.Key.Key_Tab, times=3)
    keys.type("M")
    assert [lbl.text() for lbl, _ in swarm.round_box.plan_labels] == [
        "Ana, Close Combat: 6 dice",
        "Ben, Close Combat: 4 dice",
        "Mia, Close Combat: 4 dice: 3 base, 1 stress",
    ]
    keys.key(Qt.Key.Key_K, CTRL)
    for faces in ("6 2 1 3 4 5", "3 4 5 1", "6 1 1 2"):
        keys.type(faces)
        keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1].startswith("Swarm round 1: 2 successes against Swarm Threat 6 — lost: the GM picks 1")
    keys.type("3")  # a single attack on a random victim, its die from the table
    keys.type("2")
    keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1].endswith("Single attack on Ben (die from the table); Swarm Threat now 5")
    keys.key(Qt.Key.Key_Space)  # Ben's roll to avoid it (the focus on it): its dice from the table
    keys.type("6 2 3 4")
    keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1].startswith("Ben rolls Skill roll (Close Combat) with table dice: Success")
    keys.key(Qt.Key.Key_K, CTRL)  # back to the swarm round
    for faces in ("6 6 6 6 1 1", "6 6 6 1", "2 3 4 5"):
        keys.type(faces)
        keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1].startswith("Swarm round 2: 7 successes against Swarm Threat 5 — won")
    keys.type("2")
    assert lines(window)[-1] == "The swarm fight is won: Threat 3 → 2 (Dead close by)"
    keys.mark("swarm fight")

    keys.key(Qt.Key.Key_Z, CTRL)  # the GM thinks better of it: the Threat back to 3
    assert lines(window)[-1] == "Undo: Swarm fight won"
    assert window.services.threat.level() == 3
    keys.mark("undo")
    said = keys.report("twdu evening")
    assert keys.presses <= allowed("twdu") and keys.clicks == 0, said


def party_file(window, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """The GM's spreadsheet of the party in the documents folder (where Ctrl+I opens), as Export the
    party writes it: Ash and Kim, Dexterity 3, Guns 2, a pistol each."""
    monkeypatch.setenv("HOME", str(tmp_path))
    (tmp_path / "Documents").mkdir()
    rules = window.services.ruleset
    party = [
        SimpleNamespace(name=name, kind="pc", notes="", state={},
                        sheet={**rules.new_sheet(), "dex": 3, "skills": GUNS, "weapons": [PISTOL]})
        for name in ("Ash", "Kim")
    ]
    (tmp_path / "Documents" / "party.csv").write_text(write_csv(rules, party), encoding="utf-8")


def import_party(keys: Keys, qtbot, window, name: str) -> None:  # noqa: ANN001
    """Ctrl+I, the file's name typed in the file dialog, Enter; Enter again in the preview."""

    def pick(dialog) -> None:  # noqa: ANN001
        assert QApplication.focusWidget().objectName() == "fileNameEdit"
        keys.type(name)
        in_dialog(qtbot, lambda preview: keys.key(Qt.Key.Key_Return))
        keys.key(Qt.Key.Key_Return)

    in_dialog(qtbot, pick)
    keys.key(Qt.Key.Key_I, CTRL)
    activate(qtbot, window)


def meter_up(keys: Keys, times: int, reason: str) -> None:
    """The tension meter turned on in the threat panel (Ctrl+7, Space), then raised with a reason."""
    keys.key(Qt.Key.Key_7, CTRL)
    keys.key(Qt.Key.Key_Space)
    for _ in range(times):
        keys.type("+" + reason)


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("preset", ["norms", "unisystem"])  # (the file dialog's name completer pops up)
def test_afmbe_an_evening_of_an_imported_party_the_tension_rising_and_a_gunfight(qtbot, tmp_path, monkeypatch, preset):
    window = campaign_window(qtbot, tmp_path, "afmbe", preset)
    party_file(window, tmp_path, monkeypatch)
    keys = Keys(qtbot)
    import_party(keys, qtbot, window, "party.csv")
    assert lines(window)[-1] == "Imported 2 characters: Ash, Kim"
    sheet(keys, qtbot, window, "Zombie", TAB, "Z")  # one zombie (the roster's chosen row), three copies
    answer(keys, qtbot, window, Qt.Key.Key_D, CTRL, "3", ENTER)
    names = [c.name for c in window.services.characters.characters()]
    assert names == ["Ash", "Kim", "Zombie", "Zombie 1", "Zombie 2", "Zombie 3"]
    keys.mark("party")

    meter_up(keys, 2, "1")
    assert window.services.threat.level() == 2
    assert lines(window)[-2:] == [
        "Tension 0 → 1: A group the GM placed beforehand",
        "Tension 1 → 2: A group the GM placed beforehand",
    ]
    keys.mark("tension")

    dice = window.docks["diceDock"]
    keys.key(Qt.Key.Key_Escape)
    start_fight(keys, window, qtbot)
    if preset == "unisystem":  # the GM judges the fight very intense: its rounds burn a d4 of Endurance
        keys.key(Qt.Key.Key_I, CTRL | ALT)
    keys.key(Qt.Key.Key_K, CTRL)  # initiative from the table, in the list's order
    keys.type("9 8 7 6 5 4")
    keys.key(Qt.Key.Key_Return)
    assert order(window) == ["Ash", "Kim", "Zombie", "Zombie 1", "Zombie 2", "Zombie 3"]
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)  # Ash's turn opens on his attack: Guns 2, the pistol, at the first zombie
    assert dice.kind_combo.currentText() == "Attack against a dodge or block"  # no "A" typed ("A" goes on to Aim)
    assert (dice.character_combo.currentText(), dice.opponent_combo.currentText()) == ("Ash", "Zombie")
    shoot(keys, "8", "5")  # the zombie does not dodge: one die
    assert lines(window)[-1].startswith(
        "Damage to Zombie, dice from the table: weapon d6×2: d6 5 ×2 = 10, bullet damage after armor ×2 = 20")
    keys.key(Qt.Key.Key_N)
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)  # Kim at Zombie 1: the target one Tab below the kind of roll
    keys.key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dice.opponent_combo
    keys.key(Qt.Key.Key_Down)
    keys.key(Qt.Key.Key_K, CTRL)  # then the typed dice, below the roll's form
    keys.type("9")
    keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1].startswith(
        "Kim rolls Attack against a dodge or block (Dexterity, Guns 2, Pistol) against Zombie 1 with table dice: "
        "Total "
    )
    keys.key(Qt.Key.Key_K, CTRL)  # the typed dice, above the offers
    keys.type("6")
    keys.key(Qt.Key.Key_Tab, times=2)  # Roll, the offer (Zombie 1 hidden from the players: the Secret box greyed)
    assert QApplication.focusWidget().objectName().startswith("damage_"), QApplication.focusWidget().objectName()
    keys.key(Qt.Key.Key_Space)
    assert lines(window)[-1].startswith(
        "Damage to Zombie 1, dice from the table: weapon d6×2: d6 6 ×2 = 12, bullet damage after armor ×2 = 24")
    keys.key(Qt.Key.Key_N, times=4)  # the zombies shamble on
    assert lines(window)[-1] == "Zombie 2 has acted; Zombie 3 is up"
    if preset == "unisystem":  # frantic combat: a d4 of Endurance for each character (the dead do not tire)
        keys.key(Qt.Key.Key_Tab)
        keys.type("1 2")
        keys.key(Qt.Key.Key_Return)
    else:
        keys.key(Qt.Key.Key_N)  # the last one: the round ends
    assert "Round 1 ends" in lines(window)[-1]
    assert "Kim: Frantic combat: 2 Endurance" in lines(window)[-1] or preset == "norms"
    assert "Zombie 3: Frantic combat" not in lines(window)[-1]
    assert window.services.initiative.encounter().round == 2
    keys.mark("fight")

    keys.key(Qt.Key.Key_Z, CTRL)  # the round's end taken back
    # the undo names the Endurance a frantic combat's end gives back ("(Ash: Endurance 22 → 23; …)")
    last = lines(window)[-1]
    assert last == "Undo: End of round 1" or (last.startswith("Undo: End of round 1 (") and "Endurance" in last), last
    assert window.services.initiative.encounter().round == 1
    assert window.services.initiative.current().name == "Zombie 3"
    keys.mark("undo")
    said = keys.report(f"AFMBE ({preset}) evening")
    assert keys.presses <= allowed("afmbe") and keys.clicks == 0, said


def test_gridlimbs_an_evening_of_two_pcs_the_tension_rising_and_a_bleed_with_first_aid(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs", options={"start_bandages": 2})
    keys = Keys(qtbot)
    # Ann: 12 hit points, Speed 3; Bob: First Aid 3 (the sheet's Stats in their order)
    sheet(keys, qtbot, window, "Ann", TAB, TAB, "12", TAB, TAB, "3")
    sheet(keys, qtbot, window, "Bob", *[TAB] * 7, "3")
    assert lines(window)[-2:] == ["Ann joins the campaign", "Bob joins the campaign"]
    keys.mark("party")
    meter_up(keys, 1, "1")
    assert window.services.threat.level() == 1
    assert lines(window)[-1] == "Tension 0 → 1: A group the GM placed beforehand"
    keys.mark("tension")

    fight = window.docks["initiativeDock"]
    keys.key(Qt.Key.Key_Escape)
    answer(keys, qtbot, window, Qt.Key.Key_F, CTRL | SHIFT, ENTER)  # the PCs are ticked: Enter
    assert order(window) == ["Ann", "Bob"]  # Speed 3 before 2, read off the sheets
    answer(keys, qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.NoModifier, "L", "5", ENTER)
    assert lines(window)[-1] == (
        "Damage to Ann: 5 damage, main pool ⌈5/2⌉ = 3 — Left arm takes 5; the main pool loses 3."
        " Left arm starts bleeding: it loses 1 each round, and the main pool 1."
    )
    keys.key(Qt.Key.Key_N, CTRL | ALT)
    keys.key(Qt.Key.Key_N, CTRL | ALT)
    assert lines(window)[-1] == (
        "Round 2 ends; round 3 begins — Ann, Bob had not acted; Ann: Bleeding: Left arm 3 → 2; main pool 8 → 7 (−1).")
    answer(keys, qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.NoModifier, "B", "4", ENTER)
    assert lines(window)[-1].endswith("Bob: Uses a bandage: 1 left.")
    keys.key(Qt.Key.Key_N, CTRL | ALT)
    assert lines(window)[-1] == "Round 3 ends; round 4 begins — Ann, Bob had not acted"
    assert QApplication.focusWidget() is fight.tree
    keys.mark("fight")

    keys.key(Qt.Key.Key_Z, CTRL)  # the round's end taken back
    assert lines(window)[-1] == "Undo: End of round 3"
    assert window.services.initiative.encounter().round == 3
    keys.mark("undo")
    said = keys.report("gridlimbs evening")
    assert keys.presses <= allowed("gridlimbs") and keys.clicks == 0, said


def test_d10under_an_evening_of_two_pcs_the_tension_rising_and_a_melee(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    keys = Keys(qtbot)
    sheet(keys, qtbot, window, "Vera", TAB, TAB, TAB, "6")  # Agility 6
    sheet(keys, qtbot, window, "Rook", TAB, TAB, "7")  # Strength 7
    # a zombie, on the others' side as its kind says (the Character page's box unticked with it),
    # the roster's chosen row once made: then two numbered copies
    sheet(keys, qtbot, window, "Zombie", TAB, "Z")
    zombie = next(c for c in window.services.characters.characters() if c.name == "Zombie")
    assert zombie.sheet["player"] is False
    answer(keys, qtbot, window, Qt.Key.Key_D, CTRL, "2", ENTER)
    names = [c.name for c in window.services.characters.characters()]
    assert names == ["Vera", "Rook", "Zombie", "Zombie 1", "Zombie 2"]
    keys.mark("party")
    meter_up(keys, 1, "1")
    assert window.services.threat.level() == 1
    assert lines(window)[-1] == "Tension 0 → 1: A group the GM placed beforehand"
    keys.mark("tension")

    dice = window.docks["diceDock"]
    keys.key(Qt.Key.Key_Escape)
    start_fight(keys, window, qtbot)  # Ctrl+Shift+F, Ctrl+A: the zombies too, Enter
    keys.key(Qt.Key.Key_R)
    assert lines(window)[-1] == (
        "Initiative (Sides: players first) — Vera: Players' side; Rook: Players' side; Zombie: Others' side; "
        "Zombie 1: Others' side; Zombie 2: Others' side"
    )
    assert order(window) == ["Vera", "Rook", "Zombie", "Zombie 1", "Zombie 2"]
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    keys.type("M")  # Melee exchange: Vera against the first zombie
    assert (dice.character_combo.currentText(), dice.opponent_combo.currentText()) == ("Vera", "Zombie")
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("4 6 9 2 1")
    keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1] == (
        "Vera rolls Melee exchange against Zombie with table dice: Wins the exchange (highest die 9 against 2"
        + WINS_RULE + "): "
        "25 damage (Vera rolled 4 6 9 against Zombie rolled 2 1)"
    )
    keys.key(Qt.Key.Key_Space)  # Apply 25 damage to Zombie
    assert lines(window)[-1] == "Damage to Zombie: Health 100 − damage 25 = 75 — Takes 25 damage: Health 100 → 75."
    keys.key(Qt.Key.Key_N)
    assert lines(window)[-1] == "Vera has acted; Rook is up"
    # Rook's fists on Zombie 2: chosen in the fight list, D, the damage typed
    keys.key(Qt.Key.Key_Down, times=3)
    answer(keys, qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.NoModifier, "7", ENTER)
    assert lines(window)[-1].startswith("Damage to Zombie 2: ")
    assert "Health 100 → 93" in lines(window)[-1]
    assert dice.character_combo.currentText() == "Rook"  # the dice stay with whose turn it is
    keys.key(Qt.Key.Key_N, times=4)  # Rook, then the three zombies: the round ends
    # the zombies are hidden from the players: the round's public line names none of them, and says
    # the round as their screens showed it, Rook up until it ended (issue 44)
    assert lines(window)[-1] == "Rook has acted. Round 1 ends; round 2 begins"
    assert not window.services.campaign.events()[-1].secret
    keys.mark("fight")

    keys.key(Qt.Key.Key_Z, CTRL)
    assert lines(window)[-1] == "Undo: End of round 1"
    assert window.services.initiative.encounter().round == 1
    keys.mark("undo")
    said = keys.report("d10under evening")
    assert keys.presses <= allowed("d10under") and keys.clicks == 0, said
