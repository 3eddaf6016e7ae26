"""The furniture beside the chosen token on the battle map (U on the map): move it, or hit a tile.

Move: the piece, who moves it (the characters beside it; the chosen token first), which way (away
from the chosen token to start with), how many tiles, and its weight (the tiles it covers, the GM
may say otherwise: "give or take 10%"); the rules' preview says how far the team may move it this
turn and what it costs, or why not.  Hit: a tile of the piece, the damage, and its hit points the
first time one is hit (the text leaves them to the GM).  A try at eating a tile says what the
rules make of it (it fails).  Move it, Hit it and Try to eat it are one action each, undoable.
Every input is reached by Tab and the arrow keys; the buttons have mnemonics.  Enter performs the
section the focus is in: Move it from the move section (and the piece's list above it), Hit it from
the hit section; its button is drawn as the default one while the focus is there.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.rules.tiles import Tile, tile_text
from app.services import plurals
from app.services.command import CommandError
from app.services.logtext import qt_translate, render, render_event
from ui import i18n
from ui.dialogs.outcome_lines import outcome_lines
from ui.messages import refusal_message
from ui.widgets.combo_popups import WholeListBox
from ui.widgets.placement import keep_on_screen
from ui.widgets.roll_result import DANGER

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.changes import ChangeSet

#: the eight ways, as (step, label) in the order the combo lists them
DIRECTIONS: tuple[tuple[tuple[int, int], str], ...] = (
    ((0, -1), "Up"), ((1, -1), "Up and right"), ((1, 0), "Right"), ((1, 1), "Down and right"),
    ((0, 1), "Down"), ((-1, 1), "Down and left"), ((-1, 0), "Left"), ((-1, -1), "Up and left"),
)


def _direction_label(label: str) -> str:
    texts = {
        "Up": QCoreApplication.translate("FurnitureDialog", "Up"),
        "Up and right": QCoreApplication.translate("FurnitureDialog", "Up and right"),
        "Right": QCoreApplication.translate("FurnitureDialog", "Right"),
        "Down and right": QCoreApplication.translate("FurnitureDialog", "Down and right"),
        "Down": QCoreApplication.translate("FurnitureDialog", "Down"),
        "Down and left": QCoreApplication.translate("FurnitureDialog", "Down and left"),
        "Left": QCoreApplication.translate("FurnitureDialog", "Left"),
        "Up and left": QCoreApplication.translate("FurnitureDialog", "Up and left"),
    }
    return texts[label]


class FurnitureDialog(QDialog):
    """Move or hit the furniture beside ``character_id``'s token."""

    def __init__(self, services: Callable[[], Services | None], character_id: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furnitureDialog")
        self._services = services
        self.character_id = character_id
        self.pieces: list[tuple[Tile, ...]] = []
        self.mover_checks: dict[int, QCheckBox] = {}
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.piece_combo = WholeListBox(self)
        self.piece_combo.setObjectName("furniturePiece")
        self.piece_combo.currentIndexChanged.connect(lambda _=0: self._piece_changed())
        layout.addWidget(self.piece_combo)
        self.move_box = QGroupBox(self)
        move = QFormLayout(self.move_box)
        self.movers_row = QHBoxLayout()
        self.movers_label = QLabel(self.move_box)
        move.addRow(self.movers_label, self.movers_row)
        self.direction_combo = WholeListBox(self.move_box)
        self.direction_combo.setObjectName("furnitureDirection")
        self.direction_label = QLabel(self.move_box)
        self.direction_label.setBuddy(self.direction_combo)
        move.addRow(self.direction_label, self.direction_combo)
        self.tiles_spin = QSpinBox(self.move_box)
        self.tiles_spin.setObjectName("furnitureTiles")
        self.tiles_spin.setRange(1, 60)
        self.tiles_label = QLabel(self.move_box)
        self.tiles_label.setBuddy(self.tiles_spin)
        move.addRow(self.tiles_label, self.tiles_spin)
        self.weight_spin = QSpinBox(self.move_box)
        self.weight_spin.setObjectName("furnitureWeight")
        self.weight_spin.setRange(1, 999)
        self.weight_label = QLabel(self.move_box)
        self.weight_label.setBuddy(self.weight_spin)
        move.addRow(self.weight_label, self.weight_spin)
        self.preview = QLabel(self.move_box)
        self.preview.setObjectName("furniturePreview")
        self.preview.setWordWrap(True)
        move.addRow(self.preview)
        self.move_button = QPushButton(self.move_box)
        self.move_button.setObjectName("furnitureMove")
        self.move_button.clicked.connect(self.move_furniture)
        move.addRow(self.move_button)
        layout.addWidget(self.move_box)
        self.hit_box = QGroupBox(self)
        hit = QFormLayout(self.hit_box)
        self.tile_combo = WholeListBox(self.hit_box)
        self.tile_combo.setObjectName("furnitureTile")
        self.tile_combo.currentIndexChanged.connect(lambda _=0: self._tile_changed())
        self.tile_label = QLabel(self.hit_box)
        self.tile_label.setBuddy(self.tile_combo)
        hit.addRow(self.tile_label, self.tile_combo)
        self.damage_spin = QSpinBox(self.hit_box)
        self.damage_spin.setObjectName("furnitureDamage")
        self.damage_spin.setRange(0, 999)
        self.damage_label = QLabel(self.hit_box)
        self.damage_label.setBuddy(self.damage_spin)
        hit.addRow(self.damage_label, self.damage_spin)
        self.hp_spin = QSpinBox(self.hit_box)
        self.hp_spin.setObjectName("furnitureHitPoints")
        self.hp_spin.setRange(0, 999)
        self.hp_label = QLabel(self.hit_box)
        self.hp_label.setBuddy(self.hp_spin)
        hit.addRow(self.hp_label, self.hp_spin)
        self.force_spin = QSpinBox(self.hit_box)
        self.force_spin.setObjectName("furnitureForce")
        self.force_spin.setRange(0, 999)
        self.force_label = QLabel(self.hit_box)
        self.force_label.setBuddy(self.force_spin)
        hit.addRow(self.force_label, self.force_spin)
        self.hit_button = QPushButton(self.hit_box)
        self.hit_button.setObjectName("furnitureHit")
        self.hit_button.clicked.connect(self.hit_tile)
        self.eat_button = QPushButton(self.hit_box)  # a zombie's bite at it: the rules say what comes of it
        self.eat_button.setObjectName("furnitureEat")
        self.eat_button.clicked.connect(self.eat_tile)
        buttons = QHBoxLayout()
        buttons.addWidget(self.hit_button)
        buttons.addWidget(self.eat_button)
        hit.addRow(buttons)
        layout.addWidget(self.hit_box)
        self.result_label, self.refusal_label = outcome_lines(self, layout, "furnitureResult", "furnitureRefusal")
        for button in (self.move_button, self.hit_button, self.eat_button):
            button.setAutoDefault(False)
        for spin in (self.tiles_spin, self.weight_spin):
            spin.valueChanged.connect(lambda _=0: self._preview())
        self.direction_combo.currentIndexChanged.connect(lambda _=0: self._preview())
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)
        self.setMinimumWidth(460)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)  # never squeezed below its rows
        self.retranslate()
        bound = services()
        if bound is not None:
            bound.furniture.failed.connect(self._refused)
            bound.campaign.changed.connect(self._changed)
        self.reload()

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Furniture"))
        bound = self._services()
        row = bound.characters.character(self.character_id) if bound is not None else None
        self.heading.setText(self.tr("The furniture beside {name}").format(name=row.name if row else "?"))
        self.move_box.setTitle(self.tr("Move it (as a sprint: stamina for the distance)"))
        self.movers_label.setText(self.tr("Moved by"))
        self.direction_label.setText(self.tr("&Which way"))
        self.tiles_label.setText(self.tr("&Tiles"))
        self.weight_label.setText(self.tr("W&eight"))
        self.weight_spin.setToolTip(self.tr("The tiles it covers, give or take 10%: the GM's figure"))
        self.move_button.setText(self.tr("&Move it"))
        self.hit_box.setTitle(self.tr("Hit a tile (double damage at half its hit points or less)"))
        self.tile_label.setText(self.tr("Ti&le"))
        self.damage_label.setText(self.tr("&Damage"))
        self.hp_label.setText(self.tr("Its hit &points"))
        self.hp_spin.setToolTip(
            self.tr("A tile's hit points, the first time it is hit: the text leaves them to the GM"))
        self.force_label.setText(self.tr("&Force of the blow"))
        self.force_spin.setToolTip(self.tr(
            "0: no knockback. A melee blow's force is the attacker's Strength, a gun's its own; from twice the "
            "furniture's weight it is knocked back, away from the one who struck"))
        self.hit_button.setText(self.tr("&Hit it"))
        self.eat_button.setText(self.tr("Try to e&at it"))
        self.eat_button.setToolTip(self.tr("The chosen token bites at the tile: the rules say what comes of it"))
        current = self.direction_combo.currentIndex()
        self.direction_combo.blockSignals(True)
        self.direction_combo.clear()
        for step, label in DIRECTIONS:
            self.direction_combo.addItem(_direction_label(label), step)
        self.direction_combo.setCurrentIndex(max(current, 0))
        self.direction_combo.blockSignals(False)

    # ------------------------------------------------------------------ reading
    def reload(self) -> None:
        """The furniture beside the token, read again (it may have moved or broken)."""
        bound = self._services()
        self.pieces = bound.furniture.next_to(self.character_id) if bound is not None else []
        keep = self.piece_combo.currentIndex()
        self.piece_combo.blockSignals(True)
        self.piece_combo.clear()
        for piece in self.pieces:
            text = plurals.choose(self.tr("{first}–{last}, {count} {count|tile|tiles}"), {"count": len(piece)},
                                  i18n.current_language())
            self.piece_combo.addItem(text.format(first=tile_text(piece[0]), last=tile_text(piece[-1]),
                                                 count=len(piece)))
        self.piece_combo.setCurrentIndex(min(max(keep, 0), len(self.pieces) - 1))
        self.piece_combo.blockSignals(False)
        for box in (self.move_box, self.hit_box):
            box.setEnabled(bool(self.pieces))
        if not self.pieces:
            self.preview.setText(self.tr("No furniture stands beside this token."))
        self._piece_changed()

    def piece(self) -> tuple[Tile, ...]:
        index = self.piece_combo.currentIndex()
        return self.pieces[index] if 0 <= index < len(self.pieces) else ()

    def _piece_changed(self) -> None:
        bound, piece = self._services(), self.piece()
        for check in self.mover_checks.values():
            self.movers_row.removeWidget(check)
            check.deleteLater()
        self.mover_checks = {}
        if bound is None or not piece:
            return
        for cid in bound.furniture.beside(piece):
            row = bound.characters.character(cid)
            check = QCheckBox(row.name if row is not None else str(cid), self.move_box)
            check.setObjectName(f"furnitureMover{cid}")
            check.setChecked(cid == self.character_id)
            check.toggled.connect(lambda _=False: self._preview())
            self.movers_row.addWidget(check)
            self.mover_checks[cid] = check
        token = next((t for c, t in self._tokens().items() if c == self.character_id), None)
        away = next(((dx, dy) for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))
                     if token is not None and (token[0] + dx, token[1] + dy) in piece), (0, -1))
        self.direction_combo.setCurrentIndex(max(self.direction_combo.findData(away), 0))
        self.weight_spin.setValue(len(piece))
        self.tile_combo.blockSignals(True)
        self.tile_combo.clear()
        for tile in piece:
            worn = bound.furniture.wear(tile)
            text = tile_text(tile) if worn is None else self.tr("{tile} ({hp} of {most} hit points)").format(
                tile=tile_text(tile), hp=worn[0], most=worn[1])
            self.tile_combo.addItem(text, tile)
        # the tile to hit: one beside the token (the hitter's neighbour), the nearest first
        if token is not None:
            def reach(tile: Tile) -> tuple[int, int]:
                dx, dy = abs(tile[0] - token[0]), abs(tile[1] - token[1])
                return max(dx, dy), dx + dy

            nearest = min(range(len(piece)), key=lambda i: reach(piece[i]))
            self.tile_combo.setCurrentIndex(nearest)
        self.tile_combo.blockSignals(False)
        self._tile_changed()
        self._preview()

    def _tokens(self) -> dict[int, Tile]:
        bound = self._services()
        battle_map = bound.battle_map.battle_map() if bound is not None else None
        return dict(battle_map.tokens) if battle_map is not None else {}

    def _tile_changed(self) -> None:
        bound = self._services()
        tile = self.tile_combo.currentData()
        known = bound.furniture.wear(tuple(tile)) if bound is not None and tile is not None else None
        self.hp_spin.setEnabled(known is None)
        if known is not None:
            self.hp_spin.setValue(known[1])

    def movers(self) -> list[int]:
        return [cid for cid, check in self.mover_checks.items() if check.isChecked()]

    def _preview(self) -> None:
        self._say_preview()
        self.fit()  # a refusal wraps to more lines than the plan did: the dialog grows to show it whole

    def _say_preview(self) -> None:
        bound, piece = self._services(), self.piece()
        if bound is None or not piece:
            return
        try:
            plan = bound.furniture.plan(piece[0], self.movers(), self.direction_combo.currentData(),
                                        self.tiles_spin.value(), self.weight_spin.value())
        except CommandError as exc:
            self.preview.setText(refusal_message(exc.context, exc.message, exc.args_))
            return
        if plan.reason is not None:
            self.preview.setText(f'<span style="color:{DANGER}">'
                                 + render(plan.reason, dict(plan.reason_args), "rules", qt_translate) + "</span>")
            return
        self.preview.setText(self.tr("Moves up to {allowed} this turn; each mover sprints {cost}.").format(
            allowed=_number(plan.allowed), cost=_number(plan.cost)))

    def fit(self) -> None:
        """Tall enough for every line as wrapped now (a result or a longer line in another language
        grows the dialog), within the screen."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        height = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else self.sizeHint().height()
        height = max(height, self.sizeHint().height())
        screen = self.screen()
        if screen is not None:
            height = min(height, screen.availableGeometry().height() - 40)
        if height > self.height():
            self.resize(self.width(), height)
            keep_on_screen(self)  # grown where it stood: moved in, whole on the screen

    # ------------------------------------------------------------------ acting
    def _section_button(self) -> QPushButton | None:
        """The button Enter presses: the one of the section holding the focus (Move it from the
        piece's list too); None on a button itself (Enter presses that one) or outside."""
        focus = QApplication.focusWidget()
        if focus is None or isinstance(focus, QPushButton) or not self.isAncestorOf(focus):
            return None
        if self.hit_box.isAncestorOf(focus):
            return self.hit_button
        return self.move_button

    def _focus_moved(self, _old: QWidget | None, _new: QWidget | None) -> None:
        """The section's button drawn as the default while the focus is in it."""
        button = self._section_button()
        for each in (self.move_button, self.hit_button):
            each.setDefault(each is button)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        bare = event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and bare:
            focus = QApplication.focusWidget()
            button = focus if isinstance(focus, QPushButton) and self.isAncestorOf(focus) else self._section_button()
            if button is not None:
                if button.isEnabled():
                    button.click()
                event.accept()
                return
        super().keyPressEvent(event)

    def move_furniture(self) -> None:
        bound, piece = self._services(), self.piece()
        self.refusal_label.clear()
        if bound is None or not piece:
            return
        if bound.furniture.move(piece[0], self.movers(), self.direction_combo.currentData(),
                                self.tiles_spin.value(), self.weight_spin.value()):
            self._done(bound)

    def hit_tile(self) -> None:
        bound = self._services()
        tile = self.tile_combo.currentData()
        self.refusal_label.clear()
        if bound is None or tile is None:
            return
        most = self.hp_spin.value() if self.hp_spin.isEnabled() else 0
        if bound.furniture.hit(tuple(tile), self.damage_spin.value(), most, self.character_id,
                               self.force_spin.value()):
            self._done(bound)

    def eat_tile(self) -> None:
        bound = self._services()
        tile = self.tile_combo.currentData()
        self.refusal_label.clear()
        if bound is None or tile is None:
            return
        if bound.furniture.eat(tuple(tile), self.character_id):
            self._done(bound)

    def _done(self, bound: Services) -> None:
        self.result_label.setText(render_event(bound.campaign.events()[-1]))
        self.reload()
        self.fit()

    def _changed(self, changes: ChangeSet) -> None:
        """The map changed (an undo, another window): the furniture read again."""
        if self.isVisible() and (changes.reset or changes.campaign):
            self.reload()

    def _refused(self, context: str, message: str) -> None:
        self.refusal_label.setText(render(message, {}, context, qt_translate))
        self.fit()


def _number(value: Fraction) -> str:
    """A distance to the half tile: "3", "3.5" (the locale's decimal sign)."""
    return str(value.numerator) if value.denominator == 1 else QLocale().toString(float(value), "f", 1)
