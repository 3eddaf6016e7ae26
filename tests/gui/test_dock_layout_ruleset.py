"""The GM ends a twdu night on the Swarm tab, then opens the AFMBE demo: the layout carries over, and
the swarm panel (of no use in AFMBE, which has no swarms) stayed in front of the Dice tab, and its tab
("This ruleset has no swarms") took room from the others.  Now the Dice tab comes forward when a
campaign without swarms opens and the swarm panel is put aside: no tab, no View entry, no Go to key.
Back on a twdu campaign it is a tab beside the Dice again, as the twdu layout was left (each ruleset
keeps its own layout)."""

from __future__ import annotations

from PySide6.QtGui import QAction
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
        assert swarm.isHidden() and not swarm.toggleViewAction().isVisible()  # no tab, no View entry
        assert not window.findChild(QAction, "goTo_swarmDock").isVisible()  # no Go to key (Ctrl+8)
        assert window.open_campaign(str(twdu))
        settle()
        # the twdu campaign's own layout again (each ruleset keeps its own): the Swarm tab in front,
        # as the GM left it, the Dice tab beside it
        assert swarm.on_screen() and not dice.on_screen()
        assert not swarm.isHidden() and swarm.toggleViewAction().isVisible()
        assert swarm in window.tabifiedDockWidgets(dice)  # back where it was: a tab beside the Dice
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
        assert window.docks["swarmDock"].isHidden()
    finally:
        window.close()
        window.deleteLater()


def test_a_restart_on_a_twdu_campaign_brings_the_swarm_panel_back(qtbot, tmp_path):
    """Closed on an AFMBE campaign (the swarm panel aside), started next on twdu: the panel is a tab
    again, with its View entry; in the fight layout (F11) of an AFMBE night it stays aside."""
    (tmp_path / "demo").mkdir()
    twdu = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", None)
    afmbe = build_demo(tmp_path / "demo" / "afmbe-unisystem.deadwatch", "afmbe", "unisystem")
    window = open_window(qtbot, tmp_path, afmbe, LAPTOP, fight=False)
    settle()
    window.fight_layout.action.trigger()  # F11
    settle()
    assert window.docks["swarmDock"].isHidden()
    window.fight_layout.action.trigger()
    window.reset_layout()  # View → Reset layout
    settle()
    assert window.docks["swarmDock"].isHidden()
    window.close()
    window.deleteLater()
    window = open_window(qtbot, tmp_path, twdu, LAPTOP, fight=False)
    try:
        settle()
        swarm = window.docks["swarmDock"]
        assert not swarm.isHidden() and swarm.toggleViewAction().isVisible()
        assert swarm in window.tabifiedDockWidgets(window.docks["diceDock"])
    finally:
        window.close()
        window.deleteLater()


def test_f11_off_on_twdu_after_a_restart_from_gridlimbs_brings_the_swarm_tab_back(qtbot, tmp_path):
    """F11 on a gridlimbs night kept the GM's own layout with the swarm panel aside; started next on
    twdu and F11 pressed again, that layout came back with the Swarm tab gone until Ctrl+8.  Now the
    panels aside in the layout kept come back where the campaign's ruleset has them."""
    (tmp_path / "demo").mkdir()
    twdu = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", None)
    grid = build_demo(tmp_path / "demo" / "gridlimbs.deadwatch", "gridlimbs", None)
    window = open_window(qtbot, tmp_path, grid, LAPTOP, fight=False)
    settle()
    window.fight_layout.action.trigger()  # F11: the GM's own layout kept, the swarm panel aside in it
    settle()
    window.close()
    window.deleteLater()
    window = open_window(qtbot, tmp_path, twdu, LAPTOP, fight=False)
    try:
        settle()
        window.fight_layout.action.trigger()  # F11 again: the GM's own layout
        settle()
        swarm = window.docks["swarmDock"]
        assert not swarm.isHidden() and swarm.toggleViewAction().isVisible()
        assert swarm in window.tabifiedDockWidgets(window.docks["diceDock"])
    finally:
        window.close()
        window.deleteLater()
