"""log console: which console (a GM's laptop, a co-GM's) wrote each log event

Several consoles may run one campaign (two windows, a co-GM on another laptop, a club's server).
Each names itself in its preferences; its actions carry that name, so undo takes back a console's own
last action and the History dock and the log say who did what.  Older events have no console ("").

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # a plain ADD COLUMN (no table copy: a year of sessions is a hundred thousand events)
    op.add_column("log_event", sa.Column("console", sa.String(), nullable=False, server_default=""))


def downgrade() -> None:
    with op.batch_alter_table("log_event", schema=None) as batch_op:
        batch_op.drop_column("console")
