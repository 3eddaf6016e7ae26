"""A check button on a roster row reads whole at 1366×768 in English, Russian and Spanish: after 55
damage on Dana Cruz (AFMBE unisystem demo) the row's Survival check button ("Chequeo de
supervivencia") shows every letter, the roster does not scroll sideways for it, and the button
starts with no glyph the theme's font lacks (a die emoji drew an empty box).  Where the roster has
no room for it on one line («Проверка выживания» beside Dana's badges) its words wrap, each whole."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics

from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import DEMOS, demos, settle  # noqa: F401  (demos: fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n


def drawable(button) -> bool:  # noqa: ANN001
    """Every character of the button's text is in its font or in a font installed to fall back on
    (else Qt draws an empty box)."""
    own = QFontMetrics(button.font())
    missing = {ch for ch in button.text() if not ch.isspace() and not own.inFontUcs4(ord(ch))}
    for family in QFontDatabase.families():
        if not missing:
            break
        other = QFontMetrics(QFont(family))
        missing = {ch for ch in missing if not other.inFontUcs4(ord(ch))}
    return not missing


@pytest.mark.usefixtures("gm_theme")
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
@pytest.mark.parametrize("layout", ["normal", "fight"])
def test_the_survival_check_button_reads_whole_on_a_laptop(qtbot, tmp_path, demos, layout, lang):  # noqa: F811
    i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["afmbe-unisystem"], LAPTOP, fight=layout == "fight")
    try:
        if layout == "fight":
            window.fight_layout.action.trigger()
        services = window.services
        [dana] = [c.id for c in services.characters.characters() if c.name == "Dana Cruz"]
        assert services.characters.damage(dana, {"amount": 55})
        settle()
        dock = window.docks["charactersDock"]
        cell = dock.checks(dana)
        assert cell is not None
        tree = dock.tree
        for button in cell.check_buttons.values():
            assert drawable(button), button.text()
            # whole: on one line where the roster has room, else each word whole on its lines
            need = max(QFontMetrics(button.font()).horizontalAdvance(word) for word in button.text().split())
            assert button.width() >= need + 8, (button.text(), button.width(), need, cell.width())
            assert button.height() >= button.heightForWidth(button.width()), (button.text(), button.height())
            right = button.mapTo(tree.viewport(), button.rect().topRight()).x()
            assert right <= tree.viewport().width(), (button.text(), right, tree.viewport().width())
        assert tree.horizontalScrollBar().maximum() == 0
        assert dock.widget().horizontalScrollBar().maximum() == 0  # nor the dock
    finally:
        window.close()
        i18n.set_language("en")
