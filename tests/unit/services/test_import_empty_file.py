"""An empty file picked for File → Import characters is said to be empty, in the GM's language,
not said to be JSON that does not parse."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render


@pytest.mark.parametrize(("language", "said"), [
    ("en", "party.json: it is empty"),
    ("ru", "party.json: он пуст"),
    ("es", "party.json: está vacío"),
])
@pytest.mark.parametrize("content", [b"", b"  \n", b"\xef\xbb\xbf\n"])
def test_an_empty_json_file_is_said_to_be_empty(tmp_path, qapp, language, said, content):
    from ui.i18n import set_language

    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    empty = tmp_path / "party.json"
    empty.write_bytes(content)
    try:
        assert set_language(language)
        preview = services.characters.preview_import([str(empty)])
        assert not preview.ready
        assert [render(p["t"], p["args"], p["ctx"]) for p in preview.problems] == [said]
    finally:
        set_language("en")
        services.close()
