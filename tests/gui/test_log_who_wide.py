"""On a wide screen the log keeps its columns, and its Who column holds a combatant's name word
whole ("Crawler", "Walker", "Okafor"): it had room for five letters, and "Crawler 1" read
"Crawle" / "r 1" at 1920 pixels."""

from __future__ import annotations

import pytest

from tests.gui.test_readable import demos, fight_window, gm_theme  # noqa: F401 (fixtures)
from ui import i18n
from ui.docks.log_model import WHO


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_who_column_holds_a_name_word_whole_at_1920(qtbot, tmp_path, demos, lang):  # noqa: F811
    try:
        i18n.set_language(lang)
        window = fight_window(qtbot, tmp_path, demos["twdu"], size=(1920, 1080))
        log = window.docks["logDock"]
        assert not log.narrow.on  # the columns show
        view = log.view
        room = view.horizontalHeader().sectionSize(WHO) - 10
        words = {w for c in window.services.characters.characters() for w in c.name.split() if len(w) <= 7}
        words |= {"Crawler", "Walker"}
        cut = [w for w in sorted(words) if view.fontMetrics().horizontalAdvance(w) > room]
        assert cut == [], f"{lang}: {room} px"
    finally:
        i18n.set_language("en")
