"""Text kept as HTML elsewhere (a Foundry editor's notes and biography) read as plain lines.

A module of its own, light to import: the character sheet shows notes kept as HTML as their text
before the rules are loaded.
"""

from __future__ import annotations

import html
import re

#: a tag that ends a line of text: a paragraph's or a division's end, a line break, a list item
_BREAKS = re.compile(r"<\s*(?:/\s*(?:p|div|li|h[1-6]|blockquote)|br\s*/?)\s*>", re.IGNORECASE)
_TAGS = re.compile(r"<[^>]*>")


def html_text(markup: str) -> str:
    """The text of ``markup`` (a Foundry editor's HTML), a paragraph (or a line break) a line,
    without blank lines; entities read ("&amp;" is "&")."""
    text = html.unescape(_TAGS.sub("", _BREAKS.sub("\n", markup)))
    lines = (" ".join(line.split()) for line in text.splitlines())
    return "\n".join(line for line in lines if line)
