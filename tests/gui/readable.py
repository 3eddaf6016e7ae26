"""What a GM reads on the window, measured: each text against the room the screen gives it.

Each function returns the texts that do not show whole (empty: all readable), so a test can say
which ones, in which language."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics

from ui.widgets.body_numbers import ABBREVIATED, NAMED, body_boxes
from ui.widgets.fight_columns import NAME_CHARS, NAME_ROLE, text_margin, wrapped_height
from ui.widgets.tracks_delegate import TRACKS_ROLE, TracksDelegate, lines_of, split

#: a track's text: its name (three letters at least: "LP", "H", "З" are initials), then the value
#: over the maximum
TRACK = re.compile(r"^(?=(?:[^\W\d_][^\d]*){3})\D+ \u2212?\d+/\d+( .+)?$")
#: a body part's abbreviation, then its numbers: two letters at least ("Hd. 4/4", the ruleset's own
#: abbreviation of the head in English), never the numbers alone
ABBREVIATION = re.compile(r"^(?=(?:[^\W\d_][^\d]*){2})\D+ \u2212?\d+/\d+( .+)?$")


def _font(tree, row: int, column: int) -> QFont:  # noqa: ANN001
    """A fight-list cell's own font, else the application's (an item's font when none is set)."""
    font = tree.cell(row, column, Qt.ItemDataRole.FontRole)
    return font if isinstance(font, QFont) else QFont()


def fight_list(dock) -> list[str]:  # noqa: ANN001
    """The fight list: names (up to 20 characters on one line), initiatives (on two lines at most),
    conditions and turns whole (wrapped in their cells' height: "Out of the fight" may take two lines;
    conditions longer than the row holds elided, each whole in the tooltip), every bar's text whole
    with its track's name."""
    from ui.docks.initiative_dock import CONDITIONS, INIT, NAME, ORDER, TRACKS, TURN

    tree = dock.tree
    header = tree.header()
    margin = text_margin(tree)
    bad = []
    for column in range(header.count()):
        if header.isSectionHidden(column):
            continue
        title = tree.heading(column)
        if header.fontMetrics().horizontalAdvance(title) > header.sectionSize(column) - 2 * margin:
            bad.append(f"heading {title!r} in {header.sectionSize(column)} px")
    for i in range(tree.count()):
        rect = tree.row_rect(i)
        for column in (ORDER, NAME, INIT, CONDITIONS, TURN):
            text = tree.text(i, column)
            if not text or header.isSectionHidden(column):
                continue
            font = _font(tree, i, column)
            room = header.sectionSize(column) - 2 * margin
            wide = QFontMetrics(font).horizontalAdvance(text)
            bare = str(tree.cell(i, NAME, NAME_ROLE) or text)
            alone = QFontMetrics(font).horizontalAdvance(bare)
            if column == NAME and len(bare) <= NAME_CHARS and alone > room:
                bad.append(f"name {bare!r} on more than one line ({alone} > {room} px)")
            if column == NAME and wrapped_height(text, font, room) > rect.height():
                bad.append(f"{text!r} cut in {room} × {rect.height()} px")
            elif column == CONDITIONS and wide > room and wrapped_height(text, font, room) > rect.height():
                # long conditions (a dying character's) keep to the row, elided: whole in the tooltip
                tip = str(tree.cell(i, CONDITIONS, Qt.ItemDataRole.ToolTipRole) or "")
                if not all(part in tip for part in text.split(", ")):
                    bad.append(f"{text!r} cut in {room} × {rect.height()} px, not whole in its tooltip")
            elif column != NAME and wide > room and (
                column == ORDER or wrapped_height(text, font, room) > rect.height()
            ):
                bad.append(f"{text!r} cut in {room} × {rect.height()} px")
            elif column == INIT and wrapped_height(text, font, room) > 2 * QFontMetrics(font).lineSpacing():
                bad.append(f"initiative {text!r} on more than two lines in {room} px")
        cells = tree.cell(i, TRACKS, TRACKS_ROLE) or []
        if cells:
            area = QRectF(0, 0, header.sectionSize(TRACKS), rect.height())
            metrics = tree.fontMetrics()
            form, bars = TracksDelegate.bar_rects(area, cells, metrics)
            figure = TracksDelegate.body_rect(area, cells, metrics)
            parts, plain = split(cells)
            if figure is not None:  # the body's numbers, each on its part
                if figure.right() > area.right() + 0.5 or figure.bottom() > area.bottom() + 0.5:
                    bad.append(f"body figure cut in {area.width():.0f} × {area.height():.0f} px")
                named = TracksDelegate.body_named(area, cells, metrics)
                bad += body_parts(body_boxes(figure, parts, named), metrics, named)
            for cell, bar in zip(plain, bars, strict=True):
                lines = lines_of(cell, form)  # one line, or the value's word under the numbers
                text = " ".join(lines)
                wide = max(metrics.horizontalAdvance(line) for line in lines)
                tall = len(lines) * metrics.height()
                if wide > bar.width() - 10 or tall > bar.height() or bar.bottom() > area.bottom() + 0.5:
                    bad.append(f"track {text!r} cut in {bar.width():.0f} × {bar.height():.0f} px")
                if not TRACK.match(text):
                    bad.append(f"track {text!r} without its name and numbers")
    return bad


def unnamed_bodies(dock) -> list[str]:  # noqa: ANN001
    """The fight list's rows whose body figure shows numbers without their parts' names (the
    column too narrow for "L. arm 6/6": the numbers alone in the body's shape)."""
    from ui.docks.initiative_dock import NAME, TRACKS

    tree = dock.tree
    out = []
    for i in range(tree.count()):
        cells = tree.cell(i, TRACKS, TRACKS_ROLE) or []
        area = QRectF(0, 0, tree.header().sectionSize(TRACKS), tree.row_rect(i).height())
        if split(cells)[0] and not TracksDelegate.body_named(area, cells, tree.fontMetrics()):
            out.append(f"{tree.text(i, NAME)!r}: body numbers without names in {area.width():.0f} px")
    return out


def body_parts(boxes, metrics: QFontMetrics, named: int = NAMED) -> list[str]:  # noqa: ANN001
    """A body figure's boxes: each with its part's name and numbers ("L. arm 6/6", not "6/6":
    which number is the left arm?), or its abbreviation where ``named`` is the abbreviated form
    ("L.arm 6/6", "Hd. 4/4"), whole in its box."""
    bad = []
    pattern = ABBREVIATION if named == ABBREVIATED else TRACK
    for box, text, _part in boxes:
        if metrics.horizontalAdvance(text) > box.width() - 2:
            bad.append(f"body part {text!r} cut in {box.width():.0f} px")
        if named and not pattern.match(text):
            bad.append(f"body numbers {text!r} without their part's name")
    return bad


def roster_tracks(dock) -> list[str]:  # noqa: ANN001
    """The roster's bars and body figures on the screen (the rows in the list's viewport): each
    text whole in the box the delegate paints it in, with the track's or the part's name."""
    from ui.widgets.body_numbers import NAMED
    from ui.widgets.roster_delegate import tracks_room
    from ui.widgets.roster_look import TRACKS, TRACKS_DATA, RowTracks

    tree = dock.tree
    metrics = QFontMetrics(tree.font())
    bad = []
    for item in dock.items.values():
        tracks = item.data(TRACKS, TRACKS_DATA)
        cell = tree.visualRect(tree.indexFromItem(item, TRACKS))
        if item.isHidden() or not isinstance(tracks, RowTracks) or not tree.viewport().rect().intersects(cell):
            continue
        room = tracks_room(tree, tree.indexFromItem(item, TRACKS))  # a row with no condition: its cell's too
        texts = tracks.shown_texts(room, metrics, dock.delegate.form)
        parts = len(texts) - len(tracks.bars)
        if tracks.body:
            area = QRectF(tracks.place(room, metrics)[0][0]).adjusted(2, 1, -2, -1)
            named = tracks.named(area.width(), metrics, dock.delegate.form) == NAMED
            bad += body_parts([(box, text, None) for box, text in texts[:parts]], metrics, named)
        for box, text in texts[parts:]:
            if metrics.horizontalAdvance(text) > box.width():
                bad.append(f"roster track {text!r} cut in {box.width():.0f} px")
            if not TRACK.match(text):
                bad.append(f"roster track {text!r} without its name and numbers")
    return bad


def roster_cells(dock) -> list[str]:  # noqa: ANN001
    """Every cell of the roster's rows on the screen, each text against the rectangle the list
    gives it: the names, the tracks (:func:`roster_tracks`), each badge's every word, and the
    column headings."""
    from PySide6.QtWidgets import QStyle

    from ui.widgets.roster_look import (
        BADGES_DATA,
        CONDITIONS,
        END,
        SIDE,
        RowBadges,
        badges_document,
        fitted_badges,
    )

    tree = dock.tree
    view = tree.viewport().rect()
    margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1
    bad = roster_tracks(dock)
    header = tree.header()
    if not header.isHidden():
        for column in range(header.count()):
            title = tree.headerItem().text(column)
            if header.fontMetrics().horizontalAdvance(title) > header.sectionSize(column) - 2 * margin:
                bad.append(f"heading {title!r} cut in {header.sectionSize(column)} px")
    for item in dock.items.values():
        name = tree.visualRect(tree.indexFromItem(item, 0))
        if item.isHidden() or not view.intersects(name):
            continue
        if name.right() > view.right() + 1:
            bad.append(f"{item.text(0)!r}: its row runs past the list's right edge")
        if QFontMetrics(item.font(0)).horizontalAdvance(item.text(0)) > name.width() - 2 * margin:
            bad.append(f"name {item.text(0)!r} cut in {name.width()} px")
        badges = item.data(CONDITIONS, BADGES_DATA)
        cell = tree.visualRect(tree.indexFromItem(item, CONDITIONS))
        if isinstance(badges, RowBadges) and badges.html and tree.itemWidget(item, CONDITIONS) is None:
            room = cell.width() - SIDE - END
            # as painted: a badge wider than the cell elided, its whole text in the cell's tooltip
            shown = fitted_badges(badges, tree.font(), room)
            drawn = badges_document(shown, tree.font(), room, dock.delegate.wrap)
            if drawn.idealWidth() > room + 0.5 or drawn.size().height() > cell.height() + 0.5:
                bad.append(f"badges {drawn.toPlainText()!r} cut in {cell.width()} × {cell.height()} px")
            tip = item.toolTip(CONDITIONS)
            if shown is not badges and not all(line in tip for line in badges.tips):
                bad.append(f"badges {drawn.toPlainText()!r} elided, not whole in the tooltip {tip!r}")
    return bad


def log_lines(dock) -> list[str]:  # noqa: ANN001
    """The log: every event line whole (wrapped in its row)."""
    from ui.docks.log_model import EVENT

    view = dock.view
    header = view.horizontalHeader()
    model = view.model()
    room = header.sectionSize(EVENT) - 8
    bad = []
    for row in range(model.rowCount()):
        text = str(model.index(row, EVENT).data(Qt.ItemDataRole.DisplayRole) or "")
        if view.fontMetrics().horizontalAdvance(text) <= room:
            continue
        needed = wrapped_height(text, view.font(), room)
        if needed > view.row_height(row) - 4:
            bad.append(f"log line {text!r} cut: {needed} px in a row of {view.row_height(row)}")
    return bad


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def form_labels(form) -> list[str]:  # noqa: ANN001
    """A form's labels (a dialog's, a dock's): each label's lines whole in the height its row gives
    it (a label wrapped to two lines in a row of one shows half of each line)."""
    from PySide6.QtWidgets import QFormLayout, QLabel

    bad = []
    for layout in form.findChildren(QFormLayout) + ([form.layout()] if isinstance(form.layout(), QFormLayout) else []):
        for row in range(layout.rowCount()):
            item = layout.itemAt(row, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if not isinstance(label, QLabel) or not label.isVisible() or not label.text():
                continue
            needed = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
            if needed > label.height():
                bad.append(f"label {label.text()!r} cut: {needed} px in {label.width()} × {label.height()}")
            elif not label.wordWrap() and label.fontMetrics().horizontalAdvance(label.text()) > label.width():
                bad.append(f"label {label.text()!r} cut in {label.width()} px")
    return bad


def tree_column(tree, column: int) -> list[str]:  # noqa: ANN001
    """A tree's column: every text whole in its section (not elided to "…")."""
    from PySide6.QtWidgets import QTreeWidgetItemIterator

    header = tree.header()
    bad = []
    iterator = QTreeWidgetItemIterator(tree)
    while iterator.value() is not None:
        item = iterator.value()
        rect = tree.visualItemRect(item)
        text = item.text(column)
        right = header.sectionPosition(column) + header.sectionSize(column)
        left = rect.left() if column == 0 else header.sectionPosition(column)
        if text and QFontMetrics(item.font(column)).horizontalAdvance(text) + 2 * text_margin(tree) > right - left:
            bad.append(f"{text!r} elided in {right - left} px")
        iterator += 1
    return bad


def log_controls(dock) -> list[str]:  # noqa: ANN001
    """The log dock's switches, filters and buttons whole inside the dock (no side scroll bar), and
    its column headings whole (not elided to "Вре…")."""
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QScrollArea

    from ui.docks.log_model import EVENT

    bad = []
    scroll = dock.widget()
    if isinstance(scroll, QScrollArea) and scroll.horizontalScrollBar().maximum() > 0:
        bad.append(f"a side scroll bar: {scroll.widget().width()} px in {scroll.viewport().width()}")
    room = scroll.viewport() if isinstance(scroll, QScrollArea) else dock
    controls = (dock.show_undone, dock.kind_filter, dock.who_filter, dock.secret_button, dock.note_secret)
    for control in (*controls, dock.note_button):
        label = control.currentText() if isinstance(control, QComboBox) else control.text()
        if not isinstance(control, (QAbstractButton, QComboBox)) or not control.isVisible():
            continue
        right = control.mapTo(room, control.rect().topRight()).x()
        if control.width() < control.sizeHint().width():
            bad.append(f"{label!r} cut: {control.width()} px of {control.sizeHint().width()}")
        elif right >= room.width():
            bad.append(f"{label!r} past the dock's edge ({right} px in {room.width()})")
    header = dock.view.horizontalHeader()
    model = dock.view.model()
    for column in range(model.columnCount()):
        if column == EVENT or header.isSectionHidden(column):
            continue
        shown = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        if shown.endswith("…") or header.fontMetrics().horizontalAdvance(shown) + 8 > header.sectionSize(column):
            bad.append(f"heading {shown!r} cut in {header.sectionSize(column)} px")
    return bad


def whole_rows(tree) -> int:  # noqa: ANN001
    """How many of the fight list's rows show whole in its viewport (from the first one on screen)."""
    view = tree.viewport().rect()
    count = 0
    for i in range(tree.count()):
        rect = tree.row_rect(i)
        if rect.isValid() and view.contains(rect):
            count += 1
    return count


def _where(widget) -> str:  # noqa: ANN001
    """The widget's dock and name, for a message: "diceDock/facesEdit"."""
    from PySide6.QtWidgets import QDockWidget

    dock = widget.parent()
    while dock is not None and not isinstance(dock, QDockWidget):
        dock = dock.parent()
    return f"{dock.objectName() if dock is not None else ''}/{widget.objectName()}"


def _seen(widget) -> bool:  # noqa: ANN001
    """Shown on the screen: not behind a dock's tab, not scrolled out of a panel."""
    return widget.isVisible() and not widget.visibleRegion().isEmpty()


def field_hints(root) -> list[str]:  # noqa: ANN001
    """Every shown, empty text field's hint whole ("typed dice (empty: roll here)", not
    "typed dice (empty…")."""
    from PySide6.QtWidgets import QLineEdit

    from ui.widgets.placeholder_fit import text_room

    bad = []
    for field in root.findChildren(QLineEdit):
        hint = field.placeholderText()
        if not _seen(field) or field.text() or not hint or field.parent().inherits("QAbstractSpinBox"):
            continue
        if field.fontMetrics().horizontalAdvance(hint) > text_room(field):
            bad.append(f"hint {hint!r} cut in {text_room(field)} px ({_where(field)})")
    return bad


def tabs(root, elided: bool = False) -> list[str]:  # noqa: ANN001
    """Every shown tab's name whole (the docks' tabs: "Кубики", "Рой", "Боеприпасы").  ``elided``: a
    tab bar short of room for them all may elide a title ("Напряже…"), showing three letters or
    more, the whole title in the tab's tooltip; every tab inside the bar still."""
    from PySide6.QtWidgets import QTabBar

    bad = []
    for bar in root.findChildren(QTabBar):
        if not bar.isVisible():
            continue
        for i in range(bar.count()):
            rect, text = bar.tabRect(i), bar.tabText(i)
            if rect.right() > bar.rect().right():
                bad.append(f"tab {text!r} past its bar's edge ({rect.right()} of {bar.rect().right()})")
            elif rect.width() < bar.tabSizeHint(i).width():
                if not elided or bar.elideMode() != Qt.TextElideMode.ElideRight:
                    bad.append(f"tab {text!r} cut in {rect.width()} px of {bar.tabSizeHint(i).width()}")
                elif bar.tabToolTip(i) != text:
                    bad.append(f"tab {text!r} elided without its title as tooltip ({bar.tabToolTip(i)!r})")
                elif rect.width() < bar.minimumTabSizeHint(i).width():
                    bad.append(f"tab {text!r} narrower than three letters ({rect.width()} px)")
    return bad


def choices(root) -> list[str]:  # noqa: ANN001
    """Every shown list box's choice whole ("Фазы сх" is not "Фазы схватки"): on one line, or
    wrapped in a box that wraps (``WrappingListBox``) as tall as its lines."""
    from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox

    from ui.widgets.combo_popups import WrappingListBox

    bad = []
    for box in root.findChildren(QComboBox):
        if not _seen(box) or not box.currentText():
            continue
        if isinstance(box, WrappingListBox) and not box.isEditable():
            if box.height() < box.heightForWidth(box.width()):
                bad.append(f"choice {box.currentText()!r} wrapped in {box.height()} px of "
                           f"{box.heightForWidth(box.width())} ({_where(box)})")
            continue
        option = QStyleOptionComboBox()
        box.initStyleOption(option)
        room = box.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, box
        ).width()
        if box.fontMetrics().horizontalAdvance(box.currentText()) > room:
            bad.append(f"choice {box.currentText()!r} cut in {room} px ({_where(box)})")
    return bad


def side_scrolls(window) -> list[str]:  # noqa: ANN001
    """The shown docks whose content is wider than the dock (a side scroll bar: the fight list's
    conditions and turns pushed off the screen by a long initiative mode)."""
    from PySide6.QtWidgets import QScrollArea

    bad = []
    for name, dock in window.docks.items():
        scroll = dock.widget()
        if isinstance(scroll, QScrollArea) and _seen(scroll.viewport()) and scroll.horizontalScrollBar().maximum() > 0:
            bad.append(f"{name}: {scroll.widget().width()} px in {scroll.viewport().width()}")
    return bad


def roster_frames(dock) -> list[str]:  # noqa: ANN001
    """The roster's chips on the screen, as painted: each one's frame seen against the list behind
    it (WCAG's 3:1 for a graphic's edge), so its text reads inside it and the fill's edge is not
    taken for the chip's («31/3|4»: the last figure seemingly past the chip).  A selected row is
    left out (its red is the selection's)."""
    from PySide6.QtGui import QColor

    from ui.widgets.roster_delegate import tracks_room
    from ui.widgets.roster_look import TRACKS, TRACKS_DATA, RowTracks
    from ui.widgets.track_bar import contrast

    tree = dock.tree
    metrics = QFontMetrics(tree.font())
    image = tree.viewport().grab().toImage()
    left = tree.header().sectionViewportPosition(TRACKS)
    bad = []
    for item in dock.items.values():
        tracks = item.data(TRACKS, TRACKS_DATA)
        cell = tree.visualRect(tree.indexFromItem(item, TRACKS))
        if item.isHidden() or item.isSelected() or not isinstance(tracks, RowTracks):
            continue
        if not tree.viewport().rect().contains(cell):
            continue
        room = tracks_room(tree, tree.indexFromItem(item, TRACKS))
        texts = tracks.shown_texts(room, metrics, dock.delegate.form)
        for bar, (box, text) in zip(tracks.bars, texts[len(texts) - len(tracks.bars):], strict=True):
            if bar.value >= bar.spec.maximum:  # full: the fill's edge is the chip's
                continue
            chip = box.adjusted(-7, -1, 7, 1).translated(left, cell.top())
            y = int(chip.center().y())
            behind = QColor(image.pixel(int(chip.right()) + 2, y))
            edge = max(contrast(QColor(image.pixel(x, y)), behind)
                       for x in range(int(chip.right()) - 3, int(chip.right()) + 1))
            if edge < 3:
                bad.append(f"chip {text!r}: its frame {edge:.1f}:1 against the list")
    return bad
