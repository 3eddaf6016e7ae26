"""A refusal where the GM acted: a message line in the dock, next to its actions, as well as in the
status bar.

Each dock that acts gives :class:`RefusalLine` a place in its layout and names it as its
``refusal_line`` (see :class:`ui.docks.base.Dock`).  The line wraps (whole in a narrow dock on a
laptop), is bold in the danger colour, takes no room while empty, and scrolls into view when it
speaks; a dock behind another tab comes to the front to say it, and the status bar says it too
(Ctrl+Alt+W refused in a swarm panel hidden behind the Dice tab said so where nobody looked).
A hint (what the next key does, not a refusal) goes on the same line in the plain words of the other
docks' hints (:meth:`RefusalLine.say_hint`): red is kept for what was refused.
It is emptied by the next change to the campaign (the next action that succeeds, or anything else
the GM changes) and by the dock's own next attempt; the status bar's copy goes with it.

The refusals of a dock's own services (``Dock.refuses``) always show in it; the window also shows a
refusal in the dock that holds the focus (:func:`show_where_acting`): an action of another dock's
service, from a window key pressed there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow, QScrollArea, QSizePolicy, QWidget

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from ui.docks.base import Dock

DANGER = "#ff6b6b"
REFUSAL_STYLE = f"color: {DANGER}; font-weight: bold;"


class RefusalLine(QLabel):
    """A dock's message line: shown while it has a text, hidden (no room taken) while empty."""

    def __init__(self, parent: QWidget, name: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setWordWrap(True)
        self.setStyleSheet(REFUSAL_STYLE)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        #: what words the line again on a live change of language (None: a text as it was given)
        self._again: Callable[[], str] | None = None
        super().setVisible(False)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        """A refusal: in the danger colour, in bold."""
        self._again = None
        self._styled(REFUSAL_STYLE)
        self._say(text)

    def say_again(self, build: Callable[[], str], bar: bool = True, hint: bool = False) -> None:
        """:meth:`setText` of what ``build`` words, worded again by it in the new language when the
        GM switches language while the line still says it (English after Spanish kept «Ataque 2 de
        2 de este fuego…»).  ``bar`` False: said in the dock alone, the status bar left to what it
        says (an undo's own words, not a question the undo brought back).  ``hint``: in the plain
        words of a hint (:meth:`say_hint`), not a refusal's red."""
        self._again = None
        self._styled("" if hint else REFUSAL_STYLE)
        self._say(build(), bar)
        self._again = build

    def say_source(self, context: str, message: str) -> None:
        """:meth:`setText` of ``message`` (a source string of ``context``) in the GM's language, said
        in the new language when the GM switches; a message worded before it came (its numbers and
        names filled in: no source to translate) is emptied then rather than left in the old one
        (Spanish «No se importó nada…» stayed on screen in English)."""

        def again() -> str:
            text = QCoreApplication.translate(context, message)
            return "" if text == message and self.text() == message else text  # not translated now nor before

        self.setText(QCoreApplication.translate(context, message))
        self._again = again

    def words(self) -> Callable[[], str]:
        """What words the line now, to be said again with more after it: its builder, or its text."""
        if self._again is not None:
            return self._again
        text = self.text()
        return lambda: text

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange and self._again is not None and self.text():
            said, text = self.text(), self._again()
            if not text:  # nothing to say it with in this language: the line emptied
                self.clear()
            else:
                super().setText(text)
                self.setAccessibleDescription(text)
                window = self.window()  # the status bar's copy in the new language too
                if isinstance(window, QMainWindow) and window.statusBar().currentMessage() == said:
                    window.statusBar().showMessage(text, 10000)
        super().changeEvent(event)

    def say_hint(self, text: str) -> None:
        """A hint (what the next key does): the same place and the status bar, in the plain words of
        the other docks' hints (the initiative dock's, the threat dock's), not in a refusal's red."""
        self._again = None
        self._styled("")
        self._say(text)

    def _styled(self, style: str) -> None:
        if self.styleSheet() != style:
            self.setStyleSheet(style)

    def _say(self, text: str, bar: bool = True) -> None:
        if text != self.text():  # an empty line cleared again is not laid out again
            said = self.text()
            super().setText(text)
            if said and not text:
                self._step_back(said)
            self.setAccessibleDescription(text)
            self.setVisible(bool(text))
        if text:
            self.reveal()
            self._come_forward(text, bar)

    def _come_forward(self, text: str, bar: bool = True) -> None:
        """The dock that says it in front of its tabs, and (``bar``) the words in the window's
        status bar."""
        parent = self.parentWidget()
        while parent is not None and not isinstance(parent, QDockWidget):
            parent = parent.parentWidget()
        if isinstance(parent, QDockWidget) and parent.isVisible() and parent.visibleRegion().isEmpty():
            parent.raise_()  # behind another tab: the focus stays where the GM's keys are
        window = self.window()
        if bar and isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 10000)

    def _step_back(self, said: str) -> None:
        """Emptied (the next action went through): the status bar stops saying the refusal too."""
        window = self.window()
        if isinstance(window, QMainWindow) and window.statusBar().currentMessage() == said:
            window.statusBar().clearMessage()

    def clear(self) -> None:
        self.setText("")

    def reveal(self) -> None:
        """Scroll the dock to the line, now and once the dock has laid it out."""
        self._reveal()
        QTimer.singleShot(0, self, self._reveal)  # not once the dock is gone

    def _reveal(self) -> None:
        parent = self.parentWidget()
        while parent is not None and not isinstance(parent, QScrollArea):
            parent = parent.parentWidget()
        if isinstance(parent, QScrollArea) and self.isVisible():
            body = parent.widget()
            layout = body.layout() if body is not None else None
            if layout is not None:
                layout.activate()
            parent.ensureWidgetVisible(self, 0, 0)


def focus_dock(docks: Iterable[Dock]) -> Dock | None:
    """The dock that holds the keyboard focus (None: the focus is elsewhere)."""
    focus = QApplication.focusWidget()
    if focus is None:
        return None
    return next((d for d in docks if d.isAncestorOf(focus)), None)


def show_where_acting(docks: Iterable[Dock], service: QObject | None, context: str, message: str) -> None:
    """A refusal of ``service``, also in the dock the GM acts from (the one with the focus), unless
    that dock shows the service's refusals anyway."""
    dock = focus_dock(docks)
    if dock is None or dock.refusal_line is None or (service is not None and dock.shows_refusals_of(service)):
        return
    dock.show_refusal(context, message)
