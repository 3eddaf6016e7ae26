"""The left column follows the fight on the default layout: the fight list takes three quarters
of it while a fight runs and gives the roster its half back when the fight ends (it kept the
three quarters: the share was noted before the docks had taken their new sizes, so the fight's
end took its own earlier resize for the GM's)."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from ui import open_main_window


def settle(qtbot) -> None:  # noqa: ANN001
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(10)


def laptop_window(qtbot, tmp_path):  # noqa: ANN001, ANN201
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu", None)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    qtbot.waitExposed(window)
    settle(qtbot)
    return window


def test_the_roster_gets_its_half_back_when_the_fight_ends(qtbot, tmp_path):
    window = laptop_window(qtbot, tmp_path)
    roster, fight = window.docks["charactersDock"], window.docks["initiativeDock"]
    services = window.services

    def fight_share() -> float:
        return fight.height() / (roster.height() + fight.height())

    if fight.encounter is not None:
        services.initiative.end()
        settle(qtbot)
    assert abs(fight_share() - 0.5) < 0.05
    for _ in range(2):  # a fight, its end, and the next fight
        services.initiative.start([c.id for c in services.characters.characters()])
        settle(qtbot)
        assert abs(fight_share() - 0.75) < 0.05
        services.initiative.end()
        settle(qtbot)
        assert abs(fight_share() - 0.5) < 0.05


def test_the_gm_s_own_split_stays_when_the_fight_ends(qtbot, tmp_path):
    window = laptop_window(qtbot, tmp_path)
    roster, fight = window.docks["charactersDock"], window.docks["initiativeDock"]
    services = window.services
    if fight.encounter is not None:
        services.initiative.end()
        settle(qtbot)
    services.initiative.start([c.id for c in services.characters.characters()])
    settle(qtbot)
    height = roster.height() + fight.height()
    window.resizeDocks([roster, fight], [height * 2 // 5, height * 3 // 5], Qt.Orientation.Vertical)  # the GM drags
    settle(qtbot)
    mine = fight.height()
    services.initiative.end()
    settle(qtbot)
    assert abs(fight.height() - mine) <= 4
