"""AFMBE norms in Russian on a 1366×768 laptop: the zombie below 0 Life Points has the GM's call in
its row («Вне строя: решает ведущий», «Уничтожен»); once Father Tom's row grew (29 damage to his
Endurance), that call was drawn over Orderly Vic's «Выносливость 26/26» below it.  Rows never
overlap: a row that grows pushes the next ones down."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QTreeWidgetItemIterator

from app.rules.dice import Dice
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_autofire_ammo_keys import pick_with_keys
from tests.gui.test_nothing_sideways import demos  # noqa: F401  (fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n

SEED = 1


def settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


def overlaps(roster) -> list[str]:  # noqa: ANN001
    """Each row's cell widget (the check buttons) that reaches into another row's place."""
    tree = roster.tree
    rows = []
    it = QTreeWidgetItemIterator(tree)
    while it.value():
        item = it.value()
        if not item.isHidden():
            rows.append((item, tree.visualItemRect(item)))
        it += 1
    found = []
    for item, rect in rows:
        for column in range(tree.columnCount()):
            cell = tree.itemWidget(item, column)
            if cell is None or not cell.isVisible():
                continue
            top = cell.mapTo(tree.viewport(), QPoint(0, 0))
            drawn = QRect(top, cell.size())
            for child in cell.findChildren(type(cell).__mro__[1]):
                if child.isVisible():
                    drawn = drawn.united(QRect(child.mapTo(tree.viewport(), QPoint(0, 0)), child.size()))
            for other, other_rect in rows:
                if other is not item and drawn.intersects(other_rect.adjusted(0, 1, 0, -1)):
                    found.append(f"{item.text(0)} {rect} over {other.text(0)}: {drawn} / {other_rect}")
    return found


def test_a_row_that_grows_pushes_the_next_down(qtbot, tmp_path, demos):  # noqa: F811
    i18n.set_language("ru")
    window = open_window(qtbot, tmp_path, demos["afmbe-norms"], LAPTOP, fight=False)
    try:
        services = window.services
        services.campaign.dice = Dice(seed=SEED)
        assert services.initiative.start([c.id for c in services.characters.characters()])
        services.initiative.roll()
        settle()
        people = {c.name: int(c.id) for c in services.characters.characters()}
        zombie = next(cid for name, cid in people.items() if name in ("Шатун", "Shambler"))
        tom = next(cid for name, cid in people.items() if "Том" in name or "Tom" in name)
        assert services.characters.damage(zombie, {"amount": 30, "damage_type": "bludgeoning"})
        settle()
        roster = window.docks["charactersDock"]
        assert roster.on_screen()
        assert overlaps(roster) == []
        # his turn's damage typed as the GM does: D in the roster, 29, «Урон идёт в: Выносливость», Enter
        seen = {}

        def typed(dialog):  # noqa: ANN001, ANN202
            activate(qtbot, dialog)
            amount = dialog.form.inputs["amount"]
            amount.setFocus()
            amount.selectAll()
            qtbot.keyClicks(amount, "29")
            pool = dialog.form.inputs["pool"]
            pool.setFocus()
            pick_with_keys(qtbot, pool, pool.itemText(pool.findData("endurance")))
            seen["pool"] = pool.currentText()
            qtbot.keyClick(pool, Qt.Key.Key_Return)

        roster.select(tom)
        roster.tree.setFocus()
        when_dialog_opens(typed)
        qtbot.keyClick(roster.tree, Qt.Key.Key_D)
        qtbot.waitUntil(lambda: "pool" in seen)
        assert seen["pool"] == "Выносливость"
        qtbot.waitUntil(lambda: services.campaign.events()[-1].kind == "damage")
        assert overlaps(roster) == []  # as the roster showed the damage
        for _ in range(6):  # each pass of the queued events: never one row's buttons over another row
            QApplication.processEvents()
            assert overlaps(roster) == []
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
