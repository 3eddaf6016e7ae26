"""The initiative dock's heading: the round, the phase called and whose turn it is, and the hint
under it of what the GM does next.  Texts in the context ``InitiativeDock``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ui import i18n
from ui.docks.order_tree import rules_tr
from ui.widgets.track_bar import bar_texts

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.store.models import Combatant, Encounter
    from ui.docks.fight_rows import FightRows


#: the heading's parts: the round, what is called or declared this round (the phase; a second
#: line of its own where the mode has it) and whose turn it is
Heading = tuple[str, tuple[str, ...], str]


def idle_texts() -> tuple[str, str]:
    """The heading and the hint between fights."""
    return (
        QCoreApplication.translate("InitiativeDock", "No fight running"),
        QCoreApplication.translate("InitiativeDock", "Start a fight with Ctrl+Shift+F (Fight menu)."),
    )


def undeclared(rows: FightRows) -> str:
    """The heading's words when nobody has declared this round: so before anyone's turn; once the
    GM has passed turns without declarations, how many have had theirs (their rows say "Acted")."""
    acted = sum(1 for r in rows.rows.values() if r.acted)
    if not acted:
        return QCoreApplication.translate("InitiativeDock", "nobody has declared yet")
    return i18n.plural(
        QCoreApplication.translate(
            "InitiativeDock", "{count} {count|fighter has|fighters have} acted without declaring"
        ),
        count=acted,
    )


def heading_rows(services: Services, enc: Encounter) -> int:
    """The heading's lines during the fight ``enc``: two where its mode calls phases or the ruleset
    takes declarations of the fight (the phase on a line of its own, there whether said or not),
    else one."""
    return 2 if services.initiative.phases(enc.mode) or services.initiative.fight_declarations() else 1


def fight_texts(services: Services, enc: Encounter, rows: FightRows) -> tuple[Heading, str]:
    """The heading's parts and the hint during the fight ``enc``, whose rows ``rows`` shows."""
    marks = services.initiative.phases(enc.mode)
    current = rows.current_row()
    tally = rows.tally  # (kept as the rows change: no row is read here)
    first = QCoreApplication.translate("InitiativeDock", "Round {n}").format(n=enc.round)
    parts: list[str] = []
    # what the GM has declared of this fight (AFMBE's frantic combat), where the GM looks each turn
    declared = enc.state.get("declared") or ()
    parts.extend(rules_tr(c.label) for c in services.initiative.fight_declarations() if c.value in declared)
    if marks and not tally.declared:  # (who has acted is read only then: a phase mode's round before the calls)
        parts.append(undeclared(rows))
    elif current is not None and marks:
        phase = current.state.get("phase") or marks[-1].value
        values = [c.value for c in marks]
        number = values.index(phase) + 1 if phase in values else len(values)
        parts.append(
            QCoreApplication.translate("InitiativeDock", "Phase {number}: {phase}").format(
                number=number, phase=rules_tr(marks[number - 1].label)
            )
        )
    last = ""
    if current is not None:
        last = QCoreApplication.translate("InitiativeDock", "{name}'s turn").format(name=current.name)
        tracks = turn_tracks(services, rows, current)
        if tracks:
            last = QCoreApplication.translate("InitiativeDock", "{turn} ({tracks})").format(
                turn=last, tracks=", ".join(tracks)
            )
    elif rows.rows:
        last = QCoreApplication.translate("InitiativeDock", "nobody else is up")
    header: Heading = (first, tuple(parts), last)
    unrolled = len(tally.unrolled)
    waits = sorted((rows.rows[cid] for cid in tally.waiting if cid in rows.rows), key=lambda r: r.position)
    if not rows.rows:
        hint = QCoreApplication.translate(
            "InitiativeDock", "Nobody in the fight yet: Ins adds from the roster, Shift+Ins adds extras."
        )
    elif marks:
        hint = QCoreApplication.translate(
            "InitiativeDock",
            "Call each phase: NPCs declare first, then PCs (E to declare). N steps through the declarations.",
        )
    elif unrolled:
        hint = i18n.plural(QCoreApplication.translate(
            "InitiativeDock", "{count} {count|fighter has|fighters have} no initiative yet — R rolls it."),
            count=unrolled)
    elif current is None and waits:
        hint = QCoreApplication.translate(
            "InitiativeDock", "Still waiting: {names}. A lets one act now; N ends the round."
        ).format(names=", ".join(r.name for r in waits))
    elif round_ends_next(services, rows, current) and services.initiative.round_end_rolls():
        hint = QCoreApplication.translate(
            "InitiativeDock",
            "N ends the round, which rolls dice: type the table's dice first (Tab to the dice field), "
            "or leave it empty to roll here.",
        )
    elif current is None:
        hint = QCoreApplication.translate("InitiativeDock", "Everyone has acted: N or Ctrl+Alt+N ends the round.")
    else:
        hint = QCoreApplication.translate(
            "InitiativeDock", "N: next turn · W: delay · Shift+W: hold · A: act now · Ctrl+Alt+N: end the round"
        )
    return header, hint


def turn_tracks(services: Services, rows: FightRows, current: Combatant) -> list[str]:
    """The tracks the ruleset shows beside whose turn it is (:attr:`~app.rules.base.TrackSpec.on_turn`)
    of the one acting, as the roster says them ("Stamina 3/5", "Stamina 0.5/4"): none for a row
    with no character."""
    character = rows.characters.get(current.character_id) if current.character_id is not None else None
    if character is None:
        return []
    rules = services.ruleset
    specs = [t for t in rules.tracks_of(character.sheet, character.kind) if t.on_turn]
    if not specs:
        return []
    exact = rules.track_exact(character.sheet, character.state)
    return [
        bar_texts(spec, rules.track_value(character.sheet, character.state, spec), exact.get(spec.key, ""))[1]
        for spec in specs
    ]


def round_ends_next(services: Services, rows: FightRows, current: Combatant | None) -> bool:
    """Whether N now ends the round: nobody but the one whose turn it is is still to act (those
    who have acted or cannot act aside; one who waits keeps it going)."""
    rules = services.ruleset
    for row in rows.rows.values():
        if row is current or row.acted:
            continue
        if row.state.get("status"):  # waits: N leaves the round to them
            return False
        character = rows.characters.get(row.character_id) if row.character_id is not None else None
        if character is None or rules.can_act(character.sheet, character.state):
            return False
    return True
