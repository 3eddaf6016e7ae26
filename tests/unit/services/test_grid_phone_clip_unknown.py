"""Kit's own phone in the grid game read his pistol as "Pistol ? (the GM knows)": a question mark and
no reason.  The rules have a player count his shots (a hasty reload loads a clip drawn at random, so
he is never told the rounds in it); the phone says so in his words, in English, Russian and Spanish,
the clip's fifteen rounds in their plural form, no template marker, and not even the plural form of
the rounds left gives their number away."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.player_links import own_view

SAID = {
    "en": ("up to 15 rounds in the clip", "count your shots", "at random"),
    "ru": ("в магазине до 15 патронов", "считайте выстрелы", "наугад"),
    "es": ("hasta 15 balas en el cargador", "cuenta tus disparos", "al azar"),
}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_kits_phone_says_why_his_pistol_has_no_count(qapp, tmp_path, code):
    from ui.i18n import set_language

    services = open_services(str(build_demo(tmp_path / "grid.deadwatch", "gridlimbs")), Dice(seed=5))
    try:
        assert set_language(code)
        guns = []
        for character in services.initiative.roster():
            view = own_view(services, int(character.id))
            if view is not None:
                guns += [a for a in view["me"]["ammo"] if a["count"] is None]
    finally:
        set_language("en")
        services.close()
    assert guns, "no player character of the grid demo carries a gun"
    for gun in guns:
        text = gun["text"]
        assert all(words in text for words in SAID[code]), text
        assert "?" not in text and "{" not in text and "|" not in text, text
    if code == "ru":  # the unit in the form for a full clip (15: «патронов»), whatever is left in it
        assert {gun["unit"] for gun in guns} == {"патронов"}


def test_the_reason_reads_under_the_guns_name_as_a_sentence(qapp, tmp_path):
    """On a 360 px phone the long reason, right-aligned beside "Pistol", read as a ragged column: the
    page marks a stock with no count so that its reason goes under its name, left-aligned."""
    from app.services.player_page import page
    from app.services.player_share import _read

    services = open_services(str(build_demo(tmp_path / "grid.deadwatch", "gridlimbs")), Dice(seed=5))
    try:
        kit = next(int(c.id) for c in services.characters.characters() if c.name == "Kit")
        html = page(_read("player.html"), own_view(services, kit), "token")
    finally:
        services.close()
    assert '<li class="stock unknown"><span class="stock-label">Pistol</span>' in html, html
    assert '<li class="stock"><span class="stock-label">Spare clips</span>' in html
    css = (Path(__file__).resolve().parents[3] / "resources" / "web" / "player.css").read_text("utf-8")
    assert ".stock.unknown .stock-count" in css and "stock unknown" in (
        Path(__file__).resolve().parents[3] / "resources" / "web" / "player.js").read_text("utf-8")
