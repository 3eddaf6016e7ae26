"""Every format holds every public event once, in order, with its numbers; secrets and undone only on request."""

from __future__ import annotations

import csv
import html
import io
import json

import pytest

from app.export import FORMATS, ExportOptions, bbcode, collect, export_log, markdown, render_text
from app.export.events import ExportError
from tests.unit.export.conftest import EVIL
from tests.unit.export.pdftext import text_of

PUBLIC = [
    "Session 2 started",
    "Threat level 2",
    "Note: They reach the mall at dusk",
    "Ana: Guns 7 + 5 = 12",
    "Damage to Ana: Health 100 − damage 30 = 70 — Takes 30 damage: Health 100 → 70.",
    f"Damage to {EVIL}: Health 100 − damage 12 = 88 — Takes 12 damage: Health 100 → 88.",
    "Threat level 5",
    f"{EVIL}: Guns 3 + 9 + 5 = 17",
    "Ana healed: Health 70 + healed 10 = 80 — Heals 10: Health 70 → 80.",
]
SECRET = "Note: The mall guard is infected"
UNDONE = "Damage to Walker: Health 100 − damage 45 = 55 — Takes 45 damage: Health 100 → 55."
ESCAPE = {"md": markdown.escape, "bbcode": bbcode.escape, "html": html.escape, "csv": str, "json": str}


def positions(text: str, needles: list[str]) -> list[int]:
    """Where each needle is found, each exactly once, in order."""
    found = []
    for needle in needles:
        assert text.count(needle) == 1, f"{needle!r} appears {text.count(needle)} times"
        found.append(text.index(needle))
    assert found == sorted(found), "events out of order"
    return found


def lines_of(key: str, text: str) -> str:
    if key == "csv":
        rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
        return "\n".join(row[7] for row in rows[1:])
    if key == "json":
        doc = json.loads(text)
        return "\n".join(e["line"] for s in doc["sessions"] for e in s["events"])
    return text


@pytest.mark.parametrize("key", ["md", "bbcode", "html", "csv", "json"])
def test_public_events_once_in_order_without_secrets_or_undone(played, key):
    services, _ids = played
    text = render_text(collect(services.campaign.engine, ExportOptions()), key)
    body = lines_of(key, text)
    positions(body, [ESCAPE[key](line) for line in PUBLIC])
    assert "guard is infected" not in text
    assert "Walker" not in text and "Undo:" not in text
    assert "Session one wrap-up" not in text  # another session


@pytest.mark.parametrize("key", ["md", "bbcode", "html", "csv", "json"])
def test_secrets_and_undone_on_request(played, key):
    services, _ids = played
    options = ExportOptions(secrets=True, undone=True)
    body = lines_of(key, render_text(collect(services.campaign.engine, options), key))
    expected = [*PUBLIC[:3], SECRET, *PUBLIC[3:5], UNDONE, "Undo: 45 damage to Walker (Health 55 → 100)", *PUBLIC[5:]]
    positions(body, [ESCAPE[key](line) for line in expected])


def test_marks_and_dice_are_written(played):
    services, _ids = played
    data = collect(services.campaign.engine, ExportOptions(secrets=True, undone=True))
    md = render_text(data, "md")
    assert f"~~{markdown.escape(UNDONE)}~~ _\\(undone\\)_" in md
    assert f"{markdown.escape(SECRET)} _\\(secret\\)_" in md
    assert "· Ana: Guns 7 + 5 = 12 — dice d10: 7" in md and "**Ana**: Ana:" not in md  # her name once
    assert "dice 2d10: 3 9" in md
    bb = render_text(data, "bbcode")
    assert f"[s]{bbcode.escape(UNDONE)}[/s] [i](undone)[/i]" in bb
    page = render_text(data, "html")
    assert '<tr class="undone">' in page and '<tr class="secret">' in page
    rows = list(csv.reader(io.StringIO(render_text(data, "csv").lstrip("\ufeff"))))
    assert rows[0] == [
        "Session",
        "Number",
        "Time (UTC)",
        "Round",
        "Kind",
        "Who",
        "Target",
        "Event",
        "Dice",
        "Secret",
        "Undone",
    ]
    shot = next(r for r in rows if r[7] == "Ana: Guns 7 + 5 = 12")
    assert (shot[0], shot[4], shot[5], shot[8], shot[9]) == ("2", "roll", "Ana", "d10: 7", "no")
    assert next(r for r in rows if r[7] == SECRET)[9] == "yes"


def test_user_text_is_escaped_everywhere(played):
    services, _ids = played
    data = collect(services.campaign.engine, ExportOptions())
    page = render_text(data, "html")
    assert "<script>" not in page and "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;" in page
    assert (
        "<link" not in page
        and "src=" not in page
        and "http" not in page.replace('xmlns="http://www.w3.org/2000/svg"', "")
    )
    bb = render_text(data, "bbcode")
    assert "[b]Bold" not in bb and "[\u200bb]Bold[\u200b/b]" in bb
    md = render_text(data, "md")
    assert "<script>" not in md and "\\*star\\* \\| =SUM" in md
    rows = list(csv.reader(io.StringIO(render_text(data, "csv").lstrip("\ufeff"))))
    assert not any(cell.startswith(("=", "+", "@")) for row in rows for cell in row)


def test_html_draws_threat_and_each_characters_main_track(played):
    services, _ids = played
    page = render_text(collect(services.campaign.engine, ExportOptions()), "html")
    charts = page.count("<svg ")
    assert charts == 3  # threat, Ana, Ben: the NPC's health the players saw as a word (zombies are not charted)
    gm = render_text(collect(services.campaign.engine, ExportOptions(secrets=True)), "html")
    assert gm.count("<svg ") == 4  # the GM's copy charts the NPC too
    assert "Tension: 5</text>" in page  # a ruleset without a Threat Level: its tension meter
    assert "Ana — Health: 80</text>" in page and "Ben — Health: 100</text>" in page
    assert page.count(f">event {len(PUBLIC)}</text>") == 3  # the last event listed: the header's count


def test_session_ranges_and_missing_sessions(played):
    services, _ids = played
    engine = services.campaign.engine
    both = render_text(collect(engine, ExportOptions(first=1, last=2)), "md")
    positions(both, ["Session 1: First night", "Note: Session one wrap-up", "Session 2: The mall", PUBLIC[2]])
    first = render_text(collect(engine, ExportOptions(first=1, last=1)), "md")
    assert "Session one wrap" in first and "mall at dusk" not in first
    with pytest.raises(ExportError, match="There is no session 7"):
        collect(engine, ExportOptions(first=7, last=7))


@pytest.mark.parametrize(
    ("language", "started", "damage"),
    [("ru", "Сессия 2 началась", "Урон — Ana"), ("es", "Empieza la sesión 2", "Daño a Ana")],
)
def test_export_in_another_language(played, language, started, damage):
    services, _ids = played
    text = render_text(collect(services.campaign.engine, ExportOptions(language=language)), "md")
    assert started in text and damage in text
    assert "Session 2 started" not in text


def test_unknown_language_is_refused(played):
    services, _ids = played
    with pytest.raises(ValueError, match="unknown language"):
        collect(services.campaign.engine, ExportOptions(language="xx"))


def test_pdf_is_written_with_every_public_event(played, tmp_path):
    services, _ids = played
    target = tmp_path / "night.pdf"
    count = export_log(services.campaign.engine, ExportOptions(), "pdf", target)
    assert count == len(PUBLIC)
    assert target.read_bytes().startswith(b"%PDF") and target.stat().st_size > 2000
    text = text_of(target)
    positions(text, PUBLIC)
    assert "guard is infected" not in text
    # the threat level and the PCs' main tracks, as on the HTML page (the NPC's health was a word)
    assert all(title in text for title in ("Tension: 5", "Ana — Health: 80", "Ben — Health: 100"))
    assert text.count(f"event {len(PUBLIC)}") == 3


def test_every_format_writes_a_file(played, tmp_path):
    services, _ids = played
    for key, fmt in FORMATS.items():
        target = tmp_path / f"log{fmt.suffix}"
        assert export_log(services.campaign.engine, ExportOptions(), key, target) == len(PUBLIC)
        assert target.stat().st_size > 0
