"""A hit on a grid-and-limbs character: the part (a d100 at point blank), the weapon's damage, the
vest on a torso hit, the main pool's loss, then knockback and flinching; with the heal form of
:mod:`.heal_rules`, the ruleset's damage and healing (:class:`~app.rules.features.damage.DamageRules`);
a melee blow dealt marks that the one dealing it fought this round (his stamina at the round's end)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import Choice, FieldSpec, LogLine, Outcome, RulesError, Sheet, State
from app.rules.dice import Dice, RollRecord
from app.rules.features.damage import DamageRules
from app.rules.gridlimbs import reading
from app.rules.gridlimbs import sheet as sheets
from app.rules.gridlimbs.body import HEAD, LIMBS, PART_LABELS, PARTS, TORSO, main_pool_loss
from app.rules.gridlimbs.damage_block import block_defaults, block_form, blocked_hit
from app.rules.gridlimbs.drawing import undrawn_refusal
from app.rules.gridlimbs.hands import split_by_hand
from app.rules.gridlimbs.heal_rules import GridLimbsHealing
from app.rules.gridlimbs.melee import is_melee_blow
from app.rules.gridlimbs.shooting import roll_point_blank_part
from app.rules.gridlimbs.state_changes import log_changes, log_fight_effects, whole_number, with_body
from app.rules.gridlimbs.vest import Vest, torso_hit
from app.rules.gridlimbs.weapons import BLOWS, GRENADE, KATANA, grenade_damage
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import Arithmetic, joined, marked

RANDOM_PART = "random"
#: the damage form's Strength of the one dealing the blow (filled in from his sheet)
ATTACKER_STRENGTH = "attacker_strength"

#: worked damage: a ranged weapon's fixed damage ({weapon}: Pistol, Rifle…)
_WEAPON_DAMAGE = QT_TRANSLATE_NOOP("rules", "{weapon}: {damage} damage")
#: worked damage: a melee weapon's blow, each factor named as the dice dock's strike names them
#: (:func:`.strike.strike_factors`); the form gives the attacker's share in the hand, not which hand
_MELEE_DAMAGE = QT_TRANSLATE_NOOP("rules", "Strength {strength} × {weapon} {modifier} × hand {share}% × 2 = {damage}")
#: worked damage: the d100 of a point-blank hit and the body part it lands on
_PART_ROLLED = QT_TRANSLATE_NOOP("rules", "d100 rolled {face}: {part}")
#: worked damage: the bulletproof vest stops it all
_VEST_STOPS = QT_TRANSLATE_NOOP("rules", "{damage} damage − vest = 0")
#: worked damage: a torso hit costs the main pool the damage itself
_TORSO_DAMAGE = QT_TRANSLATE_NOOP("rules", "{damage} damage")
#: worked damage: a head hit costs the main pool twice the damage
_HEAD_TO_MAIN = QT_TRANSLATE_NOOP("rules", "{damage} damage, main pool 2×{damage} = {main}")
#: worked damage: a limb hit costs the main pool half the damage, rounded up
_LIMB_TO_MAIN = QT_TRANSLATE_NOOP("rules", "{damage} damage, main pool ⌈{damage}/2⌉ = {main}")


#: a damage form with no damage typed and no weapon picked (the dialog says it, its OK off)
NO_DAMAGE = QT_TRANSLATE_NOOP("rules", "Type the damage, or pick the weapon that deals it.")

class GridLimbsDamage(DamageRules):
    """The damage form and its hit (a blocker's form asks for more: :mod:`.damage_block`); the heal
    form and first aid through the :class:`GridLimbsHealing` it holds."""

    def __init__(self) -> None:
        self.healing = GridLimbsHealing()

    def damage_fields(self, sheet: Sheet) -> Sequence[FieldSpec]:
        """Where the hit lands first (picked by its letter), then the damage."""
        parts = (Choice(RANDOM_PART, QT_TRANSLATE_NOOP("rules", "Random (point blank)")),) + tuple(
            Choice(p, PART_LABELS[p]) for p in PARTS)
        weapons = (Choice("", QT_TRANSLATE_NOOP("rules", "None (damage as typed)")),) + tuple(
            Choice(w.key, w.label) for w in BLOWS.values())
        return (
            FieldSpec("part", QT_TRANSLATE_NOOP("rules", "Body part"), "choice", default=TORSO,
                      choices=parts),
            FieldSpec("amount", QT_TRANSLATE_NOOP("rules", "Damage"), default=0, minimum=0,
                      help=QT_TRANSLATE_NOOP("rules", "Leave at 0 to take the weapon's damage.")),
            FieldSpec("bullet", QT_TRANSLATE_NOOP("rules", "Bullet"), "bool", default=False,
                      help=QT_TRANSLATE_NOOP("rules", "A bulletproof vest stops bullets to the torso.")),
            FieldSpec("weapon", QT_TRANSLATE_NOOP("rules", "Weapon"), "choice", default="", choices=weapons),
            FieldSpec(ATTACKER_STRENGTH, QT_TRANSLATE_NOOP("rules", "Attacker's Strength"), default=2,
                      minimum=0),
            FieldSpec("attacker_hand_share", QT_TRANSLATE_NOOP("rules", "Attacker's share in that hand (%)"),
                      default=50, minimum=0, maximum=100,
                      help=QT_TRANSLATE_NOOP("rules", "For a melee weapon: 50 deals the standard damage.")),
        )

    def apply_damage(self, sheet: Sheet, state: State, request: Mapping[str, Any], dice: Dice, *,
                     attacker: str = "") -> Outcome:
        """One hit: a random part at point blank (d100 on the location table), the vest on a torso
        hit, then :meth:`Body.hit`."""
        amount = whole_number(request.get("amount", 0))
        part = request.get("part", TORSO)
        bullet = bool(request.get("bullet", False))
        weapon_key = request.get("weapon", "") or ""
        if part != RANDOM_PART and part not in PARTS:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown body part."))
        if weapon_key and weapon_key not in BLOWS:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown weapon."))
        body = reading.body(sheet, state)
        if body.dead:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "This character is dead."))
        rolls: list[RollRecord] = []
        steps: list[Arithmetic] = []
        lines: list[LogLine] = []
        weapon = BLOWS[weapon_key] if weapon_key else None
        attacker_strength = whole_number(request.get(ATTACKER_STRENGTH, 2))
        if weapon is not None and weapon.uses_clips:
            bullet = True
        if amount == 0 and weapon is not None:
            if weapon.key == GRENADE:
                record = grenade_damage(dice)
                rolls.append(record)
                steps.append(record.text)
                amount = record.total
            elif weapon.ranged:
                amount = weapon.damage
                steps.append(marked(_WEAPON_DAMAGE, weapon=marked(weapon.label), damage=amount))
            else:
                share = whole_number(request.get("attacker_hand_share", 50))
                amount = split_by_hand(attacker_strength * weapon.melee_modifier, share)
                steps.append(marked(_MELEE_DAMAGE, strength=attacker_strength, weapon=marked(weapon.label),
                                    modifier=weapon.melee_modifier, share=share, damage=amount))
        if amount == 0 and weapon is None:  # nothing typed, no weapon: no blow to write (as afmbe's form)
            raise RulesError(NO_DAMAGE)
        blocked = blocked_hit(sheet, state, body, request, weapon, amount)
        if blocked is not None:  # a block declared this round meets the melee hit
            amount = blocked[0].damage_through
            steps += blocked[1]
            lines += blocked[2]
        if part == RANDOM_PART:
            location = roll_point_blank_part(dice)
            part = location.part
            rolls.append(location.record)
            steps.append(marked(_PART_ROLLED, face=location.record.total, part=marked(PART_LABELS[part])))
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Point-blank hit lands on: {part}."),
                                 {"part": {"t": PART_LABELS[part]}}))
        new_state = dict(state)
        damage = amount
        if part == TORSO:
            vest = Vest.from_dict(state.get("vest", {}))
            result = torso_hit(vest, amount, bullet, dice)
            if result.record is not None:
                rolls.append(result.record)
            if result.vest != vest:
                new_state["vest"] = result.vest.to_dict()
            if result.stopped:
                steps.append(marked(_VEST_STOPS, damage=amount))
                text = QT_TRANSLATE_NOOP("rules", "The vest stops the bullet (failure chance {failure}%).")
                lines.append(LogLine(text, {"failure": result.vest.failure}))
            elif vest.protects and bullet:
                lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "The bullet goes through the vest.")))
            damage = result.damage
        after = body.hit(part, damage)
        if damage:
            main = main_pool_loss(part, damage)
            if part == TORSO:
                if not steps or damage != amount:  # one hit, its figure said once ("Pistol: 6 damage", not again)
                    steps.append(marked(_TORSO_DAMAGE, damage=damage))
            elif part == HEAD:
                steps.append(marked(_HEAD_TO_MAIN, damage=damage, main=main))
            else:
                steps.append(marked(_LIMB_TO_MAIN, damage=damage, main=main))
            text = QT_TRANSLATE_NOOP("rules", "{part} takes {damage}; the main pool loses {main}.")
            lines.append(LogLine(text, {"part": {"t": PART_LABELS[part]}, "damage": damage, "main": main}))
        if part in LIMBS and damage and body.useless(part):
            text = QT_TRANSLATE_NOOP("rules", "{part} was already useless: it bleeds 1 more each round.")
            lines.append(LogLine(text, {"part": {"t": PART_LABELS[part]}}))
        log_changes(lines, body, after)
        if weapon is not None and not after.dead and not (blocked and blocked[0].knocks_back_attacker):
            defender_strength = int(sheet[sheets.STRENGTH])
            log_fight_effects(lines, weapon, attacker_strength, defender_strength, damage, body, after)
        # the hit's figure, which Undo names with what each pool lost ("6 damage (Torso 3 → 0)")
        return Outcome(with_body(new_state, after), lines, rolls, joined(steps), dealt=damage)

    def damage_form(self, sheet: Sheet, state: State) -> Sequence[FieldSpec]:
        """The damage form, and the attacker's Speed while the target blocks this round."""
        return block_form(self.damage_fields(sheet), state)

    def damage_defaults(self, sheet: Sheet, state: State,
                        attacker: tuple[Sheet, State] | None = None) -> dict[str, Any]:
        """The attacker's Strength (a melee blow is Strength × the weapon's modifier, and a blow's
        force is his Strength), and his Speed (halves included) while the target blocks."""
        out = block_defaults(state, attacker)
        if attacker is not None:
            out[ATTACKER_STRENGTH] = int(attacker[0].get(sheets.STRENGTH, 0))
        return out

    # ---- healing: first aid and pain pills ----------------------------------------------------
    def heal_fields(self, sheet: Sheet) -> Sequence[FieldSpec]:
        return self.healing.heal_fields(sheet)

    def apply_heal(self, sheet: Sheet, state: State, request: Mapping[str, Any], dice: Dice) -> Outcome:
        return self.healing.apply_heal(sheet, state, request, dice)

    def heal_defaults(
        self, sheet: Sheet, state: State, healer: tuple[Sheet, State] | None = None, *, fighting: bool = False
    ) -> dict[str, Any]:
        return self.healing.heal_defaults(sheet, state, healer, fighting=fighting)

    def care_given(self, sheet: Sheet, state: State, request: Mapping[str, Any]) -> Outcome | None:
        return self.healing.care_given(sheet, state, request)

    def heal_notes(self, sheet: Sheet, state: State) -> list[LogLine]:
        return self.healing.heal_notes(sheet, state)

    def heal_odds(self, sheet: Sheet, state: State, request: Mapping[str, Any]) -> Outcome | None:
        return self.healing.heal_odds(sheet, state, request)

    # ---- the one dealing a blow ---------------------------------------------------------------
    def blow_dealt(self, sheet: Sheet, state: State, request: Mapping[str, Any]) -> Outcome | None:
        """A melee blow dealt through the damage form marks that the attacker fought this round; a
        katana's blow from one whose katana is concealed or still being drawn is refused ("to draw a
        concealed katana takes up a round of combat")."""
        if request.get("weapon") == KATANA:
            refused = undrawn_refusal(sheet, state)
            if refused is not None:
                raise RulesError(refused)
        if not is_melee_blow(request) or state.get("fought"):
            return None
        return Outcome(reading.mark_activity(state, fought=True))
