"""The export's lines said the round twice: «Раунд 1 · Раунд 1 окончен; начинается раунд 2» (the
round put before every line, and the line naming it itself).  The line that names its round has no
round before it, in every language and every format that writes the round before the line; the
other lines of the round keep theirs."""

from __future__ import annotations

import pytest

from app.export import ExportOptions, export_log
from tests.audit.helpers import add, campaign
from tests.unit.export.pdftext import text_of

ENDS = {"en": "Round 1 ends", "ru": "Раунд 1 окончен", "es": "Termina el asalto 1"}
PREFIX = {"en": "round 1", "ru": "раунд 1", "es": "asalto 1"}


@pytest.mark.parametrize("lang", ["ru", "en", "es"])
def test_the_round_end_line_says_its_round_once(tmp_path, qapp, lang):
    with campaign(tmp_path, "gridlimbs") as services:
        ids = [add(services, "Kit"), add(services, "Dov")]
        assert services.initiative.start(ids)
        assert services.initiative.end_round()
        for fmt, suffix in (("md", ".md"), ("bbcode", ".txt"), ("pdf", ".pdf")):
            target = tmp_path / f"log{suffix}"
            export_log(services.campaign.engine, ExportOptions(language=lang, secrets=True), fmt, target)
            text = text_of(target) if fmt == "pdf" else target.read_text("utf-8")
            ends = [line for line in text.splitlines() if ENDS[lang] in line]
            assert ends, (fmt, text)
            for line in ends:
                assert PREFIX[lang] not in line.casefold().replace(ENDS[lang].casefold(), ""), (fmt, line)
