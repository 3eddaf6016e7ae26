"""A time to pass is typed as the GM says it: minutes, or hours and days in any of the three languages."""

from __future__ import annotations

import pytest

from ui.dialogs.time_ask import minutes_of


@pytest.mark.parametrize(("typed", "minutes"), [
    ("90", 90), (" 3 h ", 180), ("3h", 180), ("2 d", 2880), ("2 days", 2880), ("2 días", 2880), ("5 ч", 300),
    ("2 дня", 2880), ("45 min", 45), ("45 мин", 45), ("1 D", 1440),
])
def test_a_typed_time_is_read_in_minutes(typed, minutes):
    assert minutes_of(typed) == minutes


@pytest.mark.parametrize("typed", ["", "tomorrow", "3 weeks", "h", "-2 h", "2.5 h"])
def test_what_is_no_time_is_read_as_none(typed):
    assert minutes_of(typed) is None
