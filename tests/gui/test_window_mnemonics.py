"""Alt and an underlined letter presses its button in every language: within one window (the main
window with every dock shown, each dialog) no two buttons, check boxes, labels of a field, tabs or
menus share their letter.  Two that share it only take the focus in turn, and the GM's Alt+П in the
Russian melee groups moved to «Одиночный победитель бьёт» instead of pressing «Первая расстановка»
(the menus' own test looked at the menus alone)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QSettings
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from tests.gui.helpers import campaign_window
from tests.gui.mnemonics import letters, shared
from tests.gui.test_map_shot import create
from ui import i18n


def _dialogs(window, tmp_path, ana: int) -> list[QDialog]:  # noqa: ANN001
    from ui.dialogs.about_dialog import AboutDialog
    from ui.dialogs.experience_dialog import ExperienceDialog
    from ui.dialogs.export_dialog import ExportDialog
    from ui.dialogs.handouts_dialog import HandoutsDialog, TextHandoutDialog
    from ui.dialogs.keys_dialog import KeysDialog
    from ui.dialogs.melee_groups_dialog import MeleeGroupsDialog
    from ui.dialogs.new_campaign import NewCampaignDialog
    from ui.dialogs.rules_action_dialog import RulesActionDialog
    from ui.dialogs.share_dialog import ShareDialog
    from ui.dialogs.sheet_dialog import SheetDialog

    services = window.services
    settings = QSettings(str(tmp_path / "keys.ini"), QSettings.Format.IniFormat)
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
    return [
        MeleeGroupsDialog(lambda: services, window),
        ExportDialog(services, window),
        AboutDialog(window),
        NewCampaignDialog(window),
        SheetDialog(services, None, window),
        SheetDialog(services, ana, window),
        RulesActionDialog(services, ana, True, window),
        RulesActionDialog(services, ana, False, window),
        KeysDialog(settings, window),
        ExperienceDialog(services, window),
        HandoutsDialog(services, window),
        TextHandoutDialog(window),
        ShareDialog(share, window, services=services),
    ]


@pytest.mark.parametrize("ruleset", ["twdu", "afmbe", "d10under", "gridlimbs"])
def test_no_two_widgets_of_a_window_share_their_letter(qtbot, tmp_path, ruleset):
    """One window a ruleset, switched to each language in turn (each language's dialogs made anew
    after the switch, and deleted before the next)."""
    window = campaign_window(qtbot, tmp_path, ruleset)
    ana = create(window, "Ana")
    assert window.services.player_links.issue(ana)  # her row in the share dialog: Revoke and New link
    found: list[str] = []
    try:
        for language in ("en", "ru", "es"):
            window.set_language(language)
            assert i18n.current_language() == language
            for dock in window.docks.values():
                dock.show()
                dock.ensure_built()
            found += [f"{language}: {s}" for s in shared(window)]
            windows: list[QWidget] = [window]
            for dialog in _dialogs(window, tmp_path, ana):
                dialog.show()
                found += [f"{language}: {s}" for s in shared(dialog)]
                windows.append(dialog)
            # the walk saw letters in the dialogs (a test that finds none cannot fail)
            assert sum(len(letters(w)) for w in windows[1:]) > 20, language
            _close_dialogs(window)
        assert found == []
    finally:
        _close_dialogs(window)
        i18n.set_language("en")


def _close_dialogs(window) -> None:  # noqa: ANN001
    """The dialogs closed and deleted (a closed one left would be retranslated at the next switch,
    and walked with the window's children), once what they put off to the next turn of the event
    loop (the sheet's widening) has run."""
    QApplication.processEvents()
    for dialog in window.findChildren(QDialog):
        dialog.close()
        dialog.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
