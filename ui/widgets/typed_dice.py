"""The typed-dice field, the same everywhere a roll can be read off the table's dice: empty, the
roll is made here; "6 3" reads those faces in the order the rules use them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLineEdit, QWidget

PLACEHOLDER = "typed dice (empty: roll here)"  # the swarm panel's words (SwarmDock context)


def typed_dice_field(parent: QWidget, on_enter: Callable[[], None] | None = None, name: str = "typedDice") -> QLineEdit:
    field = QLineEdit(parent)
    field.setObjectName(name)
    field.setPlaceholderText(QCoreApplication.translate("SwarmDock", PLACEHOLDER))
    field.setToolTip(
        QCoreApplication.translate(
            "TypedDice", "The faces of the dice rolled at the table, in the order the rules use them; empty: rolled"
        )
    )
    field.setMaximumWidth(field.fontMetrics().averageCharWidth() * 28)
    if on_enter is not None:
        field.returnPressed.connect(on_enter)
    return field
