"""Interface languages: English (the source), Russian and Spanish, switched at runtime."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from app.paths import base_dir
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.plurals import choose
from ui import english_mnemonics
from ui.english_mnemonics import RememberingTranslator

I18N_DIR = base_dir() / "i18n"

#: (code, name in its own language)
LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("ru", "Русский"), ("es", "Español"))

#: "in <language>" as a sentence of the interface says it: a language named mid-sentence in Spanish is
#: lower case ("en español", not "en Español"), in Russian "на русском" (not "на языке «Русский»")
IN_LANGUAGE: dict[str, str] = {
    "en": QT_TRANSLATE_NOOP("Languages", "in English"),
    "ru": QT_TRANSLATE_NOOP("Languages", "in Russian"),
    "es": QT_TRANSLATE_NOOP("Languages", "in Spanish"),
}

#: Qt's own words Deadwatch's catalog says otherwise (installed after Qt's, it answers first): the dialogs'
#: «OK», which Qt's Russian catalog leaves in Latin letters beside «Отмена» (the declaration's dialog
#: read «OK» in Latin in a Russian row): «ОК» in Cyrillic
QT_OWN = (QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),)

_installed: list[QTranslator] = []
_current = "en"


def current_language() -> str:
    return _current


def system_language() -> str:
    name = QLocale.system().name()[:2]
    return name if name in {code for code, _ in LANGUAGES} else "en"


def catalog(code: str) -> Path:
    """The compiled catalog of ``code`` (built from its .ts by ``make``)."""
    return I18N_DIR / f"deadwatch_{code}.qm"


def language_name(code: str) -> str:
    """A language as its own speakers name it ("Español")."""
    return dict(LANGUAGES).get(code, code)


def in_language(code: str) -> str:
    """"in <language>" as the interface's language says it mid-sentence ("en español", "на русском")."""
    said = IN_LANGUAGE.get(code)
    return QCoreApplication.translate("Languages", said) if said else language_name(code)


def set_language(code: str) -> bool:
    """Install the translators for ``code`` ("en" removes them).  Every widget gets a
    LanguageChange event and retranslates itself.  Returns False if the catalog is missing or
    cannot be loaded: the language in use stays (:func:`unloaded_message` says why)."""
    global _current
    app = QCoreApplication.instance()
    if app is None:
        return False
    ours = None
    if code != "en":
        ours = RememberingTranslator(app)
        if not ours.load(str(catalog(code))):
            ours.setParent(None)
            return False
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    english_mnemonics.forget()
    english_mnemonics.uninstall()  # English: no letter to give, and no filter on every event
    _current = "en"
    if ours is None:
        QLocale.setDefault(QLocale(QLocale.Language.English))
        return True
    qt = RememberingTranslator(app)  # Qt's own «&Да», «&Нет» answer the English Alt+Y, Alt+N too
    if any(qt.load(f"qtbase_{code}", str(folder)) for folder in qt_catalog_folders()):
        app.installTranslator(qt)
        _installed.append(qt)
    app.installTranslator(ours)
    _installed.append(ours)
    english_mnemonics.install()
    QLocale.setDefault(QLocale(code))
    _current = code
    return True


def qt_catalog_folders() -> list[Path]:
    """Where Qt's own catalogs (qtbase_ru.qm: the file dialogs' and message boxes' words) are: the
    folder Qt names, then PySide6's own (the one a bundle keeps, packaging/bundle_filter.py), when
    Qt names another."""
    import PySide6

    named = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    own = Path(PySide6.__file__).parent / "Qt" / "translations"
    return [named] if own == named else [named, own]


def unloaded_message(code: str) -> str:
    """Why ``code`` is not the interface's language: its catalog, named, is missing or damaged, and
    how to build it (in the language that stays, English when none was loaded)."""
    return QCoreApplication.translate(
        "MainWindow",
        "The {language} translation cannot be loaded: {file} is missing or damaged (build it with “make” in "
        "Deadwatch's folder). Deadwatch stays {in_current}.",
    ).format(language=language_name(code), file=str(catalog(code)), in_current=in_language(_current))


def plural(text: str, **args: object) -> str:
    """A translated ``text`` with its plural forms (``{count|attack|attacks}``) chosen for the
    interface language and its fields filled."""
    return choose(text, args, _current).format(**args)
