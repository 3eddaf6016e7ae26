"""A console started on a campaign that may not exist yet, for test_creation.py: what
``deadwatch --db TARGET`` does before its window opens (make the campaign where there is none, then
open it), started at the same moment as another.

    creator_worker.py TARGET GO    print READY, wait for the file GO, then make-or-open TARGET and
                                   print OPENED <campaign id>; a refusal prints REFUSED <message>
"""

from __future__ import annotations

import sys
import time
from pathlib import Path


def main(target: str, go: str) -> None:
    from PySide6.QtCore import QCoreApplication

    from app.__main__ import parser, prepare_db
    from app.services.bundle import open_services
    from app.services.command import CommandError
    from app.store.errors import CampaignFileError

    QCoreApplication([])
    args = parser().parse_args(["--db", target, "--ruleset", "d10under", "--name", "Club"])
    print("READY", flush=True)
    while not Path(go).exists():
        time.sleep(0.0005)
    try:
        services = open_services(str(prepare_db(args)))
    except (CommandError, CampaignFileError) as exc:
        print(f"REFUSED {exc}", flush=True)
        return
    print(f"OPENED {services.campaign.campaign_id}", flush=True)
    services.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
