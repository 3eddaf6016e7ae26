"""A phone listed two identical "Critical injury" entries while the two injuries' D66 rolls were
pending.  They are numbered now, as on the GM's roster ("Critical injury #1", "#2": the player can say
which one the D66 was rolled for), in English, Russian and Spanish; conditions that still read alike
would be one entry with their count ("… ×2")."""

from __future__ import annotations

import gc

import pytest

from app.services.player_links import own_view
from tests.unit.services.twdu_party import twdu_services

BROKEN = {"damage": 3, "source": "attack", "armor": False}


@pytest.fixture
def twice_broken(tmp_path, qapp):
    services, ids = twdu_services(tmp_path)
    ana = ids["Ana"]
    assert services.characters.damage(ana, BROKEN)  # Broken: an injury, its D66 due
    assert services.characters.heal(ana, {"kind": "first_aid", "successes": 3})
    assert services.characters.damage(ana, BROKEN)  # Broken again: a second one
    yield services, ana
    services.close()
    gc.collect()


def _labels(services, ana, translate=None) -> list[str]:  # noqa: ANN001
    view = own_view(services, ana) if translate is None else own_view(services, ana, translate)
    return [c["label"] for c in view["me"]["conditions"]]


def test_two_injuries_still_to_roll_are_told_apart_on_the_phone(twice_broken):
    services, ana = twice_broken
    labels = _labels(services, ana)
    assert labels == ["Broken", "Critical injury #1", "Critical injury #2"]


SAID = {
    "ru": ["Вне строя", "Критическая травма №1", "Критическая травма №2"],
    "es": ["Fuera de combate", "Herida crítica n.º 1", "Herida crítica n.º 2"],
}


@pytest.mark.parametrize(("code", "said"), list(SAID.items()))
def test_the_numbers_in_russian_and_spanish(twice_broken, code, said):
    from ui.i18n import set_language

    services, ana = twice_broken
    try:
        assert set_language(code)
        labels = _labels(services, ana)
    finally:
        set_language("en")
    assert labels == said
