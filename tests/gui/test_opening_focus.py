"""Where the GM's first key goes: a campaign opens with the focus on the roster's list (on the fight
list when a fight is running), not on a dock's tab bar, and a fight started from its dialog puts the
focus on the fight list, where the next keys (R, N, the arrows, D) are meant."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTabBar

from app.services.characters import CreateCharacter
from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.keycount import CTRL, SHIFT, Keys


def party(services) -> None:  # noqa: ANN001
    for name in ("Ana", "Ben"):
        services.campaign.execute(CreateCharacter(name, "pc"))


def test_a_campaign_opens_with_the_focus_on_the_roster(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    roster = window.docks["charactersDock"].tree
    qtbot.waitUntil(lambda: QApplication.focusWidget() is roster)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_Down)  # the arrows pick a character at once
    assert roster.currentItem() is not None and roster.currentItem().text(0) in ("Ana", "Ben")


def test_a_campaign_with_a_fight_opens_on_the_fight_list(qtbot, tmp_path):
    def fight(services) -> None:  # noqa: ANN001
        party(services)
        services.initiative.start([c.id for c in services.initiative.roster()])

    window = campaign_window(qtbot, tmp_path, "twdu", before=fight)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.docks["initiativeDock"].tree)


def test_a_fight_started_from_its_dialog_leaves_the_focus_on_the_fight_list(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    tabs = window.findChildren(QTabBar)
    assert tabs  # the docks behind tabs: where Qt put the focus before
    tabs[0].setFocus()  # the focus somewhere no key of the fight is meant
    keys = Keys(qtbot)

    def accept(dialog) -> None:  # noqa: ANN001
        keys.key(Qt.Key.Key_A, CTRL)  # everyone in
        keys.key(Qt.Key.Key_Return)

    when_dialog_opens(accept)
    keys.key(Qt.Key.Key_F, CTRL | SHIFT)
    tree = window.docks["initiativeDock"].tree
    qtbot.waitUntil(lambda: tree.count() == 2)
    activate(qtbot, window)  # (the offscreen platform does not give the window back after a dialog)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tree)
    keys.key(Qt.Key.Key_R)  # initiative rolled
    assert all(r.initiative is not None for r in window.services.initiative.view().combatants)
    assert keys.presses == 4


def test_ctrl_a_in_the_start_dialog_leaves_the_dead_out(qtbot, tmp_path):
    """A zombie put down last night stays on the roster; Ctrl+A ticks everyone who can fight."""

    def night(services) -> None:  # noqa: ANN001
        for name, kind in (("Kit", "pc"), ("Shambler", "zombie"), ("Corpse", "zombie")):
            sheet = {**services.ruleset.new_sheet(), "max_hp": 12}
            assert services.characters.create(name, kind, sheet)
        corpse = next(c.id for c in services.characters.characters() if c.name == "Corpse")
        assert services.characters.damage(corpse, {"part": "head", "amount": 6})

    window = campaign_window(qtbot, tmp_path, "gridlimbs", before=night)
    keys = Keys(qtbot)
    shown: list[str] = []

    def accept(dialog) -> None:  # noqa: ANN001
        shown.extend(dialog.list.item(i).text() for i in range(dialog.list.count()))
        activate(qtbot, dialog)  # (the offscreen platform does not activate a dialog by itself)
        keys.key(Qt.Key.Key_A, CTRL)  # in the name field, empty: every row that can fight
        keys.key(Qt.Key.Key_Return)

    when_dialog_opens(accept)
    keys.key(Qt.Key.Key_F, CTRL | SHIFT)
    tree = window.docks["initiativeDock"].tree
    qtbot.waitUntil(lambda: tree.count() > 0)
    names = sorted(c.name for c in window.services.initiative.view().combatants)
    assert names == ["Kit", "Shambler"]
    assert "Corpse — Zombie · Out of the fight" in shown
