"""The typed dice's hint said "8 dice: 6 × d6 (Duel); 2 × d6 (Opponent)": the roller's dice were named
by the kind of roll.  Each side's dice are named by who rolls them: "6 × d6 (Ben); 3 × d6 (Rick)"."""

from __future__ import annotations

import pytest

from app.services.logtext import qt_translate, render_value
from app.services.rolls.service import RollRequest
from tests.unit.services.twdu_party import twdu_services


@pytest.mark.parametrize(("language", "words"), [
    ("en", "12 dice: 7 × d6 (Ben); 5 × d6 (Rick)"),
    ("ru", "12 кубиков: 7 × d6 (Ben); 5 × d6 (Rick)"),
    ("es", "12 dados: 7 × d6 (Ben); 5 × d6 (Rick)"),
])
def test_the_duel_s_dice_are_named_by_who_rolls_them(tmp_path, qapp, language, words):
    from ui.i18n import set_language

    services, ids = twdu_services(tmp_path)
    duel = next(k for k in services.rolls.kinds(ids["Ben"]) if k.label == "Duel")
    wanted = services.rolls.dice_wanted(RollRequest(duel.key, ids["Ben"], {}, ids["Rick"]))
    try:
        assert set_language(language)
        assert render_value(wanted, qt_translate) == words
    finally:
        set_language("en")
        services.close()
