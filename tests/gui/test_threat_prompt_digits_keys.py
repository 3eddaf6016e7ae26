"""The threat dial's question by keys, in each language: it said "why? 1-9 or a click" over three
reasons (a hyphen, and digits no reason has), and the single attack's "on whom? 1-9" over four people.
Now it says the digits that answer, with an en dash: "1–3" for three reasons ("1–8" for eight), "1–4"
for four people; «почему? 1–3», «¿por qué? 1–3».  The Russian declaration's dialog read «OK» in Latin
letters beside «Отмена»: «ОК» now (Qt's own word, said by Deadwatch's catalog), «Aceptar» in Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from app.services.demo import build_demo
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import Keys
from tests.gui.test_threat_dock import make_window, reasons
from ui import i18n, open_main_window

WHY = {"en": "why? {d} or a click", "ru": "почему? {d} или щелчок", "es": "¿por qué? {d} o un clic"}
WHOM = {"en": "on whom? {d} or a click", "ru": "на кого? {d} или щелчок", "es": "¿contra quién? {d} o un clic"}


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_threat_question_says_the_digits_its_reasons_have(qtbot, tmp_path, language):
    window, dock, _ = make_window(qtbot, tmp_path)
    try:
        window.set_language(language)
        dial = dock.dial
        dial.setFocus()
        qtbot.keyClick(dial, Qt.Key.Key_Plus)
        assert len(reasons(dock)) == 8
        assert WHY[language].format(d="1–8") in dock.prompt.text(), dock.prompt.text()
        qtbot.keyClick(dial, Qt.Key.Key_4)  # Threat 1
        qtbot.keyClick(dial, Qt.Key.Key_Minus)  # down: fewer reasons
        count = len(reasons(dock))
        assert 1 < count < 9, reasons(dock)
        assert WHY[language].format(d=f"1–{count}") in dock.prompt.text(), (dock.prompt.text(), reasons(dock))
        assert "1-9" not in dock.prompt.text()
        qtbot.keyClick(dial, Qt.Key.Key_Escape)
        qtbot.keyClick(dial, Qt.Key.Key_Plus)  # up again: the single attack instead, then on whom
        qtbot.keyClick(dial, Qt.Key.Key_7)
        people = len(reasons(dock))
        assert 1 < people < 9, reasons(dock)
        assert WHOM[language].format(d=f"1–{people}") in dock.prompt.text(), (dock.prompt.text(), reasons(dock))
    finally:
        window.set_language("en")
        i18n.set_language("en")


@pytest.mark.parametrize(("language", "ok"), [("ru", "ОК"), ("es", "Aceptar"), ("en", "OK")])
def test_the_declaration_s_ok_reads_in_the_language_s_letters(qtbot, tmp_path, language, ok):
    assert i18n.set_language(language)
    try:
        path = build_demo(tmp_path / "twdu.deadwatch", "twdu", None, language=language)
        window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        activate(qtbot, window)
        services = window.services
        assert services.initiative.start([c.id for c in services.characters.characters()], name="Yard")
        QApplication.processEvents()
        window.docks["initiativeDock"].tree.setFocus()
        seen: dict[str, object] = {}
        keys = Keys(qtbot)

        def look(dialog) -> None:  # noqa: ANN001
            try:
                qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
                box = dialog.findChild(QDialogButtonBox)
                seen["ok"] = box.button(QDialogButtonBox.StandardButton.Ok).text()
                if language == "ru":  # the dialog's own words (not the fighters' names): Cyrillic letters alone
                    words = [w.text() for w in dialog.findChildren(QDialogButtonBox)[0].buttons()]
                    words += [dialog.phase.itemText(i) for i in range(dialog.phase.count())]
                    words += [dialog.against_label.text(), dialog.action.placeholderText()]
                    seen["latin"] = [w for w in words if any("a" <= c.lower() <= "z" for c in w)]
            finally:
                dialog.reject()

        when_dialog_opens(look)
        keys.key(Qt.Key.Key_E)
        assert seen["ok"] == ok, seen
        if language == "ru":
            assert seen["latin"] == [], seen
    finally:
        i18n.set_language("en")
