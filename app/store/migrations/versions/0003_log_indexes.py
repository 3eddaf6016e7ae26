"""log indexes: a session's events by kind, and its undone actions

The screens ask for one kind of event (the ammunition of this round, the recent rolls) and for the
undone actions (what to redo, what a new action discards) after every action; without these
indexes each question read the whole session log (5 ms for 10,000 events, several per action).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-30
"""

from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("log_event", schema=None) as batch_op:
        batch_op.create_index("ix_log_event_session_kind", ["session_id", "kind", "seq"], unique=False)
        batch_op.create_index("ix_log_event_session_undone", ["session_id", "undone", "discarded", "seq"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("log_event", schema=None) as batch_op:
        batch_op.drop_index("ix_log_event_session_undone")
        batch_op.drop_index("ix_log_event_session_kind")
