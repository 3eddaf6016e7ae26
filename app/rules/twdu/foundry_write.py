"""A character of this ruleset as the actor Foundry VTT's twdu system exports (and its "Import
Data" takes): a player character as a ``character`` with the system's whole data model
(``template.json`` of version 4.0.3), an NPC or a zombie as an ``npc`` (what the system's NPC sheet
shows: a skill level for each skill, Health, background and description); weapons, gear, armor
(each worn armor read from Foundry its own item) and critical injuries as items (and those the
sheet holds no row of, a talent, as read from Foundry), conditions as active effects with
Foundry's statuses.  What the system has no field for (an NPC's whole sheet among them) is kept
in ``flags.world.deadwatch`` (:mod:`.foundry` reads it back).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

from app.rules.declarations import Sheet, State
from app.rules.foundry import OUR_FLAG
from app.rules.twdu import foundry_kept as kept
from app.rules.twdu import foundry_source as source
from app.rules.twdu import health as hp
from app.rules.twdu.foundry_notes import html_text, text_html

SYSTEM_VERSION = "4.0.3"
CORE_VERSION = "13.350"
FLAG = OUR_FLAG
#: the sheet's attributes and skills → Foundry's keys (and each skill's attribute, as the system has it)
ATTRIBUTE_KEYS = {"strength": ("str", "STRENGTH"), "agility": ("agl", "AGILITY"), "wits": ("wit", "WITS"),
                  "empathy": ("emp", "EMPATHY")}
SKILL_KEYS = {
    "close_combat": ("closeCombat", "str"), "force": ("force", "str"), "endure": ("endure", "str"),
    "mobility": ("mobility", "agl"), "ranged_combat": ("rangedCombat", "agl"), "stealth": ("stealth", "agl"),
    "scout": ("scout", "wit"), "survival": ("survival", "wit"), "tech": ("tech", "wit"),
    "leadership": ("leadership", "emp"), "manipulation": ("manipulation", "emp"), "medicine": ("medicine", "emp"),
}
CONDITIONS = (("poisoned", "poison", "Poisoned", "icons/svg/poison.svg"),
              ("sick", "disease", "Sick", "icons/svg/biohazard.svg"),
              ("dead", "dead", "Dead", "icons/svg/skull.svg"))
CORE_STATE = ("health", "stress", "dead", "injuries", "poisoned", "sick")
#: a token's disposition in Foundry by the character's kind: friendly, neutral, hostile
DISPOSITIONS = {"pc": 1, "npc": 0, "zombie": -1}
#: an NPC's skill level in the system → the dice it rolls (as :mod:`.foundry` reads them)
NPC_DICE = {"base": 4, "trained": 5, "expert": 8, "master": 10}


def npc_level(dice: int) -> str:
    """The NPC skill level nearest ``dice`` (attribute plus skill); between two, the lower."""
    return min(NPC_DICE, key=lambda level: (abs(NPC_DICE[level] - dice), NPC_DICE[level]))


def npc_dice(sheet: Mapping[str, Any]) -> dict[str, int]:
    """Each of the system's skill keys → that skill's dice on ``sheet`` (its attribute and itself)."""
    dice = {}
    for ours, (key, attribute) in SKILL_KEYS.items():
        owner = next(a for a, (k, _) in ATTRIBUTE_KEYS.items() if k == attribute)
        dice[key] = int(sheet.get(owner, 2)) + int(sheet.get(ours, 0))
    return dice


def npc_levels(sheet: Mapping[str, Any]) -> dict[str, str]:
    """Each of the system's skill keys → the NPC level of that skill's dice on ``sheet``."""
    return {key: npc_level(dice) for key, dice in npc_dice(sheet).items()}


def document_id(*parts: Any) -> str:
    """A Foundry document id (16 letters and digits) that is the same for the same parts."""
    return hashlib.sha1(repr(parts).encode("utf-8")).hexdigest()[:16]


def _stats() -> dict[str, Any]:
    return {"coreVersion": CORE_VERSION, "systemId": "twdu", "systemVersion": SYSTEM_VERSION,
            "createdTime": None, "modifiedTime": None, "lastModifiedBy": None, "compendiumSource": None,
            "duplicateSource": None, "exportSource": None}


def _item(owner: str, n: int, name: str, kind: str, img: str, system: dict[str, Any],
          flag: dict[str, Any], read: Mapping[str, Any]) -> dict[str, Any]:
    """An item of the actor; one read from Foundry (``read``: its kept fields) keeps its id, its
    image and its own fields (description, weight…) over the written ones' defaults."""
    given = read.get("system")
    own: Mapping[str, Any] = given if isinstance(given, Mapping) else {}
    return {"_id": str(read.get("_id") or document_id(owner, kind, n, name)), "name": name, "type": kind,
            "img": str(read.get("img") or img), "system": {**system, **own}, "effects": [], "folder": None,
            "sort": n * 100000, "flags": {"world": {FLAG: flag}}, "_stats": _stats()}


def injury_numbers(injury: Mapping[str, Any], read: dict[str, Any]) -> dict[str, Any]:
    """A critical injury's complexity and effect as the export writes them: the equipment a lethal
    one needs (else the complexity read, "B" for none), and its penalty with the sign the file gave
    (``-1`` read, ``-1`` written).  ``read`` (the item's kept fields) loses both: written here."""
    complexity, effect = read.pop("complexity", None), read.pop("effect", None)
    penalty = int(injury.get("penalty", 0))
    negative = isinstance(effect, int | float) and not isinstance(effect, bool) and effect < 0 or (
        isinstance(effect, str) and effect.strip().startswith(("-", "\u2212")))
    return {"complexity": injury.get("equipment") or (complexity if complexity in ("A", "B") else "B"),
            "effect": -penalty if negative else penalty}


#: the skill an earlier Deadwatch gave a gear item read with none (its bonus 0; now "", no skill):
#: written back as read
NO_SKILL_READ = "survival"


def _common(bonus: int, skill: str) -> dict[str, Any]:
    return {"description": "", "notes": "", "weight": "", "bonus": bonus, "skill": skill}


def _npc_system(name: str, sheet: Sheet, state: State, notes: str) -> dict[str, Any]:
    """An ``npc``'s data (template.json 4.0.3): each skill the level nearest its dice (or the one
    read from Foundry, while the dice are those it was read as), Health, background and fate."""
    fields, rest = kept.split_notes(notes, kept.NPC_NOTE_FIELDS)
    description, rest = source.description(state, rest)
    dice = npc_dice(sheet)
    return {
        "name": name, "background": fields.get("background", ""), "description": description,
        "fate": fields.get("fate", ""), "notes": {"value": text_html(rest)},
        "health": {"value": int(state.get("health", hp.MAX_HEALTH)), "label": "HEALTH", "max": hp.MAX_HEALTH},
        "skills": {key: {"level": kept.npc_level_kept(state, key, dice[key], level),
                         "attribute": SKILL_KEYS[ours][1], "label": key}
                   for ours, (key, level) in zip(SKILL_KEYS, npc_levels(sheet).items(), strict=True)},
    }


def write_actor(name: str, kind: str, sheet: Sheet, state: State, notes: str) -> dict[str, Any]:
    """The actor of one character: a player character is a twdu ``character``; an NPC or a zombie
    an ``npc`` (skill levels rather than attributes and skills; the whole sheet kept in the flags).
    The kind is kept in the flags, and a zombie's token is hostile, an NPC's neutral."""
    if kind != "pc":
        npc = _npc_system(name, sheet, state, notes)
        npc.update({k: v for k, v in source.system_fields(state).items() if k not in npc})
        return _actor(name, kind, "npc", npc, sheet, state, {"sheet": dict(sheet)})
    fields, rest = kept.split_notes(notes, kept.CHARACTER_NOTE_FIELDS)
    description, rest = source.description(state, rest)
    system: dict[str, Any] = {
        "name": name, "archetype": fields.get("archetype", ""), "description": description,
        "pcAnchor": fields.get("pcAnchor", ""), "npcAnchor": fields.get("npcAnchor", ""),
        "notes": {"value": text_html(rest)}, "drive": fields.get("drive", ""), "driveUsed": False,
        "health": {"value": int(state.get("health", hp.MAX_HEALTH)), "label": "HEALTH", "max": hp.MAX_HEALTH},
        "stress": {"value": int(state.get("stress", 0)), "label": "STRESS", "max": 10},
        "experience": {"value": 0, "label": "EXPERIENCE"},
        "encumbrance": {"value": 0, "label": "ENCUMBRANCE"},
        "attributes": {key: {"value": int(sheet.get(ours, 2)), "label": text}
                       for ours, (key, text) in ATTRIBUTE_KEYS.items()},
        "skills": {key: {"value": int(sheet.get(ours, 0)), "label": key, "attribute": attribute}
                   for ours, (key, attribute) in SKILL_KEYS.items()},
        "haven": None,
    }
    # Experience and the rest as read (Import Data replaces them); the export then writes the
    # campaign's unspent points over the experience (app.services.imports.exporting)
    system.update(source.system_fields(state))
    return _actor(name, kind, "character", system, sheet, state, kept.rations_flag(sheet))


def _actor(name: str, kind: str, actor_type: str, system: dict[str, Any], sheet: Sheet, state: State,
           flags: dict[str, Any]) -> dict[str, Any]:
    items: list[dict[str, Any]] = []
    read = source.ItemSources(state)
    for row in sheet.get("weapons", []):
        ranged = row.get("kind") == "ranged"
        title = str(row.get("name", ""))
        found = read.take("weapon", title)
        reach = found.get("system", {}).pop("range", "none")  # a close weapon's range as read ("none")
        data = {**_common(int(row.get("bonus", 0)), "rangedCombat" if ranged else "closeCombat"),
                "isEquipped": True, "damage": int(row.get("damage", 0)),
                "range": row.get("range", "short") if ranged else reach, "isExplosive": False}
        # what of the row the item's own fields do not hold (a close weapon's band, the ammo), and only
        # that: a weapon read with none goes back with none ("Ammo: 0" is no value of the actor's)
        kept_row = {**({"range": row.get("range", "short")} if not ranged and row.get("range", "short") != "short"
                       else {}), **({"ammo": int(row.get("ammo", 0))} if int(row.get("ammo", 0)) else {})}
        items.append(_item(name, len(items), title, "weapon", "icons/svg/sword.svg", data,
                           {"row": kept_row} if kept_row else {}, found))
    for row in sheet.get("gear", []):
        title = str(row.get("name", ""))
        found = read.take("gear", title)
        bonus = int(row.get("bonus", 0))
        skill = SKILL_KEYS.get(str(row.get("skill")), ("", ""))[0]
        own = found.get("system", {}).pop("skill", None)  # none of the sheet's ("" for a Flashlight)
        if isinstance(own, str) and not bonus and row.get("skill") == NO_SKILL_READ:
            skill = own
        data = {**_common(bonus, skill), "isEquipped": True, "quantity": ""}
        items.append(_item(name, len(items), title, "gear", "icons/svg/item-bag.svg", data, {}, found))
    for title, level, penalty in kept.worn_armors(state, int(sheet.get("armor_level", 0)),
                                                  int(sheet.get("armor_penalty", 0))):
        data = {**_common(0, ""), "isEquipped": True, "protection": level, "agility": penalty}
        items.append(_item(name, len(items), title, "armor", "icons/svg/shield.svg", data, {},
                           read.take("armor", title)))
    for injury in state.get("injuries", []):
        lethal = bool(injury.get("lethal"))
        title = str(injury.get("name", ""))
        found = read.take("criticalInjury", title)
        own = found.get("system", {}).pop("description", "")  # Foundry's words, the rolled times after them
        own = own if isinstance(own, str) and html_text(own) else ""
        words = own or (text_html(injury["description"]) if isinstance(injury.get("description"), str) else "")
        data = {**_common(0, ""), "description": kept.injury_description(words, injury), "fatal": lethal,
                "timeLimit": injury.get("time_unit", "hours") if lethal else "none",
                **injury_numbers(injury, found.get("system", {})),
                "recovery": injury.get("recovery_unit", "days")}
        items.append(_item(name, len(items), title, "criticalInjury", "icons/svg/blood.svg", data,
                           {"injury": dict(injury), **({source.OWN_DESCRIPTION: own} if own else {})}, found))
    for passed in source.passed_items(state):  # talents, tiny items, armor not worn: as read
        title = str(passed.get("name", ""))
        items.append({"_id": document_id(name, passed["type"], len(items), title), "img": "icons/svg/item-bag.svg",
                      "effects": [], "folder": None, "sort": len(items) * 100000, "flags": {}, **passed,
                      "_stats": _stats()})
    effects = [
        {"_id": document_id(name, status), "name": title, "img": img, "type": "base", "system": {}, "changes": [],
         "disabled": False, "duration": {}, "description": "", "origin": None, "tint": "#ffffff",
         "transfer": False, "statuses": [status], "sort": 0, "flags": {}, "_stats": _stats()}
        for key, status, title, img in CONDITIONS if state.get(key)
    ]
    extra = {k: v for k, v in state.items() if k not in CORE_STATE and k != source.KEY}
    return {
        "name": name, "type": actor_type, "img": "icons/svg/mystery-man.svg", "system": system,
        "prototypeToken": {"name": name, "actorLink": kind == "pc",
                           "disposition": kept.disposition(state, DISPOSITIONS.get(kind, 0))},
        "items": items, "effects": effects, "folder": None,
        "flags": {"world": {FLAG: {"kind": kind, **flags, **({"state": extra} if extra else {})}}},
        "_stats": _stats(),
    }
