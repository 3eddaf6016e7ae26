"""File → Import characters: what the files picked (or dropped on the window) will add, before
anything is written.

Each character is a branch of the list: its fields as they will be set and where in the file
each came from, what is left out and why, what is refused and why.  Enter imports the characters of
every file read whole as one action (Edit → Undo takes it back); a file refused (whole, or for one
of its characters) is left out and the top says so, a line for each refused file with its reason,
naming the file, the row and the field (the first few, then how many more); the refused come
first in the list, each with its reasons before its fields (folded in one section when others are
imported: :mod:`ui.dialogs.preview_refused`).  With no file read whole the Import
button is off.  A character renamed for a name already in the roster says its new name.  Escape
closes and nothing changes.

Keys: the list has the focus (Enter there imports) and comes first after the summary in the Tab
order; from the buttons and the boxes under the list (where Enter imports too), Up, Down, Page Up and
Page Down still move through the list, Page Down by a page.  Under the list,
the row the GM is on shows whole (:mod:`ui.dialogs.preview_details`: an actor's notes, cut in the
list, read there in full; Alt+Down and Alt+Up scroll them).  The top, when it holds more lines than
it shows, says so under it, and Alt+Page Down and Alt+Page Up scroll it (:mod:`ui.dialogs.preview_top_keys`).

The columns share the width by their content (:mod:`ui.dialogs.column_share`): a label or a
source reads on one line when there is room, the Value column takes what is left and wraps every
value and reason in it, so a long one reads whole at 1366×768 without a tooltip.  The first time
the dialog takes most of the main window; it keeps the size the GM gave it from one import to the next.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QSettings,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QBrush, QColor, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.after_colon import read_on
from app.services.imports import csv_state
from app.services.imports.csv_derived import FROM_FILE
from app.services.imports.preview import ImportPreview, PreviewCharacter
from app.services.logtext import render
from ui.dialogs.column_share import breakable, fit_columns, least, wanted
from ui.dialogs.preview_details import PATH, WHOLE, RowDetails
from ui.dialogs.preview_file_words import field_label, fit_header, source_header
from ui.dialogs.preview_night import CHARACTER_AT, KEEP_NIGHT, night_box, show_chosen
from ui.dialogs.preview_paging import FoldKeys, PageKeys
from ui.dialogs.preview_refused import REFUSED_WHY, fold_section, refused_section
from ui.dialogs.preview_same import MAYBE_SUMMARY, SAME_AT, same_row
from ui.dialogs.preview_tables import rows_text
from ui.dialogs.preview_top import accepted_tip, fold_headings, headings_taken, session_sentence, summary_area
from ui.dialogs.preview_top_keys import TopKeys
from ui.dialogs.preview_updates import ADD_COPIES, changed, copies_box, grave_lines, update_rows, updated_sentence
from ui.dialogs.preview_wrapping import WrappingDelegate
from ui.latin_keys import latin_key

if TYPE_CHECKING:
    from app.services.bundle import Services


def line_text(value: dict[str, Any]) -> str:
    return render(value.get("t", ""), value.get("args", {}), value.get("ctx", "log"))


def refusal_lines(reasons: list[dict[str, Any]], rests: list[list[dict[str, Any]]] | None = None) -> str:
    """A line for each reason, every refused file named (the top scrolls when they do not all fit:
    :mod:`.preview_top_keys`); after each, the file's other problems (``rests``, by reason), each
    on its own line."""
    lines = []
    for at, reason in enumerate(reasons):
        lines.append(f"• {line_text(reason)}")
        lines += [f"    – {line_text(r)}" for r in (rests[at] if rests is not None and at < len(rests) else ())]
    return "\n".join(lines)


def shown(value: Any) -> str:
    """A value as the preview shows it: a line rendered, yes or no, one minus sign."""
    if isinstance(value, dict) and "t" in value:
        return line_text(value)
    if isinstance(value, bool):
        return (
            QCoreApplication.translate("ImportPreview", "yes")
            if value
            else QCoreApplication.translate("ImportPreview", "no")
        )
    if isinstance(value, int) and value < 0:
        return f"\u2212{-value}"
    return str(value)


def table_row_text(cells: Any) -> str:
    """A table row's cells after its name, "Type: Club, Level: 3": a cell the file leaves empty (no
    specialization) is left out, not shown as "Specializations: ," with nothing after it."""
    return ", ".join(
        f"{QCoreApplication.translate('rules', label)}: {shown(value)}"
        for label, value in cells
        if not (isinstance(value, str) and not value.strip()) and value is not None
    )


#: a field's value in the file, refused
REFUSED_VALUE = QT_TRANSLATE_NOOP("ImportPreview", "{value} (refused)")
KIND_LABELS = {
    "pc": QT_TRANSLATE_NOOP("ImportPreview", "Player character"),
    "npc": QT_TRANSLATE_NOOP("ImportPreview", "NPC"),
    "zombie": QT_TRANSLATE_NOOP("ImportPreview", "Zombie"),
}
#: a character's own line, in the Value column: its kind and what importing it does, so a party
#: folded one line each reads at a glance
HEAD_VALUE = QT_TRANSLATE_NOOP("ImportPreview", "{kind} — {what}")
#: the same of a character more files of the batch bring (the earlier ones, then the one it is read from)
HEAD_IN_FILES = QT_TRANSLATE_NOOP("ImportPreview", "{kind} — {what} — in {files} and {last}")
IS_NEW = QT_TRANSLATE_NOOP("ImportPreview", "new")
UPDATES_COUNT = QT_TRANSLATE_NOOP("ImportPreview", "updates: {count} {count|change|changes}")
NOTHING_CHANGES = QT_TRANSLATE_NOOP("ImportPreview", "nothing changes")
IS_REFUSED = QT_TRANSLATE_NOOP("ImportPreview", "refused")
IS_LEFT_OUT = QT_TRANSLATE_NOOP("ImportPreview", "not imported")
READY = QT_TRANSLATE_NOOP(
    "ImportPreview",
    "{count} {count|character|characters} to import. Enter imports {count|it|them} as one action; Ctrl+Z takes "
    "{count|it|them} back.",
)
#: characters read from a system version the reading is not tested with (a Warning row under each)
WARNED = QT_TRANSLATE_NOOP(
    "ImportPreview",
    "{count} {count|is|are} of a system version outside those this reading is tested with: check the Warning "
    "row under {count|it|each}.",
)
RENAMED = QT_TRANSLATE_NOOP(
    "ImportPreview",
    "{count} {count|is|are} given a new name, as a character of the same name is already in the roster or "
    "earlier in the files: the new names are below.",
)
#: the characters two files of the batch bring, each imported once (the later file's)
JOINED = QT_TRANSLATE_NOOP(
    "ImportPreview",
    "{count} {count|character is|characters are} in more than one of these files: imported once, from the last "
    "file; what the files give otherwise is said under {count|it|them}.",
)
#: the heading of what the updates change that the GM must not miss, said first
WATCH_OUT = QT_TRANSLATE_NOOP("ImportPreview", "Watch out:")
#: the heading of a spreadsheet's columns left out, said above them at the top
COLUMNS_NOT_READ = QT_TRANSLATE_NOOP("ImportPreview", "Columns not read (this sheet has no field for them):")
FILES_LEFT_OUT = QT_TRANSLATE_NOOP(
    "ImportPreview",
    "{count} {count|file is|files are} refused and left out; the other files are imported:",
)
NOT_IMPORTED = QT_TRANSLATE_NOOP("ImportPreview", "not imported: another character of this file is refused")
NOTHING = QT_TRANSLATE_NOOP("ImportPreview", "Nothing can be imported: {reason}. Nothing was changed.")
NOTHING_OF_MANY = QT_TRANSLATE_NOOP(
    "ImportPreview", "Nothing can be imported; nothing was changed. {count} {count|file is|files are} refused:"
)
#: the keys the buttons pass on to the list
LIST_KEYS = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)
REFUSED = QColor("#b3261e")
#: the column that takes the width the others leave, its texts wrapped
VALUE = 1
#: the settings key of the dialog's size, kept between imports
SIZE_KEY = "importPreview/size"
LEFT_OUT = QColor("#7a5c00")


def default_size(window: QWidget | None) -> QSize:
    """The preview's size the first time: most of the main window (1200 × 700 at most)."""
    if window is None:
        return QSize(900, 600)
    return QSize(max(640, min(1200, window.width() * 9 // 10)), max(480, min(700, window.height() * 85 // 100)))


class ImportPreviewDialog(QDialog):
    """The preview of one import; ``exec()`` returns Accepted when the GM imports."""

    def __init__(self, preview: ImportPreview, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("importPreview")
        self.preview = preview
        self.setWindowTitle(QCoreApplication.translate("ImportPreview", "Import characters"))
        window = parent.window() if parent is not None else None
        found = getattr(window, "settings", None)
        self.settings = found if isinstance(found, QSettings) else QSettings()
        size = self.settings.value(SIZE_KEY)
        self.resize(size if isinstance(size, QSize) and size.isValid() else default_size(window))
        layout = QVBoxLayout(self)
        self.summary = QLabel(self)
        self.summary.setObjectName("importSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary_area = summary_area(self.summary, self)  # a few lines; more scroll
        layout.addWidget(self.summary_area)
        self.top_keys = TopKeys(self.summary_area, self.summary, self)  # Alt+Page Down/Up, said when it holds more
        layout.addWidget(self.top_keys.hint)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("importTree")
        self.tree.setColumnCount(3)
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setItemDelegate(WrappingDelegate(self.tree, VALUE))  # a reason reads on across an empty cell
        # by pixels: by whole rows, Qt leaves a wrapped row at the bottom cut off or out of sight
        self.tree.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        # and once the rows are laid out again (their heights follow the columns), the current row in sight
        self.tree.currentItemChanged.connect(lambda *_: QTimer.singleShot(0, self, self._current_in_sight))
        self.paging = PageKeys(self.tree)  # Page Down moves on past a row taller than the list
        self.folding = FoldKeys(self.tree)  # Left on a change folds its character
        self.tree.setHeaderLabels(
            [
                QCoreApplication.translate("ImportPreview", "Field"),
                QCoreApplication.translate("ImportPreview", "Value"),
                QCoreApplication.translate("ImportPreview", "From the file"),
            ]
        )
        layout.addWidget(self.tree, 1)
        self.details = RowDetails(self.tree, self)  # the current row's whole value
        layout.addWidget(self.details.area)
        self.copies = copies_box(preview, self)  # Alt+N: the roster's names come in as new copies
        self.copies.toggled.connect(self._choose_copies)
        layout.addWidget(self.copies)
        self.night = night_box(preview, self, self._night_wanted)  # Alt+W: the files' sheets, the roster's state
        self.night.stateChanged.connect(self._choose_night)  # half ticked when the characters differ
        layout.addWidget(self.night)
        self.buttons = QDialogButtonBox(self)
        self.import_button = self.buttons.addButton(
            QCoreApplication.translate("ImportPreview", "&Import"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.import_button.setObjectName("importButton")
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setObjectName("importCancel")
        self._cancel_text = self.cancel_button.text()  # Qt's own word, "Close" when nothing can be imported
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        latin_key(self.copies, ADD_COPIES)  # Alt+N in every language, beside the translation's letter
        latin_key(self.night, KEEP_NIGHT)
        #: the characters read whole that are not imported, as their file is refused (by id)
        self._left_out: set[int] = set()
        self._building = False  # the list being made: its boxes set, not ticked by the GM
        self.tree.itemChanged.connect(self._choose_own_night)
        self._fill()

    def _choose_night(self, *_: Any) -> None:
        """The roster's state kept, or the files' taken, for every character: the changes said again,
        the row kept."""
        self.preview.choose_keep_night(self.night.checkState() != Qt.CheckState.Unchecked)
        show_chosen(self.night, self.preview)
        self._said_again()

    def _night_wanted(self) -> bool | None:
        """What the box's key does first when it is half ticked: what the hint of the character the
        GM is on says (its night kept: the files' taken; taken: kept); None off any such character."""
        item = self.tree.currentItem()
        while item is not None and item.data(0, CHARACTER_AT) is None:
            rows = [item.child(n) for n in range(item.childCount())]
            own = next((r for r in rows if r is not None and isinstance(r.data(0, CHARACTER_AT), int)), None)
            if own is not None:
                item = own
                break
            item = item.parent()
        at = item.data(0, CHARACTER_AT) if item is not None else None
        if not isinstance(at, int) or not 0 <= at < len(self.preview.characters):
            return None
        return not self.preview.night_of(self.preview.characters[at])

    def _choose_own_night(self, item: QTreeWidgetItem, column: int) -> None:
        """A character's own "Keep the night's wounds" row ticked or not (Space, a click): its changes
        said again, the box below the list as the characters' choices now are.  A "Same character?"
        row: the character updates the roster's one its name may be, or comes in as new."""
        if self._building or column != 0:
            return
        same = item.data(0, SAME_AT)
        if isinstance(same, int) and 0 <= same < len(self.preview.characters):
            character = self.preview.characters[same]
            taken = item.checkState(0) == Qt.CheckState.Checked
            if character.maybe is None and character.beside is not None:  # one with the row updating her
                if taken:
                    QTimer.singleShot(0, self, lambda: self._join(character))
                return
            if taken != (character.updating and character.update is not None):
                self.preview.choose_same(character, taken)
                QTimer.singleShot(0, self, self._said_again)
            return
        at = item.data(0, CHARACTER_AT)
        if not isinstance(at, int) or not 0 <= at < len(self.preview.characters):
            return
        character = self.preview.characters[at]
        keep = item.checkState(0) == Qt.CheckState.Checked
        if keep == self.preview.night_of(character):
            return
        self.preview.choose_keep_night(keep, character)
        show_chosen(self.night, self.preview)
        QTimer.singleShot(0, self, self._said_again)  # not inside the item's own signal: the list is made anew

    def _join(self, character: PreviewCharacter) -> None:
        """"Reyes, Ana" made one with the row that updates Ana Reyes: the files read again so, the
        list said anew on the character's line."""
        beside = character.beside_name
        if not self.preview.join_beside(character):
            return
        self._said_again()
        heads = [self.tree.topLevelItem(n) for n in range(self.tree.topLevelItemCount())]
        head = next((h for h in heads if h is not None and h.text(0) == beside), None)
        if head is not None:
            self.tree.setCurrentItem(head)
            self.tree.scrollToItem(head)
        was = self.copies.blockSignals(True)  # the files read again: the choices as the new reading has them
        self.copies.setChecked(self.preview.copies)
        self.copies.blockSignals(was)
        show_chosen(self.night, self.preview)
        self.tree.setFocus()

    def _choose_copies(self, copies: bool) -> None:
        """The characters of the roster's names updated, or added as new copies: the list said again."""
        self.preview.choose_copies(copies)
        self._said_again()

    def _said_again(self) -> None:
        """The list said anew, on the row the GM was on (its character by its place in the files,
        the row by its label), or on the character's line when that row is gone."""
        item = self.tree.currentItem()
        where: tuple[str, str, int] | None = None
        if item is not None:
            head, label, nth = item, "", 0
            while (parent := item.parent()) is not None and parent.parent() is not None:
                item = parent  # a table's row: its table's row under the character
            parent = item.parent()
            if parent is not None:
                head, label = parent, item.text(0)
                above = (parent.child(n) for n in range(parent.indexOfChild(item)))
                nth = [r.text(0) for r in above if r is not None].count(label)
            where = (head.text(2), label, nth)
        # where on screen the GM's row was: put back there, the list not scrolled under the GM's eyes
        current = self.tree.currentItem()
        was_at = self.tree.visualItemRect(current).top() if current is not None else None
        self.tree.clear()
        self._show()
        heads = [self.tree.topLevelItem(n) for n in range(self.tree.topLevelItemCount())]
        found = [h for h in heads if h is not None and where is not None and h.text(2) == where[0]]
        if where is not None and found:
            head = found[0]
            rows = [r for r in (head.child(n) for n in range(head.childCount())) if r is not None and where[1]
                    and r.text(0) == where[1]]
            target = rows[min(where[2], len(rows) - 1)] if rows else head
            if target is not head:
                head.setExpanded(True)
            self.tree.setCurrentItem(target)
            self.tree.scrollToItem(target)
            if was_at is not None:
                self.tree.doItemsLayout()  # the rows' heights as drawn, then the row where it was
                bar, now = self.tree.verticalScrollBar(), self.tree.visualItemRect(target).top()
                bar.setValue(bar.value() + now - was_at)
            self.details.show_row(target)
        self.tree.setFocus()

    def _fill(self) -> None:
        self._show()
        self.tree.viewport().installEventFilter(self)
        # the rows' heights follow the columns' widths
        self.tree.header().sectionResized.connect(lambda *_: self.tree.scheduleDelayedItemsLayout())
        self.setTabOrder(self.tree, self.import_button)
        # from a button or a box (where Enter still imports), Up, Down, Page Up and Page Down move through the list
        for button in [*self.buttons.buttons(), self.copies, self.night]:
            button.installEventFilter(self)
        self.tree.setFocus()

    def _show(self) -> None:
        """The top and the list, from the preview as it is now."""
        self._building = True
        try:
            self._show_all()
        finally:
            self._building = False

    def _show_all(self) -> None:
        preview = self.preview
        importable = preview.importable()
        self._left_out = {id(c) for c in preview.characters if c.person is not None} - {id(c) for c in importable}
        clashes = sum(1 for c in importable if c.renamed)  # not another notice (an id held, a version)
        whole = preview.refusals_whole()
        reasons, rests = [r for r, _ in whole], [rest for _, rest in whole]
        if preview.ready:
            parts = [render(READY, {"count": len(importable)}, "ImportPreview")]
            writes = len(preview.unchanged()) != len(importable)
            if not writes:  # Enter writes nothing: said instead
                parts = []
            if updated_sentence(preview, self.copies, self.night):
                parts.append(updated_sentence(preview, self.copies, self.night))
            maybe = len(preview.maybe_same())
            if maybe:
                parts.append(render(MAYBE_SUMMARY, {"count": maybe}, "ImportPreview"))
            joined = sum(1 for c in importable if c.also_in)
            if joined:
                parts.append(render(JOINED, {"count": joined}, "ImportPreview"))
            if clashes:
                parts.append(render(RENAMED, {"count": clashes}, "ImportPreview"))
            warned = sum(1 for c in importable if c.warnings)
            if warned:
                parts.append(render(WARNED, {"count": warned}, "ImportPreview"))
            if writes and (preview.starts_session or preview.first_session):  # the night it starts, said
                parts.append(session_sentence(preview.starts_session, preview.first_session))
            text = " ".join(parts)
            if reasons:
                text += "\n" + render(FILES_LEFT_OUT, {"count": len(preview.refused_files())}, "ImportPreview")
                text += "\n" + refusal_lines(reasons, rests)
            self.summary.setText(text)
        elif len(reasons) > 1:
            self.summary.setText(render(NOTHING_OF_MANY, {"count": len(reasons)}, "ImportPreview") + "\n"
                                 + refusal_lines(reasons, rests))
        else:
            # one full stop, the sentence's; read on from the colon (a file's name first stays)
            reason = read_on(line_text(reasons[0]).rstrip("."), reasons[0]) if reasons else ""
            self.summary.setText("\n".join([render(NOTHING, {"reason": reason}, "ImportPreview"),
                                            *(f"• {line_text(r)}" for r in (rests[0] if rests else ()))]))
        if preview.columns_left_out:  # the GM may have meant those columns to count: said first, but for a
            said = [QCoreApplication.translate("ImportPreview", COLUMNS_NOT_READ),  # file refused: its why first
                    *(f"• {line_text(c)}" for c in preview.columns_left_out)]
            self.summary.setText("\n".join([self.summary.text(), *said] if reasons else
                                           [*said, self.summary.text()]))
        grave = grave_lines(preview)  # before all: a PC turned NPC, the injuries an update takes away
        if grave:  # under their heading: not a loose line above the summary
            self.summary.setText("\n".join([QCoreApplication.translate("ImportPreview", WATCH_OUT),
                                            *(f"• {line_text(g)}" for g in grave), self.summary.text()]))
        self._source_head = source_header(preview)  # "From the file (spreadsheet in Russian)"
        self.tree.headerItem().setText(2, self._source_head)
        self.import_button.setEnabled(preview.ready)
        self.import_button.setDefault(preview.ready)
        # nothing to import: the way out is the one button, "Close", and Enter takes it as Esc does
        self.cancel_button.setText(QCoreApplication.translate("ImportPreview", "&Close") if not preview.ready
                                   else self._cancel_text)
        self.cancel_button.setDefault(not preview.ready)
        # those not imported, the files refused whole and the characters, folded in one section first when
        # some are imported: they never crowd out the list (the top names every refused file already)
        out = [c for c in preview.characters if c.person is None or id(c) in self._left_out]
        section = refused_section(self.tree, len(out), REFUSED, len(preview.problems)) \
            if (out or preview.problems) and importable else None
        for problem in preview.problems:  # another game's spreadsheet: the headings taken one key away
            headings_taken(self._row(section if section is not None else self.tree.invisibleRootItem(),
                                     QCoreApplication.translate("ImportPreview", "Refused"),
                                     line_text(problem), "", REFUSED), problem)
        for columns in preview.columns_left_out:  # the headings the sheet takes one key away (Right)
            headings_taken(self._row(self.tree.invisibleRootItem(),
                                     QCoreApplication.translate("ImportPreview", "Left out"),
                                     line_text(columns), "", LEFT_OUT), columns)
        for skipped in preview.skipped:
            self._row(
                self.tree.invisibleRootItem(),
                QCoreApplication.translate("ImportPreview", "Left out"),
                line_text(skipped),
                "",
                LEFT_OUT,
            )
        # the refused first, then those left out with their file, then the characters imported
        # of those imported, the updates that change something first, those that change nothing last, folded
        changing = {id(c) for c in changed(preview)}
        same = {id(c) for c in preview.unchanged()}
        order = sorted(preview.characters,
                       key=lambda c: 0 if c.person is None else 1 if id(c) in self._left_out else
                       2 if id(c) in changing else 4 if id(c) in same else 3)
        # a new character's rows are all new: the first shows how the file's fields are read, the
        # others are one line each (Right or a click opens one), so a party reads at a glance
        new = [c for c in order if c.person is not None and id(c) not in self._left_out
               and id(c) not in changing and id(c) not in same]
        folded_new = {id(c) for c in new[1:] if c.maybe is None}  # one that may be the roster's: open
        folded = []
        self._lists: list[QTreeWidgetItem] = []  # the lines of many fields counted, their list folded
        out = [c for c in order if c.person is None or id(c) in self._left_out]
        for character in order:
            self._character(character, section if section is not None and character in out else None)
            if id(character) in same or id(character) in folded_new:
                folded.append(self.tree.topLevelItem(self.tree.topLevelItemCount() - 1))
        self.tree.expandAll()
        fold_headings(self.tree)
        fold_section(section)
        for item in [*folded, *self._lists]:  # nothing changes for them, or all is new: one line each
            if item is not None:
                item.setExpanded(False)
        self.summary_area.setToolTip(accepted_tip([*preview.problems, *preview.columns_left_out]))
        self.top_keys.update()
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self._wants = wanted(self.tree)  # the columns share the width by their content
        self._least = least(self.tree)  # and none is cut inside a word
        fit_columns(self.tree, self._wants, VALUE, self._least)
        fit_header(self.tree, 2, self._source_head)  # whole, on two lines where one is cut
        first = self.tree.topLevelItem(0)
        if first is not None:
            self.tree.setCurrentItem(first)
        self.details.show_row(self.tree.currentItem())

    def _current_in_sight(self) -> None:
        """Scroll the list so that its current row shows whole (a row taller than the list and out of
        sight: from its top; in part in sight, as Page Up or Down left it), however the rows'
        heights changed since the key moved to it."""
        tree = self.tree
        item = tree.currentItem()
        if item is None:
            return
        rect, view = tree.visualItemRect(item), tree.viewport().rect()
        if not rect.isValid() or view.contains(rect) or (rect.height() > view.height() and rect.intersects(view)):
            return
        bar = tree.verticalScrollBar()
        if rect.top() < 0 or rect.height() > view.height():
            bar.setValue(bar.value() + rect.top())
        else:
            bar.setValue(bar.value() + rect.bottom() - view.bottom())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Up, Down, Page Up and Page Down on a button or a box move through the list; the list's columns
        share its width again whenever it changes (the dialog resized, a scroll bar shown)."""
        if watched is self.tree.viewport() and event.type() == QEvent.Type.Resize:
            fit_columns(self.tree, self._wants, VALUE, self._least)
            fit_header(self.tree, 2, self._source_head)
            QTimer.singleShot(0, self, self._current_in_sight)
            return False
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in LIST_KEYS:
            QApplication.sendEvent(self.tree, QKeyEvent(event.type(), event.key(), event.modifiers()))
            return True
        return super().eventFilter(watched, event)

    def _character(self, character: PreviewCharacter, section: QTreeWidgetItem | None = None) -> None:
        kind = QCoreApplication.translate("ImportPreview", KIND_LABELS.get(character.kind, character.kind))
        head = QTreeWidgetItem(
            section if section is not None else self.tree,
            [
                character.head_name() or QCoreApplication.translate("ImportPreview", "(no name)"),
                render(HEAD_IN_FILES, {"kind": kind, "what": self._what_it_does(character),
                                       "files": ", ".join(map(breakable, character.also_in)),
                                       "last": breakable(character.file)},  # a long name wraps whole
                       "ImportPreview") if character.also_in else
                render(HEAD_VALUE, {"kind": kind, "what": self._what_it_does(character)}, "ImportPreview"),
                line_text(character.place()),
            ],
        )
        font = head.font(0)
        font.setBold(True)
        head.setFont(0, font)
        if character.person is None:
            head.setForeground(0, QBrush(REFUSED))
        elif id(character) in self._left_out:
            head.setForeground(0, QBrush(LEFT_OUT))
            self._row(head, QCoreApplication.translate("ImportPreview", "Left out"),
                      QCoreApplication.translate("ImportPreview", NOT_IMPORTED), "", LEFT_OUT)
        joined = character.notices[:character.joined_lines]  # two files made one, where they disagree: first
        for note in joined:
            self._row(head, QCoreApplication.translate("ImportPreview", "Note"), line_text(note), "", LEFT_OUT)
        same_row(head, self.preview, character)  # "Reyes, Ana" beside the roster's Ana Reyes: maybe her
        update_rows(head, character, self.preview)  # the roster's character it updates, and what changes
        for note in character.refused:  # why, before the fields
            self._row(head, QCoreApplication.translate("ImportPreview", "Refused"), line_text(note), "", REFUSED)
        for row in self.preview.fields_of(character):  # as Enter writes them (the night's state kept)
            label = QCoreApplication.translate("rules", row.label)
            if row.now:  # "Stamina (now)", not a second "Stamina" under the score
                label = render(csv_state.NOW, {"track": label}, "log")
            label = field_label(label, row, self.preview, character.file)  # "Сила → Strength"
            source = line_text(row.said) if row.said else breakable(row.source)  # the GM's words, not a path
            if row.rows:
                table = QTreeWidgetItem(head, [label, rows_text(row.rows, shown), source])
                if row.said:  # the path in the actor, in the details under the list
                    table.setData(2, PATH, row.source)
                for cells in row.rows:
                    name, *rest = cells
                    text = table_row_text(rest)
                    QTreeWidgetItem(table, [shown(name[1]), text, ""]).setToolTip(1, text)
            else:
                # "0 rows", not "0"; a track's value with its maximum and Foundry's: "34 of 40 (Foundry: 28 of 34)"
                value = rows_text((), shown) if row.table else shown(row.shown or row.value)
                item = QTreeWidgetItem(head, [label, value, source])
                if row.said:
                    item.setData(2, PATH, row.source)
                if row.whole:  # the list shows it short; the details under the list, whole
                    item.setData(1, WHOLE, row.whole)
                if row.refused:  # the file's value, refused (its reason is among the refusals above)
                    item.setText(1, render(REFUSED_VALUE, {"value": shown(row.value)}, "ImportPreview"))
                    item.setForeground(0, QBrush(REFUSED))
                    item.setForeground(1, QBrush(REFUSED))
        for note in character.warnings:  # what to check before importing (a system version not tested with)
            self._row(head, QCoreApplication.translate("ImportPreview", "Warning"), line_text(note), "", REFUSED)
        for note in [*character.notices[len(joined):], *character.applied]:
            self._row(head, QCoreApplication.translate("ImportPreview", "Note"), line_text(note), "", LEFT_OUT)
        for note in character.ignored:  # where in the file, when the line names it ("Life Points" beside
            source = note.get("args", {}).get(FROM_FILE)  # "Puntos de Vida: 42 — …"): as a field's row does
            item = self._row(head, QCoreApplication.translate("ImportPreview", "Left out"), line_text(note),
                             source if isinstance(source, str) else "", LEFT_OUT)
            listed = note.get("args", {}).get("listed")
            for label in listed if isinstance(listed, list) else ():  # many fields counted: a row each, folded
                self._row(item, "", str(label), "", LEFT_OUT)
            if isinstance(listed, list) and listed:
                self._lists.append(item)

    def _what_it_does(self, character: PreviewCharacter) -> str:
        """"new", "updates: 14 changes", "nothing changes" (or refused, not imported): said on the
        character's own line, so it reads folded."""
        if character.person is None:  # why, so its line reads folded
            if character.refused:
                why = character.refused[0]
                return render(REFUSED_WHY, {"reason": read_on(line_text(why), why)}, "ImportPreview")
            return QCoreApplication.translate("ImportPreview", IS_REFUSED)
        if id(character) in self._left_out:
            return QCoreApplication.translate("ImportPreview", IS_LEFT_OUT)
        if not character.updating or character.update is None:
            return QCoreApplication.translate("ImportPreview", IS_NEW)
        count = self.preview.change_count(character)
        if not count:
            return QCoreApplication.translate("ImportPreview", NOTHING_CHANGES)
        return render(UPDATES_COUNT, {"count": count}, "ImportPreview")

    def _row(self, parent: QTreeWidgetItem, what: str, text: str, source: str, colour: QColor) -> QTreeWidgetItem:
        item = QTreeWidgetItem(parent, [what, text, source])
        item.setForeground(0, QBrush(colour))
        item.setForeground(1, QBrush(colour))
        item.setToolTip(1, text)
        return item

    def done(self, result: int) -> None:
        self.settings.setValue(SIZE_KEY, self.size())
        super().done(result)

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not self.preview.ready:
            event.accept()  # nothing to import: Enter closes the preview (its default button, "Close")
            self.reject()
            return
        super().keyPressEvent(event)


def import_files(parent: QWidget, services: Services, paths: list[str]) -> bool:
    """Read ``paths``, show the preview, and import on Enter; whether anything was imported."""
    preview = services.characters.preview_import(paths)
    dialog = ImportPreviewDialog(preview, parent)
    try:
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
    finally:
        dialog.deleteLater()
    from ui.dialogs.import_status import say_nothing

    refused = sorted({Path(f).name for f in preview.refused_files() if f})
    if not accepted:
        if not preview.ready and refused:  # every file refused: the bar names them as the preview closes
            say_nothing(parent, refused, unchanged=False)
        return False
    importable = preview.importable()
    if importable and len(preview.unchanged()) == len(importable):  # information, not a refusal
        say_nothing(parent, refused, unchanged=True)
        return False
    if not services.characters.import_preview(preview):
        return False
    from ui.dialogs.import_status import say_imported

    say_imported(parent, *services.characters.imported)  # the bar said nothing after Enter
    return True
