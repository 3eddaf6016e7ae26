"""Issue 40, point 3: the dice dock's form reads whole on a 1366×768 laptop in the fight layout
(F11), where the dock is narrowest: the Russian d10under weapon «Пистолет Макарова» whole in its
box (not «Пистолет Макаров»), and the Spanish AFMBE task's tick box «Requiere movimiento (sigilo…):
cuenta la carga» whole (its label ran past the form's edge: «cuenta l carga»)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QComboBox, QStyle, QStyleOptionComboBox

from app.services.demo import build_demo
from tests.gui.shared_windows import LAPTOP, close, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.widgets.labels import FormLabel

#: the languages, each a group of the module's tests: the module's windows are built in one language
#: (a switch closes them), so its tests in one language run together and share them
RU = pytest.mark.parametrize("lang", ["ru"], scope="module")
ES = pytest.mark.parametrize("lang", ["es"], scope="module")
LANGS = pytest.mark.parametrize("lang", ["es", "ru"], scope="module")


@pytest.fixture(scope="module")
def windows(qapp, tmp_path_factory):  # noqa: ANN001, ANN201
    """``windows(qtbot, lang, ruleset, preset)``: a laptop's window on the demo built in ``lang``,
    one per demo and language, kept for the module's tests in that language (each chooses who
    rolls what itself); a switch of language closes the other language's windows."""
    made: dict[tuple, object] = {}

    def window(qtbot, lang, ruleset, preset):  # noqa: ANN001, ANN202
        if i18n.current_language() != lang:
            close(list(made.values()))
            made.clear()
            assert i18n.set_language(lang), lang
        key = (ruleset, preset)
        if key not in made:
            folder = tmp_path_factory.mktemp(ruleset)
            demo = build_demo(folder / "demo" / "demo.deadwatch", ruleset, preset, language=lang)
            made[key] = open_window(qtbot, folder, demo)
        assert made[key].size().toTuple() == LAPTOP, "a test resized a shared window"
        return made[key]

    yield window
    close(list(made.values()))
    i18n.set_language("en")


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


WRITTEN_IN_RUSSIAN = {"Dana Cruz": "Дана Крус"}


def dice_form(qtbot, windows, lang, ruleset, preset, who, kind):  # noqa: ANN001, ANN201
    """The dice dock in the fight layout of a laptop's window on the demo in ``lang``, ``who``
    about to roll ``kind``."""
    window = windows(qtbot, lang, ruleset, preset)
    if not window.fight_layout.is_on():
        window.fight_layout.set_on(True)
    settle()
    dock = window.docks["diceDock"]
    dock.raise_()
    forms = dock.forms
    # a name the Russian demo writes in Cyrillic ("Dana Cruz" is «Дана Крус» there)
    found = forms.character_combo.findText(who)
    if found < 0:
        found = forms.character_combo.findText(WRITTEN_IN_RUSSIAN.get(who, who))
    forms.character_combo.setCurrentIndex(found)
    settle()
    forms.kind_combo.setCurrentIndex(next(i for i in range(forms.kind_combo.count())
                                          if forms.kind_combo.itemData(i) == kind))
    settle()
    assert forms.form is not None and forms.form.isVisible()
    return forms.form


def cut_boxes(form) -> list[str]:  # noqa: ANN001
    """The shown boxes whose chosen entry does not show whole (one line too narrow, not wrapped)."""
    cut = []
    for combo in form.findChildren(QComboBox):
        if combo.isHidden():  # behind a closed "More"
            continue
        option = QStyleOptionComboBox()
        combo.initStyleOption(option)
        room = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, combo).width()  # Qt's own field
        need = combo.fontMetrics().horizontalAdvance(combo.currentText())
        if need <= room:
            continue
        lines = combo.heightForWidth(combo.width()) if combo.hasHeightForWidth() else -1
        if not (lines > QComboBox.sizeHint(combo).height() and combo.height() >= lines):  # not wrapped whole
            cut.append(f"{combo.currentText()!r}: {need} px in {room}")
    return cut


def cut_labels(form) -> list[str]:  # noqa: ANN001
    """The form's shown labels that run past the form's edge or are shorter than their lines (those
    behind a closed "More" are not on screen)."""
    cut = []
    for label in form.findChildren(FormLabel):
        if label.isHidden():
            continue
        right = label.geometry().right()
        if right >= form.width() or label.height() < label.heightForWidth(label.width()):
            cut.append(f"{label.text()!r}: {label.geometry().getRect()} in a form {form.width()} wide")
    return cut


@RU
def test_a_weapon_reads_whole_in_its_box(qtbot, windows, lang):
    form = dice_form(qtbot, windows, lang, "d10under", None, "Vera", "shot")
    weapon = form.inputs["weapon"]
    assert isinstance(weapon, QComboBox) and weapon.currentText() == "Пистолет Макарова"
    assert cut_boxes(form) == []
    assert cut_labels(form) == []


@ES
def test_a_tick_box_reads_whole_beside_its_words(qtbot, windows, lang):
    form = dice_form(qtbot, windows, lang, "afmbe", "unisystem", "Dana Cruz", "task")
    label = form.form_layout.labelForField(form.inputs["movement"])
    assert label.text() == "Requiere movimiento (sigilo…): cuenta la carga"
    assert cut_labels(form) == []
    assert cut_boxes(form) == []



def every_kind_cut(qtbot, windows, lang, ruleset, preset, who, first):  # noqa: ANN001, ANN201
    """For each roll ``who`` can make (the form of ``first`` opened first), the labels and boxes of
    its form that do not read whole."""
    form = dice_form(qtbot, windows, lang, ruleset, preset, who, first)
    window = form.window()
    window.setGeometry(0, 0, *LAPTOP)  # the laptop's height: the dice dock scrolls, its form narrower
    settle()
    assert window.height() == LAPTOP[1]
    forms = window.docks["diceDock"].forms
    assert forms.character_combo.currentText() in (who, WRITTEN_IN_RUSSIAN.get(who, who))
    cut, seen = {}, 0
    for index in range(forms.kind_combo.count()):
        forms.kind_combo.setCurrentIndex(index)
        settle()
        shown = forms.form
        if shown is None or not shown.isVisible():
            continue
        seen += 1
        found = cut_labels(shown) + cut_boxes(shown)
        if found:
            cut[forms.kind_combo.itemText(index)] = found
    assert seen >= 2  # the forms were looked at, not skipped
    return cut


@LANGS
def test_every_label_of_the_grid_game_s_forms_reads_whole(qtbot, windows, lang):
    """The Spanish shot's «El tirador se movió este turno (mitad de Puntería)» was cut at «mitad de
    Punt»: every label and box of every roll the grid game's fighter makes, whole."""
    assert every_kind_cut(qtbot, windows, lang, "gridlimbs", None, "Kit", "shot") == {}


@LANGS
@pytest.mark.parametrize(("ruleset", "preset", "who", "first"), [
    ("afmbe", "unisystem", "Dana Cruz", "task"),
    ("afmbe", "norms", "Dana Cruz", "task"),
    ("twdu", None, "Ana Reyes", "skill"),
    ("d10under", None, "Vera", "shot"),
])
def test_every_label_of_every_ruleset_s_forms_reads_whole(qtbot, windows, lang, ruleset, preset, who, first):
    assert every_kind_cut(qtbot, windows, lang, ruleset, preset, who, first) == {}
