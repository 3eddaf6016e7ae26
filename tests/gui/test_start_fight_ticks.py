"""The Start-fight dialog by keys (Ctrl+Shift+F, issue 40): it opens on the who-fights list, on its
first row; Down Down then stands on the third and Space ticks that one (Shambler 1), not
the PC before it.  The hint names the keys and says why the zombies start unticked."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget

from tests.gui.helpers import campaign_window, when_dialog_opens
from tests.gui.keycount import CTRL, SHIFT, Keys
from ui.dialogs.fight_dialogs import RosterDialog

ORDER = (("Kit", "pc"), ("Dov", "pc"), ("Shambler 1", "zombie"), ("Shambler 2", "zombie"))


def party(services) -> None:  # noqa: ANN001
    for name, kind in ORDER:
        services.characters.create(name, kind)


def ticks(dialog: RosterDialog) -> dict[str, bool]:
    rows = (dialog.list.item(i) for i in range(dialog.list.count()))
    return {row.text().split(" — ")[0]: row.checkState() == Qt.CheckState.Checked for row in rows}


def test_down_down_space_ticks_the_third_row(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs", before=party)
    seen: dict[str, object] = {}

    def by_keys(dialog: RosterDialog) -> None:
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        seen["before"] = ticks(dialog)
        for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Space):  # the focus starts on the list
            qtbot.keyClick(dialog.focusWidget(), key)
        seen["focus"] = dialog.focusWidget()
        seen["after"] = ticks(dialog)
        seen["hint"] = dialog.hint.text()
        dialog.reject()

    when_dialog_opens(by_keys)
    window.docks["initiativeDock"].tree.setFocus()
    Keys(qtbot).key(Qt.Key.Key_F, CTRL | SHIFT)
    qtbot.waitUntil(lambda: "after" in seen)
    assert isinstance(seen["focus"], QListWidget)
    assert seen["before"] == {"Kit": True, "Dov": True, "Shambler 1": False, "Shambler 2": False}
    assert seen["after"] == {"Kit": True, "Dov": True, "Shambler 1": True, "Shambler 2": False}
    assert "Up and Down" in str(seen["hint"]) and "Space" in str(seen["hint"])

