"""A dead character cannot roll: selecting him in the roster (the arrows over the dead Shambler 2)
leaves the dice dock's roller as it was, in every ruleset alike (the grid game set the roller to the
dead zombie: "Shot: d(Accuracy)", a pistol, against Kit).  A living one selected still becomes the
roller."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.store.models import Character
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, Keys
from tests.gui.test_dice_against_no_dead_rulesets_keys import _kill
from tests.gui.test_map_dock import create

RULESETS = [("twdu", None), ("afmbe", "unisystem"), ("afmbe", "norms"), ("d10under", None), ("gridlimbs", None)]


def _dead(window, cid: int) -> None:  # noqa: ANN001
    """``cid`` dead: killed by damage where the rules read death off the tracks (the grid game,
    d10under), else marked dead as a character who died between sessions (twdu, AFMBE)."""
    services = window.services
    rules = services.ruleset
    if rules.id in ("gridlimbs", "d10under"):
        _kill(window, cid)
        return
    with services.campaign._session() as s:
        row = s.get(Character, cid)
        row.state = rules.write_sheet_condition(row.sheet, row.state, "dead", True)
        s.add(row)
        s.commit()
    services.campaign.forget()
    services.campaign.told_external()
    row = services.characters.character(cid)
    assert rules.is_dead(row.sheet, row.state)


def _to(keys: Keys, roster, cid: int) -> None:  # noqa: ANN001
    """The arrows in the roster down to ``cid``'s row."""
    for _ in range(12):
        if roster.tree.currentItem() is roster.items[cid]:
            return
        keys.key(Qt.Key.Key_Down)
    assert roster.tree.currentItem() is roster.items[cid]


@pytest.mark.parametrize(("ruleset", "preset"), RULESETS)
def test_the_dead_selected_in_the_roster_are_not_the_roller(qtbot, tmp_path, ruleset, preset):
    window = campaign_window(qtbot, tmp_path, ruleset, preset)
    window.resize(1366, 768)
    kit = create(window, "Kit")
    dead = create(window, "Shambler 2", "npc")
    live = create(window, "Shambler 3", "npc")
    _dead(window, dead)
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_1, CTRL)
    roster = window.docks["charactersDock"]
    qtbot.waitUntil(roster.tree.hasFocus)
    roster.tree.setCurrentItem(roster.items[kit])
    assert dice.character_id() == kit
    _to(keys, roster, dead)
    assert window.selection.character_id == dead  # the roster shows him chosen
    assert dice.character_id() == kit  # the dead do not roll
    _to(keys, roster, live)
    assert dice.character_id() == live
