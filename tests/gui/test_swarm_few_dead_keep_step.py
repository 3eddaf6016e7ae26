"""A Swarm Size step a lost round gave stays when the dead thin out below a swarm's count: 6 dead
(Swarm Size 1), a lost round's pick "Swarm Size +1" (1 → 2), then − four times on the count (2 dead
make no swarm by themselves) leaves Swarm Size 1 (0 from the count and the round's step) on the
panel, on disk, in the log line and on the projector."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_swarm_dead_after_step import CTRL_ALT, CTRL_SHIFT, swarm_on_disk
from tests.gui.test_swarm_dock import pick, type_into
from tests.gui.test_threat_dock import make_window
from tests.unit.services.twdu_party import lines


def threat_three_and_fight(qtbot, window) -> None:  # noqa: ANN001
    """The Threat dial up three steps by its keys (each "+" with its reason 4), then Ctrl+Shift+W twice:
    to the swarm panel, and the fight starts."""
    dial = window.docks["threatDock"].dial
    dial.setFocus()
    for _ in range(3):
        qtbot.keyClick(dial, Qt.Key.Key_Plus)
        qtbot.keyClick(dial, Qt.Key.Key_4)
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)  # to the panel
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)  # the fight starts


def test_fewer_dead_keep_the_step_a_lost_round_gave(qtbot, tmp_path):
    window, _threat, ids = make_window(qtbot, tmp_path)
    services = window.services
    dock = window.docks["swarmDock"]
    dock.raise_()
    type_into(qtbot, dock.dead, "6")
    threat_three_and_fight(qtbot, window)
    assert lines(services)[-1] == "Swarm fight: 6 dead, Swarm Size 1, Threat 3, Swarm Threat 4"
    pick(dock.round_box.rollers[0][0], ids["Ana"])
    pick(dock.round_box.rollers[0][1], "close_combat")
    faces = [f for _, f in dock.round_box.plan_labels if f.isVisibleTo(dock)]
    for field, typed in zip(faces, ["4 6 2 2 2", "5 2 2", "1"], strict=True):
        field.setFocus()
        qtbot.keyClicks(field, typed)
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_ALT)  # the round is lost
    assert services.swarm.fight().pending == "loss_picks", dock.status.text()
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)  # to the picks
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_1)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_2)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    grown = lines(services)[-1]
    assert "Swarm Size 1 → 2" in grown, grown
    threat = services.swarm.fight().swarm_threat
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)  # between rounds: the round's next step, not the count
    assert window.focusWidget() is not dock.dead and dock.isAncestorOf(window.focusWidget())
    before = len(lines(services))
    for _ in range(4):  # − anywhere in the panel: the count of dead takes it
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Minus)
    assert window.focusWidget() is dock.dead and dock.dead.value() == 2
    assert dock.size_spin.text() == "Auto (1)"
    assert dock.headline.text() == f"Swarm Threat {threat - 1}"
    stored = swarm_on_disk(services.campaign.store.path)
    assert (stored.dead, stored.size, stored.swarm_threat) == (2, 1, threat - 1)
    room = services.player_view.view()["swarm"]  # the projector's numbers
    assert (room["dead"], room["size"], room["threat"]) == (2, 1, threat - 1)
    assert len(lines(services)) == before + 1
    assert lines(services)[-1] == "The dead: 6 → 2 (Swarm Size 1: 0 for 2 dead + 1 step up)"


def test_one_swarm_size_with_its_parts_after_the_dials_step_and_a_lost_round(qtbot, tmp_path):
    """Issue 41: the dial's "instead, Swarm Size one step up", then 15 dead (the table: 2), a fight and
    a lost round's "Swarm Size +1": the box, the sum and the log say one size, its parts named."""
    from app.services.threat.dial import SWARM_SIZE

    window, _threat, ids = make_window(qtbot, tmp_path)
    services = window.services
    dock = window.docks["swarmDock"]
    dock.raise_()
    type_into(qtbot, dock.dead, "6")
    assert services.swarm.instead_of_threat(SWARM_SIZE)
    type_into(qtbot, dock.dead, "15")
    assert lines(services)[-1] == "The dead: 6 → 15 (Swarm Size 3: 2 for 15 dead + 1 step up)"
    assert dock.size_spin.text() == "Auto (3)"
    assert dock.size_parts.isVisibleTo(dock) and dock.size_parts.text() == "2 for 15 dead + 1 step up"
    threat_three_and_fight(qtbot, window)
    assert lines(services)[-1] == "Swarm fight: 15 dead, Swarm Size 3, Threat 3, Swarm Threat 6"
    assert dock.size_parts.text() == "2 for 15 dead + 1 step up"  # a step still, not a size the GM set
    pick(dock.round_box.rollers[0][0], ids["Ana"])
    pick(dock.round_box.rollers[0][1], "close_combat")
    faces = [f for _, f in dock.round_box.plan_labels if f.isVisibleTo(dock)]
    for field, typed in zip(faces, ["4 6 2 2 2", "5 2 2", "1"], strict=True):
        field.setFocus()
        qtbot.keyClicks(field, typed)
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_ALT)  # the round is lost
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)  # to the picks
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_1)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_2)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert "Swarm Size 3 → 4" in lines(services)[-1], lines(services)[-1]
    assert services.swarm.fight().size == 4
    assert dock.size_spin.text() == "Auto (4)"  # the box, the sum and the parts: one number
    assert "Swarm Size 4 +" in dock.sum_label.text().replace("\xa0", " ")
    assert dock.size_parts.text() == "2 for 15 dead + 2 steps up"
