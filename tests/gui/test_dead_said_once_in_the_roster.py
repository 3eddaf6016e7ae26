"""A dead Mia (her bitten forearm's time ran out, Health 1 left) read «Salud 1/3 Sin vida» in the
roster with a «Sin vida» badge beside it: the death said twice.  Her Health keeps its number (she
died of the lethal injury, not of damage) and the death is said once, beside the bar.  A ruleset
whose health track names no values (the roll-under d10's) says it by its badge, once too.  In
English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_readable import demos  # noqa: F401  (fixture)
from ui import i18n

DEAD = {"en": "Dead", "ru": "Нет в живых", "es": "Sin vida"}
HEALTH = {"en": "Health 1/3", "ru": "Здоровье 1/3", "es": "Salud 1/3"}


def _said(roster, cid: int) -> list[str]:  # noqa: ANN001
    """Every text the row shows of her: the bars' (with the words beside them) and the badges'."""
    return [bar.text() for bar in roster.tracks(cid).bars] + [label for _style, label in roster.badges(cid).chips]


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_dead_character_s_row_says_the_death_once(qtbot, tmp_path, demos, lang):  # noqa: F811
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        services = window.services
        mia = next(int(c.id) for c in services.characters.characters() if c.name.startswith("Mia"))
        assert services.characters.heal(mia, {"kind": "time", "minutes": 200})  # 3 hours: the bite kills
        assert services.characters.character(mia).state["dead"]
        roster = window.docks["charactersDock"]
        qtbot.waitUntil(lambda: any(DEAD[lang] in text for text in _said(roster, mia)))
        said = _said(roster, mia)
        assert " ".join(said).count(DEAD[lang]) == 1, said
        assert said[0] == f"{HEALTH[lang]} {DEAD[lang]}", said  # the number kept, the death beside it
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")


def test_a_track_that_names_no_values_leaves_the_death_to_its_badge(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    assert services.characters.create("Gleb", "pc", services.ruleset.new_sheet("pc"))
    gleb = int(services.characters.characters()[0].id)
    assert services.characters.damage(gleb, {"amount": 500})
    QApplication.processEvents()
    roster = window.docks["charactersDock"]
    qtbot.waitUntil(lambda: roster.badges(gleb) is not None and bool(roster.badges(gleb).chips))
    said = _said(roster, gleb)
    assert " ".join(said).count("Dead") == 1, said
    assert [label for _style, label in roster.badges(gleb).chips] == ["Dead"]
