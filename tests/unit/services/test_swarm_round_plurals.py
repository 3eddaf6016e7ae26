"""A swarm round's line kept in a log written before its successes had plural forms reads "1 success"
too (issue 40: "Swarm round 2: 1 successes")."""

from __future__ import annotations

from app.services.logtext import qt_translate, render_value
from app.services.swarm.round import ROUND_LINE_BEFORE


def test_an_old_round_line_of_one_success_reads_one_success():
    line = {"t": ROUND_LINE_BEFORE, "ctx": "log", "args": {"round": 2, "total": 1, "needed": 5, "outcome": "lost"}}
    assert render_value(line, qt_translate) == "Swarm round 2: 1 success against Swarm Threat 5 — lost"
