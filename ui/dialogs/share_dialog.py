"""Session → Share player view: pick the interface, start, show the address and its QR code, revoke;
below, each player character's own link for their phone (:mod:`ui.dialogs.share_players`)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer, SignalInstance
from PySide6.QtGui import QAction, QGuiApplication, QHideEvent, QShowEvent
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.services.player_share import PlayerShare
from app.services.share_places import Place, SharePlaces
from ui import i18n
from ui.async_loop import qt_loop
from ui.dialogs.qr_code import qr_pixmap
from ui.dialogs.share_cycle import LetterCycle
from ui.dialogs.share_keys import EnglishKeys
from ui.dialogs.title_room import fit_title
from ui.widgets.combo_popups import WholeListBox
from ui.widgets.flow_layout import FlowLayout
from ui.widgets.link_field import LinkField

if TYPE_CHECKING:
    from app.services.bundle import Services

#: the port tried first, so that the players' links stay the same from one evening to the next
DEFAULT_PORT = 8765
#: room left around the dialog on its screen for the window's frame and title bar (pixels)
FRAME_MARGIN = 40


def interfaces() -> list[tuple[str, str]]:
    """(address, label) of each IPv4 address of this machine, loopback last."""
    out = []
    for iface in QNetworkInterface.allInterfaces():
        flags = iface.flags()
        if not flags & QNetworkInterface.InterfaceFlag.IsUp:
            continue
        for entry in iface.addressEntries():
            ip = entry.ip()
            if ip.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue
            out.append((ip.toString(), f"{ip.toString()} — {iface.humanReadableName()}"))
    out.sort(key=lambda item: item[0].startswith("127."))
    return out or [("127.0.0.1", "127.0.0.1")]


class ShareDialog(QDialog):
    """``places`` and ``place``: where this campaign was last shared from on this computer (its
    network, port and shared token), kept so that the players' links work at the next evening.
    ``window_keys``: the window's Undo and Redo, whose keys work here too; ``steps``: the window's
    word of each undo or redo done (:attr:`ui.window_status.WindowStatus.stepped`), said in the
    dialog's message line, where the GM is looking (the status bar is behind the dialog)."""

    def __init__(self, share: PlayerShare, parent: QWidget | None = None, services: Services | None = None,
                 places: SharePlaces | None = None, place: str = "", window_keys: Sequence[QAction] = (),
                 steps: SignalInstance | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shareDialog")
        self._sized = False  # sized to its screen at its first showing
        self.share = share
        self.places = places
        self.place = place
        kept = places.get(place) if places is not None else Place()
        self.setWindowTitle(self.tr("Share the player view"))
        fit_title(self)  # the title whole in its title bar, in every language
        layout = QVBoxLayout(self)
        # the shared address on the left, each player's own link on the right: on a 1366×768 laptop
        # one above the other left the players' list a strip too low for one player whole
        columns = QHBoxLayout()
        layout.addLayout(columns, 1)
        left = QVBoxLayout()
        columns.addLayout(left, 4)
        form = QFormLayout()
        self.interface = WholeListBox(self)
        self.interface.setObjectName("interfaceCombo")
        for address, label in interfaces():
            self.interface.addItem(label, address)
        self.interface.setToolTip(self.tr("The network the players' phones are on"))
        if kept.host and self.interface.findData(kept.host) >= 0:  # the network of last time
            self.interface.setCurrentIndex(self.interface.findData(kept.host))
        self.kept_port = kept.port
        form.addRow(self.tr("Network"), self.interface)
        left.addLayout(form)
        self.address_title = QLabel(self)
        self.address_title.setWordWrap(True)
        left.addWidget(self.address_title)
        self.address = LinkField(self, point_size=14)  # the whole link on one line, never cut off
        self.address.setObjectName("shareAddress")
        left.addWidget(self.address)
        self.qr = QLabel(self)
        self.qr.setObjectName("shareQr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        left.addWidget(self.qr)
        self.guard_status = QLabel(self)  # someone on the network asking too much: the GM should know
        self.guard_status.setObjectName("shareGuardStatus")
        self.guard_status.setWordWrap(True)
        left.addWidget(self.guard_status)
        self._watch = QTimer(self)
        self._watch.setInterval(1000)
        self._watch.timeout.connect(self._show_guard)
        # the two buttons side by side, or one under the other when their words are too long for one
        # line ("Новый адрес (отозвать старый)" was cut): each shows its whole text
        buttons_row = QWidget(self)
        row = FlowLayout(buttons_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("startShareButton")
        self.start_button.clicked.connect(self.toggle)
        self.revoke_button = QPushButton(self.tr("&New address (revoke the old one)"), self)
        self.revoke_button.setObjectName("revokeButton")
        self.revoke_button.clicked.connect(self.revoke)
        for button in (self.start_button, self.revoke_button):
            button.setParent(buttons_row)
            row.addWidget(button)
        left.addWidget(buttons_row)
        left.addStretch(1)
        self.players = None
        if services is not None:
            from ui.dialogs.share_players import PlayerLinksPanel

            right = QVBoxLayout()
            columns.addLayout(right, 5)
            title = QLabel(self.tr("Each player's own link: their character on their phone"), self)
            title.setWordWrap(True)
            right.addWidget(title)
            self.players = PlayerLinksPanel(share, services, self)
            self.players.waits_for_sharing.connect(self.start_button.setFocus)
            self.players.rebuilt.connect(self._said_before)  # the next change: the words of the last step go
            # once the rows' layouts took their new sizes (posted): the dialog's size hint knows them
            self.players.rebuilt.connect(lambda: QTimer.singleShot(0, self, self._grow))
            right.addWidget(self.players, 1)
        # what Ctrl+Z or Ctrl+Shift+Z just did ("Undone: Phone link for Ana revoked"): the window's
        # status bar, where it is said too, is behind the dialog
        self.message = QLabel(self)
        self.message.setObjectName("shareMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.hide()
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(self)
        # its own button, not Qt's standard Close: Qt's words ("Закрыть") have no underlined letter
        # and are put back at every change of language
        self.close_button = QPushButton(self.tr("Cl&ose"), self)
        self.close_button.setObjectName("closeShareButton")
        self.close_button.setAutoDefault(False)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # the README's Alt+S, Alt+T, Alt+N… in every language, beside each translation's own letter
        self.english_keys = EnglishKeys(self)
        # a letter several buttons share (one for each player) goes among them top to bottom
        self.letter_cycle = LetterCycle(self, self.english_keys)
        # the window's Edit → Undo and Redo: Ctrl+Z after Revoke takes it back from here, the rows
        # following at once (they are rebuilt at every change of the campaign), as in Session → Handouts
        self.window_keys = tuple(window_keys)
        for action in self.window_keys:
            self.addAction(action)
        self.steps = steps
        if steps is not None:
            steps.connect(self.say_step)
        self._refresh()

    def say_step(self, forward: bool, action: str) -> None:
        """An undo (a redo, ``forward``) was done from here: the message line says what it was."""
        said = self.tr("Redone: {action}") if forward else self.tr("Undone: {action}")
        self.message.setText(said.format(action=action))
        self.message.show()

    def _said_before(self) -> None:
        """A change (the step's own comes before its words): what the last step did is history."""
        self.message.clear()
        self.message.hide()

    def showEvent(self, event: QShowEvent) -> None:
        """At its first showing, as large as its words and the players' rows ask, within the screen."""
        super().showEvent(event)
        self.letter_cycle.watch(True)
        if not self._sized:
            self._sized = True
            screen = self.screen() or QGuiApplication.primaryScreen()
            if screen is not None:
                self.fit_into(screen.availableGeometry().size())

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt's name)
        """Hidden: its letters no longer watched."""
        self.letter_cycle.watch(False)
        super().hideEvent(event)

    def fit_into(self, room: QSize) -> None:
        """As large as it asks (both columns side by side, every player's row whole), but never larger
        than ``room`` less a window frame's margin; never smaller than it is (the GM's own size)."""
        wanted = self.sizeHint().expandedTo(self.minimumSizeHint())
        self.resize(max(self.width(), min(wanted.width(), room.width() - FRAME_MARGIN)),
                    max(self.height(), min(wanted.height(), room.height() - 2 * FRAME_MARGIN)))

    def _refresh(self) -> None:
        running = self.share.running
        self.start_button.setText(self.tr("S&top sharing") if running else self.tr("&Start sharing"))
        for button in (self.start_button, self.revoke_button):
            button.setMinimumWidth(button.sizeHint().width())  # never narrower than its words
        self.revoke_button.setEnabled(running)
        self.interface.setEnabled(not running)
        self.address_title.setVisible(running)
        if running:
            url = self.share.url()
            self.address_title.setText(self.tr("Players open:"))
            self.address.setText(url, link=True)
            self.qr.setPixmap(qr_pixmap(url))
            self._watch.start()
        else:
            self.address.setText(self.tr("Not shared. Nothing is served until you start."))
            self.qr.clear()
            self._watch.stop()
        if self.players is not None:
            self.players.rebuild()  # (and the dialog grows for the links' QR codes)
        else:
            self._grow()
        self._show_guard()

    def _grow(self) -> None:
        """Once shown: the height for what came (the links and their QR codes), within the screen; its
        width stays the one it opened at, made for the QR codes (it widened at each link given, 745 px
        to 1040 on a laptop): a link with no room in it is cut in its middle, copied whole."""
        screen = self.screen()
        if self._sized and screen is not None:
            width = self.width()
            self.fit_into(screen.availableGeometry().size())
            if self.width() != width:
                self.resize(width, self.height())

    def _show_guard(self) -> None:
        guard = self.share.guard
        count = guard.turned_away if guard is not None else 0
        self.guard_status.setVisible(count > 0)
        if count:
            self.guard_status.setText(i18n.plural(
                self.tr("{count} {count|connection|connections} turned away: too many at once, or too slow"),
                count=count))

    def done(self, result: int) -> None:
        """Closed: the dialog (kept by its parent window) stops following the campaign."""
        self._watch.stop()
        if self.players is not None:
            self.players.detach()
        if self.steps is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.steps.disconnect(self.say_step)
            self.steps = None
        super().done(result)

    def toggle(self) -> None:
        # the same port again (this evening's, or the campaign's last one): the players' links still work
        port = self.share.port or self.kept_port or DEFAULT_PORT
        task = (self.share.stop() if self.share.running
                else self.share.start(self.interface.currentData(), port, fallback=True))
        future = asyncio.ensure_future(task, loop=qt_loop())
        future.add_done_callback(lambda _f: self._started())

    def _started(self) -> None:
        if self.share.running and self.places is not None:
            self.places.served(self.place, self.share.host, self.share.port)
            self.kept_port = self.share.port
        elif self.places is not None:  # the GM stopped sharing: not shared again at the next opening
            self.places.stopped(self.place)
        self._refresh()

    def revoke(self) -> None:
        """A new shared address: the old one answers 403 from now on, at every later start too."""
        self.share.revoke(self.places.renew(self.place) if self.places is not None else None)
        self._refresh()
