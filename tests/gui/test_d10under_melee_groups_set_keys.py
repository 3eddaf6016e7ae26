"""d10under's melee groups dialog by keys after Set the groups: the focus lands in the table's
faces, so "1 2 3 9" and Enter roll the exchange with those dice (the focus went to the list of
exchanges, the digits went nowhere and Enter rolled Deadwatch's own dice); a digit typed on the list
goes into the faces too.  Set the groups with nothing set and nothing numbered is refused, as is
the same groups set again: no «Группы рукопашной сняты» line for groups that never were, no second
line for the same groups."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT
from tests.gui.test_afmbe_dice_reach import ids, tab_to, type_number
from tests.gui.test_d10under_melee_rule_words_keys import CTRL_ALT
from ui import i18n

TABLE_DICE = {"en": "Melee exchange with table dice", "ru": "Схватка, кубики со стола",
              "es": "Intercambio cuerpo a cuerpo con dados de la mesa"}


def _yard(qtbot, tmp_path):  # noqa: ANN001, ANN202
    window = campaign_window(qtbot, tmp_path, "d10under")
    window.resize(1366, 768)
    services = window.services
    assert services.characters.create("Vera", "pc", {"agility": 7})
    assert services.characters.create("Gleb", "pc", {"agility": 5})
    assert services.characters.create("Z2", "zombie", {"agility": 2})
    assert services.initiative.start(list(ids(window).values()), name="Yard")
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
    dialog = window.docks["diceDock"].melee.dialog
    activate(qtbot, dialog)
    return window, services, dialog


def _number(qtbot, dialog, numbers: dict[str, int]) -> None:  # noqa: ANN001
    for row in dialog.rows:
        tab_to(qtbot, row.group)
        type_number(qtbot, row.group, str(numbers[row.fighter.name]))


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_faces_typed_after_setting_the_groups_roll_the_exchange(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        _window, services, dialog = _yard(qtbot, tmp_path)
        _number(qtbot, dialog, {"Vera": 1, "Gleb": 0, "Z2": 1})
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S, ALT)
        qtbot.waitUntil(lambda: len(services.melee.groups()) == 1)
        qtbot.waitUntil(dialog.faces_edit.hasFocus)
        before = len(services.campaign.events())
        qtbot.keyClicks(QApplication.focusWidget(), "1 2 3 9")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(services.campaign.events()) > before)
        line = render_event(services.campaign.events()[-1])
        assert line.startswith(TABLE_DICE[lang]), line
        assert services.campaign.events()[-1].faces == [[10, 1], [10, 2], [10, 3], [10, 9]]
        # a face typed on the list of exchanges goes into the faces too
        tab_to(qtbot, dialog.groups_list)
        qtbot.keyClick(dialog.groups_list, Qt.Key.Key_7)
        assert dialog.faces_edit.hasFocus() and dialog.faces_edit.text() == "7"
        dialog.close()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_nothing_to_clear_and_the_same_groups_again_write_no_line(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        _window, services, dialog = _yard(qtbot, tmp_path)
        before = len(services.campaign.events())
        tab_to(qtbot, dialog.set_button)
        qtbot.keyClick(dialog.set_button, Qt.Key.Key_Return)  # every fighter in no group, none set
        qtbot.waitUntil(lambda: dialog.refusal_label.text() != "")
        assert len(services.campaign.events()) == before
        assert dialog.refusal_label.text() == {
            "en": "No melee groups are set: there is nothing to clear.",
            "ru": "Группы рукопашной не заданы: снимать нечего."}[lang]
        _number(qtbot, dialog, {"Vera": 1, "Gleb": 1, "Z2": 1})
        tab_to(qtbot, dialog.set_button)
        qtbot.keyClick(dialog.set_button, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(services.melee.groups()) == 1)
        assert len(services.campaign.events()) == before + 1
        tab_to(qtbot, dialog.set_button)
        qtbot.keyClick(dialog.set_button, Qt.Key.Key_Return)  # the same groups again
        qtbot.waitUntil(lambda: dialog.refusal_label.text() != "")
        assert len(services.campaign.events()) == before + 1
        assert dialog.refusal_label.text() == {
            "en": "The melee groups are set as numbered already: nothing changed.",
            "ru": "Группы рукопашной уже заданы так: ничего не изменилось."}[lang]
        assert dialog.faces_edit.hasFocus()  # the faces next, as after setting them
        dialog.close()
    finally:
        i18n.set_language("en")


#: the Latin letter a Russian letter looks like: a GM on the Latin layout reads «С» as C, «Р» as P
LOOKS_LIKE = dict(zip("авекмнорстух", "abekmhopctyx", strict=True))


def _latin_keys(text: str, lang: str) -> set[str]:
    """The Latin letters a GM on the Latin layout may press for ``text``'s underlined letter: the
    letter itself; in Russian the key it is typed on and the Latin letter it looks like."""
    from ui.english_mnemonics import PHYSICAL
    from ui.latin_keys import letter

    own = letter(text)
    if own is None:
        return set()
    if lang != "ru":
        return {own}
    keys = {chr(key).lower() for key, cyrillic in PHYSICAL.items() if cyrillic == own and chr(key).isalpha()}
    return keys | ({LOOKS_LIKE[own]} if own in LOOKS_LIKE else set())


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_letter_read_on_a_button_never_presses_another(qtbot, tmp_path, lang):
    """The README's English letter (F, S, E, W, R, C) and the letter a GM reads on each button or
    label press the same thing: in Russian Alt+P pressed «&Задать группы» (З is on P) and cleared
    groups while the GM read «&Первая расстановка», and Alt+C (the «С» of «&Схватки») closed the
    dialog; in Spanish Alt+F pressed «&Fijar los grupos», Alt+R «Ce&rrar»."""
    from PySide6.QtWidgets import QDialogButtonBox

    from ui.latin_keys import letter

    assert i18n.set_language(lang)
    try:
        _window, services, dialog = _yard(qtbot, tmp_path)
        close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
        english = {"f": dialog.first_button, "s": dialog.set_button, "e": dialog.groups_label,
                   "w": dialog.target_label, "r": dialog.roll_button, "c": close}
        pressed_by: dict[str, object] = {key: widget for key, widget in english.items()}
        clashes = []
        for widget in english.values():
            for key in _latin_keys(widget.text(), lang):
                if pressed_by.setdefault(key, widget) is not widget:
                    clashes.append(f"{widget.text()!r}: Alt+{key.upper()}")
        assert clashes == []
        assert all(letter(w.text()) for w in english.values())
        before = len(services.campaign.events())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_P, ALT)  # nothing of this dialog's
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F, ALT)  # the first grouping, numbered
        qtbot.waitUntil(lambda: all(row.group.value() == 1 for row in dialog.rows))
        assert len(services.campaign.events()) == before and dialog.isVisible()
        dialog.close()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_faces_hint_reads_whole_with_the_focus(qtbot, qapp, tmp_path, lang):
    """«Грани со стола, в порядке бойцов (пусто — бросить зде…»: the focused field's wider frame cut
    the hint the field was made wide enough for without the focus."""
    from ui.themes import apply_theme
    from ui.widgets.placeholder_fit import text_room

    assert i18n.set_language(lang)
    apply_theme(qapp, "dark")  # the GM's theme: a focused field's frame is wider
    try:
        _window, _services, dialog = _yard(qtbot, tmp_path)
        tab_to(qtbot, dialog.faces_edit)
        field = dialog.faces_edit
        hint = field.placeholderText()
        assert hint == dialog.faces_edit.toolTip()  # its one wording, not a shorter one
        room = text_room(field)  # with the focus and without it, the less
        assert field.fontMetrics().elidedText(hint, Qt.TextElideMode.ElideRight, room) == hint
        dialog.close()
    finally:
        qapp.setStyleSheet("")
        qapp.setProperty("deadwatchTheme", None)
        i18n.set_language("en")
