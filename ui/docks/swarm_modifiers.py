"""The swarm dock's modifier fields: the modifier the ruleset puts on each of a round's rolls
(:attr:`app.rules.features.SwarmRules.roll_modifier`, a small group's 0, −2, −4 say) as a spin box
next to the roll's typed dice, and what a running block costs the rolls it hinders
(:attr:`~app.rules.features.SwarmRules.block_cost`, one success for Mobility and Stealth, say),
the rules' value by default and the GM free to type another (issue 21).  What the GM typed holds
until the rollers change (the block's: until the round is rolled).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QSpinBox, QWidget

from app.rules.numbers import signed
from ui import i18n
from ui.widgets.wheel_guard import CalmSpinBox

if TYPE_CHECKING:
    from app.services.swarm import RoundPlan
    from ui.docks.swarm_round import RoundBox


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text)


def modifier_field(part: RoundBox, parent: QWidget, index: int) -> QSpinBox:
    spin = CalmSpinBox(parent)
    spin.setObjectName(f"modifier{index}")
    spin.valueChanged.connect(lambda value: typed(part, index, value))
    return spin


def typed(part: RoundBox, index: int, value: int) -> None:
    if part.updating:
        return
    part.typed_modifiers[index] = value
    part.update_odds()


def modifiers(part: RoundBox) -> tuple[int | None, ...]:
    """The modifiers the GM typed, by roll (None: the rules')."""
    count = len(part.plan_mods)
    return tuple(part.typed_modifiers.get(i) for i in range(count)) if part.typed_modifiers else ()


def follow_rollers(part: RoundBox, basis: tuple[tuple[int, ...], int | None, int] | tuple[()]) -> bool:
    """New rollers, who rolls twice or sacrifices: the rules' modifiers again (True: they were typed)."""
    if basis == part.modifier_basis:
        return False
    part.modifier_basis = basis
    had = bool(part.typed_modifiers)
    part.typed_modifiers.clear()
    return had


def block_field(part: RoundBox, parent: QWidget) -> QSpinBox:
    spin = CalmSpinBox(parent)
    spin.setObjectName("blockCost")
    spin.valueChanged.connect(lambda value: typed_block(part, value))
    return spin


def typed_block(part: RoundBox, value: int) -> None:
    if part.updating:
        return
    part.typed_block_cost = value
    part.update_odds()


def clear(part: RoundBox) -> None:
    """The round rolled: the next one's modifiers are the rules' again."""
    part.typed_modifiers.clear()
    part.typed_block_cost = None


def show_block(part: RoundBox, plan: RoundPlan | None) -> None:
    """The block's cost while a block hinders the round (the rules' unless the GM typed another)."""
    declared = part.swarm.block_cost()
    shown = declared is not None and plan is not None and plan.block
    part.block_cost.setVisible(shown)
    if not shown or declared is None:
        return
    part.updating = True
    part.block_cost.setRange(declared.minimum, declared.maximum)
    part.block_cost.setPrefix(rules_tr(declared.label) + ": −")
    part.block_cost.setValue(declared.default if part.typed_block_cost is None else part.typed_block_cost)
    part.block_cost.setToolTip(
        QCoreApplication.translate("SwarmDock", "{what}. The rules: {value}").format(
            what=rules_tr(declared.tooltip or declared.label), value=declared.default
        )
    )
    part.updating = False


def show(part: RoundBox, plan: RoundPlan | None) -> None:
    """Each planned roll's modifier in its field (hidden where the rules put none on the rolls)."""
    declared = part.swarm.roll_modifier()
    rolls = plan.rolls if plan is not None else ()
    part.updating = True
    for index, spin in enumerate(part.plan_mods):
        shown = declared is not None and index < len(rolls)
        spin.setVisible(shown)
        if not shown or declared is None:
            continue
        spin.setRange(declared.minimum, declared.maximum)
        spin.setPrefix(rules_tr(declared.label) + ": ")
        spin.setValue(rolls[index].modifier)
        tip = QCoreApplication.translate("SwarmDock", "{what}. The rules: {value}").format(
            what=rules_tr(declared.tooltip or declared.label), value=signed(rolls[index].rules_modifier)
        )
        value = rolls[index].rules_modifier
        if declared.field_label and value:  # what the number is, first ("Fewer than 3 rollers: −2 dice on this roll")
            said = QCoreApplication.translate("SwarmDock", "{what}: {value} {count|die|dice} on this roll")
            tip = i18n.plural(said, what=rules_tr(declared.field_label), value=signed(value),
                              count=abs(value)) + ". " + tip
        spin.setToolTip(tip)
    part.updating = False
