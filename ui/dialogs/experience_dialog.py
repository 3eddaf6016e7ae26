"""Session → Experience: award and spend points (afmbe, twdu), or confirm the +1s play earned (grid game)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.services import bounds
from ui.widgets.combo_popups import WholeListBox
from ui.widgets.field_form import choice_text
from ui.widgets.wheel_guard import guard

if TYPE_CHECKING:
    from app.services.bundle import Services



def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text)


class ExperienceDialog(QDialog):
    def exec(self) -> int:
        """Refused before the form shows when the campaign is read-only."""
        from ui.read_only import refused

        if refused(self.services, self.parentWidget()):
            return int(QDialog.DialogCode.Rejected)
        return super().exec()

    def __init__(self, services: Services, parent: QWidget | None = None, character_id: int | None = None) -> None:
        """``character_id``: the character the points panel opens on (the roster's selected one)."""
        super().__init__(parent)
        self.setObjectName("experienceDialog")
        self.services = services
        self.character_id = character_id
        self.experience = services.experience
        self.setWindowTitle(self.tr("Experience"))
        self.resize(620, 520)
        layout = QVBoxLayout(self)
        style = self.experience.style
        self.style_points = style == "points"
        self.checks: dict[int, list[tuple[QCheckBox, str]]] = {}
        # made first: filling the points panel already says why a raise is refused
        self.message = QLabel(self)
        self.message.setObjectName("experienceMessage")
        self.message.setWordWrap(True)
        if style == "points":
            layout.addWidget(self._points_panel())
        elif style == "events":
            layout.addWidget(self._events_panel(), 1)
        else:
            layout.addWidget(QLabel(self.tr("This ruleset has no experience rules."), self))
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        for button in self.findChildren(QPushButton):  # Enter acts where the focus is, never a default button
            button.setAutoDefault(False)
            button.setDefault(False)
        self.experience.failed.connect(self._refused)
        # Ctrl+Z takes back the last action here too (the window's Edit menu is out of reach)
        undo = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        undo.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        undo.activated.connect(self._undo)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter acts on the part the focus is in: a focused button is pressed; in the award points
        it awards; in the raise list or the cost it spends; elsewhere nothing (Escape closes)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focus = self.focusWidget()
            if isinstance(focus, QPushButton):
                if focus.isEnabled():
                    focus.click()
            elif self.style_points and self._inside(focus, self.award_points):
                self._award()
            elif self.style_points and (self._inside(focus, self.raise_combo) or self._inside(focus, self.cost)):
                if self.spend_button.isEnabled():
                    self._spend()
            event.accept()
            return
        super().keyPressEvent(event)

    @staticmethod
    def _inside(widget: QWidget | None, part: QWidget) -> bool:
        return widget is not None and (widget is part or part.isAncestorOf(widget))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl+Z in a number field undoes the last action, not the typing (the field keeps no
        history a GM would look for)."""
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and event.matches(QKeySequence.StandardKey.Undo):
            return True  # not taken by the field: the dialog's shortcut undoes
        return super().eventFilter(watched, event)

    def _undo(self) -> None:
        """Take back the campaign's last action and say which (\"Undo: …\", as the log says it)."""
        from app.services.history import taken_back
        from app.services.logtext import render

        campaign = self.services.campaign
        target = campaign.undo_target()
        if target is None or not campaign.undo():
            self.message.setStyleSheet("color: #e0a030;")
            self.message.setText(self.tr("Nothing to undo."))
            return
        if self.style_points:
            self._refresh_points()
        self.message.setStyleSheet("")
        said = taken_back(target)  # the change the undo makes, its own words
        self.message.setText(self.tr("Undo: {action}").format(action=render(said.text, said.args, said.ctx)))

    def _refused(self, context: str, message: str) -> None:
        self.message.setStyleSheet("color: #ff6b6b;")
        self.message.setText(QCoreApplication.translate(context, message))

    # ------------------------------------------------------------------ points
    def _points_panel(self) -> QWidget:
        panel = QWidget(self)
        form = QFormLayout(panel)
        self.who = WholeListBox(panel)
        self.who.setObjectName("whoCombo")
        for c in self.services.characters.characters():
            if c.kind == "pc":
                self.who.addItem(c.name, c.id)
        self.who.setCurrentIndex(max(0, self.who.findData(self.character_id)))
        self.who.currentIndexChanged.connect(self._refresh_points)
        form.addRow(self.tr("Character"), self.who)
        self.unspent = QLabel(panel)
        self.unspent.setObjectName("unspentLabel")
        self.unspent.setStyleSheet("font-size: 16pt; font-weight: bold;")
        form.addRow(self.tr("Unspent points"), self.unspent)
        award_row = QHBoxLayout()
        self.award_points = QSpinBox(panel)
        self.award_points.setObjectName("awardSpin")
        self.award_points.setRange(*bounds.XP_AWARD)
        self.award_points.setValue(3)
        self.award_points.setToolTip(self.tr("Enter awards these points; Ctrl+Z takes an award or a raise back"))
        award = QPushButton(self.tr("&Award"), panel)
        award.setObjectName("awardButton")
        award.setToolTip(self.tr("Give the character these experience points"))
        award.clicked.connect(self._award)
        award_row.addWidget(self.award_points)
        award_row.addWidget(award)
        form.addRow(self.tr("Award"), award_row)
        self.raise_combo = WholeListBox(panel)
        self.raise_combo.setObjectName("raiseCombo")
        self.raise_combo.currentIndexChanged.connect(self._show_refusal)
        form.addRow(self.tr("Raise"), self.raise_combo)
        spend_row = QHBoxLayout()
        self.cost = QSpinBox(panel)
        self.cost.setObjectName("costSpin")
        self.cost.setRange(*bounds.XP_COST)
        self.cost.setValue(5)
        for field in (self.award_points, self.cost):
            field.installEventFilter(self)
            line = field.findChild(QLineEdit)  # the spin box's own line edit
            if line is not None:
                line.installEventFilter(self)
        self.cost.setToolTip(self.tr("What this raise costs, by the campaign's experience table"))
        self.spend_button = QPushButton(self.tr("&Spend"), panel)
        self.spend_button.setObjectName("spendButton")
        self.spend_button.clicked.connect(self._spend)
        spend_row.addWidget(self.cost)
        spend_row.addWidget(self.spend_button)
        form.addRow(self.tr("Cost"), spend_row)
        self._refresh_points()
        return panel

    def _refresh_points(self) -> None:
        cid = self.who.currentData()
        if cid is None:
            return
        self.unspent.setText(str(self.experience.ledger(cid)["unspent"]))
        picked = self.raise_combo.currentData()  # kept after a spend: a second Space raises it again
        self.raise_combo.blockSignals(True)
        self.raise_combo.clear()
        for choice, refusal in self.experience.options(cid):
            self.raise_combo.addItem(choice_text(choice), choice.value)
            self.raise_combo.setItemData(self.raise_combo.count() - 1, rules_tr(refusal) if refusal else "",
                                         Qt.ItemDataRole.ToolTipRole)
        self.raise_combo.setCurrentIndex(max(0, self.raise_combo.findData(picked)) if picked is not None else 0)
        self.raise_combo.blockSignals(False)
        self._show_refusal()

    def _show_refusal(self) -> None:
        reason = self.raise_combo.currentData(Qt.ItemDataRole.ToolTipRole) or ""
        self.spend_button.setEnabled(not reason)
        self.message.setStyleSheet("color: #e0a030;")
        self.message.setText(reason)

    def _award(self) -> None:
        if self.experience.award(self.who.currentData(), self.award_points.value()):
            self._refresh_points()

    def _spend(self) -> None:
        what = self.raise_combo.currentText()  # "Medicine 3 → 4": what was raised, and to what
        if self.experience.spend(self.who.currentData(), self.raise_combo.currentData(), self.cost.value()):
            self._refresh_points()
            self.message.setStyleSheet("")
            self.message.setText(self.tr("Raised: {what}.").format(what=what))

    # ------------------------------------------------------------------ events
    def _events_panel(self) -> QWidget:
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # not a Tab stop
        body = QWidget()
        layout = QVBoxLayout(body)
        names = {c.id: c.name for c in self.services.characters.characters()}
        proposals = self.experience.proposals()
        if not proposals:
            layout.addWidget(QLabel(self.tr("Nobody earned anything in this session's log yet."), body))
        for cid, earned in proposals.items():
            if cid not in names:
                continue
            box = QGroupBox(names[cid], body)
            box_layout = QVBoxLayout(box)
            rows = []
            for choice in earned:
                check = QCheckBox(choice_text(choice), box)
                check.setChecked(True)
                box_layout.addWidget(check)
                rows.append((check, choice.value))
            self.checks[cid] = rows
            layout.addWidget(box)
        apply = QPushButton(self.tr("Apply the ticked gains"), body)
        apply.setObjectName("applyGainsButton")
        apply.setEnabled(bool(self.checks))
        apply.clicked.connect(self._confirm)
        layout.addWidget(apply)
        layout.addStretch(1)
        scroll.setWidget(body)
        guard(scroll)  # the wheel scrolls the page, not the field under the pointer
        return scroll

    def _confirm(self) -> None:
        for cid, rows in self.checks.items():
            chosen = [key for check, key in rows if check.isChecked()]
            if chosen and self.experience.confirm(cid, chosen):
                for check, _ in rows:
                    check.setEnabled(False)
        self.message.setText(self.tr("The sheets are updated."))
