"""The language of an export, independent of the interface language.

An export in Russian or Spanish reads the compiled catalog ``i18n/deadwatch_<code>.qm`` into its
own QTranslator (not installed in the application, so the window keeps its language) and looks
every template up there; a string missing from the catalog stays in English.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QTranslator

from app.paths import base_dir
from app.services.logtext import Translate

#: the languages an export can be written in (English is the source language)
LANGUAGES: tuple[str, ...] = ("en", "ru", "es")


def catalog_path(code: str) -> str:
    return str(base_dir() / "i18n" / f"deadwatch_{code}.qm")


def english(context: str, text: str) -> str:
    return text


@cache
def _translator(code: str) -> QTranslator | None:
    translator = QTranslator()
    return translator if translator.load(catalog_path(code)) else None


def translator_for(code: str) -> Translate:
    """A ``translate(context, text)`` callable for ``code``; raises ValueError for an unknown language."""
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; choose one of {', '.join(LANGUAGES)}")
    if code == "en":
        return english
    translator = _translator(code)
    if translator is None:
        return english
    lookup = translator.translate
    cache_: dict[tuple[str, str], str] = {}

    def translate(context: str, text: str) -> str:
        key = (context, text)
        found = cache_.get(key)
        if found is None:
            found = lookup(context, text) or text
            cache_[key] = found
        return found

    translate.language = code  # type: ignore[attr-defined]  # plural forms follow the export's language
    return translate
