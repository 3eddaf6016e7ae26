"""The notes a character carries (an imported Foundry actor's own notes and biography) on the
sheet, by keys: Enter on the roster's row, Alt+O to the Notes page, the text read as plain lines;
typed there, saved with the sheet as one action and one log line, and Ctrl+Z takes it back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPlainTextEdit

from app.services.characters import CreateCharacter, EditCharacter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_fight_by_keys import in_dialog, lines

NOTES = "Former deputy.\nOwes Marcus & Gloria a favour."


def ana(services) -> None:  # noqa: ANN001
    services.campaign.execute(CreateCharacter("Ana", "pc"))
    cid = services.characters.characters()[-1].id
    services.campaign.execute(EditCharacter(cid, notes=NOTES))


def test_the_notes_are_shown_and_edited_on_the_sheet_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=ana)
    window.resize(1366, 768)
    services = window.services
    dock = window.docks["charactersDock"]
    dock.select(services.characters.characters()[0].id)
    activate(qtbot, window)
    dock.tree.setFocus()
    keys = Keys(qtbot)
    before = len(lines(window))
    seen: dict[str, str] = {}

    def edit(dialog) -> None:  # noqa: ANN001
        try:
            keys.key(Qt.Key.Key_O, ALT)  # the Notes page, its text ready
            focus = QApplication.focusWidget()
            assert isinstance(focus, QPlainTextEdit)
            seen["shown"] = focus.toPlainText()
            keys.key(Qt.Key.Key_End, CTRL)
            keys.key(Qt.Key.Key_Return)  # a new line, not the sheet saved
            assert dialog.isVisible()
            keys.type("Bitten?")
            keys.key(Qt.Key.Key_Return, CTRL)  # saves the sheet
        finally:
            if dialog.isVisible():
                dialog.reject()

    in_dialog(qtbot, edit)
    keys.key(Qt.Key.Key_Return)
    activate(qtbot, window)
    assert seen["shown"] == NOTES
    assert services.characters.characters()[0].notes == NOTES + "\nBitten?"
    assert lines(window)[before:] == ["Ana's sheet edited: notes edited"]
    keys.key(Qt.Key.Key_Z, CTRL)
    assert services.characters.characters()[0].notes == NOTES


def test_notes_kept_as_html_read_as_plain_lines(qtbot, tmp_path):
    def html(services) -> None:  # noqa: ANN001
        services.campaign.execute(CreateCharacter("Ana", "pc"))
        cid = services.characters.characters()[-1].id
        services.campaign.execute(EditCharacter(cid, notes="<p>Former deputy.</p><p>Owes Marcus &amp; Gloria</p>"))

    window = campaign_window(qtbot, tmp_path, "twdu", before=html)
    from ui.dialogs.sheet_dialog import SheetDialog

    dialog = SheetDialog(window.services, window.services.characters.characters()[0].id, window)
    qtbot.addWidget(dialog)
    assert dialog.notes.toPlainText() == "Former deputy.\nOwes Marcus & Gloria"
    assert dialog.notes_changed() is None  # shown, not changed: the sheet leaves the row's notes alone
