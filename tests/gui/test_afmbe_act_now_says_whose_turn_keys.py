"""Issue 40, the AFMBE demo at 1366×768, a fight started by keys (Ctrl+Shift+F, Ctrl+A, Enter, R):
on Father Tom's turn the GM picks Dana in the fight list and presses A.  The heading, the list's
chosen row and the status bar all name Dana, the status bar saying that N gives the turn back to
Tom; after N all three name Tom, the log's "Dana Cruz has acted; Father Tom is up".  A said nothing
where the GM looks, and "Dana has acted; Tom is up" after it read as the turn gone on without her."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt

from app.rules.dice import Dice
from app.services.demo import build_demo
from app.services.logtext import render_event
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_afmbe_attack_setup_in_view_keys import settle
from ui import open_main_window


def test_act_now_names_whose_turn_it_is_and_what_n_does(qtbot, tmp_path):
    path = build_demo(tmp_path / "a.deadwatch", "afmbe", "norms", language="en")
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    activate(qtbot, window)
    services = window.services
    services.campaign.dice = Dice(seed=1)
    keys = Keys(qtbot)
    fight = window.docks["initiativeDock"]
    tree = fight.tree

    def everyone(dialog) -> None:  # noqa: ANN001
        dialog.list.setFocus()
        qtbot.keyClick(dialog.list, Qt.Key.Key_A, CTRL)
        qtbot.keyClick(dialog.list, Qt.Key.Key_Return)

    when_dialog_opens(everyone)
    tree.setFocus()
    keys.key(Qt.Key.Key_F, CTRL | SHIFT)
    settle(qtbot)
    activate(qtbot, window)
    tree.setFocus()
    keys.key(Qt.Key.Key_R)  # initiative: Father Tom 14, Orderly Vic 7, Dana Cruz 6, Shambler 3
    settle(qtbot)

    def seen() -> tuple[str, str, str]:
        """Whose turn the heading says, the list's chosen row, the status bar."""
        current = services.initiative.current()
        chosen = fight.order.rows[fight.order.current_id()]
        return current.name, chosen.name, window.statusBar().currentMessage()

    assert seen()[:2] == ("Father Tom", "Father Tom")
    keys.key(Qt.Key.Key_Down, times=2)
    assert fight.order.rows[fight.order.current_id()].name == "Dana Cruz"
    keys.key(Qt.Key.Key_A)  # Dana acts now
    settle(qtbot)
    assert seen() == ("Dana Cruz", "Dana Cruz",
                      "Dana Cruz acts now, before Father Tom: N when done gives the turn back to Father Tom.")
    assert "Dana Cruz's turn" in fight.header.text()
    keys.key(Qt.Key.Key_N)
    settle(qtbot)
    assert seen()[:2] == ("Father Tom", "Father Tom")
    assert "Father Tom's turn" in fight.header.text()
    assert render_event(services.campaign.events()[-1]) == "Dana Cruz has acted; Father Tom is up"
