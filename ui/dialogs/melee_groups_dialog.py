"""The melee groups of the running fight, for rules whose melee is an exchange of groups: who
fights whom (the rules' first grouping, then the GM's own), and each group's exchange rolled.

Every fighter of the fight has a row: what it brings to an exchange (the rules' line), its side
(the players' or their opponents') and its group number (0: in no melee).  First grouping fills
the numbers the rules give for the sides as they stand; Set the groups writes them (one action,
undoable).  Below, the groups set, each with its exact odds; for the one picked, whom a lone
winner hits (the GM's choice among several), the faces rolled at the table (empty: rolled here)
and Roll the exchange (Enter in the faces), which deals the hits (one action, undoable).

Everything is reached by Tab, the arrow keys, Space and Enter; the buttons have mnemonics.  The
dialog stays open beside the main window and reads the fight again after each change.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QTextDocumentFragment
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.services.after_colon import read_on
from app.services.command import CommandError
from app.services.logtext import qt_translate, render, render_event, render_value
from ui.dialogs.melee_group_rows import FighterRow, group_line, lone_side_line
from ui.dialogs.outcome_lines import outcome_lines
from ui.docks.dice_odds import odds_text
from ui.messages import refusal_message
from ui.widgets.combo_popups import WholeListBox
from ui.widgets.placeholder_fit import fit_placeholder
from ui.widgets.placement import keep_on_screen

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.changes import ChangeSet


class MeleeGroupsDialog(QDialog):
    """The fight's melee groups and their exchanges (see the module's docstring)."""

    def __init__(self, services: Callable[[], Services | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("meleeGroupsDialog")
        self._services = services
        self.rows: list[FighterRow] = []
        self._last_event: object | None = None  # the exchange last rolled here, said again in a new language
        self._built = False
        self.groups: list[tuple[list[int], list[int]]] = []
        self._out: set[int] = set()  # the fighters who sit out an exchange rolled now
        self._picked = -1  # the group picked last: another picked, its refusal is not said
        layout = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        # the fighters in a scrolled area of their own: many fighters never squeeze the rows
        self.fighters_area = QScrollArea(self)
        self.fighters_area.setObjectName("meleeFightersArea")
        self.fighters_area.setWidgetResizable(True)
        self.fighters_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.fighters_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.grid_box = QWidget(self.fighters_area)
        self.grid = QGridLayout(self.grid_box)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(0, 1)
        self.fighters_area.setWidget(self.grid_box)
        layout.addWidget(self.fighters_area, 1)
        buttons = QHBoxLayout()
        self.first_button = QPushButton(self)
        self.first_button.setObjectName("firstGroupingButton")
        self.first_button.clicked.connect(self.first_grouping)
        self.set_button = QPushButton(self)
        self.set_button.setObjectName("setGroupsButton")
        self.set_button.clicked.connect(self.set_groups)
        buttons.addWidget(self.first_button)
        buttons.addWidget(self.set_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.groups_label = QLabel(self)
        layout.addWidget(self.groups_label)
        self.groups_list = QListWidget(self)
        self.groups_list.setObjectName("meleeGroupsList")
        self.groups_list.setWordWrap(True)
        self.groups_list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.groups_list.currentRowChanged.connect(self._group_picked)
        self.groups_list.setMinimumHeight(self.fontMetrics().lineSpacing() * 6)
        self.groups_label.setBuddy(self.groups_list)
        self.groups_list.installEventFilter(self)  # faces typed on a group go to the faces field
        layout.addWidget(self.groups_list, 1)
        target_row = QHBoxLayout()
        self.target_label = QLabel(self)
        self.target_combo = WholeListBox(self)
        self.target_combo.setObjectName("meleeTargetCombo")
        self.target_label.setBuddy(self.target_combo)
        target_row.addWidget(self.target_label)
        target_row.addWidget(self.target_combo, 1)
        layout.addLayout(target_row)
        roll_row = QHBoxLayout()
        self.faces_edit = QLineEdit(self)
        self.faces_edit.setObjectName("meleeFacesEdit")
        self.faces_edit.returnPressed.connect(self.roll)
        self.roll_button = QPushButton(self)
        self.roll_button.setObjectName("meleeRollButton")
        self.roll_button.setAutoDefault(False)
        self.roll_button.clicked.connect(self.roll)
        roll_row.addWidget(self.faces_edit, 1)
        roll_row.addWidget(self.roll_button)
        layout.addLayout(roll_row)
        # the dice the picked group's exchange takes, said under its faces before any is typed
        self.dice_label = QLabel(self)
        self.dice_label.setObjectName("meleeDiceLabel")
        self.dice_label.setWordWrap(True)
        layout.addWidget(self.dice_label)
        self.target_combo.currentIndexChanged.connect(self._say_dice)  # a lone winner's target: its armor
        self.result_label, self.refusal_label = outcome_lines(self, layout, "meleeResultLabel", "meleeRefusalLabel")
        for button in (self.first_button, self.set_button):
            button.setAutoDefault(False)
        self.setMinimumWidth(520)
        self.retranslate()
        self._built = True
        bound = services()
        if bound is not None:
            bound.melee.failed.connect(self._refused)
            bound.campaign.changed.connect(self._changed)
        self.reload()

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Melee groups"))
        self.intro.setText(self.tr(
            "Who fights whom: each fighter's side and group (0: in no melee). First grouping shares the "
            "larger side out as evenly as it goes; change any number, then Set the groups."))
        self.first_button.setText(self.tr("&First grouping"))
        self.first_button.setToolTip(self.tr("The rules' first grouping of the fighters, by the sides as they stand"))
        self.set_button.setText(self.tr("&Set the groups"))
        self.set_button.setToolTip(self.tr("Write the groups as numbered (Ctrl+Z takes them back)"))
        self.groups_label.setText(self.tr("&Exchanges of the groups set"))
        self.target_label.setText(self.tr("A lone &winner hits"))
        self.target_combo.setToolTip(self.tr("Against several, a lone winner hits only one of them, the GM's choice"))
        hint = self.tr("Faces at the table, in the fighters' order (empty: roll here)")
        fit_placeholder(self.faces_edit, hint, least=0)  # whole: the field (and the dialog) as wide as it needs
        self.faces_edit.setToolTip(hint)
        self.roll_button.setText(self.tr("&Roll the exchange"))
        self.roll_button.setToolTip(self.tr("Roll the picked group's exchange and deal its hits (Enter in the faces)"))
        if self._built:  # a live language switch: the rows, the exchanges and the last result say it anew
            for row in self.rows:
                row.retranslate()
            bound = self._services()
            if bound is not None:
                self._fill_groups(bound)
            self._show_result()

    # ------------------------------------------------------------------ reading
    def reload(self) -> None:
        """The fight's fighters and the groups set, read again."""
        bound = self._services()
        for row in self.rows:
            row.remove(self.grid)
        self.rows = []
        if bound is None:
            return
        fighters = bound.melee.fighters()
        self.groups = bound.melee.groups()
        placed = {cid: (number, side) for number, (one, two) in enumerate(self.groups, 1)
                  for side, ids in ((1, one), (2, two)) for cid in ids}
        most = max(len(fighters), 1)
        for index, fighter in enumerate(fighters):
            number, side = placed.get(fighter.character_id, (0, fighter.side))
            row = FighterRow(self.grid_box, fighter, most)
            row.place(self.grid, index)
            row.set(side, number)
            row.group.valueChanged.connect(self._numbers_changed)
            row.side.currentIndexChanged.connect(self._numbers_changed)
            self.rows.append(row)
        self.set_button.setEnabled(bool(fighters))
        self.first_button.setEnabled(bool(fighters))
        self._fill_groups(bound)
        self._show_result()  # an exchange undone since is no longer shown as the last
        self._order_tabs()
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the focused button (Roll rolls, and the dialog stays); on a group of the
        list it rolls that group's exchange; in the faces it has rolled already; elsewhere it does
        nothing: Enter never closes the dialog, Escape does."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focus = self.focusWidget()
            if isinstance(focus, QPushButton) and focus.isEnabled():
                focus.click()
            elif focus is self.groups_list and self.roll_button.isEnabled():
                self.roll()
            event.accept()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """A die's face or a space typed on the list of exchanges goes into the faces field, the
        focus with it: the GM types the table's dice wherever the picked group is."""
        if watched is self.groups_list and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            text = event.text()
            plain = not event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
            if plain and len(text) == 1 and (text.isdigit() or text == " ") and self.faces_edit.isEnabled():
                self.faces_edit.setFocus(Qt.FocusReason.OtherFocusReason)
                self.faces_edit.insert(text)
                return True
        return super().eventFilter(watched, event)

    def _order_tabs(self) -> None:
        """Tab goes through every fighter's side and group in the rows' order, then on to the
        buttons and the exchanges (rows made after the dialog would else come last, or never)."""
        chain: list[QWidget] = [w for row in self.rows for w in (row.side, row.group)]
        chain += [self.first_button, self.set_button, self.groups_list, self.target_combo, self.faces_edit,
                  self.roll_button]
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)

    def _fit(self) -> None:
        """Room for the rows (up to ten, then they scroll) and the exchanges, within the screen."""
        rows_height = self.grid_box.sizeHint().height()
        line = max((row.side.sizeHint().height() for row in self.rows), default=0) + self.grid.verticalSpacing()
        self.fighters_area.setMinimumHeight(min(rows_height, line * 10))
        self.fighters_area.setMinimumWidth(self.grid_box.sizeHint().width())
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        hint = self.sizeHint()
        if screen is not None:
            self.fighters_area.setMinimumHeight(
                max(line * 2, min(self.fighters_area.minimumHeight(), screen.height() - (hint.height() - rows_height)
                                  - 60)))
            hint = self.sizeHint()
            self.resize(min(max(self.width(), hint.width()), screen.width()),
                        min(max(self.height(), hint.height()), screen.height() - 40))
            keep_on_screen(self)  # grown where it stood: moved in, its faces and Roll on the screen
        else:
            self.resize(hint.expandedTo(self.size()))

    def _fill_groups(self, bound: Services) -> None:
        keep = max(self.groups_list.currentRow(), 0)
        names = {row.fighter.character_id: row.fighter.name for row in self.rows}
        self.groups_list.blockSignals(True)
        self.groups_list.clear()
        # who sits out an exchange now (fired this round, fought one): out of the odds, and why
        out = bound.melee.out_now([i for group in self.groups for side in group for i in side if i in names])
        self._out = set(out)
        for number, group in enumerate(self.groups, 1):
            # one who died since the groups were set is no one's opponent any more
            one, two = ([i for i in side if i in names] for side in group)
            if not one or not two:  # a side wiped out: no "against" with an empty name
                self.groups_list.addItem(QListWidgetItem(f"{number}. {lone_side_line(names, one or two)}"))
                continue
            sitting = [out[i] for i in (*one, *two) if i in out]
            one_now, two_now = [i for i in one if i not in out], [i for i in two if i not in out]
            if not one_now or not two_now:
                why = " ".join(refusal_message(o.refusal.context, o.refusal.message, o.refusal.args_)
                               for o in sitting)
                said = self.tr("No exchange now: {why}").format(why=read_on(why, keep=names.values()))
            else:
                try:
                    odds = odds_text(None, bound.melee.odds(one_now, two_now))
                except CommandError as exc:
                    odds = refusal_message(exc.context, exc.message, exc.args_)
                plain = QTextDocumentFragment.fromHtml(odds).toPlainText()  # a list item shows no markup
                # whose win the odds are: the first side's, named; each who sits out on a line of its own
                side = ", ".join(names[i] for i in one_now)
                said = "\n".join([self.tr("{side}: {odds}").format(side=side, odds=plain),
                                   *(render_value(o.said, qt_translate) for o in sitting)])
            item = QListWidgetItem(f"{number}. {group_line(names, one, two)} — {said}")
            item.setToolTip(said)
            self.groups_list.addItem(item)
        self.groups_list.blockSignals(False)
        if self.groups:
            self.groups_list.setCurrentRow(min(keep, len(self.groups) - 1))
        self._group_picked(self.groups_list.currentRow())

    def _group_picked(self, index: int) -> None:
        """The picked group's several, for a lone winner's hit, and the dice its exchange takes; a
        refusal of another group's is no longer said."""
        if index != self._picked:
            self.refusal_label.clear()
        self._picked = index
        self.target_combo.blockSignals(True)
        try:
            self._fill_targets(index)
        finally:
            self.target_combo.blockSignals(False)
        self._say_dice()

    def _fill_targets(self, index: int) -> None:
        self.target_combo.clear()
        if not 0 <= index < len(self.groups):
            self.target_combo.setEnabled(False)
            self.roll_button.setEnabled(False)
            return
        names = {row.fighter.character_id: row.fighter.name for row in self.rows}  # the living
        if not self._rollable(index):
            self.target_combo.setEnabled(False)
            self.roll_button.setEnabled(False)
            return
        one, two = ([i for i in side if i in names and i not in self._out] for side in self.groups[index])
        several = one if len(one) > 1 else two
        for cid in several:
            self.target_combo.addItem(names.get(cid, str(cid)), cid)
        self.target_combo.setEnabled(len(several) > 1)
        self.roll_button.setEnabled(True)

    def _rollable(self, index: int) -> bool:
        """Whether group ``index``'s exchange can be rolled now: someone on each side who does not
        sit it out (one who sits out is no one's target in it either), and the groups numbered as
        set.  Not: a side wiped out (no one to hit: "A lone winner hits: Vera" named one of the
        winners), or groups numbered anew and not set yet: nothing to roll until they are."""
        if not 0 <= index < len(self.groups):
            return False
        names = {row.fighter.character_id for row in self.rows}  # the living
        one, two = ([i for i in side if i in names and i not in self._out] for side in self.groups[index])
        return bool(one and two) and self._numbered_as_set()

    def _numbered_as_set(self) -> bool:
        """Whether the rows number the groups as they are set (the living in them, in any order)."""
        alive = {row.fighter.character_id for row in self.rows}
        said = [(set(one), set(two)) for one, two in self.numbered()]
        return said == [(set(one) & alive, set(two) & alive) for one, two in self.groups]

    def _numbers_changed(self) -> None:
        """The rows numbered anew (the first grouping, a group's number typed): the groups set below
        are not those any more, and the picked one offers no target or roll until they are set."""
        self._group_picked(self.groups_list.currentRow())

    def _say_dice(self) -> None:
        """How many dice the picked group's exchange takes, and what for (empty: none picked, or it
        cannot be rolled now: the list says why)."""
        bound = self._services()
        index = self.groups_list.currentRow()
        wanted = None
        if bound is not None and 0 <= index < len(self.groups) and self.roll_button.isEnabled():
            target = self.target_combo.currentData() if self.target_combo.isEnabled() else None
            wanted = bound.melee.dice_wanted(index, target)
        self.dice_label.setText(render_value(wanted, qt_translate) if wanted is not None else "")
        self.dice_label.setVisible(wanted is not None)

    def fresh(self) -> None:
        """Opened again: no result or refusal of before (another round's exchange) is said."""
        self._last_event = None
        self.result_label.clear()
        self.refusal_label.clear()

    def numbered(self) -> list[tuple[list[int], list[int]]]:
        """The groups as numbered in the rows, by number (0 and empty numbers left out)."""
        by_number: dict[int, tuple[list[int], list[int]]] = {}
        for row in self.rows:
            side, number = row.values()
            if number:
                by_number.setdefault(number, ([], []))[0 if side == 1 else 1].append(row.fighter.character_id)
        return [by_number[n] for n in sorted(by_number)]

    # ------------------------------------------------------------------ acting
    def first_grouping(self) -> None:
        bound = self._services()
        if bound is None:
            return
        self.refusal_label.clear()
        try:
            groups = bound.melee.first_grouping({row.fighter.character_id: row.values()[0] for row in self.rows})
        except CommandError as exc:
            self._refused(exc.context, refusal_message(exc.context, exc.message, exc.args_))
            return
        numbers = {cid: n for n, (one, two) in enumerate(groups, 1) for cid in (*one, *two)}
        for row in self.rows:
            row.set(row.values()[0], numbers.get(row.fighter.character_id, 0))

    def set_groups(self) -> None:
        """Write the groups as numbered; then (or when they stand so already) the focus in the
        faces, the next keys the table's dice of the picked group's exchange."""
        bound = self._services()
        self.refusal_label.clear()
        if bound is None:
            return
        numbered = self.numbered()
        if bound.melee.set_groups(numbered) or (numbered and numbered == self.groups):
            self.land()

    def land(self) -> None:
        """The exchange picked, where it can be rolled, else the first that can, the focus in its
        faces; with none that can, the focus on the list of exchanges, which says why."""
        picked = self.groups_list.currentRow()
        rollable = picked if self._rollable(picked) else next(
            (i for i in range(len(self.groups)) if self._rollable(i)), None)
        if rollable is None:
            self.groups_list.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        self.groups_list.setCurrentRow(rollable)
        self.faces_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def roll(self) -> None:
        bound = self._services()
        index = self.groups_list.currentRow()
        self.refusal_label.clear()
        if bound is None or not 0 <= index < len(self.groups):
            return
        target = self.target_combo.currentData() if self.target_combo.isEnabled() else None
        if bound.melee.exchange(index, target, self.faces_edit.text()):
            self.faces_edit.clear()
            self._last_event = bound.campaign.events()[-1]
            self._show_result()

    def _show_result(self) -> None:
        """The exchange last rolled here, as the store has it now: one undone since is not shown."""
        bound = self._services()
        event = self._last_event
        if event is not None and bound is not None:
            event_id = getattr(event, "id", None)
            event = next((e for e in bound.campaign.events() if e.id == event_id and not e.undone), None)
            fight = bound.campaign.active_encounter()
            if event is not None and (fight is None or getattr(event, "round", None) != fight.round):
                event = None  # the round it was rolled in is over: it is no exchange of this one
            self._last_event = event
        if event is None:
            self.result_label.clear()
            return
        self.result_label.setText(render_event(event))

    def _refused(self, context: str, message: str) -> None:
        self.refusal_label.setText(render(message, {}, context, qt_translate))

    def _changed(self, changes: ChangeSet) -> None:
        if self.isVisible() and (changes.reset or changes.encounter or changes.characters):
            self.reload()

