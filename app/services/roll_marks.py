"""Marks a roll's log line carries in its payload, read where the log is read back."""

from __future__ import annotations

#: a roll done on someone (first aid on his patient), not against him: no attack, so it makes no
#: foe of the roller (app.services.initiative.service.party_foes) and no dealer of the patient's
#: next damage (app.services.campaign_reads.CampaignReads.last_roll_against)
TENDS = "tends"
