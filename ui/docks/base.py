"""What every dock shares: a fixed object name, a translated title, and binding to services."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractScrollArea, QDockWidget, QFrame, QScrollArea, QWidget

from app.services.changes import ChangeSet
from ui.selection import Selection
from ui.widgets.wheel_guard import guard

if TYPE_CHECKING:
    from app.services.bundle import Services
    from ui.docks.refusal_line import RefusalLine


class WaitingKeys(QObject):
    """The keys of a dock whose campaign waits (:meth:`Dock.defer_bind`): a menu action's key binds
    the dock first; then the action acts if the dock, bound, leaves it enabled, and if not the status
    bar says why, as for any disabled action's key (:class:`ui.disabled_keys.DisabledKeys`)."""

    def __init__(self, dock: Dock) -> None:
        super().__init__(dock)
        self.dock = dock

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.Shortcut or not isinstance(watched, QAction) or self.dock.waiting is None:
            return False
        if not watched.isVisible():
            return True  # not the campaign's ruleset's (ui.dock_layout.menus_follow): the key does nothing
        self.dock.ensure_built()
        if watched.isEnabled():
            return False
        keys = getattr(self.dock.window(), "disabled_keys", None)
        if keys is not None:
            keys.say(watched)
        return True


class Dock(QDockWidget):
    """A dock bound to the open campaign's services.

    Subclasses set ``object_name`` and ``title`` (a source string in the ``Docks`` context),
    build their widgets in ``__init__``, and implement :meth:`rebind` (a campaign was opened)
    and :meth:`on_changed` (an action changed something).

    A ``lazy`` dock (one that usually starts behind a tab) makes only its menu actions in
    ``__init__`` and its widgets in :meth:`build`, which runs once, when the dock is first shown
    on screen or bound to a campaign, whichever comes first: the window paints without them.
    A dock behind a tab when the first campaign opens is given it with :meth:`defer_bind`: it is
    built and filled when it first comes on screen, when one of its keys or menu actions is used,
    or when one of its services refuses (see :class:`WaitingKeys`), so a campaign is usable without
    the panels the GM has not looked at.

    A dock that acts has a :class:`ui.docks.refusal_line.RefusalLine` (``refusal_line``) next to
    its actions: the refusals of the services named in ``refuses`` show there (and in the status
    bar), and so does any refusal while the focus is in the dock; the next change empties it.
    """

    object_name = ""
    title = ""
    area = Qt.DockWidgetArea.RightDockWidgetArea
    #: keep up with every change even while hidden (a dock that raises alerts, or whose updates are
    #: cheap but whose full rebuild is not); the others catch up when shown
    refresh_when_hidden = False
    #: build the widgets when first on screen or bound (see :meth:`build`), not with the window
    lazy = False
    _just_filled = False  # while :meth:`bind` gives the texts right after :meth:`rebind` filled the contents
    #: the services (attribute names of :class:`app.services.bundle.Services`) whose refusals the
    #: dock shows in its ``refusal_line`` wherever the GM acted
    refuses: tuple[str, ...] = ()
    #: the dock's message line (made with its widgets), None for a dock that does not act
    refusal_line: RefusalLine | None = None
    #: the feature of the ruleset (:attr:`app.rules.base.Ruleset.features`) the dock is for; empty:
    #: every ruleset.  Where the open campaign's ruleset lacks it the dock does not stay in front of
    #: its tabs (:mod:`ui.dock_layout`)
    feature = ""

    def __init__(self, services: Services | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(self.object_name)
        self.services = services
        self.built = not self.lazy
        #: the campaign given with :meth:`defer_bind`, bound at the first need (None: none waits)
        self.waiting: Services | None = None
        self._waiting_keys: WaitingKeys | None = None
        self._refusing_for: Services | None = None  # the campaign whose refusals the dock hears
        self._body_scroll: QScrollArea | None = None  # made by new_body, until setWidget takes it
        self.visibilityChanged.connect(self._shown)
        shared = getattr(parent, "selection", None)
        self.selection: Selection = shared if isinstance(shared, Selection) else Selection(self)
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )

    @property
    def bound(self) -> Services:
        """The services of the campaign the dock is bound to, for the code that runs only once it is
        (its widgets are disabled before :meth:`bind`)."""
        if self.services is None:
            raise RuntimeError(f"{type(self).__name__} is not bound to a campaign yet")
        return self.services

    def setWidget(self, widget: QWidget) -> None:
        """Dock contents scroll when the dock is shorter than they are, so that the docks never
        make the window taller or wider than the GM's screen.  (Views that scroll by themselves
        are set as they are.)"""
        if isinstance(widget, QAbstractScrollArea):
            if type(widget) is QScrollArea:
                widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # not a Tab stop: Tab goes to its fields
                guard(widget)  # the wheel scrolls it, not the field under the pointer
            super().setWidget(widget)
            return
        made, self._body_scroll = self._body_scroll, None
        scroll = made if made is not None and widget.parentWidget() is made.viewport() else self._new_scroll()
        scroll.setWidget(widget)
        guard(scroll)
        super().setWidget(scroll)

    def new_body(self) -> QWidget:
        """The widget to build the dock's contents in, made inside the scroll area that
        :meth:`setWidget` puts it in: with the theme's style sheet on the application, a widget
        moved to another parent has the sheet's style given again to it and to everything in it,
        so contents built elsewhere and moved in paid for each of their widgets twice."""
        self._body_scroll = self._new_scroll()
        return QWidget(self._body_scroll.viewport())

    def _new_scroll(self) -> QScrollArea:
        scroll = QScrollArea(self)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setObjectName(f"{self.object_name}Scroll")
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        return scroll

    def menu_actions(self) -> list[tuple[str, QAction]]:
        """Actions this dock puts in the main window's menus, as (menu, action); menu is one of
        "file", "edit", "session", "fight", "view", and "…:last" puts the action after every dock's
        own entries of that menu, under a line ("fight:last").  Give each a shortcut and a tooltip: menus show
        shortcuts, and a window-wide shortcut works wherever the GM's focus is.  Create them once
        (in ``__init__``) and set their texts in :meth:`retranslate`."""
        return []

    def action_feature(self, action: QAction) -> str:
        """The ruleset feature (:attr:`app.rules.base.Ruleset.features`) one of
        :meth:`menu_actions` is for: the dock's own by default; empty: every ruleset.  Where the open
        campaign's ruleset lacks it the action leaves the menus (:func:`ui.dock_layout.menus_follow`)."""
        del action
        return self.feature

    def follow_features(self, features: frozenset[str] | set[str]) -> None:
        """The open campaign's ruleset has ``features`` (:func:`ui.dock_layout.menus_follow`, bound
        or still waiting behind a tab): a dock whose menu words speak of a feature words them for
        the ruleset.  By default nothing."""
        del features

    def absent_reason(self) -> str:
        """Why the open campaign's ruleset has no use for the dock (its Go to key says it in the
        status bar), translated; "" for the plain "not now"."""
        return ""

    def build(self) -> None:
        """A lazy dock's widgets (and its connections to them); runs once, from :meth:`ensure_built`."""

    def ensure_built(self, texts: bool = True) -> None:
        """Build a lazy dock's widgets if they are not there yet, enabled when a campaign is bound,
        and give them their texts (``texts`` False: the caller does).  A dock whose campaign waits
        (:meth:`defer_bind`) is bound to it now, built and filled."""
        if self.waiting is not None:
            self.bind(self.waiting)
            return
        if self.built:
            return
        self.built = True
        self.build()
        widget = self.widget()
        if widget is not None:
            widget.setEnabled(self.services is not None)
        if texts:
            self.retranslate()

    @property
    def campaign_services(self) -> Services | None:
        """The campaign the dock shows or will show when it is first needed."""
        return self.services if self.services is not None else self.waiting

    def defer_bind(self, services: Services) -> None:
        """Bind ``services`` when the dock is first needed rather than now: first on screen, one of
        its menu actions' keys pressed or a menu holding them opened (the window calls
        :meth:`ensure_built`), a refusal of one of its services, or :meth:`ensure_built` from a
        key that reaches into it.  Its menu actions stay enabled meanwhile, so that their keys
        reach them: the dock, bound first, then says whether they act (:class:`WaitingKeys`)."""
        self.waiting = services
        self._listen_for_refusals(services)
        if self._waiting_keys is None:
            self._waiting_keys = WaitingKeys(self)
        for _menu, action in self.menu_actions():
            action.setEnabled(True)
            action.installEventFilter(self._waiting_keys)

    def bind(self, services: Services) -> None:
        self.waiting = None
        if self._waiting_keys is not None:
            for _menu, action in self.menu_actions():
                action.removeEventFilter(self._waiting_keys)
        self._listen_for_refusals(services)
        self.services = services
        self.ensure_built(texts=False)  # rebind, then retranslate, below
        self._stale = False
        services.campaign.changed.connect(self._changed)
        self.rebind()
        self._just_filled = True
        try:
            self.retranslate()
        finally:
            self._just_filled = False

    def refill_texts(self) -> bool:
        """For :meth:`retranslate`: whether the contents (what the campaign fills in) are filled again
        in the language now set.  Not before a campaign is open (the texts alone), nor when binding,
        where :meth:`rebind` has just filled them in that language (the campaign read once)."""
        return self.services is not None and not self._just_filled

    def _listen_for_refusals(self, services: Services) -> None:
        if self._refusing_for is services:
            return
        self._refusing_for = services
        for service in getattr(self, "_refusing", []):  # the campaign the dock was bound to before
            try:
                service.failed.disconnect(self.show_refusal)
            except (RuntimeError, TypeError):  # a closed campaign's service
                pass
        self._refusing: list[Any] = []  # each has failed
        for name in self.refuses:  # (a service made at its first use is heard once made)
            services.when_made(name, partial(self._hear_refusals, services))

    def _hear_refusals(self, services: Services, service: Any) -> None:
        if self._refusing_for is not services:  # another campaign since
            return
        self._refusing.append(service)
        service.failed.connect(self.show_refusal)

    def shows_refusals_of(self, service: QObject) -> bool:
        """Whether ``service`` is one of the dock's own (its refusals show here anyway)."""
        return self.services is not None and any(getattr(self.services, n, None) is service for n in self.refuses)

    def show_refusal(self, context: str, message: str) -> None:
        """A refusal (a source string and its context), in the dock's message line (a dock whose
        campaign waits is bound first: its line comes forward as it always did)."""
        if self.waiting is not None:
            self.ensure_built()
        if self.refusal_line is not None:  # said again in the GM's next language
            self.refusal_line.say_source(context, message)

    def clear_refusal(self) -> None:
        if self.refusal_line is not None:
            self.refusal_line.clear()

    def _changed(self, changes: ChangeSet) -> None:
        """A dock the GM cannot see (closed, or behind another tab) only notes that it is out of
        date and catches up when it is shown: an action repaints what is on screen, nothing more.
        A change empties the dock's message line (what it refused is past)."""
        self.clear_refusal()
        if self.refresh_when_hidden or self.on_screen():
            self.on_changed(changes)
        else:
            self._stale = True

    def on_screen(self) -> bool:
        """Whether the GM can see the dock (a dock behind another tab is "visible" to Qt but has
        no visible region)."""
        return self.isVisible() and not self.visibleRegion().isEmpty()

    def _shown(self, visible: bool) -> None:
        if visible:
            self.ensure_built()  # before the paint that shows it
            self.catch_up()

    def catch_up(self) -> None:
        """A dock out of date behind its tab reads the campaign again now: before another dock hands
        it something to show (a roll asked for), which coming forward afterwards would read over."""
        if getattr(self, "_stale", False):
            self._stale = False
            self.rebind()

    def rebind(self) -> None:
        """The campaign was (re)opened: rebuild everything."""

    def on_changed(self, changes: ChangeSet) -> None:
        """Refresh what ``changes`` says changed."""

    def retranslate(self) -> None:
        self.retranslate_title()

    def retranslate_title(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Docks", self.title))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()  # without a campaign yet: the dock's texts, its widgets empty
        super().changeEvent(event)
