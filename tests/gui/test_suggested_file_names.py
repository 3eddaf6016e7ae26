"""The file names Export the party and Save a copy suggest read in the GM's language and carry
the campaign's name: "Noche nueva - grupo.json", "noche-nueva-copia.deadwatch"."""

from __future__ import annotations

from ui.i18n import set_language
from ui.party_export import party_file_name
from ui.window_files import copy_name


def test_the_suggested_names_are_in_spanish_and_name_the_campaign(qapp, tmp_path):
    assert set_language("es")
    try:
        assert party_file_name("Noche nueva") == "Noche nueva - grupo.json"
        assert party_file_name(" / ") == "grupo.json"
        assert party_file_name("..") == "grupo.json"
        night = tmp_path / "noche-nueva.deadwatch"
        assert copy_name(night, "Noche nueva", ".deadwatch") == tmp_path / "noche-nueva-copia.deadwatch"
        assert copy_name(None, "Noche nueva", ".deadwatch").name == "Noche nueva-copia.deadwatch"
        assert copy_name(None, "", ".deadwatch").name == "campaña-copia.deadwatch"
    finally:
        set_language("en")
    assert party_file_name("Night") == "Night - party.json"
    assert copy_name(tmp_path / "night.deadwatch", "Night", ".deadwatch").name == "night-copy.deadwatch"
