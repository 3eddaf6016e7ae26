"""Session → Experience (F9): AFMBE's points awarded and spent on raises, with the rules' refusals
said in the dialog; the grid game's +1s earned in play, ticked and applied."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton

from app.services.characters import CreateCharacter
from tests.gui.helpers import campaign_window, when_dialog_opens


def open_experience(qtbot, window, check) -> None:  # noqa: ANN001
    """Press F9 in the window and run ``check(dialog)`` while the dialog is open."""
    seen = []

    def inside(dialog) -> None:  # noqa: ANN001
        try:
            check(dialog)
            seen.append(True)
        finally:
            dialog.reject()

    when_dialog_opens(inside)
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert seen == [True]


def test_afmbe_points_are_awarded_and_spent_on_a_raise(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    dana = services.campaign.execute(CreateCharacter("Dana", "pc")).changes[0]["id"]

    def check(dialog) -> None:  # noqa: ANN001
        assert dialog.objectName() == "experienceDialog" and dialog.who.currentText() == "Dana"
        unspent = dialog.findChild(QLabel, "unspentLabel")
        assert unspent.text() == "0"
        dialog.award_points.setValue(6)
        qtbot.mouseClick(dialog.findChild(QPushButton, "awardButton"), Qt.MouseButton.LeftButton)
        assert unspent.text() == "6"
        dialog.raise_combo.setCurrentIndex(dialog.raise_combo.findData("attr:dex"))
        dialog.cost.setValue(6)
        qtbot.mouseClick(dialog.spend_button, Qt.MouseButton.LeftButton)
        assert unspent.text() == "0" and dialog.message.text() == "Raised: Dexterity 2 → 3."
        # still on Dexterity, which can be raised only once: the dialog says so and will not spend
        assert dialog.raise_combo.currentText() == "Dexterity 3"
        dialog.raise_combo.setCurrentIndex(0)
        dialog.raise_combo.setCurrentIndex(dialog.raise_combo.findData("attr:dex"))
        assert dialog.message.text() == "This attribute can be raised only once."
        assert not dialog.spend_button.isEnabled()

    open_experience(qtbot, window, check)
    assert services.characters.character(dana).sheet["dex"] == 3
    assert services.experience.ledger(dana) == {"unspent": 0, "raised": {"attr:dex": 1}}


def test_grid_game_gains_earned_in_play_are_ticked_and_applied(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    kit = services.campaign.execute(CreateCharacter("Kit", "pc")).changes[0]["id"]
    dov = services.campaign.execute(CreateCharacter("Dov", "pc")).changes[0]["id"]
    services.characters.damage(dov, {"amount": 2, "part": "torso", "weapon": "pistol"}, actor_id=kit)
    accuracy = services.characters.character(kit).sheet["accuracy"]
    dov_sheet = dict(services.characters.character(dov).sheet)

    def check(dialog) -> None:  # noqa: ANN001
        boxes = {b.text(): b for b in dialog.findChildren(QCheckBox)}
        assert set(boxes) == {"Shot someone (Accuracy +1)", "Got shot (Max HP +1)"}
        assert all(b.isChecked() for b in boxes.values())  # ticked, for the GM to untick
        boxes["Got shot (Max HP +1)"].setChecked(False)  # the GM rules that one out
        qtbot.mouseClick(dialog.findChild(QPushButton, "applyGainsButton"), Qt.MouseButton.LeftButton)
        assert dialog.message.text() == "The sheets are updated."
        assert not boxes["Shot someone (Accuracy +1)"].isEnabled()

    open_experience(qtbot, window, check)
    assert services.characters.character(kit).sheet["accuracy"] == accuracy + 1
    assert services.characters.character(dov).sheet == dov_sheet  # unticked: unchanged
    assert services.campaign.events()[-1].text == "{name} grows: {gains}"
