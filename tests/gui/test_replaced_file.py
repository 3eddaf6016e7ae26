"""A campaign file replaced by hand after a crash: the window says where the crashed session's
changes were kept, and shows the file as it is."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.stores import sqlite_only
from tests.unit.store.test_wal_mark import replaced_after_crash
from ui import open_main_window

pytestmark = sqlite_only


def test_the_window_says_where_the_other_files_changes_were_kept(qtbot, tmp_path):
    path, _ = replaced_after_crash(tmp_path, ["Boris"], actions=10)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), QMessageBox), timeout=2000)
    box = QApplication.activeModalWidget()
    kept = sorted(tmp_path.glob("night.deadwatch-wal.set-aside-*"))
    assert len(kept) == 1 and box.informativeText() == str(kept[0]) and "kept in" in box.text()
    qtbot.keyClick(box, Qt.Key.Key_Return)  # one key and the GM is at the table
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=1000)
    tree = window.docks["charactersDock"].tree
    groups = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    names = [g.child(j).text(0) for g in groups for j in range(g.childCount())]
    assert names == ["Boris"]
    window.close()
