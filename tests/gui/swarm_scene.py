"""A twdu swarm fight by keys up to a lost round, as the swarm tests play it: Ana (Strength 4, Close
Combat 2: six dice) and Ben (Strength 3, Close Combat 1: four dice) made in the sheet, the Threat
raised to 3, thirty dead, and round 1 rolled from the table and lost (Ana twice: a small group)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_evenings_by_keys import NEXT_PAGE, TAB, sheet
from tests.gui.test_fight_by_keys import campaign_window

#: round 1's dice from the table: Ana 1 2 1 3 4 5, Ben 3 4 5 1, Ana again 1 1 2 3 (no 6: lost)
LOST = ("1 2 1 3 4 5", "3 4 5 1", "1 1 2 3")


def lost_round(qtbot, tmp_path, faces=LOST):  # noqa: ANN001, ANN201
    """The window, its key counter and the swarm panel once round 1 is rolled with ``faces``."""
    window, keys, swarm = round_dice(qtbot, tmp_path)
    for typed in faces:
        keys.type(typed)
        keys.key(Qt.Key.Key_Return)
    assert window.services.swarm.last_round().get("round") == 1  # rolled, in any language
    return window, keys, swarm


def round_dice(qtbot, tmp_path):  # noqa: ANN001, ANN201
    """The window, its key counter and the swarm panel with the focus on round 1's first dice field."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    keys = Keys(qtbot)
    sheet(keys, qtbot, window, "Ana", TAB, TAB, "4", NEXT_PAGE, "2")
    sheet(keys, qtbot, window, "Ben", TAB, TAB, "3", NEXT_PAGE, "1")
    keys.key(Qt.Key.Key_Escape)
    swarm = thirty_dead(keys, window)
    keys.type("A")
    keys.key(Qt.Key.Key_Tab, times=3)
    keys.type("B")
    keys.key(Qt.Key.Key_K, CTRL)
    return window, keys, swarm


def thirty_dead(keys: Keys, window):  # noqa: ANN001, ANN201
    """By keys: the Threat raised to 3, thirty dead counted in the swarm panel and the fight begun,
    the focus on the first "Who rolls" box. The swarm panel."""
    for _ in range(3):
        keys.type("+3")
    swarm = window.docks["swarmDock"]
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    keys.type("30")
    keys.key(Qt.Key.Key_Return)
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    return swarm


def tab_to(keys: Keys, widget: QWidget, back: bool = False, most: int = 20) -> list[str]:
    """Tab (Shift+Tab with ``back``) until ``widget`` has the focus; the names of the widgets passed."""
    seen = []
    for _ in range(most):
        focus = QApplication.focusWidget()
        seen.append(focus.objectName() if focus is not None else "")
        if focus is widget:
            break
        keys.key(Qt.Key.Key_Tab, SHIFT if back else Qt.KeyboardModifier.NoModifier)
    return seen
