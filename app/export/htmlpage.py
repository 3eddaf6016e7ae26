"""A self-contained HTML page: styles inline, charts as inline SVG, no script, nothing fetched.

Every piece of user text goes through :func:`html.escape`, so a character called ``<script>``
is text on the page.
"""

from __future__ import annotations

from html import escape

from app.export.charts import session_charts
from app.export.events import HEADINGS, ExportData, Row

STYLE = """
body { font-family: sans-serif; margin: 2em auto; padding: 0 1.5em; max-width: 70em; color: #222; background: #fff; }
h1 { font-size: 1.8em; } h2 { margin-top: 2em; border-bottom: 2px solid #a93226; }
.meta { color: #555; }
.charts { display: flex; flex-wrap: wrap; gap: 0.5em 1.5em; margin: 1em 0; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: 0.25em 0.6em; border-bottom: 1px solid #ddd; }
th { background: #f0f0f0; }
td.num { text-align: right; white-space: nowrap; color: #555; }
td.who { font-weight: bold; white-space: nowrap; }
td.dice { font-family: monospace; white-space: normal; overflow-wrap: anywhere; word-break: break-word;
  min-width: 8em; max-width: 24em; }
tr.undone td { color: #888; } tr.undone td.line { text-decoration: line-through; }
tr.secret td { background: #f4ecf7; }
.flag { font-size: 0.8em; border: 1px solid #8e44ad; color: #8e44ad; border-radius: 3px; padding: 0 0.3em; }
footer { margin-top: 3em; color: #777; font-size: 0.9em; }
"""


def _row(data: ExportData, row: Row) -> str:
    classes = " ".join(c for c, on in (("secret", row.secret), ("undone", row.undone)) if on)
    flags = "".join(f' <span class="flag">{escape(flag)}</span>' for flag in data.flags(row))
    cls = f' class="{classes}"' if classes else ""
    return (
        f'<tr{cls}><td class="num">{escape(row.clock)}</td><td class="num">{escape(row.round)}</td>'
        f'<td class="who">{escape(row.who)}</td><td class="line">{escape(row.line)}{flags}</td>'
        f'<td class="dice">{escape(row.dice)}</td></tr>'
    )


def write(data: ExportData) -> str:
    title = data.title()
    lang = escape(data.options.language)
    out = [
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title><style>{STYLE}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
    ]
    heads = [data.t(h) for h in HEADINGS]
    head_row = "".join(f"<th>{escape(h)}</th>" for h in heads)
    for log in data.sessions:
        out.append(f"<section><h2>{escape(data.session_title(log))}</h2>")
        out.append(f'<p class="meta">{escape(data.session_times(log))} · {escape(data.count_text(log))}</p>')
        charts = session_charts(data, log)
        if charts:
            out.append(f'<div class="charts">{"".join(charts)}</div>')
        if log.rows:
            out.append(f"<table><thead><tr>{head_row}</tr></thead><tbody>")
            out.extend(_row(data, row) for row in log.rows)
            out.append("</tbody></table>")
        else:
            out.append(f"<p>{escape(data.no_events())}</p>")
        out.append("</section>")
    out.append(f"<footer>{escape(data.footer())}</footer>")
    out.append("</body></html>\n")
    return "\n".join(out)
