"""What the services tests share: a new twdu campaign's services (the Foundry and spreadsheet import
tests' starting point)."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign


@pytest.fixture
def twdu(tmp_path, qapp):  # noqa: ANN001, ANN201
    """The services of a new, empty twdu campaign, with seeded dice."""
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    yield services
    services.close()
