"""Test set-up: Qt runs offscreen, every test gets its own data folder."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QPA_FONTDIR", "/usr/share/fonts")
