"""Issue 40, point 3: the dice dock's form reads whole on a 1366×768 laptop in the fight layout
(F11), where the dock is narrowest: the Russian d10under weapon «Пистолет Макарова» whole in its
box (not «Пистолет Макаров»), and the Spanish AFMBE task's tick box «Requiere movimiento (sigilo…):
cuenta la carga» whole (its label ran past the form's edge: «cuenta l carga»)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QComboBox, QStyle, QStyleOptionComboBox

from app.services.demo import build_demo
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.widgets.labels import FormLabel


@pytest.fixture
def lang(request):  # noqa: ANN001, ANN201
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


WRITTEN_IN_RUSSIAN = {"Dana Cruz": "Дана Крус"}


def dice_form(qtbot, tmp_path, lang, ruleset, preset, who, kind):  # noqa: ANN001, ANN201
    """The dice dock in the fight layout of a laptop's window on the demo in ``lang``, ``who``
    about to roll ``kind``."""
    demo = build_demo(tmp_path / "demo" / "demo.deadwatch", ruleset, preset, language=lang)
    window = open_window(qtbot, tmp_path, demo)
    qtbot.addWidget(window)
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
    """The boxes whose chosen entry does not show whole (one line too narrow, not wrapped)."""
    cut = []
    for combo in form.findChildren(QComboBox):
        option = QStyleOptionComboBox()
        combo.initStyleOption(option)
        room = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, combo).width() - 2
        need = combo.fontMetrics().horizontalAdvance(combo.currentText())
        if need <= room:
            continue
        lines = combo.heightForWidth(combo.width()) if combo.hasHeightForWidth() else -1
        if not (lines > QComboBox.sizeHint(combo).height() and combo.height() >= lines):  # not wrapped whole
            cut.append(f"{combo.currentText()!r}: {need} px in {room}")
    return cut


def cut_labels(form) -> list[str]:  # noqa: ANN001
    """The form's labels that run past the form's edge or are shorter than their lines."""
    cut = []
    for label in form.findChildren(FormLabel):
        right = label.geometry().right()
        if right >= form.width() or label.height() < label.heightForWidth(label.width()):
            cut.append(f"{label.text()!r}: {label.geometry().getRect()} in a form {form.width()} wide")
    return cut


@pytest.mark.parametrize("lang", ["ru"], indirect=True)
def test_a_weapon_reads_whole_in_its_box(qtbot, tmp_path, lang):
    form = dice_form(qtbot, tmp_path, lang, "d10under", None, "Vera", "shot")
    weapon = form.inputs["weapon"]
    assert isinstance(weapon, QComboBox) and weapon.currentText() == "Пистолет Макарова"
    assert cut_boxes(form) == []
    assert cut_labels(form) == []


@pytest.mark.parametrize("lang", ["es"], indirect=True)
def test_a_tick_box_reads_whole_beside_its_words(qtbot, tmp_path, lang):
    form = dice_form(qtbot, tmp_path, lang, "afmbe", "unisystem", "Dana Cruz", "task")
    label = form.form_layout.labelForField(form.inputs["movement"])
    assert label.text() == "Requiere movimiento (sigilo…): cuenta la carga"
    assert cut_labels(form) == []
    assert cut_boxes(form) == []



def every_kind_cut(qtbot, tmp_path, lang, ruleset, preset, who, first):  # noqa: ANN001, ANN201
    """For each roll ``who`` can make (the form of ``first`` opened first), the labels and boxes of
    its form that do not read whole."""
    form = dice_form(qtbot, tmp_path, lang, ruleset, preset, who, first)
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


@pytest.mark.parametrize("lang", ["es", "ru"], indirect=True)
def test_every_label_of_the_grid_game_s_forms_reads_whole(qtbot, tmp_path, lang):
    """The Spanish shot's «El tirador se movió este turno (mitad de Puntería)» was cut at «mitad de
    Punt»: every label and box of every roll the grid game's fighter makes, whole."""
    assert every_kind_cut(qtbot, tmp_path, lang, "gridlimbs", None, "Kit", "shot") == {}


@pytest.mark.parametrize("lang", ["es", "ru"], indirect=True)
@pytest.mark.parametrize(("ruleset", "preset", "who", "first"), [
    ("afmbe", "unisystem", "Dana Cruz", "task"),
    ("afmbe", "norms", "Dana Cruz", "task"),
    ("twdu", None, "Ana Reyes", "skill"),
    ("d10under", None, "Vera", "shot"),
])
def test_every_label_of_every_ruleset_s_forms_reads_whole(qtbot, tmp_path, lang, ruleset, preset, who, first):
    assert every_kind_cut(qtbot, tmp_path, lang, ruleset, preset, who, first) == {}
