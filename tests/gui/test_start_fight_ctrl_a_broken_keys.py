"""Start fight in twdu with Mia Broken: Ctrl+A (the hint's "everyone who can fight", "всех" in
Russian) ticked Ana and the walker and silently left Mia out, her row marked "Out of the fight"
while the roster calls her Broken.  Her row now says the roster's word and what it means here
("Broken: takes no turns"), and after Ctrl+A the dialog names whom it left out and the key that
adds one (Space)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import when_dialog_opens
from tests.gui.test_initiative_dock import create, press, window_for
from tests.gui.test_start_fight_ticks import ticks


def test_ctrl_a_names_the_broken_it_left_out_and_space_adds_her(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "twdu")
    create(window, "Ana")
    mia = create(window, "Mia")
    create(window, "Walker", "npc")
    assert window.services.characters.damage(mia, {"damage": 3, "armor": False})  # Broken
    seen: dict[str, object] = {}

    def fill(dialog):  # noqa: ANN001, ANN202
        qtbot.keyClick(dialog.list, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        seen["rows"] = [dialog.list.item(i).text() for i in range(dialog.list.count())]
        seen["ticks"] = ticks(dialog)
        seen["note"] = dialog.left_out.text() if dialog.left_out.isVisible() else ""
        mia_row = next(i for i in range(dialog.list.count()) if dialog.list.item(i).text().startswith("Mia"))
        dialog.list.setCurrentRow(mia_row)
        qtbot.keyClick(dialog.list, Qt.Key.Key_Space)
        seen["after"] = ticks(dialog)
        dialog.reject()

    when_dialog_opens(fill)
    press(qtbot, window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert "Mia — Player character · Broken: takes no turns" in seen["rows"], seen["rows"]
    assert seen["ticks"] == {"Ana": True, "Mia": False, "Walker": True}
    assert seen["note"] == ("Ctrl+A ticked everyone who can fight; left out (they take no turns): Mia. "
                            "Space on that row ticks it.")
    assert seen["after"] == {"Ana": True, "Mia": True, "Walker": True}
