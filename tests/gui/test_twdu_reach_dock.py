"""twdu's newly offered mechanics run from the keyboard in the main window's dice dock: the roll kind
chosen by typing its name, the fields filled, the table's faces typed, the roll; the log line, the
damage offered and applied, the tracker's numbers, and undo (issue 21)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window
from tests.gui.twdu_accept import accept_roll

CTRL = Qt.KeyboardModifier.ControlModifier


def setup(qtbot, tmp_path, **sheet):
    window = campaign_window(qtbot, tmp_path, "twdu", name="Reach")
    services = window.services
    assert services.characters.create("Rick", "pc", sheet)
    rick = next(int(c.id) for c in services.characters.characters() if c.name == "Rick")
    dock = window.docks["diceDock"]
    dock.show()
    activate(qtbot, window)
    return window, services, dock, rick


def tracks(window, cid):
    characters = window.docks["charactersDock"]
    return [bar.text() for bar in characters.tracks(cid).bars]


def choose_kind(qtbot, dock, ups):
    """Ctrl+Shift+D comes to the kind of roll; End goes to the last (dice expressions), Up climbs
    ``ups`` kinds (plain letters are the main window's shortcuts, so no typing a name here)."""
    qtbot.keyClick(dock.window(), Qt.Key.Key_D, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert dock.kind_combo.hasFocus()
    qtbot.keyClick(dock.kind_combo, Qt.Key.Key_End)
    for _ in range(ups):
        qtbot.keyClick(dock.kind_combo, Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())


def next_number(qtbot, widget, value):
    """Tab to the next input (from the kind of roll, down past the typed dice, Secret and Roll) and
    type a number over what it holds."""
    qtbot.keyClick(widget, Qt.Key.Key_Tab)
    focused = widget.window().focusWidget()
    while focused.objectName() in ("facesEdit", "secretCheck", "rollButton"):
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
        focused = widget.window().focusWidget()
    qtbot.keyClick(focused, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(focused, str(value))
    return focused


def type_faces_and_roll(qtbot, dock, faces):
    dock.faces_edit.setFocus()
    qtbot.keyClicks(dock.faces_edit, faces)
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)


def press(qtbot, button):
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)


def last_roll(services):
    return [e for e in services.campaign.events() if e.kind == "roll"][-1]


def test_a_sprung_trap_from_the_keyboard_hurts_and_undoes(qtbot, tmp_path):
    window, services, dock, rick = setup(qtbot, tmp_path, agility=2, mobility=0)
    choose_kind(qtbot, dock, 3)  # above the dice expressions and the critical injury's D66
    assert dock.kind_combo.currentText() == "Spring a trap (Mobility)"
    attack = next_number(qtbot, dock.kind_combo, 1)  # the trap's Attack rating
    assert attack is dock.form.inputs["attack"]
    damage = next_number(qtbot, attack, 1)  # its Damage rating
    assert damage is dock.form.inputs["trap_damage"]
    # the exact odds before the roll: the trap is avoided with any 6 on two Mobility dice
    assert dock.odds_label.text().startswith("No damage 30.6%")
    # Mobility 2 3 fails; the trap's Attack die shows a 6: one success + Damage 1
    type_faces_and_roll(qtbot, dock, "2 3 6")
    assert dock.result_view.result_label.text() == "Trap: 2 damage"
    event = last_roll(services)
    assert render_event(event) == (
        "Rick rolls Spring a trap (Mobility) with table dice: Trap: 2 damage (base dice 2 3, stress dice none; in all 0 "  # noqa: E501
        "successes; base dice "
        "6, stress dice none; in all 1 success)"
    )
    assert dock.result_view.findChild(QPushButton, "damage_0").text() == "Apply 2 damage to Rick"
    accept_roll(qtbot, dock)  # Rick does not push: the damage next
    press(qtbot, dock.result_view.findChild(QPushButton, "damage_0"))
    assert services.characters.character(rick).state["health"] == 1
    assert tracks(window, rick) == ["Health 1/3 Battered", "Stress 0/10"]
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert tracks(window, rick) == ["Health 3/3 Unharmed", "Stress 0/10"]


def test_a_controlled_fall_and_dithering_from_the_keyboard(qtbot, tmp_path):
    window, services, dock, rick = setup(qtbot, tmp_path, agility=2, mobility=0)
    choose_kind(qtbot, dock, 4)
    assert dock.kind_combo.currentText() == "Fall"
    meters = next_number(qtbot, dock.kind_combo, 5)
    qtbot.keyClick(meters, Qt.Key.Key_Tab)
    controlled = dock.form.inputs["controlled"]
    assert controlled.hasFocus()
    qtbot.keyClick(controlled, Qt.Key.Key_Space)  # a controlled jump: roll Mobility
    assert controlled.isChecked()
    # 5 m: 2 damage, less one per Mobility success; no damage only with two 6s
    assert dock.odds_label.text().startswith("No damage 2.8%")
    type_faces_and_roll(qtbot, dock, "6 2")
    assert dock.result_view.result_label.text() == "Falls 5 m: 1 damage"
    # the odds of a push before the GM decides: the 6 kept, the 2 and a new stress die rolled
    push = dock.result_view.findChild(QPushButton, "followUp_push")
    assert push is not None and push.text() == "Push the roll: No damage 30.6%; 1+ damage 69.4%; Mess-up 16.7%"
    accept_roll(qtbot, dock)  # not pushed
    press(qtbot, dock.result_view.findChild(QPushButton, "damage_0"))
    assert tracks(window, rick) == ["Health 2/3 Bruised", "Stress 0/10"]

    choose_kind(qtbot, dock, 2)
    assert dock.kind_combo.currentText() == "Dithering (no action chosen in time)"
    type_faces_and_roll(qtbot, dock, "")
    assert render_event(last_roll(services)) == (
        "Rick: Dithering (no action chosen in time): Lingers over the choice: stress 0 → 1"
    )
    assert tracks(window, rick) == ["Health 2/3 Bruised", "Stress 1/10"]
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert tracks(window, rick) == ["Health 2/3 Bruised", "Stress 0/10"]
