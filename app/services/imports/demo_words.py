"""A demo's character read from a file made in another language of the same demo: its demo words in
the roster's.

Each demo is built in the GM's language (:mod:`app.services.demo`): its characters' names, their
weapons' and armor's names, a skill's type come in that language.  The Russian unisystem demo's
party imported into the Spanish demo would rename «Dana Cruz» «Дана Крус» and rewrite her «Pistola de
9 mm» as «9-мм пистолет», changes the GM never made.  Here a file's character that updates a demo's
character of the roster (matched by its demo id or its name in any language: :mod:`.demo_ids`) has
each text that is still one of the demo's own words for that character, in any of its languages, set
to the same words in the roster's language (the language the roster's character's own demo words are
in); the name too, when the file's is one of the character's demo names.  What the GM changed (a
Strength raised, a pistol renamed) is read as the file has it.  Generic: the demo's own texts are the
ones given in several languages in its spec (``{"en": …, "ru": …}``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from typing import Any

from app.services.character_ids import demo_character_id
from app.services.demo_names import DEMO_DIR, LANGUAGES, demo_name
from app.services.imports.free_names import key_of

#: a demo character's texts in each language: by the place on its sheet (("name",), (field,), (field,
#: column)), the texts of each language (one dict per text given in languages there)
Words = dict[tuple[str, ...], list[dict[str, str]]]


def _spread(value: Any) -> dict[str, str] | None:
    """``value``'s texts by language, when it is a text given in several languages."""
    if isinstance(value, dict) and isinstance(value.get("en"), str) and set(value) <= set(LANGUAGES):
        return {lang: str(value.get(lang) or value["en"]) for lang in LANGUAGES}
    return None


@cache
def _demo_words(ruleset: str, preset: str | None) -> dict[str, Words]:
    """Each demo character's words in its languages, by its demo id."""
    name = demo_name(ruleset, preset)
    try:
        spec: Any = json.loads((DEMO_DIR / f"{name}.json").read_text("utf-8"))
    except (OSError, ValueError):  # a game with no demo
        return {}
    out: dict[str, Words] = {}
    for person in spec.get("characters", []) if isinstance(spec, dict) else []:
        given = person.get("name") if isinstance(person, dict) else None
        # a name the same in every language ("Ben Okafor") is one too: his «Пожарный топор» is still the demo's
        names = dict.fromkeys(LANGUAGES, given) if isinstance(given, str) and given else _spread(given)
        if names is None:
            continue
        words: Words = {("name",): [names]}
        sheet = person.get("sheet") if isinstance(person.get("sheet"), dict) else {}
        for field, value in sheet.items():
            said = _spread(value)
            if said is not None:
                words.setdefault((field,), []).append(said)
            elif isinstance(value, list):
                for row in value:
                    for column, cell in (row.items() if isinstance(row, dict) else ()):
                        said = _spread(cell)
                        if said is not None:
                            words.setdefault((field, column), []).append(said)
        out[demo_character_id(name, names["en"])] = words
    return out


def _language(words: Words, name: str, sheet: Mapping[str, Any]) -> str:
    """The language the roster's character's demo words are in: the one most of them match (its name
    among them); "" when none does."""
    votes = dict.fromkeys(LANGUAGES, 0)
    for place, texts in words.items():
        cells = [name] if place == ("name",) else _cells(sheet, place)
        for said in texts:
            for cell in cells:
                for lang in LANGUAGES:
                    if isinstance(cell, str) and key_of(cell) == key_of(said[lang]):
                        votes[lang] += 1
    best = max(LANGUAGES, key=lambda lang: votes[lang])
    return best if votes[best] else ""


def _cells(sheet: Mapping[str, Any], place: tuple[str, ...]) -> list[Any]:
    value = sheet.get(place[0])
    if len(place) == 1:
        return [value]
    return [row.get(place[1]) for row in value if isinstance(row, dict)] if isinstance(value, list) else []


def _in(texts: list[dict[str, str]], cell: Any, language: str) -> Any:
    """``cell`` in ``language`` when it is one of ``texts`` in any language; else as it is."""
    if not isinstance(cell, str):
        return cell
    for said in texts:
        if any(key_of(cell) == key_of(said[lang]) for lang in LANGUAGES):
            return said[language]
    return cell


def in_roster_words(ruleset: str, preset: str | None, uid: str, person: dict[str, Any],
                    name: str, sheet: Mapping[str, Any]) -> dict[str, Any]:
    """``person`` (a character read, the ``"name"`` and ``"sheet"`` of what the import writes) with the
    demo words of the demo character ``uid`` in the language of the roster's character (``name``,
    ``sheet``); as it is when ``uid`` is no demo character's or the roster's words are in no language
    of the demo."""
    words = _demo_words(ruleset, preset or None).get(uid)
    if not words:
        return person
    language = _language(words, name, sheet)
    if not language:
        return person
    given = person.get("sheet")
    if not isinstance(given, Mapping):
        return person
    new = dict(given)
    for place, texts in words.items():
        if place == ("name",) or place[0] not in new:
            continue
        if len(place) == 1:
            new[place[0]] = _in(texts, new[place[0]], language)
        elif isinstance(new[place[0]], list):
            new[place[0]] = [{**row, place[1]: _in(texts, row.get(place[1]), language)}
                             if isinstance(row, dict) and place[1] in row else row for row in new[place[0]]]
    out = {**person, "sheet": new}
    if isinstance(person.get("name"), str) and _in(words[("name",)], person["name"], language) != person["name"]:
        out["name"] = name if any(key_of(name) == key_of(s[language]) for s in words[("name",)]) else \
            _in(words[("name",)], person["name"], language)
    return out
