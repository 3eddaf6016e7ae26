"""Every command checks the rows it acts on: a removed character is refused (revealed to the
players, placed on the map, moved), and a character whose record is damaged is never handed to the
rules: its own actions are refused by name, and a running fight passes it by."""

from __future__ import annotations

import sqlite3

import pytest

from app.services.bundle import open_services
from app.services.demo import build_demo


def sql(path, statement):  # noqa: ANN001, ANN201
    with sqlite3.connect(path) as db:
        return db.execute(statement).fetchall()


class Refusals:
    def __init__(self, services) -> None:  # noqa: ANN001
        self.messages: list[str] = []
        for service in services.refusing():
            service.failed.connect(lambda _context, message: self.messages.append(message))


def log_lines(path):  # noqa: ANN001, ANN201
    return sql(path, "select count(*) from log_event")[0][0]


@pytest.fixture
def twdu(tmp_path):  # noqa: ANN001, ANN201
    return build_demo(tmp_path / "twdu.deadwatch", "twdu")


def test_a_removed_character_can_no_longer_be_revealed_to_the_players(twdu, qapp):
    services = open_services(str(twdu))
    try:
        refused = Refusals(services)
        ana = next(c.id for c in services.characters.characters() if c.name == "Ana Reyes")
        assert services.characters.remove(ana)
        lines, state = log_lines(twdu), sql(twdu, "select state from campaign")
        assert not services.player_view.set_reveal(ana, True, "numbers")
        assert refused.messages == ["That character has left the campaign."]
        assert (log_lines(twdu), sql(twdu, "select state from campaign")) == (lines, state)
        assert not services.player_view.set_reveal(10_000, True)  # nor one that never was
        assert refused.messages[-1] == "That entry no longer exists."
    finally:
        services.close()


def test_a_removed_character_gets_no_token_on_the_map(tmp_path, qapp):
    path = build_demo(tmp_path / "grid.deadwatch", "gridlimbs")
    services = open_services(str(path))
    try:
        refused = Refusals(services)
        rows = services.characters.characters()
        gone = int(rows[0].id)  # type: ignore[arg-type]
        assert services.characters.remove(gone)
        lines = log_lines(path)
        assert not services.battle_map.place({gone: (0, 0)})
        assert refused.messages == ["That character has left the campaign."]
        assert gone not in services.battle_map.tokens() and log_lines(path) == lines
    finally:
        services.close()


def test_a_damaged_characters_own_actions_are_refused_by_name_and_change_nothing(twdu, qapp):
    services = open_services(str(twdu))
    ids = {c.name: int(c.id) for c in services.characters.characters()}  # type: ignore[arg-type]
    services.close()
    ana = ids["Ana Reyes"]
    sql(twdu, f"update character set state = '[]' where id = {ana}")
    services = open_services(str(twdu))
    try:
        refused = Refusals(services)
        lines = log_lines(twdu)
        assert not services.characters.damage(ana, {})
        assert not services.initiative.start(list(ids.values()))
        stocks = services.ammo.stocks(ana)
        assert stocks == [] and services.experience.options(ana) == []
        assert refused.messages == ["Ana Reyes's record is damaged: repair it or remove it first."] * 2
        assert log_lines(twdu) == lines
    finally:
        services.close()


@pytest.mark.parametrize(("ruleset", "preset"), [("twdu", None), ("gridlimbs", None), ("afmbe", "unisystem")])
def test_a_fight_passes_by_a_fighter_whose_record_turned_out_damaged(tmp_path, qapp, ruleset, preset):
    path = build_demo(tmp_path / "fight.deadwatch", ruleset, preset)
    services = open_services(str(path))
    ids = [int(c.id) for c in services.characters.characters()]  # type: ignore[arg-type]
    assert services.initiative.start(ids)
    services.close()
    sql(path, f"update character set state = '[]', sheet = '[]' where id = {ids[0]}")
    services = open_services(str(path))
    try:
        refused = Refusals(services)
        services.initiative.roll()  # the rolls of the others (refused where the mode declares instead)
        rounds = sql(path, "select round from encounter where active")[0][0]
        for _ in range(2 * len(ids) + 2):  # turns and two rounds' ends, the damaged one never up
            assert services.initiative.next_turn(), refused.messages
            current = services.initiative.current()
            assert current is None or current.character_id != ids[0]
        assert sql(path, "select round from encounter where active")[0][0] >= rounds + 2
        assert sql(path, f"select state from character where id = {ids[0]}") == [("[]",)]  # left as it was
        assert services.characters.remove(ids[0])  # the GM removes it, and the fight goes on
        assert services.initiative.next_turn()
    finally:
        services.close()


def test_the_party_wide_actions_pass_a_damaged_record_by(twdu, qapp):
    """Time passing, the swarm's fighters and its plan read every character: a damaged one is left
    out of each, and the others are served as ever."""
    from app.services.command import CommandError
    from app.services.swarm import RollerSpec, RoundSetup

    services = open_services(str(twdu))
    ids = {c.name: int(c.id) for c in services.characters.characters()}  # type: ignore[arg-type]
    services.close()
    sql(twdu, f"update character set state = '[]' where id = {ids['Ana Reyes']}")
    services = open_services(str(twdu))
    try:
        Refusals(services)
        assert "Ana Reyes" not in [c.name for c in services.swarm.fighters()]
        assert "Ben Okafor" in [c.name for c in services.swarm.fighters()]
        with pytest.raises(CommandError):  # refused with its reason, as for a removed character
            services.swarm.plan(RoundSetup((RollerSpec(ids["Ana Reyes"], "close_combat"),)))
        services.game_time.timers_running()
        services.game_time.pass_time(60)
        assert sql(twdu, f"select state from character where id = {ids['Ana Reyes']}") == [("[]",)]
    finally:
        services.close()
