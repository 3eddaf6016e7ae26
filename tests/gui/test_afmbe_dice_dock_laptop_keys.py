"""AFMBE demo at 1366×768 in the GM's theme, a fight run by keys (N in the fight list): the dice dock
opens each fighter's turn with the roll's odds in view beside the typed dice and Roll (the attack's
form is taller than the dock's view: "Impacto 80%" lay under the fold, the GM scrolled down to read
it), and the kind of roll on one line, whole: Spanish «Ataque contra esquiva o parada» wrapped on two
lines in its box."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from tests.gui.keycount import Keys
from tests.gui.test_afmbe_second_attack_keys import fight_on_turn_of
from tests.gui.test_afmbe_skill_follows_weapon_keys import demo_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n


def settle(qtbot) -> None:  # noqa: ANN001
    for _ in range(4):
        QApplication.processEvents()
    qtbot.wait(30)
    QApplication.processEvents()


def in_view(dock, widget: QWidget) -> bool:  # noqa: ANN001
    view = dock.roll_scroll.viewport()
    return view.rect().contains(QRect(widget.mapTo(view, QPoint(0, 0)), widget.size()))


def one_line_whole(box) -> bool:  # noqa: ANN001
    field = box.text_field()
    return box.fontMetrics().horizontalAdvance(box.currentText()) <= field.width() + 2 \
        and box.height() <= box.sizeHint().height()


@pytest.mark.parametrize("language", ["es", "ru", "en"])
@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_each_turn_opens_with_its_odds_typed_dice_and_roll_in_view_and_the_kind_on_one_line(
        qtbot, tmp_path, preset, language):
    assert i18n.set_language(language)
    try:
        window = demo_window(qtbot, tmp_path, preset)
        services = window.services
        dock = window.docks["diceDock"]
        fight_on_turn_of(window, "Dana Cruz")
        keys = Keys(qtbot)
        seen = []
        for _ in range(4):  # round the fight by keys
            window.docks["initiativeDock"].tree.setFocus()
            keys.key(Qt.Key.Key_N)
            settle(qtbot)
            current = services.characters.character(services.initiative.current().character_id)
            seen.append(current.name)
            assert dock.kind_combo.currentData() == "attack", (seen, dock.kind_combo.currentText())
            odds = dock.odds_label.text()
            assert odds and in_view(dock, dock.odds_label), (seen, odds)
            assert in_view(dock, dock.faces_edit) and in_view(dock, dock.roll_button), seen
            box = dock.kind_combo
            assert one_line_whole(box), (box.currentText(), box.text_field().width(), box.height())
        window.grab().save(str(tmp_path / "turn.png"))
    finally:
        i18n.set_language("en")
