"""Issue 40: Spanish named the same keys three ways in one session ("Ctrl+Shift+F" in a hint,
"Control+Alt+V" and "Control+Mayúsculas+U" in the menus, which Qt names through its own catalog).
In Spanish and in Russian every key shown (the menus' shortcuts, the actions' hints and tips, the
docks' hint lines, the Keys dialog's list) spells the modifiers and the keys one way: Deadwatch's."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QTreeWidgetItemIterator, QWidget

from tests.gui.helpers import campaign_window
from ui import i18n

#: every spelling of a modifier or key seen in one language or another
SPELLINGS = {
    "Ctrl", "Control", "Shift", "Mayús", "Mayúsculas", "Alt", "Del", "Supr", "Suprimir", "Return",
    "Retorno", "Enter", "Intro", "Esc", "Escape",
}
#: the one spelling each language shows (a modifier before "+", a key on its own)
ONE_WAY = {
    "es": {"Ctrl", "Mayús", "Alt", "Supr", "Intro", "Esc"},
    "ru": {"Ctrl", "Shift", "Alt", "Del", "Enter", "Esc"},
}
WORD = re.compile(r"(?<![\w-])(" + "|".join(sorted(SPELLINGS, key=len, reverse=True)) + r")(?=\+\S|[\s).,;:/]|$)")


def shown_texts(window: QWidget) -> list[str]:
    texts = []
    for action in window.findChildren(QAction):
        texts += [action.text(), action.toolTip(), action.statusTip()]
        texts += [s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts()]
    for widget in window.findChildren(QWidget):
        texts.append(widget.toolTip())
        if isinstance(widget, QLabel):
            texts.append(widget.text())
    return [t for t in texts if t]


@pytest.mark.parametrize("lang", ["es", "ru"])
@pytest.mark.parametrize("ruleset", ["twdu", "gridlimbs"])
def test_every_key_shown_is_spelled_one_way(qtbot, tmp_path, lang, ruleset):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, ruleset)
        from ui.dialogs.keys_dialog import KeysDialog

        dialog = KeysDialog(window.settings, window)
        qtbot.addWidget(dialog)
        texts = shown_texts(window)
        rows = QTreeWidgetItemIterator(dialog.tree)
        while (row := rows.value()) is not None:
            texts += [row.text(0), row.text(1), row.toolTip(0)]
            rows += 1
        seen: dict[str, str] = {}
        for text in texts:
            for word in WORD.findall(text):
                seen.setdefault(word, text)
        others = {word: text for word, text in seen.items() if word not in ONE_WAY[lang]}
        assert others == {}, f"{lang}: keys spelled another way"
        assert {"Ctrl", "Alt"} <= set(seen)
    finally:
        i18n.set_language("en")
