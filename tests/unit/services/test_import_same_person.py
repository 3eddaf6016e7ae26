"""A name the roster holds written another way ("Reyes, Ana" for Ana Reyes, "ANA REYES", "Ána
Reyes") is offered as maybe the same character, with what updating her would change; taken only
when the GM says so, and then imported as an update of her."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.imports.updating import same_person

FILE = Path(__file__).resolve().parents[2] / "fixtures" / "csv" / "twdu-party-libreoffice.csv"


@pytest.mark.parametrize(("one", "other", "same"), [
    ("Reyes, Ana", "Ana Reyes", True), ("REYES,  ana", "Ana Reyes", True), ("ANA reyes", "Ana Reyes", False),
    ("Ána Réyes", "Ana Reyes", True),
    ("Reyes Ana", "Ana Reyes", True), ("Ana Reyes", "Ana Reyes", False),  # the same name: already matched
    ("Ana", "Ana Reyes", False),
    ("Ben Okafor", "Ana Reyes", False),
])
def test_same_person_written_another_way(one, other, same):
    assert same_person(one, other) is same


def test_reyes_ana_is_offered_as_the_roster_s_ana_reyes_and_updates_her_when_chosen(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        assert services.characters.create("Ana Reyes", "pc")
        preview = services.characters.preview_import([str(FILE)])
        ana = next(c for c in preview.characters if c.name == "Reyes, Ana")
        assert ana.maybe is not None and ana.maybe.name == "Ana Reyes" and not ana.updating
        assert preview.maybe_same() == [ana]
        preview.choose_same(ana, True)
        assert ana.updating and ana.person["update"] == ana.maybe.id
        assert services.characters.import_preview(preview)
        people = {c.name: c.sheet["strength"] for c in services.characters.characters()}
        assert people == {"Ana Reyes": 4, "Ben Okafor": people["Ben Okafor"], "Gloria": people["Gloria"]}
    finally:
        services.close()
