"""The round's end by Ctrl+Alt+N with fighters who had not acted, one of them hidden from the
players (the demo's Orderly Vic): the status bar named him, the GM's log line did not (es «Padre
Tom no había actuado», ru without him); the log line's public part still does not name him, the part
the GM alone reads does.  And the status bar had a stray full stop before the awaited call («Без
хода: Шатун 2. · Ждёт…»)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.services.gm_parts import without_gm_parts
from app.services.logtext import render
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_afmbe_round_end_calls_keys import demo_fight
from tests.gui.test_autofire_ammo_keys import last_log_line
from ui import i18n

NOT_ACTED = {"en": "had not acted", "ru": "Без хода", "es": "no había actuado"}


@pytest.mark.parametrize(("preset", "lang"), [("unisystem", "es"), ("unisystem", "ru"), ("norms", "en")])
def test_the_hidden_one_who_had_not_acted_is_in_the_gm_s_line_not_in_the_public_part(qtbot, tmp_path, preset, lang):
    try:
        window, zombie = demo_fight(qtbot, tmp_path, preset, lang, fallen=True)
        services = window.services
        hidden = next(c for c in services.characters.characters() if c.kind == "npc")
        assert not hidden.revealed
        Keys(qtbot).key(Qt.Key.Key_N, CTRL | ALT)
        assert services.initiative.encounter().round == 2
        said = window.statusBar().currentMessage()
        assert hidden.name in said and zombie.name in said, said
        assert ". ·" not in said and ".." not in said, said
        line = last_log_line(window)
        assert hidden.name in line and NOT_ACTED[lang] in line, line
        event = services.campaign.events()[-1]
        assert event.secret, "a line naming a hidden fighter is secret in the GM's log"
        public = render(event.text, without_gm_parts(event.args))
        assert hidden.name not in public, public
    finally:
        i18n.set_language("en")
