"""The share dialog answers the README's Alt keys in every language, beside each translation's own.

Each button of the dialog underlines a letter of its own words in the window's language («&Начать
показ», "Dar un enlace para el &móvil"): a letter of the label, one per button, Cyrillic in
Russian.  The README, written in English, says Alt+S starts sharing, Alt+T stops it, Alt+N gives a
new shared address, Alt+G a phone link, Alt+W a new one, Alt+R revokes it, Alt+C copies and Alt+O
closes; a Russian GM whose keyboard is on its Latin layout while playing could type none of
them.  :class:`EnglishKeys` makes those keys work too, as the underlined letter does (the focus on
the button, then a click; with several such buttons shown, one for each player, the focus goes
from one to the next, top to bottom: :mod:`ui.dialogs.share_cycle`), for the button reading those
words now: Alt+S does nothing while the button reads Stop sharing.  An English letter the
translation underlines on a button of the dialog (the Spanish "&Cerrar" takes Alt+C) stays that
button's: one key never presses two things.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from ui.dialogs.share_cycle import after
from ui.latin_keys import letter

#: every text a button of the dialog shows, by its translation context (the English has the README's letter)
SOURCES = (
    ("ShareDialog", QT_TRANSLATE_NOOP("ShareDialog", "&Start sharing")),
    ("ShareDialog", QT_TRANSLATE_NOOP("ShareDialog", "S&top sharing")),
    ("ShareDialog", QT_TRANSLATE_NOOP("ShareDialog", "&New address (revoke the old one)")),
    ("ShareDialog", QT_TRANSLATE_NOOP("ShareDialog", "Cl&ose")),
    ("PlayerRow", QT_TRANSLATE_NOOP("PlayerRow", "&Revoke")),
    ("PlayerRow", QT_TRANSLATE_NOOP("PlayerRow", "Ne&w link")),
    ("PlayerRow", QT_TRANSLATE_NOOP("PlayerRow", "&Give a phone link")),
    ("LinkField", QT_TRANSLATE_NOOP("LinkField", "&Copy")),
    ("LinkField", QT_TRANSLATE_NOOP("LinkField", "&Copied")),
)


class EnglishKeys(QObject):
    """The English Alt+letters of ``dialog``'s buttons, in the language the dialog was made in."""

    def __init__(self, dialog: QWidget) -> None:
        super().__init__(dialog)
        self._dialog = dialog
        #: each text a button can show → the English letter of its words
        self._english: dict[str, str] = {}
        taken: set[str] = set()
        for context, source in SOURCES:
            shown = QCoreApplication.translate(context, source)
            english, own = letter(source), letter(shown)
            if english is not None:
                self._english[shown] = english
            if own is not None:
                taken.add(own)
        #: the keys given: English letter → its shortcut (none where the translation underlines it)
        self.keys: dict[str, QShortcut] = {}
        for english in sorted(set(self._english.values()) - taken):
            shortcut = QShortcut(QKeySequence(f"Alt+{english.upper()}"), dialog)
            shortcut.setObjectName(f"englishKey:{english}")
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.setAutoRepeat(False)
            shortcut.activated.connect(partial(self.press, english))
            self.keys[english] = shortcut

    def buttons(self, english: str) -> list[QAbstractButton]:
        """The buttons shown and enabled whose words have the English letter ``english`` now."""
        return [b for b in self._dialog.findChildren(QAbstractButton)
                if b.isVisible() and b.isEnabled() and self._english.get(b.text()) == english]

    def press(self, english: str) -> None:
        """As an underlined letter does: the one button pressed, or the focus to the next of several."""
        found = self.buttons(english)
        if not found:
            return
        if len(found) == 1:
            button = found[0]
            button.setFocus(Qt.FocusReason.ShortcutFocusReason)
            button.animateClick()
            return
        after(found, QApplication.focusWidget(), self._dialog).setFocus(Qt.FocusReason.ShortcutFocusReason)
