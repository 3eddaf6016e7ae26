"""Marking rule texts for translation without importing Qt.

``QT_TRANSLATE_NOOP(context, text)`` returns ``text`` unchanged; ``pyside6-lupdate`` finds the
call and puts the text in the translation files under ``context``.  The user interface
translates it with ``QCoreApplication.translate(context, text)`` when it shows it.
Rule code keeps English source strings; it never translates by itself.
"""

from collections.abc import Iterable


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate knows
    return text


def after_colon(reason: str, keep: Iterable[str] = ()) -> str:
    """``reason`` as it reads after a colon ("Cannot roll: …", "{name} cannot throw a grenade: …"):
    its first word in lower case where it is a sentence's capital («Гранат не осталось.» → «…: гранат
    не осталось.», "No quedan…" → "…: no quedan…", "No grenade left." → "…: no grenade left.");
    a word in capitals ("HP", "D66", «ОЗ»), "I", and a name — ``keep``, the names it may start with
    (a character's: "Dana …" stays) — keep theirs.  The one rule of every line built as "prefix: reason"."""
    word = reason.split(" ", 1)[0]
    if not word or not word[0].isupper() or word == "I":
        return reason
    if any(name and reason.startswith(name) for name in keep):
        return reason
    rest = word[1:]
    if any(ch.isupper() for ch in rest) or any(ch.isdigit() for ch in rest):
        return reason  # "HP", "D66", "McAllister": not a sentence's capital
    return reason[0].lower() + reason[1:]
