"""Plural forms in log lines and labels: "1 six", "2 sixes"; "1 шестёрка", "3 шестёрки", "5 шестёрок".

A template (or its translation) names the forms beside the number's argument, ``{count|six|sixes}``:
the form is chosen by the number's plural category in the language, in CLDR's order — English and
Spanish have *one* and *other*, Russian *one*, *few* and *many* (1, 21 → one; 2-4, 22-24 → few;
0, 5-20, 25-30 → many).  A form missing for a category takes the last one given.

Log lines keep the English template they were written with, so a template written before its
plural forms existed keeps working: :data:`ENGLISH` gives the English text the forms, by the
stored template, and the Russian and Spanish catalogs give theirs in the translation.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

_FORMS = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\|([^{}]*)\}")
_WHOLE = re.compile(r"[−-]?\d{1,9}")

#: stored English templates (log and rules lines) whose English needs a plural form, and that English
#: the d10under melee exchange's reason as it reads now (app.rules.d10under.melee.HIGHEST_AGAINST)
_HIGHER_WINS = ("highest die {best} against {their_best}; the higher die wins a melee exchange, even above Agility: "
                "melee is no roll under it")

ENGLISH: dict[str, str] = {
    "Swarm round {round}: {total} successes against Swarm Threat {needed} — {outcome}": (
        "Swarm round {round}: {total} {total|success|successes} against Swarm Threat {needed} — {outcome}"
    ),
    "MESSED UP: {count} walker(s) on the stress dice": (
        "MESSED UP: {count} {count|walker|walkers} on the stress dice"
    ),
    "{count} copies of {name} made": "{count} {count|copy|copies} of {name} made",
    "{hits} of {shots} {shots|shot|shots} hit, {criticals} critical: {damage} damage, {ignored} of it ignoring armor": (
        "{hits} of {shots} {shots|shot|shots} hit, {criticals} {criticals|critical|criticals}: {damage} damage, "
        "{ignored} of it ignoring armor"
    ),
    "{names} join the fight": "{names} {joined|joins|join} the fight",
    "{count} copies of {name} join the fight": (
        "{count} {count|copy|copies} of {name} {count|joins|join} the fight"
    ),
    "{count} free success from the last round": (
        "{count} free {count|success|successes} from the last round"
    ),
    "{name}, {skill} ({dice} dice): {roll}": "{name}, {skill} ({dice} {dice|die|dice}): {roll}",
    "{name}, {skill} ({dice} dice, {modifier}): {roll}": (
        "{name}, {skill} ({dice} {dice|die|dice}, {modifier}): {roll}"
    ),
    "{name} barks orders (Leadership: {roll}): {dice} dice to hand out": (
        "{name} barks orders (Leadership: {roll}): {dice} {dice|die|dice} to hand out"
    ),
    "Imported {count} characters: {names}": "Imported {count} {count|character|characters}: {names}",
    "Import {count} characters": "Import {count} {count|character|characters}",
    "Round {round}: {total} successes against Swarm Threat {needed}": (
        "Round {round}: {total} {total|success|successes} against Swarm Threat {needed}"
    ),
    "{name} earns {points} experience points ({unspent} unspent)": (
        "{name} earns {points} experience {points|point|points} ({unspent} unspent)"
    ),
    "Award {points} points to {name}": "Award {points} {points|point|points} to {name}",
    "{count} full clips of fifteen.": "{count} full {count|clip|clips} of fifteen.",
    "First aid on {part} ({rounds} rounds).": "First aid on {part} ({rounds} {rounds|round|rounds}).",
    "Reloads in {rounds} rounds: a clip of {loaded} goes in.": (
        "Reloads in {rounds} {rounds|round|rounds}: a clip of {loaded} goes in."
    ),
    "{points} bad luck points: {before} → {after} ({level}).": (
        "{points} bad luck {points|point|points}: {before} → {after} ({level})."
    ),
    "{count} Luck points for the session.": "{count} Luck {count|point|points} for the session.",
    "{count} bad luck points for the GM this session.": (
        "{count} bad luck {count|point|points} for the GM this session."
    ),
    "{points} luck points: {before} → {after} ({level}).": (
        "{points} luck {points|point|points}: {before} → {after} ({level})."
    ),
    "{kills} zombie(s) killed: score {score}.": "{kills} {kills|zombie|zombies} killed: score {score}.",
    "Knocked back {tiles} tile(s).": "Knocked back {tiles} {tiles|tile|tiles}.",
    "Sprints {distance} tiles for {cost} stamina.": "Sprints {distance} {distance|tile|tiles} for {cost} stamina.",
    "Now carries {bandages} bandages and {pills} pain pills.": (
        "Now carries {bandages} {bandages|bandage|bandages} and {pills} pain {pills|pill|pills}."
    ),
    "{shots} shots, {bursts} bursts of {size}, {groups} groups of ten: {used} rounds.": (
        "{shots} {shots|shot|shots}, {bursts} {bursts|burst|bursts} of {size}, "
        "{groups} {groups|group|groups} of ten: {used} {used|round|rounds}."
    ),
    "{moved} rounds into the magazine; {spare} spare left.": (
        "{moved} {moved|round|rounds} into the magazine; {spare} spare left."
    ),
    "{count} rounds or more hit": "{count} {count|round|rounds} or more {count|hits|hit}",
    "Success: {count} sixes": "Success: {count} {count|six|sixes}",
    "{count} events": "{count} {count|event|events}",
    "{count} events written to {path}": "{count} {count|event|events} written to {path}",
    "Walks {cost} tiles ({total} of {walk} this turn).": (
        "Walks {cost} {cost|tile|tiles} ({total} of {walk} this turn)."
    ),
    "Sprints {cost} tiles ({total} of {speed} this turn) for {stamina} stamina.": (
        "Sprints {cost} {cost|tile|tiles} ({total} of {speed} this turn) for {stamina} stamina."
    ),
    "Imported the log of {campaign}: {count} events, now session {numbers}": (
        "Imported the log of {campaign}: {count} {count|event|events}, now session {numbers}"
    ),
    "{name} raises {what} for {cost} points ({unspent} left)": (
        "{name} raises {what} for {cost} {cost|point|points} ({unspent} left)"
    ),
    "d{sides} rolled {face}: a clip of {rounds} rounds": (
        "d{sides} rolled {face}: a clip of {rounds} {rounds|round|rounds}"
    ),
    # the units of ammunition, given the count they follow ("14 rounds", "1 round")
    "rounds": "{count|round|rounds}",
    "clips": "{count|clip|clips}",
    "AP": "{count|Ammo Point|Ammo Points}",  # spelt out: "4 AP" read as four in the afternoon in Spanish
    # what a Foundry actor holds that Deadwatch does not ("Experience: … does not track it")
    "{fields}: Deadwatch does not track them": "{fields}: Deadwatch does not track {count|it|them}",
    # a critical injury's penalty dice ("−1 die", "−2 dice")
    "{name}: −{penalty} dice; lethal in D6 {unit}, rolled as it is imported": (
        "{name}: −{penalty} {penalty|die|dice}; lethal in D6 {unit}, rolled as it is imported"
    ),
    "{name}: −{penalty} dice; lethal in {value} {unit} (D6 rolled on import: {face})": (
        "{name}: −{penalty} {penalty|die|dice}; lethal in {value} {unit} (D6 rolled on import: {face})"
    ),
    "{name}: −{penalty} dice; lethal in {value} {value|day|days} (D6 rolled on import: {face})": (
        "{name}: −{penalty} {penalty|die|dice}; lethal in {value} {value|day|days} (D6 rolled on import: {face})"
    ),
    "{name}: −{penalty} dice; lethal in {value} {value|hour|hours} (D6 rolled on import: {face})": (
        "{name}: −{penalty} {penalty|die|dice}; lethal in {value} {value|hour|hours} (D6 rolled on import: {face})"
    ),
    "{name}: −{penalty} dice; lethal in {value} {value|minute|minutes} (D6 rolled on import: {face})": (
        "{name}: −{penalty} {penalty|die|dice}; lethal in {value} {value|minute|minutes} (D6 rolled on import: {face})"
    ),
    "{name}: −{penalty} dice; recovery D6 {unit}, rolled as it is imported": (
        "{name}: −{penalty} {penalty|die|dice}; recovery D6 {unit}, rolled as it is imported"
    ),
    "{name}: −{penalty} dice; recovery in {value} {value|day|days} (D6 rolled on import: {face})": (
        "{name}: −{penalty} {penalty|die|dice}; recovery in {value} {value|day|days} (D6 rolled on import: {face})"
    ),
    "{name}: −{penalty} dice; recovery in {value} {value|hour|hours} (D6 rolled on import: {face})": (
        "{name}: −{penalty} {penalty|die|dice}; recovery in {value} {value|hour|hours} (D6 rolled on import: {face})"
    ),
    "{name}: −{penalty} dice; recovery in {value} {value|week|weeks} (D6 rolled on import: {face})": (
        "{name}: −{penalty} {penalty|die|dice}; recovery in {value} {value|week|weeks} (D6 rolled on import: {face})"
    ),
    "{name}: −{penalty} dice; recovery {value} {unit} (D6 rolled on import: {face})": (
        "{name}: −{penalty} {penalty|die|dice}; recovery {value} {unit} (D6 rolled on import: {face})"
    ),
    "−{penalty} dice; healing": (
        "−{penalty} {penalty|die|dice}; healing"
    ),
    "−{penalty} dice; lethal in {time} {unit}; needs {equipment}": (
        "−{penalty} {penalty|die|dice}; lethal in {time} {unit}; needs {equipment}"
    ),
    "−{penalty} dice; lethal; needs {gear}": (
        "−{penalty} {penalty|die|dice}; lethal; needs {gear}"
    ),
    "−{penalty} dice; recovery {time} {unit}": (
        "−{penalty} {penalty|die|dice}; recovery {time} {unit}"
    ),
    # a critical injury's D66 in logs written before its line said "1 ten"
    "Critical injury: D66 {d66} ({tens} tens, {units} units): read injury {d66} and its effect on the "
    "critical-injury table.": (
        "Critical injury: D66 {d66} ({tens} {tens|ten|tens}, {units} {units|unit|units}): read injury {d66} and "
        "its effect on the critical-injury table."
    ),
    "Critical injury: D66 {d66} ({tens} tens, {units} units) — {injury}.": (
        "Critical injury: D66 {d66} ({tens} {tens|ten|tens}, {units} {units|unit|units}) — {injury}."
    ),
    # an exchange's reason reworded ("best die" read as the lowest in a roll-under game)
    "no die against best die {their_best}": "no dice against a highest die of {their_best}",
    "best die {best} against no die": "highest die {best} against no dice",
    "best die {best} against {their_best}": _HIGHER_WINS,
    "best die {best} against {their_best}, Agility {agility} against {their_agility}": (
        "a tie on the dice, {best} against {their_best}; the higher Agility wins: {agility} against {their_agility}"
    ),
    # and again, the rule that decided it said with the numbers
    "highest die {best} against {their_best}": _HIGHER_WINS,
    # and said plainer: a die above Agility counts (Agility "did not cap it" left a GM of a roll-under
    # game asking whether a die above it failed)
    "highest die {best} against {their_best}; the higher die wins a melee exchange, Agility does not cap it":
        _HIGHER_WINS,
    "highest die {best} against {their_best}, a tie: Agility {agility} against {their_agility}": (
        "a tie on the dice, {best} against {their_best}; the higher Agility wins: {agility} against {their_agility}"
    ),
    "Rolled again {count} {count|time|times}: equal best dice, equal Agility": (
        "Rolled again {count} {count|time|times}: highest dice tied and Agility tied"
    ),
}


def category(language: str, n: int) -> int:
    """The index of ``n``'s plural form in ``language``: 0 one, 1 other (ru: 1 few, 2 many)."""
    n = abs(n)
    if language == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


def choose(template: str, args: Mapping[str, Any], language: str) -> str:
    """``template`` with each ``{name|form|form…}`` replaced by the form for ``args[name]`` (a
    number); a name without a number keeps its last form."""

    def form(match: re.Match[str]) -> str:
        forms = match.group(2).split("|")
        value = args.get(match.group(1))
        if isinstance(value, Mapping) and type(value.get("grouped")) is int:  # a count shown grouped
            value = value["grouped"]
        if isinstance(value, str) and _WHOLE.fullmatch(value.strip()):  # a count the rules wrote as text: "2"
            value = int(value.strip().replace("−", "-"))
        if isinstance(value, bool) or not isinstance(value, int):
            return forms[-1]
        return forms[min(category(language, value), len(forms) - 1)]

    return _FORMS.sub(form, template)
