"""The text under the map that says what the GM's plan costs before it happens: a move's path and
its price, a target's odds, a grenade's blast or an SMG spray (split from :mod:`ui.docks.map_modes`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.tiles import Tile, tile_text
from app.services.after_colon import read_on
from app.services.logtext import render
from ui import keymap
from ui.docks.map_passing import passing_lines
from ui.docks.map_scene import Overlay

if TYPE_CHECKING:
    from app.rules.grid import BattleMap
    from app.store.models import Character
    from ui.docks.map_modes import MapModes

MOVE, GRENADE, SPRAY = "move", "grenade", "spray"

#: the dock's texts under the map (context MapDock), marked for lupdate
TEXTS = (
    QT_TRANSLATE_NOOP("MapDock", "Set the map's size to draw it."),
    QT_TRANSLATE_NOOP("MapDock", "Painting: the arrows move the brush, {key} paints {tile} (or click tiles)."),
    QT_TRANSLATE_NOOP("MapDock", "No token on the map: place the fight (Ctrl+Alt+P)."),
    QT_TRANSLATE_NOOP("MapDock", "nobody"),
    QT_TRANSLATE_NOOP("MapDock", "Dead: no move to plan."),
    QT_TRANSLATE_NOOP("MapDock", "SMG spray by {name}: {names} ({key} fires)."),
    QT_TRANSLATE_NOOP("MapDock", "SMG spray by {name}: {names}; in its reach too, of the same side: {allies} "
                                 "({key} fires)."),
    QT_TRANSLATE_NOOP("MapDock", "The arrows do not aim a spray: it goes at everyone in reach. "
                                 "{cancel} drops it, then the arrows plan a move."),
    QT_TRANSLATE_NOOP("MapDock", "{name} to {tile}: {cost}"),
    QT_TRANSLATE_NOOP("MapDock", "free move"),
    QT_TRANSLATE_NOOP("MapDock", "({key} moves)"),
    QT_TRANSLATE_NOOP("MapDock", "Out of turn: the turn is {acting}'s."),
    QT_TRANSLATE_NOOP("MapDock", "{name} cannot go there: {reason}"),
    QT_TRANSLATE_NOOP("MapDock", "{name} is chosen: the arrows plan a move."),
    QT_TRANSLATE_NOOP("MapDock", "{name} is chosen (the cyan ring): the arrows move this token. The turn is "
                                 "another's: {acting} (the yellow ring)."),
    QT_TRANSLATE_NOOP("MapDock", "{name} → {target}: {odds}"),
    QT_TRANSLATE_NOOP("MapDock", "{name} → {target}: {target} is down; {key} picks the next target."),
    QT_TRANSLATE_NOOP("MapDock", "This ruleset has no grenades."),
    QT_TRANSLATE_NOOP("MapDock", "Grenade by {name} at {tile}: {distance} of {range} tiles."),
    QT_TRANSLATE_NOOP("MapDock", "{when} ({key} changes when)."),
    QT_TRANSLATE_NOOP("MapDock", "Red: the blast hits everyone within 10 tiles, walls or not: {sure}."),
    QT_TRANSLATE_NOOP("MapDock", "Orange stripes: if it reaches 11-15 tiles, also {maybe}."),
    QT_TRANSLATE_NOOP("MapDock", "Orange stripes: 11-15 tiles, if it reaches; no one else is there."),
    QT_TRANSLATE_NOOP("MapDock", "Red: the blast's 10 tiles; orange stripes: 11-15 tiles, if it reaches."),
    QT_TRANSLATE_NOOP("MapDock", "{name} cannot throw a grenade: {why}"),
    QT_TRANSLATE_NOOP("MapDock", "{key} throws."),
    QT_TRANSLATE_NOOP("MapDock", "No way there: walls, furniture or tokens are in the way."),
    QT_TRANSLATE_NOOP("MapDock", "Editing: {name} placed by hand on {tile}, no move's cost ({key} places)."),
    QT_TRANSLATE_NOOP("MapDock", "Editing: drag a token, or choose one ({next}) and plan with the arrows, to place "
                                 "it by hand."),
    QT_TRANSLATE_NOOP("MapDock", "Editing: {name} chosen: the arrows move it, {key} places it ({next} chooses "
                                 "another)."),
    QT_TRANSLATE_NOOP("MapDock", "Editing: {name} cannot stand on {tile}: {what} is there (a token goes on an "
                                 "open tile)."),
    QT_TRANSLATE_NOOP("MapDock", "Editing: {name} cannot stand on {tile}: it is off the map."),
    QT_TRANSLATE_NOOP("MapDock", "{key}: the kind of tile to paint."),
)


def t(text: str) -> str:
    return QCoreApplication.translate("MapDock", text)


def paint_key() -> str:
    """While the map is edited: the key on the map that goes to the kind of tile to paint."""
    return t("{key}: the kind of tile to paint.").format(key=keymap.first_shown("map.paint"))


def rules_text(text: str, args: Mapping[str, Any] | None = None) -> str:
    return render(text, dict(args or {}), "rules")


def name_of(rows: dict[int, Character], cid: int | None) -> str:
    row = rows.get(cid) if cid is not None else None
    return row.name if row is not None else ""


def mover_text(modes: MapModes, rows: dict[int, Character], cid: int) -> str:
    """What the rules say of the chosen token beside its move ("Stamina 1/2."), or ""."""
    row = rows.get(cid)
    if row is None:
        return ""
    if modes.dock.bound.ruleset.is_dead(row.sheet, row.state):  # no stamina to spend: "Stamina 2/2." misled
        return t("Dead: no move to plan.")
    return " ".join(rules_text(line.text, line.args) for line in modes._grid().mover_lines(row.sheet, row.state))


def plan_text(modes: MapModes, rows: dict[int, Character], battle_map: BattleMap) -> tuple[Overlay, list[str]]:
    if modes.dock.edit_button.isChecked() and modes.selected is not None and len(modes.path) > 1:
        name = name_of(rows, modes.selected)
        goal = modes.path[-1]
        taken = taken_by(modes, rows, battle_map, modes.selected, goal)
        if taken is not None:  # a wall, furniture, another token: Enter would be refused, said now
            return Overlay(path=(goal,), path_ok=False), [taken]
        line = t("Editing: {name} placed by hand on {tile}, no move's cost ({key} places).")
        return Overlay(cursor=goal), [line.format(name=name, tile=tile_text(goal),
                                                  key=keymap.first_shown("map.commit"))]
    if modes.placing() and modes.selected is not None and not modes.path and modes.mode == MOVE \
            and modes.selected in battle_map.tokens:
        # the token Tab chose, marked at once (the arrows' cursor on its tile) and named
        line = t("Editing: {name} chosen: the arrows move it, {key} places it ({next} chooses another).")
        return Overlay(cursor=battle_map.tokens[modes.selected]), [" ".join((line.format(
            name=name_of(rows, modes.selected), key=keymap.first_shown("map.commit"),
            next=keymap.first_shown("map.nextToken")), paint_key()))]
    if modes.dock.paint_kind():
        line = t("Painting: the arrows move the brush, {key} paints {tile} (or click tiles).")
        return Overlay(cursor=modes.brush), [line.format(tile=tile_text(modes.brush),
                                                        key=keymap.first_shown("map.paint"))]
    if modes.selected is None:
        return Overlay(), [t("No token on the map: place the fight (Ctrl+Alt+P).")]
    name = name_of(rows, modes.selected)
    lines: list[str] = []
    if modes.mode == GRENADE and modes.cursor is not None:
        return grenade_text(modes, rows, name, modes.selected, modes.cursor)
    if modes.mode == SPRAY:
        return spray_text(modes, battle_map, rows, name)
    overlay = Overlay()
    refused = modes.refused
    if refused is not None and refused[0] == tuple(modes.path):  # the last arrow's step, left out of the path
        lines.append(t("{name} cannot go there: {reason}").format(
            name=name, reason=read_on(rules_text(refused[1], refused[2]), {"t": refused[1], "ctx": "rules"})))
    if len(modes.path) > 1:
        plan = modes.service.plan(modes.selected, modes.path)
        if plan is not None:
            cost = [rules_text(line.text, line.args) for line in plan.lines]
            if plan.allowed:
                head = t("{name} to {tile}: {cost}").format(
                    name=name, tile=tile_text(plan.destination), cost=" ".join(cost) or t("free move")
                )
                acting = modes.acting()
                if acting is not None and acting != modes.selected and acting in rows:
                    # said before every Enter, not only at the Tab that chose the token: each move out of turn
                    head += " " + t("Out of turn: the turn is {acting}'s.").format(acting=name_of(rows, acting))
                head += " " + t("({key} moves)").format(key=keymap.first_shown("map.commit"))
                lines.append(" ".join(filter(None, (head, mover_text(modes, rows, modes.selected)))))
            else:
                lines.append(
                    t("{name} cannot go there: {reason}").format(
                        name=name, reason=read_on(rules_text(plan.reason or "", plan.reason_args),
                                                  {"t": plan.reason or "", "ctx": "rules"})
                    )
                )
            overlay = Overlay(path=tuple(modes.path), path_ok=plan.allowed)
            lines += passing_lines(modes, rows)
    elif modes.placing():
        lines.append(" ".join((t("Editing: drag a token, or choose one ({next}) and plan with the arrows, to place "
                                 "it by hand.").format(next=keymap.first_shown("map.nextToken")), paint_key())))
    else:
        acting = modes.acting()
        if acting is not None and acting != modes.selected and acting in rows:
            # another than the one whose turn it is: which token the arrows move, said by its ring too
            chosen = t("{name} is chosen (the cyan ring): the arrows move this token. The turn is "
                       "another's: {acting} (the yellow ring).").format(name=name, acting=name_of(rows, acting))
        else:
            chosen = t("{name} is chosen: the arrows plan a move.").format(name=name)
        lines.append(" ".join(filter(None, (chosen, mover_text(modes, rows, modes.selected)))))
    if modes.target is not None:
        view = modes.service.attack_view(modes.selected, modes.target)
        target = rows.get(modes.target)
        rules = modes.dock.bound.ruleset
        if view is not None and target is not None and not rules.can_act(target.sheet, target.state):
            # no odds against one who is down: the GM picks the next with X
            lines.append(t("{name} → {target}: {target} is down; {key} picks the next target.").format(
                name=name, target=name_of(rows, modes.target), key=keymap.first_shown("map.target")))
        elif view is not None:
            odds = " ".join(rules_text(line.text, line.args) for line in modes._grid().attack_lines(view))
            lines.append(
                t("{name} → {target}: {odds}").format(name=name, target=name_of(rows, modes.target), odds=odds)
            )
    return overlay, lines


def taken_by(modes: MapModes, rows: dict[int, Character], battle_map: BattleMap, cid: int,
             tile: Tile) -> str | None:
    """Why the token ``cid`` placed by hand cannot stand on ``tile`` (off the map, a wall, a piece of
    furniture, another token), or None when it can."""
    from app.rules.grid import blocks  # the rules load with the campaign

    name = name_of(rows, cid)
    if not battle_map.inside(tile):
        return t("Editing: {name} cannot stand on {tile}: it is off the map.").format(name=name, tile=tile_text(tile))
    other = battle_map.occupant(tile)
    what = ""
    if other is not None and other != cid:
        what = name_of(rows, other)
    elif blocks(battle_map, tile, modes._grid().kinds()):
        kinds = modes._grid().kinds()
        kind = battle_map.kind(tile)
        what = rules_text(kinds[kind].label) if kind in kinds else kind
    if not what:
        return None
    return t("Editing: {name} cannot stand on {tile}: {what} is there (a token goes on an open tile).").format(
        name=name, tile=tile_text(tile), what=what)


def grenade_text(modes: MapModes, rows: dict[int, Character], name: str, thrower: int,
                  cursor: Tile) -> tuple[Overlay, list[str]]:
    preview = modes.service.blast_preview(thrower, cursor)
    if preview is None:
        return Overlay(cursor=cursor), [t("This ruleset has no grenades.")]
    lines = [
        t("Grenade by {name} at {tile}: {distance} of {range} tiles.").format(
            name=name, tile=tile_text(cursor), distance=preview.distance, range=preview.range
        )
    ]
    if preview.reason:  # refused (out of range): the refusal, what the tints show, no key to throw
        lines.append(rules_text(preview.reason))
        lines.append(t("Red: the blast's 10 tiles; orange stripes: 11-15 tiles, if it reaches."))
        return Overlay(cursor=cursor, sure=frozenset(preview.sure), possible=frozenset(preview.possible)), lines
    # "all targets take between ten and fifteen damage": everyone within the radius rolled, walls or
    # not (the text stops the blast at nothing); each one who may be hit is named, each line saying
    # which tint of the map it reads (the sure tiles filled red, the perhaps tiles striped orange)
    sure = ", ".join(name_of(rows, c) for c in preview.sure_tokens) or t("nobody")
    lines.append(t("Red: the blast hits everyone within 10 tiles, walls or not: {sure}.").format(sure=sure))
    if preview.possible_tokens:
        maybe = ", ".join(name_of(rows, c) for c in preview.possible_tokens)
        lines.append(t("Orange stripes: if it reaches 11-15 tiles, also {maybe}.").format(maybe=maybe))
    else:
        lines.append(t("Orange stripes: 11-15 tiles, if it reaches; no one else is there."))
    lines.append(t("{key} throws.").format(key=keymap.first_shown("map.commit")))
    timings = modes.service.grenade_timings()
    if len(timings) > 1:  # the rules offer a choice of when it goes off: G again changes it
        when = timings[modes.timing] if 0 <= modes.timing < len(timings) else timings[0]
        lines.append(t("{when} ({key} changes when).").format(when=rules_text(when.label),
                                                              key=keymap.first_shown("map.grenade")))
    overlay = Overlay(cursor=cursor, sure=frozenset(preview.sure), possible=frozenset(preview.possible))
    return overlay, lines


def spray_text(modes: MapModes, battle_map: BattleMap, rows: dict[int, Character],
               name: str) -> tuple[Overlay, list[str]]:
    """An SMG spray planned: every token in its reach marked; its foes named first, nearest first,
    and those of the shooter's own side in its reach after them, said to be (a spray hits every
    character in reach, but its first target is never an ally); an arrow pressed says what it does."""
    assert modes.selected is not None
    targets = modes.service.spray_targets(modes.selected)
    marked = frozenset(battle_map.tokens[c] for c in targets)

    def zombie(cid: int) -> bool:
        row = rows.get(cid)
        return row is not None and row.kind == "zombie"

    mine = zombie(modes.selected)
    foes = [c for c in targets if zombie(c) != mine]
    allies = [c for c in targets if zombie(c) == mine]
    names = ", ".join(name_of(rows, c) for c in foes) or t("nobody")
    key = keymap.first_shown("map.commit")
    if allies:
        line = t("SMG spray by {name}: {names}; in its reach too, of the same side: {allies} ({key} fires).").format(
            name=name, names=names, allies=", ".join(name_of(rows, c) for c in allies), key=key)
    else:
        line = t("SMG spray by {name}: {names} ({key} fires).").format(name=name, names=names, key=key)
    lines = [line]
    if modes.arrow_in_spray:
        lines.append(t("The arrows do not aim a spray: it goes at everyone in reach. "
                       "{cancel} drops it, then the arrows plan a move.").format(
                           cancel=keymap.first_shown("map.cancel")))
    return Overlay(marked=marked), lines
