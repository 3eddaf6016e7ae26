"""A twdu actor of system version 2.1.0 (outside the tested 3.0–4.0.3) in the import preview: the
top says one character is of a version outside those tested, and a Warning row under it says the
version, the range and how many fields were read."""

from __future__ import annotations

import json
from pathlib import Path

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

ANA = Path(__file__).resolve().parents[1] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def test_an_old_version_is_warned_of_at_the_top_and_under_the_character(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    actor = json.loads(ANA.read_text("utf-8"))
    actor["_stats"]["systemVersion"] = "2.1.0"
    file = tmp_path / "fvtt-Actor-old.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    dialog = ImportPreviewDialog(window.services.characters.preview_import([str(file)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert ("1 is of a system version outside those this reading is tested with: check the Warning row under "
            "it.") in dialog.summary.text()
    head = dialog.tree.topLevelItem(0)
    rows = [(head.child(n).text(0), head.child(n).text(1)) for n in range(head.childCount())]
    warnings = [text for label, text in rows if label == "Warning"]
    assert len(warnings) == 1 and warnings[0].startswith("twdu 2.1.0 is outside the versions this reading is "
                                                          "tested with (3.0–4.0.3): "), rows
