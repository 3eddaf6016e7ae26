"""The shared pieces every format and the log dock use: dice faces, kind groups, who, session choice."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from app.export.events import ExportError, ExportOptions, choose_sessions, dice_text, in_group, kind_group, who_of
from app.services.log import LogLine
from app.store.models import GameSession


def line(kind: str, faces=(), actor: str = "", target: str = "") -> LogLine:
    return LogLine(
        1,
        1,
        1,
        datetime.now(UTC),
        None,
        actor,
        target,
        kind,
        "x",
        {},
        {},
        list(faces),
        True,
        False,
        False,
        False,
        None,
        [],
    )


def test_dice_faces_grouped_by_die():
    assert dice_text([[[10, 7]]]) == "d10: 7"
    assert dice_text([[[6, 3], [6, 3]], [[10, 4], [6, 1]]]) == "2d6: 3 3; d10: 4 / d6: 1"
    assert dice_text([[6, 2]]) == "d6: 2"  # one die on its own
    assert dice_text([]) == "" and dice_text([["bad"]]) == ""


def test_kind_groups_and_rolls_with_dice():
    assert [kind_group(k) for k in ("roll", "damage", "heal", "threat", "swarm", "ammo_warning", "note", "turn")] == [
        "rolls",
        "damage",
        "damage",
        "threat",
        "swarm",
        "ammo",
        "notes",
        "other",
    ]
    assert in_group(line("damage", [[[6, 3]]]), "rolls") and in_group(line("damage", [[[6, 3]]]), "damage")
    assert not in_group(line("damage"), "rolls")


def test_who_is_the_actor():
    assert who_of(line("damage", actor="Ana", target="Walker")) == "Ana"
    assert who_of(line("character", target="Ana")) == ""


def test_choosing_sessions():
    games = [GameSession(id=i, campaign_id=1, number=i) for i in (1, 2, 3)]
    assert [g.number for g in choose_sessions(games, ExportOptions())] == [3]
    assert [g.number for g in choose_sessions(games, ExportOptions(first=3, last=2))] == [2, 3]
    with pytest.raises(ExportError, match="There is no session from 5 to 6"):
        choose_sessions(games, ExportOptions(first=5, last=6))
    with pytest.raises(ExportError, match="no session yet"):
        choose_sessions([], ExportOptions())
