"""Two Deadwatch windows on one campaign: each shows what the other did, and neither loses it."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from app.services.characters import CreateCharacter
from tests.gui.test_main_window import make_window
from ui import open_main_window
from ui.docks.log_model import EVENT


def roster_names(window) -> list[str]:
    """The names in the characters dock's list, as the GM sees them."""
    tree = window.docks["charactersDock"].tree
    groups = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    return [g.child(j).text(0) for g in groups for j in range(g.childCount())]


def log_texts(window) -> list[str]:
    proxy = window.docks["logDock"].proxy
    return [proxy.index(r, EVENT).data() or "" for r in range(proxy.rowCount())]


def test_a_change_in_one_window_shows_in_the_other_within_a_second(qtbot, campaign_path, tmp_path):
    first, _ = make_window(qtbot, campaign_path, tmp_path)
    second = open_main_window(str(campaign_path), QSettings(str(tmp_path / "second.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(second)
    second.show()
    cid = int(first.services.campaign.execute(CreateCharacter("Ana", "pc")).changes[0]["id"])
    # the second window's log and roster follow within a second, with no action of its own
    qtbot.waitUntil(lambda: "Ana" in roster_names(second), timeout=1000)
    qtbot.waitUntil(lambda: any("Ana" in line for line in log_texts(second)), timeout=1000)
    # the second window's damage builds on the first one's
    first.services.characters.damage(cid, {"amount": 2})
    second.services.characters.damage(cid, {"amount": 3})
    qtbot.waitUntil(
        lambda: first.services.characters.character(cid).state == second.services.characters.character(cid).state,
        timeout=1000,
    )
    store_health = second.services.characters.characters()[0].state
    assert first.services.characters.character(cid).state == store_health
    second.close()
