"""The names a GM typed in an open dialog's "File name" field, every one of them.

Qt's own file dialog, asked for several existing files, hands back the files selected in its list:
it selects each typed name that exists as the text changes, so a name typed for a file that does
not exist (``"lucia.json" "tomas.json" "no_existe.json"``) is dropped without a word, and the
selection kept in step with the text as it is typed can lose a name that does exist.  The typed
text is read here the way Qt reads it (several names each in double quotes, or one name), each name
taken in the dialog's folder unless it names a folder of its own; the caller says which are not
found, so every name typed is either read or named.
"""

from __future__ import annotations

import os

from PySide6.QtWidgets import QFileDialog, QLineEdit


def typed_names(text: str) -> list[str]:
    """The names of ``text``: each between double quotes when there are quotes, else the whole text."""
    if '"' not in text:
        return [text.strip()] if text.strip() else []
    return [name for i, name in enumerate(text.split('"')) if i % 2 and name.strip()]


def typed_files(dialog: QFileDialog) -> list[str]:
    """The files the GM typed in ``dialog``'s name field, in their order, each once, with the
    dialog's folder for a name without one; [] when the field is empty."""
    field = dialog.findChild(QLineEdit, "fileNameEdit")
    if field is None:
        return []
    folder = dialog.directory().absolutePath()
    out: list[str] = []
    for name in typed_names(field.text()):
        path = os.path.normpath(os.path.join(folder, os.path.expanduser(name)))
        if path not in out:
            out.append(path)
    return out


def chosen_files(dialog: QFileDialog) -> list[str]:
    """Every file the GM chose in an accepted ``dialog``: those typed in its name field, found or
    not (picking files in the list writes their names there too), else those selected."""
    return typed_files(dialog) or list(dialog.selectedFiles())
