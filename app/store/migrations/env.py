"""Alembic environment: Deadwatch runs migrations itself, on the connection it passes in."""

from alembic import context
from sqlmodel import SQLModel

import app.store.handout_table  # noqa: F401  (registers the tables: this one, and those of app.store.models)

config = context.config
target_metadata = SQLModel.metadata


def run() -> None:
    connection = config.attributes.get("connection")
    if connection is None:
        from sqlalchemy import create_engine

        engine = create_engine(config.get_main_option("sqlalchemy.url") or "sqlite://")
        with engine.begin() as conn:
            context.configure(connection=conn, target_metadata=target_metadata, render_as_batch=True)
            with context.begin_transaction():
                context.run_migrations()
        return
    context.configure(connection=connection, target_metadata=target_metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


run()
