from PySide6.QtWidgets import QApplication, QDockWidget, QScrollArea
from tests.gui.shared_windows import open_window
from tests.gui.test_readable import demos  # noqa

LONG = "Maria-Fernanda Montenegro-Villalobos"

def show(window):
    for d in window.findChildren(QDockWidget):
        if d.isVisible():
            bars = [a.objectName() or type(a).__name__ for a in d.findChildren(QScrollArea) if a.horizontalScrollBar().isVisible()]
            print(d.objectName(), d.geometry().getRect(), d.minimumSizeHint().width(), d.widget().minimumSizeHint().width(), bars)

def test_dbg(qtbot, tmp_path, demos):
    window = open_window(qtbot, tmp_path, demos["twdu"])
    show(window)
    ch = window.services.characters.create(LONG, "pc")
    for _ in range(5):
        QApplication.processEvents()
    show(window)
    print("-- fight")
    cid = ch if isinstance(ch, int) else getattr(ch, "id", None) or next(c.id for c in window.services.characters.characters() if c.name == LONG)
    window.services.initiative.add([cid])
    for _ in range(5):
        QApplication.processEvents()
    print("----")
    show(window)
    window.close()
    assert 0
