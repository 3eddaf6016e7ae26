"""Every list a box of the window opens shows its entries whole at 1366×768, in each language:
the open list is at least as wide as its longest entry (Qt's list is as wide as the box, and a
long entry in a narrow dock's box was cut: "Attack against a dodge or bl…")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QStyle, QStyleOptionComboBox

from tests.gui.test_fight_by_keys import GUNS, PISTOL, campaign_window
from ui import i18n


def cut_entries(window) -> list[str]:  # noqa: ANN001
    """The boxes in sight whose open list is narrower than their longest entry."""
    cut = []
    for combo in window.findChildren(QComboBox):
        if not combo.isVisible() or combo.count() == 0:
            continue
        combo.showPopup()
        QApplication.processEvents()
        view = combo.view()
        wanted = view.sizeHintForColumn(0)
        shown = view.viewport().width()
        frame = view.parentWidget().frameGeometry()
        screen = combo.screen().availableGeometry()
        assert screen.contains(frame), f"{combo.objectName()}: {frame} off the screen {screen}"
        combo.hidePopup()
        QApplication.processEvents()
        if shown < wanted:
            longest = max((combo.itemText(i) for i in range(combo.count())), key=len)
            cut.append(f"{combo.objectName() or type(combo.parent()).__name__}: {shown} < {wanted} ({longest})")
    return cut


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("language", ["en", "ru", "es"])
@pytest.mark.parametrize("ruleset", ["afmbe", "twdu"])
@pytest.mark.parametrize("layout", ["normal", "fight"])
def test_no_open_list_of_the_window_cuts_an_entry(qtbot, tmp_path, language, ruleset, layout):
    i18n.set_language(language)
    try:
        if ruleset == "afmbe":
            people = [(n, "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]}) for n in ("Ash", "Kim")]
            people += [(f"Zombie {i}", "zombie", {}) for i in range(1, 3)]
            window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem", people=people)
            attack = QApplication.translate("rules", "Attack against a dodge or block")
        else:
            people = [("Ana", "pc", {"close_combat": 1}), ("Ben", "pc", {}), ("Walker", "npc", {})]
            window = campaign_window(qtbot, tmp_path, "twdu", people=people)
            attack = QApplication.translate("rules", "Close combat attack")
        window.resize(1366, 768)
        if layout == "fight":
            window.fight_layout.action.trigger()
        dice = window.docks["diceDock"]
        found = dice.kind_combo.findText(attack)
        dice.kind_combo.setCurrentIndex(max(found, 0))  # the attack's own boxes: weapon, target…
        qtbot.wait(20)
        cut, checked = [], set()
        for dock in window.docks.values():  # each dock brought from behind its tab in turn
            dock.show()
            dock.raise_()
            qtbot.wait(10)
            checked |= {c.objectName() for c in window.findChildren(QComboBox) if c.isVisible() and c.count()}
            cut += [c for c in cut_entries(window) if c not in cut]
        assert {"characterCombo", "kindCombo", "logCharacterFilter"} <= checked
        assert cut == []
    finally:
        i18n.set_language("en")


def test_every_box_of_the_window_is_one_that_opens_its_list_whole():
    """A plain QComboBox opens its list as narrow as itself: every box Deadwatch makes is a
    WholeListBox (or a kind of one), read from the sources as test_import_cycles reads imports."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "ui"
    plain = []
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "QComboBox":
                plain.append(f"{path.relative_to(root.parent)}:{node.lineno}")
            if isinstance(node, ast.ClassDef) and any(getattr(b, "id", "") == "QComboBox" for b in node.bases):
                if node.name != "WholeListBox":
                    plain.append(f"{path.relative_to(root.parent)}:{node.lineno} class {node.name}")
    assert plain == []


def _field(combo: QComboBox) -> QRect:
    """Where the closed box draws its chosen entry (Qt's style, as the box is now)."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    ).adjusted(1, 0, -1, 0)


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("language", ["en", "ru", "es"])
@pytest.mark.parametrize("layout", ["normal", "fight"])
def test_the_kind_of_roll_shows_every_entry_whole_in_the_box_at_1366(qtbot, tmp_path, language, layout):
    """A tester read "Disease (sickness r…" in the dice dock's kind of roll: the chosen entry was cut
    at the box's edge (in Spanish "Enfermedad (tirada de enfermedad cor").  Each entry chosen in
    turn now fits the box's text field, wrapped on the lines the box grows to hold."""
    i18n.set_language(language)
    try:
        people = [("Ana", "pc", {"close_combat": 1}), ("Ben", "pc", {}), ("Walker", "npc", {})]
        window = campaign_window(qtbot, tmp_path, "twdu", people=people)
        window.resize(1366, 768)
        if layout == "fight":
            window.fight_layout.action.trigger()
        dice = window.docks["diceDock"]
        dice.show()
        dice.raise_()
        qtbot.wait(20)
        combo = dice.kind_combo
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
        cut = []
        for index in range(combo.count()):
            combo.setCurrentIndex(index)
            for _ in range(3):  # the layout answers the box's new height
                QApplication.processEvents()
            field = _field(combo)
            text = combo.currentText()
            needed = combo.fontMetrics().boundingRect(QRect(0, 0, field.width(), 100_000), flags, text)
            one_line = combo.fontMetrics().horizontalAdvance(text) <= field.width()
            if not one_line and (needed.width() > field.width() or needed.height() > field.height()):
                cut.append(f"{text!r}: {needed.width()}×{needed.height()} in {field.width()}×{field.height()}")
        assert cut == []
        assert any("Disease" in combo.itemText(i) or "Болезнь" in combo.itemText(i) or "Enfermedad" in combo.itemText(i)
                   for i in range(combo.count()))
    finally:
        i18n.set_language("en")
