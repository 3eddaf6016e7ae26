"""A weapon's damage formula in All Flesh Must Be Eaten: read as the GM types it, written as the reader reads it.

The books write a weapon's damage as a die times a multiplier: a number (d6 × 4) or an attribute
with an offset (d4 × STR, d4 × STR−1; norms weapon notes, unisystem §4.5).  A GM types it in the
language of the table: «d6×Сила», «d6хсил» (the Russian keyboard's х), "d6 X Fuerza", "d4×FUE−1",
as well as "d6xSTR".  :data:`ATTRIBUTE_WORDS` declares, language by language, the words read for
each attribute: the English and the catalogs' (the short names the sheet and the log write, «СИЛ»,
"FUE", and the whole ones, «Сила», "Fuerza"; tests/unit/rules/test_afmbe_damage_formula_typed.py
holds them to the catalogs).  :func:`weapon_words` writes a damage as the log keeps it: the typed
text read and written again with its attribute as a marked word, rendered in the reader's language
(a Russian log says «d6×СИЛ», its Spanish export "d6×FUE").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.rules.base import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

ATTRIBUTE_KEYS = ("str", "dex", "con", "int", "per", "wil")

#: the words a damage formula may name each attribute by, language by language, lower case
ATTRIBUTE_WORDS: dict[str, dict[str, str]] = {
    "en": {"str": "str", "strength": "str", "dex": "dex", "dexterity": "dex", "con": "con",
           "constitution": "con", "int": "int", "intelligence": "int", "per": "per", "perception": "per",
           "wil": "wil", "will": "wil", "willpower": "wil"},
    "ru": {"сил": "str", "сила": "str", "лов": "dex", "ловкость": "dex", "тел": "con", "телосложение": "con",
           "инт": "int", "интеллект": "int", "вос": "per", "восприятие": "per", "вол": "wil", "воля": "wil"},
    "es": {"fue": "str", "fuerza": "str", "des": "dex", "destreza": "dex", "con": "con", "constitución": "con",
           "int": "int", "inteligencia": "int", "per": "per", "percepción": "per", "vol": "wil",
           "voluntad": "wil"},
}
_WORDS: dict[str, str] = {word: key for words in ATTRIBUTE_WORDS.values() for word, key in words.items()}

#: the attributes a weapon's damage may name, as the log writes them (translated: «d6×СИЛ», «d6×FUE»)
ATTRIBUTE_SHORT = {
    "str": QT_TRANSLATE_NOOP("rules", "STR"), "dex": QT_TRANSLATE_NOOP("rules", "DEX"),
    "con": QT_TRANSLATE_NOOP("rules", "CON"), "int": QT_TRANSLATE_NOOP("rules", "INT"),
    "per": QT_TRANSLATE_NOOP("rules", "PER"), "wil": QT_TRANSLATE_NOOP("rules", "WIL"),
}
#: how a weapon's damage is written, for its inputs' tooltips (the damage form's, the sheet's column)
FORMULA_HELP = QT_TRANSLATE_NOOP("rules", "A die times a multiplier: d6×4, d4×STR, d4×STR−1; "
                                          "Strength as STR or in full (d6×Strength), × or x.")
#: the same in an empty input: an example in the GM's language («например: d6×СИЛ, d4×СИЛ−1»)
FORMULA_EXAMPLE = QT_TRANSLATE_NOOP("rules", "e.g. d6×STR, d4×STR−1")
#: a weapon's damage with its attribute apart, to be written in the reader's language
_WITH_ATTRIBUTE = QT_TRANSLATE_NOOP("rules", "{before}{attribute}{after}")
_ATTRIBUTE_WORD = re.compile(r"(?<![^\W\d_])([^\W\d_]+)(?![^\W\d_])")

#: the signs read as "times": the Latin x in either case, the Cyrillic х a Russian keyboard types
#: on the same key, the multiplication sign and the asterisk
_TIMES = "xX×*хХ"


@dataclass(frozen=True)
class WeaponDamage:
    """A parsed weapon damage: ``count``d``sides`` × multiplier (+ fixed).

    The multiplier is ``attribute`` + ``offset`` when an attribute is named, else ``offset``.
    """

    count: int
    sides: int
    attribute: str | None
    offset: int
    fixed: int = 0

    def multiplier(self, attributes: Mapping[str, int], two_handed: bool = False) -> int:
        """The multiplier for a wielder with ``attributes``; & weapons in two hands: STR +1."""
        if self.attribute is None:
            return self.offset
        value = attributes.get(self.attribute, 0) + self.offset
        if two_handed and self.attribute == "str":
            value += 1
        return value

    @property
    def source(self) -> str:
        die = f"{self.count if self.count > 1 else ''}d{self.sides}"
        if self.attribute is None:
            mult = str(self.offset)
        else:
            mult = self.attribute.upper() + (f"{self.offset:+d}" if self.offset else "")
        fixed = f"{self.fixed:+d}" if self.fixed else ""
        return f"{die}×{mult}{fixed}"

    def words(self) -> Any:
        """The damage as the log keeps it, the same in every language but its attribute: "d6×STR",
        "d4×STR−1", "d8×(STR+1)+2" (brackets where a fixed amount follows the attribute's offset),
        the attribute a marked word («d6×СИЛ» in a Russian log)."""
        die = f"{self.count if self.count > 1 else ''}d{self.sides}×"
        fixed = _signed(self.fixed) if self.fixed else ""
        if self.attribute is None:
            return f"{die}{self.offset}{fixed}"
        offset = _signed(self.offset) if self.offset else ""
        bracket = bool(offset and fixed)
        return {"t": _WITH_ATTRIBUTE, "ctx": "rules", "args": {
            "before": die + ("(" if bracket else ""),
            "attribute": {"t": ATTRIBUTE_SHORT[self.attribute], "ctx": "rules"},
            "after": offset + (")" if bracket else "") + fixed}}


def _signed(value: int) -> str:
    return f"+{value}" if value >= 0 else f"−{-value}"


_NUM = r"\d+"
_ATTR = r"[^\W\d_]+(?:\s*[+-]\s*\d+)?"
_DAMAGE_RE = re.compile(
    rf"""^\s*(?P<count>\d*)\s*[dD]\s*(?P<sides>\d+)\s*
        (?:[{_TIMES}]\s*(?:\(\s*(?P<inner>{_ATTR}|{_NUM})\s*\)|(?P<plain>{_ATTR}|{_NUM})))?
        \s*(?P<fixed>[+-]\s*\d+)?\s*$""",
    re.VERBOSE,
)


def parse_weapon_damage(text: str) -> WeaponDamage:
    """Read a damage such as ``d6×4``, ``d4 x STR``, ``d4×STR−1``, ``2d6×3+2`` or ``d8×(STR+1)``
    (the attribute also by a word :data:`ATTRIBUTE_WORDS` declares, in any case: ``d4×СИЛ``,
    ``d6×Сила``, ``d6 X fuerza``, ``d4×FUE−1``; the sign also x, X, * or the Cyrillic х).

    With an attribute, ``±n`` right after it belongs to the multiplier (STR−1); with a number
    it is a fixed amount added after multiplying (unisystem §4.5 "aplica el Multiplicador y suma
    el valor fijo").  No multiplier means ×1.
    """
    cleaned = text.replace("−", "-").replace("–", "-")
    m = _DAMAGE_RE.match(cleaned)
    if not m:
        raise RulesError(QT_TRANSLATE_NOOP(
            "rules", "Write weapon damage as a die times a multiplier, e.g. d6×4."))
    count = int(m.group("count") or 1)
    sides = int(m.group("sides"))
    if not 1 <= count <= 20 or not 2 <= sides <= 100:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Weapon damage rolls 1 to 20 dice of 2 to 100 sides."))
    mult = m.group("inner") or m.group("plain") or "1"
    fixed = int(m.group("fixed").replace(" ", "")) if m.group("fixed") else 0
    if mult.isdigit():
        return WeaponDamage(count, sides, None, int(mult), fixed)
    am = re.fullmatch(r"([^\W\d_]+)\s*(?:([+-])\s*(\d+))?", mult)
    assert am is not None
    key = _WORDS.get(am.group(1).casefold())
    if key is None:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The weapon damage names an unknown attribute."))
    offset = int(am.group(3)) * (-1 if am.group(2) == "-" else 1) if am.group(2) else 0
    return WeaponDamage(count, sides, key, offset, fixed)


_TYPED_TIMES = re.compile(rf"^(\s*\d*\s*[dD]\s*\d+)\s*[{_TIMES}]\s*")


def with_times_sign(text: str) -> str:
    """A damage typed with a Latin x, an asterisk or a Russian х as its "times" written with the
    multiplication sign, as the books write it: "d6x4" is "d6×4", "2d6 x 3+2" "2d6×3+2", "d6хсил"
    "d6×сил"; any other text as it is."""
    return _TYPED_TIMES.sub(r"\1×", text, count=1)


def weapon_words(text: str) -> Any:
    """A weapon's damage as the log writes it, in the reader's language («d6×СИЛ» in a Russian log,
    "d6×FUE" in a Spanish one, whether the GM typed "d6xSTR", «d6×Сила» or "d6 x fuerza"); a text
    that names no attribute as it is; one that is no damage formula with its attribute word marked
where one is found."""
    try:
        weapon = parse_weapon_damage(text)
    except RulesError:
        weapon = None
    if weapon is not None:  # a number's formula as typed ("d6", "2d6×3+2"), its "times" the sign ×
        return weapon.words() if weapon.attribute is not None else with_times_sign(text)
    for m in _ATTRIBUTE_WORD.finditer(text):
        key = _WORDS.get(m.group(1).casefold())
        if key is not None:
            return {"t": _WITH_ATTRIBUTE, "ctx": "rules", "args": {
                "before": text[:m.start()], "attribute": {"t": ATTRIBUTE_SHORT[key], "ctx": "rules"},
                "after": text[m.end():]}}
    return text
