"""The grid game's stamina where the GM plays: each character's stamina left against the sheet's
Max Stamina on the roster row ("Stamina 2/2"), changed at once by a sprint on the map and by the
round's end that gives it back (the roster beside a fight, a line a row, shows it once spent, as it
shows a limb once hurt); the fight list beside the map leaves it to the roster and the map's line
(beside a body figure it took the map 86 px of a laptop's width); the sheet names its number the maximum
("Max Stamina", beside "Max HP").  Before, the roster and the fight list showed only the
body's pools, the sheet's "Stamina 4" read as what was left, and only the map's line for the chosen
token said "Stamina 2/5"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.keycount import ALT, CTRL, SHIFT, Keys
from tests.gui.test_map_shot import create
from ui import i18n
from ui.docks.initiative_dock import TRACKS as FIGHT_TRACKS
from ui.widgets.roster_look import TRACKS, TRACKS_DATA
from ui.widgets.tracks_delegate import TRACKS_ROLE


def roster_says(window, cid: int) -> list[str]:  # noqa: ANN001
    """What the roster row's pools say (the bars and the body figure, as the tooltip reads them)."""
    item = window.docks["charactersDock"].items[cid]
    return item.data(TRACKS, TRACKS_DATA).texts()


def fight_says(window, name: str) -> list[str]:  # noqa: ANN001
    tree = window.docks["initiativeDock"].tree
    row = next(i for i in range(tree.count()) if tree.text(i, 1).startswith(name))
    return [text for text, *_ in tree.cell(row, FIGHT_TRACKS, TRACKS_ROLE) or []]


def test_stamina_left_on_the_roster_follows_a_sprint_and_the_round_end(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    ana = create(window, "Ana", speed=5, stamina=2)  # walk 1, sprint 5
    zed = create(window, "Zombie 1", "zombie", speed=1, stamina=3)
    services.battle_map.set_size(12, 6)
    services.battle_map.place({ana: (0, 0), zed: (11, 5)})
    assert "Stamina 2/2" in roster_says(window, ana)
    assert "Stamina 3/3" in roster_says(window, zed)  # a zombie's too
    services.campaign.execute(StartEncounter([ana, zed]))
    activate(qtbot, window)
    assert not any(text.startswith("Stamina") for text in fight_says(window, "Ana"))  # the map's room
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    keys.key(Qt.Key.Key_Right)
    keys.key(Qt.Key.Key_Down)  # a sprint of 2 tiles: all Ana has
    keys.key(Qt.Key.Key_Return)
    assert services.battle_map.battle_map().tokens[ana] == (1, 1)
    assert "Stamina 0/2" in roster_says(window, ana)
    keys.key(Qt.Key.Key_N, CTRL | ALT)  # the round ends: at 0 without a fight, +1
    assert "Stamina 1/2" in roster_says(window, ana)
    keys.key(Qt.Key.Key_N, CTRL | ALT)  # above 0, neither sprinted nor fought: +2, no more than 2
    # the roster beside a fight, a line a row, leaves a full stamina out as it does a whole limb
    assert not any(text.startswith("Stamina") for text in roster_says(window, ana))


def test_the_sheet_names_stamina_the_maximum(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    ana = create(window, "Ana", speed=5, stamina=4)
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_1, CTRL)
    roster = window.docks["charactersDock"]
    roster.tree.setCurrentItem(roster.items[ana])
    labels: list[str] = []

    def read(dialog) -> None:  # noqa: ANN001
        labels.extend(label.text().replace("&", "") for label in dialog.findChildren(QLabel) if label.isVisible())
        dialog.reject()

    when_dialog_opens(read)
    keys.key(Qt.Key.Key_F2)
    assert "Max Stamina" in labels and "Max HP" in labels
    assert "Stamina" not in labels  # the bare word was read as what is left


@pytest.mark.parametrize(("lang", "left", "map_left"), [("en", "Stamina 2.5/4", "Stamina 2.5/4"),
                                                        ("ru", "Запас сил 2,5/4", "Запас сил 2,5/4")])
def test_a_half_point_sprinted_reads_the_same_on_the_roster_and_the_map(qtbot, tmp_path, lang, left, map_left):
    """A diagonal step sprinted costs 1.5: the roster said "Запас сил 3/4" (its whole number rounded
    up) while the map said "2,5/4"."""
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "gridlimbs")
        window.resize(1366, 768)
        services = window.services
        ana = create(window, "Ana", speed=5, stamina=4)  # walk 1, sprint 5
        zed = create(window, "Zombie 1", "zombie", speed=1)
        services.battle_map.set_size(12, 6)
        services.battle_map.place({ana: (0, 0), zed: (11, 5)})
        services.campaign.execute(StartEncounter([ana, zed]))
        activate(qtbot, window)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_M, CTRL | ALT)
        dock = window.docks["mapDock"]
        qtbot.waitUntil(dock.view.hasFocus)
        keys.key(Qt.Key.Key_Right, SHIFT)  # one diagonal step: 1.5, a sprint
        keys.key(Qt.Key.Key_Return)
        assert services.battle_map.battle_map().tokens[ana] == (1, 1)
        assert left in roster_says(window, ana)
        assert map_left in dock.info.text()
    finally:
        i18n.set_language("en")
