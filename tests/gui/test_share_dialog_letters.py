"""Each button of the share dialog has its own underlined letter, in English, Russian and Spanish,
whatever it shows: Start or Stop sharing, a player's Revoke and New link or Give a phone link, Copy
or Copied.  In Spanish, Alt+R revoked Ana's link where the GM read "Cerrar" (Close) with its r.
The same button in two rows (each player's Revoke, the two Copy buttons) keeps one letter: Alt
moves between them (tests/gui/test_share_mnemonics_focus.py).  Close underlines its first letter
where it can: "Cerr&ar", its a between two r, read as Alt+R."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton

from app.services.characters import CreateCharacter
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.gui.helpers import campaign_window
from tests.gui.mnemonics import mnemonic
from ui import i18n
from ui.async_loop import release
from ui.dialogs.share_dialog import ShareDialog
from ui.widgets.link_field import LinkField

REVOKE = {"en": "r", "ru": "о", "es": "r"}
CLOSE = {"en": "Cl&ose", "ru": "&Закрыть", "es": "&Cerrar"}  # Copy has C in English


def _texts(dialog: ShareDialog) -> set[str]:
    """Every text a button of the dialog shows or can show (Stop while shared, Copied after Copy)."""
    texts = {b.text() for b in dialog.findChildren(QAbstractButton) if b.isVisibleTo(dialog)}
    return texts | {dialog.tr("S&top sharing"), dialog.tr("&Start sharing"),
                    LinkField.tr("&Copy"), LinkField.tr("&Copied")}


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_each_button_of_the_share_dialog_has_its_own_letter(qtbot, tmp_path, language):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    ana, _ben = (int(services.campaign.execute(CreateCharacter(n, "pc")).changes[0]["id"])
                 for n in ("Ana Reyes", "Ben"))
    assert services.player_links.issue(ana)  # her row: Revoke and New link; Ben's: Give a phone link
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
    try:
        assert i18n.set_language(language)
        dialog = ShareDialog(share, window, services=services)
        dialog.show()
        texts = _texts(dialog)
        assert dialog.close_button.text() in texts and dialog.players.rows[ana].revoke_button.isVisible()
        kinds: dict[str, set[str]] = {}
        for text in texts:  # Copy and Copied are one button, with one letter
            letter = mnemonic(text)
            assert letter is not None, text
            kinds.setdefault(letter, set()).add(text.replace("&", ""))
        copy = {LinkField.tr("&Copy").replace("&", ""), LinkField.tr("&Copied").replace("&", "")}
        clashes = {letter: found for letter, found in kinds.items() if len(found) > 1 and found != copy}
        assert clashes == {}, language
        assert mnemonic(dialog.players.rows[ana].revoke_button.text()) == REVOKE[language]
        # the way out reads as its key at a glance: its first letter ("Cerr&ar" read as Alt+R)
        assert dialog.close_button.text() == CLOSE[language]
        dialog.close()
    finally:
        i18n.set_language("en")
        release()
