"""The keys' names as every place shows them, one spelling a language: the menus' shortcuts, the
Keys dialog and the hints built with :func:`ui.keymap.shown` (Qt's ``QKeySequence.toString`` with
``NativeText``) and Deadwatch's own texts ("Ctrl+Mayús+F", "Supr", "Intro" in Spanish; "Ctrl+Shift+F",
"Enter" in Russian).

Qt names the keys through its own catalog (qtbase_es: "Control+Mayúsculas+U", "Suprimir", "Retorno"),
under the ``QShortcut`` context.  Deadwatch's catalog is installed after Qt's (:func:`ui.i18n.set_language`)
and so answers first: these are the names it gives in that context, translated in i18n/*.ts to the
spelling Deadwatch's own texts use."""

from __future__ import annotations

from app.rules.text import QT_TRANSLATE_NOOP

#: the modifiers and keys whose Qt name differs from the one in Deadwatch's texts in some language
NAMES = (
    QT_TRANSLATE_NOOP("QShortcut", "Ctrl"),
    QT_TRANSLATE_NOOP("QShortcut", "Shift"),
    QT_TRANSLATE_NOOP("QShortcut", "Alt"),
    QT_TRANSLATE_NOOP("QShortcut", "Del"),
    QT_TRANSLATE_NOOP("QShortcut", "Ins"),
    QT_TRANSLATE_NOOP("QShortcut", "Esc"),
    QT_TRANSLATE_NOOP("QShortcut", "Return"),
    QT_TRANSLATE_NOOP("QShortcut", "Enter"),
    QT_TRANSLATE_NOOP("QShortcut", "Backspace"),
    QT_TRANSLATE_NOOP("QShortcut", "Space"),
)
