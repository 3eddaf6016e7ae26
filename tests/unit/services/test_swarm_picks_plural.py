"""A lost swarm round's "the GM picks 2" reads as a count of options in Russian and Spanish
(«ведущий выбирает 2 варианта», "el DJ elige 2 opciones"), not «выбирает вариантов: 2»: in the log
line, stored or exported, and on the swarm panel's label of the picks."""

from __future__ import annotations

from app.export.language import translator_for
from app.services.logtext import render, render_value
from app.services.plurals import choose

LOST = "lost: the GM picks {picks}"  # the outcome of a lost round, nested in its log line
LABEL = "The dead win: the GM picks {count}"  # the swarm panel's label over the picks


def test_the_lost_rounds_picks_are_counted_in_each_language(qapp):
    russian, spanish = translator_for("ru"), translator_for("es")
    assert [render(LOST, {"picks": n}, "log", russian) for n in (1, 2)] == [
        "поражение: ведущий выбирает 1 вариант",
        "поражение: ведущий выбирает 2 варианта",
    ]
    assert [render(LOST, {"picks": n}, "log", spanish) for n in (1, 2)] == [
        "perdido: el DJ elige 1 opción",
        "perdido: el DJ elige 2 opciones",
    ]
    assert render(LOST, {"picks": 2}, "log") == "lost: the GM picks 2"  # English as it always read
    nested = {"t": LOST, "ctx": "log", "args": {"picks": 2}}  # as a round's line keeps it
    assert render_value(nested, russian) == "поражение: ведущий выбирает 2 варианта"


def test_the_panels_label_of_the_picks_is_counted_too(qapp):
    expected = {
        "ru": ["Мертвецы побеждают: ведущий выбирает 1 вариант", "Мертвецы побеждают: ведущий выбирает 2 варианта"],
        "es": ["Ganan los muertos: el DJ elige 1 opción", "Ganan los muertos: el DJ elige 2 opciones"],
    }
    for language, lines in expected.items():
        text = translator_for(language)("SwarmDock", LABEL)
        assert [choose(text, {"count": n}, language).format(count=n) for n in (1, 2)] == lines
