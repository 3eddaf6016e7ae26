"""Help → Keys: every key of the window by where it works, and the GM's own keys.

Pick an action, press the new key in the field below and Set: it works at once, everywhere, and is
remembered (QSettings ``keys/<id>``).  A key another action already has where this one works is
refused with a message, and nothing changes.  A group of keys that answer by their number or
direction (the digits of a threat step's reason, the map's keypad) is one line, not rebound.
No signals beyond QDialog's own.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QKeySequenceEdit,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ui import keymap

ID_ROLE = Qt.ItemDataRole.UserRole


class KeysDialog(QDialog):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keysDialog")
        self.settings = settings
        self.setWindowTitle(self.tr("Keys"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "One key, one meaning. Single keys (N, F, R, B, +) work while no text field or list box "
                "has the focus; Esc comes back to the fight list."
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("keysTree")
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Action"), self.tr("Keys")])
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(False)  # the keys their width, the actions the rest
        self.tree.currentItemChanged.connect(lambda *_: self._picked())
        layout.addWidget(self.tree, 1)
        row = QHBoxLayout()
        self.edit = QKeySequenceEdit(self)
        self.edit.setObjectName("keyEdit")
        self.edit.setMaximumSequenceLength(1)
        row.addWidget(QLabel(self.tr("New key:"), self))
        row.addWidget(self.edit, 1)
        self.set_button = QPushButton(self.tr("Set"), self)
        self.set_button.setObjectName("setKey")
        self.set_button.clicked.connect(self.set_key)
        row.addWidget(self.set_button)
        self.default_button = QPushButton(self.tr("Default"), self)
        self.default_button.setObjectName("defaultKey")
        self.default_button.clicked.connect(self.default_key)
        row.addWidget(self.default_button)
        layout.addLayout(row)
        self.message = QLabel(self)
        self.message.setObjectName("keysMessage")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = box.addButton(self.tr("All defaults"), QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.reset_all)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        self.items: dict[str, QTreeWidgetItem] = {}
        self._fill()
        self.resize(self._fitting_width(), 640)
        self.tree.setFocus()

    def _fitting_width(self) -> int:
        """Wide enough for every action and its keys whole (in Russian and Spanish too), within
        the screen."""
        tree = self.tree
        columns = tree.sizeHintForColumn(0) + tree.sizeHintForColumn(1) + 16
        frame = 2 * tree.frameWidth() + tree.verticalScrollBar().sizeHint().width()
        layout = self.layout()
        margins = layout.contentsMargins().left() + layout.contentsMargins().right() if layout is not None else 0
        wanted = max(620, columns + frame + margins)
        screen = self.screen().availableGeometry().width() if self.screen() is not None else wanted
        return min(wanted, screen)

    def _fill(self) -> None:
        self.tree.clear()
        self.items.clear()
        for scope, title in keymap.SCOPES.items():
            group = QTreeWidgetItem(self.tree, [keymap.text(title)])
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            font = group.font(0)
            font.setBold(True)
            group.setFont(0, font)
            for key in (k for k in keymap.KEYMAP if k.scope == scope):
                item = QTreeWidgetItem(group, [keymap.text(key.label), keymap.shown(key.id)])
                item.setData(0, ID_ROLE, key.id)
                self.items[key.id] = item
        self.tree.expandAll()
        first = next(iter(self.items.values()), None)
        if first is not None:
            self.tree.setCurrentItem(first)

    def current_id(self) -> str | None:
        item = self.tree.currentItem()
        value = item.data(0, ID_ROLE) if item is not None else None
        return str(value) if value else None

    def _picked(self) -> None:
        key_id = self.current_id()
        fixed = bool(key_id) and bool(keymap.BY_ID[str(key_id)].fixed)
        keys = keymap.keys_of(key_id) if key_id and not fixed else ()
        self.edit.setKeySequence(QKeySequence(keys[0]) if keys else QKeySequence())
        for widget in (self.edit, self.set_button, self.default_button):
            widget.setEnabled(not fixed)
        if fixed:
            self.message.setText(self.fixed_text())
        elif self.message.text() == self.fixed_text():
            self.message.clear()

    def fixed_text(self) -> str:
        return self.tr("These keys answer by their number or direction: they are not rebound.")

    def set_key(self) -> None:
        key_id = self.current_id()
        sequence = self.edit.keySequence().toString()
        if key_id is None:
            return
        if keymap.BY_ID[key_id].fixed:
            self.message.setText(self.fixed_text())
            return
        if not sequence:
            self.message.setText(self.tr("Press the new key in the field first."))
            return
        if keymap.searched(key_id, (sequence,)):
            self.message.setText(
                self.tr("There a typed key finds a name: give “{action}” a key with Ctrl or Alt.").format(
                    action=keymap.text(keymap.BY_ID[key_id].label)
                )
            )
            return
        taken = keymap.rebind(key_id, (sequence,), self.settings)
        if taken is not None:
            self.message.setText(
                self.tr("{key} is already the key of “{action}”: pick another one, or change that one first.").format(
                    key=QKeySequence(sequence).toString(QKeySequence.SequenceFormat.NativeText),
                    action=keymap.text(keymap.BY_ID[taken].label),
                )
            )
            return
        self.message.setText(
            self.tr("“{action}” is now {keys}.").format(
                action=keymap.text(keymap.BY_ID[key_id].label), keys=keymap.shown(key_id)
            )
        )
        self.items[key_id].setText(1, keymap.shown(key_id))

    def default_key(self) -> None:
        key_id = self.current_id()
        if key_id is None or keymap.BY_ID[key_id].fixed:
            return
        taken = keymap.rebind(key_id, keymap.BY_ID[key_id].keys, self.settings)
        if taken is not None:
            self.message.setText(
                self.tr("The default key is now the key of “{action}”: change that one first.").format(
                    action=keymap.text(keymap.BY_ID[taken].label)
                )
            )
            return
        self.message.clear()
        self.items[key_id].setText(1, keymap.shown(key_id))
        self._picked()

    def reset_all(self) -> None:
        keymap.reset(self.settings)
        self.message.setText(self.tr("Every key is back to its default."))
        for key_id, item in self.items.items():
            item.setText(1, keymap.shown(key_id))
        self._picked()
