"""What the swarm dock's parts share of their look: bigger bold texts legible from a metre, narrow
combo boxes for a narrow dock, percentages, and the ruleset's words (context ``rules``)."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QLabel

from app.services.logtext import shown_percent

if TYPE_CHECKING:
    from app.services.swarm import SwarmService

ID_ROLE = Qt.ItemDataRole.UserRole
#: a roller's own name, where the item's text also says why he rolls nothing
NAME_ROLE = Qt.ItemDataRole.UserRole + 1


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text)


def percent(p: Fraction) -> str:
    """A chance in the language shown, one decimal always (the swarm's odds line up in columns)."""
    return shown_percent(f"{float(p) * 100:.1f}")


def big(label: QLabel, scale: float) -> None:
    """Bigger, bold text (a stylesheet, so that the theme's font size is the base)."""
    label.setProperty("scale", scale)


def size_texts(labels: list[QLabel], base: float) -> None:
    for label in labels:
        size = max(9.0, base * float(label.property("scale") or 1.0))
        label.setStyleSheet(f"font-size: {size:.0f}pt; font-weight: bold;")


def narrow(combo: QComboBox) -> QComboBox:
    """A combo box that may shrink to a few characters (the dock can be narrow)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(6)
    return combo


def skill_label(swarm: SwarmService, key: str) -> str:
    """A skill of the swarm rules by its translated label (the key itself if the rules lack it)."""
    return rules_tr(dict(swarm.skills()).get(key, key))
