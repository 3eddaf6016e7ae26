"""The one name numbered extras share, in the singular whatever the GM types: "2 caminantes" makes
"Caminante 1" and "Caminante 2", "3 ходячих" makes "Ходячий 1" to "Ходячий 3" (the add-extras hint
itself reads "3 caminantes", "3 ходячих").

Each kind of dead the rulesets name (walker, zombie, shambler) has its plural forms and its singular
in the catalogs, context ``ExtrasNames``: a plural's translation may list several forms separated by
"|" (the Russian "ходячих|ходячие"), and the English forms are always understood too.  A name that is
none of them is kept as typed, its first letter made a capital.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.rules.text import QT_TRANSLATE_NOOP

CONTEXT = "ExtrasNames"

#: (plural forms, singular) of the names extras are commonly typed with
NAMES: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("ExtrasNames", "walkers"), QT_TRANSLATE_NOOP("ExtrasNames", "Walker")),
    (QT_TRANSLATE_NOOP("ExtrasNames", "zombies"), QT_TRANSLATE_NOOP("ExtrasNames", "Zombie")),
    (QT_TRANSLATE_NOOP("ExtrasNames", "shamblers"), QT_TRANSLATE_NOOP("ExtrasNames", "Shambler")),
    (QT_TRANSLATE_NOOP("ExtrasNames", "extras"), QT_TRANSLATE_NOOP("ExtrasNames", "Extra")),
)


def singular(name: str) -> str:
    """``name`` as each numbered extra's name: a known plural's singular, else ``name`` capitalised."""
    typed = name.strip()
    folded = typed.casefold()
    for plural, one in NAMES:
        forms = {plural, *QCoreApplication.translate(CONTEXT, plural).split("|")}
        if folded in {form.strip().casefold() for form in forms if form.strip()}:
            translated = QCoreApplication.translate(CONTEXT, one)
            # the English plural typed in another language gives the English singular
            return one if folded == plural and translated.casefold() != folded else translated
    return typed[:1].upper() + typed[1:]
