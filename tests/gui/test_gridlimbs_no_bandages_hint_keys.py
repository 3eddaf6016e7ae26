"""First aid refused for want of a bandage says how to note the ones found: H on a wounded
character with none to use shows, under the form, the refusal and "Edit → Found… (Ctrl+Shift+U)",
the key read from the keymap (grid game; before, the refusal said why but not how)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate
from tests.gui.keycount import Keys
from tests.gui.test_fight_by_keys import campaign_window, in_dialog

HINT = "Edit → Found… (Ctrl+Shift+U) adds the bandages and pain pills a character finds."


def test_no_bandage_to_use_says_where_the_ones_found_are_noted(qtbot, tmp_path):
    people = [("Ann", "pc", {"speed": 3, "max_hp": 12}), ("Bob", "pc", {"speed": 2, "first_aid": 3})]
    window = campaign_window(qtbot, tmp_path, "gridlimbs", people=people, options={"start_bandages": 0})
    keys = Keys(qtbot)
    fight = window.docks["initiativeDock"]
    fight.tree.setFocus()
    ann = next(c.id for c in window.services.characters.characters() if c.name == "Ann")
    window.services.characters.damage(ann, {"part": "right_leg", "amount": 5})
    in_dialog(qtbot, lambda dialog: keys.key(Qt.Key.Key_Return))
    keys.key(Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    activate(qtbot, window)
    keys.key(Qt.Key.Key_N)  # Ann has acted: Bob's turn
    keys.key(Qt.Key.Key_Up)  # Ann's row
    seen = {}

    def look(dialog):  # noqa: ANN001, ANN202
        seen["bob"] = dialog.preview.text()
        keys.key(Qt.Key.Key_Home)  # "—": her own care, her own bandage
        seen["ann"] = dialog.preview.text()
        keys.key(Qt.Key.Key_Escape)

    in_dialog(qtbot, look)
    keys.key(Qt.Key.Key_H)
    activate(qtbot, window)
    assert seen == {"bob": "The one giving the care has no bandages. " + HINT,
                    "ann": "This character has no bandages. " + HINT}
