"""The sheet's numbers with their one minus sign: a creation budget overspent reads "−3 of 12
left" (it read "-3" with a hyphen), and a derived value below zero likewise."""

from __future__ import annotations

from tests.gui.helpers import campaign_window
from ui.dialogs.sheet_dialog import SheetDialog


def test_an_overspent_budget_reads_with_the_minus_sign(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    sheet = services.ruleset.new_sheet()
    dialog = SheetDialog(services, None, window)
    qtbot.addWidget(dialog)
    inputs = {key: box for form in dialog.forms for key, box in form.inputs.items()}
    stats = [key for key in ("strength", "agility", "accuracy", "endurance") if key in sheet and key in inputs]
    assert stats
    for key in stats:  # every stat raised far above its start: more points spread than allowed
        inputs[key].setValue(inputs[key].maximum())
    qtbot.waitUntil(lambda: "⚠" in dialog.budget.text())
    text = dialog.budget.text()
    assert "−" in text and "-" not in text.replace("—", ""), text


def test_the_drawback_budget_says_one_thing(qtbot, tmp_path):
    """AFMBE norms, no drawback taken yet: "Drawback points: 0 taken (at most 10)", not "taken:
    10 of 10 left" (nor "to take: 10 of 10 left": what is left of what?)."""
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    dialog = SheetDialog(window.services, None, window)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: "Drawback points" in dialog.budget.text())
    line = next(line for line in dialog.budget.text().splitlines() if line.startswith("Drawback points"))
    assert line == "Drawback points: 0 taken (at most 10)"
