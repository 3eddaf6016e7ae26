"""The AFMBE attack form's weapon list offers bare hands once: the Spanish list read "Sin arma" (the
blow with no damage offered) above "Sin armas: puñetazo o patada (d4×FUE)", one entry twice to a GM.
The blow with no damage is named for what it is (a shove, a grab), in every language."""

from __future__ import annotations

import pytest

from app.export.language import translator_for
from app.rules import get_ruleset
from app.rules.afmbe.attack_form import attack_form_fields


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_bare_hands_are_one_entry_of_the_weapon_list(preset: str, lang: str) -> None:
    rules = get_ruleset("afmbe", preset)
    sheet = {**rules.new_sheet(), "weapons": [{"name": "9mm pistol", "damage": "d6×4", "ranged": True}]}
    weapon = next(f for f in attack_form_fields(rules.validate_sheet(sheet), preset) if f.key == "weapon")
    translate = translator_for(lang)
    labels = [translate("rules", c.label) if not c.own else c.label for c in weapon.choices]
    starts = [label.split(":")[0].split(" (")[0].casefold().rstrip("s") for label in labels]
    assert len(set(starts)) == len(starts), labels
    assert len(labels) == 3, labels
