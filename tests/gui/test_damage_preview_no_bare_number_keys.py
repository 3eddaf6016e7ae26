"""The damage form's preview (D, 5 typed) showed a lone "5" above "5 damage to Life Points: 26 →
21.": a worked sum with nothing worked out (no armor, no multiplier) is the bare number again.  The
preview now shows only the line that says what the number does; where armor takes part of it the
worked sum still comes first."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window, when_dialog_opens

JACKET = [{"name": "Leather jacket", "value": 2, "covers": "all"}]


def _preview(qtbot, window, who):
    window.selection.select_character(who)
    activate(qtbot, window)
    seen: list[str] = []

    def look(dialog):  # noqa: ANN001, ANN202
        try:
            amount = dialog.form.inputs["amount"]
            amount.setFocus()
            amount.selectAll()
            qtbot.keyClicks(amount, "5")
            seen.append(dialog.preview.text())
        finally:
            dialog.reject()

    when_dialog_opens(look)
    qtbot.keyClick(window, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: bool(seen))
    return seen[0]


def test_the_preview_names_the_number_it_shows(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    assert services.characters.create("Dana", "pc", {"str": 2, "con": 2})
    assert services.characters.create("Vic", "npc", {"str": 2, "con": 2, "armor": JACKET})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert _preview(qtbot, window, who["Dana"]) == "5 damage to Life Points: 26 → 21."
    shown = _preview(qtbot, window, who["Vic"])  # armor takes 2: the worked sum first
    assert shown.splitlines()[0].startswith("5 − ") and shown.splitlines()[-1] == "3 damage to Life Points: 26 → 23."
