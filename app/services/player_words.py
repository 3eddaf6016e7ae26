"""The phone page's texts, written here rather than on the phone: every number with its name and its
plural form, in the language of the GM's window, as the exports write them.

The page (``resources/web/player.js``) only places these texts; it never assembles a number and a
word itself.  So a Russian phone reads "13/13 патронов" (the form for 13, chosen by
:mod:`app.services.plurals` as in a Russian export), never the catalog's raw
``{count|патрон|патрона|патронов}``; a negative value has the one minus sign (U+2212) of every
number Deadwatch shows; and a bare number never stands alone: the dial says "Threat" (or "Tension")
beside its level, the swarm line names its round, Swarm Size and Swarm Threat; and a number stays
on the line of the word beside it (a no-break space: :func:`kept_numbers`), so a narrow phone never
reads "…against Swarm Threat" with "4" alone below it.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QLocale

from app.rules.declarations import AmmoStock
from app.rules.numbers import number
from app.rules.text import QT_TRANSLATE_NOOP
from app.services import plurals
from app.services.logtext import Translate, render

CONTEXT = "PlayerPage"
DIAL_LABELS = {
    "threat": QT_TRANSLATE_NOOP("PlayerPage", "Threat"),
    "tension": QT_TRANSLATE_NOOP("PlayerPage", "Tension"),
}
ROUND = QT_TRANSLATE_NOOP("PlayerPage", "Round {round}")
#: whose turn it is, on the projector and on every phone alike, in the console's words ("Kit's turn")
TURN = QT_TRANSLATE_NOOP("PlayerPage", "{name}'s turn")
SWARM = QT_TRANSLATE_NOOP("PlayerPage", "Swarm Size: {size} · Swarm Threat: {threat}")
SWARM_ROUND = QT_TRANSLATE_NOOP("PlayerPage", "Swarm fight · round {n}")
SWARM_DEAD = QT_TRANSLATE_NOOP("PlayerPage", "The dead: {dead}")
LOADED = QT_TRANSLATE_NOOP("PlayerPage", "{count}/{capacity} {unit}")
COUNTED = QT_TRANSLATE_NOOP("PlayerPage", "{count} {unit}")
SPARE = QT_TRANSLATE_NOOP("PlayerPage", "+{spare} spare")
UNKNOWN = QT_TRANSLATE_NOOP("PlayerPage", "? (the GM knows)")
#: between the lines of who is down, as on the projector
DOWN_JOIN = " · "


#: a space between a word and the number after it ("Swarm Threat 4", "round 1", "Swarm Size: 3"),
#: or a number and the word after it ("2 successes")
_NUMBER_SPACE = re.compile(r"(?:(?<=\w)|(?<=[^\W\d]:)) (?=[\u2212+-]?\d)|(?<=\d) (?=[^\W\d])")


#: between the items of a line the phone may wrap ("Swarm fight · round 2 · Swarm Size: 3")
ITEMS = " · "


def kept_numbers(text: str) -> str:
    """``text`` with each number kept on the line of the word beside it (a no-break space)."""
    return _NUMBER_SPACE.sub("\u00a0", text)


def language_of(translate: Translate) -> str:
    return str(getattr(translate, "language", None) or QLocale().name()[:2])


def unit(text: str, count: int, translate: Translate) -> str:
    """A stock's unit ("rounds", "clips", "AP") in the form for ``count``: "1 round", "13 патронов"."""
    found = translate("rules", text)
    if found == text:
        found = plurals.ENGLISH.get(text, text)
        return plurals.choose(found, {"count": count}, "en")
    return plurals.choose(found, {"count": count}, language_of(translate))


def ammo_text(stock: AmmoStock, translate: Translate) -> str:
    """What is left of one stock as the player may know it: "13/15 rounds +4 spare", or why the
    player has no count (the ruleset's words: a clip loaded at random), or that only the GM knows."""
    if not stock.known:  # why the player has no number, in the rules' words ("count your shots")
        if stock.unknown_why:
            return render(stock.unknown_why, {"capacity": stock.capacity}, "rules", translate)
        return translate(CONTEXT, UNKNOWN)
    args = {"count": stock.count, "capacity": stock.capacity, "unit": unit(stock.unit, stock.count, translate)}
    text = render(LOADED if stock.capacity else COUNTED, args, CONTEXT, translate)
    if stock.spare:
        text += " " + render(SPARE, {"spare": stock.spare}, CONTEXT, translate)
    return text


def track_text(value: int, maximum: int, word: str) -> str:
    """A track's value beside its maximum ("−3/26"), and its word when the ruleset names the value."""
    text = f"{number(value)}/{number(maximum)}"
    return f"{text} · {word}" if word else text


def swarm_texts(view: dict[str, Any], translate: Translate) -> dict[str, str]:
    """A running swarm fight's lines as the phones and the band over the projector's map or handout
    read them, from the players' view: its round and figures ("swarm"), the last round's result and
    the GM's picks ("swarm_result"), who is down ("swarm_fallen"); empty texts without a swarm fight."""
    texts = {"swarm": "", "swarm_result": "", "swarm_fallen": ""}
    swarm = view.get("swarm")
    if swarm:
        figures = render(SWARM, {"size": swarm["size"], "threat": swarm["threat"]}, CONTEXT, translate)
        texts["swarm"] = figures
        if swarm.get("round") is not None:  # the round the projector shows over its figures
            texts["swarm"] = render(SWARM_ROUND, {"n": swarm["round"]}, CONTEXT, translate) + " · " + figures
        if swarm.get("dead"):
            texts["swarm"] += " · " + render(SWARM_DEAD, {"dead": swarm["dead"]}, CONTEXT, translate)
        result = swarm.get("result")
        if result:
            texts["swarm_result"] = ". ".join(t for t in (result["text"], result["outcome"]) if t)
        # who is down: the lines the projector shows (player_swarm.down_lines), never a hidden one
        texts["swarm_fallen"] = DOWN_JOIN.join(str(line) for line in swarm.get("down") or [])
    # read on a narrow phone, each number keeps by its name, and each figure's name stays whole
    # ("Swarm Threat: 5", never "Swarm" / "Threat: 5"): the line wraps between its items alone
    texts["swarm"] = whole_items(texts["swarm"])
    return {key: kept_numbers(text) for key, text in texts.items()}


def whole_items(text: str) -> str:
    """``text`` with no line break inside its " · " items: a no-break space between each item's words."""
    return ITEMS.join(item.replace(" ", "\u00a0") for item in text.split(ITEMS))


def turn_line(view: dict[str, Any], translate: Translate) -> str:
    """The fight's round and whose turn it is, one line worded once for the projector and the phones
    ("Round 1 · Kit's turn"), else ""; for one whose turn it is who cannot act, why ("Round 2 · Ana's
    turn · Broken"): never a plain turn, as if she acted."""
    if not view.get("round"):
        return ""
    text = render(ROUND, {"round": view["round"]}, CONTEXT, translate)
    if view.get("turn"):
        text += " · " + render(TURN, {"name": view["turn"]}, CONTEXT, translate)
        if view.get("turn_state"):
            text += " · " + str(view["turn_state"])
    return text


def table_texts(view: dict[str, Any], translate: Translate) -> dict[str, str]:
    """The shared screen's lines for the page, each number with its name."""
    texts = {"dial": "", "swarm": "", "swarm_result": "", "swarm_fallen": "", "round": ""}
    threat = view.get("threat")
    if threat:
        texts["dial"] = translate(CONTEXT, DIAL_LABELS.get(threat.get("kind", "threat"), DIAL_LABELS["threat"]))
    texts.update(swarm_texts(view, translate))
    texts["round"] = turn_line(view, translate)
    # the swarm's lines, read on a narrow phone, keep each number by its name
    return {key: kept_numbers(text) if key.startswith("swarm") else text for key, text in texts.items()}
