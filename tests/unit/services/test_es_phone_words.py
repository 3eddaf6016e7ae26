"""The phone in Spanish speaks of a character without giving it a gender (the data has none): Ana
at full health read "Salud 3/3 · Ileso", a man's word.  Every health word the players read, on the
projector or on a phone, for every ruleset and hurt state, is one that fits anyone ("Sin heridas",
"Grave").  And the page of a revoked link calls the GM what the rest of the catalog does,
"DJ", not "máster"."""

from __future__ import annotations

import json

import pytest

from app.rules import get_ruleset
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import qt_translate
from app.services.player_links import own_view
from tests.unit.services.test_player_health_words import ALL, hurt_states, words

#: a man's or a woman's word: «ileso» fits Ben, not Ana
GENDERED = {f"{stem}{end}" for stem in ("Iles", "Magullad", "Maltrech", "Rasguñad", "Herid", "Malherid",
                                        "Moribund", "Caíd", "Muert") for end in ("o", "a")}


@pytest.fixture
def spanish(qapp):
    from ui.i18n import set_language

    assert set_language("es")
    yield
    set_language("en")


@pytest.mark.parametrize(("ruleset", "preset"), ALL)
def test_no_health_word_the_players_read_has_a_gender(spanish, ruleset, preset):
    rules = get_ruleset(ruleset, preset)
    sheet, states = hurt_states(rules)
    read = [word for state in [rules.initial_state(sheet), *states] for word in words(rules, sheet, state)]
    assert read and not set(read) & GENDERED, read


def test_anas_phone_says_she_is_unhurt_in_words_that_fit_her(spanish, tmp_path):
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu")
    services = open_services(str(path), Dice(seed=5))
    try:
        ana = next(int(c.id) for c in services.initiative.roster() if c.name == "Ana Reyes")
        text = json.dumps(own_view(services, ana), ensure_ascii=False)
        assert "Sin heridas" in text
        assert not any(f'"{word}"' in text or f"· {word}" in text for word in GENDERED), text
    finally:
        services.close()


def test_the_revoked_links_page_calls_the_gm_dj(spanish):
    revoked = qt_translate("PlayerPage", "This link no longer works. Ask the GM for a new one.")
    waiting = qt_translate("PlayerPage", "Waiting for the GM to start…")
    assert "DJ" in revoked and "máster" not in revoked, revoked
    assert "DJ" in waiting and "máster" not in waiting, waiting
