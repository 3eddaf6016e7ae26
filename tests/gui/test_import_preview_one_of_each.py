"""By keys, one character per Foundry actor and per row of a batch: Ctrl+I with Ana Reyes and a
Gloria a faulty export gave Ana's id shows Gloria refused, naming Ana, and Enter brings in Ana
alone; Gloria's file with Ana's id later updates Gloria (said so), never the PC; the same party in
two files of one Ctrl+I is one character each, and Enter updates the party once, no "(2)" copies."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QTreeWidgetItem

from app.services.character_commands import EditCharacter
from tests.gui.helpers import activate, campaign_window, choose_file
from tests.gui.test_import_preview import ANA, GLORIA, roster_names, when_shown
from tests.unit.services.test_import_one_id_one_character import EXCEL, SHEETS, _gloria_with_anas_id
from ui.dialogs.import_preview import ImportPreviewDialog


def _lines(item: QTreeWidgetItem) -> list[str]:
    return [f"{item.text(0)}: {item.text(1)}"] + [
        f"{item.child(n).text(0)}: {item.child(n).text(1)}" for n in range(item.childCount())]


def _ctrl_i(qtbot, window, paths: list[Path], seen: dict[str, object]) -> None:  # noqa: ANN001
    """Ctrl+I, the files, the preview's rows read, then Enter."""

    def preview(dialog: ImportPreviewDialog) -> None:
        tree = dialog.tree
        seen["heads"] = {tree.topLevelItem(n).text(0): _lines(tree.topLevelItem(n))
                         for n in range(tree.topLevelItemCount())}
        seen["summary"] = dialog.summary.text()
        qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)
        seen["done"] = True
        if dialog.isVisible():
            dialog.reject()

    def pick(dialog: QFileDialog) -> None:
        when_shown(ImportPreviewDialog, preview)
        choose_file(dialog, " ".join(f'"{p}"' for p in paths))

    when_shown(QFileDialog, pick)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: seen.get("done") is True)


def test_two_actors_of_one_id_the_second_without_it_and_an_id_never_taken_from_a_pc(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    faulty = _gloria_with_anas_id(tmp_path)
    seen: dict[str, object] = {}
    _ctrl_i(qtbot, window, [ANA, faulty], seen)
    qtbot.waitUntil(lambda: "Gloria" in roster_names(window))
    noted = " ".join(seen["heads"]["Gloria"])  # type: ignore[index]
    assert "Refused" not in noted and "its Foundry actor id is already “Ana Reyes”'s: not kept" in noted, noted
    assert sorted((c.name, c.foundry_id) for c in services.characters.characters()) == \
        [("Ana Reyes", "Q1w2E3r4T5y6U7i8"), ("Gloria", "")]
    services.campaign.undo()
    assert services.characters.import_preview(services.characters.preview_import([str(ANA)]))
    assert services.characters.import_preview(services.characters.preview_import([str(GLORIA)]))
    ana = services.characters.characters()[0]
    before = (ana.kind, dict(ana.sheet), dict(ana.state))
    seen = {}
    _ctrl_i(qtbot, window, [faulty], seen)
    said = " ".join(seen["heads"]["Gloria"])  # type: ignore[index]
    assert "its Foundry actor id is “Ana Reyes”'s, but its name and kind are “Gloria”'s" in said, said
    qtbot.waitUntil(lambda: len(services.campaign.events()) >= 3)
    ana = next(c for c in services.characters.characters() if c.name == "Ana Reyes")
    assert (ana.kind, dict(ana.sheet), dict(ana.state)) == before, "the PC was overwritten"
    assert {"Ana Reyes", "Gloria"} <= set(roster_names(window))
    assert sorted(c.name for c in services.characters.characters()) == ["Ana Reyes", "Gloria"]


def test_the_same_party_in_two_files_of_one_ctrl_i_updates_each_character_once(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.import_preview(services.characters.preview_import([str(EXCEL)]))
    names = sorted(c.name for c in services.characters.characters())
    ben = next(c for c in services.characters.characters() if c.name == "Ben Okafor")
    services.campaign.execute(EditCharacter(int(ben.id), sheet={**ben.sheet, "strength": 2}))
    seen: dict[str, object] = {}
    _ctrl_i(qtbot, window, [EXCEL, SHEETS], seen)
    qtbot.waitUntil(lambda: next(c for c in services.characters.characters()
                                 if c.name == "Ben Okafor").sheet["strength"] != 2)
    assert not any("(2)" in head for head in seen["heads"]), seen["heads"]  # type: ignore[attr-defined]
    summary = str(seen["summary"])
    assert "3 characters are in more than one of these files: imported once, from the last file" in summary, summary
    assert sorted(c.name for c in services.characters.characters()) == names
