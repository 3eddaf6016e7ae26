"""An underlined letter for each page of a dialog's tabs, none shared with another widget of it.

The character sheet's pages are the ruleset's groups of fields ("Attributes", «Навыки»), named by
the rules in the GM's language: they had no letter, so Alt+H typed an "h" into the notes instead of
turning to the page.  Each page without a letter gets the first letter of one of its words, else
any of its letters, that no button, labelled field or other page of the dialog (on every page, not
only the one shown) already uses, so Alt+letter turns to the page from any field.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QPushButton, QTabBar, QTabWidget, QWidget

from ui.english_mnemonics import PHYSICAL, english_letter, remember

#: the Russian letter on the key of each Latin one («с» on c)
ON_KEY = {chr(key).lower(): cyrillic for key, cyrillic in PHYSICAL.items() if ord("A") <= key <= ord("Z")}


def mnemonic(text: str) -> str | None:
    """The underlined letter of ``text`` ("N&otes" → "o"), None without one."""
    plain = text.replace("&&", "\0")
    at = plain.find("&")
    return plain[at + 1].casefold() if 0 <= at < len(plain) - 1 else None


def _texts(dialog: QWidget) -> list[str]:
    """The texts of ``dialog``'s widgets that may underline a letter, on every page, shown or not."""
    texts = [button.text() for button in dialog.findChildren(QAbstractButton)]
    texts += [box.title() for box in dialog.findChildren(QGroupBox) if box.isCheckable()]
    texts += [label.text() for label in dialog.findChildren(QLabel) if label.buddy() is not None]
    for bar in dialog.findChildren(QTabBar):
        texts += [bar.tabText(i) for i in range(bar.count())]
    return texts


def used_letters(dialog: QWidget) -> set[str]:
    """The letters the widgets of ``dialog`` underline, on every page, shown or not."""
    return {letter for letter in map(mnemonic, _texts(dialog)) if letter is not None}


def typeable(ch: str) -> bool:
    """A letter Alt takes on a plain keyboard: Latin a-z, or the Russian alphabet's (а-я, ё); not a
    letter with a mark of its own keyboards lack (the Spanish «ñ», «á»)."""
    low = ch.casefold()
    return ("a" <= low <= "z") or ("а" <= low <= "я") or low == "ё"


def with_letter(text: str, taken: set[str]) -> str:
    """``text`` with ``&`` before the first free typeable letter starting one of its words, else
    before any free typeable letter of it; ``text`` as it is when it has a letter already or every one is taken."""
    if mnemonic(text) is not None:
        return text
    starts = [i for i, ch in enumerate(text) if typeable(ch) and (i == 0 or not text[i - 1].isalpha())]
    rest = [i for i, ch in enumerate(text) if typeable(ch) and i not in starts]
    for i in starts + rest:
        if text[i].casefold() not in taken:
            return text[:i] + "&" + text[i:]
    return text


def letter_tabs(dialog: QWidget, tabs: QTabWidget, sources: Sequence[str | None] = ()) -> None:
    """Give each page of ``tabs`` a letter of its own in ``dialog`` (call once it is built).

    ``sources`` are the English names of the pages the rules name (None for a page the catalog
    translates): the letter each would have in English is remembered for its translated name, so the
    README's English Alt+W turns to the Spanish «A&rmas» as to "&Weapons".  A Russian letter is not
    given where its key is an English letter of another widget of the dialog («С» sits on C): with
    the keyboard on its Latin layout, Alt and the key of the letter shown turns to the page
    (:mod:`ui.english_mnemonics`)."""
    english_taken = {found for text in _texts(dialog) if (found := english_letter(text) or mnemonic(text))}
    english: list[str | None] = []
    for index in range(tabs.count()):  # the pages' English letters first: their keys are not given again
        source = sources[index] if index < len(sources) else None
        found = mnemonic(with_letter(source.replace("&", "&&"), english_taken)) if source is not None else None
        if found is not None:
            english_taken.add(found)
        english.append(found)
    taken = used_letters(dialog)
    for index in range(tabs.count()):
        text = tabs.tabText(index)
        if not (mnemonic(text) or " ").isalpha():  # a page named by the rules: a "&" of it is a plain one
            on_keys = {ON_KEY[found] for found in english_taken if found in ON_KEY and found != english[index]}
            text = with_letter(text.replace("&", "&&"), taken | on_keys)
            if mnemonic(text) is None:  # every letter's key taken: one whose key is an English letter
                text = with_letter(text, taken)
        letter = mnemonic(text)
        if letter is not None:
            taken.add(letter)
        tabs.setTabText(index, text)
        if english[index] is not None and english[index] != letter:
            remember(text, english[index] or "")


def letter_buttons(dialog: QWidget, tabs: QTabWidget) -> None:
    """Give each button of a page of ``tabs`` without a letter (a table's Add, Remove) one that no
    page, no widget outside the pages and no other widget of its own page uses: Alt+letter presses it
    (call once the pages have their letters)."""
    pages = [page for page in (tabs.widget(i) for i in range(tabs.count())) if page is not None]
    # the letters shown whatever the page: the pages' own and the dialog's rows around them
    texts = [tabs.tabText(i) for i in range(tabs.count())]
    texts += [b.text() for b in dialog.findChildren(QAbstractButton) if not any(p.isAncestorOf(b) for p in pages)]
    texts += [label.text() for label in dialog.findChildren(QLabel)
              if label.buddy() is not None and not any(p.isAncestorOf(label) for p in pages)]
    shown = {letter for letter in map(mnemonic, texts) if letter is not None}
    for page in pages:
        taken = shown | used_letters(page)
        for button in page.findChildren(QPushButton):
            text = with_letter(button.text(), taken)
            letter = mnemonic(text)
            if letter is not None:
                taken.add(letter)
            button.setText(text)
