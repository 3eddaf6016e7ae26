"""The docks of the main window, one file each (the list of them: :mod:`ui.docks.every_dock`).

The package imports none of its modules, so that a dialog may import a part of one dock without
building every dock first."""
