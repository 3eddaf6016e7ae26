"""character uid: each character's own id, written by Deadwatch's exports

A party file, a spreadsheet or a Foundry actor exported by Deadwatch carries the character's id;
importing it again (into this campaign or another, the demo in another language) updates the
character of that id first, whatever either is called now.  Characters made before are given one.

Revision ID: 0007
Revises: 0006
Create Date: 2027-01-10
"""

import os

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # a plain ADD COLUMN (no table copy), then an id for each character already there
    op.add_column("character", sa.Column("uid", sa.String(), nullable=False, server_default=""))
    conn = op.get_bind()
    ids = [row[0] for row in conn.execute(sa.text("SELECT id FROM character"))]
    for cid in ids:
        conn.execute(sa.text("UPDATE character SET uid = :uid WHERE id = :id"),
                     {"uid": os.urandom(16).hex(), "id": cid})


def downgrade() -> None:
    with op.batch_alter_table("character", schema=None) as batch_op:
        batch_op.drop_column("uid")
