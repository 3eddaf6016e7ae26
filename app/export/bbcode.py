"""BBCode, for forums: one list item per event.

BBCode has no escape character, so user text is made inert by putting a zero-width space after
every ``[``: ``[b]`` typed into a name shows as ``[b]``, it does not turn the rest bold.
"""

from __future__ import annotations

from app.export.events import ExportData, Row
from app.export.who_prefix import inline_who

ZERO_WIDTH_SPACE = "\u200b"


def escape(text: str) -> str:
    return " ".join(text.split()).replace("[", "[" + ZERO_WIDTH_SPACE)


def _item(data: ExportData, row: Row) -> str:
    parts = [row.clock]
    if row.round_prefix:
        parts.append(escape(data.round_text(row.round_prefix)))
    text = escape(row.line)
    who = inline_who(row)  # not "[b]Ana[/b]: Ana rolls…"
    if who:
        text = f"[b]{escape(who)}[/b]: {text}"
    if row.dice:
        text += f" — {escape(data.dice_label())} {escape(row.dice)}"
    if row.undone:
        text = f"[s]{text}[/s]"
    flags = "".join(f" [i]({escape(flag)})[/i]" for flag in data.flags(row))
    return "[*]" + " · ".join(parts) + " · " + text + flags


def write(data: ExportData) -> str:
    out = [
        f"[size=150][b]{escape(data.title())}[/b][/size]",
        "",
    ]
    for log in data.sessions:
        out.append(f"[b]{escape(data.session_title(log))}[/b]")
        out.append(f"[i]{escape(data.session_times(log))} · {escape(data.count_text(log))}[/i]")
        if log.rows:
            out.append("[list]")
            out.extend(_item(data, row) for row in log.rows)
            out.append("[/list]")
        else:
            out.append(f"[i]{escape(data.no_events())}[/i]")
        out.append("")
    return "\n".join(out)
