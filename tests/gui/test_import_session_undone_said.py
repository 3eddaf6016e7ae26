"""Ctrl+Z on an import that started session 2 takes back the import and the session both: the status
bar says what was undone (it was blank), and Ctrl+Shift+Z brings both back, saying so (it said only
why it could not: "import the files again")."""

from __future__ import annotations

import json
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window


def shown_life(window) -> list[str]:
    """The roster's rows' track bars as the GM reads them, their numbers ("Dana: 30/30 26/26")."""
    from ui.docks.roster_rows import TRACKS

    ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole  # noqa: N806

    tree = window.docks["charactersDock"].tree
    groups = [tree.topLevelItem(g) for g in range(tree.topLevelItemCount())]
    return [f"{item.text(0)}: {' '.join(re.findall(r'-?[0-9]+/[0-9]+', str(item.data(TRACKS, ACCESSIBLE))))}"
            for group in groups for item in (group.child(c) for c in range(group.childCount()))]


def test_ctrl_z_on_the_import_that_started_session_2_says_it_and_redo_brings_both_back(qtbot, tmp_path):
    from ui.i18n import set_language

    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc")
    (dana,) = services.characters.characters()
    file = tmp_path / "party.deadwatch-characters"
    assert services.characters.export_file(str(file), [dana.id], "deadwatch")
    assert services.campaign.start_session()
    assert services.campaign.end_session()
    party = json.loads(file.read_text("utf-8"))
    party["characters"][0]["sheet"]["str"] += 1
    file.write_text(json.dumps(party), "utf-8")
    said = {}
    try:
        for code in ("en", "es"):
            assert set_language(code)
            before = shown_life(window)
            assert before and before[0].startswith("Dana: ") and "/" in before[0], before
            preview = services.characters.preview_import([str(file)])
            assert preview.starts_session, preview
            assert services.characters.import_preview(preview)
            assert services.campaign.current_session() is not None
            window.activateWindow()
            number = preview.starts_session
            qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            qtbot.waitUntil(lambda: services.campaign.current_session() is None)
            qtbot.wait(1500)  # the console's watch and the screens' refresh after it: the words stay
            undone = window.statusBar().currentMessage()
            # the sheet as before the import, on the services and on the roster's row (its Life Points)
            (back,) = services.characters.characters()
            assert back.sheet["str"] == dana.sheet["str"], code
            assert shown_life(window) == before, code
            qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z,
                           Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
            qtbot.waitUntil(lambda: services.campaign.current_session() is not None)
            redo = window.statusBar().currentMessage()
            qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            qtbot.waitUntil(lambda: services.campaign.current_session() is None)  # both back again
            said[code] = (undone.replace(str(number), "N"), redo.replace(str(number), "N"))
    finally:
        set_language("en")
    # whom it updated, each change the way the step makes it ("Undo: … Dana (Strength: 3 → 2, …)")
    undo, redo = said["en"]
    assert undo.startswith("Undo: Update 1 character: Dana (Strength: N → 2, ") \
        and undo.endswith(") — session N taken back with it"), said
    assert redo.startswith("Redo: Update 1 character: Dana (Strength: 2 → N, ") \
        and redo.endswith(") — session N begins again"), said
    undo, redo = said["es"]
    assert undo.startswith("Deshecho: Actualizar 1 personaje: Dana (Fuerza: N → 2, ") \
        and undo.endswith(") — la sesión N se deshizo con ella"), said
    assert redo.startswith("Rehecho: Actualizar 1 personaje: Dana (Fuerza: 2 → N, ") \
        and redo.endswith(") — la sesión N empieza de nuevo"), said
