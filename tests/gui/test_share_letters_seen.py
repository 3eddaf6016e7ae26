"""Every button of the share dialog shows its underlined letter, in English, Russian and Spanish:
a line under a letter, clear of it, long enough to see.  A GM at 1366×768 saw none on the Russian
«&Дать ссылку для телефона» (the line drawn between the feet of its «Д»), nor on the English
"New &link" or the Spanish "En&lace nuevo" (under an "l", a dot), though the README named Alt+L.
And the README's keys for this dialog are the letters the English buttons underline."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from app.services.characters import CreateCharacter
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.gui.helpers import campaign_window
from tests.gui.mnemonics import mnemonic, underline_seen
from ui import i18n
from ui.async_loop import release
from ui.dialogs.share_dialog import ShareDialog
from ui.dialogs.share_keys import SOURCES
from ui.themes import apply_theme

README = Path(__file__).resolve().parents[2] / "README.md"


@pytest.fixture
def dialog(qtbot, tmp_path):  # noqa: ANN201
    """The share dialog in the app's dark theme, Ana with a link (Revoke, New link), Ben without."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    ana, _ben = (int(services.campaign.execute(CreateCharacter(n, "pc")).changes[0]["id"]) for n in ("Ana", "Ben"))
    assert services.player_links.issue(ana)
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
    app = QApplication.instance()
    sheet = app.styleSheet()
    apply_theme(app, "dark")
    made: list[ShareDialog] = []

    def make(language: str) -> ShareDialog:
        assert i18n.set_language(language)
        made.append(ShareDialog(share, window, services=services))
        made[-1].show()
        return made[-1]

    yield make
    for shown in made:
        shown.close()
    app.setStyleSheet(sheet)
    i18n.set_language("en")
    release()


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_every_button_shows_its_letter(dialog, language):
    shown = dialog(language)
    font = shown.close_button.font()
    texts = {QCoreApplication.translate(context, source) for context, source in SOURCES}
    unseen = sorted(text for text in texts if not underline_seen(text, font))
    assert unseen == [], language


def test_the_readme_names_the_letters_the_english_buttons_show(dialog):
    dialog("en")
    paragraph = README.read_text(encoding="utf-8").split("In the share dialog (Ctrl+Shift+L)")[1].split("\n\n")[0]
    paragraph = " ".join(paragraph.split())
    english = {source.replace("&", ""): mnemonic(source) for _context, source in SOURCES}
    named = dict(re.findall(r'Alt\+([A-Z]) (?:goes )?to "([^"]+)"', paragraph))
    named |= {letter: words for words, letter in re.findall(r"(Copy) \(Alt\+([A-Z])\)", paragraph)}
    for phrase, words in (("Alt+S starts", "Start sharing"), ("Alt+T stops sharing", "Stop sharing"),
                          ("Alt+N gives a new shared address", "New address (revoke the old one)"),
                          ("Alt+O closes", "Close")):
        assert phrase in paragraph, phrase
        named[phrase[4]] = words
    assert {"Give a phone link", "New link", "Revoke", "Copy"} <= set(named.values()), named
    for key, words in named.items():
        assert english.get(words) == key.lower(), (key, words)
