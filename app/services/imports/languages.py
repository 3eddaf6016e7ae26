"""Every language Deadwatch speaks, for reading a file another GM wrote in another one.

A spreadsheet exported in Russian is read in Spanish: its headings and its choices are looked up
in every compiled catalog (``i18n/deadwatch_<code>.qm``), each in its own QTranslator that is not
installed in the application (the window keeps its language), besides English and the GM's own.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QTranslator

from app.paths import base_dir

Lookup = Callable[[str, str], str]


@cache
def _translators() -> tuple[QTranslator, ...]:
    out = []
    for path in sorted((base_dir() / "i18n").glob("deadwatch_*.qm")):
        translator = QTranslator()
        if translator.load(str(path)):
            out.append(translator)
    return tuple(out)


def form_of(text: str) -> str:
    """A word of a file as it is compared with the words Deadwatch knows (a heading, a kind, a choice,
    a condition): spaces collapsed and case folded, as :func:`every_form` gives each form."""
    return " ".join(text.split()).casefold()


@cache
def every_form(context: str, text: str) -> frozenset[str]:
    """``text`` in English and in each catalog's language, spaces collapsed and case folded."""
    forms = {text}
    for translator in _translators():
        forms.add(translator.translate(context, text) or text)
    return frozenset(form_of(f) for f in forms)


def every_translate() -> tuple[Lookup, ...]:
    """A lookup (context, text) → text for each catalog's language, English where it has no entry."""
    def lookup(translator: QTranslator) -> Lookup:
        return lambda context, text: translator.translate(context, text) or text
    return tuple(lookup(t) for t in _translators())


def every_language() -> tuple[tuple[str, Lookup], ...]:
    """(code, lookup) of English and of each catalog's language ("ru", "es"), English first."""
    def lookup(translator: QTranslator) -> Lookup:
        return lambda context, text: translator.translate(context, text) or text
    return (("en", lambda _context, text: text),
            *((t.language()[:2].casefold() or "?", lookup(t)) for t in _translators()))
