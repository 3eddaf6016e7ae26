"""One fighter alone against the swarm, shared by the lone-fighter tests: the twdu campaign's lost
round by keys (the Threat raised to 3, thirty dead, one fighter picked, no six rolled), and the twdu
demo at 1366×768 with the Threat at 3 and twelve dead, where the swarm panel's fight begins."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.swarm_scene import thirty_dead
from tests.gui.test_fight_by_keys import campaign_window


def alone(qtbot, tmp_path, name: str):  # noqa: ANN001, ANN201
    """The twdu campaign with ``name`` its only character (Strength 4, Close Combat 2), and a key counter."""
    window = campaign_window(qtbot, tmp_path, "twdu", people=[(name, "pc", {"strength": 4, "close_combat": 2})])
    return window, Keys(qtbot)


def lose_alone(window, keys: Keys, letter: str):  # noqa: ANN001, ANN201
    """By keys: the Threat raised to 3, thirty dead, the fight begun with the one fighter whose name
    starts with ``letter``, and the round's rolls typed with no six (lost). The swarm panel."""
    swarm = thirty_dead(keys, window)
    keys.type(letter)  # alone: the round's three rolls are theirs
    keys.key(Qt.Key.Key_K, CTRL)
    plan = window.services.swarm.plan(swarm.round_box.setup())
    for roll in plan.rolls:
        keys.type(" ".join(["2"] * roll.dice))  # no six: lost
        keys.key(Qt.Key.Key_Return)
    return swarm


def settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


def laptop_demo(qtbot, tmp_path):  # noqa: ANN001, ANN201
    """The twdu demo (in the language already set) at 1366×768, no fight, the Threat at 3 and twelve
    dead counted. The caller closes the window."""
    (tmp_path / "demo").mkdir()
    source = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", None)
    window = open_window(qtbot, tmp_path, source, LAPTOP, fight=False)
    try:
        services = window.services
        while services.threat.level() < 3:
            assert services.threat.step(1)
        assert services.swarm.set_dead(12)
    except BaseException:
        window.close()
        window.deleteLater()
        raise
    return window
