"""Norms' melee damage worked in the log read "Fuerza 3 × Con las manos desnudas o de un mordisco
+1…" in Spanish: a weapon's name with its capital in mid-sentence.  The name is now quoted as a
name («…»), in Spanish and Russian alike."""

from __future__ import annotations

from app.rules.gridlimbs.damage_rules import _MELEE_DAMAGE
from app.rules.gridlimbs.weapons import BARE_BLOW
from app.services.logtext import render
from ui import i18n


def test_the_weapon_named_mid_sentence_is_quoted(qapp):  # noqa: ANN001
    args = {"strength": 3, "weapon": {"t": BARE_BLOW.label}, "modifier": 1, "share": 100, "damage": 6}
    try:
        i18n.set_language("es")
        said = render(_MELEE_DAMAGE, args, "rules")
        assert said.startswith("Fuerza 3 × «Con las manos desnudas o de un mordisco» 1"), said
        i18n.set_language("ru")
        said = render(_MELEE_DAMAGE, args, "rules")
        assert said.startswith("Сила 3 × «"), said
    finally:
        i18n.set_language("en")
