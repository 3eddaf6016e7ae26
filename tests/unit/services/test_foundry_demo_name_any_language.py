"""A Foundry actor named as a demo's character in another of the demo's languages is that character:
the AFMBE system's "Father Tom" read into the Russian demo updates «Отец Том», as the English demo's
party does, instead of coming in as a second Father Tom beside him."""

from __future__ import annotations

from pathlib import Path

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo

ACTOR = Path(__file__).parents[2] / "fixtures" / "foundry" / \
    "fvtt-Actor-afmbe-jesuisfrog-1.3.1-character-father-tom.json"


def test_an_actor_named_in_english_updates_the_russian_demos_own_character(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "demo.deadwatch", "afmbe", "norms", language="ru")),
                             Dice(seed=1))
    try:
        before = sorted(c.name for c in services.characters.characters())
        assert "Отец Том" in before
        preview = services.characters.preview_import([str(ACTOR)])
        (tom,) = preview.characters
        assert tom.update is not None and tom.update.name == "Отец Том"
        assert services.characters.import_preview(preview)
        assert sorted(c.name for c in services.characters.characters()) == before
    finally:
        services.close()
