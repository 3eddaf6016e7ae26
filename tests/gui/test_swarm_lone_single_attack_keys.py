"""A swarm round with Ben alone rolling, lost: 3 (a single attack, on him: nobody else fights), then
Ctrl+Enter.  The panel must offer "Roll Ben's single attack" with the focus on it, in the fight's
first round as in a later fight's, and after the picks were undone and made again: the panel
remembered an attack whose roll the GM had asked for by its round's number alone, so round 1 of the
next fight (or the same round picked again after an undo) hid its button, and Space and the typed
faces went to the next round's dice."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import ALT, CTRL, SHIFT, Keys
from tests.gui.test_evenings_by_keys import NEXT_PAGE, TAB, sheet
from tests.gui.test_fight_by_keys import campaign_window, lines


def _lone_fight(keys: Keys, faces: tuple[str, ...], *, pick: bool = True) -> None:
    """A swarm fight of thirty with Ben alone rolling (``pick``: counted and picked, else both kept
    from the last fight), round 1 rolled from the table."""
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    if pick:
        keys.type("30")
        keys.key(Qt.Key.Key_Return)
        keys.key(Qt.Key.Key_W, CTRL | SHIFT)
        keys.type("B")
    else:  # the count of dead and the roller kept: a second Ctrl+Shift+W starts the fight
        keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    keys.key(Qt.Key.Key_K, CTRL)
    for typed in faces:  # Ben rolls three times: a small group of one
        keys.type(typed)
        keys.key(Qt.Key.Key_Return)


def _single_offered(window, keys: Keys, swarm) -> None:  # noqa: ANN001
    keys.type("3")  # a single attack: on Ben, the only one fighting
    keys.key(Qt.Key.Key_Return, CTRL)
    assert "Single attack on Ben, the only one fighting" in lines(window)[-1]
    single = swarm.outcome_box.next_single()
    assert single is not None and single.text() == "Roll Ben's single attack (a skill roll)"
    assert QApplication.focusWidget() is single


def test_a_lone_roller_s_single_attack_is_offered_in_every_fight_and_after_an_undo(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    keys = Keys(qtbot)
    sheet(keys, qtbot, window, "Ana", TAB, TAB, "4", NEXT_PAGE, "2")
    sheet(keys, qtbot, window, "Ben", TAB, TAB, "4", NEXT_PAGE, "2")  # six dice: 6, 4, 2 alone
    keys.key(Qt.Key.Key_Escape)
    for _ in range(3):
        keys.type("+3")
    swarm = window.docks["swarmDock"]
    _lone_fight(keys, ("3 4 5 1 2 3", "1 2 3 4", "1 2"))
    _single_offered(window, keys, swarm)
    keys.key(Qt.Key.Key_Space)  # its roll asked for: the dice dock on it
    dice = window.docks["diceDock"]
    assert QApplication.focusWidget() is dice.faces_edit
    keys.key(Qt.Key.Key_Z, CTRL)  # the picks undone: the GM picks again
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    _single_offered(window, keys, swarm)
    keys.key(Qt.Key.Key_Space)
    keys.type("2 3 4 5 1 2")
    keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1].startswith("Ben rolls Skill roll (Close Combat) with table dice")
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    keys.key(Qt.Key.Key_X, CTRL | ALT)  # the fight called off
    assert not swarm.swarm.active()
    _lone_fight(keys, ("1 2 3 4 5 1", "2 3 4 5", "1 3"), pick=False)  # a new fight, its round 1 lost again
    _single_offered(window, keys, swarm)
