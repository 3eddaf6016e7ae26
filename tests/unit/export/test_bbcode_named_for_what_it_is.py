"""The BBCode export is written as a .txt file (a forum reads BBCode pasted into a post, not a file
uploaded; any editor opens a .txt to copy it), but the file dialog's filter said "BBCode (forums)
(*.txt)" and a GM took the .txt for a mistake.  The format now says what the file is for, in each
language, and the README's export sentence says how a forum takes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.export import FORMATS
from app.export.language import translator_for

PASTE = {"en": "paste", "ru": "вставки", "es": "pegar"}


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_bbcode_format_says_it_is_text_to_paste_into_a_post(qapp, language):
    fmt = FORMATS["bbcode"]
    assert fmt.suffix == ".txt"
    label = translator_for(language)("Export", fmt.label)
    assert label.startswith("BBCode") and PASTE[language] in label, label


def test_the_readme_says_how_a_forum_takes_the_bbcode():
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text("utf-8")
    export = " ".join(readme[readme.index("Export session log (Ctrl+E"):].split()[:50])
    assert "BBCode is a `.txt` file" in export and "paste it into the post" in export, export
