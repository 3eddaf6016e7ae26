"""AFMBE norms demo (issue 41): H on Orderly Vic, whose only loss is Endurance, opened with "Points of:
Life Points", so Enter healed nothing he had lost.  The heal opens on what he lost: Endurance."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_afmbe_dice_reach import ids, row_tracks
from tests.gui.test_afmbe_skill_follows_weapon_keys import demo_window
from tests.gui.test_characters_dock import damage_with_keyboard


def test_h_on_the_orderly_heals_the_endurance_he_lost(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "norms")
    vic = ids(window)["Orderly Vic"]
    assert window.services.characters.damage(vic, {"amount": 6, "pool": "endurance"})
    window.docks["charactersDock"].select(vic)
    before = row_tracks(window, vic)
    endurance = next(text for text in before if text.startswith("Endurance"))
    seen = {}

    def look(dialog):  # noqa: ANN001
        seen["pool"] = dialog.form.inputs["pool"].currentText()

    damage_with_keyboard(qtbot, window, 4, key=Qt.Key.Key_H, setup=look)
    assert seen["pool"] == "Endurance"
    after = row_tracks(window, vic)
    value, maximum = endurance.split()[-1].split("/")
    assert f"Endurance {int(value.replace('−', '-')) + 4}/{maximum}" in after, after
