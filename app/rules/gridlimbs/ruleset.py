"""The grid-and-limbs ruleset: what Deadwatch's generic widgets and services read.

A character's state is a JSON dict:

- ``body``: :meth:`Body.to_dict` (pools, bleeding marks, bandaged flags, first-aid totals), with
  the six pools also kept at the top level under their part keys (``head``, ``torso``…) so a
  tracker can read and edit each pool like any other track.  The top-level values win when they
  differ from ``body``.
- ``stamina``; ``score`` and ``kills``; ``bandages`` and ``pain_pills`` carried;
  ``vest`` (:meth:`Vest.to_dict`); ``guns`` (one ``{"weapon", "loaded"}`` per firearm carried),
  ``clips`` (the spare clips, rounds in each), ``grenades``;
- ``sprinted`` and ``fought``: this round's activity, set by the tracker and cleared at the end of
  the round after stamina recovery has read them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from math import floor
from typing import Any

from app.rules.base import (
    BudgetLine,
    Choice,
    Condition,
    FieldSpec,
    InitiativeRoll,
    LogLine,
    Outcome,
    Participant,
    RulesError,
    Ruleset,
    Sheet,
    State,
    TrackSpec,
)
from app.rules.dice import Dice, RollRecord
from app.rules.gridlimbs import progress
from app.rules.gridlimbs import sheet as sheets
from app.rules.gridlimbs.ammo import Clips, chosen_reload, full_clips, hasty_reload, shoot
from app.rules.gridlimbs.ammunition import GridLimbsAmmo
from app.rules.gridlimbs.body import (
    HEAD,
    LIMBS,
    PART_LABELS,
    PART_SHORT,
    PARTS,
    TORSO,
    Body,
    main_pool_loss,
    part_maximum,
)
from app.rules.gridlimbs.hands import split_by_hand
from app.rules.gridlimbs.healing import FIRST_AID_ROUNDS, first_aid, pain_pills
from app.rules.gridlimbs.map_rules import GridLimbsGrid
from app.rules.gridlimbs.melee import flinches, knockback_tiles
from app.rules.gridlimbs.movement import effective_speed, recover_stamina, sprint
from app.rules.gridlimbs.rolls import GridLimbsRolls
from app.rules.gridlimbs.score import zombie_kill
from app.rules.gridlimbs.shooting import roll_point_blank_part
from app.rules.gridlimbs.stamina import exact_stamina, points_text, stamina_fields
from app.rules.gridlimbs.vest import Vest, torso_hit
from app.rules.gridlimbs.weapons import GRENADE, WEAPONS, Weapon, grenade_damage
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import Arithmetic, joined, marked

RANDOM_PART = "random"
FIRST_AID = "first_aid"
PAIN_PILLS = "pain_pills"
SPEED_MODE = "speed"

#: worked damage: a ranged weapon's fixed damage ({weapon}: Pistol, Rifle…)
_WEAPON_DAMAGE = QT_TRANSLATE_NOOP("rules", "{weapon} {damage}")
#: worked damage: the d100 of a point-blank hit and the body part it lands on
_PART_ROLLED = QT_TRANSLATE_NOOP("rules", "d100 {face} → {part}")
#: worked damage: the bulletproof vest stops it all
_VEST_STOPS = QT_TRANSLATE_NOOP("rules", "{damage} − vest = 0")
#: worked damage: a head hit costs the main pool twice the damage
_HEAD_TO_MAIN = QT_TRANSLATE_NOOP("rules", "{damage}, main 2×{damage} = {main}")
#: worked damage: a limb hit costs the main pool half the damage, rounded up
_LIMB_TO_MAIN = QT_TRANSLATE_NOOP("rules", "{damage}, main ⌈{damage}/2⌉ = {main}")


def _whole(value: Any, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Enter a whole number, 0 or more."))
    return value


class GridLimbs(GridLimbsAmmo, GridLimbsRolls, Ruleset):
    """The rules of "The Fantastic ASCII Finally Starting Game": grid, limbs, bleeding."""

    id = "gridlimbs"
    preset = None
    title = QT_TRANSLATE_NOOP("rules", "Grid and limbs")
    features = frozenset({"ammo_clips"})
    experience_style = "events"
    initiative_modes = (Choice(SPEED_MODE, QT_TRANSLATE_NOOP("rules", "By Speed, fastest first")),)

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(options)
        sheets.check_options(self.options)

    def grid(self) -> GridLimbsGrid:
        """The battle map: the text's tiles, moves by its costs, shots from the real distance."""
        return GridLimbsGrid(self)

    # ---- campaign and sheet -------------------------------------------------------------------
    def option_fields(self) -> Sequence[FieldSpec]:
        return sheets.option_fields()

    def sheet_fields(self) -> Sequence[FieldSpec]:
        return sheets.sheet_fields(self.options)

    def validate_sheet(self, sheet: Mapping[str, Any]) -> Sheet:
        return sheets.validate_sheet(sheet, self.options)

    def budget(self, sheet: Sheet) -> list[BudgetLine]:
        return sheets.budget(sheet, self.options)

    def derived(self, sheet: Sheet) -> dict[str, int]:
        """Pool maxima (main, each limb, head) and Speed."""
        max_hp = int(sheet[sheets.MAX_HP])
        return {
            "main_hp": part_maximum(TORSO, max_hp),
            "limb_hp": part_maximum(LIMBS[0], max_hp),
            "head_hp": part_maximum(HEAD, max_hp),
            "speed": int(sheet[sheets.SPEED]),
        }

    def derived_labels(self) -> Mapping[str, str]:
        return {
            "main_hp": QT_TRANSLATE_NOOP("rules", "Main pool"),
            "limb_hp": QT_TRANSLATE_NOOP("rules", "Each arm and leg"),
            "head_hp": QT_TRANSLATE_NOOP("rules", "Head"),
            "speed": QT_TRANSLATE_NOOP("rules", "Speed (tiles a sprint)"),
        }

    def tracks(self, sheet: Sheet) -> list[TrackSpec]:
        """The six body pools (on the roster row) and stamina."""
        max_hp = int(sheet[sheets.MAX_HP])
        out = [
            TrackSpec(p, PART_LABELS[p], part_maximum(p, max_hp), body_part=p, short=PART_SHORT[p]) for p in PARTS
        ]
        out.append(TrackSpec("stamina", sheets.STAT_LABELS[sheets.STAMINA], int(sheet[sheets.STAMINA]),
                             main=False))
        return out

    def health_track(self, sheet: Sheet) -> str:
        """The main pool (torso): at 0 the character is dead."""
        return "torso"

    def initial_state(self, sheet: Sheet) -> State:
        body = Body.fresh(int(sheet[sheets.MAX_HP]))
        item = sheet.get(sheets.STARTING_ITEM)
        guns = [{"weapon": w, "loaded": 15} for w in sheets.carried_weapons(sheet) if WEAPONS[w].uses_clips]
        state: State = {
            "stamina": int(sheet[sheets.STAMINA]),
            "stamina_half": None,
            "score": 0,
            "kills": 0,
            "bandages": int(self.options["start_bandages"]),
            "pain_pills": int(self.options["start_pain_pills"]),
            "vest": Vest(worn=item == sheets.ITEM_VEST).to_dict(),
            "guns": guns,
            "clips": list(full_clips(sheets.STARTING_CLIPS if item == sheets.ITEM_CLIPS else 0)),
            "grenades": sheets.carried_grenades(sheet),
            "sprinted": False,
            "fought": False,
        }
        return _with_body(state, body)

    # ---- reading the state ----------------------------------------------------------------------
    def body(self, sheet: Sheet, state: State) -> Body:
        """The character's :class:`Body`, with the top-level pools and the sheet's Max HP (a pool
        above its maximum, after Max HP was lowered, is read at the maximum)."""
        body = Body.from_dict(state["body"]).with_max_hp(int(sheet[sheets.MAX_HP]))
        for part in PARTS:
            if part in state and state[part] != body.pool(part):
                body = body.with_pool(part, _whole(state[part]))
        return body

    def conditions(self, sheet: Sheet, state: State) -> list[Condition]:
        body = self.body(sheet, state)
        out: list[Condition] = []
        if body.dead:
            out.append(Condition("dead", QT_TRANSLATE_NOOP("rules", "Dead"), severity="danger"))
            return out
        for part in LIMBS:
            if body.useless(part):
                label = QT_TRANSLATE_NOOP("rules", "Useless")
                out.append(Condition(f"useless_{part}", label, PART_LABELS[part], "danger"))
        for part in PARTS:
            if body.bleeding(part):
                out.append(Condition(f"bleeding_{part}", QT_TRANSLATE_NOOP("rules", "Bleeding"),
                                     PART_LABELS[part], "danger"))
        for part in LIMBS:
            if body.is_bandaged(part):
                out.append(Condition(f"bandaged_{part}", QT_TRANSLATE_NOOP("rules", "Bandaged"),
                                     PART_LABELS[part], "info"))
        if int(state.get("stamina", 0)) == 0:
            out.append(Condition("exhausted", QT_TRANSLATE_NOOP("rules", "Out of stamina"), severity="info"))
        vest = Vest.from_dict(state.get("vest", {}))
        if vest.worn and vest.useless:
            out.append(Condition("vest_useless", QT_TRANSLATE_NOOP("rules", "Vest useless"), severity="info"))
        if int(state.get("score", 0)) or int(state.get("kills", 0)):
            out.append(Condition("score", QT_TRANSLATE_NOOP("rules", "Score {score}"),
                                 QT_TRANSLATE_NOOP("rules", "{kills} zombies killed"), "info",
                                 {"score": int(state.get("score", 0)), "kills": int(state.get("kills", 0))}))
        return out

    # ---- damage ----------------------------------------------------------------------------------
    def damage_fields(self, sheet: Sheet) -> Sequence[FieldSpec]:
        parts = (Choice(RANDOM_PART, QT_TRANSLATE_NOOP("rules", "Random (point blank)")),) + tuple(
            Choice(p, PART_LABELS[p]) for p in PARTS)
        weapons = (Choice("", QT_TRANSLATE_NOOP("rules", "None (damage as typed)")),) + tuple(
            Choice(w.key, w.label) for w in WEAPONS.values())
        return (
            FieldSpec("amount", QT_TRANSLATE_NOOP("rules", "Damage"), default=0, minimum=0,
                      help=QT_TRANSLATE_NOOP("rules", "Leave at 0 to take the weapon's damage.")),
            FieldSpec("part", QT_TRANSLATE_NOOP("rules", "Body part"), "choice", default=TORSO,
                      choices=parts),
            FieldSpec("bullet", QT_TRANSLATE_NOOP("rules", "Bullet"), "bool", default=False,
                      help=QT_TRANSLATE_NOOP("rules", "A bulletproof vest stops bullets to the torso.")),
            FieldSpec("weapon", QT_TRANSLATE_NOOP("rules", "Weapon"), "choice", default="", choices=weapons),
            FieldSpec("attacker_strength", QT_TRANSLATE_NOOP("rules", "Attacker's Strength"), default=2,
                      minimum=0),
            FieldSpec("attacker_hand_share", QT_TRANSLATE_NOOP("rules", "Attacker's share in that hand (%)"),
                      default=50, minimum=0, maximum=100,
                      help=QT_TRANSLATE_NOOP("rules", "For a melee weapon: 50 deals the standard damage.")),
        )

    def apply_damage(self, sheet: Sheet, state: State, request: Mapping[str, Any], dice: Dice) -> Outcome:
        """One hit: a random part at point blank (d100 on the location table), the vest on a torso
        hit, then :meth:`Body.hit`."""
        amount = _whole(request.get("amount", 0))
        part = request.get("part", TORSO)
        bullet = bool(request.get("bullet", False))
        weapon_key = request.get("weapon", "") or ""
        if part != RANDOM_PART and part not in PARTS:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown body part."))
        if weapon_key and weapon_key not in WEAPONS:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown weapon."))
        body = self.body(sheet, state)
        if body.dead:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "This character is dead."))
        rolls: list[RollRecord] = []
        steps: list[Arithmetic] = []
        lines: list[LogLine] = []
        weapon = WEAPONS[weapon_key] if weapon_key else None
        attacker_strength = _whole(request.get("attacker_strength", 2))
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
                share = _whole(request.get("attacker_hand_share", 50))
                amount = split_by_hand(attacker_strength * weapon.melee_modifier, share)
                steps.append(f"{attacker_strength}×{weapon.melee_modifier}×{share}%×2 = {amount}")
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
                steps.append(f"{damage}")
            elif part == HEAD:
                steps.append(marked(_HEAD_TO_MAIN, damage=damage, main=main))
            else:
                steps.append(marked(_LIMB_TO_MAIN, damage=damage, main=main))
            text = QT_TRANSLATE_NOOP("rules", "{part} takes {damage}; the main pool loses {main}.")
            lines.append(LogLine(text, {"part": {"t": PART_LABELS[part]}, "damage": damage, "main": main}))
        if part in LIMBS and damage and body.useless(part):
            text = QT_TRANSLATE_NOOP("rules", "{part} was already useless: it bleeds 1 more each round.")
            lines.append(LogLine(text, {"part": {"t": PART_LABELS[part]}}))
        _log_changes(lines, body, after)
        if weapon is not None and not after.dead:
            defender_strength = int(sheet[sheets.STRENGTH])
            _log_fight_effects(lines, weapon, attacker_strength, defender_strength, damage, body, after)
        return Outcome(_with_body(new_state, after), lines, rolls, joined(steps))

    # ---- healing ---------------------------------------------------------------------------------
    def heal_fields(self, sheet: Sheet) -> Sequence[FieldSpec]:
        return (
            FieldSpec("kind", QT_TRANSLATE_NOOP("rules", "Treatment"), "choice", default=FIRST_AID, choices=(
                Choice(FIRST_AID, QT_TRANSLATE_NOOP("rules", "First aid (three rounds, a bandage)")),
                Choice(PAIN_PILLS, QT_TRANSLATE_NOOP("rules", "Pain pills (main pool +half Max HP)")),
            )),
            FieldSpec("part", QT_TRANSLATE_NOOP("rules", "Limb"), "choice", default=LIMBS[0],
                      choices=tuple(Choice(p, PART_LABELS[p]) for p in LIMBS)),
            FieldSpec("first_aid", QT_TRANSLATE_NOOP("rules", "First Aid of the one giving it"),
                      default=int(sheet.get(sheets.FIRST_AID, 0)), minimum=0),
            FieldSpec("own_supplies", QT_TRANSLATE_NOOP("rules", "Use this character's own supplies"), "bool",
                      default=True,
                      help=QT_TRANSLATE_NOOP("rules", "Off when someone else's bandage or pills are used.")),
        )

    def apply_heal(self, sheet: Sheet, state: State, request: Mapping[str, Any], dice: Dice) -> Outcome:
        """First aid on a limb (:func:`first_aid`) or pain pills (:func:`pain_pills`), using up a
        bandage or a pill the character carries unless ``own_supplies`` is off."""
        kind = request.get("kind", FIRST_AID)
        own = bool(request.get("own_supplies", True))
        body = self.body(sheet, state)
        new_state = dict(state)
        if kind == PAIN_PILLS:
            if own:
                if int(state.get("pain_pills", 0)) < 1:
                    raise RulesError(QT_TRANSLATE_NOOP("rules", "This character has no pain pills."))
                new_state["pain_pills"] = int(state["pain_pills"]) - 1
            after = pain_pills(body)
            gained = after.pool(TORSO) - body.pool(TORSO)
            line = LogLine(QT_TRANSLATE_NOOP("rules", "Pain pills: the main pool regains {points}."),
                           {"points": gained})
            text = f"{body.pool(TORSO)} + ⌊{body.max_hp}/2⌋ → {after.pool(TORSO)}"
            return Outcome(_with_body(new_state, after), [line], [], text)
        if kind != FIRST_AID:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown treatment."))
        part = request.get("part", LIMBS[0])
        skill = _whole(request.get("first_aid", int(sheet.get(sheets.FIRST_AID, 0))))
        if own:
            if int(state.get("bandages", 0)) < 1:
                raise RulesError(QT_TRANSLATE_NOOP("rules", "This character has no bandages."))
        result = first_aid(body, part, skill, dice)
        if own:
            new_state["bandages"] = int(state["bandages"]) - 1
        lines = [LogLine(QT_TRANSLATE_NOOP("rules", "First aid on {part} ({rounds} rounds)."),
                         {"part": {"t": PART_LABELS[part]}, "rounds": FIRST_AID_ROUNDS})]
        if result.succeeded:
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "It restores {points} and stops the bleeding."),
                                 {"points": result.restored}))
            text = f"d{skill + 2} {result.records[0].total} → +{result.restored}"
        else:
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "It goes wrong: {part} takes {damage}."),
                                 {"part": {"t": PART_LABELS[part]}, "damage": result.harm}))
            text = f"d{skill + 2} 1, d{skill + 2} {result.harm} → −{result.harm}"
        _log_changes(lines, body, result.body)
        return Outcome(_with_body(new_state, result.body), lines, list(result.records), text)

    # ---- fights ----------------------------------------------------------------------------------
    def speed(self, sheet: Sheet, state: State) -> Fraction:
        """Speed after useless legs, each halving it."""
        return effective_speed(int(sheet[sheets.SPEED]), self.body(sheet, state).useless_legs())

    def roll_initiative(self, sheet: Sheet, state: State, mode: str, dice: Dice) -> InitiativeRoll:
        """No roll: the fastest (after useless legs) acts first."""
        if mode != SPEED_MODE:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown initiative mode."))
        speed = self.speed(sheet, state)
        return InitiativeRoll(floor(speed), (int(speed * 4),))

    def end_of_round(self, sheet: Sheet, state: State, dice: Dice) -> Outcome:
        """Bleeding (:meth:`Body.end_of_round`), then stamina recovery from this round's
        ``sprinted`` and ``fought`` flags, which are then cleared."""
        body = self.body(sheet, state)
        new_state = dict(state)
        new_state["sprinted"] = False
        new_state["fought"] = False
        lines: list[LogLine] = []
        if body.dead:
            return Outcome(new_state, lines)
        loss = body.bleeding_per_round()
        after = body.end_of_round()
        steps = []
        if loss:
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Bleeding costs the main pool {points}."),
                                 {"points": loss}))
            steps.append(f"−{loss}")
        _log_changes(lines, body, after)
        stamina = exact_stamina(state)
        if not after.dead:
            recovered = recover_stamina(stamina, int(sheet[sheets.STAMINA]), bool(state.get("sprinted")),
                                        bool(state.get("fought")))
            if recovered != stamina:
                lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Stamina +{points}."),
                                     {"points": points_text(recovered - stamina)}))
                steps.append(f"{points_text(stamina)} → {points_text(recovered)}")
            new_state.update(stamina_fields(recovered))
        return Outcome(_with_body(new_state, after), lines, [], "; ".join(steps))

    # ---- actions the tracker and the ammo dock call ------------------------------------------------
    def mark_activity(self, state: State, *, sprinted: bool | None = None,
                      fought: bool | None = None) -> State:
        """This round's activity flags, read by stamina recovery at the end of the round."""
        out = dict(state)
        if sprinted is not None:
            out["sprinted"] = bool(sprinted)
        if fought is not None:
            out["fought"] = bool(fought)
        return out

    def apply_sprint(self, sheet: Sheet, state: State, distance: Fraction | int) -> Outcome:
        """A sprint of ``distance`` tiles: stamina equal to the distance (a diagonal step 1.5);
        reaching 0 costs each leg 1 HP."""
        body = self.body(sheet, state)
        if body.dead:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "This character is dead."))
        before = exact_stamina(state)
        result = sprint(before, self.speed(sheet, state), distance)
        new_state = self.mark_activity(state, sprinted=True)
        new_state.update(stamina_fields(result.stamina))
        lines = [LogLine(QT_TRANSLATE_NOOP("rules", "Sprints {distance} tiles for {cost} stamina."),
                         {"distance": points_text(distance), "cost": points_text(result.cost)})]
        after = body
        if result.exhausted:
            for leg in ("left_leg", "right_leg"):
                after = after.lose(leg, 1)
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Out of stamina: each leg loses 1.")))
        _log_changes(lines, body, after)
        return Outcome(_with_body(new_state, after), lines, [],
                       f"{points_text(before)} − {points_text(result.cost)}")

    def clips(self, state: State, gun: int) -> Clips:
        """Gun number ``gun``'s loaded clip with the character's spare clips."""
        guns = state.get("guns", [])
        if not 0 <= gun < len(guns):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "No such gun."))
        return Clips(int(guns[gun]["loaded"]), tuple(int(c) for c in state.get("clips", [])))

    def _with_clips(self, state: State, gun: int, clips: Clips) -> State:
        out = dict(state)
        guns = [dict(g) for g in state.get("guns", [])]
        guns[gun]["loaded"] = clips.loaded
        out["guns"] = guns
        out["clips"] = list(clips.spare)
        return out

    def fire(self, state: State, gun: int, bullets: int = 1) -> Outcome:
        """Fire ``bullets`` rounds from gun number ``gun``'s loaded clip."""
        after = shoot(self.clips(state, gun), bullets)
        line = LogLine(QT_TRANSLATE_NOOP("rules", "Fires {bullets}; {left} left in the clip."),
                       {"bullets": bullets, "left": after.loaded})
        return Outcome(self._with_clips(state, gun, after), [line])

    def reload(self, state: State, gun: int, keep: bool, dice: Dice, declared: int | None = None) -> Outcome:
        """Reload gun number ``gun``: a random spare clip in one round, or the clip declared by its
        rounds in two (a random one if no such clip exists).  The old clip is kept or discarded."""
        clips = self.clips(state, gun)
        if declared is None:
            result = hasty_reload(clips, keep, dice)
        else:
            result = chosen_reload(clips, declared, keep, dice)
        text = QT_TRANSLATE_NOOP("rules", "Reloads in {rounds} rounds: a clip of {loaded} goes in.")
        lines = [LogLine(text, {"rounds": result.rounds, "loaded": result.clips.loaded})]
        rolls = [result.record] if result.record is not None else []
        return Outcome(self._with_clips(state, gun, result.clips), lines, rolls)

    def add_supplies(self, state: State, bandages: int = 0, pain_pills: int = 0) -> Outcome:
        """Bandages and pain pills picked up (or, with negative numbers, handed over)."""
        out = dict(state)
        out["bandages"] = int(state.get("bandages", 0)) + bandages
        out["pain_pills"] = int(state.get("pain_pills", 0)) + pain_pills
        if out["bandages"] < 0 or out["pain_pills"] < 0:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Not that many supplies to hand over."))
        line = LogLine(QT_TRANSLATE_NOOP("rules", "Now carries {bandages} bandages and {pills} pain pills."),
                       {"bandages": out["bandages"], "pills": out["pain_pills"]})
        return Outcome(out, [line])

    def experience_events(self, sheet: Sheet, action: Mapping[str, Any]) -> list[Choice]:
        return progress.experience_events(action)

    def raise_options(self, sheet: Sheet, raised: Mapping[str, int]) -> list[tuple[Choice, str]]:
        return [(progress._event(key), "") for key in progress.EXPERIENCE]

    def apply_raise(self, sheet: Sheet, key: str, raised: Mapping[str, int]) -> Sheet:
        return self.validate_sheet(progress.apply_event(sheet, key))

    def on_death(self, dead: Participant, killer: Participant | None,
                 party: Sequence[Participant]) -> dict[int, Outcome]:
        return progress.on_death(dead, killer, party, lambda p: self.is_dead(p.sheet, p.state))

    def record_kill(self, state: State, kills: int = 1) -> Outcome:
        """Zombies killed: one point of score each."""
        out = dict(state)
        out["score"] = zombie_kill(int(state.get("score", 0)), kills)
        out["kills"] = int(state.get("kills", 0)) + kills
        line = LogLine(QT_TRANSLATE_NOOP("rules", "{kills} zombie(s) killed: score {score}."),
                       {"kills": kills, "score": out["score"]})
        return Outcome(out, [line])


def _with_body(state: Mapping[str, Any], body: Body) -> State:
    out = dict(state)
    out["body"] = body.to_dict()
    for part in PARTS:
        out[part] = body.pool(part)
    return out


def _log_changes(lines: list[LogLine], before: Body, after: Body) -> None:
    """Add the log lines for parts made useless and for death."""
    for part in LIMBS:
        if after.useless(part) and not before.useless(part):
            text = QT_TRANSLATE_NOOP("rules", "{part} is useless.")
            lines.append(LogLine(text, {"part": {"t": PART_LABELS[part]}}))
    if after.dead and not before.dead:
        lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Dead.")))


def _log_fight_effects(lines: list[LogLine], weapon: Weapon, attacker_strength: int, defender_strength: int,
                       damage: int, before: Body, after: Body) -> None:
    """Knockback from the weapon's force (a melee weapon's force is the attacker's Strength; a
    grenade always knocks back at least one tile) and, for melee, whether the defender flinches."""
    force = attacker_strength if not weapon.ranged else weapon.force
    tiles = knockback_tiles(force, defender_strength)
    if weapon.key == GRENADE:
        tiles = max(1, tiles)
    if tiles:
        lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Knocked back {tiles} tile(s)."), {"tiles": tiles}))
    if not weapon.ranged:
        disabled = any(after.useless(p) and not before.useless(p) for p in LIMBS)
        if flinches(damage, before.max_hp, disabled) or tiles:
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Flinched: no strike back.")))
        else:
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Not flinched: strikes back.")))
