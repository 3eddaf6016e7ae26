"""Themes: dark (the default), light, and projector (high contrast, large type)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from app.paths import resource_dir
from app.rules.text import QT_TRANSLATE_NOOP
from ui.kept_icons import keep_icons

THEME_DIR = resource_dir("themes")

THEMES: tuple[tuple[str, str], ...] = (
    ("dark", QT_TRANSLATE_NOOP("Themes", "Dark")),
    ("light", QT_TRANSLATE_NOOP("Themes", "Light")),
    ("projector", QT_TRANSLATE_NOOP("Themes", "Projector")),
)


def stylesheet(name: str) -> str:
    path = THEME_DIR / f"{name}.qss"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def apply_theme(app: QApplication, name: str) -> None:
    keep_icons(app)
    app.setStyleSheet(stylesheet(name))
    app.setProperty("deadwatchTheme", name)
