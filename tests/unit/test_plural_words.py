"""Plural forms wherever a count is printed: "1 tile", "2 tiles", never "1 rounds" or "2 tile(s)"."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.services.ammo import unit_arg
from app.services.logtext import render
from app.services.plurals import ENGLISH

ENGLISH_ONLY = lambda _ctx, text: text  # noqa: E731 - the stored English, as an English export reads it
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("template", "args", "one"),
    [
        ("Knocked back {tiles} tile(s).", {"tiles": 1}, "Knocked back 1 tile."),
        ("{kills} zombie(s) killed: score {score}.", {"kills": 1, "score": 3}, "1 zombie killed: score 3."),
        ("Sprints {distance} tiles for {cost} stamina.", {"distance": 1, "cost": 2}, "Sprints 1 tile for 2 stamina."),
        (
            "{shots} shots, {bursts} bursts of {size}, {groups} groups of ten: {used} rounds.",
            {"shots": 1, "bursts": 1, "size": 3, "groups": 0, "used": 4},
            "1 shot, 1 burst of 3, 0 groups of ten: 4 rounds.",
        ),
        ("{moved} rounds into the magazine; {spare} spare left.", {"moved": 1, "spare": 0}, None),
        ("{count} rounds or more hit", {"count": 1}, "1 round or more hits"),
        ("Success: {count} sixes", {"count": 1}, "Success: 1 six"),
        ("First aid on {part} ({rounds} rounds).", {"part": "Head", "rounds": 1}, "First aid on Head (1 round)."),
    ],
)
def test_a_count_of_one_takes_the_singular(template, args, one):
    text = render(template, args, "rules", ENGLISH_ONLY)
    if one is not None:
        assert text == one
    for word in ("(s)", " 1 rounds", " 1 shots", " 1 tiles", " 1 sixes", " 1 zombies"):
        assert word not in f" {text}"


def test_the_unit_of_ammunition_follows_its_count():
    class Stock:
        unit = "rounds"

    fired = {"name": "Ana", "weapon": "Pistol", "before": 2, "after": 1, "unit": unit_arg(Stock, 1)}
    fires = "{name} fires {weapon}: {before} → {after} {unit}"
    assert render(fires, fired, "log", ENGLISH_ONLY).endswith("2 → 1 round")
    fired.update(after=0, unit=unit_arg(Stock, 0))
    assert render(fires, fired, "log", ENGLISH_ONLY).endswith("→ 0 rounds")


def test_no_string_a_gm_reads_hedges_with_s_in_brackets():
    sources = {m.findtext("source") for m in ET.parse(ROOT / "i18n" / "deadwatch_ru.ts").iter("message")}
    hedged = sorted(s for s in sources if s and "(s)" in s and s not in ENGLISH)
    assert hedged == []
    assert all("(s)" not in english for english in ENGLISH.values())


def test_an_export_counts_one_event_in_the_singular():
    from app.export.events import ExportData
    from app.export.language import translator_for

    t = ExportData.t
    holder = type("Holder", (), {"lookup": staticmethod(translator_for("en")), "_seen": {}})()
    assert t(holder, "{count} events", count=1) == "1 event"
    assert t(holder, "{count} events", count=3) == "3 events"
