"""The twdu demo's log, a first night: Ben Okafor gave Mia Chen first aid, and the line read «Mia Chen
se cura — Primeros auxilios: Salud 1.» («Лечение: Mia Chen — …», "Mia Chen healed — …"), as if she had
tended herself (the line's "Ben Okafor" above it says only who acted).  The demo's heal names its
healer now, as the heal dialog's "Who heals" does: "Ben Okafor heals Mia Chen", in English, Russian and
Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from app.services.demo import build_demo
from tests.gui.shared_windows import close, open_window
from ui import i18n


def log_lines(window) -> list[str]:  # noqa: ANN001
    log = window.docks["logDock"].model
    return [str(log.data(log.index(row, 2))) for row in range(log.rowCount())]


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_demo_s_first_aid_names_ben_as_the_healer(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        path = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", language=lang)
        window = open_window(qtbot, tmp_path, path, fight=False)
        try:
            heals = QCoreApplication.translate("log", "{healer} heals {name}").format(healer="Ben Okafor",
                                                                                    name="Mia Chen")
            aid = QCoreApplication.translate("rules", "First aid: Health {health}.").format(health=1)
            shown = [line for line in log_lines(window) if aid in line]
            assert len(shown) == 1, log_lines(window)
            assert shown[0].startswith(heals), shown[0]
        finally:
            close([window])
    finally:
        i18n.set_language("en")
