"""The "From the file" header names what each file was read as, whatever its name: a Foundry actor
saved as "ben.csv" beside the party's spreadsheet is read as an actor and the header says so, not
"(spreadsheet in English)" alone because the character is listed under the spreadsheet."""

from __future__ import annotations

import shutil
from pathlib import Path

from ui.dialogs.preview_file_words import source_header

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def test_an_actor_named_csv_beside_a_spreadsheet_is_named_an_actor(twdu, tmp_path):
    actor = Path(shutil.copy(ANA, tmp_path / "ana.csv"))
    party = tmp_path / "party.csv"
    party.write_text("Name,Kind,Strength,Agility,Wits,Empathy\nAna Reyes,Player character,4,3,3,2\n",
                     encoding="utf-8")
    alone = twdu.characters.preview_import([str(actor)])
    assert source_header(alone) == "From the file (Foundry VTT actors)"
    both = twdu.characters.preview_import([str(actor), str(party)])
    [ana] = both.characters
    assert ana.file == "party.csv" and ana.also_in == ["ana.csv"]  # listed under the last file
    assert source_header(both) == "From the files (Foundry VTT actors; spreadsheet in English)"
