"""File dialogs that never open a file behind SQLite's back.

Qt's file dialog asks its icon provider for each listed file's icon and type; the default provider
looks a file with an unknown suffix up in the MIME database, which reads the file's first bytes.
POSIX locks belong to the process: that read, closed, releases SQLite's locks on a campaign the
window has open, and another process's export could then remove its -wal.  These dialogs are Qt's
own (the same on every platform) with a provider that judges by the name alone.

They open at most of the main window's size (:func:`fit`), the size, type and date columns as wide
as their texts, the name taking the rest: at 1366×768 every column of a file reads whole, and so
does each place of the side list ("Компьютер").  Qt's own catalogs (qtbase_ru/es, loaded by
:mod:`ui.i18n`) miss two labels of this Qt's dialog ("&Look in:", "Files of &type:"): Deadwatch's
catalogs give them (:data:`QT_LABELS`), and :mod:`ui.file_dialog_labels` sets every label and button
of these dialogs from Deadwatch's catalogs, each with a letter of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QFileInfo, QLocale, Qt, QTime
from PySide6.QtGui import QAbstractFileIconProvider, QIcon
from PySide6.QtWidgets import QApplication, QFileDialog, QHeaderView, QListView, QStyle, QTreeView, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from ui.file_dialog_labels import name_fields
from ui.file_dialog_typed import PatternDialog, TypedOpenDialog

#: the room a cell of the file list leaves around its text
CELL_PADDING = 24
#: the dialog's smallest size; it takes three quarters of the main window when that is more
SMALLEST = (960, 560)
#: the labels of Qt's file dialog its own Russian and Spanish catalogs do not translate (their
#: sources lost or gained an "&"): Deadwatch's catalogs translate them in Qt's context
QT_LABELS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)


class NameOnlyIconProvider(QAbstractFileIconProvider):
    """Icons and type names from a file's name and kind only; never reads a file."""

    def __init__(self) -> None:
        super().__init__()
        style = QApplication.style()
        self._folder = style.standardIcon(QStyle.StandardPixmap.SP_DirIcon)
        self._file = style.standardIcon(QStyle.StandardPixmap.SP_FileIcon)
        self._drive = style.standardIcon(QStyle.StandardPixmap.SP_DriveHDIcon)
        self._computer = style.standardIcon(QStyle.StandardPixmap.SP_ComputerIcon)

    def icon(self, what: object) -> QIcon:
        if isinstance(what, QFileInfo):
            if what.isRoot():
                return self._drive
            return self._folder if what.isDir() else self._file
        kinds = QAbstractFileIconProvider.IconType
        icons: dict[object, QIcon] = {
            kinds.Folder: self._folder,
            kinds.Drive: self._drive,
            kinds.Computer: self._computer,
        }
        return icons.get(what, self._file)

    def type(self, info: QFileInfo) -> str:
        if info.isDir():
            return QCoreApplication.translate("FileDialogs", "Folder")
        suffix = info.suffix()
        if not suffix:
            return QCoreApplication.translate("FileDialogs", "File")
        return QCoreApplication.translate("FileDialogs", "{suffix} file").format(suffix=suffix)


_PROVIDER: list[NameOnlyIconProvider] = []  # one for the application (the dialogs share it)


def provider() -> NameOnlyIconProvider:
    if not _PROVIDER:
        _PROVIDER.append(NameOnlyIconProvider())
    return _PROVIDER[0]


def make_dialog(parent: QWidget | None, caption: str, directory: str, filters: str,
                kind: type[QFileDialog] = QFileDialog) -> QFileDialog:
    dialog = kind(parent, caption, directory, filters)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setIconProvider(provider())
    fit(dialog, parent)
    return dialog


def fit(dialog: QFileDialog, parent: QWidget | None) -> None:
    """Size ``dialog`` to most of the main window (within the screen) and its file list's size,
    type and date columns to their widest texts, the name column taking the rest."""
    window = parent.window() if parent is not None else None
    screen = (window or dialog).screen().availableGeometry()
    wide = max(SMALLEST[0], window.width() * 3 // 4 if window is not None else 0)
    high = max(SMALLEST[1], window.height() * 3 // 4 if window is not None else 0)
    dialog.resize(min(wide, screen.width() - 40), min(high, screen.height() - 60))
    _fit_side_list(dialog)
    view = dialog.findChild(QTreeView, "treeView")
    if view is None:
        return
    metrics = view.fontMetrics()
    locale = QLocale.system()
    model = view.model()
    header = view.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    date = QDateTime(QDate(2026, 12, 28), QTime(23, 58, 58))
    samples = {
        1: [locale.formattedDataSize(n) for n in (1023 * 1000, 999 * 1024 * 1000, 999 * 1024**3)],
        2: [provider().type(QFileInfo(f"x.{suffix}")) for suffix in ("deadwatch", "json", "html", "csv")]
        + [QCoreApplication.translate("FileDialogs", "Folder")],
        3: [locale.toString(date, QLocale.FormatType.ShortFormat)],
    }
    for column, texts in samples.items():
        heading = str(model.headerData(column, Qt.Orientation.Horizontal) or "") if model is not None else ""
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(column, max(metrics.horizontalAdvance(t) for t in [*texts, heading]) + CELL_PADDING)


def _fit_side_list(dialog: QFileDialog) -> None:
    """The side list (Computer, the home folder…) as wide as its longest place's name."""
    side = dialog.findChild(QListView, "sidebar")
    if side is None or side.model() is None:
        return
    model = side.model()
    names = [str(model.index(row, 0).data() or "") for row in range(model.rowCount())]
    icon = side.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
    widest = max((side.fontMetrics().horizontalAdvance(n) for n in names), default=0)
    side.setMinimumWidth(widest + icon + CELL_PADDING + side.frameWidth() * 2)


def open_file_name(parent: QWidget | None, caption: str, directory: str = "", filters: str = "") -> str:
    """The file the GM picks to open, or "" when cancelled."""
    dialog = make_dialog(parent, caption, directory, filters, PatternDialog)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    return _run(dialog)


def open_file_names(parent: QWidget | None, caption: str, directory: str = "", filters: str = "") -> list[str]:
    """The files the GM picks to open (one or several; a name typed of no file too, which the
    import preview names: :mod:`ui.file_dialog_typed`), or [] when cancelled."""
    dialog = make_dialog(parent, caption, directory, filters, TypedOpenDialog)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    name_fields(dialog)
    try:
        if dialog.exec() != QFileDialog.DialogCode.Accepted:
            return []
        return dialog.chosen() if isinstance(dialog, TypedOpenDialog) else list(dialog.selectedFiles())
    finally:
        dialog.deleteLater()


def save_file_and_filter(parent: QWidget | None, caption: str, directory: str, filters: list[str],
                         selected: int = 0) -> tuple[str, int]:
    """The file the GM picks to write and which of ``filters`` was chosen; ("", -1) when cancelled.
    ``selected``: the filter the dialog opens on (the kind of file last written), so the file about
    to be replaced is listed."""
    dialog = make_dialog(parent, caption, directory, ";;".join(filters), PatternDialog)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    if 0 <= selected < len(filters):
        dialog.selectNameFilter(filters[selected])
    name_fields(dialog)
    try:
        if dialog.exec() != QFileDialog.DialogCode.Accepted or not dialog.selectedFiles():
            return "", -1
        chosen = dialog.selectedNameFilter()
        return dialog.selectedFiles()[0], filters.index(chosen) if chosen in filters else 0
    finally:
        dialog.deleteLater()


def save_file_name(parent: QWidget | None, caption: str, directory: str = "", filters: str = "") -> str:
    """The file the GM picks to write (Qt asks before replacing one), or "" when cancelled."""
    dialog = make_dialog(parent, caption, directory, filters, PatternDialog)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    return _run(dialog)


def _run(dialog: QFileDialog) -> str:
    name_fields(dialog)
    try:
        if dialog.exec() != QFileDialog.DialogCode.Accepted:
            return ""
        files = dialog.selectedFiles()
        return files[0] if files else ""
    finally:
        dialog.deleteLater()
