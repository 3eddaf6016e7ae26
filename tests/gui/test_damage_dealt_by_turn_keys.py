"""D on someone in the fight list: the damage dialog's "Dealt by" names whoever acts now (the turn
passed on, it follows), on his own damage nobody, and out of a fight nobody."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.keycount import ALT, CTRL, Keys


def _party(services):
    for name, kind in (("Dana", "pc"), ("Shambler", "zombie"), ("Zed", "npc")):
        assert services.characters.create(name, kind, services.ruleset.new_sheet(kind))
    ids = {c.name: c.id for c in services.characters.characters()}
    assert services.initiative.start(list(ids.values()))
    services.initiative.roll()


def _dealt_by(qtbot, keys, window, target):
    """Ctrl+2, the row of ``target`` by Home and Down, D: what "Dealt by" says; Esc."""
    seen = {}

    def look(dialog):
        seen["by"] = dialog.by.currentText()
        dialog.reject()

    tree = window.docks["initiativeDock"].tree
    activate(qtbot, window)  # back from the dialog before
    keys.key(Qt.Key.Key_2, CTRL)
    assert QApplication.focusWidget() is tree
    keys.key(Qt.Key.Key_Home)
    rows = [c.name for c in window.services.initiative.view().combatants]
    keys.key(Qt.Key.Key_Down, times=rows.index(target))
    when_dialog_opens(look)
    keys.key(Qt.Key.Key_D)
    qtbot.waitUntil(lambda: "by" in seen)
    return seen["by"]


def test_dealt_by_is_whoever_acts_now_else_nobody(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under", before=_party)
    activate(qtbot, window)
    keys = Keys(qtbot)
    services = window.services
    first, second, third = [c.name for c in services.initiative.view().combatants]
    assert services.initiative.current().name == first
    assert _dealt_by(qtbot, keys, window, second) == first
    assert _dealt_by(qtbot, keys, window, first) == "(nobody chosen)"  # one's own damage: no one obvious
    activate(qtbot, window)
    keys.key(Qt.Key.Key_N)  # the next one's turn
    assert services.initiative.current().name == second
    assert _dealt_by(qtbot, keys, window, first) == second
    assert _dealt_by(qtbot, keys, window, third) == second
    activate(qtbot, window)
    keys.key(Qt.Key.Key_F, CTRL | ALT)  # the fight ends
    assert services.initiative.current() is None
    seen = {}

    def look(dialog):
        seen["by"] = (dialog.windowTitle(), dialog.by.currentText())
        dialog.reject()

    activate(qtbot, window)
    keys.key(Qt.Key.Key_1, CTRL)  # the roster: a typed name finds him, Esc and D damage him
    keys.type("zed")
    keys.key(Qt.Key.Key_Escape)
    when_dialog_opens(look)
    keys.key(Qt.Key.Key_D)
    qtbot.waitUntil(lambda: "by" in seen)
    assert seen["by"] == ("Damage Zed", "(nobody chosen)")
