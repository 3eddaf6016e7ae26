"""The characters dock: who is at the table and how hurt they are, grouped by side.

Keys (while the dock has focus): a typed name finds the character (:mod:`ui.docks.roster_search`),
Ins new, Enter/F2 edit sheet, Ctrl+D duplicate, Del remove, Ctrl+P what the players see, Ctrl+F
filter; anywhere in the window (Edit menu): D damage, H heal the selected character (from the
list's search too, where they find no other name).

Signals: ``characterSelected(int)`` — the GM selected a character (other docks follow it).

The rows are the tree's items; their tracks and badges are painted by
:class:`ui.widgets.roster_delegate.RosterDelegate` from what :mod:`ui.docks.roster_rows` puts on
each item (no widget per row but the check buttons of a row whose state calls for checks), the
columns fitted by :mod:`ui.widgets.roster_columns`; each row's cells are kept by
:mod:`ui.docks.roster_made` until its character changes, a fill keeps the rows that did not
change (:mod:`ui.docks.roster_refill`), a row come to a danger says so
(:mod:`ui.docks.roster_alerts`).  Its other parts: its menu actions in
:mod:`ui.docks.roster_menu`, what the players see (P, the context menu) in :mod:`ui.docks.roster_reveal`,
D and H in :mod:`ui.docks.roster_keys`, damaged rows in :mod:`ui.docks.damaged_rows`.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.rules.text import QT_TRANSLATE_NOOP
from app.services import bounds
from app.services.changes import ChangeSet
from app.services.row_ids import row_id
from ui import i18n, keymap
from ui.dialogs.ask import ask_int
from ui.docks import roster_row_whole
from ui.docks.base import Dock
from ui.docks.damaged_rows import add_damaged_row, repair, sound_id
from ui.docks.refusal_line import RefusalLine
from ui.docks.roster_alerts import RosterAlerts
from ui.docks.roster_checks import CallsAwaited, checks_action, retranslate_checks, update_checks_action
from ui.docks.roster_compact import CompactRoster
from ui.docks.roster_found import found_action, retranslate_found, update_found_action
from ui.docks.roster_keys import RosterTree, came_from_below, fight_actions, nearest_character, retranslate_actions
from ui.docks.roster_made import RosterMade
from ui.docks.roster_menu import make_menu_actions, retranslate_menu
from ui.docks.roster_new import character_ids, select_new
from ui.docks.roster_refill import RosterRefill, new_groups
from ui.docks.roster_reveal import context_menu, cycle_reveal, reveal_step, reveal_tip, toggle_hidden
from ui.docks.roster_rows import check_cell, show_badges, show_tracks
from ui.docks.roster_search import RosterSearch
from ui.docks.roster_wield import WieldActions
from ui.widgets.flow_layout import FlowLayout
from ui.widgets.roster_cells import ConditionsCell
from ui.widgets.roster_columns import RosterColumns
from ui.widgets.roster_delegate import RosterDelegate
from ui.widgets.roster_look import BADGES_DATA, CONDITIONS, TRACKS, TRACKS_DATA, RowBadges, RowTracks

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.damaged import Damage
    from app.store.models import Character

GROUPS = (
    ("pc", QT_TRANSLATE_NOOP("CharactersDock", "Player characters")),
    ("npc", QT_TRANSLATE_NOOP("CharactersDock", "NPCs")),
    ("zombie", QT_TRANSLATE_NOOP("CharactersDock", "Zombies")),
)
ID_ROLE = Qt.ItemDataRole.UserRole
#: the widest a name column grows, in the list's average letters: a longer name is elided (its tooltip
#: whole) rather than widen the dock past the screen ("Maria-Fernanda Montenegro-Villalobos" at 1366×768)
NAME_LETTERS = 22


class CharactersDock(Dock):
    refresh_when_hidden = True  # its alerts (a death, a timer run out) must not wait
    object_name = "charactersDock"
    title = QT_TRANSLATE_NOOP("Docks", "Characters")
    area = Qt.DockWidgetArea.LeftDockWidgetArea
    refuses = ("characters",)
    characterSelected = Signal(int)
    alert = Signal(str)
    #: an alert's condition is over (the bleeding stopped): its text, for the bar to take it down
    alert_over = Signal(str)
    # made by ui.docks.roster_menu.make_menu_actions (File and Session menus) and roster_keys (Edit)
    act_import: QAction
    act_export: QAction
    act_experience: QAction
    act_time: QAction
    act_clock: QAction
    clock: QTimer

    def __init__(self, services: Services | None, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        body = self.new_body()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.filter = QLineEdit(body)
        self.filter.setObjectName("characterFilter")
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._apply_filter)
        layout.addWidget(self.filter)
        self.tree = RosterTree(body)
        self.tree.setObjectName("rosterTree")
        self.tree.setColumnCount(3)
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(False)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        self.delegate = RosterDelegate(self.tree)  # paints each row's tracks and badges from its item
        self.tree.setItemDelegate(self.delegate)
        self.columns = RosterColumns(self.tree, self.delegate)  # the bars whole; the badges the rest, wrapped
        self.tree.setAutoScroll(False)  # _keep_in_view scrolls to the current row
        self.tree.installEventFilter(self)
        self.search = RosterSearch(self.tree)  # a typed name finds the character; D and H act where they find none
        self.tree.currentItemChanged.connect(self._selected)
        self.tree.itemActivated.connect(lambda item, _col: self.edit_sheet())
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(lambda pos: context_menu(self, pos))
        layout.addWidget(self.tree, 1)
        buttons = FlowLayout()  # wraps in a narrow dock
        self.buttons: dict[str, QPushButton] = {}
        for key, slot in (
            ("new", self.new_character),
            ("edit", self.edit_sheet),
            ("damage", self.damage),
            ("heal", self.heal),
            ("duplicate", self.duplicate),
            ("remove", self.remove),
        ):
            button = QPushButton(body)
            button.setObjectName(f"{key}Button")
            button.clicked.connect(slot)
            buttons.addWidget(button)
            self.buttons[key] = button
        layout.addLayout(buttons)
        self.refusal_line = RefusalLine(body, "rosterMessage")  # next to the buttons
        layout.addWidget(self.refusal_line)
        self.setWidget(body)
        self.groups: dict[str, QTreeWidgetItem] = {}
        self.items: dict[int, QTreeWidgetItem] = {}
        self.damaged: dict[int, QTreeWidgetItem] = {}  # rows that do not fit the rules (damaged_rows)
        self.alerts = RosterAlerts(self.alert.emit, self.alert_over.emit)  # a row come to a danger says so
        self._filtered = False  # some rows hidden by the filter's text
        self.refill = RosterRefill(self)  # a roster filled again keeps the rows that did not change
        self.made = RosterMade()  # each row's cells, worked out again only when its character changes
        self.compact = CompactRoster(self, dict(GROUPS))  # a short dock: the characters get its room
        for key_id, slot in (  # the keys are in ui.keymap
            ("roster.new", self.new_character),
            ("roster.edit", self.edit_sheet),
            ("roster.duplicate", self.duplicate),
            ("roster.remove", self.remove),
            ("roster.reveal", lambda: cycle_reveal(self)),
            ("roster.hidden", lambda: toggle_hidden(self)),
            ("roster.filter", self.compact.focus_filter),
        ):
            shortcut = QShortcut(self.tree if key_id != "roster.filter" else self)
            keymap.bind(shortcut, key_id)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        self.selection.characterChanged.connect(self.select)
        make_menu_actions(self)
        self.act_damage, self.act_heal = fight_actions(self)
        self.calls = CallsAwaited()  # who awaits the GM's call, for Ctrl+Shift+K
        self.act_checks = checks_action(self)
        self.selection.characterChanged.connect(lambda _cid: update_checks_action(self))
        self.act_found = found_action(self)
        self.selection.characterChanged.connect(lambda _cid: update_found_action(self))
        self.wield = WieldActions(self)  # Fight → Draw a weapon, Put a weapon away
        self.selection.characterChanged.connect(lambda _cid: self.wield.update())

    def menu_actions(self) -> list[tuple[str, QAction]]:
        return [
            ("file", self.act_import),
            ("file", self.act_export),
            ("session", self.act_experience),
            ("session", self.act_time),
            ("session", self.act_clock),
            ("edit", self.act_damage),
            ("edit", self.act_heal),
            ("edit", self.act_checks),
            ("edit", self.act_found),
            *(("fight:last", action) for action in self.wield.actions.values()),
        ]

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        super().retranslate()
        self.filter.setPlaceholderText(self.tr("Filter by name (Ctrl+F)"))
        self.tree.setHeaderLabels([self.tr("Name"), self.tr("Tracks"), self.tr("Conditions")])
        texts = {
            "new": (self.tr("New"), self.tr("Create a character (Ins)")),
            "edit": (self.tr("Sheet"), self.tr("Open the character sheet (Enter or F2)")),
            "damage": (self.tr("Damage"), self.tr("Damage the selected character (D)")),
            "heal": (self.tr("Heal"), self.tr("Heal the selected character (H)")),
            "duplicate": (self.tr("Copies"), self.tr("Add numbered copies, such as five walkers (Ctrl+D)")),
            "remove": (self.tr("Remove"), self.tr("Remove the selected character from the campaign (Del)")),
        }
        for key, (label, tip) in texts.items():
            self.buttons[key].setText(label)
            self.buttons[key].setToolTip(tip)
        retranslate_menu(self)
        retranslate_actions(self)
        retranslate_checks(self)
        retranslate_found(self)
        self.wield.update_later()
        self.compact.dress_groups()
        if getattr(self, "_language", None) != i18n.current_language():  # not again right after a bind
            self._language = i18n.current_language()
            with self.columns.batch():
                for cid in list(self.items):
                    self._refresh_row(cid)

    # ------------------------------------------------------------------ content
    def rebind(self) -> None:
        with self.columns.batch():
            self._fill()
        self.compact.fit_rows(again=True)  # every row whole, or each on a line where they would not all show

    def _fill(self) -> None:
        self._language = i18n.current_language()  # the rows' texts are in it
        selected = self.current_id()
        sound, damaged = self.bound.characters.roster()
        if damaged or self.damaged or not self.groups or not self.refill.keep(sound, self._add_row, self._show):
            self._build(sound, damaged)
        self.refill.placed(sound)
        for group in self.groups.values():
            group.setHidden(group.childCount() == 0)
        self.compact.dress_groups()
        self._apply_filter()
        self._fit_names()
        shown = {**self.items, **self.damaged}
        chosen = shown.get(selected) if selected in shown else next(iter(shown.values()), None)
        if chosen is not None and chosen is self.tree.currentItem():  # kept: chosen again, as a new row is
            self._selected(chosen, None)
        elif chosen is not None:
            self.tree.setCurrentItem(chosen)
            if selected is not None and selected not in shown:  # the character chosen is gone (an import
                # undone, a removal): the first remaining is chosen, in view wherever the focus is
                self.tree.scrollToItem(chosen, QAbstractItemView.ScrollHint.EnsureVisible)

    def _build(self, sound: list[Character], damaged: list[tuple[Character, Damage]]) -> None:
        """Every row made anew (the first fill, a damaged record, a character gone to another group)."""
        self.alerts.clear()
        self.refill.clear()
        self.tree.clear()
        self.items.clear()
        self.damaged.clear()
        self.groups.clear()
        self.groups.update(new_groups(self.tree, GROUPS))
        for character in sound:
            self._add_row(character)
        for character, damage in damaged:
            add_damaged_row(self, character, damage)

    def _fit_names(self) -> None:
        """The name column is as wide as the longest name, up to :data:`NAME_LETTERS` letters: a
        longer name is elided, whole in its tooltip, and no dock grows sideways for it."""
        widest = max(min(self.refill.names_width(), self.name_room()), 80)
        self.tree.setColumnWidth(0, widest + self.tree.indentation() + 24)
        self.columns.fit()

    def name_room(self) -> int:
        """The widest name shown whole in the list (a longer one is elided)."""
        return self.tree.fontMetrics().averageCharWidth() * NAME_LETTERS

    def _add_row(self, character: Character, index: int | None = None) -> QTreeWidgetItem:
        """A character's row, last in its group or at ``index`` in it."""
        group = self.groups.get(character.kind, self.groups["npc"])
        item = QTreeWidgetItem(group, [character.name]) if index is None else QTreeWidgetItem([character.name])
        if index is not None:
            group.insertChild(index, item)
        item.setData(0, ID_ROLE, row_id(character))
        item.setSizeHint(0, QSize(0, self.fontMetrics().height() + 14))  # a body figure's rows: RosterColumns
        self.items[row_id(character)] = item
        self._show(item, character)
        return item

    def roll_due_check(self, character_id: int, key: str) -> None:
        """A check's button: rolled in the dice dock with the table's die (or Ctrl+R there) where
        the dock offers it; else (nothing to roll: the GM's call) made here."""
        kind = self.bound.rolls.check_kind(character_id, key)
        if kind is not None:
            self.selection.ask_typed_roll(character_id, kind, {})
            return
        self.bound.characters.roll_check(character_id, key)

    def tracks(self, character_id: int) -> RowTracks | None:
        """What a character's row shows in its tracks column (its bars, its body figure)."""
        item = self.items.get(character_id)
        value = item.data(TRACKS, TRACKS_DATA) if item is not None else None
        return value if isinstance(value, RowTracks) else None

    def badges(self, character_id: int) -> RowBadges | None:
        """What a character's row shows in its conditions column (its badges)."""
        item = self.items.get(character_id)
        value = item.data(CONDITIONS, BADGES_DATA) if item is not None else None
        return value if isinstance(value, RowBadges) else None

    def checks(self, character_id: int) -> ConditionsCell | None:
        """The check buttons' cell over a character's row, when its state calls for checks."""
        item = self.items.get(character_id)
        return check_cell(self.tree, item) if item is not None else None

    def _show(self, item: QTreeWidgetItem, character: Character) -> None:
        rules = self.bound.ruleset
        cid = row_id(character)
        item.setText(0, character.name)
        step = reveal_step(self, cid, character)
        self.refill.shown(character)
        font = item.font(0)
        font.setItalic(step == 0)
        item.setFont(0, font)
        long = self.tree.fontMetrics().horizontalAdvance(character.name) > self.name_room()
        item.setToolTip(0, f"{character.name}\n{reveal_tip(step)}" if long else reveal_tip(step))  # elided: whole
        made = self.made.row(self.services, rules, character, self.compact.one_line, i18n.current_language())
        if item.data(TRACKS, TRACKS_DATA) is not made.tracks:
            show_tracks(item, made.tracks)
        checks = list(made.checks)
        again = show_badges(self.tree, item, made.badges, checks, partial(self.roll_due_check, cid))
        self.alerts.follow(cid, character.name, made.conditions)
        if self.calls.note(cid, checks) or cid == self.target_id():  # Ctrl+Shift+K while a check is due
            update_checks_action(self)
        if cid == self.target_id():
            update_found_action(self)  # Ctrl+Shift+U while this character can find something
            self.wield.update()  # Ctrl+Alt+D, Ctrl+Alt+S while he carries a weapon to draw, put away
        self.columns.fit(item, again)  # measured again if it changed (and after the queued events if its buttons do)

    def refresh_rows(self) -> None:
        """Every row shown again (the roster became compact, or whole again)."""
        if self.services is not None:
            with self.columns.batch():
                for cid in list(self.items):
                    self._refresh_row(cid)
                self._fit_names()

    def _refresh_row(self, character_id: int) -> None:
        item = self.items.get(character_id)
        character = self.bound.characters.character(character_id)
        if item is None and character is not None and not character.archived:
            self.rebind()  # back in the roster (its removal undone): in its place
            return
        if item is None or character is None:
            if item is not None and self.bound.characters.damaged(character_id):
                self.rebind()  # damaged again (a repair undone): marked apart
            return
        if character.archived or self.groups.get(character.kind) is not item.parent():
            self.rebind()
            return
        self._show(item, character)

    def on_changed(self, changes: ChangeSet) -> None:
        if changes.reset:
            self.made.forget()  # the campaign read again: its rules may say otherwise of the same rows
        if changes.reset or changes.characters_added_or_removed or changes.characters & self.damaged.keys():
            self.rebind()
            return
        # what the players see is the campaign's: changed by the roster's Ctrl+P or by V in the fight list
        every = self.refill.reveal_moved() or changes.of_kind("reveal")
        ids = set(self.items) if every else changes.characters
        for cid in ids:
            self._refresh_row(cid)
        if changes.encounter:  # a fight begun or over: its figures whole, out of it each row in view
            self.compact.fit_rows()
        roster_row_whole.follow(self, changes.characters)  # the GM's row grown by its change: whole in view

    def _apply_filter(self) -> None:
        needle = self.filter.text().strip().casefold()
        if not needle and not self._filtered:  # no row is hidden: none to show again
            return
        self._filtered = bool(needle)
        for item in [*self.items.values(), *self.damaged.values()]:
            item.setHidden(bool(needle) and needle not in item.text(0).casefold())

    # ------------------------------------------------------------------ actions
    def current_id(self) -> int | None:
        item = self.tree.currentItem()
        value = item.data(0, ID_ROLE) if item is not None else None
        return int(value) if value is not None else None

    def select(self, character_id: int) -> None:
        item = self.items.get(character_id) or self.damaged.get(character_id)
        if item is not None:
            self.tree.setCurrentItem(item)

    def whole_width(self) -> int:
        """The dock's narrowest width that shows the roster's columns whole (the names, the tracks'
        shortest texts, the longest condition badge: the list's own least width) with the dock's
        edges: the map taking its room (Ctrl+9) leaves the column that much, where it left the
        roster scrolled sideways, its marks and conditions cut ("Inútil: Pierna i…")."""
        scroll = self.widget()
        body = scroll.widget() if isinstance(scroll, QScrollArea) else None
        if not isinstance(scroll, QScrollArea) or body is None:
            return 0
        edges = max(0, self.width() - scroll.viewport().width())
        return body.minimumSizeHint().width() + edges

    def rows_lack(self, count: int) -> int:
        """The pixels the list lacks to show its first ``count`` characters' rows whole, with the
        headings of their groups, as it draws them now (0: they show, or it has no rows)."""
        tree = self.tree
        needed = shown = 0
        item = tree.topLevelItem(0)
        while item is not None and shown < count:
            needed += tree.visualItemRect(item).height()
            shown += item.data(0, ID_ROLE) is not None  # a character's row, not a group's heading
            item = tree.itemBelow(item)
        # the view's whole height: the strip under its last whole row (ui.docks.roster_whole_view) counts
        room = tree.viewport().height() + tree.viewportMargins().bottom()
        return max(0, needed - room) if shown else 0

    def _keep_in_view(self, item: QTreeWidgetItem) -> None:
        """Arrow keys in the roster scroll it a row at a time.  A selection that follows the fight
        from the initiative list does not scroll the roster (it would turn a page every dozen
        turns, moving its row widgets, at the GM's eye's edge); the roster shows it when the GM
        turns to the roster (focus comes to it)."""
        if not self.tree.hasFocus():
            return
        if not self.tree.viewport().rect().contains(self.tree.visualItemRect(item)):
            self.tree.scrollToItem(item, QAbstractItemView.ScrollHint.EnsureVisible)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.tree and event.type() == QEvent.Type.FocusIn:
            item = self.tree.currentItem()
            if item is not None and not self.tree.viewport().rect().contains(self.tree.visualItemRect(item)):
                self.tree.scrollToItem(item, QAbstractItemView.ScrollHint.PositionAtCenter)
        return super().eventFilter(watched, event)

    def _selected(self, current: QTreeWidgetItem | None, previous: QTreeWidgetItem | None) -> None:
        if current is not None and current.parent() is None and current in self.groups.values():
            # a group's heading ("Zombies") is no character (the keys pass over it: RosterTree; a click
            # leaves the cursor where it was): the cursor goes on to the nearest one, never left on the
            # heading while the character chosen before still takes F, D and H
            ahead = nearest_character(self.tree, current, came_from_below(self.tree, current, previous))
            if ahead is not None:
                self.tree.setCurrentItem(ahead)
                return
        if current is not None:
            self._keep_in_view(current)
        cid = self.current_id()
        if cid is not None:
            self.characterSelected.emit(cid)
            self.selection.select_character(cid)

    def new_character(self) -> None:
        from ui.dialogs.sheet_dialog import SheetDialog  # the sheet's form, made at its first opening

        before = character_ids(self)
        if SheetDialog(self.bound, None, self).exec():
            select_new(self, before)

    def edit_sheet(self) -> None:
        cid = self.current_id()
        if cid in self.damaged:
            repair(self, cid)
        elif cid is not None:
            from ui.dialogs.sheet_dialog import SheetDialog

            SheetDialog(self.bound, cid, self).exec()

    def target_id(self) -> int | None:
        """The character D and H act on: the one selected in any dock, else the roster's row."""
        chosen = self.selection.character_id
        return chosen if chosen in self.items else self.current_id()

    def damage(self) -> None:
        """D: the target picked for the selected character (the map's X), else the one selected."""
        aimed = self.selection.aimed_target()
        cid = sound_id(self, aimed if aimed in self.items else self.target_id())
        if cid is not None:
            from ui.dialogs.rules_action_dialog import RulesActionDialog  # the dialog's modules at first use

            RulesActionDialog(self.bound, cid, heal=False, parent=self).exec()

    def heal(self) -> None:
        cid = sound_id(self, self.target_id())
        if cid is not None:
            from ui.dialogs.rules_action_dialog import RulesActionDialog  # the dialog's modules at first use

            # a care that waits for a check (an injury's D66) sets its roll up for this patient
            RulesActionDialog(self.bound, cid, heal=True, parent=self,
                              roll_check=lambda key: self.roll_due_check(cid, key)).exec()

    def duplicate(self) -> None:
        cid = sound_id(self)
        if cid is None:
            return
        count, ok = ask_int(self, self.tr("Copies"), self.tr("How many copies?"), 5, *bounds.COPIES)
        before = character_ids(self)
        if ok and self.bound.characters.duplicate(cid, count):
            select_new(self, before)

    def remove(self) -> None:
        cid = self.current_id()
        if cid is not None:
            self.bound.characters.remove(cid)
