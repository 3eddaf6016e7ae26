"""The dice dock's message line while a damage waits for the table's dice: which dice, said once.
It said "Table dice for this damage: Dice to type, in this order: 1 × d6 (Damage)", in Russian
«Кубики со стола для этого урона: Кубики по порядку: …», the same words twice.  Texts in the
``DiceDock`` translation context."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from app.services.logtext import qt_translate, render_value


def damage_dice_words(wanted: dict[str, Any]) -> str:
    """The message line's words for a damage's table dice: the dice said once ("Table dice for this
    damage, in this order: 1 × d6 (Damage)."; it said "Table dice for this damage: Dice to type, in
    this order: …", in Russian «Кубики со стола для этого урона: Кубики по порядку: …»)."""
    from app.services.typed_count import WANTED, WANTED_THEN  # the services load with the campaign

    args = wanted.get("args", {}) if wanted.get("t") in (WANTED, WANTED_THEN) else {}
    if "then" in args:
        return QCoreApplication.translate(
            "DiceDock", "Table dice for this damage, in this order: {wanted}; then, only if those dice call for "
                        "them: {then}. Type them (then Enter), or Ctrl+R to let the console roll.").format(
            wanted=render_value(args["wanted"], qt_translate), then=render_value(args["then"], qt_translate))
    return QCoreApplication.translate(
        "DiceDock", "Table dice for this damage, in this order: {wanted}. Type them (then Enter), or Ctrl+R to "
                    "let the console roll.").format(wanted=render_value(args.get("wanted", wanted), qt_translate))
