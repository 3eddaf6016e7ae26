"""The dead suffer no single attack (twdu, "Threat Level": "Let a PC or NPC suffer a single attack
from the dead").  es: Mia Chen dead («Sin vida»), + then 7 on the dial: «¿contra quién? 1–4» listed
«3 Mia Chen» and 3 gave «…un ataque único de los muertos contra Mia Chen».  Now the dead are not
offered, and the service refuses one with a clear message, nothing logged."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.services.threat.dial import SINGLE_ATTACK
from tests.gui.keycount import Keys
from tests.gui.test_dock_keys_behind_tabs import demo_window
from tests.gui.test_swarm_dead_no_roller import ids, settle
from tests.gui.test_threat_dock import lines, reasons
from ui import i18n

SAID = {
    "en": (["1  Ana Reyes", "2  Ben Okafor", "3  Rook"], "Mia Chen is dead: a single attack falls on the living only."),
    "es": (["1  Ana Reyes", "2  Ben Okafor", "3  Rook"],
           "Mia Chen está sin vida: un ataque único cae solo sobre los vivos."),
}


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_dead_are_neither_offered_nor_accepted_as_a_single_attack_s_victim(qtbot, tmp_path, lang):
    offered, refused = SAID[lang]
    assert i18n.set_language(lang)
    try:
        window = demo_window(qtbot, tmp_path, "twdu")
        services = window.services
        people = ids(window)
        for damage in (3, 1):
            assert services.characters.damage(people["Mia Chen"], {"damage": damage, "source": "attack"})
        rules = services.ruleset
        mia = next(c for c in services.characters.characters() if c.name == "Mia Chen")
        assert rules.is_dead(mia.sheet, rules.with_kind(mia.kind, mia.state))
        dock = window.docks["threatDock"]
        settle()
        keys = Keys(qtbot)
        dock.dial.setFocus()
        keys.key(Qt.Key.Key_Plus)
        keys.type("7")  # instead: a single attack from the dead
        assert dock.prompt.isVisible()
        assert reasons(dock) == offered
        before = len(lines(services))
        keys.type("3")
        assert lines(services)[-1].endswith("Rook")
        assert services.campaign.undo()
        said: list[str] = []
        services.swarm.failed.connect(lambda _ctx, text: said.append(text))
        before = len(lines(services))
        assert not services.swarm.instead_of_threat(SINGLE_ATTACK, people["Mia Chen"])
        assert said == [refused] and len(lines(services)) == before
    finally:
        i18n.set_language("en")
