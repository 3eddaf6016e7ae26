"""Worker processes for test_processes.py: a second console, a migration killed at a statement, and
a window that opened a file dialog on its campaign's folder.

    misuse_worker.py damage PATH COUNT         COUNT damage actions of 1 on the first character
    misuse_worker.py count PATH                print how many statements opening PATH runs
    misuse_worker.py kill-at PATH N            open PATH, SIGKILL itself at the Nth statement
    misuse_worker.py dialog PATH               open PATH, show and close a file dialog on its folder,
                                               print READY, then act on each line read, printing
                                               EMITTED n after each action's signal
"""

from __future__ import annotations

import os
import signal
import sys


def damage(path: str, count: int) -> None:
    from PySide6.QtCore import QCoreApplication

    from app.services.bundle import open_services
    from app.services.characters import ApplyRules
    from app.services.command import CommandError

    QCoreApplication([])
    services = open_services(path)
    cid = services.characters.characters()[0].id
    done = refused = 0
    while done < count:
        try:
            services.campaign.execute(ApplyRules(cid, {"amount": 1}))
            done += 1
        except CommandError:  # busy a moment in the other console: do it again, as a GM would
            refused += 1
    print(f"DONE {done} refused {refused}", flush=True)
    services.close()


def _statements(kill_at: int | None) -> list[int]:
    from sqlalchemy import event
    from sqlalchemy.engine import Engine

    seen = [0]

    def before(*_args: object) -> None:
        seen[0] += 1
        if kill_at is not None and seen[0] == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)

    event.listen(Engine, "before_cursor_execute", before)
    return seen


def count(path: str) -> None:
    seen = _statements(None)
    from app.store.database import open_store

    open_store(path).close()
    print(seen[0], flush=True)


def kill_at(path: str, n: int) -> None:
    _statements(n)
    from app.store.database import open_store

    open_store(path).close()
    print("FINISHED", flush=True)


def dialog(path: str) -> None:
    from PySide6.QtWidgets import QApplication, QFileSystemModel

    from app.services.bundle import open_services
    from app.services.characters import ApplyRules
    from ui.file_dialogs import make_dialog

    app = QApplication([])
    services = open_services(path)
    cid = services.characters.characters()[0].id
    folder = os.path.dirname(path)
    box = make_dialog(None, "Import characters", folder, "All files (*)")
    model = box.findChild(QFileSystemModel)
    loaded: list[str] = []
    model.directoryLoaded.connect(loaded.append)
    box.show()
    for _ in range(200):  # until the folder is listed, with each file's icon and type asked for
        app.processEvents()
        if loaded:
            break
        import time

        time.sleep(0.01)
    root = model.index(folder)
    for row in range(model.rowCount(root)):
        index = model.index(row, 0, root)
        model.data(index, 1)  # the icon (DecorationRole)
        model.type(index)
    app.processEvents()
    box.close()
    box.deleteLater()
    app.processEvents()
    emitted = [0]

    def seen(_changes: object) -> None:
        emitted[0] += 1
        print(f"EMITTED {emitted[0]}", flush=True)

    services.campaign.changed.connect(seen)
    print("READY", flush=True)
    for _line in sys.stdin:
        services.campaign.execute(ApplyRules(cid, {"amount": 1}))


if __name__ == "__main__":
    verb, target, *rest = sys.argv[1:]
    if verb == "damage":
        damage(target, int(rest[0]))
    elif verb == "count":
        count(target)
    elif verb == "kill-at":
        kill_at(target, int(rest[0]))
    elif verb == "dialog":
        dialog(target)
