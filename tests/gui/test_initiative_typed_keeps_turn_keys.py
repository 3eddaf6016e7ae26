"""In the fight list, E on Orderly Vic, 15 typed, on Shambler 1's turn: the current turn jumped to Vic,
and N then marked him "Acted" without his having acted and handed the turn back to Shambler 1.  The
one acting keeps the turn; Vic acts right after him this round, and N hands it to Vic."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox

from tests.gui.helpers import activate, campaign_window, when_dialog_opens


def _fight(services) -> None:  # noqa: ANN001
    for name, kind in (("Ann", "pc"), ("Shambler 1", "zombie"), ("Orderly Vic", "npc")):
        assert services.characters.create(name, kind, services.ruleset.new_sheet())
    assert services.initiative.start([c.id for c in services.characters.characters()])
    ids = {c.name: c.id for c in services.initiative.view().combatants}
    for name, value in (("Ann", 12), ("Shambler 1", 8), ("Orderly Vic", 5)):
        assert services.initiative.set_initiative(ids[name], value)
    assert services.initiative.next_turn()  # Ann has acted: Shambler 1's turn


def _turn(window) -> str:  # noqa: ANN001
    current = window.services.initiative.current()
    return current.name if current is not None else ""


def test_e_on_a_fighter_typed_above_the_one_playing_leaves_the_turn_with_him(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms", before=_fight)
    window.resize(1366, 768)
    services = window.services
    assert _turn(window) == "Shambler 1"
    vic = next(c.character_id for c in services.initiative.view().combatants if c.name == "Orderly Vic")
    dock = window.docks["initiativeDock"]
    activate(qtbot, window)
    dock.tree.setFocus()
    window.selection.select_character(vic)
    qtbot.waitUntil(lambda: dock.tree.hasFocus())

    def type_15(dialog) -> None:  # noqa: ANN001
        try:
            spin = dialog.findChild(QSpinBox)
            field = spin.lineEdit()
            qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            qtbot.keyClicks(field, "15")
            qtbot.keyClick(field, Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():
                dialog.reject()

    when_dialog_opens(type_15)
    qtbot.keyClick(dock.tree, Qt.Key.Key_E)
    qtbot.waitUntil(lambda: any(c.initiative == 15 for c in services.initiative.view().combatants))
    assert _turn(window) == "Shambler 1"
    activate(qtbot, window)
    dock.tree.setFocus()
    qtbot.keyClick(dock.tree, Qt.Key.Key_N)
    assert _turn(window) == "Orderly Vic"
    assert [c.name for c in services.initiative.view().combatants if c.acted] == ["Ann", "Shambler 1"]
    qtbot.keyClick(dock.tree, Qt.Key.Key_N)
    assert services.initiative.encounter().round == 2
    assert _turn(window) == "Orderly Vic"  # round 2: by initiative
