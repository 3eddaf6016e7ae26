"""The initiative dock: the order of the fight, whose turn it is, rounds and the round's effects.

Window keys (Fight menu): Ctrl+Shift+F start a fight, Ctrl+Alt+F end it, N next turn, Shift+N previous
turn, R roll initiative, Ctrl+Alt+N end the round.  Keys in the order list: Ins add from the roster,
Shift+Ins add extras ("3 zombies"), Del remove, E type the initiative or declare a phase, W delay,
Shift+W hold a ready action, A act now, S started the violence, T timed condition, Shift+T clear them,
V hide from / show to the players, Ctrl+Up / Ctrl+Down (or drag) to reorder.

Signals: none of its own; selecting a row selects its character in the shared Selection.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QDropEvent, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMainWindow,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.services import bounds
from app.services.changes import ChangeSet
from ui import keymap
from ui.dialogs.fight_dialogs import DeclareDialog, ExtrasDialog, RosterDialog, TimerDialog
from ui.docks.base import Dock
from ui.key_guard import to_fight
from ui.messages import command_message
from ui.widgets.columns import fit_columns
from ui.widgets.fight_columns import NAME_ROLE, WrappedTextDelegate, share_columns
from ui.widgets.flow_layout import FlowLayout
from ui.widgets.labels import clear_text
from ui.widgets.steady_label import SteadyLabel
from ui.widgets.tracks_delegate import TRACKS_ROLE, TracksDelegate, track_cells
from ui.widgets.typed_dice import typed_dice_field

if TYPE_CHECKING:
    from app.store.models import Character, Combatant, Encounter

ORDER, NAME, INIT, TRACKS, CONDITIONS, TURN = range(6)
ID_ROLE = Qt.ItemDataRole.UserRole
SEVERITY_COLOURS = {"info": "#5b8def", "warn": "#e0a030", "danger": "#e04848"}
CURRENT_BRUSH = QBrush(QColor(224, 160, 48, 70))


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text)


class OrderTree(QTreeWidget):
    """The order of the fight; rows can be dragged to a new place.

    Signals: ``moved(int combatant_id, int index)`` — the GM dropped a row at ``index``.
    """

    moved = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDropIndicatorShown(True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.share_columns()

    def share_columns(self) -> None:
        """Names, initiatives and conditions as wide as shows them whole (on several lines in a
        narrow dock, a laptop's screen), the tracks the rest (see :mod:`ui.widgets.fight_columns`)."""
        if share_columns(self, NAME, INIT, TRACKS, CONDITIONS, (ORDER, TURN)):
            self.doItemsLayout()  # the rows' heights follow the new widths

    def drop_index(self, target: QTreeWidgetItem | None, below: bool) -> int:
        """Where a row dropped on ``target`` (above it, or below when ``below``) lands in the order."""
        if target is None:
            return self.topLevelItemCount() - 1
        index = self.indexOfTopLevelItem(target) + (1 if below else 0)
        current = self.currentItem()
        if current is not None and self.indexOfTopLevelItem(current) < index:
            index -= 1
        return index

    def dropEvent(self, event: QDropEvent) -> None:
        item = self.currentItem()
        target = self.itemAt(event.position().toPoint())
        below = self.dropIndicatorPosition() == QAbstractItemView.DropIndicatorPosition.BelowItem
        event.setDropAction(Qt.DropAction.IgnoreAction)
        event.accept()
        if item is not None:
            self.moved.emit(int(item.data(ORDER, ID_ROLE)), self.drop_index(target, below))


class InitiativeDock(Dock):
    object_name = "initiativeDock"
    title = QT_TRANSLATE_NOOP("Docks", "Initiative")
    area = Qt.DockWidgetArea.LeftDockWidgetArea

    def __init__(self, services, parent=None) -> None:  # noqa: ANN001
        super().__init__(services, parent)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.header = SteadyLabel(body)  # wrapped; during a fight it does not shrink back (the list would jump)
        self.header.setObjectName("fightHeader")
        layout.addWidget(self.header)
        self.hint = SteadyLabel(body)
        self.hint.setObjectName("fightHint")
        layout.addWidget(self.hint)
        controls = QHBoxLayout()
        self.mode_label = QLabel(body)
        self.mode = QComboBox(body)
        self.mode.setObjectName("modeCombo")
        self.mode.activated.connect(self._mode_picked)
        self.reroll = QCheckBox(body)
        self.reroll.setObjectName("rerollCheck")
        self.reroll.clicked.connect(lambda on: self.services.initiative.set_reroll(bool(on)))
        controls.addWidget(self.mode_label)
        controls.addWidget(self.mode, 1)
        controls.addWidget(self.reroll)
        layout.addLayout(controls)
        self.tree = OrderTree(body)
        self.tree.setObjectName("orderTree")
        self.tree.setColumnCount(6)
        self.tree.setRootIsDecorated(False)
        # rows as tall as their texts: a name, an initiative or conditions wrap rather than elide
        self.tree.setUniformRowHeights(False)
        self.tree.setWordWrap(True)
        self.tree.setItemDelegateForColumn(TRACKS, TracksDelegate(self.tree))
        for column in (NAME, INIT, CONDITIONS):
            self.tree.setItemDelegateForColumn(column, WrappedTextDelegate(self.tree))
        header = self.tree.header()
        header.setStretchLastSection(False)
        for column in (ORDER, INIT, TURN):  # fitted after each refresh (fit_columns)
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(TRACKS, QHeaderView.ResizeMode.Stretch)
        # names and conditions are given their room by share_columns, the tracks the rest
        for column in (NAME, CONDITIONS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        self.tree.share_columns()
        self.tree.currentItemChanged.connect(self._row_selected)
        self.tree.moved.connect(lambda cid, index: self.services.initiative.move(cid, index))
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        layout.addWidget(self.tree, 1)
        self.message = QLabel(body)
        self.message.setObjectName("fightMessage")
        self.message.setStyleSheet("color: #e07070;")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.setWidget(body)

        self.fight_actions: dict[str, QAction] = {}
        for key, shortcut, slot in (
            ("start", "Ctrl+Shift+F", self.start_fight),
            ("end", "Ctrl+Alt+F", lambda: self.services.initiative.end()),
            ("next", "N", lambda: self.services.initiative.next_turn()),
            ("previous", "Shift+N", lambda: self.services.initiative.previous_turn()),
            ("roll", "R", lambda: self._typed(self.services.initiative.roll)),
            ("endRound", "Ctrl+Alt+N", lambda: self._typed(self.services.initiative.end_round)),
        ):
            self.fight_actions[key] = self._make_action(key, shortcut, slot)
        # the buttons wrap onto a second line when the dock is narrower than they are (a laptop's
        # screen, a long language): Next turn never hides behind a menu
        bar = QWidget(body)
        bar.setObjectName("fightBar")
        row = FlowLayout(bar)
        self.buttons: dict[str, QToolButton] = {}
        for key in ("start", "end", "roll", "previous", "next", "endRound"):
            button = QToolButton(bar)
            button.setDefaultAction(self.fight_actions[key])
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setObjectName(f"{key}Button")
            row.addWidget(button)
            self.buttons[key] = button
        layout.insertWidget(3, bar)
        self.faces = typed_dice_field(body, self._typed_roll)  # R and the round's end read the table's dice
        row.addWidget(self.faces)
        QWidget.setTabOrder(self.tree, self.faces)  # Tab from the list: its dice

        self.row_actions: dict[str, QAction] = {}
        for key, shortcut, slot in (
            ("add", "Ins", self.add_from_roster),
            ("extras", "Shift+Ins", self.add_extras),
            ("remove", "Del", self._on_selected(lambda cid: self.services.initiative.remove(cid))),
            ("value", "E", self.enter_value),
            ("delay", "W", self._on_selected(lambda cid: self._wait(cid, ready=False))),
            ("hold", "Shift+W", self._on_selected(lambda cid: self._wait(cid, ready=True))),
            ("actNow", "A", self._on_selected(lambda cid: self.services.initiative.act_now(cid))),
            ("first", "S", self._on_selected(lambda cid: self.services.initiative.mark(cid, "first"))),
            ("timer", "T", self.add_timer),
            ("clearTimers", "Shift+T", self._on_selected(lambda cid: self.services.initiative.clear_timers(cid))),
            ("hidden", "V", self._on_selected(lambda cid: self.services.initiative.mark(cid, "hidden"))),
            ("up", "Ctrl+Up", lambda: self._shift(-1)),
            ("down", "Ctrl+Down", lambda: self._shift(1)),
        ):
            action = self._make_action(key, shortcut, slot)
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.tree.addAction(action)
            self.row_actions[key] = action

        self.items: dict[int, QTreeWidgetItem] = {}
        self.rows: dict[int, Combatant] = {}
        self.signatures: dict[int, tuple] = {}
        self.seen: dict[int, tuple] = {}  # combatant id → (row, character, current, tied, mode) last shown
        self.order_shown: list[int] = []  # the combatant ids in the list's order, as last put there
        self.characters: dict[int, Character] = {}
        self.encounter: Encounter | None = None
        self.selection.characterChanged.connect(self.select_character)

    def _make_action(self, key: str, shortcut: str, slot: Callable[[], object]) -> QAction:
        action = QAction(self)
        action.setObjectName(f"act_{key}")
        keymap.bind(action, f"fight.{key}")  # ``shortcut``: its default, as the keymap has it
        action.triggered.connect(lambda _=False: slot())
        return action

    def _typed(self, run: Callable[[str], bool]) -> None:
        """Roll initiative or end the round with the faces typed (then cleared), else rolled here."""
        if run(self.faces.text()):
            self.faces.clear()

    def wants_dice(self) -> bool:
        """Whether R would roll now (someone in the fight has no initiative yet)."""
        return self.fight_actions["roll"].isEnabled() and any(r.initiative is None for r in self.rows.values())

    def _typed_roll(self) -> None:
        """Enter in the typed dice: roll initiative with them, or end the round when all have one."""
        if self.wants_dice():
            self._typed(self.services.initiative.roll)
        else:
            self._typed(self.services.initiative.end_round)
        to_fight(self)

    def _on_selected(self, call: Callable[[int], object]) -> Callable[[], None]:
        def run() -> None:
            cid = self.current_id()
            if cid is not None:
                call(cid)

        return run

    def _wait(self, cid: int, ready: bool) -> None:
        """Delay the turn (W) or hold an action ready (H)."""
        from app.services.initiative import DELAYED, READY  # the services load with the campaign

        self.services.initiative.wait(cid, READY if ready else DELAYED)

    def bind(self, services) -> None:  # noqa: ANN001
        services.initiative.failed.connect(self.show_refusal)
        super().bind(services)

    def menu_actions(self) -> list[tuple[str, QAction]]:
        return [("fight", self.fight_actions[k]) for k in ("start", "end", "next", "previous", "roll", "endRound")]

    # ------------------------------------------------------------------ texts
    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self._size_header()
        super().changeEvent(event)

    def _size_header(self) -> None:
        """The round and whose turn, half again as big as the theme's text (legible from a metre away)."""
        size = max(12.0, self.tree.font().pointSizeF() * 1.6)
        self.header.setStyleSheet(f"font-size: {size:.0f}pt; font-weight: bold;")

    def retranslate(self) -> None:
        super().retranslate()
        self._size_header()
        texts = {
            "start": (self.tr("Start fight"), self.tr("Start a fight with characters from the roster (Ctrl+Shift+F)")),
            "end": (self.tr("End fight"), self.tr("End the running fight; extras made for it leave (Ctrl+Alt+F)")),
            "next": (self.tr("Next turn"), self.tr("The current combatant has acted; the next one is up (N)")),
            "previous": (self.tr("Previous turn"), self.tr("Back to the one who acted last (Shift+N)")),
            "roll": (
                self.tr("Roll initiative"),
                self.tr("Roll for everyone without initiative, or read the order off the sheets (R)"),
            ),
            "endRound": (
                self.tr("End round"),
                self.tr(
                    "Apply the end of the round (bleeding, stamina, checks due, timers) and start the next (Ctrl+Alt+N)"
                ),
            ),
            "add": (self.tr("Add from the roster…"), self.tr("Bring roster characters into the fight (Ins)")),
            "extras": (self.tr("Add extras…"), self.tr("Make extras for this fight, such as 3 zombies (Shift+Ins)")),
            "remove": (self.tr("Remove from the fight"), self.tr("Take the selected combatant out of the fight (Del)")),
            "value": (self.tr("Initiative or declaration…"), self.tr("Type an initiative, or declare a phase (E)")),
            "delay": (self.tr("Delay"), self.tr("Act later in this round; A brings them in (W)")),
            "hold": (
                self.tr("Hold a ready action"),
                self.tr("Ready an action to interrupt later; A brings them in (Shift+W)"),
            ),
            "actNow": (self.tr("Act now"), self.tr("A delaying or holding combatant acts now (A)")),
            "first": (self.tr("Started the violence"), self.tr("Acts first in the first round (S)")),
            "timer": (self.tr("Timed condition…"), self.tr("A condition counted down at each round's end (T)")),
            "clearTimers": (
                self.tr("Clear timed conditions"),
                self.tr("Remove the combatant's timed conditions (Shift+T)"),
            ),
            "hidden": (self.tr("Hide from players"), self.tr("Hide from or show to the player display (V)")),
            "up": (self.tr("Move up"), self.tr("One place earlier in the order (Ctrl+Up, or drag)")),
            "down": (self.tr("Move down"), self.tr("One place later in the order (Ctrl+Down, or drag)")),
        }
        for key, (label, tip) in texts.items():
            action = self.fight_actions.get(key) or self.row_actions[key]
            action.setText(label)
            action.setToolTip(tip)
            action.setStatusTip(tip)
        self.mode_label.setText(self.tr("Initiative:"))
        self.reroll.setText(self.tr("Roll again every round"))
        self.reroll.setToolTip(self.tr("At the start of each round everyone rolls initiative again"))
        self.tree.setHeaderLabels(
            [
                self.tr("#"),
                self.tr("Name"),
                self.tr("Initiative"),
                self.tr("Tracks"),
                self.tr("Conditions"),
                self.tr("Turn"),
            ]
        )
        if self.services is not None:  # before a campaign opens, the texts alone
            self._fill_modes()
            self._forget_shown()
            self._refresh()
        fit_columns(self.tree, (ORDER, INIT, TURN))
        self.tree.share_columns()

    # ------------------------------------------------------------------ content
    def rebind(self) -> None:
        self.tree.clear()
        self.order_shown = []
        self.items.clear()
        self.rows.clear()
        self._forget_shown()
        self.characters.clear()
        clear_text(self.message)
        self._fill_modes()
        self._refresh()

    def _forget_shown(self) -> None:
        """Every row is shown again at the next refresh (new texts, or a new list)."""
        self.signatures.clear()
        self.seen.clear()

    def on_changed(self, changes: ChangeSet) -> None:
        if changes.reset:
            self.rebind()
            return
        stale = set(changes.characters)
        if changes.encounter or changes.session:
            clear_text(self.message)
            self._refresh()
        elif any(row.character_id in stale for row in self.rows.values()):
            # only characters changed (damage, healing): their rows' tracks and conditions; the
            # order, the turn and the heading are as they were
            self.characters = dict(self.services.initiative.view().characters)
            self._refresh_rows()

    def _fill_modes(self) -> None:
        self.mode.clear()
        for choice in self.services.ruleset.initiative_modes:
            self.mode.addItem(rules_tr(choice.label), choice.value)

    def _refresh(self) -> None:
        view = self.services.initiative.view()  # read once per change, shared with the player display
        enc = view.encounter
        self.encounter = enc
        rows = view.combatants
        self.characters = dict(view.characters)
        ids = [int(r.id) for r in rows]  # type: ignore[arg-type]
        for gone in set(self.items) - set(ids):
            item = self.items.pop(gone)
            self.tree.takeTopLevelItem(self.tree.indexOfTopLevelItem(item))
            self.rows.pop(gone, None)
            self.signatures.pop(gone, None)
            self.seen.pop(gone, None)
        for row in rows:
            self.rows[int(row.id)] = row  # type: ignore[arg-type]
            if int(row.id) not in self.items:  # type: ignore[arg-type]
                item = QTreeWidgetItem()
                item.setData(ORDER, ID_ROLE, int(row.id))  # type: ignore[arg-type]
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled)
                item.setSizeHint(TRACKS, QSize(0, self.fontMetrics().height() + 14))
                self.items[int(row.id)] = item  # type: ignore[arg-type]
        if ids != self.order_shown:  # the order changed: the list's rows are put in it again
            self.order_shown = ids
            keep = self.current_id()
            blocked = self.tree.blockSignals(True)
            while self.tree.topLevelItemCount():
                self.tree.takeTopLevelItem(0)
            self.tree.addTopLevelItems([self.items[i] for i in ids])
            if keep in self.items:
                self.tree.setCurrentItem(self.items[keep])
            self.tree.blockSignals(blocked)
        self._refresh_rows()
        self._show_header()
        current = self._current_row()
        if current is not None and self.signatures.get(-1) != (enc.round if enc else 0, int(current.id)):  # type: ignore[arg-type]
            self.signatures[-1] = (enc.round if enc else 0, int(current.id))  # type: ignore[arg-type]
            item = self.items[int(current.id)]  # type: ignore[arg-type]
            if not self.tree.viewport().rect().contains(self.tree.visualItemRect(item)):
                # the turn left the screen: it comes to the top with the next ones below it, rather
                # than the list creeping a row each turn
                self.tree.scrollToItem(item, QAbstractItemView.ScrollHint.PositionAtTop)
            self.tree.setCurrentItem(item)

    def _current_row(self) -> Combatant | None:
        enc = self.encounter
        if enc is None:
            return None
        for row in self.rows.values():
            if row.position == enc.turn:
                return row
        return None

    def _refresh_rows(self) -> None:
        enc = self.encounter
        ordered = sorted(self.rows.values(), key=lambda r: r.position)
        tied = self._ties(ordered)
        shown: list[QTreeWidgetItem] = []
        mode = enc.mode if enc else ""
        for row in ordered:
            cid = int(row.id)  # type: ignore[arg-type]
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
        if len(shown) > 4:  # a new round, a new order: every column fitted again
            fit_columns(self.tree, (ORDER, INIT, TURN))
        elif shown:  # a turn: the columns grow if the rows shown need it (they narrow at the round's end)
            fit_columns(self.tree, (ORDER, INIT, TURN), shown)
        if shown:
            self.tree.share_columns()

    @staticmethod
    def _ties(ordered: list[Combatant]) -> set[int]:
        out: set[int] = set()
        for a, b in zip(ordered, ordered[1:], strict=False):
            if a.state.get("rolled") and b.state.get("rolled") and a.sort_key == b.sort_key:
                out.update((int(a.id), int(b.id)))  # type: ignore[arg-type]
        return out

    def _show(self, item: QTreeWidgetItem, row: Combatant, current: bool, tied: bool) -> None:
        """Bring one row of the list up to date.  Only the cells whose values differ are set: every
        set repaints and re-measures the row, and a turn changes a few cells of two rows."""
        from app.services.initiative import DELAYED, READY  # the services load with the campaign

        display, tooltip = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole
        rules = self.services.ruleset
        character = self.characters.get(row.character_id) if row.character_id is not None else None
        hidden = bool(row.state.get("hidden"))
        seen = self.tr("Hidden from the players (V)") if hidden else self.tr("Shown to the players (V)")
        text, tip = self._initiative_text(row, tied)
        if character is not None:
            specs = [t for t in rules.tracks(character.sheet) if t.main]
            cells = track_cells(specs, rules.track_values(character.sheet, character.state))
            conditions = rules.conditions(character.sheet, character.state)
        else:
            cells, conditions = [], []
        labels = [rules_tr(c.label) for c in conditions]
        labels += [
            self.tr("{condition} (rounds left: {rounds})").format(condition=t["label"], rounds=t["rounds"])
            for t in row.state.get("timers", [])
        ]
        worst = next((s for s in ("danger", "warn", "info") if any(c.severity == s for c in conditions)), None)
        status = row.state.get("status")
        out = character is not None and not rules.can_act(character.sheet, character.state)
        if current:
            turn = self.tr("Now")
        elif out:
            turn = self.tr("Out of the fight")
        elif row.acted:
            turn = self.tr("Acted")
        elif status == DELAYED:
            turn = self.tr("Delaying")
        elif status == READY:
            turn = self.tr("Holding")
        else:
            turn = self.tr("Waiting")
        font = None
        if current or hidden or out:  # struck through: the ruleset says they cannot act (skipped)
            font = QFont(self.tree.font())
            font.setBold(current)
            font.setItalic(hidden)
            font.setStrikeOut(out)
        cells_wanted = [
            (ORDER, display, f"▶ {row.position + 1}" if current else str(row.position + 1)),
            (NAME, display, self.tr("{name} (hidden)").format(name=row.name) if hidden else row.name),
            (NAME, tooltip, f"{row.name}\n{seen}"),
            (NAME, NAME_ROLE, row.name),  # the name alone, shown on one line ("(hidden)" may wrap)
            (INIT, display, text),
            (INIT, tooltip, tip),
            (TRACKS, TRACKS_ROLE, cells),
            (TRACKS, tooltip, "\n".join(c[0] for c in cells)),
            (CONDITIONS, display, ", ".join(labels)),
            (CONDITIONS, tooltip, "\n".join(labels)),
            (CONDITIONS, Qt.ItemDataRole.ForegroundRole, QBrush(QColor(SEVERITY_COLOURS[worst])) if worst else None),
            (TURN, display, turn),
            (TURN, Qt.ItemDataRole.ForegroundRole, QBrush(QColor("#8a8f99")) if row.acted and not current else None),
        ]
        for column in range(6):
            cells_wanted.append((column, Qt.ItemDataRole.FontRole, font))
            cells_wanted.append((column, Qt.ItemDataRole.BackgroundRole, CURRENT_BRUSH if current else None))
        for column, role, value in cells_wanted:
            if item.data(column, role) != value:
                item.setData(column, role, value)

    def _initiative_text(self, row: Combatant, tied: bool) -> tuple[str, str]:
        enc = self.encounter
        marks = self.services.initiative.phases(enc.mode) if enc is not None else ()
        first = bool(row.state.get("first"))
        if marks:
            phase = row.state.get("phase")
            values = [c.value for c in marks]
            chosen = phase if phase in values else values[-1]
            number = values.index(chosen) + 1
            label = rules_tr(marks[number - 1].label)
            if phase is None:
                return f"({number} · {label})", self.tr(
                    "Nothing declared yet: counts as {phase} (E to declare)"
                ).format(phase=label)
            action = row.state.get("action", "")
            text = f"{number} · {label}"
            return text, self.tr("Phase {number}, {phase}: {action}").format(number=number, phase=label, action=action)
        if row.initiative is None:
            return "—", self.tr("No initiative yet: press R to roll (or E to type one)")
        meaning = self.services.ruleset.initiative_meaning(enc.mode, row.initiative) if enc is not None else ""
        text = rules_tr(meaning).format(value=row.initiative) if meaning else str(row.initiative)
        tips = [self.tr("Initiative {value}").format(value=row.initiative)]
        if tied:
            text += " ="
            tips.append(self.tr("Tied: the GM decides (drag, or Ctrl+Up / Ctrl+Down)"))
        if first:
            text = "★ " + text
            tips.append(self.tr("Started the violence: acts first in round 1"))
        return text, "\n".join(tips)

    def _show_header(self) -> None:
        enc = self.encounter
        has_fight = enc is not None
        for key in ("end", "next", "previous", "endRound"):
            _enable(self.fight_actions[key], has_fight)
        _enable(self.fight_actions["start"], not has_fight)
        for action in self.row_actions.values():
            _enable(action, has_fight)
        self.mode.setEnabled(has_fight)
        if enc is None:
            _enable(self.fight_actions["roll"], False)
            self.header.set_text(self.tr("No fight running"))
            self.hint.set_text(self.tr("Start a fight with Ctrl+Shift+F (Fight menu)."))
            self.reroll.setVisible(False)
            return
        index = self.mode.findData(enc.mode)
        if index >= 0:
            self.mode.setCurrentIndex(index)
        marks = self.services.initiative.phases(enc.mode)
        rolls = self.services.initiative.rolls(enc.mode)
        self.reroll.setVisible(rolls)
        self.reroll.setChecked(bool(enc.state.get("reroll")))
        _enable(self.fight_actions["roll"], not marks)
        current = self._current_row()
        parts = [self.tr("Round {n}").format(n=enc.round)]
        if marks and not any(r.state.get("phase") for r in self.rows.values()):
            parts.append(self.tr("nobody has declared yet"))
        elif current is not None and marks:
            phase = current.state.get("phase") or marks[-1].value
            values = [c.value for c in marks]
            number = values.index(phase) + 1 if phase in values else len(values)
            parts.append(
                self.tr("Phase {number}: {phase}").format(number=number, phase=rules_tr(marks[number - 1].label))
            )
        if current is not None:
            parts.append(self.tr("{name}'s turn").format(name=current.name))
        elif self.rows:
            parts.append(self.tr("nobody else is up"))
        self.header.set_text(" · ".join(parts), steady=True)
        unrolled = sum(1 for r in self.rows.values() if r.initiative is None)
        waits = [
            r for r in sorted(self.rows.values(), key=lambda r: r.position) if not r.acted and r.state.get("status")
        ]
        if not self.rows:
            hint = self.tr("Nobody in the fight yet: Ins adds from the roster, Shift+Ins adds extras.")
        elif marks:
            hint = self.tr(
                "Call each phase: NPCs declare first, then PCs (E to declare). N steps through the declarations."
            )
        elif unrolled:
            hint = self.tr("{count} without initiative: press R to roll.").format(count=unrolled)
        elif current is None and waits:
            hint = self.tr("Still waiting: {names}. A lets one act now; N ends the round.").format(
                names=", ".join(r.name for r in waits)
            )
        elif current is None:
            hint = self.tr("Everyone has acted: N or Ctrl+Alt+N ends the round.")
        else:
            hint = self.tr("N: next turn · W: delay · Shift+W: hold · A: act now · Ctrl+Alt+N: end the round")
        self.hint.set_text(hint, steady=True)

    # ------------------------------------------------------------------ selection
    def current_id(self) -> int | None:
        item = self.tree.currentItem()
        value = item.data(ORDER, ID_ROLE) if item is not None else None
        return int(value) if value is not None else None

    def _row_selected(self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        cid = self.current_id()
        row = self.rows.get(cid) if cid is not None else None
        if row is not None and row.character_id is not None:
            self.selection.select_character(row.character_id)

    def select_character(self, character_id: int) -> None:
        for cid, row in self.rows.items():
            if row.character_id == character_id and self.current_id() != cid:
                self.tree.setCurrentItem(self.items[cid])
                return

    def show_refusal(self, context: str, message: str) -> None:
        text = command_message(context, message)
        self.message.setText(text)
        window = self.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 10000)

    # ------------------------------------------------------------------ actions
    def _mode_picked(self, index: int) -> None:
        mode = self.mode.itemData(index)
        if self.encounter is not None and mode != self.encounter.mode:
            self.services.initiative.set_mode(str(mode))

    def start_fight(self) -> None:
        service = self.services.initiative
        dialog = RosterDialog(service.roster(), self.services.ruleset.initiative_modes, start=True, parent=self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            service.start(
                dialog.chosen(), str(dialog.mode.currentData() or ""), dialog.name.text(), dialog.reroll.isChecked()
            )

    def add_from_roster(self) -> None:
        service = self.services.initiative
        present = {r.character_id for r in self.rows.values()}
        roster = [c for c in service.roster() if c.id not in present]
        dialog = RosterDialog(roster, start=False, parent=self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            service.add(dialog.chosen())

    def add_extras(self) -> None:
        service = self.services.initiative
        dialog = ExtrasDialog(service.roster(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            service.add_extras(*dialog.values())

    def enter_value(self) -> None:
        cid = self.current_id()
        row = self.rows.get(cid) if cid is not None else None
        if row is None or self.encounter is None:
            return
        marks = self.services.initiative.phases(self.encounter.mode)
        if marks:
            dialog = DeclareDialog(row.name, marks, row.state.get("phase", ""), row.state.get("action", ""), self)
            if dialog.exec() == QDialog.DialogCode.Accepted:
                self.services.initiative.declare(int(row.id), str(dialog.phase.currentData()), dialog.action.text())  # type: ignore[arg-type]
            return
        value, ok = QInputDialog.getInt(
            self,
            self.tr("Initiative"),
            self.tr("Initiative of {name}:").format(name=row.name),
            row.initiative if row.initiative is not None else 10,
            *bounds.INITIATIVE,
        )
        if ok:
            self.services.initiative.set_initiative(int(row.id), value)  # type: ignore[arg-type]

    def add_timer(self) -> None:
        cid = self.current_id()
        row = self.rows.get(cid) if cid is not None else None
        if row is None:
            return
        dialog = TimerDialog(row.name, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.services.initiative.add_timer(int(row.id), dialog.label.text(), dialog.rounds.value())  # type: ignore[arg-type]

    def _shift(self, step: int) -> None:
        cid = self.current_id()
        row = self.rows.get(cid) if cid is not None else None
        if row is not None:
            self.services.initiative.move(cid, row.position + step)


def _enable(action: QAction, on: bool) -> None:
    """Enable or disable an action only when that changes it: every change notice makes the tool
    bar showing it lay itself out again, once per turn otherwise."""
    if action.isEnabled() != on:
        action.setEnabled(on)
