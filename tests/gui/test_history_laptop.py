"""The History dock on a 1366×768 laptop (issue 40): its lines never scroll sideways (a long one
wraps onto a second line in the dock's width, where it was elided "…", the whole of it in its
tooltip too), and its numbers go 1, 2, 3… as the GM
reads them: they jumped (5→7, 24→28) where the session log had undo lines and round markers between
two actions.  An undone action keeps its number; the next action takes the one after the last."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_readable import demos, gm_theme  # noqa: F401  (fixtures)
from ui import i18n
from ui.dock_goto import go_to
from ui.widgets.fight_columns import wrapped_height

HIT = {"amount": 1, "damage_type": "bludgeoning"}


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def lines(dock) -> list[str]:  # noqa: ANN001
    model = dock.list.model()
    return [str(model.index(row, 0).data()) for row in range(model.rowCount())]


def test_history_numbers_follow_on_and_nothing_scrolls_sideways(qtbot, tmp_path, demos, monkeypatch):  # noqa: F811
    window = open_window(qtbot, tmp_path, demos["afmbe"], LAPTOP)
    try:
        services = window.services
        dock = window.docks["historyDock"]
        go_to(dock)
        settle()
        # actions, an undo line between two of them, a new round between others
        npc = next(c for c in services.characters.characters() if c.kind == "npc")
        assert services.characters.damage(int(npc.id), HIT)
        assert services.campaign.undo()
        assert services.characters.damage(int(npc.id), HIT)
        for _ in range(12):  # past the round's end (seven who act)
            services.initiative.next_turn()
        assert services.characters.damage(int(npc.id), HIT)
        settle()
        shown = lines(dock)
        numbers = [int(line.split(". ", 1)[0]) for line in shown]
        assert numbers == list(range(1, len(shown) + 1)), shown
        undone = [row for row in range(len(shown)) if dock.model.marks(dock.model.event_id(row))[0]]
        assert undone, "the undone damage is still listed, struck through"
        # the whole line in its tooltip; the list never wider than the dock
        model = dock.list.model()
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            assert index.data(Qt.ItemDataRole.ToolTipRole) == index.data()
        view = dock.list
        assert view.horizontalScrollBar().maximum() == 0
        longest = max(shown, key=lambda t: view.fontMetrics().horizontalAdvance(t))
        assert view.fontMetrics().horizontalAdvance(longest) > view.viewport().width(), "no line long enough to test"
        rect = view.visualRect(model.index(shown.index(longest), 0))
        assert rect.right() <= view.viewport().width(), f"{rect.width()} px in a {view.viewport().width()} px view"
        # a long night lists only its latest actions: their numbers go on from the earlier ones', which
        # come above them with their own numbers as the GM scrolls to the top
        from ui.docks import history_dock

        monkeypatch.setattr(history_dock, "WINDOW", 3)
        dock.rebind()
        assert lines(dock) == shown[-3:]
        dock.read_earlier()
        assert lines(dock) == shown[-6:]
    finally:
        window.close()
        window.deleteLater()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_history_entries_read_whole_on_a_laptop(qtbot, tmp_path, demos, lang):  # noqa: F811
    """"2. Add to the fight: Crawler 1, Crawler 2, Cra…" at 1366×768: each entry now wraps in the
    dock's width and its row is as tall as its lines, in English, Russian and Spanish."""
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP)
    try:
        services = window.services
        dock = window.docks["historyDock"]
        go_to(dock)
        services.initiative.add_extras("Walker with a crowbar", 2)
        qtbot.wait(150)  # the list lays its rows out again once the dock has its width
        settle()
        view = dock.list
        model = view.model()
        assert view.horizontalScrollBar().maximum() == 0
        room = view.viewport().width()
        longest = max(lines(dock), key=view.fontMetrics().horizontalAdvance)
        assert view.fontMetrics().horizontalAdvance(longest) > room, "no entry long enough to test"
        cut = []
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            rect = view.visualRect(index)
            text = str(index.data())
            need = wrapped_height(text, view.font(), rect.width() - 8)
            if need > rect.height() or rect.right() > room:
                cut.append(f"{text!r}: {need} px in a row {rect.height()} px high, {rect.width()} wide of {room}")
        assert cut == []
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
