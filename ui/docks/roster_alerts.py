"""The roster's alerts: a character's row that comes to a danger (a bleeding, a timer run out) says
so in the window's bar, naming where when the danger has a place ("Dov: Bleeding (Right arm)"), and
takes it down when that danger is over."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from app.services.danger_words import danger_line
from app.services.logtext import qt_translate, render_value

if TYPE_CHECKING:
    from app.rules.base import Condition


class RosterAlerts:
    """The dangers each row showed last; ``alert``/``alert_over`` take the bar's text."""

    def __init__(self, alert: Callable[[str], None], alert_over: Callable[[str], None]) -> None:
        self._alert, self._alert_over = alert, alert_over
        self.known: dict[int, set[str]] = {}
        self.before: dict[int, set[str]] = {}  # the dangers rows showed before they were made anew
        self.conditions: dict[tuple[int, str], Condition] = {}  # each alerting condition, to take it down

    def clear(self) -> None:
        """The rows filled anew: what they show now is no news; an alert of before that is over by
        then is still taken down (it stayed up, "lethal in 3 hours", once the injury was stabilized)."""
        self.before.update(self.known)
        self.known.clear()

    def follow(self, cid: int, name: str, conditions: Iterable[Condition]) -> None:
        """The row of ``cid`` shows ``conditions`` now: its new dangers said, those over taken down,
        and those whose words changed ("lethal in 2 hours" an hour later) no longer said in the old."""
        dangers = {c.key: c for c in conditions if c.severity == "danger"}
        known = self.known.get(cid)
        still = {_said(name, c) for c in dangers.values()}  # the same words said on: they stay
        if known is not None:
            for key, condition in dangers.items():  # in the ruleset's order
                if key not in known:
                    self._alert(_said(name, condition))
        for key in known if known is not None else self.before.get(cid, set()):
            gone = self.conditions.get((cid, key))
            text = _said(name, gone) if gone is not None else ""
            if text and text not in still:
                self._alert_over(text)
        self.before.pop(cid, None)
        self.known[cid] = set(dangers)
        self.conditions.update({(cid, key): c for key, c in dangers.items()})


def _said(name: str, condition: Condition) -> str:
    """"Dov: Bleeding", or with the place it is in, "Dov: Bleeding (Right arm)" (a place that starts with
    the condition's own words said alone: "Fuera de combate; toda tirada…"), in the words an undo's log
    line says it with (app.services.danger_words)."""
    return render_value(danger_line(name, condition), qt_translate)
