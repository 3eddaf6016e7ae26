"""The roster's fight keys, which work anywhere in the window (Edit menu): D damages and H heals
the character selected in any dock (the roster's row, the fight list's row or the one whose turn
it is, whichever the GM selected last).  The cursor never rests on a group's heading: a key that
lands there goes on to the nearest character the way it moved (:func:`nearest_character`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QMargins, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractItemView, QTreeWidget, QTreeWidgetItem, QWidget

from ui import keymap
from ui.docks.roster_whole_view import fitted_margins

Move = QAbstractItemView.CursorAction
#: the moves that go up the list (a heading met on the way: the character above it)
UPWARD = (Move.MoveUp, Move.MovePageUp, Move.MovePrevious, Move.MoveLeft)

if TYPE_CHECKING:
    from ui.docks.characters_dock import CharactersDock


def fight_actions(dock: CharactersDock) -> tuple[QAction, QAction]:
    damage = QAction(dock)
    damage.setObjectName("actDamage")
    keymap.bind(damage, "characters.damage")
    damage.triggered.connect(lambda _=False: dock.damage())
    heal = QAction(dock)
    heal.setObjectName("actHeal")
    keymap.bind(heal, "characters.heal")
    heal.triggered.connect(lambda _=False: dock.heal())
    return damage, heal


def retranslate_actions(dock: CharactersDock) -> None:
    for action, key_id in ((dock.act_damage, "characters.damage"), (dock.act_heal, "characters.heal")):
        action.setText(keymap.text(keymap.BY_ID[key_id].label) + "…")
        action.setToolTip(action.text())


def rows(tree: QTreeWidget) -> list[QTreeWidgetItem]:
    """The roster's rows top to bottom, headings and characters, the hidden ones left out."""
    out: list[QTreeWidgetItem] = []
    for g in range(tree.topLevelItemCount()):
        group = tree.topLevelItem(g)
        if group is None or group.isHidden():
            continue
        out.append(group)
        out.extend(c for c in (group.child(i) for i in range(group.childCount())) if c is not None and not c.isHidden())
    return out


def came_from_below(tree: QTreeWidget, current: QTreeWidgetItem, previous: QTreeWidgetItem | None) -> bool:
    """Whether the cursor came to ``current`` from a row under it (Up, Page Up)."""
    shown = rows(tree)
    return previous in shown and current in shown and shown.index(previous) > shown.index(current)


def nearest_character(tree: QTreeWidget, heading: QTreeWidgetItem, up: bool) -> QTreeWidgetItem | None:
    """The character row nearest ``heading`` the way the cursor moved (``up``), else the other way
    (Up from the first character comes back to it); None: no character shows."""
    shown = rows(tree)
    if heading not in shown:
        return None
    at = shown.index(heading)
    before = [r for r in reversed(shown[:at]) if r.parent() is not None]
    after = [r for r in shown[at + 1 :] if r.parent() is not None]
    for side in (before, after) if up else (after, before):
        if side:
            return side[0]
    return None


class RosterTree(QTreeWidget):
    """The roster's list: its keys (arrows, Page Up/Down, Home, End) pass over the groups' headings,
    and its view ends under its last whole row (:mod:`ui.docks.roster_whole_view`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._fitting = False
        self._cut = 0  # the view's bottom margin: the part of the row its edge would cut
        self.verticalScrollBar().valueChanged.connect(self._fit_view)  # another row at the top: another cut

    def updateGeometries(self) -> None:  # noqa: N802 (Qt's name)
        super().updateGeometries()  # the header's room as the view's top margin (its bottom one undone)
        self._fit_view()

    def _fit_view(self) -> None:
        margins = self.viewportMargins()
        if self._fitting:  # laid out again by the margin being set: the margin kept
            if margins.bottom() != self._cut:
                self.setViewportMargins(QMargins(margins.left(), margins.top(), margins.right(), self._cut))
            return
        self._fitting = True
        try:
            if margins.bottom() != self._cut:
                margins = QMargins(margins.left(), margins.top(), margins.right(), self._cut)
                self.setViewportMargins(margins)
            fitted = fitted_margins(self, margins)
            if fitted is not None:
                self._cut = fitted.bottom()
                self.setViewportMargins(fitted)
        finally:
            self._fitting = False

    def moveCursor(self, action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier) -> QModelIndex:  # noqa: N802
        index = super().moveCursor(action, modifiers)
        item = self.itemFromIndex(index) if index.isValid() else None
        if item is None or item.parent() is not None:
            return index
        ahead = nearest_character(self, item, action in UPWARD)
        return self.indexFromItem(ahead) if ahead is not None else self.currentIndex()
