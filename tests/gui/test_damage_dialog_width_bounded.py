"""The Damage and Heal dialogs at 1366×768: typing in the Russian Damage dialog grew it wider key by
key to nearly the screen's width (its result line, one long line, asked for its whole length).  The
dialog now keeps the width it opened at while the GM types (within 60% of the screen's), its long
lines wrapped to it and read whole (none cut or elided), its fields inside it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tests.gui import readable
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.test_damage_dialog_nobody_whole import past_the_edge
from tests.gui.test_readable import (  # noqa: F401 (the fixtures)
    LANGS,
    LAPTOP,
    demos,
    gm_theme,
    interface_language,
    shared,
)

#: a long weapon damage typed key by key, the dice after it
WEAPON = {"en": "2d6 x Strength + 3", "es": "2d6 x Fuerza + 3", "ru": "2d6 x Сила + 3"}
MOST = int(LAPTOP[0] * 0.6)


def cut_lines(dialog) -> list[str]:  # noqa: ANN001
    """The shown labels of the dialog's body whose words need more room than they have."""
    cut = []
    for label in dialog.body.findChildren(QLabel):
        if label.isVisible() and label.text():
            if label.wordWrap() and label.heightForWidth(label.width()) > label.height():
                cut.append(f"{label.objectName()} {label.text()!r} cut")
            elif not label.wordWrap() and label.sizeHint().width() > label.width():
                cut.append(f"{label.objectName()} {label.text()!r} elided")
    return cut


@LANGS
def test_typing_a_long_weapon_keeps_the_damage_dialog_within_its_width(qtbot, shared, demos, lang):  # noqa: F811
    window = shared.window(qtbot, demos["afmbe"], lang, fight=True)
    services = window.services
    dana = services.initiative.current().character_id
    target = next(c.id for c in services.characters.characters() if c.id != dana and c.kind == "zombie")
    window.selection.select_character(target)
    activate(qtbot, window)
    seen: list[object] = []

    def hit(dialog):  # noqa: ANN001, ANN202
        try:
            activate(qtbot, dialog)
            widths = [dialog.frameGeometry().width()]
            weapon = dialog.form.inputs["weapon"]
            placeholder = weapon.placeholderText()
            weapon.setFocus()
            for letter in WEAPON[lang]:  # as typed, the result said anew at each key
                weapon.insert(letter)  # (Qt's test keys take no Cyrillic letter)
                qtbot.wait(5)
                widths.append(dialog.frameGeometry().width())
            dialog.faces.setFocus()
            for face in "6 6":
                dialog.faces.insert(face)
                qtbot.wait(5)
                widths.append(dialog.frameGeometry().width())
            qtbot.wait(50)  # the body grown and fitted
            problems = past_the_edge(dialog) + cut_lines(dialog) + readable.form_labels(dialog.form)
            seen.append((widths, problems, placeholder, dialog.preview.text()))
        finally:
            dialog.reject()

    when_dialog_opens(hit)
    qtbot.keyClick(window, Qt.Key.Key_D)
    activate(qtbot, window)
    (widths, problems, placeholder, result), = seen
    assert max(widths) <= MOST and max(widths) == widths[0], (lang, widths)  # as wide as it opened
    assert problems == [], lang
    example = readable.tr("rules", "e.g. d6×STR, d4×STR−1")
    assert placeholder == example and example != "e.g. d6×STR, d4×STR−1" or lang == "en"
    strength = readable.tr("rules", "STR")
    assert f"2d6×{strength}+3" in result, result  # the weapon read, in the language's word


@LANGS
def test_the_heal_dialog_stays_within_its_width(qtbot, shared, demos, lang):  # noqa: F811
    window = shared.window(qtbot, demos["afmbe"], lang, fight=True)
    services = window.services
    dana = services.initiative.current().character_id
    window.selection.select_character(dana)
    activate(qtbot, window)
    seen: list[object] = []

    def heal(dialog):  # noqa: ANN001, ANN202
        try:
            activate(qtbot, dialog)
            widths = [dialog.frameGeometry().width()]
            amount = dialog.form.inputs["amount"]
            amount.setFocus()
            for digit in "1234":
                amount.lineEdit().insert(digit)
                qtbot.wait(5)
                widths.append(dialog.frameGeometry().width())
            qtbot.wait(50)
            seen.append((widths, past_the_edge(dialog) + cut_lines(dialog)))
        finally:
            dialog.reject()

    when_dialog_opens(heal)
    qtbot.keyClick(window, Qt.Key.Key_H)
    activate(qtbot, window)
    (widths, problems), = seen
    assert max(widths) <= MOST, (lang, widths)
    assert problems == [], lang
