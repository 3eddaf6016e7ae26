"""A twdu brawl by keys, in each language: Ben, whose only weapon is a fire axe, declared a ranged attack
at Rook.  On his turn the dice dock showed a bare Ranged Combat skill roll with no target and no word
why.  Now his turn says it ("Ben Okafor declared a ranged attack but carries no ranged weapon: roll
Close Combat, or change the weapon") and sets up what he can do: a Close Combat attack with his axe at
Rook (a straight roll: Rook did not declare back at him); the declaration's warning says the same.
The line names his axe as a close combat weapon, and it stays when Mia declares after him (the change
emptied it before the GM had read it)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import Keys
from tests.gui.twdu_brawl import chosen, declare
from ui import i18n, open_main_window

SAID = {
    "en": ("Ben Okafor declared a ranged attack but carries no ranged weapon (Fire axe is a close combat weapon): "
           "roll Close Combat, or change the weapon.", "Attack a defenseless target"),
    "ru": ("Ben Okafor: заявлена атака в Дальнем бою, но дальнобойного оружия нет (Пожарный топор — оружие ближнего "
           "боя): бросьте Ближний бой или смените оружие.", ""),
    "es": ("Ben Okafor declaró un ataque a distancia pero no lleva arma a distancia (Hacha de bombero es un arma "
           "cuerpo a cuerpo): tira Combate cuerpo a cuerpo o cambia de arma.", ""),
}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_a_ranged_attack_declared_with_no_gun_is_said_on_his_turn_and_close_combat_set_up(qtbot, tmp_path, language):
    assert i18n.set_language(language)
    try:
        path = build_demo(tmp_path / "twdu.deadwatch", "twdu", None, language=language)
        window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        activate(qtbot, window)
        services = window.services
        assert services.initiative.start([c.id for c in services.characters.characters()], name="Yard")
        QApplication.processEvents()
        names = {c.id: c.name for c in services.characters.characters()}
        ben = next(i for i, n in names.items() if n.startswith("Ben"))
        rook = names[next(i for i, n in names.items() if n.startswith("Rook"))]
        dice = window.docks["diceDock"]
        keys = Keys(qtbot)
        for _ in range(3):  # Rook, the walker and Ana: other
            declare(qtbot, keys, window, "6")
        assert chosen(window).startswith(names[ben])
        declare(qtbot, keys, window, "2", rook[0])  # Ben: a ranged attack at Rook, his fire axe in hand
        QApplication.processEvents()
        said, kind = SAID[language]
        assert dice.character_combo.currentText() == names[ben]
        assert dice.refusal_label.isVisible() and dice.refusal_label.text() == said, dice.refusal_label.text()
        # what he can do, set up: Close Combat with his axe at Rook, who did not declare back (a straight roll)
        assert dice.forms.kind() is not None and dice.forms.kind().key == "defenseless", dice.kind_combo.currentText()
        assert dice.forms.opponent_combo.isVisible() and dice.forms.opponent_combo.currentText() == rook
        if kind:
            assert dice.kind_combo.currentText() == kind
        # Mia declares after him: the change took the line's why away before the GM read it; it stays now
        assert chosen(window).startswith("Mia")
        declare(qtbot, keys, window, "6")
        QApplication.processEvents()
        assert dice.character_combo.currentText() == names[ben]
        assert dice.refusal_label.isVisible() and dice.refusal_label.text() == said, dice.refusal_label.text()
        assert dice.forms.kind() is not None and dice.forms.kind().key == "defenseless"
    finally:
        i18n.set_language("en")
