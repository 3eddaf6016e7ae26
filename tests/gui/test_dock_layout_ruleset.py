"""The GM ends a twdu night on the Swarm tab, then opens the AFMBE demo: the layout carries over, and
the swarm panel (of no use in AFMBE, which has no swarms) stayed in front of the Dice tab.  Now the
Dice tab comes forward when a campaign without swarms opens; the swarm panel stays one click away,
and back on a twdu campaign the GM's Dice tab is left as it is."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.shared_windows import LAPTOP, open_window


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def test_a_campaign_without_swarms_opens_on_the_dice_tab(qtbot, tmp_path):
    (tmp_path / "demo").mkdir()
    twdu = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", None)
    afmbe = build_demo(tmp_path / "demo" / "afmbe-norms.deadwatch", "afmbe", "norms")
    window = open_window(qtbot, tmp_path, twdu, LAPTOP, fight=False)
    try:
        swarm, dice = window.docks["swarmDock"], window.docks["diceDock"]
        swarm.raise_()  # the GM clicked the Swarm tab during the twdu night
        settle()
        assert swarm.on_screen() and not dice.on_screen()
        assert window.open_campaign(str(afmbe))
        settle()
        assert window.services.campaign.campaign.ruleset == "afmbe"
        assert dice.on_screen() and not swarm.on_screen()
        assert swarm in window.tabifiedDockWidgets(dice)  # still a tab beside it, not closed
        assert window.open_campaign(str(twdu))
        settle()
        assert dice.on_screen()  # a twdu campaign does not take the Dice tab away either
    finally:
        window.close()
        window.deleteLater()


def test_the_next_start_on_a_campaign_without_swarms_opens_on_the_dice_tab(qtbot, tmp_path):
    """The window closed on the Swarm tab keeps that layout; opened next on an AFMBE campaign, the
    Dice tab is in front."""
    (tmp_path / "demo").mkdir()
    twdu = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", None)
    afmbe = build_demo(tmp_path / "demo" / "afmbe-unisystem.deadwatch", "afmbe", "unisystem")
    window = open_window(qtbot, tmp_path, twdu, LAPTOP, fight=False)
    window.docks["swarmDock"].raise_()
    settle()
    window.close()  # the layout kept, the Swarm tab in front
    window.deleteLater()
    window = open_window(qtbot, tmp_path, afmbe, LAPTOP, fight=False)
    try:
        settle()
        assert window.services.campaign.campaign.ruleset == "afmbe"
        assert window.docks["diceDock"].on_screen() and not window.docks["swarmDock"].on_screen()
    finally:
        window.close()
        window.deleteLater()
