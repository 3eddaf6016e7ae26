"""A twdu actor read with all its problems at once, and an NPC's skill with no level read as 0.

A GM fixing a file by the preview's words should not be told one layer at a time (the missing
skills first, then, once those are fixed, "Strength 14" out of range): every problem of an actor
is said together.  An NPC whose file gives a skill no level (a hand-made actor, a system version
that leaves it out) has none of that skill's dice: 0, and the preview says "not given, 0 taken",
never "None"."""

from __future__ import annotations

import json
from pathlib import Path

from app.services.imports.preview import ImportPreview
from app.services.logtext import render

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "foundry"
TWDU_PC = FIXTURES / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
TWDU_NPC = FIXTURES / "fvtt-Actor-twdu-4.0.3-npc-gloria.json"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


def everything_said(preview: ImportPreview) -> str:
    """Every word of the preview, as its rows show them."""
    parts = [text(p) for p in preview.problems]
    for c in preview.characters:
        parts += [text(x) for x in (*c.refused, *c.ignored, *c.notices)]
        parts += [f"{f.label}: {text(f.value) if isinstance(f.value, dict) else f.value}" for f in c.fields]
    return "\n".join(parts)


def _written(tmp_path: Path, source: Path, change) -> Path:  # noqa: ANN001
    actor = json.loads(source.read_text("utf-8"))
    change(actor)
    path = tmp_path / source.name
    path.write_text(json.dumps(actor), "utf-8")
    return path


def test_an_npc_skill_with_no_level_is_0_and_said_so_never_none(twdu, tmp_path):
    def drop(actor) -> None:  # noqa: ANN001
        del actor["system"]["skills"]["mobility"]["level"]
        actor["system"]["skills"]["stealth"]["level"] = None

    preview = twdu.characters.preview_import([str(_written(tmp_path, TWDU_NPC, drop))])
    [gloria] = preview.characters
    said = everything_said(preview)
    assert "None" not in said, said
    assert not gloria.refused and preview.ready
    assert (gloria.person["sheet"]["mobility"], gloria.person["sheet"]["stealth"]) == (0, 0)
    assert "Mobility: no level in the file (“system.skills.mobility.level”): not given, 0 taken" in said
    assert "Stealth: no level in the file (“system.skills.stealth.level”): not given, 0 taken" in said
    assert twdu.characters.import_preview(preview)
    assert twdu.characters.characters()[0].sheet["mobility"] == 0


def test_every_problem_of_an_actor_is_said_at_once(twdu, tmp_path):
    def spoil(actor) -> None:  # noqa: ANN001
        del actor["system"]["skills"]["mobility"]
        del actor["system"]["skills"]["stealth"]
        actor["system"]["attributes"]["str"]["value"] = 14

    preview = twdu.characters.preview_import([str(_written(tmp_path, TWDU_PC, spoil))])
    [ana] = preview.characters
    reasons = [text(r) for r in ana.refused]
    assert not preview.ready and ana.person is None
    # a skill the actor lacks is not given (Foundry's export writes every field): said, not refused
    assert "Mobility, Stealth: not in the file: start at their defaults" in [text(n) for n in ana.ignored]
    assert not any("mobility" in r or "stealth" in r for r in reasons), reasons
    assert "“Strength (system.attributes.str.value)” is 14; on this sheet it runs from 1 to 5" in reasons, reasons


def test_a_kept_npc_sheet_number_that_is_no_number_does_not_hide_a_bad_level(twdu, tmp_path):
    def spoil(actor) -> None:  # noqa: ANN001
        actor.setdefault("flags", {}).setdefault("world", {})["deadwatch"] = {
            "sheet": {"strength": "strong", "agility": 9, "wits": 2, "empathy": 2}}
        actor["system"]["skills"]["scout"]["level"] = "legendary"

    preview = twdu.characters.preview_import([str(_written(tmp_path, TWDU_NPC, spoil))])
    reasons = [text(r) for r in preview.characters[0].refused]
    assert any("strength" in r and "strong" in r for r in reasons), reasons
    assert any("legendary" in r for r in reasons), reasons
    assert "“Agility (flags.world.deadwatch.sheet.agility)” is 9; on this sheet it runs from 1 to 5" in reasons, reasons
