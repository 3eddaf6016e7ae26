"""A table of the sheet on its row of the import preview: how many rows it sets and their names
("1 row: Assault rifle", "0 rows"), never a bare number beside "Weapons"."""

from __future__ import annotations

from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.logtext import render

#: a table's rows as the preview sets them, named by their first cells
ROWS_NAMED = QT_TRANSLATE_NOOP("ImportPreview", "{count} {count|row|rows}: {names}")
#: a table the file sets empty
NO_ROWS = QT_TRANSLATE_NOOP("ImportPreview", "{count} {count|row|rows}")


def rows_text(rows: Any, shown: Any) -> str:
    """``rows`` (each a sequence of (column label, value) cells, the name first) as one cell's
    text; ``shown`` renders a value as the preview does."""
    names = [str(shown(cells[0][1])) for cells in rows if cells and str(shown(cells[0][1])).strip()]
    if not names:
        return render(NO_ROWS, {"count": len(rows)}, "ImportPreview")
    return render(ROWS_NAMED, {"count": len(rows), "names": ", ".join(names)}, "ImportPreview")
