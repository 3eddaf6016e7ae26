"""First aid in the grid game where the bleed is: the heal dialog (H) of one whose torso bleeds says
so above its preview, since its Limb list has no torso ("basic first aid, which can keep your limbs
functioning (but not the head)"), and offers the pain pills that lift the main pool above half;
first aid promises to stop a bleeding only on a limb that bleeds, in the preview and in the log."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import Keys
from tests.gui.test_fight_by_keys import in_dialog, lines
from tests.gui.test_map_shot import create


def test_a_bleeding_torso_is_said_in_the_heal_dialog_and_pills_are_offered(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs", options={"start_bandages": 2, "start_pain_pills": 1})
    services = window.services
    dov = create(window, "Dov", max_hp=12, first_aid=1)
    assert services.characters.damage(dov, {"part": "torso", "amount": 7})  # main pool 5 of 12: it bleeds
    window.selection.select_character(dov)
    activate(qtbot, window)
    keys = Keys(qtbot)
    seen: dict[str, object] = {}

    def look(dialog):  # noqa: ANN001, ANN202
        try:
            seen["note"] = dialog.note.text() if dialog.note.isVisible() else ""
            seen["kind"] = dialog.form.inputs["kind"].currentText()
            limbs = dialog.form.inputs["part"]
            seen["limbs"] = [limbs.itemText(i) for i in range(limbs.count())]
            seen["pills"] = dialog.preview.text()
            dialog.form.inputs["kind"].setFocus()
            keys.key(Qt.Key.Key_Up)  # first aid after all: on a whole left arm
            seen["first aid"] = dialog.preview.text()
            keys.key(Qt.Key.Key_Down)  # the pills
            seen["dialog"] = QApplication.activeModalWidget() is dialog
            keys.key(Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():  # a failure above: the test fails, it does not hang
                dialog.reject()

    in_dialog(qtbot, look)
    keys.key(Qt.Key.Key_H)
    activate(qtbot, window)
    assert seen["note"] == ("The torso bleeds 1 a round: first aid in these rules treats limbs only. "
                            "Pain pills give the main pool 6, above half: that stops its bleeding.")
    assert seen["limbs"] == ["Left arm", "Right arm", "Left leg", "Right leg"]
    assert seen["kind"] == "Pain pills (main pool +half Max HP)"
    assert seen["pills"].startswith("Main pool 5 + ⌊Max HP 12 / 2⌋ = 11")
    assert "stops the bleeding" not in str(seen["first aid"])  # nothing bleeds there
    assert "2 in 3: restores nothing." in str(seen["first aid"])
    assert lines(window)[-1].endswith("Pain pills: the main pool regains 6.")
    assert services.characters.character(dov).state["body"]["pools"]["torso"] == 11


def test_first_aid_on_a_limb_that_does_not_bleed_promises_no_bleeding_stopped(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs", options={"start_bandages": 2})
    services = window.services
    dov = create(window, "Dov", max_hp=12, first_aid=1)
    assert services.characters.damage(dov, {"part": "left_arm", "amount": 2})  # 7 of 9: above half
    window.selection.select_character(dov)
    activate(qtbot, window)
    keys = Keys(qtbot)
    seen: dict[str, object] = {}

    def look(dialog):  # noqa: ANN001, ANN202
        try:
            seen["note"] = dialog.note.isVisible()
            seen["odds"] = dialog.preview.text()
            dialog.faces.setFocus()
            keys.type("3")
            keys.key(Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():
                dialog.reject()

    in_dialog(qtbot, look)
    keys.key(Qt.Key.Key_H)
    activate(qtbot, window)
    assert seen["note"] is False  # nothing bleeds: nothing to say
    assert seen["odds"] == (
        "d3 is rolled when you press OK.\n"
        "1 in 3: it goes wrong, Left arm takes 1 to 3 (1 in 9 each).\n"
        "2 in 3: restores 2.")
    assert lines(window)[-1].endswith("It restores 2.")
    assert "bleeding" not in lines(window)[-1]
    # a bleeding limb: the promise is made, and kept
    assert services.characters.damage(dov, {"part": "left_arm", "amount": 6})  # 3 of 9: it bleeds
    assert services.characters.heal(dov, {"kind": "first_aid", "part": "left_arm", "first_aid": 1}, faces="2")
    assert lines(window)[-1].endswith("It restores 2 and stops the bleeding.")
