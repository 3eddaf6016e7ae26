"""Damage and healing in The Walking Dead Universe RPG (:class:`~app.rules.features.damage.DamageRules`):
the damage pipeline (armor roll, Broken at 0 with one stress and a critical injury, death on further
damage) and the healing actions of the text (first aid, the D6 minutes Broken, daily healing,
stabilizing and tending injuries, stress relieved, time passing)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from app.rules.base import Choice, FieldSpec, LogLine, Outcome, RulesError, Sheet, State
from app.rules.dice import Dice, Face, RollRecord
from app.rules.features.damage import DamageRules
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu import broken as brk
from app.rules.twdu import care_kinds as care
from app.rules.twdu import health as hp
from app.rules.twdu import injuries as inj
from app.rules.twdu import sheet as sh
from app.rules.twdu import undead as und
from app.rules.twdu.injury_entry import (
    ENTRY_GEAR_FIELD,
    ENTRY_LETHAL_FIELD,
    ENTRY_PENALTY_FIELD,
    ENTRY_UNIT_FIELD,
    RECOVERY_DICE_FIELD,
    entry_read,
)
from app.rules.twdu.injury_entry import injury_name_typed as injury_name_typed
from app.rules.twdu.injury_roll import FORM_PENALTY, all_unrolled, rolled_d66
from app.rules.twdu.injury_roll import KEY as CHECK_KEY
from app.rules.twdu.timers import time_passes
from app.rules.worked import Arithmetic, marked

MAX_STRESS = 10
#: the line after a damage's sum ("damage 2 − armor 1 = 1 — Now Bruised."): the sum names the damage
#: and what the armor stopped, the line what the character is now, no number said twice
NOW = QT_TRANSLATE_NOOP("rules", "Now {health}.")
#: the lines of logs written before, which said the sum's numbers again ("damage 1 — 1 damage: now
#: Bruised."), shown as they were
LEGACY = (
    QT_TRANSLATE_NOOP("rules", "{damage} damage: now {health}."),
    QT_TRANSLATE_NOOP("rules", "Armor stops {absorbed} of {damage} damage."),
)

#: the line of a disease's or a poison's damage (even 0: a draw) that leaves the character sick or
#: poisoned: what it costs from now on ("While you are sick, you don't heal damage"; "a –1 penalty on
#: all dice rolls")
SICK = QT_TRANSLATE_NOOP("rules", "Now sick: −1 die on every roll and no Health back until the disease is fought off.")
POISONED = QT_TRANSLATE_NOOP("rules", "Now poisoned: −1 die on every roll until the poison is fought off.")

SOURCE_CHOICES: tuple[Choice, ...] = (
    Choice("attack", QT_TRANSLATE_NOOP("rules", "Attack")),
    Choice("explosion", QT_TRANSLATE_NOOP("rules", "Explosion")),
    Choice("fire", QT_TRANSLATE_NOOP("rules", "Fire")),
    Choice("fall", QT_TRANSLATE_NOOP("rules", "Fall")),
    Choice("poison", QT_TRANSLATE_NOOP("rules", "Poison")),
    Choice("disease", QT_TRANSLATE_NOOP("rules", "Disease")),
    Choice("trap", QT_TRANSLATE_NOOP("rules", "Trap")),
    Choice("dead", QT_TRANSLATE_NOOP("rules", "The dead")),
    Choice("amputation", QT_TRANSLATE_NOOP("rules", "Amputation")),
)
#: the damage's sum of a hazard no one deals, with what dealt it: "damage 1 from a fall" (the line read "Damage
#: to Ben Okafor: damage 1 — Now Battered." with no word of the fall, a disease's or a fire's alike)
FROM_SOURCE: dict[str, str] = {
    "fire": QT_TRANSLATE_NOOP("rules", "{sum} from fire"),
    "fall": QT_TRANSLATE_NOOP("rules", "{sum} from a fall"),
    "poison": QT_TRANSLATE_NOOP("rules", "{sum} from poison"),
    "disease": QT_TRANSLATE_NOOP("rules", "{sum} from the disease"),
    "trap": QT_TRANSLATE_NOOP("rules", "{sum} from a trap"),
}
LETHAL_UNIT_CHOICES = tuple(Choice(u, inj.UNIT_LABELS[u]) for u in inj.LETHAL_UNITS)
RECOVERY_UNIT_CHOICES = tuple(Choice(u, inj.UNIT_LABELS[u]) for u in inj.RECOVERY_UNITS)
EQUIPMENT_CHOICES = tuple(Choice(e, inj.EQUIPMENT_LABELS[e]) for e in inj.EQUIPMENT)

HEAL_KINDS: tuple[Choice, ...] = (
    Choice("first_aid", QT_TRANSLATE_NOOP("rules", "First aid (Medicine successes)")),
    Choice("broken_over", QT_TRANSLATE_NOOP("rules", "The Broken minutes have passed")),
    Choice("day", QT_TRANSLATE_NOOP("rules", "A day's healing")),
    Choice("stabilize", QT_TRANSLATE_NOOP("rules", "Stabilize a lethal injury")),
    Choice("tend", QT_TRANSLATE_NOOP("rules", "Tend an injury (recovery time)")),
    Choice("recovered", QT_TRANSLATE_NOOP("rules", "An injury's recovery time has passed")),
    Choice("name", QT_TRANSLATE_NOOP("rules", "Name an injury (read off the critical-injury table)")),
    Choice("cure_poison", QT_TRANSLATE_NOOP("rules", "The poison is fought off")),
    Choice("cure_disease", QT_TRANSLATE_NOOP("rules", "The disease is fought off")),
    Choice("stress", QT_TRANSLATE_NOOP("rules", "Stress relieved")),
    Choice("time", QT_TRANSLATE_NOOP("rules", "Time passes (lethal time limits)")),
)

#: History's words for an injury named off the table (it said "Ben Okafor healed (now: Cracked ribs;
#: removed: Critical injury 64)"): {name} the character's
NAMED_LABEL = QT_TRANSLATE_NOOP("rules", "{name}'s critical injury {d66} named: {injury}")
RENAMED_LABEL = QT_TRANSLATE_NOOP("rules", "{name}'s injury {old} renamed: {injury}")
#: the cares that name one of the patient's injuries by its number on the sheet
INJURY_CARES = ("stabilize", "tend", "recovered", "name")
#: under the injury's number, the injury it picks ("2 — Cracked ribs")
PICKED = QT_TRANSLATE_NOOP("rules", "{n} — {injury}")
PICKED_UNNAMED = QT_TRANSLATE_NOOP("rules", "{n} — Critical injury {d66}, not yet named")
PICKED_UNROLLED = QT_TRANSLATE_NOOP("rules", "{n} — Critical injury, its D66 not yet rolled")
PICKED_NONE = QT_TRANSLATE_NOOP("rules", "No injury {n}: {count} {count|injury|injuries} on the sheet")


def _int(request: Mapping[str, Any], key: str, default: int = 0, minimum: int = 0) -> int:
    value = request.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A number is expected."))
    return value


def _choice(request: Mapping[str, Any], key: str, default: str, allowed: Sequence[str]) -> str:
    value = request.get(key, default)
    if value not in allowed:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown choice."))
    return str(value)


def _record(label: str, faces: list[int], text: str, total: int, dice: Dice) -> RollRecord:
    return RollRecord(label, [Face(6, f) for f in faces], text, total, dice.typed)


def injury_kind(request: Mapping[str, Any]) -> inj.InjuryKind:
    """The critical injury named on the damage form (an unnamed one if the GM left it blank)."""
    name = request.get("injury_name", "")
    if not isinstance(name, str):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Text is expected."))
    lethal = request.get("injury_lethal", False)
    if not isinstance(lethal, bool):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Yes or no is expected."))
    return inj.InjuryKind(
        name=name.strip() or inj.UNNAMED_INJURY,
        penalty=_int(request, "injury_penalty", FORM_PENALTY),
        lethal=lethal,
        time_unit=_choice(request, "injury_time_unit", "hours", inj.LETHAL_UNITS),
        equipment=_choice(request, "injury_equipment", "B", inj.EQUIPMENT),
        recovery_unit=_choice(request, "injury_recovery_unit", "days", inj.RECOVERY_UNITS),
    )


def named_injury(injury: inj.CriticalInjury, name: object) -> tuple[inj.CriticalInjury, LogLine]:
    """An injury named (or renamed) by the GM, read off the book's table after its D66: its
    name stored, its D66 kept beside it; the log's headline says both ("Ana: critical injury D66 52
    — Broken leg", ``{name}`` the character's)."""
    d66 = rolled_d66(injury.name, injury.description)
    if d66 is None and injury.entry == inj.ENTRY_DUE:  # said before any name is typed: none is taken yet
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Roll the injury's D66 first: Critical injury (D66)."))
    name = injury_name_typed(name)
    if d66 is not None:
        line = LogLine(QT_TRANSLATE_NOOP("rules", "{name}: critical injury D66 {d66} — {injury}"),
                       {"d66": d66, "injury": name})
    else:
        line = LogLine(QT_TRANSLATE_NOOP("rules", "{name}: critical injury {old} — now {injury}"),
                       {"old": {"t": injury.name}, "injury": name})
    return replace(injury, name=name), line


def lethal_notes(state: State) -> list[LogLine]:
    """Each lethal injury not yet stabilized, said where the GM picks what to tend: it kills when its
    time limit runs out unless a Medicine roll with the right gear stabilizes it, one attempt a day."""
    notes = []
    for n, injury in enumerate(sh.injuries_of(state), start=1):
        if not injury.lethal:
            continue
        left = injury.minutes_left or 0
        notes.append(LogLine(
            QT_TRANSLATE_NOOP("rules", "Injury {n}, {name}, is lethal and not yet stabilized: it kills in {time} "
                                       "{unit} unless a Medicine roll with {equipment} stabilizes it first (Stabilize "
                                       "a lethal injury; one attempt a day). Tending shortens only its recovery time."),
            {"n": n, "name": {"t": injury.name}, **inj.time_left(left),
             "equipment": {"t": inj.EQUIPMENT_LABELS[injury.equipment or "B"]}}))
    return notes


def add_stress(state: State, amount: int = 1) -> Outcome:
    """Stress taken (a pushed roll, an amputation, alerting the dead), at most the track's top."""
    if amount < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Stress cannot be negative."))
    new = dict(state)
    new["stress"] = min(MAX_STRESS, int(state.get("stress", 0)) + amount)
    return Outcome(new, [LogLine(QT_TRANSLATE_NOOP("rules", "+{amount} stress."), {"amount": amount})])


class TwduDamage(DamageRules):
    """The damage form (damage, source, armor, the critical injury if Broken) and the heal form."""

    heal_rolls = False  # every care reads what the form says (the Medicine successes rolled at the table)

    def damage_fields(self, sheet: Sheet) -> Sequence[FieldSpec]:
        group = QT_TRANSLATE_NOOP("rules", "Critical injury (if Broken)")
        return (
            FieldSpec("damage", QT_TRANSLATE_NOOP("rules", "Damage"), "int", 1, 0, 20),
            FieldSpec("source", QT_TRANSLATE_NOOP("rules", "Source"), "choice", "attack", choices=SOURCE_CHOICES),
            # armor stops no fire, fall, poison or disease: its roll unticked and greyed out for those
            FieldSpec("armor", QT_TRANSLATE_NOOP("rules", "Roll armor"), "bool", True, follows=("source",),
                      presets=tuple(((c.value,), c.value not in hp.NO_ARMOR_SOURCES) for c in SOURCE_CHOICES),
                      held_for=tuple((key,) for key in sorted(hp.NO_ARMOR_SOURCES))),
            FieldSpec("injury_name", QT_TRANSLATE_NOOP("rules", "Injury"), "text", "", group=group),
            FieldSpec("injury_penalty", QT_TRANSLATE_NOOP("rules", "Penalty dice"), "int", FORM_PENALTY, 0, 10,
                      group=group),
            FieldSpec("injury_lethal", QT_TRANSLATE_NOOP("rules", "Lethal"), "bool", False, group=group),
            FieldSpec("injury_time_unit", QT_TRANSLATE_NOOP("rules", "Time limit in"), "choice", "hours",
                      choices=LETHAL_UNIT_CHOICES, group=group),
            FieldSpec("injury_equipment", QT_TRANSLATE_NOOP("rules", "Equipment needed"), "choice", "B",
                      choices=EQUIPMENT_CHOICES, group=group),
            FieldSpec("injury_recovery_unit", QT_TRANSLATE_NOOP("rules", "Recovery time in"), "choice", "days",
                      choices=RECOVERY_UNIT_CHOICES, group=group),
        )

    def damage_form(self, sheet: Sheet, state: State) -> Sequence[FieldSpec]:
        """The damage form; a zombie's (its state marked, :mod:`.undead`) asks for no critical
        injury: the dead take none."""
        fields = self.damage_fields(sheet)
        if not und.is_undead(state):
            return fields
        return tuple(f for f in fields if not f.key.startswith("injury_"))

    def dealt_by_no_one(self, request: Mapping[str, Any]) -> bool:
        """A fire, a fall, a poison, a disease, a trap: no one rolls their dice (:data:`hp.NO_DEALER_SOURCES`)."""
        return request.get("source") in hp.NO_DEALER_SOURCES

    def apply_damage(self, sheet: Sheet, state: State, request: Mapping[str, Any], dice: Dice, *,
                     attacker: str = "") -> Outcome:
        """Armor roll (unless the source ignores armor), then Health; at 0 Broken with one stress
        and a critical injury (a zombie: down for good, :mod:`.undead`); any damage while Broken
        kills.  Poison and disease damage (even 0, a draw) leave the character poisoned or sick."""
        undead = und.is_undead(state)
        state = und.unmarked(state)  # the roster's kind read, not kept
        if state.get("dead"):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "The character is already dead."))
        damage = _int(request, "damage", 1)
        source = _choice(request, "source", "attack", hp.DAMAGE_SOURCES)
        use_armor = request.get("armor", True)
        if not isinstance(use_armor, bool):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Yes or no is expected."))
        kind = injury_kind(request)
        if source == "amputation":
            return care.amputated(state, kind, dice)
        # the undead have no "other mechanical characteristics": no armor roll for a walker
        armor_level = int(sheet.get("armor_level", 0)) if use_armor and not undead else 0
        armor = hp.roll_armor(dice, armor_level, damage, source)
        change = hp.take_damage(int(state.get("health", hp.MAX_HEALTH)), armor.damage)
        new = dict(state)
        new["injuries"] = list(state.get("injuries", []))
        lines: list[LogLine] = []
        rolls: list[RollRecord] = []
        arithmetic: Arithmetic = marked(QT_TRANSLATE_NOOP("rules", "damage {damage}"), damage=damage)
        if armor.roll is not None:
            rolls.append(armor.roll.record(QT_TRANSLATE_NOOP("rules", "Armor"), dice.typed))
            arithmetic = marked(QT_TRANSLATE_NOOP("rules", "damage {damage} − armor {absorbed} = {taken}"),
                                damage=damage, absorbed=armor.absorbed, taken=armor.damage)
        if source in FROM_SOURCE:
            arithmetic = marked(FROM_SOURCE[source], sum=arithmetic)
        if source == "poison":
            new["poisoned"] = True
        if source == "disease":
            new["sick"] = True
        new["health"] = change.health
        if change.died:
            new["dead"] = True
            new.pop(brk.TIMER_KEY, None)
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Injured again while Broken: dead.")))
        elif undead and armor.damage > 0:  # "The undead don't have ... Health Points": a hit takes it down
            new.pop(brk.TIMER_KEY, None)
            lines.append(und.down_for_good(new))
        elif change.broke:
            new["stress"] = min(MAX_STRESS, int(state.get("stress", 0)) + change.stress_gained)
            # taken unnamed: its recovery dice are its entry's on the table, read after its D66 (:func:`inj.read_entry`)
            injury = inj.take_injury(kind, dice, entry_due=kind.name == inj.UNNAMED_INJURY)
            new["injuries"].append(injury.to_dict())
            faces = [injury.time_limit] if injury.lethal else []
            if injury.entry != inj.ENTRY_DUE:
                faces.append(injury.recovery)
            if faces:
                timing = _record(QT_TRANSLATE_NOOP("rules", "Critical injury times"), faces,
                                 " ".join(str(f) for f in faces), faces[-1], dice)
                rolls.append(replace(timing, secret=True))  # the GM keeps the time limit to themselves
            new[brk.TIMER_KEY], minutes_roll = brk.roll_broken_minutes(dice)
            rolls.append(minutes_roll)
            if injury.name == inj.UNNAMED_INJURY:  # no name typed: not "the critical injury Critical injury"
                # its D66 is a check due (the roster, Ctrl+Shift+K): the line says so, not the roster alone
                lines.append(LogLine(QT_TRANSLATE_NOOP(
                    "rules", "Broken: one stress and a critical injury; its roll is due: Critical injury (D66).")))
            else:
                lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Broken: one stress and the critical injury {name}."),
                                     {"name": {"t": injury.name}}))
            said = inj.times_said(injury)
            if said is not None:
                lines.append(said)
            lines.append(brk.minutes_said(new[brk.TIMER_KEY]))
        elif armor.damage:
            lines.append(LogLine(NOW, {"health": {"t": hp.health_label(change.health)}}))
        if not new.get("dead"):  # what the poison or the disease now costs, said once it takes hold
            if source == "disease" and not state.get("sick"):
                lines.append(LogLine(SICK))
            elif source == "poison" and not state.get("poisoned"):
                lines.append(LogLine(POISONED))
        return Outcome(new, lines, rolls, arithmetic)

    def add_stress(self, state: State, amount: int = 1) -> Outcome:
        """Stress taken (a pushed roll, an amputation, alerting the dead), at most the track's top."""
        return add_stress(state, amount)

    # ---- healing ---------------------------------------------------------------------------
    def heal_fields(self, sheet: Sheet) -> Sequence[FieldSpec]:
        # each input offered for the care that reads it: first aid takes no stress away (the text's
        # first aid gives back Health alone), so it is not asked how much stress it removes
        return (
            FieldSpec("kind", QT_TRANSLATE_NOOP("rules", "What"), "choice", "first_aid", choices=HEAL_KINDS),
            FieldSpec("successes", QT_TRANSLATE_NOOP("rules", "Medicine successes"), "int", 1, 0, 30,
                      help=QT_TRANSLATE_NOOP("rules", "The sixes of the Medicine roll made at the table"),
                      with_value=("kind", ("first_aid", "stabilize", "tend"))),
            # "{patient}": whose injuries (the dialog fills it in); the injury it picks is said under it
            FieldSpec("injury", QT_TRANSLATE_NOOP("rules", "Which of {patient}'s injuries"), "int", 1, 1, 20,
                      with_value=("kind", INJURY_CARES)),
            FieldSpec("injury_name", QT_TRANSLATE_NOOP("rules", "Injury's name"), "text", "",
                      help=QT_TRANSLATE_NOOP("rules", "The injury's name as the book's table gives it for its D66"),
                      with_value=("kind", ("name",))),
            # its entry's penalty and recovery dice: read once, for an injury taken unnamed
            replace(ENTRY_PENALTY_FIELD, with_value=("kind", ("name",))),
            replace(RECOVERY_DICE_FIELD, with_value=("kind", ("name",))),
            replace(ENTRY_UNIT_FIELD, with_value=("kind", ("name",))),
            replace(ENTRY_LETHAL_FIELD, with_value=("kind", ("name",))),
            replace(ENTRY_GEAR_FIELD, with_value=("kind", ("name",))),
            FieldSpec("equipment", QT_TRANSLATE_NOOP("rules", "Medical equipment at hand"), "choice", "B",
                      choices=EQUIPMENT_CHOICES, with_value=("kind", ("stabilize", "tend"))),
            FieldSpec("ate_ration", QT_TRANSLATE_NOOP("rules", "Ate a ration today"), "bool", True,
                      with_value=("kind", ("day",))),
            FieldSpec("amount", QT_TRANSLATE_NOOP("rules", "Stress removed"), "int", 1, 0, MAX_STRESS,
                      with_value=("kind", ("stress",))),
            FieldSpec("minutes", QT_TRANSLATE_NOOP("rules", "Minutes passed"), "int", 0, 0, 100000,
                      with_value=("kind", ("time",))),
        )

    def heal_defaults(
        self, sheet: Sheet, state: State, healer: tuple[Sheet, State] | None = None, *, fighting: bool = False
    ) -> dict[str, Any]:
        """The care a GM reaches for first with this patient: first aid for the Broken (Health 0);
        for a lethal injury not yet stabilized, stabilizing it; hurt but standing, a day's healing;
        unhurt with stress, stress relieved (the form opened on first aid for everyone, refused for
        anyone not Broken).  In a fight (``fighting``) never a day's healing, one Enter from healing
        a whole day mid-round: first aid, what a fight's care is (refused, and said why, for one
        still standing).  An injury taken unnamed whose D66 is rolled comes first: its name, read off
        the table at the entry the D66 points to, is what the GM gives next (the form on Name an
        injury and that injury's number, not #1, which may be one named before)."""
        state = und.unmarked(state)
        if state.get("dead"):
            return {}
        to_name = [n for n, injury in enumerate(state.get("injuries") or [], start=1)
                   if isinstance(injury, Mapping) and injury.get("name") == inj.UNNAMED_INJURY
                   and str(injury.get("description") or "").startswith("D66 ")]
        if to_name:
            return {"kind": "name", "injury": to_name[0]}
        health = int(state.get("health", hp.MAX_HEALTH))
        if health <= 0:
            return {"kind": "first_aid"}
        try:
            lethal = [n for n, injury in enumerate(sh.injuries_of(state), start=1) if injury.lethal]
        except RulesError:  # an injury the sheet cannot read: the form's own default, the GM picks
            lethal = []
        if lethal:
            return {"kind": "stabilize", "injury": lethal[0]}
        if health < hp.MAX_HEALTH:
            return {"kind": "first_aid" if fighting else "day"}
        if int(state.get("stress", 0) or 0) > 0:
            return {"kind": "stress"}
        return {}

    def heal_notes(self, sheet: Sheet, state: State) -> list[LogLine]:
        """The lethal injuries not yet stabilized (the text's "Lethal injuries"), above the care picked."""
        if state.get("dead"):
            return []
        return lethal_notes(state)

    def heal_picked(self, sheet: Sheet, state: State, request: Mapping[str, Any]) -> dict[str, LogLine]:
        """Under the injury's number, the injury it picks on the sheet ("2 — Critical injury 64, not
        yet named"): a bare "1" said neither whether it was the D66's entry or the nth injury, and the
        lethal note below could speak of another."""
        if request.get("kind") not in INJURY_CARES:
            return {}
        injuries = [i for i in state.get("injuries") or [] if isinstance(i, Mapping)]
        number = request.get("injury")
        if isinstance(number, bool) or not isinstance(number, int):
            return {}
        if not 1 <= number <= len(injuries):
            return {"injury": LogLine(PICKED_NONE, {"n": number, "count": len(injuries)})}
        injury = injuries[number - 1]
        name = str(injury.get("name") or inj.UNNAMED_INJURY)
        if name != inj.UNNAMED_INJURY:
            return {"injury": LogLine(PICKED, {"n": number, "injury": {"t": name}})}
        d66 = rolled_d66(name, str(injury.get("description") or ""))
        if d66 is None:
            return {"injury": LogLine(PICKED_UNROLLED, {"n": number})}
        return {"injury": LogLine(PICKED_UNNAMED, {"n": number, "d66": d66})}

    def heal_waits_for(self, sheet: Sheet, state: State, request: Mapping[str, Any]
                       ) -> tuple[str, tuple[str, ...]] | None:
        """Name an injury taken unnamed whose D66 is not yet rolled: the name and its entry's numbers
        wait for the D66 (there is no entry to read them off yet), rolled for the injured."""
        number = request.get("injury")
        if request.get("kind") != "name" or isinstance(number, bool) or not isinstance(number, int):
            return None
        if number - 1 not in all_unrolled(state):
            return None
        return CHECK_KEY, tuple(f.key for f in self.heal_fields(sheet)
                                if f.with_value == ("kind", ("name",)))

    def _injury_index(self, state: State, request: Mapping[str, Any]) -> int:
        index = _int(request, "injury", 1, minimum=1) - 1
        if index >= len(state.get("injuries", [])):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "No such injury."))
        return index

    def apply_heal(self, sheet: Sheet, state: State, request: Mapping[str, Any], dice: Dice) -> Outcome:
        """First aid, the end of the Broken minutes, a day's healing, stabilizing, tending, a
        healed injury, a cured poison or disease, relieved stress, or time passing."""
        state = und.unmarked(state)
        if state.get("dead"):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "The character is dead."))
        kind = _choice(request, "kind", "first_aid", [c.value for c in HEAL_KINDS])
        health = int(state.get("health", hp.MAX_HEALTH))
        new = dict(state)
        injuries = sh.injuries_of(state)
        lines: list[LogLine] = []
        if kind == "first_aid":
            new["health"] = hp.first_aid(health, _int(request, "successes", 1))
            if new["health"]:
                new.pop(brk.TIMER_KEY, None)
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "First aid: Health {health}."),
                                 {"health": new["health"]}))
        elif kind == "broken_over":
            new["health"] = hp.recover_from_broken(health)
            new.pop(brk.TIMER_KEY, None)
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "No longer Broken: Health 1.")))
        elif kind == "day":
            ate = request.get("ate_ration", True)
            if not isinstance(ate, bool):
                raise RulesError(QT_TRANSLATE_NOOP("rules", "Yes or no is expected."))
            new["health"] = hp.daily_healing(health, ate, bool(state.get("sick")))
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "A day passes: Health {health}."),
                                 {"health": new["health"]}))
        elif kind in ("stabilize", "tend", "recovered", "name"):
            index = self._injury_index(state, request)
            if kind == "name":  # the whole line is the headline: nothing was healed
                named, line = named_injury(injuries[index], request.get("injury_name", ""))
                injuries[index], said, rolls = entry_read(injuries[index], named.name, request, dice)
                new["injuries"] = [i.to_dict() for i in injuries]
                d66 = line.args.get("d66")
                label = (LogLine(NAMED_LABEL, {"d66": d66, "injury": named.name}) if d66 is not None
                         else LogLine(RENAMED_LABEL, {"old": line.args.get("old"), "injury": named.name}))
                return Outcome(new, said, rolls, headline=line, label=label)
            if kind == "recovered":
                removed = injuries.pop(index)
                lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "{name} has healed."), {"name": {"t": removed.name}}))
            elif kind == "stabilize":
                equipment = _choice(request, "equipment", "B", inj.EQUIPMENT)
                injuries[index] = inj.stabilize(injuries[index], _int(request, "successes", 1), equipment)
                text = (QT_TRANSLATE_NOOP("rules", "{name} is stabilized.") if not injuries[index].lethal
                        else QT_TRANSLATE_NOOP("rules", "{name} could not be stabilized today."))
                lines.append(LogLine(text, {"name": {"t": injuries[index].name}}))
            else:
                again = injuries[index].tended
                before = injuries[index].recovery
                injuries[index] = inj.tend(injuries[index], _int(request, "successes", 1),
                                           _choice(request, "equipment", "B", inj.EQUIPMENT))
                text = (QT_TRANSLATE_NOOP("rules", "{name}, tended again with advanced medical gear: recovery "
                                          "time {old} → {time} {unit}.") if again
                        else QT_TRANSLATE_NOOP("rules", "{name}: recovery time {old} → {time} {unit}."))
                after = injuries[index]
                lines.append(LogLine(text, {"name": {"t": after.name}, "old": before, "time": after.recovery,
                                            "unit": inj.counted_unit(after.recovery_unit, after.recovery)}))
            new["injuries"] = [i.to_dict() for i in injuries]
        elif kind == "cure_poison":
            new["poisoned"] = False
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "The poison is fought off.")))
        elif kind == "cure_disease":
            new["sick"] = False
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "The disease is fought off.")))
        elif kind == "stress":
            new["stress"] = max(0, int(state.get("stress", 0)) - _int(request, "amount", 1))
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Stress now {stress}."), {"stress": new["stress"]}))
        else:
            return time_passes(state, _int(request, "minutes", 0))
        return Outcome(new, lines)


#: the tend lines as logs written before the unit and the time before was said keep them
OLD_TEND_LINES = (
    QT_TRANSLATE_NOOP("rules", "{name}: recovery time now {time}."),
    QT_TRANSLATE_NOOP("rules", "{name}, tended again with advanced medical gear: recovery time now {time}."),
)
