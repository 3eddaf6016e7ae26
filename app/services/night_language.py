"""The language a night was played in: kept on its "Session N started" line (the payload's
:data:`LANGUAGE`), the GM's window's as the session starts (a demo's own, built in it), so that an
export made later without a window (``deadwatch export``, :mod:`app.export.cli`) writes the night's
words as the window's File → Export would have, whatever language the console was switched to since."""

from __future__ import annotations

from PySide6.QtCore import QLocale

#: the languages a night is played in (the interface's)
LANGUAGES = ("en", "ru", "es")
#: the payload key of a session's start line: the language the GM's window spoke as it started
LANGUAGE = "language"


def gm_language() -> str:
    """The language of the GM's window (the window sets the default locale with its language)."""
    code = QLocale().name()[:2]
    return code if code in LANGUAGES else "en"
