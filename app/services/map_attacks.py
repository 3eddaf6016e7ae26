"""Blasts, sprays and the melee attacks of a run past enemies from the battle map (the block that
meets such a run is declared here too): one command each, every token hit through the damage
pipeline (:class:`app.services.characters.ApplyRules`, deaths and scores included), knockback moving
the tokens on the map, one log line with every target's lines under it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.rules.base import RulesError
from app.rules.dice import DiceError
from app.rules.grid import AreaAttack, BattleMap, Tile, TimedBlast
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.ammo.ledger import _active_encounter_id, _open_game
from app.services.characters import ApplyRules
from app.services.checks import sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.gm_parts import GM_ONLY
from app.services.map_passing import passing_refusal
from app.services.map_store import apply_outcome, load, store, tile_text
from app.services.rolls.round_limit import counted_fields
from app.services.row_ids import row_id
from app.store.models import Character, Encounter


def _line(template: str, args: dict[str, Any], ctx: str = "rules") -> dict[str, Any]:
    return {"t": template, "ctx": ctx, "args": args}


def resolve(tx: Tx, ctx: Context, shooter: Character | None, battle_map: BattleMap,
            attack: AreaAttack) -> tuple[BattleMap, list[dict[str, Any]], list[Any]]:
    """Apply every hit: its damage requests, then its tile.  The map after it and the log lines."""
    # a line the GM alone reads (what is left in a clip the players count) stays his in the log
    lines: list[dict[str, Any]] = [{**_line(line.text, dict(line.args)), **({GM_ONLY: True} if line.gm_only else {})}
                                   for line in attack.lines]
    faces: list[Any] = [r.faces_payload() for r in attack.rolls if not r.secret]
    if attack.shooter_outcome is not None and shooter is not None:
        apply_outcome(tx, shooter, attack.shooter_outcome)
    new = battle_map
    for hit in attack.hits:
        target = tx.get(Character, hit.character_id)
        for line in hit.intro:
            lines.append(_line(QT_TRANSLATE_NOOP("log", "{name}: {effect}"),
                               {"name": target.name, "effect": _line(line.text, dict(line.args))}, "log"))
        for request in hit.requests:
            if ctx.ruleset.is_dead(target.sheet, target.state):
                break
            entry = ApplyRules(hit.character_id, request, actor_id=row_id(shooter) if shooter is not None else None,
                               knock=False).apply(tx, ctx)
            effect = _line(entry.text, {k: v for k, v in entry.args.items()}, "log")
            lines.append(effect)
            faces += entry.faces
        for line in hit.lines:
            lines.append(_line(QT_TRANSLATE_NOOP("log", "{name}: {effect}"),
                               {"name": target.name, "effect": _line(line.text, dict(line.args))}, "log"))
        if hit.knocked_to is not None:
            new = new.with_token(hit.character_id, hit.knocked_to)
    return new, lines, faces


#: a throw that goes off at the end of the next round of the fight (:meth:`GridRules.grenade_timings`)
LATER = "next"


def blast_strengths(tx: Tx, grid: Any, battle_map: BattleMap) -> dict[int, int]:
    """The Strength a blast is measured against, by token."""
    strengths = {}
    for cid in battle_map.tokens:
        row = tx.session.get(Character, cid)
        if row is not None:
            strengths[cid] = grid.strength(row.sheet)
    return strengths


@dataclass(eq=False, repr=False)
class ThrowGrenade(Command):
    """A grenade thrown from the map: it explodes at once, or (``timing`` "next", in a fight) waits
    on the map and goes off at the end of the next round (:func:`app.services.map_blasts.blasts_due`)."""

    thrower_id: int
    target: Tile
    timing: str = "now"
    kind = "damage_blast"  # grouped with damage in the log filters

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        grid, campaign, battle_map = load(tx, ctx)
        thrower = sound_character(tx, ctx, self.thrower_id)
        target = (int(self.target[0]), int(self.target[1]))
        if self.timing != "now" and self.timing not in {c.value for c in grid.grenade_timings()}:
            raise CommandError(QT_TRANSLATE_NOOP("log", "A grenade thrown here explodes at once."))
        if self.timing == LATER:
            return self._later(tx, ctx, grid, campaign, battle_map, thrower, target)
        try:
            battle_map.tile_of(self.thrower_id)
            attack = grid.throw_grenade(battle_map, self.thrower_id, thrower.sheet, thrower.state, target,
                                        blast_strengths(tx, grid, battle_map), ctx.dice, tile_text)
            new, lines, faces = resolve(tx, ctx, thrower, battle_map, attack)
        except (RulesError, DiceError) as exc:
            raise CommandError(str(exc), "rules") from exc
        store(tx, campaign, new)
        args = {"name": thrower.name, "tile": tile_text(target), "lines": lines}
        text = QT_TRANSLATE_NOOP("log", "{name} throws a grenade at {tile}")
        return LogEntry(self.kind, text, args, actor=thrower.name, faces=faces,
                        payload={"thrower_id": self.thrower_id, "target": list(target)},
                        label=text, label_args={"name": thrower.name, "tile": tile_text(target)})

    def _later(self, tx: Tx, ctx: Context, grid: Any, campaign: Any, battle_map: BattleMap, thrower: Character,
               target: Tile) -> LogEntry:
        """The grenade left on ``target`` to go off at the end of the next round of the fight."""
        enc = ctx.encounter if ctx.encounter is not None else active_fight(tx, ctx)
        if enc is None or enc.round is None:
            raise CommandError(QT_TRANSLATE_NOOP(
                "log", "Outside a fight there is no next round: throw the grenade to explode now."))
        due = int(enc.round) + 1
        try:
            battle_map.tile_of(self.thrower_id)
            outcome = grid.grenade_thrown_later(battle_map, self.thrower_id, thrower.sheet, thrower.state, target)
            new = battle_map.with_blast(TimedBlast(target, self.thrower_id, row_id(enc), due))
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        apply_outcome(tx, thrower, outcome)
        store(tx, campaign, new)
        args = {"name": thrower.name, "tile": tile_text(target), "round": due}
        text = QT_TRANSLATE_NOOP("log", "{name} throws a grenade at {tile}: it explodes at the end of round {round}")
        return LogEntry(self.kind, text, args, actor=thrower.name,
                        payload={"thrower_id": self.thrower_id, "target": list(target), "round": due},
                        label=QT_TRANSLATE_NOOP("log", "{name} throws a grenade at {tile}"),
                        label_args={"name": thrower.name, "tile": tile_text(target)})


def active_fight(tx: Tx, ctx: Context) -> Encounter | None:
    """The running fight of the open session, None when no fight runs."""
    game = _open_game(tx, ctx)
    encounter = _active_encounter_id(tx, game)
    return tx.session.get(Encounter, encounter) if encounter is not None else None


@dataclass(eq=False, repr=False)
class SpraySmg(Command):
    shooter_id: int
    kind = "damage_blast"  # grouped with damage in the log filters

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        grid, campaign, battle_map = load(tx, ctx)
        shooter = sound_character(tx, ctx, self.shooter_id)
        # "Either One shot per round or …": the spray is the SMG's shot of the round in a fight
        limited = counted_fields(tx, ctx, self.shooter_id, shooter.name, grid.spray_round_limit())
        try:
            battle_map.tile_of(self.shooter_id)
            attack = grid.spray(battle_map, self.shooter_id, shooter.sheet, shooter.state)
            new, lines, faces = resolve(tx, ctx, shooter, battle_map, attack)
        except (RulesError, DiceError) as exc:
            raise CommandError(str(exc), "rules") from exc
        store(tx, campaign, new)
        text = QT_TRANSLATE_NOOP("log", "{name} sprays the SMG")
        return LogEntry(self.kind, text, {"name": shooter.name, "lines": lines}, actor=shooter.name, faces=faces,
                        payload={"shooter_id": self.shooter_id, **limited}, label=text,
                        label_args={"name": shooter.name})


def enemies_on_map(tx: Tx, battle_map: BattleMap, row: Character) -> dict[int, Character]:
    """The characters with a token who are ``row``'s enemies: the zombies for the living, the
    living for a zombie."""
    out = {}
    for cid in battle_map.tokens:
        other = tx.session.get(Character, cid)
        if other is not None and cid != row.id and (other.kind == "zombie") != (row.kind == "zombie"):
            out[cid] = other
    return out


def attack_in_passing(tx: Tx, ctx: Context, battle_map: BattleMap, row: Character,
                      path: list[Tile]) -> tuple[BattleMap, list[dict[str, Any]], list[Any]]:
    """The melee attacks of a move along ``path`` on the enemies it passes (blocks read), each hit
    through the damage pipeline; refused when the move attacks nobody."""
    grid = ctx.ruleset.grid()
    assert grid is not None
    foes = {c: (o.sheet, o.state) for c, o in enemies_on_map(tx, battle_map, row).items()}
    refused = passing_refusal(grid, battle_map, row_id(row), row.name, row.sheet, row.state, path, foes)
    if refused is not None:  # why nobody is struck: the same words M says on the map
        raise refused
    try:
        attack = grid.passing_attacks(battle_map, row_id(row), path, row.sheet, row.state, foes)
    except RulesError as exc:
        raise CommandError(str(exc), "rules") from exc
    return resolve(tx, ctx, row, battle_map, attack)


@dataclass(eq=False, repr=False)
class DeclareBlock(Command):
    """Declare (or take back) a character's block this round, from the map: the rules read whether
    an enemy stands in reach now."""

    character_id: int
    kind = "map"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        grid, _campaign, battle_map = load(tx, ctx)
        row = sound_character(tx, ctx, self.character_id)
        if self.character_id not in battle_map.tokens:
            raise CommandError(QT_TRANSLATE_NOOP("rules", "That character has no token on the map."), "rules")
        try:
            outcome = grid.declare_block(battle_map, self.character_id, row.sheet, row.state,
                                         list(enemies_on_map(tx, battle_map, row)))
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        apply_outcome(tx, row, outcome)
        lines = [_line(line.text, dict(line.args)) for line in outcome.lines]
        text = QT_TRANSLATE_NOOP("log", "Block: {name}")  # declared or taken back, as its lines say
        return LogEntry(self.kind, text, {"name": row.name, "lines": lines}, actor=row.name,
                        label=text, label_args={"name": row.name})
