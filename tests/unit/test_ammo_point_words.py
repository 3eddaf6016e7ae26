"""AFMBE norms' ammunition currency, Ammo Points, spelt out where it is counted: «quedan 4 PM» and
«5 → 4 PM» read as four in the afternoon; a refusal naming the unit gives its plural form, not
the catalog's raw «{count|…}»."""

from __future__ import annotations

import pytest

from app.services.ammo.service import NO_RELOAD
from app.services.logtext import render
from ui import i18n
from ui.messages import refusal_message

UNIT = {"t": "AP", "ctx": "rules"}


@pytest.mark.parametrize(
    ("language", "five", "one", "refusal"),
    [
        ("en", "5 → 4 Ammo Points", "2 → 1 Ammo Point", "its Ammo Points are spent"),
        ("es", "5 → 4 Puntos de Munición", "2 → 1 Punto de Munición", "Puntos de Munición"),
        ("ru", "5 → 4 очка боеприпасов", "2 → 1 очко боеприпасов", "очков боеприпасов"),
    ],
)
def test_ammo_points_are_spelt_out(qapp, language, five, one, refusal):
    i18n.set_language(language)
    try:
        line = "{before} → {count} {unit}"  # the unit as the ammunition ledger writes it, with its count
        assert render(line, {"before": 5, "count": 4, "unit": {**UNIT, "args": {"count": 4}}}) == five
        assert render(line, {"before": 2, "count": 1, "unit": {**UNIT, "args": {"count": 1}}}) == one
        said = refusal_message("log", NO_RELOAD, {"weapon": "Rifle", "unit": UNIT})
        assert refusal in said and "{" not in said and "PM" not in said and "ОБ" not in said
    finally:
        i18n.set_language("en")
