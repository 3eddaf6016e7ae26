"""The players' log names who acted once: a line that begins with its actor or names him ("Ana Reyes
rolls…", "Ana Reyes: Push the roll — …", "Ana Reyes has acted; …") is not written after his name
again in Markdown, BBCode or the PDF, in English, Russian and Spanish; a line that does not name him
("Damage to Ben Okafor…", Ana's blow) keeps him before it."""

from __future__ import annotations

import re

import pytest

from app.export import ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.rolls import RollRequest
from tests.unit.export.pdftext import text_of

#: "Ana Reyes" twice in a row, with whatever a format puts between who and the line
DOUBLED = re.compile(r"Ana Reyes(?:\*\*|\[/b\])?: Ana Reyes")
PREFIXED_BLOW = {"md": "**Ana Reyes**: ", "bbcode": "[b]Ana Reyes[/b]: ", "pdf": "Ana Reyes: "}
BLOW = {"en": "Damage to Ben Okafor", "ru": "Урон — Ben Okafor", "es": "Daño a Ben Okafor"}


@pytest.fixture
def fight(tmp_path, qapp):
    """The twdu demo: Ana rolls and pushes, hits Ben, passes the turn."""
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu")
    services = open_services(str(path), Dice(seed=5))
    services.campaign.start_session("The mill")
    ids = {c.name: int(c.id) for c in services.initiative.roster()}
    ana, ben = ids["Ana Reyes"], ids["Ben Okafor"]
    assert services.initiative.start([ana, ben])
    first = services.rolls.roll(RollRequest("skill", ana, {"skill": "mobility"}), "3 1 3 2 5 5")
    assert services.rolls.follow_up(first, "push", faces="5 6 1 2 5 1 1") is not None
    assert services.characters.damage(ben, {"damage": 1}, actor_id=ana)
    assert services.initiative.next_turn()
    yield services, tmp_path
    services.close()


@pytest.mark.parametrize("language", ["en", "ru", "es"])
@pytest.mark.parametrize("key", ["md", "bbcode", "pdf"])
def test_no_format_writes_the_actors_name_twice(fight, language, key):
    services, tmp_path = fight
    target = tmp_path / f"players-{language}.{key}"
    export_log(services.campaign.engine, ExportOptions(language=language), key, target)
    text = text_of(target) if key == "pdf" else target.read_text("utf-8")
    text = " ".join(text.split())
    assert text.count("Ana Reyes") >= 3, text  # her roll, her push, her turn are there…
    assert not DOUBLED.search(text), DOUBLED.search(text).group(0)  # …her name once each
    assert PREFIXED_BLOW[key] + BLOW[language] in text, text  # her blow on Ben: she is named before it
