"""Each character's "Keep the night's wounds" box is ticked by its own state alone: Ana Reyes, never
imported and unhurt, comes in from her Foundry actor with its wounds (Health 2, Stress 3) though Ben
Okafor beside her in the party's spreadsheet was hurt in the night (his night kept, the spreadsheet
saying nothing of his state).  Her box was ticked
because his was, and the actor's wounds were dropped."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

ROW = "Keep the night's wounds"
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
ANA = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
PARTY = FIXTURES / "csv" / "twdu-party-libreoffice.csv"


def _tracks(services, name: str) -> dict[str, int]:
    row = next(c for c in services.characters.characters() if c.name == name)
    return services.characters.ruleset.track_values(row.sheet, row.state)


def test_ana_never_imported_and_unhurt_takes_her_actor_s_wounds_while_ben_keeps_his_night(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    for name in ("Ana Reyes", "Ben Okafor"):
        assert services.characters.create(name, "pc")
    ben = next(c for c in services.characters.characters() if c.name == "Ben Okafor")
    assert services.characters.damage(ben.id, {"damage": 1, "armor": False})  # the night: Ben hurt
    hurt = _tracks(services, "Ben Okafor")
    dialog = ImportPreviewDialog(services.characters.preview_import([str(ANA), str(PARTY)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    tree = dialog.tree
    assert tree.hasFocus()

    def row_of(name: str):
        heads = [tree.topLevelItem(n) for n in range(tree.topLevelItemCount())]
        head = next(h for h in heads if h.text(0) == name)
        return next(head.child(n) for n in range(head.childCount()) if head.child(n).text(0) == ROW)

    assert row_of("Ana Reyes").checkState(0) == Qt.CheckState.Unchecked  # never imported, unhurt: the actor's
    assert dialog.preview.night_of(next(c for c in dialog.preview.characters if c.name == "Ben Okafor"))
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.result() == dialog.DialogCode.Accepted)
    assert services.characters.import_preview(dialog.preview)
    assert _tracks(services, "Ana Reyes") == {"health": 2, "stress": 3}  # the actor's wounds
    assert _tracks(services, "Ben Okafor") == hurt
