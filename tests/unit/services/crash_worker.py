"""Applies a scripted stream of GM actions forever, printing a line each time a change signal fires.

Run by test_crash.py, which kills it with SIGKILL at a random moment.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import ApplyRules, CreateCharacter


def main(path: str) -> None:
    QCoreApplication([])
    services = open_services(path, Dice(seed=5))
    count = 0

    def emitted(_changes: object) -> None:
        nonlocal count
        count += 1
        sys.stdout.write(f"EMITTED {count}\n")
        sys.stdout.flush()

    services.campaign.changed.connect(emitted)
    cid = int(services.campaign.execute(CreateCharacter("Vera", "pc")).changes[0]["id"])
    step = 0
    while True:
        step += 1
        if step % 7 == 0:
            services.campaign.undo()
        elif step % 2:
            services.campaign.execute(ApplyRules(cid, {"amount": 3}))
        else:
            services.campaign.execute(ApplyRules(cid, {"amount": 2}, heal=True))


if __name__ == "__main__":
    main(sys.argv[1])
