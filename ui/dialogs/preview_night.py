"""The import preview's choice for characters the files update after a night's play: take the
files' sheet (attributes, skills, gear, experience) and keep the roster's state (as the campaign's
ruleset names it: health, stress, conditions, injuries in twdu), "Keep the night's &wounds" (Alt+W,
in every language: :mod:`ui.latin_keys`).

It is ticked by default when a character updated was played since its last import (its state no
longer the one the import set: :mod:`app.services.imports.night`), and shown only when some
character updates one of the roster.  Toggling it says the changes under each character again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.imports.preview import ImportPreview

KEEP_NIGHT = QT_TRANSLATE_NOOP("ImportPreview", "Keep the night's &wounds: the files' sheets, the roster's {state}")


def night_box(preview: ImportPreview, parent: QWidget) -> QCheckBox:
    """The box, ticked as the preview's choice; hidden when no one would update.  It names what the
    campaign's ruleset keeps of the night ("Life Points, Endurance, luck and conditions")."""
    state = QCoreApplication.translate("rules", preview.night_state) if preview.night_state else ""
    box = QCheckBox(QCoreApplication.translate("ImportPreview", KEEP_NIGHT).format(state=state), parent)
    box.setObjectName("importKeepNight")
    box.setChecked(preview.keep_night)
    box.setVisible(bool(preview.updates()))
    return box
