"""The words of a party spreadsheet (:mod:`.csv_party`): its own headings, the kinds, yes and no, a
choice's labels, and a cell read as the value of its field.

A file may write each of them in English, in the GM's language or in any other Deadwatch speaks
(:func:`forms`), or by its key, spaces and case aside.
"""

from __future__ import annotations

import re
from typing import Any

from app.rules.base import FieldSpec
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.imports import csv_cells, csv_state
from app.services.imports.languages import every_form, form_of
from app.services.logtext import Translate

NAME = QT_TRANSLATE_NOOP("log", "Name")
KIND = QT_TRANSLATE_NOOP("log", "Kind")
NOTES = QT_TRANSLATE_NOOP("log", "Notes")
#: a row whose Name cell is empty (or holds only spaces): the column named as the sheet and the file name it
NO_NAME = QT_TRANSLATE_NOOP("log", "“{field}” is empty: a character needs a name")
KINDS = {"pc": QT_TRANSLATE_NOOP("log", "Player character"), "npc": QT_TRANSLATE_NOOP("log", "NPC"),
         "zombie": QT_TRANSLATE_NOOP("log", "Zombie")}
#: the words a GM may also type for a kind ("Player", "Игрок", "Jugador" for a player character;
#: the abbreviation "НПС" for a non-player one), taken when no other kind's label is one of them
KIND_WORDS = {"pc": (QT_TRANSLATE_NOOP("log", "Player"),),
              "npc": (QT_TRANSLATE_NOOP("log", "Non-player character"), QT_TRANSLATE_NOOP("log", "NPCs"))}
NOT_A_KIND = QT_TRANSLATE_NOOP("log", "“{field}”: “{value}” is not a kind of character; the kinds are: {accepted}")
NOT_A_CHOICE = QT_TRANSLATE_NOOP("log", "“{field}”: “{value}” is not one of this field's choices: {accepted}")
YES = QT_TRANSLATE_NOOP("log", "yes")
NO = QT_TRANSLATE_NOOP("log", "no")


def forms(text: str, context: str, translate: Translate) -> set[str]:
    """``text`` as a file may write it: in English, in the GM's language or in any other Deadwatch speaks."""
    return {form_of(translate(context, text)), *every_form(context, text)}


def named(label: str, heading: str, translate: Translate) -> str:
    """A field as a message names it: its label in the GM's language, the file's heading beside it
    when that is another ("Сила (Strength)")."""
    return csv_cells.named_as(translate("rules", label), heading)


def now(label: str, translate: Translate) -> str:
    """A track's value now as its heading reads in the GM's language ("Здоровье (сейчас)")."""
    return translate("log", csv_state.NOW).replace("{track}", translate("rules", label))


def kind_of(cell: str, translate: Translate) -> str | None:
    """The kind a Kind cell names: its label or key in any language Deadwatch speaks, or one of the
    words a GM also types for it ("Игрок") when no other kind's label is that word."""
    word = form_of(cell)
    found = next((k for k, text in KINDS.items() if word in forms(text, "log", translate) | {k}), None)
    if found is not None:
        return found
    labels = set().union(*(forms(text, "log", translate) | {k} for k, text in KINDS.items()))
    return next((k for k, words in KIND_WORDS.items()
                 if word not in labels and any(word in forms(w, "log", translate) for w in words)), None)


def choices_said(spec: FieldSpec, translate: Translate) -> str:
    """A choice field's choices as the GM reads them, in the GM's language ("Pistola (…), Katana")."""
    return ", ".join(c.label if c.own else translate("rules", c.label) for c in spec.choices)


def value(spec: FieldSpec, cell: str, translate: Translate) -> Any:
    """The cell as the field's value; raises ValueError with nothing when it cannot be one."""
    if spec.kind == "int":
        text = cell.strip().replace("\u2212", "-").replace("\u00a0", "")
        if not re.fullmatch(r"[+-]?\d{1,4000}([.,]0+)?", text):
            raise ValueError
        return int(re.split(r"[.,]", text)[0])  # every digit as written: 10**22 is not a float's 9999…1611392
    if spec.kind == "bool":
        word = form_of(cell)
        if word in forms(YES, "log", translate) | {"true", "1", "x", "wahr", "vrai", "verdadero", "истина"}:
            return True
        if word in forms(NO, "log", translate) | {"false", "0", "", "falsch", "faux", "falso", "ложь"}:
            return False
        raise ValueError
    if spec.kind == "choice":
        word = form_of(cell)
        for c in spec.choices:
            if word == form_of(str(c.value)) or word in forms(c.label, "rules", translate):
                return c.value
        raise ValueError
    if spec.kind == "text" and spec.choices:  # a name the rules know (a skill) in any language: stored as theirs
        word = form_of(cell)
        known = next((c for c in spec.choices if not c.own and word in forms(c.label, "rules", translate)
                      | {form_of(str(c.value))}), None)
        if known is not None:
            return known.value
    return cell.strip()
