"""docs/readings.md, how Deadwatch reads what a rule text leaves open: linked from the README, every
module it names exists, and the grid game's readings the code makes are there in the text's words
(a blow with no weapon, Strength × 1; a katana put away at no cost)."""

from __future__ import annotations

from pathlib import Path

from app.rules.gridlimbs.weapons import BARE_BLOW
from tests.unit.test_architecture_doc import named_paths

ROOT = Path(__file__).parents[2]
DOC = ROOT / "docs" / "readings.md"


def test_the_readme_links_the_readings_page_and_its_modules_exist():
    assert "(docs/readings.md)" in (ROOT / "README.md").read_text(encoding="utf-8")
    named = named_paths(DOC.read_text(encoding="utf-8"))
    assert "app/rules/gridlimbs/weapons.py" in named
    assert sorted(p for p in named if not (ROOT / p).exists()) == []


def test_the_unarmed_blow_is_read_as_the_code_deals_it():
    text = " ".join(DOC.read_text(encoding="utf-8").split())
    assert "**A blow with no weapon (a fist, a zombie's bite) is Strength × 1.**" in text
    assert ("\"Damage in melee is determined by your Strength stat multiplied by the weapon's damage "
            "modifier\"") in text
    assert "\"Katana: Melee weapon, ×2 damage\"" in text
    assert BARE_BLOW.melee_modifier == 1 and not BARE_BLOW.ranged
    assert ("\"All items can be concealed; however, to draw a concealed katana takes up a round of "
            "combat.\"") in text


def test_the_stamina_reading_quotes_the_whole_rule_with_its_plus_one_after_a_sprint():
    """The reading quoted two of the rule's three sentences, and a GM reading it took the +1 after a
    sprint for a mistake: the third ("fulfilling one of the non-zero stamina criteria replenishes one
    stamina") is there, with what the code gives for it."""
    from app.rules.gridlimbs.movement import recover_stamina, recovery_reason

    text = " ".join(DOC.read_text(encoding="utf-8").split())
    assert ("\"Each round, if you are at zero stamina and do not fight, you gain one point of stamina. If you "
            "are above zero stamina and you do not sprint or fight, you gain two stamina; fulfilling one of "
            "the non-zero stamina criteria replenishes one stamina.\"") in text
    assert "\"Stamina +1: sprinted, did not fight in melee.\"" in text
    assert recover_stamina(2, 5, sprinted=True, fought=False) == 3
    assert recovery_reason(2, sprinted=True, fought=False) == "sprinted, did not fight in melee"
