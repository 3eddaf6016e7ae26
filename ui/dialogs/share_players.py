"""The share dialog's list of player characters: each one's own link for their phone, its QR code,
Revoke (that link stops working at once, the others go on) and a new link.  A link just given puts
the focus on what the GM does next: its Copy button while sharing (Space copies the link to send,
and the row says "Ana Reyes's link copied" while Copy reads "Copied"), else Start sharing (the link
works only then)."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from app.services.player_share import PlayerShare
from app.services.row_ids import row_id
from ui.dialogs.qr_code import qr_pixmap
from ui.dialogs.share_cycle import FRESH
from ui.widgets.link_field import LinkField

if TYPE_CHECKING:
    from app.services.bundle import Services

QR_SCALE = 4


#: a player's link as long as one gets (the longest address, a 12-letter token): its QR code's size
LONGEST_LINK = "http://255.255.255.255:65535/?t=" + "x" * 12


def qr_side() -> int:
    """The width of a player's link's QR code, as the rows show it."""
    return qr_pixmap(LONGEST_LINK, QR_SCALE).width()


class PlayerRow(QWidget):
    """One PC: its name, its link and QR code while sharing, Revoke or Give a link."""

    def __init__(self, panel: PlayerLinksPanel, character_id: int, name: str) -> None:
        super().__init__(panel)
        self.character_id = character_id
        self.setObjectName(f"playerLink{character_id}")
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 4, 0, 4)
        self.qr = QLabel(self)
        self.qr.setObjectName("playerQr")
        # its column as wide from the start as a link's QR code: the dialog opens wide enough for them,
        # and a link given does not widen it (745 px to 1040 as each was given)
        self.qr.setMinimumWidth(qr_side())
        grid.addWidget(self.qr, 0, 0, 3, 1, Qt.AlignmentFlag.AlignTop)
        self.name = QLabel(f"<b>{_escape(name)}</b>", self)
        grid.addWidget(self.name, 0, 1)
        # the link on one line, cut in its middle where the dialog's width has no room (Copy copies it whole)
        self.address = LinkField(self, elide=True)
        self.address.setObjectName("playerAddress")
        grid.addWidget(self.address, 1, 1)
        self.copied = QLabel(self.tr("{name}'s link copied").format(name=name), self)  # Copy's sign that it worked
        self.copied.setObjectName("linkCopied")
        self.copied.setTextFormat(Qt.TextFormat.PlainText)
        self.copied.hide()
        self.address.copied.connect(self.copied.setVisible)
        grid.addWidget(self.copied, 3, 1)
        buttons = QHBoxLayout()
        self.revoke_button = QPushButton(self.tr("&Revoke"), self)
        self.revoke_button.setObjectName("revokePlayerButton")
        self.revoke_button.setToolTip(self.tr("This player's link stops working at once; the others go on"))
        self.revoke_button.clicked.connect(lambda: panel.revoke(character_id))
        self.issue_button = QPushButton(self)
        self.issue_button.setObjectName("issuePlayerButton")
        self.issue_button.clicked.connect(lambda: panel.issue(character_id))
        buttons.addWidget(self.revoke_button)
        buttons.addWidget(self.issue_button)
        buttons.addStretch(1)
        grid.addLayout(buttons, 2, 1)
        grid.setColumnStretch(1, 1)

    def show_link(self, share: PlayerShare, token: str | None, revoked: bool = False) -> None:
        """The row's link (``token``: none given, or ``revoked`` by the GM): a player never given
        one is who Alt+G goes to first (:func:`ui.dialogs.share_cycle.after`)."""
        self.revoke_button.setVisible(token is not None)
        self.issue_button.setProperty(FRESH, token is None and not revoked)
        self.issue_button.setText(self.tr("Ne&w link") if token else self.tr("&Give a phone link"))
        if token is None and revoked:  # said apart from one never given a link
            self.address.setText(self.tr("Link revoked: the old link shows this player nothing now; "
                                         "Give a phone link makes a new one."))
            self.qr.clear()
        elif token is None:
            self.address.setText(self.tr("No link: this player sees nothing of their own."))
            self.qr.clear()
        elif share.running:
            url = share.url(token)
            self.address.setText(url, link=True)
            self.qr.setPixmap(qr_pixmap(url, QR_SCALE))
        else:
            self.address.setText(self.tr("The link works while you share."))
            self.qr.clear()


class PlayerLinksPanel(QScrollArea):
    """Every player character of the campaign, each with its own link.  ``waits_for_sharing``: a
    link was given while nothing is shared (the dialog's Start sharing takes the focus)."""

    waits_for_sharing = Signal()
    #: the rows were made again (a link given shows its QR code): the dialog may grow for them
    rebuilt = Signal()

    def __init__(self, share: PlayerShare, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playerLinks")
        self.share = share
        self.services = services
        self.setWidgetResizable(True)
        self.setMinimumHeight(180)
        self.body = QWidget(self)
        self.rows_layout = QVBoxLayout(self.body)
        self.rows_layout.setContentsMargins(4, 4, 4, 4)
        self.setWidget(self.body)
        self.rows: dict[int, PlayerRow] = {}
        self.empty = QLabel(self.tr("No player characters in this campaign."), self.body)
        self.rows_layout.addWidget(self.empty)
        self.rows_layout.addStretch(1)
        services.campaign.changed.connect(self._changed)
        self.rebuild()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """Tall enough for every player's row whole (the dialog keeps it within the screen)."""
        hint = super().sizeHint()
        body = self.body.sizeHint()
        frame = 2 * self.frameWidth()
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(max(hint.width(), body.width() + frame + bar), body.height() + frame)

    def _changed(self, _changes: Any) -> None:
        self.rebuild()

    def detach(self) -> None:
        """No more rebuilding on the campaign's changes (the dialog was closed)."""
        with contextlib.suppress(RuntimeError, TypeError):
            self.services.campaign.changed.disconnect(self._changed)

    def rebuild(self) -> None:
        """One row for each player character (new ones added, gone ones removed), links refreshed."""
        pcs = [(row_id(c), c.name) for c in self.services.characters.characters() if c.kind == "pc"]
        wanted = {cid for cid, _ in pcs}
        for cid in list(self.rows):
            if cid not in wanted:
                self.rows.pop(cid).deleteLater()
        for position, (cid, name) in enumerate(pcs):
            row = self.rows.get(cid)
            if row is None or row.name.text() != f"<b>{_escape(name)}</b>":
                if row is not None:
                    row.deleteLater()
                row = self.rows[cid] = PlayerRow(self, cid, name)
            self.rows_layout.insertWidget(position, row)
        self.empty.setVisible(not pcs)
        links = self.services.player_links.links()
        revoked = self.services.player_links.revoked_players()
        for cid, row in self.rows.items():
            row.show_link(self.share, links.get(cid), cid in revoked)
        self.updateGeometry()
        self.rebuilt.emit()

    def issue(self, character_id: int) -> None:
        if not self.services.player_links.issue(character_id):
            self.rebuild()
            return
        self.share.push()  # an old link of theirs is closed at once
        self.rebuild()
        row = self.rows.get(character_id)
        if row is None:
            return
        if self.share.running:  # the link is there: Copy it, to send it to the player
            row.address.copy_button.setFocus(Qt.FocusReason.TabFocusReason)
            self.ensureWidgetVisible(row)
        else:
            self.waits_for_sharing.emit()

    def revoke(self, character_id: int) -> None:
        if self.services.player_links.revoke(character_id):
            self.share.push()  # that player's open pages are cut off now
        self.rebuild()


def _escape(text: str) -> str:
    import html

    return html.escape(text)
