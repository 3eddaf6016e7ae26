"""Norms: the dead run was offered only for a skill typed "Running" of type "Dash"; a Spanish GM who
typed it as the console writes it ("Correr", type "esprint") or a Russian one («Бег», «спринт») had
no dead run.  It is now offered under the Spanish and Russian words too."""

from __future__ import annotations

import pytest

from app.rules.afmbe.dash_roll import dash_level


@pytest.mark.parametrize(("name", "kind"), [("Running", "Dash"), ("Correr", "esprint"), ("correr", "Esprint"),
                                            ("Бег", "спринт"), ("Correr (esprint)", ""), ("Бег (спринт)", "")])
def test_running_dash_under_its_translated_names(name, kind):  # noqa: ANN001
    assert dash_level({"skills": [{"name": name, "type": kind, "level": 2}]}) == 2
