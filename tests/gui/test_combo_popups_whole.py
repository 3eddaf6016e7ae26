"""Every list a box of the window opens shows its entries whole at 1366×768, in each language:
the open list is at least as wide as its longest entry (Qt's list is as wide as the box, and a
long entry in a narrow dock's box was cut: "Attack against a dodge or bl…")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QStyle, QStyleOptionComboBox

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from tests.gui.helpers import activate
from tests.gui.test_fight_by_keys import GUNS, PISTOL
from ui import i18n, open_main_window


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


#: the languages, each a group of the module's tests: the module's windows are built in one language
#: (a switch closes them), so its tests in one language run together and share them
LANGS = pytest.mark.parametrize("language", ["en", "ru", "es"], scope="module")
LAYOUTS = ("fight", "normal")  # F11 first, then F11 again: the window's own arrangement back as it opened


def _people(ruleset: str) -> list:
    if ruleset == "afmbe":
        people = [(n, "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]}) for n in ("Ash", "Kim")]
        return people + [(f"Zombie {i}", "zombie", {}) for i in range(1, 3)]
    return [("Ana", "pc", {"close_combat": 1}), ("Ben", "pc", {}), ("Walker", "npc", {})]


@pytest.fixture(scope="module")
def windows(qapp, tmp_path_factory):  # noqa: ANN001, ANN201
    """The module's windows, one per (language, ruleset), at 1366×768 on a new campaign of the
    ruleset built in that language (``window(qtbot, language, ruleset)``); a switch of language
    closes the windows of the other one.  Each test that puts up the fight layout takes it down
    again, which restores the arrangement the window opened with."""
    from PySide6.QtCore import QEvent

    from tests.gui.shared_windows import close

    made: dict[tuple[str, str], object] = {}
    states: dict[tuple[str, str], bytes] = {}

    def window(qtbot, language: str, ruleset: str):  # noqa: ANN001, ANN202
        if i18n.current_language() != language:
            close(list(made.values()))
            made.clear()
            assert i18n.set_language(language), language
        key = (language, ruleset)
        if key not in made:
            folder = tmp_path_factory.mktemp(ruleset)
            path = folder / f"{ruleset}.deadwatch"
            create_campaign(str(path), "Night", ruleset, "unisystem" if ruleset == "afmbe" else None).engine.dispose()
            services = open_services(str(path), Dice(seed=4))
            for name, kind, values in _people(ruleset):
                services.campaign.execute(CreateCharacter(name, kind, {**services.ruleset.new_sheet(), **values}))
            services.close()
            made[key] = open_main_window(str(path), QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
            made[key].resize(1366, 768)
            made[key].show()
            activate(qtbot, made[key])
            QApplication.processEvents()
            states[key] = made[key].saveState().data()
        shown = made[key]
        activate(qtbot, shown)
        assert not shown.fight_layout.is_on() and shown.size().toTuple() == (1366, 768), "a test changed a window"
        assert shown.saveState().data() == states[key], "a test left the docks moved"
        return shown

    yield window
    close(list(made.values()))
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    i18n.set_language("en")


def _put_up(window, layout: str) -> None:  # noqa: ANN001
    """The layout on: F11 for the fight's, F11 again for the window's own (as it opened)."""
    window.fight_layout.action.setChecked(layout == "fight")
    for _ in range(3):
        QApplication.processEvents()


def _restore(window, state) -> None:  # noqa: ANN001
    """The window's own layout back as the test found it (the docks it brought up hidden again)."""
    _put_up(window, "normal")
    window.restoreState(state)
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@LANGS
@pytest.mark.parametrize("ruleset", ["afmbe", "twdu"])
def test_no_open_list_of_the_window_cuts_an_entry(qtbot, windows, language, ruleset):
    """In the fight layout (F11) and the window's own, each dock brought from behind its tab."""
    window = windows(qtbot, language, ruleset)
    if ruleset == "afmbe":
        attack = QApplication.translate("rules", "Attack against a dodge or block")
    else:
        attack = QApplication.translate("rules", "Close combat attack")
    cut: list[str] = []
    state = window.saveState()
    try:
        for layout in LAYOUTS:
            _put_up(window, layout)
            dice = window.docks["diceDock"]
            found = dice.kind_combo.findText(attack)
            dice.kind_combo.setCurrentIndex(max(found, 0))  # the attack's own boxes: weapon, target…
            qtbot.wait(20)
            checked: set[str] = set()
            for dock in window.docks.values():  # each dock brought from behind its tab in turn
                dock.show()
                dock.raise_()
                qtbot.wait(10)
                checked |= {c.objectName() for c in window.findChildren(QComboBox) if c.isVisible() and c.count()}
                cut += [f"{layout}: {c}" for c in cut_entries(window) if f"{layout}: {c}" not in cut]
            missing = {"characterCombo", "kindCombo", "logCharacterFilter"} - checked
            assert not missing, f"{layout} layout: {missing} never in sight"
    finally:
        _restore(window, state)
    assert cut == []


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
@LANGS
def test_the_kind_of_roll_shows_every_entry_whole_in_the_box_at_1366(qtbot, windows, language):
    """A tester read "Disease (sickness r…" in the dice dock's kind of roll: the chosen entry was cut
    at the box's edge (in Spanish "Enfermedad (tirada de enfermedad cor").  Each entry chosen in
    turn now fits the box's text field, wrapped on the lines the box grows to hold, in the fight
    layout (F11) and the window's own."""
    window = windows(qtbot, language, "twdu")
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
    cut = []
    state = window.saveState()
    try:
        for layout in LAYOUTS:
            _put_up(window, layout)
            dice = window.docks["diceDock"]
            dice.show()
            dice.raise_()
            qtbot.wait(20)
            combo = dice.kind_combo
            for index in range(combo.count()):
                combo.setCurrentIndex(index)
                for _ in range(3):  # the layout answers the box's new height
                    QApplication.processEvents()
                field = _field(combo)
                text = combo.currentText()
                needed = combo.fontMetrics().boundingRect(QRect(0, 0, field.width(), 100_000), flags, text)
                # Qt draws an entry on one line in its own field, a pixel wider each side
                one_line = combo.fontMetrics().horizontalAdvance(text) <= field.width() + 2
                if not one_line and (needed.width() > field.width() or needed.height() > field.height()):
                    room = f"{field.width()}×{field.height()}"
                    cut.append(f"{layout}: {text!r}: {needed.width()}×{needed.height()} in {room}")
    finally:
        _restore(window, state)
    assert cut == []
    assert any("Disease" in combo.itemText(i) or "Болезнь" in combo.itemText(i) or "Enfermedad" in combo.itemText(i)
               for i in range(combo.count()))
