"""One fighter picked to roll against the swarm (twdu, in Russian, at 1366×768, the GM's 11 pt theme):
each Ctrl+Shift+W puts the focus on a field whole in view, the first "Who rolls" box with the skill
under it (not cut at the panel's bottom edge); with one fighter alone picked, the panel says before
the roll why they make all three rolls, each row names which of their rolls it is, and after the
roll the rows say it too, with their penalty, as the log line names the rule."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QScrollArea

from tests.gui.swarm_alone import laptop_demo, settle
from tests.gui.test_readable import gm_theme  # noqa: F401  (the GM's 11 pt theme)
from tests.gui.test_swarm_dead_after_step import CTRL_SHIFT
from ui import i18n
from ui.docks.log_model import EVENT

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def test_a_lone_roller_s_three_rolls_are_explained_and_the_roller_box_is_in_view(qtbot, tmp_path, gm_theme):  # noqa: F811
    assert i18n.set_language("ru")
    window = laptop_demo(qtbot, tmp_path)
    try:
        services = window.services
        dock = window.docks["swarmDock"]
        who, skill, _extra = dock.round_box.rollers[0]
        scroll = dock.findChild(QScrollArea)
        # Fight the swarm (twelve dead counted), the fight started with the first roller's box, then that
        # box again (never the count of dead, where a stray Down would take a dead away)
        for expected in (dock.start_button, who, who, who):
            qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)
            settle()
            assert QApplication.focusWidget() is expected
            for whole in (expected, skill) if expected is who else (expected,):  # the box, the skill under it
                top = whole.mapTo(scroll.viewport(), QPoint(0, 0)).y()
                assert top >= 0 and top + whole.height() <= scroll.viewport().height(), (whole, top)
        assert services.swarm.active()
        qtbot.keyClick(who, Qt.Key.Key_Down)
        settle()
        name = who.currentText()
        assert name and who.currentData(Qt.ItemDataRole.UserRole) is not None
        note = dock.round_box.repeats
        assert note.isVisible()
        assert note.text() == (f"3 броска в этом раунде: {name} бросает все 3, после первого — −2 и −4 (Малая группа). "
                               "Выберите других в «Кто бросает», чтобы разделить броски.")
        # said under the Who rolls boxes, in sight before the roll (it was below the rows, scrolled away)
        top = note.mapTo(scroll.viewport(), QPoint(0, 0)).y()
        assert top >= 0 and top + note.height() <= scroll.viewport().height(), top
        rows = [label.text() for label, _ in dock.round_box.plan_labels]
        assert rows[0].startswith(f"{name} (бросок 1 из 3)")
        assert rows[1].startswith(f"{name} (бросок 2 из 3)") and rows[1].endswith("(−2)")
        assert rows[2].startswith(f"{name} (бросок 3 из 3)") and rows[2].endswith("(−4)")
        qtbot.keyClick(window, Qt.Key.Key_W, CTRL_ALT)  # the round rolled
        settle()
        assert services.swarm.last_round()
        details = dock.outcome_box.details.text()
        assert f"{name} (бросок 2 из 3)" in details and "(−2)" in details
        assert f"{name} (бросок 3 из 3)" in details and "(−4)" in details
        line = window.docks["logDock"].proxy
        texts = [line.index(r, EVENT).data() or "" for r in range(line.rowCount())]
        assert any("Малая группа −2" in t for t in texts), texts[-4:]
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
