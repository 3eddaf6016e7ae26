"""A brawl's declaration undone (Ctrl+Z) is declared again with E: the list chooses the fighter whose
declaration the undo took back (E opened on the next one, chosen when the declaration was made, and
the GM declared for the wrong fighter); Ctrl+Shift+Z brings it back and the list goes on to the next
who declares, as the declaration did.  English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_declared_first_turn_keys import declare
from ui import i18n


def _opens_on(qtbot, window) -> str:  # noqa: ANN001
    """E on the fight list: the name in the declaration's title (Escape closes it, nothing declared)."""
    fight = window.docks["initiativeDock"]
    activate(qtbot, window)
    fight.tree.setFocus()
    seen: list[str] = []

    def look(dialog) -> None:  # noqa: ANN001
        seen.append(dialog.windowTitle())
        qtbot.keyClick(dialog.phase, Qt.Key.Key_Escape)

    when_dialog_opens(look)
    qtbot.keyClick(fight.tree, Qt.Key.Key_E)
    return seen[0]


def _keys(qtbot, window, modifiers) -> None:  # noqa: ANN001
    """Ctrl+Z (or Ctrl+Shift+Z) on the fight list."""
    fight = window.docks["initiativeDock"]
    activate(qtbot, window)
    fight.tree.setFocus()
    qtbot.keyClick(fight.tree, Qt.Key.Key_Z, modifiers)
    QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_e_after_an_undone_declaration_opens_on_the_one_it_took_back(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        new = services.ruleset.new_sheet
        for name, kind in (("Ana", "pc"), ("Ben", "pc"), ("Raider", "npc")):
            assert services.characters.create(name, kind, {**new(), "agility": 3})
        who = {c.name: int(c.id) for c in services.characters.characters()}
        assert services.initiative.start(list(who.values()), name="Yard")
        assert _opens_on(qtbot, window).startswith("Raider")  # NPCs declare first
        declare(qtbot, window, "4")  # the Raider moves; the list goes on to Ana
        QApplication.processEvents()
        assert _opens_on(qtbot, window).startswith("Ana")
        _keys(qtbot, window, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Z
        phases = {c.character_id: c.state.get("phase") for c in services.initiative.combatants(
            services.initiative.encounter().id)}
        assert phases[who["Raider"]] is None  # undone
        assert _opens_on(qtbot, window).startswith("Raider")
        _keys(qtbot, window, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)  # redo
        assert _opens_on(qtbot, window).startswith("Ana")
    finally:
        i18n.set_language("en")


PHASE_4 = {"en": "4 · Movement", "ru": "4 · ", "es": "4 · Movimiento"}
REFUSED = {"en": "No phase 7: type 1 to 6; the phase stays 1 · ",
           "ru": "Фазы 7 нет: наберите от 1 до 6; фаза остаётся «1 · ",
           "es": "No hay fase 7: escribe de 1 a 6; la fase sigue siendo «1 · "}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_declaration_lists_each_phase_s_digit_and_refuses_one_of_no_phase(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        new = services.ruleset.new_sheet
        for name, kind in (("Ana", "pc"), ("Ben", "pc")):
            assert services.characters.create(name, kind, {**new(), "agility": 3})
        assert services.initiative.start([int(c.id) for c in services.characters.characters()], name="Yard")
        fight = window.docks["initiativeDock"]
        activate(qtbot, window)
        fight.tree.setFocus()
        seen: dict[str, object] = {}

        def answer(dialog) -> None:  # noqa: ANN001
            listed = dialog.findChild(QLabel, "declarePhaseDigits")
            refused = dialog.findChild(QLabel, "declarePhaseRefused")
            seen["listed"] = listed.text() if listed.isVisible() else ""
            qtbot.keyClicks(dialog.phase, "7")  # no phase 7: refused, said, nothing picked
            seen["refused"] = refused.text() if refused.isVisible() else ""
            seen["after 7"] = dialog.phase.currentIndex()
            qtbot.keyClicks(dialog.phase, "4")
            seen["after 4"] = dialog.phase.currentText()
            seen["refused after 4"] = refused.isVisible()
            qtbot.keyClick(dialog.phase, Qt.Key.Key_Escape)

        when_dialog_opens(answer)
        qtbot.keyClick(fight.tree, Qt.Key.Key_E)
        listed = str(seen["listed"])
        assert all(f"{number} · " in listed for number in range(1, 7)), listed  # every phase the digits pick
        assert str(seen["refused"]).startswith(REFUSED[lang]), seen["refused"]
        assert seen["after 7"] == 0
        assert str(seen["after 4"]).startswith(PHASE_4[lang]) and not seen["refused after 4"]
    finally:
        i18n.set_language("en")
