"""twdu, a duel the walker starts against Ben (a PC), by keys, in each language: Ben's side may be pushed,
and its button said no odds ("Push Ben's roll"), where the roller's own push says its exact odds.  Now
the defender's push has the same exact odds, told from his side (Ben 0 successes against the walker's
1, his three base dice and one new stress die rolled again: 4 dice, P(2+ sixes) = 171/1296)."""

from __future__ import annotations

import pytest

from tests.gui.test_twdu_defender_push_keys import _duel, _offers
from ui import i18n

SAID = {
    "en": "Push Ben's roll: Win the duel 13.2%; Both hit 38.6%; Lose the duel 48.2%; Nobody hits 0%; Mess-up 16.7%",
    "ru": "Форсировать бросок (Ben): Победа в дуэли 13,2%; Оба попадают 38,6%; Поражение в дуэли 48,2%; "
          "Никто не попадает 0%; Срыв 16,7%",
    "es": "Forzar la tirada de Ben: Ganar el duelo 13,2%; Ambos impactan 38,6%; Perder el duelo 48,2%; Nadie acierta "
          "0%; Pifia 16,7%",
}


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_defenders_push_says_its_exact_odds(qtbot, tmp_path, language):
    window, dock, _who = _duel(qtbot, tmp_path, "6 2 3 2 3 4")  # the walker 1 success, Ben none
    try:
        window.set_language(language)
        if language != "en":  # the offers said again in the language
            qtbot.waitUntil(lambda: not any(text.startswith("Push") for text in _offers(dock)))
        offers = _offers(dock)
        assert SAID[language] in offers, offers
    finally:
        window.set_language("en")
        i18n.set_language("en")
