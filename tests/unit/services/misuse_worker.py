"""Worker processes for test_processes.py: a second console, a migration killed at a statement, and
a window that opened a file dialog on its campaign's folder.

    misuse_worker.py damage PATH COUNT         COUNT damage actions of 1 on the first character
    misuse_worker.py count PATH                print how many statements opening PATH runs
    misuse_worker.py kill-at PATH N            open PATH, SIGKILL itself at the Nth statement
    misuse_worker.py kill-each FOLDER TOTAL    kill-at FOLDER/old-N.deadwatch N in a process of its
                                               own for each N of 1..TOTAL, printing KILLED N CODE
    misuse_worker.py dialog PATH               open PATH, show and close a file dialog on its folder,
                                               print READY, then act on each line read, printing
                                               EMITTED n after each action's signal
    misuse_worker.py console PATH NAME SECONDS SEED MEET
                                               a console playing for SECONDS beside the others
                                               that meet in folder MEET (see ``console``)
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


def kill_each(folder: str, total: int) -> None:
    """kill-at for each statement, each in a child forked once the store's code is loaded (a new
    interpreter for each took most of the test's time): the parent opens a copy first, then a
    child counts the statements opening another copy runs (COUNT: what ``count`` said, or the
    children are not killed where the test thinks), then the children are killed; CODE is each
    one's exit code as subprocess gives it (-9: killed)."""
    import shutil

    from app.store.database import open_store

    first = os.path.join(folder, "old-1.deadwatch")
    for name in ("warm", "counted"):
        shutil.copy(first, os.path.join(folder, f"{name}.deadwatch"))
    open_store(os.path.join(folder, "warm.deadwatch")).close()

    def child(run) -> int:  # noqa: ANN001
        pid = os.fork()
        if pid == 0:
            try:
                run()
            finally:
                os._exit(1)  # not killed at its statement
        _, status = os.waitpid(pid, 0)
        return os.waitstatus_to_exitcode(status)

    def counted() -> None:
        count(os.path.join(folder, "counted.deadwatch"))
        os._exit(0)

    child(counted)
    for n in range(1, total + 1):
        code = child(lambda n=n: kill_at(os.path.join(folder, f"old-{n}.deadwatch"), n))
        print("KILLED", n, code, flush=True)


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


def _meet(folder: str, name: str, stage: str, timeout: float = 90.0) -> None:
    """Wait until every console meeting in ``folder`` has reached ``stage`` (a file for each): the
    consoles start their play together and none prints its final state while another still acts."""
    import pathlib
    import time

    here = pathlib.Path(folder)
    (here / f"{name}.{stage}").touch()
    expected = len(list(here.glob("*.console")))
    end = time.monotonic() + timeout
    while len(list(here.glob(f"*.{stage}"))) < expected:
        if time.monotonic() > end:
            raise SystemExit(f"the other consoles did not reach {stage!r} in {timeout:.0f} s")
        time.sleep(0.02)


def console(path: str, name: str, seconds: float, seed: int, meet: str) -> None:
    """A console playing for ``seconds``: random damage, healing, undo and redo on the campaign's
    characters, looking for the other consoles' changes every 50 ms.  It prints ``LOOK k`` as its
    k-th look begins, ``SAW id k`` for each other console's event that look found, ``ACT id time``
    once each action of its own is committed, and at the end, once every console has stopped
    acting and it has looked again, ``STATE`` (each character's health as it shows it)."""
    import json
    import random
    import time

    from PySide6.QtCore import QCoreApplication

    from app.services.bundle import open_services
    from app.services.characters import ApplyRules
    from app.services.command import CommandError

    QCoreApplication([])
    rng = random.Random(seed)
    services = open_services(path, console=name)
    campaign = services.campaign
    ids = [c.id for c in services.characters.characters()]
    _meet(meet, name, "ready")
    campaign.poll_external()  # what was there already shows as it opens
    seen = campaign.watch.seen
    print(f"START {seen} {time.time():.4f}", flush=True)
    own: set[int] = set()
    looks = 0

    from sqlmodel import col, select

    from app.store.models import LogEvent

    def look() -> None:
        """Ask for the other console's changes, then note each new one this console now shows:
        through the poll, or read first inside an action of its own."""
        nonlocal seen, looks
        looks += 1
        print(f"LOOK {looks} {time.time():.6f}", flush=True)
        campaign.poll_external()
        newest = campaign.watch.seen
        if newest <= seen:
            return
        with campaign._session() as s:
            new = s.exec(select(LogEvent.id).where(col(LogEvent.id) > seen, col(LogEvent.id) <= newest)).all()
        for eid in new:
            if eid not in own:
                print(f"SAW {eid} {looks}", flush=True)
        seen = newest

    end = time.monotonic() + seconds
    next_look = 0.0
    while time.monotonic() < end:
        if time.monotonic() >= next_look:
            look()
            next_look = time.monotonic() + 0.05
        roll = rng.random()
        try:
            if roll < 0.45:
                event = campaign.execute(ApplyRules(rng.choice(ids), {"amount": 1}))
            elif roll < 0.8:
                event = campaign.execute(ApplyRules(rng.choice(ids), {"amount": 1}, heal=True))
            else:
                ok = campaign.undo() if roll < 0.9 else campaign.redo()
                event = None
                if ok:  # the undo or redo line: the newest event, written by this console
                    own.add(campaign.watch.seen)
                    print(f"ACT {campaign.watch.seen} {time.time():.6f}", flush=True)
        except CommandError:
            event = None
        if event is not None and event.id is not None:
            own.add(int(event.id))
            print(f"ACT {event.id} {time.time():.6f}", flush=True)
        look()
        time.sleep(rng.random() * 0.02)
    _meet(meet, name, "done")  # the others' last actions are committed: look once more
    look()
    states = {str(c.id): c.state.get("health") for c in services.characters.characters()}
    print("STATE " + json.dumps(states, sort_keys=True), flush=True)
    services.close()


if __name__ == "__main__":
    verb, target, *rest = sys.argv[1:]
    if verb == "damage":
        damage(target, int(rest[0]))
    elif verb == "count":
        count(target)
    elif verb == "kill-at":
        kill_at(target, int(rest[0]))
    elif verb == "kill-each":
        kill_each(target, int(rest[0]))
    elif verb == "dialog":
        dialog(target)
    elif verb == "console":
        console(target, rest[0], float(rest[1]), int(rest[2]), rest[3])
