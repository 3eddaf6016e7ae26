"""Ctrl+Return applies the GM's picks after a lost swarm round, in every language.  In Russian it
did nothing and Qt printed "Ambiguous shortcut overload": the keys' table writes "Ctrl+Return" and
"Ctrl+Enter" (the keypad's), and read in the Russian key names, where Return is called "Enter",
both were Ctrl+Return, twice on one action.  Now no two enabled shortcuts the panel can reach share
a key, and Ctrl+Return applies the picks; English, Russian and Spanish."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QWidget

from tests.gui.keycount import CTRL
from tests.gui.swarm_scene import lost_round
from ui import i18n


def reachable(window: QWidget, focus: QWidget) -> list[tuple[str, QKeySequence]]:
    """Each enabled shortcut (its owner's name, one key) that a key pressed in ``focus`` may fire."""
    def in_reach(context: Qt.ShortcutContext, widgets: list[QWidget]) -> bool:
        if context == Qt.ShortcutContext.WidgetShortcut:
            return focus in widgets
        if context == Qt.ShortcutContext.WidgetWithChildrenShortcut:
            return any(w is focus or w.isAncestorOf(focus) for w in widgets)
        return any(w.window() is window for w in widgets)

    found: list[tuple[str, QKeySequence]] = []
    for action in window.findChildren(QAction):
        widgets = [w for w in action.associatedObjects() if isinstance(w, QWidget)]
        if action.isEnabled() and in_reach(action.shortcutContext(), widgets):
            found += [(action.objectName(), s) for s in action.shortcuts() if not s.isEmpty()]
    for shortcut in window.findChildren(QShortcut):
        owner = shortcut.parent()
        if shortcut.isEnabled() and isinstance(owner, QWidget) and in_reach(shortcut.context(), [owner]):
            found += [(shortcut.objectName(), s) for s in shortcut.keys() if not s.isEmpty()]
    return found


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_ctrl_return_applies_the_picks_and_no_key_is_shared_in_the_panel(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window, keys, _ = lost_round(qtbot, tmp_path)
        swarm = window.services.swarm
        assert swarm.fight().pending == "loss_picks"
        focus = QApplication.focusWidget()
        assert focus is not None and window.docks["swarmDock"].isAncestorOf(focus)
        keys_seen = reachable(window, focus)
        counted = Counter(s.toString() for _, s in keys_seen)
        shared = {k: [n for n, s in keys_seen if s.toString() == k] for k, c in counted.items() if c > 1}
        assert not shared, shared
        names = [n for n, s in keys_seen if s in (QKeySequence("Ctrl+Return"),)]
        assert names == ["actSwarmApply"]
        before = swarm.state().get("swarm_last", {}).get("picks")
        keys.type("1")  # the first of the GM's picks ticked
        keys.key(Qt.Key.Key_Return, CTRL)  # applied
        assert swarm.fight().pending != "loss_picks"
        assert swarm.state()["swarm_last"]["picks"] != before
    finally:
        i18n.set_language("en")
