"""The roster's rows are items its delegate paints: no widget per row (forty characters built eighty
cell widgets and their bars), each row's tracks and conditions read out as text, and a row whose
state calls for a check has its buttons in a real cell, reached with Tab and pressed with Space."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from app.services.characters import CreateCharacter
from tests.gui.helpers import campaign_window


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def forty(services) -> None:  # noqa: ANN001
    for i in range(40):
        services.campaign.execute(CreateCharacter(f"Walker {i + 1}", "zombie"))


def test_forty_characters_build_no_widget_per_row(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=forty)
    dock = window.docks["charactersDock"]
    settle()
    assert len(dock.items) == 40
    shown = [w for w in dock.tree.viewport().findChildren(QWidget) if w.isVisible()]
    assert shown == []  # the rows are painted; before, 80 cells and their 80 bars
    first = next(iter(dock.items.values()))
    assert dock.tree.visualItemRect(first).height() >= dock.tree.fontMetrics().height() + 8  # a bar's row


def test_a_row_reads_out_its_tracks_and_conditions(qtbot, tmp_path):
    def party(services) -> None:  # noqa: ANN001
        services.campaign.execute(CreateCharacter("Ana", "pc"))

    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    services = window.services
    dock = window.docks["charactersDock"]
    ana = next(c.id for c in services.characters.characters())
    item = dock.items[ana]
    assert item.data(1, Qt.ItemDataRole.AccessibleTextRole) == "Health 3/3 Unharmed, Stress 0/10"
    assert item.toolTip(1) == "Health 3/3 Unharmed\nStress 0/10"
    request = {
        "damage": 3,
        "source": "attack",
        "armor": False,
        "injury_name": "Bitten forearm",
        "injury_penalty": 1,
        "injury_lethal": True,
        "injury_time_unit": "hours",
    }
    assert services.characters.damage(ana, request)
    settle()
    said = item.data(2, Qt.ItemDataRole.AccessibleTextRole)
    assert "Bitten forearm" in said and item.toolTip(2).replace("\n", ", ") == said
    assert item.data(1, Qt.ItemDataRole.AccessibleTextRole).startswith("Health 0/3")


def test_a_check_due_is_a_button_reached_with_tab(qtbot, tmp_path, monkeypatch):
    from app.rules.base import Choice

    def party(services) -> None:  # noqa: ANN001
        services.campaign.execute(CreateCharacter("Ana", "pc"))
        services.campaign.execute(CreateCharacter("Ben", "pc"))

    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    services = window.services
    dock = window.docks["charactersDock"]
    ana, ben = (c.id for c in services.characters.characters())
    monkeypatch.setattr(
        type(services.ruleset),
        "checks_due",
        lambda _self, _sheet, state: [Choice("stay_up", "Stay up")] if state.get("health", 3) < 3 else [],
    )
    rolled: list[tuple[int, str]] = []
    monkeypatch.setattr(type(services.characters), "roll_check", lambda _s, cid, key: rolled.append((cid, key)))
    assert services.characters.damage(ben, {"damage": 1, "source": "attack", "armor": False})
    settle()
    buttons = [b for b in dock.tree.viewport().findChildren(QPushButton) if b.isVisible()]
    assert [b.objectName() for b in buttons] == ["check_stay_up"]  # on Ben's row only
    assert dock.tree.itemWidget(dock.items[ana], 2) is None
    dock.tree.setFocus()
    for _ in range(3):  # from the list, Tab comes to the row's button
        if buttons[0].hasFocus():
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert buttons[0].hasFocus()
    qtbot.keyClick(buttons[0], Qt.Key.Key_Space)
    assert rolled == [(ben, "stay_up")]
    assert services.campaign.undo()  # Ben whole again
    settle()
    assert not [b for b in dock.tree.viewport().findChildren(QPushButton) if b.isVisible()]  # no check due: gone
