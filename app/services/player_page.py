"""The players' page as its first answer: ``player.html`` with the current view already in it.

A phone (or a headless browser's first screenshot) paints the page before its script has opened
the event stream and been handed a view: the page must not be blank then.  :func:`page` fills the
same elements that ``player.js`` fills from each view (the same ids, classes and texts, in the
GM's language), so the first paint shows the threat, the order and the player's own character, and
the stream's first view changes nothing that shows.  Only what ``view`` holds is written: it is the
view the same token gets as JSON.  No inline style or script (the page's Content-Security-Policy
allows neither): the threat's colour is a class, a track's bar a ``<progress>``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from string import Template
from typing import Any
from urllib.parse import quote

#: a track whose value is at most this share of its maximum is shown as low (player.js: the same)
LOW = 0.34


#: between a line's items (" · "), as the page writes it: a no-break space before the dot keeps it on
#: the line of the item before it, so a wrapped line never starts with "·" (player.js: the same)
ITEMS_KEPT = "\u00a0· "


def _e(value: Any) -> str:
    """A view's text as the page's script shows it: nothing for a missing one."""
    return escape("" if value is None else str(value).replace(" · ", ITEMS_KEPT))


def _map(value: Any) -> Mapping[str, Any]:
    """A part of the view that should be a mapping: an empty one when it is anything else."""
    return value if isinstance(value, Mapping) else {}


def _rows(value: Any) -> list[Mapping[str, Any]]:
    """A list of the view (tracks, the order…): its mappings only."""
    return [row for row in value if isinstance(row, Mapping)] if isinstance(value, Sequence) else []


def _hidden(hide: bool) -> str:
    return " hidden" if hide else ""


def _tag(tag: str, classes: str, content: str = "", attrs: str = "") -> str:
    cls = f' class="{escape(classes)}"' if classes else ""
    return f"<{tag}{cls}{attrs}>{content}</{tag}>"


def _track(track: Mapping[str, Any]) -> str:
    maximum = track.get("maximum") or 0
    value = track.get("value") or 0
    if not isinstance(maximum, int | float) or not isinstance(value, int | float):
        maximum = value = 0
    share = max(0.0, min(1.0, value / maximum)) if maximum > 0 else 0.0
    worse = bool(track.get("worse"))
    classes = "track" + (" main" if track.get("main") else "") + (" low" if not worse and share <= LOW else "")
    head = _tag("div", "track-head", _tag("span", "track-label", _e(track.get("label")))
                + _tag("span", "track-value", _e(track.get("text"))))
    bar = _tag("progress", "bar" + (" worse" if worse else ""),
               attrs=f' max="{max(maximum, 1)}" value="{max(0, min(value, maximum)) if maximum > 0 else 0}"')
    return _tag("div", classes, head + bar)


def _clock(timer: Mapping[str, Any] | None, words: Mapping[str, Any]) -> str:
    if not timer:
        return ""
    left = max(0, int(timer.get("left") or 0))
    shown = f"{left // 60}:{left % 60:02d}"
    if timer.get("paused"):
        shown += " · " + str(words.get("paused") or "")
    return _e(f"{words.get('time_left') or ''} {shown}")


def _conditions(me: Mapping[str, Any], words: Mapping[str, Any]) -> str:
    out = []
    for condition in _rows(me.get("conditions")):
        inner = _tag("span", "condition-label", _e(condition.get("label")))
        if condition.get("detail"):
            inner += _tag("span", "condition-detail", _e(condition.get("detail")))
        out.append(_tag("li", f"condition {condition.get('severity') or ''}", inner))
    return "".join(out) or _tag("li", "none", _e(words.get("no_conditions")))


def _ammo(me: Mapping[str, Any]) -> str:
    # a count the player is not told (its "count" None): why, under the name, as the page shows it
    return "".join(_tag("li", "stock" if a.get("count") is not None else "stock unknown",
                        _tag("span", "stock-label", _e(a.get("label")))
                        + _tag("span", "stock-count", _e(a.get("text")))) for a in _rows(me.get("ammo")))


def _handouts(handouts: Sequence[Mapping[str, Any]], words: Mapping[str, Any], token: str) -> str:
    out = []
    for handout in handouts:
        kind = words.get("handout_picture") if handout.get("picture") else words.get("handout_text")
        whose = words.get("handout_mine") if handout.get("mine") else words.get("handout_all")
        inner = _tag("h2", "handout-title", _e(handout.get("title")))
        inner += _tag("div", "handout-kind", _e(f"{kind or ''} · {whose or ''}"))
        if handout.get("picture"):
            src = f"handout?t={quote(token, safe='')}&h={int(handout['id'])}"
            inner += (f'<img class="handout-picture" width="{int(handout.get("width") or 0)}"'
                      f' height="{int(handout.get("height") or 0)}" alt="{_e(handout.get("title"))}"'
                      f' src="{escape(src)}">')
        if handout.get("text"):
            inner += _tag("p", "handout-text", _e(handout.get("text")))
        out.append(_tag("section", "handout" + (" mine" if handout.get("mine") else ""), inner,
                        f' data-id="{_e(handout.get("id"))}"'))
    return "".join(out)


def _order(order: Sequence[Mapping[str, Any]], words: Mapping[str, Any]) -> str:
    out = []
    for row in order:
        inner = _tag("span", "who", _e(row.get("name")))
        if row.get("me"):
            inner += _tag("span", "you", _e(words.get("you")))
        if row.get("health"):
            inner += _tag("span", "health", _e(row.get("health")))
        out.append(_tag("li", "current" if row.get("current") else "acted" if row.get("acted") else "", inner))
    return "".join(out)


def your_turn(view: Mapping[str, Any], words: Mapping[str, Any]) -> str:
    """The player's "Your turn!", and why she cannot act when she cannot ("Your turn! · Broken")."""
    said = str(words.get("your_turn") or "")
    return f"{said} · {view['turn_state']}" if view.get("turn_state") else said


def page(template: str, view: Mapping[str, Any], token: str) -> str:
    """``template`` (player.html) with ``view`` shown in it, as player.js would show it."""
    words = _map(view.get("ui"))
    texts = _map(view.get("texts"))
    me = _map(view.get("me"))
    threat = _map(view.get("threat"))
    order = _rows(view.get("order"))
    handouts = _rows(view.get("handouts") or [view.get("handout")])
    mine = next((row for row in order if row.get("me")), None)
    empty = not threat and not order and not any(texts.get(k) for k in ("swarm", "swarm_result", "round"))
    name = ""
    if me:
        name = f"{me.get('name') or ''} — {words.get('dead') or ''}" if me.get("dead") else str(me.get("name") or "")
    fields = {
        "lang": _e(view.get("lang") or "en"),
        "title": escape(f"{view['campaign']} · Deadwatch" if view.get("campaign") else "Deadwatch"),  # as the script
        "body": ' class="player"' if me else "",
        "handouts_hidden": _hidden(not handouts),
        "handouts": _handouts(handouts, words, token),
        "me_hidden": _hidden(not me),
        "me_name": _e(name),
        "your_turn_hidden": _hidden(not (me and mine and mine.get("current"))),
        "your_turn": _e(your_turn(view, words)) if me else "",
        "clock_hidden": _hidden(not (me and view.get("timer"))),
        "clock": _clock(view.get("timer"), words) if me else "",
        "tracks": "".join(_track(t) for t in _rows(me.get("tracks"))),
        "conditions_title": _e(words.get("conditions")) if me else "",
        "conditions": _conditions(me, words) if me else "",
        "ammo_hidden": _hidden(bool(me) and not me.get("ammo")),
        "ammo_title": _e(words.get("ammo")) if me else "",
        "ammo": _ammo(me) if me else "",
        "table_title_hidden": _hidden(not me),
        "table_title": _e(words.get("table")),
        "waiting_hidden": _hidden(not empty),
        "waiting": _e(words.get("waiting")) if empty else "",
        "dial_hidden": _hidden(not threat),
        "level_class": f' class="level-{threat["level"]}"' if isinstance(threat.get("level"), int) else "",
        "level": _e(threat.get("level")) if threat else "",
        "dial_label": _e(texts.get("dial")),
        "threat_name": _e(threat.get("name")) if threat else "",
        "situation": _e(threat.get("situation")) if threat else "",
        "swarm": _e("⚠ " + str(texts["swarm"])) if texts.get("swarm") else "",
        "swarm_result": _e(texts.get("swarm_result")),
        "swarm_fallen": _e(texts.get("swarm_fallen")),
        "round": _e(texts.get("round")),
        "order_title_hidden": _hidden(not order),
        "order_title": _e(words.get("order")),
        "order": _order(order, words),
    }
    return Template(template).substitute(fields)
