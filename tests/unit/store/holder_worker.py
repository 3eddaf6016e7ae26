"""A console that holds a campaign open in a process of its own, for test_other_processes.py.

    holder_worker.py PATH      open PATH, print READY; then for each line read:
                               ``act``: one damage action of 1 on the first character, printing
                               ``DONE n`` once it is acknowledged (committed, the signal sent)
"""

from __future__ import annotations

import sys


def main(path: str) -> None:
    from PySide6.QtCore import QCoreApplication

    from app.services.bundle import open_services
    from app.services.characters import ApplyRules

    QCoreApplication([])
    services = open_services(path)
    cid = services.characters.characters()[0].id
    done = 0
    print("READY", flush=True)
    for line in sys.stdin:
        if line.strip() == "act":
            services.campaign.execute(ApplyRules(cid, {"amount": 1}))
            done += 1
            print(f"DONE {done}", flush=True)
    services.close()


if __name__ == "__main__":
    main(sys.argv[1])
