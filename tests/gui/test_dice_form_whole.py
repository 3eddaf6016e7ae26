"""Issue 40, point 3: the dice dock's form reads whole on a 1366×768 laptop in the fight layout
(F11), where the dock is narrowest: the Russian d10under weapon «Пистолет Макарова» whole in its
box (not «Пистолет Макаров»), and the Spanish AFMBE task's tick box «Requiere movimiento (sigilo…):
cuenta la carga» whole (its label ran past the form's edge: «cuenta l carga»)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QComboBox, QStyle, QStyleOptionComboBox

from app.services.demo import build_demo
from tests.gui.shared_windows import open_window
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
    forms.character_combo.setCurrentIndex(forms.character_combo.findText(who))
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
