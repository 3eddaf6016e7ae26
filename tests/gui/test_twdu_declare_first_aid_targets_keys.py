"""Issue 40: the declaration dialog's target list for first aid (E, 5) offered everyone, the
standing and the dead; hidden fighters were not marked.  First aid now offers only those it can
tend (the Broken), says so when none is, and why (first aid is for the Broken: it said only "Nobody in
this fight can be the target of First aid"), and a hidden fighter is listed as hidden."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import Keys
from tests.gui.twdu_brawl import spanish_fight
from ui import i18n

HIDDEN = {"es": "Caminante (oculto)", "ru": "Caminante (скрыт)", "en": "Caminante (hidden)"}
NONE = {
    "es": "Nadie en este combate puede ser objetivo de Primeros auxilios: los primeros auxilios son para quien está "
          "fuera de combate (Salud 0), y aquí nadie lo está.",
    "ru": "В этом бою нет никого, на кого можно направить действие «Первая помощь»: первая помощь — только для тех, "
          "кто вне строя (Здоровье 0), а вне строя здесь никого нет.",
    "en": "Nobody in this fight can be the target of First aid: first aid is for the Broken (Health 0), and nobody "
          "here is Broken.",
}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def _names(dialog) -> list[str]:  # noqa: ANN001
    return [dialog.against.itemText(i) for i in range(1, dialog.against.count())]


@pytest.mark.parametrize("lang", ["es", "ru", "en"])
def test_first_aid_offers_the_broken_alone_and_marks_the_hidden(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = spanish_fight(qtbot, tmp_path)
        services = window.services
        who = {c.name: int(c.id) for c in services.characters.characters()}
        tree = window.docks["initiativeDock"].tree
        keys = Keys(qtbot)
        seen: dict[str, object] = {}

        def answer(dialog) -> None:  # noqa: ANN001
            try:
                qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
                keys.type(seen.get("phase", "5"))
                seen.setdefault("lists", []).append(_names(dialog))  # type: ignore[union-attr]
                seen.setdefault("notes", []).append(dialog.none_note.text() if dialog.none_note.isVisible() else "")
            finally:
                dialog.reject()

        activate(qtbot, window)
        tree.setFocus()
        when_dialog_opens(answer)
        keys.key(Qt.Key.Key_E)  # nobody Broken yet
        assert services.characters.damage(who["Ana Reyes"], {"damage": 3})  # Broken
        activate(qtbot, window)
        tree.setFocus()
        when_dialog_opens(answer)
        keys.key(Qt.Key.Key_E)
        seen["phase"] = "3"  # close combat: anyone standing, the hidden marked
        activate(qtbot, window)
        tree.setFocus()
        when_dialog_opens(answer)
        keys.key(Qt.Key.Key_E)
        lists, notes = seen["lists"], seen["notes"]
        assert lists[0] == [] and notes[0] == NONE[lang]
        assert lists[1] == ["Ana Reyes"] and notes[1] == ""
        assert HIDDEN[lang] in lists[2]
        keys.report("first aid's targets")
    finally:
        i18n.set_language("en")
