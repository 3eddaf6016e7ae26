"""First night on the gridlimbs demo (Spanish, 1366×768, keys only): Ctrl+Alt+N ended the round while
Dov had not acted yet, with no word.  Now the round's log line and the status bar say who had not
had their turn («… no había actuado»); a round played out to its last turn (N) ends with one key and
says nothing of the kind."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from app.services.logtext import render_event
from tests.gui.helpers import activate
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.shared_windows import close, open_window
from ui import i18n

NOT_ACTED = "{names} had not acted"
#: the words for one left out and for several, in each language
#: the status bar's words for the round's end, before those left out
ENDED = {"es": "Termina el asalto 1: ", "ru": "Раунд 1 окончен — "}
SAID = {"es": ("{names} no había actuado", "{names} no habían actuado"), "ru": ("Без хода: {names}",) * 2}


def said(lang: str, names: list[str]) -> str:
    return SAID[lang][len(names) > 1].format(names=", ".join(names))


@pytest.mark.parametrize("lang", ["es", "ru"])
def test_ending_the_round_early_says_who_had_not_acted(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    demo = build_demo(tmp_path / "demo" / "gridlimbs.deadwatch", "gridlimbs", language=lang)
    window = open_window(qtbot, tmp_path, demo)  # everyone and three crawlers, rolled, the first turn taken
    try:
        services = window.services
        fight = window.docks["initiativeDock"]
        bar = window.statusBar()
        keys = Keys(qtbot)
        order = [c.name for c in services.initiative.view().combatants]
        sheets = {c.id: c for c in services.characters.characters()}

        def able(row) -> bool:  # noqa: ANN001
            character = sheets.get(row.character_id)
            return character is None or services.ruleset.can_act(character.sheet, character.state)

        rows = [c for c in services.initiative.view().combatants if not c.acted and able(c)]
        left = [c.name for c in rows]  # one down (a walker at 0) has no turn to miss
        # the log may be read to the players: it names those they see; the status bar is the GM's
        seen = [c.name for c in rows if not c.state.get("hidden")]
        assert "Dov" in left and order[0] not in left, order  # the first has acted; Dov has not
        activate(qtbot, window)
        fight.tree.setFocus()
        keys.key(Qt.Key.Key_N, CTRL | ALT)  # the round's end, Dov still to act
        QApplication.processEvents()
        assert services.initiative.encounter().round == 2
        event = services.campaign.events()[-1]
        line = render_event(event)
        assert QCoreApplication.translate("log", NOT_ACTED) != NOT_ACTED  # in the GM's language
        assert seen == ["Dov"] and said(lang, seen) in line, line
        assert said(lang, left) in bar.currentMessage(), bar.currentMessage()
        assert bar.currentMessage().startswith(ENDED[lang]), bar.currentMessage()  # the round it ended, said
        # the next round played to its end by N: one key at its last turn, nothing said of anyone left out
        for _ in order:
            fight.tree.setFocus()
            keys.key(Qt.Key.Key_N)
        QApplication.processEvents()
        assert services.initiative.encounter().round == 3
        line = render_event(services.campaign.events()[-1])
        assert "Dov" not in bar.currentMessage() and ", ".join(left) not in line, line
    finally:
        close([window])
        i18n.set_language("en")
