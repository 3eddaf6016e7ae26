"""Grid-and-limbs rolls for the dice dock: the d(Accuracy) shot, and the melee strike that always
hits (:mod:`.strike`), each with its factors named under the odds.

The Accuracy a shot rolls with is :func:`~app.rules.gridlimbs.shooting.shooting_accuracy` (hand,
two-handed weapon, shooter moved, a faster target's squares, several targets); the shot is
:func:`~app.rules.gridlimbs.shooting.resolve_shot` (a d100 for the part at point blank, else
d(Accuracy) against the distance, aimed or not), its odds
:func:`~app.rules.gridlimbs.shooting.shot_distribution`.  A shot the shooter's arms cannot make is
refused, and a shot spends its round from the gun's loaded clip (:mod:`.shot_rules`), before a die
is rolled; the roll's new state is the round spent, in the same log line.

The target is the roll's opponent, and may be left out (a shot at a door).  A gun's hit on a
target offers the gun's damage to the part it hit (:meth:`apply_damage` takes the weapon's damage,
a bullet, the vest on the torso); a grenade's damage is the map's business (its blast).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.rules.base import Choice, FieldSpec, LogLine, RulesError
from app.rules.dice import Dice
from app.rules.features.rolls import RollRules
from app.rules.gridlimbs.body import PART_LABELS, PARTS
from app.rules.gridlimbs.drawing import (
    DRAW,
    PUT_AWAY_KIND,
    draw,
    draw_kind,
    draw_odds,
    put_away,
    put_away_kind,
    put_away_odds,
)
from app.rules.gridlimbs.found_weapons import FIND_WEAPON, find_weapon, find_weapon_kind, find_weapon_odds
from app.rules.gridlimbs.hands import HAND_LABELS, HANDS
from app.rules.gridlimbs.sheet import ACCURACY, RIGHT_HAND, carried_weapons
from app.rules.gridlimbs.shooting import MISS, resolve_shot, shooting_accuracy, shot_distribution
from app.rules.gridlimbs.shot_rules import refuse_useless_arms, spend_shot
from app.rules.gridlimbs.strike import STRIKE, shot_factors, strike, strike_factors, strike_kind, strike_odds
from app.rules.gridlimbs.supplies import PICK_UP, pick_up, pick_up_kind, pick_up_odds
from app.rules.gridlimbs.weapons import WEAPONS, shots_a_round
from app.rules.rolling import (
    Chance,
    DamageOffer,
    Roller,
    RollKind,
    RollResult,
    clean_inputs,
    find_kind,
    need_opponent,
)
from app.rules.text import QT_TRANSLATE_NOOP

SHOT = "shot"



#: "If a tile of furniture is reduced to half hitpoints, … attacks will be able to go through it"
BLOCKED = QT_TRANSLATE_NOOP(
    "rules", "Furniture stops the shot: a tile of it lets attacks through only at half its hit points or less."
)

#: a shot without a firearm: refused before anything is rolled (no "Hit 100%" at point blank, no d1)
NO_FIREARM = QT_TRANSLATE_NOOP("rules", "No firearm: this character carries no gun to shoot with; strike in melee "
                                        "instead.")
NO_GUN_PICKED = QT_TRANSLATE_NOOP("rules", "No firearm picked: a shot needs one; pick it under Weapon.")


def refuse_no_firearm(sheet: Mapping[str, Any], weapon: Any) -> None:
    """A shot needs a firearm: said why when the form has none."""
    if weapon is None or not weapon.ranged:
        guns = [key for key in carried_weapons(sheet) if key in WEAPONS and WEAPONS[key].ranged]
        raise RulesError(NO_GUN_PICKED if guns else NO_FIREARM)


def _cannot_hit(accuracy: int, distance: int, aimed: bool) -> Chance:
    """A shot no face of d(Accuracy) makes hit, and why: "A roll can hit 50% further than usual,
    rounded down, if no particular body-part is being aimed for"."""
    reach = accuracy if aimed else accuracy * 3 // 2
    if accuracy < 1:
        return Chance(QT_TRANSLATE_NOOP("rules", "Hit (cannot hit: no Accuracy to roll)"), Fraction(0))
    if distance > reach:
        text = (QT_TRANSLATE_NOOP("rules", "Hit (cannot hit: out of range, an aimed d{sides} reaches {reach} "
                                           "{reach|tile|tiles}, the target is {distance} away)") if aimed
                else QT_TRANSLATE_NOOP("rules", "Hit (cannot hit: out of range, d{sides} reaches {reach} "
                                                "{reach|tile|tiles}, the target is {distance} away)"))
        return Chance(text, Fraction(0), {"sides": accuracy, "reach": reach, "distance": distance})
    return Chance(QT_TRANSLATE_NOOP("rules", "Hit (cannot hit: no face of d{sides} hits that part)"), Fraction(0),
                  {"sides": accuracy})


class GridLimbsRolls(RollRules):
    """The dice dock's rolls of the grid-and-limbs rules: the d(Accuracy) shot."""

    def roll_kinds(self, sheet: Mapping[str, Any]) -> list[RollKind]:
        guns = [key for key in carried_weapons(sheet) if key in WEAPONS and WEAPONS[key].ranged]
        guns = list(dict.fromkeys(guns))
        aims = (Choice("", QT_TRANSLATE_NOOP("rules", "Not aimed (×1.5)")),) + tuple(
            Choice(p, PART_LABELS[p]) for p in PARTS
        )
        fields = (
            FieldSpec(
                "weapon",
                QT_TRANSLATE_NOOP("rules", "Weapon"),
                "choice",
                guns[0] if guns else "",
                choices=(Choice("", QT_TRANSLATE_NOOP("rules", "No weapon")),)
                + tuple(Choice(k, WEAPONS[k].label) for k in guns),
            ),
            FieldSpec(
                "hand",
                QT_TRANSLATE_NOOP("rules", "Hand"),
                "choice",
                "right",
                choices=tuple(Choice(h, HAND_LABELS[h]) for h in HANDS),
            ),
            FieldSpec(
                "distance",
                QT_TRANSLATE_NOOP("rules", "Distance (tiles)"),
                "int",
                3,
                0,
                99,
                help=QT_TRANSLATE_NOOP(
                    "rules", "1 or less is point blank: always a hit, on a random part (a diagonal neighbour too)."
                ),
            ),
            FieldSpec(
                "diagonal",
                QT_TRANSLATE_NOOP("rules", "Diagonal neighbour (point blank)"),
                "bool",
                False,
                help=QT_TRANSLATE_NOOP(
                    "rules", "A target on a diagonal tile next to the shooter is point blank, whatever the distance."
                ),
            ),
            FieldSpec(
                "aim", QT_TRANSLATE_NOOP("rules", "Aimed at"), "choice", "", choices=aims,
                help=QT_TRANSLATE_NOOP(
                    "rules", "Not aimed: a shot reaches 50% further (rounded down). Aimed at a part: it may go awry"
                ),
            ),
            FieldSpec(
                "shooter_moved", QT_TRANSLATE_NOOP("rules", "Shooter moved this turn (half Accuracy)"), "bool", False
            ),
            FieldSpec(
                "targets",
                QT_TRANSLATE_NOOP("rules", "Targets this turn"),
                "int",
                1,
                1,
                10,
                help=QT_TRANSLATE_NOOP("rules", "−1 Accuracy for each further target."),
            ),
            FieldSpec("target_moved", QT_TRANSLATE_NOOP("rules", "Tiles a faster target moved"), "int", 0, 0, 99),
            FieldSpec(
                "blocked", QT_TRANSLATE_NOOP("rules", "Furniture in the way, not broken through"), "bool", False,
                help=QT_TRANSLATE_NOOP(
                    "rules", "A tile of furniture lets attacks through at half its hit points or less; "
                             "the map ticks this from the line of the shot."
                ),
            ),
        )
        drawing = draw_kind(sheet)
        putting_away = put_away_kind(sheet)
        striking = strike_kind(sheet)
        shot = RollKind(
            SHOT,
            QT_TRANSLATE_NOOP("rules", "Shot: d(Accuracy)"),
            fields,
            opposed=True,
            opponent_optional=True,
            help=QT_TRANSLATE_NOOP(
                "rules", "The roll hits up to that many tiles away; a hit offers the gun's damage to the target."
            ),
        )
        # an unarmed character's first roll is the strike: the shot is there, refused with the reason
        first = [shot, striking] if guns else [striking, shot]
        return [
            *first,
            *([drawing] if drawing else []),
            *([putting_away] if putting_away else []),
            pick_up_kind(),
            find_weapon_kind(),
        ]

    def can_make(self, kind: str, sheet: Mapping[str, Any], state: Mapping[str, Any], who: str = "pc") -> bool:
        """A zombie bites (the strike, bare): it carries no starting item (the players choose one), so
        no pistol to shoot; a survivor shoots only with a firearm carried."""
        if who == "zombie":
            return kind == STRIKE
        if kind == SHOT:
            return any(key in WEAPONS and WEAPONS[key].ranged for key in carried_weapons(sheet))
        return True

    def roll_factors(
        self, kind: str, roller: Roller, inputs: Mapping[str, Any], opponent: Roller | None = None
    ) -> tuple[LogLine, ...]:
        """The shot's Accuracy and the strike's damage, each factor named."""
        if kind not in (SHOT, STRIKE):
            return ()
        spec = find_kind(self.roll_kinds(roller.sheet), kind)
        values = clean_inputs(spec.fields, inputs)
        return shot_factors(roller, values) if kind == SHOT else strike_factors(roller, values)

    def round_limit(self, kind: str, inputs: Mapping[str, Any]) -> tuple[str, str, int] | None:
        """"Pistol: Two shots per round", "Rifle: One shot per round", "SMG: Either One shot per
        round or …" (its spray, :func:`shots_a_round`): a gun's shots by one shooter in a round."""
        if kind != SHOT:
            return None
        return shots_a_round(str(inputs.get("weapon", "") or ""))

    def blow_request(self, kind: str, inputs: Mapping[str, Any]) -> Mapping[str, Any] | None:
        """The strike's weapon (a katana, bare hands): the map refuses it out of melee reach."""
        if kind != STRIKE:
            return None
        return {"weapon": str(inputs.get("weapon", "") or "")}

    @staticmethod
    def _accuracy(roller: Roller, values: Mapping[str, Any]) -> int:
        weapon = WEAPONS.get(values["weapon"])
        return shooting_accuracy(
            int(roller.sheet[ACCURACY]),
            right_percent=int(roller.sheet.get(RIGHT_HAND, 50)),
            hand=values["hand"],
            two_handed=bool(weapon and weapon.two_handed),
            targets=values["targets"],
            target_moved=values["target_moved"],
            target_faster=values["target_moved"] > 0,
            shooter_moved=values["shooter_moved"],
        )

    def roll_odds(
        self, kind: str, roller: Roller, inputs: Mapping[str, Any], opponent: Roller | None = None
    ) -> list[Chance]:
        spec = find_kind(self.roll_kinds(roller.sheet), kind)
        need_opponent(spec, opponent)
        values = clean_inputs(spec.fields, inputs)
        if kind == DRAW:
            return draw_odds(roller.sheet, roller.state, roller.fighting, roller.name)
        if kind == PUT_AWAY_KIND:
            return put_away_odds(roller.sheet, roller.state)
        if kind == PICK_UP:
            return pick_up_odds(roller.state, values)
        if kind == FIND_WEAPON:
            return find_weapon_odds(roller.sheet, values)
        if kind == STRIKE:
            return strike_odds(roller, values)
        weapon = WEAPONS.get(values["weapon"])
        refuse_no_firearm(roller.sheet, weapon)
        if values["blocked"]:
            raise RulesError(BLOCKED)
        refuse_useless_arms(roller.sheet, roller.state, weapon, values["hand"])
        spend_shot(roller.state, weapon)  # an empty clip, said before the roll
        close = values["diagonal"] or values["distance"] <= 1
        accuracy = self._accuracy(roller, values)
        dist = shot_distribution(accuracy, values["distance"], values["aim"] or None, close)
        hit = 1 - dist.get(MISS, Fraction(0))
        if hit == 0:  # said why beside the 0%: the dock asks for Ctrl+R again before such a shot
            return [_cannot_hit(accuracy, values["distance"], bool(values["aim"]))]
        out = [Chance(QT_TRANSLATE_NOOP("rules", "Hit"), hit)]
        if values["aim"] or close:
            for part in PARTS:
                if dist.get(part):
                    out.append(
                        Chance(QT_TRANSLATE_NOOP("rules", "{part}"), dist[part], {"part": {"t": PART_LABELS[part]}})
                    )
        return out

    def resolve_roll(
        self, kind: str, roller: Roller, inputs: Mapping[str, Any], dice: Dice, opponent: Roller | None = None
    ) -> RollResult:
        spec = find_kind(self.roll_kinds(roller.sheet), kind)
        need_opponent(spec, opponent)
        values = clean_inputs(spec.fields, inputs)
        if kind == DRAW:
            return draw(roller.sheet, roller.state, roller.fighting, roller.name)
        if kind == PUT_AWAY_KIND:
            return put_away(roller.sheet, roller.state)
        if kind == PICK_UP:
            return pick_up(roller.state, values)
        if kind == FIND_WEAPON:
            return find_weapon(roller.sheet, values)
        if kind == STRIKE:
            return strike(roller, values, opponent)
        weapon = WEAPONS.get(values["weapon"])
        refuse_no_firearm(roller.sheet, weapon)
        if values["blocked"]:
            raise RulesError(BLOCKED)
        refuse_useless_arms(roller.sheet, roller.state, weapon, values["hand"])
        after = spend_shot(roller.state, weapon)  # refused before a die is rolled
        accuracy = self._accuracy(roller, values)
        shot = resolve_shot(dice, accuracy, values["distance"], values["aim"] or None, values["diagonal"])
        if shot.hit:
            line = LogLine(QT_TRANSLATE_NOOP("rules", "Hit: {part}"), {"part": {"t": PART_LABELS[shot.part]}})
        elif shot.record is None:
            line = LogLine(QT_TRANSLATE_NOOP("rules", "Miss: no Accuracy left for this distance"))
        else:
            line = LogLine(QT_TRANSLATE_NOOP("rules", "Miss"))
        offers: tuple[DamageOffer, ...] = ()
        if shot.hit and opponent is not None and weapon is not None and weapon.uses_clips:
            request = {"part": shot.part, "amount": 0, "weapon": weapon.key, "bullet": True}
            offers = (DamageOffer("opponent", weapon.damage, request),)
        return RollResult(line, [shot.record] if shot.record else [], shot.hit, damage=offers, state=after)
