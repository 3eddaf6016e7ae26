"""The initiative dock: the order of the fight, whose turn it is, rounds and the round's effects.

Window keys (Fight menu): Ctrl+Shift+F start a fight, Ctrl+Alt+F end it, N next turn, Shift+N previous
turn, R roll initiative, Ctrl+Alt+N end the round.  Keys in the order list: Ins add from the roster,
Shift+Ins add extras ("3 zombies"), Del remove, E type the initiative or declare a phase, W delay,
Shift+W hold a ready action, A act now, S started the violence, T timed condition, Shift+T clear them,
V hide from / show to the players, Ctrl+Up / Ctrl+Down (or drag) to reorder.  R, N (on the turn
that ends a round) and Ctrl+Alt+N read the faces typed in the fight's dice field (Tab from the list);
Ctrl+Shift+F during a fight says one is running.

The dock holds its widgets, the list's model and view and three parts, each owning its state:
``model`` (:class:`ui.widgets.fight_model.FightModel`: the rows' cells), ``tree``
(:class:`ui.docks.order_tree.OrderTree`: the view, its delegates painting the cells), ``order``
(:class:`ui.docks.fight_rows.FightRows`: what each row shows, worked out from the service's view),
``flows`` (:class:`ui.docks.fight_flows.FightFlows`: the dialogs) and ``keys``
(:class:`ui.docks.fight_keys.FightKeys`: the actions, their keys and texts); the heading's texts are
:mod:`ui.docks.fight_heading`'s.

Signals: none of its own; selecting a row selects its character in the shared Selection.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.changes import ChangeSet
from ui.docks import fight_heading
from ui.docks.base import Dock
from ui.docks.fight_flows import FightFlows
from ui.docks.fight_keys import FightKeys
from ui.docks.fight_room import FightRoom
from ui.docks.fight_rows import FightRows
from ui.docks.order_tree import CONDITIONS, INIT, NAME, ORDER, TRACKS, TURN, OrderTree, rules_tr
from ui.docks.refusal_line import RefusalLine
from ui.widgets.columns import fit_columns
from ui.widgets.combo_popups import WholeListBox
from ui.widgets.fight_columns import WrappedTextDelegate
from ui.widgets.fight_conditions import ConditionsDelegate
from ui.widgets.fight_model import FightModel
from ui.widgets.flow_layout import FlowLayout
from ui.widgets.heading_line import HeadingLine
from ui.widgets.labels import clear_text
from ui.widgets.steady_label import SteadyLabel
from ui.widgets.tracks_delegate import TracksDelegate
from ui.widgets.typed_dice import fit_typed_hint, typed_dice_field

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.store.models import Character, Combatant, Encounter

__all__ = ["CONDITIONS", "INIT", "NAME", "ORDER", "TRACKS", "TURN", "InitiativeDock", "OrderTree"]


class InitiativeDock(Dock):
    object_name = "initiativeDock"
    title = QT_TRANSLATE_NOOP("Docks", "Initiative")
    area = Qt.DockWidgetArea.LeftDockWidgetArea
    refuses = ("initiative",)
    #: a fight started (True) or ended (False): the window gives the fight list more room during one
    fightRunning = Signal(bool)

    def __init__(self, services: Services | None, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        body = self.new_body()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)  # on a laptop's height every pixel is the list's
        # the round and whose turn; the phase on a line of its own (the list never moves for it)
        self.header = HeadingLine(body)
        self.header.setObjectName("fightHeader")
        layout.addWidget(self.header)
        self.hint = SteadyLabel(body)
        self.hint.setObjectName("fightHint")
        layout.addWidget(self.hint)
        # the buttons wrap onto a second line when the dock is narrower than they are (a laptop's
        # screen, a long language): Next turn never hides behind a menu; the mode, the reroll box and
        # the typed dice in their flow are made in it (see Dock.new_body)
        bar = QWidget(body)
        bar.setObjectName("fightBar")
        controls = QWidget(bar)  # the initiative mode, in the buttons' flow
        controls.setObjectName("modeRow")
        mode_row = QHBoxLayout(controls)
        mode_row.setContentsMargins(0, 0, 0, 0)
        self.mode_label = QLabel(controls)
        self.mode = WholeListBox(controls)
        self.mode.setObjectName("modeCombo")
        # its modes arrive with the campaign, after the first paint: sized to them, not to the
        # empty box it was at its first show
        self.mode.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.mode.currentTextChanged.connect(self.mode.setToolTip)  # the whole mode, where the box cuts it
        self.mode.activated.connect(self._mode_picked)
        self.reroll = QCheckBox(bar)
        self.reroll.setObjectName("rerollCheck")
        self.reroll.clicked.connect(lambda on: self.bound.initiative.set_reroll(bool(on)))
        mode_row.addWidget(self.mode_label)
        mode_row.addWidget(self.mode, 1)
        self.model = FightModel(self)
        self.tree = OrderTree(self.model, body)
        self.tree.setObjectName("orderTree")
        self.tree.setRootIsDecorated(False)
        # rows as tall as their texts: a name, an initiative or conditions wrap rather than elide
        self.tree.setUniformRowHeights(False)
        self.tree.setWordWrap(True)
        self.tree.setItemDelegateForColumn(TRACKS, TracksDelegate(self.tree))
        for column in (NAME, INIT, TURN):  # "Out of the fight" on two lines, the tracks their room
            self.tree.setItemDelegateForColumn(column, WrappedTextDelegate(self.tree))
        # the conditions no taller than the row's other cells: a dying character's elided, whole in the tooltip
        self.tree.setItemDelegateForColumn(CONDITIONS, ConditionsDelegate(self.tree))
        header = self.tree.header()
        header.setStretchLastSection(False)
        for column in (ORDER, INIT, TURN):  # fitted after each refresh (fit_columns)
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(TRACKS, QHeaderView.ResizeMode.Stretch)
        # names and conditions are given their room by share_columns, the tracks the rest
        for column in (NAME, CONDITIONS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        # who acts now beside the tracks, the conditions (long, wrapped) last: where the map takes the
        # room (a laptop), the conditions give way past the list's edge before the Turn column does
        header.moveSection(header.visualIndex(TURN), header.visualIndex(CONDITIONS))
        self.words_room = FightRoom(self)  # the health words' room taken from the columns beside
        self.tree.share_columns()
        self.order = FightRows(self.model, self.tree, lambda: self.bound)
        self.flows = FightFlows(self, lambda: self.bound, self.order)
        self.keys = FightKeys(self, parent if parent is not None else self, lambda: self.bound, self.order, self.flows)
        self.fight_actions: dict[str, QAction] = self.keys.fight_actions
        self.row_actions: dict[str, QAction] = self.keys.row_actions
        self.tree.selectionModel().currentChanged.connect(self._row_selected)
        self.tree.moved.connect(lambda cid, index: self.bound.initiative.move(cid, index))
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        layout.addWidget(self.tree, 1)
        self.message = self.refusal_line = RefusalLine(body, "fightMessage")  # while empty, its line is the list's
        layout.addWidget(self.message)
        self.setWidget(body)
        row = FlowLayout(bar)
        self.buttons: dict[str, QToolButton] = {}
        for key in ("start", "end", "roll", "previous", "next", "endRound"):
            button = QToolButton(bar)
            button.setDefaultAction(self.fight_actions[key])
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setObjectName(f"{key}Button")
            row.addWidget(button)
            self.buttons[key] = button
        row.addWidget(controls)
        row.addWidget(self.reroll)
        layout.insertWidget(2, bar)
        self.faces = typed_dice_field(bar, self.keys.typed_roll)  # R and the round's end read the table's dice
        self.keys.attach_faces(self.faces)
        row.addWidget(self.faces)
        QWidget.setTabOrder(self.tree, self.faces)  # Tab from the list: its dice

        self.fight_shown = False  # whether the dock last showed a fight (fightRunning when it changes)
        self.selection.characterChanged.connect(self.order.select_character)

    # what the list shows, as the dock's (read by the window and the tests)
    @property
    def rows(self) -> dict[int, Combatant]:
        """Combatant id → the combatant as last read."""
        return self.order.rows

    @property
    def characters(self) -> dict[int, Character]:
        return self.order.characters

    @property
    def encounter(self) -> Encounter | None:
        """The running fight as last read (None between fights)."""
        return self.order.encounter

    def current_id(self) -> int | None:
        """The combatant of the list's chosen row."""
        return self.order.current_id()

    def select_character(self, character_id: int) -> None:
        self.order.select_character(character_id)

    def wants_dice(self) -> bool:
        """Whether R would roll now (someone in the fight has no initiative yet)."""
        return self.keys.wants_dice()

    def least_width(self) -> int:
        """The dock's narrowest width that shows the fight list's order, names, initiatives and
        tracks whole (the map, taking the room it needs, leaves the column that much)."""
        bar = self.tree.verticalScrollBar()
        # a list made narrower has taller rows: room for the scroll bar they may bring, counted now
        later = 0 if bar.isVisible() else bar.sizeHint().width()
        return self.tree.least_width() + max(0, self.width() - self.tree.viewport().width()) + later

    def whole_width(self) -> int:
        """The dock's narrowest width with the conditions whole too (a word a line): what the map,
        taking its room (Ctrl+9), leaves the fight list, whose conditions went past its edge."""
        return self.least_width() + self.tree.conditions_width()

    def rows_spare(self, count: int) -> int:
        """The pixels of the list's view past its first ``count`` rows: what a dock beside may take
        with those rows still whole (the acting fighter and the next ones)."""
        tree = self.tree
        taken = sum(tree.row_rect(row).height() for row in range(min(count, tree.count())))
        return max(0, tree.viewport().height() - taken)

    def menu_actions(self) -> list[tuple[str, QAction]]:
        return self.keys.menu_actions()

    def _changed(self, changes: ChangeSet) -> None:
        # the fight's keys work with the dock closed or behind a tab (which catches up when shown):
        # which of them the fight allows follows the fight even then
        if not self.on_screen() and (changes.reset or changes.encounter or changes.session):
            self.keys.enable_actions(self.bound.initiative.view().encounter)
        super()._changed(changes)

    # ------------------------------------------------------------------ texts
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._cap_mode()

    def _cap_mode(self) -> None:
        """The mode's box never wider than the dock beside its label (a long mode would push the
        fight list's columns off the screen); the tooltip says the whole mode."""
        room = self.width() - self.mode_label.sizeHint().width() - 32
        self.mode.setMaximumWidth(max(120, room))
        self.mode.setToolTip(self.mode.currentText())
        # a mode the ruleset names short (to show whole) says itself at length on the mouse: in
        # the status bar over the box, over its label and its line in the open list
        note = str(self.mode.currentData(Qt.ItemDataRole.ToolTipRole) or "")
        self.mode.setStatusTip(note)
        self.mode_label.setToolTip(note)

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
        self.keys.retranslate()
        self.mode_label.setText(self.tr("Initiative:"))
        self.reroll.setText(self.tr("Roll again every round"))
        self.reroll.setToolTip(self.tr("At the start of each round everyone rolls initiative again"))
        if hasattr(self, "faces"):
            fit_typed_hint(self.faces)
        self.model.set_headings(
            [
                self.tr("#"),
                self.tr("Name"),
                # a short heading over a column of numbers (the bars keep their room); the tooltip
                # says the whole word
                self.tr("Init."),
                self.tr("Tracks"),
                self.tr("Conditions"),
                self.tr("Turn"),
            ],
            {INIT: self.tr("Initiative")},
        )
        if self.refill_texts():  # before a campaign opens, the texts alone; a new language, the contents too
            self._fill_modes()
            self.order.forget_shown()
            self._refresh()
        fit_columns(self.tree, (ORDER, INIT, TURN), words=(TURN,), reserve=self.order.reserved())
        self.tree.share_columns()

    # ------------------------------------------------------------------ content
    def rebind(self) -> None:
        self.order.clear()
        self._clear_message()
        self._fill_modes()
        self._refresh()

    def _clear_message(self) -> None:
        clear_text(self.message)
        self.message.setVisible(False)

    def on_changed(self, changes: ChangeSet) -> None:
        if changes.reset:
            self.rebind()
            return
        stale = set(changes.characters)
        if changes.encounter or changes.session:
            self._clear_message()
            self._refresh()
            self.flows.stepped(changes)  # a declaration undone: E declares it again
        elif any(row.character_id in stale for row in self.rows.values()):
            # only characters changed (damage, healing): their rows' tracks and conditions; the
            # order, the turn and the heading are as they were
            self.order.show_view(self.bound.initiative.view())
            current = self.order.current_row()
            if current is not None and current.character_id in stale:
                self._show_header()  # the acting one's tracks the heading shows (a sprint's stamina)

    def _fill_modes(self) -> None:
        self.mode.clear()
        for choice in self.bound.ruleset.initiative_modes:
            self.mode.addItem(rules_tr(choice.label), choice.value)
            if choice.note:
                self.mode.setItemData(self.mode.count() - 1, rules_tr(choice.note), Qt.ItemDataRole.ToolTipRole)
        self._cap_mode()

    def _refresh(self) -> None:
        self.order.show_view(self.bound.initiative.view())  # read once per change, shared with the player display
        self._show_header()
        self.order.follow_turn()

    def _show_header(self) -> None:
        enc = self.order.encounter
        has_fight = enc is not None
        self.keys.enable_actions(enc)
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
            header, hint = fight_heading.idle_texts()
            self.header.set_rows(1)
            self.header.set_text(header)
            self.hint.set_text(hint)
            self.reroll.setVisible(False)
            return
        index = self.mode.findData(enc.mode)
        if index >= 0:
            self.mode.setCurrentIndex(index)
        self.reroll.setVisible(self.bound.initiative.rolls(enc.mode))
        self.reroll.setChecked(bool(enc.state.get("reroll")))
        (first, middle, last), hint = fight_heading.fight_texts(self.bound, enc, self.order)
        self.header.set_rows(fight_heading.heading_rows(self.bound, enc))  # the phase on its own line
        self.header.set_parts(first, middle, last)
        self.hint.set_text(hint, steady=True)

    # ------------------------------------------------------------------ selection
    def _mode_picked(self, index: int) -> None:
        self.flows.pick_mode(self.mode.itemData(index))

    def _row_selected(self, _current: QModelIndex, _previous: QModelIndex) -> None:
        cid = self.order.current_id()
        row = self.order.rows.get(cid) if cid is not None else None
        if row is not None and row.character_id is not None:
            # chosen by E, Enter to declare next, or reached by the arrows while the round's
            # declarations go on: no target for the roll of whose turn it is (nor is its offer dropped)
            aim = not self.order.to_declare and not self.flows.undeclared()
            self.selection.select_character(row.character_id, aim=aim)

    # ------------------------------------------------------------------ actions
