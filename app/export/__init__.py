"""Session log exports: the log turned into files to share (no Qt widgets)."""
