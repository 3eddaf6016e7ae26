"""Two badges of one kind say which is which: a grid-game character bleeding from the torso and a
leg reads "Bleeding: Torso" and "Bleeding: Left leg" (it read "Bleeding" and "Bleeding: Left leg"),
in each language; the whole detail stays in the tooltip."""

from __future__ import annotations

import pytest

from app.rules.declarations import Condition
from ui import i18n
from ui.widgets.condition_text import badge_text, condition_detail


@pytest.mark.parametrize(
    ("language", "torso", "leg"),
    [
        ("en", "Bleeding: Torso", "Bleeding: Left leg"),
        ("ru", None, None),
        ("es", None, None),
    ],
)
def test_each_bleeding_badge_names_its_part(qapp, language, torso, leg):
    i18n.set_language(language)
    try:
        conditions = [
            Condition("bleeding_torso", "Bleeding", "Torso (main pool)", "danger"),
            Condition("bleeding_left_leg", "Bleeding", "Left leg", "danger"),
        ]
        texts = [badge_text(c) for c in conditions]
        assert len(set(texts)) == 2, texts  # the two badges differ
        assert all(":" in t for t in texts), texts
        if torso is not None:
            assert texts == [torso, leg]
        assert "(" in condition_detail(conditions[0])  # the whole detail, for the tooltip
    finally:
        i18n.set_language("en")
