"""Russian grammar a fresh GM read on an AFMBE night (issue 40): a refusal put a capital after a colon, Ctrl+L said
«очков боеприпасов тратятся», Ctrl+D «Созданы 2 копии Шатун», and the export wrote «раунд 1 ·» where
the screen says «Раунд»."""

from __future__ import annotations

from app.services.logtext import render
from ui import i18n


def test_the_russian_lines_read_right(qtbot):  # noqa: ARG001  (a QApplication for the translations)
    i18n.set_language("ru")
    try:
        refused = render("{weapon} is empty: no Ammo Points left, nothing fired. Ammunition found goes in the "
                         "ammunition ledger.", {"weapon": "9-мм пистолет"}, "rules")
        assert "пустое: очков боеприпасов не осталось" in refused
        reload = render("{weapon} has no magazine to reload: its {unit} are spent by shooting and added to when "
                        "ammunition is found.", {"weapon": "Ружьё", "unit": "очков боеприпасов"})
        assert "тратятся" not in reload and "расход очков боеприпасов при стрельбе" in reload
        copies = render("{count} copies of {name} made", {"count": 2, "name": "Шатун"})
        assert copies == "Созданы 2 копии персонажа Шатун"
        from PySide6.QtCore import QCoreApplication

        assert QCoreApplication.translate("Export", "Round {round}").format(round=1) == "Раунд 1"
    finally:
        i18n.set_language("en")
