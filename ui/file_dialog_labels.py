"""The labels and buttons of Deadwatch's file dialogs, each with its own underlined letter.

Qt's own labels depend on its catalogs and platform: on some displays "File name:" has no letter,
"Files of type" underlines the y, and Alt+letter opens another field or types the letter into the
file's name.  Deadwatch sets every label of its (non-native) file dialogs from its own catalogs,
where each language gives each one a letter of its own: Alt and that letter reaches the field.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFileDialog, QLineEdit

Label = QFileDialog.DialogLabel


def _texts(saving: bool) -> dict[QFileDialog.DialogLabel, str]:
    translate = QCoreApplication.translate
    return {
        Label.LookIn: translate("FileDialogs", "&Look in:"),
        Label.FileName: translate("FileDialogs", "File &name:"),
        Label.FileType: translate("FileDialogs", "Files of &type:"),
        Label.Accept: translate("FileDialogs", "&Save") if saving else translate("FileDialogs", "&Open"),
        Label.Reject: translate("FileDialogs", "&Cancel"),
    }


def name_fields(dialog: QFileDialog) -> None:
    """Set ``dialog``'s labels and buttons in the GM's language, for its accept mode (open or save)."""
    saving = dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave
    texts = _texts(saving)
    for which, text in texts.items():
        dialog.setLabelText(which, text)
    # the name and type fields named as their labels say (a screen reader said "combo box" alone)
    for field, which in ((dialog.findChild(QLineEdit, "fileNameEdit"), Label.FileName),
                         (dialog.findChild(QComboBox, "fileTypeCombo"), Label.FileType)):
        if field is not None:
            field.setAccessibleName(texts[which].replace("&", "").rstrip(":： "))
