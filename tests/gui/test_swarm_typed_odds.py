"""The swarm panel's odds once dice are typed, and what each roller's row asks for.  With Ana, Ben and
Ana again set up and dice typed for them, the odds stayed the odds before the dice ("Win 3.6% ·
almost 28.6% · lose 67.7%"), and a row said only "2 dice" where the field reads base dice first, then
stress dice: a GM typed "6 1" for one base die and one stress die the other way round.  Now each row
with stress dice says "5 dice: 4 base, 1 stress", and once a roll's dice are typed whole the odds are those given
them ("With the dice typed: win 100.0%")."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.rolls import RollRequest
from tests.gui.keycount import CTRL, Keys
from tests.gui.swarm_scene import thirty_dead
from tests.gui.test_evenings_by_keys import NEXT_PAGE, TAB, sheet
from tests.gui.test_fight_by_keys import campaign_window


def _set_up(qtbot, tmp_path):  # noqa: ANN001, ANN202
    """Ana (six dice), Ben (four dice and a stress die), thirty dead at Threat 3 (Swarm Threat 6), Ana
    twice; the focus in the first roll's dice (Ctrl+K)."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    keys = Keys(qtbot)
    sheet(keys, qtbot, window, "Ana", TAB, TAB, "4", NEXT_PAGE, "2")
    sheet(keys, qtbot, window, "Ben", TAB, TAB, "3", NEXT_PAGE, "1")
    keys.key(Qt.Key.Key_Escape)
    ben = next(int(c.id) for c in window.services.characters.characters() if c.name == "Ben")
    assert window.services.rolls.roll(RollRequest("dither", ben, {"stress": 1}))  # one stress: a stress die
    swarm = thirty_dead(keys, window)
    keys.type("A")
    keys.key(Qt.Key.Key_Tab, times=3)
    keys.type("B")
    keys.key(Qt.Key.Key_K, CTRL)
    return window, keys, swarm.round_box


def test_each_row_says_its_dice_by_kind_and_the_odds_follow_the_dice_typed(qtbot, tmp_path):
    _window, keys, box = _set_up(qtbot, tmp_path)
    rows = [label.text() for label, _faces in box.plan_labels]
    assert rows[0].endswith("Close Combat: 6 dice"), rows  # no stress die: the count says it all
    assert rows[1].endswith("5 dice: 4 base, 1 stress"), rows  # base dice first, as the field reads them
    before = box.odds.text()
    assert before.startswith("Win ") and "Swarm Threat 6" in before, before
    keys.type("6 6 6 6 6 6")  # Ana's six dice, all sixes: the round is won whatever the others roll
    assert box.odds.text().startswith("With the dice typed: win 100.0% · almost 0.0% · lose 0.0%"), box.odds.text()
    for _ in range(11):
        keys.key(Qt.Key.Key_Backspace)
    assert box.odds.text() == before  # nothing typed: the odds before the dice again
