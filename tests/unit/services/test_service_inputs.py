"""Services refuse what the forms refuse: every GM action of every service, given a bad value for
one of its arguments (a wrong type, None, NaN, a huge or negative number, a very long text, an
unknown id, a removed character), answers through ``failed``, raises nothing, returns at once and
leaves every table of the campaign file as it was.

The actions are found by looking at the services, so a new public method is checked without a
line here; the methods that are not GM actions (readers) are listed in :data:`READERS`.
"""

from __future__ import annotations

import importlib
import inspect
import math
import shutil
import signal
import sqlite3
import typing
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from app.rules.dice import Dice
from app.services.bounds import TEXT_MAX
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.imports.preview import ImportPreview, PreviewCharacter
from app.services.rolls import Rolled, RollRequest
from app.services.service import Service
from app.services.swarm import RollerSpec, RoundSetup

DEMOS = [("twdu", None), ("afmbe", "norms"), ("d10under", None), ("gridlimbs", None)]
SERVICES = ("characters", "experience", "ammo", "log", "rolls", "initiative", "threat", "swarm", "game_time", "melee",
            "furniture")
#: public methods that are not GM actions: they read, preview or write a file, never the store
READERS = {
    "characters": {"characters", "character", "preview", "export_file", "roster", "damaged", "preview_import",
                   "dice_wanted",  # the dice a damage offer takes: a question, nothing written
                   "dice_decide",  # whether a damage's outcome hangs on its dice: a question too
                   "damage_odds",  # what a damage's own dice decide, said before they are rolled: a question
                   "notes_shown", "notes_kept",  # notes as the sheet shows or keeps them: nothing written
                   "last_attacker"},  # who last rolled against a character: a question
    "experience": {"style", "ledger", "options", "proposals"},
    "ammo": {
        "kind_refusal",  # why a kind carries no ammunition (the grid game's zombie): a question
        "currency",
        "threshold",
        "default_threshold",
        "stocks",
        "warnings",
        "party_totals",
        "ledger",
        "fire_fields",
        "fire_note",  # why the fire form offers no bursts: a question, nothing written
        "reload_fields",
        "refusal",  # why F, Shift+F or Ctrl+L would be refused: a question, nothing written
        "fire_roll",  # the roll that makes a shot F fired: a question, nothing written
        "fire_rolls",  # each roll of a fire of several attacks: a question too
    },
    # a log document's import is checked by its parser's tests (tests/unit/services/test_log*.py)
    "log": {
        "shown_session",
        "events_after",
        "latest_events",
        "lines_after",
        "events_by_id",
        "import_text",
        "import_file",
    },
    # odds_job is a reader too: it answers a job or raises CommandError (tests/gui/test_dice_odds.py)
    "rolls": {"kinds", "odds", "expression_odds", "expression_range", "recent", "odds_job", "dice_wanted", "spending",
              # declared: the roll a declared action makes, a question with nothing written; round_end_roll:
              # the roll due at the round's end (an aimed shot), a question too
              "roll_parts", "opponent_parts", "roll_factors", "opponent_defaults", "declared", "round_end_roll",
              # why the target defends or not, and the damage form's values after a hit: questions too
              "opponent_note", "damage_form_values",
              # round_end_target: whom the aim was at; check_kind: the dice dock's kind of a check due
              "round_end_target", "check_kind",
              "spent_follow_ups",  # the pushes of a roll that no longer stand, and why: a question
              "offers_taken",  # the offers of a roll whose hit is applied already: a question
              "offers_dropped",  # the offers of a roll the GM dropped, not applied: a question
              "typed_lately",  # whether the session's latest roll was typed from the table: a question
              # the fighter's rolls this turn, those made against him, and what they count: questions
              "turn_rolls", "turn_rolls_against", "turn_counts", "turn_summary",
              "rolled_at",  # whether the other already rolled the duel both declared: a question
              # whether a roller makes a kind at all, and the kind the dock sets up for him: questions
              "can_make", "opening_kind"},
    "initiative": {"encounter", "combatants", "roster", "view", "players_view", "current", "phases", "rolls",
                   "changed_since", "round_end_dice",  # round_end_dice: the dice a round's end takes
                   "round_end_rollers",  # whose dice a round's end rolls: a question
                   "hostile_phases",  # the phases aimed against their target: a question
                   "aimed_phases",  # the phases aimed at someone: a question too
                   "phase_targets",  # whom a phase's declaration may be aimed at: a question
                   "phase_notes",  # what declaring a phase warns of for a fighter: a question
                   "phase_targets_words"},  # whom each phase may be aimed at, in words: a question
    "threat": {
        "level",
        "enabled",
        "preview",
        "has_levels",
        "level_spec",
        "reasons",
        "timeline",
        "can_avoid",
        "avoid_pending",
        "skills",
        "roll_due_of",  # the single attack a victim's asked roll answers
        "reason_refusal",  # why a reason would not lower the dial now: a question
        "reason_effect",  # what a reason of a step would do besides the step: a question
        "level_word",  # the word of a tension step, as the players' band says it: a question
        "avoid_plan",  # the dice and odds of a roll to avoid the dead as set up: a question
    },
    "swarm": {
        "instead_effect",  # what an "Instead" pick of the dial would do: a question, nothing written
        "available",
        "state",
        "start_refusal",  # why a swarm fight would not start now: a question, nothing written
        "fight",
        "active",
        "counted_size",
        "prep",
        "last_round",
        "skills",
        "fighters",
        "plan",
        "odds",
        "push_odds",
        # whom the last round's attacks fall on, and the damage the panel offers them: questions
        "single_attacks_due",
        "harm_due",
        "harm_default",
        "harm_request",
        "dice_said",  # a planned roll's dice by kind, as the panel says them
        "pushed_dice",  # a lost round's push's dice by kind, as its button says them
        "rolls_nothing",  # why a fighter rolls no dice against the swarm (Broken): a question
        "count_refusal",  # why the count of dead alone would refuse a fight: a question
    },
    "game_time": {"timers_running",
                  "deaths",  # who the time passing would kill: said before it passes, nothing written
                  "meals",  # whom whole days would heal for the food eaten: asked before, nothing written
                  "rolls_due", "roll_to_set_up", "rolls_to_set_up",  # the rolls the time would call for: said
                  "still_due",  # before, nothing written; whether one is still called for: a question
                  "due_ended"},  # why one is no longer called for: a question
    # the melee dialog's and the furniture dialog's questions (a refusal of the rules is a CommandError)
    # out_now: who cannot stand in an exchange now (a question, nothing written); dice_wanted: the
    # dice a group's exchange takes, said before a face is typed (a question, None where it cannot be told)
    "melee": {"fighters", "groups", "first_grouping", "odds", "out_now", "dice_wanted"},
    "furniture": {"next_to", "beside", "wear", "plan"},
}
#: text arguments that name one of a fixed set of things (an unknown one is refused)
CHOICES = {
    "key",
    "receiver_key",
    "skill",
    "mode",
    "check",
    "phase",
    "mark",
    "pick",
    "cause",
    "status",
    "kind",
    "action",
    "reason",
    "method",
    "label",
}
FREE_TEXT = {("ammo", "reason"), ("initiative", "action"), ("initiative", "name"), ("initiative", "label")}
CHARACTER_IDS = {"character_id", "sacrificer_id", "victim_id", "receiver_id", "template_id", "actor_id"}
CALL_LIMIT = 10  # seconds: far more than any action takes; a hang is stopped here and fails the test
UNKNOWN_ID = 987_654


#: the modules whose types the services name only for the checker, loaded at first use: the import's
#: preview (at the first import of a file), a swarm round's plan (at the first swarm round set up)
FIRST_USE = ("app.services.imports.preview", "app.services.swarm.plan")


def actions(services: Any) -> list[tuple[str, str]]:
    """Every public method of every service that is not a reader and takes an argument."""
    out = []
    for name in SERVICES:
        service = getattr(services, name)
        assert isinstance(service, Service)
        for cls in type(service).__mro__:
            if cls is Service:
                break
            for attr, value in vars(cls).items():
                if attr.startswith("_") or not inspect.isfunction(value) or attr in READERS[name]:
                    continue
                if len(inspect.signature(value).parameters) > 1 and (name, attr) not in out:
                    out.append((name, attr))
    return out


def dump(path: str) -> list[str]:
    with sqlite3.connect(path) as con:
        return list(con.iterdump())


class World:
    """A demo campaign mid-session: a fight running, one character removed, a roll made."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.s = open_services(path, Dice(seed=3))
        self.s.campaign.start_session("Checks")
        people = self.s.characters.characters()
        self.removed = int(people[-1].id)  # type: ignore[arg-type]
        assert self.s.characters.remove(self.removed)
        self.live = [int(c.id) for c in people[:-1]]  # type: ignore[arg-type]
        assert self.s.initiative.start(self.live[:3])
        self.combatant = int(self.s.initiative.combatants(int(self.s.initiative.encounter().id))[0].id)  # type: ignore[union-attr,arg-type]
        stocks = [(cid, v.stock.key) for cid in self.live for v in self.s.ammo.stocks(cid)]
        self.shooter, self.weapon = stocks[0] if stocks else (self.live[0], "rifle")
        kinds = self.s.rolls.kinds(self.live[0])
        self.roll_kind = kinds[0].key if kinds else "expression"
        self.rolled = self.s.rolls.roll(RollRequest(self.roll_kind, self.live[0], opponent_id=self.live[1]))
        self.event = int(self.s.campaign.events()[-1].id)  # type: ignore[arg-type]
        if self.s.swarm.available():  # a swarm fight running, so a round's setup is weighed
            while self.s.threat.level() < 3:
                assert self.s.threat.step(1)
            assert self.s.swarm.set_dead(30) and self.s.swarm.start()
        self.failures: list[tuple[str, str]] = []
        for name in SERVICES:
            getattr(self.s, name).failed.connect(lambda ctx, msg: self.failures.append((ctx, msg)))

    def good(self, service: str, param: inspect.Parameter, hint: Any) -> Any:
        """A value the form could send for this argument."""
        name = param.name
        if name in CHARACTER_IDS:
            if name == "character_id" and service == "ammo":
                return self.shooter
            return self.live[1] if name in {"victim_id", "receiver_id"} else self.live[0]
        if name == "combatant_id":
            return self.combatant
        if name == "event_id":
            return self.event
        if name in {"key", "receiver_key"} and service == "ammo":
            return self.weapon
        if param.default is not inspect.Parameter.empty:
            return param.default
        if hint is RollRequest:
            return RollRequest("expression", expression="2d6")
        if hint is Rolled:
            return self.rolled
        if hint is RoundSetup:
            return RoundSetup((RollerSpec(self.live[0]),))
        if hint is ImportPreview:
            return ImportPreview()
        return {int: 1, str: "x", bool: False}.get(hint, ())

    def bad(self, service: str, param: inspect.Parameter, hint: Any) -> list[Any]:
        """Values no form can send for this argument."""
        name, optional = param.name, type(None) in typing.get_args(hint)
        base = hint if not optional else next(a for a in typing.get_args(hint) if a is not type(None))
        common: list[Any] = [math.nan, math.inf, 1.5, b"x", object()]
        if not optional and param.default is not None:
            common.append(None)
        if base is bool:
            return [*common, 0, 1, "yes"]
        if base is int:
            ints = [True, False, "1", [1], 10**6, 10**9, -(10**9), 10**12, 2**70, -(2**70)]
            if name.endswith("_id"):
                ints += [UNKNOWN_ID, 0, -1, *([self.removed] if name in CHARACTER_IDS else [])]
            return common + ints
        if base is str:
            texts: list[Any] = [5, ["a"], "x" * (TEXT_MAX + 1)]
            if name in CHOICES and (service, name) not in FREE_TEXT:
                texts.append("no-such-thing")
            if name in {"name", "text"}:
                texts.append("   ")
            if name.endswith("faces"):
                texts.append("not faces")
            return common + texts
        if typing.get_origin(base) in (Mapping, dict) or base is Mapping:
            return [*common, 5, "x", [1], {"no_such_field": 1}, {1: 1}, {"x" * 50: math.nan}]
        if typing.get_origin(base) in (Sequence, list, tuple):
            items = typing.get_args(base)[0] if typing.get_args(base) else Any
            seqs: list[Any] = [*common, 5, [math.nan], [None], [object()], [10**9]]
            if items is int:
                seqs += ["12", [True], [self.removed], [UNKNOWN_ID], [self.live[0], self.removed]]
            else:
                seqs += [[5], ["x" * (TEXT_MAX + 1)]]
            return seqs
        if base is RoundSetup:
            first = self.live[0]
            return [
                *common,
                5,
                "x",
                {},
                RoundSetup((RollerSpec(first, extra=10**9),)),
                RoundSetup((RollerSpec(first, extra=-(10**9)),)),
                RoundSetup((RollerSpec(first, extra=True),)),
                RoundSetup((RollerSpec(self.removed),)),
                RoundSetup((RollerSpec(UNKNOWN_ID),)),
                RoundSetup((RollerSpec(first, skill="no-such-thing"),)),
                RoundSetup((RollerSpec(first),), allocation={first: 10**9}),
                RoundSetup((RollerSpec(first),), twice=10**9),
                RoundSetup((RollerSpec(first),), method="no-such-thing"),
                RoundSetup(tuple(RollerSpec(first) for _ in range(10**4))),
            ]
        if base is RollRequest:
            return [
                *common,
                5,
                "x",
                {},
                RollRequest("no-such-thing", self.live[0]),
                RollRequest(self.roll_kind, self.removed),
                RollRequest(self.roll_kind, UNKNOWN_ID),
                RollRequest(self.roll_kind, self.live[0], opponent_id=self.removed),
                RollRequest(self.roll_kind, self.live[0], inputs={"no_such_input": math.nan}),
                RollRequest(self.roll_kind, True),
                RollRequest("expression", expression="x" * (TEXT_MAX + 1)),
                RollRequest("expression", expression="1000000000d1000000000"),
                RollRequest("expression", expression=None),  # type: ignore[arg-type]
            ]
        if base is Rolled:
            values: list[Any] = [*common, 5, "x", {}]
            if self.rolled is not None:
                values += [
                    replace(self.rolled, request=replace(self.rolled.request, character_id=self.removed)),
                    replace(self.rolled, request=replace(self.rolled.request, character_id=UNKNOWN_ID)),
                    replace(self.rolled, request=replace(self.rolled.request, kind="no-such-thing")),
                ]
            return values
        if base is ImportPreview:
            def read(**person: Any) -> ImportPreview:
                full = {"name": "Ana", "kind": "pc", "sheet": {}, "state": {}, "notes": "", **person}
                return ImportPreview(characters=[PreviewCharacter("party.csv", {}, "Ana", person=full)])

            return [
                *common, 5, "x", {}, ImportPreview(),
                read(sheet={"no_such_field": math.nan}), read(name="x" * (TEXT_MAX + 1)), read(name=5),
                read(kind="no-such-thing"), read(sheet=[1]),
                read(rolls=[{"sides": 10**9, "path": ["no", "such"]}]), read(rolls=[{"path": 5}]),
            ]
        raise AssertionError(f"no bad values for {service}.{name}: {hint!r}")


class _TookTooLongError(Exception):
    pass


def _alarm(signum: int, frame: Any) -> None:
    raise _TookTooLongError


def call(fn: Any, args: dict[str, Any]) -> Any:
    """Call ``fn``; a call still running after CALL_LIMIT seconds is stopped and fails the test."""
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(CALL_LIMIT)
    try:
        return fn(**args)
    except _TookTooLongError:
        pytest.fail(f"{fn.__qualname__}({args!r:.200}) still running after {CALL_LIMIT} s")
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


@pytest.mark.parametrize(("ruleset", "preset"), DEMOS)
def test_every_action_refuses_bad_input_and_changes_nothing(tmp_path_factory, qapp, ruleset, preset):
    demo = build_demo(tmp_path_factory.mktemp("demo") / "demo.deadwatch", ruleset, preset)
    path = str(tmp_path_factory.mktemp("play") / "play.deadwatch")
    shutil.copy(demo, path)
    world = World(path)
    methods = actions(world.s)
    assert ("characters", "damage") in methods and ("swarm", "roll_round") in methods

    @settings(
        max_examples=150,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
        database=None,
        report_multiple_bugs=False,
    )
    @given(st.data())
    def check(data: st.DataObject) -> None:
        service, method = data.draw(st.sampled_from(methods), label="action")
        fn = getattr(getattr(world.s, service), method)
        # a type named only for the checker, its module loaded at first use (the import's preview, a round's plan)
        named = {k: v for module in FIRST_USE for k, v in vars(importlib.import_module(module)).items()}
        hints = typing.get_type_hints(fn, {**fn.__globals__, **named})
        params = list(inspect.signature(fn).parameters.values())
        target = data.draw(st.sampled_from(params), label="bad argument")
        args = {p.name: world.good(service, p, hints.get(p.name, Any)) for p in params}
        values = world.bad(service, target, hints.get(target.name, Any))
        args[target.name] = value = values[data.draw(st.integers(0, len(values) - 1), label="value")]
        note(f"{service}.{method}({target.name}={value!r:.100})")
        before = dump(path)
        world.failures.clear()
        result = call(fn, args)
        assert not result, f"{service}.{method} took a bad {target.name}: {value!r:.80}"
        assert world.failures, f"{service}.{method} refused without saying why"
        assert dump(path) == before, f"{service}.{method} changed the store and refused"

    try:
        check()
    finally:
        world.s.close()


def test_every_service_action_is_checked(tmp_path, qapp):
    """A new public method is a GM action (checked above) unless it is listed as a reader."""
    path = build_demo(tmp_path / "demo.deadwatch", "twdu")
    world = World(str(path))
    try:
        found = {m for _, m in actions(world.s)}
        assert {"damage", "heal", "duplicate", "add_extras", "set_dead", "roll_round", "award", "pass_time"} <= found
        for name in SERVICES:
            stale = READERS[name] - set(dir(getattr(world.s, name)))
            assert not stale, f"{name}: readers listed that no longer exist: {stale}"
    finally:
        world.s.close()


@pytest.mark.parametrize("event_id", [UNKNOWN_ID, -1, 0, None, "3", 1.5, True, 10**30])
def test_undo_to_an_unknown_action_undoes_nothing(tmp_path, qapp, event_id):
    path = build_demo(tmp_path / "demo.deadwatch", "d10under")
    world = World(str(path))
    try:
        changes: list[Any] = []
        world.s.campaign.changed.connect(changes.append)
        before = dump(str(path))
        assert world.s.campaign.undo_to(event_id) == 0
        assert not changes and dump(str(path)) == before
    finally:
        world.s.close()


def test_undo_to_an_undone_action_or_one_of_another_session_undoes_nothing(tmp_path, qapp):
    path = build_demo(tmp_path / "demo.deadwatch", "d10under")
    world = World(str(path))
    try:
        campaign = world.s.campaign
        old_session = [e for e in campaign.events(campaign.sessions()[0].id) if e.undoable][0]
        newest = campaign.undo_target()
        assert newest is not None and campaign.undo_to(newest.event_id) == 1
        changes: list[Any] = []
        campaign.changed.connect(changes.append)
        before = dump(str(path))
        assert campaign.undo_to(newest.event_id) == 0  # undone already
        assert campaign.undo_to(int(old_session.id)) == 0  # written in the demo's session, now ended
        assert not changes and dump(str(path)) == before
        assert campaign.undo_target() is not None  # the rest of the session is still there to undo
    finally:
        world.s.close()
