"""Issue 42: "pcs.json" typed with the Spreadsheet (*.csv) type chosen saved "pcs.json.csv": a name
typed with the suffix of another type keeps it, and the export writes that type."""

from __future__ import annotations

import pytest

from ui.party_export import typed_form


@pytest.mark.parametrize("typed, chosen, written", [
    ("/home/gm/pcs.json", "csv", ("/home/gm/pcs.json", "deadwatch")),
    ("/home/gm/pcs.JSON", "csv", ("/home/gm/pcs.JSON", "deadwatch")),
    ("/home/gm/pcs.csv", "deadwatch", ("/home/gm/pcs.csv", "csv")),
    ("/home/gm/pcs.csv", "foundry", ("/home/gm/pcs.csv", "csv")),
    ("/home/gm/pcs", "csv", ("/home/gm/pcs.csv", "csv")),
    ("/home/gm/pcs.json", "foundry", ("/home/gm/pcs.json", "foundry")),
    ("/home/gm/pcs.json", "deadwatch", ("/home/gm/pcs.json", "deadwatch")),
    # a name typed with no suffix: the chosen type's (it was written as a file of no type)
    ("/home/gm/pcs", "deadwatch", ("/home/gm/pcs.json", "deadwatch")),
    ("/home/gm/pcs", "foundry", ("/home/gm/pcs.json", "foundry")),
])
def test_a_typed_suffix_of_another_type_keeps_its_suffix_and_its_type(typed, chosen, written):
    assert typed_form(typed, chosen) == written
