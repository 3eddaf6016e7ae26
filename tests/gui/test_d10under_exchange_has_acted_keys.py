"""d10under at the depot, keys only: Vera and Gleb fought their melee exchange against Zombie 2
(Ctrl+Alt+G, Alt+F, Alt+S, the table's faces, Enter), then the GM ended the round (Ctrl+Alt+N).  The
status bar said "Vera, Gleb, Zombie 2 had not acted." and the public log line "Round 1 ends; round 2
begins — Vera, Gleb had not acted", though the exchange was their action (F was refused for it).
Nobody who fought an exchange is named, in round 1 or round 2; one who did not is."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from app.services.logtext import render_event
from tests.gui.helpers import activate
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_afmbe_dice_reach import tab_to
from tests.gui.test_damaged_rows import open_window

CTRL_ALT = CTRL | ALT


def exchange_by_keys(qtbot, window, keys: Keys, faces: str) -> None:  # noqa: ANN001
    activate(qtbot, window)
    keys.key(Qt.Key.Key_G, CTRL_ALT)
    dialog = window.docks["diceDock"].melee.dialog
    activate(qtbot, dialog)
    tab_to(qtbot, dialog.first_button)
    keys.key(Qt.Key.Key_Space)  # the rules' first grouping
    tab_to(qtbot, dialog.set_button)
    keys.key(Qt.Key.Key_Space)  # set (as they stand, in round 2): the focus on the faces
    assert dialog.faces_edit.hasFocus()
    keys.type(faces)
    keys.key(Qt.Key.Key_Return)
    assert dialog.refusal_label.text() == "", dialog.refusal_label.text()
    keys.key(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def round_end(qtbot, window, keys: Keys) -> tuple[str, str]:  # noqa: ANN001
    activate(qtbot, window)
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_N, CTRL_ALT)
    QApplication.processEvents()
    return window.statusBar().currentMessage(), render_event(window.services.campaign.events()[-1])


def test_who_fought_an_exchange_has_acted_at_the_rounds_end(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, build_demo(tmp_path / "depot.deadwatch", "d10under"))
    services = window.services
    living = [c.id for c in services.characters.characters() if c.name != "Zombie 1"]
    assert services.initiative.start(living, name="Depot yard")
    keys = Keys(qtbot)
    exchange_by_keys(qtbot, window, keys, "2 3 4 5 6 9 7")
    bar, line = round_end(qtbot, window, keys)
    assert services.initiative.encounter().round == 2
    assert "Round 1 ends" in line and "had not acted" not in line, line
    assert "had not acted" not in bar, bar
    for name in ("Vera", "Gleb", "Zombie 2"):
        assert name not in bar, bar
    # round 2: the exchange again, then the round's end says nothing of its fighters either
    exchange_by_keys(qtbot, window, keys, "2 3 4 5 6 9 7")
    bar, line = round_end(qtbot, window, keys)
    assert services.initiative.encounter().round == 3
    assert "had not acted" not in line and "had not acted" not in bar, (line, bar)
    # round 3 with no exchange: the round's end names them, as before
    bar, line = round_end(qtbot, window, keys)
    assert "Vera, Gleb had not acted" in line, line
    assert bar == "Round 3 ends: Vera, Gleb, Zombie 2 had not acted.", bar  # the status bar says the round ended
