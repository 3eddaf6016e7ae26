"""Demo campaigns: one per ruleset, each with a party, NPCs or zombies and a short session played.

A demo is described in ``resources/demo/<ruleset>[-<preset>].json``: the campaign name, the
characters (sheet values over the ruleset's defaults) and a script of GM actions.  The script is
played through the real services with seeded dice, so the demo's log is a real log.  A ruleset on a
grid may have a ``map``: its ``rows`` drawn with the text's own symbols (``x`` floor) and the
characters' ``tokens``.

A demo's own words (the campaign's name, the session's title, the weapons, armor and skill types
on the sheets, the name of an injury the script deals) come in each language of the window, as
``{"en": "Bitten forearm", "ru": "…", "es": "…"}``: the demo is built in the GM's language, once
for each language (``twdu.deadwatch``, ``twdu-ru.deadwatch``), so that a Russian night's sheets,
phones and projector read Russian (a name typed by a GM is never translated afterwards).  What the
rules read stays as the rules know it: choices by their keys (gridlimbs' ``"pistol"``), All Flesh
skills by their catalog names ("Guns": an attack starts on it, a parry counts Hand Weapon) and
damage formulas ("d6×4"), but for the attribute a formula names, written as the GM's language writes
it («d6×FUE», «d6×СИЛ»: the rules read those too); people's names are written in each language's
letters with their title (Father Tom is «Отец Том», «Padre Tom»; Dana Cruz «Дана Крус»), the dead have
each language's name (Шатун, Zombi 1).
The script and the map name the characters in English.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from app.rules.dice import Dice
from app.services.bundle import make_services
from app.services.character_ids import demo_character_id
from app.services.characters import ApplyRules, CreateCharacter, EditCharacter
from app.services.demo_names import DEMO_DIR as DEMO_DIR
from app.services.demo_names import LANGUAGES as LANGUAGES
from app.services.demo_names import demo_name as demo_name
from app.services.files import SUFFIX, create_campaign, data_dir
from app.services.night_language import gm_language as gm_language


def in_language(value: Any, language: str) -> Any:
    """``value`` with each of its texts given in several languages (``{"en": …, "ru": …}``) in
    ``language`` (in English where it has no text in that one); everything else as it is."""
    if isinstance(value, dict):
        if "en" in value and set(value) <= set(LANGUAGES) and all(isinstance(v, str) for v in value.values()):
            return value.get(language) or value["en"]
        return {key: in_language(item, language) for key, item in value.items()}
    if isinstance(value, list):
        return [in_language(item, language) for item in value]
    return value


def demo_spec(ruleset: str, preset: str | None, language: str = "en") -> dict[str, Any]:
    spec: dict[str, Any] = json.loads((DEMO_DIR / f"{demo_name(ruleset, preset)}.json").read_text("utf-8"))
    return dict(in_language(spec, language))


def demo_path(ruleset: str, preset: str | None = None, folder: Path | None = None,
              language: str | None = None) -> Path:
    """The demo campaign file for a ruleset in ``language`` (the GM's by default), built on first use."""
    language = language or gm_language()
    path = (folder or data_dir() / "demos") / f"{demo_name(ruleset, preset, language)}{SUFFIX}"
    if not path.exists():
        build_demo(path, ruleset, preset, language=language)
    return path


def build_demo(path: Path, ruleset: str, preset: str | None = None, seed: int = 13, language: str = "en") -> Path:
    """The demo campaign of ``ruleset`` at ``path``, its own words (an injury's name) in ``language``."""
    spec = demo_spec(ruleset, preset, language)
    # the script and the map name the characters in English; the log names them in ``language``
    english = [str(person["name"]) for person in demo_spec(ruleset, preset)["characters"]]
    names = {en: str(person["name"]) for en, person in zip(english, spec["characters"], strict=True)}
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".part")
    if partial.exists():
        partial.unlink()
    store = create_campaign(str(partial), spec["name"], ruleset, preset, spec.get("options"))
    services = make_services(store, Dice(seed=seed))
    try:
        campaign = services.campaign
        campaign.language = language  # its nights played in the demo's language (app.services.night_language)
        ids: dict[str, int] = {}
        rules = services.ruleset
        campaign.start_session(spec.get("session", ""))
        for en, person in zip(english, spec["characters"], strict=True):
            sheet = rules.new_sheet()
            sheet.update(person.get("sheet", {}))
            # the same id in each language: the English demo's export updates «Отец Том» of the Russian one
            uid = demo_character_id(demo_name(ruleset, preset), en)
            event = campaign.execute(CreateCharacter(person["name"], person.get("kind", "pc"), sheet, uid=uid))
            ids[en] = int(event.changes[0]["id"])
        _draw_map(campaign, rules, spec.get("map"), ids)
        for step in spec.get("script", []):
            who = ids[step["who"]]
            actor = names.get(step.get("by", ""), step.get("by", ""))
            if step["do"] == "damage":  # a character who deals the blow is credited with it (a zombie's point)
                campaign.execute(ApplyRules(who, step["request"], actor=actor, actor_id=ids.get(step.get("by", ""))))
            elif step["do"] == "heal":  # the healer named in the line ("Ben Okafor heals Mia Chen", not "Mia
                # Chen healed", read as her own care) and his supplies used; a step with "credit": false names
                # him as the one acting alone (gridlimbs' Kit carries no bandage to give)
                healer = ids.get(step.get("by", "")) if step.get("credit", True) else None
                campaign.execute(ApplyRules(who, step["request"], heal=True, actor=actor, actor_id=healer))
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
    from app.services.map_commands import PaintTiles, PlaceTokens, SetMapSize  # a grid's demo only

    rows = plan["rows"]
    campaign.execute(SetMapSize(len(rows[0]), len(rows)))
    by_symbol = {k.symbol: k.key for k in grid.tile_kinds()}
    for kind in dict.fromkeys(by_symbol.values()):
        tiles = [(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if by_symbol.get(ch) == kind]
        if tiles:
            campaign.execute(PaintTiles(tiles, kind))
    campaign.execute(PlaceTokens({ids[name]: (t[0], t[1]) for name, t in plan.get("tokens", {}).items()}))
