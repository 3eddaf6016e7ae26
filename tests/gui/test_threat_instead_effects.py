"""Raising the Threat Level lists the reasons, then the GM's alternatives ("Instead: a single attack
from the dead", "Instead: Swarm Size one step up"): at 0 → 1 their lines (7 and 8) said nothing of
what they do, while the reasons beside them did (issue 40).  Each now says it: the Threat Level
stays, and a single attack on one the GM picks next, or the Swarm Size a step up, in the GM's
language; the pick does what its line said."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_threat_dock import make_window, reasons
from ui import i18n

WORDS = {
    "en": ("Threat stays at 0; you pick who suffers it, and they roll against it",
           "Threat stays at 0; Swarm Size {old} → {new}"),
    "ru": ("Угроза остаётся 0; кого атакуют — выберите, и он бросает кубики против атаки",
           "Угроза остаётся 0; Размер роя {old} → {new}"),
    "es": ("La Amenaza sigue en 0; eliges a quién ataca y esa persona tira contra el ataque",
           "La Amenaza sigue en 0; Tamaño de la horda {old} → {new}"),
}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_each_alternative_to_a_step_up_says_what_it_does(qtbot, tmp_path, code):
    assert i18n.set_language(code)
    try:
        window, dock, _ids = make_window(qtbot, tmp_path)
        services = window.services
        single, size = WORDS[code]
        old = services.swarm.fight().size
        dock.dial.setFocus()
        qtbot.keyClick(dock.dial, Qt.Key.Key_Plus)  # 0 → 1: why?
        said = reasons(dock)
        assert said[6].startswith("7  ") and said[6].endswith(f" — {single}"), said
        assert said[7].startswith("8  ") and said[7].endswith(f" — {size.format(old=old, new=old + 1)}"), said
        qtbot.keyClick(dock.dial, Qt.Key.Key_8)  # Swarm Size one step up: what its line said
        assert services.threat.level() == 0
        assert services.swarm.fight().size == old + 1
    finally:
        i18n.set_language("en")


def test_swarm_size_at_its_top_says_so_before_the_pick(qtbot, tmp_path):
    window, dock, _ids = make_window(qtbot, tmp_path)
    services = window.services
    assert services.swarm.set_size(6)
    dock.dial.setFocus()
    qtbot.keyClick(dock.dial, Qt.Key.Key_Plus)
    assert reasons(dock)[7].endswith(" — Swarm Size 6 is already at its top"), reasons(dock)
    qtbot.keyClick(dock.dial, Qt.Key.Key_8)  # refused, as its line said: nothing changed
    assert services.swarm.fight().size == 6 and services.threat.level() == 0
