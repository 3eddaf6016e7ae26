"""Issue 40, the AFMBE demo at 1366×768 in the default layout (not F11), in the GM's theme and in the
demo of his language (its weapons and skills named in Russian or Spanish), a fight started by keys:
Ctrl+Shift+F, Ctrl+A (everyone), Enter, R (initiative).  Each turn after opens with the attack's
setup, its odds, the typed dice and Roll in the dice dock's view, down N round the fight.  In Russian
the labels wrapped on two or three lines («Номер действия защитника в этом ходу (в ближнем бою одна
атака и одна защита без штрафа)») and the typed dice and «Бросить» could lie under the dock's edge."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel

from app.services.demo import build_demo
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_afmbe_attack_setup_in_view_keys import in_view, settle, setup
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n, open_main_window


def tall_labels(dock) -> list[str]:  # noqa: ANN001
    """The setup's labels (the roller's form and the defender's) shown on more than two lines."""
    out = []
    for form in (dock.form, dock.opponent_form):
        for label in (form.labels.values() if form is not None else ()):
            if isinstance(label, QLabel) and label.isVisible() and label.text():
                lines = label.heightForWidth(label.width()) // max(1, label.fontMetrics().lineSpacing())
                if lines > 2:
                    out.append(label.text())
    return out


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
@pytest.mark.parametrize("lang", ["ru", "es", "en"])
def test_each_turn_of_a_fight_started_by_keys_shows_its_typed_dice_and_roll(qtbot, tmp_path, lang, preset):
    assert i18n.set_language(lang)
    try:
        path = build_demo(tmp_path / "a.deadwatch", "afmbe", preset, language=lang)
        window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        activate(qtbot, window)
        keys = Keys(qtbot)
        dock, tree = window.docks["diceDock"], window.docks["initiativeDock"].tree

        def everyone(dialog) -> None:  # noqa: ANN001
            dialog.list.setFocus()
            qtbot.keyClick(dialog.list, Qt.Key.Key_A, CTRL)
            qtbot.keyClick(dialog.list, Qt.Key.Key_Return)

        when_dialog_opens(everyone)
        tree.setFocus()
        keys.key(Qt.Key.Key_F, CTRL | SHIFT)
        settle(qtbot)
        services = window.services
        assert services.initiative.current() is not None, "no fight"
        activate(qtbot, window)
        tree.setFocus()
        keys.key(Qt.Key.Key_R)  # initiative rolled: the first in the order acts
        seen = []
        for turn in range(5):
            if turn:
                activate(qtbot, window)
                tree.setFocus()
                keys.key(Qt.Key.Key_N)
            for _ in range(3):
                settle(qtbot)
            name = services.characters.character(services.initiative.current().character_id).name
            seen.append(name)
            assert dock.kind_combo.currentData() == "attack", (seen, dock.kind_combo.currentText())
            out = [w.objectName() or type(w).__name__ for w in setup(dock) if not in_view(dock, w)]
            assert out == [], (seen, out, dock.roll_scroll.viewport().height())
            assert tall_labels(dock) == [], seen
    finally:
        i18n.set_language("en")
