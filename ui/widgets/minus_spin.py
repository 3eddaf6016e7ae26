"""A spin box that shows a negative number with the minus sign (U+2212) every other number on
screen has ("−2", not "-2"); the GM may type either.  It takes the wheel only once picked
(:class:`~ui.widgets.wheel_guard.CalmSpinBox`)."""

from __future__ import annotations

from PySide6.QtGui import QValidator

from app.rules.numbers import MINUS, number
from ui.widgets.wheel_guard import CalmSpinBox


class MinusSpinBox(CalmSpinBox):
    def textFromValue(self, value: int) -> str:  # noqa: N802 - Qt's name
        return number(value)

    def valueFromText(self, text: str) -> int:  # noqa: N802
        return super().valueFromText(text.replace(MINUS, "-"))

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        state, _plain, pos = super().validate(text.replace(MINUS, "-"), pos)
        return state if isinstance(state, QValidator.State) else QValidator.State.Invalid, text, pos
