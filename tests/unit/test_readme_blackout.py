"""The README said the status bar reads "Players' screen: black" during a blackout; the bar read
"Players' screen: black (B)" (or "Blackout (B)" where it is short).  The README quotes the bar's
own words, and says the phones go black too, a handout shown to one player alone with them."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readmes_blackout_line_quotes_the_status_bar(qapp):
    from PySide6.QtCore import QCoreApplication

    text = " ".join(README.read_text("utf-8").split())
    line = re.search(r"Blackout \(B: .*?\"Blackout \(B\)\" where the bar is short\)", text)
    assert line is not None, "the README's blackout line"
    quoted = re.findall(r'"([^"]+)"', line.group(0))
    said = QCoreApplication.translate("PlayerDisplayController", "Players' screen: black ({key})").format(key="B")
    short = QCoreApplication.translate("PlayerDisplayController", "Blackout ({key})").format(key="B")
    assert quoted == [said, short]
    assert "every phone" in line.group(0) and "one player's phone alone too" in line.group(0)
