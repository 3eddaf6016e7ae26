"""``--lang ru`` after a night on the English demo reopened the English demo, and ``--lang es``
after the Russian one the Russian one: a GM who asks for a language on the command line and was
last on one of Deadwatch's demos gets that language's demo (built as on a first run), and the
status bar says so.  Any other campaign reopens as before, whatever the language."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from app.__main__ import parser, prepare_db
from app.services.demo import demo_path
from app.services.demo_names import demos_folder
from app.services.files import create_campaign
from tests.gui.helpers import quit_if_hung
from tests.gui.test_launch import FirstPaint
from ui import i18n
from ui.launch import run_gui


@pytest.fixture
def started(qapp):
    probe = FirstPaint(qapp)
    hung = quit_if_hung(qapp)  # never hang the suite
    qapp.setOrganizationName("Deadwatch")  # the settings run_gui reads (it names the application so)
    qapp.setApplicationName("Deadwatch")
    QSettings().clear()
    yield probe
    hung.stop()
    qapp.removeEventFilter(probe)
    if probe.window is not None:
        probe.window.close()
        probe.window.deleteLater()
    qapp.setStyleSheet("")
    qapp.setProperty("deadwatchTheme", None)
    i18n.set_language("en")
    QSettings().clear()


def _start(*argv: str) -> int:
    args = parser().parse_args(["--theme", "dark", "--smoke", *argv])
    return run_gui(args, lambda: prepare_db(args))


def _opened() -> str:
    return str(QSettings().value("lastCampaign"))


NOTE = "The demo {in_language}, as --lang {code} asked, instead of the last campaign ({last})"
#: the language named mid-sentence as each language writes it: "en español" in lower case (the status
#: line said "La campaña de demostración en Español"), «на русском» (not «на языке «Русский»»)
NAMED = {"ru": "Демо-кампания на русском,", "es": "La campaña de demostración en español,",
         "en": "The demo in English,"}


@pytest.mark.parametrize(("before", "asked", "title"), [
    ("en", "ru", "Ходячие мертвецы"), ("ru", "es", "The Walking Dead"), ("es", "en", "The Walking Dead")])
def test_lang_opens_the_demo_of_that_language_after_another_languages_demo(started, before, asked, title):
    last = demo_path("twdu", language=before)
    QSettings().setValue("lastCampaign", str(last))
    assert _start("--lang", asked) == 0
    window = started.window
    wanted = demos_folder() / (f"twdu-{asked}.deadwatch" if asked != "en" else "twdu.deadwatch")
    assert Path(_opened()) == wanted and wanted.exists()
    assert window.services.campaign.campaign.name.startswith(title)
    assert wanted.name in started.seen["status"]  # named from the first paint
    said = QCoreApplication.translate("MainWindow", NOTE).format(
        in_language=i18n.in_language(asked), code=asked, last=last.name)
    assert said in window.statusBar().currentMessage()
    assert NAMED[asked] in window.statusBar().currentMessage()
    assert asked == "en" or i18n.language_name(asked) not in window.statusBar().currentMessage()
    assert wanted.name in window.statusBar().currentMessage()
    assert f" · {said}" in window.statusBar().currentMessage()  # apart from "Opened …", not run into it


def test_lang_reopens_the_same_languages_demo_and_any_other_campaign_as_before(started, tmp_path):
    english = demo_path("twdu", language="en")
    QSettings().setValue("lastCampaign", str(english))
    assert _start("--lang", "en") == 0
    assert Path(_opened()) == english
    started.window.close()
    started.window = None
    night = tmp_path / "night.deadwatch"
    create_campaign(str(night), "Night at the mall", "twdu").engine.dispose()
    copy = tmp_path / "twdu.deadwatch"  # a demo saved elsewhere is the GM's own campaign
    shutil.copy(english, copy)
    for campaign in (night, copy):
        QSettings().setValue("lastCampaign", str(campaign))
        assert _start("--lang", "ru") == 0
        assert Path(_opened()) == campaign
        window = started.window or started.shown
        assert window is not None
        assert "демо" not in window.statusBar().currentMessage().lower()
        window.close()
        started.window = started.shown = None
        i18n.set_language("en")


def test_a_demo_reopened_without_lang_stays_the_one_it_was(started):
    russian = demo_path("twdu", language="ru")
    QSettings().setValue("lastCampaign", str(russian))
    QSettings().setValue("language", "es")  # the last language used, not asked for now
    assert _start() == 0
    assert Path(_opened()) == russian
