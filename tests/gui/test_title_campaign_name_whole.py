"""The window's title cut a campaign's name of more than 48 characters at any width: "All Flesh
(Unisystem): Hosp…la Misericordia — afmbe-unisystem-es.deadwatch — Deadwatch" on a 1366 px laptop
whose title bar had the room for it whole.  The title now shows the whole name where the title bar
holds it, in every language, and shortens it around "…" only in a window too narrow for it (a
window made narrower shortens it, made wider again shows it whole)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tests.gui.shared_windows import close, open_window
from ui import i18n
from ui.dialogs.title_room import title_width


@pytest.fixture
def lang(request):  # noqa: ANN001, ANN201
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


@pytest.mark.qt_log_ignore("This plugin does not support")
@pytest.mark.parametrize("lang", ["en", "ru", "es"], indirect=True)
def test_the_campaigns_whole_name_is_in_the_title_where_the_title_bar_holds_it(qtbot, tmp_path, lang):
    from app.services.demo import build_demo

    demo = build_demo(tmp_path / "demo" / f"afmbe-unisystem-{lang}.deadwatch", "afmbe", "unisystem", language=lang)
    window = open_window(qtbot, tmp_path, demo, fight=False)
    try:
        settle()
        name = window.services.campaign.campaign.name
        long = len(name) > 48  # "All Flesh (Unisystem): Hospital de la Misericordia" (Spanish)
        assert long == (lang == "es"), name
        title = window.windowTitle()
        assert title == f"{name} — {demo.name} — Deadwatch", title
        assert title_width(window) <= window.width()  # the title bar shows it whole
        if where := os.environ.get("DEADWATCH_SHOTS"):
            Path(where, f"title-{lang}.txt").write_text(title + "\n", encoding="utf-8")
        window.resize(560, 768)  # too narrow for the whole name: its start and its end
        settle()
        short = window.windowTitle()
        assert short.startswith(name[:12]) and short.endswith(f" — {demo.name} — Deadwatch"), short
        assert ("…" in short) == long, short  # a shorter name is whole in a narrow window too
        window.resize(1366, 768)
        settle()
        assert window.windowTitle() == title
    finally:
        close([window])
