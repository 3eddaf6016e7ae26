"""Score and experience in play (revision, "Scoring" and "Experience").

* "Each time you do something, you gain one point in the stats used/affected (e.g., getting shot
  boosts your Max HP by one, and shooting someone boosts your Accuracy by one)."  A logged action
  names its actor and target; :func:`experience_events` turns one into the +1s it earns.
* "Each zombie killed is worth one point.  Each time a player dies, all remaining players gain
  points equal to the number of players dead."
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import Choice, LogLine, Outcome, Participant, RulesError
from app.rules.gridlimbs.score import EXPERIENCE, death_award, gain_experience, zombie_kill
from app.rules.gridlimbs.weapons import BLOWS
from app.rules.text import QT_TRANSLATE_NOOP


def _event(key: str) -> Choice:
    return Choice(key, EXPERIENCE[key][1])


def experience_events(action: Mapping[str, Any]) -> list[Choice]:
    """The +1s one logged damage or first-aid action earns the character in ``role``."""
    kind, role = action.get("kind"), action.get("role")
    request = action.get("request") or {}
    weapon = BLOWS.get(str(request.get("weapon") or ""))
    shot = bool(request.get("bullet")) or bool(weapon and weapon.ranged)
    if kind == "damage" and role == "target" and shot:
        return [_event("got_shot")]
    if kind == "damage" and role == "actor":
        if shot:
            return [_event("shot_someone")]
        if weapon is not None or request.get("attacker_strength"):
            return [_event("melee_hit")]
    if kind == "heal" and role == "actor" and request.get("kind") == "first_aid":
        return [_event("gave_first_aid")]
    return []


def apply_event(sheet: Mapping[str, Any], key: str) -> dict[str, Any]:
    """The sheet after one confirmed experience event."""
    if key not in EXPERIENCE:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown experience event."))
    return gain_experience(sheet, key)


#: a survivor's share of a player's death ("all remaining players gain points equal to the number of
#: players dead")
PLAYER_DIED = QT_TRANSLATE_NOOP("rules", "A player died: +{award}, score {score}.")
#: the same for the player who killed him: he gains it as one still standing, never for the kill
KILLER_OF_PLAYER = QT_TRANSLATE_NOOP(
    "rules", "A player died: +{award} as a player still standing, score {score}; the kill itself scores "
             "nothing (only a zombie killed does).")
#: a player who killed a character who is neither a zombie nor a player (an ally): no score
NO_POINT = QT_TRANSLATE_NOOP("rules", "No point for the kill: only a zombie killed scores.")


def on_death(dead: Participant, killer: Participant | None, party: Sequence[Participant],
             is_dead: Any) -> dict[int, Outcome]:
    """Score changes after ``dead`` died: the killer's point for a zombie ("Each zombie killed is
    worth one point"), the survivors' award for a player ("Each time a player dies, all remaining
    players gain points equal to the number of players dead"), the one who killed him among them
    as a player still standing, and said so: a teammate's or an ally's death is no kill that scores."""
    out: dict[int, Outcome] = {}
    if dead.kind == "zombie" and killer is not None and killer.kind == "pc":
        was = int(killer.state.get("score", 0))
        score = zombie_kill(was)
        state = {**killer.state, "score": score, "kills": int(killer.state.get("kills", 0)) + 1}
        out[killer.id] = Outcome(state, [LogLine(QT_TRANSLATE_NOOP("rules", "{kills} zombie(s) killed: score {score}."),
                                                 {"kills": state["kills"], "score": score})],
                                 changed=[_score_moved(was, score)])
    elif dead.kind == "pc":
        players = [p for p in party if p.kind == "pc"]
        dead_so_far = sum(1 for p in players if p.id == dead.id or is_dead(p))
        award = death_award(max(1, dead_so_far))
        for p in players:
            if p.id == dead.id or is_dead(p):
                continue
            was = int(p.state.get("score", 0))
            score = was + award
            text = KILLER_OF_PLAYER if killer is not None and killer.id == p.id else PLAYER_DIED
            out[p.id] = Outcome({**p.state, "score": score}, [LogLine(text, {"award": award, "score": score})],
                                changed=[_score_moved(was, score)])
    elif killer is not None and killer.kind == "pc" and killer.id != dead.id:  # an ally: no kill that scores
        out[killer.id] = Outcome(dict(killer.state), [LogLine(NO_POINT)])
    return out


def _score_moved(old: int, new: int) -> LogLine:
    """A score's change, for the Undo of the action that made it: "score 1 → 2"."""
    return LogLine(QT_TRANSLATE_NOOP("rules", "score {old} → {new}"), {"old": old, "new": new})
