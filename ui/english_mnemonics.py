"""The README's English Alt keys work in every language, for the menu bar and every dialog.

A translated menu, button, tab or field label underlines a letter of its own words: Russian
«&Файл» answers Alt+Ф, which a GM whose keyboard is on its Latin layout while playing (most are)
cannot type, though the README, written in English, says Alt+F; in a field, the Alt+O the README
gives for the sheet's Notes page typed an "o" over the name instead.  Two parts make those keys
work beside each translation's own letter, without any dialog doing anything:

- :class:`RememberingTranslator`, the catalog's translator, remembers the English source of each
  translated text with an underlined letter («&Файл» → "&File") as the interface asks for it;
- :class:`EnglishMnemonics`, an event filter on the application, takes an Alt+Latin letter nothing
  else took (no shortcut, no letter of the translation answered it) and presses, in the window the
  key was typed in, the menu, button, tab, checkable group or labelled field whose English source
  underlines that letter, as its own letter does; in an open menu (or the menu bar reached with
  Alt alone) the plain Latin letter picks the item whose English source underlines it («Открыть
  неда&внюю», "Open &Recent": R).

A Russian letter is typed on the key of a Latin one («С» on C, «Ф» on A: :data:`PHYSICAL`): with the
keyboard on its Latin layout, Alt and the key of the letter the translation underlines («&Снаряжение»:
Alt and the С key, a Latin C) presses what that letter presses, as on the Russian layout, when no
English letter takes that key (the pages of a dialog choose their letters so that none does:
:func:`ui.dialogs.tab_letters.letter_tabs`).

A letter the translation itself underlines on a widget of the window (the Spanish "&Cerrar" takes
Alt+C) stays that widget's: one key never presses two things.  Several widgets with the same
English letter are visited in turn, the focus going to the next one, as Qt does for its own
letters.  In English nothing is remembered and the filter is not on the application."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTranslator
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QMenu, QMenuBar, QTabBar, QWidget

from ui.latin_keys import letter

#: the Russian letter on each key of a Latin keyboard (the standard ЙЦУКЕН layout over QWERTY)
PHYSICAL: dict[int, str] = {
    **{Qt.Key(ord(latin.upper())).value: cyrillic for latin, cyrillic in zip(
        "qwertyuiopasdfghjklzxcvbnm", "йцукенгшщзфывапролдячсмить", strict=True)},
    Qt.Key.Key_BracketLeft.value: "х", Qt.Key.Key_BracketRight.value: "ъ", Qt.Key.Key_Semicolon.value: "ж",
    Qt.Key.Key_Apostrophe.value: "э", Qt.Key.Key_Comma.value: "б", Qt.Key.Key_Period.value: "ю",
    Qt.Key.Key_QuoteLeft.value: "ё",
}

#: each translated text with an underlined letter → the English letters of its sources
_ENGLISH: dict[str, set[str]] = {}


def forget() -> None:
    """Forget the texts remembered (the language changes)."""
    _ENGLISH.clear()


def remember(shown: str, english: str) -> None:
    """Remember that ``shown`` answers the English Alt+``english`` (a page the rules name, given its
    letter by the dialog in English and in the translation alike: the Spanish «A&rmas», "&Weapons")."""
    if "a" <= english <= "z":
        _ENGLISH.setdefault(shown, set()).add(english)


def english_letter(shown: str) -> str | None:
    """The English underlined letter of the translated ``shown`` text; None when it was not seen
    translated, or its sources underline different letters."""
    letters = _ENGLISH.get(shown)
    return next(iter(letters)) if letters is not None and len(letters) == 1 else None


class RememberingTranslator(QTranslator):
    """A catalog's translator that remembers the English source of each text it translates with
    an underlined letter."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        """The base class's translation; None (Qt's null string: "not in this catalog", where an
        empty one would replace the text by nothing) for a text the catalog does not have."""
        shown = super().translate(context, source, disambiguation, n)
        if not shown:
            return None
        if "&" in source:
            english = letter(source)
            if english is not None and "a" <= english <= "z":
                _ENGLISH.setdefault(shown, set()).add(english)
        return shown


@dataclass(frozen=True)
class _Target:
    """One thing of a window an underlined letter presses."""

    own: str | None  #: the letter its translated text underlines
    english: str | None  #: the letter its English source underlines
    widget: QWidget  #: where the focus goes when several answer the same letter
    press: Callable[[], None]


def open_menu(bar: QMenuBar, action: QAction) -> None:
    """The menu of ``action`` opened from the bar with its first item lit, as Qt opens a menu by its
    own letter: Up, Down and Return then work at once (a bare ``setActiveAction`` lights none)."""
    bar.setActiveAction(action)
    menu = action.menu()
    if isinstance(menu, QMenu) and menu.isVisible():
        first = _menu_actions(menu)
        if first:
            menu.setActiveAction(first[0])


def _button_press(button: QAbstractButton) -> Callable[[], None]:
    def press() -> None:
        if button.focusPolicy() & Qt.FocusPolicy.TabFocus:
            button.setFocus(Qt.FocusReason.ShortcutFocusReason)
        button.animateClick()
    return press


def _group_press(box: QGroupBox) -> Callable[[], None]:
    def press() -> None:
        box.setChecked(not box.isChecked())
        box.setFocus(Qt.FocusReason.ShortcutFocusReason)
    return press


def _targets(window: QWidget) -> list[_Target]:
    """The menus, buttons, tabs, checkable groups and labelled fields of ``window`` (not of a
    window inside it) that are shown and enabled, with their letters."""
    def mine(widget: QWidget) -> bool:
        return widget.window() is window and widget.isVisible() and widget.isEnabled()

    found: list[_Target] = []
    for bar in window.findChildren(QMenuBar):
        if mine(bar):
            for action in bar.actions():
                if action.isVisible() and action.isEnabled() and action.menu() is not None:
                    text = action.text()
                    found.append(_Target(letter(text), english_letter(text), bar, partial(open_menu, bar, action)))
    for button in window.findChildren(QAbstractButton):
        if mine(button):
            text = button.text()
            found.append(_Target(letter(text), english_letter(text), button, _button_press(button)))
    for box in window.findChildren(QGroupBox):
        if box.isCheckable() and mine(box):
            text = box.title()
            found.append(_Target(letter(text), english_letter(text), box, _group_press(box)))
    for label in window.findChildren(QLabel):
        buddy = label.buddy()
        if buddy is not None and mine(label) and mine(buddy):
            text = label.text()
            found.append(_Target(letter(text), english_letter(text), buddy,
                                 partial(buddy.setFocus, Qt.FocusReason.ShortcutFocusReason)))
    for tabs in window.findChildren(QTabBar):
        if mine(tabs):
            for index in range(tabs.count()):
                if tabs.isTabVisible(index) and tabs.isTabEnabled(index):
                    text = tabs.tabText(index)
                    found.append(_Target(letter(text), english_letter(text), tabs,
                                         partial(tabs.setCurrentIndex, index)))
    return found


def press_english(window: QWidget, english: str) -> bool:
    """Press what the English Alt+``english`` presses in ``window``; False when nothing answers it
    there or the translation underlines that letter on a widget of it."""
    found = _targets(window)
    if any(target.own == english for target in found):
        return False
    return _press_one([target for target in found if target.english == english])


def press_own(window: QWidget, own: str) -> bool:
    """Press what the translation's own underlined letter ``own`` presses in ``window`` (typed on its
    key with the keyboard on another layout); False when nothing underlines it there."""
    return _press_one([target for target in _targets(window) if target.own == own])


def _press_one(matches: list[_Target]) -> bool:
    """Press the one target of ``matches``; with several, move the focus to the one after the
    focused one (as Qt does for a letter underlined twice); False with none."""
    if not matches:
        return False
    if len(matches) == 1:
        matches[0].press()
        return True
    focus = QApplication.focusWidget()
    at = next((i for i, target in enumerate(matches)
               if focus is not None and (target.widget is focus or target.widget.isAncestorOf(focus))), -1)
    matches[(at + 1) % len(matches)].widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
    return True


def _menu_actions(menu: QMenu | QMenuBar) -> list[QAction]:
    return [action for action in menu.actions()
            if action.isVisible() and action.isEnabled() and not action.isSeparator() and action.text()]


def press_in_menu(menu: QMenu | QMenuBar, english: str) -> bool:
    """In an open menu (or the menu bar, reached with Alt alone), the plain Latin letter an item's
    English source underlines picks it as its own letter does: «Открыть неда&внюю» ("Open &Recent")
    opens on R, an item without a submenu is chosen.  False when nothing answers it there or the
    translation underlines that letter on an item of it (Qt's own letter then)."""
    actions = _menu_actions(menu)
    if any(letter(action.text()) == english for action in actions):
        return False
    matches = [action for action in actions if english_letter(action.text()) == english]
    if not matches:
        return False
    if isinstance(menu, QMenuBar):
        open_menu(menu, matches[0])
        return True
    if len(matches) > 1:  # several: the next one lit, as Qt does for its own letters
        at = matches.index(menu.activeAction()) if menu.activeAction() in matches else -1
        menu.setActiveAction(matches[(at + 1) % len(matches)])
        return True
    menu.setActiveAction(matches[0])
    enter = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(menu, enter)  # its submenu opens, or it is chosen and the menus close
    return True


class EnglishMnemonics(QObject):
    """The application's filter giving an Alt+Latin letter nothing took to the widget whose English
    source underlines it (:func:`install` puts it on the application once)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # every event of the application passes here: the cheapest test first (an English interface
        # has no other letters to give: the event's type, a Python enum made at each call, is not asked)
        if not _ENGLISH or event.type() != QEvent.Type.KeyPress or not isinstance(watched, QWidget):
            return False
        assert isinstance(event, QKeyEvent)
        key = event.key()
        if key in PHYSICAL and not Qt.Key.Key_A.value <= key <= Qt.Key.Key_Z.value:  # «Х», «Ж», «Б»…
            if event.modifiers() == Qt.KeyboardModifier.AltModifier and press_own(watched.window(), PHYSICAL[key]):
                event.accept()
                return True
            return False
        if not Qt.Key.Key_A.value <= key <= Qt.Key.Key_Z.value:
            return False
        english = chr(key).lower()
        if isinstance(watched, (QMenu, QMenuBar)) and event.modifiers() in (
                Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            if press_in_menu(watched, english):
                event.accept()
                return True
            return False
        if event.modifiers() != Qt.KeyboardModifier.AltModifier:
            return False
        window = watched.window()
        if not press_english(window, english) and not press_own(window, PHYSICAL[key]):
            return False
        event.accept()
        return True


def install() -> None:
    """Put :class:`EnglishMnemonics` on the application (a catalog is installed)."""
    app = QCoreApplication.instance()
    if app is None:
        return
    found = app.findChild(EnglishMnemonics)
    app.installEventFilter(found if found is not None else EnglishMnemonics(app))  # once: Qt keeps one


def uninstall() -> None:
    """Take :class:`EnglishMnemonics` off the application: in English nothing is remembered, so it
    would let every key pass, and every event of the application would cross into Python for it."""
    app = QCoreApplication.instance()
    found = app.findChild(EnglishMnemonics) if app is not None else None
    if app is not None and found is not None:
        app.removeEventFilter(found)
