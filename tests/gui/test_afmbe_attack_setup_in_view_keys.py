"""AFMBE unisystem demo at 1366×768 in the fight layout (F11), in English, Russian and Spanish: an
attack's setup (the kind of roll, the target, the weapon, the range, the shots or the burst, the
modifiers), its odds, the typed dice and Roll show together in the dice dock, for a single shot, a
burst and a blow, while the GM changes a field by keys.  One input a row, each list box under its
label, the attack ran to 740 pixels in a 660-pixel view: the odds and Roll lay under the fold, and
the GM scrolled to read them after each change.  The form now puts each label beside its input
(two inputs a row where both fit), and the turn's line and the dice's parts go under Roll; no label
is cut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.test_afmbe_dice_reach import pick_with_keys, tab_to
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n, open_main_window

RIFLE = {"name": "M16", "damage": "d8×4", "damage_type": "bullet", "ranged": True, "ammo": 30, "automatic": True}
GUNS = [{"name": "Guns", "type": "Rifle", "level": 3}]


def settle(qtbot) -> None:  # noqa: ANN001
    for _ in range(4):
        QApplication.processEvents()
    qtbot.wait(30)
    QApplication.processEvents()


def in_view(dock, widget: QWidget) -> bool:  # noqa: ANN001
    view = dock.roll_scroll.viewport()
    return view.rect().contains(QRect(widget.mapTo(view, QPoint(0, 0)), widget.size()))


def cut_labels(form) -> list[str]:  # noqa: ANN001
    """The form's labels shown that their box does not hold whole."""
    return [label.text() for label in form.findChildren(QLabel) if label.isVisible() and label.text()
            and (label.heightForWidth(label.width()) > label.height()
                 or label.fontMetrics().horizontalAdvance(max(label.text().split(), key=len)) > label.width())]


def loose_labels(form) -> list[str]:  # noqa: ANN001
    """The form's labels shown taller than their lines and the inputs of their row by a line or
    more: a gap round them (a label laid out narrow once kept its ten lines' height when wider)."""
    out = []
    inputs = [w for w in form.inputs.values() if w.isVisible()]
    for label in form.labels.values():
        if not label.isVisible():
            continue
        metrics = label.fontMetrics()
        lines = metrics.boundingRect(QRect(0, 0, label.width(), 10000), Qt.TextFlag.TextWordWrap, label.text()).height()
        row = [w.height() for w in inputs if w.y() < label.y() + label.height() and w.y() + w.height() > label.y()]
        if label.height() >= max([lines, *row]) + metrics.height():
            out.append(label.text())
    return out


def setup(dock) -> list[QWidget]:  # noqa: ANN001
    """What the GM reads to set the attack up and roll it."""
    form = dock.form
    keys = ["weapon", "modifiers", "range", "shot_number", "fire", "burst_size", "burst_number", "rounds"]
    shown = [form.inputs[key] for key in keys if key in form.inputs and form.inputs[key].isVisible()]
    return [dock.kind_combo, dock.opponent_combo, *shown, dock.odds_label, dock.faces_edit, dock.roll_button]


def turn_of(qtbot, window, name: str) -> None:  # noqa: ANN001
    """N in the fight list until it is ``name``'s turn."""
    services = window.services
    tree = window.docks["initiativeDock"].tree
    for _ in range(12):
        if services.characters.character(services.initiative.current().character_id).name == name:
            return
        tree.setFocus()
        qtbot.keyClick(tree, Qt.Key.Key_N)
        settle(qtbot)
    raise AssertionError(f"never {name}'s turn")


def all_in_view(qtbot, dock, what: str) -> None:  # noqa: ANN001
    settle(qtbot)
    out = [w.objectName() for w in setup(dock) if not in_view(dock, w)]
    if out:  # how far the setup runs past the view
        view = dock.roll_scroll.viewport()
        top = dock.kind_combo.mapTo(view, QPoint(0, 0)).y()
        bottom = dock.roll_button.mapTo(view, QPoint(0, 0)).y() + dock.roll_button.height()
        out.append(f"kind of roll to Roll: {bottom - top} px in a {view.height()} px view")
    assert out == [], (what, out)
    for form in (dock.form, dock.opponent_form):
        if form is not None:
            assert cut_labels(form) == [], what
            assert loose_labels(form) == [], what


@pytest.mark.parametrize("layout", ["fight", "default"])
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_attack_s_setup_odds_typed_dice_and_roll_show_together(qtbot, tmp_path, lang, layout):
    assert i18n.set_language(lang)
    try:
        path = build_demo(tmp_path / "a.deadwatch", "afmbe", "unisystem", language=lang)
        window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        activate(qtbot, window)
        services = window.services
        assert services.characters.create("Gunner", "pc", {"dex": 3, "skills": GUNS, "weapons": [RIFLE]})
        names = {c.name: int(c.id) for c in services.characters.characters()}
        services.initiative.start(list(names.values()))
        services.initiative.roll()
        if layout == "fight":
            window.fight_layout.action.trigger()  # F11
        dock = window.docks["diceDock"]
        dana, tom, _vic, shambler = (c.name for c in services.characters.characters()[:4])
        for name, what in ((dana, "single shot"), ("Gunner", "burst"), (tom, "blow"), (shambler, "bite")):
            turn_of(qtbot, window, name)
            settle(qtbot)
            assert dock.kind_combo.currentData() == "attack", (what, dock.kind_combo.currentText())
            form = dock.form
            all_in_view(qtbot, dock, f"{what}: the turn opens")
            dock.kind_combo.setFocus()  # down the form by Tab, as the GM sets the attack up
            tab_to(qtbot, form.inputs["modifiers"])
            qtbot.keyClick(form.inputs["modifiers"], Qt.Key.Key_Up)
            all_in_view(qtbot, dock, f"{what}: a modifier")
            if what in ("blow", "bite"):
                assert form.inputs["melee"].isChecked(), form.inputs["weapon"].currentText()
            else:
                tab_to(qtbot, form.inputs["range"])
                pick_with_keys(qtbot, form.inputs["range"], form.inputs["range"].itemText(3))  # long range
                all_in_view(qtbot, dock, f"{what}: long range")
            if what == "burst":
                tab_to(qtbot, form.inputs["fire"])
                qtbot.keyClick(form.inputs["fire"], Qt.Key.Key_Down)  # a burst
                assert form.values()["fire"] == "burst"
                all_in_view(qtbot, dock, "burst picked")
    finally:
        i18n.set_language("en")
