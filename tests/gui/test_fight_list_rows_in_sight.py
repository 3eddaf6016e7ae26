"""A fight of four hundred (issue 39): the fight list sets the cells of the rows it shows, not of
every row.  A round's end (every row's turn "Acted" → "Waiting") sets the rows in sight; a row
scrolled into view afterwards shows what it should (its order, its name, its turn, its bars), and
so does a row hurt while out of sight once the GM scrolls to it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from ui.docks.initiative_dock import NAME, ORDER, TRACKS, TURN
from ui.widgets.tracks_delegate import TRACKS_ROLE

FIGHTERS = 400


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def horde_at_the_rounds_last_turn(services) -> None:  # noqa: ANN001
    for name in ("Ana", "Ben", "Cid", "Dee"):
        sheet = services.ruleset.new_sheet()
        assert services.characters.create(name, "pc", sheet)
    assert services.initiative.start([c.id for c in services.characters.characters()], name="Mill")
    for _ in range((FIGHTERS - 4) // 99):  # (at most a hundred extras at a time)
        assert services.initiative.add_extras("Walker", 99)
    view = services.initiative.view()
    while any(not r.acted and r.position != view.encounter.turn for r in view.combatants):
        assert services.initiative.next_turn()
        view = services.initiative.view()


def in_sight(tree) -> list[int]:  # noqa: ANN001
    """The rows the list's viewport shows (read from the view, not from the rows)."""
    rect = tree.viewport().rect()
    top = tree.indexAt(rect.topLeft()).row()
    bottom = tree.indexAt(rect.bottomLeft()).row()
    return list(range(top, (bottom if bottom >= 0 else tree.count() - 1) + 1))


def shown(tree, row: int, column: int, role: int = Qt.ItemDataRole.DisplayRole) -> object:  # noqa: ANN001
    """What the model's item holds for a cell, as the view paints it (nothing asked of the rows)."""
    item = tree.model().item(row, column)
    return None if item is None else item.data(role)


def test_a_rounds_end_in_a_fight_of_four_hundred_sets_the_rows_in_sight(qtbot, tmp_path, monkeypatch):
    window = campaign_window(qtbot, tmp_path, "twdu", before=horde_at_the_rounds_last_turn)
    services = window.services
    dock = window.docks["initiativeDock"]
    tree = dock.tree
    qtbot.waitExposed(tree)
    settle()
    assert tree.count() == FIGHTERS
    last = tree.count() - 1
    assert tree.text(last, ORDER) == f"▶ {FIGHTERS}"  # the round's last turn, followed down the list
    page = len(in_sight(tree))
    assert 4 < page < 40
    set_rows: set[int] = set()
    real = QStandardItem.setData
    model = tree.model()

    def counting(item, value, role=Qt.ItemDataRole.UserRole + 1):  # noqa: ANN001, ANN202
        if item.model() is model:  # (the roster's items aside)
            set_rows.add(item.row())
        return real(item, value, role)

    monkeypatch.setattr(QStandardItem, "setData", counting)
    assert services.initiative.next_turn()  # the round ends: every row's turn changes
    settle()
    tree.viewport().grab()  # painted
    assert services.initiative.view().encounter.round == 2
    sight = in_sight(tree)
    assert sight[0] == 0  # the turn back at the top
    # the rows in sight, those the list measures to lay out its foot, and the two whose turn moved
    assert len(set_rows) <= 2 * page + 4, len(set_rows)
    assert set(sight) <= set_rows
    monkeypatch.setattr(QStandardItem, "setData", real)
    order = sorted(services.initiative.view().combatants, key=lambda r: r.position)
    assert shown(tree, 0, ORDER) == "▶ 1" and shown(tree, 0, TURN) == "Now"
    # a row scrolled into view shows its order, its name and its turn
    tree.scrollToBottom()
    settle()
    tree.viewport().grab()
    foot = in_sight(tree)
    assert foot[-1] == last
    for row in foot:
        assert shown(tree, row, ORDER) == str(row + 1)
        hidden = " (hidden)" if order[row].state.get("hidden") else ""
        assert shown(tree, row, NAME) == order[row].name + hidden
        assert shown(tree, row, TURN) == "Waiting"
    # one of the four broken while out of sight (a twdu walker has no bars to change): its bars, its
    # turn and its height are right once in sight
    row = next(i for i, r in enumerate(order) if r.name in ("Ana", "Ben", "Cid", "Dee"))
    if row in foot:  # the list at its top, the row far below
        tree.scrollToTop()
        settle()
    assert row not in in_sight(tree)
    hurt = order[row]
    before = shown(tree, row, TRACKS, TRACKS_ROLE)
    assert services.characters.damage(hurt.character_id, {"damage": 3, "armor": False})
    settle()
    tree.scrollTo(tree.model().index(row, 0))
    settle()
    tree.viewport().grab()
    assert row in in_sight(tree)
    after = shown(tree, row, TRACKS, TRACKS_ROLE)
    assert after != before
    assert shown(tree, row, TURN) == "Out of the fight"
    heights = [tree.row_rect(row).height() for row in in_sight(tree)]
    tree.doItemsLayout()  # every row in sight measured afresh: as tall
    assert [tree.row_rect(row).height() for row in in_sight(tree)] == heights
    dock.rebind()  # what a list filled afresh shows
    settle()
    tree.viewport().grab()
    assert shown(tree, row, TRACKS, TRACKS_ROLE) == after
