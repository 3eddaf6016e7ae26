"""A close combat weapon's Range in a spreadsheet: the "Short" Deadwatch's own export writes for it
(what the sheet holds anyway) comes back without a word; another band is said to be left out."""

from __future__ import annotations

from app.services.logtext import render

PARTY = ("Name,Kind,Strength,Agility,Wits,Empathy,Close Combat,Weapons 1: Weapon,Weapons 1: Kind,"
         "Weapons 1: Gear bonus,Weapons 1: Damage,Weapons 1: Range,Weapons 1: Ammo,Notes\n"
         "Ben Okafor,Player character,4,3,2,3,3,Fire axe,Close combat,2,2,{band},0,\n")


def said(twdu, tmp_path, band: str) -> list[str]:  # noqa: ANN001
    path = tmp_path / "party.csv"
    path.write_text(PARTY.format(band=band), encoding="utf-8")
    ben = twdu.characters.preview_import([str(path)]).characters[0]
    return [render(n["t"], n["args"], n.get("ctx", "log")) for n in ben.ignored]


def test_the_exported_short_range_of_a_close_weapon_says_nothing(twdu, tmp_path):
    assert not any("Fire axe" in line for line in said(twdu, tmp_path, "Short"))


def test_another_band_on_a_close_weapon_is_said_left_out(twdu, tmp_path):
    assert "Fire axe: Range “Long” is left out: the sheet has it only where Kind is Ranged" in said(
        twdu, tmp_path, "Long")
