"""The ammo dock: how much ammunition the selected character has left, weapon by weapon, in the
ruleset's own currency; the party's totals, low-ammo warnings and the ledger of every change.

Keys (Fight menu, anywhere in the window): F fire the selected weapon, Shift+F fire with the
ruleset's options (bursts, several shots), Ctrl+L reload, Ctrl+Shift+P ammunition found (picked up),
Ctrl+Shift+G give ammunition, Ctrl+Shift+M empty a weapon (lost, a mess-up).  In the weapons
table: Enter fires, L sets the low-ammo warning of the weapon.

The dock holds its widgets; what the keys and buttons do, and the actions themselves, are its member
``acts`` (:class:`ui.docks.ammo_actions.AmmoActions`).  The dock follows the shared selection
(``selection.characterChanged``); it emits no signals of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.rules.text import QT_TRANSLATE_NOOP
from app.services import bounds
from app.services.changes import ChangeSet
from app.services.row_ids import row_id
from ui import keymap
from ui.docks.acting import actor_stocks
from ui.docks.ammo_actions import ACTIONS, AmmoActions
from ui.docks.base import Dock
from ui.docks.refusal_line import RefusalLine
from ui.widgets.flow_layout import FlowLayout
from ui.widgets.labels import clear_text

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.store.models import Character

CURRENCY_TEXTS = {
    "ammo_points": QT_TRANSLATE_NOOP("AmmoDock", "Ammo Points: one point pays for a combat turn of firing."),
    "ammo_rounds": QT_TRANSLATE_NOOP("AmmoDock", "Rounds: the magazine loaded and the spare rounds."),
    "ammo_clips": QT_TRANSLATE_NOOP("AmmoDock", "Clips of fifteen rounds, each counted on its own."),
    "ammo_count": QT_TRANSLATE_NOOP("AmmoDock", "A count of ammunition for each weapon."),
}
NO_AMMO = QT_TRANSLATE_NOOP("AmmoDock", "This ruleset keeps no ammunition.")

class StockPane(QWidget):
    """The splitter's upper pane (the weapons and their buttons): never shorter than its table, its
    buttons wrapped at its width and its refusal line need.  A splitter asks a pane only for its
    least size, one line of buttons: on a laptop the second line of the Spanish buttons lay half
    hidden over the party's totals, the table squeezed to a sliver above them.  The lower pane (the
    party's totals, the warning row, the ledger) is one too: in Russian its wrapped row's last line,
    "Вся кампания", lay under the ledger's header."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().minimumSizeHint()
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            hint.setHeight(max(hint.height(), layout.totalHeightForWidth(self.width())))
        return hint

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()  # its buttons wrap otherwise: the splitter asks again


class AmmoDock(Dock):
    object_name = "ammoDock"
    title = QT_TRANSLATE_NOOP("Docks", "Ammunition")
    area = Qt.DockWidgetArea.RightDockWidgetArea
    lazy = True  # behind the dice tab until the GM looks
    refuses = ("ammo",)

    def __init__(self, services: Services | None, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        #: the window-wide actions, what they do and the character they act on
        self.acts = AmmoActions(self, lambda: self.bound, self.selection)
        self.actions_: dict[str, QAction] = self.acts.actions
        self.selection.characterChanged.connect(self.show_character)

    @property
    def character_id(self) -> int | None:
        """The character the dock shows (the one its actions last acted on)."""
        return self.acts.character_id

    @character_id.setter
    def character_id(self, value: int | None) -> None:
        self.acts.character_id = value

    def build(self) -> None:
        # the tables are imported with the dock's widgets (when first shown)
        from ui.widgets.ammo_table import LedgerTable, StockTable

        body = self.new_body()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.name_label = QLabel(body)
        self.name_label.setObjectName("ammoCharacter")
        self.name_label.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.name_label.setWordWrap(True)  # a long name wraps: the dock never scrolls sideways
        layout.addWidget(self.name_label)
        self.currency_label = QLabel(body)
        self.currency_label.setObjectName("ammoCurrency")
        self.currency_label.setWordWrap(True)
        layout.addWidget(self.currency_label)
        # the panes and what goes in them are made where they stay (see Dock.new_body)
        splitter = QSplitter(Qt.Orientation.Vertical, body)
        splitter.setObjectName("ammoSplitter")
        top = StockPane(splitter)
        self.table = StockTable(top)
        self.table.fireRequested.connect(self.acts.fire_key)
        self.table.itemDoubleClicked.connect(lambda _item: self.acts.fire())
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.table, 1)
        splitter.addWidget(top)
        buttons = FlowLayout()  # wraps in a narrow dock
        self.buttons: dict[str, QPushButton] = {}
        for key, _shortcut in ACTIONS:
            button = QPushButton(top)
            button.setObjectName(f"ammo_{key}Button")
            button.clicked.connect(lambda _=False, run=self.acts.slots[key]: run())
            buttons.addWidget(button)
            self.buttons[key] = button
        top_layout.addLayout(buttons)
        self.message = self.refusal_line = RefusalLine(top, "ammoMessage")
        top_layout.addWidget(self.message)
        party = StockPane(splitter)  # its row of the warning and "Whole campaign" wraps: the ledger under it
        party_layout = QVBoxLayout(party)
        party_layout.setContentsMargins(0, 0, 0, 0)
        self.totals = QLabel(party)
        self.totals.setObjectName("partyTotals")
        self.totals.setWordWrap(True)
        self.totals.setStyleSheet("font-size: 13pt;")
        party_layout.addWidget(self.totals)
        self.warnings = QLabel(party)
        self.warnings.setObjectName("ammoWarnings")
        self.warnings.setWordWrap(True)
        party_layout.addWidget(self.warnings)
        warn_row = FlowLayout()  # wraps in a narrow dock
        self.warn_label = QLabel(party)
        warn_row.addWidget(self.warn_label)
        self.warn_spin = QSpinBox(party)
        self.warn_spin.setObjectName("lowAmmoSpin")
        self.warn_spin.setRange(*bounds.AMMO_WARNING)
        self.warn_spin.editingFinished.connect(self.acts.set_default_warning)
        warn_row.addWidget(self.warn_spin)
        self.warn_button = QPushButton(party)
        self.warn_button.setObjectName("ammo_warnButton")
        self.warn_button.clicked.connect(self.acts.set_stock_warning)
        warn_row.addWidget(self.warn_button)
        self.all_sessions = QCheckBox(party)
        self.all_sessions.setObjectName("ledgerAllSessions")
        self.all_sessions.toggled.connect(lambda _checked: self._show_ledger())
        warn_row.addWidget(self.all_sessions)
        party_layout.addLayout(warn_row)
        self.ledger = LedgerTable(party)
        party_layout.addWidget(self.ledger, 1)
        splitter.addWidget(party)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        layout.addWidget(splitter, 1)
        self.setWidget(body)
        self.acts.attach(self.table, self.message, self.warn_spin)
        for key_id, slot in (("ammo.fireRow", self.acts.fire), ("ammo.warn", self.acts.set_stock_warning)):
            shortcut = QShortcut(self.table)
            keymap.bind(shortcut, key_id)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(slot)

    def land(self) -> None:
        """Ctrl+6: the focus on the weapons table, its current row the weapon F and Shift+F fire, so
        that Down picks the next weapon and F fires that one.  (The ledger under it, the dock's
        largest list, took the focus: Down moved in the ledger, F still fired the first weapon, and
        only the mouse picked the rifle.)"""
        self.catch_up()
        table = self.table
        table.setFocus(Qt.FocusReason.ShortcutFocusReason)
        key = self.acts.fired_key() if self.services is not None else None
        keys = [view.stock.key for view in table.views]
        if key in keys and table.current_key() != key:
            table.selectRow(keys.index(key))
        elif table.current_key() is None and keys:
            table.selectRow(0)
        scroll = self.widget()
        if isinstance(scroll, QScrollArea):
            scroll.ensureWidgetVisible(table, 0, 0)

    def menu_actions(self) -> list[tuple[str, QAction]]:
        return [("fight", self.actions_[key]) for key, _ in ACTIONS]

    def least_width(self) -> int:
        """The narrowest the map may make the dock (:mod:`ui.docks.column_room`): its contents'
        narrowest (the widest of its buttons, each whole; its table's headings and words whole),
        with its edges and scroll bar.  Opened beside it, the map took the Russian dock down to
        203 px over 318 px of contents: «Стрельба…» and «Найдено…» cut at its edge, the rest
        scrolled sideways."""
        scroll = self.widget()
        body = scroll.widget() if isinstance(scroll, QScrollArea) else None
        layout = body.layout() if body is not None else None
        if not self.built or not isinstance(scroll, QScrollArea) or body is None or layout is None:
            return 0
        from ui.widgets.ammo_table import FIRE  # (loaded with the dock's widgets)
        from ui.widgets.table_fit import least_width

        edges = max(0, self.width() - scroll.width()) + 2 * scroll.frameWidth()
        margins = layout.contentsMargins()
        tables = least_width(self.table, droppable=(FIRE,)) + margins.left() + margins.right()
        return max(body.minimumSizeHint().width(), tables) + edges + scroll.verticalScrollBar().sizeHint().width()

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        super().retranslate()
        texts = {
            "fire": (self.tr("Fire"), self.tr("&Fire selected weapon"), self.tr("Spend what the weapon fires (F)")),
            "fireWith": (
                self.tr("Fire…"),
                self.tr("Fire with &options…"),
                self.tr("Several shots, bursts, rock and roll, as the rules allow (Shift+F)"),
            ),
            "reload": (self.tr("Reload"), self.tr("&Reload"), self.tr("Reload the selected weapon (Ctrl+L)")),
            "refill": (
                self.tr("Found…"),
                self.tr("&Ammunition found…"),
                self.tr("Ammunition found: a box of shells, a clip (Ctrl+Shift+P)"),
            ),
            "give": (
                self.tr("Give…"),
                self.tr("&Give ammunition…"),
                self.tr("Hand ammunition to another weapon or character (Ctrl+Shift+G)"),
            ),
            "empty": (
                self.tr("Empty…"),
                self.tr("&Empty weapon…"),
                self.tr("The weapon runs dry at once: lost, ruined, a mess-up (Ctrl+Shift+M)"),
            ),
        }
        for key, (button, menu, tip) in texts.items():
            self.actions_[key].setText(menu)
            self.actions_[key].setToolTip(tip)
            if self.built:
                self.buttons[key].setText(button)
                self.buttons[key].setToolTip(tip)
        if not self.built:  # behind its tab: the menu's texts alone
            return
        self.warn_label.setText(self.tr("Warn at or below"))
        self.warn_spin.setToolTip(self.tr("Low-ammo warning for every weapon; 0 warns only when empty"))
        self.warn_button.setText(self.tr("This weapon…"))
        self.warn_button.setToolTip(self.tr("A low-ammo warning for the selected weapon only (L)"))
        self.all_sessions.setText(self.tr("Whole campaign"))
        self.all_sessions.setToolTip(self.tr("The ledger of every session, not only the latest"))
        self.table.retranslate()
        self.ledger.retranslate()
        if self.refill_texts():  # before a campaign opens, the texts alone; a new language, the contents too
            self.refresh()

    # ------------------------------------------------------------------ content
    def rebind(self) -> None:
        self.character_id = None
        clear_text(self.message)
        chosen = self.selection.character_id
        people = self.bound.characters.characters()
        if chosen is None or all(c.id != chosen for c in people):
            with_stocks = [c for c in people if self.bound.ammo.stocks(row_id(c))]
            chosen = row_id(with_stocks[0]) if with_stocks else None
        self.character_id = chosen
        self.refresh()

    def show_character(self, character_id: int) -> None:
        self.character_id = character_id
        if not self.built or self.services is None:
            # built with the campaign, for the selection's character; or built on screen (in front
            # of its tabs as the window started) and not bound yet: binding reads the selection
            return
        clear_text(self.message)
        if self.on_screen():
            self.refresh()
        else:
            self._stale = True  # shown with the selection's character when the GM looks

    def on_changed(self, changes: ChangeSet) -> None:
        self.refresh()

    def _character(self) -> Character | None:
        if self.character_id is None:
            return None
        row = self.bound.characters.character(self.character_id)
        return None if row is None or row.archived else row

    def refresh(self) -> None:
        ammo = self.bound.ammo
        currency = ammo.currency()
        enabled = currency is not None
        for key in self.buttons:
            self.buttons[key].setEnabled(enabled)
            self.actions_[key].setEnabled(enabled)
        row = self._character()
        views = ammo.stocks(row_id(row)) if row is not None else []
        if row is None:
            self.name_label.setText(self.tr("No character selected"))
        elif views:
            actor = actor_stocks(self.bound, row_id(row), turn_first=True)  # in a fight F fires for the turn's
            acting = self.bound.characters.character(actor[0]) if actor is not None and actor[0] != row_id(row) \
                else None
            if acting is not None:
                self.name_label.setText(self.tr("{name}: ammunition (F fires for {actor}, whose turn it is)")
                                        .format(name=row.name, actor=acting.name))
            else:
                self.name_label.setText(self.tr("{name}: ammunition").format(name=row.name))
        else:
            actor = actor_stocks(self.bound, row_id(row))  # F and Shift+F fire for whose turn it is
            acting = self.bound.characters.character(actor[0]) if actor is not None else None
            if actor is not None and acting is not None:
                views = actor[1]
                self.name_label.setText(self.tr("{name} carries no firearm: F fires for {actor}, whose turn it is")
                                        .format(name=row.name, actor=acting.name))
            else:
                self.name_label.setText(self.tr("{name} carries no firearm").format(name=row.name))
        self.currency_label.setText(self._currency_text(currency))
        self.table.show_stocks(views, currency == "ammo_rounds")
        self._show_party()
        self._show_ledger()

    def _currency_text(self, currency: str | None) -> str:
        if currency is None:
            return QCoreApplication.translate("AmmoDock", NO_AMMO)
        text = QCoreApplication.translate("AmmoDock", CURRENCY_TEXTS[currency])
        encounter = self.bound.campaign.active_encounter()
        if encounter is None:
            fight = self.tr("No fight running: each fire action spends.")
        elif self.bound.ammo.fires_once_per_round():
            fight = self.tr("Round {round}: each weapon spends once this round.").format(round=encounter.round)
        else:
            fight = self.tr("Round {round} of the fight.").format(round=encounter.round)
        return f"{text} {fight}"

    def _show_party(self) -> None:
        from ui.dialogs.ammo_dialog import stock_name
        from ui.widgets.ammo_table import unit_text

        ammo = self.bound.ammo
        totals = ammo.party_totals()
        if totals:
            parts = ", ".join(f"{count} {unit_text(unit, count)}" for unit, count in totals.items())
            # what all the PCs carry together, not one weapon's count (Dana's 9 / 15 beside it)
            total = self.tr("Party total, all player characters' weapons, loaded and spare: {totals}")
            self.totals.setText(total.format(totals=parts))
        else:
            self.totals.setText(self.tr("The party carries no ammunition."))
        items = []
        for view in ammo.warnings():
            name = stock_name(view.stock)
            count = f"{view.stock.total} {unit_text(view.stock.unit, view.stock.total)}"
            if view.status == "empty":
                # no verb to agree with the stock's number ("Spare clips is empty")
                text = self.tr("Empty: {name}'s {weapon}").format(name=view.character, weapon=name)
                items.append(f'<span style="color:#e04848;">⚠ {text}</span>')
            else:
                text = self.tr("Low: {name}'s {weapon}, {count} left").format(
                    name=view.character, weapon=name, count=count
                )
                items.append(f'<span style="color:#e0a030;">⚠ {text}</span>')
        self.warnings.setText("<br>".join(items) if items else self.tr("No low-ammo warning."))
        self.warn_spin.blockSignals(True)
        self.warn_spin.setValue(ammo.default_threshold())
        self.warn_spin.blockSignals(False)

    def _show_ledger(self) -> None:
        self.ledger.show_events(self.bound.ammo.ledger(self.all_sessions.isChecked()))
