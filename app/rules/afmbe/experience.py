"""Spending experience (norms "Experience"): the GM awards points; raises respect the text's limits.

The norms text's cost table is missing from the summary, so the GM enters what a raise costs; the
limits the text does give are enforced: Strength and Constitution raise at most twice,
the other attributes once, none above the human limit of 6; raising a skill raises its
specializations with it (they count from the skill's level).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe.advancement import RAISE_LIMITS, attribute_raise_refusal
from app.rules.afmbe.catalog import SKILLS_BY_NAME
from app.rules.afmbe.character import ATTRIBUTE_LABELS, HUMAN_MAXIMUM
from app.rules.base import Choice, RulesError
from app.rules.text import QT_TRANSLATE_NOOP

SKILL_MAXIMUM = 10


def raise_options(sheet: Mapping[str, Any], raised: Mapping[str, int]) -> list[tuple[Choice, str]]:
    """Every attribute and skill, each with why it cannot be raised now ("" when it can)."""
    out: list[tuple[Choice, str]] = []
    for key in ATTRIBUTE_LABELS:  # in the sheet's order
        if key not in RAISE_LIMITS:
            continue
        level = int(sheet.get(key, 0))
        refusal = attribute_raise_refusal(key, level, int(raised.get(f"attr:{key}", 0)))
        out.append((Choice(f"attr:{key}", ATTRIBUTE_LABELS[key], suffix=_levels(level, not refusal)), refusal))
    for index, skill in enumerate(sheet.get("skills") or []):
        level = int(skill.get("level", 0))
        refusal = "" if level < SKILL_MAXIMUM else QT_TRANSLATE_NOOP("rules", "This skill is at its highest level, 10.")
        out.append((_skill_choice(index, skill, _levels(level, not refusal)), refusal))
    return out


def _levels(level: int, can: bool) -> str:
    """The level now and the one a raise gives ("3 → 4"); the level alone where none can."""
    return f"{level} → {level + 1}" if can else str(level)


def _skill_choice(index: int, skill: Mapping[str, Any], levels: str) -> Choice:
    """A skill with its type and ``levels`` ("3 → 4"): one of the norms' skills by its catalog name (shown in the GM's
    language: "Огнестрельное оружие (Пистолет)"), another as the GM wrote it."""
    name = str(skill.get("name", ""))
    typed = f"({skill['type']})" if skill.get("type") else ""
    info = SKILLS_BY_NAME.get(name.strip().casefold())
    if info is None:
        return Choice(f"skill:{index}", f"{name} {typed}" if typed else name, own=True, suffix=levels)
    return Choice(f"skill:{index}", info.name, suffix=f"{typed} {levels}" if typed else levels)


def apply_raise(sheet: Mapping[str, Any], key: str, raised: Mapping[str, int]) -> dict[str, Any]:
    """The sheet with one more level in ``key`` ("attr:str", "skill:0"); refused past the limits."""
    options = {choice.value: refusal for choice, refusal in raise_options(sheet, raised)}
    if key not in options:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Experience cannot raise that."))
    if options[key]:
        raise RulesError(options[key])
    out = dict(sheet)
    kind, _, name = key.partition(":")
    if kind == "attr":
        out[name] = min(HUMAN_MAXIMUM, int(out[name]) + 1)
    else:
        skills = [dict(s) for s in out.get("skills") or []]
        skills[int(name)]["level"] = int(skills[int(name)].get("level", 0)) + 1
        out["skills"] = skills
    return out
