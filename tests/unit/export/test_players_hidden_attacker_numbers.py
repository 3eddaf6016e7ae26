"""A hidden zombie strikes Kit (the grid game): every players' copy said "Damage to Kit: Strength 2
× Bare hands or a bite 1 × hand 50% × 2 = 2 — …" and its JSON held the damage form's
``attacker_strength`` and ``attacker_hand_share``: the hidden attacker's Strength, weapon and hand.
Only Kit's side is theirs: "Damage to Kit: 2" and what it did to him, in every format; the GM's own
copy (with secrets) still works it out."""

from __future__ import annotations

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from tests.stores import campaign_target
from tests.unit.export.pdftext import text_of

WORKED = "Strength 2 × Bare hands or a bite 1 × hand 50% × 2 = 2"
ATTACKER = [WORKED, "Bare hands", "attacker_strength", "attacker_hand_share", "hand 50%"]


@pytest.fixture
def struck(tmp_path, qapp):
    path = campaign_target(tmp_path, "mall.deadwatch")
    create_campaign(str(path), "Mall", "gridlimbs").engine.dispose()
    services = open_services(str(path), Dice(seed=7))
    services.campaign.start_session("Night")
    assert services.characters.create("Kit", "pc", services.ruleset.new_sheet())
    assert services.characters.create("Shambler", "zombie", services.ruleset.new_sheet())  # not revealed
    ids = {c.name: c.id for c in services.characters.characters()}
    blow = {"part": "torso", "amount": 0, "weapon": "unarmed", "attacker_strength": 2, "attacker_hand_share": 50}
    assert services.characters.damage(ids["Kit"], blow, actor_id=ids["Shambler"])
    yield services, tmp_path
    services.close()


def _exported(services, key, target, secrets=False):
    export_log(services.campaign.engine, ExportOptions(secrets=secrets, undone=True), key, target)
    return " ".join((text_of(target) if key == "pdf" else target.read_text("utf-8")).split())


def test_the_players_copy_says_the_damage_kit_took_and_nothing_of_the_hidden_attacker(struck):
    services, tmp_path = struck
    for key, fmt in FORMATS.items():
        text = _exported(services, key, tmp_path / f"players{fmt.suffix}")
        assert "Damage to Kit: 2" in text and "the main pool loses 2" in text, f"{key} lost Kit's damage"
        for said in ATTACKER:
            assert said not in text, f"{key} holds the hidden attacker's {said!r}"
    gm = _exported(services, "md", tmp_path / "gm.md", secrets=True)
    assert f"Damage to Kit: {WORKED}" in gm
