"""The grid game's words a fresh GM read in Russian (issue 41): «катана бьёт со следующего» never
said the next what (the round); one count of weapons found read «1 предмет» in the dialog and
«1 единица» in the log (one word now); a token moved while the map is edited was logged «На карту
поставлена фишка: Kit», as if it had not been on the map (now it moved, from where to where)."""

from __future__ import annotations

import pytest

from app.services.logtext import render
from ui import i18n


@pytest.fixture
def russian(qapp):  # noqa: ANN001, ANN201
    assert i18n.set_language("ru")
    yield
    i18n.set_language("en")


def test_the_katana_strikes_from_the_next_round(russian):
    for text in ("it takes up the round; the katana strikes from the next one",
                 "Draws a concealed katana: it takes up the round and strikes from the next one"):
        said = render(text, {}, "rules")
        assert said.endswith("со следующего раунда"), said


def test_one_word_counts_the_weapons_found(russian):
    args = {"weapon": "пистолет", "count": 1}
    dialog = render("Adds {weapon} to the sheet: {count} {count|weapon|weapons} found in all.", args, "rules")
    log = render("{weapon} ({count} {count|weapon|weapons} found)", args, "rules")
    assert "1 единица" in dialog and "1 единица" in log, (dialog, log)
    assert "предмет" not in dialog


def test_a_token_moved_by_hand_is_said_moved(russian):
    said = render("{name} moved on the map by hand: {start} → {end}", {"name": "Kit", "start": "A1", "end": "G5"},
                  "log")
    assert said == "Фишка Kit передвинута вручную: A1 → G5"
