"""The damage form's "Dealt by" («Causado por») offered the dead: d10under's "Zombi 1", put down,
could be picked as the one who dealt a damage.  In every ruleset's damage form the dead are left out
of who deals it; the living stay, and the heal form's list is not touched."""

from __future__ import annotations

import pytest

from tests.gui.helpers import campaign_window
from tests.gui.test_map_dock import create
from ui.dialogs.rules_action_dialog import RulesActionDialog


def _kill(window, cid: int) -> None:  # noqa: ANN001
    """Damage ``cid`` with the form's defaults and ever smaller amounts until the rules say he is dead."""
    services = window.services
    rules = services.ruleset
    for amount in (200, 100, 50, 30, 20, 10, 10, 10, 10, 10, 5, 5, 5, 5):
        row = services.characters.character(cid)
        if rules.is_dead(row.sheet, rules.with_kind(row.kind, row.state)):
            return
        fields = rules.damage_rules().damage_form(row.sheet, rules.with_kind(row.kind, row.state))
        values = {f.key: f.default for f in fields}
        for key in ("amount", "damage"):
            if key in values:
                values[key] = amount
        if "part" in values:
            values["part"] = "head"
        if "armor" in values and isinstance(values["armor"], bool):
            values["armor"] = False
        services.characters.damage(cid, values)
    row = services.characters.character(cid)
    assert rules.is_dead(row.sheet, rules.with_kind(row.kind, row.state)), row.state


def _dealers(window, cid: int) -> list[str]:  # noqa: ANN001
    dialog = RulesActionDialog(window.services, cid, heal=False, parent=window)
    try:
        return [dialog.by.itemText(i) for i in range(dialog.by.count())]
    finally:
        dialog.deleteLater()


#: AFMBE's fallen zombie waits for the GM's call before it is dead: the same reading (the rules'
#: "dead") leaves it out once called
@pytest.mark.parametrize("ruleset", ["d10under", "gridlimbs", "twdu"])
def test_the_dead_deal_no_damage_in_any_ruleset(qtbot, tmp_path, ruleset):
    window = campaign_window(qtbot, tmp_path, ruleset)
    ana = create(window, "Ana")
    dead = create(window, "Zombie 1", "zombie")
    create(window, "Zombie 2", "zombie")
    assert "Zombie 1" in _dealers(window, ana)  # alive: he may deal it
    _kill(window, dead)
    dealers = _dealers(window, ana)
    assert "Zombie 2" in dealers and "Zombie 1" not in dealers, dealers
