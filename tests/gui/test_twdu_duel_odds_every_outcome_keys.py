"""A twdu duel's odds by keys: the walker (three dice) against Ben (three dice).  The odds line said
"Win the duel · Both hit · Lose the duel", three chances that left out the fourth outcome the text
names ("If both fail the roll, neither of you deal damage"): read together they came to less than
100%.  Now "Nobody hits" is shown beside them, and each of the four is the exact chance an
enumeration of every face of the six dice gives."""

from __future__ import annotations

import re
from fractions import Fraction
from itertools import product

import pytest

from app.rules.percent import percent_digits
from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, pick_with_keys, tab_to


def enumerated(mine: int, theirs: int) -> dict[str, Fraction]:
    """Every face of ``mine`` + ``theirs`` d6, each roll equally likely: who scores more sixes."""
    counts = {"Win the duel": 0, "Both hit": 0, "Lose the duel": 0, "Nobody hits": 0}
    for faces in product(range(1, 7), repeat=mine + theirs):
        a, b = faces[:mine].count(6), faces[mine:].count(6)
        key = ("Nobody hits" if a == 0 else "Both hit") if a == b else ("Win the duel" if a > b else "Lose the duel")
        counts[key] += 1
    whole = 6 ** (mine + theirs)
    return {key: Fraction(count, whole) for key, count in counts.items()}


def shown_odds(text: str) -> dict[str, str]:
    """The odds line's parts by their label: "Win the duel 25.1%" → {"Win the duel": "25.1"}."""
    plain = re.sub(r"<[^>]+>", "", text)
    found = {}
    for part in plain.split(" · "):
        match = re.fullmatch(r"(?:Next roll: )?(.+?) ([<>]?[\d.]+)%", part.strip())
        if match:
            found[match.group(1)] = match.group(2)
    return found


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_the_duel_odds_name_every_outcome_exactly(qtbot, tmp_path):
    def before(services):  # noqa: ANN001, ANN202
        sheet = services.ruleset.new_sheet()
        assert services.characters.create("Walker", "npc", {**sheet, "strength": 3, "close_combat": 0})
        assert services.characters.create("Ben", "pc", {**sheet, "strength": 2, "close_combat": 1})

    window = campaign_window(qtbot, tmp_path, "twdu", before=before)
    walker = next(c.id for c in window.services.characters.characters() if c.name == "Walker")
    window.selection.select_character(int(walker))
    dock = choose_kind(qtbot, window, "Duel")
    tab_to(qtbot, dock.opponent_combo)
    pick_with_keys(qtbot, dock.opponent_combo, "Ben")
    qtbot.waitUntil(lambda: "Win the duel" in dock.odds_label.text())
    assert dock.parts_label.text().startswith("3 × d6") and "Ben: 3 × d6" in dock.parts_label.text()
    shown = shown_odds(dock.odds_label.text())
    exact = enumerated(3, 3)
    assert sum(exact.values()) == 1
    for label, chance in exact.items():
        assert shown.get(label) == percent_digits(chance), (label, dock.odds_label.text())
