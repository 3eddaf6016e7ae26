"""Session → Handouts (Ctrl+Alt+H): the campaign's handouts, each shown with one key.

The list holds every handout (a typed text or a picture from a file).  With one selected: R shows it
to the room (the player display), P on every phone, O on one player's phone (the dialog asks whose:
a player whose link the GM revoked is listed, marked so, and refused with how to give a new link);
Shift with the same letter hides what is shown there; Del takes it back; Ctrl+Z and Ctrl+Shift+Z
undo and redo there as in the window.  Ins types a new one,
Shift+Ins adds a picture from a file under a title the GM gives it (its file's name offered), F2
renames the selected one: the file dialog opens in the folder the last picture came
from, else the GM's documents folder (never the program's own folder).  Shift+O hides what one
player's phone shows: with one phone showing a handout it is that one's, without a question.  Each
is one undoable line of the session log; a refused file says why in the dialog and changes nothing.
A handout shown on one player's phone alone (Mia's letter) asks before R or Enter puts it on the
projector, or P on every phone: "“Letter” was shown to Mia alone. Show it to the whole room?",
Enter answering No.
While the players' screen is blacked out (B, which works in the dialog too) the dialog says the
room and the phones see nothing but black (a handout shown to one player alone too), and what
they will see when the blackout ends.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.services.row_ids import row_id
from ui import keymap
from ui.dialogs.ask import ask_text
from ui.dialogs.title_room import fit_title
from ui.disabled_keys import plain
from ui.exchange_files import remember, start_folder
from ui.messages import command_message
from ui.pictures import read_picture_bytes
from ui.widgets.combo_popups import WholeListBox

if TYPE_CHECKING:
    from app.services.bundle import Services

#: the settings' key of the folder the last picture handout came from
PICTURE_FOLDER = "files/handoutFolder"

PICTURES = "*.png *.jpg *.jpeg *.gif *.bmp *.webp"


class TextHandoutDialog(QDialog):
    """A typed handout: its title and its text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New handout"))
        fit_title(self)  # the title whole in its title bar, in every language
        form = QFormLayout(self)
        self.title = QLineEdit(self)
        self.title.setObjectName("handoutTitle")
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("handoutText")
        self.text.setTabChangesFocus(True)
        # Enter starts a new line of the text; Ctrl+Enter saves the handout, as the box says
        self.text.setPlaceholderText(self.tr("Enter: a new line · Ctrl+Enter: save the handout"))
        self.text.installEventFilter(self)
        form.addRow(self.tr("Title"), self.title)
        form.addRow(self.tr("Text"), self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl+Enter in the text (either Enter key) saves the handout; plain Enter is the text's."""
        if (watched is self.text and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            self.accept()
            return True
        return super().eventFilter(watched, event)


class PlayerQuestion(QDialog):
    """Which player's phone: a list of their names, under a title shown whole in every language."""

    def __init__(self, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("HandoutsDialog", "Which player?"))
        form = QFormLayout(self)
        self.choice = WholeListBox(self)
        self.choice.addItems(names)
        form.addRow(QCoreApplication.translate("HandoutsDialog", "Player"), self.choice)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        fit_title(self, app_name=True)  # "Какому игроку? — Deadwatch" whole


class HandoutsDialog(QDialog):
    """The handouts of the open campaign and the keys that show them.  ``ask_player`` and
    ``ask_file``/``ask_text`` are the questions the dialog asks (tests answer them)."""

    def __init__(self, services: Services, parent: QWidget | None = None, blackout: QAction | None = None,
                 window_keys: Sequence[QAction] = (), share: QAction | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoutsDialog")
        #: Session → Share player view (its text names it where a message tells the GM to give a link)
        self.share = share
        self.services = services
        #: View → Blackout, the players' screen black (checked): what the room sees then is black
        self.blackout = blackout
        #: the window's actions whose keys work here too: Edit → Undo and Redo (Ctrl+Z after Shift+R
        #: takes the hiding back without leaving the dialog; the list follows)
        self.window_keys = tuple(window_keys)
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.list = QListWidget(self)
        self.list.setObjectName("handoutsList")
        self.list.installEventFilter(self)  # its keys are the dialog's, before any window's shortcut
        layout.addWidget(self.list, 1)
        self.where = QLabel(self)  # what the room and the phones show now
        self.where.setObjectName("handoutsShown")
        self.where.setWordWrap(True)
        layout.addWidget(self.where)
        self.message = QLabel(self)  # a refusal: why nothing changed
        self.message.setObjectName("handoutsMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #e03131;")
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.ask_player: Callable[[list[tuple[int, str]]], int | None] = self._ask_player
        self.ask_file: Callable[[], str] = self._ask_file
        self.ask_text: Callable[[], tuple[str, str] | None] = self._ask_text
        #: a handout's title, asked with the one it would have (a picture's file name), None: cancelled
        self.ask_title: Callable[[str], str | None] = self._ask_title
        self.actions_by_key: dict[str, QAction] = {}
        self._known: set[int] | None = None
        for key_id, run in (
            ("handouts.text", self.add_text), ("handouts.picture", self.add_picture),
            ("handouts.room", lambda: self.show_to("room")), ("handouts.phones", lambda: self.show_to("phones")),
            ("handouts.player", lambda: self.show_to("player")),
            ("handouts.hideRoom", lambda: self.hide_from("room")),
            ("handouts.hidePhones", lambda: self.hide_from("phones")),
            ("handouts.hidePlayer", lambda: self.hide_from("player")),
            ("handouts.remove", self.remove),
            ("handouts.rename", self.rename),
        ):
            action = QAction(self)
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(run)
            keymap.bind(action, key_id)
            self.addAction(action)
            self.actions_by_key[key_id] = action
        services.handouts.failed.connect(self._refused)
        services.campaign.changed.connect(self._changed)
        for action in self.window_keys:
            self.addAction(action)
        if blackout is not None:
            self.addAction(blackout)  # B blacks out the room from here too; the lines below follow
            blackout.toggled.connect(self._blackout_toggled)
        self.retranslate()
        self.rebuild()
        self.list.setFocus()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Handouts"))
        fit_title(self)  # the title whole in its title bar, in every language
        self.intro.setText(self.tr(
            "Ins: type a handout · Shift+Ins: a picture from a file · F2: rename it · "
            "R or Enter: show it to the room · P: on every phone · O: on one player's phone · "
            "Shift+R, Shift+P, Shift+O: hide it there · Del: take it back · Ctrl+Z: undo"))

    def done(self, result: int) -> None:
        for signal, slot in ((self.services.handouts.failed, self._refused),
                             (self.services.campaign.changed, self._changed)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        if self.blackout is not None:
            try:
                self.blackout.toggled.disconnect(self._blackout_toggled)
            except (RuntimeError, TypeError):
                pass
            self.removeAction(self.blackout)
        for action in self.window_keys:
            self.removeAction(action)
        super().done(result)

    def _key_of(self, event: QEvent) -> str | None:
        if not isinstance(event, QKeyEvent):
            return None
        return next((key_id for key_id in self.actions_by_key if keymap.pressed(event, key_id)), None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The list's keys: taken before the main window's shortcuts of the same keys (Ins there
        makes a character), and carried out here."""
        if watched is self.list and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress \
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) \
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            # Enter on a handout shows it to the room (as R does); it closed the dialog (its Close button
            # is the default one) and showed nothing.  Esc closes.
            event.accept()
            if self.selected() is not None:
                self.show_to("room")
            return True
        if event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            key_id = self._key_of(event)
            if key_id is not None:
                event.accept()
                if event.type() == QEvent.Type.KeyPress:
                    self.actions_by_key[key_id].trigger()
                return True
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------------ the list
    def _changed(self, _changes: Any) -> None:
        self.rebuild()

    def _blackout_toggled(self, _on: bool) -> None:
        self._show_where()

    def rebuild(self) -> None:
        handouts = self.services.handouts.handouts()
        ids = {row_id(h) for h in handouts}
        added = ids - self._known if self._known is not None else set()
        self._known = ids
        selected = max(added) if added else self.selected()  # a new one is selected as it comes
        self.list.clear()
        for handout in handouts:
            kind = self.tr("picture") if handout.kind == "picture" else self.tr("text")
            item = QListWidgetItem(f"{handout.title} ({kind})", self.list)
            item.setData(Qt.ItemDataRole.UserRole, row_id(handout))
            if row_id(handout) == selected:
                self.list.setCurrentItem(item)
        if self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(self.list.count() - 1)
        self._show_where()

    def _show_where(self) -> None:
        placed = self.services.handouts.placed()
        room = self.services.handouts.handout(placed["room"])
        phones = self.services.handouts.handout(placed["phones"])
        none = self.tr("nothing")
        if self.blackout is not None and self.blackout.isChecked():  # the projector and the phones: black
            lines = [self.tr("The room and every phone see: black (blackout)"),
                     self.tr("When the blackout ends: the room sees {room}, every phone {phones}").format(
                         room=room.title if room else none, phones=phones.title if phones else none)]
        else:
            lines = [self.tr("The room sees: {title}").format(title=room.title if room else none),
                     self.tr("Every phone sees: {title}").format(title=phones.title if phones else none)]
        names = {row_id(c): c.name for c in self.services.characters.characters()}
        for cid, handout_id in sorted(placed["players"].items()):
            shown = self.services.handouts.handout(handout_id)
            if shown is not None:
                lines.append(self.tr("{name}'s phone sees: {title}").format(name=names.get(int(cid), "?"),
                                                                           title=shown.title))
        self.where.setText("\n".join(lines))

    def selected(self) -> int | None:
        item = self.list.currentItem()
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def _refused(self, context: str, message: str) -> None:
        self.message.setText(command_message(context, message))

    def _players(self) -> list[tuple[int, str]]:
        return [(row_id(c), c.name) for c in self.services.characters.characters() if c.kind == "pc"]

    # ------------------------------------------------------------------ the keys
    def add_text(self) -> None:
        answer = self.ask_text()
        if answer is not None:
            self.message.clear()
            self.services.handouts.add_text(*answer)

    def add_picture(self) -> None:
        """A picture from a file, under the title the GM gives it (the file's name offered)."""
        path = self.ask_file()
        if path:
            remember(self.parentWidget() or self, path, PICTURE_FOLDER)  # the next picture: looked for beside this one
            title = self.ask_title(Path(path).stem)
            if title is None:
                return
            self.message.clear()
            self.services.handouts.add_picture(path, read_picture_bytes, title.strip() or Path(path).stem)

    def rename(self) -> None:
        """F2: the selected handout's new title (one undoable line of the log)."""
        handout = self.selected()
        row = self.services.handouts.handout(handout) if handout is not None else None
        if handout is None or row is None:
            return
        title = self.ask_title(row.title)
        if title is not None and title.strip() != row.title:
            self.message.clear()
            self.services.handouts.rename(handout, title)

    def _share_words(self) -> str:
        """The menu item that shares the player view, as the menu reads it (the share action's own
        text, so that a message naming it cannot drift from it)."""
        text = self.share.text() if self.share is not None else QCoreApplication.translate(
            "PlayerDisplayController", "S&hare player view…")
        return plain(text)

    def show_to(self, audience: str) -> None:
        handout = self.selected()
        if handout is None:
            return
        player = None
        if audience == "player":
            linked = self.services.player_links.links()
            revoked = self.services.player_links.revoked_players()
            players = [(cid, name) for cid, name in self._players() if cid in linked or cid in revoked]
            if not players:  # a handout for a phone no one holds would go nowhere
                self.message.setText(self.tr(
                    "No player has a phone link yet: give one with Ctrl+Shift+L, {share}.").replace(
                    "{share}", self._share_words()))
                return
            # a player whose link the GM revoked is listed, marked: left out, he was missing without a word
            player = self.ask_player([(cid, name if cid in linked else self.tr("{name} — link revoked").replace(
                "{name}", name)) for cid, name in players])
            if player is None:
                return
            if player not in linked:  # his phone opens nothing: the handout would go nowhere
                name = next((n for cid, n in players if cid == player), "")
                self.message.setText(self.tr(
                    "{name}: the phone link was revoked, so the handout would reach no one. Give a new link with "
                    "Ctrl+Shift+L, {share}, then {give}.").replace("{share}", self._share_words()).replace(
                    "{give}", plain(QCoreApplication.translate("PlayerRow", "&Give a phone link"))).replace(
                    "{name}", name))
                return
        elif not self._meant_for_all(handout, audience):
            return
        self.message.clear()
        self.services.handouts.show(handout, audience, player)

    def _meant_for_all(self, handout: int, audience: str) -> bool:
        """Whether a handout one player's phone alone shows now may go to the room (or every phone):
        asked, No by default; any other handout, without a question."""
        names = {row_id(c): c.name for c in self.services.characters.characters()}
        alone = [names.get(int(cid), "?") for cid, shown in sorted(self.services.handouts.placed()["players"].items())
                 if shown == handout]
        row = self.services.handouts.handout(handout)
        if not alone or row is None:
            return True
        question = self.room_question(", ".join(alone), row.title, audience)
        answer = question.exec()
        question.deleteLater()
        return answer == QMessageBox.StandardButton.Yes

    def room_question(self, name: str, title: str, audience: str) -> QMessageBox:
        """"“Letter” was shown to Mia alone. Show it to the whole room?": Yes (Y) or No (N, Enter, Esc)."""
        words = (self.tr("“{title}” was shown to {name} alone. Show it to the whole room?") if audience == "room"
                 else self.tr("“{title}” was shown to {name} alone. Show it on every phone?"))
        question = QMessageBox(QMessageBox.Icon.Question, self.tr("Handouts"),
                               words.replace("{title}", title).replace("{name}", name),
                               QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        question.setObjectName("handoutForAll")
        question.setDefaultButton(QMessageBox.StandardButton.No)
        question.setEscapeButton(QMessageBox.StandardButton.No)
        return question

    def hide_from(self, audience: str) -> None:
        player = None
        if audience == "player":
            shown = {int(cid) for cid in self.services.handouts.placed()["players"]}
            players = [(cid, name) for cid, name in self._players() if cid in shown]
            # one phone shows a handout of its own: that one, nothing to ask
            player = players[0][0] if len(players) == 1 else self.ask_player(players)
            if player is None:
                return
        self.message.clear()
        self.services.handouts.hide(audience, player)

    def remove(self) -> None:
        handout = self.selected()
        if handout is not None:
            self.message.clear()
            self.services.handouts.remove(handout)

    # ------------------------------------------------------------------ questions
    def _ask_player(self, players: list[tuple[int, str]]) -> int | None:
        if not players:
            self.message.setText(self.tr("No player's phone to choose."))
            return None
        question = self.player_question([name for _cid, name in players])
        ok = question.exec() == QDialog.DialogCode.Accepted
        name = question.choice.currentText()
        question.deleteLater()
        names = [name for _cid, name in players]
        return players[names.index(name)][0] if ok and name in names else None

    def player_question(self, names: list[str]) -> PlayerQuestion:
        return PlayerQuestion(names, self)

    def picture_folder(self) -> Path:
        """Where Shift+Ins looks for a picture: the last picture's folder, else the documents folder."""
        return start_folder(self.parentWidget() or self, PICTURE_FOLDER)  # the window keeps the settings

    def _ask_file(self) -> str:
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("A picture for the players"), str(self.picture_folder()),
            QCoreApplication.translate("HandoutsDialog", "Pictures ({patterns})").format(patterns=PICTURES))
        return path

    def _ask_title(self, title: str) -> str | None:
        # as wide as its title bar's words ask: Qt's own question showed «Заголо…watch», «Título del …eadwatch»
        text, ok = ask_text(self, self.tr("Handout title"), self.tr("Title"), title)
        return text if ok else None

    def _ask_text(self) -> tuple[str, str] | None:
        dialog = TextHandoutDialog(self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.title.text(), dialog.text.toPlainText()
