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


def test_a_party_holding_the_demo_character_and_a_copy_of_his_english_name_brings_both(tmp_path, qapp):
    """A roster that came to hold «Отец Том» and a "Father Tom" beside him (each with its own id)
    exported and read into the Russian demo: «Отец Том» updates him, "Father Tom" comes in; not the
    copy taken for him by its name and the whole file refused as one character twice."""
    services = open_services(str(build_demo(tmp_path / "old.deadwatch", "afmbe", "norms", language="ru")), Dice(seed=1))
    party = tmp_path / "party.csv"
    try:
        assert services.characters.create("Father Tom", "pc")
        assert services.characters.export_file(str(party), [c.id for c in services.characters.characters()])
    finally:
        services.close()
    services = open_services(str(build_demo(tmp_path / "new.deadwatch", "afmbe", "norms", language="ru")), Dice(seed=1))
    try:
        preview = services.characters.preview_import([str(party)])
        assert preview.ready and not [c.name for c in preview.characters if c.refused]
        assert services.characters.import_preview(preview)
        assert sum(c.name in ("Отец Том", "Father Tom") for c in services.characters.characters()) == 2
    finally:
        services.close()
