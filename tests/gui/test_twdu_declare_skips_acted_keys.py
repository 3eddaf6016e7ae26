"""Issue 40, the first night (the twdu demo in Spanish at 1366×768): Rook's turn passed before
anyone declared (N), and then E, Enter on the walker went on to Rook, who had already acted this
round: E on him opened his declaration only for it to be refused ("Ya ha actuado en este asalto"),
again and again.  Now E, Enter goes on to the next who has neither declared nor acted (the player
characters, the NPCs having had their say)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import Keys
from ui import i18n, open_main_window
from ui.docks.initiative_dock import NAME


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def declare(qtbot, keys: Keys, window, phase: str) -> None:  # noqa: ANN001
    """E on the fight list's chosen row, the phase's number typed in the dialog, Enter."""
    tree = window.docks["initiativeDock"].tree

    def answer(dialog) -> None:  # noqa: ANN001
        qtbot.keyClicks(dialog.phase, phase)
        qtbot.keyClick(dialog.phase, Qt.Key.Key_Return)
        keys.presses += 2

    activate(qtbot, window)  # the dialog took the focus; the list has it back
    tree.setFocus()
    when_dialog_opens(answer)
    keys.key(Qt.Key.Key_E)


def chosen(window) -> str:  # noqa: ANN001
    tree = window.docks["initiativeDock"].tree
    return tree.text(tree.chosen_row(), NAME)


def test_e_enter_goes_past_one_who_already_acted(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
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
        fight = window.docks["initiativeDock"]
        keys = Keys(qtbot)
        fight.tree.setFocus()
        assert fight.header.text() == "Asalto 1 · nadie ha declarado aún · turno de Rook"
        keys.key(Qt.Key.Key_N)  # Rook's turn passes before anyone declared: he has acted
        assert fight.header.text() == "Asalto 1 · 1 combatiente ya actuó sin declarar · turno de Caminante"
        assert chosen(window) == "Caminante (oculto)"
        declare(qtbot, keys, window, "3")  # the walker: close combat
        assert chosen(window) == "Ana Reyes"  # not Rook, who has acted
        for phase, then in (("2", "Ben Okafor"), ("3", "Mia Chen"), ("5", "Ana Reyes")):
            declare(qtbot, keys, window, phase)
            assert chosen(window) == then
        # everyone who can still act declared: Ana's turn (phase 2) is chosen, nothing refused on the way
        said = [str(e.args.get("name")) for e in services.campaign.events() if e.text.startswith("{name} declares")]
        assert said == ["Caminante", "Ana Reyes", "Ben Okafor", "Mia Chen"]
        assert "Ya ha actuado" not in window.statusBar().currentMessage()
        assert fight.header.text().startswith("Asalto 1 · Fase 2: Combate a distancia · turno de Ana Reyes")
        keys.report("E, Enter past Rook")
    finally:
        i18n.set_language("en")
