"""Who acted, as the formats that write it before the line give it ("**Ana**: Damage to Rook…").

Markdown, BBCode and the PDF write the actor in bold before the line.  Many lines already begin
with their actor or name him ("Ana Reyes rolls Skill roll…", "Ana Reyes: Push the roll — …",
"Ana Reyes has acted; Ben Okafor is up"): written before them again, the name reads twice
("**Ana Reyes**: Ana Reyes rolls…").  Such a line goes without the prefix; a line that does not
name its actor keeps it ("**Ana Reyes**: Damage to Ben Okafor…").  With several consoles the
console's name stays before the line.  The HTML page and the CSV file keep their Who column whole.
"""

from __future__ import annotations

import re

from app.export.events import Row


def names(line: str, name: str) -> bool:
    """Whether ``line`` holds ``name`` as a whole name (not "Ana" inside "Anastasia")."""
    name = name.strip()
    return bool(name) and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", line) is not None


def inline_who(row: Row) -> str:
    """What the line is prefixed with: who acted, unless the line names him; the console if any."""
    if not row.who:
        return ""
    actor = row.event.actor
    if not names(row.line, actor):
        return row.who
    return getattr(row.event, "console", "") or ""
