"""The table of every key of the window: each action's id, its default keys, its label and its scope.

:mod:`ui.keymap` binds, rebinds and shows these; the README's table of keys is written from them.
"""

from __future__ import annotations

from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP

WINDOW = "window"
SCOPES = {
    WINDOW: QT_TRANSLATE_NOOP("Keys", "Anywhere in the window"),
    "fight": QT_TRANSLATE_NOOP("Keys", "In the fight list"),
    "roster": QT_TRANSLATE_NOOP("Keys", "In the roster"),
    "ammo": QT_TRANSLATE_NOOP("Keys", "In the weapons table"),
    "swarm": QT_TRANSLATE_NOOP("Keys", "In the swarm panel"),
    "swarmDead": QT_TRANSLATE_NOOP("Keys", "In the swarm panel's count of dead"),
    "threat": QT_TRANSLATE_NOOP("Keys", "On the threat dial"),
    "map": QT_TRANSLATE_NOOP("Keys", "On the battle map"),
    "history": QT_TRANSLATE_NOOP("Keys", "In the history"),
    "log": QT_TRANSLATE_NOOP("Keys", "In the log"),
    "handouts": QT_TRANSLATE_NOOP("Keys", "In the handouts"),
}
#: keys that mean the same in each list they are in (so they may be in several scopes)
SHARED = {"Ins", "Del", "Return", "Enter", "Ctrl+F", "Esc"}
#: scopes that are fields: keys typed there, so the window's single keys never fire in them
FIELDS = {"swarmDead"}
#: scopes where a typed key finds a name (the roster): their actions take keys that type nothing
SEARCHED = {"roster"}
#: scopes that are a window of their own (a dialog over the main window): the main window's keys
#: never fire there, so their keys may be the main window's too
OWN_WINDOW = {"handouts"}


@record(frozen=True)
class Key:
    id: str
    keys: tuple[str, ...]
    label: str
    scope: str = WINDOW
    #: a group of keys that answer by number or direction: shown as this text, never rebound
    fixed: str = ""


def _k(id_: str, keys: str | tuple[str, ...], label: str, scope: str = WINDOW, fixed: str = "") -> Key:
    return Key(id_, (keys,) if isinstance(keys, str) else keys, label, scope, fixed)


DIGITS = tuple(str(n) for n in range(1, 10))
KEYPAD_KEYS = ("Home", "PgUp", "End", "PgDown")


KEYMAP: tuple[Key, ...] = (
    # the fight, anywhere in the window
    _k("fight.next", "N", QT_TRANSLATE_NOOP("Keys", "Next turn")),
    _k("fight.previous", "Shift+N", QT_TRANSLATE_NOOP("Keys", "Previous turn")),
    _k("fight.roll", "R", QT_TRANSLATE_NOOP("Keys", "Roll initiative")),
    _k("fight.start", "Ctrl+Shift+F", QT_TRANSLATE_NOOP("Keys", "Start fight")),
    _k("fight.end", "Ctrl+Alt+F", QT_TRANSLATE_NOOP("Keys", "End fight")),
    _k("fight.endRound", "Ctrl+Alt+N", QT_TRANSLATE_NOOP("Keys", "End round")),
    _k("fight.declare", "Ctrl+Alt+I", QT_TRANSLATE_NOOP("Keys", "Declare the fight or take it back")),
    _k("fight.list", "Esc", QT_TRANSLATE_NOOP("Keys", "Back to the fight list")),
    _k("ammo.fire", "F", QT_TRANSLATE_NOOP("Keys", "Fire selected weapon")),
    _k("ammo.fireWith", "Shift+F", QT_TRANSLATE_NOOP("Keys", "Fire with options")),
    _k("ammo.reload", "Ctrl+L", QT_TRANSLATE_NOOP("Keys", "Reload")),
    _k("ammo.refill", "Ctrl+Shift+P", QT_TRANSLATE_NOOP("Keys", "Ammunition found")),
    _k("ammo.give", "Ctrl+Shift+G", QT_TRANSLATE_NOOP("Keys", "Give ammunition")),
    _k("ammo.empty", "Ctrl+Shift+M", QT_TRANSLATE_NOOP("Keys", "Empty weapon")),
    _k("characters.damage", "D", QT_TRANSLATE_NOOP("Keys", "Damage the selected character")),
    _k("characters.heal", "H", QT_TRANSLATE_NOOP("Keys", "Heal the selected character")),
    _k("characters.checks", "Ctrl+Shift+K",
       QT_TRANSLATE_NOOP("Keys", "Checks due on the selected character (survival, consciousness, a zombie's fate)")),
    _k("characters.found", "Ctrl+Shift+U",
       QT_TRANSLATE_NOOP("Keys", "Found: what the selected character finds and keeps (bandages, pain pills)")),
    _k("characters.draw", "Ctrl+Alt+D", QT_TRANSLATE_NOOP("Keys", "Draw a concealed weapon of the selected character")),
    _k("characters.putAway", "Ctrl+Alt+S",
       QT_TRANSLATE_NOOP("Keys", "Put a drawn weapon of the selected character away")),
    _k("threat.up", ("+", "="), QT_TRANSLATE_NOOP("Keys", "Threat up")),
    _k("threat.down", "-", QT_TRANSLATE_NOOP("Keys", "Threat down")),
    _k("threat.avoid", "Ctrl+Shift+A", QT_TRANSLATE_NOOP("Keys", "Avoid the dead")),
    _k("swarm.start", "Ctrl+Shift+W",
       QT_TRANSLATE_NOOP("Keys", "Fight the swarm: start it, or go to the running round's next step")),
    _k("swarm.clear", "Ctrl+Shift+C", QT_TRANSLATE_NOOP("Keys", "Clear out an area")),
    _k("swarm.roll", "Ctrl+Alt+W", QT_TRANSLATE_NOOP("Keys", "Roll the swarm round")),
    _k("swarm.callOff", "Ctrl+Alt+X", QT_TRANSLATE_NOOP("Keys", "Call off the swarm fight")),
    _k("dice.roll", "Ctrl+R", QT_TRANSLATE_NOOP("Keys", "Roll the dice")),
    _k("dice.repeat", "Ctrl+Shift+R", QT_TRANSLATE_NOOP("Keys", "Repeat the last roll")),
    _k("dice.focus", "Ctrl+Shift+D", QT_TRANSLATE_NOOP("Keys", "Focus dice")),
    _k("dice.melee", "Ctrl+Alt+G", QT_TRANSLATE_NOOP("Keys", "Melee groups of the fight")),
    _k("dice.faces", "Ctrl+K", QT_TRANSLATE_NOOP("Keys", "Go to the typed dice (of the swarm round in a swarm fight)")),
    _k("player.toggle", "F5", QT_TRANSLATE_NOOP("Keys", "Player display on or off")),
    _k("player.blackout", "B", QT_TRANSLATE_NOOP("Keys", "Blackout the player display")),
    _k("player.share", "Ctrl+Shift+L", QT_TRANSLATE_NOOP("Keys", "Share player view")),
    _k("player.turnTimer", "Ctrl+Alt+T", QT_TRANSLATE_NOOP("Keys", "Turn timer for the one acting: start or stop")),
    _k("player.pauseTimer", "Ctrl+Alt+Space", QT_TRANSLATE_NOOP("Keys", "Pause the turn timer, or go on")),
    _k("player.handouts", "Ctrl+Alt+H", QT_TRANSLATE_NOOP("Keys", "Handouts: show the players a picture or a text")),
    _k("file.new", "Ctrl+N", QT_TRANSLATE_NOOP("Keys", "New campaign")),
    _k("file.open", "Ctrl+O", QT_TRANSLATE_NOOP("Keys", "Open a campaign")),
    _k("file.copy", "Ctrl+Shift+S", QT_TRANSLATE_NOOP("Keys", "Save a copy as")),
    _k("file.quit", "Ctrl+Q", QT_TRANSLATE_NOOP("Keys", "Quit")),
    _k("characters.import", "Ctrl+I", QT_TRANSLATE_NOOP("Keys", "Import characters")),
    _k("characters.export", "Ctrl+Shift+X", QT_TRANSLATE_NOOP("Keys", "Export the party")),
    _k("log.export", "Ctrl+E", QT_TRANSLATE_NOOP("Keys", "Export session log")),
    _k("log.import", "Ctrl+Shift+I", QT_TRANSLATE_NOOP("Keys", "Import a session log")),
    _k("edit.undo", "Ctrl+Z", QT_TRANSLATE_NOOP("Keys", "Undo")),
    _k("edit.redo", ("Ctrl+Shift+Z", "Ctrl+Y"), QT_TRANSLATE_NOOP("Keys", "Redo")),
    _k("log.note", "Ctrl+Shift+N", QT_TRANSLATE_NOOP("Keys", "Write a GM note")),
    _k("log.secret", "Ctrl+Shift+H", QT_TRANSLATE_NOOP("Keys", "Mark the event secret or public")),
    _k("session.start", "Ctrl+Shift+B", QT_TRANSLATE_NOOP("Keys", "Start a new session")),
    _k("session.end", "Ctrl+Shift+E", QT_TRANSLATE_NOOP("Keys", "End the session")),
    _k("characters.experience", "F9", QT_TRANSLATE_NOOP("Keys", "Experience")),
    _k("characters.time", "Ctrl+Shift+T", QT_TRANSLATE_NOOP("Keys", "Time passes")),
    _k("view.charactersDock", "Ctrl+1",
       QT_TRANSLATE_NOOP("Keys", "Go to the roster: shown, in front, the focus in it")),
    _k("view.initiativeDock", "Ctrl+2", QT_TRANSLATE_NOOP("Keys", "Go to the fight: shown, in front, the focus in it")),
    _k("view.logDock", "Ctrl+3", QT_TRANSLATE_NOOP("Keys", "Go to the log: shown, in front, the focus in it")),
    _k("view.historyDock", "Ctrl+4", QT_TRANSLATE_NOOP("Keys", "Go to the history: shown, in front, the focus in it")),
    _k("view.diceDock", "Ctrl+5", QT_TRANSLATE_NOOP(
        "Keys", "Go to the dice: shown, in front, the focus on Roll for (in a fight, on Kind of roll)")),
    _k("view.ammoDock", "Ctrl+6", QT_TRANSLATE_NOOP("Keys", "Go to the ammunition: shown, in front, the focus in it")),
    _k("view.threatDock", "Ctrl+7", QT_TRANSLATE_NOOP("Keys", "Go to the threat: shown, in front, the focus in it")),
    _k("view.swarmDock", "Ctrl+8", QT_TRANSLATE_NOOP("Keys", "Go to the swarm: shown, in front, the focus in it")),
    _k("view.mapDock", "Ctrl+9", QT_TRANSLATE_NOOP("Keys", "Go to the map: shown, in front, the focus in it")),
    _k("view.fightLayout", "F11", QT_TRANSLATE_NOOP("Keys", "Fight layout, and back to your own")),
    _k("view.messages", "Ctrl+M", QT_TRANSLATE_NOOP("Keys", "Status messages, each whole")),
    _k("map.focus", "Ctrl+Alt+M", QT_TRANSLATE_NOOP("Keys", "Battle map")),
    _k("map.place", "Ctrl+Alt+P", QT_TRANSLATE_NOOP("Keys", "Place the fight on the map")),
    _k("map.players", "Ctrl+Alt+V", QT_TRANSLATE_NOOP("Keys", "Players see the map, or not")),
    _k("map.edit", "Ctrl+Alt+B", QT_TRANSLATE_NOOP("Keys", "Edit the map (its size and tiles), or stop editing")),
    _k("help.keys", "F1", QT_TRANSLATE_NOOP("Keys", "Keys (this list)")),
    _k("help.errorDetails", "Ctrl+Alt+E", QT_TRANSLATE_NOOP("Keys", "Details of the last error")),
    # the fight list
    _k("fight.add", "Ins", QT_TRANSLATE_NOOP("Keys", "Add from the roster"), "fight"),
    _k("fight.extras", "Shift+Ins", QT_TRANSLATE_NOOP("Keys", "Add extras"), "fight"),
    _k("fight.remove", "Del", QT_TRANSLATE_NOOP("Keys", "Take out of the fight"), "fight"),
    _k("fight.value", "E", QT_TRANSLATE_NOOP("Keys", "Type the initiative, or declare"), "fight"),
    _k("fight.delay", "W", QT_TRANSLATE_NOOP("Keys", "Delay"), "fight"),
    _k("fight.hold", "Shift+W", QT_TRANSLATE_NOOP("Keys", "Hold a ready action"), "fight"),
    _k("fight.actNow", "A", QT_TRANSLATE_NOOP("Keys", "Act now"), "fight"),
    _k("fight.first", "S", QT_TRANSLATE_NOOP("Keys", "Started the violence"), "fight"),
    _k("fight.timer", "T", QT_TRANSLATE_NOOP("Keys", "Timed condition"), "fight"),
    _k("fight.clearTimers", "Shift+T", QT_TRANSLATE_NOOP("Keys", "Clear timed conditions"), "fight"),
    _k("fight.hidden", "V", QT_TRANSLATE_NOOP("Keys", "Hide from or show to the players"), "fight"),
    _k("fight.up", "Ctrl+Up", QT_TRANSLATE_NOOP("Keys", "Move up"), "fight"),
    _k("fight.down", "Ctrl+Down", QT_TRANSLATE_NOOP("Keys", "Move down"), "fight"),
    # the handouts
    _k("handouts.text", "Ins", QT_TRANSLATE_NOOP("Keys", "New handout: type a text"), "handouts"),
    _k("handouts.picture", "Shift+Ins", QT_TRANSLATE_NOOP("Keys", "New handout: a picture from a file"), "handouts"),
    _k("handouts.room", "R", QT_TRANSLATE_NOOP("Keys", "Show it to the room (the player display)"), "handouts"),
    _k("handouts.phones", "P", QT_TRANSLATE_NOOP("Keys", "Show it on every phone"), "handouts"),
    _k("handouts.player", "O", QT_TRANSLATE_NOOP("Keys", "Show it on one player's phone"), "handouts"),
    _k("handouts.hideRoom", "Shift+R", QT_TRANSLATE_NOOP("Keys", "Hide the room's handout"), "handouts"),
    _k("handouts.hidePhones", "Shift+P", QT_TRANSLATE_NOOP("Keys", "Hide the phones' handout"), "handouts"),
    _k("handouts.hidePlayer", "Shift+O", QT_TRANSLATE_NOOP("Keys", "Hide the handout on one player's phone"),
       "handouts"),
    _k("handouts.remove", "Del", QT_TRANSLATE_NOOP("Keys", "Take the handout back"), "handouts"),
    _k("handouts.rename", "F2", QT_TRANSLATE_NOOP("Keys", "Rename the handout"), "handouts"),
    # the roster
    _k("roster.new", "Ins", QT_TRANSLATE_NOOP("Keys", "New character"), "roster"),
    _k("roster.edit", "F2", QT_TRANSLATE_NOOP("Keys", "Open the sheet"), "roster"),
    _k("roster.duplicate", "Ctrl+D", QT_TRANSLATE_NOOP("Keys", "Numbered copies"), "roster"),
    _k("roster.remove", "Del", QT_TRANSLATE_NOOP("Keys", "Remove from the campaign"), "roster"),
    _k("roster.reveal", "Ctrl+P", QT_TRANSLATE_NOOP("Keys", "What the players see of them"), "roster"),
    _k("roster.hidden", "Ctrl+Shift+V", QT_TRANSLATE_NOOP("Keys", "Hide from or show to the players"), "roster"),
    _k("roster.filter", "Ctrl+F", QT_TRANSLATE_NOOP("Keys", "Filter by name"), "roster"),
    # the weapons table
    _k("ammo.fireRow", ("Return", "Enter"), QT_TRANSLATE_NOOP("Keys", "Fire this weapon"), "ammo"),
    _k("ammo.warn", "L", QT_TRANSLATE_NOOP("Keys", "Low-ammo warning of this weapon"), "ammo"),
    # the swarm panel
    _k("swarm.answer1", "1", QT_TRANSLATE_NOOP("Keys", "The GM's pick 1 (or Threat 1 after a win)"), "swarm"),
    _k("swarm.answer2", "2", QT_TRANSLATE_NOOP("Keys", "The GM's pick 2 (or Threat 2 after a win)"), "swarm"),
    _k("swarm.answer3", "3", QT_TRANSLATE_NOOP("Keys", "The GM's pick 3"), "swarm"),
    _k("swarm.answer4", "4", QT_TRANSLATE_NOOP("Keys", "The GM's pick 4"), "swarm"),
    _k("swarm.answer5", "5", QT_TRANSLATE_NOOP("Keys", "The GM's pick 5"), "swarm"),
    _k("swarm.answer0", "0", QT_TRANSLATE_NOOP("Keys", "Threat 0 after a win"), "swarm"),
    _k("swarm.apply", ("Ctrl+Return", "Ctrl+Enter"), QT_TRANSLATE_NOOP("Keys", "Apply the GM's picks"), "swarm"),
    _k("swarm.deadMore", ("+", "="), QT_TRANSLATE_NOOP("Keys", "One more dead"), "swarmDead"),
    _k("swarm.deadFewer", "-", QT_TRANSLATE_NOOP("Keys", "One dead fewer"), "swarmDead"),
    # the threat dial (+ and − anywhere: see above)
    _k("threat.dialUp", "Up", QT_TRANSLATE_NOOP("Keys", "Threat up, on the dial"), "threat"),
    _k("threat.dialDown", "Down", QT_TRANSLATE_NOOP("Keys", "Threat down, on the dial"), "threat"),
    _k("threat.reason", DIGITS,
       QT_TRANSLATE_NOOP("Keys", "The reason with that number (not rebound)"),
       "threat", QT_TRANSLATE_NOOP("Keys", "1 to 9")),
    _k("threat.gmCall", ("Enter", "Return"), QT_TRANSLATE_NOOP("Keys", "The GM's call (the step without a reason)"),
       "threat"),
    _k("threat.cancel", "Esc", QT_TRANSLATE_NOOP("Keys", "Do not step the threat after all"), "threat"),
    # the battle map (see ui/docks/map_keys.py)
    _k("map.up", "Up", QT_TRANSLATE_NOOP("Keys", "A step of the planned move up (Shift: up and right)"), "map"),
    _k("map.right", "Right", QT_TRANSLATE_NOOP("Keys", "A step of the planned move right (Shift: down and right)"),
       "map"),
    _k("map.down", "Down", QT_TRANSLATE_NOOP("Keys", "A step of the planned move down (Shift: down and left)"),
       "map"),
    _k("map.left", "Left", QT_TRANSLATE_NOOP("Keys", "A step of the planned move left (Shift: up and left)"), "map"),
    _k("map.keypad", KEYPAD_KEYS,
       QT_TRANSLATE_NOOP("Keys", "A step on the numeric keypad (7, 9, 1, 3 diagonally; not rebound)"), "map",
       QT_TRANSLATE_NOOP("Keys", "Keypad")),
    _k("map.cancel", "Esc", QT_TRANSLATE_NOOP("Keys", "Cancel the planned move, throw or spray"), "map"),
    _k("map.commit", ("Enter", "Return"), QT_TRANSLATE_NOOP("Keys", "Make the planned move, throw or spray"), "map"),
    _k("map.stepBack", "Backspace", QT_TRANSLATE_NOOP("Keys", "A step of the planned move back"), "map"),
    _k("map.nextToken", "Tab", QT_TRANSLATE_NOOP("Keys", "Choose the next token"), "map"),
    _k("map.previousToken", "Shift+Tab", QT_TRANSLATE_NOOP("Keys", "Choose the previous token"), "map"),
    _k("map.target", "X", QT_TRANSLATE_NOOP("Keys", "The next target: distance, reach and the odds of a shot"),
       "map"),
    _k("map.grenade", "G", QT_TRANSLATE_NOOP("Keys", "Aim a grenade (the arrows move it); again: when it explodes"),
       "map"),
    _k("map.spray", "Z", QT_TRANSLATE_NOOP("Keys", "An SMG spray"), "map"),
    _k("map.paint", "Space", QT_TRANSLATE_NOOP("Keys", "Paint the brush's tile (while editing the map)"), "map"),
    _k("map.passing", "M", QT_TRANSLATE_NOOP("Keys", "Melee in passing: the move strikes whom it runs past (on, off)"),
       "map"),
    _k("map.furniture", "U",
       QT_TRANSLATE_NOOP("Keys", "The furniture beside the chosen token: move it, hit it or try to eat it"), "map"),
    _k("map.block", "K", QT_TRANSLATE_NOOP("Keys", "Declare the chosen token's block this round, or take it back"),
       "map"),
    _k("map.pickUp", "P",
       QT_TRANSLATE_NOOP("Keys", "The chosen token picks up what lies beside it (a crate, a weapons' cabinet)"), "map"),
    # elsewhere
    _k("history.back", "Del", QT_TRANSLATE_NOOP("Keys", "Step back to here"), "history"),
    _k("log.search", "Ctrl+F", QT_TRANSLATE_NOOP("Keys", "Search the log"), "log"),
)
BY_ID = {k.id: k for k in KEYMAP}
