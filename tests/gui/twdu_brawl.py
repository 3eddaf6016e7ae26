"""The twdu demo's brawl by keys, shared by the declaration tests: the Spanish demo at 1366×768 with
everyone in a fight, E's declaration answered in its dialog, and the fight list's chosen row."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import Keys
from ui import open_main_window
from ui.docks.initiative_dock import NAME


def spanish_fight(qtbot, tmp_path):  # noqa: ANN001, ANN201
    """The twdu demo built in Spanish (the caller has set the interface's language), at 1366×768,
    everyone in the fight "Patio" (Rook's turn), the fight list focused."""
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu", None, language="es")
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    services = window.services
    assert services.initiative.start([c.id for c in services.characters.characters()], name="Patio")
    QApplication.processEvents()
    window.docks["initiativeDock"].tree.setFocus()
    return window


def declare(qtbot, keys: Keys, window, phase: str, against: str = "") -> None:  # noqa: ANN001
    """E on the fight list's chosen row; in the dialog, once it has the focus, the phase's number and
    Enter; when that goes on to Against (an attack, first aid: more than one to pick from), a name's
    first letter (when given) and Enter.  A phase aimed at no one (cover, movement, other) or at the
    only one it can be takes the phase's Enter alone."""
    tree = window.docks["initiativeDock"].tree

    def answer(dialog) -> None:  # noqa: ANN001
        try:
            qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)  # the keys go where the GM types
            assert QApplication.focusWidget() is dialog.phase
            keys.type(phase)
            keys.key(Qt.Key.Key_Return)
            if dialog.isVisible():
                assert QApplication.focusWidget() is dialog.against, "Enter on the phase went elsewhere"
                if against:
                    keys.type(against)
                keys.key(Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():  # a failed step leaves no dialog waiting
                dialog.reject()

    activate(qtbot, window)  # the dialog took the focus; the list has it back
    tree.setFocus()
    when_dialog_opens(answer)
    keys.key(Qt.Key.Key_E)


def chosen(window) -> str:  # noqa: ANN001
    """The name on the fight list's chosen row."""
    tree = window.docks["initiativeDock"].tree
    return tree.text(tree.chosen_row(), NAME)
