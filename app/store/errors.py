"""Why a campaign cannot be opened or written.  Its own module, free of the database libraries, so
that the window can name the error before the store is loaded."""

from __future__ import annotations


class CampaignFileError(Exception):
    """A campaign that cannot be opened; ``reason`` is a key the UI turns into a message."""

    NOT_A_CAMPAIGN = "not_a_campaign"
    NEWER_VERSION = "newer_version"
    #: an older campaign that must be migrated, opened where it cannot be (read-only)
    OLDER_VERSION = "older_version"
    UNREADABLE = "unreadable"
    NO_PERMISSION = "no_permission"
    MISSING = "missing"
    #: an output path that is an open campaign (or its -wal/-shm): nothing was written
    OPEN_CAMPAIGN = "open_campaign"
    #: the driver of a database URL is not installed (``detail`` names the package)
    NO_DRIVER = "no_driver"
    #: the migration of an older campaign failed; the file is as it was (``detail`` says why)
    MIGRATION_FAILED = "migration_failed"

    def __init__(self, reason: str, target: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {target} {detail}".strip())
        self.reason = reason
        self.target = target
        self.detail = detail
