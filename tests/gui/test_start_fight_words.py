"""Issue 40, points 1 and 2: the Start-fight dialog (Ctrl+Shift+F) reads whole on a 1366×768 laptop
in English, Russian and Spanish, in the GM's 11 pt theme: the encounter name's hint («Для журнала,
например: Засада у мельницы», not «Засада у мел…»), the "who fights" hint (Spanish "Quién combate
(Espacio marca, Ctrl+A marca a todos):" not cut at the dialog's edge), and the Name and Initiative
labels beside their fields where a ruleset's initiative mode is long (AFMBE Norms in Spanish left
the labels no room at all), the dialog no wider than the laptop's screen."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QCheckBox, QLabel, QLineEdit

from app.rules import get_ruleset
from tests.gui.helpers import activate
from tests.gui.shared_windows import LAPTOP
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.dialogs.fight_dialogs import RosterDialog
from ui.widgets.placeholder_fit import text_room


@pytest.fixture(autouse=True)
def deadwatch_title():  # noqa: ANN201
    """The application's name as Deadwatch sets it (the title bar adds it: the title's room)."""
    before = QGuiApplication.applicationDisplayName()
    QGuiApplication.setApplicationDisplayName("Deadwatch")
    yield
    QGuiApplication.setApplicationDisplayName(before)


RULES = [("twdu", None), ("afmbe", "norms"), ("afmbe", "unisystem"), ("d10under", None), ("gridlimbs", None)]


def cut_words(dialog) -> list[str]:  # noqa: ANN001
    """Every visible label, tick box and field hint of ``dialog`` that does not show whole."""
    cut = []
    for label in dialog.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        shown = label.text()
        if label.buddy() is not None:  # "&Name" shows "Name", its N underlined
            shown = shown.replace("&&", "\0").replace("&", "").replace("\0", "&")
        need = label.fontMetrics().horizontalAdvance(shown)
        if label.wordWrap():
            if label.height() < label.heightForWidth(label.width()):
                cut.append(f"{label.text()!r}: {label.height()} px high of {label.heightForWidth(label.width())}")
        elif need > label.width():
            cut.append(f"{label.text()!r}: {need} px in {label.width()}")
    for box in dialog.findChildren(QCheckBox):
        if box.isVisible() and box.sizeHint().width() > box.width():
            cut.append(f"{box.text()!r}: {box.sizeHint().width()} px in {box.width()}")
    for field in dialog.findChildren(QLineEdit):
        hint = field.placeholderText()
        if field.isVisible() and hint and field.fontMetrics().horizontalAdvance(hint) > text_room(field):
            cut.append(f"hint {hint!r}: {field.fontMetrics().horizontalAdvance(hint)} px in {text_room(field)}")
    return cut


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
@pytest.mark.parametrize(("ruleset", "preset"), RULES)
def test_every_word_of_the_start_fight_dialog_reads_whole(qtbot, lang, ruleset, preset):
    modes = get_ruleset(ruleset, preset).initiative_modes
    try:
        i18n.set_language(lang)
        dialog = RosterDialog([], modes)
        qtbot.addWidget(dialog)
        dialog.show()
        activate(qtbot, dialog)
        assert cut_words(dialog) == [], f"{ruleset}/{preset} in {lang}"
        shown = {lb.text() for lb in dialog.findChildren(QLabel) if lb.isVisible() and lb.width() > 0}
        assert {dialog.tr("&Name"), dialog.tr("Initiative")} <= shown  # each field with its name
        assert dialog.frameGeometry().width() <= LAPTOP[0]
        dialog.close()
    finally:
        i18n.set_language("en")
