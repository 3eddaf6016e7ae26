"""Spanish, the threat dial's + and 7: the reasons read «7  En su lugar: un ataque aislado de los
muertos» and the question that came next «Un ataque único de los muertos: ¿contra quién?», two words
for the one attack of the text ("Let a PC or NPC suffer a single attack from the dead"), the swarm's
pick «ataque único» too.  Every line of it says «ataque único» now (Russian «одиночная атака»), the
log's line after the pick as well (i18n/glossary.tsv keeps it so)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.keycount import Keys
from tests.gui.test_threat_dock import lines, make_window, reasons
from ui import i18n

WORD = {"es": "ataque único de los muertos", "ru": "одиночная атака мертвецов"}
ASIDE = {"es": "aislad", "ru": "отдельн"}


@pytest.mark.parametrize("lang", ["es", "ru"])
def test_the_seventh_reason_and_its_question_name_one_single_attack(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window, dock, _ids = make_window(qtbot, tmp_path)
        services = window.services
        assert services.threat.step(1, "noise")
        keys = Keys(qtbot)
        dock.dial.setFocus()
        keys.key(Qt.Key.Key_Plus)
        seventh = next(text for text in reasons(dock) if text.startswith("7"))
        assert WORD[lang] in seventh and ASIDE[lang] not in seventh, seventh
        keys.type("7")
        assert dock.prompt.isVisible()
        assert WORD[lang] in dock.prompt.text().lower(), dock.prompt.text()
        keys.type("2")
        assert WORD[lang] in lines(services)[-1] and ASIDE[lang] not in lines(services)[-1], lines(services)[-1]
        assert keys.presses == 3
    finally:
        i18n.set_language("en")
