"""Issue 40, point 5: in the AFMBE dice dock a zombie attacked defends with nothing by default (the
dead do not dodge), a living target with a dodge, and a defence the GM picked stays picked when
the target changes."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.shared_windows import open_window


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def test_the_defence_follows_who_is_attacked(qtbot, tmp_path):
    demo = build_demo(tmp_path / "demo" / "afmbe.deadwatch", "afmbe", "unisystem")
    window = open_window(qtbot, tmp_path, demo, fight=False)
    qtbot.addWidget(window)
    forms = window.docks["diceDock"].forms
    forms.character_combo.setCurrentIndex(forms.character_combo.findText("Dana Cruz"))
    settle()
    forms.kind_combo.setCurrentIndex(next(i for i in range(forms.kind_combo.count())
                                          if forms.kind_combo.itemData(i) == "attack"))
    settle()

    def target(name: str) -> str:
        forms.opponent_combo.setCurrentIndex(forms.opponent_combo.findText(name))
        settle()
        assert forms.opponent_form is not None
        return str(forms.opponent_form.values()["defence"])

    assert target("Shambler") == "none"
    assert forms.request(False).inputs["defence"] == "none"  # what the roll and its odds take
    assert target("Father Tom") == "dodge"
    assert target("Shambler") == "none"
    box = forms.opponent_form.inputs["defence"]
    box.setCurrentIndex(box.findData("shove"))  # the GM's own pick for the zombie
    assert target("Father Tom") == "shove"
    assert target("Shambler") == "shove"
