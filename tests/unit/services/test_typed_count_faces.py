"""Typed faces of a roll whose count hangs on its faces are refused with the count these faces
take, never with a range that holds the count typed: "8 4 2" for an AFMBE attack and its defence
takes 2 dice (the attack, then the dodge), and says so, not "2–3 dice …; 3 typed"."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.rolls import RollRequest
from tests.stores import campaign_target
from tests.unit.services.test_autofire_ammo import add

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 5}


@pytest.fixture
def norms(tmp_path, qapp):
    path = campaign_target(tmp_path, "norms.deadwatch")
    create_campaign(str(path), "Norms", "afmbe", "norms").engine.dispose()
    services = open_services(str(path), Dice(seed=4))
    yield services
    services.close()


@pytest.mark.parametrize(
    ("faces", "said"),
    [
        ("8 4 2", "With the faces typed this roll takes 2 dice: 1 × d10 (Attack); 1 × d10 (Defence); 3 typed."),
        ("8", "With the faces typed this roll takes 2–3 dice: 1 × d10 (Attack); 2 × d10 (Defence); 1 typed."),
    ],
)
def test_a_count_that_hangs_on_the_faces_is_told_for_the_faces_typed(norms, faces, said):
    dana = add(norms, "Dana", dex=3, skills=GUNS, weapons=[PISTOL])
    biter = add(norms, "Biter", "npc")  # a living foe: he dodges (the dead do not defend)
    seen = []
    norms.rolls.failed.connect(lambda context, message: seen.append((context, message)))
    events = len(norms.campaign.events())
    assert norms.rolls.roll(RollRequest("attack", dana, {"skill": "0", "weapon": "0"}, biter), faces) is None
    assert len(norms.campaign.events()) == events  # refused: nothing logged
    assert seen[-1] == ("log", said)
    assert norms.rolls.roll(RollRequest("attack", dana, {"skill": "0", "weapon": "0"}, biter), "8 4") is not None


@pytest.fixture
def unisystem(tmp_path, qapp):
    path = campaign_target(tmp_path, "unisystem.deadwatch")
    create_campaign(str(path), "Unisystem", "afmbe", "unisystem").engine.dispose()
    services = open_services(str(path), Dice(seed=4))
    yield services
    services.close()


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "With the faces typed this roll takes 1 × d10; 2 typed: after Attack 2 (total 4), no Defence die "
               "is rolled."),
        ("es", "Con las caras escritas esta tirada necesita 1 × d10; 2 escritos: tras Ataque 2 (total 4), no se tira "
               "ningún dado de Defensa."),
        ("ru", "С введёнными гранями этому броску нужно 1 × d10; введено 2: после «Атака 2 (итого 4)» кубик «Защита» "
               "не бросается."),
    ],
)
def test_an_attack_that_misses_says_why_no_defence_die_is_rolled(unisystem, lang, said):
    """«Con las caras escritas esta tirada necesita 1 × d10; 2 escritos.» never said that the
    attack's die already missed, so no defence die was rolled: the hint had said two dice."""
    from app.services.logtext import render
    from ui.i18n import set_language

    try:
        assert set_language(lang)
        biter = add(unisystem, "Biter", "zombie")
        dana = add(unisystem, "Dana", dex=3)
        seen = []
        unisystem.rolls.failed.connect(lambda context, message: seen.append(render(message, {}, context)))
        assert unisystem.rolls.roll(RollRequest("attack", biter, {}, dana), "2 3") is None
        assert seen[-1] == said
    finally:
        set_language("en")
