"""Marking rule texts for translation without importing Qt.

``QT_TRANSLATE_NOOP(context, text)`` returns ``text`` unchanged; ``pyside6-lupdate`` finds the
call and puts the text in the translation files under ``context``.  The user interface
translates it with ``QCoreApplication.translate(context, text)`` when it shows it.
Rule code keeps English source strings; it never translates by itself.
"""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate knows
    return text
