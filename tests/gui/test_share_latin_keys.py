"""The share dialog in Russian and Spanish: each button underlines a letter of its own translated
words, no two buttons the same one (Copy and Copied are one button), never a Latin letter in
Russian; and the README's English keys (Alt+S starts sharing, Alt+N a new shared address, Alt+G a
phone link, Alt+R revokes it, Alt+T stops, Alt+O closes) work beside them, for a GM whose keyboard
is on its Latin layout: in Russian Alt+S did nothing, as «&Начать показ» answered only Alt+Н."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractButton

from app.services.characters import CreateCharacter
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.gui.helpers import activate, campaign_window
from tests.gui.mnemonics import mnemonic
from ui import i18n
from ui.async_loop import release
from ui.dialogs.share_dialog import ShareDialog
from ui.dialogs.share_keys import SOURCES
from ui.widgets.link_field import LinkField

ALT = Qt.KeyboardModifier.AltModifier


def _every_text(dialog: ShareDialog) -> dict[str, str]:
    """Each text a button of the dialog shows or can show → its words without the "&"."""
    shown = {b.text() for b in dialog.findChildren(QAbstractButton) if b.text()}
    shown |= {LinkField.tr("&Copy"), LinkField.tr("&Copied"), dialog.tr("S&top sharing"), dialog.tr("&Start sharing")}
    return {text: text.replace("&", "") for text in shown}


@pytest.fixture
def shared(qtbot, tmp_path):  # noqa: ANN201
    """A campaign with Ana and Ben, and the share of its player view (released after the test)."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    ana, ben = (int(services.campaign.execute(CreateCharacter(n, "pc")).changes[0]["id"]) for n in ("Ana", "Ben"))
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
    yield window, services, share, ana, ben
    i18n.set_language("en")
    release()


@pytest.mark.parametrize("language", ["ru", "es"])
def test_each_letter_is_one_of_its_own_translated_words(qtbot, shared, language):
    window, services, share, ana, _ben = shared
    assert services.player_links.issue(ana)  # her row: Revoke and New link; Ben's: Give a phone link
    assert i18n.set_language(language)
    dialog = ShareDialog(share, window, services=services)
    dialog.show()
    texts = _every_text(dialog)
    assert len(texts) >= 9, texts  # Start, Stop, New address, Close, Revoke, New link, Give, Copy, Copied
    by_letter: dict[str, set[str]] = {}
    for text, words in texts.items():
        letter = mnemonic(text)
        assert letter is not None and letter.isalpha() and letter in words.casefold(), text
        if language == "ru":
            assert re.fullmatch(r"[а-яё]", letter), text  # a Cyrillic letter, never a Latin one
        by_letter.setdefault(letter, set()).add(words)
    copy = {LinkField.tr("&Copy").replace("&", ""), LinkField.tr("&Copied").replace("&", "")}
    assert {k: v for k, v in by_letter.items() if len(v) > 1 and v != copy} == {}, language
    # every text of the dialog is translated: no English words with their English letter
    for context, source in SOURCES:
        assert QCoreApplication.translate(context, source) != source, source
    dialog.close()


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("language", ["ru", "es"])
def test_the_readme_s_english_keys_work_beside_them(qtbot, shared, language):
    window, services, share, ana, ben = shared
    assert i18n.set_language(language)
    dialog = ShareDialog(share, window, services=services)
    dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
    dialog.show()
    activate(qtbot, dialog)
    rows = dialog.players.rows
    qtbot.keyClick(dialog, Qt.Key.Key_S, ALT)  # Start sharing
    qtbot.waitUntil(lambda: share.running and dialog.revoke_button.isEnabled(), timeout=10_000)
    address = share.url()
    qtbot.keyClick(dialog, Qt.Key.Key_N, ALT)  # a new shared address
    qtbot.waitUntil(lambda: share.url() != address)
    # Ana and Ben both without a link: Alt+G goes from one Give to the other, Space gives it
    qtbot.keyClick(dialog, Qt.Key.Key_G, ALT)
    focused = dialog.focusWidget()
    assert focused in (rows[ana].issue_button, rows[ben].issue_button)
    qtbot.keyClick(focused, Qt.Key.Key_G, ALT)
    assert dialog.focusWidget() in (rows[ana].issue_button, rows[ben].issue_button)
    assert dialog.focusWidget() is not focused
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Space)
    given = ana if ana in services.player_links.links() else ben
    assert set(services.player_links.links()) == {given}
    qtbot.keyClick(dialog, Qt.Key.Key_R, ALT)  # the only Revoke shown: a player's, the focus on it
    assert dialog.focusWidget() is rows[given].revoke_button
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: given not in services.player_links.links())
    qtbot.keyClick(dialog, Qt.Key.Key_S, ALT)  # Start while it reads Stop: nothing
    qtbot.wait(300)
    assert share.running
    qtbot.keyClick(dialog, Qt.Key.Key_T, ALT)  # Stop sharing
    qtbot.waitUntil(lambda: not share.running, timeout=10_000)
    qtbot.keyClick(dialog, Qt.Key.Key_O, ALT)  # Close
    qtbot.waitUntil(lambda: not dialog.isVisible())
