"""What a turn or a round's end passed over, said once in the status bar as the log's line says it.

A turn passed over someone who cannot act (fell during it, or before it came) reads "Ana is down:
turn skipped."; a round ended (Ctrl+Alt+N, or N with only those who wait left) before someone who
could still act had their turn reads "Round 1 ends: Dov had not acted." (it ended with no word, and
the GM did not see that Dov was left out; then it said "Dov had not acted." with no word of the round
ending).  :class:`TurnsTold` listens to the campaign's changes while one fight
action runs and reads the names its log lines kept (their ``payload``); a round ended with everyone
having acted says nothing, and stays one key.  Texts in the ``InitiativeDock`` context but the
round's end, which says what its log line says (context ``log``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QWidget

from ui import i18n

if TYPE_CHECKING:
    from app.services.campaign import CampaignService
    from app.services.changes import ChangeSet


class TurnsTold:
    """The names the fight's log lines kept while it listened: those skipped, those left out."""

    def __init__(self, campaign: CampaignService) -> None:
        self.campaign = campaign
        self.skipped: list[str] = []
        self.not_acted: list[str] = []
        self.ended: object = None  # the round whose end named them ("Round 1 ends: Dov had not acted.")
        campaign.changed.connect(self._told)

    def _told(self, changes: ChangeSet) -> None:
        for event in changes.events:
            payload = getattr(event, "payload", None) or {}
            self.skipped.extend(str(name) for name in payload.get("skipped", ()))
            if payload.get("not_acted"):
                self.not_acted.extend(str(name) for name in payload.get("not_acted", ()))
                args = getattr(event, "args", None)
                self.ended = args.get("round") if isinstance(args, dict) else None

    def stop(self) -> None:
        self.campaign.changed.disconnect(self._told)

    def said(self, sentence: bool = True) -> str:
        """The status bar's words for what was passed over ("" for nothing); ``sentence`` False:
        without the full stop, where more follows on the same line after " · " (it read «Без хода:
        Шатун 2. · Ждёт…»)."""
        from app.services.initiative.turn_lines import NOT_ACTED  # the services load with the campaign

        parts = [QCoreApplication.translate("InitiativeDock", "{name} is down: turn skipped").format(name=name)
                 for name in self.skipped]
        if self.not_acted:
            left = i18n.plural(QCoreApplication.translate("log", NOT_ACTED),
                               names=", ".join(self.not_acted), count=len(self.not_acted))
            if isinstance(self.ended, int) and not isinstance(self.ended, bool):  # the round it ended, said
                left = QCoreApplication.translate("InitiativeDock", "Round {round} ends: {left}").format(
                    round=self.ended, left=left)
            parts.append(left)
        if not parts:
            return ""
        return "; ".join(parts) + ("." if sentence else "")  # a sentence of its own in the status bar

    def say(self, window: QWidget) -> None:
        said = self.said()
        if said and isinstance(window, QMainWindow):
            window.statusBar().setStyleSheet("")
            window.statusBar().showMessage(said, 10000)
