"""The melee commands: the fight's groups set (:class:`SetMeleeGroups`) and one group's exchange
rolled with its hits dealt (:class:`MeleeGroupExchange`), each one log line.

The groups live in the running fight's ``Encounter.state["melee_groups"]``: a list of
``{"one": [character ids], "two": [character ids]}``, the first side the players'.  The rules are
the ruleset's :class:`~app.rules.features.melee_groups.MeleeGroupRules`; the hits go through the
ruleset's damage rules as the damage form's would (:class:`~app.services.character_rules.ApplyRules`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlmodel import select

from app.rules.base import RulesError, Ruleset
from app.rules.dice import Dice, DiceError, RollRecord
from app.rules.features.melee_groups import MeleeFighter, MeleeGroupRules
from app.rules.rolling import Roller
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import joined
from app.services.ammo.one_exchange import FIGHTERS
from app.services.character_rules import ApplyRules
from app.services.checks import sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.damage_done import whose_moves
from app.services.melee.left_out import SitsOut, sitting_out
from app.services.row_ids import row_id
from app.services.typed import used_up, with_dice
from app.services.typed_count import TOO_FEW, SplitDice, too_few, wanted_before
from app.store.models import Character, Combatant, Encounter

STATE_KEY = "melee_groups"
NO_FIGHT = QT_TRANSLATE_NOOP("log", "Melee groups are for a running fight: start one first.")
NO_GROUPS = QT_TRANSLATE_NOOP("log", "These rules do not fight melee in groups.")
NOT_IN_FIGHT = QT_TRANSLATE_NOOP("log", "Only characters in this fight can be grouped.")
TWICE = QT_TRANSLATE_NOOP("log", "A fighter can stand in only one melee group.")
NO_SUCH_GROUP = QT_TRANSLATE_NOOP("log", "There is no such melee group: set the groups first.")
WHO_HIT = QT_TRANSLATE_NOOP("log", "{attacker} hits {target}: {damage} damage")
DEAD_FIGHTER = QT_TRANSLATE_NOOP("log", "{name} is dead: the dead stand in no melee group.")
NOBODY_LEFT = QT_TRANSLATE_NOOP("log", "Nobody is left standing on one side of this melee group: set the groups again.")
NOT_THE_SEVERAL = QT_TRANSLATE_NOOP("log", "The one a lone winner hits is one of the fighters against them.")
NOTHING_TO_CLEAR = QT_TRANSLATE_NOOP("log", "No melee groups are set: there is nothing to clear.")
UNCHANGED = QT_TRANSLATE_NOOP("log", "The melee groups are set as numbered already: nothing changed.")
#: the label of a groups' line in logs written before it named the groups, read as it was
GROUPS_BEFORE = QT_TRANSLATE_NOOP("log", "Melee groups")
#: one fighter's dice of an exchange, before they are typed
NAMED_DICE = QT_TRANSLATE_NOOP("log", "{name}: {count} × d{sides}")
#: a melee exchange's die
D10 = 10


def melee_rules(ctx: Context) -> MeleeGroupRules:
    rules = ctx.ruleset.melee_groups()
    if rules is None:
        raise CommandError(NO_GROUPS)
    return rules


def running_fight(tx: Tx, ctx: Context) -> Encounter:
    """The running fight's row, touched in ``tx``; refused when no fight runs."""
    if ctx.encounter is None:
        raise CommandError(NO_FIGHT)
    return tx.get(Encounter, row_id(ctx.encounter))


def fight_characters(tx: Tx, fight: Encounter) -> set[int]:
    rows = tx.session.exec(select(Combatant.character_id).where(Combatant.encounter_id == row_id(fight)))
    return {int(cid) for cid in rows if cid is not None}


def melee_fighter(ruleset: Ruleset, row: Character) -> MeleeFighter:
    """The character as the rules read it in a melee, keyed by its id."""
    state = ruleset.with_kind(row.kind, row.state)
    return MeleeFighter(str(row_id(row)), Roller(dict(row.sheet), dict(state), row.kind == "pc", row.name))


def stored_groups(fight: Encounter | None) -> list[tuple[list[int], list[int]]]:
    """The fight's groups as set, each (first side's ids, second side's ids)."""
    if fight is None:
        return []
    groups = (fight.state or {}).get(STATE_KEY) or []
    return [([int(i) for i in g.get("one", [])], [int(i) for i in g.get("two", [])]) for g in groups]


def is_dead(ctx: Context, row: Character) -> bool:
    return ctx.ruleset.is_dead(row.sheet, ctx.ruleset.with_kind(row.kind, row.state))


def group_text(one: Sequence[Character], two: Sequence[Character]) -> dict[str, Any]:
    """"Ann against Shambler, Biter"."""
    return {"t": QT_TRANSLATE_NOOP("log", "{one} against {two}"), "ctx": "log",
            "args": {"one": ", ".join(r.name for r in one), "two": ", ".join(r.name for r in two)}}


Groups = Sequence[tuple[Sequence[int], Sequence[int]]]


def _same(one: Groups, two: Groups) -> bool:
    """Whether two lists of groups are the same groups in the same order (each side's order aside)."""
    def key(groups: Groups) -> list[tuple[list[int], list[int]]]:
        return [(sorted(a), sorted(b)) for a, b in groups]
    return key(one) == key(two)


def _rules_call(call: Any, *args: Any) -> Any:
    try:
        return call(*args)
    except (RulesError, DiceError) as exc:
        raise CommandError(str(exc), "rules") from exc


def _trial(ctx: Context, rules: Any, rows: dict[int, Character], dice: Dice,
           fighters: tuple[list[MeleeFighter], list[MeleeFighter]], target: str | None) -> list[RollRecord]:
    """The records of one exchange and its hits' damage rolled with ``dice`` (nothing written)."""
    result = rules.exchange(dice, *fighters, target)
    records = list(result.records)
    damage = ctx.ruleset.damage_rules()
    for hit in result.hits:
        row = rows[int(hit.target)]
        state = ctx.ruleset.with_kind(row.kind, row.state)
        records += damage.apply_damage(row.sheet, state, dict(hit.request), dice).rolls
    return records


@dataclass(eq=False, repr=False)
class SetMeleeGroups(Command):
    """Who fights whom in the running fight: each group one fighter against one or several."""

    groups: list[tuple[list[int], list[int]]]
    kind = "melee_groups"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules = melee_rules(ctx)
        fight = running_fight(tx, ctx)
        present = fight_characters(tx, fight)
        before = stored_groups(fight)
        if not self.groups and not before:  # nothing set, nothing to clear: no line saying it was
            raise CommandError(NOTHING_TO_CLEAR)
        if _same(before, self.groups):  # set again as it stands: no second line for the same groups
            raise CommandError(UNCHANGED)
        seen: set[int] = set()
        stored: list[dict[str, list[int]]] = []
        texts: list[dict[str, Any]] = []
        for one_ids, two_ids in self.groups:
            for cid in (*one_ids, *two_ids):
                if cid not in present:
                    raise CommandError(NOT_IN_FIGHT)
                if cid in seen:
                    raise CommandError(TWICE)
                seen.add(cid)
            one = [sound_character(tx, ctx, cid) for cid in one_ids]
            two = [sound_character(tx, ctx, cid) for cid in two_ids]
            dead = next((r for r in (*one, *two) if is_dead(ctx, r)), None)
            if dead is not None:
                raise CommandError(DEAD_FIGHTER, name=dead.name)
            _rules_call(rules.check_group, [melee_fighter(ctx.ruleset, r) for r in one],
                        [melee_fighter(ctx.ruleset, r) for r in two])
            stored.append({"one": list(one_ids), "two": list(two_ids)})
            texts.append(group_text(one, two))
        fight.state = {**(fight.state or {}), STATE_KEY: stored}
        tx.save(fight)
        if not texts:
            text = QT_TRANSLATE_NOOP("log", "Melee groups cleared")
            return LogEntry(self.kind, text, {}, label=text)
        text = QT_TRANSLATE_NOOP("log", "Melee groups: {groups}")
        # the undo names the groups it takes away ("Undone: Melee groups: Vera, Gleb against Zombie 2"),
        # where it said "Undone: Melee groups" (:data:`GROUPS_BEFORE`, the label of logs written before)
        return LogEntry(self.kind, text, {"groups": texts}, label=text, label_args={"groups": texts})


def group_now(tx: Tx, ctx: Context, group: int) -> tuple[Any, list[Character], list[Character], dict[int, SitsOut]]:
    """The rules and group number ``group``'s two sides as they fight an exchange now, with who sits
    it out (refused: no fight, no such group, a side with nobody to fight)."""
    rules = melee_rules(ctx)
    if ctx.encounter is None:
        raise CommandError(NO_FIGHT)
    groups = stored_groups(ctx.encounter)
    if not 0 <= group < len(groups):
        raise CommandError(NO_SUCH_GROUP)
    # one who died since the groups were set fights no more
    one = [r for r in (sound_character(tx, ctx, cid) for cid in groups[group][0]) if not is_dead(ctx, r)]
    two = [r for r in (sound_character(tx, ctx, cid) for cid in groups[group][1]) if not is_dead(ctx, r)]
    if not one or not two:
        raise CommandError(NOBODY_LEFT)
    # one who fired or fought this round has had the round's action: the others fight on without
    # him; a side left with nobody cannot fight, and the refusal says why
    out = sitting_out(tx, ctx, [(row_id(row), row.name) for row in (*one, *two)])
    for side in (one, two):
        if all(row_id(r) in out for r in side):
            raise out[row_id(side[0])].refusal
    return rules, [r for r in one if row_id(r) not in out], [r for r in two if row_id(r) not in out], out


def dice_wanted(tx: Tx, ctx: Context, group: int, target: int | None) -> dict[str, Any] | None:
    """The dice group number ``group``'s exchange takes, said before any face is typed ("Dice to
    type, in this order: 6 × d10 (Melee); then, only if those dice call for them: 1 × d10 (Armor)");
    None where it cannot be rolled now, or cannot be told."""
    try:
        rules, one, two, _out = group_now(tx, ctx, group)
    except CommandError:
        return None
    rows = {row_id(r): r for r in (*one, *two)}
    fighters = [melee_fighter(ctx.ruleset, r) for r in one], [melee_fighter(ctx.ruleset, r) for r in two]
    several = [row_id(r) for r in (one if len(one) > 1 else two)]
    aim = str(target) if target in several else None
    # each side winning: one side's dice low and the other's high (the faces go in the fighters'
    # order), so the armor a hit on either side rolls is found, whichever side the odds favour
    trial = lambda dice: _trial(ctx, rules, rows, dice, fighters, aim)  # noqa: E731
    try:
        melee = sum(len(record.faces) for record in rules.exchange(Dice(seed=1), *fighters, aim).records)
    except (RulesError, DiceError):
        return None
    split = [SplitDice(first, low) for first in range(melee + 1) for low in (True, False)]
    counts = [(r.name, rules.dice_count(f)) for r, f in zip((*one, *two), (*fighters[0], *fighters[1]), strict=True)]
    if any(n is None for _, n in counts) or sum(n or 0 for _, n in counts) != melee:
        return wanted_before(trial, split)
    # the exchange's dice said fighter by fighter, in the order they are typed ("Gleb: 2 × d10;
    # Zombie 2: 1 × d10"), where "3 × d10 (Melee)" named no one
    named = [{"t": NAMED_DICE, "ctx": "log", "args": {"name": name, "count": n, "sides": D10}}
             for name, n in counts if n]
    return wanted_before(trial, split, named=(melee, named))


@dataclass(eq=False, repr=False)
class MeleeGroupExchange(Command):
    """One exchange of the fight's group number ``group`` (from 0): rolled, and each hit dealt
    through the damage rules; ``target`` is whom a lone winner hits among several (None: the
    first of them); ``faces`` the table's dice, the exchange's then the armor's."""

    group: int
    target: int | None = None
    faces: str = ""
    kind = "damage_melee"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules, one, two, out = group_now(tx, ctx, self.group)
        assert ctx.encounter is not None  # group_now refused an exchange with no fight
        several = [row_id(r) for r in (one if len(one) > 1 else two)]
        if self.target is not None and self.target not in several:
            raise CommandError(NOT_THE_SEVERAL)
        typed = with_dice(ctx, self.faces)
        target = None if self.target is None else str(self.target)
        fighters = [melee_fighter(ctx.ruleset, r) for r in one], [melee_fighter(ctx.ruleset, r) for r in two]
        before = {row_id(r): dict(r.state) for r in (*one, *two)}  # what the hits move, said by the undo
        try:
            result = _rules_call(rules.exchange, typed.dice, *fighters, target)
            lines: list[dict[str, Any]] = [sits.said for sits in out.values()]  # who sat out, first
            lines += [{"t": line.text, "ctx": "rules", "args": dict(line.args)} for line in result.lines]
            faces = [pair for record in result.records for pair in record.faces_payload()]
            names = {str(row_id(r)): r.name for r in (*one, *two)}
            for hit in result.hits:  # each through the damage rules, the armor's dice from the same faces
                entry = ApplyRules(int(hit.target), dict(hit.request), actor_id=int(hit.attacker)).apply(tx, typed)
                lines.append({"t": WHO_HIT, "ctx": "log", "args": {  # who hit whom, before what it did
                    "attacker": names.get(str(hit.attacker), str(hit.attacker)),
                    "target": names.get(str(hit.target), str(hit.target)), "damage": hit.amount}})
                lines.append({"t": entry.text, "ctx": "log", "args": dict(entry.args)})
                faces += [pair for roll in entry.faces for pair in roll]
        except CommandError as exc:  # too few typed: how many these faces take (the armor's too), what for
            if exc.message != TOO_FEW:
                raise
            rows = {row_id(r): r for r in (*one, *two)}
            trial = lambda dice: _trial(ctx, rules, rows, dice, fighters, target)  # noqa: E731
            raise too_few(exc.message, self.faces, trial) from exc
        used_up(typed.dice)
        self.undoable = bool(result.hits)
        moves = [said for said in (whose_moves(ctx.ruleset, r.name, r.sheet, before[row_id(r)],
                                               sound_character(tx, ctx, row_id(r)).state, r.kind)
                                   for r in (*one, *two)) if said is not None]
        text = (QT_TRANSLATE_NOOP("log", "Melee exchange with table dice: {result} ({dice})") if typed.dice.typed
                else QT_TRANSLATE_NOOP("log", "Melee exchange: {result} ({dice})"))
        args = {"result": {"t": result.result.text, "ctx": "rules", "args": dict(result.result.args)},
                "dice": joined([r.text for r in result.records]), "lines": lines}
        label_args: dict[str, Any] = {"group": group_text(one, two)}
        label = QT_TRANSLATE_NOOP("log", "Melee exchange: {group}")
        if moves:  # "Melee exchange: Vera, Gleb against Zombie 2 (Vera: Health 120 → 105)"
            label, label_args["moves"] = QT_TRANSLATE_NOOP("log", "Melee exchange: {group} ({moves})"), moves
        return LogEntry(self.kind, text, args, faces=faces, payload={
            "group": self.group, "encounter": row_id(ctx.encounter),
            FIGHTERS: [row_id(row) for row in (*one, *two)]}, label=label, label_args=label_args)
