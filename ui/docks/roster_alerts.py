"""The roster's alerts: a character's row that comes to a danger (a bleeding, a timer run out) says
so in the window's bar ("Dov: Bleeding"), and takes it down when that danger is over."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from app.rules.base import Condition


class RosterAlerts:
    """The dangers each row showed last; ``alert``/``alert_over`` take the bar's text."""

    def __init__(self, alert: Callable[[str], None], alert_over: Callable[[str], None]) -> None:
        self._alert, self._alert_over = alert, alert_over
        self.known: dict[int, set[str]] = {}
        self.labels: dict[tuple[int, str], str] = {}  # each alerting condition's label, to take it down

    def clear(self) -> None:
        """The rows filled anew: what they show now is no news."""
        self.known.clear()

    def follow(self, cid: int, name: str, conditions: Iterable[Condition]) -> None:
        """The row of ``cid`` shows ``conditions`` now: its new dangers said, those over taken down."""
        dangers = {c.key: c for c in conditions if c.severity == "danger"}
        known = self.known.get(cid)
        if known is not None:
            for key in dangers.keys() - known:
                label = QCoreApplication.translate("rules", dangers[key].label)
                self._alert(_said(name, label))
            still = {c.label for c in dangers.values()}  # the torso bleeds on: "Dov: Bleeding" stays
            for key in known - dangers.keys():
                source = self.labels.get((cid, key), "")
                label = QCoreApplication.translate("rules", source) if source and source not in still else ""
                if label:
                    self._alert_over(_said(name, label))
        self.known[cid] = set(dangers)
        self.labels.update({(cid, key): c.label for key, c in dangers.items()})


def _said(name: str, condition: str) -> str:
    return QCoreApplication.translate("CharactersDock", "{name}: {condition}").format(name=name, condition=condition)
