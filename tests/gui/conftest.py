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
        qapp.installEventFilter(_INSTALLED[0].filter)
    yield
