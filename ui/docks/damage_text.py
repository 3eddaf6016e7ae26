"""What is wrong with a damaged character, in words: the roster row's tooltip and the repair dialog
say it alike (see :mod:`app.services.damaged`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.services.after_colon import read_on

if TYPE_CHECKING:
    from app.services.damaged import Damage


def damage_text(damage: Damage) -> str:
    """What is wrong with a damaged character, in a sentence or two of the GM's language."""
    reason = QCoreApplication.translate("rules", damage.reason)
    if damage.part == "sheet":
        text = QCoreApplication.translate("RepairDialog", "The character sheet is damaged: {reason}")
    else:
        text = QCoreApplication.translate("RepairDialog", "The live state (wounds, conditions) is damaged: {reason}")
    text = text.format(reason=read_on(reason, {"t": damage.reason, "ctx": "rules"}))
    if damage.fields:
        names = ", ".join(QCoreApplication.translate("rules", f) for f in damage.fields)
        fields = QCoreApplication.translate("RepairDialog", "Fields that do not fit: {fields}.")
        text += " " + fields.format(fields=names)
    return text
