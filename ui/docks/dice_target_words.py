"""What the dice dock says when its target went down: a zombie destroyed by the damage just applied
("Shambler 1 is down; now against Shambler 2."), so "Against" never moves to another target without
a word.  The box goes on to the next of the other side who can act (in a fight, of that fight's
combatants: never one the GM left out of it) (:class:`ui.docks.dice_forms.DiceForms`);
the dock's message line says it.  Texts in the ``DiceDock`` translation context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ui import keymap


def target_moved_text(fallen: str, now: str | None, in_fight: bool = False) -> str:
    """The line for a target ``fallen`` down: the box's next target ``now``, or that none is left
    (``in_fight``: no foe of the roller is left standing in the running fight)."""
    if now is None and in_fight:
        return QCoreApplication.translate(
            "DiceDock", "{fallen} is down; no foe is left standing in this fight.").format(fallen=fallen)
    if now is None:
        return QCoreApplication.translate(
            "DiceDock", "{fallen} is down; nobody else here can be rolled against.").format(fallen=fallen)
    return QCoreApplication.translate("DiceDock", "{fallen} is down; now against {name}.").format(
        fallen=fallen, name=now)


def aimed_target_down_text(aimed: str, foe: str | None) -> str:
    """The line for an aimed shot at the round's end whose target ``aimed`` went down since the aim:
    the GM picks the shot's target (``foe``: the first foe standing, shown in the box; None: none)."""
    if foe is None:
        return QCoreApplication.translate(
            "DiceDock", "{aimed}, the aim's target, is down and no foe is standing: pick the aimed shot's target "
                        "in Against.").format(aimed=aimed)
    return QCoreApplication.translate(
        "DiceDock", "{aimed}, the aim's target, is down: pick the aimed shot's target in Against (now a foe: "
                    "{foe}).").format(aimed=aimed, foe=foe)


def acted_target_down_text(fallen: str, name: str) -> str:
    """The line for a target ``fallen`` down after ``name`` made his one action of the round at him
    (a brawl): the box stays, no other attack is set up; N passes the turn."""
    return QCoreApplication.translate(
        "DiceDock", "{fallen} is down; {name} has made this round's action: {key} passes the turn.").format(
        fallen=fallen, name=name, key=keymap.first_shown("fight.next"))


def single_attack_text(name: str, swarm: bool) -> str:
    """The line over the roll a single attack from the dead asked for: the swarm's (``swarm``, a
    mess-up in its round or the GM's pick after a lost one) or the Threat dial's, on ``name``."""
    if swarm:
        return QCoreApplication.translate(
            "DiceDock", "The swarm's single attack on {name}: this roll answers it, with any skill that fits "
                        "(the GM has the final word).").format(name=name)
    return QCoreApplication.translate(
        "DiceDock", "A single attack from the dead on {name}: this roll answers it, with any skill that fits "
                    "(the GM has the final word).").format(name=name)
