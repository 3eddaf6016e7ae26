"""GUI tests: each starts in English, whatever language the test before it left the interface in."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _english_first():  # noqa: ANN202
    yield
    from ui import i18n

    if i18n.current_language() != "en":
        i18n.set_language("en")
