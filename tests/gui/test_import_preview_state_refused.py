"""A spreadsheet Deadwatch wrote (with its "Deadwatch state" column) whose track value the GM set
out of the track's bounds: the row of that value is marked refused in the preview, in red and with
"(refused)", as the same value is in a spreadsheet without the state column."""

from __future__ import annotations

import csv
import io

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import REFUSED, ImportPreviewDialog


@pytest.mark.parametrize("with_state", [True, False])
def test_a_track_value_out_of_its_bounds_marks_its_row_refused(qtbot, tmp_path, with_state):
    demo = open_services(str(build_demo(tmp_path / "demo.deadwatch", "twdu", None)), Dice(seed=1))
    party = tmp_path / "party.csv"
    try:
        assert demo.characters.export_file(str(party), [demo.characters.characters()[0].id])
    finally:
        demo.close()
    rows = list(csv.DictReader(io.StringIO(party.read_text("utf-8-sig"))))
    assert rows[0]["Deadwatch state"]  # the file as Deadwatch writes it
    rows[0]["Health (now)"] = "9"
    heads = [h for h in rows[0] if with_state or h != "Deadwatch state"]
    edited = io.StringIO()
    writer = csv.DictWriter(edited, fieldnames=heads, extrasaction="ignore")
    writer.writeheader()
    writer.writerows(rows)
    party.write_text(edited.getvalue(), "utf-8")
    window = campaign_window(qtbot, tmp_path, "twdu")
    preview = window.services.characters.preview_import([str(party)])
    dialog = ImportPreviewDialog(preview, window)
    qtbot.addWidget(dialog)
    head = dialog.tree.topLevelItem(0)
    children = [head.child(n) for n in range(head.childCount())]
    reasons = [c.text(1) for c in children if c.text(0) == "Refused"]
    assert len(reasons) == 1 and "“Health (now)” is 9" in reasons[0], reasons
    health = next(c for c in children if c.text(0) == "Health (now)")
    assert health.text(1) == "9 (refused)"
    assert health.foreground(0).color() == REFUSED and health.foreground(1).color() == REFUSED
    assert not preview.ready and window.services.characters.characters() == []
