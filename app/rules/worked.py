"""The worked sum of a rule (what a dialog shows before applying it and the log keeps), in any language.

A sum of numbers and signs only ("2 − 1 = 1", "d6 6 ×4 = 24") is a plain string.  A sum with
words is a marked value, as a log argument is: ``{"t": template, "ctx": "rules", "args": {...}}``,
the template marked with ``QT_TRANSLATE_NOOP("rules", ...)`` and each argument a number, a plain
string or a marked value itself (a damage type's short word, a location's label, the sum so far).
A list of these reads as its parts joined by "; ".

The user interface renders one with :func:`app.services.logtext.render_value` in the current
language; :func:`english` gives the English text without Qt.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.numbers import number

#: a plain string, a marked template, or a list of these read one after another
Arithmetic = str | Mapping[str, Any] | list[Any]


def marked(template: str, **args: Any) -> dict[str, Any]:
    """``template`` (already marked in context ``rules``) with its arguments, to translate later."""
    return {"t": template, "ctx": "rules", "args": args}


def joined(steps: Sequence[Arithmetic]) -> Arithmetic:
    """Steps read one after another: one plain string when none has words."""
    if all(isinstance(step, str) for step in steps):
        return "; ".join(str(step) for step in steps)
    return steps[0] if len(steps) == 1 else list(steps)


_FORMS = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\|([^{}]*)\}")


def _english_form(match: re.Match[str], args: Mapping[str, Any]) -> str:
    forms = match.group(2).split("|")
    value = args.get(match.group(1))
    return forms[0] if isinstance(value, int) and not isinstance(value, bool) and abs(value) == 1 else forms[-1]


def english(value: Arithmetic) -> str:
    """The sum in English, the templates' source language."""
    if isinstance(value, Mapping) and "t" in value:
        raw = value.get("args") or {}
        args = {key: english(arg) for key, arg in raw.items()}
        # "{count|success|successes}": English's form for the number (one, else other)
        template = _FORMS.sub(lambda m: _english_form(m, raw), str(value["t"]))
        return template.format_map(args)
    if isinstance(value, Mapping) and "num" in value:
        return str(value["num"])  # a decimal: "4.5" (the console writes "4,5" where the language does)
    if isinstance(value, list):
        return "; ".join(english(step) for step in value)
    if isinstance(value, int) and not isinstance(value, bool):
        return number(value)  # "−3": the one minus sign, as the window shows it
    return str(value)
