"""The character sheet: built from the ruleset's schema, derived values and budgets computed live."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeyEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.rules.errors import RulesError
from app.rules.field_presets import CHARACTER_KIND
from app.rules.markup import html_text
from app.rules.numbers import number
from ui import i18n
from ui.dialogs.page_keys import PageKeys, focus_page
from ui.dialogs.sheet_width import widen_for
from ui.dialogs.tab_letters import letter_buttons, letter_tabs
from ui.widgets.combo_popups import WholeListBox
from ui.widgets.field_form import FieldForm
from ui.widgets.table_editor import TableEditor
from ui.widgets.wheel_guard import guard

if TYPE_CHECKING:
    from app.rules.base import FieldSpec
    from app.services.bundle import Services
    from app.services.command import Command
    from app.store.models import Character


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text) if text else ""


def shown(value: object) -> str:
    """A derived value as the sheet shows it: a whole number with the one minus sign ("−2")."""
    return number(value) if isinstance(value, int) and not isinstance(value, bool) else str(value)


class SheetDialog(QDialog):
    """Create (character_id None) or edit a character.  Over budget is allowed, and flagged."""

    def __init__(self, services: Services, character_id: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sheetDialog")
        self.services = services
        self.character_id = character_id
        rules = services.ruleset
        row = self.start_row(character_id)
        sheet: dict[str, Any] = self.start_sheet(row)
        self.setWindowTitle(
            self.tr("Character sheet — {name}").format(name=row.name) if row else self.tr("New character")
        )
        self.resize(760, 680)
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.name = QLineEdit(row.name if row else "", self)
        self.name.setObjectName("nameEdit")
        top.addRow(self.tr("&Name"), self.name)
        self.kind = WholeListBox(self)
        self.kind.setObjectName("kindCombo")
        for key in ("pc", "npc", "zombie"):
            self.kind.addItem(self.kind_label(key), key)
        self.kind.setCurrentIndex(max(0, self.kind.findData(row.kind if row else "pc")))
        top.addRow(self.tr("&Kind"), self.kind)
        layout.addLayout(top)

        tabs = QTabWidget(self)
        # Tab goes from the kind straight to the page's first value: Ctrl+Tab turns the pages
        tabs.tabBar().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(tabs, 1)
        self.page_keys = PageKeys(self, tabs)  # Ctrl+Tab from anywhere: the next page, its first value selected
        groups: dict[str, list[FieldSpec]] = {}
        for spec in rules.sheet_fields():
            groups.setdefault(spec.group or "", []).append(spec)
        self.forms: list[FieldForm] = []
        self.tables: list[TableEditor] = []
        for group, specs in groups.items():
            page = QWidget()
            page_layout = QVBoxLayout(page)
            scalars = [s for s in specs if s.kind != "table"]
            if scalars:
                form = FieldForm(scalars, sheet, page)
                form.edited.connect(self._refresh)
                self.forms.append(form)
                page_layout.addWidget(form)
            for spec in (s for s in specs if s.kind == "table"):
                box = QGroupBox(rules_tr(spec.label), page)
                box_layout = QVBoxLayout(box)
                editor = TableEditor(spec, list(sheet.get(spec.key) or []), box)
                editor.edited.connect(self._refresh)
                self.tables.append(editor)
                box_layout.addWidget(editor)
                page_layout.addWidget(box)
            page_layout.addStretch(1)
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # not a Tab stop
            scroll.setWidget(page)
            guard(scroll)  # the wheel scrolls the page, not the field under the pointer
            tabs.addTab(scroll, rules_tr(group) or self.tr("Sheet"))
        self.notes_start = self.start_notes(row)
        self.notes = QPlainTextEdit(self.notes_start)
        self.notes.setObjectName("notesEdit")
        self.notes.setTabChangesFocus(True)  # Tab leaves the notes; Enter starts a new line
        self.notes.setPlaceholderText(self.tr("What the GM keeps about this character (an imported actor's notes)"))
        # Alt+O (the page's mnemonic) or Ctrl+Tab: the notes page, its text ready to type in
        self.notes_page = tabs.addTab(self.notes, self.tr("N&otes"))
        tabs.currentChanged.connect(self._page_shown)
        self.tabs = tabs
        self.save_keys: list[QShortcut] = []
        for sequence in ("Ctrl+Return", "Ctrl+Enter"):  # Enter in the notes is a new line: Ctrl+Enter saves
            # read as written ("Enter": the keypad's), not in the language's key names (Russian calls Return "Enter")
            shortcut = QShortcut(QKeySequence.fromString(sequence, QKeySequence.SequenceFormat.PortableText), self)
            shortcut.activated.connect(self._save)
            self.save_keys.append(shortcut)

        summary = QGroupBox(self.tr("Derived values and budgets"), self)
        self.summary_grid = QGridLayout(summary)
        self.derived = QLabel(summary)
        self.derived.setObjectName("derivedLabel")
        self.derived.setWordWrap(True)
        self.budget = QLabel(summary)
        self.budget.setObjectName("budgetLabel")
        self.budget.setWordWrap(True)
        self.summary_grid.addWidget(self.derived, 0, 0)
        self.summary_grid.addWidget(self.budget, 0, 1)
        layout.addWidget(summary)
        self.error = QLabel(self)
        self.error.setObjectName("errorLabel")
        self.error.setStyleSheet("color: #ff6b6b;")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self._save)
        buttons.rejected.connect(self.cancel)  # Cancel asks after an edit, as Esc does
        layout.addWidget(buttons)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        # Alt+letter turns to each page from any field; the English letter too, in a translation
        letter_tabs(self, tabs, [group or "Sheet" for group in groups] + [None])
        letter_buttons(self, tabs)  # …and presses a page's buttons (Gear's Add)
        self.name.setFocus()
        self._refresh()
        self.start_state = self.state()  # Esc after an edit asks before the edit is thrown away

    def state(self) -> tuple[object, ...]:
        """What the GM may have changed: the name, the kind, the sheet's values and the notes."""
        try:
            sheet: object = self.sheet()
        except (RulesError, ValueError, TypeError):  # a value the rules refuse: changed, surely
            sheet = None
        return self.name.text(), self.kind.currentData(), sheet, self.notes.toPlainText()

    def edited(self) -> bool:
        """Whether the GM changed anything since the sheet opened."""
        return self.state() != self.start_state

    def cancel(self) -> None:
        """The GM's Esc or Cancel: after an edit, the GM is asked whether to throw the changes away;
        "Keep editing" (or Esc again) leaves the sheet open as it was.  Closed from the code
        (``reject``, ``close``: the window going, the campaign changed under it) it asks nothing."""
        if self.isVisible() and self.edited() and not self.discard():
            return
        self.reject()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.matches(QKeySequence.StandardKey.Cancel):  # Esc: QDialog's own would reject unasked
            self.cancel()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        """The sheet window's close button (Alt+F4) asks as Esc does; a close from the code does not."""
        if event.spontaneous() and self.isVisible() and self.edited() and not self.discard():
            event.ignore()
            return
        super().closeEvent(event)

    def discard(self) -> bool:
        """Ask whether to throw the sheet's changes away; True when the GM says so."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Character sheet"),
                          self.tr("Throw away the changes made to this sheet?"),
                          QMessageBox.StandardButton.NoButton, self)
        throw = box.addButton(self.tr("&Throw away"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("&Keep editing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        thrown = box.clickedButton() is throw
        box.deleteLater()  # one question a time: none left behind in the sheet
        return thrown

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._widen()  # every page's headings whole, at one size

    def _widen(self) -> None:
        widen_for(self, [e.table for e in self.tables])

    def _page_shown(self, index: int) -> None:
        QTimer.singleShot(0, self._widen)  # this page's headings whole, once it is laid out
        if index == self.notes_page:
            self.notes.setFocus(Qt.FocusReason.ShortcutFocusReason)
        else:
            focus = QApplication.focusWidget()
            if focus is None or not self.tabs.currentWidget().isAncestorOf(focus):
                focus_page(self.tabs)  # Alt+letter from another page: its first value, selected

    def start_notes(self, row: Character | None) -> str:
        """The notes as the sheet shows them: plain lines (notes kept as HTML, as an actor's
        biography once was, are read as their text), the titles an import wrote in the GM's language."""
        notes = row.notes if row else ""
        notes = html_text(notes) if "<" in notes and ">" in notes else notes
        return self.services.characters.notes_shown(notes) if notes else notes

    def notes_changed(self) -> str | None:
        """The notes typed in the sheet, or None when the GM left them as they were shown."""
        text = self.notes.toPlainText()
        return None if text == self.notes_start else self.services.characters.notes_kept(text.strip())

    def _kind_changed(self) -> None:
        """The sheet's fields that follow the character's kind take their preset for it (d10under: a
        zombie or an NPC is not a player character); the GM may set them otherwise after."""
        for form in self.forms:
            form.follow({CHARACTER_KIND: self.kind.currentData()}, CHARACTER_KIND)
        self._refresh()  # the budget is the kind's (d10under: a zombie has none)

    def start_row(self, character_id: int | None) -> Character | None:
        """The row the dialog edits (None: a new character)."""
        return self.services.characters.character(character_id) if character_id is not None else None

    def start_sheet(self, row: Character | None) -> dict[str, Any]:
        return dict(row.sheet) if row else self.services.ruleset.new_sheet()

    def command(self, name: str, kind: str, sheet: dict[str, Any]) -> Command:
        """The action OK carries out."""
        from app.services.characters import CreateCharacter, EditCharacter

        if self.character_id is None:
            return CreateCharacter(name, kind, sheet, notes=self.notes_changed() or "")
        return EditCharacter(self.character_id, name=name, kind_of=kind, sheet=sheet, notes=self.notes_changed())

    def kind_label(self, key: str) -> str:
        return {"pc": self.tr("Player character"), "npc": self.tr("NPC"), "zombie": self.tr("Zombie")}[key]

    def sheet(self) -> dict[str, Any]:
        sheet = self.services.ruleset.new_sheet()
        for form in self.forms:
            sheet.update(form.values())
        for editor in self.tables:
            sheet[editor.spec.key] = editor.rows()
        return sheet

    def _refresh(self) -> None:
        rules = self.services.ruleset
        try:
            sheet = rules.validate_sheet(self.sheet())
        except RulesError as exc:
            self.error.setText(rules_tr(str(exc)))
            return
        self.error.clear()
        labels = rules.derived_labels()
        derived = rules.derived(sheet)
        self.derived.setText(
            "\n".join([*(f"{rules_tr(labels.get(k, k))}: {shown(v)}" for k, v in derived.items()),
                       *self._experience_line()])
            or self.tr("No derived values")
        )
        lines = []
        for b in rules.budget(sheet, str(self.kind.currentData() or "pc")):
            # each line says what it counts ("Attribute points: 3 of 14 left"); "−3", one minus sign
            counts = {"left": number(b.left), "allowed": number(b.allowed), "spent": number(b.spent)}
            if b.text:
                text = i18n.plural(rules_tr(b.text), **counts)
            else:
                text = self.tr("{label}: {left} of {allowed} left").format(label=rules_tr(b.label), **counts)
            if b.over:
                text = "⚠ " + text + (f" — {rules_tr(b.reason)}" if b.reason else "")
            lines.append(text)
        self.budget.setText("\n".join(lines) or self.tr("No creation budget"))

    def _experience_line(self) -> list[str]:
        """The character's unspent experience points, where the GM awards points (Experience, F9)."""
        experience = self.services.ruleset.experience_rules()
        if self.character_id is None or experience is None or experience.style != "points":
            return []
        unspent = self.services.experience.ledger(self.character_id)["unspent"]
        return [i18n.plural(self.tr("Experience: {points} unspent {points|point|points}"), points=unspent)]

    def _save(self) -> None:
        name = self.name.text().strip()
        if not name:
            self.error.setText(self.tr("Give the character a name."))
            self.name.setFocus()
            return
        if self.services.characters.run(self.command(name, self.kind.currentData(), self.sheet())):
            self.accept()
