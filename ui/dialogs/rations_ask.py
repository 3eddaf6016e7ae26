"""Who ate each day, asked as whole days pass (Time passes…, Ctrl+Shift+T) of the hurt living
characters the days heal (twdu: "one point of Health each day, as long as they are able to consume
one ration of food during that day"): one box each, ticked as the rules start it.  Tab goes from box
to box, Space ticks or clears one, Enter lets the time pass; Escape lets none pass.

Above the boxes, whom the days kill, each with why ("Mia Chen: lethal injury, 3 h left: dies unless
stabilized"): one dying is asked nothing about food and was missing from the list with no word; with
no one to ask about food the same words are the whole dialog, Enter lets the days pass, Escape not."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app.services import plurals
from ui.dialogs.title_room import title_width
from ui.i18n import current_language

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.services.game_time import Meal


def _tr(text: str) -> str:
    return QCoreApplication.translate("RationsDialog", text)


class RationsDialog(QDialog):
    """One box per character of ``meals``; :meth:`meals` reads them, by id."""

    def __init__(self, parent: QWidget | None, meals: Sequence[Meal], days: int,
                 deaths: Sequence[tuple[str, str]] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("rationsDialog")
        self.setWindowTitle(_tr("Rations") if meals else _tr("Time passes"))
        layout = QVBoxLayout(self)
        if meals:
            words = _tr("{days} {days|day passes|days pass}. Who ate a ration each day? One Health back a day for "
                        "each who did; one without food does not heal.")
        else:
            words = _tr("{days} {days|day passes|days pass}. Enter lets the time pass; Escape lets none pass.")
        question = QLabel(plurals.choose(words, {"days": days}, current_language()).format(days=days), self)
        question.setWordWrap(True)
        layout.addWidget(question)
        #: whom the days kill, one line each (``deaths``: a name and the time left, in words)
        self.deaths = QLabel("\n".join(_tr("{name}: lethal injury, {time} left: dies unless stabilized").format(
            name=name, time=time) for name, time in deaths), self)
        self.deaths.setObjectName("rationsDeaths")
        self.deaths.setWordWrap(True)
        self.deaths.setVisible(bool(deaths))
        layout.addWidget(self.deaths)
        self.boxes: dict[int, QCheckBox] = {}
        for meal in meals:
            if meal.stock is not None:  # the rations on the sheet, one spent a day eaten
                text = _tr("{name} ({count} {count|ration|rations}; sick: no Health back)") if meal.sick \
                    else _tr("{name} ({count} {count|ration|rations})")
                text = plurals.choose(text, {"count": meal.stock}, current_language())
            else:
                text = _tr("{name} (sick: no Health back)") if meal.sick else "{name}"
            box = QCheckBox(text.format(name=meal.name, count=meal.stock), self)
            box.setChecked(meal.fed)
            layout.addWidget(box)
            self.boxes[meal.id] = box
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(title_width(self, app_name=True))
        question.setMinimumWidth(question.fontMetrics().averageCharWidth() * 40)
        first = next(iter(self.boxes.values()), None)
        if first is not None:
            first.setFocus()
        else:  # only the deaths to say: Enter lets the time pass
            ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
            ok.setDefault(True)
            ok.setFocus()

    def meals(self) -> dict[int, bool]:
        """Whether each (by id) ate each day."""
        return {cid: box.isChecked() for cid, box in self.boxes.items()}


def ask_rations(parent: QWidget | None, meals: Sequence[Meal], days: int,
                deaths: Sequence[tuple[str, str]] = ()) -> dict[int, bool] | None:
    """Who ate each day of the ``days`` passing, by id; None when the GM let no time pass (Escape).
    ``deaths``: whom the days kill and the time each has left, said first."""
    dialog = RationsDialog(parent, meals, days, deaths)
    ok = dialog.exec() == QDialog.DialogCode.Accepted
    eaten = dialog.meals()
    dialog.deleteLater()
    return eaten if ok else None
