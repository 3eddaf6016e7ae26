"""File → New campaign: name, ruleset and preset, house rules, where to keep the file.

The ruleset (and preset) offered first is the open campaign's: a GM who plays twdu makes another
twdu campaign with Ctrl+N, a name and Enter.  It opens over the middle of the window, whole on a
1366×768 screen, once its house rules' labels have wrapped (:mod:`ui.widgets.placement`); a house
rule whose 0 means "no limit" says so in the box instead of a bare 0."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.rules import PRESET_TITLES, PRESETS, RULESETS, TITLES, get_ruleset
from ui.widgets.combo_popups import WholeListBox
from ui.widgets.field_form import FieldForm
from ui.widgets.placement import centre


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text)


class NewCampaignDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, current: tuple[str, str | None] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newCampaignDialog")
        self.setWindowTitle(self.tr("New campaign"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit(self)
        self.name.setObjectName("campaignName")
        self.name.setPlaceholderText(self.tr("The Long Night"))
        form.addRow(self.tr("&Name"), self.name)
        self.ruleset = WholeListBox(self)
        self.ruleset.setObjectName("rulesetCombo")
        for rid in RULESETS:
            presets = PRESETS[rid] or (None,)
            for preset in presets:
                label = rules_tr(TITLES[rid])
                if preset:
                    label += f" — {rules_tr(PRESET_TITLES[preset])}"
                self.ruleset.addItem(label, (rid, preset))
        if current is not None:
            for n in range(self.ruleset.count()):
                if tuple(self.ruleset.itemData(n)) == current:
                    self.ruleset.setCurrentIndex(n)
        self.ruleset.setToolTip(self.tr("The rule system the campaign is played with. It cannot be changed later."))
        form.addRow(self.tr("&Ruleset"), self.ruleset)
        layout.addLayout(form)
        self.options_box = QGroupBox(self.tr("House rules"), self)
        self.options_layout = QVBoxLayout(self.options_box)
        layout.addWidget(self.options_box)
        self.error = QLabel(self)
        self.error.setObjectName("errorLabel")
        self.error.setStyleSheet("color: #e05050;")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.options_form: FieldForm | None = None
        self.ruleset.currentIndexChanged.connect(self._ruleset_changed)
        self._ruleset_changed()

    def _ruleset_changed(self) -> None:
        if self.options_form is not None:
            self.options_form.deleteLater()
        rid, preset = self.ruleset.currentData()
        fields = get_ruleset(rid, preset).option_fields()
        self.options_form = FieldForm(fields, parent=self.options_box)
        self.options_layout.addWidget(self.options_form)
        self.options_box.setVisible(bool(fields))
        if self.isVisible():  # another ruleset's house rules: another size, placed again
            QTimer.singleShot(0, self._settled)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        centre(self)
        QTimer.singleShot(0, self._settled)  # the wrapped labels' height is known after this show

    def _settled(self) -> None:
        if self.isVisible():
            centre(self)

    def _accept(self) -> None:
        if not self.name.text().strip():
            self.error.setText(self.tr("Give the campaign a name."))
            self.name.setFocus()
            return
        self.accept()

    def result_values(self) -> dict[str, Any]:
        from app.services.files import default_path  # the campaign files' module loads with the store

        rid, preset = self.ruleset.currentData()
        return {
            "name": self.name.text().strip(),
            "ruleset": rid,
            "preset": preset,
            "options": self.options_form.values() if self.options_form else {},
            "path": Path(default_path(self.name.text())),
        }
