"""Norms: a Spanish GM typed "Correr"/"esprint" on the sheet and had no dead run, with nothing on the
sheet saying what the rolls read there.  The skill's name and type cells now say it in a tooltip,
in the GM's language."""

from __future__ import annotations

from app.rules.afmbe.sheet import SKILL_COLUMNS
from app.rules.declarations import FieldSpec
from ui import i18n
from ui.widgets.table_editor import TableEditor


def test_the_skill_cells_say_what_the_dead_run_needs(qtbot):  # noqa: ANN001
    spec = FieldSpec("skills", "Skills", "table", columns=SKILL_COLUMNS)
    try:
        i18n.set_language("es")
        editor = TableEditor(spec, [{"name": "Correr", "type": "esprint", "level": 2}])
        qtbot.addWidget(editor)
        name = editor.table.cellWidget(0, 0)
        kind = editor.table.cellWidget(0, 1)
        assert "«Correr»" in name.toolTip() and "«esprint»" in name.toolTip(), name.toolTip()
        assert "esprint" in kind.toolTip(), kind.toolTip()
    finally:
        i18n.set_language("en")
