"""By keys, the same party in two files into an empty roster: Ctrl+I with the party's spreadsheet and
Ana Reyes's Foundry actor shows one Ana Reyes, saying both files bring her and which Strength is
taken; Enter brings in one Ana Reyes, no "(2)"; Ctrl+Z takes the whole import back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from tests.gui.helpers import activate, campaign_window, choose_file
from tests.gui.test_import_preview import ANA, roster_names, when_shown
from tests.gui.test_import_preview_one_of_each import _ctrl_i
from tests.unit.services.test_import_same_npc_two_files import exported_gloria
from tests.unit.services.test_import_same_party_two_files import party_with_ana
from ui.dialogs.import_preview import ImportPreviewDialog


def test_the_party_as_a_spreadsheet_and_as_an_actor_is_one_ana_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    pcs = party_with_ana(tmp_path, strength=3)
    seen: dict[str, object] = {}
    _ctrl_i(qtbot, window, [pcs, ANA], seen)
    qtbot.waitUntil(lambda: "Ana Reyes" in roster_names(window))
    heads = seen["heads"]
    assert [head for head in heads if "Ana" in head] == ["Ana Reyes"], heads  # type: ignore[attr-defined]
    said = " ".join(heads["Ana Reyes"])  # type: ignore[index]
    assert f"in {pcs.name} and {ANA.name}: one character, imported once from {ANA.name}" in said, said
    assert f"Strength: 3 in {pcs.name}, 4 in {ANA.name}: {ANA.name}'s is taken" in said, said
    summary = str(seen["summary"])
    assert "1 character is in more than one of these files: imported once, from the last file" in summary, summary
    names = roster_names(window)
    assert names.count("Ana Reyes") == 1 and not any("(2)" in n for n in names), names
    ana = next(c for c in services.characters.characters() if c.name == "Ana Reyes")
    assert ana.sheet["strength"] == 4
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "Ana Reyes" not in roster_names(window))
    assert services.characters.characters() == []


def test_the_characters_own_line_names_the_files_that_bring_it(qtbot, tmp_path, qapp):
    sheet, actor = exported_gloria(tmp_path, qapp)
    window = campaign_window(qtbot, tmp_path, "twdu")
    seen: dict[str, object] = {}

    def preview(dialog: ImportPreviewDialog) -> None:
        tree = dialog.tree
        seen["heads"] = {tree.topLevelItem(n).text(0): tree.topLevelItem(n).text(1)
                         for n in range(tree.topLevelItemCount())}
        dialog.reject()
        seen["done"] = True

    def pick(dialog: QFileDialog) -> None:
        when_shown(ImportPreviewDialog, preview)
        choose_file(dialog, " ".join(f'"{p}"' for p in (sheet, actor)))

    when_shown(QFileDialog, pick)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: seen.get("done") is True)
    heads = seen["heads"]
    assert heads == {"Gloria": f"NPC — new — in {sheet.name} and {actor.name}"}, heads


def test_ctrl_i_the_actor_then_her_spreadsheet_row_the_preview_shows_her_injury_and_the_actors_left_out(qtbot,
                                                                                                     tmp_path):
    """The spreadsheet last, with no Conditions column: the Deep cut and Poisoned rows, the actor's
    left-out lines named by its file; Enter brings her in hurt and poisoned."""
    from tests.unit.services.test_import_batch_state_kept import ANAS_ROW

    window = campaign_window(qtbot, tmp_path, "twdu")
    row = tmp_path / "ana.csv"
    row.write_text(ANAS_ROW, "utf-8")
    seen: dict[str, object] = {}
    _ctrl_i(qtbot, window, [ANA, row], seen)
    qtbot.waitUntil(lambda: "Ana Reyes" in roster_names(window))
    said = " | ".join(seen["heads"]["Ana Reyes"])  # type: ignore[index]
    assert "Critical injury" in said and "Deep cut" in said and "Poisoned" in said, said
    assert f"{ANA.name}: “Lucky coin” (small item)" in said, said
    ana = next(c for c in window.services.characters.characters() if c.name == "Ana Reyes")
    assert [i["name"] for i in ana.state["injuries"]] == ["Deep cut"] and ana.state["poisoned"] is True
