"""Help → About: version, licence, the rule systems credited to their owners; --version."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from app.__main__ import main
from app.version import VERSION
from ui import open_main_window
from ui.dialogs.about_dialog import AboutDialog, application_icon, version_details
from ui.themes import apply_theme


def test_about_box_shows_version_licence_and_credits(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "About Deadwatch"
    assert dialog.title.text() == "Deadwatch"
    assert dialog.version.text() == f"Version {VERSION}"
    assert "GPL-3.0-or-later" in dialog.licence.text()
    assert "GNU General Public License, version 3 or later" in dialog.licence.text()
    assert "COPYING" in dialog.licence.text()
    credits = [label.text() for label in dialog.credits]
    assert credits[0] == "• All Flesh Must Be Eaten, Unisystem — published by Eden Studios."
    assert credits[1] == (
        "• The Walking Dead Universe Roleplaying Game — published by Free League Publishing. "
        "The Walking Dead is a trademark of AMC and its licensors."
    )
    assert credits[2] == "• Roll-under d10 — a home-made system by a game master of the Russian-speaking community."
    assert "The Fantastic ASCII Finally Starting Game" in credits[3]
    assert credits[3].startswith("• Grid and limbs — ")
    assert "trademarks belong to their owners" in dialog.notice.text()
    assert dialog.details.text().startswith(f"Deadwatch {VERSION} · Python 3.")


@pytest.mark.parametrize("theme", ["dark", "projector"])
def test_about_box_fits_its_texts_in_every_theme_and_closes_with_escape(qtbot, qapp, theme):
    apply_theme(qapp, theme)
    try:
        dialog = AboutDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        logo = dialog.findChild(QLabel, "aboutLogo")
        assert logo.pixmap().width() == 96
        assert not dialog.windowIcon().isNull()
        # the title stands out from the theme's text, and no wrapped text is squeezed
        assert dialog.title.fontInfo().pointSizeF() >= 2 * dialog.notice.fontInfo().pointSizeF()
        for label in (dialog.licence, dialog.notice, *dialog.credits):
            assert label.height() >= label.heightForWidth(label.width()), label.text()
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
        assert not dialog.isVisible()
    finally:
        qapp.setStyleSheet("")
        qapp.setProperty("deadwatchTheme", None)


def test_copy_puts_the_version_line_on_the_clipboard(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    QApplication.clipboard().clear()
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == version_details()
    assert dialog.copy_button.text() == "Copied"


def test_help_menu_opens_the_about_box(qtbot, campaign_path, tmp_path):
    window = open_main_window(str(campaign_path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    seen: list[str] = []

    def close_it() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, AboutDialog)
        seen.append(box.version.text())
        box.reject()

    QTimer.singleShot(0, close_it)
    window.act_about.trigger()
    assert seen == [f"Version {VERSION}"]


def test_application_icon_has_small_sizes_drawn_for_them():
    icon = application_icon()
    sizes = {(s.width(), s.height()) for s in icon.availableSizes()}
    assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= sizes
    assert icon.pixmap(16, 16).toImage().pixelColor(8, 8).alpha() == 255


def test_version_flag_prints_the_one_version(capsys):
    try:
        main(["--version"])
    except SystemExit as exit_:
        assert exit_.code == 0
    assert capsys.readouterr().out.strip() == f"Deadwatch {VERSION}"
