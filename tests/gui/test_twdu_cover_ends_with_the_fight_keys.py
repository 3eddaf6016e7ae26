"""The twdu demo's brawl: Ana got into cover, Ben's roll failed (in cover when the round ends) and
Rook went on overwatch.  After End fight (Ctrl+Alt+F) the roster still read «A cubierto»,
«Ponerse a cubierto» and «En vigilancia» beside their names, for the rest of the night.  Cover and
overwatch belong to a fight: End fight ends them, in its one undoable action, and its one log line
says whose ended; Ctrl+Z brings the fight and the three back.  In English, Russian and Spanish."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from app.services.rolls import RollRequest
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.twdu_brawl import spanish_fight
from ui import i18n

WHO = ("Ana Reyes", "Ben Okafor", "Rook")
BEFORE = {"Ana Reyes": "In cover", "Ben Okafor": "Taking cover", "Rook": "On overwatch"}
ENDED = {"Ana Reyes": "Cover ends with the fight.", "Ben Okafor": "Cover ends with the fight.",
         "Rook": "The overwatch ends with the fight."}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text)


def badges(window, cid: int) -> list[str]:  # noqa: ANN001
    """The condition badges the roster's row shows."""
    found = window.docks["charactersDock"].badges(cid)
    return [label for _style, label in found.chips] if found is not None else []


def last_log_line(window) -> str:  # noqa: ANN001
    log = window.docks["logDock"].model
    return str(log.data(log.index(log.rowCount() - 1, 2)))


@pytest.mark.parametrize("lang", ["es", "ru", "en"])
def test_end_fight_ends_cover_and_overwatch_and_undo_brings_them_back(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = spanish_fight(qtbot, tmp_path)
        services = window.services
        who = {c.name: int(c.id) for c in services.characters.characters()}
        assert services.rolls.roll(RollRequest("cover", who["Ana Reyes"]), "6 1 1 1 1 1")  # in cover at once
        assert services.rolls.roll(RollRequest("cover", who["Ben Okafor"]), "1 2 2")  # when the round ends
        assert services.rolls.roll(RollRequest("overwatch", who["Rook"]))
        for name in WHO:
            qtbot.waitUntil(lambda name=name: rules_tr(BEFORE[name]) in badges(window, who[name]))
        events = len(services.campaign.events())
        keys = Keys(qtbot)
        window.docks["initiativeDock"].tree.setFocus()
        keys.key(Qt.Key.Key_F, CTRL | ALT)  # End fight
        qtbot.waitUntil(lambda: services.initiative.encounter() is None)
        QApplication.processEvents()
        assert len(services.campaign.events()) == events + 1  # one action, one line
        for name in WHO:
            qtbot.waitUntil(lambda name=name: rules_tr(BEFORE[name]) not in badges(window, who[name]))
        line = last_log_line(window)
        for name in WHO:
            assert f"{name}: {rules_tr(ENDED[name])}" in line, line
        keys.key(Qt.Key.Key_Z, CTRL)  # the fight and the three back
        qtbot.waitUntil(lambda: services.initiative.encounter() is not None)
        for name in WHO:
            qtbot.waitUntil(lambda name=name: rules_tr(BEFORE[name]) in badges(window, who[name]))
        assert services.initiative.encounter().name == "Patio"
    finally:
        i18n.set_language("en")
