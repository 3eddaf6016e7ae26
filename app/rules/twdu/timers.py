"""Time passing for a twdu character outside the rounds of a fight: the lethal injuries' time
limits run down (one that runs out kills), the recovery times too (one that has passed removes its
penalty), and so do the Broken minutes (when they are over, Health 1).  Whole days give Health back
to one who ate ("A PC or NPC naturally recovers one point of Health each day, as long as they are
able to consume one ration of food during that day. A PC that has no food cannot heal."), never
while sick ("While you are sick, you don't heal damage.")."""

from __future__ import annotations

from app.rules.base import DayHealing, LogLine, Outcome, RulesError, Sheet, State
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu import broken as brk
from app.rules.twdu import health as hp
from app.rules.twdu import injuries as inj
from app.rules.twdu import sheet as sh
from app.rules.twdu import undead as und

#: an injury whose recovery time has passed: "the penalty is removed"; it has healed (or the
#: character has adjusted to it: "You won't, for example, heal a destroyed eye, but you can adjust")
RECOVERED = QT_TRANSLATE_NOOP(
    "rules", "{name} has healed: the recovery time has passed; −{penalty} {penalty|die|dice} removed.")
#: the same in logs written before it said the injury healed (read as it was)
RECOVERED_BEFORE = QT_TRANSLATE_NOOP(
    "rules", "{name}: the recovery time has passed; −{penalty} {penalty|die|dice} removed.")
#: the poison's rolls due as time passes: "You must make a new opposed roll against the poison each
#: hour, until you manage to successfully fight off the poison, or it kills you"
POISON_DUE = QT_TRANSLATE_NOOP(
    "rules", "Poisoned: {count} {count|hourly roll|hourly rolls} of Endure against the poison due; in the dice "
             "dock: {kind} (−1 die while poisoned; one Medicine roll each hour adds its successes).")
#: the disease's: "Make an opposed roll against the disease each day"
DISEASE_DUE = QT_TRANSLATE_NOOP(
    "rules", "Sick: {count} daily {count|sickness roll|sickness rolls} due; in the dice dock: {kind} (−1 die "
             "while sick; one Medicine roll each day adds its successes).")
#: the dice dock's kinds that roll them (:mod:`.hazard_kinds`)
POISON_KIND = QT_TRANSLATE_NOOP("rules", "Poison (Endure against Toxicity)")
DISEASE_KIND = QT_TRANSLATE_NOOP("rules", "Disease (sickness roll against Virulence)")


def rolls_due(state: State, minutes: int) -> list[LogLine]:
    """The poison's hourly rolls and the disease's daily ones ``minutes`` call for (each whole hour,
    each whole day of them), none for the dead: how many, and the dice dock's kind that rolls them."""
    if state.get("dead") or minutes <= 0:
        return []
    out = []
    if state.get("poisoned") and minutes // 60:
        out.append(LogLine(POISON_DUE, {"count": minutes // 60, "kind": {"t": POISON_KIND}}))
    if state.get("sick") and minutes // 1440:
        out.append(LogLine(DISEASE_DUE, {"count": minutes // 1440, "kind": {"t": DISEASE_KIND}}))
    return out


def due_ended(state: State, kind: str) -> str:
    """Why the poison's (or the disease's) rolls left are no longer due: fought off; "" for another
    reason (the character dead)."""
    if state.get("dead"):
        return ""
    if kind == "poison" and not state.get("poisoned"):
        return QT_TRANSLATE_NOOP("rules", "{name} fought the poison off")
    if kind == "disease" and not state.get("sick"):
        return QT_TRANSLATE_NOOP("rules", "{name} fought the disease off")
    return ""


#: the same, of an injury that took no dice off the rolls
RECOVERED_NO_PENALTY = QT_TRANSLATE_NOOP("rules", "{name} has healed: the recovery time has passed.")


def time_passes(state: State, minutes: int) -> Outcome:
    """Let time pass for the lethal injuries' time limits (one that runs out kills) and the
    Broken minutes (when they are over, Health 1)."""
    if minutes < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Time cannot run backwards."))
    if state.get("dead"):  # the dead do not heal: their injuries stay as they were at death
        return Outcome(dict(state))
    new = dict(state)
    up = brk.broken_time_passes(state, minutes)
    new.pop(brk.TIMER_KEY, None)
    if up.left is not None:
        new[brk.TIMER_KEY] = up.left
    injuries = []
    lines: list[LogLine] = []
    current = sh.injuries_of(state)
    # a lethal injury whose time runs out in this time kills: no injury heals after the death
    lived = min([minutes, *(left for i in current if (left := i.minutes_left) is not None)])
    for injury in current:
        after, expired = inj.pass_time(injury, lived)
        injuries.append(after)
        if after.recovered and not injury.recovered:
            lines.append(LogLine(RECOVERED if injury.penalty else RECOVERED_NO_PENALTY,
                                 {"name": {"t": injury.name}, "penalty": injury.penalty}))
        if expired and not new.get("dead"):
            new["dead"] = True
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "{name}: the time limit ran out. Dead."),
                                 {"name": {"t": injury.name}}))
    new["injuries"] = [i.to_dict() for i in injuries]
    if up.recovered and not new.get("dead"):
        new["health"] = brk.RECOVERED_HEALTH
        lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "The Broken minutes are over: up again with Health 1.")))
    return Outcome(new, lines)


#: a day's healing for each day with a ration ("recovers one point of Health each day, as long as they
#: are able to consume one ration of food during that day"); ``{name}`` the character's
ATE = QT_TRANSLATE_NOOP("rules", "{name}: a ration a day for {days} {days|day|days}: Health {old} → {new}.")
#: a ration on some of the days: Health back for those alone
ATE_SOME = QT_TRANSLATE_NOOP("rules", "{name}: a ration on {fed} of {days} days, none on the others: Health {old} "
                                      "→ {new}.")
#: "A PC that has no food cannot heal."
NO_FOOD = QT_TRANSLATE_NOOP("rules", "{name} had no ration: no Health back.")
#: "While you are sick, you don't heal damage."
SICK = QT_TRANSLATE_NOOP("rules", "{name} is sick: no Health back.")


def heals_by_days(sheet: Sheet, state: State) -> DayHealing | None:
    """A hurt living character heals by the days (the dead and the undead, without Health Points, do
    not; nor does one unhurt).  A day eaten spends one of the sheet's rations ("consume one ration of
    food during that day"), so the box starts ticked for one who carries some ("A PC that has no food
    cannot heal")."""
    if state.get("dead") or und.is_undead(state):
        return None
    if int(state.get("health", hp.MAX_HEALTH)) >= hp.MAX_HEALTH:
        return None
    stock = int(sheet.get(sh.RATIONS, 0) or 0)
    return DayHealing(fed=stock > 0, sick=bool(state.get("sick")), food=sh.RATIONS, stock=stock)


def days_eaten(state: State, days: int, ate: bool | int) -> Outcome:
    """``days`` whole days passed: one Health Point a day for one who ate a ration that day (at
    most 3; a Broken one is up again), none on a day without food or while sick (said).  ``ate``:
    each day (True), none (False), or on how many of the days ("ate 2 days of 3": two back)."""
    if days < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Time cannot run backwards."))
    fed = days if ate is True else 0 if ate is False else int(ate)
    if not 0 <= fed <= days:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A number is expected."))
    new = und.unmarked(state)
    if not days or heals_by_days({}, new) is None:
        return Outcome(new)
    if new.get("sick"):
        return Outcome(new, [LogLine(SICK)])
    if not fed:
        return Outcome(new, [LogLine(NO_FOOD)])
    old = int(new.get("health", hp.MAX_HEALTH))
    health = old
    for _ in range(fed):
        health = hp.daily_healing(health, ate_ration=True, sick=False)
    new["health"] = health
    new.pop(brk.TIMER_KEY, None)  # up again, Broken no more
    if fed < days:  # "A PC that has no food cannot heal": the days without, none back
        return Outcome(new, [LogLine(ATE_SOME, {"fed": fed, "days": days, "old": old, "new": health})])
    return Outcome(new, [LogLine(ATE, {"days": days, "old": old, "new": health})])
