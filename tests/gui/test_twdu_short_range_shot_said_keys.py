"""First night on the twdu demo (Spanish, 1366×768, keys only): Rook and Ana declared Ranged Combat
at each other, and on Rook's turn the dice dock showed «Duelo», Skill «Combate cuerpo a cuerpo»,
Distance 0, «Alcance ahora: Corto»; the GM took it for a mistake.  It is the text's rule
("engaging with a target at Short Range will always be a Close Combat roll, even if you're attacking
with a ranged weapon … use Agility"), and now the dock says so under the range, in the GM's
language.  Typing 20 in Distance keeps Short (and the note); 30 turns the duel to Ranged Combat at
Long at once, on screen, and the note goes."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, Keys
from tests.gui.twdu_brawl import chosen, declare, spanish_fight
from ui import i18n

SHORT_NOTE = ("Short range (under 25 m): a shot is a Close Combat roll with Agility; set the distance to 25 m or "
              "more for Ranged Combat")


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def shown(widget) -> bool:  # noqa: ANN001
    return widget.isVisible() and not widget.visibleRegion().isEmpty()


def test_a_shot_at_short_range_says_it_is_close_combat_until_the_distance_is_long(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
        window = spanish_fight(qtbot, tmp_path)
        dice = window.docks["diceDock"]
        keys = Keys(qtbot)
        # Rook (the NPC, first) shoots at Ana, Ana at Rook; the others do something else
        plan = {"Rook": ("2", "a"), "Ana Reyes": ("2", "r")}
        for _ in range(5):
            name = chosen(window).split(" (")[0]
            declare(qtbot, keys, window, *plan.get(name, ("6", "")))
        activate(qtbot, window)
        QApplication.processEvents()
        assert dice.character_combo.currentText() == "Rook"
        assert dice.kind_combo.currentText() == "Duelo"
        assert dice.forms.opponent_combo.currentText() == "Ana Reyes"
        form = dice.forms.form
        values = form.values()
        assert (values["distance"], values["band"], values["skill"]) == (0, "short", "close_combat")
        note = form.notes["band"]
        said = QCoreApplication.translate("rules", SHORT_NOTE)
        assert said != SHORT_NOTE and said.startswith("Alcance Corto")  # in the GM's language
        assert note.text() == said
        dice.raise_()
        QApplication.processEvents()
        distance = form.inputs["distance"]
        distance.setFocus()
        dice.widget().ensureWidgetVisible(note)  # where the GM reads it, under the range
        QApplication.processEvents()
        assert shown(note)
        keys.key(Qt.Key.Key_A, CTRL)
        keys.type("20")  # under 25 m: still Short, still Close Combat
        values = form.values()
        assert (values["distance"], values["band"], values["skill"]) == (20, "short", "close_combat")
        assert note.isVisible() and note.text() == said
        keys.key(Qt.Key.Key_A, CTRL)
        keys.type("30")  # no Enter: the band and the skill follow at once
        values = form.values()
        assert (values["distance"], values["band"], values["skill"]) == (30, "long", "ranged_combat")
        band, skill = form.inputs["band"], form.inputs["skill"]
        assert band.currentText() == QCoreApplication.translate("rules", "Long") == "Largo"
        assert skill.currentText() == "Combate a distancia"
        assert dice.kind_combo.currentText() == "Duelo"
        assert not note.isVisible()
        keys.report("a shot at Short range said, then at Long")
    finally:
        i18n.set_language("en")
