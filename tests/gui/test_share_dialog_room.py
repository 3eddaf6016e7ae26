"""The share dialog on a 1366×768 laptop, in English, Russian and Spanish, with three players'
links while sharing: the shared address on one side and every player's row whole on the other
(one above the other, the players' list was a strip lower than one row, and Close lay over it),
nothing cut or overlapping, every button with an underlined letter of its own (Copy and Close had
none); and a phone link given by keys puts the focus on its Copy button, so Space copies the link
to send (it stayed on "New link").  Screenshots go to ``$DEADWATCH_SHOTS`` when set."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton, QWidget

from app.services.characters import CreateCharacter
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_menu_mnemonics import mnemonic
from ui import i18n
from ui.async_loop import release
from ui.dialogs.share_dialog import ShareDialog
from ui.themes import apply_theme

#: a 1366×768 screen less its panel and the dialog's title bar
ROOM = (1366 - 40, 768 - 80)


def rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    return QRect(widget.mapTo(ancestor, widget.rect().topLeft()), widget.size())


def keep(dialog: QWidget, name: str) -> None:
    where = os.environ.get("DEADWATCH_SHOTS")
    if where:
        Path(where).mkdir(parents=True, exist_ok=True)
        dialog.grab().save(str(Path(where) / name))


def press_alt(qtbot, widget, text: str) -> None:  # noqa: ANN001
    letter = mnemonic(text)
    assert letter, text
    qtbot.keyClick(widget, QKeySequence(f"Alt+{letter.upper()}")[0].key(), Qt.KeyboardModifier.AltModifier)


def open_dialog(qtbot, tmp_path, language):  # noqa: ANN001, ANN201
    """The share dialog over a window, three players, in ``language``, sharing on 127.0.0.1."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    ids = [int(services.campaign.execute(CreateCharacter(n, "pc")).changes[0]["id"])
           for n in ("Ana Reyes", "Ben Okafor", "Mia Chen")]
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
    assert i18n.set_language(language)
    apply_theme(QApplication.instance(), "dark")
    dialog = ShareDialog(share, window, services=services)
    dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
    dialog.show()
    activate(qtbot, dialog)
    press_alt(qtbot, dialog, dialog.start_button.text())
    qtbot.waitUntil(lambda: share.running, timeout=10_000)
    return dialog, share, services, ids


@pytest.fixture
def speaking():  # noqa: ANN201
    """The language and the theme put back after the test."""
    app = QApplication.instance()
    sheet = app.styleSheet()
    yield
    app.setStyleSheet(sheet)
    i18n.set_language("en")
    release()


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_share_dialog_whole_on_a_laptop(qtbot, tmp_path, language, speaking):
    dialog, share, services, ids = open_dialog(qtbot, tmp_path, language)
    rows = dialog.players.rows
    for cid in ids:  # the three players' links, each with its QR code
        rows[cid].issue_button.click()
    viewport = dialog.players.viewport()

    def whole(cid: int) -> bool:
        return viewport.rect().contains(rect_in(rows[cid], viewport))

    # the dialog grows for the QR codes, within the screen
    qtbot.waitUntil(lambda: all(whole(cid) for cid in ids), timeout=2_000)
    # at a laptop's size (a window manager keeps a dialog on its screen)
    dialog.resize(min(dialog.width(), ROOM[0]), min(dialog.height(), ROOM[1]))
    qtbot.waitUntil(lambda: dialog.width() <= ROOM[0] and dialog.height() <= ROOM[1])
    qtbot.wait(50)
    keep(dialog, f"share-dialog-{language}.png")
    # every player's row whole in the list, the link on one line
    for cid in ids:
        assert whole(cid), f"{rows[cid].name.text()} is cut"
        link = rows[cid].address
        assert link.text() == share.url(services.player_links.links()[cid])
        lines = link.view.document().documentLayout().documentSize().height()
        assert lines == 1, f"the link wraps on {lines} lines"
    # every button of the dialog: an underlined letter, a different one for each kind of button
    # (the three players' Revoke share theirs: Alt goes from one to the next)
    kinds = {b.text() for b in dialog.findChildren(QPushButton) if b.isVisibleTo(dialog)}
    letters = {text: mnemonic(text) for text in kinds}
    assert None not in letters.values(), sorted(letters.items())
    assert len(set(letters.values())) == len(letters), letters
    # nothing on another, nothing out of the dialog, every button's whole text
    close = next(b for b in dialog.findChildren(QPushButton) if b.isVisibleTo(dialog)
                 and b.parent() is dialog.findChild(QDialogButtonBox))
    pieces = [dialog.interface, dialog.address, dialog.qr, dialog.start_button, dialog.revoke_button,
              dialog.players, close]
    for n, piece in enumerate(pieces):
        where = rect_in(piece, dialog)
        assert dialog.rect().contains(where), piece.objectName()
        for other in pieces[n + 1:]:
            assert not where.intersects(rect_in(other, dialog)), (piece.objectName(), other.objectName())
    for button in dialog.findChildren(QPushButton):
        if button.isVisibleTo(dialog):
            assert button.width() >= button.sizeHint().width(), button.text()
    press_alt(qtbot, dialog, dialog.start_button.text())
    qtbot.waitUntil(lambda: not share.running, timeout=10_000)
    dialog.close()


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_a_link_given_by_keys_is_copied_with_the_next_key(qtbot, tmp_path, language, speaking):
    dialog, share, services, ids = open_dialog(qtbot, tmp_path, language)
    rows = dialog.players.rows
    # Alt and the letter of "Give a phone link" (three of them: the focus goes to the first), Space
    # gives it; the focus is then on that link's Copy, and Space copies the link
    press_alt(qtbot, dialog, rows[ids[0]].issue_button.text())
    given = QApplication.focusWidget()
    row = next(r for r in rows.values() if r.issue_button is given)
    qtbot.keyClick(given, Qt.Key.Key_Space)
    token = services.player_links.links()[row.character_id]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is row.address.copy_button, timeout=2_000)
    QGuiApplication.clipboard().clear()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert QGuiApplication.clipboard().text() == share.url(token)
    press_alt(qtbot, dialog, dialog.start_button.text())
    qtbot.waitUntil(lambda: not share.running, timeout=10_000)
    # a link given while nothing is shared works once sharing starts: the focus goes to Start
    other = rows[ids[2]]
    other.issue_button.setFocus()
    qtbot.keyClick(other.issue_button, Qt.Key.Key_Space)
    assert ids[2] in services.player_links.links()
    assert QApplication.focusWidget() is dialog.start_button
    dialog.close()
