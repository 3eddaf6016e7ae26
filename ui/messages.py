"""Messages shown when something cannot be done: always what happened and that nothing changed."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.store.errors import CampaignFileError


def campaign_file_message(error: CampaignFileError) -> str:
    if error.reason == CampaignFileError.NEWER_VERSION:
        text = QCoreApplication.translate(
            "Messages",
            "{target} was saved by a newer version of Deadwatch. Update Deadwatch to open it. The file was not changed.",  # noqa: E501
        )
    elif error.reason == CampaignFileError.UNREADABLE:
        text = QCoreApplication.translate("Messages", "{target} cannot be read: {detail}. Nothing was changed.")
    else:
        text = QCoreApplication.translate("Messages", "{target} is not a Deadwatch campaign. The file was not changed.")
    return text.format(target=error.target, detail=error.detail)


def command_message(context: str, message: str) -> str:
    return QCoreApplication.translate(context, message)
