"""The grid game's damage form (D) reads the Attacker's Strength off the one picked in By: "Damage in
melee is determined by your Strength stat multiplied by the weapon's damage modifier".  It was left
at 2 whatever the attacker's sheet said; now it is his Strength, it follows when the GM picks
another attacker by keys, and with no one picked it is the form's own 2 again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_map_dock import create, log_lines


def test_the_attackers_strength_follows_the_attacker_picked(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    create(window, "Ann", strength=3, starting_item="katana")
    create(window, "Bob", strength=5)
    zed = create(window, "Zed", "zombie", max_hp=40)
    window.selection.select_character(zed)
    activate(qtbot, window)
    seen: list[object] = []

    def hit(dialog):  # noqa: ANN001, ANN202
        try:
            activate(qtbot, dialog)
            strength = dialog.form.inputs["attacker_strength"]
            seen.append(strength.value())  # no one picked: the form's own
            dialog.by.setFocus()
            qtbot.keyClicks(dialog.by, "Ann")
            seen.append((dialog.by.currentText(), strength.value()))
            qtbot.keyClicks(dialog.by, "Bob")
            seen.append((dialog.by.currentText(), strength.value()))
            qtbot.keyClick(dialog.by, Qt.Key.Key_Home)  # nobody chosen
            seen.append((dialog.by.currentText(), strength.value()))
            qtbot.keyClicks(dialog.by, "Ann")
            dialog.form.inputs["weapon"].setFocus()
            qtbot.keyClicks(QApplication.focusWidget(), "K")  # her katana: Strength 3 × 2
            seen.append(dialog.preview.text())
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        finally:  # a form that went wrong fails the test instead of waiting for keys
            if dialog.isVisible():
                dialog.reject()

    when_dialog_opens(hit)
    qtbot.keyClick(window, Qt.Key.Key_D)
    activate(qtbot, window)
    assert seen[:4] == [2, ("Ann", 3), ("Bob", 5), ("(nobody chosen)", 2)]
    assert "Strength 3 × Katana 2 × hand 50% × 2 = 6" in str(seen[4])
    [line] = log_lines(window, 1)
    assert line.startswith("Damage to Zed: Strength 3 × Katana 2 × hand 50% × 2 = 6 — Torso (main pool) takes 6")
    assert services.campaign.events()[-1].actor == "Ann"
    assert services.characters.character(zed).state["body"]["pools"]["torso"] == 34
