"""The heal dialog named its care-giver's row "By" with "—" in it ("By —"): a GM could not tell who
heals, nor what nobody there meant.  The row is "Healer", nobody in it said in words (in the grid
game, where the healer's skill and supplies are used, "nobody: the patient's own care"), and the
damage dialog's row "Dealt by" with "nobody chosen"; in English, Russian and Spanish, at 1366×768."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from tests.gui.helpers import campaign_window
from ui import i18n
from ui.dialogs.rules_action_dialog import RulesActionDialog

WORDS = {
    "en": ("Healer", "(nobody: the patient's own care)", "Dealt by", "(nobody chosen)"),
    "ru": ("Кто лечит", "(никто: пациент лечит себя сам)", "Кто нанёс", "(никто не выбран)"),
    "es": ("Quién cura", "(nadie: el paciente se cura solo)", "Causado por", "(nadie elegido)"),
}


def _row(dialog: RulesActionDialog) -> tuple[str, str]:
    label = dialog.form.form_layout.labelForField(dialog.by)
    assert isinstance(label, QLabel)
    return label.text(), dialog.by.currentText()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_heal_dialog_says_who_heals(qtbot, tmp_path, lang):
    healer, nobody, dealt_by, nobody_chosen = WORDS[lang]
    i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "gridlimbs")
        window.resize(1366, 768)
        chars = window.services.characters
        assert chars.create("Ann", "pc", {**window.services.ruleset.new_sheet(), "max_hp": 12})
        assert chars.create("Bob", "pc", window.services.ruleset.new_sheet())
        ann, bob = (c.id for c in chars.characters())
        heal = RulesActionDialog(window.services, ann, heal=True, parent=window)
        qtbot.addWidget(heal)
        heal.show()
        assert _row(heal) == (healer, nobody)  # no fight: nobody's turn, her own care
        assert [heal.by.itemText(i) for i in range(heal.by.count())] == [nobody, "Bob"]
        # the row is read whole: its words fit beside or above the list, never cut
        label = heal.form.form_layout.labelForField(heal.by)
        assert label.width() >= label.fontMetrics().horizontalAdvance(healer)
        assert heal.by.width() >= heal.by.fontMetrics().horizontalAdvance(nobody)
        heal.reject()
        damage = RulesActionDialog(window.services, bob, heal=False, parent=window)
        qtbot.addWidget(damage)
        assert _row(damage) == (dealt_by, nobody_chosen)
        damage.reject()
    finally:
        i18n.set_language("en")
