"""A character's kind picked on a new sheet sets the fields its ruleset declares to follow the kind:
a d10under zombie or NPC made with Ins is not on the players' side (its "Player character" box
unticked), without the GM unticking it on the Character page; every ruleset's new zombie gets the
sheet its ruleset declares for a zombie."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox

from tests.gui.helpers import activate, campaign_window, when_dialog_opens

RULESETS = [("d10under", None), ("twdu", None), ("afmbe", "norms"), ("gridlimbs", None)]
DOWNS = {"pc": 0, "npc": 1, "zombie": 2}


def make(qtbot, window, name: str, kind: str, seen: dict | None = None) -> dict:  # noqa: ANN001
    """Ins in the roster, the name typed, Tab to the kind and Down to it, Enter: the sheet saved."""
    roster = window.docks["charactersDock"]
    activate(qtbot, window)  # back from the last dialog
    roster.tree.setFocus()
    tabbed = []

    def fill(dialog) -> None:  # noqa: ANN001
        qtbot.keyClicks(dialog.name, name)
        qtbot.keyClick(dialog.name, Qt.Key.Key_Tab)
        tabbed.append(dialog.focusWidget() is dialog.kind)
        for _ in range(DOWNS[kind]):
            qtbot.keyClick(dialog.kind, Qt.Key.Key_Down)
        if seen is not None:
            seen.update({k: w.isChecked() for f in dialog.forms for k, w in f.inputs.items()
                         if isinstance(w, QCheckBox)})
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
        if dialog.isVisible():  # refused: the test fails below, not hangs
            dialog.reject()

    when_dialog_opens(fill)
    qtbot.keyClick(roster.tree, Qt.Key.Key_Insert)
    assert tabbed == [True], "Tab from the name did not reach the kind"
    character = next(c for c in window.services.characters.characters() if c.name == name)
    assert character.kind == kind
    return dict(character.sheet)


@pytest.mark.parametrize(("ruleset", "preset"), RULESETS)
def test_a_new_zombie_gets_the_sheet_its_ruleset_declares_for_a_zombie(qtbot, tmp_path, ruleset, preset):
    window = campaign_window(qtbot, tmp_path, ruleset, preset)
    rules = window.services.ruleset
    for kind in ("zombie", "npc", "pc"):
        sheet = make(qtbot, window, f"A {kind}", kind)
        assert sheet == rules.validate_sheet(rules.new_sheet(kind)), kind


def test_a_d10under_zombie_or_npc_made_by_keys_is_not_a_player_character(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    seen: dict = {}
    assert make(qtbot, window, "Shambler", "zombie", seen)["player"] is False
    assert seen["player"] is False  # the box on the Character page, unticked as the kind was picked
    assert make(qtbot, window, "Looter", "npc")["player"] is False
    assert make(qtbot, window, "Vera", "pc")["player"] is True
    # made without the sheet (a script, the services): the kind's default too
    window.services.characters.create("Walker", "zombie")
    walker = next(c for c in window.services.characters.characters() if c.name == "Walker")
    assert walker.sheet["player"] is False


def test_back_to_player_character_ticks_the_box_again(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    roster = window.docks["charactersDock"]
    roster.tree.setFocus()
    seen: list[bool] = []

    def fill(dialog) -> None:  # noqa: ANN001
        box = next(f.inputs["player"] for f in dialog.forms if "player" in f.inputs)
        qtbot.keyClicks(dialog.name, "Dana")
        qtbot.keyClick(dialog.name, Qt.Key.Key_Tab)
        qtbot.keyClick(dialog.kind, Qt.Key.Key_Down)
        seen.append(box.isChecked())
        qtbot.keyClick(dialog.kind, Qt.Key.Key_Up)
        seen.append(box.isChecked())
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
        if dialog.isVisible():
            dialog.reject()

    when_dialog_opens(fill)
    qtbot.keyClick(roster.tree, Qt.Key.Key_Insert)
    assert seen == [False, True]
    dana = next(c for c in window.services.characters.characters() if c.name == "Dana")
    assert dana.kind == "pc" and dana.sheet["player"] is True
