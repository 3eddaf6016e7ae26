"""The dice dock driven for every ruleset with seeded and typed dice: the odds shown are the rules
engine's, typed faces give the same result as rolled ones, refusals log nothing, follow-ups and
damage offers are one action each, expressions and recent rolls, secret rolls, the window's keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from app.rules.afmbe.odds import success_level_distribution
from app.rules.d10under.melee import melee_win_probability
from app.rules.dice import Dice
from app.rules.gridlimbs.shooting import shot_distribution
from app.rules.rolling import Roller
from app.rules.twdu.pool import messup_probability, success_distribution
from app.rules.twdu.pool_odds import push_if_failed
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event
from tests.gui.helpers import activate
from ui import open_main_window
from ui.docks.dice_dock import DiceDock
from ui.docks.dice_odds import percent


def make_dock(qtbot, tmp_path, ruleset, preset=None, characters=(), seed=7):
    path = tmp_path / f"{ruleset}.deadwatch"
    create_campaign(str(path), "Dice test", ruleset, preset).engine.dispose()
    services = open_services(str(path), Dice(seed=seed))
    for name, kind, sheet in characters:
        assert services.characters.create(name, kind, sheet)
    dock = DiceDock(services)
    qtbot.addWidget(dock)
    dock.bind(services)
    dock.show()
    return dock, services


def people(services):
    return {c.name: int(c.id) for c in services.characters.characters()}


def rolls(services):
    """The dice dock's rolls, a shot that spent ammunition (an event of the ammo ledger) among them."""
    return [e for e in services.campaign.events() if e.kind == "roll" or "request" in (e.payload or {})]


def pick(dock, name):
    dock.character_combo.setCurrentIndex(dock.character_combo.findText(name))


def pick_kind(dock, label):
    index = dock.kind_combo.findText(label)
    assert index >= 0, [dock.kind_combo.itemText(i) for i in range(dock.kind_combo.count())]
    dock.kind_combo.setCurrentIndex(index)


def type_faces(qtbot, dock, faces):
    dock.faces_edit.setFocus()
    qtbot.keyClicks(dock.faces_edit, faces)
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)


def test_twdu_typed_pool_shows_the_rules_odds_and_a_loud_mess_up(qtbot, tmp_path):
    dock, services = make_dock(qtbot, tmp_path, "twdu", characters=[("Rick", "pc", {"agility": 2, "mobility": 1})])
    rick = people(services)["Rick"]
    assert [dock.kind_combo.itemText(i) for i in range(dock.kind_combo.count())] == [
        "Skill roll",
        "Duel",
        "Take cover (Mobility)",
        "Attack a defenseless target",
        "Two against one",
        "Move one range band (Mobility)",
        "Chase (Mobility against Mobility)",
        "Overwatch (Ranged Combat action)",
        "First aid (Medicine)",
        "Amputate a limb (Medicine)",
        "Caught in an explosion (Blast Power)",
        "Explosive weapon (Ranged Combat)",
        "Exposed to fire (Intensity)",
        "Stop a fire spreading (Survival)",
        "Poison (Endure against Toxicity)",
        "Disease (sickness roll against Virulence)",
        "Fall",
        "Spring a trap (Mobility)",
        "Dithering (no action chosen in time)",
        "Critical injury (D66)",  # an unnamed injury's roll on the table, while due
        "Dice expression",
    ]
    success = 1 - success_distribution(3)[0]
    two = 1 - success_distribution(3)[0] - success_distribution(3)[1]
    pushed, pushed_messup = push_if_failed(3, 0)  # a failure pushed: before the roll too
    assert dock.odds_label.text() == (
        f"Success {percent(success)} · 2+ successes {percent(two)} · Mess-up {percent(messup_probability(0))}"
        f" · Success, pushing a failure {percent(pushed)} · "
        f'<span style="color:#e04848">Mess-up, pushing a failure {percent(pushed_messup)}</span>'
    )
    type_faces(qtbot, dock, "6 6 3")
    assert dock.result_view.result_label.text() == "Success: 2 sixes"
    assert "The dice were typed from the table." in dock.result_view.dice_label.text()
    assert rolls(services)[-1].faces == [[6, 6], [6, 6], [6, 3]]
    assert dock.faces_edit.text() == ""
    push = dock.result_view.findChild(QPushButton, "followUp_push")
    # the odds after the push, before the GM decides: two 6s kept, the 3 and one new stress die rolled
    assert push is not None and push.text() == "Push the roll: Success 100%; 2+ successes 100%; Mess-up 16.7%"
    # push with typed dice: the 3 is rerolled, plus one new stress die (a walker)
    dock.faces_edit.setText("4 1")
    push.click()
    assert services.characters.character(rick).state["stress"] == 1
    assert dock.result_view.alarm_label.isVisible()
    assert dock.result_view.alarm_label.text().startswith("MESSED UP: 1 walker on the stress dice")
    assert "Raise the Threat Level one step" in dock.result_view.alarm_label.text()
    assert dock.result_view.findChild(QPushButton, "followUp_push") is None
    threat = dock.result_view.findChild(QPushButton, "threatUpButton")
    assert threat is not None
    threat.click()
    assert services.threat.level() == 1
    # stress 1 now: the odds follow the state (a stress die, a chance of a mess-up)
    assert f'<span style="color:#e04848">Mess-up {percent(messup_probability(1))}</span>' in dock.odds_label.text()
    assert services.campaign.undo() and services.campaign.undo()
    assert services.characters.character(rick).state["stress"] == 0


@pytest.mark.parametrize(
    ("faces", "reason"),
    [
        ("6 6 7", "A face is out of range for its die."),
        ("6 6", "This roll takes 3 × d6; 2 typed."),  # the refusal names the count
        ("6 6 3 2", "This roll takes 3 × d6; 4 typed."),
        ("six", "Faces must be whole numbers."),
    ],
)
def test_typed_faces_are_refused_with_the_reason_and_nothing_is_logged(qtbot, tmp_path, faces, reason):
    dock, services = make_dock(qtbot, tmp_path, "twdu", characters=[("Rick", "pc", {"agility": 2, "mobility": 1})])
    before = len(services.campaign.events())
    type_faces(qtbot, dock, faces)
    assert dock.refusal_label.text() == reason
    assert len(services.campaign.events()) == before
    assert dock.faces_edit.text() == faces


@pytest.mark.parametrize(
    ("ruleset", "preset", "sheet"),
    [
        ("twdu", None, {"agility": 2, "mobility": 1}),
        ("afmbe", "norms", {"dex": 3}),
        ("afmbe", "unisystem", {"dex": 3}),
        ("d10under", None, {"agility": 6}),
        ("gridlimbs", None, {"accuracy": 6}),
    ],
)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_seeded_and_typed_rolls_agree(qtbot, tmp_path, ruleset, preset, sheet, seed):
    dock, services = make_dock(qtbot, tmp_path, ruleset, preset, [("Rick", "pc", sheet)], seed=seed)
    dock.roll_button.click()
    seeded = rolls(services)[-1]
    faces = " ".join(str(v) for _, v in seeded.faces)
    rolled_text = dock.result_view.result_label.text()
    assert rolled_text and "The dice were rolled here." in dock.result_view.dice_label.text()
    if seeded.kind == "ammo":  # a shot spent a round: undone, the typed shot spends the same round
        assert services.campaign.undo()
    type_faces(qtbot, dock, faces)
    assert dock.result_view.result_label.text() == rolled_text
    assert "The dice were typed from the table." in dock.result_view.dice_label.text()
    typed = rolls(services)[-1]
    assert typed.faces == seeded.faces and typed.payload["typed"] is True
    assert render_event(typed).replace(" with table dice", "") == render_event(seeded)


def test_afmbe_rule_of_ten_typed_and_luck_points(qtbot, tmp_path):
    skills = [{"name": "Guns", "type": "Handgun", "level": 2}]
    traits = [{"name": "Good Luck", "kind": "quality", "level": 2, "points": 2}]
    dock, services = make_dock(
        qtbot,
        tmp_path,
        "afmbe",
        "unisystem",
        characters=[("Ash", "pc", {"dex": 3, "skills": skills, "traits": traits})],
    )
    ash = people(services)["Ash"]
    pick_kind(dock, "Task")
    activate(qtbot, dock)
    dock.kind_combo.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # down the dock: the roll's own inputs first
    assert dock.form.inputs["attribute"].hasFocus()
    dock.form.inputs["skill"].setCurrentIndex(1)  # Guns 2
    dist = success_level_distribution(5, "unisystem")
    assert dock.odds_label.text().startswith(
        f"Success {percent(1 - dist[0])} · Decent or better {percent(sum(dist[v] for v in range(2, 8)))}"
    )
    type_faces(qtbot, dock, "10 8")
    assert dock.result_view.result_label.text() == "Excellent, total 18"
    worked = ("d10 10 (Unisystem rule of ten: again 8, what is over 5 is added, a 10 adds 5 and rolls on): 13; "
              "Dexterity +3; Guns +2; total 18")
    assert worked in dock.result_view.dice_label.text()
    assert worked in render_event(services.campaign.events()[-1])
    type_faces(qtbot, dock, "2")
    assert dock.result_view.result_label.text() == "Failure, total 7"
    dock.result_view.points["luck"].setValue(2)
    dock.result_view.buttons["luck"].click()
    assert dock.result_view.result_label.text() == "Adequate, total 9"
    assert services.characters.character(ash).state["luck"] == 0
    said = dock.result_view.dice_label.text()
    assert "2 luck points: 7 → 9 (Adequate)." in said and ". ·" not in said  # the points cast no dice
    assert services.campaign.undo()
    assert services.characters.character(ash).state["luck"] == 2


WON = "Wins the exchange (a tie on the dice, 9 against 9; the higher Agility wins: 6 against 2): 25 damage"


def test_d10under_melee_exchange_offers_the_damage_as_one_action(qtbot, tmp_path):
    dock, services = make_dock(
        qtbot,
        tmp_path,
        "d10under",
        characters=[("Vera", "pc", {"agility": 6}), ("Zed", "zombie", {"agility": 2, "player": False})],
    )
    dock.selection.select_character(people(services)["Zed"])  # the roster's selection is followed
    assert dock.character_combo.currentText() == "Zed"
    pick(dock, "Vera")
    assert dock.selection.character_id == people(services)["Vera"]  # and picking here selects there
    pick_kind(dock, "Melee exchange")
    assert dock.opponent_combo.isVisible() and dock.opponent_combo.currentText() == "Zed"
    win = melee_win_probability(3, 6, 1, 2)
    assert dock.odds_label.text().startswith(f"Win the exchange {percent(win)}")
    type_faces(qtbot, dock, "4 6 9 9")
    assert dock.result_view.result_label.text() == WON
    zed = people(services)["Zed"]
    before = services.characters.character(zed).state["health"]
    button = dock.result_view.damage_buttons[0]
    assert button.text() == "Apply 25 damage to Zed"
    button.click()
    assert services.characters.character(zed).state["health"] == before - 25
    assert button.isHidden()  # a used offer goes away
    assert rolls(services)[-1].target == "Zed"
    dock.retranslate()  # the result is shown again in the current language; the damage stays applied
    assert dock.result_view.result_label.text() == WON
    assert dock.result_view.damage_buttons[0].isHidden()


def test_gridlimbs_accuracy_shot_odds_and_a_face_too_high(qtbot, tmp_path):
    dock, services = make_dock(qtbot, tmp_path, "gridlimbs", characters=[("Kit", "pc", {"accuracy": 4})])
    dock.form.inputs["distance"].setValue(6)
    hit = 1 - shot_distribution(4, 6, None)["miss"]
    assert dock.odds_label.text() == f"Hit {percent(hit)}"
    type_faces(qtbot, dock, "5")
    assert dock.refusal_label.text() == "A face is out of range for its die."
    dock.faces_edit.clear()
    type_faces(qtbot, dock, "4")
    assert dock.result_view.result_label.text() == "Hit: Torso (main pool)"


def test_expressions_recent_rolls_and_secret_rolls(qtbot, tmp_path):
    dock, services = make_dock(qtbot, tmp_path, "afmbe", "norms", characters=[("Ash", "pc", {"str": 3})])
    pick_kind(dock, "Dice expression")
    assert dock.expression_edit.isVisible() and dock.form is None
    qtbot.keyClicks(dock.expression_edit, "d4×STR")
    assert dock.odds_label.text() == "From 3 to 12, average 7.5 · 8 or more 50% · 12 or more 25%"
    dock.secret_check.setChecked(True)
    qtbot.keyClick(dock.expression_edit, Qt.Key.Key_Return)
    assert dock.result_view.result_label.text().startswith("Total ")
    assert dock.result_view.dice_label.text().endswith("· The dice were rolled here.")
    event = rolls(services)[-1]
    assert event.secret is True
    assert dock.recent_list.count() == 1 and dock.recent_list.item(0).text().startswith("Secret: Ash rolls d4×STR")
    dock.secret_check.setChecked(False)
    dock.expression_edit.setText("2d6+")
    dock.roll_button.click()
    assert dock.refusal_label.text() == "The expression could not be read."
    assert len(rolls(services)) == 1
    dock.recent_list.setCurrentRow(0)
    dock.recent_list.setFocus()
    qtbot.keyClick(dock.recent_list, Qt.Key.Key_Return)
    assert len(rolls(services)) == 2 and rolls(services)[-1].secret is True


def test_window_keys_roll_repeat_and_focus(qtbot, campaign_path, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = open_main_window(str(campaign_path), settings)
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    dock = window.docks["diceDock"]
    shortcuts = {a.objectName(): a.shortcut().toString() for a in (dock.act_roll, dock.act_repeat, dock.act_focus)}
    assert shortcuts == {"actRoll": "Ctrl+R", "actRepeatRoll": "Ctrl+Shift+R", "actFocusDice": "Ctrl+Shift+D"}
    assert dock.act_roll in window.session_menu.actions()
    services = window.services
    assert services.characters.create("Vera", "pc", {"perception": 7})
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert dock.kind_combo.hasFocus()
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert len(rolls(services)) == 1
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(rolls(services)) == 2
    assert rolls(services)[0].payload["request"] == rolls(services)[1].payload["request"]


def test_afmbe_attack_against_a_dodge_then_the_weapon_damage(qtbot, tmp_path):
    skills = [{"name": "Guns", "type": "Handgun", "level": 2}]
    weapons = [{"name": "Pistol", "damage": "d6×4", "ranged": True}]
    dock, services = make_dock(
        qtbot,
        tmp_path,
        "afmbe",
        "norms",
        characters=[("Ash", "pc", {"dex": 3, "skills": skills, "weapons": weapons}), ("Biter", "zombie", {"dex": 1})],
    )
    pick(dock, "Ash")
    pick_kind(dock, "Attack against a dodge or block")
    dock.form.inputs["skill"].setCurrentIndex(1)
    assert dock.opponent_combo.currentText() == "Biter"
    defence = dock.opponent_form.inputs["defence"] if dock.opponent_form is not None else None
    assert defence is not None and defence.currentData() == "none"  # the dead do not dodge by default
    defence.setCurrentIndex(defence.findData("dodge"))  # this one does: the GM says so
    ash, biter = (services.characters.character(people(services)[n]) for n in ("Ash", "Biter"))
    engine = services.ruleset.roll_rules().roll_odds(
        "attack",
        Roller(ash.sheet, ash.state, True),
        dock.request().inputs,
        Roller(biter.sheet, biter.state, False),
    )
    # the odds, then the Ammo Point the shot will spend ("on a Point to Combat Turn basis")
    assert dock.odds_label.text() == f"Hit {percent(engine[0].chance)} · This roll spends Pistol: 5 → 4 Ammo Points"
    type_faces(qtbot, dock, "8 2")
    assert dock.result_view.result_label.text() == ("Hit, Good: attack 13 against dodge 3, Failure "
                                                        "(the defence must be higher; a tie hits)")
    button = dock.result_view.damage_buttons[0]
    assert button.text() == "Roll the damage on Biter"
    biter = people(services)["Biter"]
    before = services.characters.character(biter).state["life_points"]
    button.click()  # a typed attack: its damage die asked for, from the table too
    assert services.characters.character(biter).state["life_points"] == before
    type_faces(qtbot, dock, "3")
    assert services.characters.character(biter).state["life_points"] < before
    damage = [e for e in services.campaign.events() if e.kind == "damage"][-1]
    assert damage.payload["request"]["weapon"] == "d6×4" and damage.payload["request"]["success_level"] == 3
