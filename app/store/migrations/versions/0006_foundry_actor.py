"""character foundry_id: the Foundry VTT actor a character was imported from

Importing a Foundry actor again updates the character imported from it, whatever either is now
called: the actor's ``_id`` (as Foundry's "Export Data" writes it) is kept with the character, and
Deadwatch's own Foundry export writes it back.  Characters made before have none ("").

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-05
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # a plain ADD COLUMN (no table copy)
    op.add_column("character", sa.Column("foundry_id", sa.String(), nullable=False, server_default=""))


def downgrade() -> None:
    with op.batch_alter_table("character", schema=None) as batch_op:
        batch_op.drop_column("foundry_id")
