"""The score badge says what its number counts: "Score 1 (1 kill)" and, in the tooltip, the rule text's
scoring (the old badge said a bare "Score 1")."""

from __future__ import annotations

import pytest

from app.export.language import translator_for
from app.rules.gridlimbs import ruleset
from app.services.logtext import render


def score_badge(state_change, translate=lambda _c, t: t):
    rules = ruleset(None, None)
    sheet = rules.validate_sheet(rules.new_sheet())
    state = {**rules.initial_state(sheet), **state_change}
    badge = next(c for c in rules.conditions(sheet, state) if c.key == "score")
    return render(badge.label, dict(badge.args), "rules", translate), render(badge.detail, dict(badge.args),
                                                                             "rules", translate)


def test_the_badge_names_the_kills_and_the_tooltip_the_scoring():
    label, detail = score_badge({"score": 1, "kills": 1})
    assert label == "Score 1 (1 kill)"
    assert "zombie killed" in detail and "players dead" in detail
    # a player's death scores without a kill: the two numbers differ and both are said
    assert score_badge({"score": 4, "kills": 2})[0] == "Score 4 (2 kills)"


@pytest.mark.parametrize(("language", "word"), [("ru", "убито зомби: 2"), ("es", "2 bajas")])
def test_the_badge_reads_in_russian_and_spanish(language, word):
    label, detail = score_badge({"score": 3, "kills": 2}, translator_for(language))
    assert word in label and "3" in label and "zombi" in detail.lower() + "zombi"
