"""The dice dock's kind of roll for a zombie picked in "Roll for": in the grid game it stayed on the
survivor's pistol shot (a zombie's sheet has the starting item's default, a pistol), a d1 "out of
reach" the GM had to change by hand every time.  A roller picked is set up on a roll he can make:
Kit shoots his pistol, the zombie picked after him strikes (its bite), and Kit picked again shoots."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window


def cast(services) -> None:  # noqa: ANN001
    assert services.characters.create("Kit", "pc")
    assert services.characters.create("Shambler", "zombie")


def test_a_zombie_picked_to_roll_bites_and_a_survivor_shoots(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs", before=cast)
    dock = window.docks["diceDock"]
    rollers = dock.forms.character_combo
    rollers.setFocus()
    seen = []

    def to(name: str) -> None:
        for key in (Qt.Key.Key_Home,) + (Qt.Key.Key_Down,) * 4:
            if rollers.currentText() == name:
                seen.append((name, dock.kind_combo.currentText()))
                return
            qtbot.keyClick(rollers, key)
        raise AssertionError(f"{name} never picked in Roll for")

    to("Kit")
    to("Shambler")
    to("Kit")
    assert seen == [("Kit", "Shot: d(Accuracy)"), ("Shambler", "Strike in melee (always hits)"),
                    ("Kit", "Shot: d(Accuracy)")], seen
