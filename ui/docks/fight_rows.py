"""The initiative dock's rows: each combatant's line of the order list worked out from the
service's view of the fight, the combatants and characters last read, and which row is current.

A change gives the rows that changed their new faces (:mod:`.fight_faces`: what the columns are
measured by) and forgets their cells; a row's cells are worked out (:mod:`.fight_cells`) when the
model fills the row's items: the row painted, measured or read.  The rows a change touched are
those the service names since the view last shown (:meth:`InitiativeService.changed_since`); a row
whose turn's word alone changed (a round's end: every row, "Acted" → "Waiting") is marked due and
its face made again only when it is painted, measured or read.  So a round's end in a fight of four
hundred makes the faces and works out the cells of the rows in sight and of the two whose turn
ended and began, not four hundred.  The heading's counts are kept as rows are shown (:mod:`.fight_tally`).

:class:`FightRows` is a member of :class:`ui.docks.initiative_dock.InitiativeDock`; it is handed
the list's model (:class:`ui.widgets.fight_model.FightModel`, which holds the cells), its view
(:class:`ui.docks.order_tree.OrderTree`) and a function that returns the bound campaign's services.
The heading above the list is :mod:`.fight_heading`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView

from app.services.row_ids import row_id
from ui.docks.fight_cells import RowCells
from ui.docks.fight_faces import FONT_KEY, ColumnWords, FightFaces, Source
from ui.docks.fight_tally import FightTally
from ui.docks.fight_texts import initiative_forms, ties
from ui.docks.order_tree import CONDITIONS, INIT, NAME, ORDER, TRACKS, TURN, OrderTree
from ui.widgets.columns import fit_columns
from ui.widgets.fight_columns import NAME_ROLE
from ui.widgets.fight_model import Cells, FightModel, FightRow
from ui.widgets.tracks_delegate import TRACKS_ROLE

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.initiative import FightView
    from app.services.initiative.fight_delta import FightDelta
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
_ACTED = frozenset({"acted"})
#: columns whose change may put rows in a new order or change their ties
_ORDERED = frozenset({"position", "sort_key", "state", "initiative"})


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
        self.tally = FightTally()  # the heading's counts
        #: the row is being chosen for its declaration (E, Enter went on to the next who declares): the
        #: selection it makes is no target for the roll of whose turn it is
        self.to_declare = False
        self.turn_seen: tuple[int, int] | None = None  # (round, combatant) whose turn the list last followed
        self.current_cid: int | None = None  # whose turn the rows last showed
        self.tied: set[int] = set()  # the rows last shown tied
        self.serial = -1  # the service's view last shown (-1: none, every row compared at the next)
        self.cells = RowCells(tree)  # a row's every cell, worked out from its face
        model.make = lambda line: self.work_out(line)
        model.renew = lambda line: self.renew(line)

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
        self.tally.clear()
        self.turn_seen = None
        self.current_cid = None
        self.tied.clear()
        self.serial = -1
        self.characters.clear()

    def forget_shown(self) -> None:
        """Every row is worked out again at the next refresh (new texts, or a new list)."""
        self.seen.clear()
        self.faces.forget()
        self.serial = -1

    def show_view(self, view: FightView) -> None:
        """The fight as ``view`` has it: rows gone taken out, new ones made, the order put right,
        each row brought up to date, the current turn's row chosen and in sight."""
        enc = view.encounter
        delta = self._delta(view)
        self.encounter = enc
        self.characters = dict(view.characters)
        if delta is not None:
            self._show_delta(view, delta)
            return
        rows = view.combatants
        ids = [row_id(r) for r in rows]
        held = dict(zip(ids, rows, strict=True))
        for gone in set(self.rows) - held.keys():
            self.rows.pop(gone, None)
            self.seen.pop(gone, None)
            line = self.model.row(gone)
            if line is not None:
                self.words.change(line.face, {})
            self.tally.drop(gone)
        self.rows.update(held)
        self.show_order(ids)  # the order put right
        self.refresh_rows()
        self.serial = view.serial

    def _delta(self, view: FightView) -> FightDelta | None:
        """What changed since the view last shown, when the rows can be brought up to date from it
        alone: the same fight, its mode and its fighters (None: every row compared)."""
        enc, last = view.encounter, self.encounter
        if self.serial < 0 or enc is None or last is None or enc.id != last.id or enc.mode != last.mode:
            return None
        if len(view.by_id) != len(self.rows):
            return None
        delta = self.bound.initiative.changed_since(self.serial)
        if delta is None or not delta.combatants.keys() <= self.rows.keys():
            return None
        return delta

    def _show_delta(self, view: FightView, delta: FightDelta) -> None:
        """The rows ``delta`` names brought up to date: a row whose turn's word alone changed (a
        round's end: every row) is marked due, its face made again when it is next painted,
        measured or read; the others (whose turn begins or ends, whose character or order changed)
        get their new faces now."""
        enc = view.encounter
        assert enc is not None
        self.rows.update(view.by_id)
        rows = self.rows
        touched = delta.combatants
        moved = any(not _ORDERED.isdisjoint(columns) for columns in touched.values())
        if moved:  # an order, an initiative or a state: the order put right, the ties counted again
            self.show_order([row_id(r) for r in view.combatants])
        again: set[int] = {cid for cid, columns in touched.items() if columns != _ACTED}
        if delta.characters:
            again.update(cid for cid, row in rows.items() if row.character_id in delta.characters)
        current = self._current_of(view)
        if current != self.current_cid:
            again.update(cid for cid in (current, self.current_cid) if cid is not None)
            self.current_cid = current
        tied = self.tied
        if moved:
            tied = ties(sorted(rows.values(), key=lambda r: (r.position, row_id(r))))
            again.update(tied ^ self.tied)
        due = [cid for cid in touched if cid not in again]
        if due and not self._turns_keep_heights():
            again.update(due)
            due = []
        marked = self._mark_due(due, again)
        placed = sorted((rows[cid].position, cid, rows[cid]) for cid in again)
        self._refresh(placed, tied, many=marked > 4)
        if marked:
            self.tree.viewport().update()  # (their heights kept: repainted)
        self.serial = view.serial

    def _mark_due(self, due: list[int], again: set[int]) -> int:
        """Rows whose turn's word alone changed marked due; one whose word may be any other (who
        waits, whose turn it was) is put with ``again``.  How many were marked."""
        acted, waiting, out = self.faces.turn_words()
        plain = (acted, waiting, out)
        marked = 0
        for cid in due:
            line = self.model.row(cid)
            if line is None or line.due:
                continue
            source = line.source
            if not isinstance(source, Source) or source.waits or line.face.get(TURN_KEY) not in plain:
                again.add(cid)
                continue
            line.due = True
            marked += 1
        return marked

    def _turns_keep_heights(self) -> bool:
        """Whether a row going from the acted's word to the waiting's (or back) keeps its height, in
        the list's font and in italics (a hidden one's)."""
        acted, waiting, _out = self.faces.turn_words()
        for hidden in (False, True):
            for was, now in ((acted, waiting), (waiting, acted)):
                given: Cells = {FONT_KEY: (False, hidden, False), TURN_KEY: was}
                if not self.cells.keeps_height(given, TURN, _DISPLAY, now):
                    return False
        return True

    def renew(self, line: FightRow) -> None:
        """A row marked due gets its face made again (it is being painted, measured or read)."""
        line.due = False
        row = self.rows.get(line.cid)
        if row is None:
            return
        who = row.character_id
        character = self.characters.get(who) if who is not None else None
        current = line.cid == self.current_cid
        tied = line.cid in self.tied
        face, source = self.faces.face(self.bound, self.encounter, row, character, current, tied)
        self.words.change(line.face, face)
        line.forget(face, source)
        self.tally.note(line.cid, row)
        self.seen[line.cid] = (row, character, current, tied, self.encounter.mode if self.encounter else "")

    def show_order(self, ids: list[int]) -> None:
        """The rows put in the order of ``ids``; the list's chosen row chosen again (its combatant's,
        wherever it now is), unheard."""
        keep = self.current_id()
        if self.model.set_order(ids) and keep is not None and keep in self.rows:
            selection = self.tree.selectionModel()
            blocked = selection.blockSignals(True)
            try:
                self.tree.choose_row(self.model.place(keep))
            finally:
                selection.blockSignals(blocked)

    def _current_of(self, view: FightView) -> int | None:
        """The combatant whose turn it is, as the rows show it (the one at the turn's position)."""
        enc = view.encounter
        if enc is None:
            return None
        row = self.rows.get(view.current_id) if view.current_id is not None else None
        if row is not None and row.position == enc.turn:
            return view.current_id
        return next((cid for cid, r in self.rows.items() if r.position == enc.turn), None)

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
        row = self.rows.get(self.current_cid) if self.current_cid is not None else None
        if row is not None and row.position == enc.turn:
            return row
        for row in self.rows.values():
            if row.position == enc.turn:
                return row
        return None

    def current_id(self) -> int | None:
        """The combatant of the list's chosen row."""
        return self.tree.combatant_at(self.tree.chosen_row())

    def choose(self, combatant_id: int, to_declare: bool = False) -> None:
        """Make a combatant's row the list's chosen one; ``to_declare``: chosen for the fighter to
        declare next, not to aim the turn's roll at."""
        self.to_declare = to_declare
        try:
            self.tree.choose_row(self.model.place(combatant_id))
        finally:
            self.to_declare = False

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
        turn = enc.turn if enc is not None else None
        self.current_cid = next((cid for position, cid, _row in placed if position == turn), None)
        self._refresh(placed, ties([row for _p, _c, row in placed]))

    def _refresh(self, placed: list[tuple[int, int, Combatant]], tied: set[int], many: bool = False) -> None:
        """The rows of ``placed`` ((position, id, row)) whose combatant, character, turn or tie changed
        get their new faces; ``many``: many other rows changed too (every column fitted again)."""
        enc = self.encounter
        self.tied = tied
        mode = enc.mode if enc else ""
        turn = enc.turn if enc is not None else None
        services = self.bound
        # the initiatives' column as wide as what the mode's phases may say, whatever is declared
        self.tree.initiative_forms = initiative_forms(services, enc)
        changed: list[FightRow] = []  # the rows whose faces' measured texts changed
        measured: list[FightRow] = []  # ... and those of them told to the view to be measured again
        same_height: list[FightRow] = []  # the other rows that changed: repainted
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
            self.tally.note(cid, row)
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
        if measured or same_height or many:
            shown = measured + same_height
            self.tree.quietly(lambda: self._fit_columns(shown, changed, many))

    def _fit_columns(self, shown: list[FightRow], measured: list[FightRow], many: bool = False) -> None:
        # (the initiatives' column is given its width by the share, whatever a fit gave it)
        # the order's and the turn's columns as wide as the turn's mark on the last row and the
        # words of every round's turns: they keep their widths from one turn and round to the
        # next, and the names keep theirs (a round's end narrowed the order, widened the names and
        # measured the forty rows' heights for them)
        reserve = self.reserved()
        if many or len(shown) > 4:  # a new round, a new order: every column fitted again
            fit_columns(self.tree, (ORDER, TURN), words=(TURN,), reserve=reserve, texts=self.words.texts())
        else:  # a turn: the columns grow if the rows shown need it
            fit_columns(self.tree, (ORDER, TURN), shown, words=(TURN,), reserve=reserve)
        self.tree.share_columns(measured)  # the other rows' widths are as they were

    def reserved(self) -> dict[int, list[str]]:
        """What the order's and the turn's columns are as wide as, shown now or not (fit_columns)."""
        words = [QCoreApplication.translate("InitiativeDock", w) for w in TURN_WORDS]
        return {ORDER: [f"▶ {self.tree.count()}"], TURN: words}

    def work_out(self, line: FightRow) -> Cells:
        """Every cell of a row (:meth:`RowCells.work_out`)."""
        return self.cells.work_out(line)

    @property
    def worked_out(self) -> int:
        """How many rows' cells were worked out (each when its row was painted, measured or read)."""
        return self.cells.worked_out

    def _keeps_height(self, given: dict[tuple[int, int], object], column: int, role: int, value: object) -> bool:
        return self.cells.keeps_height(given, column, role, value)
