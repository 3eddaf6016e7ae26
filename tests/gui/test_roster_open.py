"""Opening a campaign of forty combatants fills the roster once: its columns are fitted to the rows
once they are all there (fitting after each row read every row again: 1,600 cells for forty), and
the rows are not drawn a second time for texts already in the interface language."""

from __future__ import annotations

from app.services.characters import CreateCharacter
from tests.gui.helpers import campaign_window
from ui.widgets.roster_columns import RosterColumns


def test_the_roster_of_forty_is_filled_and_fitted_once(qtbot, tmp_path, monkeypatch):
    def forty(services) -> None:  # noqa: ANN001
        for i in range(40):
            services.campaign.execute(CreateCharacter(f"Walker {i + 1}", "zombie"))

    window = campaign_window(qtbot, tmp_path, "twdu", before=forty)
    services = window.services
    dock = window.docks["charactersDock"]
    fits, reads = [], []
    monkeypatch.setattr(RosterColumns, "_fit", lambda self: fits.append(self))
    real = type(services.characters).character
    monkeypatch.setattr(type(services.characters), "character", lambda s, cid: reads.append(cid) or real(s, cid))
    dock.bind(services)  # as a campaign opens: rebind, then the texts
    assert len(fits) == 1 and reads == []
    assert dock.tree.topLevelItemCount() and len(dock.items) == 40
    assert all(dock.items[cid].text(0).startswith("Walker") for cid in dock.items)
