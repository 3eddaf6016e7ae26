"""A handout on the projector at 1280×720, 1920×1080 and 3840×2160: its title and text at least a
thirtieth of the height and shown whole, a picture as large as fits and never cut or stretched; the
GM's window shows it on the players' display the moment the GM shows it to the room, and takes it
away as the GM hides it.  Screenshots go to ``$DEADWATCH_SHOTS`` when set."""

from __future__ import annotations

import base64
import math
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QBuffer, QIODevice, QSettings
from PySide6.QtGui import QColor, QImage

from app.services.handouts import Picture
from tests.gui.helpers import campaign_window
from ui.pictures import read_picture_bytes
from ui.player_display import PlayerDisplay

SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]
NOTE = ("Found on the guard's body: 'They are in the pharmacy. Do not open the north doors, whatever you "
        "hear. The code for the cage is 4471. Tell Maria I tried.'")


def shot(widget, name: str) -> None:
    where = os.environ.get("DEADWATCH_SHOTS")
    if where:
        Path(where).mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(Path(where) / name))


@pytest.mark.parametrize("kind", ["text", "picture"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_handout_on_the_projector_is_read_across_the_room(qtbot, tmp_path, qapp, size, kind):
    width, height = size
    display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(display)
    display.resize(width, height)
    display.show()
    qtbot.waitExposed(display)
    picture = ""
    if kind == "picture":
        image = QImage(1200, 1600, QImage.Format.Format_RGB32)  # a tall sketch on a wide screen
        image.fill(QColor("#3a5f8a"))
        data = read_picture_bytes(_png(image))
        assert isinstance(data, Picture)
        picture = base64.b64encode(data.data).decode("ascii")
    display.set_handout(7, "The guard's note" if kind == "text" else "Sketch of the mall",
                        NOTE if kind == "text" else "", picture)
    page = display.handout
    assert display.stack.currentWidget() is page
    least = math.ceil(height / 30)
    assert page.font_sizes() and min(page.font_sizes()) >= least
    assert page.title.fits() and page.rect().contains(page.title.geometry())
    if kind == "text":
        assert page.text.fits() and page.rect().contains(page.text.geometry())
    else:
        rect = page.picture_rect
        assert page.rect().contains(rect) and not rect.isEmpty()
        assert rect.height() >= height * 0.6  # as large as the screen allows
        assert abs(rect.width() / rect.height() - 1200 / 1600) < 0.01  # not stretched
        assert not rect.intersects(page.title.geometry())
    shot(display, f"projector-handout-{kind}-{width}x{height}.png")
    display.set_handout(None)
    assert display.stack.currentWidget() is not page


def _png(image: QImage) -> bytes:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(buffer.data().data())


def test_the_gms_window_shows_the_rooms_handout_on_the_players_display(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    window.player.act_toggle.setChecked(True)
    display = window.player.display
    qtbot.waitUntil(display.isVisible, timeout=5_000)
    assert services.handouts.add_text("Radio message", "The north doors are open. Run!")
    note = int(services.handouts.handouts()[0].id)
    assert display.stack.currentWidget() is not display.handout  # ready, not shown
    assert services.handouts.show(note, "phones")
    assert display.stack.currentWidget() is not display.handout  # the phones', not the room's
    assert services.handouts.show(note, "room")
    assert display.stack.currentWidget() is display.handout
    assert display.handout.text.text() == "The north doors are open. Run!"
    assert services.handouts.hide("room")
    assert display.stack.currentWidget() is not display.handout
    window.player.act_toggle.setChecked(False)
