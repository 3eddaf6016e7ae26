"""Messages shown when something cannot be done: always what happened and that nothing changed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from app.services import plurals
from app.services.after_colon import colon_reasons
from app.store.errors import CampaignFileError


def campaign_file_message(error: CampaignFileError) -> str:
    if error.reason == CampaignFileError.NEWER_VERSION:
        text = QCoreApplication.translate(
            "Messages",
            "{target} was saved by a newer version of Deadwatch. Update Deadwatch to open it. The file was not changed.",  # noqa: E501
        )
    elif error.reason == CampaignFileError.UNREADABLE:
        text = QCoreApplication.translate("Messages", "{target} cannot be read: {detail}. Nothing was changed.")
    elif error.reason == CampaignFileError.NO_PERMISSION:
        text = QCoreApplication.translate(
            "Messages",
            "Deadwatch may not open {target}: the file or its folder is not yours to read. Nothing was changed.",
        )
    elif error.reason == CampaignFileError.MISSING:
        text = QCoreApplication.translate("Messages", "There is no campaign at {target}: the file is missing.")
    elif error.reason == CampaignFileError.OLDER_VERSION:
        text = QCoreApplication.translate(
            "Messages",
            "{target} was saved by an older Deadwatch and must be brought up to date, but it cannot be written here. Nothing was changed.",  # noqa: E501
        )
    elif error.reason == CampaignFileError.OPEN_CAMPAIGN:
        text = QCoreApplication.translate(
            "Messages", "{target} is a campaign that is open: it cannot be written over or read as another file."
        )
    elif error.reason == CampaignFileError.NO_DRIVER:
        text = QCoreApplication.translate(
            "Messages",
            "{target} needs the database driver {detail}: install it with pip install \"deadwatch[postgres]\".",
        )
    elif error.reason == CampaignFileError.MIGRATION_FAILED:
        text = QCoreApplication.translate(
            "Messages", "{target} could not be brought up to date ({detail}). The file is as it was."
        )
    else:
        text = QCoreApplication.translate("Messages", "{target} is not a Deadwatch campaign. The file was not changed.")
    return text.format(target=error.target, detail=error.detail)


def command_message(context: str, message: str) -> str:
    return QCoreApplication.translate(context, message)


def refusal_message(context: str, message: str, args: Mapping[str, Any] | None = None) -> str:
    """A refusal (a CommandError's context, message and ``args_``) in the GM's language: the message
    translated, its placeholders filled; an argument given as ``{"t": text, "ctx": context}`` is
    translated too."""
    text = QCoreApplication.translate(context, message)
    if not args:
        return text
    values = {k: _word(v, args) if isinstance(v, Mapping) and "t" in v else v for k, v in args.items()}
    values = colon_reasons(text, args, values)  # «…: гранат не осталось»
    # a count's word in the form for its number ("3 rounds", "3 патрона"): "{left|round|rounds}"
    candidates = [plurals.choose(text, args, QLocale().name()[:2] if text != message else "en"),
                  plurals.choose(message, args, "en")]
    for candidate in candidates:  # a translation that names another placeholder: the English
        try:
            return candidate.format(**values)
        except (KeyError, IndexError, ValueError):
            continue
    return message


def _word(value: Mapping[str, Any], args: Mapping[str, Any]) -> str:
    """A translated argument of a refusal, its plural forms ("{count|round|rounds}") chosen by the
    refusal's numbers, the last form where it counts nothing ("its rounds", "its Ammo Points")."""
    source = str(value["t"])
    text = QCoreApplication.translate(str(value.get("ctx", "log")), source)
    if text == source:
        text = plurals.ENGLISH.get(source, source)
        return plurals.choose(text, args, "en") if "|" in text else text
    if "|" not in text:
        return text
    return plurals.choose(text, args, QLocale().name()[:2])
