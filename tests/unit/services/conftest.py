"""What the services tests share: a new twdu or afmbe campaign's services (the Foundry and spreadsheet
import tests' starting point)."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign


def _new_campaign(tmp_path, ruleset: str):  # noqa: ANN001, ANN202
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", ruleset, None, {}).engine.dispose()
    return open_services(str(path), Dice(seed=3))


@pytest.fixture
def twdu(tmp_path, qapp):  # noqa: ANN001, ANN201
    """The services of a new, empty twdu campaign, with seeded dice."""
    services = _new_campaign(tmp_path, "twdu")
    yield services
    services.close()


@pytest.fixture
def afmbe(tmp_path, qapp):  # noqa: ANN001, ANN201
    """The services of a new, empty afmbe campaign, with seeded dice."""
    services = _new_campaign(tmp_path, "afmbe")
    yield services
    services.close()
