"""Ana Reyes imported from her actor, then the party's spreadsheet alone: its "Reyes, Ana" is
offered as her (the preview's same-person row), not read as a new character unasked."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
ACTOR = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
FILE = FIXTURES / "csv" / "twdu-party-excel-semicolon-bom.csv"


def test_reyes_ana_is_offered_against_the_ana_her_actor_made(twdu):
    assert twdu.characters.import_preview(twdu.characters.preview_import([str(ACTOR)]))
    preview = twdu.characters.preview_import([str(FILE)])
    [ana] = [c for c in preview.characters if c.name == "Reyes, Ana"]
    assert ana.update is None and ana.maybe is not None and ana.maybe.name == "Ana Reyes"


def test_another_actor_of_her_name_is_still_not_offered(twdu, tmp_path):
    """An actor of another id called "Reyes, Ana" is a character of its own, as before."""
    assert twdu.characters.import_preview(twdu.characters.preview_import([str(ACTOR)]))
    other = tmp_path / "other.json"
    text = ACTOR.read_text("utf-8").replace("Q1w2E3r4T5y6U7i8", "Z9z9Z9z9Z9z9Z9z9")
    text = text.replace('"Ana Reyes"', '"Reyes, Ana"')
    other.write_text(text, "utf-8")
    preview = twdu.characters.preview_import([str(other)])
    [ana] = [c for c in preview.characters if c.name == "Reyes, Ana"]
    assert ana.maybe is None
