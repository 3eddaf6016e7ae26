"""Every sentence the rules and the services can refuse with, put after a colon by each way a
refusal line is built — a service's refusal (``refusal_text``: "Nothing to strike in passing for
Ann: …"), the window's (``refusal_message``), a file's (``file_checks.refusal``: "{file}: …") and the
docks' own lines ("Cannot roll: …", "{name} cannot throw a grenade: …": ``read_on``) — reads on
from the colon in Russian and Spanish: «…: гранат не осталось.», "…: no quedan granadas."; only a
word in capitals («ОЗ», "PV", "D66") or a name keeps its capital.  Before, each kept its own
sentence's capital («…: Гранат не осталось.»)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.services.after_colon import read_on
from app.services.command import CommandError
from app.services.file_checks import refusal
from app.services.map_passing import NOBODY
from app.services.refusals import refusal_text
from ui import i18n
from ui.messages import refusal_message

CATALOG = Path(__file__).resolve().parents[2] / "i18n" / "deadwatch_{lang}.ts"


def sentences(lang: str) -> list[tuple[str, str]]:
    """The catalog's sentences of the rules and the services (a capital first, a full stop last): the
    reasons a refusal gives."""
    root = ET.parse(str(CATALOG).format(lang=lang)).getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name")
        if name not in ("rules", "log"):
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if message.get("numerus") == "yes" or not source[:1].isupper() or not source.endswith("."):
                continue
            found.append((name, source))
    return found


def reads_on(text: str) -> bool:
    """The words after the line's first colon start with no sentence's capital (a word in capitals may)."""
    assert ": " in text, text
    word = text.split(": ", 1)[1].split(" ", 1)[0]
    rest = word[1:]
    return not word[:1].isupper() or any(ch.isupper() or ch.isdigit() for ch in rest)


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_every_refusal_reads_on_after_a_colon(qapp, lang):
    assert i18n.set_language(lang)
    try:
        reasons = sentences(lang)
        assert len(reasons) > 300
        wrong = []
        for ctx, source in reasons:
            line = {"t": source, "ctx": ctx}
            own = qapp.translate(ctx, source)
            if own.startswith("{"):  # a name first: as it is
                continue
            said = {
                "service": refusal_text(CommandError(NOBODY, "log", name="Ann", reason=line)),
                "window": refusal_message("log", NOBODY, {"name": "Ann", "reason": line}),
                "file": refusal("{file}: {reason}", file="ann.csv", reason={**line, "args": {}}).message,
                "dock": "Ann: " + read_on(own, line),
            }
            wrong += [(way, text) for way, text in said.items() if not reads_on(text)]
        assert wrong == [], f"{len(wrong)} lines, the first: {wrong[:6]}"
    finally:
        i18n.set_language("en")
