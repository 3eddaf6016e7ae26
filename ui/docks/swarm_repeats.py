"""Why one fighter rolls more than once in a swarm round, said before the roll and on each row.

With fewer fighters picked to roll than the round has rolls, the rules have a fighter roll again,
each further roll at a penalty (:meth:`app.rules.features.SwarmRules.round_rolls`): the planned
rows then name the same fighter two or three times.  :func:`note` says so above the rows (and how
to share the rolls instead); :func:`row_name` marks each row of such a fighter "roll 2 of 3", and
:func:`reasons` says beside each further roll in the round's result (the note is gone by then) why
that fighter rolls again (twdu text, "Small groups": "If just two characters face a swarm of dead,
they still make three skill rolls, with one of them rolling twice … If a single PC fights a swarm,
they roll all three rolls themselves"): how few fight for how many rolls, and the rule's name.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.rules.numbers import signed
from ui import i18n
from ui.docks.swarm_look import rules_tr

if TYPE_CHECKING:
    from app.services.swarm import SwarmService
    from app.services.swarm.plan import RoundPlan


def counts(plan: RoundPlan) -> dict[int, int]:
    """How many of the round's rolls each fighter makes."""
    seen: dict[int, int] = {}
    for roll in plan.rolls:
        seen[roll.character_id] = seen.get(roll.character_id, 0) + 1
    return seen


def row_name(plan: RoundPlan, index: int) -> str:
    """The name on row ``index``: "Ana Reyes (roll 2 of 3)" where she rolls again, else the name."""
    return names([(r.character_id, r.name) for r in plan.rolls])[index]


def places(who: Sequence[object]) -> list[tuple[int, int]]:
    """For each entry of ``who`` (a roller, a victim) its number among that one's entries and their count:
    [Ana, Ben, Ana] → [(1, 2), (1, 1), (2, 2)]."""
    total: dict[object, int] = {}
    for one in who:
        total[one] = total.get(one, 0) + 1
    seen: dict[object, int] = {}
    out = []
    for one in who:
        seen[one] = seen.get(one, 0) + 1
        out.append((seen[one], total[one]))
    return out


def names(rows: Sequence[tuple[object, str]]) -> list[str]:
    """Each row's name (rows: who rolls, by id and name), "(roll 2 of 3)" after a name that rolls
    more than once: the rows of a planned round, or of a rolled one (its ``rolls``)."""
    out = []
    for (_who, name), (number, count) in zip(rows, places([who for who, _ in rows]), strict=True):
        if count < 2:
            out.append(name)
            continue
        out.append(QCoreApplication.translate("SwarmDock", "{name} (roll {number} of {count})").format(
            name=name, number=number, count=count
        ))
    return out


def note(plan: RoundPlan | None, rule: str = "") -> str:
    """The line under the Who rolls boxes when a fighter rolls more than once ("" when none does),
    said before the roll: "3 rolls this round: Ana Reyes rolls all 3, −2 and −4 after the first
    (Small group)" (twdu text, "Small groups": "If a single PC fights a swarm, they roll all three
    rolls themselves"); ``rule``: the name of the rule's modifier, translated."""
    if plan is None:
        return ""
    lines = []
    total = len(plan.rolls)
    for cid, count in counts(plan).items():
        if count < 2:
            continue
        own = [r for r in plan.rolls if r.character_id == cid]
        name = own[0].name
        further = [signed(r.modifier) for r in own[1:] if r.modifier]
        if len(further) > 1:
            penalties = QCoreApplication.translate("SwarmDock", "{a} and {b}").format(
                a=", ".join(further[:-1]), b=further[-1])
        else:
            penalties = "".join(further)
        every = count == total
        if penalties:
            text = QCoreApplication.translate(
                "SwarmDock", "{total} {total|roll|rolls} this round: {name} rolls all {count}, {penalties} after the "
                             "first") if every else QCoreApplication.translate(
                "SwarmDock", "{total} {total|roll|rolls} this round: {name} rolls {count} of them, {penalties} after "
                             "the first")
        else:
            text = QCoreApplication.translate(
                "SwarmDock", "{total} {total|roll|rolls} this round: {name} rolls all {count}") if every \
                else QCoreApplication.translate("SwarmDock", "{total} {total|roll|rolls} this round: {name} rolls "
                                                             "{count} of them")
        said = i18n.plural(text, name=name, count=count, total=total, penalties=penalties)
        if rule and penalties:
            said = QCoreApplication.translate("SwarmDock", "{line} ({rule})").format(line=said, rule=rule)
        lines.append(QCoreApplication.translate(
            "SwarmDock", "{line}. Pick others under Who rolls to share them.").format(line=said))
    return "\n".join(lines)


def reasons(swarm: SwarmService, who: Sequence[object], names_of: Sequence[str], rolls: int) -> list[str]:
    """For each of a round's rolls (``who`` rolls it, named ``names_of``; ``rolls``: the round's rolls,
    a sacrifice's included) why it is made, "" for a fighter's first roll: "Ana rolls again: 2 fighters
    for the round's 3 rolls (Small group)"."""
    fighters = len(set(who))
    modifier = swarm.roll_modifier()
    rule = rules_tr(modifier.label) if modifier is not None else ""
    text = QCoreApplication.translate(
        "SwarmDock", "{name} rolls again: {fighters} {fighters|fighter|fighters} for the round's {rolls} "
        "{rolls|roll|rolls} ({rule})") if rule else QCoreApplication.translate(
        "SwarmDock", "{name} rolls again: {fighters} {fighters|fighter|fighters} for the round's {rolls} "
        "{rolls|roll|rolls}")
    return [i18n.plural(text, name=name, fighters=fighters, rolls=rolls, rule=rule) if number > 1 else ""
            for name, (number, _count) in zip(names_of, places(who), strict=True)]
