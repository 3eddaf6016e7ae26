"""Every ruleset's hurt states, as the players read them, in English, Russian and Spanish: the word
the projector gives a revealed character's health and the word beside each hurt pool (a limb too)
on the player's phone are never empty, never a template, and never left in English."""

from __future__ import annotations

import pytest

from app.rules import PRESETS, RULESETS, get_ruleset
from app.rules.dice import Dice
from app.services.logtext import qt_translate
from app.services.player_links import character_sheet
from app.services.player_view import health_text
from app.store.models import Character

ALL = [(r, p) for r in RULESETS for p in (PRESETS[r] or (None,))]
PARTS = ("torso", "left_arm", "right_leg", "head")


def hurt_states(rules):
    """The states a character goes through, two points of damage at a time, until dead."""
    sheet = rules.new_sheet()
    state = rules.initial_state(sheet)
    dice = Dice(seed=1)
    out = []
    for n in range(40):
        request = {f.key: f.default for f in rules.damage_rules().damage_form(sheet, state)}
        request.update(rules.damage_rules().damage_defaults(sheet, state))
        request.update({key: 2 for key in ("amount", "damage") if key in request})
        if "part" in request:
            request["part"] = PARTS[n % len(PARTS)]
        state = rules.damage_rules().apply_damage(sheet, state, request, dice).state
        if rules.is_dead(sheet, state):
            break
        out.append(state)
    return sheet, out


def words(rules, sheet, state) -> list[str]:
    """What the players read of a hurt character's health: the projector's word, each hurt pool's word."""
    character = Character(name="Ana", kind="npc", sheet=sheet, state=state)
    main = rules.health_track(sheet)
    hurt = [t for t in character_sheet(rules, character, qt_translate)["tracks"]
            if t["value"] < t["maximum"] and not t["worse"]]
    pools = {t.label for t in rules.tracks(sheet) if t.key == main or t.body_part}
    shown = [str(health_text(rules, character, "word", qt_translate))]
    return shown + [t["word"] for t in hurt if t["label"] in {qt_translate("rules", p) for p in pools}]


@pytest.mark.parametrize(("ruleset", "preset"), ALL)
def test_every_hurt_state_has_its_word_in_each_language(qapp, ruleset, preset):
    from ui.i18n import set_language

    rules = get_ruleset(ruleset, preset)
    sheet, states = hurt_states(rules)
    assert len(states) >= 2, "the damage reached no hurt state"
    found = {}
    try:
        for code in ("en", "ru", "es"):
            assert set_language(code)
            found[code] = [words(rules, sheet, state) for state in states]
    finally:
        set_language("en")
    for code, seen in found.items():
        for state, (english, theirs) in enumerate(zip(found["en"], seen, strict=True)):
            assert len(theirs) >= 2, f"{ruleset} state {state}: no hurt pool on the phone"
            for en_word, word in zip(english, theirs, strict=True):
                assert word and not set("{|}") & set(word), f"{ruleset} {code} state {state}: {word!r}"
                if code != "en":
                    assert word != en_word, f"{ruleset} {code} state {state}: {word!r} left in English"
