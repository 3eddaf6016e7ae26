"""twdu, H on Ben whose critical injury's D66 is rolled (the form opens on "Name an injury"): as
soon as a name was typed, "Dice to type, in this order: 2 × d6 (Critical injury times)" was drawn
over "Injury number" and "Injury's name" (the form has no field for those dice: the entry's recovery
dice are Deadwatch's secret roll), and, opened again, the box's "Name an injury (read off the
critical-injury table)" was wrapped in a box one line high, cut at its top and bottom.  Now, in
English, Russian and Spanish, each label stands on its own line, none over another, each as big as
its words, the box's choice on one line."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from tests.gui.helpers import activate
from tests.gui.keycount import Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, roll_faces
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_fight_by_keys import in_dialog
from tests.gui.test_twdu_critical_injury_roll_keys import broken_ben
from ui import i18n
from ui.widgets.combo_popups import WrappingListBox

NAME = "Cracked ribs"  # typed by keys: Latin letters in each language


def _where(widget: QWidget, dialog: QWidget) -> QRect:
    return QRect(widget.mapTo(dialog, widget.rect().topLeft()), widget.size())


def _faults(dialog: QWidget) -> list[str]:
    """What a GM would see wrong: two labels over each other, a label smaller than its words, a
    box whose choice is wrapped."""
    shown = [label for label in dialog.findChildren(QLabel) if label.isVisibleTo(dialog) and label.text()]
    faults = []
    for n, one in enumerate(shown):
        for two in shown[n + 1:]:
            if _where(one, dialog).intersects(_where(two, dialog)):
                faults.append(f"{one.text()!r} over {two.text()!r}")
        need = one.heightForWidth(one.width()) if one.wordWrap() else one.sizeHint().height()
        if need > one.height() or (not one.wordWrap() and one.sizeHint().width() > one.width()):
            faults.append(f"{one.text()!r} cut: {one.size().toTuple()} for {need}")
    for box in dialog.findChildren(WrappingListBox):
        if box.isVisibleTo(dialog) and box.heightForWidth(box.width()) > box.sizeHint().height():
            faults.append(f"{box.currentText()!r} wrapped")
    return faults


def test_the_name_an_injury_form_reads_whole_in_each_language(qtbot, tmp_path):
    window, _ben = broken_ben(qtbot, tmp_path)
    dice = choose_kind(qtbot, window, "Critical injury (D66)")
    roll_faces(qtbot, dice, "6 4")
    settle()
    window.resize(1366, 768)
    keys = Keys(qtbot)
    seen: dict[str, object] = {}
    try:
        for language in ("en", "ru", "es"):
            window.set_language(language)
            settle()
            for time in ("first", "again"):  # opened again with H: the box's choice still whole

                def look(dialog, language=language, time=time) -> None:  # noqa: ANN001
                    settle()
                    seen[f"{language} {time} kind"] = dialog.form.inputs["kind"].currentData()
                    seen[f"{language} {time} opened"] = _faults(dialog)
                    assert QApplication.focusWidget() is not None
                    dialog.form.inputs["injury_name"].setFocus()
                    keys.type(NAME)
                    settle()
                    QApplication.processEvents()
                    settle()
                    seen[f"{language} {time} named"] = _faults(dialog)
                    keys.key(Qt.Key.Key_Escape)

                activate(qtbot, window)
                window.docks["charactersDock"].tree.setFocus()
                in_dialog(qtbot, look)
                keys.key(Qt.Key.Key_H)
                settle()
    finally:
        window.set_language("en")
        i18n.set_language("en")
    kinds = {key: value for key, value in seen.items() if key.endswith("kind")}
    assert set(kinds.values()) == {"name"}, kinds
    faults = {key: value for key, value in seen.items() if not key.endswith("kind") and value}
    assert not faults, faults


def test_the_injury_s_number_says_whose_and_which_injury_it_picks(qtbot, tmp_path):
    """"Injury number" showed "1" with no word whether it was the D66's entry or the nth injury on
    the sheet; now it reads "Which of Ben's injuries", and under it the injury the number picks, in
    each language, following the number as it is typed."""
    window, _ben = broken_ben(qtbot, tmp_path)
    dice = choose_kind(qtbot, window, "Critical injury (D66)")
    roll_faces(qtbot, dice, "6 4")
    settle()
    keys = Keys(qtbot)
    seen: dict[str, object] = {}
    try:
        for language in ("en", "ru", "es"):
            window.set_language(language)
            settle()

            def look(dialog, language=language) -> None:  # noqa: ANN001
                number = dialog.form.inputs["injury"]
                said = dialog.findChild(QLabel, "picked_injury")
                seen[language] = [dialog.form.labels["injury"].text(), number.value(), said.text()]
                number.setFocus()
                keys.key(Qt.Key.Key_Up)  # Ben has one injury: a second is none
                settle()
                seen[language].append(said.text())
                keys.key(Qt.Key.Key_Escape)

            activate(qtbot, window)
            window.docks["charactersDock"].tree.setFocus()
            in_dialog(qtbot, look)
            keys.key(Qt.Key.Key_H)
            settle()
    finally:
        window.set_language("en")
        i18n.set_language("en")
    assert seen == {
        "en": ["Which of Ben's injuries", 1, "1 — Critical injury 64, not yet named",
               "No injury 2: 1 injury on the sheet"],
        "ru": ["Какая из травм персонажа Ben", 1, "1 — критическая травма 64, ещё без названия",
               "Травмы 2 нет: в листе 1 травма"],
        "es": ["Cuál de las heridas de Ben", 1, "1 — herida crítica 64, aún sin nombre",
               "No hay herida 2: la hoja tiene 1 herida"],
    }, seen


def test_history_says_the_injury_named_not_a_heal(qtbot, tmp_path):
    """History said "Ben healed (now: Cracked ribs; removed: Critical injury 64)" for an injury NAMED
    off the table; now "Ben's critical injury 64 named: Cracked ribs", in each language."""
    window, _ben = broken_ben(qtbot, tmp_path)
    dice = choose_kind(qtbot, window, "Critical injury (D66)")
    roll_faces(qtbot, dice, "6 4")
    settle()
    keys = Keys(qtbot)

    def name(dialog) -> None:  # noqa: ANN001
        dialog.form.inputs["injury_name"].setFocus()
        keys.type(NAME)
        keys.key(Qt.Key.Key_Return)

    activate(qtbot, window)
    window.docks["charactersDock"].tree.setFocus()
    in_dialog(qtbot, name)
    keys.key(Qt.Key.Key_H)
    settle()
    history = window.docks["historyDock"]
    history.raise_()
    said = {}
    try:
        for language in ("en", "ru", "es"):
            window.set_language(language)
            settle()
            model = history.model
            said[language] = model.data(model.index(model.rowCount() - 1)).split(". ", 1)[1]
    finally:
        window.set_language("en")
        i18n.set_language("en")
    assert said == {"en": "Ben's critical injury 64 named: Cracked ribs",
                    "ru": "Ben: критическая травма 64 названа — Cracked ribs",
                    "es": "Herida crítica 64 de Ben nombrada: Cracked ribs"}, said
