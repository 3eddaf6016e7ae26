"""The players' health chart of an NPC shown mid-session: Orderly Vic, hidden, takes a blow (30 → 25),
the GM shows him with V and his health as numbers (Ctrl+P), he takes another (25 → 18).  The
players' copy of the log (HTML, PDF) had no chart of his at all; it now draws one from the line that
shows him, at the health he had then (25, the blow before it is his past, not a point the table
saw), to the blow they saw (18).  The GM's copy still draws his whole session, from 30.  (Shown as a
word, his health is not on the players' charts: tests/unit/export/test_players_health_charts.py.)"""

from __future__ import annotations

import re

from app.export import ExportOptions, export_log
from app.export.charts import session_series
from app.export.events import collect
from tests.unit.export.test_players_copy_old_reveals import _played


def _vic(series):
    return next((s for s in series if s.label.startswith("Orderly Vic")), None)


def test_the_players_chart_of_vic_starts_at_his_reveal(tmp_path):
    services = _played(tmp_path, numbers=True)
    try:
        players = collect(services.campaign.engine, ExportOptions(language="en"))
        gm = collect(services.campaign.engine, ExportOptions(language="en", secrets=True))
        page = tmp_path / "players.html"
        export_log(services.campaign.engine, ExportOptions(language="en"), "html", page)
    finally:
        services.close()
    log = players.sessions[-1]
    lines = [row.line for row in log.rows]
    shown = 1 + next(i for i, line in enumerate(lines) if line == "Players see Orderly Vic (health: numbers)")
    blow = 1 + next(i for i, line in enumerate(lines) if line.startswith("Damage to Orderly Vic: 7"))
    vic = _vic(session_series(players, log)[1])
    assert vic is not None, "no chart of Vic in the players' copy"
    assert vic.points == [(shown, 25), (blow, 18)]
    assert _vic(session_series(gm, gm.sessions[-1])[1]).points[0] == (1, 30)  # the GM's: his whole session
    html = page.read_text("utf-8")
    chart = re.search(r'<svg[^>]*aria-label="Orderly Vic — Life Points".*?</svg>', html)
    assert chart, "no chart of Vic on the players' page"
    assert "Orderly Vic — Life Points: 18" in chart.group(0) and f"event {shown}<" in chart.group(0)


def test_a_blow_after_vic_is_hidden_again_is_not_on_the_players_chart(tmp_path):
    """V again hides him; a third blow (18 → 10) is the GM's: the players' chart stays at 18."""
    services = _played(tmp_path, numbers=True)
    try:
        vic = next(f for f in services.initiative.view().combatants if f.name == "Orderly Vic")
        assert services.initiative.mark(vic.id, "hidden")  # hidden again
        assert services.characters.damage(vic.character_id, {"amount": 8})
        players = collect(services.campaign.engine, ExportOptions(language="en"))
        gm = collect(services.campaign.engine, ExportOptions(language="en", secrets=True))
    finally:
        services.close()
    log = players.sessions[-1]
    values = [v for _x, v in _vic(session_series(players, log)[1]).points]
    assert values[:2] == [25, 18] and set(values) == {25, 18}, values
    assert _vic(session_series(gm, gm.sessions[-1])[1]).points[-1][1] == 10
