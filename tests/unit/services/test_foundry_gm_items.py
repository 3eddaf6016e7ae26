"""A Foundry twdu actor a GM edited by hand (tests/fixtures/gm): a critical injury's effect written
as text, as the system's template.json has it, and an item that cannot be read, which leaves that
item out, named, and not the whole character."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.services.logtext import render

GM = Path(__file__).resolve().parents[2] / "fixtures" / "gm"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


def test_a_critical_injury_whose_effect_is_text_gives_its_dice_and_keeps_the_text(twdu):
    preview = twdu.characters.preview_import([str(GM / "ana-foundry.json")])
    assert not preview.problems
    [ana] = preview.characters
    assert ana.name == "Ana Reyes" and not ana.refused and ana.person is not None
    [injury] = ana.person["state"]["injuries"]
    assert (injury["name"], injury["penalty"], injury["description"]) == ("Deep cut", 1, "-1 to Mobility")
    assert ("critical injury «Deep cut»: its effect “-1 to Mobility” is text; −1 die read from it, the text kept "
            "as its description") in [text(i) for i in ana.ignored]


def test_an_effect_with_no_number_is_kept_as_the_description_with_no_dice(twdu, tmp_path):
    actor = json.loads((GM / "ana-foundry.json").read_text(encoding="utf-8"))
    actor["items"][2]["system"]["effect"] = "Limps badly"
    path = tmp_path / "ana.json"
    path.write_text(json.dumps(actor), encoding="utf-8")
    [ana] = twdu.characters.preview_import([str(path)]).characters
    [injury] = ana.person["state"]["injuries"]
    assert (injury["penalty"], injury["description"]) == (0, "Limps badly")
    assert any("«Deep cut»: its effect “Limps badly” gives no number" in text(i) for i in ana.ignored)


def test_an_item_that_cannot_be_read_is_left_out_named_and_the_character_is_imported(twdu, tmp_path):
    actor = json.loads((GM / "ana-foundry.json").read_text(encoding="utf-8"))
    actor["items"][0]["system"]["damage"] = "lots"  # the Revolver
    actor["items"][2]["system"]["effect"] = {"value": 1}  # the Deep cut
    path = tmp_path / "ana.json"
    path.write_text(json.dumps(actor), encoding="utf-8")
    [ana] = twdu.characters.preview_import([str(path)]).characters
    assert not ana.refused and ana.person is not None
    assert ana.person["sheet"]["weapons"] == [] and ana.person["state"]["injuries"] == []
    said = [text(i) for i in ana.ignored]
    assert "weapon «Revolver»: “system.damage”: “lots” is not what this field holds: a whole number; it is left " \
        "out" in said
    assert ("critical injury «Deep cut»: “system.effect”: “{'value': 1}” is not what this field holds: a whole "
            "number; it is left out") in said
    assert not any("items[" in s for s in said)


@pytest.mark.parametrize("code, said", [
    ("en", ["Encumbrance: Deadwatch does not track it; the Foundry export writes it back as read",
            "Issues: not in the data model this reading follows (versions 3.0–4.0.3)"]),
    ("es", ["Carga: Deadwatch no lleva la cuenta de esto; la exportación a Foundry lo devuelve tal como se "
            "leyó",
            "Problemas: no está en el modelo de datos que sigue esta lectura (versiones 3.0–4.0.3)"]),
])
def test_what_ana_holds_and_deadwatch_does_not_is_said_by_its_label_in_one_agreeing_sentence(twdu, tmp_path, code,
                                                                                              said):
    from ui.i18n import set_language
    actor = json.loads((GM / "ana-foundry.json").read_text(encoding="utf-8"))
    actor["system"]["encumbrance"]["value"] = 2  # her experience is the campaign's unspent points, not left out
    path = tmp_path / "ana.json"
    path.write_text(json.dumps(actor), encoding="utf-8")
    try:
        assert set_language(code)
        [ana] = twdu.characters.preview_import([str(path)]).characters
        shown = [text(i) for i in ana.ignored]
        assert not any(s.startswith(("Experience", "Experiencia")) for s in shown), shown
        assert all(s in shown for s in said), shown
        assert not any("issues" in s for s in shown)
        [injury] = [text(f.value) for f in ana.fields if f.label == "Critical injury"]
        assert injury.startswith("Deep cut: −1 die;" if code == "en" else "Deep cut: −1 dado;"), injury
    finally:
        set_language("en")
