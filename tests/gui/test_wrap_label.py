"""A wrapped label keeps the heights its texts need, and measures again after a change that moves
its lines: a new text, a bigger font, other margins."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from ui.widgets.labels import WrapLabel

TEXT = "Round 2: 4 against Swarm Threat 6 — lost, and the dead press on"


def plain(text: str, label: WrapLabel) -> int:
    """The height a plain wrapped QLabel of the same font and margins needs at 120 pixels."""
    other = QLabel(text)
    other.setWordWrap(True)
    other.setFont(label.font())
    other.setContentsMargins(label.contentsMargins())
    return other.heightForWidth(120)


def test_the_heights_follow_the_text_the_font_and_the_margins(qtbot):
    label = WrapLabel()
    qtbot.addWidget(label)
    label.setText(TEXT)
    first = label.heightForWidth(120)
    assert first == plain(TEXT, label) and first > label.fontMetrics().height()  # wrapped
    assert label.heightForWidth(120) == first  # asked again: the same
    label.setText(TEXT + ", again and again and again")
    assert label.heightForWidth(120) == plain(label.text(), label) > first
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    label.setFont(font)
    assert label.heightForWidth(120) == plain(label.text(), label)
    label.setContentsMargins(0, 20, 0, 20)
    assert label.heightForWidth(120) == plain(label.text(), label)
    label.setText(TEXT)  # back to a text measured before the font changed: measured again
    assert label.heightForWidth(120) == plain(TEXT, label) > first
