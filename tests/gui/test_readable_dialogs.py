"""The dialogs a GM opens in a fight, read at 1366×768 in English, Russian and Spanish: every label
of the damage and heal forms whole (a label wrapped to two lines gets two lines of room), every
action in Help → Keys whole; every choice of the forms whole ("базовое медицинское снаряжен…"),
every number of the result shown with its name (not a bare "1"), no name said twice ("the critical
injury Critical injury")."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from tests.gui import readable
from tests.gui.test_readable import (  # noqa: F401 (the fixtures)
    DEMOS,
    LANGS,
    LAPTOP,
    demos,
    gm_theme,
    interface_language,
    shared,
)


def laptop_window(qtbot, shared, source, lang):  # noqa: ANN001, ANN201, F811
    """The shared window on ``source`` in ``lang`` at 1366×768, out of a fight (the dialogs leave
    it as it was: they are closed without applying)."""
    return shared.window(qtbot, source, lang, fight=False)


def result_words(text: str) -> list[str]:
    """A result's lines a GM cannot read: a bare number or sum ("1", "3 − 1 = 2") without the
    name of what it counts, or a name said twice in a row ("critical injury «Critical injury»")."""
    bad = [f"{line!r} has no name" for line in text.splitlines() if not re.search(r"[^\W\d_]", line)]
    twice = re.search(r"\b(\w[\w ]{6,}\w)\W+\1\b", text.casefold())
    if twice:
        bad.append(f"{twice.group(1)!r} said twice in {text!r}")
    return bad


@LANGS
@pytest.mark.parametrize("ruleset", list(DEMOS))
def test_damage_and_heal_labels_whole(qtbot, shared, demos, lang, ruleset):  # noqa: F811
    from ui.dialogs.rules_action_dialog import RulesActionDialog

    window = laptop_window(qtbot, shared, demos[ruleset], lang)
    services = window.services
    for row in services.characters.characters():
        for heal in (False, True):
            dialog = RulesActionDialog(services, row.id, heal, window)
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            QApplication.processEvents()
            problems = readable.form_labels(dialog.form) + readable.choices(dialog)
            problems += result_words(dialog.preview.text())
            if dialog.width() > LAPTOP[0]:
                problems.append(f"{dialog.width()} px wide")
            dialog.close()
            assert problems == [], f"{'heal' if heal else 'damage'} {row.name} in {ruleset}, {lang}"


@LANGS
def test_every_key_action_whole(qtbot, tmp_path, shared, lang):  # noqa: F811
    from ui.dialogs.keys_dialog import KeysDialog

    shared.speak(lang)
    dialog = KeysDialog(QSettings(str(tmp_path / "keys.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    screen = dialog.screen().availableGeometry()
    assert dialog.width() <= min(screen.width(), LAPTOP[0])
    assert readable.tree_column(dialog.tree, 0) + readable.tree_column(dialog.tree, 1) == []


@pytest.mark.parametrize("lang", ["en", "ru"], scope="module")
@pytest.mark.parametrize("ruleset", list(DEMOS))
def test_a_blow_that_breaks_reads_whole(qtbot, shared, demos, lang, ruleset):  # noqa: F811
    """Enough damage to break (or down) everyone, no injury named, no armor: the result names every
    number and says nothing twice."""
    from PySide6.QtWidgets import QCheckBox, QSpinBox

    from ui.dialogs.rules_action_dialog import RulesActionDialog

    window = laptop_window(qtbot, shared, demos[ruleset], lang)
    for row in window.services.characters.characters():
        dialog = RulesActionDialog(window.services, row.id, False, window)
        qtbot.addWidget(dialog)
        for widget in dialog.form.inputs.values():
            if isinstance(widget, QSpinBox):
                widget.setValue(min(widget.maximum(), 30))
            elif isinstance(widget, QCheckBox):
                widget.setChecked(False)
        text = dialog.preview.text()
        dialog.close()
        assert result_words(text) == [], f"{row.name} in {ruleset}, {lang}"
