"""More All Flesh Must Be Eaten rolls for the dice dock: aiming and first aid.

* Aim (norms "Aiming", unisystem §4.2.1.1): "roll Perception and the skill related to the weapon
  you're aiming with.  Each success level gives you a +1 bonus on your next shot.  Aiming delays
  your action ... at the end of the combat round, you shoot."  A telescopic sight adds +2 to +5 to
  the aiming roll (unisystem).  The roll keeps the bonus in the aimer's state; the attack form's
  "aimed shot" box (ticked by default) adds it to the shot and clears it (:mod:`.shooting`).
* First aid (unisystem §4.7.2): "una Prueba de Primeros Auxilios e Inteligencia recupera 1 Punto de
  Vida por Nivel de éxito.  Es posible que el herido utilice sus propios Primeros Auxilios, pero
  sufrirá un −2.  Se permite una Tirada por herida sufrida": INT + First Aid heals a success level
  a Life Point; on oneself −2 (a field, the GM may change it); one roll a wound, a failed one too.
  On another character the patient is the roll's opponent.  A veterinarian tending a human takes
  −3 and 2 success levels at most (norms "Veterinary Medicine": "−3 to all task rolls"; a field).
  The norms text gives no amount ("will heal some damage"): the norms first aid stays the heal
  form's amount.
* A task under a load (unisystem §5): "−1 a todas las Pruebas o Chequeos que requieran movimiento
  (como sigilo o iniciativa)", given for the light load alone: the task form's box for a task that
  needs movement takes the load's penalty from the character's state (initiative already does).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.rules.afmbe import character
from app.rules.afmbe.catalog import SKILLS_BY_NAME, skill_label
from app.rules.afmbe.defences import refuse_if_on_the_ground
from app.rules.afmbe.fatigue import movement_penalty
from app.rules.afmbe.levels import MAX_LEVEL, level_name
from app.rules.afmbe.modifier_fields import VET_MOST_LEVELS, modifier_lines, vet_fields
from app.rules.afmbe.odds import success_level_distribution
from app.rules.afmbe.out_of_fight import refuse_if_out_of_the_fight
from app.rules.afmbe.ranged import scope_bonus
from app.rules.afmbe.shooting import AIM, AIMING
from app.rules.afmbe.task import SKILL, WOUNDS_AND_FATIGUE, TaskBonus, resolve_task, roll_die, task_bonus
from app.rules.afmbe.wounds import action_penalty
from app.rules.base import Choice, FieldSpec, LogLine, RulesError
from app.rules.dice import Dice
from app.rules.features.damage import DamageRules
from app.rules.rolling import Chance, Roller, RollKind, RollResult
from app.rules.text import QT_TRANSLATE_NOOP

AIM_KIND = "aim"
FIRST_AID_SELF = "first_aid_self"
FIRST_AID = "first_aid"
MORE_KINDS = frozenset({AIM_KIND, FIRST_AID_SELF, FIRST_AID})

SELF_AID_PENALTY = -2


def skill_choice(index: int, row: Mapping[str, Any]) -> Choice:
    """A skill of the sheet with its level: one of the norms' skills by its catalog name (shown in the
    GM's language: "Guns 3", "Огнестрельное оружие 3"), another as the GM wrote it."""
    name = str(row["name"])
    info = SKILLS_BY_NAME.get(name.strip().casefold())
    if info is None:
        return Choice(str(index), f"{name} {row['level']}", own=True)
    return Choice(str(index), info.name, suffix=str(row["level"]))


def specialization_choices(index: int, row: Mapping[str, Any]) -> tuple[Choice, ...]:
    """The specializations of a sheet's skill, each at the skill's level +2 (norms "Skills": "making
    him a level 5 skill on any task that would utilize his Ancient Egypt skill"), as "Humanities
    (Ancient Egypt) 5"; the value is the skill's index and the specialization's, "0:1"."""
    level = int(row["level"]) + character.SPECIALIZATION_BONUS
    name = str(row["name"])
    info = SKILLS_BY_NAME.get(name.strip().casefold())
    out: list[Choice] = []
    for j, special in enumerate(character.specializations(row)):
        value = f"{index}:{j}"
        if info is None:
            out.append(Choice(value, f"{name.strip()} ({special}) {level}", own=True))
        else:
            out.append(Choice(value, info.name, suffix=f"({special}) {level}"))
    return tuple(out)


def _skill_choices(clean: Mapping[str, Any]) -> tuple[Choice, ...]:
    """No skill, then the sheet's skills as :func:`skill_choice` shows them (the aim's "Guns 3" in
    the GM's language, as the attack's)."""
    return (Choice("", QT_TRANSLATE_NOOP("rules", "No skill")),) + tuple(
        skill_choice(i, row) for i, row in enumerate(clean["skills"]))


def _first_row(clean: Mapping[str, Any], name: str) -> str:
    """The index of the sheet's first skill called ``name`` ("" without one)."""
    for i, row in enumerate(clean["skills"]):
        if str(row["name"]).casefold() == name.casefold():
            return str(i)
    return ""


def _task_fields(clean: Mapping[str, Any], attribute: str, skill: str) -> tuple[FieldSpec, ...]:
    attributes = tuple(Choice(k, v) for k, v in character.ATTRIBUTE_LABELS.items())
    return (
        FieldSpec("attribute", QT_TRANSLATE_NOOP("rules", "Attribute"), "choice", attribute, choices=attributes),
        FieldSpec("skill", QT_TRANSLATE_NOOP("rules", "Skill"), "choice", _first_row(clean, skill),
                  choices=_skill_choices(clean)),
        FieldSpec("modifiers", QT_TRANSLATE_NOOP("rules", "Modifiers"), "int", 0, -30, 30),
        FieldSpec("action", QT_TRANSLATE_NOOP("rules", "Action this turn"), "int", 1, 1, 10,
                  help=QT_TRANSLATE_NOOP("rules", "The second action of a turn takes −2, the third −4…")),
    )


def movement_field() -> FieldSpec:
    """The task form's box: the task needs movement (the load's penalty counts)."""
    return FieldSpec("movement", QT_TRANSLATE_NOOP("rules", "Needs movement (stealth…): the load counts"), "bool",
                     False, help=QT_TRANSLATE_NOOP("rules", "Under a light load: −1; under a heavier load, −1 or "
                                                            "nothing, as the campaign's options say."))


def movement_parts(values: Mapping[str, Any], state: Mapping[str, Any],
                   kept: bool = True) -> tuple[tuple[str, int], ...]:
    """The load's penalty of a task that needs movement (none unloaded, or without the box; a load
    heavier than light: the light load's −1 where the campaign keeps it, ``kept``)."""
    penalty = movement_penalty(str(state.get("load", "none")), kept)
    if not values.get("movement") or not penalty:
        return ()
    return ((QT_TRANSLATE_NOOP("rules", "load"), penalty),)


class AfmbeMoreRolls:
    """Aim and first aid (a part of :class:`~app.rules.afmbe.rolls.AfmbeRolls`); first aid heals
    through the ruleset's ``damage`` rules."""

    def __init__(self, preset: str, damage: DamageRules) -> None:
        self.preset = preset
        self.damage = damage

    def more_roll_kinds(self, sheet: Mapping[str, Any]) -> list[RollKind]:
        clean = character.validate_sheet(sheet)
        kinds = [RollKind(
            AIM_KIND, QT_TRANSLATE_NOOP("rules", "Aim (the shot at the round's end)"),
            _task_fields(clean, "per", "Guns") + (
                FieldSpec("scope", QT_TRANSLATE_NOOP("rules", "Telescopic sight"), "int", 0, 0, 5,
                          help=QT_TRANSLATE_NOOP("rules", "A scope adds +2 to +5 to the aiming roll; 0: none.")),),
            True,  # Against: whom the aim is at, the aimed shot's target at the round's end
            help=QT_TRANSLATE_NOOP("rules", "Perception + the weapon's skill: +1 a success level on the shot "
                                            "fired at the end of the round."),
            opponent_optional=True, opens_turn=False)]  # a turn opens on the attack, never on Aim undeclared
        if self.preset == "unisystem":
            kinds += [
                RollKind(
                    FIRST_AID_SELF, QT_TRANSLATE_NOOP("rules", "First aid on oneself"),
                    _task_fields(clean, "int", "First Aid") + (
                        FieldSpec("self_penalty", QT_TRANSLATE_NOOP("rules", "Tending one's own wound"), "int",
                                  SELF_AID_PENALTY, -10, 0), *vet_fields()),
                    help=QT_TRANSLATE_NOOP("rules", "Intelligence + First Aid, −2: 1 Life Point a success level; "
                                                    "one roll a wound."),
                    opens_turn=False),  # picked by the GM: a new turn opens on the fighter's attack
                RollKind(
                    FIRST_AID, QT_TRANSLATE_NOOP("rules", "First aid on the patient"),
                    _task_fields(clean, "int", "First Aid") + vet_fields(), True,
                    help=QT_TRANSLATE_NOOP("rules", "Intelligence + First Aid: the patient (On) gets 1 Life "
                                                    "Point a success level; one roll a wound."),
                    hostile=False, opens_turn=False,  # done on the patient, not against him; picked by the GM
                    no_opponent=QT_TRANSLATE_NOOP("rules", "First aid needs someone to tend: pick them in On.")),
            ]
        return kinds

    # ---- arithmetic ---------------------------------------------------------------------------
    def _more_bonus(self, kind: str, roller: Roller, values: Mapping[str, Any]) -> TaskBonus:
        clean = character.validate_sheet(roller.sheet)
        skill, named = 0, SKILL
        if values["skill"] != "":
            index = int(values["skill"])
            if not 0 <= index < len(clean["skills"]):
                raise RulesError(QT_TRANSLATE_NOOP("rules", "No such skill on the sheet."))
            skill = int(clean["skills"][index]["level"])
            named = skill_label(str(clean["skills"][index]["name"]))
        fresh = {"life_points": character.life_points(clean), "endurance": character.endurance_points(clean)}
        modifiers = values["modifiers"]
        penalty = action_penalty(clean, {**fresh, **roller.state}, str(self.preset))
        check = "test" if skill else "unskilled"
        unskilled = -2 if check == "unskilled" and self.preset == "unisystem" else 0
        bonus = task_bonus(str(self.preset), check, int(clean[values["attribute"]]), skill, modifiers, unskilled,
                           values["action"], attribute_label=character.ATTRIBUTE_LABELS[values["attribute"]],
                           skill_label=named).plus(WOUNDS_AND_FATIGUE, penalty)  # named apart from the modifiers
        extra: tuple[tuple[str, int], ...] = ()
        if kind == AIM_KIND:
            extra = ((QT_TRANSLATE_NOOP("rules", "scope"), scope_bonus(values["scope"])),)
        elif kind == FIRST_AID_SELF:
            extra = ((QT_TRANSLATE_NOOP("rules", "own wound"), values["self_penalty"]),)
        cap = bonus.cap
        if values.get("vet_on_human"):  # Veterinary Medicine on a human: −3, 2 success levels at most
            extra += ((QT_TRANSLATE_NOOP("rules", "veterinarian"), values["vet_penalty"]),)
            cap = min(cap, VET_MOST_LEVELS)
        return TaskBonus(bonus.parts + tuple(p for p in extra if p[1]), cap)

    def _patient(self, kind: str, roller: Roller, opponent: Roller | None) -> Roller:
        patient = roller if kind == FIRST_AID_SELF else opponent
        assert patient is not None
        if int(patient.state.get("wounds_untreated", 0)) < 1:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "First Aid is one roll a wound: no wound is left untreated."))
        return patient

    def more_roll_odds(self, kind: str, roller: Roller, values: Mapping[str, Any],
                       opponent: Roller | None) -> list[Chance]:
        if kind == AIM_KIND:
            refuse_if_out_of_the_fight(str(self.preset), roller.state)
            refuse_if_on_the_ground(roller.state)
        else:
            self._patient(kind, roller, opponent)
        bonus = self._more_bonus(kind, roller, values)
        dist = success_level_distribution(bonus.total, str(self.preset), cap=bonus.cap)
        first = (QT_TRANSLATE_NOOP("rules", "Aim +{n} or better") if kind == AIM_KIND
                 else QT_TRANSLATE_NOOP("rules", "{n} {n|Life Point|Life Points} or more"))
        out: list[Chance] = []
        for n in range(1, MAX_LEVEL + 1):
            chance = sum((dist[v] for v in range(n, MAX_LEVEL + 1)), Fraction(0))
            if n > 1 and (chance < Fraction(1, 1000) or len(out) >= 3):
                break
            out.append(Chance(first, chance, {"n": n}))
        return out

    def more_resolve_roll(self, kind: str, roller: Roller, values: Mapping[str, Any], dice: Dice,
                          opponent: Roller | None) -> RollResult:
        if kind == AIM_KIND:
            refuse_if_out_of_the_fight(str(self.preset), roller.state)
            refuse_if_on_the_ground(roller.state)
            patient = None
        else:
            patient = self._patient(kind, roller, opponent)
        bonus = self._more_bonus(kind, roller, values)
        result = resolve_task(roll_die(dice, str(self.preset)), bonus)
        records = [result.record(QT_TRANSLATE_NOOP("rules", "Aim") if kind == AIM_KIND
                                 else QT_TRANSLATE_NOOP("rules", "First Aid"), dice.typed)]
        args = {"level": {"t": level_name(result.level)}, "total": result.total, "n": result.level}
        if patient is None:
            line = LogLine(QT_TRANSLATE_NOOP("rules", "Aims: +{n} on the shot at the round's end ({level}, total "
                                                      "{total})"), args)
            return RollResult(line, records, result.success, state={**roller.state, AIM: result.level, AIMING: True})
        healed = self.damage.apply_heal(
            patient.sheet, patient.state, {"kind": "first_aid", "amount": result.level}, dice)
        if result.success:
            line = LogLine(QT_TRANSLATE_NOOP(
                "rules", "Tends a wound: {n} {n|Life Point|Life Points} ({level}, total {total})"), args)
        else:
            line = LogLine(QT_TRANSLATE_NOOP("rules", "First aid fails, total {total}: that wound's one roll is spent"),
                           args)
        vet = modifier_lines(values, ("vet_penalty",) if values.get("vet_on_human") else ())
        out = RollResult(line, records, result.success, lines=vet + list(healed.lines))
        if kind == FIRST_AID_SELF:
            out.state = healed.state
        else:
            out.opponent_state = healed.state
        return out

