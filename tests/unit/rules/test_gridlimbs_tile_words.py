"""The grid game's unit has one name: the map says "Distance 8 tiles", so the dice dock's shot says
"Distance (tiles)" (it said "Distance (squares)"), and no text of the rules a GM reads says
"squares" (tiles / casillas / клетки, as i18n/glossary.tsv says)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from app.rules import get_ruleset

RULES = Path(__file__).resolve().parents[3] / "app" / "rules" / "gridlimbs"


def marked_texts() -> list[str]:
    """Every string the grid game's modules mark for translation (what the GM reads)."""
    out = []
    for path in sorted(RULES.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP":
                out += [a.value for a in node.args[1:] if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    return out


def test_no_text_of_the_grid_game_says_squares():
    texts = marked_texts()
    assert len(texts) > 100
    assert [t for t in texts if re.search(r"(?<!\{)\bsquares?\b(?!\})", t, re.IGNORECASE)] == []


def test_the_shot_s_distance_is_in_tiles():
    rules = get_ruleset("gridlimbs", None, {})
    sheet = rules.validate_sheet({**rules.new_sheet(), "starting_item": "pistol"})
    kinds = rules.roll_rules().roll_kinds(sheet)
    shot = next(k for k in kinds if k.key == "shot")
    assert [f.label for f in shot.fields if f.key == "distance"] == ["Distance (tiles)"]
