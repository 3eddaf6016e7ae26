"""In an All Flesh Must Be Eaten fight Ctrl+Shift+U said only "Found: not now." and Edit → Found… was
greyed with no tooltip.  The key and the greyed item say why (nothing in these rules to find that
way) and what to do instead (ammunition found goes in the Ammunition dock, its key named); with no one
selected, to select a character first."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, SHIFT, Keys

WHY = ("Found: these rules list nothing for Dana to find here; ammunition found goes in the Ammunition dock "
       "(Ctrl+Shift+P).")


def _party(services) -> None:  # noqa: ANN001
    services.characters.create("Dana", "pc", {"dex": 3})
    services.characters.create("Shambler", "zombie", {"dex": 1})


def test_ctrl_shift_u_says_why_found_does_nothing_and_what_to_do(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms", before=_party)
    who = {c.name: int(c.id) for c in window.services.characters.characters()}
    assert window.services.initiative.start([who["Dana"], who["Shambler"]], name="Lobby")
    window.selection.select_character(who["Dana"])
    activate(qtbot, window)
    Keys(qtbot).key(Qt.Key.Key_U, CTRL | SHIFT)
    assert window.statusBar().currentMessage() == WHY
    found = next(a for a in window.edit_menu.actions() if a.objectName() == "actFound")
    assert not found.isEnabled() and found.toolTip() == WHY
    assert window.edit_menu.toolTipsVisible()
