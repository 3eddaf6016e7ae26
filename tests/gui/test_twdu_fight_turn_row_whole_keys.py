"""The twdu demo's brawl at 1366×768 (the GM's theme) by keys: everyone in the fight, each declares
Close Combat (E, 3, Enter), N passes the turn down to Ben, the fourth row at the list's foot, and
D deals him the blow that Breaks him on his turn.  His row grew taller ("Broken — every skill roll
fails" and his critical injury under Conditions) and the list left it cut at its foot, the turn's
own row.  Now the list scrolls as far as the row needs: the fighter whose turn it is stays whole
in view, in English, Russian and Spanish (whose taller rows put Mia, the fifth, at the foot on her
turn: her one Health left Breaks her)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import Keys
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from tests.gui.twdu_brawl import declare
from ui import i18n, open_main_window


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def turn_row_whole(window) -> tuple[bool, str]:  # noqa: ANN001
    """Whether the row of the fighter whose turn it is shows whole in the list's view, and where."""
    dock = window.docks["initiativeDock"]
    tree = dock.tree
    place = dock.order.model.place(dock.order.current_row().id)
    rect, view = tree.row_rect(place), tree.viewport().rect()
    return view.contains(rect), f"row {place} at {rect.top()}..{rect.bottom()} in a view of {view.height()}"


@pytest.mark.parametrize(("lang", "name", "damage"), [("en", "Ben", 2), ("ru", "Ben", 2), ("es", "Mia", 1)])
def test_the_turns_row_stays_whole_when_it_grows_at_the_lists_foot(qtbot, tmp_path, gm_theme, lang, name,  # noqa: F811
                                                                   damage):
    assert i18n.set_language(lang)
    try:
        path = build_demo(tmp_path / "twdu.deadwatch", "twdu", None, language=lang)
        window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.setGeometry(0, 0, 1366, 768)
        window.show()
        qtbot.waitExposed(window)
        activate(qtbot, window)
        services = window.services
        ben = next(c for c in services.characters.characters() if c.kind == "pc" and c.name.startswith(name))
        assert services.initiative.start([c.id for c in services.characters.characters()], name="Yard")
        QApplication.processEvents()
        tree = window.docks["initiativeDock"].tree
        keys = Keys(qtbot)
        for _ in services.characters.characters():
            declare(qtbot, keys, window, "3")  # everyone: Close Combat
        while services.initiative.current().character_id != ben.id:
            activate(qtbot, window)
            tree.setFocus()
            keys.key(Qt.Key.Key_N)
        QApplication.processEvents()
        whole, where = turn_row_whole(window)
        assert whole, where
        tree_rows = [tree.row_rect(row) for row in range(tree.count())]
        order = window.docks["initiativeDock"].order
        place = order.model.place(order.current_row().id)
        # the turn's row is the last one whole: what it grows by goes past the list's foot
        assert tree_rows[place].bottom() + 40 > tree.viewport().rect().bottom(), where

        def deal(dialog) -> None:  # noqa: ANN001
            dialog.form.inputs["damage"].setValue(damage)  # the Health left: Broken
            dialog.buttons.accepted.emit()

        activate(qtbot, window)
        tree.setFocus()
        assert order.current_id() == ben.id
        when_dialog_opens(deal)
        keys.key(Qt.Key.Key_D)
        qtbot.waitUntil(lambda: services.characters.character(ben.id).state.get("health") == 0)
        QApplication.processEvents()
        assert tree.row_rect(place).height() > tree_rows[place].height()  # his row grew
        whole, where = turn_row_whole(window)
        assert whole, where
    finally:
        i18n.set_language("en")
