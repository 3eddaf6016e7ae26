"""A Broken twdu character read «Fuera de combate» twice, in the roster and in the fight list: on
her Health bar («Salud 0/3 Fuera de combate») and on a badge beside it, whose tooltip alone said what
it means.  The state is said once, with the rule's meaning: the badge reads «Fuera de combate — toda
tirada de habilidad falla», the bar its numbers alone.  Damaged by keys (D, 3, Enter) in the demo at
1366×768, in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import Keys
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_readable import demos  # noqa: F401  (fixture)
from ui import i18n
from ui.docks.order_tree import CONDITIONS, TRACKS
from ui.widgets.tracks_delegate import TRACKS_ROLE

BROKEN = {"en": "Broken", "ru": "Вне строя", "es": "Fuera de combate"}
BADGE = {"en": "Broken — every skill roll fails", "ru": "Вне строя — любой бросок навыка проваливается",
         "es": "Fuera de combate — toda tirada de habilidad falla"}
HEALTH = {"en": "Health 0/3", "ru": "Здоровье 0/3", "es": "Salud 0/3"}


def roster_said(roster, cid: int) -> list[str]:  # noqa: ANN001
    """Every text the roster's row shows of her: the bars' (with the words beside them), the badges'."""
    return [bar.text() for bar in roster.tracks(cid).bars] + [label for _style, label in roster.badges(cid).chips]


def fight_said(fight, name: str) -> list[str]:  # noqa: ANN001
    """Every text her row of the fight list shows: the bars' and the conditions'."""
    tree = fight.tree
    row = next(i for i in range(tree.count()) if tree.text(i, 1) == name)
    return [cell[0] for cell in tree.cell(row, TRACKS, TRACKS_ROLE) or []] + [tree.text(row, CONDITIONS)]


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_broken_characters_row_says_it_once_with_what_it_means(qtbot, tmp_path, demos, lang):  # noqa: F811
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP)
    try:
        services = window.services
        ana = next(c for c in services.characters.characters() if c.name.startswith("Ana"))
        roster = window.docks["charactersDock"]
        keys = Keys(qtbot)

        def three(dialog) -> None:  # noqa: ANN001
            activate(qtbot, dialog)
            dialog.form.inputs["armor"].setChecked(False)  # no armor roll: the 3 goes through
            keys.type("3")
            keys.key(Qt.Key.Key_Return)

        activate(qtbot, window)
        roster.select(int(ana.id))
        roster.tree.setFocus()
        keys.key(Qt.Key.Key_Escape)  # back to the fight list, where D acts on the one chosen
        when_dialog_opens(three)
        keys.key(Qt.Key.Key_D)
        qtbot.waitUntil(lambda: services.characters.character(int(ana.id)).state["health"] == 0)
        QApplication.processEvents()
        said = roster_said(roster, int(ana.id))
        assert " ".join(said).count(BROKEN[lang]) == 1, said
        assert said[0] == HEALTH[lang], said  # the bar: its numbers alone
        assert BADGE[lang] in said, said  # the badge: the state and what it means
        fought = fight_said(window.docks["initiativeDock"], ana.name)
        assert " ".join(fought).count(BROKEN[lang]) == 1, fought
        assert fought[0] == HEALTH[lang] and BADGE[lang] in fought[-1], fought
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
