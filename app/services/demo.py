"""Demo campaigns: one per ruleset, each with a party, NPCs or zombies and a short session played.

A demo is described in ``resources/demo/<ruleset>[-<preset>].json``: the campaign name, the
characters (sheet values over the ruleset's defaults) and a script of GM actions.  The script is
played through the real services with seeded dice, so the demo's log is a real log.  A ruleset on a
grid may have a ``map``: its ``rows`` drawn with the text's own symbols (``x`` floor) and the
characters' ``tokens``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from app.paths import resource_dir
from app.rules.dice import Dice
from app.services.bundle import make_services
from app.services.characters import ApplyRules, CreateCharacter, EditCharacter
from app.services.files import SUFFIX, create_campaign, data_dir

DEMO_DIR = resource_dir("demo")


def demo_name(ruleset: str, preset: str | None) -> str:
    return f"{ruleset}-{preset}" if preset else ruleset


def demo_spec(ruleset: str, preset: str | None) -> dict[str, Any]:
    spec: dict[str, Any] = json.loads((DEMO_DIR / f"{demo_name(ruleset, preset)}.json").read_text("utf-8"))
    return spec


def demo_path(ruleset: str, preset: str | None = None, folder: Path | None = None) -> Path:
    """The demo campaign file for a ruleset, built on first use."""
    path = (folder or data_dir() / "demos") / f"{demo_name(ruleset, preset)}{SUFFIX}"
    if not path.exists():
        build_demo(path, ruleset, preset)
    return path


def build_demo(path: Path, ruleset: str, preset: str | None = None, seed: int = 13) -> Path:
    spec = demo_spec(ruleset, preset)
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".part")
    if partial.exists():
        partial.unlink()
    store = create_campaign(str(partial), spec["name"], ruleset, preset, spec.get("options"))
    services = make_services(store, Dice(seed=seed))
    try:
        campaign = services.campaign
        ids: dict[str, int] = {}
        rules = services.ruleset
        campaign.start_session(spec.get("session", ""))
        for person in spec["characters"]:
            sheet = rules.new_sheet()
            sheet.update(person.get("sheet", {}))
            event = campaign.execute(CreateCharacter(person["name"], person.get("kind", "pc"), sheet))
            ids[person["name"]] = int(event.changes[0]["id"])
        _draw_map(campaign, rules, spec.get("map"), ids)
        for step in spec.get("script", []):
            who = ids[step["who"]]
            if step["do"] == "damage":
                campaign.execute(ApplyRules(who, step["request"], actor=step.get("by", "")))
            elif step["do"] == "heal":
                campaign.execute(ApplyRules(who, step["request"], heal=True, actor=step.get("by", "")))
            elif step["do"] == "notes":
                campaign.execute(EditCharacter(who, notes=step["text"]))
        campaign.end_session()
    finally:
        services.close()
    partial.replace(path)
    return path


def _draw_map(campaign: Any, rules: Any, plan: dict[str, Any] | None, ids: dict[str, int]) -> None:
    grid = rules.grid()
    if not plan or grid is None:
        return
    from app.services.battle_map import PaintTiles, PlaceTokens, SetMapSize  # a grid's demo only

    rows = plan["rows"]
    campaign.execute(SetMapSize(len(rows[0]), len(rows)))
    by_symbol = {k.symbol: k.key for k in grid.tile_kinds()}
    for kind in dict.fromkeys(by_symbol.values()):
        tiles = [(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if by_symbol.get(ch) == kind]
        if tiles:
            campaign.execute(PaintTiles(tiles, kind))
    campaign.execute(PlaceTokens({ids[name]: (t[0], t[1]) for name, t in plan.get("tokens", {}).items()}))
