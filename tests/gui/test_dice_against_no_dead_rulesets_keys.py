"""The dice dock's "Against" list offered the dead as targets where the ruleset says a character is
dead by its own tracks (the grid game's destroyed head, d10under's health at 0): in every ruleset the dead
are no target, in the list or by the arrows on the closed box."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_dock import create

#: the rulesets that read death off their tracks (twdu and AFMBE keep a "dead" mark in the state,
#: which the list already read)
RULESETS = [("d10under", None), ("gridlimbs", None)]


def _kill(window, cid: int) -> None:  # noqa: ANN001
    """Damage ``cid`` with the form's largest numbers until the rules say it is dead."""
    services = window.services
    rules = services.ruleset
    for _ in range(12):
        row = services.characters.character(cid)
        if rules.is_dead(row.sheet, row.state):
            return
        fields = rules.damage_rules().damage_form(row.sheet, rules.with_kind(row.kind, row.state))
        values = {}
        for field in fields:
            values[field.key] = field.default
            if isinstance(field.default, int) and not isinstance(field.default, bool):
                values[field.key] = max(int(getattr(field, "maximum", 0) or 0), 30, field.default)
        if rules.grid() is not None:
            values = {**values, "part": "head"}
        services.characters.damage(cid, values)
    row = services.characters.character(cid)
    assert rules.is_dead(row.sheet, row.state), row.state


@pytest.mark.parametrize(("ruleset", "preset"), RULESETS)
def test_the_dead_are_no_target_in_any_ruleset(qtbot, tmp_path, ruleset, preset):
    window = campaign_window(qtbot, tmp_path, ruleset, preset)
    ana = create(window, "Ana")
    dead = create(window, "Shambler 1", "zombie")
    live = create(window, "Shambler 2", "zombie")
    _kill(window, dead)
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    activate(qtbot, window)
    dice.character_combo.setCurrentIndex(dice.character_combo.findData(ana))
    combo = dice.opponent_combo
    offered = [combo.itemText(i) for i in range(combo.count())
               if combo.model().item(i).isEnabled() and not combo.view().isRowHidden(i)]
    assert "Shambler 2" in offered and "Shambler 1" not in offered, offered
    # the arrows on the closed box skip the dead
    combo.setCurrentIndex(combo.findData(live))
    combo.setFocus()
    for _ in range(3):
        qtbot.keyClick(combo, Qt.Key.Key_Up)
        assert combo.currentData() != dead
