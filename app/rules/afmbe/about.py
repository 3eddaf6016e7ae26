"""What Deadwatch knows of this ruleset before it loads its rules: its place in the lists, its title
and its presets.  :mod:`app.rules.registry` reads this module alone, without the package's
``__init__`` (it imports nothing but :mod:`app.rules.text`); the rules load when a campaign of
this ruleset opens."""

from app.rules.text import QT_TRANSLATE_NOOP

#: its place in the New campaign dialog and the demos' menu
ORDER = 1
TITLE = QT_TRANSLATE_NOOP("rules", "All Flesh Must Be Eaten")
#: (preset, title) pairs; the first is the default
PRESETS: tuple[tuple[str, str], ...] = (
    ("norms", QT_TRANSLATE_NOOP("rules", "Norms")),
    ("unisystem", QT_TRANSLATE_NOOP("rules", "Unisystem")),
)
