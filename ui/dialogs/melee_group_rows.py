"""A fighter's row in the melee groups dialog: who, what it brings to an exchange, its side and
its group number (0: in no melee); and a group as a line ("Ann against Z1, Z2")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGridLayout, QLabel, QSpinBox, QWidget

from app.services.logtext import qt_translate, render
from ui.widgets.combo_popups import WholeListBox

if TYPE_CHECKING:
    from app.services.melee import MeleeFighterRow

PLAYERS, OPPONENTS = 1, 2


def group_line(names: Mapping[int, str], one: Sequence[int], two: Sequence[int]) -> str:
    """A group in words: "Ann against Z1, Z2"."""
    text = QCoreApplication.translate("MeleeGroupsDialog", "{one} against {two}")
    return text.format(one=", ".join(names.get(i, str(i)) for i in one),
                       two=", ".join(names.get(i, str(i)) for i in two))


def lone_side_line(names: Mapping[int, str], standing: Sequence[int]) -> str:
    """A group one of whose sides is wiped out, said whole: "Vera, Gleb — no one is left on the
    other side: set the groups again" (or that nobody in it is left standing)."""
    if not standing:
        return QCoreApplication.translate(
            "MeleeGroupsDialog", "nobody in this group is left standing: set the groups again")
    text = QCoreApplication.translate(
        "MeleeGroupsDialog", "{names} — no one is left on the other side: set the groups again")
    return text.format(names=", ".join(names.get(i, str(i)) for i in standing))


class FighterRow:
    """The widgets of one fighter's row; :meth:`values` gives (side, group number)."""

    def __init__(self, parent: QWidget, fighter: MeleeFighterRow, most: int) -> None:
        self.fighter = fighter
        self.name = QLabel(parent)
        self.name.setWordWrap(True)
        self.side = WholeListBox(parent)
        self.side.setObjectName(f"meleeSide{fighter.character_id}")
        self.side.addItem("", PLAYERS)
        self.side.addItem("", OPPONENTS)
        self.group = QSpinBox(parent)
        self.group.setObjectName(f"meleeGroup{fighter.character_id}")
        self.group.setRange(0, most)
        self.name.setBuddy(self.group)
        self.retranslate()

    def retranslate(self) -> None:
        fighter = self.fighter
        brings = render(fighter.brings.text, dict(fighter.brings.args), "rules", qt_translate) if fighter.brings else ""
        self.name.setText(f"{fighter.name} — {brings}" if brings else fighter.name)
        self.side.setItemText(0, QCoreApplication.translate("MeleeGroupsDialog", "Players' side"))
        self.side.setItemText(1, QCoreApplication.translate("MeleeGroupsDialog", "Others' side"))
        self.side.setToolTip(QCoreApplication.translate("MeleeGroupsDialog", "The side this fighter stands on"))
        self.group.setSpecialValueText(QCoreApplication.translate("MeleeGroupsDialog", "none"))
        self.group.setToolTip(
            QCoreApplication.translate("MeleeGroupsDialog", "The number of this fighter's group (0: in no melee)"))

    def place(self, grid: QGridLayout, index: int) -> None:
        grid.addWidget(self.name, index, 0)
        grid.addWidget(self.side, index, 1)
        grid.addWidget(self.group, index, 2)

    def set(self, side: int, number: int) -> None:
        self.side.setCurrentIndex(max(self.side.findData(side), 0))
        self.group.setValue(number)

    def values(self) -> tuple[int, int]:
        return int(self.side.currentData()), self.group.value()

    def remove(self, grid: QGridLayout) -> None:
        for widget in (self.name, self.side, self.group):
            grid.removeWidget(widget)
            widget.deleteLater()
