"""What every grid-and-limbs action does to a character's state: the body written back, the log
lines for limbs made useless and for death, and a melee or grenade hit's knockback and flinch."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import LogLine, RulesError, State
from app.rules.gridlimbs.body import LIMBS, PART_LABELS, PARTS, TORSO, Body
from app.rules.gridlimbs.melee import flinches, knockback_tiles
from app.rules.gridlimbs.weapons import GRENADE, Weapon
from app.rules.text import QT_TRANSLATE_NOOP


def whole_number(value: Any, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Enter a whole number, 0 or more."))
    return value


def with_body(state: Mapping[str, Any], body: Body) -> State:
    out = dict(state)
    out["body"] = body.to_dict()
    for part in PARTS:
        out[part] = body.pool(part)
    return out


#: the round's-end bleeding in logs written before the line named each number (read as it was)
BLEEDING_BEFORE = QT_TRANSLATE_NOOP("rules", "Bleeding costs the main pool {points}.")


def bleeding_line(before: Body, after: Body) -> LogLine:
    """The round's-end bleeding in one line, each number that changed: every bleeding limb's or
    the head's points before and after, then the main pool's ("Bleeding: Left arm 3 → 2; main pool
    10 → 9 (−1).").  A useless limb bleeding from its marks is named with what it costs the main pool,
    and so is the main pool's own bleeding beside the limbs': the parts named add up to its change."""
    parts: list[dict[str, Any]] = []
    for part in PARTS:
        if part == TORSO or not before.bleeding(part):
            continue
        if after.pool(part) != before.pool(part):
            parts.append({"t": QT_TRANSLATE_NOOP("rules", "{part} {before} → {after}"),
                          "args": {"part": {"t": PART_LABELS[part]}, "before": before.pool(part),
                                   "after": after.pool(part)}})
        else:
            parts.append({"t": QT_TRANSLATE_NOOP("rules", "{part} bleeds {points}"),
                          "args": {"part": {"t": PART_LABELS[part]}, "points": before.bleeding(part)}})
    if parts and before.bleeding(TORSO):  # the main pool's own bleeding named beside the limbs' (it adds up)
        parts.append({"t": QT_TRANSLATE_NOOP("rules", "{part} bleeds {points}"),
                      "args": {"part": {"t": PART_LABELS[TORSO]}, "points": before.bleeding(TORSO)}})
    pool = {"before": before.pool(TORSO), "after": after.pool(TORSO),
            "change": after.pool(TORSO) - before.pool(TORSO)}
    if not parts:
        return LogLine(QT_TRANSLATE_NOOP("rules", "Bleeding: main pool {before} → {after} ({change})."), pool)
    return LogLine(QT_TRANSLATE_NOOP("rules", "Bleeding: {parts}; main pool {before} → {after} ({change})."),
                   {"parts": parts, **pool})


def log_changes(lines: list[LogLine], before: Body, after: Body) -> None:
    """Add the log lines for parts made useless, parts that start bleeding, and for death."""
    for part in LIMBS:
        if after.useless(part) and not before.useless(part):
            text = QT_TRANSLATE_NOOP("rules", "{part} is useless.")
            lines.append(LogLine(text, {"part": {"t": PART_LABELS[part]}}))
    for part in PARTS:  # the roster's "Bleeding" warning has its line in the log
        if after.bleeding(part) and not before.bleeding(part):
            # "starts to bleed out, losing one hitpoint and also deducting one hitpoint from your total":
            # a limb or the head with points left loses 1 itself as the main pool loses its share
            text = (QT_TRANSLATE_NOOP("rules", "{part} starts bleeding: it loses 1 each round, and the main pool "
                                               "{points}.")
                    if part != TORSO and after.pool(part) > 0 else
                    QT_TRANSLATE_NOOP("rules", "{part} starts bleeding: the main pool loses {points} each round."))
            lines.append(LogLine(text, {"part": {"t": PART_LABELS[part]}, "points": after.bleeding(part)}))
    if after.dead and not before.dead:
        lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Dead.")))


#: the damage's knockback line, which the map reads to move the token (``tiles``)
KNOCKED_BACK = QT_TRANSLATE_NOOP("rules", "Knocked back {tiles} tile(s).")


def log_fight_effects(lines: list[LogLine], weapon: Weapon, attacker_strength: int, defender_strength: int,
                       damage: int, before: Body, after: Body) -> None:
    """Knockback from the weapon's force (a melee weapon's force is the attacker's Strength; a
    grenade always knocks back at least one tile) and, for melee, whether the defender flinches."""
    force = attacker_strength if not weapon.ranged else weapon.force
    tiles = knockback_tiles(force, defender_strength)
    if weapon.key == GRENADE:
        tiles = max(1, tiles)
    if tiles:
        # a melee blow's Strength goes with it: an obstacle in the way hurts by the same Strength
        lines.append(LogLine(KNOCKED_BACK, {"tiles": tiles} if weapon.ranged else
                             {"tiles": tiles, "strength": attacker_strength}))
    if not weapon.ranged:
        disabled = any(after.useless(p) and not before.useless(p) for p in LIMBS)
        if flinches(damage, before.max_hp, disabled) or tiles:
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Flinched: no strike back.")))
        else:
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Not flinched: strikes back.")))
