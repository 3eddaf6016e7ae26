"""Why a campaign cannot be opened.  Its own module, free of the database libraries, so that the
window can name the error before the store is loaded."""

from __future__ import annotations


class CampaignFileError(Exception):
    """A campaign that cannot be opened; ``reason`` is a key the UI turns into a message."""

    NOT_A_CAMPAIGN = "not_a_campaign"
    NEWER_VERSION = "newer_version"
    UNREADABLE = "unreadable"

    def __init__(self, reason: str, target: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {target} {detail}".strip())
        self.reason = reason
        self.target = target
        self.detail = detail
