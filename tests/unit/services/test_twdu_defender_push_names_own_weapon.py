"""twdu: the defender's push names his own roll.  Rook's duel at Mia at Short range (his shotgun, her
hunting rifle, a Close Combat roll for both): Mia pushed her side and the log said «Mia Chen:
Форсировать бросок — Дуэль (Ближний бой, Дробовик (+3)), цель — Rook», the shotgun being Rook's;
in Spanish Ana's push named Rook's «Escopeta (+3)», she carrying a revolver.  Now the line names the
pusher's own skill and weapon, in each language's demo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import render_event
from app.services.rolls import RollRequest
from ui import i18n

#: Rook's weapon in each demo, and the defenders' own
WORDS = {
    "en": ("Shotgun", {"Mia Chen": "Hunting rifle", "Ana Reyes": "Revolver"}),
    "ru": ("Дробовик", {"Mia Chen": "Охотничья винтовка", "Ana Reyes": "Револьвер"}),
    "es": ("Escopeta", {"Mia Chen": "Rifle de caza", "Ana Reyes": "Revólver"}),
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


@pytest.mark.parametrize("defender", ["Mia Chen", "Ana Reyes"])
def test_the_defenders_push_names_his_own_skill_and_weapon(demo, defender):
    services, language = demo
    ids = {c.name: int(c.id) for c in services.initiative.roster()}
    rolls = services.ruleset.roll_rules()
    rook = services.characters.character(ids["Rook"])
    spec = next(k for k in rolls.roll_kinds(rook.sheet) if k.key == "duel")
    inputs = {"item": "w0", "band": "short", "skill": "close_combat"}
    inputs.update(services.rolls.opponent_defaults("duel", ids[defender], inputs))
    assert {f.key for f in spec.fields + spec.opponent_fields} >= set(inputs)
    request = RollRequest("duel", ids["Rook"], inputs, ids[defender])
    mine, theirs = services.rolls.roll_parts(request), services.rolls.opponent_parts(request)
    assert mine is not None and theirs is not None
    # Rook's dice all 6s, the defender's none: he loses, and may push his side
    rolled = services.rolls.roll(request, " ".join(["6"] * mine.total + ["2"] * theirs[1].total))
    assert rolled is not None and any(f.key == "push_opponent" for f in rolled.result.follow_ups)
    pushed = services.rolls.follow_up(rolled, "push_opponent")
    assert pushed is not None
    line = render_event(services.campaign.events()[-1])
    assert line.startswith(f"{defender}: "), line
    shotgun, own = WORDS[language]
    close = QCoreApplication.translate("rules", "Close Combat")
    assert own[defender] in line and shotgun not in line, line
    assert close in line, line
