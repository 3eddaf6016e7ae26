"""A twdu actor's own notes: HTML in Foundry, plain lines in Deadwatch.

Foundry's editor keeps ``system.notes`` (``{"value": "<p>…</p>"}`` in template.json 4.0.3, a plain
string in actors some versions and hand-written files hold) and ``system.description`` as HTML. The
import reads them as text, a paragraph a line; the export writes each line back as a paragraph, so
a character taken in and sent out again keeps its notes.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping
from typing import Any

#: a tag that ends a line of text: a paragraph's or a division's end, a line break, a list item
_BREAKS = re.compile(r"<\s*(?:/\s*(?:p|div|li|h[1-6]|blockquote)|br\s*/?)\s*>", re.IGNORECASE)
_TAGS = re.compile(r"<[^>]*>")
#: what the system's template.json puts in a new actor's notes, which says nothing of the character
TEMPLATE_TEXT = frozenset({"Notes", "Haven Notes"})


def html_text(markup: str) -> str:
    """The text of ``markup``, a paragraph (or a line break) a line, without blank lines."""
    text = html.unescape(_TAGS.sub("", _BREAKS.sub("\n", markup)))
    lines = (" ".join(line.split()) for line in text.splitlines())
    return "\n".join(line for line in lines if line)


def notes_text(system: Mapping[str, Any]) -> str:
    """The text of an actor's ``system.notes``, whichever shape it has ("" for the template's)."""
    notes = system.get("notes")
    value = notes.get("value") if isinstance(notes, Mapping) else notes
    text = html_text(value) if isinstance(value, str) else ""
    return "" if text in TEMPLATE_TEXT else text


def text_html(text: str) -> str:
    """``text`` as Foundry's editor keeps it: each line a paragraph."""
    return "".join(f"<p>{html.escape(line.strip(), quote=False)}</p>" for line in text.splitlines() if line.strip())
