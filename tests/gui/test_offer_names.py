"""Issue 40: a burst's hits on one Shambler offered three buttons that all read "Roll the damage on
Shambler"; each now says which hit it is, in every language, and offers to different targets stay
as they were."""

from __future__ import annotations

import pytest

from app.rules.base import LogLine
from app.rules.rolling import DamageOffer, RollResult
from ui import i18n
from ui.widgets.roll_result import RollResultView

HITS = {
    "en": ["Roll the damage on Shambler (hit 1 of 3)", "Roll the damage on Shambler (hit 2 of 3)",
           "Roll the damage on Shambler (hit 3 of 3)"],
    "ru": ["Бросить урон: цель — Shambler (попадание 1 из 3)", "Бросить урон: цель — Shambler (попадание 2 из 3)",
           "Бросить урон: цель — Shambler (попадание 3 из 3)"],
    "es": ["Tirar el daño sobre Shambler (impacto 1 de 3)", "Tirar el daño sobre Shambler (impacto 2 de 3)",
           "Tirar el daño sobre Shambler (impacto 3 de 3)"],
}


@pytest.mark.qt_log_ignore("propagateSizeHints")
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_bursts_hits_on_one_target_each_say_which_hit(qtbot, lang):
    try:
        assert i18n.set_language(lang)
        view = RollResultView()
        qtbot.addWidget(view)
        offers = tuple(DamageOffer("opponent", 0, {"success_level": level}) for level in (3, 2, 1))
        result = RollResult(result=LogLine("Rounds that hit: 3, best total 15"), damage=offers)
        view.show_result(result, True, ["Shambler"] * 3, False)
        assert [button.text() for button in view.damage_buttons] == HITS[lang]
    finally:
        i18n.set_language("en")


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_offers_to_different_targets_keep_their_words(qtbot):
    view = RollResultView()
    qtbot.addWidget(view)
    offers = (DamageOffer("opponent", 0, {}), DamageOffer("opponent", 0, {}), DamageOffer("roller", 4, {}))
    result = RollResult(result=LogLine("Hit"), damage=offers)
    view.show_result(result, True, ["Shambler 1", "Shambler 2", "Dana"], False)
    assert [b.text() for b in view.damage_buttons] == [
        "Roll the damage on Shambler 1", "Roll the damage on Shambler 2", "Apply 4 damage to Dana"]
