"""Running past enemies on the battle map, and the block that meets such a run.

Rule text (revision), "Movement and Combat": "you may attack in melee everything you run past;
however, you may only attack one thing per drawn melee weapon for each tile you step on"; "Melee
attacks always hit and always do damage (unless blocked)"; "In melee, you may attempt to block;
this will only succeed if you are faster than them … If you attempt to block when there are no
adjacent enemies to you at the start of a round, and one with faster speed runs at you, the block
works as per usual."

How Deadwatch reads what the text leaves open (the issue note says so):
- The run attacks the most enemies it can, each once (:func:`~.run_past.matched_attacks`); the
  drawn weapons are the katanas carried (one a hand), the stronger working hand striking first.
  A melee hit lands on the torso (the damage form's own default); the GM may change it after.
- A block is declared for the round (the map's K) and read when the hit comes.  Declared with no
  enemy in melee reach, it holds against a runner whatever his speed; else only a faster blocker's
  block holds.  Knockback from a block is logged; the GM moves the runner's token.
- A blow's knockback (the runner's Strength against the victim's) moves the victim's token away
  from the tile the runner struck from; a wall or furniture in the way hurts it the runner's
  Strength for each tile not travelled (:func:`~.map_attacks.melee_knockback`).
- No dice: melee always hits, so the odds shown are certain.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from app.rules.base import LogLine, Outcome, RulesError, Sheet, State
from app.rules.grid import AreaAttack, Hit, Tile
from app.rules.gridlimbs.body import TORSO
from app.rules.gridlimbs.drawing import drawn_katanas, undrawn_refusal
from app.rules.gridlimbs.hands import HAND_LABELS, HANDS, can_wield, hand_share, split_by_hand
from app.rules.gridlimbs.melee import block
from app.rules.gridlimbs.movement import in_melee_reach
from app.rules.gridlimbs.run_past import matched_attacks
from app.rules.gridlimbs.sheet import RIGHT_HAND, STRENGTH
from app.rules.gridlimbs.stamina import points_arg
from app.rules.gridlimbs.weapons import KATANA, WEAPONS
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.tiles import tile_text

BLOCKING = "blocking"


def wielding_hands(sheet: Sheet, body: Any, state: State) -> list[str]:
    """The hands that hold a drawn katana (a concealed one is not drawn until a round spent drawing
    it, :mod:`.drawing`), the stronger working hand first."""
    right = int(sheet.get(RIGHT_HAND, 50))
    usable = [h for h in HANDS if can_wield(body, right, h, False)]
    usable.sort(key=lambda h: -hand_share(right, h))
    return usable[:drawn_katanas(sheet, state)]


def passing_refusal(rules: Any, sheet: Sheet, state: State) -> LogLine | None:
    """Why the runner strikes nothing in passing whatever the path ("one thing per drawn melee
    weapon"), None when a drawn katana and a hand to hold it strike."""
    if rules.is_dead(sheet, state):
        return LogLine(QT_TRANSLATE_NOOP("rules", "This character is dead."))
    if wielding_hands(sheet, rules.body(sheet, state), state):
        return None
    if drawn_katanas(sheet, state):
        return LogLine(QT_TRANSLATE_NOOP("rules", "No working arm holds the drawn katana."))
    undrawn = undrawn_refusal(sheet, state)
    if undrawn is not None:
        return LogLine(undrawn)
    return LogLine(QT_TRANSLATE_NOOP("rules", "No drawn melee weapon: no katana is carried."))


def run_past(rules: Any, path: Sequence[Tile], sheet: Sheet, state: State,
             enemies: Mapping[int, tuple[Tile, Sheet, State]], knock: Any = None) -> AreaAttack:
    """The attacks of a run along ``path`` at the enemies (id → tile, sheet, state) it passes,
    blocks read: one hit each, with its damage request for the damage pipeline.  ``knock(tile,
    victim, attacker strength, victim strength)`` gives a blow's knockback on the map (the tile
    landed on or None, the obstacle damage, its lines)."""
    if rules.is_dead(sheet, state):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This character is dead."))
    hands = wielding_hands(sheet, rules.body(sheet, state), state)
    live = {cid: v for cid, v in enemies.items() if not rules.is_dead(v[1], v[2])}
    by_tile = {v[0]: cid for cid, v in live.items()}
    matched = matched_attacks(path, list(by_tile), len(hands)) if hands else []
    strength = int(sheet[STRENGTH])
    speed = rules.speed(sheet, state)
    right = int(sheet.get(RIGHT_HAND, 50))
    modifier = WEAPONS[KATANA].melee_modifier
    used: dict[int, int] = {}
    hits = []
    for step, _weapon, tile in sorted(matched, key=lambda m: (m[0], m[2])):  # hands in tile order
        hand = hands[used.get(step, 0)]
        used[step] = used.get(step, 0) + 1
        cid = by_tile[tile]
        _tile, their_sheet, their_state = live[cid]
        share = hand_share(right, hand)
        damage = split_by_hand(strength * modifier, share)
        request: dict[str, Any] = {"amount": 0, "part": TORSO, "bullet": False, "weapon": KATANA,
                                   "attacker_strength": strength, "attacker_hand_share": share}
        lines = [LogLine(QT_TRANSLATE_NOOP("rules", "Struck in passing at {tile} ({hand}): {damage} damage."),
                         {"tile": tile_text(path[step]), "hand": {"t": HAND_LABELS[hand]}, "damage": damage})]
        requests: tuple[Mapping[str, Any], ...] = (request,)
        declared = their_state.get(BLOCKING)
        if isinstance(declared, Mapping):
            held = block(rules.speed(their_sheet, their_state), int(their_sheet[STRENGTH]), speed, damage,
                         braced=bool(declared.get("braced")))
            lines.append(block_line(held.succeeded, held.damage_through, held.knocks_back_attacker,
                                    bool(declared.get("braced"))))
            requests = ({**request, "amount": held.damage_through},) if held.damage_through else ()
            if held.succeeded:  # a held block takes no knockback
                hits.append(Hit(cid, requests, intro=tuple(lines)))
                continue
        landed, hurt, after = knock(path[step], cid, strength, int(their_sheet[STRENGTH])) if knock else (None, 0, [])
        if hurt:
            requests += ({"amount": hurt, "part": TORSO},)
        hits.append(Hit(cid, requests, landed, hurt, tuple(after), intro=tuple(lines)))
    return AreaAttack(tuple(hits), shooter_outcome=Outcome(rules.mark_activity(state, fought=True)) if hits else None)


def block_line(held: bool, through: int, knocks_back: bool, braced: bool) -> LogLine:
    if not held:
        return LogLine(QT_TRANSLATE_NOOP("rules", "The block fails: the runner is not slower."))
    if knocks_back:
        return LogLine(QT_TRANSLATE_NOOP("rules", "Blocked: no damage, and the runner is knocked back."))
    if braced:
        return LogLine(QT_TRANSLATE_NOOP("rules", "Blocked (declared with no enemy adjacent): {damage} goes through."),
                       {"damage": through})
    return LogLine(QT_TRANSLATE_NOOP("rules", "Blocked: {damage} goes through."), {"damage": through})


def declare_block(rules: Any, sheet: Sheet, state: State, tile: Tile, enemy_tiles: Sequence[Tile]) -> Outcome:
    """Declare a block for this round, or take it back when one is declared.  Declared with no
    enemy in melee reach it holds against a faster runner."""
    if rules.is_dead(sheet, state):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This character is dead."))
    out = dict(state)
    if isinstance(state.get(BLOCKING), Mapping):
        out.pop(BLOCKING)
        return Outcome(out, [LogLine(QT_TRANSLATE_NOOP("rules", "No longer blocks this round."))])
    braced = not any(in_melee_reach(tile, e) for e in enemy_tiles)
    out[BLOCKING] = {"braced": braced}
    lines = [LogLine(QT_TRANSLATE_NOOP("rules", "Blocks this round (Speed {speed}, Strength {strength})."),
                     {"speed": points_arg(Fraction(rules.speed(sheet, state))), "strength": int(sheet[STRENGTH])})]
    if braced:
        lines.append(LogLine(QT_TRANSLATE_NOOP(
            "rules", "No enemy adjacent: the block holds against a faster enemy who runs in.")))
    return Outcome(out, lines)


__all__ = ["BLOCKING", "block_line", "declare_block", "run_past", "wielding_hands"]
