"""One way of naming the body's parts in the roster: in Russian at 1366×768 the grid game's roster
showed "Гол. 4/4 / Л.рук 6/6" over Kit (his conditions' chips beside his figure) and "Голова 5/5 /
Л. рука 7/7" over Dov in the same list, as if they were two kinds of track.  Now when one row's
figure has no room for the parts' short names, every row's figure uses the abbreviations; with the
room, every row uses the short names.  Checked in the fight layout (F11) with the map taken to, and
as the GM drags the roster's column narrower."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.shared_windows import close, open_window
from ui import i18n
from ui.dock_goto import go_to
from ui.widgets.roster_delegate import tracks_room
from ui.widgets.roster_look import TRACKS, TRACKS_DATA, RowTracks


def settle() -> None:
    for _ in range(5):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def hurt_window(qtbot, tmp_path, lang):  # noqa: ANN001, ANN201
    """The grid game's demo at 1366×768 in ``lang``, a fight a few turns in (Kit's left arm useless,
    Dov's left leg bleeding); then the fight layout (F11)."""
    assert i18n.set_language(lang)
    source = build_demo(tmp_path / "demo" / "grid.deadwatch", "gridlimbs", language=lang)
    window = open_window(qtbot, tmp_path, source)
    activate(qtbot, window)
    services = window.services
    people = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.characters.damage(people["Kit"], {"part": "left_arm", "amount": 6})
    assert services.characters.damage(people["Dov"], {"part": "left_leg", "amount": 4})
    for _ in range(4):
        services.initiative.next_turn()
    settle()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    settle()
    return window



def forms(roster) -> dict[str, str]:  # noqa: ANN001
    """Each row's way of naming its figure's parts as painted: "short" or "abbreviated" (rows whose
    parts' short names and abbreviations are the same word left out)."""
    tree = roster.tree
    metrics = QFontMetrics(tree.font())
    out = {}
    for item in roster.items.values():
        tracks = item.data(TRACKS, TRACKS_DATA)
        if item.isHidden() or not isinstance(tracks, RowTracks) or not tracks.body:
            continue
        room = tracks_room(tree, tree.indexFromItem(item, TRACKS))
        figure = tracks.figure()
        painted = [text for _box, text in tracks.shown_texts(room, metrics, roster.delegate.form)[: len(figure)]]
        differ = [(part[1], part[5], shown) for part, shown in zip(figure, painted, strict=True) if part[1] != part[5]]
        if differ:
            kinds = {"short" if shown == short else "abbreviated" for short, _abbr, shown in differ}
            assert len(kinds) == 1, (item.text(0), painted)
            out[item.text(0)] = kinds.pop()
    return out


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_every_figure_in_the_roster_names_its_parts_the_same_way(qtbot, tmp_path, lang):
    window = hurt_window(qtbot, tmp_path, lang)
    try:
        roster = window.docks["charactersDock"]
        seen: dict[str, dict[str, str]] = {}
        window.docks["initiativeDock"].tree.setFocus()
        Keys(qtbot).key(Qt.Key.Key_M, CTRL | ALT)  # the map takes its room
        settle()
        go_to(roster)
        settle()
        seen["fight layout, map taken"] = forms(roster)
        for width in (640, 580, 520, 480, 440, 400):  # the column dragged narrower
            docks = [roster, window.docks["diceDock"], window.docks["logDock"]]
            rest = window.width() - width
            window.resizeDocks(docks, [width, rest // 2, rest - rest // 2], Qt.Orientation.Horizontal)
            settle()
            seen[f"roster {roster.width()} px"] = forms(roster)
        assert all(len(rows) >= 2 for rows in seen.values()), seen
        mixed = {where: rows for where, rows in seen.items() if len(set(rows.values())) > 1}
        assert mixed == {}, f"{lang}: {mixed}"
        # the rule is the list's, not always the abbreviations: a wide roster names the parts
        assert "short" in {kind for rows in seen.values() for kind in rows.values()}, seen
    finally:
        close([window])
