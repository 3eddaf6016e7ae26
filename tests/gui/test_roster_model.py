"""The roster's rows are items its delegate paints: forty characters make no widget per row (the
buttons of a row whose checks are due are the only cell widget), each row's cells say its tracks
and conditions to a screen reader, and a damage repaints the damaged row with its own numbers."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.services.characters import CreateCharacter
from tests.gui.helpers import campaign_window

HIT = {"damage": 1, "source": "attack", "armor": False}


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def forty(services) -> None:  # noqa: ANN001
    services.campaign.execute(CreateCharacter("Ana", "pc"))
    for i in range(19):
        services.campaign.execute(CreateCharacter(f"Raider {i + 1}", "npc"))
    for i in range(20):
        services.campaign.execute(CreateCharacter(f"Walker {i + 1}", "zombie"))


def test_forty_characters_make_no_widget_per_row(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=forty)
    dock = window.docks["charactersDock"]
    settle()
    assert len(dock.items) == 40
    cells = [w for w in dock.tree.viewport().findChildren(QWidget) if w.parent() is dock.tree.viewport()]
    assert cells == []  # the rows' tracks and badges are painted, not built
    living = {c.id for c in window.services.characters.characters() if c.kind != "zombie"}
    assert len(living) == 20
    assert all(dock.tracks(cid).bars for cid in living)  # ... and every living row has its bars to paint
    assert not any(dock.tracks(cid).bars for cid in dock.items if cid not in living)  # a walker has no pools


def test_each_row_says_its_tracks_and_conditions(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=forty)
    services = window.services
    dock = window.docks["charactersDock"]
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    injury = {"injury_name": "Bitten forearm", "injury_penalty": 1, "injury_lethal": True,
              "injury_time_unit": "hours"}
    assert services.characters.damage(ids["Ana"], dict(HIT, damage=9, **injury))
    assert services.characters.damage(ids["Walker 7"], dict(HIT, damage=3))
    settle()
    tree = dock.tree

    def said(name: str, column: int) -> str:
        index = tree.indexFromItem(dock.items[ids[name]], column)
        return str(index.data(Qt.ItemDataRole.AccessibleTextRole) or "")

    assert said("Raider 6", 1) == "Health 3/3 Unharmed, Stress 0/10"
    # broken: a point of stress and the critical injury; Broken said once, by the conditions
    assert said("Ana", 1) == "Health 0/3, Stress 1/10" and said("Ana", 2).startswith("Broken: ")
    # a walker has no Health nor Stress to say; a destroyed one is not Broken: its conditions say Dead
    assert said("Walker 6", 1) == "" and said("Walker 7", 1) == ""
    assert said("Walker 7", 2) == "Dead"
    assert "Bitten forearm" in said("Ana", 2) and said("Raider 6", 2) == "" and said("Walker 6", 2) == ""
    assert "Bitten forearm" in dock.items[ids["Ana"]].toolTip(2)
