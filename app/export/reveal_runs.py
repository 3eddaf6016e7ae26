"""The steps a GM passes through on the way to hiding a character, left out of the players' copy.

The roster's Ctrl+P walks what the players see of a character one step at a time (the name with
his health as a word, as numbers, the name only, nothing), and each step writes its public line
("Players see Rook (health: numbers)").  A GM hiding Rook, shown until then, passes through the
steps between: in the players' copy of the log (an export without secrets) a run of such lines on
one character, one right after the other, that ends with the line hiding him keeps none of its
lines that only changed how his health shows: the players learn nothing from them the GM did not
take back at once, and his name is not written again on his way out of their sight.  One right
after the other as the players' copy reads them: a line it leaves out (a secret note, a secret
roll, the doings of someone hidden, an undone action) between two steps does not break the run,
nor does another character's reveal it leaves out; a line it writes does (the players read it with
the steps on their screen).  A line of
the run that showed his name to the players (he was hidden before it: a slip, shown and hidden
again) stays, as every line that showed him stays (:mod:`app.export.concealed`): they saw him.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from app.export.concealed import Concealment
from app.services.log import LogLine

#: the lines of the roster's reveal steps (app.services.player_view.SetReveal)
SHOWN = "Players see {name} (health: {health})"
HIDDEN = "{name} is hidden from the players"


def passing_steps(events: Sequence[LogLine], found: Concealment, written: Collection[int] | None = None) -> set[int]:
    """The ids of ``events`` (a session's every line, in order) that are steps on the way to hiding
    a character already shown, in a run of reveal lines that ends hiding him; ``written``: the ids
    of the lines the players' copy writes (None: every line), the only ones that break a run."""
    left_out: set[int] = set()

    def close(run: list[LogLine]) -> None:
        if len(run) < 2 or run[-1].text != HIDDEN:
            return
        pattern = found.pattern(found.hidden_at(run[0].id - 1))
        shown_before = not (pattern and pattern.fullmatch(run[0].target.strip()))
        for i, event in enumerate(run[:-1]):
            if event.text == SHOWN and (i > 0 or shown_before):
                left_out.add(int(event.id))

    runs: dict[str, list[LogLine]] = {}  # each character's run, by the name the lines give him
    for event in events:
        read = written is None or event.id in written
        if event.kind == "reveal" and event.text in {SHOWN, HIDDEN}:
            if read:  # the players read it with the others' steps on their screen: it breaks their runs
                for target in [t for t in runs if t != event.target]:
                    close(runs.pop(target))
            runs.setdefault(event.target, []).append(event)
            continue
        if not read:
            continue  # a line the players' copy leaves out breaks no run
        for run in runs.values():
            close(run)
        runs = {}
    for run in runs.values():
        close(run)
    return left_out
