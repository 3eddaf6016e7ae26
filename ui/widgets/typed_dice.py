"""The typed-dice field, the same everywhere a roll can be read off the table's dice: empty, the
roll is made here; "6 3" reads those faces in the order the rules use them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLineEdit, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from ui.widgets.placeholder_fit import HintedLineEdit, fit_placeholder

#: the full hint: the swarm panel's words, everywhere else too (the SwarmDock context)
PLACEHOLDER = QT_TRANSLATE_NOOP("SwarmDock", "typed dice (empty: roll here)")
#: where even that does not fit (a narrow form): the field's name alone
SHORT = QT_TRANSLATE_NOOP("TypedDice", "typed dice")
#: the field's tooltip
TIP = QT_TRANSLATE_NOOP(
    "TypedDice", "The faces of the dice rolled at the table, in the order the rules use them; empty: rolled")
#: the dice a pool's field shows whole (a swarm roller's 8 dice, a pushed roll's)
POOL_DICE = 8


def fit_typed_hint(field: QLineEdit, least: int = -1, dice: int = 0, full: str = "") -> None:
    """The typed-dice hint whole in ``field``: the full one (``full``, else the swarm panel's) where
    it fits, else "typed dice" (and again after a change of language); ``dice``: the field is never
    too narrow to read that many typed dice."""
    fit_placeholder(
        field,
        full or QCoreApplication.translate("SwarmDock", PLACEHOLDER),
        QCoreApplication.translate("TypedDice", SHORT),
        least=least,
        dice=dice,
    )
    if field.property("typedDiceTip"):  # the field's own tooltip, in the language now too
        field.setToolTip(QCoreApplication.translate("TypedDice", TIP))


def typed_dice_field(parent: QWidget, on_enter: Callable[[], None] | None = None, name: str = "typedDice") -> QLineEdit:
    field = HintedLineEdit(parent)
    field.setObjectName(name)
    # the full hint where the field has the room, else "typed dice": as wide as the full hint at
    # most (in the theme's type, measured again when it changes), in a row of buttons the rest of
    # its line rather than a line of its own
    field.setProperty("flowShrinks", True)
    field.setProperty("typedDiceTip", True)
    fit_typed_hint(field)  # its hint and tooltip (again on a change of language: the panel's retranslate)
    if on_enter is not None:
        field.returnPressed.connect(on_enter)
    return field
