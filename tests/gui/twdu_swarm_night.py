"""The twdu demo's swarm fight by keys, as a first-night GM played it (1366×768): the Threat at 3,
everyone in the fight "Двор", eight dead counted and the swarm fight begun (Ctrl+Shift+W, 8, Enter,
Ctrl+Shift+W), Ana, Ben and Mia rolling round 1 from the table (A, Tab×3, B, Tab×3, M, Ctrl+K, the
faces typed): won, but Mia's stress die a walker, so she suffers a single attack; Enter on
«Roll the single attack: Mia Chen» puts its roll in the dice dock, and her typed faces fail it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, SHIFT, Keys
from ui import open_main_window

#: round 1's faces: Ana 3 dice, Ben 7, Mia 1 base and 1 stress die (a walker): 5 successes, won
WON_MIA_MESSES_UP = ("6 6 6", "6 6 2 3 4 5 2", "2 1")


class Letters(Keys):
    """Keys that type a Cyrillic letter as a Russian keyboard sends it (its text, no Latin key)."""

    def type(self, text: str) -> None:
        for char in text:
            if char.isascii():
                super().type(char)
                continue
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(self.target(), QKeyEvent(kind, Qt.Key.Key_unknown,
                                                                Qt.KeyboardModifier.NoModifier, char))
            self.presses += 1
            QApplication.processEvents()


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def demo_fight(qtbot, tmp_path, lang: str, name: str = "Двор"):  # noqa: ANN001, ANN201
    """The demo in ``lang`` (the interface's language already set) at 1366×768, everyone in a fight."""
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu", None, language=lang)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    services = window.services
    assert services.initiative.start([c.id for c in services.characters.characters()], name=name)
    settle()
    window.docks["initiativeDock"].tree.setFocus()
    return window


def who(window) -> dict[str, int]:  # noqa: ANN001
    return {c.name: int(c.id) for c in window.services.characters.characters()}  # type: ignore[arg-type]


def swarm_round(qtbot, keys: Keys, window, faces=WON_MIA_MESSES_UP) -> None:  # noqa: ANN001
    """The Threat to 3, eight dead counted, the swarm fight begun, round 1 rolled by Ana, Ben and Mia
    with ``faces`` (each typed, then Enter), all by keys in the swarm panel."""
    services = window.services
    while services.threat.level() < 3:
        assert services.threat.step(1, "gm")
    activate(qtbot, window)
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # the swarm panel, its count of the dead
    keys.type("8")
    keys.key(Qt.Key.Key_Return)
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # the fight begun: the first "Who rolls"
    keys.type("A")
    keys.key(Qt.Key.Key_Tab, times=3)
    keys.type("B")
    keys.key(Qt.Key.Key_Tab, times=3)
    keys.type("M")
    keys.key(Qt.Key.Key_K, CTRL)
    for typed in faces:
        keys.type(typed)
        keys.key(Qt.Key.Key_Return)
    settle()
    assert services.swarm.last_round().get("round") == 1


def mia_fails_her_single_attack(qtbot, keys: Keys, window) -> None:  # noqa: ANN001
    """Enter on the panel's «Roll the single attack: Mia Chen» (the focus is on it after the round),
    then her Close Combat typed from the table without a six: the attack gets through."""
    dice = window.docks["diceDock"]
    button = QApplication.focusWidget()
    assert button is not None and button.objectName() == "singleAttack_0" and "Mia Chen" in button.text()
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dice.faces_edit)
    keys.type("2 3")  # Mia: Strength 2 + Close Combat 0 − 1 injury, one stress die: no six
    keys.key(Qt.Key.Key_Return)
    settle()
    harm = window.docks["threatDock"].single_harm.row
    qtbot.waitUntil(harm.isVisible)
