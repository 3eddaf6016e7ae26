"""Opening a campaign of forty combatants fills the roster once: its columns are fitted to the rows
once they are all there (fitting after each row read every row again: 1,600 cells for forty), and
the rows are not drawn a second time for texts already in the interface language."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from tests.gui.helpers import activate
from ui import open_main_window
from ui.widgets.roster_columns import RosterColumns


def test_the_roster_of_forty_is_filled_and_fitted_once(qtbot, tmp_path, monkeypatch):
    path = str(tmp_path / "twdu.deadwatch")
    create_campaign(path, "Test", "twdu").engine.dispose()
    before = open_services(path)  # the forty made before the window opens (a window open refills
    for i in range(40):  # its roster at each one: 820 rows drawn to make forty)
        before.campaign.execute(CreateCharacter(f"Walker {i + 1}", "zombie"))
    before.close()
    window = open_main_window(path, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
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
