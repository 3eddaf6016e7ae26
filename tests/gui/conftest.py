"""The GUI tests' application: a modal dialog asks for the focus again when a loaded machine dropped
its first request (tests/gui/helpers.py ModalFocus)."""

from __future__ import annotations

import pytest

from tests.gui.helpers import ModalFocus

_INSTALLED: list[ModalFocus] = []


@pytest.fixture(autouse=True)
def _modal_focus(qapp):  # noqa: ANN001, ANN202
    if not _INSTALLED:
        _INSTALLED.append(ModalFocus())
        _INSTALLED[0].start()
    yield


@pytest.fixture(scope="module", autouse=True)
def _module_leaves_no_window(qapp, request):  # noqa: ANN001, ANN202
    """At a module's end (its own shared windows closed by then) no window of it lives on: one left
    alive, closed but not deleted (a window ``run_gui`` made and closed), was restyled and
    retranslated at every later theme and language switch of the process, and made each test of
    tests/gui/test_focus_frames.py take five seconds instead of five hundredths.  Deleted here, and
    named on stderr so the test that left it can be mended."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication, QMainWindow

    from tests.gui.helpers import _said as said

    yield
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    left = [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMainWindow) or w.objectName() == "playerDisplay"]
    for window in left:
        said(f"{request.module.__name__} left {type(window).__name__} alive at its end; deleted")
        window.close()
        window.deleteLater()
    if left:
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
