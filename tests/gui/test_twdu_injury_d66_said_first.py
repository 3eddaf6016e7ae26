"""twdu, es: H on a Broken character whose critical injury's D66 is not yet rolled, «Nombrar una
herida»: the form first said «Escribe el nombre de la herida que has leído en la tabla.», and only
once a name was typed «Primero tira el D66 de la herida: Herida crítica (D66).»  The D66 is said
first, as the care is picked, before any typing (there is no entry to read a name off yet)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate
from tests.gui.keycount import Keys
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_fight_by_keys import in_dialog
from tests.gui.test_twdu_injury_name_keys import _broken_ana
from ui import i18n

SAID = {"en": "Roll the injury's D66 first: Critical injury (D66).",
        "es": "Primero tira el D66 de la herida: Herida crítica (D66)."}


def test_naming_an_injury_before_its_d66_says_the_d66_at_once(qtbot, tmp_path):
    window, _ana = _broken_ana(qtbot, tmp_path)
    seen: dict[str, list[str]] = {"en": [], "es": []}
    keys = Keys(qtbot)
    try:
        for language in ("en", "es"):
            window.set_language(language)
            settle()
            activate(qtbot, window)
            window.docks["charactersDock"].tree.setFocus()

            def look(dialog, language=language) -> None:  # noqa: ANN001
                keys.type("N")  # «Nombrar una herida»: the first letter of the care in both languages
                settle()
                seen[language] = [str(dialog.form.inputs["kind"].currentData()), dialog.preview.text()]
                keys.key(Qt.Key.Key_Escape)

            in_dialog(qtbot, look)
            keys.key(Qt.Key.Key_H)
            settle()
    finally:
        window.set_language("en")
        i18n.set_language("en")
    assert seen == {lang: ["name", said] for lang, said in SAID.items()}, seen
