"""The names a GM types in the Import characters dialog's "File name" field, a missing one too.

Qt's own file dialog, asked for existing files, answers a typed name of no file ("lusia.json" for
"lucia.json") with a box of its own, in English whatever language Deadwatch speaks, and with
several names typed it drops such a name without a word.  :class:`TypedOpenDialog` reads the typed
text the way Qt reads it (several names each in double quotes, or one name, each in the dialog's
folder unless it names its own) and closes with every name typed: the import preview then names a
missing one ("lusia.json: not found") in the GM's language and reads the others.  Names that are all
files are taken as typed too: Qt, open on the files' own folder, answered two whole paths typed
("/files/crew.csv" "/files/broken.json") with the second alone, and the first was named nowhere.  A
folder typed to go into it is Qt's as before; the files picked with the mouse are Qt's.

A wildcard typed ("*.json", "ana*", "saves/*.csv") is no name: Enter lists only the files it
matches, in its folder, and the dialog stays open, as in any file dialog (:func:`filter_typed`;
the import read "*.json: not found", and a save dialog would have written a file named so).
"""

from __future__ import annotations

import os
import re

from PySide6.QtWidgets import QDialog, QFileDialog, QFileSystemModel, QLineEdit

WILDCARD = re.compile(r"[*?\[]")  # the characters of a file pattern, which no typed name holds


def typed_names(text: str) -> list[str]:
    """The names of ``text``: each between double quotes when there are quotes, else the whole text."""
    if '"' not in text:
        return [text.strip()] if text.strip() else []
    return [name for i, name in enumerate(text.split('"')) if i % 2 and name.strip()]


def filter_typed(dialog: QFileDialog) -> bool:
    """When the name field holds a pattern (each name typed with a wildcard), list only the files
    it matches, in the folder it names (the dialog's own by default), and keep the dialog open;
    whether it held one."""
    field = dialog.findChild(QLineEdit, "fileNameEdit")
    names = typed_names(field.text()) if field is not None else []
    if not names or not all(WILDCARD.search(os.path.basename(name)) for name in names):
        return False
    folders = {os.path.dirname(os.path.expanduser(name)) for name in names}
    if len(folders) == 1 and (folder := folders.pop()):
        dialog.setDirectory(os.path.normpath(os.path.join(dialog.directory().absolutePath(), folder)))
    model = dialog.findChild(QFileSystemModel)
    if model is not None:
        model.setNameFilterDisables(False)  # the others left out, not greyed
        model.setNameFilters([os.path.basename(name) for name in names])
    if field is not None:
        field.selectAll()  # a name typed next replaces the pattern
    return True


class PatternDialog(QFileDialog):
    """Qt's own dialog to open or save one file, a pattern typed listing the files it matches
    (:func:`filter_typed`)."""

    def accept(self) -> None:
        if not filter_typed(self):
            super().accept()


class TypedOpenDialog(QFileDialog):
    """Qt's own open dialog for several files that hands back a typed name of no file too."""

    #: the files typed when one of them is of no file ([] when Qt's own answer stands)
    typed: list[str]

    def __init__(self, *args: object) -> None:
        super().__init__(*args)  # type: ignore[call-overload]
        self.typed = []

    def typed_files(self) -> list[str]:
        """The files typed in the name field, in their order, each once, in the dialog's folder
        unless a name gives its own."""
        field = self.findChild(QLineEdit, "fileNameEdit")
        if field is None:
            return []
        folder = self.directory().absolutePath()
        out: list[str] = []
        for name in typed_names(field.text()):
            path = os.path.normpath(os.path.join(folder, os.path.expanduser(name)))
            if path not in out:
                out.append(path)
        return out

    def accept(self) -> None:
        if filter_typed(self):
            return
        # a name Qt has already found (its list selected it, maybe in a folder it is still going
        # to) is the one it found; every name typed is taken as typed (Qt answered two whole paths
        # typed in their own folder with one of them)
        selected = {os.path.basename(p): p for p in self.selectedFiles()}
        typed = [p if os.path.exists(p) else selected.get(os.path.basename(p), p) for p in self.typed_files()]
        if typed and not any(os.path.isdir(p) for p in typed):  # the preview names the missing ones
            self.typed = list(dict.fromkeys(typed))  # and reads every other: none left out by Qt
            QDialog.done(self, QDialog.DialogCode.Accepted)
            return
        self.typed = []
        super().accept()

    def chosen(self) -> list[str]:
        """The files the GM chose once the dialog is accepted."""
        return list(self.typed) or list(self.selectedFiles())
