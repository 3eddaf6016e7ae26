"""A twdu actor's experience (``system.experience.value``) is the character's unspent points in
Deadwatch: the import sets them (the preview says so; "nothing changes" when they are the same),
one Undo takes them back with the import, and the Foundry export writes the points the night's
awards and spends left, not the number first read."""

from __future__ import annotations

import json
from pathlib import Path

from app.services.logtext import render

GM = Path(__file__).resolve().parents[2] / "fixtures" / "gm"
JULES = GM / "fvtt-Actor-jules-tanaka-AbC123.json"  # experience 4


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


def jules_id(services) -> int:
    return next(c.id for c in services.characters.characters() if c.name == "Jules Tanaka")


def test_the_actor_s_experience_becomes_the_unspent_points_and_one_undo_takes_it_back(twdu):
    preview = twdu.characters.preview_import([str(JULES)])
    [jules] = preview.characters
    assert ("Unspent experience points", 4) in [(f.label, f.value) for f in jules.fields]
    assert not [text(n) for n in jules.ignored if text(n).startswith("Experience")]
    assert twdu.characters.import_preview(preview)
    assert twdu.experience.ledger(jules_id(twdu))["unspent"] == 4
    assert twdu.campaign.undo()  # the import and its points, in one step
    assert twdu.characters.characters() == []
    assert twdu.experience.ledger(1)["unspent"] == 0


def test_the_export_writes_the_points_the_night_left_and_a_re_import_says_what_changes(twdu, tmp_path):
    twdu.characters.import_preview(twdu.characters.preview_import([str(JULES)]))
    jid = jules_id(twdu)
    assert twdu.experience.award(jid, 3)
    skill = next(choice.value for choice, refusal in twdu.experience.options(jid) if not refusal)
    assert twdu.experience.spend(jid, skill, 5)
    assert twdu.experience.ledger(jid)["unspent"] == 2
    out = tmp_path / "jules-out.json"
    assert twdu.characters.export_file(str(out), [jid], "foundry")
    assert json.loads(out.read_text("utf-8"))["system"]["experience"]["value"] == 2  # not the 4 first read

    again = twdu.characters.preview_import([str(out)])
    [same] = again.characters
    assert same.update is not None and same.update.same  # the points as the campaign has them
    assert [text(x) for x in same.update.changes] == ["nothing changes"]

    older = twdu.characters.preview_import([str(JULES)])  # the actor as Foundry still has it: 4
    [back] = older.characters
    assert back.update is not None and "Unspent experience points: 2 → 4" in [text(x) for x in back.update.changes]
    assert twdu.characters.import_preview(older)
    assert twdu.experience.ledger(jid)["unspent"] == 4
    assert twdu.campaign.undo()
    assert twdu.experience.ledger(jid)["unspent"] == 2
