"""twdu: a duel's damage offers say how their numbers are made.  Round 2 at 10 m, "Both hit, 2 against
2", then "Apply 2 damage to Mia Chen" and "Apply 2 damage to Rook", no word of whose weapon dealt
what (a hunting rifle had done 3 on a 2-success hit a turn before).  The text: the winner deals "their
own weapon's Damage rating", each extra success one more; equal successes, each hits the other with
his own weapon's Damage.  In each language's demo."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import render
from app.services.rolls import RollRequest
from ui import i18n

SAID = {
    "en": {"both": ["Apply 2 damage to Mia Chen (both hit: weapon damage 2)",
                    "Apply 2 damage to Rook (both hit: weapon damage 2)"],
           "won": ["Apply 3 damage to Mia Chen (weapon damage 2 + 1 extra success)"],
           "bare": ["Apply 2 damage to Mia Chen (weapon damage 2, no extra success)"]},
    "ru": {"both": ["Нанести урон 2 — Mia Chen (оба попадают: урон оружия 2)",
                    "Нанести урон 2 — Rook (оба попадают: урон оружия 2)"],
           "won": ["Нанести урон 3 — Mia Chen (урон оружия 2 + 1 лишний успех)"],
           "bare": ["Нанести урон 2 — Mia Chen (урон оружия 2, без лишних успехов)"]},
    "es": {"both": ["Aplicar 2 de daño a Mia Chen (ambos impactan: daño del arma 2)",
                    "Aplicar 2 de daño a Rook (ambos impactan: daño del arma 2)"],
           "won": ["Aplicar 3 de daño a Mia Chen (daño del arma 2 + 1 éxito extra)"],
           "bare": ["Aplicar 2 de daño a Mia Chen (daño del arma 2, sin éxitos extra)"]},
}


@pytest.fixture(params=["en", "ru", "es"])
def demo(request, tmp_path, qapp):
    language = request.param
    assert i18n.set_language(language)
    path = build_demo(tmp_path / f"twdu-{language}.deadwatch", "twdu", language=language)
    services = open_services(str(path), Dice(seed=3))
    services.campaign.start_session("The mill")
    yield services, language
    services.close()
    i18n.set_language("en")


@pytest.mark.parametrize(("case", "rook", "mia"), [("both", 2, 2), ("won", 3, 1), ("bare", 2, 1)])
def test_each_duel_offer_says_how_its_damage_is_made(demo, case, rook, mia):
    services, language = demo
    ids = {c.name: int(c.id) for c in services.initiative.roster()}
    inputs = {"item": "w0", "band": "short", "skill": "close_combat"}
    inputs.update(services.rolls.opponent_defaults("duel", ids["Mia Chen"], inputs))
    request = RollRequest("duel", ids["Rook"], inputs, ids["Mia Chen"])
    mine, theirs = services.rolls.roll_parts(request), services.rolls.opponent_parts(request)
    assert mine is not None and theirs is not None
    faces = ["6"] * rook + ["2"] * (mine.total - rook) + ["6"] * mia + ["2"] * (theirs[1].total - mia)
    rolled = services.rolls.roll(request, " ".join(faces))
    assert rolled is not None and rolled.result is not None
    names = {"opponent": "Mia Chen", "roller": "Rook"}
    said = [render(o.label, {**o.args, "name": names[o.to]}, "rules") for o in rolled.result.damage]
    assert said == SAID[language][case]
