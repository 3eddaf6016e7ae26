"""Keys counted: a scene played through qtbot's key functions, each key press counted (a chord
such as Ctrl+Shift+W is one press, typed text one press a character) and each mouse click."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

NONE = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier


@dataclass
class Keys:
    """Presses keys where the focus is, as the GM does, and counts them."""

    qtbot: object
    presses: int = 0
    clicks: int = 0
    steps: list[tuple[str, int]] = field(default_factory=list)

    def target(self) -> QWidget:
        widget = QApplication.focusWidget()
        assert widget is not None, "no widget has the focus"
        return widget

    def key(self, key: Qt.Key, modifiers: Qt.KeyboardModifier = NONE, times: int = 1) -> None:
        for _ in range(times):
            self.qtbot.keyClick(self.target(), key, modifiers)  # type: ignore[attr-defined]
            self.presses += 1
            QApplication.processEvents()  # as between two presses at the table

    def type(self, text: str) -> None:
        """Type ``text`` one key at a time into whatever has the focus (it may move as it goes)."""
        for char in text:
            self.qtbot.keyClicks(self.target(), char)  # type: ignore[attr-defined]
            self.presses += 1
            QApplication.processEvents()

    def click(self, widget: QWidget) -> None:
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        self.clicks += 1

    def mark(self, name: str) -> None:
        """Note how many keys a part of the scene took (printed with the total)."""
        done = sum(n for _, n in self.steps)
        self.steps.append((name, self.presses - done))

    def report(self, scene: str) -> str:
        parts = ", ".join(f"{name} {n}" for name, n in self.steps)
        text = f"{scene}: {self.presses} keys, {self.clicks} mouse clicks ({parts})"
        print(text)
        return text
