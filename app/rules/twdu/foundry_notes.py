"""A twdu actor's own notes: HTML in Foundry, plain lines in Deadwatch.

Foundry's editor keeps ``system.notes`` (``{"value": "<p>…</p>"}`` in template.json 4.0.3, a plain
string in actors some versions and hand-written files hold) and ``system.description`` as HTML. The
import reads them as text, a paragraph a line; the export writes each line back as a paragraph, so
a character taken in and sent out again keeps its notes.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from app.rules.markup import html_text

__all__ = ["TEMPLATE_TEXT", "html_text", "notes_text", "text_html"]

#: what the system's template.json puts in a new actor's notes, which says nothing of the character
TEMPLATE_TEXT = frozenset({"Notes", "Haven Notes"})


def notes_text(system: Mapping[str, Any]) -> str:
    """The text of an actor's ``system.notes``, whichever shape it has ("" for the template's)."""
    notes = system.get("notes")
    value = notes.get("value") if isinstance(notes, Mapping) else notes
    text = html_text(value) if isinstance(value, str) else ""
    return "" if text in TEMPLATE_TEXT else text


def text_html(text: str) -> str:
    """``text`` as Foundry's editor keeps it: each line a paragraph."""
    return "".join(f"<p>{html.escape(line.strip(), quote=False)}</p>" for line in text.splitlines() if line.strip())
