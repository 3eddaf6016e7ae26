"""A badge's label is shown as typed, whatever characters of rich text it holds: the roster escapes
them itself (ui.widgets.roster_look.escape) rather than loading the ``html`` package at every start."""

from __future__ import annotations

import html

import pytest
from PySide6.QtGui import QTextDocument

from ui.widgets.roster_look import chip_html, escape

LABELS = ('Bitten: <Tom & "Jerry\'s"> arm', "a<b>c</b>", "&amp; &lt;", "Не действует: Левая нога", "x > 1")


@pytest.mark.parametrize("label", LABELS)
@pytest.mark.parametrize("breaks", [False, True])
def test_a_badge_reads_its_label_as_typed(qapp: object, label: str, breaks: bool) -> None:
    document = QTextDocument()
    document.setHtml(chip_html("color: red", label, breaks))
    shown = document.toPlainText().replace("\u00a0", " ").strip()
    assert shown == label


@pytest.mark.parametrize("label", LABELS)
def test_the_escape_is_the_standard_one(label: str) -> None:
    assert escape(label) == html.escape(label)
