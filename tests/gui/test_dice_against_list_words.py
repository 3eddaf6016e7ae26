"""The dice dock's Against list offered the shooter himself and a zombie already destroyed.  Neither
is a target: the roller's row and the dead are not listed (nor reached by the arrows on the closed
box); one destroyed while the dock is open goes from the list then."""

from __future__ import annotations

from PySide6.QtWidgets import QListView

from tests.gui.test_dice_dock import make_dock, people, pick, pick_kind

ATTACK = "Attack against a dodge or block"


def listed(dock) -> list[str]:  # noqa: ANN001
    box = dock.opponent_combo
    view = box.view()
    assert isinstance(view, QListView)
    return [box.itemText(i) for i in range(1, box.count()) if not view.isRowHidden(i)]


def test_the_against_list_has_neither_the_roller_nor_the_destroyed(qtbot, tmp_path):
    dock, services = make_dock(qtbot, tmp_path, "afmbe", "norms", characters=[
        ("Ash", "pc", {"dex": 3}), ("Bea", "pc", {"dex": 2}),
        ("Biter", "zombie", {"dex": 1}), ("Rot", "zombie", {"dex": 1}),
    ])
    try:
        ids = people(services)
        pick(dock, "Ash")
        pick_kind(dock, ATTACK)
        assert listed(dock) == ["Bea", "Biter", "Rot"]
        assert services.characters.damage(ids["Biter"], {"amount": 60, "worn_armor": False})
        assert services.characters.roll_check(ids["Biter"], "destroyed")
        assert listed(dock) == ["Bea", "Rot"]
        assert dock.opponent_combo.currentText() == "Rot"
        pick(dock, "Rot")
        assert listed(dock) == ["Ash", "Bea"]
    finally:
        services.close()
