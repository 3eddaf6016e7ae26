"""The roll-under d10 game against its text, through the services the way the dice dock calls them:
a shot's hit offered to its target's damage form, a critical past any protection."""

from __future__ import annotations

import pytest

from app.services.rolls import RollRequest

PISTOL = {"name": "pistol", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8, "criticals": True}
VEST = {"name": "vest", "deflect": 9, "absorb": 10}


def test_a_critical_shot_offers_its_doubled_damage_to_the_target_past_any_protection(services):
    # "если игрок выкинул 1, то попадание наносит двойной урон и игнорирует защиту цели любого вида"
    rules = services.ruleset
    assert services.characters.create("Vera", "pc", {**rules.new_sheet(), "perception": 6, "weapons": [PISTOL]})
    assert services.characters.create("Raider", "npc", {**rules.new_sheet(), "endurance": 5, "armor": [VEST]})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    rolled = services.rolls.roll(RollRequest("shot", who["Vera"], {"weapon": "pistol"}, who["Raider"]), "1")
    assert rolled is not None
    [offer] = rolled.result.damage
    assert (offer.to, offer.amount, offer.request["critical"]) == ("opponent", 50, True)
    assert services.characters.damage(who["Raider"], dict(offer.request))
    assert services.characters.character(who["Raider"]).state["health"] == 100 - 50  # the vest ignored
    # a plain hit offers the weapon's damage through the target's armor, as a melee hit does
    plain = services.rolls.roll(RollRequest("shot", who["Vera"], {"weapon": "pistol"}, who["Raider"]), "4")
    [offer] = plain.result.damage
    assert (offer.amount, offer.request["critical"], offer.request["armor"]) == (25, False, "0")
    # no target picked (a shot at a door): nothing offered
    door = services.rolls.roll(RollRequest("shot", who["Vera"], {"weapon": "pistol"}), "1")
    assert door is not None and door.result.damage == ()


def test_a_volley_tests_each_shot_offers_each_hit_and_spends_the_rounds(services):
    # "произвести выстрелы из оружия (сколько выстрелов можно сделать за ход - указано в описании
    # оружия)"; "Чтобы произвести выстрел, персонаж проходит тест на Восприятие"
    from fractions import Fraction

    from app.services.command import CommandError
    from app.services.logtext import render_event

    rules = services.ruleset
    assert services.characters.create("Vera", "pc", {**rules.new_sheet(), "perception": 6, "weapons": [PISTOL]})
    assert services.characters.create("Raider", "npc", {**rules.new_sheet(), "endurance": 5, "armor": [VEST]})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    volley = RollRequest("shot", who["Vera"], {"weapon": "pistol", "shots": 2}, who["Raider"])
    odds = {c.label: c.chance for c in services.rolls.odds(volley)}
    # each shot hits on 1-6 of a d10 (a 10 always misses), a critical on the 1
    assert odds == {"At least one hit": 1 - Fraction(4, 10) ** 2, "All {count} hit": Fraction(6, 10) ** 2,
                    "At least one critical hit": 1 - Fraction(9, 10) ** 2}
    rolled = services.rolls.roll(volley, "1 4")
    assert rolled is not None
    assert [(o.amount, o.request["critical"]) for o in rolled.result.damage] == [(50, True), (25, False)]
    assert services.ammo.stocks(who["Vera"])[0].stock.count == 6  # 8 loaded, two shots
    assert render_event(services.campaign.events()[-1]).startswith(
        "Vera rolls Shot (Perception) — pistol against Raider with table dice: "
        "2 of 2 shots hit, 1 critical: 75 damage, 50 of it ignoring armor")  # the critical «игнорирует защиту»
    with pytest.raises(CommandError, match="fires at most") as refused:
        services.rolls.odds(RollRequest("shot", who["Vera"], {"weapon": "pistol", "shots": 3}, who["Raider"]))
    # «сколько выстрелов можно сделать за ход - указано в описании оружия»: the refusal says how many
    from app.services.logtext import render
    from ui.i18n import set_language

    said = {}
    try:
        for language in ("en", "ru", "es"):
            set_language(language)
            said[language] = render(refused.value.message, refused.value.args_, refused.value.context)
    finally:
        set_language("en")
    assert said == {"en": "This weapon fires at most 2 shots a turn.",
                    "ru": "Это оружие делает не больше 2 выстрелов за ход.",
                    "es": "Esta arma hace como mucho 2 disparos por turno."}
    assert services.campaign.undo()
    assert services.ammo.stocks(who["Vera"])[0].stock.count == 8


@pytest.mark.parametrize(("language", "one", "two"), [
    ("en", "2 of 2 shots hit, 1 critical:", "2 of 2 shots hit, 2 criticals:"),
    ("es", "Impactan 2 de 2 disparos, 1 crítico:", "Impactan 2 de 2 disparos, 2 críticos:"),
    ("ru", "Попаданий: 2 из 2, 1 критическое;", "Попаданий: 2 из 2, 2 критических;"),
])
def test_a_volley_s_criticals_take_the_count_s_plural_form(services, tmp_path, language, one, two):
    """«Impactan 2 de 2 disparos, 1 críticos» in the log and the export: the form follows the count."""
    from app.export import ExportOptions, export_log

    rules = services.ruleset
    services.campaign.start_session("Noche")
    assert services.characters.create("Vera", "pc", {**rules.new_sheet(), "perception": 6, "weapons": [PISTOL]})
    assert services.characters.create("Raider", "npc", {**rules.new_sheet(), "endurance": 5})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    volley = RollRequest("shot", who["Vera"], {"weapon": "pistol", "shots": 2}, who["Raider"])
    assert services.rolls.roll(volley, "1 4") is not None
    assert services.rolls.roll(volley, "1 1") is not None
    target = tmp_path / f"log-{language}.md"
    export_log(services.campaign.engine, ExportOptions(secrets=True, language=language), "md", target)
    text = target.read_text("utf-8")
    assert one in text and two in text, text[-600:]
