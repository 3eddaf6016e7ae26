"""The roster at 1366×768 with the twdu demo, every living character carrying a condition chip
("Sick", "Poisoned", a critical injury): every row still shows its wound word beside its Health
bar ("Bruised", "Unharmed"; «Ушиблен», «Magullado»), but for one at full Health with an injury, not
"Unharmed" (the bar its numbers alone, the chip the injury).  A row with a chip lost the word ("Health 2/3"
then "Stress 0/10", no word between) while the rows without one kept it, though the wound is what
a GM needs most of a hurt character; only dragging the dock wider brought it back."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

from PySide6.QtWidgets import QApplication

from tests.gui import readable
from tests.gui.shared_windows import open_window
from tests.gui.test_readable import LANGS, demos, gm_theme, interface_language, shared  # noqa: F401
from tests.gui.test_roster_cells_whole import words_beside_bars

INJURY = {"name": "Deep cut", "penalty": 1, "lethal": False, "time_limit": 0, "time_unit": "hours",
          "equipment": "", "recovery": 2, "recovery_unit": "days"}


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def chipped(source: Path, folder: Path) -> Path:
    """A copy of the demo where every living character has a condition chip: a critical injury,
    sickness or poison, in turn."""
    (folder / "chipped").mkdir()
    path = folder / "chipped" / source.name
    shutil.copy(source, path)
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT id, state FROM character ORDER BY position, id").fetchall()
        for n, (cid, text) in enumerate(rows):
            state = json.loads(text)
            if state.get("dead"):
                continue
            if n % 3 == 0:
                state["injuries"] = [*state.get("injuries", []), INJURY]
            state["sick" if n % 3 == 1 else "poisoned"] = True
            db.execute("UPDATE character SET state = ? WHERE id = ?", (json.dumps(state), cid))
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # the window opens a copy of the file alone
    return path


def wound_words(window) -> dict[str, tuple[str, list[str]]]:  # noqa: ANN001
    """Each living character's row: the wound word its Health bar stands for, and the words the row
    paints beside its bars."""
    from PySide6.QtGui import QFontMetrics

    from ui.widgets.roster_delegate import tracks_room
    from ui.widgets.roster_look import TRACKS, TRACKS_DATA, RowTracks

    roster = window.docks["charactersDock"]
    tree = roster.tree
    metrics = QFontMetrics(tree.font())
    out = {}
    for item in roster.items.values():
        tracks = item.data(TRACKS, TRACKS_DATA)
        if not isinstance(tracks, RowTracks) or not tracks.bars or not tracks.bars[0].word:
            continue
        room = tracks_room(tree, tree.indexFromItem(item, TRACKS))
        out[item.text(0)] = (tracks.bars[0].word, [w for _bar, _box, w in tracks.shown_words(room, metrics)])
    return out


@LANGS
def test_every_living_row_shows_its_wound_word_beside_its_condition_chip(qtbot, tmp_path, shared, demos, lang):  # noqa: F811
    shared.speak(lang)
    window = open_window(qtbot, tmp_path, chipped(demos["twdu"], tmp_path), fight=False)
    qtbot.addWidget(window)
    settle()
    characters = window.services.characters
    living = [c for c in characters.characters() if not c.state.get("dead")]
    assert all(characters.ruleset.conditions(c.sheet, c.state) for c in living), "a living row without a chip"
    # a walker has no Health to word (the text gives the undead none): the rows with a Health bar
    living = [c for c in living if characters.ruleset.tracks_of(c.sheet, c.kind)]
    assert len(living) >= 4
    words = wound_words(window)
    # an injured character at full Health is not "Unharmed": the bar its numbers alone, the chip the injury
    rules = characters.ruleset
    injured_whole = {c.name for c in living if c.state.get("injuries") and all(
        v == t.maximum for t in rules.tracks_of(c.sheet, c.kind) if t.main
        for k, v in rules.track_values(c.sheet, c.state).items() if k == t.key == rules.health_track(c.sheet))}
    assert injured_whole and not injured_whole & set(words), (injured_whole, words)
    assert {c.name for c in living} - injured_whole <= set(words), words
    missing = {name: shown for name, (word, shown) in words.items() if word not in shown}
    assert missing == {}, f"rows without their wound word in {lang}: {missing}"
    assert words_beside_bars(window)[1] == []
    assert readable.roster_cells(window.docks["charactersDock"]) == []

