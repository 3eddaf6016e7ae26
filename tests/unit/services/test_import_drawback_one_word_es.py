"""One word for a drawback in the Spanish import preview: Father Tom's "Cowardly" was a «Defecto» in
its row («Tipo: Defecto», under «Cualidades y defectos») and an «inconveniente» in the column saying
where it came from («objetos del actor: cualidad, inconveniente»)."""

from __future__ import annotations

from pathlib import Path

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

TOM = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / \
    "fvtt-Actor-afmbe-jesuisfrog-1.3.1-character-father-tom.json"


def test_the_qualities_row_names_a_drawback_as_the_sheet_does(tmp_path, qapp):
    from ui.i18n import set_language

    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "afmbe", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    assert set_language("es")
    try:
        [tom] = services.characters.preview_import([str(TOM)]).characters
        [row] = [f for f in tom.fields if f.label == "Qualities and drawbacks"]
        said = render(row.said["t"], row.said["args"]) if row.said else ""
        kinds = [dict(cells).get("Kind") for cells in row.rows]
        shown = [render(k["t"], k["args"], k["ctx"]) if isinstance(k, dict) else k for k in kinds]
    finally:
        set_language("en")
        services.close()
    assert said == "objetos del actor: cualidad, defecto", said
    assert shown == ["Cualidad", "Cualidad", "Defecto"], shown
