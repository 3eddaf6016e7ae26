"""The melee strike as a roll of the dice dock, and the named factors of a shot's and a strike's
numbers (the line under the odds: "Accuracy 6 × Right hand 60% × 2 = d7").

Rule text (revision), "Movement and Combat": "Melee attacks always hit and always do damage (unless
blocked)"; "Damage in melee is determined by your Strength stat multiplied by the weapon's damage
modifier", split between the hands by handedness, then doubled (:mod:`.melee`, :mod:`.hands`).
Nothing is rolled: the strike offers its damage to the part struck of the one it is against, where
the damage rules take the block, the flinch and the knockback (:mod:`.damage_rules`).  It is offered
to everyone: with a melee weapon carried (a katana, a concealed one drawn first), or with none (a
fist, a zombie's bite: the text names no other modifier, so Strength × 1, :data:`.weapons.BARE_BLOW`).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.rules.base import Choice, FieldSpec, LogLine, RulesError, Sheet
from app.rules.gridlimbs.body import PART_IN_LINE, PART_LABELS, PARTS, TORSO
from app.rules.gridlimbs.damage_block import block_defaults, blocked_hit
from app.rules.gridlimbs.drawing import DRAWING, DRAWING_THIS_ROUND, DRAWN_THIS_ROUND, drawn_katanas
from app.rules.gridlimbs.hands import HAND_LABELS, HANDS, hand_share, hand_value
from app.rules.gridlimbs.reading import body
from app.rules.gridlimbs.sheet import ACCURACY, RIGHT_HAND, STRENGTH, carried_weapons
from app.rules.gridlimbs.shot_rules import refuse_useless_arms
from app.rules.gridlimbs.weapons import BLOWS, UNARMED, WEAPONS, Weapon
from app.rules.rolling import Chance, DamageOffer, Roller, RollKind, RollResult
from app.rules.text import QT_TRANSLATE_NOOP

STRIKE = "strike"


def melee_weapons(sheet: Mapping[str, Any]) -> list[str]:
    """The melee weapons a character carries, each once (the katana)."""
    return list(dict.fromkeys(k for k in carried_weapons(sheet) if k in WEAPONS and not WEAPONS[k].ranged))


def strike_kind(sheet: Mapping[str, Any]) -> RollKind:
    """The strike, for everyone: with each melee weapon carried (the first by default), or with none."""
    weapons = [*melee_weapons(sheet), UNARMED]
    fields = (
        FieldSpec("weapon", QT_TRANSLATE_NOOP("rules", "Weapon"), "choice", weapons[0],
                  choices=tuple(Choice(k, BLOWS[k].label) for k in weapons)),
        FieldSpec("hand", QT_TRANSLATE_NOOP("rules", "Hand"), "choice", "right",
                  choices=tuple(Choice(h, HAND_LABELS[h]) for h in HANDS)),
        FieldSpec("part", QT_TRANSLATE_NOOP("rules", "Struck at"), "choice", TORSO,
                  choices=tuple(Choice(p, PART_LABELS[p]) for p in PARTS)),
    )
    return RollKind(
        STRIKE, QT_TRANSLATE_NOOP("rules", "Strike in melee (always hits)"), fields, opposed=True,
        opponent_optional=True, subject=("weapon",),
        help=QT_TRANSLATE_NOOP("rules", "Nothing is rolled: Strength × the weapon's modifier, split by the hand "
                                        "and doubled, offered to the part struck (a block may stop it)."),
    )


def _strike_weapon(sheet: Sheet, state: Mapping[str, Any], values: Mapping[str, Any]) -> Weapon:
    weapon = BLOWS.get(values["weapon"])
    if weapon is None or weapon.ranged:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "No melee weapon to strike with."))
    if weapon.key == UNARMED:  # a fist or a bite: nothing to draw, no weapon to hold
        if state.get(DRAWING):  # but the round is the draw's: "takes up a round of combat"
            raise RulesError(DRAWING_THIS_ROUND)
        return weapon
    if not drawn_katanas(sheet, state):
        if state.get(DRAWING):  # drawn this round: the draw took up the round, it is not to be asked again
            raise RulesError(DRAWN_THIS_ROUND)
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Draw the concealed katana first: it strikes from the next round."))
    refuse_useless_arms(sheet, dict(state), weapon, values["hand"])
    return weapon


def strike_damage(roller: Roller, weapon: Weapon, hand: str) -> int:
    return hand_value(int(roller.sheet.get(STRENGTH, 0)) * weapon.melee_modifier,
                      int(roller.sheet.get(RIGHT_HAND, 50)), hand, weapon.two_handed)


def strike_odds(roller: Roller, values: Mapping[str, Any]) -> list[Chance]:
    _strike_weapon(roller.sheet, roller.state, values)
    return [Chance(QT_TRANSLATE_NOOP("rules", "Hit"), Fraction(1))]


def strike(roller: Roller, values: Mapping[str, Any], opponent: Roller | None) -> RollResult:
    """The strike: its damage, offered to the part struck of the one it is against."""
    weapon = _strike_weapon(roller.sheet, roller.state, values)
    damage = strike_damage(roller, weapon, values["hand"])
    part = values["part"]
    line = LogLine(QT_TRANSLATE_NOOP("rules", "Strikes the {part}: {damage} damage"),
                   {"part": {"t": PART_IN_LINE[part]}, "damage": damage})
    offers: tuple[DamageOffer, ...] = ()
    if opponent is not None:
        share = 100 if weapon.two_handed else hand_share(int(roller.sheet.get(RIGHT_HAND, 50)), values["hand"])
        request = {"part": part, "amount": 0, "weapon": weapon.key,
                   "attacker_strength": int(roller.sheet.get(STRENGTH, 0)), "attacker_hand_share": share,
                   # the striker's Speed (halves included) while the one struck blocks: the block meets
                   # the offer applied from the dock as it meets the damage form with the attacker picked
                   **block_defaults(opponent.state, (roller.sheet, roller.state))}
        offer = DamageOffer("opponent", damage, request)
        # a block declared this round meets the blow: its result said before the offer is taken, as
        # the damage form's preview says it ("Apply 1 damage to Gren (3 − block 2)")
        blocked = blocked_hit(opponent.sheet, opponent.state, body(opponent.sheet, opponent.state), request,
                              weapon, damage)
        lines: list[LogLine] = []
        if blocked is not None:
            held, _steps, block_lines = blocked
            lines = block_lines
            strength = int(opponent.sheet.get(STRENGTH, 0))
            if held.knocks_back_attacker:
                offer = DamageOffer("opponent", 0, request, label=QT_TRANSLATE_NOOP(
                    "rules", "Blocked: nothing goes through; the attacker is knocked back"))
            elif held.succeeded:
                offer = DamageOffer("opponent", held.damage_through, request, label=QT_TRANSLATE_NOOP(
                    "rules", "Apply {through} damage to {name} ({damage} − block {strength})"),
                    args={"through": held.damage_through, "damage": damage, "strength": strength})
        return RollResult(line, [], True, lines=lines, damage=(offer,))
    return RollResult(line, [], True, damage=offers)


# ---- the factors, named ---------------------------------------------------------------------
def _hand(sheet: Sheet, weapon: Weapon | None, hand: str) -> LogLine:
    if weapon is not None and weapon.two_handed:
        return LogLine(QT_TRANSLATE_NOOP("rules", "(two-handed: not split)"))
    share = hand_share(int(sheet.get(RIGHT_HAND, 50)), hand)
    return LogLine(QT_TRANSLATE_NOOP("rules", "× {hand} {share}% × 2"),
                   {"hand": {"t": HAND_LABELS[hand]}, "share": share})


def strike_factors(roller: Roller, values: Mapping[str, Any]) -> tuple[LogLine, ...]:
    """"Strength 3 × Katana 2 × Right hand 60% × 2 = 7 damage"."""
    weapon = BLOWS.get(values["weapon"])
    if weapon is None or weapon.ranged:
        return ()
    # a katana put away strikes only once drawn: its damage is said with its state
    concealed = weapon.key != UNARMED and not drawn_katanas(roller.sheet, roller.state)
    return (
        LogLine(QT_TRANSLATE_NOOP("rules", "Strength {value}"), {"value": int(roller.sheet.get(STRENGTH, 0))}),
        LogLine(QT_TRANSLATE_NOOP("rules", "× {weapon} {value}"),
                {"weapon": {"t": weapon.label}, "value": weapon.melee_modifier}),
        _hand(roller.sheet, weapon, values["hand"]),
        LogLine(QT_TRANSLATE_NOOP("rules", "= {value} damage"),
                {"value": strike_damage(roller, weapon, values["hand"])}),
        *((LogLine(QT_TRANSLATE_NOOP(
            "rules", "(once drawn: the katana is concealed, and drawing it takes up a round of combat)")),)
          if concealed else ()),
    )


def shot_factors(roller: Roller, values: Mapping[str, Any]) -> tuple[LogLine, ...]:
    """"Accuracy 6 × Right hand 60% × 2 ÷ 2 (the shooter moved) − 1 (further targets) = d2", as
    :func:`~app.rules.gridlimbs.shooting.shooting_accuracy` works it out, step by step."""
    sheet = roller.sheet
    weapon = WEAPONS.get(values["weapon"])
    accuracy = int(sheet.get(ACCURACY, 0))
    value = hand_value(accuracy, int(sheet.get(RIGHT_HAND, 50)), values["hand"], bool(weapon and weapon.two_handed))
    out = [LogLine(QT_TRANSLATE_NOOP("rules", "Accuracy {value}"), {"value": accuracy}),
           _hand(sheet, weapon, values["hand"])]
    if values["shooter_moved"]:
        value //= 2
        out.append(LogLine(QT_TRANSLATE_NOOP("rules", "÷ 2 (the shooter moved)")))
    if values["target_moved"] > 0:
        value -= values["target_moved"]
        out.append(LogLine(QT_TRANSLATE_NOOP("rules", "− {value} (a faster target's tiles)"),
                           {"value": values["target_moved"]}))
    if values["targets"] > 1 and value > 1:
        lower = max(1, value - (values["targets"] - 1))
        out.append(LogLine(QT_TRANSLATE_NOOP("rules", "− {value} (further targets)"), {"value": value - lower}))
        value = lower
    if value <= 0:
        out.append(LogLine(QT_TRANSLATE_NOOP("rules", "= {value}: only a point-blank shot hits"),
                           {"value": value}))
    else:
        out.append(LogLine(QT_TRANSLATE_NOOP("rules", "= d{value}"), {"value": value}))
    if values["diagonal"] or values["distance"] <= 1:  # the table dice say d100: say which die is rolled
        out.append(LogLine(QT_TRANSLATE_NOOP(
            "rules", "(not rolled at point blank: the shot hits, a d100 picks the body part)")))
    else:
        out.append(LogLine(QT_TRANSLATE_NOOP(
            "rules", "(the die rolled against the distance to the target)")))
    return tuple(out)
