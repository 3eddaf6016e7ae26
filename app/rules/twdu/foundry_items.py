"""A twdu actor's items as Foundry holds them, read one at a time: a field of one item that cannot
be read leaves that item out, named ("critical injury «Deep cut»: …"), not the whole character;
and a critical injury's ``effect``, a text in the system's ``template.json`` ("-1 to Mobility"),
gives its penalty dice where it holds a number, and is kept as the injury's description."""

from __future__ import annotations

import re
from typing import Any

from app.rules.foundry import NOT_A_NUMBER, ActorReading, integer
from app.rules.text import QT_TRANSLATE_NOOP

#: an item's refusal, the item named, by Foundry's item type
REFUSED = {
    "criticalInjury": QT_TRANSLATE_NOOP("rules", "critical injury «{name}»: {reason}; it is left out"),
    "weapon": QT_TRANSLATE_NOOP("rules", "weapon «{name}»: {reason}; it is left out"),
    "gear": QT_TRANSLATE_NOOP("rules", "gear «{name}»: {reason}; it is left out"),
    "armor": QT_TRANSLATE_NOOP("rules", "armor «{name}»: {reason}; it is left out"),
}
#: an effect written as text, the number read from it
EFFECT_READ = QT_TRANSLATE_NOOP("rules", "critical injury «{name}»: its effect “{text}” is text; −{penalty} "
                                         "{penalty|die|dice} read from it, the text kept as its description")
#: an effect written as text with no number in it
EFFECT_KEPT = QT_TRANSLATE_NOOP("rules", "critical injury «{name}»: its effect “{text}” gives no number of dice; "
                                         "no dice are taken away, the text is kept as its description")
_NUMBER = re.compile(r"[-−]?\s*(\d{1,2})")
_PATH = re.compile(r"^items\[\d+\]\.")


def refusals_from(out: ActorReading, before: int, kind: str, name: str) -> bool:
    """Whether the item just read (its refusals those of ``out`` past ``before``) is refused: its
    refusals are then said as the item's, left out, and the character is read on."""
    refused = out.refused[before:]
    if not refused:
        return False
    del out.refused[before:]
    template = REFUSED.get(kind, REFUSED["gear"])
    for reason in refused:
        args = dict(reason["args"])
        if isinstance(args.get("field"), str):  # "system.effect", not "items[2].system.effect"
            args["field"] = _PATH.sub("", args["field"])
        out.ignore(template, name=name, reason={**reason, "args": args})
    return True


def injury_effect(out: ActorReading, value: Any, name: str) -> tuple[int | None, str]:
    """The penalty dice of a critical injury's ``effect`` and the description kept of it: a number
    (2, "2", "-1") as it is; a text ("-1 to Mobility") its number, the text kept and said so."""
    if value is None or value == "":
        return 0, ""
    number = integer(value)
    if number is not None:
        return abs(number), ""
    if not isinstance(value, str):
        out.refuse(NOT_A_NUMBER, field="system.effect", value=str(value)[:40])  # said as any number's
        return None, ""
    text = value.strip()[:200]
    found = _NUMBER.search(text)
    if found is None:
        out.ignore(EFFECT_KEPT, name=name, text=text[:60])
        return 0, text
    penalty = int(found.group(1))
    out.ignore(EFFECT_READ, name=name, text=text[:60], penalty=penalty)
    return penalty, text


