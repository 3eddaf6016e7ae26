"""Help → About Deadwatch: the version, the licence, and the rule systems credited to their owners.

``application_icon()`` is the Deadwatch icon (the PNG sizes rendered from the SVG) for window title
bars and this dialog.
"""

from __future__ import annotations

import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QGuiApplication, QIcon, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.paths import resource_dir
from app.version import VERSION

LICENCE_ID = "GPL-3.0-or-later"

#: the published games, their publishers, and the trademark notes that go with them
PUBLISHED = (
    ("All Flesh Must Be Eaten, Unisystem", "Eden Studios", ""),
    ("The Walking Dead Universe Roleplaying Game", "Free League Publishing", "The Walking Dead"),
)
TRADEMARK_OWNER = "AMC"
#: the title of the forum game the grid-and-limbs rules come from
GRID_SOURCE = "The Fantastic ASCII Finally Starting Game"


def application_icon() -> QIcon:
    """The Deadwatch icon: the PNG sizes drawn from the SVG (crisp at 16 px), or the SVG itself."""
    icon = QIcon()
    for png in sorted(resource_dir("icons", "png").glob("deadwatch-*.png")):
        icon.addFile(str(png))
    return icon if not icon.isNull() else QIcon(str(resource_dir("icons", "deadwatch.svg")))


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text)


def version_details() -> str:
    """One line for bug reports: Deadwatch, Python, Qt and PySide versions."""
    return f"Deadwatch {VERSION} · Python {platform.python_version()} · Qt {qVersion()} · PySide6 {pyside_version}"


class AboutDialog(QDialog):
    """The About box.  Escape or Close shuts it; "Copy version details" puts ``version_details()``
    on the clipboard for a bug report.  No signals of its own."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(self.tr("About Deadwatch"))
        self.setWindowIcon(application_icon())
        self.setMinimumWidth(620)
        layout = QVBoxLayout(self)
        layout.setSpacing(12)

        head = QHBoxLayout()
        logo = QLabel(self)
        logo.setObjectName("aboutLogo")
        logo.setPixmap(application_icon().pixmap(96, 96))
        logo.setAlignment(Qt.AlignmentFlag.AlignTop)
        head.addWidget(logo)
        title_box = QVBoxLayout()
        self.title = QLabel("Deadwatch", self)
        self.title.setObjectName("aboutTitle")
        title_box.addWidget(self.title)
        self.version = self._label("aboutVersion", self.tr("Version {version}").format(version=VERSION))
        title_box.addWidget(self.version)
        title_box.addWidget(
            self._label(
                "aboutTagline",
                self.tr("A game master's console for zombie-survival tabletop games played in person."),
            )
        )
        title_box.addStretch(1)
        head.addLayout(title_box, 1)
        layout.addLayout(head)

        licence_box = QGroupBox(self.tr("Licence"), self)
        licence_layout = QVBoxLayout(licence_box)
        licence = self.tr("Deadwatch is free software under the GNU General Public License, version 3 or later.")
        terms = self.tr("You may share and change it under those terms ({licence}); it comes with no warranty.")
        full_text = self.tr("The full text of the licence is in the file COPYING.")
        self.licence = self._label("aboutLicence", f"{licence} {terms.format(licence=LICENCE_ID)} {full_text}")
        licence_layout.addWidget(self.licence)
        layout.addWidget(licence_box)

        credits_box = QGroupBox(self.tr("Rule systems"), self)
        credits_layout = QVBoxLayout(credits_box)
        lines = []
        for games, publisher, mark in PUBLISHED:
            line = self.tr("{games} — published by {publisher}.").format(games=games, publisher=publisher)
            if mark:
                owned = self.tr("{title} is a trademark of {owner} and its licensors.")
                line += " " + owned.format(title=mark, owner=TRADEMARK_OWNER)
            lines.append(line)
        home_made = self.tr("{game} — a home-made system by a game master of the Russian-speaking community.")
        lines.append(home_made.format(game=rules_tr("Roll-under d10")))
        forum = self.tr("{game} — from “{source}”, a home-made forum game by its game master.")
        lines.append(forum.format(game=rules_tr("Grid and limbs"), source=GRID_SOURCE))
        self.credits = [self._label(f"aboutCredit{i}", f"• {line}") for i, line in enumerate(lines)]
        for label in self.credits:
            credits_layout.addWidget(label)
        owners = self.tr("All trademarks belong to their owners.")
        independent = self.tr("Deadwatch is an independent tool, not affiliated with or endorsed by any of them.")
        books = self.tr("Play with your own copy of the rules.")
        self.notice = self._label("aboutNotice", f"{owners} {independent} {books}")
        credits_layout.addWidget(self.notice)
        layout.addWidget(credits_box)

        self.details = self._label("aboutDetails", version_details())
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.details)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(self.tr("&Copy version details"), self)
        self.copy_button.setObjectName("aboutCopy")
        self.copy_button.setToolTip(self.tr("Put the version line on the clipboard, for a bug report"))
        self.copy_button.setAutoDefault(False)
        self.copy_button.clicked.connect(self.copy_details)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(self.tr("C&lose"))
        close.setDefault(True)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        close.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        """Size the title from the theme's font (known once the style sheet is applied) and give the
        wrapped texts the height they need at a width of about seventy characters."""
        base = self.font().pointSizeF()
        self.title.setStyleSheet(f"font-size: {base * 2.2:.0f}pt; font-weight: bold;")
        self.version.setStyleSheet(f"font-size: {base * 1.25:.0f}pt;")
        width = max(self.width(), self.fontMetrics().averageCharWidth() * 70)
        self.setMinimumWidth(width)
        super().showEvent(event)
        layout = self.layout()
        assert layout is not None  # set in __init__
        layout.activate()
        height = layout.totalHeightForWidth(width)
        self.setMinimumHeight(height)
        self.resize(width, max(height, self.height()))

    def _label(self, name: str, text: str) -> QLabel:
        label = QLabel(text, self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        return label

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(version_details())
        self.copy_button.setText(self.tr("Copied"))
