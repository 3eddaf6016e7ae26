"""What the dice dock says when its target went down: a zombie destroyed by the damage just applied
("Shambler 1 is down; now against Shambler 2."), so "Against" never moves to another target without
a word.  The box goes on to the next of the other side who can act (:class:`ui.docks.dice_forms.DiceForms`);
the dock's message line says it.  Texts in the ``DiceDock`` translation context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def target_moved_text(fallen: str, now: str | None) -> str:
    """The line for a target ``fallen`` down: the box's next target ``now``, or that none is left."""
    if now is None:
        return QCoreApplication.translate(
            "DiceDock", "{fallen} is down; nobody else here can be rolled against.").format(fallen=fallen)
    return QCoreApplication.translate("DiceDock", "{fallen} is down; now against {name}.").format(
        fallen=fallen, name=now)
