"""A refusal whose message has arguments, filled for the signal that carries it.

``Service.failed`` carries a context and a message; a refusal such as "No more than {count}
{count|roll|rolls} a round." needs its numbers (the ruleset's declarations) and a skill's name, so
:meth:`app.services.service.Service.run` sends it translated, its plural forms chosen for the
interface language and its placeholders filled.  (A translation that names another placeholder
falls back to the English.)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from app.services.after_colon import colon_reasons
from app.services.command import CommandError
from app.services.plurals import choose


def _value(value: Any) -> Any:
    """An argument given as ``{"t": text, "ctx": context}`` (a skill's name) is translated too."""
    if isinstance(value, Mapping) and "t" in value:
        return QCoreApplication.translate(str(value.get("ctx", "log")), str(value["t"]))
    return value


def refusal_text(exc: CommandError) -> str:
    """The refusal's message as the GM reads it; a message without arguments stays the English
    source (the dock translates it as it does every refusal)."""
    if not exc.args_:
        return exc.message
    values = {key: _value(value) for key, value in exc.args_.items()}
    language = QLocale().name().split("_")[0]
    translated = QCoreApplication.translate(exc.context, exc.message)
    values = colon_reasons(translated, exc.args_, values)
    for candidate, lang in ((translated, language), (exc.message, "en")):
        try:
            return choose(candidate, values, lang).format(**values)
        except (KeyError, IndexError, ValueError):
            continue
    return exc.message
