"""The swarm panel reads whole on a 1366×768 laptop during a swarm fight (issue 40), in English,
Russian and Spanish, in the GM's layout and the fight layout (F11): its heading (the Swarm Threat)
scrolled out of view as the view followed the typed dice; the counts and two buttons that did
nothing in a fight stood between it and the round, three Tabs before Who rolls; and the focused
typed-dice field cut its Russian hint ("кубики со стола (пусто: бросок зде…"), measured without the
focus's wider frame.  Now the heading stays above the view, the round comes first (the counts and
Call off under it), the panel never scrolls sideways, and each hint shows whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QStyle, QStyleOptionFrame

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import demos, in_view, settle  # noqa: F401  (demos: fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.widgets import reading_order


def laid_out(qtbot) -> None:  # noqa: ANN001
    settle()
    qtbot.wait(30)
    settle()


def hint_cut(field: QLineEdit) -> str:
    """The field's hint as the field draws it now, where that is cut (Qt elides it to the room of
    its contents, less 2 px each side)."""
    option = QStyleOptionFrame()
    field.initStyleOption(option)
    metrics = field.fontMetrics()
    room = field.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, field).width() - 4
    drawn = metrics.elidedText(field.placeholderText(), Qt.TextElideMode.ElideRight, room)
    return drawn if drawn != field.placeholderText() else ""


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
@pytest.mark.parametrize("layout", ["own", "fight"])
def test_the_swarm_round_reads_whole_on_a_laptop(qtbot, tmp_path, demos, layout, lang):  # noqa: F811
    i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        services = window.services
        while services.threat.level() < 3:
            assert services.threat.step(1, "gm")
        assert services.swarm.set_dead(30)
        keys = Keys(qtbot)
        if layout == "fight":
            keys.key(Qt.Key.Key_F11)
            assert window.fight_layout.is_on()
        dock = window.docks["swarmDock"]
        keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # to the panel
        keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # the fight starts
        laid_out(qtbot)
        assert services.swarm.active()
        assert window.size().toTuple() == LAPTOP
        box = dock.round_box
        who = box.rollers[0][0]
        body = dock.widget().widget()
        panel = [w for w in reading_order.stops(body) if w.isVisible() and w.isEnabled()]
        assert panel[0] is who, [w.objectName() for w in panel]  # the panel's first Tab: who rolls
        assert panel[-3:] == [dock.dead, dock.size_spin, dock.call_off_button]  # the counts after Roll
        assert QApplication.focusWidget() is who
        keys.type("A")  # Ana and Ben roll
        keys.key(Qt.Key.Key_Tab, times=3)
        keys.type("B")
        keys.key(Qt.Key.Key_K, CTRL)  # to the round's typed dice, far down the round
        laid_out(qtbot)
        faces = QApplication.focusWidget()
        assert isinstance(faces, QLineEdit) and faces is box.plan_labels[0][1]
        assert in_view(dock, faces)
        assert in_view(dock, dock.headline), dock.widget().verticalScrollBar().value()  # the Swarm Threat
        assert dock.headline.text().endswith(" 6")
        assert dock.widget().horizontalScrollBar().maximum() == 0
        cut = [hint_cut(f) for f in [box.leader_faces, *(f for _, f in box.plan_labels)] if f.isVisible()]
        assert not any(cut), cut
        keys.key(Qt.Key.Key_Tab, SHIFT)  # back up the round: the heading stays
        laid_out(qtbot)
        assert in_view(dock, dock.headline)
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
