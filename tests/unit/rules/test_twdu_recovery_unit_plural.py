"""twdu: an injury's chip read "recuperación: 1 días" in Spanish ("recovery 1 days" in English, and
the Russian put the unit before the number to dodge its forms).  The unit now takes the form its
count asks for: "1 day", «1 día», «1 день», «3 дня»."""

from __future__ import annotations

from app.rules import get_ruleset
from app.services.logtext import render
from ui import i18n


def _chip(recovery: int) -> str:
    ruleset = get_ruleset("twdu")
    state = {**ruleset.initial_state(ruleset.new_sheet()), "health": 2, "injuries": [
        {"name": "Deep cut", "penalty": 1, "lethal": False, "recovery": recovery, "recovery_unit": "days"}]}
    chips = [c for c in ruleset.conditions(ruleset.new_sheet(), state) if c.key.startswith("injury:")]
    return render(chips[0].detail, dict(chips[0].args), "rules")


def test_the_recovery_unit_takes_its_plural_form(qapp):  # noqa: ANN001
    assert _chip(1).endswith("recovery 1 day"), _chip(1)
    assert _chip(3).endswith("recovery 3 days"), _chip(3)
    try:
        i18n.set_language("es")
        assert _chip(1).endswith("recuperación: 1 día"), _chip(1)
        assert _chip(3).endswith("recuperación: 3 días"), _chip(3)
        i18n.set_language("ru")
        assert _chip(1).endswith("восстановление: 1 день"), _chip(1)
        assert _chip(3).endswith("восстановление: 3 дня"), _chip(3)
        assert _chip(5).endswith("восстановление: 5 дней"), _chip(5)
    finally:
        i18n.set_language("en")
