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
    """The theme's style sheet; ``url(@themes/…)`` names a picture beside it (a ticked box's tick
    mark), wherever the program runs from."""
    path = THEME_DIR / f"{name}.qss"
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    return text.replace("url(@themes/", f"url({THEME_DIR.as_posix()}/")


def apply_theme(app: QApplication, name: str) -> None:
    keep_icons(app)
    app.setStyleSheet(stylesheet(name))
    app.setProperty("deadwatchTheme", name)
