"""Spanish result lines begin with a capital, as the English ones do: a line the rules or the log
write ("{condition} ends", "Hit the dirt… ends") read «termina Cuerpo a tierra…» in Spanish, the
only lower-case beginning among lines that begin with a capital in English.  A die's name ("d10
por debajo") is written as the English one is."""

from __future__ import annotations

import re

from app.export.language import translator_for
from app.rules.afmbe.defences import DODGING_SHOTS, fight_over
from app.rules.gridlimbs import ruleset as gridlimbs
from app.services.logtext import render
from tests.unit.test_glossary import messages

#: the catalogs' contexts of the lines a roll, an action and the log show
LINE_CONTEXTS = ("rules", "log", "DiceDock")


def _begins_lower(text: str) -> bool:
    """Whether the first word is a lower-case one (a die's name "d10", a number or a placeholder aside)."""
    first = re.match(r"[\s¡¿«\"“(—–-]*(\S+)", text)
    if first is None:
        return False
    word = first.group(1)
    return word[:1].islower() and not re.match(r"d\d+\b", word)


def _capital_sources(language: str) -> list[tuple[str, str]]:
    import xml.etree.ElementTree as ET

    from tests.unit.test_glossary import I18N

    out = []
    root = ET.parse(I18N / f"deadwatch_{language}.ts").getroot()
    for context in root.iter("context"):
        if context.findtext("name") not in LINE_CONTEXTS:
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None or translation.get("type") in {"unfinished", "obsolete", "vanished"}:
                continue
            if not (source[:1].isupper() or source.startswith("{")):
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
            out += [(source, text) for text in forms]
    return out


#: pieces that never begin a line: a table's rows listed after "Skills:" ("Brawling 2 → 3; se añade Armas de fuego
#: 2"), an injury's time left after its name and a dash ("Corte — aún 3 días")
INSIDE_A_LINE = {
    "{row} added {value}", "{row} added", "{row} added ({column} {value})", "{row} removed", "{left} {left_unit} left",
}


def test_every_spanish_line_that_begins_with_a_capital_in_english_begins_with_one():
    assert messages("es")  # the catalog is read
    lower = [(source, text) for source, text in _capital_sources("es")
             if _begins_lower(text) and source not in INSIDE_A_LINE]
    assert lower == []


def test_the_lines_a_condition_ending_writes_begin_with_a_capital_in_spanish():
    spanish = translator_for("es")
    _state, lines = fight_over({DODGING_SHOTS: True})
    rules = gridlimbs()
    sheet = rules.new_sheet()
    ended = rules.fight_over({**rules.initial_state(sheet), "blocking": {"speed": 2, "strength": 2}})
    shown = [render(line.text, dict(line.args), "rules", spanish) for line in [*lines, *ended.lines]]
    assert shown and all(not _begins_lower(text) for text in shown), shown
    assert shown[0].startswith("Termina Cuerpo a tierra")
