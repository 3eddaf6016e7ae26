"""By keys, the AFMBE demo the next night: Ctrl+I of Dana's sheet with her Strength raised, Enter (it
starts session 2), Ctrl+Z takes back the import and session 2 both, and Ctrl+Shift+Z brings both
back as one action: Dana's row as the import left it, session 2 running again, the status bar and the
log's last line saying "Redo: Update 1 character: Dana Cruz (Strength: 2 → 3, …) — session 2 begins again";
Ctrl+Z takes both back
again.  Redo used to say only why it could not redo ("import the files again")."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.test_import_fresh_gm_keys import _demo_window
from tests.gui.test_import_preview_one_of_each import _ctrl_i
from tests.gui.test_import_session_undone_said import shown_life
from tests.gui.test_twdu_days_heal_keys import log_texts

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier

SAID = {
    "en": "Redo: Update 1 character: Dana Cruz (Strength: 2 → 3, Essence: 14 → 15 (worked out by the sheet), "
          "Life Points: 30 → 34 (maximum), Endurance: 26 → 29 (maximum)) — session 2 begins again",
    "ru": "Повторено: Обновление 1 персонажа: Dana Cruz (Сила: 2 → 3, Эссенция: 14 → 15 (считается по листу), "
          "Очки жизни: 30 → 34 (максимум), Выносливость: 26 → 29 (максимум)) — сессия 2 начинается снова",
    "es": "Rehecho: Actualizar 1 personaje: Dana Cruz (Fuerza: 2 → 3, Esencia: 14 → 15 (la hoja lo calcula), "
          "Puntos de Vida: 30 → 34 (máximo), Resistencia: 26 → 29 (máximo)) — la sesión 2 empieza de nuevo",
}


def _dana(services):  # noqa: ANN001, ANN202
    return next(c for c in services.characters.characters() if c.name == "Dana Cruz")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_redo_brings_back_the_import_and_the_session_it_started(qtbot, tmp_path, lang):
    from ui.i18n import set_language

    window = _demo_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.campaign.current_session() is None  # the demo's night played and ended
    dana = _dana(services)
    file = tmp_path / "dana.deadwatch-characters"
    assert services.characters.export_file(str(file), [dana.id], "deadwatch")
    party = json.loads(file.read_text("utf-8"))
    party["characters"][0]["sheet"]["str"] += 1
    file.write_text(json.dumps(party), "utf-8")
    try:
        assert set_language(lang)
        before = shown_life(window)
        seen: dict[str, object] = {}
        _ctrl_i(qtbot, window, [file], seen)
        qtbot.waitUntil(lambda: services.campaign.current_session() is not None)
        assert services.campaign.current_session().number == 2
        imported = shown_life(window)
        assert imported != before  # a Strength raised: more Life Points on Dana's row
        lines = log_texts(window)
        # the preview gone, the keys go to the window (the roster, where Enter left the GM)
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
        activate(qtbot, window)
        qtbot.waitUntil(lambda: window.isAncestorOf(QApplication.focusWidget()))
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, CTRL)
        qtbot.waitUntil(lambda: services.campaign.current_session() is None)
        assert shown_life(window) == before
        assert _dana(services).sheet["str"] == dana.sheet["str"]
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, CTRL_SHIFT)
        qtbot.waitUntil(lambda: services.campaign.current_session() is not None)
        assert services.campaign.current_session().number == 2
        assert window.statusBar().currentMessage() == SAID[lang]
        assert _dana(services).sheet["str"] == dana.sheet["str"] + 1
        qtbot.waitUntil(lambda: shown_life(window) == imported)
        qtbot.waitUntil(lambda: log_texts(window)[-1:] == [SAID[lang]])
        assert log_texts(window)[:-1] == lines  # the session's lines as the import wrote them, then the redo's
        # one action: Ctrl+Z takes the import and session 2 back together again
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, CTRL)
        qtbot.waitUntil(lambda: services.campaign.current_session() is None)
        assert [g.number for g in services.campaign.sessions()] == [1]
        assert shown_life(window) == before
    finally:
        set_language("en")
