"""The steps a GM passes through on the way to hiding a character, left out of the players' copy.

The roster's Ctrl+P walks what the players see of a character one step at a time (the name with
his health as a word, as numbers, the name only, nothing), and each step writes its public line
("Players see Rook (health: numbers)").  A GM hiding Rook, shown until then, passes through the
steps between: in the players' copy of the log (an export without secrets) a run of such lines on
one character, one right after the other, that ends with the line hiding him keeps none of its
lines that only changed how his health shows: the players learn nothing from them the GM did not
take back at once, and his name is not written again on his way out of their sight.  A line of
the run that showed his name to the players (he was hidden before it: a slip, shown and hidden
again) stays, as every line that showed him stays (:mod:`app.export.concealed`): they saw him.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.export.concealed import Concealment
from app.services.log import LogLine

#: the lines of the roster's reveal steps (app.services.player_view.SetReveal)
SHOWN = "Players see {name} (health: {health})"
HIDDEN = "{name} is hidden from the players"


def passing_steps(events: Sequence[LogLine], found: Concealment) -> set[int]:
    """The ids of ``events`` (a session's every line, in order) that are steps on the way to hiding
    a character already shown, in a run of reveal lines that ends hiding him."""
    left_out: set[int] = set()
    run: list[LogLine] = []

    def close() -> None:
        if len(run) < 2 or run[-1].text != HIDDEN:
            return
        pattern = found.pattern(found.hidden_at(run[0].id - 1))
        shown_before = not (pattern and pattern.fullmatch(run[0].target.strip()))
        for i, event in enumerate(run[:-1]):
            if event.text == SHOWN and (i > 0 or shown_before):
                left_out.add(int(event.id))

    for event in events:
        if event.kind == "reveal" and event.text in {SHOWN, HIDDEN} and (
                not run or run[-1].target == event.target):
            run.append(event)
            continue
        close()
        run = [event] if event.kind == "reveal" and event.text in {SHOWN, HIDDEN} else []
    close()
    return left_out
