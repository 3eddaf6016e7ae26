"""Names the GM typed are never translated: a weapon called "Pistol" stays "Pistol" in Russian."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from app.rules.base import Choice, FieldSpec
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event
from app.services.rolls import RollRequest
from ui import i18n
from ui.widgets.field_form import FieldForm


def test_a_weapon_the_gm_named_pistol_reads_pistol_in_russian(qtbot, tmp_path):
    path = tmp_path / "d10.deadwatch"
    create_campaign(str(path), "Names", "d10under").engine.dispose()
    services = open_services(str(path), Dice(seed=2))
    try:
        i18n.set_language("ru")
        pistol = {"name": "Pistol", "kind": "ranged", "damage": 20, "magazine": 6}
        services.characters.create("Vera", "pc", {"weapons": [pistol]})
        vera = next(c for c in services.characters.characters() if c.name == "Vera")
        kinds = {k.key: k for k in services.ruleset.roll_rules().roll_kinds(vera.sheet)}
        shot = next(k for k in kinds.values() if any(f.key == "weapon" for f in k.fields))
        weapon = next(f for f in shot.fields if f.key == "weapon")
        assert any(c.label == "Pistol" and c.own for c in weapon.choices)
        form = FieldForm(shot.fields, {"weapon": "Pistol"})
        qtbot.addWidget(form)
        combo = form.inputs["weapon"]
        assert isinstance(combo, QComboBox)
        assert "Pistol" in [combo.itemText(i) for i in range(combo.count())]
        assert "Пистолет" not in [combo.itemText(i) for i in range(combo.count())]
        # a rule's own label still is translated beside it
        rule = FieldForm([FieldSpec("w", "Weapon", "choice", "p", choices=(Choice("p", "Pistol"),))])
        qtbot.addWidget(rule)
        assert rule.inputs["w"].currentText() == "Пистолет"
        services.rolls.roll(RollRequest(shot.key, int(vera.id), {"weapon": "Pistol"}))
        # a shot spends its round: the line is the ammunition ledger's (kind "ammo"), as the dock shows it
        line = render_event([e for e in services.campaign.events() if e.kind in ("roll", "ammo")][-1])
        assert "— Pistol:" in line and "Пистолет" not in line  # the weapon after a dash, as the GM named it
    finally:
        i18n.set_language("en")
        services.close()
