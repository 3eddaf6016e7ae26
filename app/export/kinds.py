"""The session log's event kinds as words a reader of an export understands ("fight", not the
store's "encounter"), for the CSV's Kind column; a kind not listed here is written as stored."""

from __future__ import annotations

from app.rules.text import QT_TRANSLATE_NOOP

#: each kind the services log, and its word (context ``Export``)
KIND_WORDS: dict[str, str] = {
    "action": QT_TRANSLATE_NOOP("Export", "action"),
    "ammo": QT_TRANSLATE_NOOP("Export", "ammunition"),
    "ammo_warning": QT_TRANSLATE_NOOP("Export", "ammunition"),
    "character": QT_TRANSLATE_NOOP("Export", "character"),
    "check": QT_TRANSLATE_NOOP("Export", "check"),
    "damage": QT_TRANSLATE_NOOP("Export", "damage"),
    "damage_blast": QT_TRANSLATE_NOOP("Export", "blast damage"),
    "damage_melee": QT_TRANSLATE_NOOP("Export", "melee damage"),
    "encounter": QT_TRANSLATE_NOOP("Export", "fight"),
    "experience": QT_TRANSLATE_NOOP("Export", "experience"),
    "handout": QT_TRANSLATE_NOOP("Export", "handout"),
    "heal": QT_TRANSLATE_NOOP("Export", "healing"),
    "import": QT_TRANSLATE_NOOP("Export", "import"),
    "initiative": QT_TRANSLATE_NOOP("Export", "initiative"),
    "map": QT_TRANSLATE_NOOP("Export", "map"),
    "melee_groups": QT_TRANSLATE_NOOP("Export", "melee groups"),
    "move": QT_TRANSLATE_NOOP("Export", "movement"),
    "note": QT_TRANSLATE_NOOP("Export", "note"),
    "offer": QT_TRANSLATE_NOOP("Export", "dropped damage"),
    "phone_link": QT_TRANSLATE_NOOP("Export", "phone link"),
    "reveal": QT_TRANSLATE_NOOP("Export", "players' view"),
    "roll": QT_TRANSLATE_NOOP("Export", "roll"),
    "round": QT_TRANSLATE_NOOP("Export", "round"),
    "secret": QT_TRANSLATE_NOOP("Export", "secret"),
    "session": QT_TRANSLATE_NOOP("Export", "session"),
    "session_rules": QT_TRANSLATE_NOOP("Export", "session rules"),
    "swarm": QT_TRANSLATE_NOOP("Export", "swarm"),
    "threat": QT_TRANSLATE_NOOP("Export", "threat"),
    "time": QT_TRANSLATE_NOOP("Export", "time"),
    "turn": QT_TRANSLATE_NOOP("Export", "turn"),
    "turn_timer": QT_TRANSLATE_NOOP("Export", "turn timer"),
    "undo": QT_TRANSLATE_NOOP("Export", "undo"),
    "redo": QT_TRANSLATE_NOOP("Export", "redo"),
}


def kind_word(kind: str, payload: object = None) -> str:
    """The word (untranslated, context ``Export``) for an event's ``kind``; the kind itself when unknown.
    A roll that fired a weapon is a line of the ammunition ledger (its kind "ammo"), but the line is
    the roll ("Ana Reyes rolls Shot…: the shot misses — Revolver: 6 → 5 rounds"): ``payload`` holding
    its roll's request says so, "roll", not "ammunition"."""
    if kind == "ammo" and isinstance(payload, dict) and isinstance(payload.get("request"), dict):
        return KIND_WORDS["roll"]
    return KIND_WORDS.get(kind, kind)
