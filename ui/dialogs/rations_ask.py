"""Who ate each day, asked as whole days pass (Time passes…, Ctrl+Shift+T) of the hurt living
characters the days heal (twdu: "one point of Health each day, as long as they are able to consume
one ration of food during that day"): one box each, ticked as the rules start it.  Tab goes from box
to box, Space ticks or clears one, Enter lets the time pass; Escape lets none pass.

Above the boxes, whom the days kill, each with why ("Mia Chen: lethal injury, 3 h left: dies unless
stabilized"): one dying is asked nothing about food and was missing from the list with no word; with
no one to ask about food the same words are the whole dialog, Enter lets the days pass, Escape not.

Over more than a day, beside each box the days with a ration (Tab to it, a digit): "ate 2 days of
3" gives Health back for those two ("recovers one point of Health each day, as long as they are
able to consume one ration of food during that day").  Under a box, what it costs, before Enter:
one who carries fewer rations than the days ("Ben Okafor has 2 rations for 3 days: a ration on 2 of
them…"), one with days without food, one cleared ("no Health back in 3 days").  Days eaten beyond
the rations carried keep the dialog open, the reason under the box (it closed and the refusal was
said only in the status bar)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.services import plurals
from ui.dialogs.title_room import title_width
from ui.i18n import current_language

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.services.game_time import Meal


class RationsDialog(QDialog):
    """One box per character of ``meals``; :meth:`meals` reads them, by id."""

    def __init__(self, parent: QWidget | None, meals: Sequence[Meal], days: int,
                 deaths: Sequence[tuple[str, str]] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("rationsDialog")
        self.setWindowTitle(QCoreApplication.translate("RationsDialog", "Rations") if meals
                            else QCoreApplication.translate("RationsDialog", "Time passes"))
        layout = QVBoxLayout(self)
        if meals:
            words = QCoreApplication.translate(
                "RationsDialog", "{days} {days|day passes|days pass}. Who ate a ration each day? One Health back a day "
                                 "for each who did; one without food does not heal.")
        else:
            words = QCoreApplication.translate(
                "RationsDialog", "{days} {days|day passes|days pass}. Enter lets the time pass; Escape lets none pass.")
        question = QLabel(plurals.choose(words, {"days": days}, current_language()).format(days=days), self)
        question.setWordWrap(True)
        layout.addWidget(question)
        #: whom the days kill, one line each (``deaths``: a name and the time left, in words)
        dying = QCoreApplication.translate("RationsDialog",
                                           "{name}: lethal injury, {time} left: dies unless stabilized")
        self.deaths = QLabel("\n".join(dying.format(name=name, time=time) for name, time in deaths), self)
        self.deaths.setObjectName("rationsDeaths")
        self.deaths.setWordWrap(True)
        self.deaths.setVisible(bool(deaths))
        layout.addWidget(self.deaths)
        self.days = days
        self.boxes: dict[int, QCheckBox] = {}
        #: over more than a day, the days each ate (by id): "ate 2 days of 3"
        self.spins: dict[int, QSpinBox] = {}
        #: under each box, what the days eaten cost or why they are refused (hidden when nothing)
        self.notes: dict[int, QLabel] = {}
        self.meals_asked = {meal.id: meal for meal in meals}
        for meal in meals:
            if meal.stock is not None:  # the rations on the sheet, one spent a day eaten
                text = QCoreApplication.translate(
                    "RationsDialog", "{name} ({count} {count|ration|rations}; sick: no Health back)") if meal.sick \
                    else QCoreApplication.translate("RationsDialog", "{name} ({count} {count|ration|rations})")
                text = plurals.choose(text, {"count": meal.stock}, current_language())
            else:
                text = QCoreApplication.translate("RationsDialog", "{name} (sick: no Health back)") if meal.sick \
                    else "{name}"
            box = QCheckBox(text.format(name=meal.name, count=meal.stock), self)
            box.setChecked(meal.fed)
            self.boxes[meal.id] = box
            row = QHBoxLayout()
            row.addWidget(box, 1)
            if days > 1:
                spin = QSpinBox(self)
                spin.setObjectName("daysEaten")
                spin.setRange(0, days)
                spin.setSuffix(plurals.choose(QCoreApplication.translate("RationsDialog", " of {days} {days|day|days}"),
                                              {"days": days}, current_language()).format(days=days))
                # one who carries fewer rations than the days eats on as many days as he has
                eats = days if meal.stock is None else min(days, meal.stock)
                spin.setValue(eats if meal.fed else 0)
                said = QLabel(QCoreApplication.translate("RationsDialog", "Days with a ration"), self)
                said.setBuddy(spin)
                row.addWidget(said)
                row.addWidget(spin)
                self.spins[meal.id] = spin
                spin.valueChanged.connect(lambda value, box=box: self._ticked_as(box, value > 0))
                box.toggled.connect(lambda on, spin=spin, eats=eats: spin.setValue((eats or days) if on else 0))
            layout.addLayout(row)
            note = QLabel(self)
            note.setObjectName("rationsNote")
            note.setWordWrap(True)
            layout.addWidget(note)
            self.notes[meal.id] = note
            box.toggled.connect(lambda _on: self._say())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(title_width(self, app_name=True))
        question.setMinimumWidth(question.fontMetrics().averageCharWidth() * 40)
        self._say()
        first = next(iter(self.boxes.values()), None)
        if first is not None:
            first.setFocus()
        else:  # only the deaths to say: Enter lets the time pass
            ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
            ok.setDefault(True)
            ok.setFocus()

    def meals(self) -> dict[int, bool | int]:
        """Whether each (by id) ate each day, or, over more than a day, on how many of them."""
        return {cid: self.spins[cid].value() if cid in self.spins else box.isChecked()
                for cid, box in self.boxes.items()}

    def _ticked_as(self, box: QCheckBox, on: bool) -> None:
        """The box follows the days typed (some: ticked; none: cleared), its days kept as typed."""
        box.blockSignals(True)
        box.setChecked(on)
        box.blockSignals(False)
        self._say()

    def _fed(self, cid: int) -> int:
        """The days ``cid`` eats on, as the dialog stands."""
        spin = self.spins.get(cid)
        if spin is not None:
            return spin.value()
        return self.days if self.boxes[cid].isChecked() else 0

    def _short(self, cid: int) -> bool:
        """Whether ``cid`` is said to eat on more days than he carries rations for."""
        stock = self.meals_asked[cid].stock
        return stock is not None and self._fed(cid) > stock

    def _say(self) -> None:
        """Under each box, what its days eaten cost: fewer rations than the days, days without food,
        none eaten; in red, days eaten beyond the rations carried (OK refuses them)."""
        language = current_language()
        for cid, note in self.notes.items():
            meal = self.meals_asked[cid]
            fed, stock = self._fed(cid), meal.stock
            args = {"name": meal.name, "count": stock if stock is not None else 0, "days": self.days, "fed": fed}
            if self._short(cid):
                text = QCoreApplication.translate(
                    "RationsDialog", "{name} has {count} {count|ration|rations} for {fed} {fed|day|days} eaten: fewer "
                                     "days, or add rations on the sheet.")
            elif meal.sick:
                text = ""
            elif not fed:
                text = QCoreApplication.translate(
                    "RationsDialog", "{name}: no ration, no Health back in {days} {days|day|days}.")
            elif fed < self.days and stock is not None and stock < self.days:
                text = QCoreApplication.translate(
                    "RationsDialog", "{name} has {count} {count|ration|rations} for {days} {days|day|days}: a ration "
                                     "on {fed} of them, Health back for those alone.")
            elif fed < self.days:
                text = QCoreApplication.translate(
                    "RationsDialog", "{name}: a ration on {fed} of {days} days, Health back for those alone.")
            else:
                text = ""
            note.setText(plurals.choose(text, args, language).format(**args))
            note.setStyleSheet("color: #ff6b6b;" if self._short(cid) else "")
            note.setVisible(bool(text))
        self._relay()

    def _relay(self) -> None:
        """The dialog laid out again as tall as its lines need at its width, once a line under a box
        came or went (a cost line shown in an open dialog: the question lost its last line and the
        next one overlapped the deaths' line, the dialog as short as before)."""
        layout = self.layout()
        if layout is None or not self.isVisible():
            return
        layout.invalidate()
        layout.activate()
        width = self.width()
        need = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.totalSizeHint().height()
        need = max(need, layout.totalMinimumSize().height())
        self.setMinimumHeight(need)
        if self.height() < need:
            self.resize(width, need)

    def _accept(self) -> None:
        """Enter: the days pass, unless one is said to eat rations he does not carry: the dialog
        stays open, the reason under his box, the focus on his days."""
        short = next((cid for cid in self.boxes if self._short(cid)), None)
        if short is None:
            self.accept()
            return
        self._say()
        (self.spins.get(short) or self.boxes[short]).setFocus()


def ask_rations(parent: QWidget | None, meals: Sequence[Meal], days: int,
                deaths: Sequence[tuple[str, str]] = ()) -> dict[int, bool | int] | None:
    """Who ate each day of the ``days`` passing, by id; None when the GM let no time pass (Escape).
    ``deaths``: whom the days kill and the time each has left, said first."""
    dialog = RationsDialog(parent, meals, days, deaths)
    ok = dialog.exec() == QDialog.DialogCode.Accepted
    eaten = dialog.meals()
    dialog.deleteLater()
    return eaten if ok else None
