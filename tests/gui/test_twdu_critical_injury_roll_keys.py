"""twdu: a character broken with no injury named on the damage form carries an unnamed "Critical
injury", and nothing offered its roll on the table (Ctrl+Shift+K said "No checks due", the dice dock
had no such kind).  Now its D66 is a check due until rolled: Ctrl+Shift+K lists it and Enter rolls
it, or the dice dock's kind "Critical injury (D66)" takes the two dice typed from the table, tens
first.  The log names the number to read on the table, the roster's chip shows it, and the check is
due no more."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, roll_faces
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_autofire_ammo_keys import last_log_line
from ui.docks import roster_checks

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def broken_ben(qtbot, tmp_path):  # noqa: ANN001, ANN201
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.create("Ben", "pc", services.ruleset.new_sheet())
    ben = next(int(c.id) for c in services.characters.characters())
    assert services.characters.damage(ben, {"damage": 3, "armor": False})
    # the line says the D66 is due, as the roster and Ctrl+Shift+K do; no recovery time yet: its entry's dice give it
    line = last_log_line(window)
    assert "Broken: one stress and a critical injury; its roll is due: Critical injury (D66). Broken for " in line, line
    assert "recovery time" not in line.lower(), line
    window.selection.select_character(ben)
    settle()
    return window, ben


def _details(window, ben: int) -> list[str]:  # noqa: ANN001
    """The injury chips' details as the roster renders them."""
    from app.services.logtext import render

    row = window.services.characters.character(ben)
    return [render(c.detail, dict(c.args), "rules") for c in window.services.ruleset.conditions(row.sheet, row.state)
            if c.key.startswith("injury:")]


def test_ctrl_shift_k_rolls_the_d66_of_an_unnamed_critical_injury(qtbot, tmp_path):
    window, ben = broken_ben(qtbot, tmp_path)
    dock = window.docks["charactersDock"]
    assert dock.act_checks.isEnabled()  # not "No checks due"
    cell = dock.checks(ben)  # offered at once on the roster's row, where the GM looks
    assert cell is not None and [b.text() for b in cell.check_buttons.values()] == ["Critical injury (D66)"]
    seen: list[str] = []

    def enter() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None and dialog.objectName() == "checksDueDialog"
        seen.extend(dialog.list.item(i).text() for i in range(dialog.list.count()))
        qtbot.keyClick(dialog.list, Qt.Key.Key_Return)

    QTimer.singleShot(0, enter)
    qtbot.keyClick(window, Qt.Key.Key_K, CTRL_SHIFT)
    settle()
    assert seen == ["Critical injury (D66)"], seen
    # the dice dock asks for the table's two dice (focus in its faces field); Ctrl+R lets the console roll
    focus = QApplication.focusWidget()
    assert focus is not None and focus.objectName() == "facesEdit", focus
    qtbot.keyClick(focus, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    settle()
    line = last_log_line(window)
    assert "Critical injury (D66): D66 " in line and "on the book's table" in line, line
    d66 = line.split("D66 ")[-1][:2]  # "Ben rolls Critical injury (D66): D66 34 (3 tens, 4 units): read entry 34…"
    assert f"read entry {d66} on the book's table and type its name: H, Name an injury." in line, line
    assert not roster_checks.due_checks(dock, ben)  # rolled: due no more
    assert not dock.act_checks.isEnabled()
    # the row says which entry to read, and where its name and recovery dice are given
    assert _details(window, ben) == [f"read entry {d66} on the table: H, Name an injury (−1 die for now)"], \
        _details(window, ben)


def test_the_dice_dock_reads_the_d66_typed_from_the_table(qtbot, tmp_path):
    window, ben = broken_ben(qtbot, tmp_path)
    dice = choose_kind(qtbot, window, "Critical injury (D66)")
    roll_faces(qtbot, dice, "3 4")
    settle()
    line = last_log_line(window)
    assert "D66 34 (3 tens, 4 units)" in line, line
    row = window.services.characters.character(ben)
    details = [c for c in window.services.ruleset.conditions(row.sheet, row.state) if c.key.startswith("injury:")]
    assert details[0].args["d66"] == 34
    assert not roster_checks.due_checks(window.docks["charactersDock"], ben)
