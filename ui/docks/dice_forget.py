"""The dice dock's forms leave nothing of the campaign they showed when another one is opened.

The forms remember the GM's inputs for each character and kind, by the character's id, and the
roller and target chosen; two campaigns (the unisystem and Norms demos) have characters of the same
ids, so a campaign opened after another showed Dana Cruz on the weapon picked in the other one, her
counts of the other one's fight ("2 attacks, 1 defence", "action 4") and its zombie as her target.
:func:`forget_campaign` empties all of it: the new campaign's roller comes from its own selection."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ui.docks.dice_forms import DiceForms


def forget_campaign(forms: DiceForms) -> None:
    """Empty what ``forms`` remember of the campaign they showed (called before they are filled
    from another one)."""
    forms.values_by_kind.clear()
    forms.form_kind = None  # the form shown is built again, its values not kept for anyone
    forms.asked = None
    forms.picked.clear()  # the GM's kinds picked for the other campaign's rollers
    forms.opponent_set = {}
    forms.building = True
    forms.character_combo.clear()
    forms.opponent_combo.clear()
    forms.building = False
    target = forms.target
    target.gm_target = target.box_target = target.standing_target = None
    target.fell_from = None
    target.turn_on_map = False
