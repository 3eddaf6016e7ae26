"""Re-importing a Foundry actor after a night's play: the preview offers to take the file's sheet
(skills, gear, experience) and keep the roster's state (health, stress, conditions, injuries),
ticked by default when the roster's character was played since it was imported; the update is one
undoable action with one log line, and the night's wounds stay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render, render_event

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def _write(tmp_path: Path, name: str, actor: dict) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(actor), encoding="utf-8")
    return str(path)


def test_a_re_import_after_the_night_keeps_its_wounds_and_takes_the_new_sheet(services, tmp_path):
    actor = json.loads(ANA.read_text("utf-8"))
    assert services.characters.import_preview(services.characters.preview_import([_write(tmp_path, "a.json", actor)]))
    (ana,) = services.characters.characters()
    assert services.characters.damage(ana.id, {"damage": 2, "armor": False})  # the night: Broken
    (ana,) = services.characters.characters()
    night = {k: ana.state[k] for k in ("health", "stress", "injuries", "poisoned", "sick", "dead")}
    assert night["health"] == 0
    actor["system"]["skills"]["tech"]["value"] = 2  # the sheet the player kept in Foundry
    actor["system"]["experience"]["value"] = 7
    preview = services.characters.preview_import([_write(tmp_path, "b.json", actor)])
    (read,) = preview.characters
    assert read.updating and preview.keep_night  # played since the import: the night is kept by default
    said = [text(c) for c in preview.changes_of(read)[0]]
    assert any(s.startswith("Tech:") for s in said) and not any(s.startswith("Health (now)") for s in said), said
    missed = "Health 2 in the file: not taken, the night's wounds are kept (Alt+W to take them)"
    assert missed not in said and missed in [text(c) for c in read.update.not_taken], said  # no change: said apart
    events = len(services.campaign.events())
    assert services.characters.import_preview(preview)
    (ana,) = services.characters.characters()
    assert {k: ana.state[k] for k in night} == night  # the night's wounds stay
    assert ana.sheet["tech"] == 2 and ana.state["foundry_source"]["system"]["experience"]["value"] == 7
    assert len(services.campaign.events()) == events + 1  # one log line, saying the night's state stays
    assert render_event(services.campaign.events()[-1]).endswith(
        "Ana Reyes: the sheet from the files; health, stress, conditions and injuries as the night left them")
    assert services.campaign.undo()
    (ana,) = services.characters.characters()
    assert ana.sheet["tech"] != 2 and ana.state["health"] == 0


def test_taking_the_file_s_state_is_still_the_gm_s_choice_and_the_default_before_any_play(services, tmp_path):
    actor = json.loads(ANA.read_text("utf-8"))
    file = _write(tmp_path, "a.json", actor)
    assert services.characters.import_preview(services.characters.preview_import([file]))
    actor["system"]["skills"]["tech"]["value"] = 2
    preview = services.characters.preview_import([_write(tmp_path, "b.json", actor)])
    assert not preview.keep_night  # nothing played since: the files' state as ever
    (ana,) = services.characters.characters()
    assert services.characters.damage(ana.id, {"damage": 2, "armor": False})
    preview = services.characters.preview_import([_write(tmp_path, "b.json", actor)])
    assert preview.keep_night
    preview.choose_keep_night(False)  # the GM takes the file's state: Health back to the file's 2
    (read,) = preview.characters
    assert any(text(c).startswith("Health (now)") for c in preview.changes_of(read)[0])
    assert services.characters.import_preview(preview)
    (ana,) = services.characters.characters()
    assert ana.state["health"] == 2


def test_an_actor_imported_over_a_wounded_character_never_imported_keeps_the_night_ticked(tmp_path, qapp):
    """Issue 42: the Unisystem demo's Shambler, left at 2 Life Points, never imported: its actor (26
    Life Points) would heal it unless the GM ticked the box themselves."""
    from app.services.demo import build_demo

    shambler = ANA.parent / "fvtt-Actor-afmbe-jesuisfrog-1.3.1-creature-shambler.json"
    services = open_services(str(build_demo(tmp_path / "demo.deadwatch", "afmbe", "unisystem")), Dice(seed=3))
    try:
        [zombie] = [c for c in services.characters.characters() if c.name == "Shambler"]
        assert services.ruleset.track_values(zombie.sheet, zombie.state)["life_points"] == 2
        preview = services.characters.preview_import([str(shambler)])
        [read] = preview.characters
        assert read.updating and preview.keep_night
        # its bite uses no ammunition: none said of it, in the change or in its row
        assert "Weapons: Bite added" in [text(c) for c in preview.changes_of(read)[0]]
        [weapons] = [f for f in read.fields if f.label == "Weapons"]
        [(name, *cells)] = weapons.rows
        assert name[1] == "Bite" and "Ammo" not in [label for label, _value in cells], cells
        assert services.characters.import_preview(preview)
        [zombie] = [c for c in services.characters.characters() if c.name == "Shambler"]
        assert services.ruleset.track_values(zombie.sheet, zombie.state)["life_points"] == 2
    finally:
        services.close()


def test_an_unhurt_character_never_imported_takes_the_file_s_state(services):
    assert services.characters.create("Ana Reyes", "pc", services.ruleset.new_sheet())
    preview = services.characters.preview_import([str(ANA)])
    assert preview.characters[0].updating and not preview.keep_night
