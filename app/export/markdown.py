"""Markdown, for a forum or a chat: one list item per event (chats do not draw tables)."""

from __future__ import annotations

from app.export.events import ExportData, Row
from app.export.who_prefix import inline_who

#: every character that could start markup, with a backslash before it
_SPECIAL = str.maketrans({c: "\\" + c for c in "\\`*_[]<>|~&"})


def escape(text: str) -> str:
    """User text as literal Markdown: every character that could start markup is backslash-escaped."""
    return " ".join(text.split()).translate(_SPECIAL)


def _item(data: ExportData, row: Row) -> str:
    parts = [f"`{row.clock}`"]
    if row.round_prefix:
        parts.append(escape(data.round_text(row.round_prefix)))
    text = escape(row.line)
    who = inline_who(row)  # not "**Ana**: Ana rolls…"
    if who:
        text = f"**{escape(who)}**: {text}"
    if row.dice:
        text += f" — {escape(data.dice_label())} {escape(row.dice)}"
    if row.undone:
        text = f"~~{text}~~"
    flags = "".join(f" _\\({escape(flag)}\\)_" for flag in data.flags(row))
    return "- " + " · ".join(parts) + " · " + text + flags


def write(data: ExportData) -> str:
    out = [
        f"# {escape(data.title())}",
        "",
    ]
    for log in data.sessions:
        out.append(f"## {escape(data.session_title(log))}")
        out.append("")
        out.append(f"_{escape(data.session_times(log))} · {escape(data.count_text(log))}_")
        out.append("")
        out.extend(_item(data, row) for row in log.rows)
        if not log.rows:
            out.append(f"_{escape(data.no_events())}_")
        out.append("")
    return "\n".join(out)
