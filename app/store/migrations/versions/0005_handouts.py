"""handouts: the pictures and texts the GM shows the players

A new table; nothing else changes.  Where each handout is shown (the room, every phone, one
player's phone) is kept in the campaign's state, as the other things the players see are.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-05
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "handout",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("campaign_id", sa.Integer(), nullable=False),
        sa.Column("title", sa.String(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("text", sa.String(), nullable=False),
        sa.Column("image", sa.String(), nullable=False),
        sa.Column("phone_image", sa.String(), nullable=False),
        sa.Column("mime", sa.String(), nullable=False),
        sa.Column("width", sa.Integer(), nullable=False),
        sa.Column("height", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("archived", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(["campaign_id"], ["campaign.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("handout", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_handout_campaign_id"), ["campaign_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("handout", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_handout_campaign_id"))
    op.drop_table("handout")
