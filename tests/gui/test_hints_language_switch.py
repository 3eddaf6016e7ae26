"""A live switch of language (es → en → ru, the Language menu) left Spanish hints on a Russian
screen: the swarm panel's typed-dice field under the random victim's die ("1 × d2: 1 Ana Reyes,
2 Mia Chen") kept «dados de la mesa (vacío: tirar aquí)», its tooltip the Spanish one (issue 41): a
hint set once, when the field was made, and not again on the change of language.  Every field's
hint, every tooltip and every label of the panels is now in the language switched to."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from app.services.demo import build_demo
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import settle
from ui import i18n
from ui.dock_goto import go_to

I18N = Path(__file__).resolve().parents[2] / "i18n"


def _translations(code: str) -> set[str]:
    root = ET.parse(I18N / f"deadwatch_{code}.ts").getroot()
    return {t.text for t in root.iter("translation") if t.text}


def _hints(dock: QWidget) -> list[tuple[str, str]]:
    """(object name, text) of each field's hint, each tooltip and each label in ``dock``."""
    out = [(w.objectName(), w.placeholderText()) for w in dock.findChildren(QLineEdit) if w.placeholderText()]
    out += [(w.objectName(), w.toolTip()) for w in dock.findChildren(QWidget) if w.toolTip()]
    out += [(w.objectName(), w.text()) for w in dock.findChildren(QLabel) if w.text()]
    return out


def test_a_live_switch_of_language_leaves_no_hint_in_the_language_before(qtbot, tmp_path):  # noqa: ANN001
    i18n.set_language("es")
    source = build_demo(tmp_path / "twdu.deadwatch", "twdu", None)
    (tmp_path / "live").mkdir()
    window = open_window(qtbot, tmp_path / "live", source, LAPTOP)
    try:
        services = window.services
        for _ in range(3):
            services.threat.step(1)
        services.swarm.set_dead(17)
        assert services.swarm.start(False)
        for name in ("swarmDock", "threatDock", "initiativeDock", "diceDock"):
            go_to(window.docks[name])
            settle()
        spanish = _translations("es") - _translations("ru")
        victim_die = window.docks["swarmDock"].outcome_box.victim_die
        assert victim_die.placeholderText() in spanish  # «dados de la mesa (vacío: tirar aquí)», or short
        for code in ("en", "ru"):
            window.set_language(code)
            settle()
        left = [(name, field, text) for name, dock in window.docks.items()
                for field, text in _hints(dock) if text in spanish]
        assert left == [], "\n".join(map(str, left))
        assert victim_die.placeholderText() in _translations("ru")
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
