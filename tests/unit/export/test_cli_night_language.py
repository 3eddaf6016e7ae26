"""`deadwatch export` without --lang writes the night in the language it was played in, as the
window's File → Export does: the Russian demo's night in Russian, whatever language the console was
last switched to (it wrote English when the console's last language was not Russian); --lang still
decides."""

from __future__ import annotations

import pytest

from app.export.cli import main
from app.services.demo import build_demo


@pytest.fixture()
def console_in(request):  # noqa: ANN001, ANN201
    """The console's last language set to ``request.param`` ("" for none kept) for the test."""
    from PySide6.QtCore import QSettings

    settings = QSettings("Deadwatch", "Deadwatch")
    before = settings.value("language")
    if request.param:
        settings.setValue("language", request.param)
    else:
        settings.remove("language")
    settings.sync()
    yield request.param
    settings.setValue("language", before) if before is not None else settings.remove("language")
    settings.sync()


@pytest.mark.parametrize("console_in", ["", "en", "es"], indirect=True)
def test_the_russian_demo_exports_in_russian(tmp_path, capsys, console_in):
    path = build_demo(tmp_path / "night.deadwatch", "twdu", None, language="ru")
    assert main(["--db", str(path), "--format", "md"]) == 0
    text = capsys.readouterr().out
    assert "Сессия 1 началась" in text, text[:800]
    assert "Session 1 started" not in text
    assert main(["--db", str(path), "--format", "csv", "-o", str(tmp_path / "night.csv")]) == 0
    assert "записано" in capsys.readouterr().err  # the command line's own line, in the night's language too
    assert main(["--db", str(path), "--format", "md", "--lang", "en"]) == 0
    assert "Session 1 started" in capsys.readouterr().out


def test_the_english_demo_exports_in_english_after_a_console_in_spanish(tmp_path, capsys):
    from PySide6.QtCore import QSettings

    path = build_demo(tmp_path / "night.deadwatch", "twdu", None, language="en")
    settings = QSettings("Deadwatch", "Deadwatch")
    settings.setValue("language", "es")
    settings.sync()
    try:
        assert main(["--db", str(path), "--format", "md"]) == 0
    finally:
        settings.remove("language")
        settings.sync()
    assert "Session 1 started" in capsys.readouterr().out
