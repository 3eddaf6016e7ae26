"""A fight list's row's every cell (tooltips, colours, fonts) worked out from its face, when the
row is painted, measured or read; and whether a change to a row's cell keeps its height.  Texts
keep the ``InitiativeDock`` context."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from ui.docks.fight_faces import FONT_KEY, Source
from ui.docks.order_tree import CONDITIONS, CURRENT_BRUSH, INIT, NAME, ORDER, SEVERITY_COLOURS, TRACKS, TURN
from ui.widgets.fight_columns import text_margin
from ui.widgets.fight_model import Cells, FightRow
from ui.widgets.fonts import variant
from ui.widgets.tree_rows import kept_height

if TYPE_CHECKING:
    from ui.docks.order_tree import OrderTree

_DISPLAY = Qt.ItemDataRole.DisplayRole
_ACTED_BRUSH = QBrush(QColor("#8a8f99"))  # who has acted: the turn greyed
_PAINT_ROLES = frozenset({Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.BackgroundRole})
_SEVERITY_BRUSHES = {severity: QBrush(QColor(colour)) for severity, colour in SEVERITY_COLOURS.items()}


class RowCells:
    """Works out rows' cells for the list ``tree`` (whose font they are drawn in), and counts them."""

    def __init__(self, tree: OrderTree) -> None:
        self.tree = tree
        #: how many rows' cells were worked out (each when its row was painted, measured or read)
        self.worked_out = 0

    def work_out(self, line: FightRow) -> Cells:
        """Every cell of a row, from its face and source (what the model asks when it fills the
        row's items: the row painted, measured or read)."""
        source = line.source
        if not isinstance(source, Source):
            return {}
        self.worked_out += 1
        tooltip = Qt.ItemDataRole.ToolTipRole
        face = line.face
        row, current = source.row, source.current
        _current, hidden, out = cast("tuple[bool, bool, bool]", face[FONT_KEY])
        seen = (
            QCoreApplication.translate("InitiativeDock", "Hidden from the players (V)")
            if hidden
            else QCoreApplication.translate("InitiativeDock", "Shown to the players (V)")
        )
        font = None
        if current or hidden or out:  # struck through: dead (one down but alive, Broken, is not)
            font = variant(self.tree.font(), bold=current, italic=hidden, strike=out)
        worst = source.shown.worst
        cells: Cells = {key: value for key, value in face.items() if key != FONT_KEY}
        cells[(NAME, tooltip)] = f"{row.name}\n{seen}"
        cells[(INIT, tooltip)] = source.tip
        cells[(TRACKS, tooltip)] = "\n".join(c[0] for c in source.shown.cells)
        # each condition whole (an injury's recovery time), then the timers after the badges
        tips = [*source.shown.tips, *source.labels[len(source.shown.badges):]]
        # led by the conditions as the cell shows them, whole: a long list (a dying character's) is
        # elided in the cell (:mod:`ui.widgets.fight_conditions`); what a tip adds to a label follows
        shown = face.get((CONDITIONS, Qt.ItemDataRole.DisplayRole))
        said = [str(shown)] if shown else []
        cells[(CONDITIONS, tooltip)] = "\n".join(said + [tip for tip in tips if tip not in source.labels])
        if worst:
            cells[(CONDITIONS, Qt.ItemDataRole.ForegroundRole)] = _SEVERITY_BRUSHES[worst]
        if row.acted and not current:
            cells[(TURN, Qt.ItemDataRole.ForegroundRole)] = _ACTED_BRUSH
        for column in range(6):  # the font and the background of the whole row
            if font is not None:
                cells[(column, Qt.ItemDataRole.FontRole)] = font
            if current:
                cells[(column, Qt.ItemDataRole.BackgroundRole)] = CURRENT_BRUSH
        return cells

    def keeps_height(self, given: dict[tuple[int, int], object], column: int, role: int, value: object) -> bool:
        """Whether setting one cell leaves its row as tall as it is: a colour, a tooltip, the
        order's number (one line), a turn's word that takes as many lines as the one before it."""
        if role in _PAINT_ROLES:
            return True
        if role != _DISPLAY or column not in (ORDER, TURN):
            return False  # a name, a bar, a font: measured again
        if column == ORDER:
            return True
        held = given.get((ORDER, Qt.ItemDataRole.FontRole))  # the row's font (bold, struck out) or the list's
        if held is None and FONT_KEY in given:
            current, hidden, out = cast("tuple[bool, bool, bool]", given[FONT_KEY])
            if current or hidden or out:
                held = variant(self.tree.font(), bold=current, italic=hidden, strike=out)
        font = held if isinstance(held, QFont) else self.tree.font()
        room = self.tree.header().sectionSize(TURN) - 2 * text_margin(self.tree)
        old = given.get((TURN, _DISPLAY))
        return isinstance(old, str) and kept_height(old, font, room) == kept_height(str(value), font, room)
