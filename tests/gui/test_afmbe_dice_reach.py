"""afmbe mechanics newly offered in the dice dock, run from the keyboard in the main window: first
aid on oneself, aiming then the aimed shot at medium range, dodging a shot (the dodger's turn spent)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def ids(window):
    return {c.name: int(c.id) for c in window.services.characters.characters()}


def row_tracks(window, cid):
    dock = window.docks["charactersDock"]
    return [bar.text() for bar in dock.tracks(cid).bars]


def row_conditions(window, cid):
    dock = window.docks["charactersDock"]
    return list(dock.badges(cid).keys)


def last_log_line(window):
    log = window.docks["logDock"].model
    return log.data(log.index(log.rowCount() - 1, 2))


def pick_with_keys(qtbot, combo, label):
    """Home, then Down until the combo shows ``label``."""
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentText() == label:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == label


def choose_kind(qtbot, window, label):
    """Ctrl+Shift+D comes to the kind of roll; the arrow keys pick it."""
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    assert dock.kind_combo.hasFocus()
    pick_with_keys(qtbot, dock.kind_combo, label)
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())  # a new form shows on the next turn
    return dock


def tab_to(qtbot, widget):
    """Tab on through the dock until ``widget`` has the focus; Shift+Tab back up to it where it stands
    above (the typed dice, above the roll's inputs)."""
    start = QApplication.focusWidget()
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
        start.setFocus()
        for _ in range(60):
            if widget.hasFocus():
                return
            qtbot.keyClick(QApplication.focusWidget(), key)
    raise AssertionError(f"Tab never reached {widget.objectName()}")


def type_number(qtbot, spin, text):
    qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin, text)


def roll_faces(qtbot, dock, faces):
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)  # above the form
    assert dock.faces_edit.hasFocus()
    qtbot.keyClicks(dock.faces_edit, faces)
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)


def test_first_aid_on_oneself_from_the_keyboard(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Doc", "pc", {"int": 3, "skills": [{"name": "First Aid", "level": 2}]})
    doc = ids(window)["Doc"]
    assert services.characters.damage(doc, {"amount": 8})
    assert row_tracks(window, doc)[0] == "Life Points 18/26"
    dock = choose_kind(qtbot, window, "First aid on oneself")
    assert dock.form.inputs["skill"].currentText() == "First Aid 2"
    # the text's −2, which the GM makes −3 here: INT 3 + First Aid 2 − 3 = 2
    penalty = dock.form.inputs["self_penalty"]
    assert penalty.value() == -2
    tab_to(qtbot, penalty)
    type_number(qtbot, penalty, "-3")
    assert penalty.value() == -3
    roll_faces(qtbot, dock, "9")
    assert dock.result_view.result_label.text() == "Tends a wound: 2 Life Points (Decent, total 11)"
    assert last_log_line(window).startswith(
        "Doc rolls First aid on oneself (Intelligence, First Aid 2) with table dice: "
        "Tends a wound: 2 Life Points (Decent, total 11) (d10 9; Intelligence +3; First Aid +2; own wound −3; total 11)"
    )
    assert row_tracks(window, doc)[0] == "Life Points 20/26"
    # one roll a wound: the second is refused and logs nothing
    before = len(services.campaign.events())
    roll_faces(qtbot, dock, "9")
    assert dock.refusal_label.text() == "First Aid is one roll a wound: no wound is left untreated."
    assert len(services.campaign.events()) == before
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert row_tracks(window, doc)[0] == "Life Points 18/26"


def test_aim_then_the_aimed_shot_at_medium_range_from_the_keyboard(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    guns = [{"name": "Guns", "type": "Handgun", "level": 2}]
    pistol = [{"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True}]
    assert services.characters.create("Ash", "pc", {"dex": 3, "per": 3, "skills": guns, "weapons": pistol})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = ids(window)
    window.selection.select_character(who["Ash"])
    dock = choose_kind(qtbot, window, "Aim (the shot at the round's end)")
    roll_faces(qtbot, dock, "6")  # PER 3 + Guns 2 + 6 = 11: Decent, +2
    assert dock.result_view.result_label.text() == "Aims: +2 on the shot at the round's end (Decent, total 11)"
    assert last_log_line(window).startswith(
        "Ash rolls Aim (the shot at the round's end) — Perception, Guns 2 against Biter with table dice: Aims: +2"
    )  # the aim names its target: the aimed shot at the round's end is at Biter
    assert "aiming" in row_conditions(window, who["Ash"])
    dock = choose_kind(qtbot, window, "Attack against a dodge or block")
    tab_to(qtbot, dock.form.inputs["skill"])
    pick_with_keys(qtbot, dock.form.inputs["skill"], "Guns 2")
    assert dock.form.inputs["skill"].currentText() == "Guns 2"
    tab_to(qtbot, dock.form.inputs["range"])
    pick_with_keys(qtbot, dock.form.inputs["range"], "Medium range (−1)")
    assert dock.form.inputs["range"].currentData() == "medium"
    assert dock.opponent_combo.currentText() == "Biter"
    tab_to(qtbot, dock.opponent_form.inputs["defence"])
    pick_with_keys(qtbot, dock.opponent_form.inputs["defence"], "No defence")
    assert dock.opponent_form.inputs["defence"].currentData() == "none"
    # DEX 3 + Guns 2 − 1 medium + 2 aim = 6; a 7 makes 13: Good
    roll_faces(qtbot, dock, "7")
    assert dock.result_view.result_label.text() == "Total 13 against 9: hit, Good"
    assert last_log_line(window).startswith(
        "Ash rolls Attack against a dodge or block (Dexterity, Guns 2, Pistol) against Biter with table dice: "
        "Total 13 against 9: hit, Good (d10 7; Dexterity +3; Guns +2; range −1; aiming +2; total 13)"
    )
    assert "aiming" not in row_conditions(window, who["Ash"])  # the aim is spent on the shot
    button = dock.result_view.damage_buttons[0]
    assert button.text() == "Roll the damage on Biter"
    qtbot.waitUntil(button.isVisible)
    tab_to(qtbot, button)
    qtbot.keyClick(button, Qt.Key.Key_Space)  # a typed shot: its damage die asked for, typed too
    qtbot.waitUntil(dock.faces_edit.hasFocus)
    qtbot.keyClicks(dock.faces_edit, "4")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    damage = [e for e in services.campaign.events() if e.kind == "damage"][-1]
    assert damage.payload["request"]["range"] == "medium" and damage.payload["request"]["success_level"] == 3
    life = services.characters.character(who["Biter"]).state["life_points"]
    assert row_tracks(window, who["Biter"])[0] == f"Life Points {life}/58"
    assert (58 - life) in {8 * face for face in range(1, 7)}  # d6 × 4, bullet ×2


def test_dodging_a_shot_spends_the_dodgers_turn_from_the_keyboard(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    guns = [{"name": "Guns", "type": "Handgun", "level": 2}]
    pistol = [{"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True}]
    assert services.characters.create("Ash", "pc", {"dex": 3, "skills": guns, "weapons": pistol})
    assert services.characters.create("Raider", "npc", {"dex": 2, "skills": [{"name": "Dodge", "level": 3}]})
    who = ids(window)
    window.selection.select_character(who["Ash"])
    dock = choose_kind(qtbot, window, "Attack against a dodge or block")
    tab_to(qtbot, dock.form.inputs["skill"])
    pick_with_keys(qtbot, dock.form.inputs["skill"], "Guns 2")
    assert dock.opponent_combo.currentText() == "Raider"
    assert dock.opponent_form.inputs["defence"].currentData() == "dodge"
    roll_faces(qtbot, dock, "8 9")  # 8 + 5 = 13 against the dodge's 9 + 5 = 14
    assert dock.result_view.result_label.text() == ("Dodged: dodge 14, Good, beats attack 13, Good "
                                                        "(the defence must be higher; a tie hits)")
    assert last_log_line(window).endswith("— Raider hit the dirt to dodge the shot: no other action this turn.")
    assert "dodging_shots" in row_conditions(window, who["Raider"])
    assert row_tracks(window, who["Raider"])[0] == "Life Points 26/26"
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "dodging_shots" not in row_conditions(window, who["Raider"])
