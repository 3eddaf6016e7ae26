"""AFMBE automatic fire from the keyboard: a burst fired in the dice dock's attack roll takes its
rounds off the weapon's magazine, as the ammo dock's weapons table and ledger show; Ctrl+Z puts
them back (unisystem §4.2.1.3)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
GUNS = [{"name": "Guns", "type": "Submachine Gun", "level": 2}]
SMG = {"name": "SMG", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "automatic": True, "ammo": 30}
BURST_LINE = (
    "Dana rolls Attack against a dodge or block (Dexterity, Guns 2, SMG) against Biter with table dice: "
    "Rounds that hit: 2, best total 12 (d10 7; Dexterity +3; Guns +2; total 12) — SMG: 30 → 27 rounds"
)
ROLL_BEFORE = "Below: the roll before, shown for its damage still offered; it is not this roll's result."


def pick_with_keys(qtbot, combo, label):
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentText() == label:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == label


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


def last_log_line(window):
    log = window.docks["logDock"].model
    return log.data(log.index(log.rowCount() - 1, 2))


def ammo_shown(qtbot, window):
    """The ammo dock, looked at: what its weapons table and ledger show."""
    ammo = window.docks["ammoDock"]
    ammo.raise_()
    qtbot.waitUntil(ammo.on_screen)
    table = [ammo.table.item(r, 1).text() for r in range(ammo.table.rowCount())]
    return table, [ammo.ledger.item(r, 2).text() for r in range(ammo.ledger.rowCount())]


def test_a_burst_fired_from_the_dice_dock_comes_off_the_magazine_and_ctrl_z_puts_it_back(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [SMG]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    window.selection.select_character(who["Dana"])
    assert ammo_shown(qtbot, window) == (["30 / 30 rounds"], [])
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)  # to the kind of roll
    assert dock.kind_combo.hasFocus()
    pick_with_keys(qtbot, dock.kind_combo, "Attack against a dodge or block")
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
    tab_to(qtbot, dock.form.inputs["skill"])
    pick_with_keys(qtbot, dock.form.inputs["skill"], "Guns 2")
    tab_to(qtbot, dock.form.inputs["fire"])
    pick_with_keys(qtbot, dock.form.inputs["fire"], "Burst (2-5 rounds)")
    assert dock.form.inputs["burst_size"].value() == 3
    assert dock.opponent_combo.currentText() == "Biter"
    tab_to(qtbot, dock.opponent_form.inputs["defence"])
    pick_with_keys(qtbot, dock.opponent_form.inputs["defence"], "No defence")
    tab_to(qtbot, dock.faces_edit)
    qtbot.keyClicks(dock.faces_edit, "7")  # 7 + DEX 3 + Guns 2 = 12: Decent, two rounds of three hit
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert dock.result_view.result_label.text() == "Rounds that hit: 2, best total 12"
    assert last_log_line(window).startswith(BURST_LINE)
    table, ledger = ammo_shown(qtbot, window)
    assert table == ["27 / 30 rounds"] and ledger == ["SMG: 30 → 27 rounds"]  # the roll's whole line on the mouse
    assert window.docks["ammoDock"].ledger.item(0, 2).toolTip().startswith(BURST_LINE)
    # rock and roll with 28 rounds from a magazine of 27: said before the roll, refused, nothing changes
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    tab_to(qtbot, dock.form.inputs["fire"])
    pick_with_keys(qtbot, dock.form.inputs["fire"], "Rock and roll (trigger held)")
    rounds = dock.form.inputs["rounds"]
    tab_to(qtbot, rounds)
    qtbot.keyClick(rounds, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(rounds, "28")
    tab_to(qtbot, dock.faces_edit)
    too_few = "The magazine holds fewer rounds than this fire needs: reload first."
    assert dock.odds_label.text().endswith(f"Cannot roll: {too_few[0].lower()}{too_few[1:]}</span>")
    qtbot.keyClicks(dock.faces_edit, "9 9 9")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    # the refusal, and under it the shot before, kept for its damage still offered, said to be that
    assert dock.refusal_label.text().split("\n") == [too_few, ROLL_BEFORE]
    assert last_log_line(window).startswith(BURST_LINE)
    assert ammo_shown(qtbot, window)[0] == ["27 / 30 rounds"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the roll and its rounds
    assert ammo_shown(qtbot, window) == (["30 / 30 rounds"], [])
