"""Small helpers for labels that change with every action."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel


def clear_text(label: QLabel) -> None:
    """Empty a label unless it already is: ``QLabel.clear()`` lays its dock out again even then,
    and the docks clear their message lines on every action."""
    if label.text():
        label.clear()
