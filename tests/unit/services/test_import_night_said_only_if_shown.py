"""The twdu demo's first import of the party's spreadsheet: Ben Okafor's night makes no difference
to what the preview shows (no keep-the-night row for him, the batch's box unticked), so the log does
not say his state stays "as the night left them"."""

from __future__ import annotations

from pathlib import Path

from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import render_event

PARTY = Path(__file__).resolve().parents[2] / "fixtures" / "csv" / "twdu-party-libreoffice.csv"


def test_the_log_names_no_night_the_preview_did_not_show(qapp, tmp_path):
    services = open_services(str(build_demo(tmp_path / "demo.deadwatch", "twdu", None)))
    try:
        preview = services.characters.preview_import([str(PARTY)])
        ben = next(c for c in preview.characters if c.name == "Ben Okafor")
        assert not preview.night_matters(ben)  # the preview shows no keep-the-night row for him
        assert services.characters.import_preview(preview)
        said = render_event(services.campaign.events()[-1])
        assert "updated 1 character: Ben Okafor" in said, said
        assert "as the night left them" not in said, said
    finally:
        services.close()
