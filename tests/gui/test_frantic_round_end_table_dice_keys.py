"""AFMBE unisystem, a frantic fight: the GM rolls at the table (the last roll typed), and the round's
end rolled its Endurance d4s itself with no word.  Now Ctrl+Alt+N asks for them in the fight's dice
field ("2 × d4", the focus there, the hint saying Enter reads them and Ctrl+R rolls them here);
Enter on the empty field asks again; the faces typed and Enter end the round with them; Ctrl+R
rolls them here.  With the console's own dice the round ends as before."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.rolls import EXPRESSION, RollRequest
from tests.gui.test_initiative_dock import create, declare_frantic, dock_of, press, start_fight, window_for

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
ASKED = "The round's end rolls 2 × d4 ({names}): type them from the table, then Enter; Ctrl+R rolls them here."


def _frantic(qtbot, tmp_path, typed):
    window = window_for(qtbot, tmp_path, "afmbe", "unisystem")
    ann = create(window, "Ann", dex=3)
    create(window, "Bob", dex=2)
    create(window, "Rot", "zombie", dex=2)
    start_fight(qtbot, window, tick=("Rot",))
    declare_frantic(qtbot, window)
    press(qtbot, window, Qt.Key.Key_R)  # initiative
    assert window.services.rolls.roll(RollRequest(EXPRESSION, ann, expression="d10"), "7" if typed else "")
    return window, dock_of(window)


def _asked(window):
    """The prompt, naming whose die is which in the order of the list."""
    return ASKED.format(names=", ".join(window.services.initiative.round_end_rollers()))


def _endurance(window):
    return {c.name: c.state.get("endurance") for c in window.services.characters.characters() if c.kind == "pc"}


def test_the_rounds_end_asks_for_its_d4s_typed_and_enter_reads_them(qtbot, tmp_path):
    window, dock = _frantic(qtbot, tmp_path, typed=True)
    before = _endurance(window)
    press(qtbot, window, Qt.Key.Key_N, CTRL_ALT)
    assert window.status_round.text() == "Round 1"  # nothing rolled yet
    assert dock.hint.text() == _asked(window)
    assert dock.faces.hasFocus() and dock.faces.placeholderText() == "2 × d4"
    qtbot.keyClick(dock.faces, Qt.Key.Key_Return)  # nothing typed: asked again, nothing rolled
    assert window.status_round.text() == "Round 1" and dock.faces.hasFocus()
    qtbot.keyClicks(dock.faces, "3 1")
    qtbot.keyClick(dock.faces, Qt.Key.Key_Return)
    assert window.status_round.text() == "Round 2"
    after = _endurance(window)
    assert sorted(before[n] - after[n] for n in before) == [1, 3]
    assert dock.faces.placeholderText() != "2 × d4"


def test_ctrl_r_in_the_fights_dice_field_rolls_the_rounds_d4s_here(qtbot, tmp_path):
    window, dock = _frantic(qtbot, tmp_path, typed=True)
    press(qtbot, window, Qt.Key.Key_N, CTRL_ALT)
    assert dock.faces.hasFocus()
    qtbot.keyClick(dock.faces, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.status_round.text() == "Round 2"
    assert not dock.faces.hasFocus()


def test_with_the_consoles_dice_the_round_ends_at_once(qtbot, tmp_path):
    window, dock = _frantic(qtbot, tmp_path, typed=False)
    press(qtbot, window, Qt.Key.Key_N, CTRL_ALT)
    assert window.status_round.text() == "Round 2"


def test_n_on_the_rounds_last_turn_asks_for_the_d4s_too(qtbot, tmp_path):
    window, dock = _frantic(qtbot, tmp_path, typed=True)
    press(qtbot, window, Qt.Key.Key_N)
    press(qtbot, window, Qt.Key.Key_N)
    assert window.status_round.text() == "Round 1" and not dock.faces.hasFocus()  # turns pass, nothing asked
    press(qtbot, window, Qt.Key.Key_N)  # the last turn: N ends the round, which asks for its dice
    assert window.status_round.text() == "Round 1"
    assert dock.hint.text() == _asked(window) and dock.faces.hasFocus()
    qtbot.keyClicks(dock.faces, "2 2")
    qtbot.keyClick(dock.faces, Qt.Key.Key_Return)
    assert window.status_round.text() == "Round 2"


def test_the_rounds_d4s_are_read_with_extras_still_without_initiative(qtbot, tmp_path):
    # two extras joined after R: Enter read the d4s as their initiative ("more dice typed than this
    # roll uses"), the focus left the field and the round did not end
    window, dock = _frantic(qtbot, tmp_path, typed=True)
    assert window.services.initiative.add_extras("Raider", 2)
    before = _endurance(window)
    press(qtbot, window, Qt.Key.Key_N, CTRL_ALT)
    assert sorted(window.services.initiative.round_end_rollers()) == ["Ann", "Bob"]
    assert dock.hint.text() == _asked(window) and dock.faces.hasFocus()
    qtbot.keyClicks(dock.faces, "3 1")
    qtbot.keyClick(dock.faces, Qt.Key.Key_Return)
    assert window.status_round.text() == "Round 2"  # the first Enter ends the round with the d4s
    after = _endurance(window)
    assert sorted(before[n] - after[n] for n in before) == [1, 3]
    assert dock.hint.text() == (
        "No initiative yet: Raider 1, Raider 2. R rolls it, or type it from the table, then Enter."
    )
