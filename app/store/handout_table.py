"""The handouts' table: a picture or a text the GM shows the players.

In a module of its own, defined at the first use of the handouts (their service, an undo of one of
their actions, a copy of the campaign: :data:`app.store.tables.TABLES`), not with every start: a
start never reads it, and each SQLModel table costs some 5 ms to define (docs/benchmarks.md, issue 43).
Its columns are those of the migrations under ``app/store/migrations`` like every table's.
"""

from __future__ import annotations

from sqlmodel import Field, SQLModel

from app.store.models import DEFERRED


class Handout(SQLModel, table=True):
    """A picture or a text the GM shows the players (a note found on a body, a sketch of the mall).

    ``kind`` is "text" or "picture"; a picture is kept as ``image`` (base64 of a PNG or JPEG already
    scaled to at most a 4K screen) with its pixel ``width`` and ``height``, and ``phone_image``.
    Where it is shown lives in ``Campaign.state["handouts"]`` (app.services.handouts).
    ``archived``: taken back out of the list.
    """

    model_config = DEFERRED

    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", index=True)
    title: str = ""
    kind: str = "text"
    text: str = ""
    image: str = ""
    phone_image: str = ""  # the same at most 720 pixels wide (360 CSS pixels on a phone, twice as dense)
    mime: str = ""
    width: int = 0
    height: int = 0
    position: int = 0
    archived: bool = False
