"""One campaign a ruleset for each audit module (each test makes its own characters in it), and a
fresh one for the tests that need the campaign to themselves (fights, the threat, swarms)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.services.bundle import Services
from tests.audit.helpers import campaign


def _shared(tmp_path_factory: pytest.TempPathFactory, ruleset: str, preset: str | None) -> Iterator[Services]:
    with campaign(tmp_path_factory.mktemp(ruleset), ruleset, preset) as services:
        yield services


@pytest.fixture(scope="module")
def norms(tmp_path_factory, qapp) -> Iterator[Services]:
    yield from _shared(tmp_path_factory, "afmbe", "norms")


@pytest.fixture(scope="module")
def uni(tmp_path_factory, qapp) -> Iterator[Services]:
    yield from _shared(tmp_path_factory, "afmbe", "unisystem")


@pytest.fixture(scope="module")
def twdu(tmp_path_factory, qapp) -> Iterator[Services]:
    yield from _shared(tmp_path_factory, "twdu", None)


@pytest.fixture(scope="module")
def d10(tmp_path_factory, qapp) -> Iterator[Services]:
    yield from _shared(tmp_path_factory, "d10under", None)


@pytest.fixture(scope="module")
def grid(tmp_path_factory, qapp) -> Iterator[Services]:
    yield from _shared(tmp_path_factory, "gridlimbs", None)


@pytest.fixture
def fresh(tmp_path, qapp, request) -> Iterator[Services]:
    """A campaign of its own: ``@pytest.mark.parametrize("fresh", [("twdu", None)], indirect=True)``."""
    ruleset, preset = request.param
    with campaign(tmp_path, ruleset, preset) as services:
        yield services
