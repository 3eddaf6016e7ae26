"""The README tells how to aim in AFMBE (a GM looked for it in the Keys and found nothing): the kind
of roll by the name the dice dock shows, and the keys that take it there, roll it, set up the aimed
shot at the round's end and fire it, each a key the window binds to that."""

from __future__ import annotations

import re
from pathlib import Path

from app.rules import get_ruleset
from app.rules.afmbe.more_rolls import AIM_KIND
from app.rules.features.check_kinds import dice_rolls
from ui import keymap

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_tells_how_to_aim_in_afmbe_with_the_keys_bound():
    text = README.read_text(encoding="utf-8")
    ruleset = get_ruleset("afmbe", "norms")
    rolls = dice_rolls(ruleset)
    assert rolls is not None
    sheet = ruleset.validate_sheet({"dex": 3, "per": 2, "skills": [{"name": "Guns", "type": "Handgun", "level": 2}]})
    label = next(k.label for k in rolls.roll_kinds(sheet) if k.key == AIM_KIND)
    assert f'"{label}"' in text
    aiming = [p for p in re.split(r"\n(?:\s*\n|- )", text) if "AFMBE" in p and label in p]
    assert aiming, "no paragraph of the README on AFMBE aiming"
    said = " ".join(aiming)
    for key_id in ("dice.focus", "dice.roll", "fight.endRound"):
        shown = keymap.keys_of(key_id)[0]
        assert shown in said, f"{key_id} ({shown}) not said where the README tells of aiming"
