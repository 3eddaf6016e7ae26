"""The swarm dock's round box filled from the campaign: the fighters in its boxes, the ruleset's skills,
and the Leadership and sacrifice rows as the ruleset declares them
(:attr:`app.rules.features.SwarmRules.leadership_skill`, ``sacrifice_skill``): shown only where the
rules have them, named by the ruleset's skills and limits."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ui import i18n
from ui.docks.swarm_look import ID_ROLE, NAME_ROLE, rules_tr

if TYPE_CHECKING:
    from ui.docks.swarm_round import RoundBox


def leader_widgets(part: RoundBox) -> list[QWidget]:
    return [
        part.leader_label, part.leader, part.leader_faces, part.leader_button, part.leader_result, part.lead_box,
    ]


def sacrifice_widgets(part: RoundBox) -> list[QWidget]:
    return [
        part.sacrifice_label, part.sacrificer, part.victim, part.sacrificer_faces, part.victim_faces,
        part.sacrifice_button, part.sacrifice_result,
    ]


def show_declared(part: RoundBox) -> None:
    """As many rollers as the ruleset's rounds have rolls (three rows at most), the Leadership roll
    and the sacrifices where the ruleset has them, named by its skills."""
    swarm = part.swarm
    for index, row in enumerate(part.rollers):
        widget: QWidget
        for widget in row:
            widget.setVisible(index < swarm.max_rolls)
    lead, force = swarm.leadership_skill(), swarm.sacrifice_skill()
    for widget in leader_widgets(part):
        widget.setVisible(bool(lead))
    for widget in sacrifice_widgets(part):
        widget.setVisible(bool(force))
    if lead:
        skill = part.skill_label(lead)
        part.leader_label.setText(skill)
        part.leader_button.setText(QCoreApplication.translate("SwarmDock", "Roll {skill}").format(skill=skill))
        part.leader_button.setToolTip(
            i18n.plural(
                QCoreApplication.translate(
                    "SwarmDock",
                    "One who is not rolling barks orders: one die per success, at most {count} to one roller",
                ),
                count=swarm.max_dice_to_one,
            )
        )
    if force:
        skill = part.skill_label(force)
        part.sacrifice_button.setText(
            QCoreApplication.translate("SwarmDock", "Roll the sacrifice ({skill})").format(skill=skill)
        )
        part.sacrifice_button.setToolTip(
            i18n.plural(
                QCoreApplication.translate(
                    "SwarmDock",
                    "Throw the victim to the dead: an opposed {skill} roll; it takes one of the round's"
                    " {count} {count|roll|rolls}",
                ),
                skill=skill,
                count=swarm.max_rolls,
            )
        )


def fill_people(box: RoundBox, people: list[tuple[str, int]], why: dict[int, str] | None = None) -> None:
    """The fighters in the rollers', the leader's and the sacrifice's boxes, each keeping its pick;
    in the rollers' boxes, one who rolls nothing says why (``why``: a line of context ``rules`` by
    id, "Broken: every roll fails")."""
    nobody = QCoreApplication.translate("SwarmDock", "— nobody —")
    why = why or {}
    rollers = [who for who, _, _ in box.rollers]
    box.updating = True
    for combo in rollers + [box.leader, box.sacrificer, box.victim]:
        current = combo.currentData(ID_ROLE)
        combo.clear()
        combo.addItem(nobody, None)
        for name, cid in people:
            text = name
            if combo in rollers and why.get(cid):
                text = QCoreApplication.translate("SwarmDock", "{name} — {why}").format(
                    name=name, why=rules_tr(why[cid]))
            combo.addItem(text, cid)
            combo.setItemData(combo.count() - 1, name, NAME_ROLE)
        index = combo.findData(current)
        combo.setCurrentIndex(max(0, index))
    box.updating = False
    box.update_odds()


def leave_out(box: RoundBox, ids: set[int]) -> None:
    """The rollers ``ids`` picked no more ("— nobody —" in their rows)."""
    dropped = False
    box.updating = True
    for who, _, _ in box.rollers:
        if who.currentData(ID_ROLE) in ids:
            who.setCurrentIndex(0)
            dropped = True
    box.updating = False
    if dropped:
        box.update_odds()


def fill_skills(box: RoundBox) -> None:
    """The rules' skills in the rollers' boxes and the clearing methods; the rows the rules declare."""
    swarm = box.swarm
    box.updating = True
    skills = swarm.skills() if swarm.available() else []
    for _, combo, _ in box.rollers:
        current = combo.currentData(ID_ROLE) or swarm.fight_skill()
        combo.clear()
        for key, label in skills:
            combo.addItem(rules_tr(label), key)
        combo.setCurrentIndex(max(0, combo.findData(current)))
    current = box.method.currentData(ID_ROLE)
    box.method.clear()
    methods = swarm.clearing_methods()
    if len(methods) > 1:  # left to the rollers: the rules read the way from the skills they roll
        box.method.addItem(QCoreApplication.translate("SwarmDock", "by the rollers' skills"), "")
    for method in methods:
        box.method.addItem(rules_tr(method.label), method.value)
    box.method.setCurrentIndex(max(0, box.method.findData(current)))
    box.updating = False
    if swarm.available():
        show_declared(box)
    box.update_odds()
