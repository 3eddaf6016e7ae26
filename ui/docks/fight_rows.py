"""The initiative dock's rows: each combatant's line of the order list worked out from the
service's view of the fight, the combatants and characters last read, and which row is current.

A change gives the rows that changed their new faces (:mod:`.fight_faces`: what the columns are
measured by) and forgets their cells; a row's cells are worked out (:meth:`FightRows.work_out`)
when the model fills the row's items: the row painted, measured or read.  So a round's end in a
fight of four hundred works out the rows in sight, not four hundred.

:class:`FightRows` is a member of :class:`ui.docks.initiative_dock.InitiativeDock`; it is handed
the list's model (:class:`ui.widgets.fight_model.FightModel`, which holds the cells), its view
(:class:`ui.docks.order_tree.OrderTree`) and a function that returns the bound campaign's services.
The heading above the list is :mod:`.fight_heading`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView

from app.services.row_ids import row_id
from ui.docks.fight_faces import FONT_KEY, ColumnWords, FightFaces, Source
from ui.docks.fight_texts import ties
from ui.docks.order_tree import (
    CONDITIONS,
    CURRENT_BRUSH,
    INIT,
    NAME,
    ORDER,
    SEVERITY_COLOURS,
    TRACKS,
    TURN,
    OrderTree,
)
from ui.widgets.columns import fit_columns
from ui.widgets.fight_columns import NAME_ROLE, text_margin
from ui.widgets.fight_model import Cells, FightModel, FightRow
from ui.widgets.fonts import variant
from ui.widgets.tracks_delegate import TRACKS_ROLE
from ui.widgets.tree_rows import kept_height

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.initiative import FightView
    from app.store.models import Character, Combatant, Encounter


_DISPLAY = Qt.ItemDataRole.DisplayRole
TURN_KEY = (TURN, _DISPLAY)
#: the cells the columns' share measures (ui.widgets.fight_columns.row_widths)
MEASURED = (
    (NAME, _DISPLAY), (NAME, NAME_ROLE), (INIT, _DISPLAY), (CONDITIONS, _DISPLAY), (TRACKS, TRACKS_ROLE)
)  # fmt: skip


#: the words of the turn's column every round goes through (translated in the context
#: "InitiativeDock", where each row's turn is named below); who delays, holds or is out of the
#: fight widens it while they do
TURN_WORDS = ("Now", "Acted", "Waiting")
_ACTED_BRUSH = QBrush(QColor("#8a8f99"))  # who has acted: the turn greyed
_PAINT_ROLES = frozenset({Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.BackgroundRole})
_SEVERITY_BRUSHES = {severity: QBrush(QColor(colour)) for severity, colour in SEVERITY_COLOURS.items()}


class FightRows:
    """The order list's rows: the combatants and characters last read, and what each row of the
    model shows of them.  Its texts keep the ``InitiativeDock`` context."""

    def __init__(self, model: FightModel, tree: OrderTree, services: Callable[[], Services]) -> None:
        self.model = model
        self.tree = tree
        self._services = services
        self.rows: dict[int, Combatant] = {}
        self.seen: dict[int, tuple[Any, ...]] = {}  # combatant id → (row, character, current, tied, mode) last shown
        self.characters: dict[int, Character] = {}
        self.encounter: Encounter | None = None
        self.faces = FightFaces()
        self.words = ColumnWords()
        self.turn_seen: tuple[int, int] | None = None  # (round, combatant) whose turn the list last followed
        #: how many rows' cells were worked out (each when its row was painted, measured or read)
        self.worked_out = 0
        model.make = lambda line: self.work_out(line)

    @property
    def bound(self) -> Services:
        return self._services()

    def clear(self) -> None:
        """A campaign (re)opened: nothing shown."""
        selection = self.tree.selectionModel()
        if selection is not None:
            selection.clear()
        self.model.clear()
        self.tree.widths.clear()
        self.rows.clear()
        self.seen.clear()
        self.words.clear()
        self.turn_seen = None
        self.characters.clear()

    def forget_shown(self) -> None:
        """Every row is worked out again at the next refresh (new texts, or a new list)."""
        self.seen.clear()
        self.faces.forget()

    def show_view(self, view: FightView) -> None:
        """The fight as ``view`` has it: rows gone taken out, new ones made, the order put right,
        each row brought up to date, the current turn's row chosen and in sight."""
        enc = view.encounter
        self.encounter = enc
        rows = view.combatants
        self.characters = dict(view.characters)
        ids = [row_id(r) for r in rows]
        held = dict(zip(ids, rows, strict=True))
        for gone in set(self.rows) - held.keys():
            self.rows.pop(gone, None)
            self.seen.pop(gone, None)
            line = self.model.row(gone)
            if line is not None:
                self.words.change(line.face, {})
        self.rows.update(held)
        keep = self.current_id()
        if self.model.set_order(ids) and keep is not None and keep in self.rows:  # the order put right
            # the list's chosen row chosen again (its combatant's, wherever it now is), unheard
            selection = self.tree.selectionModel()
            blocked = selection.blockSignals(True)
            try:
                self.tree.choose_row(self.model.place(keep))
            finally:
                selection.blockSignals(blocked)
        self.refresh_rows()

    def follow_turn(self) -> None:
        """The current turn's row chosen, and brought into sight when the turn left the screen."""
        enc = self.encounter
        current = self.current_row()
        if current is None or self.turn_seen == (enc.round if enc else 0, row_id(current)):
            return
        self.turn_seen = (enc.round if enc else 0, row_id(current))
        place = self.model.place(row_id(current))
        if not self.tree.row_in_sight(place):
            # the turn left the screen: it comes to the top with the next ones below it, rather
            # than the list creeping a row each turn (the row chosen before left while in sight:
            # the view measures no row between the two to repaint it)
            self.tree.selectionModel().clear()
            self.tree.scrollTo(self.model.index(place, 0), QAbstractItemView.ScrollHint.PositionAtTop)
        self.tree.choose_row(place)

    def current_row(self) -> Combatant | None:
        """The combatant whose turn it is (None between fights and turns)."""
        enc = self.encounter
        if enc is None:
            return None
        for row in self.rows.values():
            if row.position == enc.turn:
                return row
        return None

    def current_id(self) -> int | None:
        """The combatant of the list's chosen row."""
        return self.tree.combatant_at(self.tree.chosen_row())

    def choose(self, combatant_id: int) -> None:
        """Make a combatant's row the list's chosen one."""
        self.tree.choose_row(self.model.place(combatant_id))

    def select_character(self, character_id: int) -> None:
        """The row of a character (selected in another dock) chosen, unless it is already."""
        for cid, row in self.rows.items():
            if row.character_id == character_id and self.current_id() != cid:
                self.choose(cid)
                return

    def ids_in_order(self) -> list[int]:
        """The combatant ids as the list shows them."""
        return [row.cid for row in self.model.rows]

    def refresh_rows(self) -> None:
        """Each row whose combatant, character, turn or tie changed gets its new face, its cells
        forgotten (worked out when the row is next painted, measured or read); the view is told
        of those rows alone, and the columns measure those whose measured texts changed."""
        enc = self.encounter
        placed = sorted((row.position, cid, row) for cid, row in self.rows.items())
        tied = ties([row for _p, _c, row in placed])
        mode = enc.mode if enc else ""
        turn = enc.turn if enc is not None else None
        changed: list[FightRow] = []  # the rows whose faces' measured texts changed
        measured: list[FightRow] = []  # ... and those of them told to the view to be measured again
        same_height: list[FightRow] = []  # the other rows that changed: repainted
        services = self.bound
        faces = self.faces
        characters = self.characters
        kept_heights: dict[tuple[object, ...], bool] = {}  # (font, old turn, new turn) → the height kept
        for position, cid, row in placed:
            current = position == turn
            # the rows and characters a change left alone are the same objects as last time (the
            # services replace only those that changed): such a row shows what it showed
            who = row.character_id
            character = characters.get(who) if who is not None else None
            is_tied = cid in tied
            last = self.seen.get(cid)
            if (
                last is not None and last[0] is row and last[1] is character and last[2] == current
                and last[3] == is_tied and last[4] == mode
            ):  # fmt: skip
                continue
            self.seen[cid] = (row, character, current, is_tied, mode)
            line = self.model.row(cid)
            assert line is not None  # (set_order made every row's line)
            face, source = faces.face(services, enc, row, character, current, is_tied)
            old = line.face
            line.forget(face, source)
            self.words.change(old, face)
            texts_changed = any(old.get(key) != face[key] for key in MEASURED)
            if texts_changed:
                changed.append(line)
            if not old or texts_changed or old.get(FONT_KEY) != face[FONT_KEY]:
                measured.append(line)  # a name, an initiative, a bar, a condition or a font (bold, struck out)
                continue
            key = (face[FONT_KEY], old.get(TURN_KEY), face[TURN_KEY])
            keeps = kept_heights.get(key)
            if keeps is None:
                keeps = kept_heights[key] = key[1] == key[2] or self._keeps_height(old, TURN, _DISPLAY, key[2])
            (same_height if keeps else measured).append(line)
        self.model.tell(measured, same_height)
        if measured or same_height:
            shown = measured + same_height
            self.tree.quietly(lambda: self._fit_columns(shown, changed))

    def _fit_columns(self, shown: list[FightRow], measured: list[FightRow]) -> None:
        # (the initiatives' column is given its width by the share, whatever a fit gave it)
        # the order's and the turn's columns as wide as the turn's mark on the last row and the
        # words of every round's turns: they keep their widths from one turn and round to the
        # next, and the names keep theirs (a round's end narrowed the order, widened the names and
        # measured the forty rows' heights for them)
        reserve = self.reserved()
        if len(shown) > 4:  # a new round, a new order: every column fitted again
            fit_columns(self.tree, (ORDER, TURN), words=(TURN,), reserve=reserve, texts=self.words.texts())
        else:  # a turn: the columns grow if the rows shown need it
            fit_columns(self.tree, (ORDER, TURN), shown, words=(TURN,), reserve=reserve)
        self.tree.share_columns(measured)  # the other rows' widths are as they were

    def reserved(self) -> dict[int, list[str]]:
        """What the order's and the turn's columns are as wide as, shown now or not (fit_columns)."""
        words = [QCoreApplication.translate("InitiativeDock", w) for w in TURN_WORDS]
        return {ORDER: [f"▶ {self.tree.count()}"], TURN: words}

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
        if current or hidden or out:  # struck through: the ruleset says they cannot act (skipped)
            font = variant(self.tree.font(), bold=current, italic=hidden, strike=out)
        worst = source.shown.worst
        cells: Cells = {key: value for key, value in face.items() if key != FONT_KEY}
        cells[(NAME, tooltip)] = f"{row.name}\n{seen}"
        cells[(INIT, tooltip)] = source.tip
        cells[(TRACKS, tooltip)] = "\n".join(c[0] for c in source.shown.cells)
        cells[(CONDITIONS, tooltip)] = "\n".join(source.labels)
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

    def _keeps_height(self, given: dict[tuple[int, int], object], column: int, role: int, value: object) -> bool:
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

    def round_ends_next(self, current: Combatant | None) -> bool:
        """Whether N now ends the round: nobody but the one whose turn it is is still to act (those
        who have acted or cannot act aside; one who waits keeps it going)."""
        rules = self.bound.ruleset
        for row in self.rows.values():
            if row is current or row.acted:
                continue
            if row.state.get("status"):  # waits: N leaves the round to them
                return False
            character = self.characters.get(row.character_id) if row.character_id is not None else None
            if character is None or rules.can_act(character.sheet, character.state):
                return False
        return True
