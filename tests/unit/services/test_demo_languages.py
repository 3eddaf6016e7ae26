"""The demo in the GM's language: the twdu demo's walker bite ("Bitten forearm", typed data that
no catalog translates) is named in Russian or Spanish on a Russian or Spanish night, on the
player's phone page, the shared screen and in the log; English keeps its name."""

from __future__ import annotations

import json

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import demo_path
from app.services.logtext import render_event
from app.services.player_links import own_view, shared_view

BITE = {"en": "Bitten forearm", "ru": "Укушенное предплечье", "es": "Antebrazo mordido"}


@pytest.mark.parametrize("language", ["ru", "es", "en"])
def test_the_demo_names_its_injury_in_the_gm_s_language(tmp_path, qapp, language):
    from ui.i18n import set_language

    try:
        assert set_language(language)
        path = demo_path("twdu", folder=tmp_path)  # built in the language the window speaks
        services = open_services(str(path), Dice(seed=1))
        try:
            mia = next(c for c in services.characters.characters() if c.name == "Mia Chen")
            phone = own_view(services, int(mia.id))
            assert phone is not None
            labels = [c["label"] for c in phone["me"]["conditions"]]
            assert BITE[language] in labels, labels
            seen = json.dumps([phone, shared_view(services)], ensure_ascii=False)
            log = " ".join(render_event(e) for e in services.campaign.events())
            assert BITE[language] in log
            for other in set(BITE.values()) - {BITE[language]}:
                assert other not in seen and other not in log, other
        finally:
            services.close()
        # a demo of its own for each language: an English one already built stays English
        assert path.name == ("twdu.deadwatch" if language == "en" else f"twdu-{language}.deadwatch")
    finally:
        set_language("en")


def test_a_text_in_several_languages_is_picked_and_the_rest_kept():
    from app.services.demo import in_language

    spec = {"name": "Mia", "sheet": {"wits": 4}, "steps": [{"injury_name": BITE, "lethal": True}]}
    assert in_language(spec, "es") == {"name": "Mia", "sheet": {"wits": 4},
                                       "steps": [{"injury_name": "Antebrazo mordido", "lethal": True}]}
    assert in_language({"en": "Bite", "ru": ""}, "ru") == "Bite"  # none in that language: English
    assert in_language({"en": "Bite"}, "de") == "Bite"
