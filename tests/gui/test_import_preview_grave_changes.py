"""Importing a spreadsheet over the roster says first what a GM must not miss, and lists first what
changes.  A row «Ana Reyes;PNJ» turns the roster's player character Ana Reyes (read from Foundry,
poisoned, a Deep cut on her) into an NPC and takes the injury away: the top says both in words before all,
and names the characters already in the roster.  Re-importing a party export where one character
was edited: that one is listed first and unfolded, the others folded to one line each; Left on a
change folds its character."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
ANA = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
NOCHE = FIXTURES / "gm" / "noche-party.csv"


def _dialog(qtbot, window, files):  # noqa: ANN001, ANN202
    dialog = ImportPreviewDialog(window.services.characters.preview_import([str(f) for f in files]), window)
    qtbot.addWidget(dialog)
    return dialog


def _import(window, files) -> None:  # noqa: ANN001
    preview = window.services.characters.preview_import([str(f) for f in files])
    assert window.services.characters.import_preview(preview)


def test_a_pc_turned_npc_and_her_injury_taken_are_said_first(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    _import(window, [ANA])
    dialog = _dialog(qtbot, window, [NOCHE])
    lines = dialog.summary.text().splitlines()
    assert lines[0] == "Watch out:", lines  # the bullets under their heading, not loose above the summary
    assert lines[1] == "• Ana Reyes: Player character → NPC", lines
    assert lines[2] == "• Ana Reyes loses Deep cut, Poisoned", lines
    assert "already in the roster and is updated (what changes is under it): Ana Reyes." in lines[3], lines


def test_the_character_that_changes_is_listed_first_the_same_ones_folded(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    _import(window, [FIXTURES / "gm" / "night-party.csv"])
    dialog = _dialog(qtbot, window, [FIXTURES / "gm" / "night-party-edited.csv"])
    preview = dialog.preview
    same = {c.name for c in preview.unchanged()}
    changing = [c.name for c in preview.updates() if c.name not in same]
    assert same and changing, (same, changing)
    tree = dialog.tree
    heads = [tree.topLevelItem(n) for n in range(tree.topLevelItemCount())]
    names = [h.text(0) for h in heads]
    assert names[:len(changing)] == changing, names
    for head in heads:
        assert head.isExpanded() == (head.text(0) not in same), head.text(0)
    assert f"What changes for {', '.join(changing)} is listed first" in dialog.summary.text()
    first = heads[0]
    tree.setFocus()
    tree.setCurrentItem(first.child(1))
    qtbot.keyClick(tree, Qt.Key.Key_Left)
    current = tree.currentItem()
    assert current.parent() is None and current.text(0) == first.text(0) and not first.isExpanded()


def test_a_new_party_reads_at_a_glance_the_first_character_open_the_others_one_line_each(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    dialog = _dialog(qtbot, window, [FIXTURES / "gm" / "night-party.csv"])
    tree = dialog.tree
    heads = [tree.topLevelItem(n) for n in range(tree.topLevelItemCount())]
    people = [h for h in heads if h.childCount() and h.text(0) in {c.name for c in dialog.preview.characters}]
    assert len(people) >= 3, [h.text(0) for h in heads]
    assert people[0].isExpanded()  # how the file's fields are read, shown once
    assert not any(h.isExpanded() for h in people[1:]), [h.text(0) for h in people if h.isExpanded()]
    tree.setFocus()
    tree.setCurrentItem(people[1])
    qtbot.keyClick(tree, Qt.Key.Key_Right)  # one key opens another
    assert people[1].isExpanded()
