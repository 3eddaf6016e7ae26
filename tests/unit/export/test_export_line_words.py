"""The export's own words agree with what they say (issue 44): the Russian command line's count of
events written takes the verb's form for that count («22 события записаны», not «записано»), and a
Spanish export line's round begins with a capital ("Asalto 1 · …", not "asalto 1 · …")."""

from __future__ import annotations

import pytest

from app.export.cli import written_message
from app.export.language import translator_for
from app.services.logtext import render


@pytest.mark.parametrize(("count", "said"), [
    (1, "1 событие записано в x.md"),
    (22, "22 события записаны в x.md"),
    (3, "3 события записаны в x.md"),
    (5, "5 событий записано в x.md"),
    (21, "21 событие записано в x.md"),
])
def test_the_russian_count_of_events_written_agrees_with_its_verb(qapp, count, said):
    assert written_message(count, "x.md", "ru") == said


def test_a_spanish_export_lines_round_begins_with_a_capital(qapp):
    assert render("Round {round}", {"round": 1}, "Export", translator_for("es")) == "Asalto 1"
