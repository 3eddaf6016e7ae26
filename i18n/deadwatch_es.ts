<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>Docks</name>
        <message>
            <source>History</source>
            <translation>Historial</translation>
        </message>
        <message>
            <source>Session log</source>
            <translation>Registro de la sesión</translation>
        </message>
    </context>
    <context>
        <name>HistoryDock</name>
        <message>
            <source>Step back to here</source>
            <translation>Volver hasta aquí</translation>
        </message>
        <message>
            <source>Undo the selected action and every action after it (Enter)</source>
            <translation>Deshacer la acción elegida y todas las posteriores (Intro)</translation>
        </message>
        <message>
            <source>This session's actions. Struck-through actions are undone.</source>
            <translation>Acciones de esta sesión. Las tachadas están deshechas.</translation>
        </message>
    </context>
    <context>
        <name>LogModel</name>
        <message>
            <source>Time</source>
            <translation>Hora</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Asalto</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Suceso</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>&amp;New campaign…</source>
            <translation>&amp;Nueva campaña…</translation>
        </message>
        <message>
            <source>Start a new campaign with a ruleset of your choice</source>
            <translation>Empezar una campaña nueva con el reglamento que elijas</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Abrir…</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>Abrir &amp;reciente</translation>
        </message>
        <message>
            <source>Open &amp;demo</source>
            <translation>Abrir &amp;demo</translation>
        </message>
        <message>
            <source>Save a &amp;copy as…</source>
            <translation>Guardar una &amp;copia como…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <source>&amp;Session</source>
            <translation>&amp;Sesión</translation>
        </message>
        <message>
            <source>&amp;Start a new session</source>
            <translation>&amp;Empezar una sesión nueva</translation>
        </message>
        <message>
            <source>Begin a game night; the log of the open one is closed</source>
            <translation>Empieza una noche de juego; se cierra el registro de la sesión abierta</translation>
        </message>
        <message>
            <source>&amp;End the session</source>
            <translation>&amp;Terminar la sesión</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>&amp;Reset layout</source>
            <translation>&amp;Restablecer la disposición</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Tema</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;yuda</translation>
        </message>
        <message>
            <source>&amp;About Deadwatch</source>
            <translation>&amp;Acerca de Deadwatch</translation>
        </message>
        <message>
            <source>Cannot open the campaign</source>
            <translation>No se puede abrir la campaña</translation>
        </message>
        <message>
            <source>Open a campaign</source>
            <translation>Abrir una campaña</translation>
        </message>
        <message>
            <source>Deadwatch campaigns (*{suffix});;All files (*)</source>
            <translation>Campañas de Deadwatch (*{suffix});;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Save a copy of the campaign</source>
            <translation>Guardar una copia de la campaña</translation>
        </message>
        <message>
            <source>Deadwatch campaigns (*{suffix})</source>
            <translation>Campañas de Deadwatch (*{suffix})</translation>
        </message>
        <message>
            <source>A copy was saved to {path}</source>
            <translation>Se guardó una copia en {path}</translation>
        </message>
        <message>
            <source>&amp;Undo {action}</source>
            <translation>&amp;Deshacer: {action}</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>&amp;Redo {action}</source>
            <translation>&amp;Rehacer: {action}</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <source>Campaign: {name}</source>
            <translation>Campaña: {name}</translation>
        </message>
        <message>
            <source>Ruleset: {name}</source>
            <translation>Reglamento: {name}</translation>
        </message>
        <message>
            <source>Session {number}</source>
            <translation>Sesión {number}</translation>
        </message>
        <message>
            <source>No session running</source>
            <translation>Ninguna sesión en curso</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Asalto {n}</translation>
        </message>
        <message>
            <source>No fight</source>
            <translation>Sin combate</translation>
        </message>
        <message>
            <source>{campaign} — Deadwatch</source>
            <translation>{campaign} — Deadwatch</translation>
        </message>
        <message>
            <source>About Deadwatch</source>
            <translation>Acerca de Deadwatch</translation>
        </message>
        <message>
            <source>Deadwatch — a game master's console for zombie-survival tabletop games.</source>
            <translation>Deadwatch: la consola del director de juego para juegos de mesa de supervivencia zombi.</translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <source>{target} was saved by a newer version of Deadwatch. Update Deadwatch to open it. The file was not changed.</source>
            <translation>{target} se guardó con una versión más reciente de Deadwatch. Actualiza Deadwatch para abrirlo. El archivo no se ha modificado.</translation>
        </message>
        <message>
            <source>{target} cannot be read: {detail}. Nothing was changed.</source>
            <translation>No se puede leer {target}: {detail}. No se ha cambiado nada.</translation>
        </message>
        <message>
            <source>{target} is not a Deadwatch campaign. The file was not changed.</source>
            <translation>{target} no es una campaña de Deadwatch. El archivo no se ha modificado.</translation>
        </message>
    </context>
    <context>
        <name>NewCampaignDialog</name>
        <message>
            <source>New campaign</source>
            <translation>Nueva campaña</translation>
        </message>
        <message>
            <source>The Long Night</source>
            <translation>La larga noche</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Nombre</translation>
        </message>
        <message>
            <source>The rule system the campaign is played with. It cannot be changed later.</source>
            <translation>El reglamento con el que se juega la campaña. No se puede cambiar después.</translation>
        </message>
        <message>
            <source>&amp;Ruleset</source>
            <translation>&amp;Reglamento</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>Reglas de la casa</translation>
        </message>
        <message>
            <source>Give the campaign a name.</source>
            <translation>Ponle un nombre a la campaña.</translation>
        </message>
    </context>
    <context>
        <name>Themes</name>
        <message>
            <source>Dark</source>
            <translation>Oscuro</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <source>Projector</source>
            <translation>Proyector</translation>
        </message>
    </context>
    <context>
        <name>log</name>
        <message>
            <source>A campaign needs a name.</source>
            <translation>Una campaña necesita un nombre.</translation>
        </message>
        <message>
            <source>There is a campaign there already.</source>
            <translation>Ya hay una campaña ahí.</translation>
        </message>
        <message>
            <source>This database holds no campaign yet.</source>
            <translation>Esta base de datos aún no tiene ninguna campaña.</translation>
        </message>
        <message>
            <source>Session {number} started</source>
            <translation>Empieza la sesión {number}</translation>
        </message>
        <message>
            <source>Undo: {action}</source>
            <translation>Deshecho: {action}</translation>
        </message>
        <message>
            <source>Redo: {action}</source>
            <translation>Rehecho: {action}</translation>
        </message>
        <message>
            <source>Session {number} ended</source>
            <translation>Termina la sesión {number}</translation>
        </message>
        <message>
            <source>That entry no longer exists.</source>
            <translation>Esa entrada ya no existe.</translation>
        </message>
        <message>
            <source>This action cannot be carried out.</source>
            <extracomment>a short name for Edit → Undo and the History dock ("Damage to {name}: {amount}"), context log</extracomment>
            <translation>Esta acción no se puede realizar.</translation>
        </message>
        <message>
            <source>A character needs a name.</source>
            <translation>Un personaje necesita un nombre.</translation>
        </message>
        <message>
            <source>Unknown kind of character.</source>
            <translation>Tipo de personaje desconocido.</translation>
        </message>
        <message>
            <source>{name} joins the campaign</source>
            <translation>{name} se une a la campaña</translation>
        </message>
        <message>
            <source>{name}'s sheet edited</source>
            <translation>Se editó la hoja de {name}</translation>
        </message>
        <message>
            <source>{name} leaves the campaign</source>
            <translation>{name} deja la campaña</translation>
        </message>
        <message>
            <source>{name} healed: {arithmetic}</source>
            <translation>{name} se cura: {arithmetic}</translation>
        </message>
        <message>
            <source>Damage to {name}: {arithmetic}</source>
            <translation>Daño a {name}: {arithmetic}</translation>
        </message>
        <message>
            <source>Heal {name}: {amount}</source>
            <translation>Curar a {name}: {amount}</translation>
        </message>
        <message>
            <source>Damage to {name}: {amount}</source>
            <translation>Daño a {name}: {amount}</translation>
        </message>
    </context>
    <context>
        <name>rules</name>
        <message>
            <source>A die needs at least one side.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to choose from.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not enough dice typed for this roll.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A face is out of range for its die.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>More dice were typed than this roll uses.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the faces rolled, separated by spaces.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Faces must be whole numbers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The expression is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The expression names an unknown value.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The expression could not be read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Up to 100 dice of up to 1000 sides.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A clip holds 0 to 15 rounds.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The number of bullets cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The loaded clip does not hold that many rounds.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clip drawn at random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no spare clip to load.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Head</source>
            <extracomment>every body part, in the order pools are stored and drawn</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Torso (main pool)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left arm</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Right arm</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left leg</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Right leg</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown body part.</source>
            <extracomment>the smallest Max HP that gives every part at least one point (head ⌊2/2⌋ = 1, limb ⌊6/4⌋ = 1)</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Max HP must be a whole number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Max HP must be at least 2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The stored body is not valid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage must be a whole number, 0 or more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First aid helps the arms and legs only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Got shot (Max HP +1)</source>
            <extracomment>experience events: the stats each raises by one, and a label</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot someone (Accuracy +1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hit someone in melee (Strength +1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sprinted (Speed +1, Stamina +1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gave first aid (First Aid +1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kills cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At least one player must be dead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown experience event.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown preset for this ruleset.</source>
            <extracomment>the highest level an unskilled unisystem test can reach ("no mayor que Decente")</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Max HP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Strength</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stamina</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Accuracy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First Aid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pistol (one clip of fifteen rounds)</source>
            <extracomment>the text's starting values: HP 4, First Aid 0, the rest 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Katana</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bulletproof vest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two grenades</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Four fifteen-round clips</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Character creation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starting Max HP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starting Strength</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starting Speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starting Stamina</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starting Accuracy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starting First Aid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Points to spread</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starting bandages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starting pain pills</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A creation budget option is out of range.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gear</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Right hand share (%)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>50 means both hands are equally good.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starting item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weapons found</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weapon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Concealed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weapons picked up besides the starting item.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stats must be whole numbers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stats cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The right hand's share runs from 0 to 100.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown starting item.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The weapons must be a list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown weapon.</source>
            <extracomment>the bullets an SMG sprays at each character within range grenade damage and blast radius both run from ten to fifteen</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>More points spread than the campaign allows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Creation points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A step goes to a neighbouring tile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Speed and useless legs are out of range.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A distance cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Movement ends on a tile: use whole or half tiles.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A sprint goes no further than the speed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not enough stamina for that sprint.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter a whole number, 0 or more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grid and limbs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By Speed, fastest first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Main pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each arm and leg</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Speed (tiles a sprint)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A pool is above its maximum.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Useless</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bleeding</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bandaged</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Out of stamina</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vest useless</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Random (point blank)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Body part</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bullet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A bulletproof vest stops bullets to the torso.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This character is dead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Point-blank hit lands on: {part}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The vest stops the bullet (failure chance now {failure}%).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bullet goes through the vest.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{part} takes {damage}; the main pool loses {main}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{part} was already useless: it bleeds 1 more each round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Treatment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First aid on a limb (three rounds, one bandage)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pain pills (main pool +half Max HP)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Limb</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First Aid of the one giving it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use this character's own supplies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Off when someone else's bandage or pills are used.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This character has no pain pills.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pain pills: the main pool regains {points}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown treatment.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This character has no bandages.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First aid on {part} ({rounds} rounds).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It restores {points} and stops the bleeding.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It goes wrong: {part} takes {damage}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown initiative mode.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bleeding costs the main pool {points}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stamina +{points}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sprints {distance} tiles for {cost} stamina.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Out of stamina: each leg loses 1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No such gun.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fires {bullets}; {left} left in the clip.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reloads in {rounds} rounds: a clip of {loaded} goes in.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not that many supplies to hand over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now carries {bandages} bandages and {pills} pain pills.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{kills} zombie(s) killed: score {score}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{part} is useless.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A vest's failure chance runs from 0 to 100.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vest check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Strength and the weapon modifier cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Force cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tiles cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A d100 face runs from 1 to 100.</source>
            <extracomment>point-blank locations on a d100, in order: (part, how many faces of the hundred)</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Point-blank hit location</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Targets and squares moved are out of range.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First Aid cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First aid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First aid gone wrong</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pistol</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rifle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SMG</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grenade</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The number of targets cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grenade damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grenade blast radius</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Right hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A hand's share runs from 0 to 100.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All Flesh Must Be Eaten</source>
            <extracomment>presets per ruleset; the first is the default</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Walking Dead Universe RPG</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll-under d10</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Norms</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unisystem</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown ruleset.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ammo cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not enough Ammo Points for that much firing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A burst is 2 to 5 rounds.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not enough rounds for that much firing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Actions are counted from 1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>attribute</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>skill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Simple and difficult checks are unisystem rules.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>attribute ×2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An unskilled test takes a penalty from −2 to −10.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unskilled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown kind of task.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>modifiers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>several actions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Luck cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nerves of Steel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cowardly</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown attribute.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No experience raises an attribute above 6.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Strength and Constitution can be raised only twice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This attribute can be raised only once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Good light</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Poor light</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Very poor light</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown range.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown lighting.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shots are counted from 1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bursts are counted from 1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rock and roll fires at least one round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Groups are counted from 1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give one roll for each group of ten rounds.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A scope gives +2 to +5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A d10 shows 1 to 10.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>range</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>light</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>aiming</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hit location</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>burst</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>consecutive shots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check to stay up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Survival check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Consciousness check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Survival check (exhaustion)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Failure</source>
            <extracomment>the lowest total of each success level 1-7 against a difficulty of 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Adequate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Good</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Very good</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Excellent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extraordinary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mind-boggling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Acrobatics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Acting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Brawling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bureaucracy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cheating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Climbing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computer Hacking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computer Programming</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Craft</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Demolitions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Disguise</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dodge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Driving</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Electronics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Engineer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Escapism</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gambling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Guns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Haggling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hand Weapon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Humanities</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Instruction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Intimidation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lock Picking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Martial Arts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mechanic</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Medicine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Notice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick Pocket</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Piloting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Questioning</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Research/Investigation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Riding</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Running</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sciences</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seduction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sleight of Hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Smooth Talking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stealth</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Streetwise</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Surveillance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Survival</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Swimming</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Throwing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tracking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Traps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unconventional Medicine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Veterinary Medicine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weight Lifting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Acute Senses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Artistic Talent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attractiveness</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Charisma</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fast Reaction Time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hard to Kill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Photographic Memory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resistance (Disease)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resistance (Poison)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resistance (Fatigue)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resistance (Pain)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Situational Awareness</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Good Luck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tireless</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Impaired Senses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Addiction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cruel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delusions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Emotional Problems</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Humorless</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Physical Disability</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nightmares/Insomnia</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reckless/Showoff</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bad Luck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bludgeoning</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slashing/stabbing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Armor-piercing bullet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bludgeoning</source>
            <extracomment>short words for the worked sum</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>slashing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bullet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>armor-piercing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>armor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One-handed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One or two hands (&amp;)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two-handed (@)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Body (no aimed location)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Neck/throat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vitals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left hand/wrist</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Right hand/wrist</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left foot/ankle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Right foot/ankle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whole body</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Torso</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Head and neck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arms and hands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Legs and feet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Point blank</source>
            <extracomment>unisystem §4.2.1.2: the hit modifier and the change to the damage multiplier by range</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Short</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Medium</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Long</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extreme</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write weapon damage as a die times a multiplier, e.g. d6×4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weapon damage rolls 1 to 20 dice of 2 to 100 sides.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The weapon damage names an unknown attribute.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown damage type.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown hit location.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage and armor cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hard work (minutes)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Really hard work (minutes)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frantic activity (turns)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sleep missed (hours)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Carrying the current load (minutes)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unencumbered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lightly loaded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Medium load</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Heavy load</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Very heavy load</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loads are 0 or more against a maximum above 0.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That is more than the character can carry.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A duration cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown load level.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown activity.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dexterity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Constitution</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Intelligence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Perception</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Willpower</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Strength levels bought with drawback points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dexterity levels bought with drawback points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Constitution levels bought with drawback points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Intelligence levels bought with drawback points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Perception levels bought with drawback points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Willpower levels bought with drawback points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quality</source>
            <extracomment>the highest attribute a sheet may hold at all (zombies and the like may pass the human 6)</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drawback</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Skill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Special</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Specializations</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Separate them with commas; each costs 1 point and counts +2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Native language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set from the list for the named qualities and drawbacks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give back points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First Aid (success levels)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rest under medical care (days)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recovery without care (days)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sleep (half hours)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rest (hours)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Medical help arrives</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The form has a field this ruleset does not know.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A number in the form is out of its range.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A choice in the form is not one of its options.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>d10 + Dexterity + Fast Reaction Time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A campaign switch must be yes or no.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A campaign option is out of its range.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Highest attribute at creation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Most drawback points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus of one luck point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The text says a luck point improves a roll without saying by how much.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Combat turns burn 1d4 Endurance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fatigue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Luck points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bad luck points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The character state is not a set of values.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The character state holds a value of the wrong kind.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unconscious</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dying</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stunned, on the ground</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Badly wounded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exhausted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dazed and dizzy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Incapacitated, dying</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Disabled limb</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage before armor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leave at 0 to roll the weapon damage below.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weapon damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A die times a multiplier: d6×4, d4×STR, d4×STR−1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attacker's Strength</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Used with both hands (&amp;: Strength +1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attack success level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hit location</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Worn armor counts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other armor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No such weapon on the sheet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weapon damage here can only name Strength.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give the damage or the weapon damage to roll.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{damage} damage to {pool} ({arithmetic}): {before} → {after}; {limb} disabled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{damage} damage to {pool} ({arithmetic}): {before} → {after}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recovery</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Points of</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amount</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Points, success levels, days, half hours or hours, as the recovery says.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The dead do not recover.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First Aid is one roll a wound: no wound is left untreated.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recovery without care is given for characters below 0 Life Points only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Medical help: no more Survival checks by the minute.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{pool} recovered ({kind}): {before} → {after}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not that many luck points left.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{points} bad luck points: {before} → {after} ({level}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{points} luck points: {before} → {after} ({level}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Luck points restored for the session.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That check is not due.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{check}: {total}, passed ({level}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{check}: {total}, failed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Endurance loss</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{activity}: {loss} Endurance ({text}): {before} → {after}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now carrying: {load}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Initiative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frantic combat: {loss} Endurance: {before} → {after}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{check} due ({modifier}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Life Points or Endurance (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ranged</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Heavy recoil</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ammo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Armor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Armor value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Covers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attributes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drawback points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Skills</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Qualities and drawbacks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weapons</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A number field holds something that is not a whole number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A number on the sheet is out of its range.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A yes/no field holds something else.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A text field holds something that is not text.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A choice on the sheet is not one of its options.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sheet has a field of an unknown kind.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A table row is not a set of columns.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A table row has a column this ruleset does not know.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sheet is not a set of fields.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sheet has a field this ruleset does not know.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A table on the sheet is not a list of rows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>More attribute levels are bought with drawback points than the attribute has.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A skill has no name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This skill needs its type (Guns: Handgun, Driving: Car…).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A quality or drawback has no name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This quality or drawback cannot be taken at that level.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Life Points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Endurance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Essence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Highest attribute</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An attribute is above the highest level allowed at creation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drawback points taken</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>More drawback points are taken than the campaign allows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attribute levels bought with drawback points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The attribute levels bought with drawback points cost more than the drawbacks give.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attribute points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>More attribute points are spent than the budget allows; mark levels as bought with drawback points or lower them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Skill points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>More skill points are spent than the budget and the drawback points allow.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quality points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>More quality points are spent than the budget and the drawback points allow.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No weapon of that name on the sheet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A melee weapon does not shoot.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fire at least one shot.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The weapon does not fire that many shots in a turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not enough rounds loaded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A melee weapon does not reload.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dive for cover</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Break down a door</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fire a weapon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Melee attacks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Retreat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reload</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Something else</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agility</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Intellect</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Luck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An attribute must be a whole number.</source>
            <extracomment>"from the very start every attribute is at 5" "the character is given 7 points to raise these attributes"</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An attribute runs from 1 to 10.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>More attribute points spent than the campaign gives.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Points below the starting value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A new character starts every attribute at the starting value.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sides: players first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agility: highest first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The starting attribute value runs from 1 to 10.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attribute points must be a whole number, 0 or more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starting attribute value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player character</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Character</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players act first when initiative goes by sides.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Melee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ranged: damage per hit. Melee: added to base damage.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shots a turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Magazine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Critical hits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deflects on d10 at or under</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Absorbs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player character is yes or no.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two weapons have the same name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weapons and armor are lists of rows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A weapon needs a name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A weapon is melee or ranged.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Critical hits is yes or no.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weapon damage is 0 or more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A weapon fires at least one shot.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A magazine holds 0 or more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Armor needs a name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deflection runs from 0 to 10.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Absorption is 0 or more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Base damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attacks per turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Health</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Out of ammo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing loaded in {weapon}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No such armor on the sheet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No armor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Critical hit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double damage; armor of any kind is ignored.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Critical hit is yes or no.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Critical hit: double damage, armor ignored.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{armor} deflects the hit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{armor} absorbs {absorb}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Takes {damage} damage: Health {before} → {after}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Health restored</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Heals {amount}: Health {before} → {after}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot with {weapon}: {outcome}, {damage} damage.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reloads {weapon}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick a melee weapon for close combat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The amount must be a whole number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The amount cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each side of a melee needs at least one fighter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A melee sets one fighter against one or several; split the groups.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A fighter can stand in a melee only once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A fighter needs at least one attack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give the faces of every fighter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each fighter rolls one die per attack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A side rolls at least one die.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Miss</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not enough dice for this shot.</source>
            <extracomment>a critical deals this many times the damage</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>More dice than this shot uses.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A modifier must be a whole number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A modifier runs from −20 to +20.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Test</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown kind of roll.</source>
            <extracomment>roll kinds that are never pushed and take no stress dice every roll kind a pool may have</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dice counts cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A Broken character's roll cannot be pushed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only a player character's roll can be pushed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This kind of roll cannot be pushed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A roll can be pushed only once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A messed-up roll cannot be pushed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Taking cover</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ranged combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Movement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Overwatch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Brawl phases run from 1 to 6.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Overwatch is a ranged combat action on an area.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A character cannot target themselves.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each character has one action a round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>minutes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>days</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>weeks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>basic medical gear (B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>advanced medical gear (A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Severed limb</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Critical injury</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An injury's penalty cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown unit of time.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Medical equipment is B, A or none.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A critical injury is incomplete.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This injury is not lethal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The time limit has run out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Without the right medical equipment nothing can be done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This injury has already been tended.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Successes cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time cannot run backwards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The number of dead cannot be negative.</source>
            <extracomment>(fewest dead, Swarm Size) from the top band down</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Safe</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You are in a cleared area and safe. For now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dead around</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There are dead around, but they have not noticed you. You might suffer a single attack if you mess up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dead close by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There are dead close by, but they are not aware of you. Yet. The GM can draw a map of the area and point out where the dead are located exactly.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Aware</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The dead are aware of you. All nearby undead will shamble towards you, and you must fight to get out alive.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Closing in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The dead are closing in on you.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arm's length</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>They are at arm's length away from you.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In your face</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The dead are in your face, surrounding you. Good luck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Threat Level runs from 0 to 6.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rolling a walker on a stress die and messing up</source>
            <extracomment>the four ways the Threat Level rises</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Failing a skill roll to avoid the undead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Facing a group of undead placed there beforehand by the GM</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Doing something that attracts the dead, such as making noise</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Raise the Threat Level one step</source>
            <extracomment>what the GM may do instead when a rise seems illogical</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A PC or NPC suffers a single attack from the dead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Increase the Swarm Size by one step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown reason for the threat to rise.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown choice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The dead can be avoided only at Threat Level 1 or 2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Threat Level is increased one step</source>
            <extracomment>what the GM may pick after a lost round, and the option each belongs to</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Swarm Size is increased one step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Swarm attack: a single attack on a random victim</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Swarm attack: block, Mobility and Stealth need one more success</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Swarm attack: mass attack on a random victim, no roll to avoid it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The swarm fight record is incomplete.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The swarm fight record is out of range.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clearing out an area is done at Threat Level 2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A swarm is fought from Threat Level 3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Swarm Size runs from 1 to 6.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fewer than five dead are no swarm: use single attacks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A character is named twice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No more than three rolls a round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No more than three may roll; the others can help.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only one of the two fighters can roll twice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The leader cannot be one of the three rolling.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leadership dice go only to those rolling.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No more than three Leadership dice to one person.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One Leadership die per success, no more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A roller has no pool.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nobody can sacrifice themselves this way.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The swarm fight is over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The GM must first pick what the dead do.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The GM must first set the Threat Level.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown way of clearing out an area.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no lost round to settle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick one option, or two when a PC messed up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The two picks must be different options.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nobody to attack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The fight has not been won yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After a won fight the Threat Level is 0, 1 or 2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empathy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close Combat</source>
            <extracomment>skill → (label, attribute it is rolled with)</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Endure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Force</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mobility</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ranged Combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scout</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tech</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leadership</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Manipulation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gear bonus</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Range</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Armor Level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Armor penalty (Mobility)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A number is expected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A value is out of range.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Text is expected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Yes or no is expected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A table is expected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A table row is malformed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A table row has an unknown column.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sheet has an unknown field.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown skill.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A rating cannot be negative.</source>
            <extracomment>the −1 die while poisoned or sick (on every roll, the Endure roll included)</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Height and successes cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Explosion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fall</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Poison</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Disease</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The dead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First aid (Medicine successes)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Broken minutes have passed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A day's healing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stabilize a lethal injury</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tend an injury (recovery time)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An injury's recovery time has passed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The poison is fought off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The disease is fought off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stress relieved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time passes (lethal time limits)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Broken</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Brawl phases</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Down; every skill roll fails.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>−{penalty} dice; lethal in {time} {unit}; needs {equipment}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>−{penalty} dice; recovery {time} {unit}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Poisoned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>−1 die on every roll.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>−1 die on every roll; no healing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Critical injury (if Broken)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Source</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll armor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Injury</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Penalty dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lethal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time limit in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Equipment needed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recovery time in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The character is already dead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Armor stops {absorbed} of {damage} damage.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Injured again while Broken: dead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Critical injury times</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Broken: one stress and the critical injury {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{damage} damage: now {health}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stress cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+{amount} stress.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Medicine successes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Injury number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Medical equipment at hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ate a ration today</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stress removed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Minutes passed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No such injury.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The character is dead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First aid: Health {health}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No longer Broken: Health 1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A day passes: Health {health}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} has healed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is stabilized.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} could not be stabilized today.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: recovery time now {time}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The poison is fought off.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The disease is fought off.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stress now {stress}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: the time limit ran out. Dead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Successes and damage cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give the distance in meters or in zones.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A close combat weapon reaches only Short range.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only special weapons reach Extreme range.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unharmed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bruised</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Battered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Health runs from 0 to 3.</source>
            <extracomment>damage sources; armor protects against none of those in NO_ARMOR_SOURCES</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First aid is for a Broken character.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The character is not Broken.</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
