"""The AFMBE Damage dialog (D) on the fighter whose turn it is, at 1366×768 in English, Russian and
Spanish, a club's "d6×STR" typed and no one in "Dealt by": the form grew once shown (the dice to
type, the unpicked attacker's note) and its field column ran past the dialog's right edge (list
boxes and number fields without their arrows, "Dice to type, in this order: 1 ×…" cut).  Every
field now ends inside the dialog, every label and line whole; and the Strength used is never the
target's own (damaging Dana on her own turn took Dana's Strength): the form's Strength 2, said."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QLabel, QLineEdit, QWidget

from tests.gui import readable
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.test_readable import (  # noqa: F401 (the fixtures)
    DEMOS,
    LANGS,
    LAPTOP,
    demos,
    gm_theme,
    interface_language,
    shared,
)

CLUB = {"en": "d6xSTR", "es": "d6xFUE", "ru": "d6xСИЛ"}


def past_the_edge(dialog) -> list[str]:  # noqa: ANN001
    """The shown fields and lines of the dialog's body whose right edge is past what it shows (its
    scrolled area's, or the dialog's own: an area wider than the dialog is cut by it)."""
    view = dialog.body_area.viewport()
    edge = min(view.mapTo(dialog, view.rect().topRight()).x(), dialog.width() - 1)
    bad = []
    for widget in dialog.body.findChildren(QWidget):
        if widget.isVisible() and isinstance(widget, (QAbstractSpinBox, QComboBox, QLineEdit, QLabel)):
            right = widget.mapTo(dialog, widget.rect().topRight()).x()
            if right > edge and not isinstance(widget.parentWidget(), (QAbstractSpinBox, QComboBox)):
                bad.append(f"{type(widget).__name__} {widget.objectName()} ends at {right} of {edge} px")
    return bad


@LANGS
def test_damage_on_the_turns_fighter_nobody_dealing_reads_whole(qtbot, shared, demos, lang):  # noqa: F811
    window = shared.window(qtbot, demos["afmbe"], lang, fight=True)
    services = window.services
    dana = services.initiative.current().character_id
    window.selection.select_character(dana)
    activate(qtbot, window)
    seen: list[object] = []

    def hit(dialog):  # noqa: ANN001, ANN202
        try:
            activate(qtbot, dialog)
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # past the typed amount
            weapon = QApplication.focusWidget()
            assert weapon is dialog.form.inputs["weapon"]
            weapon.insert(CLUB[lang])  # typed as one (Qt's test keys take no Cyrillic letter)
            dialog.by.setFocus()
            dialog.by.setCurrentIndex(0)  # "(nobody chosen)"
            qtbot.wait(50)  # the body grown and fitted
            problems = past_the_edge(dialog) + readable.form_labels(dialog.form) + readable.choices(dialog)
            for label in (dialog.wanted, dialog.preview):
                if label.heightForWidth(label.width()) > label.height():
                    problems.append(f"{label.text()!r} cut")
            if dialog.frameGeometry().width() > LAPTOP[0]:
                problems.append(f"{dialog.frameGeometry().width()} px wide")
            seen.append((problems, dialog.form.values()["attacker_str"], dialog.preview.text()))
        finally:
            dialog.reject()

    when_dialog_opens(hit)
    qtbot.keyClick(window, Qt.Key.Key_D)
    activate(qtbot, window)
    (problems, strength, text), = seen
    assert problems == [], lang
    assert strength == 2  # the form's own, not the target's
    note = readable.tr("RulesActionDialog", "No attacker picked: {field} {value} is used; pick who hits in {by}.")
    assert note.split("{")[0] in text and readable.tr("RulesActionDialog", "whose turn it is") not in text
