"""A line of the players' log that names someone the players were not shown: who stays, and whose
dice go.

:func:`app.export.concealed.conceal` decides which events stay; this module rewrites one that stays.

* A hidden fighter's own parts go: his extra line ("Rook: initiative 1", his swarm dice, "Rook hits
  Vera: 20 damage"), an extra line about him ("Damage to Rook: …", "Vera hits Rook: 25 damage"), his
  roll in a melee exchange ("Rook rolled 2") and the dice faces of each; a list of names (a fight's
  fighters, those joining it) simply leaves him out, and so does a list of melee groups (a group
  with no one the players see on one side).  A list that would be left empty (every extra joining the
  fight hidden) leaves the whole line out: :func:`Unseen.args` returns None.
* An exchange he lost reads as won by the others alone, with nothing of why ("Vera: won the exchange":
  "a tie on the dice, 5 against 5; the higher Agility wins: 7 against 2" would give away his die and
  his Agility, and "Rolled again 1 time: … Agility tied" his Agility); one he won is
  his doing: :attr:`Unseen.his_win` tells :func:`~app.export.concealed.conceal` to keep only what it
  did to the ones the players see (their damage lines).
* Anywhere else he would be named, a mark takes his place (:data:`SUBJECT` and the others, once
  written "someone unseen"): :func:`unseen_left` finds it, and the line is left out rather than tell
  the players that someone unseen is there.
"""

from __future__ import annotations

import re
from typing import Any

from app.export.recount import partly_kept
from app.rules.text import QT_TRANSLATE_NOOP

#: the one a line names, as the subject ("someone unseen is healed")
SUBJECT = ("Unseen", QT_TRANSLATE_NOOP("Unseen", "someone unseen"))
#: after "against", "on" (an attack on him): the Russian genitive and accusative
OBJECT = ("UnseenObject", QT_TRANSLATE_NOOP("UnseenObject", "someone unseen"))
#: after "Damage to" ("Урон — кто-то невидимый": Russian names its target in the nominative)
DAMAGED = ("UnseenDamaged", QT_TRANSLATE_NOOP("UnseenDamaged", "someone unseen"))

#: the arguments that are a list of names joined with ", " (a fight's fighters, those still to act)
LISTS = ("names",)
#: the argument that counts the names of ``names``, for its plural form ("Dana joins", "Dana, Kit join")
COUNTED = "joined"


def recounted(args: dict[str, Any]) -> dict[str, Any]:
    """``args`` with the count of its names set to the names left (a hidden one left out)."""
    names = args.get("names")
    if isinstance(args.get(COUNTED), int) and isinstance(names, str):
        return {**args, COUNTED: len([n for n in names.split(", ") if n.strip()])}
    return args
#: the argument that holds a line's extra lines, one per fighter ("Kit: initiative 5")
EXTRA = "lines"
#: the argument of an import's line naming each character updated with what changed ("Ben Okafor
#: (Strength: 4 → 5)"): a hidden one's entry is left out, as his name is from the names counted
CHANGED = "changed"
#: the lines that say nothing but their extra lines (each fighter's initiative): left out whole when
#: every one of those is a hidden fighter's
LINES_ONLY = (QT_TRANSLATE_NOOP("log", "Initiative ({mode})"),
              QT_TRANSLATE_NOOP("log", "Initiative ({mode}), dice from the table"))
#: a fighter's own dice in a melee exchange
ROLLED = "{name} rolled {dice}"
#: a melee group of a fight (in the line setting the groups, and in an exchange's undo name)
GROUP = "{one} against {two}"
#: a melee exchange's result, and the same result won against no one the players see
WON = "{winners}: won the exchange against {losers} ({why})"
WON_ALONE = QT_TRANSLATE_NOOP("rules", "{winners}: won the exchange")
#: how often an exchange was rolled again: it tells the losers' Agility (tied with the winners')
ROLLED_AGAIN = "Rolled again {count} {count|time|times}: highest dice tied and Agility tied"
#: the marks that take a hidden one's place where nothing else can: the line is left out
MARKS = frozenset({SUBJECT[0], OBJECT[0], DAMAGED[0]})
_OBJECT = re.compile(r"(?:against|attack on|attacks on|fires at|shoots at)\s+\{(\w+)\}")
_DAMAGED = re.compile(r"Damage to \{(\w+)\}")
_PAIR = re.compile(r"^\{(\w+)\} against \{(\w+)\}$")


def unseen(template: str, key: str) -> dict[str, str]:
    """The "someone unseen" that takes the place of argument ``key`` of the English line ``template``."""
    if any(m.group(1) == key for m in _DAMAGED.finditer(template)):
        ctx, source = DAMAGED
    elif any(m.group(1) == key for m in _OBJECT.finditer(template)):
        ctx, source = OBJECT
    else:
        ctx, source = SUBJECT
    return {"t": source, "ctx": ctx}


def unseen_left(value: Any) -> bool:
    """Whether ``value`` (a line's arguments) still holds a mark of someone unseen."""
    if isinstance(value, dict):
        if value.get("ctx") in MARKS and isinstance(value.get("t"), str):
            return True
        return any(unseen_left(v) for v in value.values())
    if isinstance(value, list):
        return any(unseen_left(v) for v in value)
    return False


class Unseen:
    """Rewrites one event's arguments for the players, and then its dice to go with them."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.emptied = False  # a list of names left empty: the line is left out
        self.removed_lines: list[int] = []  # indexes of the event's own extra lines left out
        self.removed_rolls: list[tuple[int, bool]] = []  # (dice count, his?) of each melee roll, in order
        self.his_win = False  # a melee exchange won by him alone: only what it did to others is theirs
        self.his_loss = False  # a melee exchange lost by the hidden alone: nothing of why it was won

    def hidden_name(self, value: Any) -> bool:
        return isinstance(value, str) and bool(value.strip()) and bool(self.pattern.fullmatch(value.strip()))

    def _his_line(self, line: Any) -> bool:
        """An extra line of his own ("{name}: …", "{name}, {skill}…": his initiative, his dice), or a
        list of names that would be left with fewer than two (a tie between him and one other)."""
        if not isinstance(line, dict):
            return False
        args = line.get("args")
        if not isinstance(args, dict):
            return False
        text = line.get("t")
        name, names = args.get("name"), args.get("names")
        if self.hidden_name(name) and isinstance(text, str) and text.startswith("{name}"):
            return True
        if isinstance(names, str):
            listed = [n for n in names.split(", ") if n.strip()]
            kept = [n for n in listed if not self.hidden_name(n)]
            if len(kept) < len(listed) and len(kept) < 2:
                return True
        # a line of the exchange about him: "Rook hits Vera: 20 damage", "Damage to Rook: …"
        return any(self.hidden_name(v) for k, v in args.items() if k != "names")

    def _group_gone(self, line: Any) -> bool:
        """A melee group ("Vera, Gleb against Rook") with no one the players see on one side."""
        if not isinstance(line, dict) or line.get("t") != GROUP or not isinstance(line.get("args"), dict):
            return False
        for side in (line["args"].get("one"), line["args"].get("two")):
            listed = [n for n in str(side or "").split(", ") if n.strip()]
            if listed and all(self.hidden_name(n) for n in listed):
                return True
        return False

    def node(self, value: Any, template: str = "", key: str = "", top: bool = False) -> Any:
        """``value`` (the argument ``key`` of the line ``template``) as the players read it."""
        if isinstance(value, str):
            if not key or not value.strip():
                return value
            if key in LISTS:
                listed = value.split(", ")
                kept = [n for n in listed if not self.hidden_name(n)]
                if not kept and any(n.strip() for n in listed):
                    self.emptied = True
                return ", ".join(kept)
            parts = value.split(", ")
            if not any(self.hidden_name(p) for p in parts):
                return value
            kept = [p for p in parts if not self.hidden_name(p)]
            return ", ".join(kept) if kept else unseen(template, key)
        if isinstance(value, list):
            return self._list(value, template, key, top)
        if isinstance(value, dict):
            if "t" in value and isinstance(value.get("args"), dict):
                return self._line(value)
            return {k: self.node(v, template, k) for k, v in value.items()}
        return value

    def _list(self, value: list[Any], template: str, key: str, top: bool) -> list[Any]:
        out = []
        for i, item in enumerate(value):
            if key == EXTRA and self._his_line(item):
                if top:
                    self.removed_lines.append(i)
                continue
            if key == CHANGED and top and self._his_line(item):
                continue
            if self._group_gone(item):
                if not any(not self._group_gone(other) for other in value):
                    self.emptied = True  # "Melee groups:" with no group the players see: left out
                continue
            if isinstance(item, dict) and item.get("t") == ROLLED and isinstance(item.get("args"), dict):
                if self.hidden_name(item["args"].get("name")):  # a visible one's is counted by _line
                    self.removed_rolls.append((len(str(item["args"].get("dice", "")).split()), True))
                    continue
            out.append(self.node(item, template, key))
        return out

    def _gone(self, value: Any) -> bool:
        """A side of a pair that names no one the players see: his roll alone, or an empty list."""
        if isinstance(value, dict) and value.get("t") == ROLLED and isinstance(value.get("args"), dict):
            return self.hidden_name(value["args"].get("name"))
        return isinstance(value, list) and bool(value) and all(self._gone(v) for v in value)

    def _line(self, value: dict[str, Any]) -> Any:
        template = value["t"] if isinstance(value["t"], str) else ""
        given = value["args"]
        if template == WON:
            losers = [n for n in str(given.get("losers", "")).split(", ") if n.strip()]
            winners = [n for n in str(given.get("winners", "")).split(", ") if n.strip()]
            if winners and all(self.hidden_name(n) for n in winners):
                self.his_win = True  # his doing: what it did to the others is said by their damage lines
            elif losers and all(self.hidden_name(n) for n in losers):
                self.his_loss = True  # the why names his die and his Agility: left out with them
                args = {k: self.node(v, WON_ALONE, k) for k, v in given.items() if k not in ("losers", "why")}
                return {**value, "t": WON_ALONE, "args": args}
        pair = _PAIR.match(template)
        if pair:
            first, second = given.get(pair.group(1)), given.get(pair.group(2))
            # "Vera rolled 3 8 9 against Rook rolled 6": no one left on one side, the other side alone
            if self._gone(second) and not self._gone(first):
                kept = self.node(first, template, pair.group(1))
                self._drop_rolls(second)
                return kept
            if self._gone(first) and not self._gone(second):
                self._drop_rolls(first)
                return self.node(second, template, pair.group(2))
        if template == ROLLED:
            self.removed_rolls.append((len(str(given.get("dice", "")).split()), False))
        args = {k: self.node(v, template, k) for k, v in given.items()}
        return {**value, "args": args}

    def _drop_rolls(self, side: Any) -> None:
        """Counts the dice of his rolls (one side of a pair) as his, in their place among the others."""
        for roll in side if isinstance(side, list) else [side]:
            self.removed_rolls.append((len(str(roll["args"].get("dice", "")).split()), True))

    def args(self, template: str, args: dict[str, Any]) -> dict[str, Any] | None:
        """The event's arguments as the players read them; None when the line is left out whole."""
        out = {}
        for key, value in args.items():
            out[key] = self._list(value, template, key, True) if isinstance(value, list) else self.node(
                value, template, key
            )
        if self.his_loss and isinstance(out.get(EXTRA), list):  # "Rolled again …: Agility tied" is his too
            out[EXTRA] = [line for line in out[EXTRA]
                          if not (isinstance(line, dict) and line.get("t") == ROLLED_AGAIN)]
        if template in LINES_ONLY and args.get(EXTRA) and not out.get(EXTRA):
            return None  # "round 1 · Initiative (…)" with every roller hidden: nothing left to read
        return None if self.emptied and not partly_kept(template, out) else recounted(out)

    def faces(self, args: dict[str, Any], faces: list[Any]) -> list[Any]:
        """The event's dice without the hidden fighters' own: each face goes with its extra line (one
        roll per line, or per line naming a fighter) or with its melee roll; dice that cannot be told
        apart are all left out rather than show his."""
        if not faces:
            return faces
        if self.removed_lines and not any(his for _count, his in self.removed_rolls):
            extra = args.get(EXTRA)
            lines: list[Any] = extra if isinstance(extra, list) else []
            if len(faces) == len(lines):
                return [f for i, f in enumerate(faces) if i not in self.removed_lines]
            named = [i for i, line in enumerate(lines)
                     if isinstance(line, dict) and isinstance(line.get("args"), dict) and "name" in line["args"]]
            if len(faces) == len(named):
                return [f for i, f in zip(named, faces, strict=True) if i not in self.removed_lines]
            return []
        if any(his for _count, his in self.removed_rolls):
            if sum(count for count, _his in self.removed_rolls) != len(faces):
                return []
            out, at = [], 0
            for count, his in self.removed_rolls:
                if not his:
                    out += faces[at : at + count]
                at += count
            return out
        return faces
