"""A round's end within a frame with forty combatants (issue 24): the fight list is painted once
(its columns fitted anew without the list repainting the resized columns a second time), measures
only the rows whose measured texts changed, and the status bar repaints the round's label alone."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication, QWidget

from tests.gui.helpers import campaign_window
from ui.docks import order_tree
from ui.docks.initiative_dock import NAME, ORDER
from ui.widgets import fight_columns
from ui.widgets.columns import fit_columns
from ui.widgets.fight_columns import NAME_ROLE
from ui.widgets.tracks_delegate import TRACKS_ROLE

FIGHTERS = 12


class Paints(QObject):
    def __init__(self, widgets: dict[str, QWidget]) -> None:
        super().__init__()
        self.names = {id(w): name for name, w in widgets.items()}
        self.counts: dict[str, int] = {}
        self.rects: dict[str, list[QRect]] = {}
        for widget in widgets.values():
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint and id(watched) in self.names:
            name = self.names[id(watched)]
            self.counts[name] = self.counts.get(name, 0) + 1
            self.rects.setdefault(name, []).append(QPaintEvent(event).rect())
        return False


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def walkers(services) -> None:  # noqa: ANN001
    for i in range(FIGHTERS):
        assert services.characters.create(f"Walker {i + 1}", "zombie", services.ruleset.new_sheet())
    assert services.initiative.start([c.id for c in services.characters.characters()], name="Mill")


def test_a_rounds_end_paints_the_fight_list_once_and_keeps_its_columns(qtbot, tmp_path, monkeypatch):
    """The order's column is as wide as "▶ 12" from the start, and the turn's as the widest of
    "Now", "Acted" and "Waiting":
    at a round's end ("▶ 12" → "▶ 1", "Acted" → "Waiting") no column moves, so the names keep their
    width (the order narrowed, the names widened and the
    forty rows' heights were laid out for the new widths at every round's end)."""
    window = campaign_window(qtbot, tmp_path, "twdu", before=walkers)
    initiative = window.services.initiative
    tree = window.docks["initiativeDock"].tree
    qtbot.waitExposed(tree)
    header = tree.header()
    first = [header.sectionSize(c) for c in range(tree.columnCount())]
    for _ in range(FIGHTERS - 1):  # the last one is up: "▶ 12"
        assert initiative.next_turn()
        settle()
    sizes = [header.sectionSize(c) for c in range(tree.columnCount())]
    assert sizes == first  # no turn moved a column
    shared: list[bool] = []
    real = fight_columns.share_columns

    def sharing(*args):  # noqa: ANN002, ANN202
        shared.append(real(*args))
        return shared[-1]

    monkeypatch.setattr(order_tree, "share_columns", sharing)
    paints = Paints({"rows": tree.viewport(), "header": header.viewport()})
    assert initiative.next_turn()  # the round ends
    settle()
    assert initiative.view().encounter.round == 2
    assert [header.sectionSize(c) for c in range(tree.columnCount())] == sizes
    assert shared == [False]  # shared out again, and no width moved
    assert paints.counts == {"rows": 1, "header": 1}
    # the widths are those of a fit of every row from scratch
    fit_columns(tree, (ORDER,), reserve={ORDER: [f"▶ {tree.count()}"]})
    tree.share_columns()
    assert [header.sectionSize(c) for c in range(tree.columnCount())] == sizes


def test_a_new_round_repaints_its_label_alone_in_the_status_bar_and_shows_it_whole(qtbot, tmp_path):
    """A new round, "Round 1" → "Round 2", is as wide: the bar is not laid out again (which repainted it whole,
    every label, and had the window lay out its docks again); "Round 10" is wider: it is."""
    window = campaign_window(qtbot, tmp_path, "twdu", before=walkers)
    initiative = window.services.initiative
    label = window.status_round
    qtbot.waitExposed(window)
    settle()
    assert label.text() == "Round 1"
    window.statusBar().clearMessage()  # "Opened …" gone (the GM's next action clears it: a repaint of its own)
    settle()
    others = {"campaign": window.status_campaign, "session": window.status_session, "bar": window.statusBar()}
    paints = Paints({**others, "round": label})
    assert initiative.end_round()
    settle()
    assert label.text() == "Round 2"
    assert paints.counts.get("round") == 1 and "campaign" not in paints.counts and "session" not in paints.counts
    # the bar's background behind the round's label, no more
    slot = window.round_slot.geometry()
    assert all(slot.contains(r) for r in paints.rects.get("bar", [])), (paints.rects, slot)
    assert label.width() == label.sizeHint().width() and label.visibleRegion().boundingRect() == label.rect()
    for _ in range(8):
        assert initiative.end_round()
    settle()
    assert label.text() == "Round 10"
    assert label.width() == label.sizeHint().width()  # the bar made room for the wider text
    assert window.round_slot.geometry().right() < window.statusBar().width()


def cells(tree) -> list[list[object]]:  # noqa: ANN001
    roles = [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.FontRole]
    roles += [Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.BackgroundRole, NAME_ROLE, TRACKS_ROLE]
    out = []
    for i in range(tree.count()):
        out.append([tree.cell(i, c, r) for c in range(tree.columnCount()) for r in roles])
    return out


def test_a_rounds_end_measures_no_row_whose_name_initiative_bars_and_conditions_are_the_same(
    qtbot, tmp_path, monkeypatch
):
    """Every row's turn ("Acted" → "Waiting") and the order's mark change at a round's end; the
    names, initiatives, bars and conditions the columns are shared by do not: no row is measured
    again, and the list shows what a list filled afresh shows."""
    window = campaign_window(qtbot, tmp_path, "twdu", before=walkers)
    initiative = window.services.initiative
    dock = window.docks["initiativeDock"]
    qtbot.waitExposed(dock.tree)
    for _ in range(FIGHTERS - 1):
        assert initiative.next_turn()
        settle()
    measured: list[str] = []
    real = fight_columns.row_widths

    def counting(item, *args):  # noqa: ANN001, ANN002, ANN202
        measured.append(item.text(NAME))
        return real(item, *args)

    monkeypatch.setattr(fight_columns, "row_widths", counting)
    assert initiative.next_turn()
    settle()
    assert initiative.view().encounter.round == 2
    assert measured == []
    shown = cells(dock.tree)
    widths = [dock.tree.header().sectionSize(c) for c in range(dock.tree.columnCount())]
    assert [row[0] for row in shown][:2] == ["▶ 1", "2"]
    dock.rebind()  # a list filled afresh
    settle()
    assert cells(dock.tree) == shown
    assert [dock.tree.header().sectionSize(c) for c in range(dock.tree.columnCount())] == widths


def test_a_rounds_end_asks_the_rules_for_the_phases_once_not_for_every_row(qtbot, tmp_path, monkeypatch):
    """twdu's brawl phases: each of the forty rows shows its phase; the rules are asked what the
    phases are once for the round's end (the order placed in them), not for every row shown."""
    window = campaign_window(qtbot, tmp_path, "twdu", before=walkers)
    initiative = window.services.initiative
    qtbot.waitExposed(window.docks["initiativeDock"].tree)
    for _ in range(FIGHTERS - 1):
        assert initiative.next_turn()
        settle()
    rules = window.services.ruleset
    asked: list[str] = []
    real = rules.round_phases

    def counting(mode):  # noqa: ANN001, ANN202
        asked.append(mode)
        return real(mode)

    monkeypatch.setattr(rules, "round_phases", counting)
    assert initiative.next_turn()
    settle()
    assert initiative.view().encounter.round == 2
    assert len(asked) <= 1, len(asked)
    rows = window.docks["initiativeDock"].tree
    assert rows.text(0, 2) == "(Phase 6: Other)"
