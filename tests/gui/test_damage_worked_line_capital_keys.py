"""The damage dialog's worked arithmetic is a line of its own and begins with a capital in every
language, as the lines under it do: d10under's «урон 20; d10 брони: выпало 1 …», "daño 20; d10 del
blindaje sacó 7" and the grid game's «урон 3, основной запас ⌈3/2⌉ = 2» began in lower case."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_afmbe_dice_reach import ids, tab_to
from ui import i18n

WORKED = {"en": "Damage 20; armor d10 rolled 7", "ru": "Урон 20; d10 брони: выпало 7",
          "es": "Daño 20; d10 del blindaje sacó 7"}


def _preview(qtbot, window, cid: int, keys) -> list[str]:  # noqa: ANN001
    """The damage dialog's preview (D on ``cid``, then ``keys(dialog)``), its lines."""
    seen: dict[str, str] = {}

    def hit(dialog) -> None:  # noqa: ANN001
        try:
            activate(qtbot, dialog)
            keys(dialog)
            seen["preview"] = dialog.preview.text()
        finally:
            dialog.reject()

    window.selection.select_character(cid)
    activate(qtbot, window)
    when_dialog_opens(hit)
    qtbot.keyClick(window.docks["charactersDock"].tree, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: "preview" in seen)
    return seen["preview"].split("\n")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_d10under_the_worked_line_begins_with_a_capital(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "d10under")
        services = window.services
        jacket = {"name": "Jacket", "deflect": 2, "absorb": 5}
        assert services.characters.create("Vera", "pc", {**services.ruleset.new_sheet(), "armor": [jacket]})

        def keys(dialog) -> None:  # noqa: ANN001
            qtbot.keyClicks(QApplication.focusWidget(), "20")
            tab_to(qtbot, dialog.faces)
            qtbot.keyClicks(dialog.faces, "7")

        lines = _preview(qtbot, window, ids(window)["Vera"], keys)
        assert lines[0].startswith(WORKED[lang]), lines
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_gridlimbs_the_worked_line_begins_with_a_capital(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "gridlimbs")
        services = window.services
        assert services.characters.create("Dov", "pc", services.ruleset.new_sheet())

        def keys(dialog) -> None:  # noqa: ANN001
            qtbot.keyClicks(QApplication.focusWidget(), "3")
            part = dialog.form.inputs["part"]
            tab_to(qtbot, part)
            while part.currentData() == "torso":  # a limb: the main pool loses half
                qtbot.keyClick(part, Qt.Key.Key_Down)

        lines = _preview(qtbot, window, ids(window)["Dov"], keys)
        assert "⌈3/2⌉ = 2" in lines[0], lines
        assert not lines[0][:1].islower(), lines  # «Урон 3, основной запас ⌈3/2⌉ = 2»
    finally:
        i18n.set_language("en")
