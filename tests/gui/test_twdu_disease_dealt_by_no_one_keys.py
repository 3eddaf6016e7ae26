"""twdu, a disease's damage typed on the roster after the hidden Rook rolled against Ana (Ctrl+1,
"Ana", Esc, D, Tab, Source: Disease): "Dealt by" stayed on Rook, the last to roll against her, so
the line was Rook's, secret for naming someone hidden from the players, and the players' copy said
nothing of Ana falling sick.  No one deals a disease (nor a fire, a fall, a poison, a trap): "Dealt
by" goes to no one when such a kind is picked (back to Rook for one someone deals), the line is
public and the players' copy says Ana is sick.  By keys, in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox

from app.export import ExportOptions
from app.export.events import collect
from app.services.rolls import RollRequest
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import CTRL, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_readable import demos  # noqa: F401  (fixture)
from tests.gui.test_twdu_days_heal_keys import log_texts
from ui import i18n

SICK = {
    "en": "Now sick: −1 die on every roll and no Health back until the disease is fought off.",
    "ru": "Болезнь: −1 кубик к каждому броску, Здоровье не возвращается, пока болезнь не побеждена.",
    "es": "Enfermedad: −1 dado en cada tirada y no recupera Salud hasta superar la enfermedad.",
}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_disease_is_dealt_by_no_one_and_the_players_read_it(qtbot, tmp_path, demos, lang):  # noqa: F811
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        services = window.services
        ids = {c.name: int(c.id) for c in services.characters.characters()}
        ana, rook = ids["Ana Reyes"], ids["Rook"]
        assert not services.characters.character(rook).revealed  # hidden from the players
        assert services.rolls.roll(RollRequest("skill", rook, {"skill": "close_combat"}, ana))
        assert services.characters.last_attacker(ana) == rook
        keys = Keys(qtbot)
        seen: dict[str, object] = {}

        def damage(dialog) -> None:  # noqa: ANN001
            try:
                activate(qtbot, dialog)
                source = dialog.findChild(QComboBox, "field_source")
                seen["opened"] = (source.currentData(), dialog.by.currentData())
                keys.key(Qt.Key.Key_Tab)
                assert QApplication.focusWidget() is source
                while source.currentData() != "disease":
                    keys.key(Qt.Key.Key_Down)
                seen["disease"] = dialog.by.currentData()
                keys.key(Qt.Key.Key_Down, times=2)  # the dead: someone deals it, but none was picked
                seen["the dead"] = (source.currentData(), dialog.by.currentData())
                keys.key(Qt.Key.Key_Up, times=2)
                seen["disease again"] = (source.currentData(), dialog.by.currentData())
                keys.key(Qt.Key.Key_Return)
            finally:
                if dialog.isVisible():
                    dialog.reject()

        activate(qtbot, window)
        keys.key(Qt.Key.Key_1, CTRL)  # the roster: a typed name finds her
        keys.type("Ana")
        keys.key(Qt.Key.Key_Escape)
        when_dialog_opens(damage)
        keys.key(Qt.Key.Key_D)
        qtbot.waitUntil(lambda: services.characters.character(ana).state.get("sick") is True)
        assert seen["opened"] == ("attack", None)  # hidden from the players: never the default dealer
        assert seen["disease"] is None
        assert seen["the dead"] == ("dead", None)
        assert seen["disease again"] == ("disease", None)
        line = services.campaign.events()[-1]
        assert line.kind == "damage" and line.actor == "" and not line.secret, (line.actor, line.secret)
        assert any(SICK[lang] in text and "Ana Reyes" in text for text in log_texts(window)), log_texts(window)
        players = collect(services.campaign.engine, ExportOptions(language=lang, secrets=False))
        rows = [row.line for row in players.sessions[-1].rows]
        assert any(SICK[lang] in row and "Ana Reyes" in row for row in rows), rows
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
