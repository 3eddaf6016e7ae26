"""Words the GMs met in the log: «схватка», not the made-up «кубовка»; a turn line that does not
depend on the fighter's gender («Vera: ход сделан», not «Vera походил»); a Spanish exchange won by one
("Gleb: victoria en el intercambio", not "Gleb: ganan"); and tiles counted in the right form
("Camina 1 casilla", "Walks 1 tile")."""

from __future__ import annotations

import pytest

from app.export.language import translator_for
from app.services.logtext import render


def line(text, args, ctx, language):
    return render(text, args, ctx, translator_for(language))


def test_the_russian_exchange_is_a_skhvatka():
    ru = translator_for("ru")
    for source in ("Melee exchange", "Win the exchange", "Lose the exchange"):
        assert "схватк" in ru("rules", source).lower() and "кубовк" not in ru("rules", source).lower()
    won = line("Wins the exchange ({why}): {damage} damage", {"why": "9 > 7", "damage": 30}, "rules", "ru")
    assert won == "Побеждает в схватке (9 > 7): урон 30"


@pytest.mark.parametrize("text", [
    "{name} has acted", "{name} has acted; {next} is up", "{name} has acted; still waiting: {names}",
    "{name} has acted. Round {round} ends; round {next} begins", "{name} healed", "{name} is shown to the players",
])
def test_a_russian_turn_line_does_not_guess_the_fighters_gender(text):
    said = line(text, {"name": "Vera", "next": "Gleb", "names": "Gleb", "round": 1}, "log", "ru")
    assert "Vera" in said and not any(word in said for word in ("походил", "вылечен", "показан "))


def test_a_spanish_exchange_won_by_one_agrees():
    args = {"winners": "Gleb", "losers": "Zombie 2", "why": "10 contra 6"}
    said = line("{winners}: won the exchange against {losers} ({why})", args, "rules", "es")
    assert said == "Gleb: victoria en el intercambio contra Zombie 2 (10 contra 6)"


@pytest.mark.parametrize(("language", "one", "two"), [
    ("es", "Camina 1 casilla (", "Camina 2 casillas ("),
    ("en", "Walks 1 tile (", "Walks 2 tiles ("),
])
def test_tiles_walked_take_the_form_for_their_count(language, one, two):
    text = "Walks {cost} tiles ({total} of {walk} this turn)."
    # the grid game writes its counts as text ("1"): the form still follows the number
    assert line(text, {"cost": "1", "total": "1", "walk": "1"}, "rules", language).startswith(one)
    assert line(text, {"cost": "2", "total": "2", "walk": "3"}, "rules", language).startswith(two)
    sprint = line("Sprints {cost} tiles ({total} of {speed} this turn) for {stamina} stamina.",
                  {"cost": "1", "total": "1", "speed": "5", "stamina": "1"}, "rules", language)
    assert ("1 casilla (" if language == "es" else "1 tile (") in sprint
