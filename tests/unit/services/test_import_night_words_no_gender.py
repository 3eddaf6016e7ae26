"""The preview's row of a value the night keeps reads the same whatever the field's gender: Spanish
said «Herida crítica: ninguno (el de la noche, se conserva; …)» and «Salud: 3 (el de la noche…)»;
now «nada (de la noche, se conserva; …)», «3 (de la noche, se conserva; …)»."""

from __future__ import annotations

import re

import pytest

from app.services.file_checks import line
from app.services.imports import night_said
from app.services.logtext import render
from tests.unit.test_glossary import messages


@pytest.mark.parametrize("language", ["es", "ru"])
def test_the_night_s_phrase_has_no_gendered_word(language):
    found = dict(messages(language))
    kept = found["{value} (the night's, kept; in the file: {file})"]
    assert not re.search(r"\b(el|la|los|las) de la noche|\bninguna?\b|сохранен[аоы]?\b", kept, re.I), kept


def test_an_empty_injuries_row_kept_reads_nada_in_spanish(qapp):
    from ui.i18n import set_language

    assert set_language("es")
    try:
        said = line(night_said.KEPT_VALUE, value=night_said._state_value([]), file="Corte profundo")
        text = render(said["t"], said["args"])
    finally:
        set_language("en")
    assert text == "nada (de la noche, se conserva; en el archivo: Corte profundo)", text
