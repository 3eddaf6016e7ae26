"""AFMBE damage (D) with a club's "d6×STR" and no one picked in "Dealt by": the sum read "×2
(Strength 2)", a Strength the GM could not trace to anyone.  The form keeps its Attacker's Strength
field (the last attacker's, when one rolled against the target), and with no attacker picked the
dialog says plainly which Strength it uses and to pick who hits; picking him by keys takes his.
The sum names whose Strength it took: "Ash's Strength 4" for the one picked, or whose turn it is
while the form holds his; "Attacker's Strength 2" for the form's own number."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from app.services.logtext import render
from tests.gui.helpers import activate, campaign_window, when_dialog_opens

NOTE = "No attacker picked: Attacker's Strength 2 is used; pick who hits in Dealt by."


def _people(services) -> None:  # noqa: ANN001
    rules = services.ruleset
    ash = dict(rules.new_sheet("pc"), str=4)
    assert services.characters.create("Ash", "pc", ash)
    assert services.characters.create("Biter", "zombie", rules.new_sheet("zombie"))


def test_no_attacker_says_which_strength_the_club_uses_and_picking_one_takes_his(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms", before=_people)
    services = window.services
    biter = next(c.id for c in services.characters.characters() if c.name == "Biter")
    window.selection.select_character(biter)
    activate(qtbot, window)
    seen: list[object] = []

    def hit(dialog):  # noqa: ANN001, ANN202
        try:
            activate(qtbot, dialog)
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # past the typed amount
            assert QApplication.focusWidget() is dialog.form.inputs["weapon"]
            qtbot.keyClicks(QApplication.focusWidget(), "d6×STR")
            dialog.faces.setFocus()
            qtbot.keyClicks(dialog.faces, "3")
            seen.append((dialog.by.currentText(), dialog.preview.text()))
            dialog.by.setFocus()
            qtbot.keyClicks(dialog.by, "Ash")
            seen.append((dialog.by.currentText(), dialog.preview.text()))
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        finally:  # a form that went wrong fails the test instead of waiting for keys
            if dialog.isVisible():
                dialog.reject()

    when_dialog_opens(hit)
    qtbot.keyClick(window, Qt.Key.Key_D)
    activate(qtbot, window)
    (nobody, unpicked), (ash, picked) = seen
    assert nobody == "(nobody chosen)"
    assert NOTE in unpicked and "d6 3 ×2 (Attacker's Strength 2) = 6" in unpicked
    assert ash == "Ash"
    assert "No attacker picked" not in picked and "d6 3 ×4 (Ash's Strength 4) = 12" in picked
    event = services.campaign.events()[-1]
    assert event.kind == "damage" and event.actor == "Ash"


def test_an_amount_typed_needs_no_strength_and_says_nothing_of_it(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms", before=_people)
    services = window.services
    biter = next(c.id for c in services.characters.characters() if c.name == "Biter")
    window.selection.select_character(biter)
    activate(qtbot, window)
    seen: list[str] = []

    def hit(dialog):  # noqa: ANN001, ANN202
        try:
            activate(qtbot, dialog)
            qtbot.keyClicks(QApplication.focusWidget(), "5")
            seen.append(dialog.preview.text())
        finally:
            dialog.reject()

    when_dialog_opens(hit)
    qtbot.keyClick(window, Qt.Key.Key_D)
    activate(qtbot, window)
    assert seen and "No attacker picked" not in seen[0] and "5" in seen[0]


def test_in_a_fight_the_strength_read_off_the_turns_fighter_is_said_as_his(qtbot, tmp_path):
    from ui.dialogs.rules_action_dialog import RulesActionDialog

    window = campaign_window(qtbot, tmp_path, "afmbe", "norms", before=_people)
    services = window.services
    ids = {c.name: c.id for c in services.characters.characters()}
    services.initiative.start([ids["Ash"], ids["Biter"]])
    services.initiative.roll()
    while services.initiative.current().character_id != ids["Ash"]:
        services.initiative.next_turn()
    dialog = RulesActionDialog(services, ids["Biter"], heal=False, parent=window)
    qtbot.addWidget(dialog)
    dialog.form.inputs["weapon"].setFocus()
    qtbot.keyClicks(dialog.form.inputs["weapon"], "d6×STR")
    qtbot.keyClicks(dialog.faces, "3")
    text = dialog.preview.text()
    assert dialog.by.currentText() == "(nobody chosen)"
    assert ("No attacker picked: Attacker's Strength 4, from Ash whose turn it is, is used; "
            "pick who hits in Dealt by.") in text
    assert "d6 3 ×4 (Ash's Strength 4) = 12" in text
    strength = dialog.form.inputs["attacker_str"]
    strength.setValue(5)  # the GM's own number: no longer Ash's
    assert "d6 3 ×5 (Attacker's Strength 5) = 15" in dialog.preview.text()
    strength.setValue(4)  # his again: the log names him as the dialog did
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    event = services.campaign.events()[-1]
    assert event.kind == "damage" and event.actor == ""  # no one credited with the blow
    assert "weapon d6×STR: d6 3 ×4 (Ash's Strength 4) = 12" in render(event.text, event.args)
