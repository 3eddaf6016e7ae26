"""Issue 40, a fresh GM's night (twdu, keys only), in a fight on Rook's turn: Ana is Broken with an
unnamed critical injury.  H on her row, «Nombrar una herida»: the form said the D66 must be rolled first,
yet left the injury's name and its entry's numbers open to typing, and offered no way to the roll.  Now
those inputs are disabled at once and the focus lands on a button that sets the D66 up in the dice dock
for Ana (not for Rook, whose turn it is): Enter there, her two table dice, Enter.  Picking the dice
dock's kind "Critical injury (D66)" on Rook's turn (Ctrl+Shift+D) sets it up for Ana too."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import Keys
from tests.gui.test_afmbe_dice_reach import choose_kind
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_fight_by_keys import in_dialog
from ui import i18n

WAITING = ("injury_name", "injury_penalty", "recovery_dice", "recovery_unit", "entry_lethal", "entry_equipment")
SAID = {
    "en": ("Roll the injury's D66 first: Critical injury (D66).",
           "Set up Critical injury (D66) for Ana in the dice dock", "Critical injury (D66)"),
    "es": ("Primero tira el D66 de la herida: Herida crítica (D66).",
           "Preparar Herida crítica (D66) de Ana en el panel Dados", "Herida crítica (D66)"),
}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def _fight_on_rooks_turn(qtbot, tmp_path):  # noqa: ANN001, ANN202
    """Rook and Ana in a fight, Rook's turn; Ana Broken with an unnamed critical injury, its D66 due."""
    def before(services):  # noqa: ANN001, ANN202
        sheet = services.ruleset.new_sheet()
        assert services.characters.create("Rook", "npc", sheet)
        assert services.characters.create("Ana", "pc", {**sheet, "agility": 3})

    window = campaign_window(qtbot, tmp_path, "twdu", before=before)
    services = window.services
    who = {c.name: int(c.id) for c in services.characters.characters()}
    from app.rules.dice import TypedDice

    services.campaign.dice = TypedDice([2, 3])
    assert services.characters.damage(who["Ana"], {"damage": 3, "armor": False})
    assert services.initiative.start(list(who.values()), name="Yard")
    QApplication.processEvents()
    current = services.initiative.current()
    assert current is not None and current.character_id == who["Rook"]
    settle()
    return window, who


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("language", ["en", "es"])
def test_naming_an_unrolled_injury_waits_and_sets_its_d66_up_for_the_injured(qtbot, tmp_path, language):
    assert i18n.set_language(language)
    try:
        window, who = _fight_on_rooks_turn(qtbot, tmp_path)
        said, button, kind = SAID[language]
        keys = Keys(qtbot)
        seen: dict[str, object] = {}
        window.selection.select_character(who["Ana"])
        settle()
        activate(qtbot, window)
        window.docks["charactersDock"].tree.setFocus()

        def name_it(dialog) -> None:  # noqa: ANN001
            try:
                keys.type("N")  # Name an injury, «Nombrar una herida»
                settle()
                seen["care"] = dialog.form.inputs["kind"].currentData()
                seen["enabled"] = {k: dialog.form.inputs[k].isEnabled() for k in WAITING}
                seen["said"] = dialog.preview.text()
                focus = QApplication.focusWidget()
                seen["focus"] = focus.text() if focus is dialog.check_first.button else type(focus).__name__
                if focus is dialog.check_first.button:
                    keys.key(Qt.Key.Key_Return)
            finally:
                if dialog.isVisible():  # a failed step leaves no dialog waiting
                    dialog.reject()

        in_dialog(qtbot, name_it)
        keys.key(Qt.Key.Key_H)
        settle()
        assert seen == {"care": "name", "enabled": dict.fromkeys(WAITING, False), "said": said, "focus": button}, seen
        dice = window.docks["diceDock"]
        assert dice.character_combo.currentText() == "Ana"  # not Rook, whose turn it is
        assert dice.kind_combo.currentText() == kind
        qtbot.waitUntil(lambda: dice.faces_edit.hasFocus())
        keys.type("5 2")
        keys.key(Qt.Key.Key_Return)
        settle()
        line = last_log_line(window)
        assert line.startswith("Ana") and "D66 52" in line, line
    finally:
        i18n.set_language("en")


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("language", ["en", "es"])
def test_the_dice_dock_s_critical_injury_rolls_for_the_injured_on_another_s_turn(qtbot, tmp_path, language):
    assert i18n.set_language(language)
    try:
        window, who = _fight_on_rooks_turn(qtbot, tmp_path)
        dice = window.docks["diceDock"]
        window.selection.select_character(who["Rook"])
        settle()
        assert dice.character_combo.currentText() == "Rook"
        dice = choose_kind(qtbot, window, QCoreApplication.translate("rules", "Critical injury (D66)"))
        qtbot.waitUntil(lambda: dice.character_combo.currentText() == "Ana")
        assert dice.kind_combo.currentText() == SAID[language][2]
        keys = Keys(qtbot)
        dice.faces_edit.setFocus()
        keys.type("3 4")
        keys.key(Qt.Key.Key_Return)
        settle()
        line = last_log_line(window)
        assert line.startswith("Ana") and "D66 34" in line, line
    finally:
        i18n.set_language("en")


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_tab_walks_the_waiting_form_as_it_reads(qtbot, tmp_path):
    """Shift+Tab from the button goes up the form (the healer), Tab from it on to the dialog's buttons:
    the button sits in the Tab order where it stands, under the form, above the dialog's buttons."""
    window, who = _fight_on_rooks_turn(qtbot, tmp_path)
    window.selection.select_character(who["Ana"])
    settle()
    activate(qtbot, window)
    window.docks["charactersDock"].tree.setFocus()
    keys = Keys(qtbot)
    seen: list[str] = []

    def walk(dialog) -> None:  # noqa: ANN001
        try:
            keys.type("N")
            settle()
            assert QApplication.focusWidget() is dialog.check_first.button
            keys.key(Qt.Key.Key_Backtab)
            seen.append(QApplication.focusWidget().objectName())
            keys.key(Qt.Key.Key_Tab)
            keys.key(Qt.Key.Key_Tab)
            seen.append(QApplication.focusWidget().text())
        finally:
            dialog.reject()

    in_dialog(qtbot, walk)
    keys.key(Qt.Key.Key_H)
    settle()
    assert seen == ["byCombo", "Cancel"], seen  # OK is disabled while the care waits for the D66
