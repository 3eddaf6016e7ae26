"""Issue 42: a Foundry actor imported over the roster's character of its name for the first time:
the preview said 19 changes, the session log "Strength …, Agility …, Wits … and 17 more changes"
(20): the actor's id the character now keeps counted as a change no one listed."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def test_the_log_counts_the_changes_the_preview_counted(services):
    assert services.characters.create("Ana Reyes", "pc", services.ruleset.new_sheet())
    preview = services.characters.preview_import([str(ANA)])
    (ana,) = preview.characters
    assert ana.updating
    shown = preview.change_count(ana)
    assert shown > 3
    assert services.characters.import_preview(preview)
    changed = services.campaign.events()[-1].args["changed"]
    assert [c["args"]["more"] for c in changed] == [shown - 3]
    assert services.characters.characters()[0].foundry_id  # the id kept all the same
