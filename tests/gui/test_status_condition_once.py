"""The status bar says a new danger once (issue 44): "Ana Reyes: Fuera de combate (Fuera de combate;
toda tirada…)" repeated the condition where its detail begins with it; now "Ana Reyes: Fuera de
combate; toda tirada de habilidad falla".  English, whose detail says other words, is as it was."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset
from ui import i18n
from ui.docks.roster_alerts import _said


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "Ana Reyes: Fuera de combate; toda tirada de habilidad falla"),
    ("ru", "Вне строя; любой бросок навыка проваливается: Ana Reyes"),
    ("en", "Ana Reyes: Broken (Down; every skill roll fails.)"),
])
def test_a_condition_whose_detail_repeats_it_is_said_once(qapp, lang, said):
    rules = get_ruleset("twdu")
    sheet = rules.new_sheet()
    state = {**rules.initial_state(sheet), "health": 0}
    broken = next(c for c in rules.conditions(sheet, state) if c.key == "broken")
    assert i18n.set_language(lang)
    try:
        assert _said("Ana Reyes", broken) == said
    finally:
        i18n.set_language("en")
