"""The initiative dock's rows: each combatant's line of the order list worked out from the
service's view of the fight (only the cells that changed are set in the model), the combatants and
characters last read, and which row is current.

:class:`FightRows` is a member of :class:`ui.docks.initiative_dock.InitiativeDock`; it is handed
the list's model (:class:`ui.widgets.fight_model.FightModel`, which holds the cells), its view
(:class:`ui.docks.order_tree.OrderTree`) and a function that returns the bound campaign's services.
The heading above the list is :mod:`.fight_heading`."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView

from app.services.row_ids import row_id
from ui.docks.fight_texts import initiative_text, ties
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
from ui.widgets.condition_text import badge_text
from ui.widgets.fight_columns import NAME_ROLE, text_margin
from ui.widgets.fight_model import Cells, FightModel, FightRow
from ui.widgets.fonts import variant
from ui.widgets.tracks_delegate import TRACKS_ROLE, track_cells
from ui.widgets.tree_rows import kept_height

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.initiative import FightView
    from app.store.models import Character, Combatant, Encounter
    from ui.widgets.tracks_delegate import Cell


_DISPLAY = Qt.ItemDataRole.DisplayRole
#: the cells the columns' share measures (ui.widgets.fight_columns.row_widths)
MEASURED = frozenset(
    {(NAME, _DISPLAY), (NAME, NAME_ROLE), (INIT, _DISPLAY), (CONDITIONS, _DISPLAY), (TRACKS, TRACKS_ROLE)}
)


#: the words of the turn's column every round goes through (translated in the context
#: "InitiativeDock", where each row's turn is named below); who delays, holds or is out of the
#: fight widens it while they do
TURN_WORDS = ("Now", "Acted", "Waiting")
_ACTED_BRUSH = QBrush(QColor("#8a8f99"))  # who has acted: the turn greyed
_PAINT_ROLES = frozenset({Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.BackgroundRole})
_SEVERITY_BRUSHES = {severity: QBrush(QColor(colour)) for severity, colour in SEVERITY_COLOURS.items()}


@functools.cache
def _waiting() -> tuple[str, str]:
    """The statuses of one who delays and one who holds (an import in ``_show`` itself went through
    PySide's import hook at each of a round's end's forty rows: 17 µs each)."""
    from app.services.initiative import DELAYED, READY  # the services load with the campaign

    return DELAYED, READY


class FightRows:
    """The order list's rows: the combatants and characters last read, and what each row of the
    model shows of them.  Its texts keep the ``InitiativeDock`` context."""

    def __init__(self, model: FightModel, tree: OrderTree, services: Callable[[], Services]) -> None:
        self.model = model
        self.tree = tree
        self._services = services
        self.rows: dict[int, Combatant] = {}
        #: combatant id → what its row last showed, to redraw only the rows that changed
        self.signatures: dict[int, tuple[Any, ...]] = {}
        self.seen: dict[int, tuple[Any, ...]] = {}  # combatant id → (row, character, current, tied, mode) last shown
        self.character_cells: dict[int, tuple[Character, Any]] = {}  # character id → (row, what its row shows of it)
        self.characters: dict[int, Character] = {}
        self.encounter: Encounter | None = None
        self.changed_rows: list[tuple[FightRow, Cells]] = []
        self.same_height: list[FightRow] = []

    @property
    def bound(self) -> Services:
        return self._services()

    def clear(self) -> None:
        """A campaign (re)opened: nothing shown."""
        selection = self.tree.selectionModel()
        if selection is not None:
            selection.clear()
        self.model.clear()
        self.rows.clear()
        self.forget_shown()
        self.characters.clear()

    def forget_shown(self) -> None:
        """Every row is shown again at the next refresh (new texts, or a new list)."""
        self.signatures.clear()
        self.seen.clear()
        self.character_cells.clear()

    def show_view(self, view: FightView) -> None:
        """The fight as ``view`` has it: rows gone taken out, new ones made, the order put right,
        each row brought up to date, the current turn's row chosen and in sight."""
        enc = view.encounter
        self.encounter = enc
        rows = view.combatants
        self.characters = dict(view.characters)
        ids = [row_id(r) for r in rows]
        for gone in set(self.rows) - set(ids):
            self.rows.pop(gone, None)
            self.signatures.pop(gone, None)
            self.seen.pop(gone, None)
        for row in rows:
            self.rows[row_id(row)] = row
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
        if current is not None and self.signatures.get(-1) != (enc.round if enc else 0, row_id(current)):
            self.signatures[-1] = (enc.round if enc else 0, row_id(current))
            place = self.model.place(row_id(current))
            if not self.tree.viewport().rect().contains(self.tree.row_rect(place)):
                # the turn left the screen: it comes to the top with the next ones below it, rather
                # than the list creeping a row each turn
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
        ids = (self.tree.combatant_at(row) for row in range(self.tree.count()))
        return [cid for cid in ids if cid is not None]

    def refresh_rows(self) -> None:
        enc = self.encounter
        ordered = sorted(self.rows.values(), key=lambda r: r.position)
        tied = ties(ordered)
        shown: list[FightRow] = []
        self.changed_rows = []  # what _show finds, set at the end
        self.same_height = []  # ... and those of them whose height stays
        mode = enc.mode if enc else ""
        for row in ordered:
            cid = row_id(row)
            current = enc is not None and row.position == enc.turn
            # the rows and characters a change left alone are the same objects as last time (the
            # services replace only those that changed): such a row shows what it showed
            character = self.characters.get(row.character_id) if row.character_id is not None else None
            seen = (row, character, current, cid in tied, mode)
            last = self.seen.get(cid)
            if last is not None and last[0] is row and last[1] is character and last[2:] == seen[2:]:
                continue
            self.seen[cid] = seen
            signature = (
                row.position,
                row.name,
                row.initiative,
                tuple(row.sort_key),
                row.acted,
                repr(sorted(row.state.items())),
                current,
                cid in tied,
                mode,
            )
            # a changed character (a new row object) always shows; a combatant row read again
            # shows only if its values differ
            if last is None or last[1] is not character or self.signatures.get(cid) != signature:
                self.signatures[cid] = signature
                line = self.model.row(cid)
                assert line is not None  # (set_order made every row's line)
                self._show(line, row, current, cid in tied)
                shown.append(line)
        # the rows whose names, initiatives, bars or conditions changed: measured again for the
        # columns' share (a round's end changes forty rows' turn and order, few of those)
        measured = [item for item, cells in self.changed_rows if any((c, r) in MEASURED for c, r, _v in cells)]
        self.model.set_rows(self.changed_rows, self.same_height)
        self.changed_rows = []
        self.same_height = []
        if shown:
            self.tree.quietly(lambda: self._fit_columns(shown, measured))

    def _fit_columns(self, shown: list[FightRow], measured: list[FightRow]) -> None:
        # (the initiatives' column is given its width by the share, whatever a fit gave it)
        # the order's and the turn's columns as wide as the turn's mark on the last row and the
        # words of every round's turns: they keep their widths from one turn and round to the
        # next, and the names keep theirs (a round's end narrowed the order, widened the names and
        # measured the forty rows' heights for them)
        reserve = self.reserved()
        if len(shown) > 4:  # a new round, a new order: every column fitted again
            fit_columns(self.tree, (ORDER, TURN), words=(TURN,), reserve=reserve)
        else:  # a turn: the columns grow if the rows shown need it
            fit_columns(self.tree, (ORDER, TURN), shown, words=(TURN,), reserve=reserve)
        self.tree.share_columns(measured)  # the other rows' widths are as they were

    def reserved(self) -> dict[int, list[str]]:
        """What the order's and the turn's columns are as wide as, shown now or not (fit_columns)."""
        words = [QCoreApplication.translate("InitiativeDock", w) for w in TURN_WORDS]
        return {ORDER: [f"▶ {self.tree.count()}"], TURN: words}

    def _show(self, item: FightRow, row: Combatant, current: bool, tied: bool) -> None:
        """Bring one row of the list up to date: the cells whose values differ from what the model's
        row holds go to ``changed_rows``, set together when every row is seen (only those: a set
        repaints and re-measures the row, and a turn changes a few cells of two rows)."""
        delayed, ready = _waiting()
        display, tooltip = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole
        character = self.characters.get(row.character_id) if row.character_id is not None else None
        hidden = bool(row.state.get("hidden"))
        seen = (
            QCoreApplication.translate("InitiativeDock", "Hidden from the players (V)")
            if hidden
            else QCoreApplication.translate("InitiativeDock", "Shown to the players (V)")
        )
        text, tip = initiative_text(self.bound, self.encounter, row, tied)
        cells, badges, worst, out = self._character_cells(character)
        labels = list(badges)  # "Bleeding: Left arm", which limb
        labels += [
            QCoreApplication.translate("InitiativeDock", "{condition} (rounds left: {rounds})").format(
                condition=t["label"], rounds=t["rounds"]
            )
            for t in row.state.get("timers", [])
        ]
        status = row.state.get("status")
        if current:
            turn = QCoreApplication.translate("InitiativeDock", "Now")
        elif out:
            turn = QCoreApplication.translate("InitiativeDock", "Out of the fight")
        elif row.acted:
            turn = QCoreApplication.translate("InitiativeDock", "Acted")
        elif status == delayed:
            turn = QCoreApplication.translate("InitiativeDock", "Delaying")
        elif status == ready:
            turn = QCoreApplication.translate("InitiativeDock", "Holding")
        else:
            turn = QCoreApplication.translate("InitiativeDock", "Waiting")
        font = None
        if current or hidden or out:  # struck through: the ruleset says they cannot act (skipped)
            font = variant(self.tree.font(), bold=current, italic=hidden, strike=out)
        # (column, role, value) of every cell the row shows
        cells_wanted: list[tuple[int, int, object]] = [
            (ORDER, display, f"▶ {row.position + 1}" if current else str(row.position + 1)),
            (
                NAME,
                display,
                QCoreApplication.translate("InitiativeDock", "{name} (hidden)").format(name=row.name)
                if hidden
                else row.name,
            ),
            (NAME, tooltip, f"{row.name}\n{seen}"),
            (NAME, NAME_ROLE, row.name),  # the name alone, shown on one line ("(hidden)" may wrap)
            (INIT, display, text),
            (INIT, tooltip, tip),
            (TRACKS, TRACKS_ROLE, cells),
            (TRACKS, tooltip, "\n".join(c[0] for c in cells)),
            (CONDITIONS, display, ", ".join(labels)),
            (CONDITIONS, tooltip, "\n".join(labels)),
            (CONDITIONS, Qt.ItemDataRole.ForegroundRole, _SEVERITY_BRUSHES[worst] if worst else None),
            (TURN, display, turn),
            (TURN, Qt.ItemDataRole.ForegroundRole, _ACTED_BRUSH if row.acted and not current else None),
        ]
        # the font and the background of the whole row: the same in its six columns, compared once
        whole = ((Qt.ItemDataRole.FontRole, font), (Qt.ItemDataRole.BackgroundRole, CURRENT_BRUSH if current else None))
        given = item.cells
        changed = [(c, r, v) for c, r, v in cells_wanted if given.get((c, r)) != v]
        for role, value in whole:
            if given.get((ORDER, role)) != value:
                changed.extend((column, role, value) for column in range(6))
        if changed:
            if all(self._keeps_height(given, c, r, v) for c, r, v in changed):
                self.same_height.append(item)
            self.changed_rows.append((item, changed))

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
        font = held if isinstance(held, QFont) else self.tree.font()
        room = self.tree.header().sectionSize(TURN) - 2 * text_margin(self.tree)
        old = given.get((TURN, _DISPLAY))
        return isinstance(old, str) and kept_height(old, font, room) == kept_height(str(value), font, room)

    def _character_cells(self, character: Character | None) -> tuple[list[Cell], list[str], str | None, bool]:
        """What a row shows of its character: the tracks' cells, the conditions' badges, the worst
        severity among them and whether the rules say it cannot act.  Kept while the character
        is the same row object (the services give a changed character a new one): a round's end
        shows forty rows again, most of their characters unchanged."""
        if character is None:
            return [], [], None, False
        kept = self.character_cells.get(int(character.id or 0))
        if kept is not None and kept[0] is character:
            return cast("tuple[list[Cell], list[str], str | None, bool]", kept[1])
        rules = self.bound.ruleset
        specs = [t for t in rules.tracks(character.sheet) if t.main]
        cells = track_cells(specs, rules.track_values(character.sheet, character.state))
        conditions = rules.conditions(character.sheet, character.state)
        badges = [badge_text(c) for c in conditions]
        worst = next((s for s in ("danger", "warn", "info") if any(c.severity == s for c in conditions)), None)
        out = not rules.can_act(character.sheet, character.state)
        shown = (cells, badges, worst, out)
        self.character_cells[int(character.id or 0)] = (character, shown)
        return shown

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
