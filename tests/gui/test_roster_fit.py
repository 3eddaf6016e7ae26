"""A change to one roster row measures that row's cells; once more after the queued events only
when its widgets came or went (a check's button is shown, and an old one leaves, only then): a
damage that only moves a bar measured the row twice."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from app.services.characters import CreateCharacter
from tests.gui.helpers import campaign_window
from ui.widgets.roster_columns import RosterColumns


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def counting_fits(monkeypatch) -> list[int]:
    fits: list[int] = []
    real = RosterColumns._fit

    def counted(self) -> None:  # noqa: ANN001
        fits.append(len(self._dirty))
        real(self)

    monkeypatch.setattr(RosterColumns, "_fit", counted)
    return fits


def test_a_damage_measures_its_row_once(qtbot, tmp_path, monkeypatch):
    def party(services) -> None:  # noqa: ANN001
        for name in ("Ana", "Ben", "Walker 1", "Walker 2"):
            services.campaign.execute(CreateCharacter(name, "pc" if len(name) == 3 else "zombie"))

    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    services = window.services
    dock = window.docks["charactersDock"]
    settle()
    ana = next(c.id for c in services.characters.characters() if c.name == "Ana")
    fits = counting_fits(monkeypatch)
    assert services.characters.damage(ana, {"damage": 1, "source": "attack", "armor": False})
    settle()
    assert fits == [1]  # the damaged row, now; not again once the events ran
    row = services.characters.character(ana)
    values = services.ruleset.track_values(row.sheet, row.state)
    bars = dock.tracks(ana).bars
    assert [bar.value for bar in bars] == [values[bar.spec.key] for bar in bars]
    assert any(bar.value < bar.spec.maximum for bar in bars)  # the damage shows


def test_a_check_coming_due_measures_its_row_again_once_its_button_shows(qtbot, tmp_path, monkeypatch):
    from app.rules.base import Choice

    def party(services) -> None:  # noqa: ANN001
        services.campaign.execute(CreateCharacter("Ana", "pc"))

    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    services = window.services
    dock = window.docks["charactersDock"]
    settle()
    ana = next(c.id for c in services.characters.characters())
    due = [Choice("stay_up", "Stay up")]  # a check the damage calls for (the rules' word here)
    monkeypatch.setattr(type(services.ruleset.check_rules()), "checks_due", lambda _self, _sheet, _state: list(due))
    fits = counting_fits(monkeypatch)
    assert services.characters.damage(ana, {"damage": 1, "source": "attack", "armor": False})
    settle()
    cell = dock.checks(ana)
    assert list(cell.check_buttons) == ["stay_up"] and cell.check_buttons["stay_up"].isVisible()
    assert fits == [1, 1]  # the row now, and again with its button shown
    assert dock.tree.header().sectionSize(2) >= cell.check_buttons["stay_up"].sizeHint().width()
