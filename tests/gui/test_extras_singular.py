"""Typing what the add-extras hint shows ("3 walkers", "2 caminantes", "3 ходячих") names each extra in
the singular: "Caminante 1", "Ходячий 1", not "Caminantes 1" and "Ходячих 1"."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from ui import i18n
from ui.dialogs.fight_dialogs import ExtrasDialog


@pytest.mark.parametrize(("lang", "typed", "name", "count"), [
    ("en", "3 walkers", "Walker", 3),
    ("es", "2 caminantes", "Caminante", 2),
    ("ru", "3 ходячих", "Ходячий", 3),
    ("ru", "2 ходячие", "Ходячий", 2),
    ("es", "4 zombis", "Zombi", 4),
    ("en", "2 raiders", "Raiders", 2),  # a name no table knows stays as typed
])
def test_the_extras_take_the_singular_of_the_hints_plural(qtbot, lang, typed, name, count):
    try:
        i18n.set_language(lang)
        dialog = ExtrasDialog([])
        qtbot.addWidget(dialog)
        if typed.isascii():
            QTest.keyClicks(dialog.name, typed)
        else:  # QTest types ASCII only: the text as a keyboard would have edited it
            dialog.name.setText(typed)
            dialog.name.textEdited.emit(typed)
        assert dialog.values()[:2] == (name, count)
    finally:
        i18n.set_language("en")


def test_the_extras_are_numbered_under_the_singular(tmp_path, qapp):
    from app.rules.dice import Dice
    from app.services.bundle import open_services
    from app.services.demo import build_demo

    path = build_demo(tmp_path / "twdu.deadwatch", "twdu")
    services = open_services(str(path), Dice(seed=1))
    try:
        i18n.set_language("es")
        services.campaign.start_session("x")
        pcs = [int(c.id) for c in services.initiative.roster() if c.kind == "pc"]
        assert services.initiative.start(pcs)
        dialog = ExtrasDialog([])
        dialog.name.setText("2 caminantes")
        dialog.count.setValue(2)
        assert services.initiative.add_extras(*dialog.values())
        names = [c.name for c in services.initiative.roster()]
        assert "Caminante 1" in names and "Caminante 2" in names
    finally:
        i18n.set_language("en")
        services.close()


def test_enter_with_no_name_keeps_the_dialog_open_and_says_why(qtbot):
    # Enter on the empty name (its placeholder «Ходячий или 3 ходячих» read as typed) closed the
    # dialog and the count set was lost
    from PySide6.QtCore import Qt

    try:
        i18n.set_language("ru")
        dialog = ExtrasDialog([])
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.count.setValue(3)
        dialog.name.setFocus()
        results = []
        dialog.finished.connect(results.append)
        QTest.keyClick(dialog.name, Qt.Key.Key_Return)
        assert results == [] and dialog.isVisible() and dialog.count.value() == 3
        assert dialog.message.isVisible() and dialog.message.text() == "Назовите их: Ходячий или 3 ходячих."
        assert dialog.focusWidget() is dialog.name
        QTest.keyClicks(dialog.name, "Raider")
        QTest.keyClick(dialog.name, Qt.Key.Key_Return)
        assert results == [1] and dialog.values()[:2] == ("Raider", 3)
    finally:
        i18n.set_language("en")
