"""A Foundry twdu actor's own notes (``system.notes``, HTML) reach the character's notes beside the
Archetype line, show in the preview, and go back to Foundry as paragraphs, so a round trip keeps
them; both shapes of the field (a plain string, ``{"value": …}``) are read."""

from __future__ import annotations

import json
from pathlib import Path

from app.rules.twdu.foundry_notes import html_text, text_html

GM = Path(__file__).resolve().parents[2] / "fixtures" / "gm"


def test_the_actors_notes_string_is_read_beside_the_archetype_and_shown_in_the_preview(twdu):
    preview = twdu.characters.preview_import([str(GM / "ana-foundry.json")])
    [ana] = preview.characters
    assert ana.person is not None
    lines = ana.person["notes"].splitlines()
    assert lines[0] == "Archetype: Law enforcer" and lines[-1] == "Former deputy."
    shown = [(str(m.value), m.whole) for m in ana.fields if m.source == "system.notes"]
    assert shown and shown[0][1].splitlines()[-1] == "Former deputy."  # whole under the list


def test_the_preview_s_notes_line_follows_the_notes_page_in_order_cut_at_its_end_only(twdu):
    """Issue 42: "Keeps a photo of her sister. · Archetype: …": the actor's own notes led the line,
    and "Ex-army medic from Atlanta." fell off its end."""
    ana_reyes = GM.parent / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
    [ana] = twdu.characters.preview_import([str(ana_reyes)]).characters
    page = ana.person["notes"].splitlines()
    assert page[-2:] == ["Ex-army medic from Atlanta.", "Keeps a photo of her sister."]
    [(value, whole)] = [(str(m.value), m.whole) for m in ana.fields if m.source == "system.notes"]
    assert whole.splitlines() == page
    assert value.endswith(" · …")
    told = value.removesuffix(" · …").split(" · ")
    assert told == page[:len(told)] and told[0] == "Archetype: Soldier", told


def test_an_export_writes_the_notes_back_as_paragraphs_and_a_round_trip_keeps_them(twdu, tmp_path):
    preview = twdu.characters.preview_import([str(GM / "ana-foundry.json")])
    assert twdu.characters.import_preview(preview)
    ana = next(c for c in twdu.characters.characters() if c.name == "Ana Reyes")
    out = tmp_path / "ana-out.json"
    assert twdu.characters.export_file(str(out), [ana.id], "foundry")
    system = json.loads(out.read_text("utf-8"))["system"]
    assert system["notes"] == {"value": "<p>Former deputy.</p>"}
    assert system["archetype"] == "Law enforcer"
    again = twdu.characters.preview_import([str(out)])
    [back] = again.characters
    assert back.person is not None and back.person["notes"] == ana.notes


def test_paragraphs_and_line_breaks_are_lines_and_come_back_as_paragraphs():
    text = html_text("<p>Former deputy.</p><p>Owes Marcus &amp; Gloria<br>a favour.</p>")
    assert text.splitlines() == ["Former deputy.", "Owes Marcus & Gloria", "a favour."]
    assert text_html(text) == "<p>Former deputy.</p><p>Owes Marcus &amp; Gloria</p><p>a favour.</p>"
