"""The grid-and-limbs battle map: the text's tiles, moves, and attacks from the real distance.

Rule text, "Key": ``|`` and ``=`` walls, ``+`` a window, ``g`` grass, ``x`` floor; ``f``, ``F``,
``u``, ``U`` furniture ("clumps of 'f's are part of the same furniture"), ``C`` a weapons' cabinet,
``c`` a crate.  Walls, windows and furniture stop a move and knockback; grass is walked on as floor.
A token side by side with a cabinet or a crate picks up what it holds (P on the map).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from app.rules.base import Choice, LogLine, Outcome, Sheet, State
from app.rules.dice import Dice
from app.rules.grid import AreaAttack, AttackView, BattleMap, GridRules, Moved, MovePlan, Tile, TileKind
from app.rules.grid_furniture import FurnitureHit, FurnitureMove
from app.rules.gridlimbs import (
    knockback_obstacle,
    map_attacks,
    map_furniture,
    map_moves,
    reading,
    run_past_attacks,
    shot_line,
    sprints,
)
from app.rules.gridlimbs.body import TORSO
from app.rules.gridlimbs.damage_block import ATTACKER_KNOCKED_BACK, BLOCK_KNOCKBACK_TILES
from app.rules.gridlimbs.drawing import drawn_katanas
from app.rules.gridlimbs.found_weapons import FIND_WEAPON
from app.rules.gridlimbs.movement import grid_distance, in_melee_reach, point_blank, shooting_distance
from app.rules.gridlimbs.sheet import ACCURACY, RIGHT_HAND, STAMINA, STRENGTH, carried_weapons
from app.rules.gridlimbs.shooting import hit_probability, shooting_accuracy
from app.rules.gridlimbs.stamina import exact_stamina, points_arg
from app.rules.gridlimbs.state_changes import KNOCKED_BACK
from app.rules.gridlimbs.supplies import PICK_UP
from app.rules.gridlimbs.weapons import BLOWS, SMG, WEAPONS, shots_a_round
from app.rules.percent import percent_arg
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.tiles import tile_text

#: when a grenade goes off: "explodes either the round thrown or the next round"
GRENADE_TIMINGS = (
    Choice("now", QT_TRANSLATE_NOOP("rules", "Explodes now, the round thrown")),
    Choice("next", QT_TRANSLATE_NOOP("rules", "Explodes at the end of the next round")),
)

TILE_KINDS = (
    TileKind("wall", QT_TRANSLATE_NOOP("rules", "Wall"), True, "|"),
    TileKind("window", QT_TRANSLATE_NOOP("rules", "Window"), True, "+", "✚"),
    TileKind("grass", QT_TRANSLATE_NOOP("rules", "Grass"), False, "g"),
    TileKind("f", QT_TRANSLATE_NOOP("rules", "Furniture (f)"), True, "f", "■"),
    TileKind("F", QT_TRANSLATE_NOOP("rules", "Furniture (F)"), True, "F", "▲"),
    TileKind("u", QT_TRANSLATE_NOOP("rules", "Furniture (u)"), True, "u", "●"),
    TileKind("U", QT_TRANSLATE_NOOP("rules", "Furniture (U)"), True, "U", "◆"),
    # the text's key names a weapons' cabinet (its weapons: the "Weapon List") and a crate (where the
    # GM puts the bandages and pain pills the text counts)
    TileKind("C", QT_TRANSLATE_NOOP("rules", "Weapons' cabinet"), True, "C", "★", finds=True, holds=(FIND_WEAPON,)),
    TileKind("c", QT_TRANSLATE_NOOP("rules", "Crate"), True, "c", "⊠", finds=True, holds=(PICK_UP,)),
)


def drawn_melee_weapons(sheet: Sheet, state: State) -> int:
    """Melee weapons a character has drawn: the katanas carried and not concealed, or drawn in an
    earlier round (:mod:`.drawing`), one a hand."""
    return drawn_katanas(sheet, state)


class GridLimbsGrid(GridRules):
    """The map rules of :class:`~app.rules.gridlimbs.ruleset.GridLimbs`; characters are read
    through :mod:`.reading`."""

    def tile_kinds(self) -> tuple[TileKind, ...]:
        return TILE_KINDS

    # ---- moves --------------------------------------------------------------------------------
    def cheapest_path(self, battle_map: BattleMap, mover: int, goal: Tile) -> tuple[Tile, ...] | None:
        return map_moves.cheapest_path(battle_map, self.kinds(), mover, goal)

    def plan_move(self, battle_map: BattleMap, mover: int, path: Iterable[Tile], sheet: Sheet, state: State,
                  *, in_fight: bool, before: Moved = Moved(), enemies: Iterable[Tile] = ()) -> MovePlan:  # noqa: B008
        """The move's cost and whether this turn allows it (a free move outside a fight)."""
        return map_moves.plan_move(
            battle_map, self.kinds(), mover, tuple(path),
            speed=reading.speed(sheet, state) if in_fight else None,
            stamina=exact_stamina(state),
            before=before,
            enemies=enemies,
            drawn=drawn_melee_weapons(sheet, state),
            dead=reading.is_dead(sheet, state),
        )

    def mover_lines(self, sheet: Sheet, state: State) -> list[LogLine]:
        """The stamina a sprint spends, out of the Stamina stat ("Stamina 1/2"); at 0, when it comes
        back (rule text: "if you are at zero stamina and do not fight, you gain one point")."""
        left = exact_stamina(state)
        args = {"left": points_arg(left), "most": int(sheet[STAMINA])}
        if left > 0:
            return [LogLine(QT_TRANSLATE_NOOP("rules", "Stamina {left}/{most}."), args)]
        return [LogLine(QT_TRANSLATE_NOOP("rules", "Stamina {left}/{most}: +1 at the end of a round without a fight."),
                        args)]

    def moved_after(self, plan: MovePlan, before: Moved) -> Moved:
        return map_moves.moved_after(plan, before)

    def apply_move(self, sheet: Sheet, state: State, plan: MovePlan) -> Outcome:
        """What the move does to the mover: a sprint costs stamina (and at 0 each leg 1 HP)."""
        if plan.mode == map_moves.SPRINT and plan.stamina > 0:
            sprint = sprints.apply_sprint(sheet, state, plan.stamina)
            said = any(line.text == map_moves.EMPTIES for line in plan.lines)  # not twice in the log
            after = [line for line in sprint.lines[1:] if not (said and line.text == sprints.OUT_OF_STAMINA)]
            return Outcome(sprint.state, list(plan.lines) + after, sprint.rolls,
                           sprint.arithmetic)
        if plan.mode == map_moves.SPRINT:
            return Outcome(reading.mark_activity(state, sprinted=True), list(plan.lines))
        return Outcome(dict(state), list(plan.lines))

    def distance(self, a: Tile, b: Tile) -> int:
        """Diagonal steps count 1.5 and "decimals are rounded up": the one distance of a pair,
        the shot's, the map's and a blow's refusal's (9.5 tiles is said as 10)."""
        return shooting_distance(a, b)

    # ---- attacks ------------------------------------------------------------------------------
    def blow_refusal(self, battle_map: BattleMap, attacker: int, victim: int,
                     request: Mapping[str, Any]) -> LogLine | None:
        """A melee weapon's blow needs reach when both tokens are on the map: a side neighbour ("You
        may not hit anyone with a melee weapon if they are on a tile diagonally across from yours")."""
        weapon = BLOWS.get(request.get("weapon", "") or "")
        if weapon is None or weapon.ranged or not {attacker, victim} <= set(battle_map.tokens):
            return None
        a, b = battle_map.tile_of(attacker), battle_map.tile_of(victim)
        if in_melee_reach(a, b):
            return None
        if point_blank(a, b):  # a diagonal neighbour: the shot's distance 1, yet out of a blow's reach
            return LogLine(QT_TRANSLATE_NOOP("rules", "Out of melee reach: the two tokens stand diagonally on the "
                                                      "map, and {weapon} strikes only an adjacent tile (not a "
                                                      "diagonal one)."), {"weapon": {"t": weapon.in_line}})
        text = QT_TRANSLATE_NOOP("rules", "Out of melee reach: the two tokens are {distance} tiles apart on the map, "
                                          "and {weapon} strikes only an adjacent tile (not a diagonal one).")
        return LogLine(text, {"distance": self.distance(a, b), "weapon": {"t": weapon.in_line}})

    def attack_view(self, battle_map: BattleMap, shooter: int, target: int, sheet: Sheet,
                    weapon: str = "", moved: bool = False) -> AttackView:
        """Distance, point blank, melee reach and the exact chance of an aimed and an unaimed shot
        with the shooter's Accuracy (whole for a two-handed weapon, else the right hand's share;
        halved when the shooter moved this round: "You may move and attack with a ranged weapon in
        the same turn with half accuracy")."""
        a, b = battle_map.tile_of(shooter), battle_map.tile_of(target)
        if not weapon:
            guns = [w for w in carried_weapons(sheet) if w in WEAPONS and WEAPONS[w].uses_clips]
            weapon = guns[0] if guns else ""
        two_handed = bool(weapon and WEAPONS[weapon].two_handed)
        accuracy = shooting_accuracy(int(sheet[ACCURACY]), right_percent=int(sheet.get(RIGHT_HAND, 50)),
                                     two_handed=two_handed, shooter_moved=moved)
        distance = shooting_distance(a, b)
        # furniture not broken through stops the shot ("attacks will be able to go through it" at half)
        stopped = shot_line.in_the_way(battle_map, a, b)
        return AttackView(
            distance=distance,
            exact_distance=grid_distance(a, b),
            point_blank=point_blank(a, b),
            melee_reach=in_melee_reach(a, b),
            accuracy=accuracy,
            aimed=Fraction(0) if stopped else hit_probability(accuracy, distance, True),
            unaimed=Fraction(0) if stopped else hit_probability(accuracy, distance, False),
            weapon=weapon,
            shooter_moved=moved,
            in_the_way=stopped,
        )

    def blast_preview(self, battle_map: BattleMap, thrower: int, sheet: Sheet, state: State,
                      target: Tile) -> map_attacks.BlastPreview:
        return map_attacks.blast_preview(battle_map, thrower, sheet, state, target)

    def throw_grenade(self, battle_map: BattleMap, thrower: int, sheet: Sheet, state: State, target: Tile,
                      strengths: Mapping[int, int], dice: Dice, text_of: Any = str) -> AreaAttack:
        return map_attacks.throw_grenade(battle_map, self.kinds(), thrower, sheet, state, target, strengths,
                                         dice, text_of)

    def grenade_timings(self) -> tuple[Choice, ...]:
        """"explodes either the round thrown or the next round": now, or at the end of the next
        round (the next round's actions come first: everyone may run from the G on the map)."""
        return GRENADE_TIMINGS

    def grenade_thrown_later(self, battle_map: BattleMap, thrower: int, sheet: Sheet, state: State,
                             target: Tile) -> Outcome:
        return map_attacks.grenade_thrown_later(battle_map, thrower, sheet, state, target)

    def grenade_goes_off(self, battle_map: BattleMap, target: Tile, thrower_strength: int,
                         strengths: Mapping[int, int], dice: Dice, text_of: Any = str) -> AreaAttack:
        return map_attacks.grenade_goes_off(battle_map, self.kinds(), target, thrower_strength, strengths, dice,
                                            text_of)

    def spray_targets(self, battle_map: BattleMap, shooter: int, sheet: Sheet) -> list[int]:
        return map_attacks.spray_targets(battle_map, shooter, sheet)

    def spray_refusal(self, sheet: Sheet, state: State, name: str) -> LogLine | None:
        """"SMG: … All characters within (Accuracy) squares": only an SMG sprays; one who carries
        none is told so at Z ("Kit carries no SMG."), not at Enter after a plan."""
        if any(gun.get("weapon") == SMG for gun in state.get("guns", [])):
            return None
        return LogLine(QT_TRANSLATE_NOOP("rules", "{name} carries no SMG: only an SMG sprays."), {"name": name})

    def spray(self, battle_map: BattleMap, shooter: int, sheet: Sheet, state: State) -> AreaAttack:
        return map_attacks.spray(battle_map, shooter, sheet, state, reading.fire)

    def spray_round_limit(self) -> tuple[str, str, int] | None:
        """"SMG: Either One shot per round or All characters within (Accuracy) squares": the spray
        is the SMG's one shot of the round."""
        return shots_a_round(SMG)

    # ---- running past enemies, and the block that meets a run ------------------------------------
    def passing_refusal(self, sheet: Sheet, state: State) -> LogLine | None:
        return run_past_attacks.passing_refusal(reading, sheet, state)

    def passing_attacks(self, battle_map: BattleMap, mover: int, path: Sequence[Tile], sheet: Sheet, state: State,
                        enemies: Mapping[int, tuple[Sheet, State]]) -> AreaAttack:
        """One melee attack per drawn katana on each tile stepped on, the most enemies each once."""
        foes = {c: (battle_map.tile_of(c), s, st) for c, (s, st) in enemies.items() if c in battle_map.tokens}
        now = [battle_map.with_token(mover, tuple(path)[-1]) if path else battle_map]

        def knock(source: Tile, victim: int, strength: int, theirs: int) -> tuple[Tile | None, int, list[LogLine]]:
            landed, hurt, lines = map_attacks.melee_knockback(now[0], self.kinds(), source, victim, strength, theirs,
                                                              tile_text)
            if landed is not None:
                now[0] = now[0].with_token(victim, landed)
            return landed, hurt, lines

        return run_past_attacks.run_past(reading, tuple(path), sheet, state, foes, knock)

    def damage_knockback(self, battle_map: BattleMap, attacker: int, victim: int, lines: Sequence[LogLine],
                         attacker_strength: int) -> tuple[Tile | None, tuple[dict[str, Any], ...], list[LogLine]]:
        """"this forcibly moves the defending player to another tile": the tiles the damage's
        "Knocked back" line gives, away from the attacker along the text's geometry; an obstacle in
        the way hurts the main pool ("take your opponent's strength as damage once for each tile")."""
        tiles = next((int(line.args["tiles"]) for line in lines if line.text == KNOCKED_BACK), 0)
        if not tiles or attacker not in battle_map.tokens or victim not in battle_map.tokens:
            return None, (), []
        # a melee blow's own Strength (the form's, which gave the knockback), else the sheet's
        attacker_strength = next((int(line.args["strength"]) for line in lines
                                  if line.text == KNOCKED_BACK and "strength" in line.args), attacker_strength)
        landed, hurt, said = map_attacks.knockback_of_tiles(
            battle_map, self.kinds(), battle_map.tile_of(attacker), victim, tiles, attacker_strength, tile_text)
        return landed, ({"amount": hurt, "part": TORSO},) if hurt else (), said

    def settles_knockback(self, line: LogLine, said: Sequence[LogLine]) -> bool:
        return line.text == KNOCKED_BACK and any(s.text in knockback_obstacle.STOPS for s in said)

    def blow_obstacle(self, battle_map: BattleMap, attacker: int, victim: int, request: Mapping[str, Any],
                      victim_sheet: Sheet, victim_state: State, attacker_strength: int) -> LogLine | None:
        """A blow or a shot that knocks ``victim`` back into a wall: the wall's share, "+6 against
        the wall" (the attacker's Strength for each tile not travelled), as the hit applied adds it."""
        if attacker not in battle_map.tokens or victim not in battle_map.tokens:
            return None
        tiles = knockback_obstacle.blow_knockback_tiles(request, victim_sheet, victim_state)
        if not tiles:
            return None
        source = battle_map.tile_of(attacker)
        _landed, hurt, travelled = map_attacks.knockback_on_map(
            battle_map, self.kinds(), source, victim, tiles,
            knockback_obstacle.wall_strength(request, attacker_strength))
        if not hurt:
            return None
        obstacle = knockback_obstacle.obstacle_of(battle_map, self.kinds(), source, victim, travelled)
        return LogLine(knockback_obstacle.OFFER_SHARE, {"damage": hurt, "obstacle": obstacle})

    def attacker_knockback(self, battle_map: BattleMap, attacker: int, victim: int, lines: Sequence[LogLine],
                           victim_strength: int) -> tuple[Tile | None, tuple[dict[str, Any], ...], list[LogLine]]:
        """"if their damage does not exceed your strength, you will cause them knock back": a held
        block the damage's lines say stopped the whole blow knocks the attacker one tile away from
        the blocker; an obstacle in the way hurts him the blocker's Strength (as any knockback)."""
        if not any(line.text == ATTACKER_KNOCKED_BACK for line in lines):
            return None, (), []
        if attacker not in battle_map.tokens or victim not in battle_map.tokens:
            return None, (), []
        landed, hurt, said = map_attacks.knockback_of_tiles(
            battle_map, self.kinds(), battle_map.tile_of(victim), attacker, BLOCK_KNOCKBACK_TILES, victim_strength,
            tile_text)
        return landed, ({"amount": hurt, "part": TORSO},) if hurt else (), said

    def declare_block(self, battle_map: BattleMap, who: int, sheet: Sheet, state: State,
                      enemies: Sequence[int]) -> Outcome:
        tiles = [battle_map.tile_of(c) for c in enemies if c in battle_map.tokens]
        return run_past_attacks.declare_block(reading, sheet, state, battle_map.tile_of(who), tiles)

    # ---- furniture (:mod:`.map_furniture`) ------------------------------------------------------
    def furniture_next_to(self, battle_map: BattleMap, tile: Tile) -> list[tuple[Tile, ...]]:
        return map_furniture.pieces_next_to(battle_map, tile)

    def plan_furniture_move(self, battle_map: BattleMap, piece_tile: Tile, movers: Mapping[int, tuple[Sheet, State]],
                            step: tuple[int, int], tiles: int, weight: int, *,
                            before: Mapping[int, Moved] | None = None) -> FurnitureMove:
        return map_furniture.plan_move(battle_map, self.kinds(), piece_tile, movers, step, tiles, weight,
                                       before or {})

    def apply_furniture_move(self, sheet: Sheet, state: State, plan: FurnitureMove) -> Outcome:
        return map_furniture.apply_move(sheet, state, plan)

    def hit_furniture(self, battle_map: BattleMap, tile: Tile, damage: int, most: int, force: int = 0,
                      source: Tile | None = None) -> FurnitureHit:
        return map_furniture.hit(battle_map, self.kinds(), tile, damage, most, force, source)

    def eat_furniture(self, battle_map: BattleMap, tile: Tile) -> tuple[LogLine, ...]:
        return map_furniture.eaten(battle_map, tile)

    def strength(self, sheet: Sheet) -> int:
        return int(sheet[STRENGTH])

    def shot_kind(self, view: AttackView) -> str:
        """The shot (d(Accuracy)) when the shooter carries a firearm, else none."""
        from app.rules.gridlimbs.rolls import SHOT  # the rolls read the map's rules

        return SHOT if view.weapon else ""

    def roll_inputs(self, view: AttackView) -> dict[str, Any]:
        """The dice dock's shot from the real distance: its weapon (the firearm the map reckons
        with), distance and point-blank fields."""
        weapon = {"weapon": view.weapon} if view.weapon else {}
        return {**weapon, "distance": view.distance, "diagonal": view.point_blank and not view.melee_reach,
                "shooter_moved": view.shooter_moved, "blocked": view.in_the_way is not None}

    def attack_lines(self, view: AttackView) -> list[LogLine]:
        """The attack view as lines for the dock (English, context ``rules``)."""
        distance = QT_TRANSLATE_NOOP("rules", "Distance {distance} {distance|tile|tiles}.")
        out = [LogLine(distance, {"distance": view.distance})]
        if view.in_the_way is not None:
            out.append(LogLine(QT_TRANSLATE_NOOP(
                "rules", "Furniture on {tile} stops the shot: a tile lets attacks through at half its hit points "
                         "or less."), {"tile": tile_text(view.in_the_way)}))
        elif not view.weapon:  # no gun: no shot's odds to give
            out.append(LogLine(QT_TRANSLATE_NOOP("rules", "No firearm: no shot to take.")))
        elif view.point_blank:
            out.append(LogLine(QT_TRANSLATE_NOOP("rules", "Point blank: a shot always hits, on a random part.")))
        else:
            out.append(LogLine(
                QT_TRANSLATE_NOOP("rules", "d{accuracy}: a shot at a chosen body part hits {aimed}; "
                                  "at no part in particular {unaimed} (it reaches 50% further, and always hits "
                                  "the torso)."),
                {"accuracy": view.accuracy, "aimed": percent_arg(view.aimed), "unaimed": percent_arg(view.unaimed)}))
        if view.shooter_moved and view.weapon:
            out.append(LogLine(QT_TRANSLATE_NOOP("rules", "Moved this round: half Accuracy.")))
        if view.melee_reach:
            out.append(LogLine(QT_TRANSLATE_NOOP("rules", "In melee reach.")))
        elif view.point_blank:  # the diagonal neighbour: near, yet out of a blow's reach
            out.append(LogLine(QT_TRANSLATE_NOOP("rules", "Out of melee reach (melee never reaches a diagonal).")))
        else:
            out.append(LogLine(QT_TRANSLATE_NOOP("rules", "Out of melee reach.")))
        return out




def enemies_of(kinds: dict[int, str], mover: int, battle_map: BattleMap) -> list[Tile]:
    """The tiles of the mover's enemies: the zombies for the living, the living for a zombie."""
    zombie = kinds.get(mover) == "zombie"
    return [t for c, t in battle_map.tokens.items() if c != mover and (kinds.get(c) == "zombie") != zombie]
