"""A party carried between AFMBE's presets by spreadsheet: rounds are not Ammo Points.

The unisystem text counts a firearm's ammunition in rounds (a 9mm pistol's magazine holds 15), the
norms text in Ammo Points (a starting weapon has 5, one spent each combat turn of firing).  The
unisystem demo's party read into the norms demo said «Weapons: 9mm pistol 5 → 15» and Enter gave
Dana 15 Ammo Points; the norms party read into the unisystem demo left her pistol 5 rounds, and
untucked the Automatic box norms has no rule for.  Now the spreadsheet heads the column with its
unit ("Weapons 1: Ammo (Ammo Points)"), the other preset's count is said and not carried, and a
norms file leaves the campaign's Automatic as it is."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.character_commands import EditCharacter
from app.services.demo import build_demo
from app.services.logtext import render


@pytest.fixture
def demos(tmp_path, qapp):
    def build(preset: str, language: str = "en") -> Path:
        return build_demo(tmp_path / f"{preset}-{language}.deadwatch", "afmbe", preset, language=language)
    return build


def _export(path: Path, out: Path) -> str:
    services = open_services(str(path), Dice(seed=3))
    try:
        ids = [int(c.id) for c in services.characters.characters() if c.kind == "pc"]
        assert services.characters.export_file(str(out), ids, "csv")
    finally:
        services.close()
    return out.read_text("utf-8-sig")


def _dana(services):
    return next(c for c in services.characters.characters() if c.name in ("Dana Cruz", "Дана Крус"))


def _weakened(services) -> None:
    """Dana's Strength lowered in the campaign: the file's raises it again, so Enter has a change to make."""
    dana = _dana(services)
    assert services.characters.run(EditCharacter(dana.id, sheet={**dana.sheet, "str": dana.sheet["str"] - 1}))


def _said(lines) -> list[str]:
    return [render(x["t"], x["args"]) for x in lines]


def test_unisystem_rounds_are_not_read_as_norms_ammo_points(demos, tmp_path):
    text = _export(demos("unisystem"), tmp_path / "party.csv")
    assert "Weapons 1: Ammo (rounds in the magazine)" in text.splitlines()[0]
    services = open_services(str(demos("norms")), Dice(seed=3))
    try:
        _weakened(services)
        preview = services.characters.preview_import([str(tmp_path / "party.csv")])
        assert preview.ready
        [dana] = [c for c in preview.characters if c.name == "Dana Cruz"]
        said = _said(dana.update.changes)
        assert said[0] == "Strength: 1 → 2" and not any("Weapons" in x for x in said), said
        assert "9mm pistol: Ammo 15 rounds (Unisystem) — not carried: this campaign counts Ammo Points; kept at " \
               "5 Ammo Points" \
            in _said(dana.ignored), _said(dana.ignored)
        assert not any("Baseball bat" in x for c in preview.characters for x in _said(c.ignored))  # 0: nothing lost
        [weapons] = [f for f in dana.fields if f.label == "Weapons" and f.rows]  # no "Ammo: 0" the file never wrote
        assert [label for row in weapons.rows for label, _ in row if label == "Ammo"] == [], weapons.rows
        assert services.characters.import_preview(preview)
        [pistol] = [v.stock for v in services.ammo.stocks(_dana(services).id)]
        assert (pistol.label, pistol.count) == ("9mm pistol", 5)
    finally:
        services.close()


def test_norms_ammo_points_leave_the_unisystem_magazine_and_automatic_as_they_are(demos, tmp_path):
    text = _export(demos("norms"), tmp_path / "party.csv")
    head = text.splitlines()[0]
    assert "Weapons 1: Ammo (Ammo Points)" in head and "Automatic" not in head, head
    services = open_services(str(demos("unisystem")), Dice(seed=3))
    try:
        dana = _dana(services)
        weapons = [{**dana.sheet["weapons"][0], "automatic": True}]
        assert services.characters.run(EditCharacter(dana.id, sheet={**dana.sheet, "weapons": weapons}))
        _weakened(services)
        preview = services.characters.preview_import([str(tmp_path / "party.csv")])
        [read] = [c for c in preview.characters if c.name == "Dana Cruz"]
        said = _said(read.update.changes)
        assert said[0] == "Strength: 1 → 2" and not any("Weapons" in x for x in said), said
        assert "9mm pistol: Ammo 5 Ammo Points (Norms) — not carried: this campaign counts rounds in the " \
               "magazine; kept at 15 rounds" in _said(read.ignored), _said(read.ignored)
        assert services.characters.import_preview(preview)
        [pistol] = _dana(services).sheet["weapons"]
        assert (pistol["ammo"], pistol["automatic"]) == (15, True)
        [stock] = [v.stock for v in services.ammo.stocks(_dana(services).id)]
        assert stock.count == 15
    finally:
        services.close()


@pytest.fixture
def russian(qapp):
    from ui.i18n import set_language

    assert set_language("ru")
    yield
    set_language("en")


def test_a_russian_unisystem_party_into_the_russian_norms_demo_keeps_her_five_points(demos, tmp_path, russian):
    text = _export(demos("unisystem", "ru"), tmp_path / "party.csv")
    assert "Оружие 1: Боеприпасы (патроны в магазине)" in text.splitlines()[0], text.splitlines()[0]
    services = open_services(str(demos("norms", "ru")), Dice(seed=3))
    try:
        _weakened(services)
        preview = services.characters.preview_import([str(tmp_path / "party.csv")])
        [read] = [c for c in preview.characters if c.name == "Дана Крус"]
        said = _said(read.update.changes)
        assert said[0] == "Сила: 1 → 2" and not any("Оружие" in x for x in said), said
        assert "9-мм пистолет: Боеприпасы 15 патронов (Unisystem) — не перенесено: эта кампания считает Очки " \
               "боеприпасов; остаётся: 5 очков боеприпасов" in _said(read.ignored), _said(read.ignored)
        assert services.characters.import_preview(preview)
        assert _dana(services).sheet["weapons"][0]["ammo"] == 5
    finally:
        services.close()


def test_a_file_without_the_unit_is_read_as_before(demos, tmp_path):
    text = _export(demos("unisystem"), tmp_path / "party.csv")
    (tmp_path / "plain.csv").write_text(text.replace(" (rounds in the magazine)", ""), "utf-8")
    services = open_services(str(demos("unisystem")), Dice(seed=3))
    try:
        preview = services.characters.preview_import([str(tmp_path / "plain.csv")])
        [read] = [c for c in preview.characters if c.name == "Dana Cruz"]
        assert _said(read.update.changes) == ["nothing changes"], _said(read.update.changes)
        assert not preview.columns_left_out
    finally:
        services.close()


def test_spare_rounds_in_the_file_s_state_leave_her_health_and_her_ammo_points(demos, tmp_path):
    played = demos("unisystem")
    unisystem = open_services(str(played), Dice(seed=3))
    try:
        dana = _dana(unisystem)
        [view] = unisystem.ammo.stocks(dana.id)
        assert unisystem.ammo.refill(dana.id, view.stock.key, 3)  # 3 spare rounds kept in her state
    finally:
        unisystem.close()
    _export(played, tmp_path / "party.csv")
    services = open_services(str(demos("norms")), Dice(seed=3))
    try:
        preview = services.characters.preview_import([str(tmp_path / "party.csv")])
        [read] = [c for c in preview.characters if c.name == "Dana Cruz"]
        assert not any("starts unhurt" in x for x in _said(read.ignored)), _said(read.ignored)
        assert services.characters.import_preview(preview)
        [pistol] = [v.stock for v in services.ammo.stocks(_dana(services).id)]
        assert (pistol.unit, pistol.count) == ("AP", 5)
    finally:
        services.close()
