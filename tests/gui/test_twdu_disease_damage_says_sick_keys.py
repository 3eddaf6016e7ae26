"""twdu, a disease's damage typed on the roster (Ctrl+1, "Ben", Esc, D, Tab, Source: Disease): the
armor roll stayed ticked (armor stops no disease), and the preview and the log line said only
"damage 1 — Now Battered.", not that Ben is now sick, with the chip and the −1 die that come with it.
Now the armor roll is unticked and greyed out for a disease (ticked again for a trap), and the
preview and the log line say he is sick and what it costs ("While you are sick, you don't heal
damage"; "you have a –1 penalty on all dice rolls").  By keys, in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox

from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import CTRL, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_readable import demos  # noqa: F401  (fixture)
from tests.gui.test_twdu_days_heal_keys import log_texts
from ui import i18n

SICK = {
    "en": "Now sick: −1 die on every roll and no Health back until the disease is fought off.",
    "ru": "Болезнь: −1 кубик к каждому броску, Здоровье не возвращается, пока болезнь не побеждена.",
    "es": "Enfermedad: −1 dado en cada tirada y no recupera Salud hasta superar la enfermedad.",
}
DISEASE = {"en": "Disease", "ru": "Болезнь", "es": "Enfermedad"}
CHIP = {"en": "Sick", "ru": "Болезнь", "es": "Enfermedad"}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_disease_s_damage_rolls_no_armor_and_says_ben_is_sick(qtbot, tmp_path, demos, lang):  # noqa: F811
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        services = window.services
        ben = next(c for c in services.characters.characters() if c.name.startswith("Ben"))
        assert not ben.state.get("sick")
        keys = Keys(qtbot)
        seen: dict[str, object] = {}

        def damage(dialog) -> None:  # noqa: ANN001
            try:
                activate(qtbot, dialog)
                armor = dialog.findChild(QCheckBox, "field_armor")
                source = dialog.findChild(QComboBox, "field_source")
                seen["armor before"] = (armor.isChecked(), armor.isEnabled())
                keys.key(Qt.Key.Key_Tab)
                assert QApplication.focusWidget() is source
                while source.currentData() != "disease":
                    keys.key(Qt.Key.Key_Down)
                seen["source"] = source.currentText()
                seen["armor"] = (armor.isChecked(), armor.isEnabled())
                seen["preview"] = dialog.preview.text()
                keys.key(Qt.Key.Key_Down)  # a trap: armor rolls again
                seen["armor for a trap"] = (source.currentData(), armor.isChecked(), armor.isEnabled())
                keys.key(Qt.Key.Key_Up)
                keys.key(Qt.Key.Key_Return)
            finally:
                if dialog.isVisible():
                    dialog.reject()

        activate(qtbot, window)
        keys.key(Qt.Key.Key_1, CTRL)  # the roster: a typed name finds him
        keys.type("Ben")
        keys.key(Qt.Key.Key_Escape)
        when_dialog_opens(damage)
        keys.key(Qt.Key.Key_D)
        qtbot.waitUntil(lambda: services.characters.character(ben.id).state.get("sick") is True)
        assert seen["armor before"] == (True, True)
        assert seen["source"] == DISEASE[lang]
        assert seen["armor"] == (False, False)  # unticked, greyed out: armor stops no disease
        assert seen["armor for a trap"] == ("trap", True, True)
        assert SICK[lang] in str(seen["preview"]), seen["preview"]
        assert any(SICK[lang] in line and "Ben" in line for line in log_texts(window)), log_texts(window)
        # the roster's chip says it too
        tree = window.docks["charactersDock"].tree
        party = tree.topLevelItem(0)
        row = next(party.child(r) for r in range(party.childCount()) if party.child(r).text(0).startswith("Ben"))
        assert row.toolTip(2).startswith(CHIP[lang]), row.toolTip(2)
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
