"""The share dialog broke the shared link across two lines ("http://192.0.2.2:8765/?" over
"t=phm3fpw9x2w5"), read as two addresses: a link now shows whole on one line, in its own size when
the field has room and smaller when it has not, never cut; the field's messages still wrap."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.services.player_share import PlayerShare
from ui.dialogs.share_dialog import ShareDialog
from ui.widgets.link_field import SMALLEST_PT, LinkField

LINK = "http://192.0.2.2:8765/?t=phm3fpw9x2w5"


def lines(field: LinkField) -> int:
    return int(field.view.document().documentLayout().documentSize().height())


def whole(field: LinkField) -> bool:
    """Every character of the text inside the field's view, on its one line."""
    width = QFontMetricsF(field.view.font()).horizontalAdvance(field.text())
    return width <= field.view.viewport().width()


@pytest.mark.parametrize("width", [700, 420, 260, 120])
def test_a_link_stays_on_one_line_however_narrow_the_field(qtbot, width):
    holder = QWidget()
    qtbot.addWidget(holder)
    QVBoxLayout(holder).setContentsMargins(0, 0, 0, 0)
    field = LinkField(holder, point_size=14)
    holder.layout().addWidget(field)
    field.setText(LINK, link=True)
    holder.resize(width, 200)
    holder.show()
    qtbot.waitExposed(holder)
    qtbot.waitUntil(lambda: lines(field) == 1 and whole(field))
    assert field.text() == LINK
    assert field.view.font().pointSizeF() >= SMALLEST_PT
    if width >= 700:
        assert field.view.font().pointSizeF() == 14  # room for it: its own size
    field.setText("Not shared. Nothing is served until you start, and the phones show nothing yet.")
    holder.resize(160, 200)
    qtbot.waitUntil(lambda: lines(field) > 1)  # a message wraps at its words


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_the_share_dialog_shows_its_link_on_one_line(qtbot):
    share = PlayerShare(lambda: {"order": []})
    dialog = ShareDialog(share)
    qtbot.addWidget(dialog)
    share.host, share.port, share.token = "192.0.2.2", 8765, "phm3fpw9x2w5"
    dialog.address.setText(share.url(), link=True)
    dialog.show()
    qtbot.waitExposed(dialog)
    for width in (dialog.minimumSizeHint().width(), 900):
        dialog.resize(width, dialog.height())
        qtbot.waitUntil(lambda: lines(dialog.address) == 1 and whole(dialog.address))
        assert dialog.address.text() == LINK
