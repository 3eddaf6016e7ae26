"""Test set-up: Qt runs offscreen, and user folders (settings, data) point into a temp folder."""

from __future__ import annotations

import os
import tempfile

_HOME = tempfile.mkdtemp(prefix="deadwatch-tests-")
# two screens, the GM's laptop and a projector, for the player display tests
_SCREENS = os.path.join(os.path.dirname(__file__), "screens.json")
os.environ["QT_QPA_PLATFORM"] = os.environ.get("DEADWATCH_TEST_PLATFORM", f"offscreen:configfile={_SCREENS}")
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ.setdefault("QT_QPA_FONTDIR", "/usr/share/fonts/truetype/dejavu")

import pytest  # noqa: E402

from app.rules.dice import Dice  # noqa: E402
from tests import demo_copies, new_files  # noqa: E402

new_files.install()  # new campaign files start from the schema made once (tests/new_files.py)
demo_copies.install()  # each demo built once a process, copied after (tests/demo_copies.py)


@pytest.fixture
def campaign_path(tmp_path):
    """A fresh d10under campaign file with two characters."""
    from app.services.files import create_campaign
    from tests.stores import new_database, on_server

    if on_server():  # the store and services tests' second run: a new database on the test server
        url = new_database()
        create_campaign(url, "Test campaign", "d10under").engine.dispose()
        return url
    path = tmp_path / "test.deadwatch"
    create_campaign(str(path), "Test campaign", "d10under").engine.dispose()
    return path


@pytest.fixture
def services(campaign_path, qapp):
    from app.services.bundle import open_services

    svc = open_services(str(campaign_path), Dice(seed=1))
    yield svc
    svc.close()


@pytest.fixture(scope="module", autouse=True)
def _english_between_modules():  # noqa: ANN202
    """A module that switched the interface's language (its windows in Russian or Spanish) gives the
    next module English, as every module expects unless it says otherwise: which module comes next
    in a process depends on how the test processes share the modules out."""
    yield
    import sys

    i18n = sys.modules.get("ui.i18n")
    if i18n is not None and i18n.current_language() != "en":
        i18n.set_language("en")


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_teardown(item):  # noqa: ANN001, ANN201
    """After pytest-qt has closed a test's widgets (``deleteLater``), delete them: with no event
    loop running, the deferred deletes never came, and every window a test opened stayed alive —
    thousands of widgets that each later style sheet or language switch restyled and retranslated."""
    result = yield
    import sys

    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication, QDialog

    helpers = sys.modules.get("tests.gui.helpers")
    if helpers is not None:  # the test's dialog pollers stop (tests/gui/helpers.py)
        helpers.ENDED[0] += 1
    if QApplication.instance() is not None:
        # a popup or a modal dialog a test left open would keep every later window of this
        # process from being activated (each later test then fails waiting for the focus)
        for _ in range(10):
            stray = QApplication.activePopupWidget() or QApplication.activeModalWidget()
            if stray is None:
                break
            print(f"\n{item.nodeid} left {type(stray).__name__} open; closed", file=sys.stderr)
            stray.close()
            if stray.isVisible() and isinstance(stray, QDialog):
                stray.done(QDialog.DialogCode.Rejected)  # a dialog that refuses to close ends its exec()
            if stray.isVisible():
                stray.hide()
            QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    _collector_between_tests()
    # the console's last language (a test started it with --lang ru) is no later test's default:
    # the command line's export writes in it when not told
    from PySide6.QtCore import QSettings

    kept = QSettings("Deadwatch", "Deadwatch")
    if kept.contains("language"):
        kept.remove("language")
        kept.sync()
    return result


#: every how many tests the harness lets go of what the tests' closed windows left (see below)
COLLECT_EVERY = 25
_tests_since_collect = [0]


def _collector_between_tests() -> None:
    """The test process opens thousands of campaigns, one after another.  Each opening after the
    first would unfreeze everything the process ever set aside and walk it in a full collection
    (``ui.memory.freeze_long_lived``: right for a GM who opens another campaign, 0.2 s here, where
    the process holds every module of the program and its tests: a sixth of the GUI tests' time).
    Between tests the next opening is made a first one (set aside without a full pass), and the
    harness does the full pass itself every :data:`COLLECT_EVERY` tests, so the closed windows'
    reference cycles still go.  tests/gui/test_collector.py tests the opening's own collection."""
    import gc
    import sys

    memory = sys.modules.get("ui.memory")
    if memory is None or not memory._frozen_before:  # noqa: SLF001 - no campaign opened since
        return
    _tests_since_collect[0] += 1
    if _tests_since_collect[0] >= COLLECT_EVERY:
        _tests_since_collect[0] = 0
        gc.unfreeze()
        gc.collect()
        gc.freeze()
    memory._frozen_before = False  # noqa: SLF001
