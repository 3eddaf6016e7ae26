"""The roster filled again (a character added or removed, here or at another console) keeps the
rows of the characters that did not change: their items, their measured cells, and where the GM
scrolled; only the new row is worked out and measured, and the columns and heights are what a
full fit of every row gives."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from ui.widgets.roster_look import RowTracks


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def forty(services) -> None:  # noqa: ANN001
    for i in range(40):
        kind = "pc" if i < 4 else "npc" if i < 12 else "zombie"  # a walker has no Health to show a wound
        assert services.characters.create(f"Walker {i + 1}", kind, services.ruleset.new_sheet())


def test_a_walker_added_is_the_only_row_worked_out_and_measured(qtbot, tmp_path, monkeypatch):
    window = campaign_window(qtbot, tmp_path, "twdu", before=forty)
    window.resize(1366, 768)
    services = window.services
    dock = window.docks["charactersDock"]
    settle()
    hurt = next(c.id for c in services.characters.characters() if c.name == "Walker 9")
    assert services.characters.damage(hurt, {"damage": 1, "source": "attack", "armor": False})
    settle()
    before = dict(dock.items)
    chosen = dock.current_id()
    measured: list[RowTracks] = []
    real = RowTracks.least_width
    monkeypatch.setattr(RowTracks, "least_width", lambda self, metrics: measured.append(self) or real(self, metrics))
    assert services.characters.create("Latecomer", "zombie", services.ruleset.new_sheet())
    settle()
    new = next(c.id for c in services.characters.characters() if c.name == "Latecomer")
    assert all(dock.items[cid] is item for cid, item in before.items())  # the forty rows stayed
    assert measured == [dock.tracks(new)]  # ... and the new one alone was measured
    zombies = dock.groups["zombie"]
    assert zombies.child(zombies.childCount() - 1) is dock.items[new]  # last of the zombies, as listed
    assert dock.current_id() == chosen
    assert list(dock.items) == [c.id for c in services.characters.characters()]  # the roster's order
    assert dock.tracks(hurt).bars[0].value == 2  # the hurt walker still shows its wound
    widths = [dock.tree.header().sectionSize(c) for c in range(3)]
    heights = [dock.items[cid].sizeHint(c) for cid in dock.items for c in (1, 2)]
    dock.columns.forget()  # what a full fit of every cell gives
    dock.columns.fit()
    settle()
    assert [dock.tree.header().sectionSize(c) for c in range(3)] == widths
    assert [dock.items[cid].sizeHint(c) for cid in dock.items for c in (1, 2)] == heights
    gone = next(c.id for c in services.characters.characters() if c.name == "Walker 2")
    assert services.characters.remove(gone)
    settle()
    assert gone not in dock.items and all(dock.items[cid] is before[cid] for cid in before if cid != gone)


def test_a_character_removed_comes_back_in_its_place_when_the_removal_is_undone(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=forty)
    services = window.services
    dock = window.docks["charactersDock"]
    settle()
    gone = next(c.id for c in services.characters.characters() if c.name == "Walker 2")
    assert services.characters.remove(gone)
    settle()
    assert gone not in dock.items
    assert services.campaign.undo()
    settle()
    pcs = dock.groups["pc"]
    assert [pcs.child(i).text(0) for i in range(pcs.childCount())] == [f"Walker {i}" for i in range(1, 5)]
    assert dock.tracks(gone) is not None


def test_the_roster_stays_where_the_gm_scrolled_when_a_character_is_added(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=forty)
    window.resize(1366, 768)
    services = window.services
    dock = window.docks["charactersDock"]
    settle()
    dock.tree.clearFocus()  # the GM at work in another dock (the roster's chosen row is its first)
    assert not dock.tree.hasFocus()
    bar = dock.tree.verticalScrollBar()
    assert bar.maximum() > 0  # forty rows do not fit
    bar.setValue(bar.maximum())
    settle()
    seen = bar.value()
    first = dock.tree.itemAt(5, 5)
    assert services.characters.create("Latecomer", "zombie", services.ruleset.new_sheet())
    settle()
    assert bar.value() == seen  # the list did not jump back to its top
    assert dock.tree.itemAt(5, 5) is first  # the same row at the top of the list
