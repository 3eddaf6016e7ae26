"""The roster's state words ("Unhurt", "Bruised"; "Sin heridas", "Magulladuras") beside each bar at
1366×768 stay on every row that has room for them when another row takes a condition: a row with
no condition has its empty conditions cell's room too, so the badges' column widening for one row
no longer takes the words from all the others (they vanished for every row at the first badge)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tests.gui.shared_windows import open_window
from tests.gui.test_readable import demos, gm_theme, interface_language, shared  # noqa: F401
from tests.gui.test_roster_cells_whole import words_beside_bars

GM = Path(__file__).resolve().parents[1] / "fixtures" / "gm"


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def worded_rows(window) -> dict[str, list[str]]:  # noqa: ANN001
    """Each row's state words as painted (by the row's name)."""
    from PySide6.QtGui import QFontMetrics

    from ui.widgets.roster_delegate import tracks_room
    from ui.widgets.roster_look import TRACKS, TRACKS_DATA, RowTracks

    tree = window.docks["charactersDock"].tree
    metrics = QFontMetrics(tree.font())
    out = {}
    for item in window.docks["charactersDock"].items.values():
        tracks = item.data(TRACKS, TRACKS_DATA)
        if isinstance(tracks, RowTracks):
            room = tracks_room(tree, tree.indexFromItem(item, TRACKS))
            out[item.text(0)] = [word for _bar, _box, word in tracks.shown_words(room, metrics)]
    return out


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_condition_on_one_row_leaves_the_other_rows_their_state_words(qtbot, tmp_path, shared, demos, lang):  # noqa: F811
    shared.speak(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], fight=False)
    qtbot.addWidget(window)
    settle()
    before = worded_rows(window)
    assert any(before.values()), before
    characters = window.services.characters
    preview = characters.preview_import([str(GM / "ana-foundry.json")])  # Ana comes in with a critical injury
    assert characters.import_preview(preview)
    settle()
    badged = {c.name for c in characters.characters()
              if characters.ruleset.conditions(c.sheet, c.state)}
    assert badged, "no row has a condition"
    after = worded_rows(window)
    kept = {name: words for name, words in before.items() if name not in badged}
    assert {name: after[name] for name in kept} == kept
    assert words_beside_bars(window)[1] == []
