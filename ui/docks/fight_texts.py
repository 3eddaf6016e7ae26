"""What the initiative dock's rows say of a combatant's initiative: the phase declared or the
number as the fight's mode reads it, ties and who started the violence.  Texts in the context
``InitiativeDock``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.services.row_ids import row_id
from ui.docks.order_tree import rules_tr

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.store.models import Combatant, Encounter


def ties(ordered: list[Combatant]) -> set[int]:
    """The combatants whose rolled initiatives equal a neighbour's, every such tie marked alike
    (whether the rules' tie-breaker or the GM puts them in order)."""
    out: set[int] = set()
    for a, b in zip(ordered, ordered[1:], strict=False):
        if a.state.get("rolled") and b.state.get("rolled") and a.initiative == b.initiative \
                and a.initiative is not None:
            out.update((row_id(a), row_id(b)))
    return out


def initiative_forms(services: Services, enc: Encounter | None) -> tuple[str, ...]:
    """Every text a row's initiative cell may say in the fight's phase mode: the phase counted
    before a declaration first ("(Phase 6: Other)"), then each phase declared; none in a mode
    without phases (the cells say numbers)."""
    marks = services.initiative.phases(enc.mode) if enc is not None else ()
    if not marks:
        return ()
    shown = [
        QCoreApplication.translate("InitiativeDock", "Phase {number}: {phase}").format(
            number=number, phase=rules_tr(mark.label)
        )
        for number, mark in enumerate(marks, 1)
    ]
    return (f"({shown[-1]})", *shown)


def initiative_text(services: Services, enc: Encounter | None, row: Combatant, tied: bool) -> tuple[str, str]:
    """What a row's initiative cell says and its tooltip: the phase declared (or counted), else
    the number as the mode reads it, a tie and who started the violence marked."""
    marks = services.initiative.phases(enc.mode) if enc is not None else ()
    first = bool(row.state.get("first"))
    if marks:
        phase = row.state.get("phase")
        values = [c.value for c in marks]
        chosen = phase if phase in values else values[-1]
        number = values.index(chosen) + 1
        label = rules_tr(marks[number - 1].label)
        shown = QCoreApplication.translate("InitiativeDock", "Phase {number}: {phase}").format(
            number=number, phase=label
        )
        if phase is None:
            return f"({shown})", QCoreApplication.translate(
                "InitiativeDock", "Nothing declared yet: counts as {phase} (E to declare)"
            ).format(phase=label)
        action = row.state.get("action", "")
        return shown, QCoreApplication.translate("InitiativeDock", "Phase {number}, {phase}: {action}").format(
            number=number, phase=label, action=action
        )
    if row.initiative is None:
        return "—", QCoreApplication.translate(
            "InitiativeDock", "No initiative yet: press R to roll (or E to type one)"
        )
    meaning = services.ruleset.initiative_meaning(enc.mode, row.initiative) if enc is not None else ""
    text = rules_tr(meaning).format(value=row.initiative) if meaning else str(row.initiative)
    tips = [QCoreApplication.translate("InitiativeDock", "Initiative {value}").format(value=row.initiative)]
    if tied:
        text += " ="
        tips.append(
            QCoreApplication.translate("InitiativeDock", "Tied: the GM decides (drag, or Ctrl+Up / Ctrl+Down)")
        )
    if first:
        text = "★ " + text
        tips.append(QCoreApplication.translate("InitiativeDock", "Started the violence: acts first in round 1"))
    return text, "\n".join(tips)
