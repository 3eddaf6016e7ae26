"""The campaign row checked before anything is built on it: a ruleset, preset and house rules this
Deadwatch knows, and readable options and state.

A campaign file made by another version (or edited by hand) may name a ruleset this Deadwatch does
not have; the window must then say so, by name, and build nothing.  :func:`check_campaign_row`
raises :class:`CampaignRowError` (a :class:`CommandError` whose ``args_`` fill the message) with
the reason; the store is left as it was.
"""

from __future__ import annotations

from typing import Any

from sqlmodel import Session, select

from app.rules import PRESETS, RULESETS, RulesError, get_ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError
from app.store.models import Campaign, undecodable


class CampaignRowError(CommandError):
    """The campaign row cannot be used.  ``message`` (context ``log``) has ``{ruleset}``,
    ``{preset}``, ``{option}`` or ``{reason}`` placeholders filled from ``args_`` (a ``reason`` is
    a source string of the context ``rules``, given as ``{"t": reason, "ctx": "rules"}``)."""


def check_campaign(campaign: Campaign) -> None:
    """Raise CampaignRowError when ``campaign`` cannot be opened by this Deadwatch."""
    options: Any = campaign.options
    if undecodable(options) or not isinstance(options, dict):
        raise CampaignRowError(
            QT_TRANSLATE_NOOP("log", "This campaign's house rules cannot be read: the file is damaged.")
        )
    if undecodable(campaign.state) or not isinstance(campaign.state, dict):
        raise CampaignRowError(
            QT_TRANSLATE_NOOP("log", "This campaign's shared state (threat, swarm) cannot be read: the file is damaged.")  # noqa: E501
        )
    ruleset, preset = campaign.ruleset, campaign.preset
    if ruleset not in RULESETS:
        raise CampaignRowError(
            QT_TRANSLATE_NOOP("log", "This campaign uses the ruleset '{ruleset}', which this Deadwatch does not know."),
            ruleset=ruleset,
        )
    presets = PRESETS[ruleset]
    if preset is not None and preset not in presets:
        raise CampaignRowError(
            QT_TRANSLATE_NOOP(
                "log",
                "This campaign uses the preset '{preset}' of the ruleset '{ruleset}', which this Deadwatch does not know.",  # noqa: E501
            ),
            ruleset=ruleset,
            preset=preset,
        )
    try:
        known = {f.key for f in get_ruleset(ruleset, preset).option_fields()}
    except RulesError as exc:
        raise CampaignRowError(
            QT_TRANSLATE_NOOP("log", "This campaign's ruleset cannot be used: {reason}"),
            reason={"t": str(exc), "ctx": "rules"},
        ) from exc
    unknown = sorted(str(k) for k in options if k not in known)
    if unknown:
        raise CampaignRowError(
            QT_TRANSLATE_NOOP("log", "This campaign uses the house rule '{option}', which this ruleset does not know."),
            option=unknown[0],
        )
    try:
        get_ruleset(ruleset, preset, options)
    except RulesError as exc:
        raise CampaignRowError(
            QT_TRANSLATE_NOOP("log", "This campaign's house rules cannot be used: {reason}"),
            reason={"t": str(exc), "ctx": "rules"},
        ) from exc
    except (TypeError, ValueError, KeyError) as exc:  # a value of a kind the ruleset did not foresee
        raise CampaignRowError(
            QT_TRANSLATE_NOOP("log", "This campaign's house rules cannot be used: a value is of the wrong kind.")
        ) from exc


def check_campaign_row(engine: Any) -> None:
    """Read the campaign row of the database behind ``engine`` and check it (see :func:`check_campaign`);
    a database without a campaign is left to the campaign service to refuse."""
    with Session(engine) as s:
        campaign = s.exec(select(Campaign)).first()
    if campaign is not None:
        check_campaign(campaign)
