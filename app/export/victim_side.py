"""A blow by someone hidden from the players on one they see, as their copy of the log tells it: the
struck one's side alone.

The README: only the player's side of a blow from a hidden fighter is kept.  The line of the damage
works the number out from the attacker's side too: the grid game's "Damage to Kit: Strength 2 ×
Bare hands or a bite 1 × hand 50% × 2 = 2" is the hidden zombie's Strength, its weapon and its hand,
and the line's payload holds the damage form as the GM filled it in (``attacker_strength``,
``attacker_hand_share``).  In the players' copy the line says what Kit took, "Damage to Kit: 2",
and what it did to him (his pools, his bleeding, his flinch); the working out, the form, and any
number a line of his carries that its words do not say (a knockback's Strength) are left out; a
working out that says the number taken alone (twdu's "damage 5") stays as it reads.
Nothing here names a ruleset: the line's own words and the label its Undo has are read.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.log import LogLine

#: the worked-out number of a line and the same line without it (the number is the hidden side's)
WITHOUT_WORK = {
    "Damage to {name}: {arithmetic}": QT_TRANSLATE_NOOP("log", "Damage to {name}"),
    "Damage to {name}, dice from the table: {arithmetic}": QT_TRANSLATE_NOOP("log", "Damage to {name}"),
    "{name} healed: {arithmetic}": QT_TRANSLATE_NOOP("log", "{name} healed"),
    "{name} healed, dice from the table: {arithmetic}": QT_TRANSLATE_NOOP("log", "{name} healed"),
    "{headline}: {arithmetic}": QT_TRANSLATE_NOOP("log", "{headline}"),
    "{headline}, dice from the table: {arithmetic}": QT_TRANSLATE_NOOP("log", "{headline}"),
}
#: a damage said as its number alone ("Damage to Kit: 2")
DAMAGE_NUMBER = QT_TRANSLATE_NOOP("log", "Damage to {name}: {arithmetic}")
#: a line said by its extra lines alone (what a blow on someone hidden did to those the players see)
LINES_ALONE = QT_TRANSLATE_NOOP("log", "{lines}")
#: the payload's record of the form the GM filled in (the attacker's Strength, his weapon, his hand)
FORM = "request"
_FIELD = re.compile(r"\{(\w+)")


def victim_side(event: LogLine) -> LogLine:
    """``event`` (a line of what someone hidden did to one the players see) with the struck one's
    side alone: its working out replaced by the number he took (the label's, through his armour
    when it says so), or left out, and the dice rolled for it with it; the form's inputs left out
    of the payload; the extra lines' numbers their words do not say left out."""
    args = dict(event.args)
    text = event.text
    payload = event.payload if isinstance(event.payload, dict) else {}
    taken = _taken(payload)
    faces = event.faces
    if "arithmetic" in args and text in WITHOUT_WORK and not _bare(args["arithmetic"], taken):
        if taken is not None and WITHOUT_WORK[text] == WITHOUT_WORK[DAMAGE_NUMBER]:
            text, args["arithmetic"] = DAMAGE_NUMBER, taken
        else:
            text = WITHOUT_WORK[text]
            del args["arithmetic"]
        # the dice of that working out were rolled for him (the hidden attacker's damage die, d4 × his
        # Strength): they go with it, in the dice column and in the JSON's faces
        faces = []
    if isinstance(args.get("lines"), list):
        args["lines"] = [_said(line) for line in args["lines"]]
    kept = {k: v for k, v in payload.items() if k != FORM}
    return replace(event, text=text, args=args, faces=faces,
                   payload=kept if isinstance(event.payload, dict) else event.payload)


def _bare(worked: Any, taken: int | None) -> bool:
    """Whether a working out says the number taken and nothing else ("damage 5"): it stays as it reads."""
    said = worked.get("args") if isinstance(worked, dict) else None
    return taken is not None and isinstance(said, dict) and bool(said) and all(
        isinstance(v, int) and not isinstance(v, bool) and v == taken for v in said.values())


def _taken(payload: dict[str, Any]) -> int | None:
    """The damage the label of the line names (what went through the armour, where it says so)."""
    label = payload.get("label")
    said = label.get("args") if isinstance(label, dict) else None
    if not isinstance(said, dict):
        return None
    for key in ("through", "amount"):
        value = said.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def _said(line: Any) -> Any:
    """An extra line ({"t", "args"}) with only the arguments its words say (its lines' too)."""
    if not isinstance(line, dict) or not isinstance(line.get("t"), str) or not isinstance(line.get("args"), dict):
        return line
    named = set(_FIELD.findall(line["t"]))
    args = {k: (_said_all(v) if k == "lines" else v) for k, v in line["args"].items() if k in named}
    return {**line, "args": args}


def _said_all(value: Any) -> Any:
    return [_said(line) for line in value] if isinstance(value, list) else value


def public_part(event: LogLine, pattern: re.Pattern[str]) -> LogLine | None:
    """A line about someone hidden (Kit's secret shot killing the hidden Shambler) that the GM made
    public by hand ("No longer secret"), as the players' copy gives it: what it did to those they
    see, its extra lines naming one of them ("Kit: 2 zombies killed: score 2"), the score his phone
    shows since; his wound, his health and his name are not theirs.  None when nothing is left."""
    lines = event.args.get("lines")
    kept = [line for line in lines if _seen_ones(line, pattern)] if isinstance(lines, list) else []
    if not kept:
        return None
    payload = event.payload if isinstance(event.payload, dict) else {}
    return replace(event, text=LINES_ALONE, args={"lines": kept}, target="", faces=[],
                   payload={k: v for k, v in payload.items() if k not in (FORM, "label", "target_id")})


def _seen_ones(line: Any, pattern: re.Pattern[str]) -> bool:
    """Whether an extra line is about someone the players see ("Kit: …"): it names him, and no one hidden."""
    args = line.get("args") if isinstance(line, dict) else None
    name = args.get("name") if isinstance(args, dict) else None
    return isinstance(name, str) and not pattern.fullmatch(name.strip()) and not pattern.search(str(args))
