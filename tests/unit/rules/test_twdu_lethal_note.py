"""twdu: the heal form said nothing of a lethal injury not yet stabilized where the GM picks what to
tend.  The text: "Some critical injuries are lethal, meaning they will kill you after a certain amount
of time unless you are stabilized before it runs out ... Only one attempt can be made each day."  The
form's note now says each one, with the time left in its unit and plural, the gear it needs and how
to stabilize it; a stabilized injury, or none, says nothing."""

from __future__ import annotations

from app.rules import get_ruleset
from app.services.logtext import render
from ui import i18n

GUT = {"name": "Gut wound", "penalty": 1, "lethal": True, "time_limit": 2, "time_unit": "hours",
       "equipment": "A", "recovery": 2, "recovery_unit": "weeks", "elapsed_minutes": 60}


def _notes(*injuries: dict) -> list[str]:
    ruleset = get_ruleset("twdu")
    state = {**ruleset.initial_state(ruleset.new_sheet()), "health": 1, "injuries": list(injuries)}
    notes = ruleset.damage_rules().heal_notes(ruleset.new_sheet(), state)
    return [render(n.text, dict(n.args), "rules") for n in notes]


def test_a_lethal_injury_not_yet_stabilized_is_said_with_its_time_left(qapp):  # noqa: ANN001
    cut = {**GUT, "name": "Cut", "lethal": False}
    assert _notes(cut, GUT) == [
        "Injury 2, Gut wound, is lethal and not yet stabilized: it kills in 1 hour unless a Medicine roll with "
        "advanced medical gear (A) stabilizes it first (Stabilize a lethal injury; one attempt a day). Tending "
        "shortens only its recovery time."]
    assert _notes({**GUT, "elapsed_minutes": 75})[0].count("45 minutes") == 1
    assert _notes(cut) == [] and _notes() == []
    try:
        i18n.set_language("es")
        assert "mata en 1 hora" in _notes(GUT)[0], _notes(GUT)
        i18n.set_language("ru")
        assert "осталось: 1 час" in _notes(GUT)[0], _notes(GUT)
    finally:
        i18n.set_language("en")
