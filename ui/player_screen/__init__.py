"""The players' screen composed for a room (see :mod:`ui.player_screen.screen`)."""
