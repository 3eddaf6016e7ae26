"""The initiative dock's rows and heading: each combatant's line of the order list (only the cells
that changed are set) and the round, the turn and the hint above it."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QTreeWidgetItem

from app.services.row_ids import row_id
from ui.docks.fight_parts import FightDockParts
from ui.docks.order_tree import CONDITIONS, CURRENT_BRUSH, INIT, NAME, ORDER, SEVERITY_COLOURS, TRACKS, TURN, rules_tr
from ui.widgets.columns import fit_columns
from ui.widgets.condition_text import badge_text
from ui.widgets.fight_columns import NAME_ROLE, text_margin
from ui.widgets.fonts import variant
from ui.widgets.tracks_delegate import TRACKS_ROLE, track_cells
from ui.widgets.tree_rows import Cells, kept_height, set_rows_data

if TYPE_CHECKING:
    from app.store.models import Character, Combatant
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


class FightRows(FightDockParts):
    """The order list's rows and the heading (a mixin of :class:`ui.docks.initiative_dock.InitiativeDock`,
    which keeps ``rows``, ``items``, ``characters`` and ``encounter``).  Its texts keep the
    ``InitiativeDock`` context."""

    def _refresh_rows(self) -> None:
        enc = self.encounter
        ordered = sorted(self.rows.values(), key=lambda r: r.position)
        tied = self._ties(ordered)
        shown: list[QTreeWidgetItem] = []
        self.changed_rows: list[tuple[QTreeWidgetItem, Cells]] = []  # what _show finds, set at the end
        self.same_height: list[QTreeWidgetItem] = []  # ... and those of them whose height stays
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
                self._show(self.items[cid], row, current, cid in tied)
                shown.append(self.items[cid])
        # the rows whose names, initiatives, bars or conditions changed: measured again for the
        # columns' share (a round's end changes forty rows' turn and order, few of those)
        measured = [item for item, cells in self.changed_rows if any((c, r) in MEASURED for c, r, _v in cells)]
        set_rows_data(self.tree, self.changed_rows, self.same_height)
        self.changed_rows = []
        self.same_height = []
        if shown:
            self.tree.quietly(lambda: self._fit_columns(shown, measured))

    def _fit_columns(self, shown: list[QTreeWidgetItem], measured: list[QTreeWidgetItem]) -> None:
        # (the initiatives' column is given its width by the share, whatever a fit gave it)
        # the order's and the turn's columns as wide as the turn's mark on the last row and the
        # words of every round's turns: they keep their widths from one turn and round to the
        # next, and the names keep theirs (a round's end narrowed the order, widened the names and
        # measured the forty rows' heights for them)
        reserve = self._reserved()
        if len(shown) > 4:  # a new round, a new order: every column fitted again
            fit_columns(self.tree, (ORDER, TURN), words=(TURN,), reserve=reserve)
        else:  # a turn: the columns grow if the rows shown need it
            fit_columns(self.tree, (ORDER, TURN), shown, words=(TURN,), reserve=reserve)
        self.tree.share_columns(measured)  # the other rows' widths are as they were

    def _reserved(self) -> dict[int, list[str]]:
        """What the order's and the turn's columns are as wide as, shown now or not (fit_columns)."""
        words = [QCoreApplication.translate("InitiativeDock", w) for w in TURN_WORDS]
        return {ORDER: [f"▶ {self.tree.topLevelItemCount()}"], TURN: words}

    @staticmethod
    def _ties(ordered: list[Combatant]) -> set[int]:
        out: set[int] = set()
        for a, b in zip(ordered, ordered[1:], strict=False):
            if a.state.get("rolled") and b.state.get("rolled") and a.sort_key == b.sort_key:
                out.update((row_id(a), row_id(b)))
        return out

    def _show(self, item: QTreeWidgetItem, row: Combatant, current: bool, tied: bool) -> None:
        """Bring one row of the list up to date: the cells whose values differ go to
        ``changed_rows``, set together when every row is seen (only those: a set repaints and
        re-measures the row, and a turn changes a few cells of two rows)."""
        delayed, ready = _waiting()
        display, tooltip = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole
        character = self.characters.get(row.character_id) if row.character_id is not None else None
        hidden = bool(row.state.get("hidden"))
        seen = (
            QCoreApplication.translate("InitiativeDock", "Hidden from the players (V)")
            if hidden
            else QCoreApplication.translate("InitiativeDock", "Shown to the players (V)")
        )
        text, tip = self._initiative_text(row, tied)
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
        cid = row_id(row)
        kept = self.cells_set.get(cid)
        if kept is None or kept[0] is not item:  # a new item (or list): what it holds, read once
            held = {(c, r): item.data(c, r) for c, r, _v in cells_wanted}
            held.update(((ORDER, r), item.data(ORDER, r)) for r, _v in whole)
            kept = self.cells_set[cid] = (item, held)
        given = kept[1]
        changed = [(c, r, v) for c, r, v in cells_wanted if given.get((c, r)) != v]
        for role, value in whole:
            if given.get((ORDER, role)) != value:
                changed.extend((column, role, value) for column in range(6))
        if changed:
            if all(self._keeps_height(given, c, r, v) for c, r, v in changed):
                self.same_height.append(item)
            given.update(((c, r), v) for c, r, v in changed)
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

    def _initiative_text(self, row: Combatant, tied: bool) -> tuple[str, str]:
        enc = self.encounter
        marks = self.bound.initiative.phases(enc.mode) if enc is not None else ()
        first = bool(row.state.get("first"))
        if marks:
            phase = row.state.get("phase")
            values = [c.value for c in marks]
            chosen = phase if phase in values else values[-1]
            number = values.index(chosen) + 1
            label = rules_tr(marks[number - 1].label)
            shown = QCoreApplication.translate("InitiativeDock", "Phase {number}: {phase}").format(
                number=number, phase=label
            )
            if phase is None:
                return f"({shown})", QCoreApplication.translate(
                    "InitiativeDock", "Nothing declared yet: counts as {phase} (E to declare)"
                ).format(phase=label)
            action = row.state.get("action", "")
            return shown, QCoreApplication.translate("InitiativeDock", "Phase {number}, {phase}: {action}").format(
                number=number, phase=label, action=action
            )
        if row.initiative is None:
            return "—", QCoreApplication.translate(
                "InitiativeDock", "No initiative yet: press R to roll (or E to type one)"
            )
        meaning = self.bound.ruleset.initiative_meaning(enc.mode, row.initiative) if enc is not None else ""
        text = rules_tr(meaning).format(value=row.initiative) if meaning else str(row.initiative)
        tips = [QCoreApplication.translate("InitiativeDock", "Initiative {value}").format(value=row.initiative)]
        if tied:
            text += " ="
            tips.append(
                QCoreApplication.translate("InitiativeDock", "Tied: the GM decides (drag, or Ctrl+Up / Ctrl+Down)")
            )
        if first:
            text = "★ " + text
            tips.append(QCoreApplication.translate("InitiativeDock", "Started the violence: acts first in round 1"))
        return text, "\n".join(tips)

    def _show_header(self) -> None:
        enc = self.encounter
        has_fight = enc is not None
        self._enable_actions(enc)
        self.mode.setEnabled(has_fight)
        # Start fight and the mode matter only for a fight: while none runs, the mode's row hides;
        # during one, Start fight (Ctrl+Shift+F says a fight is running), the list has the room
        self.buttons["start"].setVisible(not has_fight)
        mode_row = self.mode.parentWidget()
        if mode_row is not None:
            mode_row.setVisible(has_fight)
        if has_fight != self.fight_shown:
            self.fight_shown = has_fight
            self.fightRunning.emit(has_fight)
        if enc is None:
            self.header.set_text(QCoreApplication.translate("InitiativeDock", "No fight running"))
            self.hint.set_text(
                QCoreApplication.translate("InitiativeDock", "Start a fight with Ctrl+Shift+F (Fight menu).")
            )
            self.reroll.setVisible(False)
            return
        index = self.mode.findData(enc.mode)
        if index >= 0:
            self.mode.setCurrentIndex(index)
        marks = self.bound.initiative.phases(enc.mode)
        rolls = self.bound.initiative.rolls(enc.mode)
        self.reroll.setVisible(rolls)
        self.reroll.setChecked(bool(enc.state.get("reroll")))
        current = self._current_row()
        parts = [QCoreApplication.translate("InitiativeDock", "Round {n}").format(n=enc.round)]
        if marks and not any(r.state.get("phase") for r in self.rows.values()):
            parts.append(QCoreApplication.translate("InitiativeDock", "nobody has declared yet"))
        elif current is not None and marks:
            phase = current.state.get("phase") or marks[-1].value
            values = [c.value for c in marks]
            number = values.index(phase) + 1 if phase in values else len(values)
            parts.append(
                QCoreApplication.translate("InitiativeDock", "Phase {number}: {phase}").format(
                    number=number, phase=rules_tr(marks[number - 1].label)
                )
            )
        if current is not None:
            parts.append(QCoreApplication.translate("InitiativeDock", "{name}'s turn").format(name=current.name))
        elif self.rows:
            parts.append(QCoreApplication.translate("InitiativeDock", "nobody else is up"))
        self.header.set_text(" · ".join(parts), steady=True)
        unrolled = sum(1 for r in self.rows.values() if r.initiative is None)
        waits = [
            r for r in sorted(self.rows.values(), key=lambda r: r.position) if not r.acted and r.state.get("status")
        ]
        if not self.rows:
            hint = QCoreApplication.translate(
                "InitiativeDock", "Nobody in the fight yet: Ins adds from the roster, Shift+Ins adds extras."
            )
        elif marks:
            hint = QCoreApplication.translate(
                "InitiativeDock",
                "Call each phase: NPCs declare first, then PCs (E to declare). N steps through the declarations.",
            )
        elif unrolled:
            hint = QCoreApplication.translate("InitiativeDock", "{count} without initiative: press R to roll.").format(
                count=unrolled
            )
        elif current is None and waits:
            hint = QCoreApplication.translate(
                "InitiativeDock", "Still waiting: {names}. A lets one act now; N ends the round."
            ).format(names=", ".join(r.name for r in waits))
        elif self._round_ends_next(current) and self.bound.initiative.round_end_rolls():
            hint = QCoreApplication.translate(
                "InitiativeDock",
                "N ends the round, which rolls dice: type the table's dice first (Tab to the dice field), "
                "or leave it empty to roll here.",
            )
        elif current is None:
            hint = QCoreApplication.translate("InitiativeDock", "Everyone has acted: N or Ctrl+Alt+N ends the round.")
        else:
            hint = QCoreApplication.translate(
                "InitiativeDock", "N: next turn · W: delay · Shift+W: hold · A: act now · Ctrl+Alt+N: end the round"
            )
        self.hint.set_text(hint, steady=True)

    def _round_ends_next(self, current: Combatant | None) -> bool:
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
