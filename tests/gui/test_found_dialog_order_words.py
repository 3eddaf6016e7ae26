"""Edit → Found… (Ctrl+Shift+U) in the grid game: Tab goes down the dialog as it is shown, and what
the character will have reads as a sentence.  A form made anew for another kind (a weapon instead of
bandages) came after the buttons in the Tab order: Tab from the kind's list went to "Keep it",
skipping the weapon.  And "Then 1 weapon found, the last a Pistol" said oddly what taking it does:
now "Adds the pistol to the sheet: 1 weapon found in all.", with plural forms, in English, Russian
and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tests.gui.helpers import activate, campaign_window
from ui import i18n
from ui.docks.roster_found import FoundDialog, found_kinds

WORDS = {
    "en": ("That makes 3 bandages and 1 pain pill in all.",
           "Adds the pistol to the sheet: 1 weapon found in all.",
           "Adds the katana to the sheet, concealed: 2 weapons found in all."),
    "ru": ("Всего станет 3 бинта и 1 таблетка обезболивающего.",
           "В лист добавляется пистолет; всего найденного оружия: 1 единица.",
           "В лист добавляется спрятанное оружие: катана; всего найденного оружия: 2 единицы."),
    "es": ("En total serán 3 vendas y 1 analgésico.",
           "Se añade a la hoja la pistola: 1 arma encontrada en total.",
           "Se añade a la hoja la katana (arma oculta): 2 armas encontradas en total."),
}


def focused() -> str:
    widget = QApplication.focusWidget()
    if widget is None:
        return ""
    return widget.objectName() or widget.text().replace("&", "")


def _dialog(qtbot, tmp_path):  # noqa: ANN001, ANN202
    """Ann, who found a rifle, in the grid game; her Found… dialog up."""
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    sheet = {**services.ruleset.new_sheet(), "weapons": [{"weapon": "rifle", "concealed": False}]}
    assert services.characters.create("Ann", "pc", sheet)
    ann = services.characters.characters()[0].id
    roster = window.docks["charactersDock"]
    window.selection.select_character(ann)
    activate(qtbot, window)
    dialog = FoundDialog(roster, ann, found_kinds(roster, ann), window)
    qtbot.addWidget(dialog)
    dialog.show()
    activate(qtbot, dialog)
    return window, ann, dialog


def tab(qtbot, times: int, key: Qt.Key = Qt.Key.Key_Tab) -> list[str]:  # noqa: ANN001
    seen = []
    for _ in range(times):
        qtbot.keyClick(QApplication.focusWidget(), key)
        seen.append(focused())
    return seen


def test_tab_goes_down_the_found_dialog_for_every_kind(qtbot, tmp_path):
    _window, _ann, dialog = _dialog(qtbot, tmp_path)
    ok = dialog.ok.text().replace("&", "")
    box = dialog.findChild(QDialogButtonBox)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "")
    assert focused() == "field_bandages"  # the first field: the count is typed at once
    assert tab(qtbot, 5) == ["field_pain_pills", ok, cancel, "foundKind", "field_bandages"]
    assert tab(qtbot, 1, Qt.Key.Key_Backtab) == ["foundKind"]  # up to the kind's list: another kind
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    assert dialog.kind().key == "find_weapon"
    assert tab(qtbot, 5) == ["field_weapon", "field_concealed", ok, cancel, "foundKind"]
    assert tab(qtbot, 2, Qt.Key.Key_Backtab) == [cancel, ok]
    dialog.kind_combo.setCurrentIndex(0)
    dialog.kind_combo.setFocus()
    assert tab(qtbot, 4) == ["field_bandages", "field_pain_pills", ok, cancel]
    dialog.reject()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_found_dialog_says_a_sentence_with_plural_forms(qtbot, tmp_path, lang):
    supplies, pistol, katana = WORDS[lang]
    i18n.set_language(lang)
    try:
        window, ann, dialog = _dialog(qtbot, tmp_path)
        services, roster = window.services, window.docks["charactersDock"]
        state = services.characters.character(ann).state
        dialog.form.inputs["bandages"].setValue(3 - int(state.get("bandages", 0)))
        dialog.form.inputs["pain_pills"].setValue(1 - int(state.get("pain_pills", 0)))
        assert dialog.then.text() == supplies
        dialog.kind_combo.setCurrentIndex(1)
        dialog.form.inputs["weapon"].setCurrentIndex(dialog.form.inputs["weapon"].findData("katana"))
        dialog.form.inputs["concealed"].setChecked(True)
        assert dialog.then.text() == katana  # her rifle and this katana: the plural
        dialog.reject()
        # Bob has found none yet: the singular
        assert services.characters.create("Bob", "pc", services.ruleset.new_sheet())
        bob = next(c.id for c in services.characters.characters() if c.name == "Bob")
        dialog = FoundDialog(roster, bob, [k for k in found_kinds(roster, bob) if k.key == "find_weapon"], window)
        qtbot.addWidget(dialog)
        assert dialog.then.text() == pistol
        dialog.reject()
    finally:
        i18n.set_language("en")
