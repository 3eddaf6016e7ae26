<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About Deadwatch</source>
            <extracomment>the published games, their publishers, and the trademark notes that go with them the title of the forum game the grid-and-limbs rules come from</extracomment>
            <translation>Acerca de Deadwatch</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>Versión {version}</translation>
        </message>
        <message>
            <source>A game master's console for zombie-survival tabletop games played in person.</source>
            <translation>Una consola para el DJ de partidas de rol de supervivencia zombi jugadas en persona.</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>Licencia</translation>
        </message>
        <message>
            <source>Deadwatch is free software under the GNU General Public License, version 3 or later.</source>
            <translation>Deadwatch es software libre bajo la Licencia Pública General de GNU, versión 3 o posterior.</translation>
        </message>
        <message>
            <source>You may share and change it under those terms ({licence}); it comes with no warranty.</source>
            <translation>Se puede compartir y modificar según esos términos ({licence}); se ofrece sin ninguna garantía.</translation>
        </message>
        <message>
            <source>The full text of the licence is in the file COPYING.</source>
            <translation>El texto completo de la licencia está en el archivo COPYING.</translation>
        </message>
        <message>
            <source>Rule systems</source>
            <translation>Sistemas de reglas</translation>
        </message>
        <message>
            <source>{games} — published by {publisher}.</source>
            <translation>{games} — editorial: {publisher}.</translation>
        </message>
        <message>
            <source>{title} is a trademark of {owner} and its licensors.</source>
            <translation>{title} es una marca comercial de {owner} y sus licenciantes.</translation>
        </message>
        <message>
            <source>{game} — a home-made system by a game master of the Russian-speaking community.</source>
            <translation>{game} — un sistema casero de un DJ de la comunidad rusohablante.</translation>
        </message>
        <message>
            <source>{game} — from “{source}”, a home-made forum game by its game master.</source>
            <translation>{game} — de «{source}», un juego casero de foro creado por su DJ.</translation>
        </message>
        <message>
            <source>All trademarks belong to their owners.</source>
            <translation>Todas las marcas pertenecen a sus propietarios.</translation>
        </message>
        <message>
            <source>Deadwatch is an independent tool, not affiliated with or endorsed by any of them.</source>
            <translation>Deadwatch es una herramienta independiente, sin vínculo con ninguno de ellos ni respaldo suyo.</translation>
        </message>
        <message>
            <source>Play with your own copy of the rules.</source>
            <translation>Para jugar hace falta un ejemplar propio de las reglas.</translation>
        </message>
        <message>
            <source>&amp;Copy version details</source>
            <translation>&amp;Copiar datos de la versión</translation>
        </message>
        <message>
            <source>Put the version line on the clipboard, for a bug report</source>
            <translation>Copiar la línea de la versión al portapapeles, para informar de un error</translation>
        </message>
        <message>
            <source>C&amp;lose</source>
            <translation>Ce&amp;rrar</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copiado</translation>
        </message>
    </context>
    <context>
        <name>AmmoDialog</name>
        <message>
            <source>How many</source>
            <translation>Cuántos</translation>
        </message>
        <message>
            <source>{name}: {weapon} ({count} {unit})</source>
            <translation>{name}: {weapon} ({count} {unit})</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Para</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Por qué</translation>
        </message>
        <message>
            <source>For the ledger, e.g. a box of shells in the pharmacy</source>
            <translation>Para el registro, p. ej. una caja de cartuchos en la farmacia</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
    </context>
    <context>
        <name>AmmoDock</name>
        <message>
            <source>Ammo Points: one point pays for a combat turn of firing.</source>
            <translation>Puntos de Munición: un punto paga un turno de combate disparando.</translation>
        </message>
        <message>
            <source>Rounds: the magazine loaded and the spare rounds.</source>
            <translation>Balas: el cargador puesto y las balas de repuesto.</translation>
        </message>
        <message>
            <source>Clips of fifteen rounds, each counted on its own.</source>
            <translation>Cargadores de quince balas, cada uno contado por separado.</translation>
        </message>
        <message>
            <source>A count of ammunition for each weapon.</source>
            <translation>Una cuenta de munición para cada arma.</translation>
        </message>
        <message>
            <source>This ruleset keeps no ammunition.</source>
            <translation>Este reglamento no lleva la cuenta de la munición.</translation>
        </message>
        <message>
            <source>Fire</source>
            <translation>Disparar</translation>
        </message>
        <message>
            <source>&amp;Fire selected weapon</source>
            <translation>&amp;Disparar el arma elegida</translation>
        </message>
        <message>
            <source>Spend what the weapon fires (F)</source>
            <translation>Gastar lo que dispara el arma (F)</translation>
        </message>
        <message>
            <source>Fire…</source>
            <translation>Disparar…</translation>
        </message>
        <message>
            <source>Fire with &amp;options…</source>
            <translation>Disparar con &amp;opciones…</translation>
        </message>
        <message>
            <source>Several shots, bursts, rock and roll, as the rules allow (Shift+F)</source>
            <translation>Varios disparos, ráfagas, fuego a discreción, según permitan las reglas (Mayús+F)</translation>
        </message>
        <message>
            <source>Reload</source>
            <translation>Recargar</translation>
        </message>
        <message>
            <source>&amp;Reload</source>
            <translation>&amp;Recargar</translation>
        </message>
        <message>
            <source>Reload the selected weapon (Ctrl+L)</source>
            <translation>Recargar el arma elegida (Ctrl+L)</translation>
        </message>
        <message>
            <source>Found…</source>
            <translation>Encontrada…</translation>
        </message>
        <message>
            <source>&amp;Ammunition found…</source>
            <translation>Munición &amp;encontrada…</translation>
        </message>
        <message>
            <source>Ammunition found: a box of shells, a clip (Ctrl+Shift+P)</source>
            <translation>Munición encontrada: una caja de cartuchos, un cargador (Ctrl+Mayús+P)</translation>
        </message>
        <message>
            <source>Give…</source>
            <translation>Dar…</translation>
        </message>
        <message>
            <source>&amp;Give ammunition…</source>
            <translation>Dar &amp;munición…</translation>
        </message>
        <message>
            <source>Hand ammunition to another weapon or character (Ctrl+Shift+G)</source>
            <translation>Pasar munición a otra arma o a otro personaje (Ctrl+Mayús+G)</translation>
        </message>
        <message>
            <source>Empty…</source>
            <translation>Vaciar…</translation>
        </message>
        <message>
            <source>&amp;Empty weapon…</source>
            <translation>&amp;Vaciar el arma…</translation>
        </message>
        <message>
            <source>The weapon runs dry at once: lost, ruined, a mess-up (Ctrl+Shift+M)</source>
            <translation>El arma se queda sin munición de golpe: perdida, estropeada, una pifia (Ctrl+Mayús+M)</translation>
        </message>
        <message>
            <source>Warn at or below</source>
            <translation>Avisar con esto o menos</translation>
        </message>
        <message>
            <source>Low-ammo warning for every weapon; 0 warns only when empty</source>
            <translation>Aviso de poca munición para todas las armas; 0 avisa solo cuando está vacía</translation>
        </message>
        <message>
            <source>This weapon…</source>
            <translation>Esta arma…</translation>
        </message>
        <message>
            <source>A low-ammo warning for the selected weapon only (L)</source>
            <translation>Un aviso de munición baja solo para el arma seleccionada (L)</translation>
        </message>
        <message>
            <source>Whole campaign</source>
            <translation>Toda la campaña</translation>
        </message>
        <message>
            <source>The ledger of every session, not only the latest</source>
            <translation>El registro de todas las sesiones, no solo la última</translation>
        </message>
        <message>
            <source>No character selected</source>
            <translation>Ningún personaje elegido</translation>
        </message>
        <message>
            <source>{name}: ammunition</source>
            <translation>{name}: munición</translation>
        </message>
        <message>
            <source>{name} carries no firearm</source>
            <translation>{name} no lleva armas de fuego</translation>
        </message>
        <message>
            <source>No fight running: each fire action spends.</source>
            <translation>No hay combate: cada disparo gasta.</translation>
        </message>
        <message>
            <source>Round {round}: each weapon spends once this round.</source>
            <translation>Asalto {round}: cada arma gasta una sola vez este asalto.</translation>
        </message>
        <message>
            <source>Round {round} of the fight.</source>
            <translation>Asalto {round} del combate.</translation>
        </message>
        <message>
            <source>The party carries no ammunition.</source>
            <translation>El grupo no lleva munición.</translation>
        </message>
        <message>
            <source>Empty: {name}&apos;s {weapon}</source>
            <translation>Vacío: {weapon} de {name}</translation>
        </message>
        <message>
            <source>Low: {name}&apos;s {weapon}, {count} left</source>
            <translation>Escaso: {weapon} de {name}, quedan {count}</translation>
        </message>
        <message>
            <source>No low-ammo warning.</source>
            <translation>Ningún aviso de poca munición.</translation>
        </message>
        <message>
            <source>No foe of {name} stands in this fight: the shot would have no one to roll against. Nothing spent.</source>
            <translation>No queda en pie ningún enemigo de {name} en este combate: el disparo no tendría contra quién tirarse. No se gasta nada.</translation>
        </message>
        <message>
            <source>{weapon} has fired this round already: its Ammo Point pays for the whole round, so this shot spends nothing. Set up in the dice dock.</source>
            <translation>{weapon} ya ha disparado este asalto: su Punto de Munición paga el asalto entero, así que este disparo no gasta nada. Preparado en el panel de dados.</translation>
        </message>
        <message>
            <source>For the ledger, e.g. the magazine dropped in the river</source>
            <translation>Para el registro, p. ej. el cargador se cayó al río</translation>
        </message>
        <message>
            <source>e.g. dropped in the river</source>
            <translation>p. ej. se cayó al río</translation>
        </message>
        <message>
            <source>Select a character with a firearm first.</source>
            <translation>Elige antes un personaje con un arma de fuego.</translation>
        </message>
        <message>
            <source>{name}: {weapon}</source>
            <translation>{name}: {weapon}</translation>
        </message>
        <message>
            <source>Ammunition found</source>
            <translation>Munición encontrada</translation>
        </message>
        <message>
            <source>Nobody to shoot at: pick the target first (the dice dock&apos;s Against, or X on the map). Nothing fired.</source>
            <translation>Nadie a quien disparar: elige antes el objetivo (Contra en el panel de dados, o X en el mapa). No se dispara nada.</translation>
        </message>
        <message>
            <source>Nobody else can take this ammunition.</source>
            <translation>Nadie más puede recibir esta munición.</translation>
        </message>
        <message>
            <source>Give ammunition</source>
            <translation>Dar munición</translation>
        </message>
        <message>
            <source>Empty weapon</source>
            <translation>Vaciar el arma</translation>
        </message>
        <message>
            <source>{count} {count|round|rounds} left in the clip {count|is|are} thrown away.</source>
            <translation>Se {count|tira|tiran} {count} {count|bala|balas} que {count|quedaba|quedaban} en el cargador.</translation>
        </message>
        <message>
            <source>{amount} {count|is|are} thrown away.</source>
            <translation>Se {count|tira|tiran} {amount}.</translation>
        </message>
        <message>
            <source>Nothing is left in it to throw away.</source>
            <translation>No le queda nada que tirar.</translation>
        </message>
        <message>
            <source>Low-ammo warning</source>
            <translation>Aviso de poca munición</translation>
        </message>
        <message>
            <source>Warn when {weapon} is at or below ({unit}):</source>
            <translation>Avisar cuando {weapon} tenga esto o menos ({unit}):</translation>
        </message>
        <message>
            <source>Party total, all player characters&apos; weapons, loaded and spare: {totals}</source>
            <translation>Total del grupo, todas las armas de los personajes jugadores, cargadas y de repuesto: {totals}</translation>
        </message>
        <message>
            <source>For the ledger, e.g. behind the overturned van</source>
            <translation>Para el registro, p. ej. tras la furgoneta volcada</translation>
        </message>
        <message>
            <source>{name} carries no firearm: F fires for {actor}, whose turn it is</source>
            <translation>{name} no lleva armas de fuego: F dispara por {actor}, que tiene el turno</translation>
        </message>
        <message>
            <source>{name}: ammunition (F fires for {actor}, whose turn it is)</source>
            <translation>{name}: munición (F dispara por {actor}, que tiene el turno)</translation>
        </message>
        <message>
            <source>For the ledger, e.g. covering Ben&apos;s run</source>
            <translation>Para el registro, p. ej. cubre a Ben</translation>
        </message>
        <message>
            <source>e.g. covering Ben&apos;s run</source>
            <translation>p. ej. cubre a Ben</translation>
        </message>
    </context>
    <context>
        <name>CampaignWatch</name>
        <message>
            <source>This console's name</source>
            <extracomment>how often the window looks for another console's changes (ms): a change shows within a second</extracomment>
            <translation>Nombre de esta consola</translation>
        </message>
        <message>
            <source>A name for this console (when several run one campaign: the log and the history say who did what, and each one's undo takes back its own actions):</source>
            <translation>Un nombre para esta consola (cuando varias llevan una campaña: el registro y el historial dicen quién hizo qué, y cada una deshace solo sus propias acciones):</translation>
        </message>
        <message>
            <source>This campaign came from an older Deadwatch and was brought up to date; a copy as it was is in {path}</source>
            <translation>Esta campaña venía de un Deadwatch anterior y se ha actualizado; hay una copia tal como estaba en {path}</translation>
        </message>
        <message>
            <source>This campaign file was replaced after a session that did not close. That session's last changes were written over another file: they were not read, and the campaign shows as its file is. They are in:</source>
            <translation>Este archivo de campaña se sustituyó tras una sesión que no se cerró. Los últimos cambios de esa sesión se escribieron sobre otro archivo: no se han leído, y la campaña se muestra tal como está en su archivo. Están en:</translation>
        </message>
        <message>
            <source>This campaign file was replaced after a session that did not close. That session's last changes were written over another file, so they were not applied: the campaign opens as its file is. They are kept in:</source>
            <translation>Este archivo de campaña se sustituyó tras una sesión que no se cerró. Los últimos cambios de esa sesión se escribieron sobre otro archivo, así que no se han aplicado: la campaña se abre tal como está en su archivo. Se guardan en:</translation>
        </message>
        <message>
            <source>Campaign file replaced</source>
            <translation>Archivo de campaña sustituido</translation>
        </message>
        <message>
            <source>This &amp;console's name…</source>
            <translation>Nombre de esta c&amp;onsola…</translation>
        </message>
        <message>
            <source>Name this console when several run one campaign</source>
            <translation>Pon nombre a esta consola cuando varias llevan una campaña</translation>
        </message>
        <message>
            <source>Read-only: nothing can be changed</source>
            <translation>Solo lectura: no se puede cambiar nada</translation>
        </message>
        <message>
            <source>Cannot save a copy</source>
            <translation>No se puede guardar una copia</translation>
        </message>
        <message>
            <source>{path} cannot be written: {reason}. Nothing was changed.</source>
            <translation>No se puede escribir {path}: {reason}. No se ha cambiado nada.</translation>
        </message>
        <message>
            <source>The copy could not be written: {reason}. Nothing was changed.</source>
            <translation>No se pudo escribir la copia: {reason}. No se ha cambiado nada.</translation>
        </message>
        <message>
            <source>A copy was saved to {path}</source>
            <translation>Se guardó una copia en {path}</translation>
        </message>
        <message>
            <source>{path} is a campaign open in Deadwatch (in this window or another), or one of a campaign's own files: a copy cannot replace it. Choose another file; nothing was written.</source>
            <translation>{path} es una campaña abierta en Deadwatch (en esta ventana o en otra), o uno de los archivos de una campaña: una copia no puede sustituirla. Elige otro archivo; no se ha escrito nada.</translation>
        </message>
        <message>
            <source>Save a copy to play on.</source>
            <translation>Guarda una copia para seguir jugando.</translation>
        </message>
    </context>
    <context>
        <name>CharactersDock</name>
        <message>
            <source>{n} min</source>
            <translation>{n} min</translation>
        </message>
        <message>
            <source>{n} h</source>
            <translation>{n} h</translation>
        </message>
        <message>
            <source>{n} d</source>
            <translation>{n} d</translation>
        </message>
        <message>
            <source>{name} dies: a lethal injury&apos;s time runs out in {time}.</source>
            <translation>{name} muere: el tiempo de una herida letal se agota en {time}.</translation>
        </message>
    <message>
        <source>“{text}” is no time to pass: type minutes (90), hours (3 h) or days (2 d), up to 30 days; nothing changed.</source>
        <translation>«{text}» no es un tiempo: escribe minutos (90), horas (3 h) o días (2 d), hasta 30 días; no ha cambiado nada.</translation>
    </message>
    <message>
        <source>How long? Minutes, or with h for hours, d for days (3 h, 2 d)</source>
        <translation>¿Cuánto tiempo? Minutos, o con h horas, con d días (3 h, 2 d)</translation>
    </message>
        <message>
            <source>Player characters</source>
            <translation>Personajes jugadores</translation>
        </message>
        <message>
            <source>NPCs</source>
            <translation>PNJ</translation>
        </message>
        <message>
            <source>Zombies</source>
            <translation>Zombis</translation>
        </message>
        <message>
            <source>Filter by name (Ctrl+F)</source>
            <translation>Filtrar por nombre (Ctrl+F)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Tracks</source>
            <translation>Marcadores</translation>
        </message>
        <message>
            <source>Conditions</source>
            <translation>Estados</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Nuevo</translation>
        </message>
        <message>
            <source>Create a character (Ins)</source>
            <translation>Crear un personaje (Ins)</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>Hoja</translation>
        </message>
        <message>
            <source>Open the character sheet (Enter or F2)</source>
            <translation>Abrir la hoja de personaje (Intro o F2)</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation>Daño</translation>
        </message>
        <message>
            <source>Damage the selected character (D)</source>
            <translation>Dañar al personaje elegido (D)</translation>
        </message>
        <message>
            <source>Heal</source>
            <translation>Curar</translation>
        </message>
        <message>
            <source>Heal the selected character (H)</source>
            <translation>Curar al personaje elegido (H)</translation>
        </message>
        <message>
            <source>Copies</source>
            <translation>Copias</translation>
        </message>
        <message>
            <source>Add numbered copies, such as five walkers (Ctrl+D)</source>
            <translation>Añadir copias numeradas, por ejemplo cinco caminantes (Ctrl+D)</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Quitar</translation>
        </message>
        <message>
            <source>Remove the selected character from the campaign (Del)</source>
            <translation>Quitar al personaje elegido de la campaña (Supr)</translation>
        </message>
        <message>
            <source>&amp;Time passes…</source>
            <translation>&amp;Pasa el tiempo…</translation>
        </message>
        <message>
            <source>Let game time pass: lethal time limits run down (Ctrl+Shift+T)</source>
            <translation>Dejar pasar tiempo de juego: los plazos mortales se agotan (Ctrl+Mayús+T)</translation>
        </message>
        <message>
            <source>Time limits run in re&amp;al time</source>
            <translation>Los plazos corren en tiempo &amp;real</translation>
        </message>
        <message>
            <source>Every minute at the table is a minute for lethal time limits</source>
            <translation>Cada minuto en la mesa es un minuto para los plazos mortales</translation>
        </message>
        <message>
            <source>E&amp;xperience…</source>
            <translation>E&amp;xperiencia…</translation>
        </message>
        <message>
            <source>Award and spend experience, or confirm what play earned (F9)</source>
            <translation>Dar y gastar experiencia, o confirmar lo ganado en juego (F9)</translation>
        </message>
        <message>
            <source>&amp;Import characters…</source>
            <translation>&amp;Importar personajes…</translation>
        </message>
        <message>
            <source>Export the &amp;party…</source>
            <translation>Exportar el &amp;grupo…</translation>
        </message>
        <message>
            <source>{name}: {condition}</source>
            <translation>{name}: {condition}</translation>
        </message>
        <message>
            <source>How many copies?</source>
            <translation>¿Cuántas copias?</translation>
        </message>
        <message>
            <source>Import characters</source>
            <translation>Importar personajes</translation>
        </message>
        <message>
            <source>Export the party</source>
            <translation>Exportar el grupo</translation>
        </message>
        <message>
            <source>Deadwatch characters (*.json)</source>
            <translation>Personajes de Deadwatch (*.json)</translation>
        </message>
        <message>
            <source>Time passes</source>
            <translation>Pasa el tiempo</translation>
        </message>
        <message>
            <source>nothing</source>
            <extracomment>the steps P walks through: (name shown, how health shows)</extracomment>
            <translation>nada</translation>
        </message>
        <message>
            <source>the name, health as a word</source>
            <translation>el nombre y la salud con una palabra</translation>
        </message>
        <message>
            <source>the name, health as numbers</source>
            <translation>el nombre y la salud con números</translation>
        </message>
        <message>
            <source>the name only</source>
            <translation>solo el nombre</translation>
        </message>
        <message>
            <source>Sheet…</source>
            <translation>Hoja…</translation>
        </message>
        <message>
            <source>Damage…</source>
            <translation>Daño…</translation>
        </message>
        <message>
            <source>Heal…</source>
            <translation>Curar…</translation>
        </message>
        <message>
            <source>Copies…</source>
            <translation>Copias…</translation>
        </message>
        <message>
            <source>Experience…</source>
            <translation>Experiencia…</translation>
        </message>
        <message>
            <source>Players see</source>
            <translation>Los jugadores ven</translation>
        </message>
        <message>
            <source>This character's record is damaged: repair it first (Enter) or remove it (Del).</source>
            <translation>El registro de este personaje está dañado: repáralo primero (Intro) o quítalo (Supr).</translation>
        </message>
        <message>
            <source>Damaged record: Enter repairs it, Del removes it</source>
            <translation>Registro dañado: Intro lo repara, Supr lo quita</translation>
        </message>
        <message>
            <source>Enter: repair it (the fields that do not fit go back to the defaults). Del: remove it.</source>
            <translation>Intro: repararlo (los campos que no encajan vuelven a sus valores por defecto). Supr: quitarlo.</translation>
        </message>
        <message>
            <source>Add characters from Foundry VTT actors, a spreadsheet (CSV) or a Deadwatch characters file, after a preview (Ctrl+I; or drop the files on the window)</source>
            <translation>Añadir personajes desde actores de Foundry VTT, una hoja de cálculo (CSV) o un archivo de personajes de Deadwatch, tras una vista previa (Ctrl+I; o suelta los archivos en la ventana)</translation>
        </message>
        <message>
            <source>Save the player characters, or the selected character, as a Deadwatch file, a spreadsheet (CSV) or Foundry VTT actors</source>
            <translation>Guardar los personajes jugadores, o el personaje seleccionado, como archivo de Deadwatch, hoja de cálculo (CSV) o actores de Foundry VTT</translation>
        </message>
        <message>
            <source>Spreadsheet (*.csv)</source>
            <translation>Hoja de cálculo (*.csv)</translation>
        </message>
        <message>
            <source>Foundry VTT actors, {system} {version} (*.json)</source>
            <translation>Actores de Foundry VTT, {system} {version} (*.json)</translation>
        </message>
        <message>
            <source>The roster has {count} {count|NPC|NPCs}. Export {count|it|them} with the player characters?</source>
            <translation>La lista tiene {count} {count|PNJ|PNJ}. ¿{count|Exportarlo|Exportarlos} con los personajes jugadores?</translation>
        </message>
        <message>
            <source>&amp;Player characters only</source>
            <translation>Solo &amp;personajes jugadores</translation>
        </message>
        <message>
            <source>&amp;With the NPCs</source>
            <translation>&amp;Con los PNJ</translation>
        </message>
        <message>
            <source>Characters (*.json *.csv *.txt *.db)</source>
            <translation>Personajes (*.json *.csv *.txt *.db)</translation>
        </message>
        <message>
            <source>Spreadsheets (*.csv *.txt)</source>
            <translation>Hojas de cálculo (*.csv *.txt)</translation>
        </message>
        <message>
            <source>Foundry VTT actors (*.json *.db)</source>
            <translation>Actores de Foundry VTT (*.json *.db)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Todos los archivos (*)</translation>
        </message>
        <message>
            <source>The roster has {count} {count|NPC|NPCs}, zombies included. Export {count|it|them} with the player characters?</source>
            <translation>La lista tiene {count} {count|PNJ|PNJ}, zombis incluidos. ¿{count|Exportarlo|Exportarlos} con los personajes jugadores?</translation>
        </message>
        <message>
            <source>&amp;Export the others</source>
            <translation>&amp;Exportar los demás</translation>
        </message>
        <message>
            <source>{count} damaged {count|record is|records are} left out: the rules cannot read {count|it|them}, so no file can hold {count|it|them} (the roster shows {count|it|them} in red: Enter repairs).</source>
            <translation>{count} {count|registro dañado se deja fuera|registros dañados se dejan fuera}: las reglas no {count|lo|los} pueden leer, así que ningún archivo {count|lo|los} puede contener (la lista {count|lo|los} muestra en rojo: Intro {count|lo|los} repara).</translation>
        </message>
        <message>
            <source>a Deadwatch characters file</source>
            <translation>un archivo de personajes de Deadwatch</translation>
        </message>
        <message>
            <source>a spreadsheet (CSV)</source>
            <translation>una hoja de cálculo (CSV)</translation>
        </message>
        <message>
            <source>Foundry VTT actors</source>
            <translation>actores de Foundry VTT</translation>
        </message>
        <message>
            <source>{file} and {count} more {count|file|files}</source>
            <translation>{file} y {count} {count|archivo|archivos} más</translation>
        </message>
        <message>
            <source>NPCs and zombies included.</source>
            <translation>PNJ y zombis incluidos.</translation>
        </message>
        <message>
            <source>Player characters only.</source>
            <translation>Solo los personajes jugadores.</translation>
        </message>
        <message>
            <source>{count} damaged {count|record|records} left out.</source>
            <translation>{count} {count|registro dañado se dejó fuera|registros dañados se dejaron fuera}.</translation>
        </message>
        <message>
            <source>Players see: {what} ({key} changes it)</source>
            <translation>Los jugadores ven: {what} ({key} lo cambia)</translation>
        </message>
        <message>
            <source>{name}: players see {what} ({key} hides or shows)</source>
            <translation>{name}, visible para los jugadores: {what} ({key} lo oculta o lo muestra)</translation>
        </message>
        <message>
            <source>Exported {count} {count|character|characters} as {format}: {file} (in {folder}).</source>
            <translation>Se {count|exportó|exportaron} {count} {count|personaje|personajes} como {format}: {file} (en {folder}).</translation>
        </message>
        <message>
            <source>{campaign} - party</source>
            <translation>{campaign} - grupo</translation>
        </message>
        <message>
            <source>party</source>
            <translation>grupo</translation>
        </message>
        <message>
            <source>Found…</source>
            <translation>Encontrado…</translation>
        </message>
        <message>
            <source>No checks due: select a character in the roster first.</source>
            <translation>No hay tiradas pendientes: primero elige un personaje en la lista.</translation>
        </message>
        <message>
            <source>No checks due for {name}: nothing in their state calls for one now.</source>
            <translation>No hay tiradas pendientes para {name}: nada en su estado pide una ahora.</translation>
        </message>
        <message>
            <source>{name}: players see {what} — {key} again: {next}</source>
            <translation>{name}, visible para los jugadores: {what} — {key} otra vez: {next}</translation>
        </message>
        <message>
            <source>Select a character in the roster first.</source>
            <translation>Primero elige un personaje en la lista.</translation>
        </message>
        <message>
            <source>{name} carries no weapon to draw.</source>
            <translation>{name} no lleva ningún arma que desenfundar.</translation>
        </message>
        <message>
            <source>{name} carries no weapon to put away.</source>
            <translation>{name} no lleva ningún arma que guardar.</translation>
        </message>
        <message>
            <source>{name}: {condition} ({where})</source>
            <translation>{name}: {condition} ({where})</translation>
        </message>
        <message>
            <source>Found: select a character in the roster first.</source>
            <translation>Encontrada: elige antes un personaje en la lista.</translation>
        </message>
        <message>
            <source>Found: these rules list nothing for {name} to find here; ammunition found goes in the Ammunition dock ({key}).</source>
            <translation>Encontrada: estas reglas no dan nada que {name} pueda encontrar aquí; la munición encontrada se anota en el panel «Munición» ({key}).</translation>
        </message>
        <message>
            <source>Found: these rules list nothing for {name} to find.</source>
            <translation>Encontrada: estas reglas no dan nada que {name} pueda encontrar.</translation>
        </message>
        <message>
            <source>hide from the players</source>
            <translation>ocultar a los jugadores</translation>
        </message>
        <message>
            <source>{name}: hidden from the players — {key} again: {next}</source>
            <translation>{name}: los jugadores no ven nada — {key} otra vez: {next}</translation>
        </message>
        <message>
            <source>{name}: hidden from the players ({key} hides or shows)</source>
            <translation>{name}: los jugadores no ven nada ({key} lo oculta o lo muestra)</translation>
        </message>
    </context>
    <context>
        <name>ChecksDialog</name>
        <message>
            <source>Those dice cannot be read.</source>
            <translation>No se pueden leer esos dados.</translation>
        </message>
        <message>
            <source>Checks due: {name}</source>
            <translation>Chequeos pendientes: {name}</translation>
        </message>
        <message>
            <source>Pick a check and press Enter: the dice dock sets it up for the table&apos;s die (type it, or Ctrl+R to let the console roll).</source>
            <translation>Elige un chequeo y pulsa Intro: el panel de dados lo prepara para el dado de la mesa (escríbelo, o Ctrl+R para que tire la consola).</translation>
        </message>
        <message>
            <source>&amp;Roll</source>
            <translation>&amp;Tirar</translation>
        </message>
        <message>
            <source>The GM&apos;s call on {name}: pick one (Enter makes the call picked; Esc cancels):</source>
            <translation>Decisión del DJ sobre {name}: elige una (Intro toma la elegida; Esc cancela):</translation>
        </message>
    <message>
        <source>Pick a check, type the table&apos;s dice below and press Enter; with none typed, Enter sets it up in the dice dock: type its dice there, or {key} rolls it.</source>
        <translation>Elige un chequeo, escribe abajo los dados de la mesa y pulsa Intro; sin nada escrito, Intro lo prepara en el panel de dados: escribe allí sus dados o pulsa {key} para tirarlo.</translation>
    </message>
    <message>
        <source>Pick a check, type the table&apos;s dice below ({dice}) and press Enter; with none typed, Enter sets it up in the dice dock: type its dice there, or {key} rolls it.</source>
        <translation>Elige un chequeo, escribe abajo los dados de la mesa ({dice}) y pulsa Intro; sin nada escrito, Intro lo prepara en el panel de dados: escribe allí sus dados o pulsa {key} para tirarlo.</translation>
    </message>
        <message>
            <source>&amp;Dice from the table (empty: typed in the dice dock):</source>
            <translation>&amp;Dados de la mesa (vacío: se escriben en el panel de dados):</translation>
        </message>
    </context>
    <context>
        <name>ConditionsCell</name>
        <message>
            <source>Roll the {check} now, with this character's numbers</source>
            <translation>Tirar ahora «{check}» con los números de este personaje</translation>
        </message>
    </context>
    <context>
        <name>DeclareDialog</name>
        <message>
            <source>Type a phase's number: {phases}</source>
            <translation>Escribe el número de una fase: {phases}</translation>
        </message>
        <message>
            <source>No phase {digit}: type 1 to {last}; the phase stays {phase}.</source>
            <translation>No hay fase {digit}: escribe de 1 a {last}; la fase sigue siendo «{phase}».</translation>
        </message>
        <message>
            <source>{name} declares</source>
            <translation>{name} declara</translation>
        </message>
        <message>
            <source>e.g. shoots at the leader</source>
            <translation>p. ej.: dispara al cabecilla</translation>
        </message>
        <message>
            <source>Phase</source>
            <translation>Fase</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Acción</translation>
        </message>
        <message>
            <source>On</source>
            <translation>A quién</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Contra</translation>
        </message>
        <message>
            <source>Whom the action is aimed at: the turn&apos;s roll is set up against them</source>
            <translation>A quién va dirigida la acción: en su turno, la tirada se prepara contra ese objetivo</translation>
        </message>
        <message>
            <source>{name} (hidden)</source>
            <translation>{name} (oculto)</translation>
        </message>
        <message>
            <source>Nobody in this fight can be the target of {phase}.</source>
            <translation>Nadie en este combate puede ser objetivo de {phase}.</translation>
        </message>
        <message>
            <source>Nobody in this fight can be the target of {phase}: {why}.</source>
            <translation>Nadie en este combate puede ser objetivo de {phase}: {why}.</translation>
        </message>
    </context>
    <context>
        <name>DiceDock</name>
        <message>
            <source>Secret anyway: the target is hidden from the players, and the roll&apos;s line names him. The box is back as you set it for a target they see</source>
            <translation>Secreta de todos modos: el objetivo está oculto a los jugadores y la línea de la tirada lo nombra. Para un objetivo que ven, la casilla vuelve a como la dejaste</translation>
        </message>
        <message>
            <source>{why}: the {count} {count|roll|rolls} left {count|is|are} not needed.</source>
            <translation>{why}: {count|la|las} {count} {count|tirada restante|tiradas restantes} ya no {count|hace|hacen} falta.</translation>
        </message>
        <message>
            <source>{count} more {count|roll|rolls} due: {rolls}.</source>
            <translation>{count|Queda|Quedan} {count} {count|tirada pendiente|tiradas pendientes}: {rolls}.</translation>
        </message>
        <message>
            <source>The last roll the time called for.</source>
            <translation>La última tirada que pedía el tiempo transcurrido.</translation>
        </message>
        <message>
            <source>No more rolls due: the roll just made ended what called for the rest.</source>
            <translation>No quedan más tiradas: la tirada recién hecha acabó con lo que pedía las demás.</translation>
        </message>
        <message>
            <source>{name}: {roll}</source>
            <translation>{name}: {roll}</translation>
        </message>
        <message>
            <source>{name}: {roll} × {times}</source>
            <translation>{name}: {roll} × {times}</translation>
        </message>
        <message>
            <source>{roll} — {other} and {name}: one roll for both, already rolled on {other}&apos;s turn; nothing left for {name} to roll.</source>
            <translation>{roll} — {other} y {name}: una tirada para ambos, ya hecha en el turno de {other}; a {name} no le queda nada que tirar.</translation>
        </message>
        <message>
            <source>{wanted}, for the damage to {name}</source>
            <translation>{wanted}, para el daño a {name}</translation>
        </message>
        <message>
            <source>Damage dice for {name} → {target}: {wanted}</source>
            <translation>Dados de daño, {name} → {target}: {wanted}</translation>
        </message>
        <message>
            <source>Damage dice</source>
            <translation>Dados del daño</translation>
        </message>
    <message>
        <source>Its damage undone: the roll above still stands, its damage offered again ({key} once more takes the roll back).</source>
        <translation>Daño deshecho: la tirada de arriba sigue en pie y su daño se ofrece de nuevo ({key} otra vez deshace la tirada).</translation>
    </message>
        <message>
            <source>The roll before still offered {count} damage {count|roll|rolls}, not used: listed under this result, waiting to apply (Alt+1…9; Delete drops).</source>
            <translation>La tirada anterior aún ofrecía {count} {count|tirada|tiradas} de daño sin usar: esperan bajo este resultado para aplicarse (Alt+1…9; Supr las descarta).</translation>
        </message>
        <message>
            <source>The push is let go: Ctrl+R rolls the form&apos;s roll.</source>
            <translation>Se deja la tirada forzada: Ctrl+R hace la tirada del formulario.</translation>
        </message>
        <message>
            <source>Push: Ctrl+R or Enter rolls the pushed dice here; or type the dice rolled at the table, then Enter</source>
            <translation>Forzar: Ctrl+R o Enter tira aquí los dados de la tirada forzada; o escribe los dados tirados en la mesa y pulsa Enter</translation>
        </message>
        <message>
            <source>Roll for</source>
            <extracomment>the inputs last given to each roll kind, kept while the GM switches kinds damage offers of the last roll already applied, and whether its mess-up raised the threat</extracomment>
            <translation>Tira</translation>
        </message>
        <message>
            <source>Kind of roll</source>
            <translation>Tipo de tirada</translation>
        </message>
        <message>
            <source>What to roll (Ctrl+Shift+D comes here)</source>
            <translation>Qué tirar (Ctrl+Mayús+D lleva aquí)</translation>
        </message>
        <message>
            <source>Expression</source>
            <translation>Expresión</translation>
        </message>
        <message>
            <source>2d6+3, d6×4, d4×STR</source>
            <translation>2d6+3, d6×4, d4×STR</translation>
        </message>
        <message>
            <source>Dice, numbers and the character's values joined by + and −</source>
            <translation>Dados, números y valores del personaje unidos con + y −</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Contra</translation>
        </message>
        <message>
            <source>Faces rolled at the table, e.g. 10 8 (empty: roll here)</source>
            <translation>Caras sacadas en la mesa, p. ej. 10 8 (vacío: tirar aquí)</translation>
        </message>
        <message>
            <source>Faces at the table, e.g. 10 8</source>
            <translation>Caras de la mesa, p. ej. 10 8</translation>
        </message>
        <message>
            <source>Faces at the table</source>
            <translation>Caras de la mesa</translation>
        </message>
        <message>
            <source>Type the faces of the physical dice in the order the roll uses them; Enter rolls</source>
            <translation>Escribe las caras de los dados reales en el orden en que las usa la tirada; Intro tira</translation>
        </message>
        <message>
            <source>Secret</source>
            <translation>Secreta</translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>Tirar</translation>
        </message>
        <message>
            <source>Roll, or read the typed faces (Ctrl+R)</source>
            <translation>Tirar, o leer las caras escritas (Ctrl+R)</translation>
        </message>
        <message>
            <source>Recent rolls (Enter repeats)</source>
            <translation>Tiradas recientes (Intro repite)</translation>
        </message>
        <message>
            <source>&amp;Roll the dice</source>
            <translation>Tirar los &amp;dados</translation>
        </message>
        <message>
            <source>Roll the dice dock's roll, or read the faces typed there</source>
            <translation>Hacer la tirada del panel de dados, o leer las caras escritas allí</translation>
        </message>
        <message>
            <source>Repeat the &amp;last roll</source>
            <translation>Repetir la ú&amp;ltima tirada</translation>
        </message>
        <message>
            <source>Roll the latest roll of the session again</source>
            <translation>Volver a hacer la última tirada de la sesión</translation>
        </message>
        <message>
            <source>Focus &amp;dice</source>
            <translation>Ir a los &amp;dados</translation>
        </message>
        <message>
            <source>Show the dice dock and pick a roll</source>
            <translation>Mostrar el panel de dados y elegir una tirada</translation>
        </message>
        <message>
            <source>(nobody: dice only)</source>
            <translation>(nadie: solo dados)</translation>
        </message>
        <message>
            <source>Dice expression</source>
            <translation>Expresión de dados</translation>
        </message>
        <message>
            <source>Type an expression such as 2d6+3</source>
            <translation>Escribe una expresión como 2d6+3</translation>
        </message>
        <message>
            <source>From {low} to {high}, average {mean}</source>
            <translation>De {low} a {high}, media {mean}</translation>
        </message>
        <message>
            <source>Computing odds…</source>
            <translation>Calculando probabilidades…</translation>
        </message>
        <message>
            <source>Cannot roll: {reason}</source>
            <translation>No se puede tirar: {reason}</translation>
        </message>
        <message>
            <source>This roll cannot succeed (0%): {key} again rolls it anyway.</source>
            <translation>Esta tirada no puede tener éxito (0%): {key} otra vez la tira igualmente.</translation>
        </message>
        <message>
            <source>The dice were typed from the table.</source>
            <translation>Los dados se escribieron desde la mesa.</translation>
        </message>
        <message>
            <source>The dice were rolled here.</source>
            <translation>Los dados se tiraron aquí.</translation>
        </message>
        <message>
            <source>Total {total}</source>
            <translation>Total {total}</translation>
        </message>
        <message>
            <source>Enter or double-click rolls it again</source>
            <translation>Intro o doble clic la vuelve a tirar</translation>
        </message>
        <message>
            <source>Table dice: {wanted}</source>
            <translation>Dados de la mesa: {wanted}</translation>
        </message>
        <message>
            <source>Attack {number} of {count} of this fire: each is its own roll, the next set up once this one is rolled.</source>
            <translation>Ataque {number} de {count} de este fuego: cada uno es su propia tirada; el siguiente se prepara cuando tires este.</translation>
        </message>
        <message>
            <source>The turn is over: {count} {count|attack|attacks} of {name}&apos;s fire not rolled {count|ends|end} with it. The next fire starts at its first shot.</source>
            <translation>El turno ha terminado: {count} {count|ataque|ataques} del fuego de {name} sin tirar {count|termina|terminan} con él. El siguiente fuego empieza en su primer disparo.</translation>
        </message>
        <message>
            <source>Table dice for this damage, in this order: {wanted}. Type them (then Enter), or Ctrl+R to let the console roll.</source>
            <translation>Dados de la mesa para este daño, en este orden: {wanted}. Escríbelos (luego Intro), o Ctrl+R para que tire la consola.</translation>
        </message>
        <message>
            <source>Table dice for this damage, in this order: {wanted}; then, only if those dice call for them: {then}. Type them (then Enter), or Ctrl+R to let the console roll.</source>
            <translation>Dados de la mesa para este daño, en este orden: {wanted}; luego, solo si los primeros los piden: {then}. Escríbelos (luego Intro), o Ctrl+R para que tire la consola.</translation>
        </message>
        <message>
            <source>The character who rolls: the one selected, in a fight the one whose turn it is</source>
            <translation>Quién tira: el personaje elegido; en un combate, aquel a quien le toca</translation>
        </message>
        <message>
            <source>Melee groups of the fight…</source>
            <translation>Grupos cuerpo a cuerpo del combate…</translation>
        </message>
        <message>
            <source>Who fights whom, and each group&apos;s exchange (Ctrl+Alt+G)</source>
            <translation>Quién lucha contra quién y el intercambio de cada grupo (Ctrl+Alt+G)</translation>
        </message>
        <message>
            <source>Who fights whom in the fight, and each group&apos;s exchange</source>
            <translation>Quién lucha contra quién en el combate y el intercambio de cada grupo</translation>
        </message>
        <message>
            <source>Melee gro&amp;ups…</source>
            <translation>&amp;Grupos cuerpo a cuerpo…</translation>
        </message>
        <message>
            <source>{count} × d{sides} = {parts}</source>
            <translation>{count} × d{sides} = {parts}</translation>
        </message>
        <message>
            <source>{line} ({note})</source>
            <translation>{line} ({note})</translation>
        </message>
        <message>
            <source>No {dice} in a set of dice: leave the faces empty and {key} rolls it here.</source>
            <translation>Un juego de dados no trae {dice}: deja las caras vacías y {key} lo tira aquí.</translation>
        </message>
        <message>
            <source>{name}: {parts}</source>
            <translation>{name}: {parts}</translation>
        </message>
        <message>
            <source>Secret: {line}</source>
            <translation>Secreto: {line}</translation>
        </message>
        <message>
            <source>The round this roll was made in has ended: its damage is no longer offered.</source>
            <translation>El asalto en que se hizo esta tirada ha terminado: su daño ya no se ofrece.</translation>
        </message>
        <message>
            <source>Another target is picked: this roll&apos;s damage to {name} is no longer offered.</source>
            <translation>Se ha elegido otro objetivo: el daño de esta tirada a {name} ya no se ofrece.</translation>
        </message>
        <message>
            <source>{fallen} is down; now against {name}.</source>
            <translation>{fallen} ha caído; ahora contra {name}.</translation>
        </message>
        <message>
            <source>Still to apply from {name}&apos;s roll:</source>
            <translation>Pendiente de aplicar de la tirada de {name}:</translation>
        </message>
        <message>
            <source>The damage still offered below is from {name}&apos;s roll: the next roll keeps it, waiting to apply under its result.</source>
            <translation>El daño que aún se ofrece abajo es de la tirada de {name}: la próxima tirada lo guarda, por aplicar bajo su resultado.</translation>
        </message>
        <message>
            <source>{aimed}, the aim&apos;s target, is down and no foe is standing: pick the aimed shot&apos;s target in Against.</source>
            <translation>{aimed}, el objetivo del apuntado, ha caído y no queda ningún enemigo en pie: elige el objetivo del disparo apuntado en Contra.</translation>
        </message>
        <message>
            <source>{aimed}, the aim&apos;s target, is down: pick the aimed shot&apos;s target in Against (now a foe: {foe}).</source>
            <translation>{aimed}, el objetivo del apuntado, ha caído: elige el objetivo del disparo apuntado en Contra (ahora un enemigo: {foe}).</translation>
        </message>
        <message>
            <source>{fallen} is down; nobody else here can be rolled against.</source>
            <translation>{fallen} ha caído; no queda nadie contra quien tirar.</translation>
        </message>
        <message>
            <source>Melee groups: this game fights no melee in groups.</source>
            <translation>Grupos cuerpo a cuerpo: en este juego no se lucha cuerpo a cuerpo en grupos.</translation>
        </message>
        <message>
            <source>{fallen} is down; no foe is left standing in this fight.</source>
            <translation>{fallen} ha caído; no queda en pie ningún enemigo en este combate.</translation>
        </message>
        <message>
            <source>The dice to roll at the table for this roll, their faces typed below in the order the roll reads them; a die whose face asks for one more (as the line says) has that one typed next.</source>
            <translation>Los dados que hay que tirar en la mesa para esta tirada; sus caras se escriben abajo en el orden en que la tirada las lee; si un dado saca una cara que pide uno más (como dice la línea), ese se escribe a continuación.</translation>
        </message>
        <message>
            <source>The GM&apos;s eyes only: kept off the player display, the phones and the players&apos; exports, and so is what it leads to (a kill&apos;s score shows on no phone until you make the roll public in the log). It stays as you set it, whoever rolls, until the turn passes; the rolls of a character hidden from the players are secret anyway (ticked and greyed)</source>
            <translation>Solo para los ojos del DJ: fuera de la pantalla de los jugadores, de sus móviles y de sus exportaciones, igual que lo que provoca (la puntuación de una baja no sale en ningún móvil hasta que hagas pública la tirada en el registro). Se queda como lo dejes, tire quien tire, hasta que pase el turno; las tiradas de un personaje oculto a los jugadores son secretas de todos modos (marcado y en gris)</translation>
        </message>
        <message>
            <source>Hidden</source>
            <comment>the Secret box for a roller hidden from the players</comment>
            <translation>Oculto</translation>
        </message>
        <message>
            <source>Secret anyway: this roller is hidden from the players. The box is back as you set it for the next roller</source>
            <translation>Secreta de todos modos: este personaje está oculto a los jugadores. Para el siguiente que tire, la casilla vuelve a estar como la dejaste</translation>
        </message>
        <message>
            <source>(no one)</source>
            <translation>(nadie)</translation>
        </message>
        <message>
            <source>No character: the roll goes at nothing (a door, a lock), its result applied to no one</source>
            <translation>Ningún personaje: la tirada no va contra nadie (una puerta, una cerradura) y su resultado no se aplica a nadie</translation>
        </message>
        <message>
            <source>The target: in a fight, the row chosen in the fight list; &quot;(no one)&quot;: the roll goes at no character, its result applied to no one. Shift+Tab from the typed dice</source>
            <translation>El objetivo: en un combate, la fila elegida en la lista del combate; «(nadie)»: la tirada no va contra ningún personaje y su resultado no se aplica a nadie. Mayús+Tab desde los dados escritos</translation>
        </message>
        <message>
            <source>Type the pushed dice, then Enter (Ctrl+R rolls them here)</source>
            <translation>Escribe los dados de la tirada forzada y pulsa Enter (Ctrl+R los tira aquí)</translation>
        </message>
        <message>
            <source>Type the pushed dice at the table, then Enter; Ctrl+R rolls them here</source>
            <translation>Escribe los dados de la tirada forzada tirados en la mesa y pulsa Enter; Ctrl+R los tira aquí</translation>
        </message>
        <message>
            <source>Type the {dice}, then Enter (Ctrl+R rolls them here)</source>
            <translation>Escribe los {dice} y pulsa Enter (Ctrl+R los tira aquí)</translation>
        </message>
        <message>
            <source>Type the {dice} at the table, then Enter; Ctrl+R rolls them here</source>
            <translation>Escribe los {dice} de la mesa y pulsa Enter; Ctrl+R los tira aquí</translation>
        </message>
        <message>
            <source>Nobody is left standing to roll against: pick another target, or another kind of roll.</source>
            <translation>No queda nadie en pie contra quien tirar: elige otro objetivo u otro tipo de tirada.</translation>
        </message>
        <message>
            <source>Rolled: the character&apos;s state calls for this check no more.</source>
            <translation>Tirada hecha: el estado del personaje ya no pide este chequeo.</translation>
        </message>
        <message>
            <source>Below: the roll before, shown for its damage still offered; it is not this roll&apos;s result.</source>
            <translation>Abajo: la tirada anterior, mostrada por el daño que aún ofrece; no es el resultado de esta tirada.</translation>
        </message>
        <message>
            <source>Faces rolled at the table for {name}, e.g. 10 8 (empty: roll here)</source>
            <translation>Caras sacadas en la mesa para {name}, p. ej. 10 8 (vacío: tirar aquí)</translation>
        </message>
        <message>
            <source>Faces of {name}&apos;s roll, e.g. 10 8</source>
            <translation>Caras de la tirada de {name}, p. ej. 10 8</translation>
        </message>
        <message>
            <source>Faces of {name}&apos;s roll</source>
            <translation>Caras de la tirada de {name}</translation>
        </message>
        <message>
            <source>Go to the typed dice</source>
            <translation>Ir a los dados escritos</translation>
        </message>
        <message>
            <source>The declared target ({name}) is dead: pick another target.</source>
            <translation>El objetivo declarado ({name}) está sin vida: elige otro objetivo.</translation>
        </message>
        <message>
            <source>On</source>
            <translation>A quién</translation>
        </message>
        <message>
            <source>Next roll: {odds}</source>
            <translation>Próxima tirada: {odds}</translation>
        </message>
        <message>
            <source>{name}&apos;s push: {odds}</source>
            <translation>Tirada forzada de {name}: {odds}</translation>
        </message>
        <message>
            <source>{name}&apos;s push</source>
            <translation>Tirada forzada de {name}</translation>
        </message>
        <message>
            <source>Faces of {name}&apos;s push</source>
            <translation>Dados forzados de {name}</translation>
        </message>
        <message>
            <source>Pushed dice</source>
            <translation>Dados forzados</translation>
        </message>
        <message>
            <source>Nothing left for {name} to roll this turn: {roll} on {other}&apos;s turn settled it; {key} passes the turn.</source>
            <translation>A {name} no le queda nada que tirar en este turno: lo resolvió la tirada «{roll}» en el turno de {other}; {key} pasa el turno.</translation>
        </message>
        <message>
            <source>{fallen} is down; {name} has made this round&apos;s action: {key} passes the turn.</source>
            <translation>{fallen} ha caído; {name} ya hizo su acción de este asalto: {key} pasa el turno.</translation>
        </message>
        <message>
            <source>The swarm&apos;s single attack on {name}: this roll answers it, with any skill that fits (the GM has the final word).</source>
            <translation>Ataque único de la horda contra {name}: esta tirada lo resuelve, con cualquier habilidad que encaje (el DJ tiene la última palabra).</translation>
        </message>
        <message>
            <source>A single attack from the dead on {name}: this roll answers it, with any skill that fits (the GM has the final word).</source>
            <translation>Ataque único de los muertos contra {name}: esta tirada lo resuelve, con cualquier habilidad que encaje (el DJ tiene la última palabra).</translation>
        </message>
        <message>
            <source>{name} may push this roll first: its damage waits until the roll is pushed or accepted as it is.</source>
            <translation>{name} puede forzar primero esta tirada: su daño espera a que la tirada se fuerce o se acepte tal como está.</translation>
        </message>
        <message>
            <source>The roll is accepted as it is: Enter applies its damage, and then it can no longer be pushed.</source>
            <translation>La tirada se acepta tal como está: Intro aplica su daño, y después ya no se puede forzar.</translation>
        </message>
        <message>
            <source>Push the roll, or accept it as it is, first.</source>
            <translation>Primero fuerza la tirada o acéptala tal como está.</translation>
        </message>
        <message>
            <source>{name}&apos;s roll: {odds}</source>
            <translation>Tirada de {name}: {odds}</translation>
        </message>
        <message>
            <source>{name} is down and no one else stands against this roll: its other hits are no longer offered.</source>
            <translation>{name} ha caído y nadie más queda en pie ante esta tirada: sus otros impactos ya no se ofrecen.</translation>
        </message>
        <message>
            <source>The round has ended with damage not applied: {offers}. {key} takes the round&apos;s end back to apply it.</source>
            <translation>El asalto ha terminado con daño sin aplicar: {offers}. {key} deshace el fin del asalto para aplicarlo.</translation>
        </message>
        <message>
            <source>Damage offered again: {offers}.</source>
            <translation>Daño ofrecido de nuevo: {offers}.</translation>
        </message>
        <message>
            <source>{name} → {target}: {amount} damage ({roll})</source>
            <translation>{name} → {target}: {amount} de daño ({roll})</translation>
        </message>
        <message>
            <source>{name} → {target}: damage to roll ({roll})</source>
            <translation>{name} → {target}: daño por tirar ({roll})</translation>
        </message>
        <message>
            <source>Waiting to apply, from earlier rolls of this round (Alt+1…9 or Enter applies, Delete drops):</source>
            <translation>Por aplicar, de tiradas anteriores de este asalto (Alt+1…9 o Intro lo aplica, Supr lo descarta):</translation>
        </message>
        <message>
            <source>The target of this damage is gone from the campaign: it can no longer be applied.</source>
            <translation>El objetivo de este daño ya no está en la campaña: ya no se puede aplicar.</translation>
        </message>
        <message>
            <source>{name} is dead: this damage can no longer be applied.</source>
            <translation>{name}: el objetivo está muerto; este daño ya no se puede aplicar.</translation>
        </message>
    </context>
    <context>
        <name>DisabledKeys</name>
        <message>
            <source>{action}: not now.</source>
            <translation>{action}: ahora no.</translation>
        </message>
    </context>
    <context>
        <name>Docks</name>
        <message>
            <source>History</source>
            <extracomment>how many actions the dock reads at a time (the latest when a campaign opens, then more above)</extracomment>
            <translation>Historial</translation>
        </message>
        <message>
            <source>Session log</source>
            <extracomment>how many events the log reads at a time: the session's latest when opened, then as many again each time the GM scrolls to the top (a 10,000-event night opens without reading every line)</extracomment>
            <translation>Registro de la sesión</translation>
        </message>
        <message>
            <source>Ammunition</source>
            <extracomment>(key, shortcut) of the window-wide actions, in Fight-menu order the method each action runs</extracomment>
            <translation>Munición</translation>
        </message>
        <message>
            <source>Swarm</source>
            <translation>Horda</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Dados</translation>
        </message>
        <message>
            <source>Initiative</source>
            <translation>Iniciativa</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Amenaza</translation>
        </message>
        <message>
            <source>Characters</source>
            <translation>Personajes</translation>
        </message>
        <message>
            <source>Map</source>
            <translation>Mapa</translation>
        </message>
        <message>
            <source>&amp;Go to</source>
            <translation>&amp;Ir a</translation>
        </message>
        <message>
            <source>Go to the roster</source>
            <translation>A los personajes</translation>
        </message>
        <message>
            <source>Go to the fight</source>
            <translation>Al combate</translation>
        </message>
        <message>
            <source>Go to the log</source>
            <translation>Al registro</translation>
        </message>
        <message>
            <source>Go to the history</source>
            <translation>Al historial</translation>
        </message>
        <message>
            <source>Go to the dice</source>
            <translation>A los dados</translation>
        </message>
        <message>
            <source>Go to the ammunition</source>
            <translation>A la munición</translation>
        </message>
        <message>
            <source>Go to the threat</source>
            <translation>A la amenaza</translation>
        </message>
        <message>
            <source>Go to the tension meter</source>
            <translation>Al medidor de tensión</translation>
        </message>
        <message>
            <source>Go to the swarm</source>
            <translation>A la horda</translation>
        </message>
        <message>
            <source>Go to the map</source>
            <translation>Al mapa</translation>
        </message>
    </context>
    <context>
        <name>ErrorDialog</name>
        <message>
            <source>This happened {count} {count|time|times}.</source>
            <translation>Esto ocurrió {count} {count|vez|veces}.</translation>
        </message>
        <message>
            <source>The details were saved to {path}; attach them to a bug report.</source>
            <translation>Los detalles se guardaron en {path}; adjúntalos a un informe de error.</translation>
        </message>
        <message>
            <source>Something went wrong after the action was saved: a screen may not show it. Open the campaign again to see it as it is. Details: {key}.</source>
            <translation>Algo salió mal después de guardar la acción: puede que una pantalla no la muestre. Abre la campaña de nuevo para verla tal como está. Detalles: {key}.</translation>
        </message>
        <message>
            <source>Something went wrong; your campaign is as it was before this action. Details: {key}.</source>
            <translation>Algo salió mal; la campaña está como estaba antes de esta acción. Detalles: {key}.</translation>
        </message>
        <message>
            <source>&amp;Details of the last error…</source>
            <translation>&amp;Detalles del último error…</translation>
        </message>
        <message>
            <source>Hide</source>
            <translation>Ocultar</translation>
        </message>
    </context>
    <context>
        <name>ExchangeFiles</name>
        <message>
            <source>{count} {count|file already exists|files already exist}:
{files}

Replace {count|it|them}?</source>
            <translation>{count} {count|archivo ya existe|archivos ya existen}:
{files}

¿{count|Reemplazarlo|Reemplazarlos}?</translation>
        </message>
        <message>
            <source>Replace files?</source>
            <translation>¿Reemplazar archivos?</translation>
        </message>
        <message>
            <source>“{name}” is only a file&apos;s ending: type a name before it. Nothing was written.</source>
            <translation>«{name}» es solo la terminación de un archivo: escribe un nombre delante. No se ha escrito nada.</translation>
        </message>
    </context>
    <context>
        <name>ExperienceDialog</name>
        <message>
            <source>&amp;Spend</source>
            <translation>&amp;Gastar</translation>
        </message>
        <message>
            <source>&amp;Award</source>
            <translation>&amp;Dar</translation>
        </message>
        <message>
            <source>Experience</source>
            <translation>Experiencia</translation>
        </message>
        <message>
            <source>This ruleset has no experience rules.</source>
            <translation>Este reglamento no tiene reglas de experiencia.</translation>
        </message>
        <message>
            <source>Character</source>
            <translation>Personaje</translation>
        </message>
        <message>
            <source>Unspent points</source>
            <translation>Puntos sin gastar</translation>
        </message>
        <message>
            <source>Award</source>
            <translation>Dar</translation>
        </message>
        <message>
            <source>Give the character these experience points</source>
            <translation>Dar al personaje estos puntos de experiencia</translation>
        </message>
        <message>
            <source>Raise</source>
            <translation>Subir</translation>
        </message>
        <message>
            <source>What this raise costs, by the campaign's experience table</source>
            <translation>Lo que cuesta esta subida según la tabla de experiencia de la campaña</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Coste</translation>
        </message>
        <message>
            <source>Raised: {what}.</source>
            <translation>Subido: {what}.</translation>
        </message>
        <message>
            <source>Nothing to undo.</source>
            <translation>No hay nada que deshacer.</translation>
        </message>
        <message>
            <source>Enter awards these points; Ctrl+Z takes an award or a raise back</source>
            <translation>Enter otorga estos puntos; Ctrl+Z deshace una concesión o una subida</translation>
        </message>
        <message>
            <source>Nobody earned anything in this session's log yet.</source>
            <translation>Según el registro de esta sesión, nadie ha ganado nada aún.</translation>
        </message>
        <message>
            <source>Apply the ticked gains</source>
            <translation>Aplicar las mejoras marcadas</translation>
        </message>
        <message>
            <source>The sheets are updated.</source>
            <translation>Las hojas están actualizadas.</translation>
        </message>
        <message>
            <source>Undo: {action}</source>
            <translation>Deshecho: {action}</translation>
        </message>
    </context>
    <context>
        <name>Export</name>
        <message>
            <source>Markdown (forums, chats)</source>
            <translation>Markdown (foros, chats)</translation>
        </message>
        <message>
            <source>BBCode for forums: text to paste into a post</source>
            <translation>BBCode para foros: texto para pegar en un mensaje</translation>
        </message>
        <message>
            <source>Web page with charts (HTML)</source>
            <translation>Página web con gráficos (HTML)</translation>
        </message>
        <message>
            <source>JSON (complete, can be imported)</source>
            <translation>JSON (completo, se puede importar)</translation>
        </message>
        <message>
            <source>Spreadsheet (CSV)</source>
            <translation>Hoja de cálculo (CSV)</translation>
        </message>
        <message>
            <source>PDF document</source>
            <translation>Documento PDF</translation>
        </message>
        <message>
            <source>{format} is not a text format.</source>
            <translation>{format} no es un formato de texto.</translation>
        </message>
        <message>
            <source>Unknown export format {format}.</source>
            <translation>Formato de exportación desconocido: {format}.</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>Sesión</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Número</translation>
        </message>
        <message>
            <source>Time (UTC)</source>
            <translation>Hora (UTC)</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Asalto</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Quién</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Objetivo</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Suceso</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Dados</translation>
        </message>
        <message>
            <source>Secret</source>
            <translation>Secreto</translation>
        </message>
        <message>
            <source>Undone</source>
            <translation>Deshecho</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>Time</source>
            <extracomment>the column headings of the HTML page and the PDF</extracomment>
            <translation>Hora</translation>
        </message>
        <message>
            <source>Rolls</source>
            <extracomment>kind groups for filters, each with the event kinds (prefixes) it gathers; the rest is "other"</extracomment>
            <translation>Tiradas</translation>
        </message>
        <message>
            <source>Damage and healing</source>
            <translation>Daño y curación</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Amenaza</translation>
        </message>
        <message>
            <source>Swarm</source>
            <translation>Horda</translation>
        </message>
        <message>
            <source>Ammunition</source>
            <translation>Munición</translation>
        </message>
        <message>
            <source>Conditions</source>
            <translation>Estados</translation>
        </message>
        <message>
            <source>GM notes</source>
            <translation>Notas del DJ</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Otros</translation>
        </message>
        <message>
            <source>Session log of {campaign}</source>
            <extracomment>every event of the session (for the charts, which replay the row changes) the campaign's latest session (its untouched characters are as they are now) each event's row changes as JSON text, by event id, when asked for (the JSON file writes them as they are) the characters hidden from the players at some event of the session: no chart of theirs in an export without secrets (see :mod:`app.export.concealed`) the export strings looked up so far, and each round's "round N" (asked for once per event)</extracomment>
            <translation>Registro de sesiones de {campaign}</translation>
        </message>
        <message>
            <source>No events.</source>
            <translation>No hay sucesos.</translation>
        </message>
        <message>
            <source>dice</source>
            <translation>dados</translation>
        </message>
        <message>
            <source>Exported from Deadwatch on {date}</source>
            <translation>Exportado desde Deadwatch el {date}</translation>
        </message>
        <message>
            <source>Session {number}: {title}</source>
            <translation>Sesión {number}: {title}</translation>
        </message>
        <message>
            <source>Session {number}</source>
            <translation>Sesión {number}</translation>
        </message>
        <message>
            <source>Started {time}</source>
            <translation>Comenzó: {time}</translation>
        </message>
        <message>
            <source>Started {time}, ended {end}</source>
            <translation>Comenzó: {time}, terminó: {end}</translation>
        </message>
        <message>
            <source>{count} events</source>
            <translation>sucesos: {count}</translation>
        </message>
        <message>
            <source>secret</source>
            <translation>secreto</translation>
        </message>
        <message>
            <source>undone</source>
            <translation>deshecho</translation>
        </message>
        <message>
            <source>This campaign has no session yet.</source>
            <translation>Esta campaña aún no tiene ninguna sesión.</translation>
        </message>
        <message>
            <source>There is no session {number}.</source>
            <translation>No existe la sesión {number}.</translation>
        </message>
        <message>
            <source>There is no session from {first} to {last}.</source>
            <translation>No hay ninguna sesión de la {first} a la {last}.</translation>
        </message>
        <message>
            <source>This database holds no campaign.</source>
            <translation>Esta base de datos no contiene ninguna campaña.</translation>
        </message>
        <message>
            <source>Threat level</source>
            <translation>Nivel de amenaza</translation>
        </message>
        <message>
            <source>{name} — {track}</source>
            <translation>{name} — {track}</translation>
        </message>
        <message>
            <source>event {number}</source>
            <translation>suceso {number}</translation>
        </message>
        <message>
            <source>{path} is a Deadwatch campaign or one of its files (open in this window or another): an export never replaces one. Choose another file; nothing was written.</source>
            <translation>{path} es una campaña de Deadwatch o uno de sus archivos (abierta en esta ventana o en otra): una exportación nunca la sustituye. Elige otro archivo; no se ha escrito nada.</translation>
        </message>
        <message>
            <source>Tension</source>
            <translation>Tensión</translation>
        </message>
        <message>
            <source>{count} events written to {path}</source>
            <translation>{count} {count|suceso escrito|sucesos escritos} en {path}</translation>
        </message>
        <message>
            <source>action</source>
            <translation>acción</translation>
        </message>
        <message>
            <source>ammunition</source>
            <translation>munición</translation>
        </message>
        <message>
            <source>character</source>
            <translation>personaje</translation>
        </message>
        <message>
            <source>check</source>
            <translation>chequeo</translation>
        </message>
        <message>
            <source>damage</source>
            <translation>daño</translation>
        </message>
        <message>
            <source>blast damage</source>
            <translation>daño de explosión</translation>
        </message>
        <message>
            <source>melee damage</source>
            <translation>daño cuerpo a cuerpo</translation>
        </message>
        <message>
            <source>fight</source>
            <translation>combate</translation>
        </message>
        <message>
            <source>experience</source>
            <translation>experiencia</translation>
        </message>
        <message>
            <source>handout</source>
            <translation>material para jugadores</translation>
        </message>
        <message>
            <source>healing</source>
            <translation>curación</translation>
        </message>
        <message>
            <source>import</source>
            <translation>importación</translation>
        </message>
        <message>
            <source>initiative</source>
            <translation>iniciativa</translation>
        </message>
        <message>
            <source>map</source>
            <translation>mapa</translation>
        </message>
        <message>
            <source>melee groups</source>
            <translation>grupos cuerpo a cuerpo</translation>
        </message>
        <message>
            <source>movement</source>
            <translation>movimiento</translation>
        </message>
        <message>
            <source>note</source>
            <translation>nota</translation>
        </message>
        <message>
            <source>phone link</source>
            <translation>enlace para móvil</translation>
        </message>
        <message>
            <source>players&apos; view</source>
            <translation>lo que ven los jugadores</translation>
        </message>
        <message>
            <source>roll</source>
            <translation>tirada</translation>
        </message>
        <message>
            <source>round</source>
            <translation>asalto</translation>
        </message>
        <message>
            <source>session</source>
            <translation>sesión</translation>
        </message>
        <message>
            <source>session rules</source>
            <translation>reglas de la sesión</translation>
        </message>
        <message>
            <source>swarm</source>
            <translation>horda</translation>
        </message>
        <message>
            <source>threat</source>
            <translation>amenaza</translation>
        </message>
        <message>
            <source>time</source>
            <translation>tiempo</translation>
        </message>
        <message>
            <source>turn</source>
            <translation>turno</translation>
        </message>
        <message>
            <source>turn timer</source>
            <translation>temporizador de turno</translation>
        </message>
        <message>
            <source>undo</source>
            <translation>deshacer</translation>
        </message>
        <message>
            <source>redo</source>
            <translation>rehacer</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Asalto {round}</translation>
        </message>
        <message>
            <source>dropped damage</source>
            <translation>daño descartado</translation>
        </message>
    </context>
    <context>
        <name>ExportDialog</name>
        <message>
            <source>sessions</source>
            <translation>sesiones</translation>
        </message>
        <message>
            <source>Export session log</source>
            <translation>Exportar registro de sesión</translation>
        </message>
        <message>
            <source>Session {number}</source>
            <translation>Sesión {number}</translation>
        </message>
        <message>
            <source>to</source>
            <translation>a</translation>
        </message>
        <message>
            <source>&amp;Sessions:</source>
            <translation>&amp;Sesiones:</translation>
        </message>
        <message>
            <source>Secret events and notes are for the GM; leave this off for the players</source>
            <translation>Los sucesos y notas secretos son para el DJ; déjalo desactivado para los jugadores</translation>
        </message>
        <message>
            <source>Include &amp;undone actions (struck through)</source>
            <translation>Incluir acciones &amp;deshechas (tachadas)</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Idioma:</translation>
        </message>
        <message>
            <source>&amp;Browse…</source>
            <translation>Exami&amp;nar…</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>&amp;Exportar</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>No se puede exportar</translation>
        </message>
        <message>
            <source>Choose a file to write.</source>
            <translation>Elige un archivo donde escribir.</translation>
        </message>
        <message>
            <source>{path} cannot be written: {reason}</source>
            <translation>No se puede escribir {path}: {reason}</translation>
        </message>
        <message>
            <source>Include secre&amp;t events</source>
            <translation>Incluir sucesos sec&amp;retos</translation>
        </message>
        <message>
            <source>F&amp;ormat:</source>
            <translation>For&amp;mato:</translation>
        </message>
        <message>
            <source>&amp;File:</source>
            <translation>&amp;Archivo:</translation>
        </message>
        <message>
            <source>session</source>
            <translation>sesión</translation>
        </message>
    </context>
    <context>
        <name>ExtrasDialog</name>
        <message>
            <source>Type a name for them: Walker, or 3 walkers.</source>
            <translation>Escribe un nombre para ellos: Caminante, o 3 caminantes.</translation>
        </message>
        <message>
            <source>Add extras</source>
            <translation>Añadir extras</translation>
        </message>
        <message>
            <source>Walker, or 3 walkers</source>
            <translation>Caminante, o 3 caminantes</translation>
        </message>
        <message>
            <source>A leading number sets how many: 3 walkers</source>
            <translation>Un número delante indica cuántos: 3 caminantes</translation>
        </message>
        <message>
            <source>A blank sheet</source>
            <translation>Una hoja en blanco</translation>
        </message>
        <message>
            <source>Same sheet as {name}</source>
            <translation>La misma hoja que {name}</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>How many</source>
            <translation>Cuántos</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>Hoja</translation>
        </message>
    </context>
    <context>
        <name>ExtrasNames</name>
        <message>
            <source>walkers</source>
            <translation>caminantes</translation>
        </message>
        <message>
            <source>Walker</source>
            <translation>Caminante</translation>
        </message>
        <message>
            <source>zombies</source>
            <translation>zombis|zombies</translation>
        </message>
        <message>
            <source>Zombie</source>
            <translation>Zombi</translation>
        </message>
        <message>
            <source>shamblers</source>
            <translation>tambaleantes|arrastrados</translation>
        </message>
        <message>
            <source>Shambler</source>
            <translation>Tambaleante</translation>
        </message>
        <message>
            <source>extras</source>
            <translation>extras</translation>
        </message>
        <message>
            <source>Extra</source>
            <translation>Extra</translation>
        </message>
    </context>
    <context>
        <name>FightDialogs</name>
        <message>
            <source>Player character</source>
            <translation>Personaje jugador</translation>
        </message>
        <message>
            <source>NPC</source>
            <translation>PNJ</translation>
        </message>
        <message>
            <source>Zombie</source>
            <translation>Zombi</translation>
        </message>
    </context>
    <context>
        <name>FightLayout</name>
        <message>
            <source>Fight &amp;layout</source>
            <extracomment>the fight layout's columns: the fight, the dice, the log (shares of the width; the log wide enough for a few words a line beside its time, round, who and dice columns)</extracomment>
            <translation>Disposición de &amp;combate</translation>
        </message>
        <message>
            <source>The fight list, the dice and the log large; again brings your own layout back (F11)</source>
            <translation>La lista del combate, los dados y el registro en grande; otra vez vuelve a tu disposición (F11)</translation>
        </message>
    </context>
    <context>
        <name>FileDialogs</name>
        <message>
            <source>Folder</source>
            <translation>Carpeta</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Archivo</translation>
        </message>
        <message>
            <source>{suffix} file</source>
            <translation>Archivo {suffix}</translation>
        </message>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Buscar en:</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>&amp;Nombre de fichero:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>&amp;Tipo de archivos:</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Guardar</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Abrir</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>&amp;Cancelar</translation>
        </message>
    </context>
    <context>
        <name>FoundDialog</name>
        <message>
            <source>Found: {name}</source>
            <translation>Encontrado: {name}</translation>
        </message>
        <message>
            <source>&amp;Keep it</source>
            <translation>&amp;Quedárselo</translation>
        </message>
    </context>
    <context>
        <name>FurnitureDialog</name>
        <message>
            <source>Up</source>
            <translation>Arriba</translation>
        </message>
        <message>
            <source>Up and right</source>
            <translation>Arriba y a la derecha</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Derecha</translation>
        </message>
        <message>
            <source>Down and right</source>
            <translation>Abajo y a la derecha</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Abajo</translation>
        </message>
        <message>
            <source>Down and left</source>
            <translation>Abajo y a la izquierda</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Izquierda</translation>
        </message>
        <message>
            <source>Up and left</source>
            <translation>Arriba y a la izquierda</translation>
        </message>
        <message>
            <source>Furniture</source>
            <translation>Muebles</translation>
        </message>
        <message>
            <source>The furniture beside {name}</source>
            <translation>Los muebles junto a {name}</translation>
        </message>
        <message>
            <source>Move it (as a sprint: stamina for the distance)</source>
            <translation>Moverlo (como un esprint: aguante por la distancia)</translation>
        </message>
        <message>
            <source>Moved by</source>
            <translation>Lo mueven</translation>
        </message>
        <message>
            <source>&amp;Which way</source>
            <translation>&amp;Hacia dónde</translation>
        </message>
        <message>
            <source>&amp;Tiles</source>
            <translation>&amp;Casillas</translation>
        </message>
        <message>
            <source>W&amp;eight</source>
            <translation>&amp;Peso</translation>
        </message>
        <message>
            <source>The tiles it covers, give or take 10%: the GM&apos;s figure</source>
            <translation>Las casillas que ocupa, un 10% arriba o abajo: lo decide el DJ</translation>
        </message>
        <message>
            <source>&amp;Move it</source>
            <translation>&amp;Moverlo</translation>
        </message>
        <message>
            <source>Hit a tile (double damage at half its hit points or less)</source>
            <translation>Golpear una casilla (daño doble a la mitad de sus puntos de golpe o menos)</translation>
        </message>
        <message>
            <source>Ti&amp;le</source>
            <translation>Ca&amp;silla</translation>
        </message>
        <message>
            <source>&amp;Damage</source>
            <translation>&amp;Daño</translation>
        </message>
        <message>
            <source>Its hit &amp;points</source>
            <translation>Sus p&amp;untos de golpe</translation>
        </message>
        <message>
            <source>A tile&apos;s hit points, the first time it is hit: the text leaves them to the GM</source>
            <translation>Los puntos de golpe de una casilla, la primera vez que se golpea: el texto los deja al DJ</translation>
        </message>
        <message>
            <source>&amp;Hit it</source>
            <translation>&amp;Golpearlo</translation>
        </message>
        <message>
            <source>{first}–{last}, {count} {count|tile|tiles}</source>
            <translation>{first}–{last}, {count} {count|casilla|casillas}</translation>
        </message>
        <message>
            <source>No furniture stands beside this token.</source>
            <translation>No hay muebles junto a esta ficha.</translation>
        </message>
        <message>
            <source>{tile} ({hp} of {most} hit points)</source>
            <translation>{tile} ({hp} de {most} puntos de golpe)</translation>
        </message>
        <message>
            <source>Moves up to {allowed} this turn; each mover sprints {cost}.</source>
            <translation>Este turno se mueve hasta {allowed}; cada uno que lo mueve esprinta {cost}.</translation>
        </message>
        <message>
            <source>&amp;Force of the blow</source>
            <translation>&amp;Fuerza del golpe</translation>
        </message>
        <message>
            <source>0: no knockback. A melee blow&apos;s force is the attacker&apos;s Strength, a gun&apos;s its own; from twice the furniture&apos;s weight it is knocked back, away from the one who struck</source>
            <translation>0: sin retroceso. La fuerza de un golpe cuerpo a cuerpo es la Fuerza del atacante, la de un arma de fuego la suya; desde el doble del peso del mueble, sale despedido lejos de quien golpea</translation>
        </message>
        <message>
            <source>Try to e&amp;at it</source>
            <translation>&amp;Intentar comérselo</translation>
        </message>
        <message>
            <source>The chosen token bites at the tile: the rules say what comes of it</source>
            <translation>La ficha elegida muerde la casilla: las reglas dicen qué pasa</translation>
        </message>
    </context>
    <context>
        <name>HandoutsDialog</name>
        <message>
            <source>“{title}” was shown to {name} alone. Show it to the whole room?</source>
            <translation>«{title}» solo se le mostró a {name}. ¿Mostrarlo a toda la sala?</translation>
        </message>
        <message>
            <source>“{title}” was shown to {name} alone. Show it on every phone?</source>
            <translation>«{title}» solo se le mostró a {name}. ¿Mostrarlo en todos los teléfonos?</translation>
        </message>
        <message>
            <source>{name} — link revoked</source>
            <translation>{name} — enlace revocado</translation>
        </message>
        <message>
            <source>{name}: the phone link was revoked, so the handout would reach no one. Give a new link with Ctrl+Shift+L, {share}, then {give}.</source>
            <translation>{name}: su enlace para el móvil fue revocado, así que el material no llegaría a nadie. Da un enlace nuevo con Ctrl+Mayús+L, «{share}» y luego «{give}».</translation>
        </message>
        <message>
            <source>Handouts</source>
            <translation>Material para los jugadores</translation>
        </message>
        <message>
            <source>picture</source>
            <translation>imagen</translation>
        </message>
        <message>
            <source>text</source>
            <translation>texto</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>nada</translation>
        </message>
        <message>
            <source>The room sees: {title}</source>
            <translation>La sala ve: {title}</translation>
        </message>
        <message>
            <source>Every phone sees: {title}</source>
            <translation>Todos los teléfonos ven: {title}</translation>
        </message>
        <message>
            <source>{name}'s phone sees: {title}</source>
            <translation>El teléfono de {name} ve: {title}</translation>
        </message>
        <message>
            <source>No player's phone to choose.</source>
            <translation>No hay ningún teléfono de jugador que elegir.</translation>
        </message>
        <message>
            <source>Which player?</source>
            <translation>¿Qué jugador?</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>A picture for the players</source>
            <translation>Una imagen para los jugadores</translation>
        </message>
        <message>
            <source>Pictures ({patterns})</source>
            <translation>Imágenes ({patterns})</translation>
        </message>
        <message>
            <source>No player has a phone link yet: give one with Ctrl+Shift+L, {share}.</source>
            <translation>Ningún jugador tiene aún enlace para el teléfono: da uno con Ctrl+Mayús+L, «{share}».</translation>
        </message>
        <message>
            <source>The room and every phone see: black (blackout)</source>
            <translation>La sala y todos los teléfonos ven: pantalla negra (oscurecida)</translation>
        </message>
        <message>
            <source>When the blackout ends: the room sees {room}, every phone {phones}</source>
            <translation>Al quitar el oscurecimiento: la sala verá {room}; todos los teléfonos, {phones}</translation>
        </message>
        <message>
            <source>Handout title</source>
            <translation>Título del material</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <source>Ins: type a handout · Shift+Ins: a picture from a file · F2: rename it · R or Enter: show it to the room · P: on every phone · O: on one player&apos;s phone · Shift+R, Shift+P, Shift+O: hide it there · Del: take it back · Ctrl+Z: undo</source>
            <translation>Ins: escribir un material · Shift+Ins: una imagen de un archivo · F2: renombrarlo · R o Intro: mostrarlo a la sala · P: en todos los teléfonos · O: en el teléfono de un jugador · Shift+R, Shift+P, Shift+O: ocultarlo allí · Del: retirarlo · Ctrl+Z: deshacer</translation>
        </message>
    </context>
    <context>
        <name>HistoryDock</name>
        <message>
            <source>Stepped back: {count} {count|action|actions} taken back, down to {action}</source>
            <translation>Vuelta atrás: {count} {count|acción deshecha|acciones deshechas}, hasta {action}</translation>
        </message>
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
        <name>ImportPreview</name>
        <message>
            <source>&amp;Close</source>
            <translation>Ce&amp;rrar</translation>
        </message>
        <message>
            <source>No session is running: Enter starts session {number}, and Ctrl+Z takes back the import and session {number} both.</source>
            <translation>No hay ninguna sesión en curso: Intro empieza la sesión {number}, y Ctrl+Z deshace a la vez la importación y la sesión {number}.</translation>
        </message>
        <message>
            <source>Not taken</source>
            <translation>No se toma</translation>
        </message>
        <message>
            <source>refused: {reason}</source>
            <translation>rechazado: {reason}</translation>
        </message>
        <message>
            <source>{count} {count|character is|characters are} refused or left out with {count|its|their} file, folded here (Right shows {count|it|them} and why)</source>
            <translation>{count} {count|personaje se rechaza o se deja fuera|personajes se rechazan o se dejan fuera} con su archivo, {count|plegado|plegados} aquí (Derecha {count|lo|los} muestra y dice por qué)</translation>
        </message>
        <message>
            <source>{files} {files|file is|files are} refused, named at the top, and {count} {count|character is|characters are} not imported with {count|its|their} file, folded here (Right shows them and why)</source>
            <translation>{files} {files|archivo se rechaza|archivos se rechazan} ({files|nombrado|nombrados} arriba) y {count} {count|personaje no se importa|personajes no se importan} con su archivo; todo plegado aquí (Derecha lo muestra y dice por qué)</translation>
        </message>
        <message>
            <source>{count} {count|file is|files are} refused, named at the top, folded here (Right shows {count|it|them} and why)</source>
            <translation>{count} {count|archivo se rechaza|archivos se rechazan}, {count|nombrado|nombrados} arriba, {count|plegado|plegados} aquí (Derecha {count|lo|los} muestra y dice por qué)</translation>
        </message>
        <message>
            <source>Not imported</source>
            <translation>No se importan</translation>
        </message>
        <message>
            <source>“{name}” may be “{roster}” ({beside}, above, updates it); it comes in as a new character (Space: make them one)</source>
            <translation>«{name}» puede ser «{roster}» ({beside}, arriba, lo actualiza); entra como personaje nuevo (Espacio: unirlos)</translation>
        </message>
        <message>
            <source>Same character?</source>
            <translation>¿El mismo personaje?</translation>
        </message>
        <message>
            <source>“{name}” may be “{roster}” of the roster, written another way; it comes in as a new character (Space: update “{roster}” instead)</source>
            <translation>«{name}» puede ser «{roster}» de la lista, escrito de otra forma; entra como personaje nuevo (Espacio: actualizar «{roster}» en su lugar)</translation>
        </message>
        <message>
            <source>“{name}” updates “{roster}” of the roster (Space: add it as a new character instead)</source>
            <translation>«{name}» actualiza a «{roster}» de la lista (Espacio: añadirlo como personaje nuevo)</translation>
        </message>
        <message>
            <source>{count} {count|name looks like|names look like} a roster character&apos;s written another way: see “Same character?” under it.</source>
            <translation>{count} {count|nombre parece|nombres parecen} el de un personaje de la lista escrito de otra forma: mira «¿El mismo personaje?» debajo.</translation>
        </message>
        <message>
            <source>Keep the night&apos;s wounds</source>
            <translation>Conservar las heridas de la noche</translation>
        </message>
        <message>
            <source>yes: the files&apos; sheet, the roster&apos;s {state} (Space: take the files&apos;)</source>
            <translation>sí: la hoja de los archivos; {state} como en la lista (Espacio: tomar los de los archivos)</translation>
        </message>
        <message>
            <source>no: the files&apos; sheet and {state} (Space: keep the roster&apos;s)</source>
            <translation>no: la hoja y {state} de los archivos (Espacio: conservar los de la lista)</translation>
        </message>
        <message>
            <source>{count} {count|character is|characters are} in more than one of these files: imported once, from the last file; what the files give otherwise is said under {count|it|them}.</source>
            <translation>{count} {count|personaje está|personajes están} en más de uno de estos archivos: se {count|importa|importan} una vez, desde el último archivo; lo que los archivos dan distinto se indica debajo de {count|él|ellos}.</translation>
        </message>
        <message>
            <source>Watch out:</source>
            <translation>Atención:</translation>
        </message>
        <message>
            <source>Columns not read (this sheet has no field for them):</source>
            <translation>Columnas sin leer (esta hoja no tiene campos para ellas):</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>Player character</source>
            <translation>Personaje jugador</translation>
        </message>
        <message>
            <source>NPC</source>
            <translation>PNJ</translation>
        </message>
        <message>
            <source>Zombie</source>
            <translation>Zombi</translation>
        </message>
        <message>
            <source>Nothing can be imported: {reason}. Nothing was changed.</source>
            <translation>No se puede importar nada: {reason}. No se ha cambiado nada.</translation>
        </message>
        <message>
            <source>Import characters</source>
            <translation>Importar personajes</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Campo</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>From the file</source>
            <translation>Del archivo</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Importar</translation>
        </message>
        <message>
            <source>Refused</source>
            <translation>Rechazado</translation>
        </message>
        <message>
            <source>Left out</source>
            <translation>Omitido</translation>
        </message>
        <message>
            <source>(no name)</source>
            <translation>(sin nombre)</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Aviso</translation>
        </message>
        <message>
            <source>{count} {count|is|are} given a new name, as a character of the same name is already in the roster or earlier in the files: the new names are below.</source>
            <translation>{count} {count|recibe|reciben} un nombre nuevo, porque ya hay un personaje con ese nombre en la lista o antes en los archivos: los nombres nuevos están abajo.</translation>
        </message>
        <message>
            <source>not imported: another character of this file is refused</source>
            <translation>no se importa: otro personaje de este archivo se rechaza</translation>
        </message>
        <message>
            <source>{count} {count|file is|files are} refused and left out; the other files are imported:</source>
            <translation>{count} {count|archivo se rechaza y se deja fuera|archivos se rechazan y se dejan fuera}; los demás archivos se importan:</translation>
        </message>
        <message>
            <source>Nothing can be imported; nothing was changed. {count} {count|file is|files are} refused:</source>
            <translation>No se puede importar nada; no se ha cambiado nada. {count} {count|archivo se rechaza|archivos se rechazan}:</translation>
        </message>
        <message>
            <source>{value} (refused)</source>
            <translation>{value} (rechazado)</translation>
        </message>
        <message>
            <source>{count} {count|character|characters} to import. Enter imports {count|it|them} as one action; Ctrl+Z takes {count|it|them} back.</source>
            <translation>{count} {count|personaje|personajes} para importar. Intro {count|lo|los} importa en una sola acción; Ctrl+Z la deshace.</translation>
        </message>
        <message>
            <source>Headings taken</source>
            <translation>Encabezados aceptados</translation>
        </message>
        <message>
            <source>The headings this sheet takes (in English, Russian or Spanish): {accepted}</source>
            <translation>Encabezados que acepta esta hoja (en español, inglés o ruso): {accepted}</translation>
        </message>
        <message>
            <source>updates “{name}” of the roster</source>
            <translation>actualiza a «{name}» de la lista</translation>
        </message>
        <message>
            <source>Changes</source>
            <translation>Cambios</translation>
        </message>
        <message>
            <source>Update</source>
            <translation>Actualización</translation>
        </message>
        <message>
            <source>{count} {count|is|are} already in the roster and {count|is|are} updated (what changes is under {count|it|each}): {names}. {key} adds {count|it as a new copy|them as new copies} instead.</source>
            <translation>{count} {count|ya está|ya están} en la lista y {count|se actualiza|se actualizan} (lo que cambia está {count|debajo|debajo de cada uno}): {names}. {key} {count|lo añade como copia nueva|los añade como copias nuevas}.</translation>
        </message>
        <message>
            <source>What changes for {names} is listed first; the others are folded.</source>
            <translation>Lo que cambia para {names} va primero; los demás están plegados.</translation>
        </message>
        <message>
            <source>Add as &amp;new copies (not updating the roster&apos;s characters)</source>
            <translation>Añadir como copias &amp;nuevas (sin actualizar los personajes de la lista)</translation>
        </message>
        <message>
            <source>updates “{name}” of the roster (the same Foundry actor)</source>
            <translation>actualiza a «{name}» de la lista (el mismo actor de Foundry)</translation>
        </message>
        <message>
            <source>{count} of them {count|is|are} already as the files have {count|it|them}: nothing changes for {count|it|them}.</source>
            <translation>De ellos, {count} ya {count|está|están} como en los archivos: no cambia nada para {count|él|ellos}.</translation>
        </message>
        <message>
            <source>Nothing changes: the characters in the files are already in the roster as the files have them; Enter writes nothing.</source>
            <translation>No cambia nada: los personajes de los archivos ya están en la lista tal como los tienen los archivos; Intro no escribe nada.</translation>
        </message>
        <message>
            <source>{count} {count|row|rows}: {names}</source>
            <translation>{count} {count|fila|filas}: {names}</translation>
        </message>
        <message>
            <source>{count} {count|row|rows}</source>
            <translation>{count} {count|fila|filas}</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>Aviso</translation>
        </message>
        <message>
            <source>More lines above: Alt+Page Down and Alt+Page Up scroll them</source>
            <translation>Hay más líneas arriba: Alt+Av Pág y Alt+Re Pág las desplazan</translation>
        </message>
        <message>
            <source>More lines below: Alt+Page Down and Alt+Page Up scroll them</source>
            <translation>Hay más líneas abajo: Alt+Av Pág y Alt+Re Pág las desplazan</translation>
        </message>
        <message>
            <source>More lines above and below: Alt+Page Down and Alt+Page Up scroll them</source>
            <translation>Hay más líneas arriba y abajo: Alt+Av Pág y Alt+Re Pág las desplazan</translation>
        </message>
        <message>
            <source>Keep the night&apos;s &amp;wounds: the files&apos; sheets, the roster&apos;s {state}</source>
            <translation>Conservar las &amp;heridas de la noche: las hojas de los archivos; {state} como en la lista</translation>
        </message>
        <message>
            <source>{count} {count|is|are} of a system version outside those this reading is tested with: check the Warning row under {count|it|each}.</source>
            <translation>{count} {count|es|son} de una versión del sistema fuera de las probadas para esta lectura: revisa la fila «Aviso» bajo {count|él|cada uno}.</translation>
        </message>
        <message>
            <source>Nothing changes: the sheets in the files are already the roster&apos;s, and the night&apos;s wounds are kept: what of the files&apos; state is not taken is under each character ({key} takes it). Enter writes nothing.</source>
            <translation>No cambia nada: las hojas de los archivos ya son las de la lista y se conservan las heridas de la noche: lo que no se toma del estado de los archivos está bajo cada personaje ({key} lo toma). Intro no escribe nada.</translation>
        </message>
        <message>
            <source>For {names} the night&apos;s wounds are kept: what of the files&apos; state is not taken is under {count|it|them} ({key} takes it).</source>
            <translation>Para {names} se conservan las heridas de la noche: lo que no se toma del estado de los archivos está bajo {count|él|ellos} ({key} lo toma).</translation>
        </message>
        <message>
            <source>{kind} — {what}</source>
            <translation>{kind} — {what}</translation>
        </message>
        <message>
            <source>{kind} — {what} — in {files} and {last}</source>
            <translation>{kind} — {what} — en {files} y {last}</translation>
        </message>
        <message>
            <source>new</source>
            <translation>nuevo</translation>
        </message>
        <message>
            <source>updates: {count} {count|change|changes}</source>
            <translation>se actualiza: {count} {count|cambio|cambios}</translation>
        </message>
        <message>
            <source>nothing changes</source>
            <translation>no cambia nada</translation>
        </message>
        <message>
            <source>refused</source>
            <translation>rechazado</translation>
        </message>
        <message>
            <source>not imported</source>
            <translation>no se importa</translation>
        </message>
        <message>
            <source>In the file: {path}</source>
            <translation>En el archivo: {path}</translation>
        </message>
        <message>
            <source>updates “{name}” of the roster (the same character, by the id Deadwatch&apos;s export wrote)</source>
            <translation>actualiza a «{name}» de la lista (el mismo personaje, por el identificador que escribió la exportación de Deadwatch)</translation>
        </message>
        <message>
            <source>Imported {count} {count|character|characters}.</source>
            <translation>{count|Importado|Importados} {count} {count|personaje|personajes}.</translation>
        </message>
        <message>
            <source>Updated {count} {count|character|characters} from the files.</source>
            <translation>{count|Actualizado|Actualizados} {count} {count|personaje|personajes} desde los archivos.</translation>
        </message>
        <message>
            <source>Imported {count} {count|character|characters}; updated {updated} {updated|character|characters} from the files.</source>
            <translation>{count|Importado|Importados} {count} {count|personaje|personajes}; {updated|actualizado|actualizados} {updated} {updated|personaje|personajes} desde los archivos.</translation>
        </message>
        <message>
            <source>Nothing was imported: the characters in the files are already in the roster as the files have them.</source>
            <translation>No se importó nada: los personajes de los archivos ya están en la lista tal como los tienen los archivos.</translation>
        </message>
        <message>
            <source>Nothing was imported: the characters in the files are already in the roster as the files have them; {count} {count|file|files} refused: {files}.</source>
            <translation>No se importó nada: los personajes de los archivos ya están en la lista tal como los tienen los archivos; {count} {count|archivo rechazado|archivos rechazados}: {files}.</translation>
        </message>
        <message>
            <source>Nothing was imported: {count} {count|file|files} refused: {files}.</source>
            <translation>No se importó nada: {count} {count|archivo rechazado|archivos rechazados}: {files}.</translation>
        </message>
        <message>
            <source>{heading} → {field}</source>
            <translation>{heading} → {field}</translation>
        </message>
        <message>
            <source>From the {count|file|files} ({what})</source>
            <translation>{count|Del archivo|De los archivos} ({what})</translation>
        </message>
        <message>
            <source>spreadsheet {language}</source>
            <translation>hoja de cálculo {language}</translation>
        </message>
        <message>
            <source>spreadsheet</source>
            <translation>hoja de cálculo</translation>
        </message>
        <message>
            <source>Foundry VTT actors</source>
            <translation>actores de Foundry VTT</translation>
        </message>
        <message>
            <source>Deadwatch characters file</source>
            <translation>archivo de personajes de Deadwatch</translation>
        </message>
        <message>
            <source>No session has begun yet: Enter starts session 1 (Ctrl+Z leaves it running).</source>
            <translation>Aún no ha empezado ninguna sesión: Intro empieza la sesión 1 (Ctrl+Z la deja en curso).</translation>
        </message>
    </context>
    <context>
        <name>InitiativeDock</name>
        <message>
            <source>No initiative yet: {names}. R rolls it, or type it from the table, then Enter.</source>
            <translation>Aún sin iniciativa: {names}. R la tira, o escríbela desde la mesa y luego Intro.</translation>
        </message>
        <message>
            <source>The round&apos;s end rolls {dice} ({names}): type them from the table, then Enter; Ctrl+R rolls them here.</source>
            <translation>El final del asalto tira {dice} ({names}): escríbelos desde la mesa y luego Intro; Ctrl+R los tira aquí.</translation>
        </message>
        <message>
            <source>Awaiting your call: {names} — {key}</source>
            <translation>{count|Espera|Esperan} tu decisión: {names} — {key}</translation>
        </message>
        <message>
            <source>Round {round} ends: {left}</source>
            <translation>Termina el asalto {round}: {left}</translation>
        </message>
        <message>
            <source>Declare this fight as the game lets you, or take it back: its rounds' ends follow (Ctrl+Alt+I)</source>
            <translation>Declara este combate como el juego te deja, o retíralo: los finales de asalto lo siguen (Ctrl+Alt+I)</translation>
        </message>
        <message>
            <source>Declare the fight</source>
            <translation>Declarar el combate</translation>
        </message>
        <message>
            <source>{name} is down: turn skipped</source>
            <translation>{name} está fuera de combate: se salta su turno</translation>
        </message>
        <message>
            <source>Start fight</source>
            <translation>Empezar combate</translation>
        </message>
        <message>
            <source>Start a fight with characters from the roster (Ctrl+Shift+F)</source>
            <translation>Empezar un combate con personajes de la lista (Ctrl+Mayús+F)</translation>
        </message>
        <message>
            <source>End fight</source>
            <translation>Terminar combate</translation>
        </message>
        <message>
            <source>End the running fight; extras made for it leave (Ctrl+Alt+F)</source>
            <translation>Terminar el combate en curso; los extras creados para él se van (Ctrl+Alt+F)</translation>
        </message>
        <message>
            <source>Next turn</source>
            <translation>Siguiente turno</translation>
        </message>
        <message>
            <source>The current combatant has acted; the next one is up (N)</source>
            <translation>El combatiente actual ya ha actuado; le toca al siguiente (N)</translation>
        </message>
        <message>
            <source>Previous turn</source>
            <translation>Turno anterior</translation>
        </message>
        <message>
            <source>Back to the one who acted last (Shift+N)</source>
            <translation>Volver a quien actuó el último (Mayús+N)</translation>
        </message>
        <message>
            <source>Roll initiative</source>
            <translation>Tirar iniciativa</translation>
        </message>
        <message>
            <source>Roll for everyone without initiative, or read the order off the sheets (R)</source>
            <translation>Tirar por todos los que no tienen iniciativa, o tomar el orden de las hojas (R)</translation>
        </message>
        <message>
            <source>End round</source>
            <translation>Terminar asalto</translation>
        </message>
        <message>
            <source>Apply the end of the round (bleeding, stamina, checks due, timers) and start the next (Ctrl+Alt+N)</source>
            <translation>Aplicar el final del asalto (sangrado, aguante, tiradas pendientes, temporizadores) y empezar el siguiente (Ctrl+Alt+N)</translation>
        </message>
        <message>
            <source>Add from the roster…</source>
            <translation>Añadir de la lista…</translation>
        </message>
        <message>
            <source>Bring roster characters into the fight (Ins)</source>
            <translation>Meter en el combate a personajes de la lista (Ins)</translation>
        </message>
        <message>
            <source>Add extras…</source>
            <translation>Añadir extras…</translation>
        </message>
        <message>
            <source>Make extras for this fight, such as 3 zombies (Shift+Ins)</source>
            <translation>Crear extras para este combate, como 3 zombis (Mayús+Ins)</translation>
        </message>
        <message>
            <source>Remove from the fight</source>
            <translation>Sacar del combate</translation>
        </message>
        <message>
            <source>Take the selected combatant out of the fight (Del)</source>
            <translation>Sacar del combate al combatiente seleccionado (Supr)</translation>
        </message>
        <message>
            <source>Initiative or declaration…</source>
            <translation>Iniciativa o declaración…</translation>
        </message>
        <message>
            <source>Type an initiative, or declare a phase (E)</source>
            <translation>Escribir una iniciativa o declarar una fase (E)</translation>
        </message>
        <message>
            <source>Delay</source>
            <translation>Retrasar</translation>
        </message>
        <message>
            <source>Act later in this round; A brings them in (W)</source>
            <translation>Actuar más tarde en este asalto; A lo hace entrar (W)</translation>
        </message>
        <message>
            <source>Hold a ready action</source>
            <translation>Preparar una acción</translation>
        </message>
        <message>
            <source>Act now</source>
            <translation>Actuar ahora</translation>
        </message>
        <message>
            <source>A delaying or holding combatant acts now (A)</source>
            <translation>Un combatiente que retrasó o preparó su acción actúa ahora (A)</translation>
        </message>
        <message>
            <source>Started the violence</source>
            <translation>Inició la violencia</translation>
        </message>
        <message>
            <source>Acts first in the first round (S)</source>
            <translation>Actúa primero en el primer asalto (S)</translation>
        </message>
        <message>
            <source>Timed condition…</source>
            <translation>Estado temporal…</translation>
        </message>
        <message>
            <source>A condition counted down at each round's end (T)</source>
            <translation>Un estado que se descuenta al final de cada asalto (T)</translation>
        </message>
        <message>
            <source>Clear timed conditions</source>
            <translation>Quitar estados temporales</translation>
        </message>
        <message>
            <source>Remove the combatant's timed conditions (Shift+T)</source>
            <translation>Quitar los estados temporales del combatiente (Mayús+T)</translation>
        </message>
        <message>
            <source>Hide from players</source>
            <translation>Ocultar a los jugadores</translation>
        </message>
        <message>
            <source>Hide from or show to the player display (V)</source>
            <translation>Ocultar o mostrar en la pantalla de los jugadores (V)</translation>
        </message>
        <message>
            <source>Move up</source>
            <translation>Subir</translation>
        </message>
        <message>
            <source>One place earlier in the order (Ctrl+Up, or drag)</source>
            <translation>Un puesto antes en el orden (Ctrl+Arriba, o arrastrar)</translation>
        </message>
        <message>
            <source>Move down</source>
            <translation>Bajar</translation>
        </message>
        <message>
            <source>One place later in the order (Ctrl+Down, or drag)</source>
            <translation>Un puesto después en el orden (Ctrl+Abajo, o arrastrar)</translation>
        </message>
        <message>
            <source>Initiative:</source>
            <extracomment>a fight started (True) or ended (False): the window gives the fight list more room during one</extracomment>
            <translation>Iniciativa:</translation>
        </message>
        <message>
            <source>Roll again every round</source>
            <translation>Volver a tirar cada asalto</translation>
        </message>
        <message>
            <source>At the start of each round everyone rolls initiative again</source>
            <translation>Al empezar cada asalto todos vuelven a tirar iniciativa</translation>
        </message>
        <message>
            <source>#</source>
            <translation>N.º</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Init.</source>
            <translation>Inic.</translation>
        </message>
        <message>
            <source>Initiative</source>
            <translation>Iniciativa</translation>
        </message>
        <message>
            <source>Tracks</source>
            <translation>Marcadores</translation>
        </message>
        <message>
            <source>Conditions</source>
            <translation>Estados</translation>
        </message>
        <message>
            <source>{name} (hidden)</source>
            <translation>{name} (oculto)</translation>
        </message>
        <message>
            <source>Hidden from the players (V)</source>
            <extracomment>the cells the columns' share measures (ui.widgets.fight_columns.row_widths) the words of the turn's column every round goes through (translated in the context "InitiativeDock", where each row's turn is named below); who delays, holds or is out of the fight widens it while they do</extracomment>
            <translation>Oculto a los jugadores (V)</translation>
        </message>
        <message>
            <source>Ready an action to interrupt later; A brings them in (Shift+W)</source>
            <translation>Preparar una acción para interrumpir más tarde; A le da paso (Mayús+W)</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Turno</translation>
        </message>
        <message>
            <source>Shown to the players (V)</source>
            <translation>Visible para los jugadores (V)</translation>
        </message>
        <message>
            <source>{condition} (rounds left: {rounds})</source>
            <translation>{condition} (asaltos restantes: {rounds})</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Ahora</translation>
        </message>
        <message>
            <source>Out of the fight</source>
            <translation>Sin turno</translation>
        </message>
        <message>
            <source>Acted</source>
            <translation>Ya actuó</translation>
        </message>
        <message>
            <source>Delaying</source>
            <translation>Retrasa</translation>
        </message>
        <message>
            <source>Holding</source>
            <translation>Preparado</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>Espera</translation>
        </message>
        <message>
            <source>Nothing declared yet: counts as {phase} (E to declare)</source>
            <translation>Aún no ha declarado: cuenta como {phase} (E para declarar)</translation>
        </message>
        <message>
            <source>Phase {number}, {phase}: {action}</source>
            <translation>Fase {number}, {phase}: {action}</translation>
        </message>
        <message>
            <source>No initiative yet: press R to roll (or E to type one)</source>
            <translation>Aún sin iniciativa: pulsa R para tirar (o E para escribirla)</translation>
        </message>
        <message>
            <source>Initiative {value}</source>
            <translation>Iniciativa {value}</translation>
        </message>
        <message>
            <source>Tied: the GM decides (drag, or Ctrl+Up / Ctrl+Down)</source>
            <translation>Empate: decide el DJ (arrastra, o Ctrl+Arriba / Ctrl+Abajo)</translation>
        </message>
        <message>
            <source>Started the violence: acts first in round 1</source>
            <translation>Inició la violencia: actúa primero en el asalto 1</translation>
        </message>
        <message>
            <source>No fight running</source>
            <translation>No hay combate</translation>
        </message>
        <message>
            <source>Start a fight with Ctrl+Shift+F (Fight menu).</source>
            <translation>Empieza un combate con Ctrl+Mayús+F (menú Combate).</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Asalto {n}</translation>
        </message>
        <message>
            <source>nobody has declared yet</source>
            <translation>nadie ha declarado aún</translation>
        </message>
        <message>
            <source>Phase {number}: {phase}</source>
            <translation>Fase {number}: {phase}</translation>
        </message>
        <message>
            <source>{name}'s turn</source>
            <translation>turno de {name}</translation>
        </message>
        <message>
            <source>nobody else is up</source>
            <translation>no le toca a nadie más</translation>
        </message>
        <message>
            <source>Nobody in the fight yet: Ins adds from the roster, Shift+Ins adds extras.</source>
            <translation>Aún no hay nadie en el combate: Ins añade de la lista, Mayús+Ins añade extras.</translation>
        </message>
        <message>
            <source>Call each phase: NPCs declare first, then PCs (E to declare). N steps through the declarations.</source>
            <translation>Anuncia cada fase: primero declaran los PNJ, luego los PJ (E para declarar). N recorre las declaraciones.</translation>
        </message>
        <message>
            <source>{count} {count|fighter has|fighters have} no initiative yet — R rolls it.</source>
            <translation>{count} {count|combatiente aún no tiene|combatientes aún no tienen} iniciativa — R la tira.</translation>
        </message>
        <message>
            <source>The round&apos;s end rolls {dice}: type them from the table, then Enter; Ctrl+R rolls them here.</source>
            <translation>El final del asalto tira {dice}: escríbelos desde la mesa y luego Intro; Ctrl+R los tira aquí.</translation>
        </message>
        <message>
            <source>{name} acts now, before {other}: {key} when done gives the turn back to {other}.</source>
            <translation>{name} actúa ahora, antes que {other}: {key} al terminar devuelve el turno a {other}.</translation>
        </message>
        <message>
            <source>Still waiting: {names}. A lets one act now; N ends the round.</source>
            <translation>Aún esperan: {names}. A hace actuar a uno ahora; N termina el asalto.</translation>
        </message>
        <message>
            <source>N ends the round, which rolls dice: type the table's dice first (Tab to the dice field), or leave it empty to roll here.</source>
            <translation>N termina el asalto, y su final tira dados: escribe antes los dados de la mesa (Tab hasta el campo de dados) o déjalo vacío para tirarlos aquí.</translation>
        </message>
        <message>
            <source>Everyone has acted: N or Ctrl+Alt+N ends the round.</source>
            <translation>Todos han actuado: N o Ctrl+Alt+N termina el asalto.</translation>
        </message>
        <message>
            <source>N: next turn · W: delay · Shift+W: hold · A: act now · Ctrl+Alt+N: end the round</source>
            <translation>N: siguiente turno · W: retrasar · Mayús+W: preparar · A: actuar ahora · Ctrl+Alt+N: terminar el asalto</translation>
        </message>
        <message>
            <source>Initiative of {name}:</source>
            <translation>Iniciativa de {name}:</translation>
        </message>
        <message>
            <source>No initiative to roll: this fight goes by declared phases ({key} declares for the chosen row).</source>
            <translation>No hay iniciativa que tirar: este combate va por fases declaradas ({key} declara por la fila elegida).</translation>
        </message>
        <message>
            <source>No fight running: {key} starts one.</source>
            <translation>No hay combate en curso: {key} empieza uno.</translation>
        </message>
        <message>
            <source>{count} {count|fighter has|fighters have} acted without declaring</source>
            <translation>{count} {count|combatiente ya actuó|combatientes ya actuaron} sin declarar</translation>
        </message>
        <message>
            <source>The fight&apos;s typed dice: {refusal}</source>
            <translation>Dados de la mesa del combate: {refusal}</translation>
        </message>
        <message>
            <source>{turn} ({tracks})</source>
            <translation>{turn} ({tracks})</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>Status messages, each whole</source>
            <translation>Mensajes de la barra de estado, cada uno entero</translation>
        </message>
        <message>
            <source>Declare the fight or take it back</source>
            <translation>Declarar el combate o retirarlo</translation>
        </message>
        <message>
            <source>Anywhere in the window</source>
            <translation>En cualquier parte de la ventana</translation>
        </message>
        <message>
            <source>In the fight list</source>
            <translation>En la lista del combate</translation>
        </message>
        <message>
            <source>In the roster</source>
            <translation>En la lista de personajes</translation>
        </message>
        <message>
            <source>In the weapons table</source>
            <translation>En la tabla de armas</translation>
        </message>
        <message>
            <source>In the swarm panel</source>
            <translation>En el panel de la horda</translation>
        </message>
        <message>
            <source>In the swarm panel's count of dead</source>
            <translation>En la cuenta de muertos del panel de la horda</translation>
        </message>
        <message>
            <source>On the threat dial</source>
            <translation>En el dial de amenaza</translation>
        </message>
        <message>
            <source>On the battle map</source>
            <translation>En el mapa de batalla</translation>
        </message>
        <message>
            <source>In the history</source>
            <translation>En el historial</translation>
        </message>
        <message>
            <source>In the log</source>
            <translation>En el registro</translation>
        </message>
        <message>
            <source>Next turn</source>
            <extracomment>keys that mean the same in each list they are in (so they may be in several scopes) scopes that are fields: keys typed there, so the window's single keys never fire in them scopes that are a window of their own (a dialog over the main window): the main window's keys never fire there, so their keys may be the main window's too a group of keys that answer by number or direction: shown as this text, never rebound</extracomment>
            <translation>Siguiente turno</translation>
        </message>
        <message>
            <source>Previous turn</source>
            <translation>Turno anterior</translation>
        </message>
        <message>
            <source>Roll initiative</source>
            <translation>Tirar iniciativa</translation>
        </message>
        <message>
            <source>Back to the fight list</source>
            <translation>Volver a la lista del combate</translation>
        </message>
        <message>
            <source>Fire with options</source>
            <translation>Disparar con opciones</translation>
        </message>
        <message>
            <source>Reload</source>
            <translation>Recargar</translation>
        </message>
        <message>
            <source>Ammunition found</source>
            <translation>Munición encontrada</translation>
        </message>
        <message>
            <source>Give ammunition</source>
            <translation>Dar munición</translation>
        </message>
        <message>
            <source>Damage the selected character</source>
            <translation>Dañar al personaje seleccionado</translation>
        </message>
        <message>
            <source>Heal the selected character</source>
            <translation>Curar al personaje seleccionado</translation>
        </message>
        <message>
            <source>Threat up</source>
            <translation>Subir la amenaza</translation>
        </message>
        <message>
            <source>Threat down</source>
            <translation>Bajar la amenaza</translation>
        </message>
        <message>
            <source>Clear out an area</source>
            <translation>Despejar una zona</translation>
        </message>
        <message>
            <source>Roll the swarm round</source>
            <translation>Tirar el asalto contra la horda</translation>
        </message>
        <message>
            <source>Roll the dice</source>
            <translation>Tirar los dados</translation>
        </message>
        <message>
            <source>Repeat the last roll</source>
            <translation>Repetir la última tirada</translation>
        </message>
        <message>
            <source>Go to the typed dice (of the swarm round in a swarm fight)</source>
            <translation>Ir a los dados escritos (los del asalto contra la horda durante una pelea contra la horda)</translation>
        </message>
        <message>
            <source>Player display on or off</source>
            <translation>Pantalla de jugadores: encender o apagar</translation>
        </message>
        <message>
            <source>Blackout the player display</source>
            <translation>Oscurecer la pantalla de jugadores</translation>
        </message>
        <message>
            <source>New campaign</source>
            <translation>Nueva campaña</translation>
        </message>
        <message>
            <source>Open a campaign</source>
            <translation>Abrir una campaña</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Salir</translation>
        </message>
        <message>
            <source>Import characters</source>
            <translation>Importar personajes</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Rehacer</translation>
        </message>
        <message>
            <source>Start a new session</source>
            <translation>Empezar una nueva sesión</translation>
        </message>
        <message>
            <source>End the session</source>
            <translation>Terminar la sesión</translation>
        </message>
        <message>
            <source>Experience</source>
            <translation>Experiencia</translation>
        </message>
        <message>
            <source>Time passes</source>
            <translation>Pasa el tiempo</translation>
        </message>
        <message>
            <source>Fight layout, and back to your own</source>
            <translation>Disposición de combate, y de vuelta a la tuya</translation>
        </message>
        <message>
            <source>Place the fight on the map</source>
            <translation>Colocar el combate en el mapa</translation>
        </message>
        <message>
            <source>Keys (this list)</source>
            <translation>Teclas (esta lista)</translation>
        </message>
        <message>
            <source>Add from the roster</source>
            <translation>Añadir desde la lista de personajes</translation>
        </message>
        <message>
            <source>Add extras</source>
            <translation>Añadir extras</translation>
        </message>
        <message>
            <source>Take out of the fight</source>
            <translation>Sacar del combate</translation>
        </message>
        <message>
            <source>Type the initiative, or declare</source>
            <translation>Escribir la iniciativa o declarar</translation>
        </message>
        <message>
            <source>Delay</source>
            <translation>Retrasar</translation>
        </message>
        <message>
            <source>Hold a ready action</source>
            <translation>Preparar una acción</translation>
        </message>
        <message>
            <source>Act now</source>
            <translation>Actuar ahora</translation>
        </message>
        <message>
            <source>Started the violence</source>
            <translation>Empezó la violencia</translation>
        </message>
        <message>
            <source>Timed condition</source>
            <translation>Estado temporal</translation>
        </message>
        <message>
            <source>Clear timed conditions</source>
            <translation>Quitar los estados temporales</translation>
        </message>
        <message>
            <source>Hide from or show to the players</source>
            <translation>Ocultar a los jugadores o mostrarles</translation>
        </message>
        <message>
            <source>Move up</source>
            <translation>Subir</translation>
        </message>
        <message>
            <source>Move down</source>
            <translation>Bajar</translation>
        </message>
        <message>
            <source>New character</source>
            <translation>Nuevo personaje</translation>
        </message>
        <message>
            <source>Open the sheet</source>
            <translation>Abrir la hoja</translation>
        </message>
        <message>
            <source>Numbered copies</source>
            <translation>Copias numeradas</translation>
        </message>
        <message>
            <source>Remove from the campaign</source>
            <translation>Quitar de la campaña</translation>
        </message>
        <message>
            <source>What the players see of them</source>
            <translation>Lo que los jugadores ven de él</translation>
        </message>
        <message>
            <source>Filter by name</source>
            <translation>Filtrar por nombre</translation>
        </message>
        <message>
            <source>Fire this weapon</source>
            <translation>Disparar esta arma</translation>
        </message>
        <message>
            <source>Low-ammo warning of this weapon</source>
            <translation>Aviso de munición baja de esta arma</translation>
        </message>
        <message>
            <source>The GM's pick 1 (or Threat 1 after a win)</source>
            <translation>Elección 1 del DJ (o Amenaza 1 tras una victoria)</translation>
        </message>
        <message>
            <source>The GM's pick 2 (or Threat 2 after a win)</source>
            <translation>Elección 2 del DJ (o Amenaza 2 tras una victoria)</translation>
        </message>
        <message>
            <source>The GM's pick 3</source>
            <translation>Elección 3 del DJ</translation>
        </message>
        <message>
            <source>The GM's pick 4</source>
            <translation>Elección 4 del DJ</translation>
        </message>
        <message>
            <source>The GM's pick 5</source>
            <translation>Elección 5 del DJ</translation>
        </message>
        <message>
            <source>Threat 0 after a win</source>
            <translation>Amenaza 0 tras una victoria</translation>
        </message>
        <message>
            <source>Apply the GM's picks</source>
            <translation>Aplicar las elecciones del DJ</translation>
        </message>
        <message>
            <source>One more dead</source>
            <translation>Un muerto más</translation>
        </message>
        <message>
            <source>One dead fewer</source>
            <translation>Un muerto menos</translation>
        </message>
        <message>
            <source>Threat up, on the dial</source>
            <translation>Subir la amenaza, en el dial</translation>
        </message>
        <message>
            <source>Threat down, on the dial</source>
            <translation>Bajar la amenaza, en el dial</translation>
        </message>
        <message>
            <source>The reason with that number (not rebound)</source>
            <translation>El motivo con ese número (no se reasigna)</translation>
        </message>
        <message>
            <source>1 to 9</source>
            <translation>del 1 al 9</translation>
        </message>
        <message>
            <source>The GM's call (the step without a reason)</source>
            <translation>Decisión del DJ (el paso sin motivo)</translation>
        </message>
        <message>
            <source>Do not step the threat after all</source>
            <translation>Al final no cambiar la amenaza</translation>
        </message>
        <message>
            <source>A step of the planned move up (Shift: up and right)</source>
            <translation>Un paso del movimiento planeado hacia arriba (Mayús: arriba y a la derecha)</translation>
        </message>
        <message>
            <source>A step of the planned move right (Shift: down and right)</source>
            <translation>Un paso del movimiento planeado a la derecha (Mayús: abajo y a la derecha)</translation>
        </message>
        <message>
            <source>A step of the planned move down (Shift: down and left)</source>
            <translation>Un paso del movimiento planeado hacia abajo (Mayús: abajo y a la izquierda)</translation>
        </message>
        <message>
            <source>A step of the planned move left (Shift: up and left)</source>
            <translation>Un paso del movimiento planeado a la izquierda (Mayús: arriba y a la izquierda)</translation>
        </message>
        <message>
            <source>A step on the numeric keypad (7, 9, 1, 3 diagonally; not rebound)</source>
            <translation>Un paso con el teclado numérico (7, 9, 1, 3 en diagonal; no se reasigna)</translation>
        </message>
        <message>
            <source>Keypad</source>
            <translation>Teclado numérico</translation>
        </message>
        <message>
            <source>Cancel the planned move, throw or spray</source>
            <translation>Cancelar el movimiento, el lanzamiento o la ráfaga planeados</translation>
        </message>
        <message>
            <source>Make the planned move, throw or spray</source>
            <translation>Hacer el movimiento, lanzamiento o ráfaga planeados</translation>
        </message>
        <message>
            <source>A step of the planned move back</source>
            <translation>Un paso atrás del movimiento planeado</translation>
        </message>
        <message>
            <source>Choose the next token</source>
            <translation>Elegir la siguiente ficha</translation>
        </message>
        <message>
            <source>Choose the previous token</source>
            <translation>Elegir la ficha anterior</translation>
        </message>
        <message>
            <source>The next target: distance, reach and the odds of a shot</source>
            <translation>El siguiente objetivo: distancia, alcance y probabilidades de un disparo</translation>
        </message>
        <message>
            <source>Aim a grenade (the arrows move it); again: when it explodes</source>
            <translation>Apuntar una granada (las flechas la mueven); otra vez: cuándo explota</translation>
        </message>
        <message>
            <source>An SMG spray</source>
            <translation>Una ráfaga de subfusil</translation>
        </message>
        <message>
            <source>Paint the brush's tile (while editing the map)</source>
            <translation>Pintar la casilla del pincel (al editar el mapa)</translation>
        </message>
        <message>
            <source>Melee in passing: the move strikes whom it runs past (on, off)</source>
            <translation>Cuerpo a cuerpo al pasar: el movimiento golpea a quien deja atrás (sí, no)</translation>
        </message>
        <message>
            <source>Declare the chosen token's block this round, or take it back</source>
            <translation>Declarar el bloqueo de la ficha elegida en este asalto, o retirarlo</translation>
        </message>
        <message>
            <source>Step back to here</source>
            <translation>Volver hasta aquí</translation>
        </message>
        <message>
            <source>Search the log</source>
            <translation>Buscar en el registro</translation>
        </message>
        <message>
            <source>In the handouts</source>
            <translation>En el material para los jugadores</translation>
        </message>
        <message>
            <source>Turn timer for the one acting: start or stop</source>
            <translation>Temporizador de turno para quien actúa: iniciarlo o apagarlo</translation>
        </message>
        <message>
            <source>Pause the turn timer, or go on</source>
            <translation>Pausar el temporizador de turno, o seguir</translation>
        </message>
        <message>
            <source>Handouts: show the players a picture or a text</source>
            <translation>Material: mostrar a los jugadores una imagen o un texto</translation>
        </message>
        <message>
            <source>New handout: type a text</source>
            <translation>Material nuevo: escribir un texto</translation>
        </message>
        <message>
            <source>New handout: a picture from a file</source>
            <translation>Material nuevo: una imagen de un archivo</translation>
        </message>
        <message>
            <source>Show it to the room (the player display)</source>
            <translation>Mostrarlo a la sala (la pantalla de los jugadores)</translation>
        </message>
        <message>
            <source>Show it on every phone</source>
            <translation>Mostrarlo en todos los teléfonos</translation>
        </message>
        <message>
            <source>Show it on one player's phone</source>
            <translation>Mostrarlo en el teléfono de un jugador</translation>
        </message>
        <message>
            <source>Hide the room's handout</source>
            <translation>Ocultar el material de la sala</translation>
        </message>
        <message>
            <source>Hide the phones' handout</source>
            <translation>Ocultar el material de los teléfonos</translation>
        </message>
        <message>
            <source>Hide the handout on one player's phone</source>
            <translation>Ocultar el material del teléfono de un jugador</translation>
        </message>
        <message>
            <source>Take the handout back</source>
            <translation>Retirar el material</translation>
        </message>
        <message>
            <source>Go to the roster: shown, in front, the focus in it</source>
            <translation>A los personajes: visibles, delante, con el foco</translation>
        </message>
        <message>
            <source>Go to the fight: shown, in front, the focus in it</source>
            <translation>Al combate: visible, delante, con el foco</translation>
        </message>
        <message>
            <source>Go to the log: shown, in front, the focus in it</source>
            <translation>Al registro: visible, delante, con el foco</translation>
        </message>
        <message>
            <source>Go to the history: shown, in front, the focus in it</source>
            <translation>Al historial: visible, delante, con el foco</translation>
        </message>
        <message>
            <source>Go to the dice: shown, in front, the focus on Roll for (in a fight, on Kind of roll)</source>
            <translation>A los dados: visibles, delante, con el foco en «Tira» (en un combate, en «Tipo de tirada»)</translation>
        </message>
        <message>
            <source>Go to the ammunition: shown, in front, the focus in it</source>
            <translation>A la munición: visible, delante, con el foco</translation>
        </message>
        <message>
            <source>Go to the threat: shown, in front, the focus in it</source>
            <translation>A la amenaza: visible, delante, con el foco</translation>
        </message>
        <message>
            <source>Go to the swarm: shown, in front, the focus in it</source>
            <translation>A la horda: visible, delante, con el foco</translation>
        </message>
        <message>
            <source>Go to the map: shown, in front, the focus in it</source>
            <translation>Al mapa: visible, delante, con el foco</translation>
        </message>
        <message>
            <source>Melee groups of the fight</source>
            <translation>Grupos cuerpo a cuerpo del combate</translation>
        </message>
        <message>
            <source>The furniture beside the chosen token: move it, hit it or try to eat it</source>
            <translation>Los muebles junto a la ficha elegida: moverlos, golpearlos o intentar comérselos</translation>
        </message>
        <message>
            <source>Details of the last error</source>
            <translation>Detalles del último error</translation>
        </message>
        <message>
            <source>Call off the swarm fight</source>
            <translation>Suspender la pelea contra la horda</translation>
        </message>
        <message>
            <source>Checks due on the selected character (survival, consciousness, a zombie&apos;s fate)</source>
            <translation>Chequeos pendientes del personaje elegido (supervivencia, consciencia, el destino de un zombi)</translation>
        </message>
        <message>
            <source>The chosen token picks up what lies beside it (a crate, a weapons&apos; cabinet)</source>
            <translation>La ficha elegida recoge lo que hay a su lado (una caja, un armero)</translation>
        </message>
        <message>
            <source>Draw a concealed weapon of the selected character</source>
            <translation>Desenfundar un arma oculta del personaje elegido</translation>
        </message>
        <message>
            <source>Put a drawn weapon of the selected character away</source>
            <translation>Guardar un arma desenfundada del personaje elegido</translation>
        </message>
        <message>
            <source>Start fight</source>
            <translation>Empezar combate</translation>
        </message>
        <message>
            <source>End fight</source>
            <translation>Terminar combate</translation>
        </message>
        <message>
            <source>End round</source>
            <translation>Terminar asalto</translation>
        </message>
        <message>
            <source>Fire selected weapon</source>
            <translation>Disparar el arma elegida</translation>
        </message>
        <message>
            <source>Empty weapon</source>
            <translation>Vaciar el arma</translation>
        </message>
        <message>
            <source>Found: what the selected character finds and keeps (bandages, pain pills)</source>
            <translation>Encontrado: lo que el personaje elegido encuentra y se queda (vendas, analgésicos)</translation>
        </message>
        <message>
            <source>Avoid the dead</source>
            <translation>Esquivar a los muertos</translation>
        </message>
        <message>
            <source>Focus dice</source>
            <translation>Ir a los dados</translation>
        </message>
        <message>
            <source>Share player view</source>
            <translation>Compartir la vista de jugadores</translation>
        </message>
        <message>
            <source>Save a copy as</source>
            <translation>Guardar una copia como</translation>
        </message>
        <message>
            <source>Export the party</source>
            <translation>Exportar el grupo</translation>
        </message>
        <message>
            <source>Export session log</source>
            <translation>Exportar registro de sesión</translation>
        </message>
        <message>
            <source>Import a session log</source>
            <translation>Importar un registro de sesión</translation>
        </message>
        <message>
            <source>Write a GM note</source>
            <translation>Escribir una nota del DJ</translation>
        </message>
        <message>
            <source>Mark the event secret or public</source>
            <translation>Marcar el suceso como secreto o público</translation>
        </message>
        <message>
            <source>Battle map</source>
            <translation>Mapa de combate</translation>
        </message>
        <message>
            <source>Players see the map, or not</source>
            <translation>Los jugadores ven el mapa, o no</translation>
        </message>
        <message>
            <source>Edit the map (its size and tiles), or stop editing</source>
            <translation>Editar el mapa (su tamaño y casillas), o dejar de editarlo</translation>
        </message>
        <message>
            <source>Fight the swarm: start it, or go to the running round&apos;s next step</source>
            <translation>Pelear contra la horda: empezarla o ir al siguiente paso del asalto en curso</translation>
        </message>
        <message>
            <source>Rename the handout</source>
            <translation>Renombrar el material</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <source>Keys</source>
            <translation>Teclas</translation>
        </message>
        <message>
            <source>One key, one meaning. Single keys (N, F, R, B, +) work while no text field or list box has the focus; Esc comes back to the fight list.</source>
            <translation>Una tecla, un significado. Las teclas sueltas (N, F, R, B, +) funcionan mientras ningún campo de texto ni lista tiene el foco; Esc vuelve a la lista del combate.</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Acción</translation>
        </message>
        <message>
            <source>New key:</source>
            <translation>Nueva tecla:</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Asignar</translation>
        </message>
        <message>
            <source>Default</source>
            <translation>Por defecto</translation>
        </message>
        <message>
            <source>All defaults</source>
            <translation>Todas por defecto</translation>
        </message>
        <message>
            <source>These keys answer by their number or direction: they are not rebound.</source>
            <translation>Estas teclas responden por su número o dirección: no se reasignan.</translation>
        </message>
        <message>
            <source>Press the new key in the field first.</source>
            <translation>Pulsa primero la nueva tecla en el campo.</translation>
        </message>
        <message>
            <source>{key} is already the key of “{action}”: pick another one, or change that one first.</source>
            <translation>{key} ya es la tecla de «{action}»: elige otra o cambia primero esa.</translation>
        </message>
        <message>
            <source>“{action}” is now {keys}.</source>
            <translation>«{action}» ahora es {keys}.</translation>
        </message>
        <message>
            <source>The default key is now the key of “{action}”: change that one first.</source>
            <translation>La tecla por defecto es ahora la de «{action}»: cambia primero esa.</translation>
        </message>
        <message>
            <source>Every key is back to its default.</source>
            <translation>Todas las teclas vuelven a su valor por defecto.</translation>
        </message>
        <message>
            <source>There a typed key finds a name: give “{action}” a key with Ctrl or Alt.</source>
            <translation>Allí una tecla escrita busca un nombre: dale a «{action}» una tecla con Ctrl o Alt.</translation>
        </message>
    </context>
    <context>
        <name>Languages</name>
        <message>
            <source>in English</source>
            <translation>en inglés</translation>
        </message>
        <message>
            <source>in Russian</source>
            <translation>en ruso</translation>
        </message>
        <message>
            <source>in Spanish</source>
            <translation>en español</translation>
        </message>
    </context>
    <context>
        <name>Launch</name>
        <message>
            <source>Deadwatch cannot open its window: Qt&apos;s X11 platform needs system libraries this computer lacks ({libraries}).</source>
            <translation>Deadwatch no puede abrir su ventana: la plataforma X11 de Qt necesita bibliotecas del sistema que faltan en este equipo ({libraries}).</translation>
        </message>
        <message>
            <source>On Debian or Ubuntu, install them with:</source>
            <translation>En Debian o Ubuntu, instálelas con:</translation>
        </message>
        <message>
            <source>On another system, install its packages of the same names, then start Deadwatch again.</source>
            <translation>En otro sistema, instala sus paquetes de los mismos nombres y vuelve a iniciar Deadwatch.</translation>
        </message>
    </context>
    <context>
        <name>LedgerTable</name>
        <message>
            <source>Round</source>
            <translation>Asalto</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Quién</translation>
        </message>
        <message>
            <source>Entry</source>
            <translation>Anotación</translation>
        </message>
        <message>
            <source>Rd</source>
            <comment>the round column&apos;s heading, abbreviated (its tooltip says Round)</comment>
            <translation>As.</translation>
        </message>
        <message>
            <source>[GM only: {before} → {after} {unit}]</source>
            <translation>[solo para el DJ: {before} → {after} {unit}]</translation>
        </message>
    </context>
    <context>
        <name>LinkField</name>
        <message>
            <source>Copy the whole link, to send it to a player</source>
            <translation>Copiar el enlace completo para enviárselo a un jugador</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>Copi&amp;ar</translation>
        </message>
        <message>
            <source>&amp;Copied</source>
            <translation>Copi&amp;ado</translation>
        </message>
    </context>
    <context>
        <name>LogDock</name>
        <message>
            <source>Search the log (Ctrl+F)</source>
            <translation>Buscar en el registro (Ctrl+F)</translation>
        </message>
        <message>
            <source>Show only the events whose text or names contain these words</source>
            <translation>Mostrar solo los sucesos cuyo texto o nombres contengan estas palabras</translation>
        </message>
        <message>
            <source>All kinds</source>
            <translation>Todos los tipos</translation>
        </message>
        <message>
            <source>Show one kind of event: rolls, damage, threat, swarm, ammunition…</source>
            <translation>Mostrar un tipo de suceso: tiradas, daño, amenaza, horda, munición…</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>Todos</translation>
        </message>
        <message>
            <source>Show only the events of one character</source>
            <translation>Mostrar solo los sucesos de un personaje</translation>
        </message>
        <message>
            <source>Show undone</source>
            <translation>Mostrar deshechas</translation>
        </message>
        <message>
            <source>Undone actions are struck through; untick to hide them</source>
            <translation>Las acciones deshechas aparecen tachadas; desmarca para ocultarlas</translation>
        </message>
        <message>
            <source>Type a GM note and press Enter (Ctrl+Shift+N)</source>
            <translation>Escribe una nota del DJ y pulsa Intro (Ctrl+Mayús+N)</translation>
        </message>
        <message>
            <source>GM note, then Enter (Ctrl+Shift+N)</source>
            <translation>Nota, luego Intro (Ctrl+Mayús+N)</translation>
        </message>
        <message>
            <source>GM note (Ctrl+Shift+N)</source>
            <translation>Nota (Ctrl+Mayús+N)</translation>
        </message>
        <message>
            <source>Secret note</source>
            <translation>Nota secreta</translation>
        </message>
        <message>
            <source>A secret note is for the GM only: exports leave it out unless asked. The box stays ticked for the next notes until you untick it</source>
            <translation>Una nota secreta es solo para el DJ: las exportaciones la omiten salvo que se pida. La casilla sigue marcada para las notas siguientes hasta que la desmarques</translation>
        </message>
        <message>
            <source>Add note</source>
            <translation>Añadir nota</translation>
        </message>
        <message>
            <source>Write the note into the log as its own event (Enter)</source>
            <translation>Escribir la nota en el registro como un suceso propio (Intro)</translation>
        </message>
        <message>
            <source>The session's events, newest at the bottom. Struck-through actions are undone. Grey lines (undone actions, Undo and Redo) are left out of the players' copy: an export leaves them out unless it includes undone actions.</source>
            <translation>Los sucesos de la sesión, los más recientes abajo. Las acciones tachadas están deshechas. Las líneas grises (acciones deshechas, «Deshecho» y «Rehecho») quedan fuera de la copia de los jugadores: la exportación las omite salvo que incluya las acciones deshechas.</translation>
        </message>
        <message>
            <source>Session log</source>
            <translation>Registro de la sesión</translation>
        </message>
        <message>
            <source>E&amp;xport session log…</source>
            <translation>E&amp;xportar registro de sesión…</translation>
        </message>
        <message>
            <source>Save the session log as Markdown, BBCode, HTML, JSON, CSV or PDF</source>
            <translation>Guardar el registro de sesión como Markdown, BBCode, HTML, JSON, CSV o PDF</translation>
        </message>
        <message>
            <source>Import a session &amp;log…</source>
            <translation>Importar un regis&amp;tro de sesión…</translation>
        </message>
        <message>
            <source>Add the sessions of an exported JSON log to this campaign</source>
            <translation>Añadir a esta campaña las sesiones de un registro JSON exportado</translation>
        </message>
        <message>
            <source>Write a GM &amp;note</source>
            <translation>Escribir una &amp;nota del DJ</translation>
        </message>
        <message>
            <source>Type a note into the session log</source>
            <translation>Escribir una nota en el registro de sesión</translation>
        </message>
        <message>
            <source>Mark the event &amp;secret or public</source>
            <translation>Marcar el suceso como &amp;secreto o público</translation>
        </message>
        <message>
            <source>Secret events stay out of exports unless asked for</source>
            <translation>Los sucesos secretos no se exportan salvo que se pida</translation>
        </message>
        <message>
            <source>Rd</source>
            <comment>the round column's heading, abbreviated (its tooltip says Round)</comment>
            <translation>As.</translation>
        </message>
        <message>
            <source>Select an event in the log first.</source>
            <translation>Primero selecciona un suceso del registro.</translation>
        </message>
        <message>
            <source>Make public</source>
            <translation>Hacer público</translation>
        </message>
        <message>
            <source>Let exports show the selected event again (Ctrl+Shift+H)</source>
            <translation>Volver a incluir el suceso seleccionado en las exportaciones (Ctrl+Mayús+H)</translation>
        </message>
        <message>
            <source>Mark secret</source>
            <translation>Marcar secreto</translation>
        </message>
        <message>
            <source>Keep the selected event out of exports (Ctrl+Shift+H)</source>
            <translation>Dejar el suceso seleccionado fuera de las exportaciones (Ctrl+Mayús+H)</translation>
        </message>
        <message>
            <source>{count} {count|event|events} exported to {path}</source>
            <translation>{count} {count|suceso exportado|sucesos exportados} a {path}</translation>
        </message>
        <message>
            <source>Import a session log</source>
            <translation>Importar un registro de sesión</translation>
        </message>
        <message>
            <source>Deadwatch session logs (*.json);;All files (*)</source>
            <translation>Registros de sesión de Deadwatch (*.json);;Todos los archivos (*)</translation>
        </message>
    </context>
    <context>
        <name>LogModel</name>
        <message>
            <source>Left out of the players' copy: undone, and secret: an export leaves it out even with undone actions, unless it includes secrets</source>
            <translation>Fuera de la copia de los jugadores: deshecho y secreto; una exportación lo omite aun con las acciones deshechas, salvo que incluya los secretos</translation>
        </message>
        <message>
            <source>Time</source>
            <extracomment>the event cell's line of time, round, who, dice and secret mark ("21:07 · Round 2 · Ana · 2d6: 3 5"), shown above the event's text when the log is too narrow for their columns</extracomment>
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
        <message>
            <source>Who</source>
            <translation>Quién</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Dados</translation>
        </message>
        <message>
            <source>Secret</source>
            <translation>Secreto</translation>
        </message>
        <message>
            <source>secret</source>
            <translation>secreto</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Asalto {n}</translation>
        </message>
        <message>
            <source>Secret: for the GM only, left out of exports unless asked for</source>
            <translation>Secreto: solo para el DJ, fuera de las exportaciones salvo que se pida</translation>
        </message>
        <message>
            <source>Secret: it names someone hidden from the players; exports without secrets leave the name out</source>
            <translation>Secreto: nombra a alguien oculto a los jugadores; las exportaciones sin secretos omiten el nombre</translation>
        </message>
        <message>
            <source>Secret: it follows a secret roll; exports without secrets say only what the players saw</source>
            <translation>Secreto: sigue a una tirada secreta; las exportaciones sin secretos dicen solo lo que vieron los jugadores</translation>
        </message>
        <message>
            <source>Secret: it says what the GM&apos;s secret dice gave; exports without secrets leave that part out</source>
            <translation>Secreto: dice lo que dieron los dados secretos del DJ; las exportaciones sin secretos omiten esa parte</translation>
        </message>
        <message>
            <source>Left out of the players' copy: an export leaves undone actions and their Undo and Redo lines out unless it includes undone actions</source>
            <translation>Fuera de la copia de los jugadores: la exportación omite las acciones deshechas y sus líneas «Deshecho» y «Rehecho» salvo que incluya las acciones deshechas</translation>
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
            <source>F&amp;ight</source>
            <translation>&amp;Combate</translation>
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
            <source>&amp;Keys…</source>
            <translation>&amp;Teclas…</translation>
        </message>
        <message>
            <source>Opening {campaign}…</source>
            <translation>Abriendo {campaign}…</translation>
        </message>
        <message>
            <source>Opening the demo campaign…</source>
            <translation>Abriendo la campaña de demostración…</translation>
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
            <source>Redo: nothing was undone.</source>
            <translation>Rehacer: no se ha deshecho nada.</translation>
        </message>
        <message>
            <source>Redo: “{action}” can no longer be redone: an action taken after its undo ended it.</source>
            <translation>Rehacer: «{action}» ya no se puede rehacer: una acción hecha después de deshacerla lo impidió.</translation>
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
            <source>Swarm fight · round {n}</source>
            <translation>Pelea contra la horda · asalto {n}</translation>
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
            <source>Cannot make the campaign</source>
            <translation>No se puede crear la campaña</translation>
        </message>
        <message>
            <source>{campaign} — {file} — Deadwatch</source>
            <translation>{campaign} — {file} — Deadwatch</translation>
        </message>
        <message>
            <source>Opened {file} (in {folder})</source>
            <translation>Abierto {file} (en {folder})</translation>
        </message>
        <message>
            <source>{campaign} — {file} — read-only — Deadwatch</source>
            <translation>{campaign} — {file} — solo lectura — Deadwatch</translation>
        </message>
        <message>
            <source>{campaign} — read-only — Deadwatch</source>
            <translation>{campaign} — solo lectura — Deadwatch</translation>
        </message>
        <message>
            <source>{name}-copy</source>
            <translation>{name}-copia</translation>
        </message>
        <message>
            <source>campaign</source>
            <translation>campaña</translation>
        </message>
        <message>
            <source>Open the copy?</source>
            <translation>¿Abrir la copia?</translation>
        </message>
        <message>
            <source>The copy is saved in {path}. This campaign is read-only: open the copy to play on it?</source>
            <translation>La copia se guardó en {path}. Esta campaña es de solo lectura: ¿abrir la copia para jugar en ella?</translation>
        </message>
        <message>
            <source>&amp;Open the copy</source>
            <translation>&amp;Abrir la copia</translation>
        </message>
        <message>
            <source>&amp;Stay on this one</source>
            <translation>&amp;Quedarse en esta</translation>
        </message>
        <message>
            <source>Opened the copy {file}: play on it; the read-only campaign stays as it was.</source>
            <translation>Se abrió la copia {file}: juega en ella; la campaña de solo lectura queda como estaba.</translation>
        </message>
        <message>
            <source>Opened {file}</source>
            <translation>Abierto {file}</translation>
        </message>
        <message>
            <source>The demo {in_language}, as --lang {code} asked, instead of the last campaign ({last})</source>
            <translation>La campaña de demostración {in_language}, como pide --lang {code}, en lugar de la última campaña ({last})</translation>
        </message>
        <message>
            <source>The {language} translation cannot be loaded: {file} is missing or damaged (build it with “make” in Deadwatch&apos;s folder). Deadwatch stays {in_current}.</source>
            <translation>La traducción «{language}» no se puede cargar: falta {file} o está dañado (genérelo con «make» en la carpeta de Deadwatch). Deadwatch sigue {in_current}.</translation>
        </message>
        <message>
            <source>in force again: {dangers}</source>
            <translation>de nuevo en vigor: {dangers}</translation>
        </message>
        <message>
            <source> — session {number} taken back with it</source>
            <translation> — la sesión {number} se deshizo con ella</translation>
        </message>
        <message>
            <source> — session {number} begins again</source>
            <translation> — la sesión {number} empieza de nuevo</translation>
        </message>
        <message>
            <source>Undo: {action}</source>
            <translation>Deshecho: {action}</translation>
        </message>
        <message>
            <source>Redo: {action}</source>
            <translation>Rehecho: {action}</translation>
        </message>
    </context>
    <context>
        <name>MapDock</name>
        <message>
            <source>Set the map's size to draw it.</source>
            <extracomment>the dock's texts under the map (context MapDock), marked for lupdate</extracomment>
            <translation>Fija el tamaño del mapa para dibujarlo.</translation>
        </message>
        <message>
            <source>No token on the map: place the fight (Ctrl+Alt+P).</source>
            <translation>No hay fichas en el mapa: coloca el combate (Ctrl+Alt+P).</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>nadie</translation>
        </message>
        <message>
            <source>Dead: no move to plan.</source>
            <translation>Sin vida: no hay movimiento que planear.</translation>
        </message>
        <message>
            <source>{name} to {tile}: {cost}</source>
            <translation>{name} a {tile}: {cost}</translation>
        </message>
        <message>
            <source>free move</source>
            <translation>movimiento libre</translation>
        </message>
        <message>
            <source>Painting: the arrows move the brush, {key} paints {tile} (or click tiles).</source>
            <translation>Pintando: las flechas mueven el pincel, {key} pinta {tile} (o haz clic en las casillas).</translation>
        </message>
        <message>
            <source>SMG spray by {name}: {names} ({key} fires).</source>
            <translation>Ráfaga de subfusil de {name}: {names} ({key} dispara).</translation>
        </message>
        <message>
            <source>The arrows do not aim a spray: it goes at everyone in reach. {cancel} drops it, then the arrows plan a move.</source>
            <translation>Las flechas no apuntan una ráfaga: va contra todos los que están a su alcance. {cancel} la cancela y luego las flechas planean un movimiento.</translation>
        </message>
        <message>
            <source>SMG spray by {name}: {names}; in its reach too, of the same side: {allies} ({key} fires).</source>
            <translation>Ráfaga de subfusil de {name}: {names}; también a su alcance, de su mismo bando: {allies} ({key} dispara).</translation>
        </message>
        <message>
            <source>({key} moves)</source>
            <translation>({key} mueve)</translation>
        </message>
        <message>
            <source>{name} cannot go there: {reason}</source>
            <translation>{name} no puede ir allí: {reason}</translation>
        </message>
        <message>
            <source>{name} is chosen: the arrows plan a move.</source>
            <translation>Eliges a {name}: las flechas trazan un movimiento.</translation>
        </message>
        <message>
            <source>{name} → {target}: {odds}</source>
            <translation>{name} → {target}: {odds}</translation>
        </message>
        <message>
            <source>This ruleset has no grenades.</source>
            <translation>Este reglamento no tiene granadas.</translation>
        </message>
        <message>
            <source>Grenade by {name} at {tile}: {distance} of {range} tiles.</source>
            <translation>Granada de {name} a {tile}: {distance} de {range} casillas.</translation>
        </message>
        <message>
            <source>{key} throws.</source>
            <translation>{key} lanza.</translation>
        </message>
        <message>
            <source>No way there: walls, furniture or tokens are in the way.</source>
            <translation>No hay camino: paredes, muebles o fichas lo impiden.</translation>
        </message>
        <message>
            <source>This ruleset plays on no grid: there is no battle map.</source>
            <translation>Este reglamento no usa cuadrícula: no hay mapa de combate.</translation>
        </message>
        <message>
            <source>Paint: off</source>
            <translation>Pintar: no</translation>
        </message>
        <message>
            <source>Paint: {kind}</source>
            <translation>Pintar: {kind}</translation>
        </message>
        <message>
            <source>Battle &amp;map</source>
            <translation>Ma&amp;pa de combate</translation>
        </message>
        <message>
            <source>Go to the map: arrows plan a move, Enter makes it (Ctrl+Alt+M)</source>
            <translation>Ir al mapa: las flechas trazan un movimiento, Intro lo hace (Ctrl+Alt+M)</translation>
        </message>
        <message>
            <source>Place the fight on the map</source>
            <translation>Colocar el combate en el mapa</translation>
        </message>
        <message>
            <source>Every combatant without a token goes on a free tile (Ctrl+Alt+P)</source>
            <translation>Cada combatiente sin ficha va a una casilla libre (Ctrl+Alt+P)</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Tamaño</translation>
        </message>
        <message>
            <source>Columns</source>
            <translation>Columnas</translation>
        </message>
        <message>
            <source>Rows</source>
            <translation>Filas</translation>
        </message>
        <message>
            <source>Set size</source>
            <translation>Fijar tamaño</translation>
        </message>
        <message>
            <source>Make the map this many tiles wide and high</source>
            <translation>Dar al mapa este ancho y alto en casillas</translation>
        </message>
        <message>
            <source>Pick a kind of tile, then click tiles to paint them (on the map: arrows and Space)</source>
            <translation>Elige un tipo de casilla y haz clic en las casillas para pintarlas (en el mapa: flechas y Espacio)</translation>
        </message>
        <message>
            <source>Place the fight</source>
            <translation>Colocar el combate</translation>
        </message>
        <message>
            <source>Players see the map</source>
            <translation>Los jugadores ven el mapa</translation>
        </message>
        <message>
            <source>The players' display shows the map, hidden tokens left out</source>
            <translation>La pantalla de los jugadores muestra el mapa, sin las fichas ocultas</translation>
        </message>
        <message>
            <source>Edit the map</source>
            <translation>Editar el mapa</translation>
        </message>
        <message>
            <source>Edit the map ({key})</source>
            <translation>Editar el mapa ({key})</translation>
        </message>
        <message>
            <source>The map's size, walls, windows and furniture ({key})</source>
            <translation>El tamaño del mapa, paredes, ventanas y muebles ({key})</translation>
        </message>
        <message>
            <source>Move ({key})</source>
            <translation>Mover ({key})</translation>
        </message>
        <message>
            <source>Grenade ({key})</source>
            <translation>Granada ({key})</translation>
        </message>
        <message>
            <source>Aim a grenade: the arrows move the blast, {key} throws</source>
            <translation>Apuntar una granada: las flechas mueven la explosión, {key} lanza</translation>
        </message>
        <message>
            <source>SMG spray ({key})</source>
            <translation>Ráfaga de subfusil ({key})</translation>
        </message>
        <message>
            <source>Everyone within Accuracy tiles: {key} fires</source>
            <translation>Todos a Puntería casillas o menos: {key} dispara</translation>
        </message>
        <message>
            <source>{up} {left} {down} {right}: a step (Shift with one, or keypad 7 9 1 3: diagonal) · {back}: step back · {next}: next token · {target}: next target · {passing}: strike in passing · {block}: block · {pick}: pick up · drag a token to move it</source>
            <translation>{up} {left} {down} {right}: un paso (Mayús con una, o 7 9 1 3 del teclado numérico: diagonal) · {back}: un paso atrás · {next}: siguiente ficha · {target}: siguiente objetivo · {passing}: golpear al pasar · {block}: bloquear · {pick}: recoger · arrastra una ficha para moverla</translation>
        </message>
        <message>
            <source>Make the planned move</source>
            <translation>Hacer el movimiento trazado</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <translation>Cancelar (Esc)</translation>
        </message>
        <message>
            <source>Drop the planned move, throw or spray</source>
            <translation>Descartar el movimiento, lanzamiento o ráfaga trazados</translation>
        </message>
        <message>
            <source>Melee in passing ({key} turns it off), certain: {blows}</source>
            <translation>Golpes al pasar ({key} los quita), seguros: {blows}</translation>
        </message>
        <message>
            <source>{key}: strike in passing ({count} {count|blow|blows}).</source>
            <translation>{key}: golpear al pasar ({count} {count|golpe|golpes}).</translation>
        </message>
        <message>
            <source>Furniture ({key})</source>
            <translation>Muebles ({key})</translation>
        </message>
        <message>
            <source>Move or hit the furniture beside the chosen token</source>
            <translation>Mover o golpear los muebles junto a la ficha elegida</translation>
        </message>
        <message>
            <source>No furniture stands beside the chosen token (side by side, not diagonal).</source>
            <translation>No hay muebles junto a la ficha elegida (de lado, no en diagonal).</translation>
        </message>
        <message>
            <source>Players see the map ({key})</source>
            <translation>Los jugadores ven el mapa ({key})</translation>
        </message>
        <message>
            <source>The players&apos; display shows the map, or the fight again ({key})</source>
            <translation>La pantalla de los jugadores muestra el mapa, o de nuevo el combate ({key})</translation>
        </message>
        <message>
            <source>Melee in passing on: {count} {count|blow|blows}, certain; Enter makes the move and strikes.</source>
            <translation>Golpes al pasar activados: {count} {count|golpe|golpes}, seguros; Intro hace el movimiento y golpea.</translation>
        </message>
        <message>
            <source>Melee in passing on: the move planned with the arrows strikes whom it runs past.</source>
            <translation>Golpes al pasar activados: el movimiento trazado con las flechas golpea a quien deja atrás.</translation>
        </message>
        <message>
            <source>Melee in passing off: the move strikes nobody.</source>
            <translation>Golpes al pasar desactivados: el movimiento no golpea a nadie.</translation>
        </message>
        <message>
            <source>Choose whose move it is first (Tab): {key} makes it strike whom it runs past.</source>
            <translation>Elige primero de quién es el movimiento (Tab): {key} hace que golpee a quien deja atrás.</translation>
        </message>
        <message>
            <source>Choose a token first (Tab): {key} picks up what lies beside it.</source>
            <translation>Elige primero una ficha (Tab): {key} recoge lo que hay a su lado.</translation>
        </message>
        <message>
            <source>{name} cannot pick anything up.</source>
            <translation>{name} no puede recoger nada.</translation>
        </message>
        <message>
            <source>Nothing to pick up beside {name}: the token must stand side by side with a tile of {kinds} (not diagonal).</source>
            <translation>Nada que recoger junto a {name}: la ficha debe estar al lado de una casilla de {kinds} (no en diagonal).</translation>
        </message>
        <message>
            <source>Pick up ({key})</source>
            <translation>Recoger ({key})</translation>
        </message>
        <message>
            <source>The chosen token picks up what lies beside it: a crate searched, a cabinet opened</source>
            <translation>La ficha elegida recoge lo que hay a su lado: una caja registrada, un armero abierto</translation>
        </message>
        <message>
            <source>Marks: {marks}</source>
            <translation>Marcas: {marks}</translation>
        </message>
        <message>
            <source>{when} ({key} changes when).</source>
            <translation>{when} ({key} cambia cuándo).</translation>
        </message>
        <message>
            <source>{name} → {target}: {target} is down; {key} picks the next target.</source>
            <translation>{name} → {target}: {target} está fuera de combate; {key} elige el siguiente objetivo.</translation>
        </message>
        <message>
            <source>Editing: {name} placed by hand on {tile}, no move&apos;s cost ({key} places).</source>
            <translation>Edición: la ficha de {name}, a mano en {tile}, sin coste de movimiento ({key} la coloca).</translation>
        </message>
        <message>
            <source>Editing: drag a token, or choose one ({next}) and plan with the arrows, to place it by hand.</source>
            <translation>Edición: arrastra una ficha, o elige una ({next}) y llévala con las flechas, para colocarla a mano.</translation>
        </message>
        <message>
            <source>Editing: {name} chosen: the arrows move it, {key} places it ({next} chooses another).</source>
            <translation>Edición: elegida la ficha de {name}: las flechas la mueven, {key} la coloca ({next} elige otra).</translation>
        </message>
        <message>
            <source>{key}: the kind of tile to paint.</source>
            <translation>{key}: el tipo de casilla que pintar.</translation>
        </message>
        <message>
            <source>Editing: {name} cannot stand on {tile}: {what} is there (a token goes on an open tile).</source>
            <translation>Edición: {name} no puede estar en {tile}: ahí hay {what} (una ficha va en una casilla libre).</translation>
        </message>
        <message>
            <source>Editing: {name} cannot stand on {tile}: it is off the map.</source>
            <translation>Edición: {name} no puede estar en {tile}: queda fuera del mapa.</translation>
        </message>
        <message>
            <source>Red: the blast hits everyone within 10 tiles, walls or not: {sure}.</source>
            <translation>Rojo: la explosión alcanza a todos a 10 casillas o menos, haya muros o no: {sure}.</translation>
        </message>
        <message>
            <source>Orange stripes: if it reaches 11-15 tiles, also {maybe}.</source>
            <translation>Rayas naranjas: si llega a 11-15 casillas, también {maybe}.</translation>
        </message>
        <message>
            <source>Orange stripes: 11-15 tiles, if it reaches; no one else is there.</source>
            <translation>Rayas naranjas: 11-15 casillas, si llega; no hay nadie más ahí.</translation>
        </message>
        <message>
            <source>Red: the blast&apos;s 10 tiles; orange stripes: 11-15 tiles, if it reaches.</source>
            <translation>Rojo: las 10 casillas de la explosión; rayas naranjas: 11-15 casillas, si llega.</translation>
        </message>
        <message>
            <source>{name} cannot throw a grenade: {why}</source>
            <translation>{name} no puede lanzar una granada: {why}</translation>
        </message>
        <message>
            <source>{name} is chosen (the cyan ring): the arrows move this token. The turn is another&apos;s: {acting} (the yellow ring).</source>
            <translation>Eliges a {name} (el anillo cian): las flechas mueven esta ficha. El turno es de otro: {acting} (el anillo amarillo).</translation>
        </message>
        <message>
            <source>Out of turn: the turn is {acting}&apos;s.</source>
            <translation>Fuera de turno: el turno es de {acting}.</translation>
        </message>
    </context>
    <context>
        <name>MeleeGroupsDialog</name>
        <message>
            <source>Melee groups</source>
            <translation>Grupos cuerpo a cuerpo</translation>
        </message>
        <message>
            <source>Who fights whom: each fighter&apos;s side and group (0: in no melee). First grouping shares the larger side out as evenly as it goes; change any number, then Set the groups.</source>
            <translation>Quién lucha contra quién: el bando y el grupo de cada combatiente (0: fuera del cuerpo a cuerpo). Primer reparto divide el bando mayor tan parejo como se pueda; cambia cualquier número y luego Fijar los grupos.</translation>
        </message>
        <message>
            <source>&amp;First grouping</source>
            <translation>&amp;Primer reparto</translation>
        </message>
        <message>
            <source>The rules&apos; first grouping of the fighters, by the sides as they stand</source>
            <translation>El primer reparto de los combatientes según las reglas, con los bandos tal como están</translation>
        </message>
        <message>
            <source>&amp;Set the groups</source>
            <translation>Fijar los grupo&amp;s</translation>
        </message>
        <message>
            <source>Write the groups as numbered (Ctrl+Z takes them back)</source>
            <translation>Guardar los grupos tal como están numerados (Ctrl+Z los deshace)</translation>
        </message>
        <message>
            <source>&amp;Exchanges of the groups set</source>
            <translation>&amp;Intercambios de los grupos fijados</translation>
        </message>
        <message>
            <source>A lone &amp;winner hits</source>
            <translation>Un &amp;ganador solitario golpea a</translation>
        </message>
        <message>
            <source>Against several, a lone winner hits only one of them, the GM&apos;s choice</source>
            <translation>Contra varios, un ganador solitario golpea solo a uno de ellos, a elección del DJ</translation>
        </message>
        <message>
            <source>Faces at the table, in the fighters&apos; order (empty: roll here)</source>
            <translation>Caras de la mesa, en el orden de los combatientes (vacío: tirar aquí)</translation>
        </message>
        <message>
            <source>&amp;Roll the exchange</source>
            <translation>&amp;Tirar el intercambio</translation>
        </message>
        <message>
            <source>Roll the picked group&apos;s exchange and deal its hits (Enter in the faces)</source>
            <translation>Tirar el intercambio del grupo elegido y repartir sus golpes (Intro en las caras)</translation>
        </message>
        <message>
            <source>{one} against {two}</source>
            <translation>{one} contra {two}</translation>
        </message>
        <message>
            <source>Players&apos; side</source>
            <translation>Bando de los jugadores</translation>
        </message>
        <message>
            <source>The side this fighter stands on</source>
            <translation>El bando en el que está este combatiente</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguno</translation>
        </message>
        <message>
            <source>The number of this fighter&apos;s group (0: in no melee)</source>
            <translation>El número del grupo de este combatiente (0: fuera del cuerpo a cuerpo)</translation>
        </message>
        <message>
            <source>nobody in this group is left standing: set the groups again</source>
            <translation>en este grupo no queda nadie en pie: vuelve a formar los grupos</translation>
        </message>
        <message>
            <source>{names} — no one is left on the other side: set the groups again</source>
            <translation>{names} — no queda nadie en el otro lado: vuelve a formar los grupos</translation>
        </message>
        <message>
            <source>Others&apos; side</source>
            <translation>El otro bando</translation>
        </message>
        <message>
            <source>No exchange now: {why}</source>
            <translation>Ahora no hay intercambio: {why}</translation>
        </message>
        <message>
            <source>{side}: {odds}</source>
            <translation>{side}: {odds}</translation>
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
            <source>Deadwatch may not open {target}: the file or its folder is not yours to read. Nothing was changed.</source>
            <translation>Deadwatch no puede abrir {target}: no tienes permiso para leer el archivo o su carpeta. No se ha cambiado nada.</translation>
        </message>
        <message>
            <source>There is no campaign at {target}: the file is missing.</source>
            <translation>No hay ninguna campaña en {target}: falta el archivo.</translation>
        </message>
        <message>
            <source>{target} was saved by an older Deadwatch and must be brought up to date, but it cannot be written here. Nothing was changed.</source>
            <translation>{target} se guardó con un Deadwatch anterior y hay que actualizarlo, pero aquí no se puede escribir. No se ha cambiado nada.</translation>
        </message>
        <message>
            <source>{target} is a campaign that is open: it cannot be written over or read as another file.</source>
            <translation>{target} es una campaña abierta: no se puede sobrescribir ni leer como otro archivo.</translation>
        </message>
        <message>
            <source>{target} needs the database driver {detail}: install it with pip install "deadwatch[postgres]".</source>
            <translation>{target} necesita el controlador de base de datos {detail}: instálalo con pip install "deadwatch[postgres]".</translation>
        </message>
        <message>
            <source>{target} could not be brought up to date ({detail}). The file is as it was.</source>
            <translation>No se pudo actualizar {target} ({detail}). El archivo está como estaba.</translation>
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
        <name>PlayerDisplay</name>
        <message>
            <source>Down so far: {names}</source>
            <translation>Bajas hasta ahora: {names}</translation>
        </message>
    <message>
        <source>Down in round {round}: {names}</source>
        <translation>Bajas del asalto {round}: {names}</translation>
    </message>
        <message>
            <source>Players</source>
            <extracomment>how long a key pressed on the display waits for the GM's window to be active again, in ms the display's own style: the GM's theme (an application style sheet) styles no part of it</extracomment>
            <translation>Jugadores</translation>
        </message>
        <message>
            <source>The dead are here</source>
            <translation>Los muertos están aquí</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Amenaza</translation>
        </message>
        <message>
            <source>Tension</source>
            <translation>Tensión</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>Muertos</translation>
        </message>
        <message>
            <source>Swarm Size</source>
            <translation>Tamaño de la horda</translation>
        </message>
        <message>
            <source>Swarm Threat</source>
            <translation>Amenaza de la horda</translation>
        </message>
        <message>
            <source>Swarm fight · round {n}</source>
            <translation>Pelea contra la horda · asalto {n}</translation>
        </message>
        <message>
            <source>and {count} more</source>
            <translation>y {count} más</translation>
        </message>
        <message>
            <source>paused</source>
            <translation>en pausa</translation>
        </message>
        <message>
            <source>Time left: {clock}</source>
            <translation>Tiempo restante: {clock}</translation>
        </message>
    </context>
    <context>
        <name>PlayerDisplayController</name>
        <message>
            <source>Player display on: screen {number} ({width}×{height})</source>
            <translation>Pantalla de jugadores encendida: pantalla {number} ({width}×{height})</translation>
        </message>
        <message>
            <source>Screen {number}: {name} ({width}×{height})</source>
            <translation>Pantalla {number}: {name} ({width}×{height})</translation>
        </message>
        <message>
            <source>Player display off</source>
            <translation>Pantalla de jugadores apagada</translation>
        </message>
        <message>
            <source>&amp;Player display</source>
            <translation>&amp;Pantalla de jugadores</translation>
        </message>
        <message>
            <source>Show the players' screen on the projector or TV (F5)</source>
            <translation>Mostrar la pantalla de los jugadores en el proyector o la tele (F5)</translation>
        </message>
        <message>
            <source>&amp;Blackout</source>
            <translation>&amp;Oscurecer</translation>
        </message>
        <message>
            <source>Black out the players' screen (B)</source>
            <translation>Dejar en negro la pantalla de los jugadores (B)</translation>
        </message>
        <message>
            <source>Flash "The dead are here" on the players' screen at a threat of 3 or more: on</source>
            <translation>Destello «Los muertos están aquí» en la pantalla de los jugadores con una amenaza de 3 o más: activado</translation>
        </message>
        <message>
            <source>Flash "The dead are here" on the players' screen: off</source>
            <translation>Destello «Los muertos están aquí» en la pantalla de los jugadores: desactivado</translation>
        </message>
        <message>
            <source>Flash &amp;when the dead arrive</source>
            <translation>D&amp;estello cuando llegan los muertos</translation>
        </message>
        <message>
            <source>Flash "The dead are here" when the threat rises to 3 or more</source>
            <translation>Mostrar «Los muertos están aquí» cuando la amenaza sube a 3 o más</translation>
        </message>
        <message>
            <source>S&amp;hare player view…</source>
            <translation>&amp;Compartir la vista de jugadores…</translation>
        </message>
        <message>
            <source>Serve the players' view to their phones on the local network</source>
            <translation>Servir la vista de los jugadores a sus móviles por la red local</translation>
        </message>
        <message>
            <source>Player display &amp;screen</source>
            <translation>&amp;Monitor de la pantalla de jugadores</translation>
        </message>
        <message>
            <source>Hand&amp;outs…</source>
            <translation>&amp;Material para los jugadores…</translation>
        </message>
        <message>
            <source>Turn t&amp;imer</source>
            <translation>Tempori&amp;zador de turno</translation>
        </message>
        <message>
            <source>Give the one acting a minute, on the player display and their phone (again: the timer goes off)</source>
            <translation>Dar un minuto a quien actúa, en la pantalla de los jugadores y en su teléfono (otra vez: el temporizador se apaga)</translation>
        </message>
        <message>
            <source>&amp;Pause the turn timer</source>
            <translation>Pa&amp;usar el temporizador de turno</translation>
        </message>
        <message>
            <source>Show the players a picture or a text: the room, every phone or one</source>
            <translation>Mostrar a los jugadores una imagen o un texto: la sala, todos los teléfonos o uno</translation>
        </message>
        <message>
            <source>Players&apos; screen: black ({key})</source>
            <translation>Pantalla de los jugadores: a oscuras ({key})</translation>
        </message>
        <message>
            <source>The players&apos; links are off: {address} could not be served again. Ctrl+Shift+L to share.</source>
            <translation>Los enlaces de los jugadores no funcionan: no se pudo volver a servir {address}. Ctrl+Mayús+L para compartir.</translation>
        </message>
        <message>
            <source>Shared with the players again at {url}</source>
            <translation>Compartido de nuevo con los jugadores en {url}</translation>
        </message>
        <message>
            <source>The players&apos; screen does not show this timer.</source>
            <translation>La pantalla de los jugadores no muestra este temporizador.</translation>
        </message>
        <message>
            <source>Blackout ({key})</source>
            <translation>A oscuras ({key})</translation>
        </message>
        <message>
            <source>Player display on: screen {number} ({width}×{height}), in front of this window: Alt+Tab comes back here, {key} closes it</source>
            <translation>Pantalla de jugadores encendida: pantalla {number} ({width}×{height}), delante de esta ventana: Alt+Tab vuelve aquí, {key} la cierra</translation>
        </message>
    </context>
    <context>
        <name>PlayerLinksPanel</name>
        <message>
            <source>No player characters in this campaign.</source>
            <translation>No hay personajes jugadores en esta campaña.</translation>
        </message>
    </context>
    <context>
        <name>PlayerPage</name>
        <message>
            <source>Round {round}</source>
            <extracomment>the player page's words, in context PlayerPage; ``{name}`` fields are filled by the page</extracomment>
            <translation>Asalto {round}</translation>
        </message>
        <message>
            <source>{name}'s turn</source>
            <translation>Turno de {name}</translation>
        </message>
        <message>
            <source>Your turn!</source>
            <translation>¡Tu turno!</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Amenaza</translation>
        </message>
        <message>
            <source>Initiative</source>
            <translation>Iniciativa</translation>
        </message>
        <message>
            <source>Conditions</source>
            <translation>Estados</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Ninguno</translation>
        </message>
        <message>
            <source>Ammunition</source>
            <translation>Munición</translation>
        </message>
        <message>
            <source>? (the GM knows)</source>
            <translation>? (lo sabe el DJ)</translation>
        </message>
        <message>
            <source>{label} ×{count}</source>
            <translation>{label} ×{count}</translation>
        </message>
        <message>
            <source>+{spare} spare</source>
            <translation>+{spare} de repuesto</translation>
        </message>
        <message>
            <source>you</source>
            <translation>tú</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>Sin vida</translation>
        </message>
        <message>
            <source>Connection lost, reconnecting…</source>
            <translation>Conexión perdida, reconectando…</translation>
        </message>
        <message>
            <source>This link no longer works. Ask the GM for a new one.</source>
            <translation>Este enlace ya no funciona. Pide uno nuevo al DJ.</translation>
        </message>
        <message>
            <source>This link does not open this table. Check it against the one the GM shows, letter by letter, or ask the GM for a new one.</source>
            <translation>Este enlace no abre esta mesa. Compáralo letra a letra con el que muestra el DJ, o pídele uno nuevo al DJ.</translation>
        </message>
        <message>
            <source>This address needs the code at the end of the GM&apos;s link (after “?t=”). Scan or type the whole link.</source>
            <translation>A esta dirección le falta el código del final del enlace del DJ (después de «?t=»). Escanea o escribe el enlace entero.</translation>
        </message>
        <message>
            <source>The table</source>
            <translation>La mesa</translation>
        </message>
        <message>
            <source>Tension</source>
            <translation>Tensión</translation>
        </message>
        <message>
            <source>Swarm Size: {size} · Swarm Threat: {threat}</source>
            <translation>Tamaño de la horda: {size} · Amenaza de la horda: {threat}</translation>
        </message>
        <message>
            <source>Swarm fight · round {n}</source>
            <translation>Pelea contra la horda · asalto {n}</translation>
        </message>
        <message>
            <source>The dead: {dead}</source>
            <translation>Muertos: {dead}</translation>
        </message>
        <message>
            <source>{count}/{capacity} {unit}</source>
            <translation>{count}/{capacity} {unit}</translation>
        </message>
        <message>
            <source>{count} {unit}</source>
            <translation>{count} {unit}</translation>
        </message>
        <message>
            <source>paused</source>
            <translation>en pausa</translation>
        </message>
        <message>
            <source>Time left:</source>
            <translation>Tiempo restante:</translation>
        </message>
        <message>
            <source>Picture</source>
            <translation>Imagen</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <source>for you alone</source>
            <translation>solo para ti</translation>
        </message>
        <message>
            <source>for everyone</source>
            <translation>para todos</translation>
        </message>
        <message>
            <source>Waiting for the GM to start…</source>
            <translation>Esperando a que el DJ empiece…</translation>
        </message>
        <message>
            <source>The GM has darkened the screens</source>
            <translation>El DJ ha oscurecido las pantallas</translation>
        </message>
        <message>
            <source>The GM revoked this link. Ask the GM for a new one.</source>
            <translation>El DJ revocó este enlace. Pide uno nuevo al DJ.</translation>
        </message>
    </context>
    <context>
        <name>PlayerRow</name>
        <message>
            <source>Link revoked: the old link shows this player nothing now; Give a phone link makes a new one.</source>
            <translation>Enlace revocado: el enlace antiguo ya no le muestra nada a este jugador; «Dar un enlace para el móvil» crea uno nuevo.</translation>
        </message>
        <message>
            <source>This player's link stops working at once; the others go on</source>
            <translation>El enlace de este jugador deja de funcionar al instante; los demás siguen</translation>
        </message>
        <message>
            <source>No link: this player sees nothing of their own.</source>
            <translation>Sin enlace: este jugador no ve nada de su personaje.</translation>
        </message>
        <message>
            <source>The link works while you share.</source>
            <translation>El enlace funciona mientras compartes.</translation>
        </message>
        <message>
            <source>&amp;Revoke</source>
            <translation>&amp;Revocar</translation>
        </message>
        <message>
            <source>Ne&amp;w link</source>
            <translation>Enlace nue&amp;vo</translation>
        </message>
        <message>
            <source>&amp;Give a phone link</source>
            <translation>Dar un enlace para el &amp;móvil</translation>
        </message>
        <message>
            <source>{name}&apos;s link copied</source>
            <translation>Enlace de {name} copiado</translation>
        </message>
    </context>
    <context>
        <name>PlayerView</name>
        <message>
            <source>The swarm thins</source>
            <translation>La horda mengua</translation>
        </message>
        <message>
            <source>The dead are alerted</source>
            <translation>Los muertos están alerta</translation>
        </message>
        <message>
            <source>The dead strike</source>
            <translation>Los muertos atacan</translation>
        </message>
        <message>
            <source>What will the dead do?</source>
            <translation>¿Qué harán los muertos?</translation>
        </message>
        <message>
            <source>Round {round}: won</source>
            <translation>Asalto {round}: ganado</translation>
        </message>
        <message>
            <source>Round {round}: lost</source>
            <translation>Asalto {round}: perdido</translation>
        </message>
        <message>
            <source>Someone is hurt</source>
            <translation>Alguien recibe daño</translation>
        </message>
        <message>
            <source>Someone fights it off</source>
            <translation>Alguien lo rechaza</translation>
        </message>
        <message>
            <source>{name} is hurt</source>
            <translation>{name} recibe daño</translation>
        </message>
        <message>
            <source>{name} fights it off</source>
            <translation>{name} lo rechaza</translation>
        </message>
    <message>
        <source>Someone takes the hit</source>
        <translation>Alguien recibe el golpe</translation>
    </message>
    <message>
        <source>Someone faces an attack</source>
        <translation>Alguien se enfrenta a un ataque</translation>
    </message>
    <message>
        <source>{name} takes the hit</source>
        <translation>{name} recibe el golpe</translation>
    </message>
    <message>
        <source>{name} faces an attack</source>
        <translation>{name} se enfrenta a un ataque</translation>
    </message>
    <message>
        <source>Round lost: what will the dead do?</source>
        <translation>Asalto perdido: ¿qué harán los muertos?</translation>
    </message>
        <message>
            <source>numbers</source>
            <translation>con números</translation>
        </message>
        <message>
            <source>a word</source>
            <translation>con una palabra</translation>
        </message>
        <message>
            <source>hidden</source>
            <translation>oculta</translation>
        </message>
        <message>
            <source>Unhurt</source>
            <extracomment>words for a pool's fill when the ruleset names no values (fraction at or above, word)</extracomment>
            <translation>Sin heridas</translation>
        </message>
        <message>
            <source>Scratched</source>
            <translation>Con rasguños</translation>
        </message>
        <message>
            <source>Wounded</source>
            <translation>Con heridas</translation>
        </message>
        <message>
            <source>Badly wounded</source>
            <translation>Con heridas graves</translation>
        </message>
        <message>
            <source>Near death</source>
            <translation>Al borde de la muerte</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Fuera de combate</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>Sin vida</translation>
        </message>
        <message>
            <source>Round {round}: {total} successes against Swarm Threat {needed}</source>
            <extracomment>the last swarm round as the players hear it (no names: who rolled and who is attacked stays the GM's)</extracomment>
            <translation>Asalto {round}: {total} {total|éxito|éxitos} contra Amenaza de la horda {needed}</translation>
        </message>
        <message>
            <source>The swarm is beaten</source>
            <translation>La horda ha sido vencida</translation>
        </message>
        <message>
            <source>Round won: the swarm thins</source>
            <translation>Asalto ganado: la horda mengua</translation>
        </message>
        <message>
            <source>Round lost: the dead are alerted</source>
            <translation>Asalto perdido: los muertos están alerta</translation>
        </message>
        <message>
            <source>Round lost: the dead strike</source>
            <translation>Asalto perdido: los muertos atacan</translation>
        </message>
        <message>
            <source>Round lost</source>
            <translation>Asalto perdido</translation>
        </message>
        <message>
            <source>Unknown</source>
            <extracomment>what an unrevealed name reads as, the players' screen's word</extracomment>
            <translation>Desconocido</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Buscar en:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>&amp;Tipo de archivos:</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>Aceptar</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Ctrl</source>
            <translation>Ctrl</translation>
        </message>
        <message>
            <source>Shift</source>
            <translation>Mayús</translation>
        </message>
        <message>
            <source>Alt</source>
            <translation>Alt</translation>
        </message>
        <message>
            <source>Del</source>
            <translation>Supr</translation>
        </message>
        <message>
            <source>Ins</source>
            <translation>Ins</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Intro</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Intro</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Retroceso</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Espacio</translation>
        </message>
    </context>
    <context>
        <name>ReadOnly</name>
        <message>
            <source>This campaign is read-only</source>
            <translation>Esta campaña es de solo lectura</translation>
        </message>
        <message>
            <source>This campaign is read-only: nothing was changed. File → Save a copy makes one to play on.</source>
            <translation>Esta campaña es de solo lectura: no se cambió nada. Archivo → Guardar una copia crea una en la que jugar.</translation>
        </message>
        <message>
            <source>Nothing in it can be changed. Use File → Save a copy (Ctrl+Shift+S) to make a copy you can play on.</source>
            <translation>No se puede cambiar nada en ella. Usa Archivo → Guardar una copia (Ctrl+Mayús+S) para hacer una copia en la que jugar.</translation>
        </message>
        <message>
            <source>Deadwatch may not write this campaign.</source>
            <translation>Deadwatch no puede escribir esta campaña.</translation>
        </message>
        <message>
            <source>Deadwatch may not write this campaign&apos;s file nor its folder.</source>
            <translation>Deadwatch no puede escribir ni el archivo de esta campaña ni su carpeta.</translation>
        </message>
        <message>
            <source>Deadwatch may not write this campaign&apos;s file (its folder can be written).</source>
            <translation>Deadwatch no puede escribir el archivo de esta campaña (su carpeta sí se puede escribir).</translation>
        </message>
        <message>
            <source>Deadwatch may not write this campaign&apos;s folder, where its working files are kept beside it (the file itself can be written).</source>
            <translation>Deadwatch no puede escribir la carpeta de esta campaña, donde se guardan sus archivos de trabajo junto a ella (el archivo en sí sí se puede escribir).</translation>
        </message>
        <message>
            <source>Deadwatch may not write this campaign now, though its file and its folder can be written: its disk may be read-only.</source>
            <translation>Deadwatch no puede escribir esta campaña ahora, aunque su archivo y su carpeta se pueden escribir: puede que su disco sea de solo lectura.</translation>
        </message>
    </context>
    <context>
        <name>RationsDialog</name>
        <message>
            <source>{name} ({count} {count|ration|rations})</source>
            <translation>{name} ({count} {count|ración|raciones})</translation>
        </message>
        <message>
            <source>{name} ({count} {count|ration|rations}; sick: no Health back)</source>
            <translation>{name} ({count} {count|ración|raciones}; enfermedad: no recupera Salud)</translation>
        </message>
        <message>
            <source>Time passes</source>
            <translation>Pasa el tiempo</translation>
        </message>
        <message>
            <source>{days} {days|day passes|days pass}. Enter lets the time pass; Escape lets none pass.</source>
            <translation>{days|Pasa|Pasan} {days} {days|día|días}. Intro deja pasar el tiempo; Esc no deja pasar nada.</translation>
        </message>
        <message>
            <source>{name}: lethal injury, {time} left: dies unless stabilized</source>
            <translation>{name}: herida letal, quedan {time}: muere si no se estabiliza</translation>
        </message>
        <message>
            <source>Rations</source>
            <translation>Raciones</translation>
        </message>
        <message>
            <source>{days} {days|day passes|days pass}. Who ate a ration each day? One Health back a day for each who did; one without food does not heal.</source>
            <translation>{days|Pasa|Pasan} {days} {days|día|días}. ¿Quién comió una ración cada día? Quien comió recupera 1 punto de Salud por día; sin comida no se recupera Salud.</translation>
        </message>
        <message>
            <source>{name} (sick: no Health back)</source>
            <translation>{name} (enfermedad: no recupera Salud)</translation>
        </message>
        <message>
            <source> of {days} {days|day|days}</source>
            <translation> de {days}</translation>
        </message>
        <message>
            <source>Days with a ration</source>
            <translation>Días con ración</translation>
        </message>
        <message>
            <source>{name} has {count} {count|ration|rations} for {fed} {fed|day|days} eaten: fewer days, or add rations on the sheet.</source>
            <translation>{name} tiene {count} {count|ración|raciones} para {fed} {fed|día|días} con comida: menos días, o añade raciones en la hoja.</translation>
        </message>
        <message>
            <source>{name}: no ration, no Health back in {days} {days|day|days}.</source>
            <translation>{name}: sin ración, no recupera Salud en {days} {days|día|días}.</translation>
        </message>
        <message>
            <source>{name} has {count} {count|ration|rations} for {days} {days|day|days}: a ration on {fed} of them, Health back for those alone.</source>
            <translation>{name} tiene {count} {count|ración|raciones} para {days} {days|día|días}: ración en {fed} de ellos, recupera Salud solo esos días.</translation>
        </message>
        <message>
            <source>{name}: a ration on {fed} of {days} days, Health back for those alone.</source>
            <translation>{name}: ración en {fed} de {days} días, recupera Salud solo esos días.</translation>
        </message>
    </context>
    <context>
        <name>RepairDialog</name>
        <message>
            <source>The character sheet is damaged: {reason}</source>
            <translation>La hoja del personaje está dañada: {reason}</translation>
        </message>
        <message>
            <source>The live state (wounds, conditions) is damaged: {reason}</source>
            <translation>El estado actual (heridas, condiciones) está dañado: {reason}</translation>
        </message>
        <message>
            <source>Fields that do not fit: {fields}.</source>
            <translation>Campos que no encajan: {fields}.</translation>
        </message>
        <message>
            <source>Repair {name}</source>
            <translation>Reparar a {name}</translation>
        </message>
        <message>
            <source>What did not fit the rules is back at the ruleset's defaults. OK saves the character as shown (Undo takes it back); Cancel leaves it as it is.</source>
            <translation>Lo que no encajaba con las reglas ha vuelto a los valores por defecto del reglamento. Aceptar guarda el personaje tal como se ve (Deshacer lo revierte); Cancelar lo deja como está.</translation>
        </message>
    </context>
    <context>
        <name>RollResultView</name>
        <message>
            <source>Apply {amount} damage ({aside}) to {name}</source>
            <translation>Aplicar {amount} de daño ({aside}) a {name}</translation>
        </message>
        <message>
            <source>{offer}; {aside}</source>
            <translation>{offer}; {aside}</translation>
        </message>
        <message>
            <source>The dice were typed from the table.</source>
            <translation>Los dados se escribieron desde la mesa.</translation>
        </message>
        <message>
            <source>The dice were rolled here.</source>
            <translation>Los dados se tiraron aquí.</translation>
        </message>
        <message>
            <source>Points to spend</source>
            <translation>Puntos a gastar</translation>
        </message>
        <message>
            <source>Apply {amount} damage to {name}</source>
            <translation>Aplicar {amount} de daño a {name}</translation>
        </message>
        <message>
            <source>Roll the damage on {name}</source>
            <translation>Tirar el daño sobre {name}</translation>
        </message>
        <message>
            <source>One action on the characters: undo takes it back</source>
            <translation>Una acción sobre los personajes: deshacer la revierte</translation>
        </message>
        <message>
            <source>Threat +1 (walker)</source>
            <translation>Amenaza +1 (caminante)</translation>
        </message>
        <message>
            <source>Raise the Threat Level one step for this mess-up</source>
            <translation>Subir un paso el Nivel de Amenaza por este desastre</translation>
        </message>
        <message>
            <source>{offer} (hit {number} of {count})</source>
            <translation>{offer} (impacto {number} de {count})</translation>
        </message>
        <message>
            <source>Instead of raising the Threat Level for this mess-up</source>
            <translation>En lugar de subir el Nivel de Amenaza por esta pifia</translation>
        </message>
        <message>
            <source>No push: accept the roll</source>
            <translation>Sin forzar: aceptar la tirada</translation>
        </message>
        <message>
            <source>The roll stands as it is, not pushed: its damage is offered</source>
            <translation>La tirada se queda como está, sin forzar: se ofrece su daño</translation>
        </message>
        <message>
            <source>Push the roll or accept it first</source>
            <translation>Primero fuerza la tirada o acéptala</translation>
        </message>
    </context>
    <context>
        <name>RosterDialog</name>
        <message>
            <source>Who fights: the players' characters are ticked; Ctrl+A everyone who can fight; Up and Down move, in the name too; in the list, Space ticks another:</source>
            <translation>Quién combate: los personajes de los jugadores ya están marcados; Ctrl+A a todos los que pueden luchar; Arriba y Abajo mueven; en la lista, Espacio marca a otro:</translation>
        </message>
        <message>
            <source>Start a fight</source>
            <translation>Empezar un combate</translation>
        </message>
        <message>
            <source>Add to the fight</source>
            <translation>Añadir al combate</translation>
        </message>
        <message>
            <source>For the log, e.g. Ambush at the mill</source>
            <translation>Para el registro, p. ej.: Emboscada en el molino</translation>
        </message>
        <message>
            <source>Roll initiative again every round</source>
            <translation>Volver a tirar iniciativa cada asalto</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Nombre</translation>
        </message>
        <message>
            <source>Initiative</source>
            <translation>Iniciativa</translation>
        </message>
        <message>
            <source>Who fights (Up and Down move, Space ticks, Ctrl+A ticks everyone):</source>
            <translation>Quién combate (Arriba y Abajo mueven, Espacio marca, Ctrl+A marca a todos los que pueden luchar):</translation>
        </message>
        <message>
            <source>Who fights: the players&apos; characters are ticked; Space ticks another (a zombie, a stranger), Ctrl+A everyone who can fight; Up and Down move, in the name too:</source>
            <translation>Quién combate: los personajes de los jugadores ya están marcados; Espacio marca a otro (un zombi), Ctrl+A a todos los que pueden luchar; Arriba y Abajo mueven:</translation>
        </message>
            <message>
            <source>{state}: takes no turns</source>
            <translation>{state}: sin turno</translation>
        </message>
        <message>
            <source>Ctrl+A ticked everyone who can fight; left out (they take no turns): {names}. Space on {count|that row|each of those rows} ticks it.</source>
            <translation>Ctrl+A marcó a todos los que pueden luchar; sin marcar (sin turno): {names}. Espacio en {count|esa fila|cada una de esas filas} lo marca.</translation>
        </message>
        <message>
            <source>A name typed on the list goes into Name: type the fight&apos;s name at once, then Enter starts the fight.</source>
            <translation>Lo que se escribe en la lista va a Nombre: escribe ya el nombre del combate, e Intro lo empieza.</translation>
        </message>
    </context>
    <context>
        <name>FieldForm</name>
        <message>
            <source>Fewer inputs ▴</source>
            <translation>Menos campos ▴</translation>
        </message>
        <message>
            <source>More inputs ({count}) ▸</source>
            <translation>Más campos ({count}) ▸</translation>
        </message>
        <message>
            <source>Inputs that keep their default in most rolls; Space opens or closes them. They open by themselves when one of them holds another value.</source>
            <translation>Campos que en la mayoría de las tiradas se quedan como están; Espacio los abre o los cierra. Se abren solos cuando uno de ellos tiene otro valor.</translation>
        </message>
    </context>
    <context>
        <name>RulesActionDialog</name>
        <message>
            <source>No attacker picked: {field} {value} is used; pick who hits in {by}.</source>
            <translation>No hay atacante elegido: se usa {field} {value}; elige quién golpea en «{by}».</translation>
        </message>
        <message>
            <source>No attacker picked: {field} {value}, from {name} whose turn it is, is used; pick who hits in {by}.</source>
            <translation>No hay atacante elegido: se usa {field} {value}, de {name}, a quien le toca el turno; elige quién golpea en «{by}».</translation>
        </message>
        <message>
            <source>The result waits for its dice: type them above, or Enter lets the console roll them.</source>
            <translation>El resultado espera a sus dados: escríbelos arriba, o Intro deja que los tire la consola.</translation>
        </message>
        <message>
            <source>Heal {name}</source>
            <translation>Curar a {name}</translation>
        </message>
        <message>
            <source>Damage {name}</source>
            <translation>Dañar a {name}</translation>
        </message>
        <message>
            <source>Who deals the damage (for the log, scores and experience)</source>
            <translation>Quién hace el daño (para el registro, la puntuación y la experiencia)</translation>
        </message>
        <message>
            <source>The faces of the dice rolled at the table (damage, armor, first aid…), as the rules use them</source>
            <translation>Las caras de los dados tirados en la mesa (daño, blindaje, primeros auxilios…), en el orden que usan las reglas</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Dados</translation>
        </message>
        <message>
            <source>Edit → Found… ({key}) adds the bandages and pain pills a character finds.</source>
            <translation>Editar → Encontrado… ({key}) añade las vendas y los analgésicos que encuentra un personaje.</translation>
        </message>
        <message>
            <source>Healer</source>
            <translation>Quién cura</translation>
        </message>
        <message>
            <source>Dealt by</source>
            <translation>Causado por</translation>
        </message>
        <message>
            <source>(nobody: the patient&apos;s own care)</source>
            <translation>(nadie: el paciente se cura solo)</translation>
        </message>
        <message>
            <source>(nobody chosen)</source>
            <translation>(nadie elegido)</translation>
        </message>
        <message>
            <source>Set up {roll} for {name} in the dice dock</source>
            <translation>Preparar {roll} de {name} en el panel Dados</translation>
        </message>
        <message>
            <source>Who gives the care: their skill and supplies are used; nobody: the patient&apos;s own</source>
            <translation>Quién presta los cuidados: se usan su habilidad y sus suministros; nadie: los del propio paciente</translation>
        </message>
        <message>
            <source>Who heals (for the log)</source>
            <translation>Quién cura (para el registro)</translation>
        </message>
    </context>
    <context>
        <name>ShareDialog</name>
        <message>
            <source>Share the player view</source>
            <extracomment>the port tried first, so that the players' links stay the same from one evening to the next</extracomment>
            <translation>Compartir la vista de jugadores</translation>
        </message>
        <message>
            <source>The network the players' phones are on</source>
            <translation>La red en la que están los móviles de los jugadores</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>Red</translation>
        </message>
        <message>
            <source>Each player's own link: their character on their phone</source>
            <translation>El enlace de cada jugador: su personaje en su móvil</translation>
        </message>
        <message>
            <source>Not shared. Nothing is served until you start.</source>
            <translation>No se comparte. No se sirve nada hasta que empieces.</translation>
        </message>
        <message>
            <source>{count} {count|connection|connections} turned away: too many at once, or too slow</source>
            <translation>{count} {count|conexión rechazada|conexiones rechazadas}: demasiadas a la vez o demasiado lentas</translation>
        </message>
        <message>
            <source>Players open:</source>
            <translation>Los jugadores abren:</translation>
        </message>
        <message>
            <source>S&amp;top sharing</source>
            <translation>&amp;Dejar de compartir</translation>
        </message>
        <message>
            <source>&amp;Start sharing</source>
            <translation>&amp;Empezar a compartir</translation>
        </message>
        <message>
            <source>&amp;New address (revoke the old one)</source>
            <translation>Dirección &amp;nueva (revocar la anterior)</translation>
        </message>
        <message>
            <source>Cl&amp;ose</source>
            <translation>&amp;Cerrar</translation>
        </message>
        <message>
            <source>Undone: {action}</source>
            <translation>Deshecho: {action}</translation>
        </message>
        <message>
            <source>Redone: {action}</source>
            <translation>Rehecho: {action}</translation>
        </message>
    </context>
    <context>
        <name>SheetDialog</name>
        <message>
            <source>Character sheet</source>
            <translation>Hoja de personaje</translation>
        </message>
        <message>
            <source>Throw away the changes made to this sheet?</source>
            <translation>¿Descartar los cambios hechos en esta hoja?</translation>
        </message>
        <message>
            <source>&amp;Throw away</source>
            <translation>&amp;Descartar</translation>
        </message>
        <message>
            <source>&amp;Keep editing</source>
            <translation>Seguir &amp;editando</translation>
        </message>
        <message>
            <source>Experience: {points} unspent {points|point|points}</source>
            <translation>Experiencia: {points} {points|punto sin gastar|puntos sin gastar}</translation>
        </message>
        <message>
            <source>Character sheet — {name}</source>
            <translation>Hoja de personaje — {name}</translation>
        </message>
        <message>
            <source>New character</source>
            <translation>Personaje nuevo</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Nombre</translation>
        </message>
        <message>
            <source>&amp;Kind</source>
            <translation>&amp;Tipo</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>Hoja</translation>
        </message>
        <message>
            <source>Derived values and budgets</source>
            <translation>Valores derivados y presupuestos</translation>
        </message>
        <message>
            <source>Player character</source>
            <translation>Personaje jugador</translation>
        </message>
        <message>
            <source>NPC</source>
            <translation>PNJ</translation>
        </message>
        <message>
            <source>Zombie</source>
            <translation>Zombi</translation>
        </message>
        <message>
            <source>No derived values</source>
            <translation>Sin valores derivados</translation>
        </message>
        <message>
            <source>{label}: {left} of {allowed} left</source>
            <translation>{label}: quedan {left} de {allowed}</translation>
        </message>
        <message>
            <source>No creation budget</source>
            <translation>Sin presupuesto de creación</translation>
        </message>
        <message>
            <source>Give the character a name.</source>
            <translation>Ponle un nombre al personaje.</translation>
        </message>
        <message>
            <source>N&amp;otes</source>
            <translation>N&amp;otas</translation>
        </message>
        <message>
            <source>What the GM keeps about this character (an imported actor&apos;s notes)</source>
            <translation>Lo que el DJ guarda de este personaje (las notas de un actor importado)</translation>
        </message>
    </context>
    <context>
        <name>StockTable</name>
        <message>
            <source>{weapon}:
{status}</source>
            <translation>{weapon}:
{status}</translation>
        </message>
        <message>
            <source>Weapon</source>
            <translation>Arma</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Quedan</translation>
        </message>
        <message>
            <source>Spare</source>
            <translation>Repuesto</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Fire</source>
            <translation>Disparar</translation>
        </message>
        <message>
            <source>Spend what this weapon fires (F when its row is selected)</source>
            <translation>Gastar lo que dispara esta arma (F con su fila elegida)</translation>
        </message>
        <message>
            <source>{count} / {capacity} {unit}</source>
            <translation>{count} / {capacity} {unit}</translation>
        </message>
        <message>
            <source>{count} {unit}</source>
            <translation>{count} {unit}</translation>
        </message>
        <message>
            <source>rounds in each: {clips}</source>
            <translation>balas en cada uno: {clips}</translation>
        </message>
        <message>
            <source>{spare} spare</source>
            <translation>{spare} de repuesto</translation>
        </message>
        <message>
            <source>EMPTY</source>
            <translation>VACÍO</translation>
        </message>
        <message>
            <source>Low (warning at {threshold})</source>
            <translation>Escasa (aviso en {threshold})</translation>
        </message>
        <message>
            <source>fired this round</source>
            <translation>ya disparó este asalto</translation>
        </message>
    </context>
    <context>
        <name>SwarmDock</name>
        <message>
            <source>by the rollers&apos; skills</source>
            <translation>según las habilidades de quienes tiran</translation>
        </message>
        <message>
            <source>{name} — {why}</source>
            <translation>{name} — {why}</translation>
        </message>
        <message>
            <source>{count} × d{faces}: {names}</source>
            <translation>{count} × d{faces}: {names}</translation>
        </message>
        <message>
            <source>To fight them as a swarm, count five dead or more in Dead, then press {key} again.</source>
            <translation>Para luchar contra ellos como horda, cuenta cinco muertos o más en Muertos y pulsa {key} otra vez.</translation>
        </message>
        <message>
            <source>Type the count of dead (five or more make a swarm): {key} again starts the swarm fight.</source>
            <translation>Escribe el número de muertos (cinco o más son una horda): {key} otra vez empieza la pelea contra la horda.</translation>
        </message>
        <message>
            <source>Push {name}'s roll of {dice} {dice|die|dice}
{pushed}
win {win}, mess-up {messup}</source>
            <translation>Forzar la tirada de {name} ({dice} {dice|dado|dados})
{pushed}
ganar {win}, pifia {messup}</translation>
        </message>
        <message>
            <source>{what}: {value} {count|die|dice} on this roll</source>
            <translation>{what}: {value} {count|dado|dados} en esta tirada</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>Muertos</translation>
        </message>
        <message>
            <source>How many dead: + and − add or take one</source>
            <translation>Cuántos muertos: + y − suman o restan uno</translation>
        </message>
        <message>
            <source>Swarm Size</source>
            <translation>Tamaño de la horda</translation>
        </message>
        <message>
            <source>The size the dead make; set 1-6 to override it</source>
            <translation>El tamaño que dan los muertos; pon 1-6 para cambiarlo</translation>
        </message>
        <message>
            <source>Fight the swarm</source>
            <translation>Pelear contra la horda</translation>
        </message>
        <message>
            <source>Clear out an area</source>
            <translation>Despejar una zona</translation>
        </message>
        <message>
            <source>Call off</source>
            <translation>Suspender</translation>
        </message>
        <message>
            <source>Who rolls</source>
            <translation>Quién tira</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>Habilidad</translation>
        </message>
        <message>
            <source>Dice ±</source>
            <translation>Dados ±</translation>
        </message>
        <message>
            <source>Rolls twice</source>
            <translation>Tira dos veces</translation>
        </message>
        <message>
            <source>Roll {skill}</source>
            <translation>Tirar {skill}</translation>
        </message>
        <message>
            <source>One who is not rolling barks orders: one die per success, at most {count} to one roller</source>
            <translation>Alguien que no tira da órdenes: un dado por éxito, como mucho {count} a quien tira</translation>
        </message>
        <message>
            <source>Roll the sacrifice ({skill})</source>
            <translation>Tirar el sacrificio ({skill})</translation>
        </message>
        <message>
            <source>Throw the victim to the dead: an opposed {skill} roll; it takes one of the round's {count} {count|roll|rolls}</source>
            <translation>Arrojar a la víctima a los muertos: una tirada enfrentada de {skill}; ocupa una de las {count} {count|tirada|tiradas} del asalto</translation>
        </message>
        <message>
            <source>typed dice (empty: roll here)</source>
            <translation>dados de la mesa (vacío: tirar aquí)</translation>
        </message>
        <message>
            <source>Sacrifice</source>
            <translation>Sacrificio</translation>
        </message>
        <message>
            <source>Clearing by</source>
            <translation>Despejar</translation>
        </message>
        <message>
            <source>Roll the round (Ctrl+Alt+W)</source>
            <translation>Tirar el asalto (Ctrl+Alt+W)</translation>
        </message>
        <message>
            <source>incl. {dice} {skill}</source>
            <translation>incl. {dice} de {skill}</translation>
        </message>
        <message>
            <source>{skill} dice to {name}: </source>
            <translation>Dados de {skill} para {name}: </translation>
        </message>
        <message>
            <source>Last round</source>
            <translation>Último asalto</translation>
        </message>
        <message>
            <source>Apply the GM's picks</source>
            <translation>Aplicar la elección del DJ</translation>
        </message>
        <message>
            <source>Won: the GM sets the Threat Level</source>
            <translation>Ganada: el DJ fija el Nivel de Amenaza</translation>
        </message>
        <message>
            <source>Threat {level}</source>
            <translation>Amenaza {level}</translation>
        </message>
        <message>
            <source>= Swarm Size {size} + Threat {threat}</source>
            <translation>= Tamaño de la horda {size} + Amenaza {threat}</translation>
        </message>
        <message>
            <source>= Swarm Size {size} + Threat {threat} − {attacks} {attacks|attack|attacks} made</source>
            <translation>= Tamaño de la horda {size} + Amenaza {threat} − {attacks} {attacks|ataque hecho|ataques hechos}</translation>
        </message>
        <message>
            <source>{name}, {skill}: {dice} {dice|die|dice}</source>
            <translation>{name}, {skill}: {dice} {dice|dado|dados}</translation>
        </message>
        <message>
            <source>Roll the swarm round</source>
            <translation>Tirar el asalto contra la horda</translation>
        </message>
        <message>
            <source>Roll the round as set up in the swarm dock</source>
            <translation>Tirar el asalto tal como está preparado en el panel de la horda</translation>
        </message>
        <message>
            <source>Help (one die per helper), gear bonus and other modifiers</source>
            <translation>Ayuda (un dado por ayudante), bonificación de equipo y otros modificadores</translation>
        </message>
        <message>
            <source>Start a swarm fight (Ctrl+Shift+W)</source>
            <translation>Empezar una pelea contra la horda (Ctrl+Mayús+W)</translation>
        </message>
        <message>
            <source>Attack the swarm before it spots you (Ctrl+Shift+C)</source>
            <translation>Atacar a la horda antes de que os vea (Ctrl+Mayús+C)</translation>
        </message>
        <message>
            <source>— nobody —</source>
            <translation>— nadie —</translation>
        </message>
        <message>
            <source>This ruleset has no swarms</source>
            <translation>Este reglamento no tiene hordas</translation>
        </message>
        <message>
            <source>Auto ({size})</source>
            <translation>Auto ({size})</translation>
        </message>
        <message>
            <source>Swarm Threat {value}</source>
            <translation>Amenaza de la horda {value}</translation>
        </message>
        <message>
            <source>Clearing out an area</source>
            <translation>Despejando una zona</translation>
        </message>
        <message>
            <source>Swarm fight</source>
            <translation>Pelea contra la horda</translation>
        </message>
        <message>
            <source>{kind}, round {round}</source>
            <translation>{kind}, asalto {round}</translation>
        </message>
        <message>
            <source>The fight was won</source>
            <translation>La pelea se ganó</translation>
        </message>
        <message>
            <source>The dead moved on</source>
            <translation>Los muertos siguieron su camino</translation>
        </message>
        <message>
            <source>No swarm fight running</source>
            <translation>No hay pelea contra la horda</translation>
        </message>
        <message>
            <source>Free success carried: {count}</source>
            <translation>Éxitos gratis arrastrados: {count}</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Asalto {round}</translation>
        </message>
        <message>
            <source>{name} hands out {dice} {dice|die|dice} (at most {most} to one roller)</source>
            <translation>{name} reparte {dice} {dice|dado|dados} (como mucho {most} a quien tira)</translation>
        </message>
        <message>
            <source>{escaped} got away; {suffers} suffers the consequences</source>
            <translation>{escaped} escapó; {suffers} sufre las consecuencias</translation>
        </message>
        <message>
            <source>Pick who rolls {skill}.</source>
            <translation>Elige quién tira {skill}.</translation>
        </message>
        <message>
            <source>won</source>
            <translation>ganado</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>perdido</translation>
        </message>
        <message>
            <source>Round {round}: {total} against Swarm Threat {needed} — {word}</source>
            <translation>Asalto {round}: {total} contra Amenaza de la horda {needed} — {word}</translation>
        </message>
        <message>
            <source>Almost made it: one free success next round</source>
            <translation>Casi lo logran: un éxito gratis en el próximo asalto</translation>
        </message>
        <message>
            <source>{name} messed up: a single attack</source>
            <translation>{name} pifió: un ataque único</translation>
        </message>
        <message>
            <source>{attack}: {name}</source>
            <translation>{attack}: {name}</translation>
        </message>
        <message>
            <source>The dead win: the GM picks {count}</source>
            <translation>Ganan los muertos: el DJ elige {count} {count|opción|opciones}</translation>
        </message>
        <message>
            <source>The GM picks only {count} {count|option|options}: untick one first (its digit again).</source>
            <translation>El DJ elige solo {count} {count|opción|opciones}: primero desmarca una (su número otra vez).</translation>
        </message>
        <message>
            <source>Push {name}'s roll of {dice} {dice|die|dice}
win {win}, mess-up {messup}</source>
            <translation>Forzar la tirada de {name} ({dice} {dice|dado|dados})
ganar {win}, pifia {messup}</translation>
        </message>
        <message>
            <source>typed dice for the push (empty: roll here)</source>
            <translation>dados para forzar (vacío: tirar aquí)</translation>
        </message>
        <message>
            <source>Pick who rolls against the swarm</source>
            <translation>Elige quién tira contra la horda</translation>
        </message>
        <message>
            <source>Win {win} · almost {almost} · lose {lose} (Swarm Threat {threat})</source>
            <translation>Ganar {win} · casi {almost} · perder {lose} (Amenaza de la horda {threat})</translation>
        </message>
        <message>
            <source>Pick who sacrifices whom.</source>
            <translation>Elige quién sacrifica a quién.</translation>
        </message>
        <message>
            <source>No round to roll now.</source>
            <translation>Ahora no hay asalto que tirar.</translation>
        </message>
        <message>
            <source>{what}. The rules: {value}</source>
            <translation>{what}. Según las reglas: {value}</translation>
        </message>
        <message>
            <source>A swarm fight is running: end it before clearing out an area.</source>
            <translation>Hay una pelea contra la horda: termínala antes de despejar una zona.</translation>
        </message>
        <message>
            <source>No swarm round to roll now: Ctrl+Shift+W starts a swarm fight.</source>
            <translation>No hay asalto contra la horda que tirar: Ctrl+Mayús+W empieza una pelea contra la horda.</translation>
        </message>
        <message>
            <source>Answer what the last round asks first (in the swarm panel).</source>
            <translation>Primero responde a lo que pide el último asalto (en el panel de la horda).</translation>
        </message>
        <message>
            <source>Pick who rolls against the swarm first: the typed dice of each roll follow.</source>
            <translation>Primero elige quién tira contra la horda: los dados tecleados de cada tirada vienen después.</translation>
        </message>
        <message>
            <source>Who rolls: Up and Down or a name&apos;s first letters; Tab: the dice ±, then the skill</source>
            <translation>Quién tira: arriba y abajo o las primeras letras de un nombre; Tab: los dados ±, luego la habilidad</translation>
        </message>
        <message>
            <source>The skill rolled: Up and Down; Shift+Tab: back to the dice ± and who rolls</source>
            <translation>La habilidad de la tirada: arriba y abajo; Mayús+Tab: vuelve a los dados ± y a quién tira</translation>
        </message>
        <message>
            <source>Call off the swarm fight</source>
            <translation>Suspender la pelea contra la horda</translation>
        </message>
        <message>
            <source>End the swarm fight outside the rules ({key})</source>
            <translation>Terminar la pelea contra la horda fuera de las reglas ({key})</translation>
        </message>
        <message>
            <source>No swarm fight to call off.</source>
            <translation>No hay pelea contra la horda que suspender.</translation>
        </message>
        <message>
            <source>{name}, {skill}: {dice} → {roll}</source>
            <translation>{name}, {skill}: {dice} → {roll}</translation>
        </message>
        <message>
            <source>{dice} {dice|die|dice}</source>
            <translation>{dice} {dice|dado|dados}</translation>
        </message>
        <message>
            <source>{name} (roll {number} of {count})</source>
            <translation>{name} (tirada {number} de {count})</translation>
        </message>
        <message>
            <source>{a} and {b}</source>
            <translation>{a} y {b}</translation>
        </message>
        <message>
            <source>{total} {total|roll|rolls} this round: {name} rolls all {count}, {penalties} after the first</source>
            <translation>{total} {total|tirada|tiradas} este asalto: {name} hace las {count}, {penalties} tras la primera</translation>
        </message>
        <message>
            <source>{total} {total|roll|rolls} this round: {name} rolls {count} of them, {penalties} after the first</source>
            <translation>{total} {total|tirada|tiradas} este asalto: {name} hace {count} de ellas, {penalties} tras la primera</translation>
        </message>
        <message>
            <source>{total} {total|roll|rolls} this round: {name} rolls all {count}</source>
            <translation>{total} {total|tirada|tiradas} este asalto: {name} hace las {count}</translation>
        </message>
        <message>
            <source>{total} {total|roll|rolls} this round: {name} rolls {count} of them</source>
            <translation>{total} {total|tirada|tiradas} este asalto: {name} hace {count} de ellas</translation>
        </message>
        <message>
            <source>{line} ({rule})</source>
            <translation>{line} ({rule})</translation>
        </message>
        <message>
            <source>{line}. Pick others under Who rolls to share them.</source>
            <translation>{line}. Elige a otros en Quién tira para repartir las tiradas.</translation>
        </message>
        <message>
            <source>Roll {name}&apos;s single attack (a skill roll)</source>
            <translation>Tirar el ataque único contra {name} (tirada de habilidad)</translation>
        </message>
        <message>
            <source>Mass attack on {name}, no roll to avoid it: damage</source>
            <translation>Ataque masivo contra {name}, sin tirada para evitarlo: daño</translation>
        </message>
        <message>
            <source>Apply {damage} damage to {name}</source>
            <translation>Aplicar {damage} de daño a {name}</translation>
        </message>
        <message>
            <source>{key} again starts the swarm fight.</source>
            <translation>{key} otra vez empieza la pelea contra la horda.</translation>
        </message>
        <message>
            <source>Roll {name}&apos;s single attack {number} of {count} (a skill roll)</source>
            <translation>Tirar el ataque único {number} de {count} contra {name} (tirada de habilidad)</translation>
        </message>
        <message>
            <source>{name} rolls again: {fighters} {fighters|fighter|fighters} for the round&apos;s {rolls} {rolls|roll|rolls} ({rule})</source>
            <translation>{name} tira otra vez: {fighters} {fighters|luchador|luchadores} para las {rolls} {rolls|tirada|tiradas} del asalto ({rule})</translation>
        </message>
        <message>
            <source>{name} rolls again: {fighters} {fighters|fighter|fighters} for the round&apos;s {rolls} {rolls|roll|rolls}</source>
            <translation>{name} tira otra vez: {fighters} {fighters|luchador|luchadores} para las {rolls} {rolls|tirada|tiradas} del asalto</translation>
        </message>
        <message>
            <source>{name} messed up: the GM picks two of the options below (in a lost round a mess-up brings no single attack of its own)</source>
            <translation>{name} pifió: el DJ elige dos de las opciones de abajo (en un asalto perdido la pifia no trae un ataque único propio)</translation>
        </message>
        <message>
            <source>{name}, {skill}: {dice}</source>
            <translation>{name}, {skill}: {dice}</translation>
        </message>
        <message>
            <source>{line} — {why}</source>
            <translation>{line} — {why}</translation>
        </message>
        <message>
            <source>With the dice typed: win {win} · almost {almost} · lose {lose} (Swarm Threat {threat})</source>
            <translation>Con los dados escritos: ganar {win} · casi {almost} · perder {lose} (Amenaza de la horda {threat})</translation>
        </message>
        <message>
            <source>Swarm fight called off: {count|a single attack|single attacks} dropped before {count|its|their} roll: {names} ({key} brings {count|it|them} back)</source>
            <translation>Pelea contra la horda suspendida: {count|un ataque único descartado|ataques únicos descartados} antes de {count|su tirada|sus tiradas}: {names} ({key} {count|lo|los} recupera)</translation>
        </message>
    <message>
            <source>Swarm fight called off: the dice typed for the round set aside: {dice} ({key} brings them back)</source>
            <translation>Pelea contra la horda suspendida: los dados escritos para el asalto quedan apartados: {dice} ({key} los recupera)</translation>
        </message>
    <message>
            <source>Swarm fight called off: {count|a single attack|single attacks} dropped before {count|its|their} roll: {names}; the dice typed for the round set aside: {dice} ({key} brings them all back)</source>
            <translation>Pelea contra la horda suspendida: {count|un ataque único descartado|ataques únicos descartados} antes de {count|su tirada|sus tiradas}: {names}; los dados escritos para el asalto quedan apartados: {dice} ({key} lo recupera todo)</translation>
        </message>
    </context>
    <context>
        <name>TableEditor</name>
        <message>
            <source>Add</source>
            <translation>Añadir</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Quitar</translation>
        </message>
        <message>
            <source>Add to {table}</source>
            <translation>Añadir a {table}</translation>
        </message>
        <message>
            <source>Remove from {table}</source>
            <translation>Quitar de {table}</translation>
        </message>
    </context>
    <context>
        <name>TextHandoutDialog</name>
        <message>
            <source>New handout</source>
            <translation>Material nuevo</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <source>Text</source>
            <translation>Texto</translation>
        </message>
        <message>
            <source>Enter: a new line · Ctrl+Enter: save the handout</source>
            <translation>Intro: nueva línea · Ctrl+Intro: guardar el material</translation>
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
        <name>ThreatDock</name>
        <message>
            <source>{name}, {skill}: {dice}, {chance} to get past; Enter rolls, or reads the dice typed</source>
            <translation>{name}, {skill}: {dice}, {chance} de pasar; Intro tira aquí o lee los dados escritos</translation>
        </message>
        <message>
            <source>{name}, {skill}: {dice}; Enter rolls, or reads the dice typed</source>
            <translation>{name}, {skill}: {dice}; Intro tira aquí o lee los dados escritos</translation>
        </message>
        <message>
            <source>Reasons are 1–{last}: the numbers beside them.</source>
            <translation>Las razones son 1–{last}: los números ante ellas.</translation>
        </message>
        <message>
            <source>On whom: 1–{last}, the numbers beside the names.</source>
            <translation>Sobre quién: 1–{last}, los números ante los nombres.</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Amenaza</translation>
        </message>
        <message>
            <source>Tension</source>
            <translation>Tensión</translation>
        </message>
        <message>
            <source>Use a 0-6 tension meter</source>
            <translation>Usar un medidor de tensión 0-6</translation>
        </message>
        <message>
            <source>This ruleset has no Threat Level: show the dial as a plain tension meter</source>
            <translation>Este reglamento no tiene Nivel de Amenaza: mostrar el indicador como medidor de tensión</translation>
        </message>
        <message>
            <source>Right half or + raises, left half or − lowers; the wheel too. Every change asks for its reason.</source>
            <translation>La mitad derecha o + sube, la izquierda o − baja; la rueda también. Cada cambio pide su motivo.</translation>
        </message>
        <message>
            <source>This session</source>
            <translation>Esta sesión</translation>
        </message>
        <message>
            <source>The level over the session, oldest on the left</source>
            <translation>El nivel durante la sesión, lo más antiguo a la izquierda</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Quién</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>Habilidad</translation>
        </message>
        <message>
            <source>Dice ±</source>
            <translation>Dados ±</translation>
        </message>
        <message>
            <source>Typed dice</source>
            <translation>Dados de la mesa</translation>
        </message>
        <message>
            <source>Help (one die per helper), gear and other modifiers</source>
            <translation>Ayuda (un dado por ayudante), equipo y otros modificadores</translation>
        </message>
        <message>
            <source>empty: roll here; or type the faces, base dice first</source>
            <translation>vacío: tirar aquí; o escribe las caras, primero los dados base</translation>
        </message>
        <message>
            <source>empty: roll here; or the faces</source>
            <translation>vacío: tirar aquí; o las caras</translation>
        </message>
        <message>
            <source>empty: roll here</source>
            <translation>vacío: tirar aquí</translation>
        </message>
        <message>
            <source>Roll to avoid the dead (Ctrl+Shift+A)</source>
            <translation>Esquivar a los muertos (Ctrl+Mayús+A)</translation>
        </message>
        <message>
            <source>A failure lets the GM raise the Threat or give a single attack; a mess-up brings both</source>
            <translation>Un fallo deja al DJ subir la Amenaza o dar un ataque único; una pifia trae ambas cosas</translation>
        </message>
        <message>
            <source>Threat +1</source>
            <translation>Amenaza +1</translation>
        </message>
        <message>
            <source>Single attack</source>
            <translation>Ataque único</translation>
        </message>
        <message>
            <source>Threat up (+)</source>
            <translation>Subir la Amenaza (+)</translation>
        </message>
        <message>
            <source>Raise the threat dial one step; the dock asks for the reason</source>
            <translation>Subir un paso el indicador de Amenaza; el panel pide el motivo</translation>
        </message>
        <message>
            <source>Threat down (−)</source>
            <translation>Bajar la Amenaza (−)</translation>
        </message>
        <message>
            <source>Lower the threat dial one step; the dock asks for the reason</source>
            <translation>Bajar un paso el indicador de Amenaza; el panel pide el motivo</translation>
        </message>
        <message>
            <source>Avoid the dead</source>
            <translation>Esquivar a los muertos</translation>
        </message>
        <message>
            <source>Roll to sneak past the dead, at the Threat Levels the ruleset allows it</source>
            <translation>Tirar para pasar a escondidas junto a los muertos, en los niveles de amenaza en que las reglas lo permiten</translation>
        </message>
        <message>
            <source>Avoid the dead (Threat {levels})</source>
            <translation>Esquivar a los muertos (Amenaza {levels})</translation>
        </message>
        <message>
            <source>The dial is already at {level}: it runs from {low} to {high}.</source>
            <translation>El indicador ya está en {level}: va de {low} a {high}.</translation>
        </message>
        <message>
            <source>{caption} {old} → {new}: why? {digits} or a click; {gm}: GM's call; {cancel}: cancel</source>
            <translation>{caption} {old} → {new}: ¿por qué? {digits} o un clic; {gm}: decisión del DJ; {cancel}: cancelar</translation>
        </message>
        <message>
            <source>{name} failed: the GM picks Threat +1 or a single attack.</source>
            <translation>{name} falló: el DJ elige Amenaza +1 o un ataque único.</translation>
        </message>
        <message>
            <source>Pick who tries to avoid the dead.</source>
            <translation>Elige quién intenta esquivar a los muertos.</translation>
        </message>
        <message>
            <source>The tension meter is off: {goto}, then Space, turns it on.</source>
            <translation>El medidor de tensión está apagado: {goto} y luego Espacio lo encienden.</translation>
        </message>
        <message>
            <source>Roll {name}&apos;s single attack (a skill roll)</source>
            <translation>Tirar el ataque único contra {name} (tirada de habilidad)</translation>
        </message>
        <message>
            <source>Space: the roll in the dice dock, the focus on its typed dice; Enter rolls them</source>
            <translation>Espacio: la tirada en el panel de dados, el foco en sus dados escritos; Intro los tira</translation>
        </message>
        <message>
            <source>A single attack from the dead: on whom? {digits} or a click; {cancel}: cancel</source>
            <translation>Un ataque único de los muertos: ¿contra quién? {digits} o un clic; {cancel}: cancelar</translation>
        </message>
        <message>
            <source>The single attack on {name} got through: damage</source>
            <translation>El ataque único contra {name} pasó: daño</translation>
        </message>
        <message>
            <source>Tension meter off</source>
            <translation>Medidor de tensión apagado</translation>
        </message>
        <message>
            <source>Tension up (+)</source>
            <translation>Subir la Tensión (+)</translation>
        </message>
        <message>
            <source>Tension down (−)</source>
            <translation>Bajar la Tensión (−)</translation>
        </message>
        <message>
            <source>Raise the tension meter one step; the dock asks for the reason</source>
            <translation>Subir un paso el medidor de tensión; el panel pide el motivo</translation>
        </message>
        <message>
            <source>Lower the tension meter one step; the dock asks for the reason</source>
            <translation>Bajar un paso el medidor de tensión; el panel pide el motivo</translation>
        </message>
    </context>
    <context>
        <name>TimerDialog</name>
        <message>
            <source>Timed condition on {name}</source>
            <translation>Estado temporal de {name}</translation>
        </message>
        <message>
            <source>e.g. Stunned</source>
            <translation>p. ej.: Aturdimiento</translation>
        </message>
        <message>
            <source>Condition</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Rounds it lasts</source>
            <translation>Asaltos que dura</translation>
        </message>
    </context>
    <context>
        <name>TurnTimerLabel</name>
        <message>
            <source>paused</source>
            <translation>en pausa</translation>
        </message>
        <message>
            <source>Turn timer: {name} · {clock}</source>
            <translation>Temporizador de turno: {name} · {clock}</translation>
        </message>
        <message>
            <source>Turn timer: {name} · {clock} (this console only: {name} is hidden from the players)</source>
            <translation>Temporizador de turno: {name} · {clock} (solo en esta consola: {name} está oculto a los jugadores)</translation>
        </message>
    </context>
    <context>
        <name>TypedDice</name>
        <message>
            <source>typed dice</source>
            <extracomment>where even that does not fit (a narrow form): the field's name alone</extracomment>
            <translation>dados de la mesa</translation>
        </message>
        <message>
            <source>The faces of the dice rolled at the table, in the order the rules use them; empty: rolled</source>
            <translation>Las caras de los dados tirados en la mesa, en el orden que usan las reglas; vacío: se tira aquí</translation>
        </message>
    </context>
    <context>
        <name>Unseen</name>
        <message>
            <source>someone unseen</source>
            <translation>alguien oculto</translation>
        </message>
    </context>
    <context>
        <name>UnseenDamaged</name>
        <message>
            <source>someone unseen</source>
            <translation>alguien oculto</translation>
        </message>
    </context>
    <context>
        <name>UnseenObject</name>
        <message>
            <source>someone unseen</source>
            <translation>alguien oculto</translation>
        </message>
    </context>
    <context>
        <name>log</name>
        <message>
            <source>Clearing out failed: {name} fought with {skill}, so {method}; Threat Level {threat}</source>
            <translation>No se logró despejar la zona: {name} luchó con {skill}, así que {method}; Nivel de Amenaza {threat}</translation>
        </message>
        <message>
            <source>Clearing out failed: {method}, as the GM set it; Threat Level {threat}</source>
            <translation>No se logró despejar la zona: {method}, como lo fijó el DJ; Nivel de Amenaza {threat}</translation>
        </message>
        <message>
            <source>{lines}</source>
            <translation>{lines}</translation>
        </message>
        <message>
            <source>{name} keeps the turn, then {names} this round (by initiative from round {next})</source>
            <translation>{name} conserva el turno, después {names} en este asalto (por iniciativa desde el asalto {next})</translation>
        </message>
        <message>
            <source>{name} eats {count} {count|ration|rations}.</source>
            <translation>{name} come {count} {count|ración|raciones}.</translation>
        </message>
        <message>
            <source>{passed}, taken back: {back}</source>
            <translation>{passed}; se devuelve: {back}</translation>
        </message>
        <message>
            <source>{name}: {parts}.</source>
            <translation>{name}: {parts}.</translation>
        </message>
        <message>
            <source>{track} {now} → {was}</source>
            <translation>{track} {now} → {was}</translation>
        </message>
        <message>
            <source>{count} {count|ration|rations} back on the sheet</source>
            <translation>{count} {count|ración vuelve|raciones vuelven} a la hoja</translation>
        </message>
        <message>
            <source>Taken back: {line}</source>
            <translation>Deshecho: {line}</translation>
        </message>
        <message>
            <source>no longer so: {line}</source>
            <translation>ya no rige: {line}</translation>
        </message>
        <message>
            <source>{label}: {now} → {was}</source>
            <translation>{label}: {now} → {was}</translation>
        </message>
        <message>
            <source>{passed}, done again: {again}</source>
            <translation>{passed}; de nuevo: {again}</translation>
        </message>
        <message>
            <source>{count} {count|ration|rations} eaten</source>
            <translation>{count} {count|ración comida|raciones comidas}</translation>
        </message>
        <message>
            <source>{name} has {count} {count|ration|rations} for {days} {days|day|days}: add rations on the sheet, or clear the box of one who had no food; nothing changed.</source>
            <translation>{name} tiene {count} {count|ración|raciones} para {days} {days|día|días}: añade raciones en la hoja o desmarca la casilla de quien no tuvo comida; no se cambió nada.</translation>
        </message>
        <message>
            <source>One die per fighter who rolls: at least {count} {count|die|dice} for this roll, {typed} typed.</source>
            <translation>Un dado por cada luchador que tira: al menos {count} {count|dado|dados} para esta tirada, {typed} escritos.</translation>
        </message>
        <message>
            <source>{name}&apos;s natural {face} rolls another die, typed right after it: at least {count} {count|die|dice} for this roll, {typed} typed.</source>
            <translation>El {face} natural de {name} tira otro dado, que escribes justo después: al menos {count} {count|dado|dados} para esta tirada, {typed} escritos.</translation>
        </message>
        <message>
            <source>Only a hurt living character is asked whether they ate as days pass.</source>
            <translation>Solo se pregunta si comió por un personaje vivo y herido cuando pasan días.</translation>
        </message>
        <message>
            <source>{value} (its maximum {was} → {now} with the new sheet, the points lost kept; in the file: {file})</source>
            <translation>{value} (su máximo con la hoja nueva {was} → {now}, se conservan los puntos perdidos; en el archivo: {file})</translation>
        </message>
        <message>
            <source>{field}: {before} → {after} (worked out by the sheet)</source>
            <translation>{field}: {before} → {after} (la hoja lo calcula)</translation>
        </message>
        <message>
            <source>{field}: {before} → {after} (maximum)</source>
            <translation>{field}: {before} → {after} (máximo)</translation>
        </message>
        <message>
            <source>Swarm round {round} — {outcome}</source>
            <translation>Asalto {round} contra la horda — {outcome}</translation>
        </message>
        <message>
            <source>{name} pushes the swarm roll ({skill}): {dice}; stress {before} → {after}. Round {round} — {outcome}</source>
            <translation>{name} fuerza la tirada contra la horda ({skill}): {dice}; estrés {before} → {after}. Asalto {round} — {outcome}</translation>
        </message>
    <message>
        <source>{column}: {value} — worked out by the sheet as {worked}; the file&apos;s value is not read</source>
        <translation>{column}: {value} — la hoja lo calcula como {worked}; el valor del archivo no se lee</translation>
    </message>
    <message>
        <source>{column}: {value} — worked out by the sheet, not read</source>
        <translation>{column}: {value} — lo calcula la hoja, no se lee</translation>
    </message>
    <message>
        <source>columns {first} (“{heading}”) and {second} (“{other}”) are both “{field}”: delete the one that does not hold the characters&apos; values and import the file again</source>
        <translation>las columnas {first} («{heading}») y {second} («{other}») son ambas «{field}»: borra la que no tiene los valores de los personajes y vuelve a importar el archivo</translation>
    </message>
    <message>
        <source>two columns are headed “{heading}”, {first} and {second}: delete the one that does not hold the characters&apos; values and import the file again</source>
        <translation>dos columnas se titulan «{heading}», {first} y {second}: borra la que no tiene los valores de los personajes y vuelve a importar el archivo</translation>
    </message>
    <message>
        <source>{place}: {reason}; the file is refused whole: its other character is not imported</source>
        <translation>{place}: {reason}; el archivo se rechaza entero: su otro personaje no se importa</translation>
    </message>
        <message>
            <source>{field}: {before} {before|row|rows} in {first}, {after} in {last}: {last}&apos;s are taken</source>
            <translation>{field}: {before} {before|fila|filas} en {first}, {after} en {last}: se toman las de {last}</translation>
        </message>
        <message>
            <source>{field}: not the same in {first} as in {last}: {last}&apos;s is taken</source>
            <translation>{field}: no es igual en {first} que en {last}: se toma el de {last}</translation>
        </message>
        <message>
            <source>in {files} and {last}: one character, imported once from {last}</source>
            <translation>en {files} y {last}: un solo personaje, se importa una vez desde {last}</translation>
        </message>
        <message>
            <source>{fields}: not in {last}: taken from {first}</source>
            <translation>{fields}: {count|no está|no están} en {last}: {count|se toma|se toman} de {first}</translation>
        </message>
        <message>
            <source>{field}: {before} in {first}, {after} in {last}: {last}&apos;s is taken</source>
            <translation>{field}: {before} en {first}, {after} en {last}: se toma el de {last}</translation>
        </message>
        <message>
            <source>{field}: other rows in {first} than in {last}: {last}&apos;s are taken</source>
            <translation>{field}: filas distintas en {first} y en {last}: se toman las de {last}</translation>
        </message>
        <message>
            <source>{name} is dead and cannot fight the swarm.</source>
            <translation>{name} está sin vida: no puede pelear contra la horda.</translation>
        </message>
    <message>
        <source>{hours} {hours|hour passes|hours pass}</source>
        <translation>{hours|Pasa|Pasan} {hours} {hours|hora|horas}</translation>
    </message>
    <message>
        <source>{days} {days|day passes|days pass}</source>
        <translation>{days|Pasa|Pasan} {days} {days|día|días}</translation>
    </message>
        <message>
            <source>Already so in this fight.</source>
            <translation>Ya es así en este combate.</translation>
        </message>
        <message>
            <source>This game has nothing of that to declare of a fight.</source>
            <translation>Este juego no tiene nada así que declarar de un combate.</translation>
        </message>
        <message>
            <source>No longer declared for this fight: {what}.</source>
            <translation>Ya no está declarado en este combate: {what}.</translation>
        </message>
        <message>
            <source>Declared for this fight: {what}.</source>
            <translation>Declarado en este combate: {what}.</translation>
        </message>
        <message>
            <source>{headline}</source>
            <translation>{headline}</translation>
        </message>
        <message>
            <source>{name} is down: turn skipped; still waiting: {names}</source>
            <translation>{name} está fuera de combate: se salta su turno; aún esperan: {names}</translation>
        </message>
        <message>
            <source>{name} is down: turn skipped</source>
            <translation>{name} está fuera de combate: se salta su turno</translation>
        </message>
        <message>
            <source>{name} is down: turn skipped; {next} is up</source>
            <translation>{name} está fuera de combate: se salta su turno; le toca a {next}</translation>
        </message>
        <message>
            <source>{seen} has acted; {next} is up</source>
            <extracomment>the players&apos; copy of a turn a hidden fighter passed to one they see: the turn they saw pass, from the last one they saw act (up on their screens while the hidden one acted)</extracomment>
            <translation>{seen} ya actuó; le toca a {next}</translation>
        </message>
        <message>
            <source>{seen} is down: turn skipped; {next} is up</source>
            <extracomment>the same from one they saw passed over, down, before the hidden one</extracomment>
            <translation>{seen} está fuera de combate: se salta su turno; le toca a {next}</translation>
        </message>
        <message>
            <source>Mass attack on {name}, the only one fighting: no roll to avoid it</source>
            <translation>Ataque masivo: solo lucha {name}; sin tirada para evitarlo</translation>
        </message>
        <message>
            <source>Single attack on {name}, the only one fighting</source>
            <translation>Ataque único: solo lucha {name}</translation>
        </message>
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
            <extracomment>while several actions are taken back at once: their change sets, told as one at the end this console's name: its actions carry it, and its undo takes back only its own actions writes take the write lock before they read (SQLite; other engines ignore the option) the newest log event this service knows of (its own, or one it has told the screens of)</extracomment>
            <translation>Esta base de datos aún no tiene ninguna campaña.</translation>
        </message>
        <message>
            <source>This campaign is read-only: nothing can be changed.</source>
            <extracomment>the latest undoable actions of the open session that are not undone, oldest first, as far as this service saw them done (after an undo, Undo takes back the one before, unread)</extracomment>
            <translation>Esta campaña es de solo lectura: no se puede cambiar nada.</translation>
        </message>
        <message>
            <source>Session {number} started</source>
            <translation>Empieza la sesión {number}</translation>
        </message>
        <message>
            <source>That action was already taken back or redone.</source>
            <translation>Esa acción ya se deshizo o se rehízo.</translation>
        </message>
        <message>
            <source>A later action changed the same things (perhaps in another window): take that back first.</source>
            <translation>Una acción posterior cambió lo mismo (quizá en otra ventana): deshaz esa primero.</translation>
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
            <source>Redo: {action} — session {number} begins again</source>
            <translation>Rehecho: {action} — la sesión {number} empieza de nuevo</translation>
        </message>
        <message>
            <source>The session the import started cannot begin again: the campaign changed since (perhaps in another window). Import the files again (Ctrl+I).</source>
            <translation>La sesión que empezó la importación no puede empezar de nuevo: la campaña cambió desde entonces (quizá en otra ventana). Importa de nuevo los archivos (Ctrl+I).</translation>
        </message>
        <message>
            <source>Session {number} ended</source>
            <translation>Termina la sesión {number}</translation>
        </message>
        <message>
            <source>This ruleset has no swarms.</source>
            <translation>Este reglamento no tiene hordas.</translation>
        </message>
        <message>
            <source>No swarm fight is running.</source>
            <translation>No hay ninguna pelea contra la horda en curso.</translation>
        </message>
        <message>
            <source>{name}, {skill} ({dice} {dice|die|dice}, {what} {modifier} typed): {roll}</source>
            <translation>{name}, {skill} ({dice} {dice|dado|dados}, {what} {modifier}, escrito): {roll}</translation>
        </message>
        <message>
            <source>{name}, {skill} ({dice} dice, {modifier}): {roll}</source>
            <translation>{name}, {skill} ({dice} {dice|dado|dados}, {modifier}): {roll}</translation>
        </message>
        <message>
            <source>{name}, {skill} ({dice} dice): {roll}</source>
            <translation>{name}, {skill} ({dice} {dice|dado|dados}): {roll}</translation>
        </message>
        <message>
            <source>{what} costs {count} {count|success|successes} (typed)</source>
            <translation>{what} cuesta {count} {count|éxito|éxitos} (escrito)</translation>
        </message>
        <message>
            <source>The count of dead runs from 0 to 100000.</source>
            <translation>La cuenta de muertos va de 0 a 100000.</translation>
        </message>
        <message>
            <source>That is already the count of dead.</source>
            <translation>Ese ya es el número de muertos.</translation>
        </message>
        <message>
            <source>The dead: {old} → {new} (Swarm Size {size})</source>
            <translation>Muertos: {old} → {new} (Tamaño de la horda {size})</translation>
        </message>
        <message>
            <source>The dead: {new}</source>
            <translation>Muertos: {new}</translation>
        </message>
        <message>
            <source>That is already the Swarm Size.</source>
            <translation>Ese ya es el Tamaño de la horda.</translation>
        </message>
        <message>
            <source>Swarm Size {old} → {new} (set by the GM; {dead} dead make {counted})</source>
            <translation>Tamaño de la horda {old} → {new} (fijado por el DJ; {dead} muertos dan {counted})</translation>
        </message>
        <message>
            <source>Swarm Size {old} → {new} ({dead} dead)</source>
            <translation>Tamaño de la horda {old} → {new} ({dead} muertos)</translation>
        </message>
        <message>
            <source>Swarm Size {new}</source>
            <translation>Tamaño de la horda {new}</translation>
        </message>
        <message>
            <source>A swarm fight is already running.</source>
            <translation>Ya hay una pelea contra la horda en curso.</translation>
        </message>
        <message>
            <source>Clearing out an area: {dead} dead, Swarm Size {size}, Threat {threat}, Swarm Threat {swarm_threat}</source>
            <translation>Despejar una zona: {dead} muertos, Tamaño de la horda {size}, Amenaza {threat}, Amenaza de la horda {swarm_threat}</translation>
        </message>
        <message>
            <source>Swarm fight: {dead} dead, Swarm Size {size}, Threat {threat}, Swarm Threat {swarm_threat}</source>
            <translation>Pelea contra la horda: {dead} muertos, Tamaño de la horda {size}, Amenaza {threat}, Amenaza de la horda {swarm_threat}</translation>
        </message>
        <message>
            <source>Swarm fight starts</source>
            <translation>Empieza la pelea contra la horda</translation>
        </message>
        <message>
            <source>The GM calls the swarm fight off</source>
            <translation>El DJ suspende la pelea contra la horda</translation>
        </message>
        <message>
            <source>Swarm fight called off</source>
            <translation>Pelea contra la horda suspendida</translation>
        </message>
        <message>
            <source>{name} barks orders (Leadership: {roll}): {dice} dice to hand out</source>
            <extracomment>the line of orders barked in logs written before it named the skill the ruleset rolls (read as it was; English's plural forms in :data:`app.services.plurals.ENGLISH`)</extracomment>
            <translation>{name} da órdenes (Liderazgo: {roll}): {dice} {dice|dado|dados} para repartir</translation>
        </message>
        <message>
            <source>Only one person a round can roll {skill}.</source>
            <translation>Solo una persona por asalto puede tirar {skill}.</translation>
        </message>
        <message>
            <source>{name} barks orders ({skill}: {roll}): {dice} {dice|die|dice} to hand out</source>
            <translation>{name} da órdenes ({skill}: {roll}): {dice} {dice|dado|dados} para repartir</translation>
        </message>
        <message>
            <source>{name} barks orders</source>
            <translation>{name} da órdenes</translation>
        </message>
        <message>
            <source>{name} tries to throw {victim} to the dead ({skill} {roll} against {victim_roll}): {escaped} gets away, {suffers} suffers the consequences</source>
            <translation>{name} intenta arrojar a {victim} a los muertos ({skill} {roll} contra {victim_roll}): {escaped} escapa, {suffers} sufre las consecuencias</translation>
        </message>
        <message>
            <source>{name} sacrifices {victim}</source>
            <translation>{name} sacrifica a {victim}</translation>
        </message>
        <message>
            <source>Extra dice run from -10 to 10.</source>
            <translation>Los dados extra van de -10 a 10.</translation>
        </message>
        <message>
            <source>No more than {count} {count|die|dice} from {skill} to one roller.</source>
            <translation>No más de {count} {count|dado|dados} de {skill} para un solo tirador.</translation>
        </message>
        <message>
            <source>Dice handed out cannot be fewer than none.</source>
            <translation>No se pueden repartir menos de cero dados.</translation>
        </message>
        <message>
            <source>Whoever rolls twice must be one of those rolling.</source>
            <translation>Quien tira dos veces debe ser uno de los que tiran.</translation>
        </message>
        <message>
            <source>Roll {skill} before handing out its dice.</source>
            <translation>Tira {skill} antes de repartir sus dados.</translation>
        </message>
        <message>
            <source>These rules have no block.</source>
            <translation>Estas reglas no tienen bloqueo.</translation>
        </message>
        <message>
            <source>These rules put no modifier on a round's rolls.</source>
            <translation>Estas reglas no ponen ningún modificador a las tiradas del asalto.</translation>
        </message>
        <message>
            <source>That modifier is out of range.</source>
            <translation>Ese modificador está fuera de rango.</translation>
        </message>
        <message>
            <source>That entry no longer exists.</source>
            <translation>Esa entrada ya no existe.</translation>
        </message>
        <message>
            <source>Whoever got away by a sacrifice is out of the fight.</source>
            <translation>Quien escapó con un sacrificio está fuera de la pelea.</translation>
        </message>
        <message>
            <source>Pick who rolls against the swarm.</source>
            <translation>Elige quién tira contra la horda.</translation>
        </message>
        <message>
            <source>won: the fight is over, the GM sets the Threat Level to 0, 1 or 2</source>
            <translation>ganado: la pelea terminó, el DJ fija el Nivel de Amenaza en 0, 1 o 2</translation>
        </message>
        <message>
            <source>won: Swarm Size {old} → {new}</source>
            <translation>ganado: Tamaño de la horda {old} → {new}</translation>
        </message>
        <message>
            <source>lost: the dead are alerted, Threat {old} → {new} ({level}), one stress for each PC</source>
            <translation>perdido: los muertos están alerta, Amenaza {old} → {new} ({level}), un punto de estrés para cada PJ</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>perdido</translation>
        </message>
        <message>
            <source>lost: the GM picks {picks}</source>
            <translation>perdido: el DJ elige {picks} {picks|opción|opciones}</translation>
        </message>
        <message>
            <source>Almost made it: one free success next round</source>
            <translation>Casi lo logran: un éxito gratis en el próximo asalto</translation>
        </message>
        <message>
            <source>{count} free success from the last round</source>
            <translation>{count} {count|éxito gratis|éxitos gratis} del asalto anterior</translation>
        </message>
        <message>
            <source>{name} messed up: a single attack</source>
            <translation>{name} pifió: un ataque único</translation>
        </message>
        <message>
            <source>Swarm round {round}: {total} successes against Swarm Threat {needed} — {outcome}</source>
            <translation>Asalto {round} contra la horda: {total} éxitos contra Amenaza de la horda {needed} — {outcome}</translation>
        </message>
        <message>
            <source>Swarm round {round}</source>
            <translation>Asalto {round} contra la horda</translation>
        </message>
        <message>
            <source>Single attack on {name} (die from the table)</source>
            <translation>Ataque único a {name} (dado de la mesa)</translation>
        </message>
        <message>
            <source>Single attack on {name} (random die)</source>
            <translation>Ataque único a {name} (dado al azar)</translation>
        </message>
        <message>
            <source>Mass attack on {name} (die from the table), no roll to avoid it</source>
            <translation>Ataque masivo a {name} (dado de la mesa), sin tirada para evitarlo</translation>
        </message>
        <message>
            <source>Mass attack on {name} (random die), no roll to avoid it</source>
            <translation>Ataque masivo a {name} (dado al azar), sin tirada para evitarlo</translation>
        </message>
        <message>
            <source>Threat {old} → {new} ({level})</source>
            <translation>Amenaza {old} → {new} ({level})</translation>
        </message>
        <message>
            <source>Swarm Size {old} → {new}</source>
            <translation>Tamaño de la horda {old} → {new}</translation>
        </message>
        <message>
            <source>Swarm Threat now {value}</source>
            <translation>Amenaza de la horda ahora {value}</translation>
        </message>
        <message>
            <source>The Swarm Threat is 0: the dead move on</source>
            <translation>La Amenaza de la horda es 0: los muertos siguen su camino</translation>
        </message>
        <message>
            <source>The dead win round {round}: {picks}</source>
            <translation>Los muertos ganan el asalto {round}: {picks}</translation>
        </message>
        <message>
            <source>The dead win round {round}</source>
            <translation>Los muertos ganan el asalto {round}</translation>
        </message>
        <message>
            <source>The swarm fight is won: Threat {old} → {new} ({level})</source>
            <translation>Pelea contra la horda ganada: Amenaza {old} → {new} ({level})</translation>
        </message>
        <message>
            <source>Swarm fight won</source>
            <translation>Pelea contra la horda ganada</translation>
        </message>
        <message>
            <source>{name}: {effect}</source>
            <translation>{name}: {effect}</translation>
        </message>
        <message>
            <source>{name} throws a grenade at {tile}</source>
            <translation>{name} lanza una granada a {tile}</translation>
        </message>
        <message>
            <source>{name} sprays the SMG</source>
            <translation>{name} dispara una ráfaga de subfusil</translation>
        </message>
        <message>
            <source>Block: {name}</source>
            <translation>Bloqueo: {name}</translation>
        </message>
        <message>
            <source>No session is running.</source>
            <translation>No hay ninguna sesión en curso.</translation>
        </message>
        <message>
            <source>No fight is running: start one first.</source>
            <translation>No hay combate: empieza uno primero.</translation>
        </message>
        <message>
            <source>That combatant is not in this fight.</source>
            <extracomment>a fight's combatants in their order (built once, run with the encounter's id)</extracomment>
            <translation>Ese combatiente no está en este combate.</translation>
        </message>
        <message>
            <source>initiative {value} ({roll})</source>
            <translation>iniciativa {value} ({roll})</translation>
        </message>
        <message>
            <source>tie between {names}: the GM decides</source>
            <translation>empate entre {names}: decide el DJ</translation>
        </message>
        <message>
            <source>A fight is already running: end it first.</source>
            <translation>Ya hay un combate en curso: termínalo primero.</translation>
        </message>
        <message>
            <source>Unknown initiative mode.</source>
            <translation>Modo de iniciativa desconocido.</translation>
        </message>
        <message>
            <source>Fight {name} begins ({mode}): {names}</source>
            <translation>Empieza el combate {name} ({mode}): {names}</translation>
        </message>
        <message>
            <source>Start fight {name}</source>
            <translation>Empezar combate {name}</translation>
        </message>
        <message>
            <source>Fight {name} over (rounds: {rounds})</source>
            <translation>Combate {name} terminado (asaltos: {rounds})</translation>
        </message>
        <message>
            <source>Fight {name} over (rounds: {rounds}); extras leaving the roster: {count}</source>
            <translation>Combate {name} terminado (asaltos: {rounds}); extras que salen de la lista: {count}</translation>
        </message>
        <message>
            <source>End fight {name}</source>
            <translation>Terminar combate {name}</translation>
        </message>
        <message>
            <source>Pick someone to add to the fight.</source>
            <translation>Elige a quién añadir al combate.</translation>
        </message>
        <message>
            <source>They are already in the fight.</source>
            <translation>Ya están en el combate.</translation>
        </message>
        <message>
            <source>{names} join the fight</source>
            <translation>{names} {joined|se une|se unen} al combate</translation>
        </message>
        <message>
            <source>Add {names} to the fight</source>
            <translation>Añadir al combate: {names}</translation>
        </message>
        <message>
            <source>Extras need a name.</source>
            <translation>Los extras necesitan un nombre.</translation>
        </message>
        <message>
            <source>Add between 1 and 100 extras.</source>
            <translation>Añade entre 1 y 100 extras.</translation>
        </message>
        <message>
            <source>{name} leaves the fight</source>
            <translation>{name} sale del combate</translation>
        </message>
        <message>
            <source>Initiative ({mode}), dice from the table</source>
            <translation>Iniciativa ({mode}), dados de la mesa</translation>
        </message>
        <message>
            <source>In this mode everyone declares a phase instead of rolling.</source>
            <translation>En este modo todos declaran una fase en lugar de tirar.</translation>
        </message>
        <message>
            <source>initiative {value}</source>
            <translation>iniciativa {value}</translation>
        </message>
        <message>
            <source>Everyone has an initiative already.</source>
            <translation>Todos tienen ya iniciativa.</translation>
        </message>
        <message>
            <source>Initiative ({mode})</source>
            <translation>Iniciativa ({mode})</translation>
        </message>
        <message>
            <source>Roll initiative</source>
            <translation>Tirar iniciativa</translation>
        </message>
        <message>
            <source>An initiative runs from -99 to 999.</source>
            <translation>La iniciativa va de -99 a 999.</translation>
        </message>
        <message>
            <source>In this mode the order comes from the sheets: drag to reorder instead.</source>
            <translation>En este modo el orden sale de las hojas: arrastra para cambiarlo.</translation>
        </message>
        <message>
            <source>{name}'s initiative set to {value}</source>
            <translation>Iniciativa de {name}: {value}</translation>
        </message>
        <message>
            <source>This mode has no phases to declare.</source>
            <translation>Este modo no tiene fases que declarar.</translation>
        </message>
        <message>
            <source>Unknown phase.</source>
            <translation>Fase desconocida.</translation>
        </message>
        <message>
            <source>They have already acted this round.</source>
            <translation>Ya ha actuado en este asalto.</translation>
        </message>
        <message>
            <source>The push of {name}&apos;s roll of {dice} takes {wanted}; {typed} typed.</source>
            <translation>Forzar la tirada de {name} ({dice}) usa {wanted}; escritos: {typed}.</translation>
        </message>
        <message>
            <source>{name}&apos;s roll takes {wanted}; {typed} typed.</source>
            <translation>La tirada de {name} usa {wanted}; escritos: {typed}.</translation>
        </message>
        <message>
            <source>{name}&apos;s roll {number} of {count} takes {wanted}; {typed} typed.</source>
            <translation>La tirada {number} de {count} de {name} usa {wanted}; escritos: {typed}.</translation>
        </message>
        <message>
            <source>{name} cannot act ({why}): the turn stays where it is.</source>
            <translation>{name} no puede actuar ({why}): el turno sigue donde estaba.</translation>
        </message>
        <message>
            <source>{name} cannot act: the turn stays where it is.</source>
            <translation>{name} no puede actuar: el turno sigue donde estaba.</translation>
        </message>
        <message>
            <source>{name} declares {phase}: {action}</source>
            <translation>{name} declara {phase}: {action}</translation>
        </message>
        <message>
            <source>{name} declares {phase}</source>
            <translation>{name} declara {phase}</translation>
        </message>
        <message>
            <source>{name} declares {phase} against {target}: {action}</source>
            <translation>{name} declara {phase} contra {target}: {action}</translation>
        </message>
        <message>
            <source>{name} declares {phase} against {target}</source>
            <translation>{name} declara {phase} contra {target}</translation>
        </message>
        <message>
            <source>An action is declared against another fighter of this fight.</source>
            <translation>Una acción se declara contra otro combatiente de este combate.</translation>
        </message>
        <message>
            <source>{name} has acted. Round {round} ends, dice from the table; round {next} begins</source>
            <translation>{name} ya actuó. Termina el asalto {round}, dados de la mesa; empieza el asalto {next}</translation>
        </message>
        <message>
            <source>This turn ends no round and rolls no dice: clear the typed dice.</source>
            <translation>Este turno no termina ningún asalto ni tira dados: borra los dados escritos.</translation>
        </message>
        <message>
            <source>{name} has acted; still waiting: {names}</source>
            <translation>{name} ya actuó; aún esperan: {names}</translation>
        </message>
        <message>
            <source>Next turn ({name})</source>
            <translation>Siguiente turno ({name})</translation>
        </message>
        <message>
            <source>{name} has acted. Round {round} ends; round {next} begins</source>
            <translation>{name} ya actuó. Termina el asalto {round}; empieza el asalto {next}</translation>
        </message>
        <message>
            <source>{name} has acted; {next} is up</source>
            <translation>{name} ya actuó; le toca a {next}</translation>
        </message>
        <message>
            <source>Nobody has acted yet this round (Undo takes back the end of a round).</source>
            <translation>Nadie ha actuado aún en este asalto (Deshacer revierte el final de un asalto).</translation>
        </message>
        <message>
            <source>Back to {name}'s turn</source>
            <translation>Vuelta al turno de {name}</translation>
        </message>
        <message>
            <source>This action cannot be carried out.</source>
            <extracomment>the open session the action is written to (read only: its id and number) the character rows the campaign service keeps, as last committed (read only: never changed, never added to a session); empty when it keeps none a short name for Edit → Undo and the History dock ("Damage to {name}: {amount}"), context log</extracomment>
            <translation>Esta acción no se puede realizar.</translation>
        </message>
        <message>
            <source>{name} stops waiting</source>
            <translation>{name} deja de esperar</translation>
        </message>
        <message>
            <source>{name} delays</source>
            <translation>{name} retrasa su turno</translation>
        </message>
        <message>
            <source>{name} holds a ready action</source>
            <translation>{name} tiene una acción preparada</translation>
        </message>
        <message>
            <source>{name} acts now</source>
            <translation>{name} actúa ahora</translation>
        </message>
        <message>
            <source>That combatant is already there.</source>
            <translation>Ese combatiente ya está ahí.</translation>
        </message>
        <message>
            <source>{name} moved to place {place} in the order</source>
            <translation>{name} pasa al puesto {place} del orden</translation>
        </message>
        <message>
            <source>{condition} ends</source>
            <translation>Termina {condition}</translation>
        </message>
        <message>
            <source>Round {round} ends; round {next} begins</source>
            <translation>Termina el asalto {round}; empieza el asalto {next}</translation>
        </message>
        <message>
            <source>no longer offered, the target dead: {offers}</source>
            <translation>ya no se ofrece, el objetivo está muerto: {offers}</translation>
        </message>
        <message>
            <source>{name} → {target} ({roll})</source>
            <translation>{name} → {target} ({roll})</translation>
        </message>
        <message>
            <source>damage left unapplied: {offers}</source>
            <translation>daño sin aplicar: {offers}</translation>
        </message>
        <message>
            <source>End of round {round}</source>
            <translation>Final del asalto {round}</translation>
        </message>
        <message>
            <source>Round {round} ends, dice from the table; round {next} begins</source>
            <extracomment>a round's end read off the table's dice, as the log says it</extracomment>
            <translation>Termina el asalto {round}, dados de la mesa; empieza el asalto {next}</translation>
        </message>
        <message>
            <source>The fight already uses that mode.</source>
            <translation>El combate ya usa ese modo.</translation>
        </message>
        <message>
            <source>Initiative mode: {mode}</source>
            <translation>Modo de iniciativa: {mode}</translation>
        </message>
        <message>
            <source>Initiative is rolled again each round</source>
            <translation>La iniciativa se vuelve a tirar cada asalto</translation>
        </message>
        <message>
            <source>Initiative is kept from round to round</source>
            <translation>La iniciativa se mantiene de un asalto a otro</translation>
        </message>
        <message>
            <source>Who started the violence only matters in the first round.</source>
            <translation>Quién inició la violencia solo importa en el primer asalto.</translation>
        </message>
        <message>
            <source>{name} started the violence and acts first</source>
            <translation>{name} inició la violencia y actúa primero</translation>
        </message>
        <message>
            <source>{name} takes the usual place in the order</source>
            <translation>{name} ocupa su puesto habitual en el orden</translation>
        </message>
        <message>
            <source>{name} is shown to the players</source>
            <translation>{name} se muestra a los jugadores</translation>
        </message>
        <message>
            <source>A condition needs a name.</source>
            <translation>Un estado necesita un nombre.</translation>
        </message>
        <message>
            <source>A condition lasts from 1 to 99 rounds.</source>
            <translation>Un estado dura de 1 a 99 asaltos.</translation>
        </message>
        <message>
            <source>{name}: {condition} (rounds: {rounds})</source>
            <translation>{name}: {condition} (asaltos: {rounds})</translation>
        </message>
        <message>
            <source>No timed conditions to clear.</source>
            <translation>No hay estados temporales que quitar.</translation>
        </message>
        <message>
            <source>{name}'s timed conditions cleared</source>
            <translation>Estados temporales de {name} quitados</translation>
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
            <source>{name}'s damaged record repaired</source>
            <translation>Registro dañado de {name} reparado</translation>
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
            <source>{healer} heals {name}, dice from the table: {arithmetic}</source>
            <translation>{healer} cura a {name}, dados de la mesa: {arithmetic}</translation>
        </message>
        <message>
            <source>{healer} heals {name}: {arithmetic}</source>
            <translation>{healer} cura a {name}: {arithmetic}</translation>
        </message>
        <message>
            <source>{healer} heals {name}</source>
            <translation>{healer} cura a {name}</translation>
        </message>
        <message>
            <source>{name} healed: {arithmetic}</source>
            <translation>{name} se cura: {arithmetic}</translation>
        </message>
        <message>
            <source>{name} healed</source>
            <translation>{name} se cura</translation>
        </message>
        <message>
            <source>Damage to {name}: {arithmetic}</source>
            <translation>Daño a {name}: {arithmetic}</translation>
        </message>
        <message>
            <source>Damage to {name}</source>
            <translation>Daño a {name}</translation>
        </message>
        <message>
            <source>{name} healed, dice from the table: {arithmetic}</source>
            <translation>{name} se cura, dados de la mesa: {arithmetic}</translation>
        </message>
        <message>
            <source>Damage to {name}, dice from the table: {arithmetic}</source>
            <translation>Daño a {name}, dados de la mesa: {arithmetic}</translation>
        </message>
        <message>
            <source>Heal {name}: {amount}</source>
            <translation>Curar a {name}: {amount}</translation>
        </message>
        <message>
            <source>Damage to {name}: {amount}</source>
            <translation>Daño a {name}: {amount}</translation>
        </message>
        <message>
            <source>That check is not due.</source>
            <translation>Esa tirada no toca ahora.</translation>
        </message>
        <message>
            <source>{name}: {check}</source>
            <translation>{name}: {check}</translation>
        </message>
        <message>
            <source>{check} for {name}</source>
            <translation>{check} de {name}</translation>
        </message>
        <message>
            <source>Make between 1 and 100 copies.</source>
            <translation>Haz entre 1 y 100 copias.</translation>
        </message>
        <message>
            <source>{count} copies of {name} join the fight</source>
            <translation>{count} {count|copia|copias} de {name} {count|se une|se unen} al combate</translation>
        </message>
        <message>
            <source>Pick a character to roll for.</source>
            <extracomment>the kinds a roll is logged as: a roll, or an ammo event when it fired a burst (:mod:`app.services.ammo.fired_rolls`) answers of the rules kept for the character rows they read (see :meth:`_remembered`)</extracomment>
            <translation>Elige por quién tirar.</translation>
        </message>
        <message>
            <source>A character cannot oppose itself.</source>
            <translation>Un personaje no puede oponerse a sí mismo.</translation>
        </message>
        <message>
            <source>{name} rolls {roll} against {target} with table dice: {result} ({dice})</source>
            <translation>{name} tira {roll} contra {target} con dados de la mesa: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} rolls {roll} against {target}: {result} ({dice})</source>
            <translation>{name} tira {roll} contra {target}: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} rolls {roll} with table dice: {result} ({dice})</source>
            <translation>{name} tira {roll} con dados de la mesa: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} rolls {roll}: {result} ({dice})</source>
            <translation>{name} tira {roll}: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} rolls {roll}</source>
            <translation>{name} tira {roll}</translation>
        </message>
        <message>
            <source>{name} rolls {expression} with table dice: {total} ({dice})</source>
            <translation>{name} tira {expression} con dados de la mesa: {total} ({dice})</translation>
        </message>
        <message>
            <source>{name} rolls {expression}: {total} ({dice})</source>
            <translation>{name} tira {expression}: {total} ({dice})</translation>
        </message>
        <message>
            <source>Roll {expression} with table dice: {total} ({dice})</source>
            <translation>Tirada {expression} con dados de la mesa: {total} ({dice})</translation>
        </message>
        <message>
            <source>Roll {expression}: {total} ({dice})</source>
            <translation>Tirada {expression}: {total} ({dice})</translation>
        </message>
        <message>
            <source>{name}: {action} — {roll}</source>
            <translation>{name}: {action} — {roll}</translation>
        </message>
        <message>
            <source>{name}: {action} — {roll}: {result}</source>
            <translation>{name}: {action} — {roll}: {result}</translation>
        </message>
        <message>
            <source>{name}: {action} — {roll}, with table dice: {result} ({dice})</source>
            <translation>{name}: {action} — {roll}, con los dados de la mesa: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name}: {action} — {roll}: {result} ({dice})</source>
            <translation>{name}: {action} — {roll}: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} follows up {roll} with table dice: {result} ({dice})</source>
            <translation>{name} continúa la tirada de {roll} con dados de la mesa: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} follows up {roll}: {result} ({dice})</source>
            <translation>{name} continúa la tirada de {roll}: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} follows up {roll}: {result}</source>
            <translation>{name} continúa la tirada de {roll}: {result}</translation>
        </message>
        <message>
            <source>{name} follows up {roll}</source>
            <extracomment>the first roll's inputs (the log names its skill and weapon) and the follow-up's label ("Push the roll")</extracomment>
            <translation>{name} continúa la tirada de {roll}</translation>
        </message>
        <message>
            <source>An amount of ammunition runs from 1 to 999.</source>
            <translation>Una cantidad de munición va de 1 a 999.</translation>
        </message>
        <message>
            <source>This weapon has fired this round already: one Ammo Point pays for the whole round.</source>
            <translation>Esta arma ya ha disparado este asalto: un Punto de Munición paga el asalto entero.</translation>
        </message>
        <message>
            <source>{name} fires {weapon}: {before} → {after} {unit}</source>
            <translation>{name} dispara {weapon}: {before} → {after} {unit}</translation>
        </message>
        <message>
            <source>{name} fires {weapon}</source>
            <translation>{name} dispara {weapon}</translation>
        </message>
        <message>
            <source>{name} reloads {weapon} with a clip drawn at random</source>
            <translation>{name} recarga {weapon} con un cargador tomado al azar</translation>
        </message>
        <message>
            <source>{name} reloads {weapon}</source>
            <translation>{name} recarga {weapon}</translation>
        </message>
        <message>
            <source>{name} reloads {weapon}: {before} → {after} {unit}</source>
            <translation>{name} recarga {weapon}: {before} → {after} {unit}</translation>
        </message>
        <message>
            <source>{name} finds {amount} {unit} for {weapon}: {before} → {after}</source>
            <translation>{name} encuentra {amount} {unit} para {weapon}: {before} → {after}</translation>
        </message>
        <message>
            <source>Ammunition found by {name}</source>
            <translation>Munición encontrada por {name}</translation>
        </message>
        <message>
            <source>Give the ammunition to another weapon or character.</source>
            <translation>Da la munición a otra arma o a otro personaje.</translation>
        </message>
        <message>
            <source>That ammunition is counted in another unit.</source>
            <translation>Esa munición se cuenta en otra unidad.</translation>
        </message>
        <message>
            <source>{name} gives {other} {amount} {unit}: {weapon} {before} → {after}, {other_weapon} {other_before} → {other_after}</source>
            <translation>{name} da a {other} {amount} {unit}: {weapon} {before} → {after}, {other_weapon} {other_before} → {other_after}</translation>
        </message>
        <message>
            <source>{name} gives ammunition to {other}</source>
            <translation>{name} da munición a {other}</translation>
        </message>
        <message>
            <source>Unknown reason.</source>
            <translation>Motivo desconocido.</translation>
        </message>
        <message>
            <source>{name}'s {weapon} is empty: {before} → {after} {unit}</source>
            <translation>{weapon} de {name} se queda sin munición: {before} → {after} {unit}</translation>
        </message>
        <message>
            <source>{name}'s {weapon} emptied</source>
            <translation>{weapon} de {name} sin munición</translation>
        </message>
        <message>
            <source>A warning level runs from 0 to 999.</source>
            <translation>Un nivel de aviso va de 0 a 999.</translation>
        </message>
        <message>
            <source>Low-ammo warning for every weapon: at {threshold} or less</source>
            <translation>Aviso de poca munición para todas las armas: con {threshold} o menos</translation>
        </message>
        <message>
            <source>Low-ammo warning for {name}'s {weapon}: at {threshold} or less</source>
            <translation>Aviso de poca munición para {weapon} de {name}: con {threshold} o menos</translation>
        </message>
        <message>
            <source>Low-ammo warning at {threshold}</source>
            <translation>Aviso de poca munición en {threshold}</translation>
        </message>
        <message>
            <source>A note needs some text.</source>
            <translation>Una nota necesita algo de texto.</translation>
        </message>
        <message>
            <source>A note can hold at most 4000 characters.</source>
            <translation>Una nota puede tener como máximo 4000 caracteres.</translation>
        </message>
        <message>
            <source>Note: {text}</source>
            <translation>Nota: {text}</translation>
        </message>
        <message>
            <source>That event is secret already.</source>
            <translation>Ese suceso ya es secreto.</translation>
        </message>
        <message>
            <source>That event is not secret.</source>
            <translation>Ese suceso no es secreto.</translation>
        </message>
        <message>
            <source>Marked secret: {action}</source>
            <translation>Marcado como secreto: {action}</translation>
        </message>
        <message>
            <source>No longer secret: {action}</source>
            <translation>Ya no es secreto: {action}</translation>
        </message>
        <message>
            <source>This file is not a Deadwatch session log: {reason}. Nothing was imported.</source>
            <extracomment>the "format" and newest "version" of an exported session log (JSON) the events of one log, its sessions</extracomment>
            <translation>Este archivo no es un registro de sesión de Deadwatch: {reason}. No se importó nada.</translation>
        </message>
        <message>
            <source>This session log is damaged ({reason}); nothing was imported.</source>
            <translation>Este registro de sesión está dañado ({reason}); no se importó nada.</translation>
        </message>
        <message>
            <source>This session log is too large to import ({reason}); nothing was imported.</source>
            <translation>Este registro de sesión es demasiado grande para importarlo ({reason}); no se importó nada.</translation>
        </message>
        <message>
            <source>This session log was written by a newer Deadwatch (version {version}; this one reads up to {newest}). Update Deadwatch to import it.</source>
            <translation>Este registro de sesión lo escribió un Deadwatch más reciente (versión {version}; este lee hasta la {newest}). Actualiza Deadwatch para importarlo.</translation>
        </message>
        <message>
            <source>it is larger than 512 MB</source>
            <extracomment>the largest file read (characters of JSON text) a text (a line's template, an argument, a note) and a name (a character, a session title, who acted) a short word: an event's kind, a translation context, a key of an object the items of one list or object (the events of one log and its sessions: app.services.validate_import) lists and objects inside one another in a value (an event's arguments, a character's state), and lines ({"t": ..., "args": ...}) inside one another ("Undo: Marked secret: Damage to …") a whole number in a value (JSON's safe integers), a row id, a round, a session number a template's fields, as logtext renders them: ``{name}`` or ``{name|form|form…}``; ``{{ }}`` a brace; any other brace is a stray one (a format spec, ``{0}``, ``{a.b}``, an unbalanced brace) characters no text holds: controls other than tab and line breaks, halves of surrogate pairs</extracomment>
            <translation>ocupa más de 512 MB</translation>
        </message>
        <message>
            <source>it is not UTF-8 text (byte {offset})</source>
            <translation>no es texto UTF-8 (byte {offset})</translation>
        </message>
        <message>
            <source>it is not JSON (line {line}, column {column})</source>
            <translation>no es JSON (línea {line}, columna {column})</translation>
        </message>
        <message>
            <source>its values are nested too deeply</source>
            <translation>sus valores están anidados demasiado</translation>
        </message>
        <message>
            <source>it holds a number too long to read</source>
            <translation>contiene un número demasiado largo para leerlo</translation>
        </message>
        <message>
            <source>“{field}” should be text</source>
            <translation>«{field}» debería ser texto</translation>
        </message>
        <message>
            <source>“{field}” is longer than {limit} characters</source>
            <translation>«{field}» tiene más de {limit} caracteres</translation>
        </message>
        <message>
            <source>“{field}” holds a character that is not text</source>
            <translation>«{field}» contiene un carácter que no es texto</translation>
        </message>
        <message>
            <source>“{field}” should be a whole number</source>
            <translation>«{field}» debería ser un número entero</translation>
        </message>
        <message>
            <source>“{field}” should run from {low} to {high}</source>
            <translation>«{field}» debería ir de {low} a {high}</translation>
        </message>
        <message>
            <source>“{field}” should be yes or no</source>
            <translation>«{field}» debería ser sí o no</translation>
        </message>
        <message>
            <source>“{field}” should be an object</source>
            <translation>«{field}» debería ser un objeto</translation>
        </message>
        <message>
            <source>“{field}” should be a list</source>
            <translation>«{field}» debería ser una lista</translation>
        </message>
        <message>
            <source>“{field}” holds more than {limit} items</source>
            <translation>«{field}» contiene más de {limit} elementos</translation>
        </message>
        <message>
            <source>“{field}” is not a date and time</source>
            <translation>«{field}» no es una fecha y hora</translation>
        </message>
        <message>
            <source>“{field}” is not a finite number</source>
            <translation>«{field}» no es un número finito</translation>
        </message>
        <message>
            <source>“{field}” is nested more than {limit} deep</source>
            <translation>«{field}» está anidado a más de {limit} niveles</translation>
        </message>
        <message>
            <source>“{field}” is not a JSON value</source>
            <translation>«{field}» no es un valor JSON</translation>
        </message>
        <message>
            <source>“{field}” holds lines nested more than {limit} deep</source>
            <translation>«{field}» contiene líneas anidadas a más de {limit} niveles</translation>
        </message>
        <message>
            <source>“{field}” has a brace that is not a field: {text}</source>
            <extracomment>a template's fields, once per template (or where its first stray brace is)</extracomment>
            <translation>«{field}» tiene una llave que no es un campo: {text}</translation>
        </message>
        <message>
            <source>“{field}” names {{{name}}}, which it does not give</source>
            <translation>«{field}» nombra {{{name}}}, que no proporciona</translation>
        </message>
        <message>
            <source>it is JSON of another kind</source>
            <translation>es JSON de otro tipo</translation>
        </message>
        <message>
            <source>it has no version number</source>
            <translation>no tiene número de versión</translation>
        </message>
        <message>
            <source>the file</source>
            <translation>el archivo</translation>
        </message>
        <message>
            <source>This session log holds no session.</source>
            <translation>Este registro no contiene ninguna sesión.</translation>
        </message>
        <message>
            <source>session {session}</source>
            <translation>sesión {session}</translation>
        </message>
        <message>
            <source>“{field}” is missing</source>
            <translation>falta «{field}»</translation>
        </message>
        <message>
            <source>it holds more than {limit} events</source>
            <translation>contiene más de {limit} eventos</translation>
        </message>
        <message>
            <source>event {event}</source>
            <translation>evento {event}</translation>
        </message>
        <message>
            <source>session {session}, event {event}</source>
            <translation>sesión {session}, evento {event}</translation>
        </message>
        <message>
            <source>{where}: {reason}</source>
            <translation>{where}: {reason}</translation>
        </message>
        <message>
            <source>Imported the log of {campaign}: {count} events, now session {numbers}</source>
            <translation>Importado el registro de {campaign}: {count} {count|suceso|sucesos}, ahora sesión {numbers}</translation>
        </message>
        <message>
            <source>That file is a campaign that is open: it was not read. Pick the file to import.</source>
            <translation>Ese archivo es una campaña abierta: no se ha leído. Elige el archivo que quieres importar.</translation>
        </message>
        <message>
            <source>The file cannot be read.</source>
            <translation>No se puede leer el archivo.</translation>
        </message>
        <message>
            <source>That file is a Deadwatch campaign: it is never written over. Choose another file; nothing was written.</source>
            <translation>Ese archivo es una campaña de Deadwatch: nunca se sobrescribe. Elige otro archivo; no se ha escrito nada.</translation>
        </message>
        <message>
            <source>The file cannot be written; nothing was written.</source>
            <translation>No se puede escribir el archivo; no se ha escrito nada.</translation>
        </message>
        <message>
            <source>Award between 1 and 100 points.</source>
            <translation>Da entre 1 y 100 puntos.</translation>
        </message>
        <message>
            <source>{name} earns {points} experience points ({unspent} unspent)</source>
            <translation>{name} gana {points} puntos de experiencia ({unspent} sin gastar)</translation>
        </message>
        <message>
            <source>Award {points} points to {name}</source>
            <translation>Dar {points} puntos a {name}</translation>
        </message>
        <message>
            <source>A raise costs between 0 and 100 points.</source>
            <translation>Una subida cuesta entre 0 y 100 puntos.</translation>
        </message>
        <message>
            <source>Not enough unspent experience points: this raise needs {cost}, {unspent} left.</source>
            <translation>No quedan suficientes puntos de experiencia sin gastar: la mejora cuesta {cost} y {unspent|queda|quedan} {unspent}.</translation>
        </message>
        <message>
            <source>{name} raises {what} for {cost} points ({unspent} left)</source>
            <translation>{name} sube {what} por {cost} {cost|punto|puntos} ({unspent|queda|quedan} {unspent})</translation>
        </message>
        <message>
            <source>{name} raises {what}</source>
            <translation>{name} sube {what}</translation>
        </message>
        <message>
            <source>Nothing was chosen.</source>
            <translation>No se eligió nada.</translation>
        </message>
        <message>
            <source>{name} grows: {gains}</source>
            <translation>{name} mejora: {gains}</translation>
        </message>
        <message>
            <source>Experience for {name}</source>
            <translation>Experiencia para {name}</translation>
        </message>
        <message>
            <source>Unknown way to show health.</source>
            <translation>Forma desconocida de mostrar la salud.</translation>
        </message>
        <message>
            <source>Players see {name} (health: {health})</source>
            <translation>Los jugadores ven a {name} (salud: {health})</translation>
        </message>
        <message>
            <source>Players see {name} (the name only)</source>
            <translation>Los jugadores ven a {name} (solo el nombre)</translation>
        </message>
        <message>
            <source>{name} is hidden from the players</source>
            <translation>{name} queda oculto a los jugadores</translation>
        </message>
        <message>
            <source>Messed up (a walker)</source>
            <translation>Pifia (salió un caminante)</translation>
        </message>
        <message>
            <source>Failed to avoid the dead</source>
            <translation>Falló al esquivar a los muertos</translation>
        </message>
        <message>
            <source>A group the GM placed beforehand</source>
            <translation>Un grupo que el DJ colocó de antemano</translation>
        </message>
        <message>
            <source>Noise, or something else that draws the dead</source>
            <translation>Ruido, u otra cosa que atrae a los muertos</translation>
        </message>
        <message>
            <source>Lost a swarm round</source>
            <translation>Asalto perdido contra la horda</translation>
        </message>
        <message>
            <source>Won the swarm fight</source>
            <translation>Pelea contra la horda ganada</translation>
        </message>
        <message>
            <source>Waited for the dead to leave</source>
            <translation>Esperaron a que los muertos se fueran</translation>
        </message>
        <message>
            <source>The dead were lured away</source>
            <translation>Los muertos fueron atraídos lejos</translation>
        </message>
        <message>
            <source>GM's call</source>
            <translation>Decisión del DJ</translation>
        </message>
        <message>
            <source>Failed to clear out the area</source>
            <extracomment>rises the PCs cause, by which they alert the dead (the GM's own setting of the scene does not) reasons the swarm panel writes by itself (not offered on the dial)</extracomment>
            <translation>No se logró despejar la zona</translation>
        </message>
        <message>
            <source>Start of the session</source>
            <translation>Inicio de la sesión</translation>
        </message>
        <message>
            <source>The dead are alerted: each PC takes {amount} stress.</source>
            <translation>Los muertos se alertan: cada PJ recibe {amount} de estrés.</translation>
        </message>
        <message>
            <source>Threat {old} → {new} ({level}): {reason}</source>
            <translation>Amenaza {old} → {new} ({level}): {reason}</translation>
        </message>
        <message>
            <source>The dial is already at its top.</source>
            <translation>El indicador ya está en su máximo.</translation>
        </message>
        <message>
            <source>Threat {old} → {new}</source>
            <translation>Amenaza {old} → {new}</translation>
        </message>
        <message>
            <source>Tension {old} → {new}: {reason}</source>
            <translation>Tensión {old} → {new}: {reason}</translation>
        </message>
        <message>
            <source>Tension {old} → {new}</source>
            <translation>Tensión {old} → {new}</translation>
        </message>
        <message>
            <source>Switch the tension meter on first.</source>
            <translation>Primero activa el medidor de tensión.</translation>
        </message>
        <message>
            <source>Unknown reason for the change.</source>
            <translation>Motivo del cambio desconocido.</translation>
        </message>
        <message>
            <source>That reason does not move the dial this way.</source>
            <translation>Ese motivo no mueve el indicador en ese sentido.</translation>
        </message>
        <message>
            <source>The dial is already at 0.</source>
            <translation>El indicador ya está en 0.</translation>
        </message>
        <message>
            <source>This ruleset has its own Threat Level.</source>
            <translation>Este reglamento tiene su propio Nivel de Amenaza.</translation>
        </message>
        <message>
            <source>Nothing to change.</source>
            <translation>No hay nada que cambiar.</translation>
        </message>
        <message>
            <source>Tension meter switched on</source>
            <translation>Medidor de tensión activado</translation>
        </message>
        <message>
            <source>Tension meter switched off</source>
            <translation>Medidor de tensión desactivado</translation>
        </message>
        <message>
            <source>A modifier runs from -10 to 10.</source>
            <translation>Un modificador va de -10 a 10.</translation>
        </message>
        <message>
            <source>This ruleset has no Threat Level.</source>
            <translation>Este reglamento no tiene Nivel de Amenaza.</translation>
        </message>
        <message>
            <source>The block costs {count} {count|success|successes}.</source>
            <translation>El bloqueo cuesta {count} {count|éxito|éxitos}.</translation>
        </message>
        <message>
            <source>{name} tries to avoid the dead</source>
            <translation>{name} intenta esquivar a los muertos</translation>
        </message>
        <message>
            <source>{name} avoids the dead ({skill}: {roll})</source>
            <translation>{name} esquiva a los muertos ({skill}: {roll})</translation>
        </message>
        <message>
            <source>{name} fails to avoid the dead and messes up ({skill}: {roll}): Threat {old} → {new} ({level}) and a single attack</source>
            <translation>{name} no logra esquivar a los muertos y pifia ({skill}: {roll}): Amenaza {old} → {new} ({level}) y un ataque único</translation>
        </message>
        <message>
            <source>{name} fails to avoid the dead ({skill}: {roll}): the GM picks Threat +1 or a single attack</source>
            <translation>{name} no logra esquivar a los muertos ({skill}: {roll}): el DJ elige Amenaza +1 o un ataque único</translation>
        </message>
        <message>
            <source>No failed roll to avoid the dead is waiting.</source>
            <translation>No hay ninguna tirada fallida para esquivar a los muertos pendiente.</translation>
        </message>
        <message>
            <source>{name} was noticed: Threat {old} → {new} ({level})</source>
            <translation>{name} fue descubierto: Amenaza {old} → {new} ({level})</translation>
        </message>
        <message>
            <source>{name} suffers a single attack from the dead</source>
            <translation>{name} sufre un ataque único de los muertos</translation>
        </message>
        <message>
            <source>Single attack on {name}</source>
            <translation>Ataque único a {name}</translation>
        </message>
        <message>
            <source>This file is not a Deadwatch characters file: {reason}. Nothing was imported.</source>
            <extracomment>characters in one file, rows in one table of a sheet, characters of a character's notes the range of a number field that declares none: the sheet form's spin box, a table cell's</extracomment>
            <translation>Este archivo no es un archivo de personajes de Deadwatch: {reason}. No se importó nada.</translation>
        </message>
        <message>
            <source>This characters file is damaged ({reason}); nothing was imported.</source>
            <translation>Este archivo de personajes está dañado ({reason}); no se importó nada.</translation>
        </message>
        <message>
            <source>This characters file was written by a newer Deadwatch (version {version}; this one reads up to {newest}). Update Deadwatch to import it.</source>
            <translation>Este archivo de personajes lo escribió un Deadwatch más reciente (versión {version}; este lee hasta la {newest}). Actualiza Deadwatch para importarlo.</translation>
        </message>
        <message>
            <source>The characters were made for another ruleset.</source>
            <translation>Los personajes se hicieron para otro reglamento.</translation>
        </message>
        <message>
            <source>{name} starts unhurt: the state in the file does not fit this sheet</source>
            <translation>{name} empieza sin heridas: el estado del archivo no encaja con esta hoja</translation>
        </message>
        <message>
            <source>The file holds no characters.</source>
            <translation>El archivo no tiene personajes.</translation>
        </message>
        <message>
            <source>character {number} ({name})</source>
            <translation>personaje {number} ({name})</translation>
        </message>
        <message>
            <source>character {number}</source>
            <translation>personaje {number}</translation>
        </message>
        <message>
            <source>“{field}” is empty: a character needs a name</source>
            <translation>«{field}» está vacío: un personaje necesita un nombre</translation>
        </message>
        <message>
            <source>it has no name</source>
            <translation>no tiene nombre</translation>
        </message>
        <message>
            <source>“{field}” is not a kind of character</source>
            <translation>«{field}» no es un tipo de personaje</translation>
        </message>
        <message>
            <source>the sheet does not fit this ruleset</source>
            <translation>la hoja no encaja con este reglamento</translation>
        </message>
        <message>
            <source>the sheet has a field this ruleset does not know: {field}</source>
            <translation>la hoja tiene un campo que este reglamento no conoce: {field}</translation>
        </message>
        <message>
            <source>“{field}” is not one of its choices</source>
            <translation>«{field}» no es una de sus opciones</translation>
        </message>
        <message>
            <source>“{field}” has a column this ruleset does not know: {column}</source>
            <translation>«{field}» tiene una columna que este reglamento no conoce: {column}</translation>
        </message>
        <message>
            <source>Imported {count} characters: {names}</source>
            <translation>{count|Importado|Importados} {count} {count|personaje|personajes}: {names}</translation>
        </message>
        <message>
            <source>Import {count} characters</source>
            <translation>Importar {count} {count|personaje|personajes}</translation>
        </message>
        <message>
            <source>Let between 1 minute and 30 days pass.</source>
            <translation>Deja pasar entre 1 minuto y 30 días.</translation>
        </message>
        <message>
            <source>No time limit runs and no roll falls due: no one changes.</source>
            <translation>No corre ningún plazo ni toca ninguna tirada: nadie cambia.</translation>
        </message>
        <message>
            <source>{minutes} min pass (real time)</source>
            <translation>Pasan {minutes} min (tiempo real)</translation>
        </message>
        <message>
            <source>{minutes} min pass</source>
            <translation>Pasan {minutes} min</translation>
        </message>
        <message>
            <source>The disk is full: this action was not saved. Free some space and do it again; nothing was lost.</source>
            <translation>El disco está lleno: esta acción no se guardó. Libera espacio y vuelve a hacerla; no se ha perdido nada.</translation>
        </message>
        <message>
            <source>The campaign file cannot be written now (read-only): this action was not saved.</source>
            <translation>Ahora no se puede escribir el archivo de campaña (solo lectura): esta acción no se guardó.</translation>
        </message>
        <message>
            <source>The campaign is busy in another window or program: this action was not saved. Do it again in a moment.</source>
            <translation>La campaña está ocupada en otra ventana o programa: esta acción no se guardó. Vuelve a hacerla en un momento.</translation>
        </message>
        <message>
            <source>The campaign's database server cannot be reached: this action was not saved. Do it again once the network is back; nothing was lost.</source>
            <translation>No se puede contactar con el servidor de la base de datos de la campaña: esta acción no se guardó. Vuelve a hacerla cuando vuelva la red; no se ha perdido nada.</translation>
        </message>
        <message>
            <source>The campaign file could not be written: this action was not saved. Nothing was lost.</source>
            <translation>No se pudo escribir el archivo de campaña: esta acción no se guardó. No se ha perdido nada.</translation>
        </message>
        <message>
            <source>That action was given a value it cannot use.</source>
            <translation>Esa acción recibió un valor que no puede usar.</translation>
        </message>
        <message>
            <source>That character has left the campaign.</source>
            <translation>Ese personaje ha dejado la campaña.</translation>
        </message>
        <message>
            <source>The form has a field this ruleset does not know.</source>
            <translation>El formulario tiene un campo que este reglamento no conoce.</translation>
        </message>
        <message>
            <source>A value of the form is out of its range.</source>
            <translation>Un valor del formulario está fuera de su rango.</translation>
        </message>
        <message>
            <source>That text is too long.</source>
            <translation>Ese texto es demasiado largo.</translation>
        </message>
        <message>
            <source>This campaign's house rules cannot be read: the file is damaged.</source>
            <translation>No se pueden leer las reglas de la casa de esta campaña: el archivo está dañado.</translation>
        </message>
        <message>
            <source>This campaign's shared state (threat, swarm) cannot be read: the file is damaged.</source>
            <translation>No se puede leer el estado común de esta campaña (amenaza, horda): el archivo está dañado.</translation>
        </message>
        <message>
            <source>This campaign uses the ruleset '{ruleset}', which this Deadwatch does not know.</source>
            <translation>Esta campaña usa el reglamento «{ruleset}», que este Deadwatch no conoce.</translation>
        </message>
        <message>
            <source>This campaign uses the preset '{preset}' of the ruleset '{ruleset}', which this Deadwatch does not know.</source>
            <translation>Esta campaña usa la variante «{preset}» del reglamento «{ruleset}», que este Deadwatch no conoce.</translation>
        </message>
        <message>
            <source>This campaign's ruleset cannot be used: {reason}</source>
            <translation>No se puede usar el reglamento de esta campaña: {reason}</translation>
        </message>
        <message>
            <source>This campaign uses the house rule '{option}', which this ruleset does not know.</source>
            <translation>Esta campaña usa la regla de la casa «{option}», que este reglamento no conoce.</translation>
        </message>
        <message>
            <source>This campaign's house rules cannot be used: {reason}</source>
            <translation>No se pueden usar las reglas de la casa de esta campaña: {reason}</translation>
        </message>
        <message>
            <source>This campaign's house rules cannot be used: a value is of the wrong kind.</source>
            <translation>No se pueden usar las reglas de la casa de esta campaña: un valor es de un tipo equivocado.</translation>
        </message>
        <message>
            <source>The map already has that size.</source>
            <translation>El mapa ya tiene ese tamaño.</translation>
        </message>
        <message>
            <source>Battle map: {width}×{height} tiles</source>
            <translation>Mapa de combate: {width}×{height} casillas</translation>
        </message>
        <message>
            <source>Map: {tile} ({count} {count|tile|tiles}) set to {what}</source>
            <translation>Mapa: {tile} ({count} {count|casilla|casillas}) como {what}</translation>
        </message>
        <message>
            <source>Everyone in the fight is on the map.</source>
            <translation>Todos los del combate están en el mapa.</translation>
        </message>
        <message>
            <source>The map has no room for everyone.</source>
            <translation>El mapa no tiene sitio para todos.</translation>
        </message>
        <message>
            <source>{name} cannot stand on {tile}.</source>
            <translation>{name} no puede estar en {tile}.</translation>
        </message>
        <message>
            <source>{names} taken off the map</source>
            <translation>{names}: fuera del mapa</translation>
        </message>
        <message>
            <source>{names} placed on the map</source>
            <translation>{names}: en el mapa</translation>
        </message>
        <message>
            <source>{name} moved on the map by hand: {start} → {end}</source>
            <translation>Ficha de {name} movida a mano: {start} → {end}</translation>
        </message>
        <message>
            <source>{name} moves {from} → {to}</source>
            <translation>{name} se mueve {from} → {to}</translation>
        </message>
        <message>
            <source>{name} runs {from} → {to}, striking in passing</source>
            <translation>{name} corre {from} → {to}, golpeando al pasar</translation>
        </message>
        <message>
            <source>The players' display shows the map</source>
            <translation>La pantalla de los jugadores muestra el mapa</translation>
        </message>
        <message>
            <source>The players' display no longer shows the map</source>
            <translation>La pantalla de los jugadores ya no muestra el mapa</translation>
        </message>
        <message>
            <source>This ruleset plays on no grid.</source>
            <extracomment>the GM shows the map on the players' display</extracomment>
            <translation>Este reglamento no usa cuadrícula.</translation>
        </message>
        <message>
            <source>Set the map's size first.</source>
            <translation>Fija primero el tamaño del mapa.</translation>
        </message>
        <message>
            <source>Only a player character gets a phone link.</source>
            <translation>Solo un personaje jugador recibe un enlace para el móvil.</translation>
        </message>
        <message>
            <source>Phone link for {name}</source>
            <translation>Enlace para el móvil de {name}</translation>
        </message>
        <message>
            <source>That player has no phone link.</source>
            <translation>Ese jugador no tiene enlace para el móvil.</translation>
        </message>
        <message>
            <source>Phone link for {name} revoked</source>
            <translation>Enlace para el móvil de {name} revocado</translation>
        </message>
        <message>
            <source>{name} pushes the swarm roll ({dice}, stress {before} → {after}): {total} successes against Swarm Threat {needed} — {outcome}</source>
            <translation>{name} fuerza la tirada contra la horda ({dice}, estrés {before} → {after}): {total} {total|éxito|éxitos} contra Amenaza de la horda {needed} — {outcome}</translation>
        </message>
        <message>
            <source>{name} pushes the swarm roll</source>
            <translation>{name} fuerza la tirada contra la horda</translation>
        </message>
        <message>
            <source>{kind} ({a})</source>
            <translation>{kind} ({a})</translation>
        </message>
        <message>
            <source>{kind} ({a}, {b})</source>
            <translation>{kind} ({a}, {b})</translation>
        </message>
        <message>
            <source>{kind} ({a}, {b}, {c})</source>
            <translation>{kind} ({a}, {b}, {c})</translation>
        </message>
        <message>
            <source>{kind} — {a}</source>
            <translation>{kind} — {a}</translation>
        </message>
        <message>
            <source>{kind} — {a}, {b}</source>
            <translation>{kind} — {a}, {b}</translation>
        </message>
        <message>
            <source>{kind} — {a}, {b}, {c}</source>
            <translation>{kind} — {a}, {b}, {c}</translation>
        </message>
        <message>
            <source>{name} fires {roll} against {target}: {result} ({dice})</source>
            <extracomment>the line of a roll that fired ammunition (a burst, a spray), by (against an opponent, typed from the table)</extracomment>
            <translation>{name} dispara {roll} contra {target}: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} fires {roll} against {target} with table dice: {result} ({dice})</source>
            <translation>{name} dispara {roll} contra {target} con dados de la mesa: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} fires {roll}: {result} ({dice})</source>
            <translation>{name} dispara {roll}: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} fires {roll} with table dice: {result} ({dice})</source>
            <translation>{name} dispara {roll} con dados de la mesa: {result} ({dice})</translation>
        </message>
        <message>
            <source>{weapon}: {before} → {after} {unit}</source>
            <translation>{weapon}: {before} → {after} {unit}</translation>
        </message>
        <message>
            <source>{before} → {after} {unit}</source>
            <translation>{before} → {after} {unit}</translation>
        </message>
        <message>
            <source>More than {limit} files at once.</source>
            <translation>Más de {limit} archivos a la vez.</translation>
        </message>
        <message>
            <source>it is larger than {size} MB</source>
            <translation>ocupa más de {size} MB</translation>
        </message>
        <message>
            <source>it is UTF-16 text; save it as UTF-8 (in LibreOffice: Save as, Text CSV, character set Unicode (UTF-8))</source>
            <translation>es texto UTF-16; guárdalo como UTF-8 (en LibreOffice: Guardar como, Texto CSV, juego de caracteres Unicode (UTF-8))</translation>
        </message>
        <message>
            <source>it is not text</source>
            <translation>no es texto</translation>
        </message>
        <message>
            <source>it is JSON of another kind (neither Foundry VTT actors nor a Deadwatch characters file)</source>
            <translation>es JSON de otro tipo (ni actores de Foundry VTT ni un archivo de personajes de Deadwatch)</translation>
        </message>
        <message>
            <source>“actors” should be a list</source>
            <translation>«actors» debería ser una lista</translation>
        </message>
        <message>
            <source>it holds more than {limit} actors</source>
            <translation>tiene más de {limit} actores</translation>
        </message>
        <message>
            <source>this campaign&apos;s ruleset reads no Foundry VTT actors (File → Import characters takes a spreadsheet or a Deadwatch characters file)</source>
            <translation>las reglas de esta campaña no leen actores de Foundry VTT (Archivo → Importar personajes acepta una hoja de cálculo o un archivo de personajes de Deadwatch)</translation>
        </message>
        <message>
            <source>it holds no Foundry VTT actors</source>
            <translation>no contiene actores de Foundry VTT</translation>
        </message>
        <message>
            <source>its actors are of the Foundry system “{system}”; this campaign reads actors of “{ours}” ({title}, {versions})</source>
            <translation>sus actores son del sistema de Foundry «{system}»; esta campaña lee actores de «{ours}» ({title}, {versions})</translation>
        </message>
        <message>
            <source>its actors are of no Foundry system this campaign reads (“{ours}”: {title}, {versions})</source>
            <translation>sus actores no son de ningún sistema de Foundry que lea esta campaña («{ours}»: {title}, {versions})</translation>
        </message>
        <message>
            <source>{file}: “{name}” ({type}, {system}) is not a character of this ruleset: left out</source>
            <translation>{file}: «{name}» ({type}, {system}) no es un personaje de estas reglas: omitido</translation>
        </message>
        <message>
            <source>actor {number} ({system} {version})</source>
            <translation>actor {number} ({system} {version})</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notas</translation>
        </message>
        <message>
            <source>Player character</source>
            <translation>Personaje jugador</translation>
        </message>
        <message>
            <source>NPC</source>
            <translation>PNJ</translation>
        </message>
        <message>
            <source>Zombie</source>
            <translation>Zombi</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>{file}: {reason}</source>
            <translation>{file}: {reason}</translation>
        </message>
        <message>
            <source>it is not a spreadsheet (CSV) the way it is written: {error}</source>
            <translation>no es una hoja de cálculo (CSV) tal como está escrito: {error}</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>está vacío</translation>
        </message>
        <message>
            <source>it has no “Name” column</source>
            <translation>no tiene columna «Nombre»</translation>
        </message>
        <message>
            <source>row {number}</source>
            <translation>fila {number}</translation>
        </message>
        <message>
            <source>it has more cells than the heading row has columns</source>
            <translation>tiene más celdas que columnas la fila de encabezados</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not what this field holds</source>
            <translation>«{field}»: «{value}» no es lo que guarda este campo</translation>
        </message>
        <message>
            <source>{file}, {where}</source>
            <translation>{file}, {where}</translation>
        </message>
        <message>
            <source>{place}: {reason}</source>
            <translation>{place}: {reason}</translation>
        </message>
        <message>
            <source>The files hold no characters.</source>
            <translation>Los archivos no contienen personajes.</translation>
        </message>
        <message>
            <source>“{field}” is not a field of this sheet</source>
            <translation>«{field}» no es un campo de esta hoja</translation>
        </message>
        <message>
            <source>the health and conditions read do not fit this sheet: the character starts unhurt</source>
            <translation>la salud y los estados leídos no encajan con esta hoja: el personaje empieza ileso</translation>
        </message>
        <message>
            <source>“{field}” is {value}; on this sheet it runs from {low} to {high}</source>
            <translation>«{field}» es {value}; en esta hoja va de {low} a {high}</translation>
        </message>
        <message>
            <source>This campaign&apos;s ruleset writes no Foundry VTT actors.</source>
            <translation>Las reglas de esta campaña no escriben actores de Foundry VTT.</translation>
        </message>
        <message>
            <source>Nothing was imported: {reason}</source>
            <translation>No se ha importado nada: {reason}</translation>
        </message>
        <message>
            <source>this is not a preview Deadwatch read</source>
            <translation>esto no es una vista previa leída por Deadwatch</translation>
        </message>
        <message>
            <source>a number to roll for {name} does not fit its sheet</source>
            <translation>un número que tirar para {name} no encaja en su hoja</translation>
        </message>
        <message>
            <source>(damaged record: part of it cannot be read)</source>
            <translation>(registro dañado: parte de él no se puede leer)</translation>
        </message>
        <message>
            <source>{count} × d{sides}</source>
            <translation>{count} × d{sides}</translation>
        </message>
        <message>
            <source>{name}: {count} × d{sides}</source>
            <translation>{name}: {count} × d{sides}</translation>
        </message>
        <message>
            <source>{low}–{high} × d{sides}</source>
            <translation>{low}–{high} × d{sides}</translation>
        </message>
        <message>
            <source>{count} × d{sides} ({label})</source>
            <translation>{count} × d{sides} ({label})</translation>
        </message>
        <message>
            <source>{count} {count|die|dice}: {parts}</source>
            <translation>{count} {count|dado|dados}: {parts}</translation>
        </message>
        <message>
            <source>{low}–{high} dice: {parts}</source>
            <translation>{low}–{high} dados: {parts}</translation>
        </message>
        <message>
            <source>This roll takes {wanted}; {typed} typed.</source>
            <translation>Esta tirada necesita {wanted}; {typed} {typed|escrito|escritos}.</translation>
        </message>
        <message>
            <source>{name}'s record is damaged: repair it or remove it first.</source>
            <translation>El registro de {name} está dañado: primero repáralo o quítalo.</translation>
        </message>
        <message>
            <source>The file is larger than 512 MB: it was not read, and nothing was imported.</source>
            <translation>El archivo ocupa más de 512 MB: no se ha leído y no se ha importado nada.</translation>
        </message>
        <message>
            <source>{file} is not a picture Deadwatch can read (PNG, JPEG, GIF, BMP or WebP).</source>
            <extracomment>the largest picture file taken (a phone's photo fits; a film does not) a picture is kept at most this large (a 4K screen); the phones get it at most PHONE_WIDTH wide</extracomment>
            <translation>{file} no es una imagen que Deadwatch pueda leer (PNG, JPEG, GIF, BMP o WebP).</translation>
        </message>
        <message>
            <source>{file} is too large for a handout: at most 20 MB.</source>
            <translation>{file} es demasiado grande para un material: como mucho 20 MB.</translation>
        </message>
        <message>
            <source>{file} cannot be read: {reason}</source>
            <translation>No se puede leer {file}: {reason}</translation>
        </message>
        <message>
            <source>Handout shown to the room: {title}</source>
            <translation>Material mostrado a la sala: {title}</translation>
        </message>
        <message>
            <source>Handout shown on every phone: {title}</source>
            <translation>Material mostrado en todos los teléfonos: {title}</translation>
        </message>
        <message>
            <source>Handout shown on {name}'s phone: {title}</source>
            <translation>Material mostrado en el teléfono de {name}: {title}</translation>
        </message>
        <message>
            <source>Handout hidden from the room: {title}</source>
            <translation>Material ocultado a la sala: {title}</translation>
        </message>
        <message>
            <source>Handout hidden from every phone: {title}</source>
            <translation>Material ocultado en todos los teléfonos: {title}</translation>
        </message>
        <message>
            <source>Handout hidden from {name}'s phone: {title}</source>
            <translation>Material ocultado en el teléfono de {name}: {title}</translation>
        </message>
        <message>
            <source>That handout no longer exists.</source>
            <extracomment>what turns a file's bytes into a :class:`Picture` (scaled for a 4K screen and for a phone), or None when they are not a picture: the window's reader (ui.pictures), services touch no pixels</extracomment>
            <translation>Ese material ya no existe.</translation>
        </message>
        <message>
            <source>A handout goes to one player character's phone.</source>
            <translation>Un material va al teléfono de un personaje jugador.</translation>
        </message>
        <message>
            <source>A handout needs a title.</source>
            <translation>Un material necesita un título.</translation>
        </message>
        <message>
            <source>A handout needs a text or a picture.</source>
            <translation>Un material necesita un texto o una imagen.</translation>
        </message>
        <message>
            <source>Handout ready: {title}</source>
            <translation>Material preparado: {title}</translation>
        </message>
        <message>
            <source>Unknown place to show a handout.</source>
            <translation>Lugar desconocido para mostrar un material.</translation>
        </message>
        <message>
            <source>No handout is shown there.</source>
            <translation>Allí no se muestra ningún material.</translation>
        </message>
        <message>
            <source>Handout taken back: {title}</source>
            <translation>Material retirado: {title}</translation>
        </message>
        <message>
            <source>No fight is running.</source>
            <translation>No hay ningún combate en curso.</translation>
        </message>
        <message>
            <source>No one is acting: the turn timer needs a turn.</source>
            <translation>Nadie está actuando: el temporizador necesita un turno.</translation>
        </message>
        <message>
            <source>A turn lasts from 1 second to an hour.</source>
            <translation>Un turno dura de 1 segundo a una hora.</translation>
        </message>
        <message>
            <source>Turn timer for {name}: {seconds} {seconds|second|seconds}</source>
            <translation>Temporizador de turno para {name}: {seconds} {seconds|segundo|segundos}</translation>
        </message>
        <message>
            <source>No turn timer is running.</source>
            <translation>No hay ningún temporizador de turno en marcha.</translation>
        </message>
        <message>
            <source>Turn timer off</source>
            <translation>Temporizador de turno apagado</translation>
        </message>
        <message>
            <source>Turn timer paused</source>
            <translation>Temporizador de turno en pausa</translation>
        </message>
        <message>
            <source>Turn timer goes on</source>
            <translation>El temporizador de turno sigue</translation>
        </message>
        <message>
            <source>{track} (now)</source>
            <translation>{track} (ahora)</translation>
        </message>
        <message>
            <source>Conditions</source>
            <translation>Estados</translation>
        </message>
        <message>
            <source>Deadwatch state</source>
            <translation>Estado de Deadwatch</translation>
        </message>
        <message>
            <source>“{field}” does not hold a state Deadwatch wrote (leave it empty for an unhurt character)</source>
            <translation>«{field}» no contiene un estado escrito por Deadwatch (déjalo vacío para un personaje ileso)</translation>
        </message>
        <message>
            <source>“{field}”: this track is worked out from the rest of the state, which stays as the file holds it</source>
            <translation>«{field}»: este indicador se calcula a partir del resto del estado, que queda como lo tiene el archivo</translation>
        </message>
        <message>
            <source>{fields}: not in the file: {count|starts at its default|start at their defaults}</source>
            <translation>{fields}: {count|no está|no están} en el archivo: {count|empieza con su valor por defecto|empiezan con sus valores por defecto}</translation>
        </message>
        <message>
            <source>{fields}: not in the file: {count|starts at its default|start at their defaults} ({defaults})</source>
            <translation>{fields}: {count|no está|no están} en el archivo: {count|empieza con su valor por defecto|empiezan con sus valores por defecto} ({defaults})</translation>
        </message>
        <message>
            <source>“{field}”: the conditions come from the “{state}” column, which is empty: the character has none</source>
            <translation>«{field}»: los estados se toman de la columna «{state}», que está vacía: el personaje no tiene ninguno</translation>
        </message>
        <message>
            <source>{weapon} has no magazine to reload: its {unit} are spent by shooting and added to when ammunition is found.</source>
            <translation>{weapon} no tiene cargador que recargar: sus {unit} se gastan al disparar y aumentan cuando se encuentra munición.</translation>
        </message>
        <message>
            <source>{weapon} ({unit}) does not take that.</source>
            <translation>{weapon} ({unit}) no admite eso.</translation>
        </message>
        <message>
            <source>{name}: {roll} against {target}: {result}</source>
            <translation>{name}: {roll} contra {target}: {result}</translation>
        </message>
        <message>
            <source>{name}: {roll}: {result}</source>
            <translation>{name}: {roll}: {result}</translation>
        </message>
        <message>
            <source>{name}: {roll}: {result} ({dice})</source>
            <translation>{name}: {roll}: {result} ({dice})</translation>
        </message>
        <message>
            <source>Instead: a single attack from the dead</source>
            <extracomment>twdu: "In situations where increasing the Threat Level seems illogical or not appropriate, the GM may instead do one of the following: • Let a PC or NPC suffer a single attack from the dead. • Increase the Swarm Size by one step" — shown after the reasons of a step up (Swarm Size +1 where the ruleset has swarms); :class:`app.services.swarm.instead.InsteadOfThreat` does it</extracomment>
            <translation>En su lugar: un ataque único de los muertos</translation>
        </message>
        <message>
            <source>Instead: Swarm Size one step up</source>
            <translation>En su lugar: el Tamaño de la horda sube un paso</translation>
        </message>
        <message>
            <source>Threat {level} ({name}) stays: instead, a single attack from the dead</source>
            <translation>Amenaza {level} ({name}) se mantiene: en su lugar, un ataque único de los muertos</translation>
        </message>
        <message>
            <source>The Swarm Size is already at its top.</source>
            <translation>El Tamaño de la horda ya está en su máximo.</translation>
        </message>
        <message>
            <source>Threat {level} ({name}) stays: instead, Swarm Size {old} → {new}</source>
            <translation>Amenaza {level} ({name}) se mantiene: en su lugar, Tamaño de la horda {old} → {new}</translation>
        </message>
        <message>
            <source>Nothing to give back for the new session.</source>
            <translation>No hay nada que devolver en la nueva sesión.</translation>
        </message>
        <message>
            <source>A new session gives back what the rules say</source>
            <translation>Una nueva sesión devuelve lo que dicen las reglas</translation>
        </message>
        <message>
            <source>{name} has no phone link, so nobody would see it. Give them one first: Ctrl+Shift+L, Share player view.</source>
            <translation>{name} no tiene enlace para el teléfono, así que nadie lo vería. Dale uno primero: Ctrl+Mayús+L, «Compartir la vista de jugadores».</translation>
        </message>
        <message>
            <source>{name} ({number})</source>
            <translation>{name} ({number})</translation>
        </message>
        <message>
            <source>“{name}” is already in the roster: imported as “{new}”</source>
            <translation>«{name}» ya está en la lista: se importa como «{new}»</translation>
        </message>
        <message>
            <source>“{name}” is in these files more than once: imported as “{new}”</source>
            <translation>«{name}» aparece más de una vez en estos archivos: se importa como «{new}»</translation>
        </message>
        <message>
            <source>This roll spends {line}</source>
            <translation>Esta tirada gasta: {line}</translation>
        </message>
        <message>
            <source>{weapon} paid for this round already: this shot spends nothing ({count} {unit} left)</source>
            <translation>{weapon} ya pagó este asalto: este disparo no gasta nada (quedan {count} {unit})</translation>
        </message>
        <message>
            <source>Melee groups are for a running fight: start one first.</source>
            <translation>Los grupos cuerpo a cuerpo son para un combate en curso: empieza uno primero.</translation>
        </message>
        <message>
            <source>These rules do not fight melee in groups.</source>
            <translation>Estas reglas no combaten cuerpo a cuerpo en grupos.</translation>
        </message>
        <message>
            <source>Only characters in this fight can be grouped.</source>
            <translation>Solo se puede agrupar a los personajes de este combate.</translation>
        </message>
        <message>
            <source>A fighter can stand in only one melee group.</source>
            <translation>Un combatiente solo puede estar en un grupo cuerpo a cuerpo.</translation>
        </message>
        <message>
            <source>There is no such melee group: set the groups first.</source>
            <translation>No existe ese grupo cuerpo a cuerpo: fija los grupos primero.</translation>
        </message>
        <message>
            <source>The one a lone winner hits is one of the fighters against them.</source>
            <translation>Un ganador solitario golpea a uno de los combatientes que tiene enfrente.</translation>
        </message>
        <message>
            <source>{one} against {two}</source>
            <translation>{one} contra {two}</translation>
        </message>
        <message>
            <source>No melee groups are set: there is nothing to clear.</source>
            <translation>No hay grupos cuerpo a cuerpo fijados: no hay nada que borrar.</translation>
        </message>
        <message>
            <source>The melee groups are set as numbered already: nothing changed.</source>
            <translation>Los grupos cuerpo a cuerpo ya están fijados así: no cambia nada.</translation>
        </message>
        <message>
            <source>Melee groups cleared</source>
            <translation>Grupos cuerpo a cuerpo borrados</translation>
        </message>
        <message>
            <source>Melee groups: {groups}</source>
            <translation>Grupos cuerpo a cuerpo: {groups}</translation>
        </message>
        <message>
            <source>Melee groups</source>
            <translation>Grupos cuerpo a cuerpo</translation>
        </message>
        <message>
            <source>Melee exchange with table dice: {result} ({dice})</source>
            <translation>Intercambio cuerpo a cuerpo con dados de la mesa: {result} ({dice})</translation>
        </message>
        <message>
            <source>Melee exchange: {result} ({dice})</source>
            <translation>Intercambio cuerpo a cuerpo: {result} ({dice})</translation>
        </message>
        <message>
            <source>Melee exchange: {group}</source>
            <translation>Intercambio cuerpo a cuerpo: {group}</translation>
        </message>
        <message>
            <source>Furniture moved {from} → {to} by {names}</source>
            <translation>Muebles movidos {from} → {to} por {names}</translation>
        </message>
        <message>
            <source>{name} hits the furniture on {tile} for {damage}</source>
            <translation>{name} golpea los muebles en {tile} por {damage}</translation>
        </message>
        <message>
            <source>The furniture on {tile} takes {damage}</source>
            <translation>Los muebles en {tile} reciben {damage}</translation>
        </message>
        <message>
            <source>A blow&apos;s knockback needs the one who struck on the map.</source>
            <translation>El retroceso de un golpe necesita en el mapa a quien golpeó.</translation>
        </message>
        <message>
            <source>this spreadsheet is of a campaign of {theirs}; this campaign plays {ours}: import it into a campaign of {theirs}</source>
            <translation>esta hoja de cálculo es de una campaña de {theirs}; esta campaña juega a {ours}: impórtala en una campaña de {theirs}</translation>
        </message>
        <message>
            <source>{title} ({preset})</source>
            <translation>{title} ({preset})</translation>
        </message>
        <message>
            <source>it is not UTF-8 text (line {line}, column {column}); save it as UTF-8 (in LibreOffice: Save as, Text CSV, character set Unicode (UTF-8); in Excel: Save As, CSV UTF-8)</source>
            <translation>no es texto UTF-8 (línea {line}, columna {column}); guárdalo como UTF-8 (en LibreOffice: Guardar como, Texto CSV, juego de caracteres Unicode (UTF-8); en Excel: Guardar como, CSV UTF-8)</translation>
        </message>
        <message>
            <source>it is not UTF-8 text (row {row}, column “{column}”: “{text}”); save it as UTF-8 (in LibreOffice: Save as, Text CSV, character set Unicode (UTF-8); in Excel: Save As, CSV UTF-8)</source>
            <translation>no es texto UTF-8 (fila {row}, columna «{column}»: «{text}»); guárdalo como UTF-8 (en LibreOffice: Guardar como, Texto CSV, juego de caracteres Unicode (UTF-8); en Excel: Guardar como, CSV UTF-8)</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Non-player character</source>
            <translation>Personaje no jugador</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not a kind of character; the kinds are: {accepted}</source>
            <translation>«{field}»: «{value}» no es un tipo de personaje; los tipos son: {accepted}</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not one of this field&apos;s choices: {accepted}</source>
            <translation>«{field}»: «{value}» no es una de las opciones de este campo: {accepted}</translation>
        </message>
        <message>
            <source>{name}: {what}</source>
            <translation>{name}: {what}</translation>
        </message>
        <message>
            <source>{count} copies of {name} made</source>
            <translation>{count} {count|copia|copias} de {name} {count|hecha|hechas}</translation>
        </message>
        <message>
            <source>{name} has acted</source>
            <translation>{name} ya actuó</translation>
        </message>
        <message>
            <source>worked out from the values read</source>
            <translation>deducido de los valores leídos</translation>
        </message>
        <message>
            <source>“{heading}”, read as “{field}”</source>
            <translation>«{heading}», leído como «{field}»</translation>
        </message>
        <message>
            <source>it holds no character, only its headings</source>
            <translation>no contiene ningún personaje, solo los encabezados</translation>
        </message>
        <message>
            <source>the files hold no characters</source>
            <translation>los archivos no contienen personajes</translation>
        </message>
        <message>
            <source>NPCs</source>
            <translation>PNJ</translation>
        </message>
        <message>
            <source>it is a workbook (.xlsx, .ods) or an archive (.zip), not text: save a workbook as CSV (in LibreOffice: Save as, Text CSV; in Excel: Save As, CSV UTF-8), and take a file out of an archive before importing it</source>
            <translation>es un libro de hoja de cálculo (.xlsx, .ods) o un archivo comprimido (.zip), no texto: guarda el libro como CSV (en LibreOffice: Guardar como, Texto CSV; en Excel: Guardar como, CSV UTF-8) y extrae el archivo del comprimido antes de importarlo</translation>
        </message>
        <message>
            <source>it is an Excel 97–2003 workbook (.xls), not text: save it as CSV (in Excel: Save As, CSV UTF-8; in LibreOffice: Save as, Text CSV)</source>
            <translation>es un libro de Excel 97–2003 (.xls), no texto: guárdalo como CSV (en Excel: Guardar como, CSV UTF-8; en LibreOffice: Guardar como, Texto CSV)</translation>
        </message>
        <message>
            <source>it is not text but a picture, a document or another program&apos;s file; Deadwatch imports spreadsheets (CSV), Foundry VTT actors and Deadwatch characters files (JSON)</source>
            <translation>no es texto sino una imagen, un documento o un archivo de otro programa; Deadwatch importa hojas de cálculo (CSV), actores de Foundry VTT y archivos de personajes de Deadwatch (JSON)</translation>
        </message>
        <message>
            <source>{name} tries to eat the furniture on {tile}</source>
            <translation>{name} intenta comerse los muebles en {tile}</translation>
        </message>
        <message>
            <source>{track} {change}</source>
            <translation>{track} {change}</translation>
        </message>
        <message>
            <source>Heal {name}</source>
            <translation>Curar a {name}</translation>
        </message>
        <message>
            <source>it is not a JSON file (Foundry actor or party file): line {line}, column {column}</source>
            <translation>no es un archivo JSON (actor de Foundry o archivo de grupo): línea {line}, columna {column}</translation>
        </message>
        <message>
            <source>it is neither a spreadsheet of characters (CSV with a “Name” column) nor a JSON file (Foundry actor or party file)</source>
            <translation>no es ni una hoja de cálculo de personajes (CSV con una columna «Nombre») ni un archivo JSON (actor de Foundry o archivo de grupo)</translation>
        </message>
        <message>
            <source>“{field}”: “{words}” {count|is not a condition|are not conditions} of this sheet; the conditions written in words are: {accepted}</source>
            <translation>«{field}»: «{words}» {count|no es un estado|no son estados} de esta hoja; los estados que se escriben con palabras son: {accepted}</translation>
        </message>
        <message>
            <source>“{field}” says {said}, the “{state}” column does not: the “{field}” column wins</source>
            <translation>«{field}» dice «{said}» y la columna «{state}» no: manda la columna «{field}»</translation>
        </message>
        <message>
            <source>the “{state}” column says {said}, “{field}” does not: the “{field}” column wins, the character is not {said}</source>
            <translation>la columna «{state}» dice «{said}» y «{field}» no: manda la columna «{field}», el personaje no tiene «{said}»</translation>
        </message>
        <message>
            <source>“{field}”: “{words}” {count|is|are} left out: of the conditions, only {accepted} are read from words; the rest come from the “{state}” column</source>
            <translation>«{field}»: «{words}» {count|se deja fuera|se dejan fuera}: de los estados, solo {accepted} se leen de las palabras; el resto sale de la columna «{state}»</translation>
        </message>
        <message>
            <source>{file}: {count} {count|column is no field|columns are no fields} of this sheet, left out: {columns}</source>
            <translation>{file}: {count} {count|columna no es un campo|columnas no son campos} de esta hoja, {count|se deja fuera|se dejan fuera}: {columns}</translation>
        </message>
        <message>
            <source>row {row} ends after the column “{column}”: {count} of {total} {total|column|columns}; the file looks cut short, none of its rows is imported</source>
            <translation>la fila {row} termina tras la columna «{column}»: {count} de {total} {total|columna|columnas}; parece que el archivo está cortado, no se importa ninguna de sus filas</translation>
        </message>
        <message>
            <source>With the faces typed this roll takes {wanted}; {typed} typed.</source>
            <translation>Con las caras escritas esta tirada necesita {wanted}; {typed} {typed|escrito|escritos}.</translation>
        </message>
        <message>
            <source>Face {face} cannot be: it is typed for a d{sides}, which shows 1–{sides}.</source>
            <translation>La cara {face} no puede ser: es de un d{sides}, que muestra 1–{sides}.</translation>
        </message>
        <message>
            <source>{name} {suffix}</source>
            <translation>{name} {suffix}</translation>
        </message>
        <message>
            <source>With the faces typed this roll takes {low} to {high} dice: {parts}; {typed} typed.</source>
            <translation>Con las caras escritas esta tirada necesita de {low} a {high} dados: {parts}; {typed} {typed|escrito|escritos}.</translation>
        </message>
        <message>
            <source>{count} {count|die|dice}</source>
            <translation>{count} {count|dado|dados}</translation>
        </message>
        <message>
            <source>its columns {columns} are not this sheet&apos;s: it looks like a spreadsheet of another game</source>
            <translation>sus columnas {columns} no son de esta hoja: parece una hoja de cálculo de otro juego</translation>
        </message>
        <message>
            <source>{place}: {reason}; the file is refused whole: its other {count} {count|character is|characters are} not imported</source>
            <translation>{place}: {reason}; el archivo se rechaza entero: los otros {count} {count|personaje del archivo no se importa|personajes del archivo no se importan}</translation>
        </message>
        <message>
            <source>none (the cell was emptied; the Deadwatch state had {said})</source>
            <translation>ninguno (la celda se vació; el estado de Deadwatch tenía {said})</translation>
        </message>
        <message>
            <source>{conditions} (the cell was emptied; the Deadwatch state had {said} as well)</source>
            <translation>{conditions} (la celda se vació; el estado de Deadwatch tenía también {said})</translation>
        </message>
        <message>
            <source>{name}, {skill} ({dice} {dice|die|dice}, {what} {modifier}): {roll}</source>
            <translation>{name}, {skill} ({dice} {dice|dado|dados}, {what} {modifier}): {roll}</translation>
        </message>
        <message>
            <source>One action a turn: {name} has fired in round {round} already; the next fire waits for round {next}.</source>
            <translation>Una acción por turno: {name} ya ha disparado en el asalto {round}; el siguiente disparo espera al próximo asalto, el {next}.</translation>
        </message>
        <message>
            <source>One action a turn: {name} has fired in round {round} already; reloading waits for round {next}.</source>
            <translation>Una acción por turno: {name} ya ha disparado en el asalto {round}; la recarga espera al próximo asalto, el {next}.</translation>
        </message>
        <message>
            <source>Reloading takes the whole turn: {name} has reloaded in round {round}; firing waits for round {next}.</source>
            <translation>Recargar ocupa todo el turno: {name} ha recargado en el asalto {round}; el disparo espera al asalto {next}.</translation>
        </message>
        <message>
            <source>Reloading takes the whole turn: {name} has reloaded in round {round}; a melee attack waits for round {next}.</source>
            <translation>Recargar ocupa todo el turno: {name} ha recargado en el asalto {round}; el ataque cuerpo a cuerpo espera al asalto {next}.</translation>
        </message>
        <message>
            <source>One action a turn: {name} has fired in round {round} already; a melee attack waits for round {next}.</source>
            <translation>Una acción por turno: {name} ya ha disparado en el asalto {round}; el ataque cuerpo a cuerpo espera al próximo asalto, el {next}.</translation>
        </message>
        <message>
            <source>Nothing to strike in passing for {name}: {reason}</source>
            <translation>{name} no puede golpear a nadie al pasar: {reason}</translation>
        </message>
        <message>
            <source>Nothing to strike in passing: no enemy stands beside the tiles this move steps on.</source>
            <translation>Nada que golpear al pasar: ningún enemigo está junto a las casillas que pisa este movimiento.</translation>
        </message>
        <message>
            <source>not found (moved, renamed or deleted?)</source>
            <translation>no encontrado (¿movido, renombrado o borrado?)</translation>
        </message>
        <message>
            <source>it is a folder, not a file: pick the files in it</source>
            <translation>es una carpeta, no un archivo: elige los archivos que contiene</translation>
        </message>
        <message>
            <source>it cannot be read ({reason})</source>
            <translation>no se puede leer ({reason})</translation>
        </message>
        <message>
            <source>{attacker} hits {target}: {damage} damage</source>
            <translation>{attacker} golpea a {target}: {damage} de daño</translation>
        </message>
        <message>
            <source>empty: {value} taken</source>
            <translation>vacío: se toma {value}</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not what this field holds: a whole number</source>
            <translation>«{field}»: «{value}» no es lo que guarda este campo: un número entero</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not what this field holds: a whole number from {low} to {high}</source>
            <translation>«{field}»: «{value}» no es lo que guarda este campo: un número entero de {low} a {high}</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not what this field holds: a whole number, {low} or more</source>
            <translation>«{field}»: «{value}» no es lo que guarda este campo: un número entero, {low} o más</translation>
        </message>
        <message>
            <source>{name} pushes the swarm roll ({skill}): {dice}; stress {before} → {after}. Round {round}: {total} {total|success|successes} against Swarm Threat {needed} — {outcome}</source>
            <translation>{name} fuerza la tirada contra la horda ({skill}): {dice}; estrés {before} → {after}. Asalto {round}: {total} {total|éxito|éxitos} contra Amenaza de la horda {needed} — {outcome}</translation>
        </message>
        <message>
            <source>{field}: {before} → {after}</source>
            <translation>{field}: {before} → {after}</translation>
        </message>
        <message>
            <source>{name} loses {conditions}</source>
            <translation>{name} pierde: {conditions}</translation>
        </message>
        <message>
            <source>{field}: changed, {count} {count|row|rows}</source>
            <translation>{field}: cambia, {count} {count|fila|filas}</translation>
        </message>
        <message>
            <source>Notes: rewritten</source>
            <translation>Notas: reescritas</translation>
        </message>
        <message>
            <source>{field}: {before} → {after} (its maximum {was} → {now} with the new sheet; the points lost are kept)</source>
            <translation>{field}: {before} → {after} (su máximo {was} → {now} con la hoja nueva; los puntos perdidos se mantienen)</translation>
        </message>
        <message>
            <source>nothing changes</source>
            <translation>no cambia nada</translation>
        </message>
        <message>
            <source>Unspent experience points</source>
            <translation>Puntos de experiencia sin gastar</translation>
        </message>
        <message>
            <source>the experience points of {name} are not a count Deadwatch keeps</source>
            <translation>los puntos de experiencia de {name} no son una cifra que Deadwatch lleve</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguno</translation>
        </message>
        <message>
            <source>Updated {count} {count|character|characters} from the files: {names}</source>
            <translation>{count|Actualizado|Actualizados} {count} {count|personaje|personajes} desde los archivos: {names}</translation>
        </message>
        <message>
            <source>Update {count} characters</source>
            <translation>Actualizar {count} personajes</translation>
        </message>
        <message>
            <source>the character {name} updates is not in the roster</source>
            <translation>el personaje que {name} actualiza no está en la lista</translation>
        </message>
        <message>
            <source>Only a PC or an NPC suffers a single attack from the dead.</source>
            <translation>Solo un PJ o un PNJ sufre un ataque único de los muertos.</translation>
        </message>
        <message>
            <source>Threat {level} ({name}) stays: instead, a single attack from the dead on {victim}</source>
            <translation>Amenaza {level} ({name}) se mantiene: en su lugar, un ataque único de los muertos contra {victim}</translation>
        </message>
        <message>
            <source>Swarm round {round}: {total} {total|success|successes} against Swarm Threat {needed} — {outcome}</source>
            <translation>Asalto {round} contra la horda: {total} {total|éxito|éxitos} contra Amenaza de la horda {needed} — {outcome}</translation>
        </message>
        <message>
            <source>{roll}, with table dice</source>
            <translation>{roll}, con dados de la mesa</translation>
        </message>
        <message>
            <source>{low} × d{sides}, and one more for each die rolled again</source>
            <translation>{low} × d{sides} y uno más por cada dado que se vuelve a tirar</translation>
        </message>
        <message>
            <source>{low} {low|die|dice}, and one more for each die rolled again: {parts}</source>
            <translation>{low} {low|dado|dados} y uno más por cada dado que se vuelve a tirar: {parts}</translation>
        </message>
        <message>
            <source>{name}: {roll} — {place} at {tile}: {result}</source>
            <translation>{name}: {roll} — {place} en {tile}: {result}</translation>
        </message>
        <message>
            <source>{name}: {roll} — {place} at {tile}: {result} ({dice})</source>
            <translation>{name}: {roll} — {place} en {tile}: {result} ({dice})</translation>
        </message>
        <message>
            <source>{headline}: {arithmetic}</source>
            <translation>{headline}: {arithmetic}</translation>
        </message>
        <message>
            <source>{headline}, dice from the table: {arithmetic}</source>
            <translation>{headline}, dados de la mesa: {arithmetic}</translation>
        </message>
        <message>
            <source>One action a turn: {name} has fought a melee exchange in round {round} already; a shot waits for round {next}.</source>
            <translation>Una acción por turno: {name} ya ha luchado un intercambio cuerpo a cuerpo en el asalto {round}; el disparo espera al próximo asalto, el {next}.</translation>
        </message>
        <message>
            <source>One action a turn: {name} has fought a melee exchange in round {round} already; the next exchange waits for round {next}.</source>
            <translation>Una acción por turno: {name} ya ha luchado un intercambio cuerpo a cuerpo en el asalto {round}; el siguiente intercambio espera al próximo asalto, el {next}.</translation>
        </message>
        <message>
            <source>Damage to {name}: {amount} damage, {track} {change}</source>
            <translation>Daño a {name}: {amount} de daño, {track} {change}</translation>
        </message>
        <message>
            <source>{fields}: not in the file: {count|stays|stay} as the roster has {count|it|them}</source>
            <translation>{fields}: {count|no está|no están} en el archivo: {count|se queda|se quedan} como en la lista de personajes</translation>
        </message>
        <message>
            <source>Nothing was imported: the characters in the files are already in the roster as the files have them</source>
            <translation>No se importó nada: los personajes de los archivos ya están en la lista tal como los tienen los archivos</translation>
        </message>
        <message>
            <source>Imported {count} {count|character|characters}: {names}; updated {updated} {updated|character|characters}: {updated_names}</source>
            <translation>{count|Importado|Importados} {count} {count|personaje|personajes}: {names}; {updated|actualizado|actualizados} {updated} {updated|personaje|personajes}: {updated_names}</translation>
        </message>
        <message>
            <source>{column}: {value} — not read: no field of this sheet is called so</source>
            <translation>{column}: {value} — no se lee: ningún campo de esta hoja se llama así</translation>
        </message>
        <message>
            <source>{column}: {value} — not read: no field of this sheet is called so; did you mean {near}?</source>
            <translation>{column}: {value} — no se lee: ningún campo de esta hoja se llama así; ¿querías decir {near}?</translation>
        </message>
        <message>
            <source>linked to its Foundry actor: found again if renamed</source>
            <translation>vínculo con su actor de Foundry: se encontrará aunque cambie de nombre</translation>
        </message>
        <message>
            <source>{name} is dead: the dead stand in no melee group.</source>
            <translation>{name} ya no vive: los muertos no forman parte de ningún grupo cuerpo a cuerpo.</translation>
        </message>
        <message>
            <source>Nobody is left standing on one side of this melee group: set the groups again.</source>
            <translation>No queda nadie en pie en un lado de este grupo cuerpo a cuerpo: vuelve a formar los grupos.</translation>
        </message>
        <message>
            <source>Single attack on {name}: {arithmetic}</source>
            <translation>Ataque único a {name}: {arithmetic}</translation>
        </message>
        <message>
            <source>Single attack on {name}: {amount} damage</source>
            <translation>Ataque único a {name}: {amount} de daño</translation>
        </message>
        <message>
            <source>That single attack has no harm waiting.</source>
            <translation>Ese ataque único no tiene daño pendiente.</translation>
        </message>
        <message>
            <source>Single attack on {name}: {track} {old} → {new}</source>
            <translation>Ataque único a {name}: {track} {old} → {new}</translation>
        </message>
        <message>
            <source>Import {count} {count|character|characters} ({updated} updated)</source>
            <translation>Importar {count} {count|personaje|personajes} ({updated} {updated|actualizado|actualizados})</translation>
        </message>
        <message>
            <source>Update {count} {count|character|characters}</source>
            <translation>Actualizar {count} {count|personaje|personajes}</translation>
        </message>
        <message>
            <source>Update {count} {count|character|characters}: {changed}</source>
            <translation>Actualizar {count} {count|personaje|personajes}: {changed}</translation>
        </message>
        <message>
            <source>{name}: {value} as the roster has it, not rolled again</source>
            <translation>{name}: {value}, como en la lista de personajes, sin volver a tirar</translation>
        </message>
        <message>
            <source>{name}: {roll}</source>
            <translation>{name}: {roll}</translation>
        </message>
        <message>
            <source>{low} × d{sides}, and one more if it shows {faces}</source>
            <translation>{low} × d{sides} y uno más si sale {faces}</translation>
        </message>
        <message>
            <source>{low} × d{sides}, and one more for each that shows {faces}</source>
            <translation>{low} × d{sides} y uno más por cada uno que saque {faces}</translation>
        </message>
        <message>
            <source>{low} {low|die|dice}: {parts}; and one more for each that shows {faces}</source>
            <translation>{low} {low|dado|dados}: {parts}; y uno más por cada uno que saque {faces}</translation>
        </message>
        <message>
            <source>{some} or {last}</source>
            <translation>{some} o {last}</translation>
        </message>
        <message>
            <source>{count} × d{sides} ({label}, when rolled)</source>
            <translation>{count} × d{sides} ({label}, si se tira)</translation>
        </message>
        <message>
            <source>Damage to {name}: now {health}</source>
            <translation>Daño a {name}: ahora {health}</translation>
        </message>
        <message>
            <source>{name} healed: now {health}</source>
            <translation>{name} se cura: ahora {health}</translation>
        </message>
        <message>
            <source>what {name} keeps of the roster does not fit its sheet</source>
            <translation>lo que {name} conserva de la lista no encaja en su hoja</translation>
        </message>
        <message>
            <source>{amount} damage to {name} ({moves})</source>
            <translation>{amount} de daño a {name} ({moves})</translation>
        </message>
        <message>
            <source>Damage to {name} ({moves})</source>
            <translation>Daño a {name} ({moves})</translation>
        </message>
        <message>
            <source>{amount} damage to {name}</source>
            <translation>{amount} de daño a {name}</translation>
        </message>
        <message>
            <source>{amount} damage to {name}, {through} through the armour ({moves})</source>
            <translation>{amount} de daño a {name}, {through} a través del blindaje ({moves})</translation>
        </message>
        <message>
            <source>{amount} damage to {name}, {through} through the armour</source>
            <translation>{amount} de daño a {name}, {through} a través del blindaje</translation>
        </message>
        <message>
            <source>{name} healed ({moves})</source>
            <translation>{name} se cura ({moves})</translation>
        </message>
        <message>
            <source>{track} {old} → {new}</source>
            <translation>{track} {old} → {new}</translation>
        </message>
        <message>
            <source>{system} {version} is outside the versions this reading is tested with ({versions}): {count} {count|field was|fields were} read where those versions hold {count|it|them}; check the values before importing</source>
            <translation>{system} {version} está fuera de las versiones con las que se probó esta lectura ({versions}): {count} {count|campo leído|campos leídos} donde esas versiones {count|lo guardan|los guardan}; revisa los valores antes de importar</translation>
        </message>
        <message>
            <source>{system} {version} is outside the versions this reading follows ({versions}) and none of the sheet&apos;s values could be read: its data model differs</source>
            <translation>{system} {version} está fuera de las versiones que sigue esta lectura ({versions}) y no se pudo leer ningún valor de la hoja: su modelo de datos es otro</translation>
        </message>
        <message>
            <source>{names}: the sheet from the files; health, stress, conditions and injuries as the night left them</source>
            <translation>{names}: la hoja de los archivos; salud, estrés, estados y heridas como los dejó la noche</translation>
        </message>
        <message>
            <source>{names}: the sheet from the files; {state} as the night left them</source>
            <translation>{names}: la hoja de los archivos; {state} como los dejó la noche</translation>
        </message>
        <message>
            <source>dead in the roster: kept</source>
            <translation>muerte en la lista de personajes: se mantiene</translation>
        </message>
        <message>
            <source>{name} messed up: the GM&apos;s second pick</source>
            <translation>{name} pifió: segunda opción del DJ</translation>
        </message>
        <message>
            <source>{field} {value} in the file: not taken, the night&apos;s wounds are kept ({key} to take them)</source>
            <translation>{field} {value} en el archivo: no se toma, se conservan las heridas de la noche ({key} para tomarlo)</translation>
        </message>
        <message>
            <source>Conditions in the file ({value}): not taken, the night&apos;s are kept ({key} to take them)</source>
            <translation>Estados en el archivo ({value}): no se toman, se conservan los de la noche ({key} para tomarlos)</translation>
        </message>
        <message>
            <source>{value} (the night&apos;s, kept; in the file: {file})</source>
            <translation>{value} (de la noche, se conserva; en el archivo: {file})</translation>
        </message>
        <message>
            <source>{weapon}: {limit} {limit|shot|shots} a round; {name} has fired {limit|it|them} this round already.</source>
            <translation>{weapon}: {limit} {limit|disparo|disparos} por asalto; {name} ya {limit|lo ha hecho|los ha hecho} en este asalto.</translation>
        </message>
        <message>
            <source>{weapon}: {limit} {limit|shot|shots} a round; {name} has {left} {left|shot|shots} left this round.</source>
            <translation>{weapon}: {limit} {limit|disparo|disparos} por asalto; a {name} {left|le queda|le quedan} {left} {left|disparo|disparos} en este asalto.</translation>
        </message>
        <message>
            <source>A grenade thrown here explodes at once.</source>
            <translation>Una granada lanzada aquí explota al instante.</translation>
        </message>
        <message>
            <source>Outside a fight there is no next round: throw the grenade to explode now.</source>
            <translation>Fuera de un combate no hay siguiente asalto: lanza la granada para que explote ya.</translation>
        </message>
        <message>
            <source>{name} throws a grenade at {tile}: it explodes at the end of round {round}</source>
            <translation>{name} lanza una granada a {tile}: explota al final del asalto {round}</translation>
        </message>
        <message>
            <source>The grenade {name} threw explodes at {tile}</source>
            <translation>La granada que lanzó {name} explota en {tile}</translation>
        </message>
        <message>
            <source>{name}: {action} — {roll} against {target}: {result}</source>
            <translation>{name}: {action} — {roll} contra {target}: {result}</translation>
        </message>
        <message>
            <source>{name}: {action} — {roll} against {target}, with table dice: {result} ({dice})</source>
            <translation>{name}: {action} — {roll} contra {target}, con los dados de la mesa: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name}: {action} — {roll} against {target}: {result} ({dice})</source>
            <translation>{name}: {action} — {roll} contra {target}: {result} ({dice})</translation>
        </message>
        <message>
            <source>Dice to type, in this order: {wanted}</source>
            <translation>Dados que escribir, en este orden: {wanted}</translation>
        </message>
        <message>
            <source>Dice to type, in this order: {wanted}; then, only if those dice call for them: {then}</source>
            <translation>Dados que escribir, en este orden: {wanted}; luego, solo si esos dados los piden: {then}</translation>
        </message>
        <message>
            <source>With the faces typed this roll uses only {wanted}; {typed} typed.</source>
            <translation>Con las caras escritas esta tirada usa solo {wanted}; {typed} {typed|escrito|escritos}.</translation>
        </message>
        <message>
            <source>tie between {names}: the tie-breaker sets the order, the GM may change it</source>
            <translation>empate entre {names}: el desempate fija el orden, el DJ puede cambiarlo</translation>
        </message>
        <message>
            <source>{name} finds {amount} {unit} for {weapon}: spare {before} → {after}; loaded {loaded}</source>
            <translation>{name} encuentra {amount} {unit} para {weapon}: de reserva {before} → {after}; en el arma {loaded}</translation>
        </message>
        <message>
            <source>{field}: all {count} {count|row|rows} removed</source>
            <translation>{field}: se {count|quita la|quitan las} {count} {count|fila|filas}</translation>
        </message>
        <message>
            <source>{field}: its one row removed</source>
            <translation>{field}: se quita su única fila</translation>
        </message>
        <message>
            <source>Updated {count} {count|character|characters} from the files: {changed}</source>
            <translation>{count|Actualizado|Actualizados} {count} {count|personaje|personajes} desde los archivos: {changed}</translation>
        </message>
        <message>
            <source>Imported {count} {count|character|characters}: {names}; updated {updated} {updated|character|characters}: {changed}</source>
            <translation>{count|Importado|Importados} {count} {count|personaje|personajes}: {names}; {updated|actualizado|actualizados} {updated} {updated|personaje|personajes}: {changed}</translation>
        </message>
        <message>
            <source>{name} ({a})</source>
            <translation>{name} ({a})</translation>
        </message>
        <message>
            <source>{name} ({a}, {b})</source>
            <translation>{name} ({a}, {b})</translation>
        </message>
        <message>
            <source>{name} ({a}, {b}, {c})</source>
            <translation>{name} ({a}, {b}, {c})</translation>
        </message>
        <message>
            <source>{name} ({a}, {b}, {c} and {more} more {more|change|changes})</source>
            <translation>{name} ({a}, {b}, {c} y {more} {more|cambio|cambios} más)</translation>
        </message>
        <message>
            <source>{first}, {rest}</source>
            <translation>{first}, {rest}</translation>
        </message>
        <message>
            <source>the actor&apos;s sheet: {field}</source>
            <translation>hoja del actor: {field}</translation>
        </message>
        <message>
            <source>Deadwatch&apos;s own sheet: {field}</source>
            <translation>Hoja propia de Deadwatch: {field}</translation>
        </message>
        <message>
            <source>Deadwatch&apos;s own record of the state: {field}</source>
            <translation>Estado guardado por Deadwatch: {field}</translation>
        </message>
        <message>
            <source>the actor&apos;s conditions</source>
            <translation>estados del actor</translation>
        </message>
        <message>
            <source>the actor&apos;s effect “{name}”</source>
            <translation>efecto del actor «{name}»</translation>
        </message>
        <message>
            <source>the actor&apos;s items: {types}</source>
            <translation>objetos del actor: {types}</translation>
        </message>
        <message>
            <source>{type} “{name}”</source>
            <translation>{type} «{name}»</translation>
        </message>
        <message>
            <source>{type} “{name}”: {field}</source>
            <translation>{type} «{name}»: {field}</translation>
        </message>
        <message>
            <source>weapon</source>
            <translation>arma</translation>
        </message>
        <message>
            <source>armor</source>
            <translation>blindaje</translation>
        </message>
        <message>
            <source>gear</source>
            <translation>equipo</translation>
        </message>
        <message>
            <source>item</source>
            <translation>objeto</translation>
        </message>
        <message>
            <source>tiny item</source>
            <translation>objeto pequeño</translation>
        </message>
        <message>
            <source>talent</source>
            <translation>talento</translation>
        </message>
        <message>
            <source>critical injury</source>
            <translation>herida crítica</translation>
        </message>
        <message>
            <source>skill</source>
            <translation>habilidad</translation>
        </message>
        <message>
            <source>quality</source>
            <translation>cualidad</translation>
        </message>
        <message>
            <source>drawback</source>
            <translation>defecto</translation>
        </message>
        <message>
            <source>power</source>
            <translation>poder</translation>
        </message>
        <message>
            <source>its Foundry actor id is already “{holder}”&apos;s: not kept with this character</source>
            <translation>su id de actor de Foundry ya es de «{holder}»: no se guarda con este personaje</translation>
        </message>
        <message>
            <source>{other} already updates “{name}” of the roster: the same character twice in these files</source>
            <translation>{other} ya actualiza a «{name}» de la lista: el mismo personaje dos veces en estos archivos</translation>
        </message>
        <message>
            <source>its Foundry actor id is “{holder}”&apos;s, but its name and kind are “{name}”&apos;s: it updates “{name}”, and “{holder}” is left as it is</source>
            <translation>su id de actor de Foundry es de «{holder}», pero su nombre y su tipo son los de «{name}»: actualiza a «{name}» y «{holder}» se queda como está</translation>
        </message>
        <message>
            <source>{count} {count|field is|fields are} not in the file: {count|it starts at its default|they start at their defaults}</source>
            <translation>{count} {count|campo no está|campos no están} en el archivo: {count|empieza con su valor por defecto|empiezan con sus valores por defecto}</translation>
        </message>
        <message>
            <source>{count} {count|field is|fields are} not in the file: {count|it stays|they stay} as the roster has {count|it|them}</source>
            <translation>{count} {count|campo no está|campos no están} en el archivo: {count|se queda|se quedan} como en la lista de personajes</translation>
        </message>
        <message>
            <source>{field}: changed, {count} {count|row|rows}; removed: {removed}</source>
            <translation>{field}: cambia, {count} {count|fila|filas}; fuera: {removed}</translation>
        </message>
        <message>
            <source>{field}: changed, {count} {count|row|rows}; replaced: {replaced}</source>
            <translation>{field}: cambia, {count} {count|fila|filas}; en su lugar: {replaced}</translation>
        </message>
        <message>
            <source>{field}: changed, {count} {count|row|rows}; replaced: {replaced}; removed: {removed}</source>
            <translation>{field}: cambia, {count} {count|fila|filas}; en su lugar: {replaced}; fuera: {removed}</translation>
        </message>
        <message>
            <source>protection</source>
            <translation>protección</translation>
        </message>
        <message>
            <source>agility penalty</source>
            <translation>penalizador de agilidad</translation>
        </message>
        <message>
            <source>bonus</source>
            <translation>bonificación</translation>
        </message>
        <message>
            <source>level</source>
            <translation>nivel</translation>
        </message>
        <message>
            <source>cost</source>
            <translation>coste</translation>
        </message>
        <message>
            <source>armor value</source>
            <translation>valor de blindaje</translation>
        </message>
        <message>
            <source>damage</source>
            <translation>daño</translation>
        </message>
        <message>
            <source>{track}: {read} of {theirs} in Foundry, {lost} lost: {now} of {ours} here (Deadwatch works the maximum out from the sheet by the rules, attributes and traits; the points lost are kept)</source>
            <translation>{track}: {read} de {theirs} en Foundry, {lost} {lost|perdido|perdidos}: {now} de {ours} aquí (Deadwatch calcula el máximo a partir de la hoja según las reglas, atributos y rasgos; los puntos perdidos se conservan)</translation>
        </message>
        <message>
            <source>each PC takes {amount} stress: the dead are alerted</source>
            <translation>cada PJ recibe {amount} de estrés: los muertos se alertan</translation>
        </message>
        <message>
            <source>no stress for the PCs</source>
            <translation>sin estrés para los PJ</translation>
        </message>
        <message>
            <source>the single attack on {name} is dropped before its roll</source>
            <translation>el ataque único a {name} se descarta antes de su tirada</translation>
        </message>
        <message>
            <source>Threat stays at {level}; you pick who suffers it, and they roll against it</source>
            <translation>La Amenaza sigue en {level}; eliges a quién ataca y esa persona tira contra el ataque</translation>
        </message>
        <message>
            <source>Threat stays at {level}; Swarm Size {old} → {new}</source>
            <translation>La Amenaza sigue en {level}; Tamaño de la horda {old} → {new}</translation>
        </message>
        <message>
            <source>Swarm Size {size} is already at its top</source>
            <translation>El Tamaño de la horda {size} ya está en su máximo</translation>
        </message>
        <message>
            <source>{name} declares {phase} on {target}: {action}</source>
            <translation>{name} declara {phase} a {target}: {action}</translation>
        </message>
        <message>
            <source>{name} declares {phase} on {target}</source>
            <translation>{name} declara {phase} a {target}</translation>
        </message>
        <message>
            <source>{name} rolls {roll} on {target} with table dice: {result} ({dice})</source>
            <translation>{name} tira {roll} para {target} con dados de la mesa: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} rolls {roll} on {target}: {result} ({dice})</source>
            <translation>{name} tira {roll} para {target}: {result} ({dice})</translation>
        </message>
        <message>
            <source>End of {name}&apos;s turn</source>
            <translation>Termina el turno de {name}</translation>
        </message>
        <message>
            <source>“{field}” is not a Deadwatch character id</source>
            <translation>«{field}» no es un identificador de personaje de Deadwatch</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not a Deadwatch character id (empty the cell and the row is matched by its name)</source>
            <translation>«{field}»: «{value}» no es un identificador de personaje de Deadwatch (vacía la celda y la fila se empareja por su nombre)</translation>
        </message>
        <message>
            <source>Deadwatch id</source>
            <translation>Identificador de Deadwatch</translation>
        </message>
        <message>
            <source>Notes: kept (the file has none)</source>
            <translation>Notas: se conservan (el archivo no trae)</translation>
        </message>
        <message>
            <source>Notes: none (the file has none)</source>
            <translation>Notas: ninguna (el archivo no trae)</translation>
        </message>
        <message>
            <source>{first}”, “{rest}</source>
            <translation>{first}», «{rest}</translation>
        </message>
        <message>
            <source>Notes: replaced by the file&apos;s</source>
            <translation>Notas: se sustituyen por las del archivo</translation>
        </message>
        <message>
            <source>Notes: emptied (the file&apos;s are empty)</source>
            <translation>Notas: se borran (las del archivo están vacías)</translation>
        </message>
        <message>
            <source>“{name}”</source>
            <translation>«{name}»</translation>
        </message>
        <message>
            <source>Handout renamed: {before} → {title}</source>
            <translation>Material renombrado: {before} → {title}</translation>
        </message>
        <message>
            <source>The handout already has that title.</source>
            <translation>El material ya tiene ese título.</translation>
        </message>
        <message>
            <source>its columns ({columns}) are none of this campaign&apos;s sheet: it looks like another game&apos;s sheet</source>
            <translation>sus columnas ({columns}) no son de la hoja de esta campaña: parece la hoja de otro juego</translation>
        </message>
        <message>
            <source>{reason}; the sheet&apos;s columns are {taken} and more</source>
            <translation>{reason}; las columnas de la hoja son {taken} y otras</translation>
        </message>
        <message>
            <source>End of round {round} ({moves})</source>
            <translation>Final del asalto {round} ({moves})</translation>
        </message>
        <message>
            <source>{name} rolls {roll} — {spent}</source>
            <translation>{name} tira {roll} — {spent}</translation>
        </message>
        <message>
            <source>{weapon} ({name}) gets back what it fired: {after} → {before} {unit}</source>
            <translation>{weapon} ({name}) recupera lo disparado: {after} → {before} {unit}</translation>
        </message>
        <message>
            <source>{name}: {count} {count|round|rounds} not fired back in {weapon}: {before} → {after} {unit}</source>
            <translation>{name}, {weapon}: {count|se devuelve|se devuelven} {count} {count|bala no disparada|balas no disparadas}: {before} → {after} {unit}</translation>
        </message>
        <message>
            <source>{weapon} ({name}) as before the reload: {after} → {before} {unit}</source>
            <translation>{weapon} ({name}) como antes de recargar: {after} → {before} {unit}</translation>
        </message>
        <message>
            <source>{name} back to {start} on the map (was on {end})</source>
            <translation>Ficha de {name} de vuelta en {start} (estaba en {end})</translation>
        </message>
        <message>
            <source>{name} back to {from} (was on {to})</source>
            <translation>{name} vuelve a {from} (estaba en {to})</translation>
        </message>
        <message>
            <source>{name} back to {from} (was on {to}), the blows in passing taken back</source>
            <translation>{name} vuelve a {from} (estaba en {to}); se deshacen los golpes al pasar</translation>
        </message>
        <message>
            <source>Melee exchange: {group} ({moves})</source>
            <translation>Intercambio cuerpo a cuerpo: {group} ({moves})</translation>
        </message>
        <message>
            <source>Furniture back to {from} (was on {to}, moved by {names})</source>
            <translation>Muebles de vuelta en {from} (estaban en {to}; los movió {names})</translation>
        </message>
        <message>
            <source>{name}: {moves}</source>
            <translation>{name}: {moves}</translation>
        </message>
        <message>
            <source>Left out of this exchange: {name} (fired in round {round} already; one action a turn)</source>
            <translation>Fuera de este intercambio: {name} (ya disparó en el asalto {round}; una acción por turno)</translation>
        </message>
        <message>
            <source>Left out of this exchange: {name} (reloaded in round {round}; reloading takes the whole turn)</source>
            <translation>Fuera de este intercambio: {name} (recargó en el asalto {round}; recargar ocupa todo el turno)</translation>
        </message>
        <message>
            <source>Left out of this exchange: {name} (fought a melee exchange in round {round} already; one action a turn)</source>
            <translation>Fuera de este intercambio: {name} (ya luchó un intercambio cuerpo a cuerpo en el asalto {round}; una acción por turno)</translation>
        </message>
        <message>
            <source>{names} had not acted</source>
            <translation>{names} no {count|había|habían} actuado</translation>
        </message>
        <message>
            <source>the swarm fight ends with it</source>
            <translation>la pelea contra la horda termina con él</translation>
        </message>
        <message>
            <source>the harm of the single attack on {name} is no longer offered</source>
            <translation>el daño del ataque único a {name} ya no se ofrece</translation>
        </message>
        <message>
            <source>{name} is dead: the dead make no rolls.</source>
            <translation>{name} está sin vida: los muertos no tiran dados.</translation>
        </message>
        <message>
            <source>{name} is dead: a single attack falls on the living only.</source>
            <translation>{name} está sin vida: un ataque único cae solo sobre los vivos.</translation>
        </message>
        <message>
            <source>now: {states}</source>
            <translation>ahora: {states}</translation>
        </message>
        <message>
            <source>removed: {states}</source>
            <translation>se quita: {states}</translation>
        </message>
        <message>
            <source>{name}&apos;s {weapon} is full ({count}/{capacity}).</source>
            <translation>{weapon} de {name}: el cargador está lleno ({count}/{capacity}).</translation>
        </message>
        <message>
            <source>{name}: {action} — {roll} — {moves}</source>
            <translation>{name}: {action} — {roll} — {moves}</translation>
        </message>
        <message>
            <source>{name} follows up {roll} — {moves}</source>
            <translation>{name} continúa la tirada de {roll} — {moves}</translation>
        </message>
        <message>
            <source>{field}: {rows}</source>
            <translation>{field}: {rows}</translation>
        </message>
        <message>
            <source>{name} ({which})</source>
            <translation>{name} ({which})</translation>
        </message>
        <message>
            <source>{row} {before} → {after}</source>
            <translation>{row} {before} → {after}</translation>
        </message>
        <message>
            <source>{row}: {cells}</source>
            <translation>{row}: {cells}</translation>
        </message>
        <message>
            <source>{column} {before} → {after}</source>
            <translation>{column} {before} → {after}</translation>
        </message>
        <message>
            <source>{before} → {after}</source>
            <translation>{before} → {after}</translation>
        </message>
        <message>
            <source>{row} added {value}</source>
            <translation>se añade {row} {value}</translation>
        </message>
        <message>
            <source>{row} added</source>
            <translation>se añade {row}</translation>
        </message>
        <message>
            <source>{row} removed</source>
            <translation>se quita {row}</translation>
        </message>
        <message>
            <source>Not shown to the players: {line}</source>
            <translation>Oculto a los jugadores: {line}</translation>
        </message>
        <message>
            <source>This file is for {theirs}; this campaign plays {ours}. Nothing was imported.</source>
            <translation>Este archivo es de {theirs}; esta campaña juega a {ours}. No se ha importado nada.</translation>
        </message>
        <message>
            <source>This file is for a game this Deadwatch does not play (“{theirs}”); this campaign plays {ours}. Nothing was imported.</source>
            <translation>Este archivo es de un juego que este Deadwatch no conoce («{theirs}»); esta campaña juega a {ours}. No se ha importado nada.</translation>
        </message>
        <message>
            <source>{name}'s sheet edited: {changes}</source>
            <translation>Se editó la hoja de {name}: {changes}</translation>
        </message>
        <message>
            <source>{field} {before} → {after}</source>
            <translation>{field} {before} → {after}</translation>
        </message>
        <message>
            <source>{row}, {column} {before} → {after}</source>
            <translation>{row}, {column} {before} → {after}</translation>
        </message>
        <message>
            <source>{name} ({type})</source>
            <translation>{name} ({type})</translation>
        </message>
        <message>
            <source>notes edited</source>
            <translation>notas editadas</translation>
        </message>
        <message>
            <source>{first}; {rest}</source>
            <translation>{first}; {rest}</translation>
        </message>
        <message>
            <source>{name} rolls {roll}: {outcome}</source>
            <translation>{name} tira {roll}: {outcome}</translation>
        </message>
        <message>
            <source>{name} rolls {roll}: {outcome} — {spent}</source>
            <translation>{name} tira {roll}: {outcome} — {spent}</translation>
        </message>
        <message>
            <source>miss</source>
            <translation>fallo</translation>
        </message>
        <message>
            <source>hit</source>
            <translation>impacto</translation>
        </message>
        <message>
            <source>hit, {amount} damage offered</source>
            <translation>impacto, se ofrece daño {amount}</translation>
        </message>
        <message>
            <source>hit, damage offered</source>
            <translation>impacto, se ofrece daño</translation>
        </message>
        <message>
            <source>Undo: {action} — in force again: {dangers}</source>
            <translation>Deshecho: {action} — de nuevo en vigor: {dangers}</translation>
        </message>
        <message>
            <source>Redo: {action} — in force again: {dangers}</source>
            <translation>Rehecho: {action} — de nuevo en vigor: {dangers}</translation>
        </message>
        <message>
            <source>The days {name} ate are a number from 0 to {days}; nothing changed.</source>
            <translation>Los días que comió {name} son un número de 0 a {days}; nada cambió.</translation>
        </message>
        <message>
            <source>With the faces typed this roll takes {wanted}; {typed} typed: after {rolled}, no {skipped} die is rolled.</source>
            <translation>Con las caras escritas esta tirada necesita {wanted}; {typed} {typed|escrito|escritos}: tras {rolled}, no se tira ningún dado de {skipped}.</translation>
        </message>
        <message>
            <source>{label} {faces} (total {total})</source>
            <translation>{label} {faces} (total {total})</translation>
        </message>
        <message>
            <source>{row}: {column} {amount} ({preset}) — not carried: this campaign counts {unit}</source>
            <translation>{row}: {column} {amount} ({preset}) — no se traslada: esta campaña cuenta {unit}</translation>
        </message>
        <message>
            <source>{row}: {column} {amount} ({preset}) — not carried: this campaign counts {unit}; kept at {kept}</source>
            <translation>{row}: {column} {amount} ({preset}) — no se traslada: esta campaña cuenta {unit}; se mantiene en {kept}</translation>
        </message>
        <message>
            <source>This file is for {theirs}; this campaign plays {ours}. Nothing was imported. To carry characters between the two, export the party as a spreadsheet (Ctrl+Shift+X, a name ending in .csv) and import that.</source>
            <translation>Este archivo es de {theirs}; esta campaña juega a {ours}. No se ha importado nada. Para llevar personajes de unas reglas a otras, exporta el grupo como hoja de cálculo (Ctrl+Shift+X, un nombre acabado en .csv) e importa esa.</translation>
        </message>
        <message>
            <source>That roll is not in the log: its damage cannot be dropped.</source>
            <translation>Esa tirada no está en el registro: su daño no se puede descartar.</translation>
        </message>
        <message>
            <source>That damage is applied or dropped already.</source>
            <translation>Ese daño ya está aplicado o descartado.</translation>
        </message>
        <message>
            <source>Damage dropped, not applied: {name} → {target}, {amount}</source>
            <translation>Daño descartado, sin aplicar: {name} → {target}, {amount}</translation>
        </message>
        <message>
            <source>Damage dropped, not applied: {name} → {target}</source>
            <translation>Daño descartado, sin aplicar: {name} → {target}</translation>
        </message>
        <message>
            <source>{now} of {ours}</source>
            <translation>{now} de {ours}</translation>
        </message>
        <message>
            <source>{now} of {ours} (Foundry: {read} of {theirs})</source>
            <translation>{now} de {ours} (en Foundry: {read} de {theirs})</translation>
        </message>
        <message>
            <source>its JSON is cut short: it ends at line {line}, column {column} before it is whole (saved or copied only in part?)</source>
            <translation>su JSON está cortado: termina en la línea {line}, columna {column} sin estar completo (¿guardado o copiado solo en parte?)</translation>
        </message>
        <message>
            <source>its JSON is broken at line {line}, column {column}</source>
            <translation>su JSON está roto en la línea {line}, columna {column}</translation>
        </message>
        <message>
            <source>it holds {count} {count|row|rows} under its headings, more than the {limit} of a party's spreadsheet (a row for each character): it is not a party</source>
            <translation>tiene {count} {count|fila|filas} bajo sus encabezados, más que las {limit} de la hoja de un grupo (una fila por personaje): no es un grupo</translation>
        </message>
        <message>
            <source>it holds {count} {count|column|columns}, more than the {limit} of a party's spreadsheet (a column for each field of the sheet): it is not a party</source>
            <translation>tiene {count} {count|columna|columnas}, más que las {limit} de la hoja de un grupo (una columna por campo de la hoja): no es un grupo</translation>
        </message>
        <message>
            <source>its actors are of the Foundry system “{system}”; this campaign reads actors of “{ours}” ({title}, {versions}): import it into a campaign of {game}</source>
            <translation>sus actores son del sistema de Foundry «{system}»; esta campaña lee actores de «{ours}» ({title}, {versions}): impórtalo en una campaña de {game}</translation>
        </message>
        <message>
            <source>{row}: {column} “{value}” is left out: the sheet has it only where {by} is {values}</source>
            <translation>{row}: {column} «{value}» se deja fuera: la hoja solo lo tiene donde {by} es {values}</translation>
        </message>
        <message>
            <source>{first} or {rest}</source>
            <translation>{first} o {rest}</translation>
        </message>
        <message>
            <source>{row} added ({column} {value})</source>
            <translation>se añade {row} ({column} {value})</translation>
        </message>
        <message>
            <source>{base} for {dead} dead + {steps} {steps|step|steps} up</source>
            <translation>{base} por {dead} {dead|muerto|muertos} + {steps} {steps|paso|pasos} arriba</translation>
        </message>
        <message>
            <source>{base} for {dead} dead − {steps} {steps|step|steps} down</source>
            <translation>{base} por {dead} {dead|muerto|muertos} − {steps} {steps|paso|pasos} abajo</translation>
        </message>
        <message>
            <source>{base} set by the GM + {steps} {steps|step|steps} up</source>
            <translation>{base} fijado por el DJ + {steps} {steps|paso|pasos} arriba</translation>
        </message>
        <message>
            <source>{base} set by the GM − {steps} {steps|step|steps} down</source>
            <translation>{base} fijado por el DJ − {steps} {steps|paso|pasos} abajo</translation>
        </message>
        <message>
            <source>set by the GM; {dead} dead make {counted}</source>
            <translation>fijado por el DJ; {dead} {dead|muerto da|muertos dan} {counted}</translation>
        </message>
        <message>
            <source>The dead: {old} → {new} (Swarm Size {size}: {parts})</source>
            <translation>Muertos: {old} → {new} (Tamaño de la horda {size}: {parts})</translation>
        </message>
    </context>
    <context>
        <name>rules</name>
        <message>
            <source>version {versions}</source>
            <translation>versión {versions}</translation>
        </message>
        <message>
            <source>versions {versions}</source>
            <translation>versiones {versions}</translation>
        </message>
        <message>
            <source>A zombie carries no gun and no ammunition (starting items are the players&apos;): it bites.</source>
            <translation>Un zombi no lleva arma ni munición (los objetos iniciales son de los jugadores): muerde.</translation>
        </message>
        <message>
            <source>None (a zombie carries nothing)</source>
            <translation>Ninguno (un zombi no lleva nada)</translation>
        </message>
        <message>
            <source>A player died: +{award} as a player still standing, score {score}; the kill itself scores nothing (only a zombie killed does).</source>
            <translation>Ha muerto un jugador: +{award} como jugador que sigue en pie, puntuación {score}; la muerte que causó no puntúa (solo puntúa un zombi abatido).</translation>
        </message>
        <message>
            <source>No point for the kill: only a zombie killed scores.</source>
            <translation>Ningún punto por esa muerte: solo puntúa un zombi abatido.</translation>
        </message>
        <message>
            <source>the wall</source>
            <translation>la pared</translation>
        </message>
        <message>
            <source>the window</source>
            <translation>la ventana</translation>
        </message>
        <message>
            <source>the weapons&apos; cabinet</source>
            <translation>el armero</translation>
        </message>
        <message>
            <source>the crate</source>
            <translation>la caja</translation>
        </message>
        <message>
            <source>the furniture</source>
            <translation>el mueble</translation>
        </message>
        <message>
            <source>the map&apos;s edge</source>
            <translation>el borde del mapa</translation>
        </message>
        <message>
            <source>another token</source>
            <translation>otra ficha</translation>
        </message>
        <message>
            <source>Stopped by {obstacle}: not moved.</source>
            <translation>Lo detiene {obstacle}: no se mueve.</translation>
        </message>
        <message>
            <source>Stopped there by {obstacle}.</source>
            <translation>Ahí lo detiene {obstacle}.</translation>
        </message>
        <message>
            <source>+{damage} against {obstacle}</source>
            <translation>+{damage} contra {obstacle}</translation>
        </message>
        <message>
            <source>Only special weapons reach Extreme range: {weapon} has Range {range} (the character&apos;s sheet, Gear → Weapons).</source>
            <translation>Solo las armas especiales llegan a alcance Extremo: {weapon} tiene alcance {range} (hoja del personaje, «Equipo» → «Armas», columna «Alcance»).</translation>
        </message>
        <message>
            <source>D66 still to roll for {count} critical {count|injury|injuries}: −{penalty} {penalty|die|dice} for now, the entry&apos;s penalty once it is read</source>
            <translation>D66 aún por tirar para {count} {count|herida crítica|heridas críticas}: −{penalty} {penalty|dado|dados} por ahora, la penalización de su entrada cuando se lea</translation>
        </message>
        <message>
            <source>{name} fought the disease off</source>
            <translation>{name} ha vencido a la enfermedad</translation>
        </message>
        <message>
            <source>{name} fought the poison off</source>
            <translation>{name} ha vencido al veneno</translation>
        </message>
        <message>
            <source>{name} no longer needs them</source>
            <translation>{name} ya no las necesita</translation>
        </message>
        <message>
            <source>{name} is dead</source>
            <translation>{name} ha muerto</translation>
        </message>
        <message>
            <source>None: no damage offered (a shove, a grab)</source>
            <translation>Ninguna: sin daño ofrecido (un empujón, un agarre)</translation>
        </message>
        <message>
            <source>This roll has been followed up: apply the offer of the roll that followed.</source>
            <translation>Esta tirada ya se continuó: aplica la oferta de la tirada que la siguió.</translation>
        </message>
        <message>
            <source>This roll has already been followed up so: it is spent and cannot be again.</source>
            <translation>Esta tirada ya se continuó así: está gastada y no puede repetirse.</translation>
        </message>
        <message>
            <source>d4×STR</source>
            <translation>d4×FUE</translation>
        </message>
        <message>
            <source>The GM&apos;s call due (destroyed, or still coming).</source>
            <translation>Decisión del DJ pendiente (destruido, o sigue avanzando).</translation>
        </message>
        <message>
            <source>Rations</source>
            <translation>Raciones</translation>
        </message>
        <message>
            <source>Rations of food carried: each day a character eats one, one Health Point comes back.</source>
            <translation>Raciones de comida que lleva: cada día que el personaje come una, recupera un punto de Salud.</translation>
        </message>
        <message>
            <source>d10</source>
            <translation>d10</translation>
        </message>
        <message>
            <source>+ {part} {value}</source>
            <translation>+ {part} {value}</translation>
        </message>
        <message>
            <source>− {part} {value}</source>
            <translation>− {part} {value}</translation>
        </message>
        <message>
            <source>= d10 {points}</source>
            <translation>= d10 {points}</translation>
        </message>
        <message>
            <source>· {name} defends:</source>
            <translation>· {name} se defiende:</translation>
        </message>
        <message>
            <source>Highest attribute: {spent} (the limit at creation is {allowed})</source>
            <translation>Atributo más alto: {spent} (el límite al crear es {allowed})</translation>
        </message>
        <message>
            <source>Drawback points: {spent} taken (at most {allowed})</source>
            <translation>Puntos de defectos: {spent} {spent|tomado|tomados} (como mucho {allowed})</translation>
        </message>
        <message>
            <source>Drawback points spent on attribute levels: {spent} (drawback points taken: {allowed})</source>
            <translation>Puntos de defectos gastados en niveles de atributo: {spent} (puntos de defectos tomados: {allowed})</translation>
        </message>
        <message>
            <source>Attribute points: {left} of {allowed} left</source>
            <translation>Puntos de atributo: {left|queda|quedan} {left} de {allowed}</translation>
        </message>
        <message>
            <source>Skill points: {left} of {allowed} left</source>
            <translation>Puntos de habilidad: {left|queda|quedan} {left} de {allowed}</translation>
        </message>
        <message>
            <source>Quality points: {left} of {allowed} left</source>
            <translation>Puntos de cualidades: {left|queda|quedan} {left} de {allowed}</translation>
        </message>
        <message>
            <source>Melee weapons: {spent} (at most {allowed} at creation)</source>
            <translation>Armas cuerpo a cuerpo: {spent} (como mucho {allowed} al crear)</translation>
        </message>
        <message>
            <source>Ranged weapons: {spent} (at most {allowed} at creation)</source>
            <translation>Armas a distancia: {spent} (como mucho {allowed} al crear)</translation>
        </message>
        <message>
            <source>Attributes lowered below their starting value: {spent} {spent|level|levels} (at creation they may only be raised)</source>
            <translation>Atributos bajados del valor inicial: {spent} {spent|nivel|niveles} (al crear solo se pueden subir)</translation>
        </message>
        <message>
            <source>Creation points: {left} of {allowed} left</source>
            <translation>Puntos de creación: {left|queda|quedan} {left} de {allowed}</translation>
        </message>
        <message>
            <source>{die} + Dexterity {dex} = {value}</source>
            <translation>{die} + Destreza {dex} = {value}</translation>
        </message>
        <message>
            <source>{die} + Dexterity {dex} + {quality} {frt} = {value}</source>
            <translation>{die} + Destreza {dex} + {quality} {frt} = {value}</translation>
        </message>
        <message>
            <source>{die} + Dexterity {dex} − load {load} = {value}</source>
            <translation>{die} + Destreza {dex} − carga {load} = {value}</translation>
        </message>
        <message>
            <source>{die} + Dexterity {dex} + {quality} {frt} − load {load} = {value}</source>
            <translation>{die} + Destreza {dex} + {quality} {frt} − carga {load} = {value}</translation>
        </message>
        <message>
            <source>{name}: a ration a day for {days} {days|day|days}: Health {old} → {new}.</source>
            <translation>{name}: una ración al día durante {days} {days|día|días}: Salud {old} → {new}.</translation>
        </message>
        <message>
            <source>{name} had no ration: no Health back.</source>
            <translation>{name} no tuvo ración: no recupera Salud.</translation>
        </message>
        <message>
            <source>{name} is sick: no Health back.</source>
            <translation>{name} sufre una enfermedad: no recupera Salud.</translation>
        </message>
    <message>
        <source>Has already sprinted or moved furniture this round: drawing a concealed katana takes up a whole round of combat, so it is drawn in the next round.</source>
        <translation>Ya esprintó o movió muebles en este asalto: desenvainar una katana oculta ocupa un asalto entero de combate, así que se desenvaina en el asalto siguiente.</translation>
    </message>
    <message>
        <source>Has already struck this round: drawing a concealed katana takes up a whole round of combat, so it is drawn in the next round.</source>
        <translation>Ya golpeó en este asalto: desenvainar una katana oculta ocupa un asalto entero de combate, así que se desenvaina en el asalto siguiente.</translation>
    </message>
    <message>
        <source>Carries {bandages} {bandages|bandage|bandages}, {pills} pain {pills|pill|pills}</source>
        <translation>Lleva {bandages} {bandages|venda|vendas} y {pills} {pills|analgésico|analgésicos}</translation>
    </message>
    <message>
        <source>Carries {bandages} {bandages|bandage|bandages}</source>
        <translation>Lleva {bandages} {bandages|venda|vendas}</translation>
    </message>
    <message>
        <source>Carries {pills} pain {pills|pill|pills}</source>
        <translation>Lleva {pills} {pills|analgésico|analgésicos}</translation>
    </message>
    <message>
        <source>drawn at once, no fight is running</source>
        <translation>Desenvainada al instante: no hay combate en curso</translation>
    </message>
    <message>
        <source>it takes up the round; the katana strikes from the next one</source>
        <translation>Ocupa el asalto; la katana golpea desde el asalto siguiente</translation>
    </message>
    <message>
        <source>The weapon&apos;s shots a turn at most.</source>
        <translation>Como mucho los disparos por turno del arma.</translation>
    </message>
    <message>
        <source>Shots this turn (at most {max})</source>
        <translation>Disparos este turno (como mucho {max})</translation>
    </message>
    <message>
        <source>e.g. 5 2 (tens first)</source>
        <translation>p. ej., 5 2 (decenas primero)</translation>
    </message>
    <message>
        <source>a D66: two dice, tens first</source>
        <translation>un D66: dos dados, primero las decenas</translation>
    </message>
    <message>
        <source>e.g. 7 (after a 10 or a 1, the next die too: 10 4)</source>
        <translation>p. ej., 7 (tras un 10 o un 1, también el siguiente dado: 10 4)</translation>
    </message>
    <message>
        <source>a d10; after a 10 or a 1, one more</source>
        <translation>un d10; tras un 10 o un 1, uno más</translation>
    </message>
        <message>
            <source>{weapon} is out of ammunition: nothing fired. Ammunition found goes in the ammunition ledger.</source>
            <translation>{weapon} no tiene munición: no se dispara nada. La munición encontrada se anota en el panel Munición.</translation>
        </message>
        <message>
            <source>{field}: {value} in the actor — the sheet works it out from the attributes, not read</source>
            <translation>{field}: {value} en el actor — la hoja lo calcula a partir de los atributos, no se lee</translation>
        </message>
        <message>
            <source>“{name}”</source>
            <translation>«{name}»</translation>
        </message>
        <message>
            <source>prone</source>
            <translation>tumbado</translation>
        </message>
        <message>
            <source>unconscious</source>
            <translation>inconsciente</translation>
        </message>
        <message>
            <source>asleep</source>
            <translation>dormido</translation>
        </message>
        <message>
            <source>stunned</source>
            <translation>aturdimiento</translation>
        </message>
        <message>
            <source>restrained</source>
            <translation>apresado</translation>
        </message>
        <message>
            <source>paralysed</source>
            <translation>paralizado</translation>
        </message>
        <message>
            <source>blind</source>
            <translation>ciego</translation>
        </message>
        <message>
            <source>deaf</source>
            <translation>sordo</translation>
        </message>
        <message>
            <source>silenced</source>
            <translation>silenciado</translation>
        </message>
        <message>
            <source>frightened</source>
            <translation>asustado</translation>
        </message>
        <message>
            <source>burning</source>
            <translation>en llamas</translation>
        </message>
        <message>
            <source>frozen</source>
            <translation>congelado</translation>
        </message>
        <message>
            <source>bleeding</source>
            <translation>sangrado</translation>
        </message>
        <message>
            <source>invisible</source>
            <translation>invisible</translation>
        </message>
        <message>
            <source>targeted</source>
            <translation>marcado como objetivo</translation>
        </message>
        <message>
            <source>Critical injury {d66}</source>
            <translation>Herida crítica {d66}</translation>
        </message>
        <message>
            <source>Broken for {minutes} {minutes|minute|minutes} without first aid, then up with Health 1 (the GM&apos;s secret die).</source>
            <translation>Fuera de combate {minutes} {minutes|minuto|minutos} sin primeros auxilios; luego en pie con Salud 1 (dado secreto del DJ).</translation>
        </message>
        <message>
            <source>{value} (level in Foundry: {level}, {want} {want|die|dice}; on the sheet {attribute} {base} + {value} = {dice} {dice|die|dice}: an attribute and a skill hold at most 5 each)</source>
            <translation>{value} (nivel en Foundry: {level}, {want} {want|dado|dados}; en la hoja {attribute} {base} + {value} = {dice} {dice|dado|dados}: un atributo y una habilidad valen como mucho 5 cada uno)</translation>
        </message>
        <message>
            <source>drawback</source>
            <translation>defecto</translation>
        </message>
        <message>
            <source>quality</source>
            <translation>cualidad</translation>
        </message>
        <message>
            <source>aspect</source>
            <translation>aspecto</translation>
        </message>
        <message>
            <source>power</source>
            <translation>poder</translation>
        </message>
        <message>
            <source>armor</source>
            <translation>blindaje</translation>
        </message>
        <message>
            <source>gear</source>
            <translation>equipo</translation>
        </message>
        <message>
            <source>item</source>
            <translation>objeto</translation>
        </message>
        <message>
            <source>small item</source>
            <translation>objeto pequeño</translation>
        </message>
        <message>
            <source>talent</source>
            <translation>talento</translation>
        </message>
        <message>
            <source>At each round's end of a fight the GM has declared frantic (the Fight menu).</source>
            <translation>Al final de cada asalto de un combate que el DJ ha declarado frenético (menú Combate).</translation>
        </message>
        <message>
            <source>Frantic combat</source>
            <translation>Combate frenético</translation>
        </message>
        <message>
            <source>Speed {speed} · 1d4 Endurance every {minutes} min</source>
            <translation>Velocidad {speed} · 1d4 de Resistencia cada {minutes} min</translation>
        </message>
        <message>
            <source>D66 {d66} ({tens} {tens|ten|tens}, {units} {units|unit|units}): read injury {d66} and its effect on the book&apos;s table.</source>
            <translation>D66 {d66} ({tens} {tens|decena|decenas}, {units} {units|unidad|unidades}): lee la herida {d66} y su efecto en la tabla del libro.</translation>
        </message>
        <message>
            <source>D66 {d66} ({tens} {tens|ten|tens}, {units} {units|unit|units}): read entry {d66} on the book&apos;s table and type its name: H, Name an injury.</source>
            <translation>D66 {d66} ({tens} {tens|decena|decenas}, {units} {units|unidad|unidades}): lee la entrada {d66} de la tabla del libro y escribe su nombre: H, Nombrar una herida.</translation>
        </message>
        <message>
            <source>D66 {d66} ({tens} {tens|ten|tens}, {units} {units|unit|units}) — {injury}.</source>
            <translation>D66 {d66} ({tens} {tens|decena|decenas}, {units} {units|unidad|unidades}) — {injury}.</translation>
        </message>
        <message>
            <source>Critical injury: D66 {d66} ({tens} tens, {units} units) — {injury}.</source>
            <translation>Herida crítica: D66 {d66} ({tens} {tens|decena|decenas}, {units} {units|unidad|unidades}) — {injury}.</translation>
        </message>
        <message>
            <source>Injury&apos;s name (read off the table)</source>
            <translation>Nombre de la herida (leído en la tabla)</translation>
        </message>
        <message>
            <source>The injury&apos;s name as the book&apos;s table gives it for its D66; left empty, name it later (Heal: Name an injury)</source>
            <translation>El nombre de la herida tal como lo da la tabla del libro para su D66; si lo dejas vacío, nómbrala después (Curar: Nombrar una herida)</translation>
        </message>
        <message>
            <source>Name an injury (read off the critical-injury table)</source>
            <translation>Nombrar una herida (leída en la tabla de heridas críticas)</translation>
        </message>
        <message>
            <source>Injury&apos;s name</source>
            <translation>Nombre de la herida</translation>
        </message>
        <message>
            <source>The injury&apos;s name as the book&apos;s table gives it for its D66</source>
            <translation>El nombre de la herida tal como lo da la tabla del libro para su D66</translation>
        </message>
        <message>
            <source>Type the injury&apos;s name read off the table.</source>
            <translation>Escribe el nombre de la herida que has leído en la tabla.</translation>
        </message>
        <message>
            <source>{name}: critical injury D66 {d66} — {injury}</source>
            <translation>{name}: herida crítica D66 {d66} — {injury}</translation>
        </message>
        <message>
            <source>{name}: critical injury {old} — now {injury}</source>
            <translation>{name}: herida crítica {old} — ahora {injury}</translation>
        </message>
        <message>
            <source>Injury {n}, {name}, is lethal and not yet stabilized: it kills in {time} {unit} unless a Medicine roll with {equipment} stabilizes it first (Stabilize a lethal injury; one attempt a day). Tending shortens only its recovery time.</source>
            <translation>La herida {n}, {name}, es letal y aún no está estabilizada: mata en {time} {unit} si antes no la estabiliza una tirada de Medicina con {equipment} (Estabilizar una herida letal; un intento al día). Tratarla solo acorta su tiempo de recuperación.</translation>
        </message>
        <message>
            <source>Off when someone else's bandage or pills are used: the healer's, picked above.</source>
            <translation>Desmárcalo si se usan vendas o pastillas de otro: las de quien cura, elegido arriba.</translation>
        </message>
        <message>
            <source>Use {patient}'s own supplies</source>
            <translation>Usar los suministros propios de {patient}</translation>
        </message>
        <message>
            <source>the highest die wins, a tie to the higher Agility</source>
            <translation>gana el dado más alto; en empate, la mayor Agilidad</translation>
        </message>
        <message>
            <source>{count} × {name}: {dice} × d10 each, Agility {agility};</source>
            <translation>{count} × {name}: {dice} × d10 cada uno, Agilidad {agility};</translation>
        </message>
        <message>
            <source>{name}: {dice} × d10, Agility {agility};</source>
            <translation>{name}: {dice} × d10, Agilidad {agility};</translation>
        </message>
        <message>
            <source>a 10 is rolled once more</source>
            <translation>un 10 se tira una vez más</translation>
        </message>
        <message>
            <source>a 10 is rolled once more, a 1 is a critical hit</source>
            <translation>un 10 se tira una vez más, un 1 es un impacto crítico</translation>
        </message>
        <message>
            <source>a 10 always misses</source>
            <translation>un 10 siempre falla</translation>
        </message>
        <message>
            <source>a 10 always misses, a 1 is a critical hit</source>
            <translation>un 10 siempre falla, un 1 es un impacto crítico</translation>
        </message>
        <message>
            <source>a 10 always misses, a 1 hits and is a critical hit only if a second die confirms it with a 1</source>
            <translation>un 10 siempre falla, un 1 acierta y es un impacto crítico solo si otro dado lo confirma con un 1</translation>
        </message>
        <message>
            <source>a 10 is rolled once more, a 1 hits and is a critical hit only if a second die confirms it with a 1</source>
            <translation>un 10 se tira una vez más, un 1 acierta y es un impacto crítico solo si otro dado lo confirma con un 1</translation>
        </message>
        <message>
            <source>= no d10 hits;</source>
            <translation>= ningún d10 impacta;</translation>
        </message>
        <message>
            <source>= a d10 of {target} or less hits;</source>
            <translation>= impacta un d10 de {target} o menos;</translation>
        </message>
        <message>
            <source>= {target}: every d10 passes</source>
            <translation>= {target}: cualquier d10 la supera</translation>
        </message>
        <message>
            <source>= {target}: no d10 passes</source>
            <translation>= {target}: ningún d10 la supera</translation>
        </message>
        <message>
            <source>= passed on a d10 of {target} or less</source>
            <translation>= se supera con un d10 de {target} o menos</translation>
        </message>
        <message>
            <source>− {value} (modifier)</source>
            <translation>− {value} (modificador)</translation>
        </message>
        <message>
            <source>+ {value} (modifier)</source>
            <translation>+ {value} (modificador)</translation>
        </message>
        <message>
            <source>{what} {value}</source>
            <translation>{what} {value}</translation>
        </message>
        <message>
            <source>Broken: one stress and a critical injury; its roll is due: Critical injury (D66).</source>
            <translation>Fuera de combate: un punto de estrés y una herida crítica; toca tirar: Herida crítica (D66).</translation>
        </message>
        <message>
            <source>Fewer than 3 rollers</source>
            <translation>Menos de 3 tiradores</translation>
        </message>
        <message>
            <source>stress dice none</source>
            <translation>dados de estrés: nada</translation>
        </message>
        <message>
            <source>stress dice {faces}</source>
            <translation>dados de estrés: {faces}</translation>
        </message>
        <message>
            <source>base dice none</source>
            <translation>dados base: nada</translation>
        </message>
        <message>
            <source>base dice {faces}</source>
            <translation>dados base: {faces}</translation>
        </message>
        <message>
            <source>{base}, {stress} → {successes} {successes|success|successes}{walkers}</source>
            <translation>{base}; {stress} → {successes} {successes|éxito|éxitos}{walkers}</translation>
        </message>
        <message>
            <source>{base}, {stress}; in all {successes} {successes|success|successes}{walkers}</source>
            <translation>{base}; {stress}; en total {successes} {successes|éxito|éxitos}{walkers}</translation>
        </message>
        <message>
            <source>The sixes of the Medicine roll made at the table</source>
            <translation>Los seises de la tirada de Medicina hecha en la mesa</translation>
        </message>
        <message>
            <source>At most 100 dice of at most 1,000 faces.</source>
            <translation>Como mucho 100 dados de como mucho 1.000 caras.</translation>
        </message>
        <message>
            <source>Multiplied, the dice may spread over at most 100,000 totals.</source>
            <translation>Con sus multiplicadores, los dados pueden abarcar como mucho 100.000 totales.</translation>
        </message>
        <message>
            <source>The expression's numbers are too large.</source>
            <translation>Los números de la expresión son demasiado grandes.</translation>
        </message>
        <message>
            <source>A die needs at least one side.</source>
            <translation>Un dado necesita al menos una cara.</translation>
        </message>
        <message>
            <source>Nothing to choose from.</source>
            <translation>No hay nada entre lo que elegir.</translation>
        </message>
        <message>
            <source>Not enough dice typed for this roll.</source>
            <translation>No se escribieron suficientes dados para esta tirada.</translation>
        </message>
        <message>
            <source>A face is out of range for its die.</source>
            <translation>Una cara está fuera del rango de su dado.</translation>
        </message>
        <message>
            <source>More dice were typed than this roll uses.</source>
            <translation>Se escribieron más dados de los que usa esta tirada.</translation>
        </message>
        <message>
            <source>Type the faces rolled, separated by spaces.</source>
            <translation>Escribe las caras obtenidas, separadas por espacios.</translation>
        </message>
        <message>
            <source>Faces must be whole numbers.</source>
            <translation>Las caras deben ser números enteros.</translation>
        </message>
        <message>
            <source>The expression is empty.</source>
            <translation>La expresión está vacía.</translation>
        </message>
        <message>
            <source>The expression names an unknown value.</source>
            <translation>La expresión nombra un valor desconocido.</translation>
        </message>
        <message>
            <source>The expression could not be read.</source>
            <translation>No se ha podido leer la expresión.</translation>
        </message>
        <message>
            <source>A clip holds 0 to 15 rounds.</source>
            <translation>Un cargador tiene de 0 a 15 balas.</translation>
        </message>
        <message>
            <source>The number of bullets cannot be negative.</source>
            <translation>El número de balas no puede ser negativo.</translation>
        </message>
        <message>
            <source>The loaded clip does not hold that many rounds.</source>
            <translation>El cargador puesto no tiene tantas balas.</translation>
        </message>
        <message>
            <source>Clip drawn at random</source>
            <translation>Cargador sacado al azar</translation>
        </message>
        <message>
            <source>d{sides} rolled {face}: a clip of {rounds} rounds</source>
            <translation>d{sides} sacó {face}: un cargador de {rounds} {rounds|bala|balas}</translation>
        </message>
        <message>
            <source>There is no spare clip to load.</source>
            <translation>No hay ningún cargador de repuesto para recargar.</translation>
        </message>
        <message>
            <source>Head</source>
            <extracomment>every body part, in the order pools are stored and drawn
----------
the parts' short names, for a narrow list (the full name stays in the tooltip)</extracomment>
            <translation>Cabeza</translation>
        </message>
        <message>
            <source>Torso (main pool)</source>
            <translation>Torso (reserva principal)</translation>
        </message>
        <message>
            <source>Left arm</source>
            <translation>Brazo izquierdo</translation>
        </message>
        <message>
            <source>Right arm</source>
            <translation>Brazo derecho</translation>
        </message>
        <message>
            <source>Left leg</source>
            <translation>Pierna izquierda</translation>
        </message>
        <message>
            <source>Right leg</source>
            <translation>Pierna derecha</translation>
        </message>
        <message>
            <source>L. arm</source>
            <translation>Brazo izq.</translation>
        </message>
        <message>
            <source>R. arm</source>
            <translation>Brazo der.</translation>
        </message>
        <message>
            <source>L. leg</source>
            <translation>Pierna izq.</translation>
        </message>
        <message>
            <source>R. leg</source>
            <translation>Pierna der.</translation>
        </message>
        <message>
            <source>Hd.</source>
            <extracomment>the parts' abbreviations, for a body figure in a list narrower still (a laptop's fight list in Russian or Spanish: "Л.рук", "Br. izq."), the torso's short name being short enough</extracomment>
            <translation>Cab.</translation>
        </message>
        <message>
            <source>L.arm</source>
            <translation>Br. izq.</translation>
        </message>
        <message>
            <source>R.arm</source>
            <translation>Br. der.</translation>
        </message>
        <message>
            <source>L.leg</source>
            <translation>Pi. izq.</translation>
        </message>
        <message>
            <source>R.leg</source>
            <translation>Pi. der.</translation>
        </message>
        <message>
            <source>Unknown body part.</source>
            <extracomment>the smallest Max HP that gives every part at least one point (head ⌊2/2⌋ = 1, limb ⌊6/4⌋ = 1)</extracomment>
            <translation>Parte del cuerpo desconocida.</translation>
        </message>
        <message>
            <source>Max HP must be a whole number.</source>
            <translation>Los PV máximos deben ser un número entero.</translation>
        </message>
        <message>
            <source>Max HP must be at least 2.</source>
            <translation>Los PV máximos deben ser al menos 2.</translation>
        </message>
        <message>
            <source>The stored body is not valid.</source>
            <translation>El cuerpo guardado no es válido.</translation>
        </message>
        <message>
            <source>Damage must be a whole number, 0 or more.</source>
            <translation>El daño debe ser un número entero, 0 o más.</translation>
        </message>
        <message>
            <source>First aid helps the arms and legs only.</source>
            <translation>Los primeros auxilios solo sirven para brazos y piernas.</translation>
        </message>
        <message>
            <source>Got shot (Max HP +1)</source>
            <extracomment>experience events: the stats each raises by one, and a label</extracomment>
            <translation>Recibió un disparo (PV máximos +1)</translation>
        </message>
        <message>
            <source>Shot someone (Accuracy +1)</source>
            <translation>Disparó a alguien (Puntería +1)</translation>
        </message>
        <message>
            <source>Hit someone in melee (Strength +1)</source>
            <translation>Golpeó a alguien cuerpo a cuerpo (Fuerza +1)</translation>
        </message>
        <message>
            <source>Sprinted (Speed +1, Stamina +1)</source>
            <translation>Hizo un esprint (Velocidad +1, Aguante +1)</translation>
        </message>
        <message>
            <source>Gave first aid (First Aid +1)</source>
            <translation>Prestó primeros auxilios (Primeros auxilios +1)</translation>
        </message>
        <message>
            <source>Kills cannot be negative.</source>
            <translation>Las bajas no pueden ser negativas.</translation>
        </message>
        <message>
            <source>At least one player must be dead.</source>
            <translation>Al menos un jugador debe estar muerto.</translation>
        </message>
        <message>
            <source>Unknown experience event.</source>
            <translation>Suceso de experiencia desconocido.</translation>
        </message>
        <message>
            <source>Unknown preset for this ruleset.</source>
            <extracomment>unisystem, tenths: after a natural 1 the next roll takes off at least r (r = 0…4; 0: a 1 again)</extracomment>
            <translation>Variante desconocida para este reglamento.</translation>
        </message>
        <message>
            <source>Max HP</source>
            <translation>PV máximos</translation>
        </message>
        <message>
            <source>Strength</source>
            <translation>Fuerza</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Velocidad</translation>
        </message>
        <message>
            <source>Stamina</source>
            <translation>Aguante</translation>
        </message>
        <message>
            <source>Accuracy</source>
            <translation>Puntería</translation>
        </message>
        <message>
            <source>First Aid</source>
            <translation>Primeros auxilios</translation>
        </message>
        <message>
            <source>Pistol (one clip of fifteen rounds)</source>
            <extracomment>the text's starting values: HP 4, First Aid 0, the rest 2</extracomment>
            <translation>Pistola (un cargador de quince balas)</translation>
        </message>
        <message>
            <source>Katana</source>
            <translation>Katana</translation>
        </message>
        <message>
            <source>Bulletproof vest</source>
            <translation>Chaleco antibalas</translation>
        </message>
        <message>
            <source>Two grenades</source>
            <translation>Dos granadas</translation>
        </message>
        <message>
            <source>Four fifteen-round clips</source>
            <translation>Cuatro cargadores de quince balas</translation>
        </message>
        <message>
            <source>Character creation</source>
            <translation>Creación de personajes</translation>
        </message>
        <message>
            <source>Starting Max HP</source>
            <translation>PV máximos iniciales</translation>
        </message>
        <message>
            <source>Starting Strength</source>
            <translation>Fuerza inicial</translation>
        </message>
        <message>
            <source>Starting Speed</source>
            <translation>Velocidad inicial</translation>
        </message>
        <message>
            <source>Starting Stamina</source>
            <translation>Aguante inicial</translation>
        </message>
        <message>
            <source>Starting Accuracy</source>
            <translation>Puntería inicial</translation>
        </message>
        <message>
            <source>Starting First Aid</source>
            <translation>Primeros auxilios iniciales</translation>
        </message>
        <message>
            <source>Points to spread</source>
            <translation>Puntos para repartir</translation>
        </message>
        <message>
            <source>Starting bandages</source>
            <translation>Vendas iniciales</translation>
        </message>
        <message>
            <source>Starting pain pills</source>
            <translation>Analgésicos iniciales</translation>
        </message>
        <message>
            <source>A creation budget option is out of range.</source>
            <translation>Una opción del presupuesto de creación está fuera de rango.</translation>
        </message>
        <message>
            <source>Stats</source>
            <translation>Características</translation>
        </message>
        <message>
            <source>Gear</source>
            <translation>Equipo</translation>
        </message>
        <message>
            <source>Right hand share (%)</source>
            <translation>Porcentaje de la mano derecha (%)</translation>
        </message>
        <message>
            <source>50 means both hands are equally good.</source>
            <translation>50 significa que ambas manos son igual de hábiles.</translation>
        </message>
        <message>
            <source>Starting item</source>
            <translation>Objeto inicial</translation>
        </message>
        <message>
            <source>Weapons found</source>
            <translation>Armas encontradas</translation>
        </message>
        <message>
            <source>Not aimed (×1.5)</source>
            <translation>Sin apuntar (×1,5)</translation>
        </message>
        <message>
            <source>Weapon</source>
            <translation>Arma</translation>
        </message>
        <message>
            <source>No weapon</source>
            <translation>Sin arma</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Mano</translation>
        </message>
        <message>
            <source>1 or less is point blank: always a hit, on a random part (a diagonal neighbour too).</source>
            <translation>1 o menos es a bocajarro: siempre impacta, en una parte al azar (también en la casilla vecina en diagonal).</translation>
        </message>
        <message>
            <source>Diagonal neighbour (point blank)</source>
            <translation>Vecino en diagonal (a bocajarro)</translation>
        </message>
        <message>
            <source>A target on a diagonal tile next to the shooter is point blank, whatever the distance.</source>
            <translation>Un blanco en la casilla diagonal junto al tirador está a bocajarro, diga lo que diga la distancia.</translation>
        </message>
        <message>
            <source>Aimed at</source>
            <translation>Apuntando a</translation>
        </message>
        <message>
            <source>Not aimed: a shot reaches 50% further (rounded down). Aimed at a part: it may go awry</source>
            <translation>Sin apuntar, el disparo llega un 50% más lejos (redondeando hacia abajo). Apuntando a una parte puede desviarse</translation>
        </message>
        <message>
            <source>Shooter moved this turn (half Accuracy)</source>
            <translation>El tirador se movió este turno (mitad de Puntería)</translation>
        </message>
        <message>
            <source>Targets this turn</source>
            <translation>Objetivos este turno</translation>
        </message>
        <message>
            <source>−1 Accuracy for each further target.</source>
            <translation>−1 a Puntería por cada objetivo adicional.</translation>
        </message>
        <message>
            <source>Shot: d(Accuracy)</source>
            <translation>Disparo: d(Puntería)</translation>
        </message>
        <message>
            <source>{part}</source>
            <translation>{part}</translation>
        </message>
        <message>
            <source>Hit: {part}</source>
            <translation>Impacto: {part}</translation>
        </message>
        <message>
            <source>Miss: no Accuracy left for this distance</source>
            <translation>Fallo: no queda Puntería para esta distancia</translation>
        </message>
        <message>
            <source>Concealed</source>
            <translation>Oculta</translation>
        </message>
        <message>
            <source>Weapons picked up besides the starting item.</source>
            <translation>Armas recogidas además del objeto inicial.</translation>
        </message>
        <message>
            <source>Stats must be whole numbers.</source>
            <translation>Las características deben ser números enteros.</translation>
        </message>
        <message>
            <source>Stats cannot be negative.</source>
            <translation>Las características no pueden ser negativas.</translation>
        </message>
        <message>
            <source>The right hand's share runs from 0 to 100.</source>
            <translation>El porcentaje de la mano derecha va de 0 a 100.</translation>
        </message>
        <message>
            <source>Unknown starting item.</source>
            <translation>Objeto inicial desconocido.</translation>
        </message>
        <message>
            <source>The weapons must be a list.</source>
            <translation>Las armas deben ser una lista.</translation>
        </message>
        <message>
            <source>Unknown weapon.</source>
            <extracomment>the bullets an SMG sprays at each character within range grenade damage and blast radius both run from ten to fifteen</extracomment>
            <translation>Arma desconocida.</translation>
        </message>
        <message>
            <source>More points spread than the campaign allows.</source>
            <translation>Se han repartido más puntos de los que permite la campaña.</translation>
        </message>
        <message>
            <source>Creation points</source>
            <translation>Puntos de creación</translation>
        </message>
        <message>
            <source>A wall or furniture is in the way.</source>
            <translation>Una pared o un mueble lo impide.</translation>
        </message>
        <message>
            <source>A move goes at least one step.</source>
            <translation>Un movimiento es al menos un paso.</translation>
        </message>
        <message>
            <source>A move starts on the token's tile.</source>
            <translation>Un movimiento empieza en la casilla de la ficha.</translation>
        </message>
        <message>
            <source>A step goes to a neighbouring tile.</source>
            <translation>Un paso lleva a una casilla vecina.</translation>
        </message>
        <message>
            <source>Running past: melee attacks on up to {count} {count|enemy|enemies}.</source>
            <translation>Al pasar corriendo: ataques cuerpo a cuerpo a {count} {count|enemigo|enemigos} como mucho.</translation>
        </message>
        <message>
            <source>Moved out of turn this round: {out} (counted in this turn&apos;s reach).</source>
            <translation>Movido fuera de su turno este asalto: {out} (cuenta para el alcance de este turno).</translation>
        </message>
        <message>
            <source>Walks {cost} tiles ({total} of {walk} this turn).</source>
            <translation>Camina {cost} {cost|casilla|casillas} ({total} de {walk} este turno).</translation>
        </message>
        <message>
            <source>Out of reach: {total} tiles this turn; a walk reaches {walk}, a sprint {speed}.</source>
            <translation>Fuera de alcance: {total} casillas este turno; caminando llega a {walk}, esprintando a {speed}.</translation>
        </message>
        <message>
            <source>Sprints {cost} tiles ({total} of {speed} this turn) for {stamina} stamina.</source>
            <translation>Esprinta {cost} {cost|casilla|casillas} ({total} de {speed} este turno) por {stamina} de aguante.</translation>
        </message>
        <message>
            <source>1 a tile moved this turn, the {walked} walked before the sprint included; each diagonal step 1.5</source>
            <translation>1 por casilla movida este turno, contando lo andado antes del esprint ({walked}); cada paso en diagonal, 1,5</translation>
        </message>
        <message>
            <source>1 a tile, each diagonal step 1.5: {diagonals} on this path</source>
            <translation>1 por casilla, cada paso en diagonal 1,5: {diagonals} en este camino</translation>
        </message>
        <message>
            <source>Sprints {cost} {cost|tile|tiles} ({total} of {speed} this turn) for {stamina} stamina ({why}).</source>
            <translation>Esprinta {cost} {cost|casilla|casillas} ({total} de {speed} este turno) por {stamina} de aguante ({why}).</translation>
        </message>
        <message>
            <source>Speed and useless legs are out of range.</source>
            <translation>La velocidad y las piernas inútiles están fuera de rango.</translation>
        </message>
        <message>
            <source>A distance cannot be negative.</source>
            <translation>Una distancia no puede ser negativa.</translation>
        </message>
        <message>
            <source>Movement ends on a tile: use whole or half tiles.</source>
            <translation>El movimiento acaba en una casilla: usa casillas enteras o medias.</translation>
        </message>
        <message>
            <source>A sprint goes no further than the speed.</source>
            <translation>Un esprint no llega más lejos que la velocidad.</translation>
        </message>
        <message>
            <source>Not enough stamina for that sprint.</source>
            <translation>No hay aguante suficiente para ese esprint.</translation>
        </message>
        <message>
            <source>Enter a whole number, 0 or more.</source>
            <translation>Introduce un número entero, 0 o más.</translation>
        </message>
        <message>
            <source>Stamina goes in whole or half points.</source>
            <translation>El aguante va en puntos enteros o medios.</translation>
        </message>
        <message>
            <source>Grid and limbs</source>
            <translation>Casillas y miembros</translation>
        </message>
        <message>
            <source>By Speed, fastest first</source>
            <translation>Por Velocidad, el más rápido primero</translation>
        </message>
        <message>
            <source>Main pool</source>
            <translation>Reserva principal</translation>
        </message>
        <message>
            <source>Each arm and leg</source>
            <translation>Cada brazo y pierna</translation>
        </message>
        <message>
            <source>Speed (tiles a sprint)</source>
            <translation>Velocidad (casillas por esprint)</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>Sin vida</translation>
        </message>
        <message>
            <source>Useless</source>
            <translation>Inútil</translation>
        </message>
        <message>
            <source>Bleeding</source>
            <translation>Sangrado</translation>
        </message>
        <message>
            <source>Bandaged</source>
            <translation>Vendaje</translation>
        </message>
        <message>
            <source>Blocking</source>
            <translation>Bloqueando</translation>
        </message>
        <message>
            <source>Out of stamina</source>
            <translation>Sin aguante</translation>
        </message>
        <message>
            <source>Vest useless</source>
            <translation>Chaleco inútil</translation>
        </message>
        <message>
            <source>Random (point blank)</source>
            <translation>Al azar (a bocajarro)</translation>
        </message>
        <message>
            <source>None (damage as typed)</source>
            <translation>Ninguna (daño tal como se escribe)</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation>Daño</translation>
        </message>
        <message>
            <source>Leave at 0 to take the weapon's damage.</source>
            <translation>Déjalo en 0 para usar el daño del arma.</translation>
        </message>
        <message>
            <source>Body part</source>
            <translation>Parte del cuerpo</translation>
        </message>
        <message>
            <source>{weapon}: {damage} damage</source>
            <extracomment>worked damage: a ranged weapon's fixed damage ({weapon}: Pistol, Rifle…)</extracomment>
            <translation>{weapon}: {damage} de daño</translation>
        </message>
        <message>
            <source>d100 rolled {face}: {part}</source>
            <extracomment>worked damage: the d100 of a point-blank hit and the body part it lands on</extracomment>
            <translation>d100 sacó {face}: {part}</translation>
        </message>
        <message>
            <source>{damage} damage − vest = 0</source>
            <extracomment>worked damage: the bulletproof vest stops it all</extracomment>
            <translation>{damage} de daño − chaleco = 0</translation>
        </message>
        <message>
            <source>{damage} damage</source>
            <extracomment>worked damage: a torso hit costs the main pool the damage itself</extracomment>
            <translation>{damage} de daño</translation>
        </message>
        <message>
            <source>{damage} damage, main pool 2×{damage} = {main}</source>
            <extracomment>worked damage: a head hit costs the main pool twice the damage</extracomment>
            <translation>{damage} de daño, reserva principal 2×{damage} = {main}</translation>
        </message>
        <message>
            <source>{damage} damage, main pool ⌈{damage}/2⌉ = {main}</source>
            <extracomment>worked damage: a limb hit costs the main pool half the damage, rounded up</extracomment>
            <translation>{damage} de daño, reserva principal ⌈{damage}/2⌉ = {main}</translation>
        </message>
        <message>
            <source>Bullet</source>
            <translation>Bala</translation>
        </message>
        <message>
            <source>A bulletproof vest stops bullets to the torso.</source>
            <translation>Un chaleco antibalas detiene las balas en el torso.</translation>
        </message>
        <message>
            <source>Attacker's share in that hand (%)</source>
            <translation>Porcentaje del atacante en esa mano (%)</translation>
        </message>
        <message>
            <source>For a melee weapon: 50 deals the standard damage.</source>
            <translation>Para un arma cuerpo a cuerpo: 50 inflige el daño normal.</translation>
        </message>
        <message>
            <source>This character is dead.</source>
            <translation>Este personaje está muerto.</translation>
        </message>
        <message>
            <source>Struck in passing at {tile} ({hand}): {damage} damage.</source>
            <translation>Golpe al pasar desde {tile} ({hand}): {damage} de daño.</translation>
        </message>
        <message>
            <source>The block fails: the runner is not slower.</source>
            <translation>El bloqueo falla: el que corre no es más lento.</translation>
        </message>
        <message>
            <source>Blocked: no damage, and the runner is knocked back.</source>
            <translation>Bloqueado: sin daño, y el que corre sale despedido.</translation>
        </message>
        <message>
            <source>Blocked (declared with no enemy adjacent): {damage} goes through.</source>
            <translation>Bloqueado (declarado sin enemigos al lado): pasan {damage}.</translation>
        </message>
        <message>
            <source>Blocked: {damage} goes through.</source>
            <translation>Bloqueado: pasan {damage}.</translation>
        </message>
        <message>
            <source>No longer blocks this round.</source>
            <translation>Ya no bloquea en este asalto.</translation>
        </message>
        <message>
            <source>Blocks this round (Speed {speed}, Strength {strength}).</source>
            <translation>Bloquea en este asalto (Velocidad {speed}, Fuerza {strength}).</translation>
        </message>
        <message>
            <source>No enemy adjacent: the block holds against a faster enemy who runs in.</source>
            <translation>Sin enemigos al lado: el bloqueo resiste a un enemigo más rápido que llegue corriendo.</translation>
        </message>
        <message>
            <source>Point-blank hit lands on: {part}.</source>
            <translation>El impacto a bocajarro alcanza: {part}.</translation>
        </message>
        <message>
            <source>The bullet goes through the vest.</source>
            <translation>La bala atraviesa el chaleco.</translation>
        </message>
        <message>
            <source>{part} takes {damage}; the main pool loses {main}.</source>
            <translation>{part} recibe {damage}; la reserva principal pierde {main}.</translation>
        </message>
        <message>
            <source>{part} was already useless: it bleeds 1 more each round.</source>
            <translation>{part} ya era inútil: sangra 1 más cada asalto.</translation>
        </message>
        <message>
            <source>Treatment</source>
            <translation>Tratamiento</translation>
        </message>
        <message>
            <source>The vest stops the bullet (failure chance {failure}%).</source>
            <translation>El chaleco detiene la bala (probabilidad de fallo {failure}%).</translation>
        </message>
        <message>
            <source>First aid (three rounds, a bandage)</source>
            <translation>Primeros auxilios (tres asaltos, una venda)</translation>
        </message>
        <message>
            <source>Pain pills (main pool +half Max HP)</source>
            <translation>Analgésicos (reserva principal + la mitad de los PV máximos)</translation>
        </message>
        <message>
            <source>Limb</source>
            <translation>Extremidad</translation>
        </message>
        <message>
            <source>First Aid of the one giving it</source>
            <translation>Primeros auxilios de quien los presta</translation>
        </message>
        <message>
            <source>This character has no pain pills.</source>
            <translation>Este personaje no tiene analgésicos.</translation>
        </message>
        <message>
            <source>Pain pills: the main pool regains {points}.</source>
            <translation>Analgésicos: la reserva principal recupera {points}.</translation>
        </message>
        <message>
            <source>Main pool {before} + ⌊Max HP {max_hp} / 2⌋ = {after}</source>
            <translation>Reserva principal {before} + ⌊PV máximos {max_hp} / 2⌋ = {after}</translation>
        </message>
        <message>
            <source>Main pool {before} + ⌊Max HP {max_hp} / 2⌋, at most {maximum}: {after}</source>
            <translation>Reserva principal {before} + ⌊PV máximos {max_hp} / 2⌋, como mucho {maximum}: {after}</translation>
        </message>
        <message>
            <source>Unknown treatment.</source>
            <translation>Tratamiento desconocido.</translation>
        </message>
        <message>
            <source>This character has no bandages.</source>
            <translation>Este personaje no tiene vendas.</translation>
        </message>
        <message>
            <source>First aid on {part} ({rounds} rounds).</source>
            <translation>Primeros auxilios en {part} ({rounds} {rounds|asalto|asaltos}).</translation>
        </message>
        <message>
            <source>It restores {points} and stops the bleeding.</source>
            <translation>Recupera {points} y detiene el sangrado.</translation>
        </message>
        <message>
            <source>d{sides} rolled {face}: restores {points} HP</source>
            <translation>d{sides} sacó {face}: recupera {points} PV</translation>
        </message>
        <message>
            <source>First aid restores at most half a limb&apos;s maximum in total: {cap} of {most}, {given} of them before.</source>
            <translation>Los primeros auxilios restauran en total como mucho la mitad del máximo de una extremidad: {cap} de {most}, {given} de ellos antes.</translation>
        </message>
        <message>
            <source>d{sides} rolled {face}: restores {points} HP (first aid at most ⌊{most} / 2⌋ = {cap} in total, {given} before)</source>
            <translation>d{sides} sacó {face}: recupera {points} PV (primeros auxilios: como mucho ⌊{most} / 2⌋ = {cap} en total, {given} antes)</translation>
        </message>
        <message>
            <source>It goes wrong: {part} takes {damage}.</source>
            <translation>Sale mal: {part} recibe {damage}.</translation>
        </message>
        <message>
            <source>d{sides} rolled 1, then {harm}: {harm} damage</source>
            <translation>d{sides} sacó 1, luego {harm}: {harm} de daño</translation>
        </message>
        <message>
            <source>The one giving the care has no pain pills.</source>
            <translation>Quien presta los cuidados no tiene analgésicos.</translation>
        </message>
        <message>
            <source>The one giving the care has no bandages.</source>
            <translation>Quien presta los cuidados no tiene vendas.</translation>
        </message>
        <message>
            <source>Gives a pain pill: {left} left.</source>
            <translation>Da un analgésico: le quedan {left}.</translation>
        </message>
        <message>
            <source>Uses a bandage: {left} left.</source>
            <translation>Usa una venda: le quedan {left}.</translation>
        </message>
        <message>
            <source>Unknown initiative mode.</source>
            <translation>Modo de iniciativa desconocido.</translation>
        </message>
        <message>
            <source>Bleeding costs the main pool {points}.</source>
            <translation>El sangrado le cuesta {points} a la reserva principal.</translation>
        </message>
        <message>
            <source>bleeding −{points} HP</source>
            <translation>sangrado −{points} PV</translation>
        </message>
        <message>
            <source>Stamina +{points}.</source>
            <translation>Aguante +{points}.</translation>
        </message>
        <message>
            <source>Stamina +{points}: {why}, up to its most, {most}.</source>
            <translation>Aguante +{points}: {why}, hasta su máximo, {most}.</translation>
        </message>
        <message>
            <source>Stamina +{points}: {why}.</source>
            <translation>Aguante +{points}: {why}.</translation>
        </message>
        <message>
            <source>at zero stamina, did not fight in melee</source>
            <translation>con el aguante a cero, no luchó cuerpo a cuerpo</translation>
        </message>
        <message>
            <source>neither sprinted nor fought in melee</source>
            <translation>ni esprintó ni luchó cuerpo a cuerpo</translation>
        </message>
        <message>
            <source>sprinted, did not fight in melee</source>
            <translation>esprintó, no luchó cuerpo a cuerpo</translation>
        </message>
        <message>
            <source>fought in melee, did not sprint</source>
            <translation>luchó cuerpo a cuerpo, no esprintó</translation>
        </message>
        <message>
            <source>Stamina {before} → {after}</source>
            <translation>Aguante {before} → {after}</translation>
        </message>
        <message>
            <source>Sprints {distance} tiles for {cost} stamina.</source>
            <translation>Esprint de {distance} {distance|casilla|casillas} por {cost} de aguante.</translation>
        </message>
        <message>
            <source>Out of stamina: each leg loses 1.</source>
            <translation>Sin aguante: cada pierna pierde 1.</translation>
        </message>
        <message>
            <source>This sprint empties stamina: each leg loses 1 HP.</source>
            <translation>Este esprint agota el aguante: cada pierna pierde 1 PV.</translation>
        </message>
        <message>
            <source>Stamina {before} − {cost} = {after}</source>
            <translation>Aguante {before} − {cost} = {after}</translation>
        </message>
        <message>
            <source>No such gun.</source>
            <translation>No existe esa arma de fuego.</translation>
        </message>
        <message>
            <source>Fires {bullets}; {left} left in the clip.</source>
            <translation>Dispara {bullets}; quedan {left} en el cargador.</translation>
        </message>
        <message>
            <source>Fires {bullets}.</source>
            <translation>Disparos: {bullets}.</translation>
        </message>
        <message>
            <source>{left} left in the clip.</source>
            <translation>Quedan {left} en el cargador.</translation>
        </message>
        <message>
            <source>Reloads in {rounds} rounds: a clip of {loaded} goes in.</source>
            <translation>Recarga en {rounds} {rounds|asalto|asaltos}: mete un cargador de {loaded}.</translation>
        </message>
        <message>
            <source>Not that many supplies to hand over.</source>
            <translation>No hay tantos suministros para entregar.</translation>
        </message>
        <message>
            <source>Now carries {bandages} bandages and {pills} pain pills.</source>
            <translation>Ahora lleva {bandages} {bandages|venda|vendas} y {pills} {pills|analgésico|analgésicos}.</translation>
        </message>
        <message>
            <source>Knocked back {tiles} tile(s).</source>
            <translation>Empujado {tiles} {tiles|casilla|casillas} hacia atrás.</translation>
        </message>
        <message>
            <source>Flinched: no strike back.</source>
            <translation>Acusa el golpe: no contraataca.</translation>
        </message>
        <message>
            <source>Not flinched: strikes back.</source>
            <translation>No acusa el golpe: contraataca.</translation>
        </message>
        <message>
            <source>{kills} zombie(s) killed: score {score}.</source>
            <translation>{kills} {kills|zombi abatido|zombis abatidos}: puntuación {score}.</translation>
        </message>
        <message>
            <source>A player died: +{award}, score {score}.</source>
            <translation>Ha muerto un jugador: +{award}, puntuación {score}.</translation>
        </message>
        <message>
            <source>{part} is useless.</source>
            <translation>{part} queda inútil.</translation>
        </message>
        <message>
            <source>Dead.</source>
            <translation>Sin vida.</translation>
        </message>
        <message>
            <source>A vest's failure chance runs from 0 to 100.</source>
            <translation>La probabilidad de fallo de un chaleco va de 0 a 100.</translation>
        </message>
        <message>
            <source>Vest check</source>
            <translation>Tirada del chaleco</translation>
        </message>
        <message>
            <source>Strength and the weapon modifier cannot be negative.</source>
            <translation>La Fuerza y el modificador del arma no pueden ser negativos.</translation>
        </message>
        <message>
            <source>Force cannot be negative.</source>
            <translation>La fuerza del golpe no puede ser negativa.</translation>
        </message>
        <message>
            <source>Tiles cannot be negative.</source>
            <translation>Las casillas no pueden ser negativas.</translation>
        </message>
        <message>
            <source>The attacker and the defender share a tile.</source>
            <translation>El atacante y el defensor están en la misma casilla.</translation>
        </message>
        <message>
            <source>A d100 face runs from 1 to 100.</source>
            <extracomment>point-blank locations on a d100, in order: (part, how many faces of the hundred)</extracomment>
            <translation>Un d100 va de 1 a 100.</translation>
        </message>
        <message>
            <source>Point-blank hit location</source>
            <translation>Localización del impacto a bocajarro</translation>
        </message>
        <message>
            <source>Shot</source>
            <translation>Disparo</translation>
        </message>
        <message>
            <source>First Aid cannot be negative.</source>
            <translation>Primeros auxilios no puede ser negativo.</translation>
        </message>
        <message>
            <source>First aid</source>
            <translation>Primeros auxilios</translation>
        </message>
        <message>
            <source>First aid gone wrong</source>
            <translation>Primeros auxilios fallidos</translation>
        </message>
        <message>
            <source>Pistol</source>
            <translation>Pistola</translation>
        </message>
        <message>
            <source>Rifle</source>
            <translation>Fusil</translation>
        </message>
        <message>
            <source>SMG</source>
            <translation>Subfusil</translation>
        </message>
        <message>
            <source>Grenade</source>
            <translation>Granada</translation>
        </message>
        <message>
            <source>The number of targets cannot be negative.</source>
            <translation>El número de objetivos no puede ser negativo.</translation>
        </message>
        <message>
            <source>Grenade damage</source>
            <translation>Daño de la granada</translation>
        </message>
        <message>
            <source>Grenade blast radius</source>
            <translation>Radio de explosión de la granada</translation>
        </message>
        <message>
            <source>Right hand</source>
            <translation>Mano derecha</translation>
        </message>
        <message>
            <source>Left hand</source>
            <translation>Mano izquierda</translation>
        </message>
        <message>
            <source>Unknown hand.</source>
            <translation>Mano desconocida.</translation>
        </message>
        <message>
            <source>A hand's share runs from 0 to 100.</source>
            <translation>El porcentaje de una mano va de 0 a 100.</translation>
        </message>
        <message>
            <source>All Flesh Must Be Eaten</source>
            <extracomment>ruleset ids, in the order the New campaign dialog lists them presets per ruleset; the first is the default</extracomment>
            <translation>All Flesh Must Be Eaten</translation>
        </message>
        <message>
            <source>The Walking Dead Universe RPG</source>
            <translation>The Walking Dead Universe, el juego de rol</translation>
        </message>
        <message>
            <source>Roll-under d10</source>
            <translation>d10 por debajo</translation>
        </message>
        <message>
            <source>Norms</source>
            <translation>Normas</translation>
        </message>
        <message>
            <source>Unisystem</source>
            <translation>Unisystem</translation>
        </message>
        <message>
            <source>Unknown ruleset.</source>
            <translation>Reglamento desconocido.</translation>
        </message>
        <message>
            <source>AP</source>
            <translation>{count|Punto de Munición|Puntos de Munición}</translation>
        </message>
        <message>
            <source>rounds</source>
            <translation>{count|bala|balas}</translation>
        </message>
        <message>
            <source>clips</source>
            <translation>{count|cargador|cargadores}</translation>
        </message>
        <message>
            <source>That cannot be done with this ammunition.</source>
            <translation>Eso no se puede hacer con esta munición.</translation>
        </message>
        <message>
            <source>No such weapon or ammunition.</source>
            <translation>No existe esa arma o munición.</translation>
        </message>
        <message>
            <source>Give a whole number of at least 1.</source>
            <translation>Indica un número entero de al menos 1.</translation>
        </message>
        <message>
            <source>Ammo cannot be negative.</source>
            <translation>La munición no puede ser negativa.</translation>
        </message>
        <message>
            <source>A burst is 2 to 5 rounds.</source>
            <translation>Una ráfaga es de 2 a 5 balas.</translation>
        </message>
        <message>
            <source>{weapon} is empty: no Ammo Points left, nothing fired. Ammunition found goes in the ammunition ledger.</source>
            <translation>{weapon} no tiene munición: no le queda ningún Punto de Munición, no se dispara nada. La munición encontrada se anota en el panel Munición.</translation>
        </message>
        <message>
            <source>{weapon} has {left} {left|round|rounds} loaded, {asked} {asked|was|were} asked for: fire fewer, or reload.</source>
            <translation>{weapon} tiene {left} {left|bala cargada|balas cargadas} y se {asked|pide|piden} {asked}: dispara menos o recarga.</translation>
        </message>
        <message>
            <source>{weapon} is empty: no rounds loaded, {asked} {asked|was|were} asked for. Reload first.</source>
            <translation>El arma {weapon} está sin balas: no hay ninguna cargada y se {asked|pide|piden} {asked}. Recarga primero.</translation>
        </message>
        <message>
            <source>d10 rolled {first}, again {again}: {value}</source>
            <extracomment>the highest level an unskilled unisystem test can reach ("no mayor que Decente")</extracomment>
            <translation>d10 sacó {first}, otra vez {again}: {value}</translation>
        </message>
        <message>
            <source>Actions are counted from 1.</source>
            <translation>Las acciones se cuentan desde 1.</translation>
        </message>
        <message>
            <source>attribute</source>
            <translation>atributo</translation>
        </message>
        <message>
            <source>skill</source>
            <translation>habilidad</translation>
        </message>
        <message>
            <source>Simple and difficult checks are unisystem rules.</source>
            <translation>Los chequeos sencillos y complicados son reglas de Unisystem.</translation>
        </message>
        <message>
            <source>attribute ×2</source>
            <translation>atributo ×2</translation>
        </message>
        <message>
            <source>An unskilled test takes a penalty from −2 to −10.</source>
            <translation>Una prueba no cualificada sufre un penalizador de −2 a −10.</translation>
        </message>
        <message>
            <source>unskilled</source>
            <translation>no cualificada</translation>
        </message>
        <message>
            <source>Unknown kind of task.</source>
            <translation>Tipo de acción desconocido.</translation>
        </message>
        <message>
            <source>modifiers</source>
            <translation>modificadores</translation>
        </message>
        <message>
            <source>several actions</source>
            <translation>varias acciones</translation>
        </message>
        <message>
            <source>bonus {points}</source>
            <translation>bonificación {points}</translation>
        </message>
        <message>
            <source>luck {points}</source>
            <translation>suerte {points}</translation>
        </message>
        <message>
            <source>bad luck {points}</source>
            <translation>mala suerte {points}</translation>
        </message>
        <message>
            <source>total {total}</source>
            <translation>total {total}</translation>
        </message>
        <message>
            <source>Luck cannot be negative.</source>
            <translation>La suerte no puede ser negativa.</translation>
        </message>
        <message>
            <source>Nerves of Steel</source>
            <translation>Nervios de acero</translation>
        </message>
        <message>
            <source>Cowardly</source>
            <translation>Cobarde</translation>
        </message>
        <message>
            <source>Unknown attribute.</source>
            <translation>Atributo desconocido.</translation>
        </message>
        <message>
            <source>No experience raises an attribute above 6.</source>
            <translation>La experiencia no sube ningún atributo por encima de 6.</translation>
        </message>
        <message>
            <source>Strength and Constitution can be raised only twice.</source>
            <translation>Fuerza y Constitución solo se pueden subir dos veces.</translation>
        </message>
        <message>
            <source>This attribute can be raised only once.</source>
            <translation>Este atributo solo se puede subir una vez.</translation>
        </message>
        <message>
            <source>Good light</source>
            <translation>Buena iluminación</translation>
        </message>
        <message>
            <source>Poor light</source>
            <translation>Mala iluminación</translation>
        </message>
        <message>
            <source>Very poor light</source>
            <translation>Pésima iluminación</translation>
        </message>
        <message>
            <source>Unknown range.</source>
            <translation>Alcance desconocido.</translation>
        </message>
        <message>
            <source>Unknown lighting.</source>
            <translation>Iluminación desconocida.</translation>
        </message>
        <message>
            <source>Shots are counted from 1.</source>
            <translation>Los disparos se cuentan desde 1.</translation>
        </message>
        <message>
            <source>Bursts are counted from 1.</source>
            <translation>Las ráfagas se cuentan desde 1.</translation>
        </message>
        <message>
            <source>Rock and roll fires at least one round.</source>
            <translation>El fuego a discreción dispara al menos una bala.</translation>
        </message>
        <message>
            <source>Groups are counted from 1.</source>
            <translation>Los grupos se cuentan desde 1.</translation>
        </message>
        <message>
            <source>Give one roll for each group of ten rounds.</source>
            <translation>Indica una tirada por cada grupo de diez balas.</translation>
        </message>
        <message>
            <source>A scope gives +2 to +5.</source>
            <translation>Una mira telescópica da de +2 a +5.</translation>
        </message>
        <message>
            <source>A d10 shows 1 to 10.</source>
            <translation>Un d10 saca de 1 a 10.</translation>
        </message>
        <message>
            <source>range</source>
            <translation>alcance</translation>
        </message>
        <message>
            <source>light</source>
            <translation>iluminación</translation>
        </message>
        <message>
            <source>aiming</source>
            <translation>apuntar</translation>
        </message>
        <message>
            <source>hit location</source>
            <translation>zona de impacto</translation>
        </message>
        <message>
            <source>burst</source>
            <translation>ráfaga</translation>
        </message>
        <message>
            <source>consecutive shots</source>
            <translation>disparos consecutivos</translation>
        </message>
        <message>
            <source>Check to stay up</source>
            <translation>Chequeo para Seguir en Pie</translation>
        </message>
        <message>
            <source>Survival check</source>
            <translation>Chequeo de Supervivencia</translation>
        </message>
        <message>
            <source>Consciousness check</source>
            <translation>Chequeo de Consciencia</translation>
        </message>
        <message>
            <source>Survival check (exhaustion)</source>
            <translation>Chequeo de Supervivencia (agotamiento)</translation>
        </message>
        <message>
            <source>Failure</source>
            <extracomment>the lowest total of each success level 1-7 against a difficulty of 9</extracomment>
            <translation>Fracaso</translation>
        </message>
        <message>
            <source>Adequate</source>
            <translation>Válido</translation>
        </message>
        <message>
            <source>Decent</source>
            <translation>Decente</translation>
        </message>
        <message>
            <source>Good</source>
            <translation>Bueno</translation>
        </message>
        <message>
            <source>Very good</source>
            <translation>Muy bueno</translation>
        </message>
        <message>
            <source>Excellent</source>
            <translation>Excelente</translation>
        </message>
        <message>
            <source>Extraordinary</source>
            <translation>Extraordinario</translation>
        </message>
        <message>
            <source>Mind-boggling</source>
            <translation>Alucinante</translation>
        </message>
        <message>
            <source>Acrobatics</source>
            <translation>Acrobacias</translation>
        </message>
        <message>
            <source>Acting</source>
            <translation>Interpretación</translation>
        </message>
        <message>
            <source>Brawling</source>
            <translation>Pelea</translation>
        </message>
        <message>
            <source>Bureaucracy</source>
            <translation>Burocracia</translation>
        </message>
        <message>
            <source>Cheating</source>
            <translation>Hacer trampas</translation>
        </message>
        <message>
            <source>Climbing</source>
            <translation>Escalar</translation>
        </message>
        <message>
            <source>Computer Hacking</source>
            <translation>Piratería informática</translation>
        </message>
        <message>
            <source>Computer Programming</source>
            <translation>Programación informática</translation>
        </message>
        <message>
            <source>Computers</source>
            <translation>Informática</translation>
        </message>
        <message>
            <source>Craft</source>
            <translation>Artesanía</translation>
        </message>
        <message>
            <source>Demolitions</source>
            <translation>Demoliciones</translation>
        </message>
        <message>
            <source>Disguise</source>
            <translation>Disfraz</translation>
        </message>
        <message>
            <source>Dodge</source>
            <translation>Esquivar</translation>
        </message>
        <message>
            <source>Driving</source>
            <translation>Conducir</translation>
        </message>
        <message>
            <source>Electronics</source>
            <translation>Electrónica</translation>
        </message>
        <message>
            <source>Engineer</source>
            <translation>Ingeniería</translation>
        </message>
        <message>
            <source>Escapism</source>
            <translation>Escapismo</translation>
        </message>
        <message>
            <source>Gambling</source>
            <translation>Juego</translation>
        </message>
        <message>
            <source>Guns</source>
            <translation>Armas de fuego</translation>
        </message>
        <message>
            <source>Haggling</source>
            <translation>Regatear</translation>
        </message>
        <message>
            <source>Hand Weapon</source>
            <translation>Armas cuerpo a cuerpo</translation>
        </message>
        <message>
            <source>Humanities</source>
            <translation>Humanidades</translation>
        </message>
        <message>
            <source>Instruction</source>
            <translation>Enseñanza</translation>
        </message>
        <message>
            <source>Intimidation</source>
            <translation>Intimidación</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>Lock Picking</source>
            <translation>Abrir cerraduras</translation>
        </message>
        <message>
            <source>Martial Arts</source>
            <translation>Artes marciales</translation>
        </message>
        <message>
            <source>Mechanic</source>
            <translation>Mecánica</translation>
        </message>
        <message>
            <source>Medicine</source>
            <translation>Medicina</translation>
        </message>
        <message>
            <source>Notice</source>
            <translation>Advertir</translation>
        </message>
        <message>
            <source>Pick Pocket</source>
            <translation>Robar bolsillos</translation>
        </message>
        <message>
            <source>Piloting</source>
            <translation>Pilotar</translation>
        </message>
        <message>
            <source>Questioning</source>
            <translation>Interrogatorio</translation>
        </message>
        <message>
            <source>Research/Investigation</source>
            <translation>Investigación</translation>
        </message>
        <message>
            <source>Riding</source>
            <translation>Montar</translation>
        </message>
        <message>
            <source>Running</source>
            <translation>Correr</translation>
        </message>
        <message>
            <source>Sciences</source>
            <translation>Ciencias</translation>
        </message>
        <message>
            <source>Seduction</source>
            <translation>Seducción</translation>
        </message>
        <message>
            <source>Sleight of Hand</source>
            <translation>Juegos de manos</translation>
        </message>
        <message>
            <source>Smooth Talking</source>
            <translation>Labia</translation>
        </message>
        <message>
            <source>Stealth</source>
            <translation>Sigilo</translation>
        </message>
        <message>
            <source>Streetwise</source>
            <translation>Callejeo</translation>
        </message>
        <message>
            <source>Surveillance</source>
            <translation>Vigilancia</translation>
        </message>
        <message>
            <source>Survival</source>
            <translation>Supervivencia</translation>
        </message>
        <message>
            <source>Swimming</source>
            <translation>Nadar</translation>
        </message>
        <message>
            <source>Throwing</source>
            <translation>Lanzar</translation>
        </message>
        <message>
            <source>Tracking</source>
            <translation>Rastrear</translation>
        </message>
        <message>
            <source>Traps</source>
            <translation>Trampas</translation>
        </message>
        <message>
            <source>Unconventional Medicine</source>
            <translation>Medicina alternativa</translation>
        </message>
        <message>
            <source>Veterinary Medicine</source>
            <translation>Veterinaria</translation>
        </message>
        <message>
            <source>Weight Lifting</source>
            <translation>Levantar pesos</translation>
        </message>
        <message>
            <source>Acute Senses</source>
            <translation>Sentidos agudos</translation>
        </message>
        <message>
            <source>Artistic Talent</source>
            <translation>Talento artístico</translation>
        </message>
        <message>
            <source>Attractiveness</source>
            <translation>Atractivo</translation>
        </message>
        <message>
            <source>Charisma</source>
            <translation>Carisma</translation>
        </message>
        <message>
            <source>Fast Reaction Time</source>
            <translation>Reflejos rápidos</translation>
        </message>
        <message>
            <source>Hard to Kill</source>
            <translation>Duro de matar</translation>
        </message>
        <message>
            <source>Photographic Memory</source>
            <translation>Memoria fotográfica</translation>
        </message>
        <message>
            <source>Resistance (Disease)</source>
            <translation>Resistencia (enfermedades)</translation>
        </message>
        <message>
            <source>Resistance (Poison)</source>
            <translation>Resistencia (venenos)</translation>
        </message>
        <message>
            <source>Resistance (Fatigue)</source>
            <translation>Resistencia (fatiga)</translation>
        </message>
        <message>
            <source>Resistance (Pain)</source>
            <translation>Resistencia (dolor)</translation>
        </message>
        <message>
            <source>Situational Awareness</source>
            <translation>Conciencia del entorno</translation>
        </message>
        <message>
            <source>Good Luck</source>
            <translation>Buena suerte</translation>
        </message>
        <message>
            <source>Tireless</source>
            <translation>Incansable</translation>
        </message>
        <message>
            <source>Impaired Senses</source>
            <translation>Sentidos deficientes</translation>
        </message>
        <message>
            <source>Addiction</source>
            <translation>Adicción</translation>
        </message>
        <message>
            <source>Clown</source>
            <translation>Payaso</translation>
        </message>
        <message>
            <source>Cruel</source>
            <translation>Cruel</translation>
        </message>
        <message>
            <source>Delusions</source>
            <translation>Delirios</translation>
        </message>
        <message>
            <source>Emotional Problems</source>
            <translation>Problemas emocionales</translation>
        </message>
        <message>
            <source>Humorless</source>
            <translation>Sin sentido del humor</translation>
        </message>
        <message>
            <source>Physical Disability</source>
            <translation>Discapacidad física</translation>
        </message>
        <message>
            <source>Nightmares/Insomnia</source>
            <translation>Pesadillas/Insomnio</translation>
        </message>
        <message>
            <source>Reckless/Showoff</source>
            <translation>Temerario/Fanfarrón</translation>
        </message>
        <message>
            <source>Bad Luck</source>
            <translation>Mala suerte</translation>
        </message>
        <message>
            <source>Bludgeoning</source>
            <translation>Contundente</translation>
        </message>
        <message>
            <source>Slashing/stabbing</source>
            <translation>Cortante/perforante</translation>
        </message>
        <message>
            <source>Armor-piercing bullet</source>
            <translation>Bala antiblindaje</translation>
        </message>
        <message>
            <source>bludgeoning</source>
            <extracomment>short words for the worked sum</extracomment>
            <translation>contundente</translation>
        </message>
        <message>
            <source>slashing</source>
            <translation>cortante</translation>
        </message>
        <message>
            <source>bullet</source>
            <translation>bala</translation>
        </message>
        <message>
            <source>armor-piercing</source>
            <translation>antiblindaje</translation>
        </message>
        <message>
            <source>{sum} − {armor} armor = {after}</source>
            <extracomment>worked damage, step by step: armor taken off {sum}, the sum so far ("24", "d6 6 ×4 = 24")</extracomment>
            <translation>{sum} − {armor} blindaje = {after}</translation>
        </message>
        <message>
            <source>{sum}, {type} ×{mult} = {final}</source>
            <extracomment>worked damage: what armor let through multiplied by the damage type ({type}: bullet, slashing…)</extracomment>
            <translation>{sum}, {type} ×{mult} = {final}</translation>
        </message>
        <message>
            <source>{sum}, {where}: {type} ×{mult} = {final}</source>
            <extracomment>worked damage: the same at a hit location ({where}: Head, Left arm…)</extracomment>
            <translation>{sum}, {where}: {type} ×{mult} = {final}</translation>
        </message>
        <message>
            <source>{sum}, {where} &gt; LP/{divisor}: {final}</source>
            <extracomment>worked damage: a limb hit for more than Life Points/3 (hand or foot: /4) keeps only that much</extracomment>
            <translation>{sum}, {where} &gt; PV/{divisor}: {final}</translation>
        </message>
        <message>
            <source>One-handed</source>
            <translation>A una mano</translation>
        </message>
        <message>
            <source>Two-handed (@)</source>
            <translation>A dos manos (@)</translation>
        </message>
        <message>
            <source>Body (no aimed location)</source>
            <translation>Cuerpo (sin apuntar a una zona)</translation>
        </message>
        <message>
            <source>Neck/throat</source>
            <translation>Cuello/garganta</translation>
        </message>
        <message>
            <source>Vitals</source>
            <translation>Puntos vitales</translation>
        </message>
        <message>
            <source>Left hand/wrist</source>
            <translation>Mano/muñeca izquierda</translation>
        </message>
        <message>
            <source>Right hand/wrist</source>
            <translation>Mano/muñeca derecha</translation>
        </message>
        <message>
            <source>Left foot/ankle</source>
            <translation>Pie/tobillo izquierdo</translation>
        </message>
        <message>
            <source>Right foot/ankle</source>
            <translation>Pie/tobillo derecho</translation>
        </message>
        <message>
            <source>Whole body</source>
            <translation>Todo el cuerpo</translation>
        </message>
        <message>
            <source>Torso</source>
            <translation>Torso</translation>
        </message>
        <message>
            <source>Head and neck</source>
            <translation>Cabeza y cuello</translation>
        </message>
        <message>
            <source>Arms and hands</source>
            <translation>Brazos y manos</translation>
        </message>
        <message>
            <source>Legs and feet</source>
            <translation>Piernas y pies</translation>
        </message>
        <message>
            <source>Point blank</source>
            <extracomment>unisystem §4.2.1.2: the hit modifier and the change to the damage multiplier by range</extracomment>
            <translation>A bocajarro</translation>
        </message>
        <message>
            <source>Short</source>
            <translation>Corto</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Medio</translation>
        </message>
        <message>
            <source>Long</source>
            <translation>Largo</translation>
        </message>
        <message>
            <source>Extreme</source>
            <translation>Extremo</translation>
        </message>
        <message>
            <source>Write weapon damage as a die times a multiplier, e.g. d6×4.</source>
            <translation>Escribe el daño del arma como un dado por un multiplicador, p. ej. d6×4.</translation>
        </message>
        <message>
            <source>Weapon damage rolls 1 to 20 dice of 2 to 100 sides.</source>
            <translation>El daño del arma tira de 1 a 20 dados de 2 a 100 caras.</translation>
        </message>
        <message>
            <source>The weapon damage names an unknown attribute.</source>
            <translation>El daño del arma nombra un atributo desconocido.</translation>
        </message>
        <message>
            <source>Unknown damage type.</source>
            <translation>Tipo de daño desconocido.</translation>
        </message>
        <message>
            <source>Aimed there: head −4, neck −5, limb or vitals −2, hand or foot −4. Unticked: where the GM says it lands.</source>
            <translation>Apuntando ahí: cabeza −4, cuello −5, extremidad o puntos vitales −2, mano o pie −4. Sin marcar: donde el ZM diga que impacta.</translation>
        </message>
        <message>
            <source>Only armor covering that area counts.</source>
            <translation>Solo cuenta el blindaje que cubre esa zona.</translation>
        </message>
        <message>
            <source>Called shot</source>
            <translation>Ataque apuntado</translation>
        </message>
        <message>
            <source>Unknown hit location.</source>
            <translation>Zona de impacto desconocida.</translation>
        </message>
        <message>
            <source>Damage and armor cannot be negative.</source>
            <translation>El daño y el blindaje no pueden ser negativos.</translation>
        </message>
        <message>
            <source>Hard work (minutes)</source>
            <translation>Trabajo duro (minutos)</translation>
        </message>
        <message>
            <source>Really hard work (minutes)</source>
            <translation>Trabajo realmente duro (minutos)</translation>
        </message>
        <message>
            <source>Frantic activity (turns)</source>
            <translation>Actividad frenética (turnos)</translation>
        </message>
        <message>
            <source>Hours of sleep lost</source>
            <translation>Horas de sueño perdidas</translation>
        </message>
        <message>
            <source>Carrying the current load (minutes)</source>
            <translation>Llevar la carga actual (minutos)</translation>
        </message>
        <message>
            <source>Unencumbered</source>
            <translation>Sin carga</translation>
        </message>
        <message>
            <source>Lightly loaded</source>
            <translation>Ligeramente cargado</translation>
        </message>
        <message>
            <source>Medium load</source>
            <translation>Carga media</translation>
        </message>
        <message>
            <source>Heavy load</source>
            <translation>Carga pesada</translation>
        </message>
        <message>
            <source>Very heavy load</source>
            <translation>Carga superpesada</translation>
        </message>
        <message>
            <source>Loads are 0 or more against a maximum above 0.</source>
            <translation>Las cargas son 0 o más frente a un máximo mayor que 0.</translation>
        </message>
        <message>
            <source>That is more than the character can carry.</source>
            <translation>Eso es más de lo que puede llevar el personaje.</translation>
        </message>
        <message>
            <source>A duration cannot be negative.</source>
            <translation>Una duración no puede ser negativa.</translation>
        </message>
        <message>
            <source>Unknown load level.</source>
            <translation>Nivel de carga desconocido.</translation>
        </message>
        <message>
            <source>Unknown activity.</source>
            <translation>Actividad desconocida.</translation>
        </message>
        <message>
            <source>Dexterity</source>
            <translation>Destreza</translation>
        </message>
        <message>
            <source>Constitution</source>
            <translation>Constitución</translation>
        </message>
        <message>
            <source>Intelligence</source>
            <translation>Inteligencia</translation>
        </message>
        <message>
            <source>Perception</source>
            <translation>Percepción</translation>
        </message>
        <message>
            <source>Willpower</source>
            <translation>Voluntad</translation>
        </message>
        <message>
            <source>Strength levels bought with drawback points</source>
            <translation>Niveles de Fuerza comprados con puntos de defectos</translation>
        </message>
        <message>
            <source>Dexterity levels bought with drawback points</source>
            <translation>Niveles de Destreza comprados con puntos de defectos</translation>
        </message>
        <message>
            <source>Constitution levels bought with drawback points</source>
            <translation>Niveles de Constitución comprados con puntos de defectos</translation>
        </message>
        <message>
            <source>Intelligence levels bought with drawback points</source>
            <translation>Niveles de Inteligencia comprados con puntos de defectos</translation>
        </message>
        <message>
            <source>Perception levels bought with drawback points</source>
            <translation>Niveles de Percepción comprados con puntos de defectos</translation>
        </message>
        <message>
            <source>Willpower levels bought with drawback points</source>
            <translation>Niveles de Voluntad comprados con puntos de defectos</translation>
        </message>
        <message>
            <source>Quality</source>
            <extracomment>the highest attribute a sheet may hold at all (zombies and the like may pass the human 6)</extracomment>
            <translation>Cualidad</translation>
        </message>
        <message>
            <source>Drawback</source>
            <translation>Defecto</translation>
        </message>
        <message>
            <source>Attribute + skill</source>
            <translation>Atributo + habilidad</translation>
        </message>
        <message>
            <source>Unskilled (attribute alone)</source>
            <translation>No cualificada (solo el atributo)</translation>
        </message>
        <message>
            <source>Simple check (attribute ×2)</source>
            <translation>Chequeo sencillo (atributo ×2)</translation>
        </message>
        <message>
            <source>Difficult check (attribute)</source>
            <translation>Chequeo complicado (atributo)</translation>
        </message>
        <message>
            <source>Dodge (Dexterity + Dodge)</source>
            <extracomment>defence → (label, attribute, skill)</extracomment>
            <translation>Esquivar (Destreza + Esquivar)</translation>
        </message>
        <message>
            <source>Acrobatics instead of Dodge (Dexterity + Acrobatics)</source>
            <translation>Acrobacias en lugar de Esquivar (Destreza + Acrobacias)</translation>
        </message>
        <message>
            <source>Block (Dexterity + Brawling)</source>
            <translation>Parar (Destreza + Pelea)</translation>
        </message>
        <message>
            <source>Parry with the melee weapon (Dexterity + its skill)</source>
            <translation>Parar con el arma cuerpo a cuerpo (Destreza + su habilidad)</translation>
        </message>
        <message>
            <source>Parry with Martial Arts (Dexterity + Martial Arts)</source>
            <translation>Parar con Artes Marciales (Destreza + Artes Marciales)</translation>
        </message>
        <message>
            <source>Shove off a grabbing zombie (Strength + Brawling)</source>
            <translation>Empujar a un zombi que agarra (Fuerza + Pelea)</translation>
        </message>
        <message>
            <source>No defence</source>
            <translation>Sin defensa</translation>
        </message>
        <message>
            <source>The dodger hit the dirt: no other action this turn.</source>
            <extracomment>the log's word on a dodged shot</extracomment>
            <translation>Quien esquiva se echó cuerpo a tierra: ninguna otra acción este turno.</translation>
        </message>
        <message>
            <source>Unisystem: dodging a shot spends all of the dodger's actions this turn; no dodge against a surprise shot or without cover.</source>
            <translation>Unisystem: esquivar un disparo gasta todas las acciones de quien esquiva este turno; no se esquiva un disparo por sorpresa ni sin coberturas.</translation>
        </message>
        <message>
            <source>Weapon skill type of the parry</source>
            <translation>Tipo de la habilidad de arma para parar</translation>
        </message>
        <message>
            <source>Hand Weapon type, e.g. Knife; empty: the best type matching a melee weapon the defender carries.</source>
            <translation>Tipo de Armas cuerpo a cuerpo, p. ej. Cuchillo; vacío: el mejor tipo que corresponda a un arma cuerpo a cuerpo que lleve el defensor.</translation>
        </message>
        <message>
            <source>A parry needs a melee weapon on the defender's sheet (or Martial Arts).</source>
            <translation>Para parar hace falta un arma cuerpo a cuerpo en la hoja del defensor (o Artes Marciales).</translation>
        </message>
        <message>
            <source>A parry with Martial Arts needs the skill.</source>
            <translation>Para parar con Artes Marciales hace falta la habilidad.</translation>
        </message>
        <message>
            <source>Only a dodge (or Acrobatics) avoids a shot: block, parry and shove are for melee.</source>
            <translation>Solo una esquiva (o Acrobacias) evita un disparo: bloquear, parar y empujar son para el cuerpo a cuerpo.</translation>
        </message>
        <message>
            <source>This character dodged shots this turn and has no other action left until the round ends.</source>
            <translation>Este personaje esquivó disparos este turno y no le queda otra acción hasta el final del asalto.</translation>
        </message>
        <message>
            <source>Hit the dirt: no more actions this turn</source>
            <translation>Cuerpo a tierra: ninguna acción más este turno</translation>
        </message>
        <message>
            <source>No skill</source>
            <extracomment>the skills an attack is rolled with, the likeliest first (matched on the skill's name, its type aside)</extracomment>
            <translation>Sin habilidad</translation>
        </message>
        <message>
            <source>Attribute</source>
            <translation>Atributo</translation>
        </message>
        <message>
            <source>Skill</source>
            <extracomment>damage of bare hands: the text fights "with guns, knives, or your bare hands" but gives bare hands no Damage rating; Deadwatch counts 1, the lowest a weapon has</extracomment>
            <translation>Habilidad</translation>
        </message>
        <message>
            <source>Modifiers</source>
            <translation>Modificadores</translation>
        </message>
        <message>
            <source>Range, light, cover, aiming, the situation: added to the roll.</source>
            <translation>Alcance, iluminación, cobertura, apuntar, la situación: se suma a la tirada.</translation>
        </message>
        <message>
            <source>Action this turn</source>
            <translation>Acción de este turno</translation>
        </message>
        <message>
            <source>The second action of a turn takes −2, the third −4…</source>
            <translation>La segunda acción de un turno sufre −2, la tercera −4…</translation>
        </message>
        <message>
            <source>Test or check</source>
            <translation>Prueba o chequeo</translation>
        </message>
        <message>
            <source>Difficulty (total needed)</source>
            <translation>Dificultad (total necesario)</translation>
        </message>
        <message>
            <source>Unskilled penalty</source>
            <translation>Penalizador no cualificado</translation>
        </message>
        <message>
            <source>Unskilled rolls only: −2 fairly easy to −10 really hard.</source>
            <translation>Solo tiradas no cualificadas: de −2 bastante fácil a −10 realmente difícil.</translation>
        </message>
        <message>
            <source>In melee one attack and one defence a turn are free.</source>
            <translation>Cuerpo a cuerpo, un ataque y una defensa por turno no tienen penalizador.</translation>
        </message>
        <message>
            <source>Defences already made this turn</source>
            <translation>Defensas ya hechas este turno</translation>
        </message>
        <message>
            <source>Melee: the first attack and the first defence are free; any other action −2, −4…</source>
            <translation>Cuerpo a cuerpo: el primer ataque y la primera defensa no penalizan; cualquier otra acción −2, −4…</translation>
        </message>
        <message>
            <source>Defence</source>
            <extracomment>the defences that avoid a shot</extracomment>
            <translation>Defensa</translation>
        </message>
        <message>
            <source>Defence modifiers</source>
            <translation>Modificadores de la defensa</translation>
        </message>
        <message>
            <source>Defender's attacks already made this turn</source>
            <translation>Ataques del defensor ya hechos este turno</translation>
        </message>
        <message>
            <source>Task</source>
            <translation>Acción</translation>
        </message>
        <message>
            <source>d10 + attribute + skill against the difficulty.</source>
            <translation>d10 + atributo + habilidad contra la dificultad.</translation>
        </message>
        <message>
            <source>Attack against a dodge or block</source>
            <translation>Ataque (esquiva o parada)</translation>
        </message>
        <message>
            <source>The defence avoids the attack when its total is higher; in unisystem melee a tie too.</source>
            <translation>La defensa evita el ataque si su total es mayor; en el cuerpo a cuerpo de Unisystem, también si empata.</translation>
        </message>
        <message>
            <source>Fear test</source>
            <translation>Chequeo de miedo</translation>
        </message>
        <message>
            <source>How frightening</source>
            <translation>Grado de horror</translation>
        </message>
        <message>
            <source>The GM's modifier: 0 for a zombie, lower for worse horrors.</source>
            <translation>Modificador del DJ: 0 para un zombi, menos para horrores peores.</translation>
        </message>
        <message>
            <source>Willpower, + Nerves of Steel, − Cowardly: a failure means the character panics.</source>
            <translation>Voluntad, + Nervios de acero, − Cobarde: un fallo significa que el personaje entra en pánico.</translation>
        </message>
        <message>
            <source>No such skill on the sheet.</source>
            <translation>No existe esa habilidad en la hoja.</translation>
        </message>
        <message>
            <source>called shot</source>
            <translation>zona elegida</translation>
        </message>
        <message>
            <source>veterinarian</source>
            <translation>veterinario</translation>
        </message>
        <message>
            <source>Keeps their nerve</source>
            <translation>Mantiene la calma</translation>
        </message>
        <message>
            <source>Panics</source>
            <translation>Entra en pánico</translation>
        </message>
        <message>
            <source>Success</source>
            <translation>Éxito</translation>
        </message>
        <message>
            <source>{level} or better</source>
            <translation>{level} o mejor</translation>
        </message>
        <message>
            <source>Spend luck points</source>
            <translation>Gastar puntos de suerte</translation>
        </message>
        <message>
            <source>Each luck point raises the total after the roll.</source>
            <translation>Cada punto de suerte sube el total después de la tirada.</translation>
        </message>
        <message>
            <source>GM spends bad luck points</source>
            <translation>El DJ gasta puntos de mala suerte</translation>
        </message>
        <message>
            <source>Each bad luck point lowers the total after the roll.</source>
            <translation>Cada punto de mala suerte baja el total después de la tirada.</translation>
        </message>
        <message>
            <source>{level}, total {total}</source>
            <translation>{level}, total {total}</translation>
        </message>
        <message>
            <source>Keeps their nerve: {level}, total {total}</source>
            <translation>Mantiene la calma: {level}, total {total}</translation>
        </message>
        <message>
            <source>Panics, freezes or runs: total {total}</source>
            <translation>Entra en pánico, se paraliza o huye: total {total}</translation>
        </message>
        <message>
            <source>Miss, total {total}</source>
            <translation>Fallo, total {total}</translation>
        </message>
        <message>
            <source>Parried: defence {defence} ties {total}, the defender's</source>
            <translation>Parado: la defensa {defence} empata con {total}, el empate es del defensor</translation>
        </message>
        <message>
            <source>Avoided: defence {defence} beats {total}</source>
            <translation>Evitado: la defensa {defence} supera {total}</translation>
        </message>
        <message>
            <source>Hit: {level}, total {total}</source>
            <translation>Impacto: {level}, total {total}</translation>
        </message>
        <message>
            <source>Rounds that hit: {hits}, best total {total}</source>
            <translation>Balas que impactan: {hits}, mejor total {total}</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Special</source>
            <translation>Especial</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Nivel</translation>
        </message>
        <message>
            <source>Specializations</source>
            <translation>Especializaciones</translation>
        </message>
        <message>
            <source>The skill&apos;s name as the rolls know it: the dead run (Norms) needs Running with the type Dash.</source>
            <translation>El nombre de la habilidad tal como lo conocen las tiradas: la carrera a toda velocidad (Normas) necesita «Correr» con el tipo «esprint».</translation>
        </message>
        <message>
            <source>A typed skill&apos;s type: Dash for Running&apos;s dead run, a gun&apos;s type for Guns.</source>
            <translation>El tipo de una habilidad con tipo: «esprint» para la carrera a toda velocidad de Correr, el tipo de arma para Armas de fuego.</translation>
        </message>
        <message>
            <source>Separate them with commas; each costs 1 point and counts +2.</source>
            <translation>Sepáralas con comas; cada una cuesta 1 punto y da +2.</translation>
        </message>
        <message>
            <source>Native language</source>
            <translation>Lengua materna</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>Set from the list for the named qualities and drawbacks.</source>
            <translation>Se toma de la lista para las cualidades y defectos que figuran en ella.</translation>
        </message>
        <message>
            <source>Give back points</source>
            <translation>Devolver puntos</translation>
        </message>
        <message>
            <source>First Aid (success levels)</source>
            <translation>Primeros Auxilios (niveles de éxito)</translation>
        </message>
        <message>
            <source>Rest under medical care (days)</source>
            <translation>Descanso con cuidados médicos (días)</translation>
        </message>
        <message>
            <source>Recovery without care (days)</source>
            <translation>Recuperación sin cuidados médicos (días)</translation>
        </message>
        <message>
            <source>Sleep (half hours)</source>
            <translation>Sueño (medias horas)</translation>
        </message>
        <message>
            <source>Rest (hours)</source>
            <translation>Descanso (horas)</translation>
        </message>
        <message>
            <source>Medical help arrives</source>
            <translation>Llega ayuda médica</translation>
        </message>
        <message>
            <source>The form has a field this ruleset does not know.</source>
            <translation>El formulario tiene un campo que este reglamento no conoce.</translation>
        </message>
        <message>
            <source>d10 {face} + Dexterity {dex} = {value}</source>
            <extracomment>the worked initiative, each number named: with Fast Reaction Time, with a load's penalty, with both</extracomment>
            <translation>d10 {face} + Destreza {dex} = {value}</translation>
        </message>
        <message>
            <source>d10 {face} + Dexterity {dex} + {quality} {frt} = {value}</source>
            <translation>d10 {face} + Destreza {dex} + {quality} {frt} = {value}</translation>
        </message>
        <message>
            <source>d10 {face} + Dexterity {dex} − load {load} = {value}</source>
            <translation>d10 {face} + Destreza {dex} − carga {load} = {value}</translation>
        </message>
        <message>
            <source>d10 {face} + Dexterity {dex} + {quality} {frt} − load {load} = {value}</source>
            <translation>d10 {face} + Destreza {dex} + {quality} {frt} − carga {load} = {value}</translation>
        </message>
        <message>
            <source>d10 + Dexterity + Fast Reaction Time</source>
            <translation>d10 + Destreza + Reflejos rápidos</translation>
        </message>
        <message>
            <source>Instigators first, then d10 + Dexterity + Fast Reaction Time</source>
            <translation>Agresores, luego d10 + Destreza + Reflejos rápidos</translation>
        </message>
        <message>
            <source>Who started the violence first in turn 1, then d10 + Dexterity + Fast Reaction Time</source>
            <translation>Quien empezó la violencia, primero en el turno 1; luego d10 + Destreza + Reflejos rápidos</translation>
        </message>
        <message>
            <source>A campaign switch must be yes or no.</source>
            <translation>Un interruptor de la campaña debe ser sí o no.</translation>
        </message>
        <message>
            <source>A campaign option is out of its range.</source>
            <translation>Una opción de la campaña está fuera de su rango.</translation>
        </message>
        <message>
            <source>Highest attribute at creation</source>
            <translation>Atributo máximo en la creación</translation>
        </message>
        <message>
            <source>Most drawback points</source>
            <translation>Máximo de puntos de defectos</translation>
        </message>
        <message>
            <source>Bonus of one luck point</source>
            <translation>Bonificación de un punto de suerte</translation>
        </message>
        <message>
            <source>Frantic combat burns 1d4 Endurance a turn</source>
            <translation>El combate frenético consume 1d4 de Resistencia por turno</translation>
        </message>
        <message>
            <source>Fatigue</source>
            <translation>Fatiga</translation>
        </message>
        <message>
            <source>Luck points</source>
            <translation>Puntos de suerte</translation>
        </message>
        <message>
            <source>Bad luck points</source>
            <translation>Puntos de mala suerte</translation>
        </message>
        <message>
            <source>The character state is not a set of values.</source>
            <translation>El estado del personaje no es un conjunto de valores.</translation>
        </message>
        <message>
            <source>Unconscious</source>
            <translation>Inconsciente</translation>
        </message>
        <message>
            <source>Dying</source>
            <translation>Agonía</translation>
        </message>
        <message>
            <source>Stunned, on the ground</source>
            <translation>Aturdimiento, en el suelo</translation>
        </message>
        <message>
            <source>Badly wounded</source>
            <translation>Con heridas graves</translation>
        </message>
        <message>
            <source>Exhausted</source>
            <translation>Agotamiento</translation>
        </message>
        <message>
            <source>Dazed and dizzy</source>
            <translation>Aturdimiento y mareo</translation>
        </message>
        <message>
            <source>This character is dead: no attack.</source>
            <translation>Este personaje está muerto: no hay ataque.</translation>
        </message>
        <message>
            <source>This character is unconscious: no attack.</source>
            <translation>Este personaje está inconsciente: no hay ataque.</translation>
        </message>
        <message>
            <source>This zombie is down: make the GM&apos;s call (destroyed or still coming) before it attacks.</source>
            <translation>Este zombi ha caído: toma la decisión del DJ (destruido o sigue viniendo) antes de que ataque.</translation>
        </message>
        <message>
            <source>At −10 Life Points or less this character is dying, out of the fight: no attack.</source>
            <translation>Con −10 Puntos de Vida o menos este personaje se está muriendo, fuera del combate: no hay ataque.</translation>
        </message>
        <message>
            <source>At 0 Life Points or less this character is on the ground: roll the check to stay up (checks due) before any attack.</source>
            <translation>Con 0 Puntos de Vida o menos este personaje está en el suelo: tira el Chequeo para Seguir en Pie (chequeos pendientes) antes de atacar.</translation>
        </message>
        <message>
            <source>Below zero Life Points this character is incapacitated: no attack.</source>
            <translation>Por debajo de cero Puntos de Vida este personaje está incapacitado: no hay ataque.</translation>
        </message>
        <message>
            <source>Incapacitated</source>
            <translation>Incapacidad</translation>
        </message>
        <message>
            <source>Disabled limb</source>
            <translation>Extremidad inutilizada</translation>
        </message>
        <message>
            <source>Damage before armor</source>
            <translation>Daño antes del blindaje</translation>
        </message>
        <message>
            <source>Leave at 0 to roll the weapon damage below.</source>
            <translation>Déjalo en 0 para tirar el daño del arma de abajo.</translation>
        </message>
        <message>
            <source>Weapon damage</source>
            <translation>Daño del arma</translation>
        </message>
        <message>
            <source>A die times a multiplier: d6×4, d4×STR, d4×STR−1; Strength as STR or in full (d6×Strength), × or x.</source>
            <translation>Un dado por un multiplicador: d6×4, d4×FUE, d4×FUE−1; la Fuerza como FUE o entera (d6×Fuerza), con × o x.</translation>
        </message>
        <message>
            <source>e.g. d6×STR, d4×STR−1</source>
            <translation>p. ej. d6×FUE, d4×FUE−1</translation>
        </message>
        <message>
            <source>Attacker's Strength</source>
            <translation>Fuerza del atacante</translation>
        </message>
        <message>
            <source>Attack success level</source>
            <translation>Nivel de éxito del ataque</translation>
        </message>
        <message>
            <source>Damage type</source>
            <translation>Tipo de daño</translation>
        </message>
        <message>
            <source>Hit location</source>
            <translation>Zona de impacto</translation>
        </message>
        <message>
            <source>Worn armor counts</source>
            <translation>Cuenta el blindaje puesto</translation>
        </message>
        <message>
            <source>Other armor</source>
            <translation>Otro blindaje</translation>
        </message>
        <message>
            <source>Damage to</source>
            <translation>Daño a</translation>
        </message>
        <message>
            <source>No such weapon on the sheet.</source>
            <translation>No existe esa arma en la hoja.</translation>
        </message>
        <message>
            <source>Weapon damage here can only name Strength.</source>
            <translation>Aquí el daño del arma solo puede nombrar la Fuerza.</translation>
        </message>
        <message>
            <source>Give the damage or the weapon damage to roll.</source>
            <translation>Indica el daño o el daño del arma que hay que tirar.</translation>
        </message>
        <message>
            <source>{damage} damage to {pool} ({arithmetic}): {before} → {after}; {limb} disabled.</source>
            <translation>{damage} de daño a {pool} ({arithmetic}): {before} → {after}; extremidad inutilizada: {limb}.</translation>
        </message>
        <message>
            <source>{damage} damage to {pool} ({arithmetic}): {before} → {after}.</source>
            <translation>{damage} de daño a {pool} ({arithmetic}): {before} → {after}.</translation>
        </message>
        <message>
            <source>Recovery</source>
            <translation>Recuperación</translation>
        </message>
        <message>
            <source>Points of</source>
            <translation>Puntos a recuperar</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Cantidad</translation>
        </message>
        <message>
            <source>The rules do not say how much a luck point adds.</source>
            <translation>Las reglas no dicen cuánto suma un punto de suerte.</translation>
        </message>
        <message>
            <source>The character state holds a wrong value.</source>
            <translation>El estado del personaje contiene un valor incorrecto.</translation>
        </message>
        <message>
            <source>Only a weapon marked * can hurt Endurance.</source>
            <translation>Solo un arma marcada con * puede dañar la Resistencia.</translation>
        </message>
        <message>
            <source>Points, success levels, days, half hours or hours.</source>
            <translation>Puntos, niveles de éxito, días, medias horas u horas.</translation>
        </message>
        <message>
            <source>The dead do not recover.</source>
            <translation>Los muertos no se recuperan.</translation>
        </message>
        <message>
            <source>Needs movement (stealth…): the load counts</source>
            <translation>Requiere movimiento (sigilo…): cuenta la carga</translation>
        </message>
        <message>
            <source>load</source>
            <translation>carga</translation>
        </message>
        <message>
            <source>Aim (the shot at the round's end)</source>
            <translation>Apuntar (el disparo al final del asalto)</translation>
        </message>
        <message>
            <source>Telescopic sight</source>
            <translation>Mira telescópica</translation>
        </message>
        <message>
            <source>A scope adds +2 to +5 to the aiming roll; 0: none.</source>
            <translation>Una mira telescópica suma de +2 a +5 a la prueba de Apuntar; 0: ninguna.</translation>
        </message>
        <message>
            <source>Perception + the weapon's skill: +1 a success level on the shot fired at the end of the round.</source>
            <translation>Percepción + la habilidad del arma: +1 por nivel de éxito al disparo del final del asalto.</translation>
        </message>
        <message>
            <source>First aid on oneself</source>
            <translation>Primeros auxilios a uno mismo</translation>
        </message>
        <message>
            <source>Tending one's own wound</source>
            <translation>Curarse la propia herida</translation>
        </message>
        <message>
            <source>Intelligence + First Aid, −2: 1 Life Point a success level; one roll a wound.</source>
            <translation>Inteligencia + Primeros auxilios, −2: 1 Punto de Vida por nivel de éxito; una tirada por herida.</translation>
        </message>
        <message>
            <source>First aid on the patient</source>
            <translation>Primeros auxilios al paciente</translation>
        </message>
        <message>
            <source>scope</source>
            <translation>mira</translation>
        </message>
        <message>
            <source>own wound</source>
            <translation>herida propia</translation>
        </message>
        <message>
            <source>First Aid is one roll a wound: no wound is left untreated.</source>
            <translation>Primeros Auxilios es una tirada por herida: no queda ninguna herida sin tratar.</translation>
        </message>
        <message>
            <source>Aim +{n} or better</source>
            <translation>Apuntar +{n} o más</translation>
        </message>
        <message>
            <source>{n} {n|Life Point|Life Points} or more</source>
            <translation>{n} {n|Punto|Puntos} de Vida o más</translation>
        </message>
        <message>
            <source>Tends a wound: {n} {n|Life Point|Life Points} ({level}, total {total})</source>
            <translation>Cura una herida: {n} {n|Punto|Puntos} de Vida ({level}, total {total})</translation>
        </message>
        <message>
            <source>Aim</source>
            <translation>Apuntar</translation>
        </message>
        <message>
            <source>Aims: +{n} on the shot at the round's end ({level}, total {total})</source>
            <translation>Apunta: +{n} al disparo del final del asalto ({level}, total {total})</translation>
        </message>
        <message>
            <source>First aid fails, total {total}: that wound's one roll is spent</source>
            <translation>Los primeros auxilios fallan, total {total}: se gastó la única tirada de esa herida</translation>
        </message>
        <message>
            <source>Recovery without care is given for characters below 0 Life Points only.</source>
            <translation>La recuperación sin cuidados médicos solo se aplica a personajes por debajo de 0 Puntos de Vida.</translation>
        </message>
        <message>
            <source>Medical help: no more Survival checks by the minute.</source>
            <translation>Ayuda médica: ya no hay Chequeos de Supervivencia cada minuto.</translation>
        </message>
        <message>
            <source>{pool} recovered ({kind}): {before} → {after}.</source>
            <translation>Recuperación de {pool} ({kind}): {before} → {after}.</translation>
        </message>
        <message>
            <source>Not that many luck points left.</source>
            <translation>No quedan tantos puntos de suerte.</translation>
        </message>
        <message>
            <source>{points} bad luck points: {before} → {after} ({level}).</source>
            <translation>{points} puntos de mala suerte: {before} → {after} ({level}).</translation>
        </message>
        <message>
            <source>{points} luck points: {before} → {after} ({level}).</source>
            <translation>{points} puntos de suerte: {before} → {after} ({level}).</translation>
        </message>
        <message>
            <source>Luck points restored for the session.</source>
            <translation>Puntos de suerte restablecidos para la sesión.</translation>
        </message>
        <message>
            <source>That check is not due.</source>
            <translation>Ese chequeo no está pendiente.</translation>
        </message>
        <message>
            <source>{check}: {total}, passed ({level}).</source>
            <translation>{check}: {total}, superado ({level}).</translation>
        </message>
        <message>
            <source>{check}: {total}, failed.</source>
            <translation>{check}: {total}, fallado.</translation>
        </message>
        <message>
            <source>Only a character who failed a Survival check can be revived.</source>
            <translation>Solo se puede reanimar a un personaje que haya fallado un Chequeo de Supervivencia.</translation>
        </message>
        <message>
            <source>Too late: the Constitution × 2 minutes (and the nurse's) have passed.</source>
            <translation>Demasiado tarde: han pasado los Constitución × 2 minutos (y los del enfermero).</translation>
        </message>
        <message>
            <source>Revival: {total}, brought back.</source>
            <translation>Reanimación: {total}, vuelve a la vida.</translation>
        </message>
        <message>
            <source>Revival: {total}, failed.</source>
            <translation>Reanimación: {total}, fallida.</translation>
        </message>
        <message>
            <source>Revival</source>
            <translation>Reanimación</translation>
        </message>
        <message>
            <source>Endurance loss</source>
            <translation>Pérdida de Resistencia</translation>
        </message>
        <message>
            <source>{activity}: {loss} Endurance ({text}): {before} → {after}.</source>
            <translation>{activity}: {loss} de Resistencia ({text}): {before} → {after}.</translation>
        </message>
        <message>
            <source>Now carrying: {load}.</source>
            <translation>Carga actual: {load}.</translation>
        </message>
        <message>
            <source>{count} due; −1 more for each minute without medical care ({minutes} {minutes|minute|minutes})</source>
            <translation>{count} {count|pendiente|pendientes}; −1 más por cada minuto sin ayuda médica ({minutes} {minutes|minuto|minutos})</translation>
        </message>
        <message>
            <source>{modifier} ({note})</source>
            <translation>{modifier} ({note})</translation>
        </message>
        <message>
            <source>{check} ({note})</source>
            <translation>{check} ({note})</translation>
        </message>
        <message>
            <source>Survived: a Consciousness check follows, to see whether the character stays conscious ({modifier}).</source>
            <translation>Sobrevive: sigue un Chequeo de Consciencia, para ver si el personaje permanece consciente ({modifier}).</translation>
        </message>
        <message>
            <source>Survival checks due without care: {count}.</source>
            <translation>Chequeos de Supervivencia pendientes sin ayuda médica: {count}.</translation>
        </message>
        <message>
            <source>Initiative</source>
            <translation>Iniciativa</translation>
        </message>
        <message>
            <source>Frantic combat: {loss} Endurance: {before} → {after}.</source>
            <translation>Combate frenético: {loss} de Resistencia: {before} → {after}.</translation>
        </message>
        <message>
            <source>{check} due ({modifier}).</source>
            <translation>{check} pendiente ({modifier}).</translation>
        </message>
        <message>
            <source>Hands</source>
            <translation>Manos</translation>
        </message>
        <message>
            <source>Life Points or Endurance (*)</source>
            <translation>Puntos de Vida o Resistencia (*)</translation>
        </message>
        <message>
            <source>Ranged</source>
            <translation>A distancia</translation>
        </message>
        <message>
            <source>Heavy recoil</source>
            <translation>Mucho retroceso</translation>
        </message>
        <message>
            <source>Ammo</source>
            <translation>Munición</translation>
        </message>
        <message>
            <source>Armor</source>
            <translation>Blindaje</translation>
        </message>
        <message>
            <source>Armor value</source>
            <translation>Valor de Blindaje</translation>
        </message>
        <message>
            <source>Covers</source>
            <translation>Cubre</translation>
        </message>
        <message>
            <source>Attributes</source>
            <translation>Atributos</translation>
        </message>
        <message>
            <source>Drawback points</source>
            <translation>Puntos de defectos</translation>
        </message>
        <message>
            <source>Skills</source>
            <translation>Habilidades</translation>
        </message>
        <message>
            <source>Qualities and drawbacks</source>
            <translation>Cualidades y defectos</translation>
        </message>
        <message>
            <source>Weapons</source>
            <translation>Armas</translation>
        </message>
        <message>
            <source>A number field holds something else.</source>
            <translation>Un campo numérico contiene otra cosa.</translation>
        </message>
        <message>
            <source>A number is out of its range.</source>
            <translation>Un número está fuera de su rango.</translation>
        </message>
        <message>
            <source>A choice is not one of its options.</source>
            <translation>Una elección no es una de sus opciones.</translation>
        </message>
        <message>
            <source>The attribute levels bought with drawback points cost more than the drawback points taken.</source>
            <translation>Los niveles de atributo comprados con puntos de defectos cuestan más que los puntos de defectos tomados.</translation>
        </message>
        <message>
            <source>More attribute points are spent than the budget allows.</source>
            <translation>Se han gastado más puntos de atributo de los que permite el presupuesto.</translation>
        </message>
        <message>
            <source>More skill points are spent than the budget and drawbacks allow.</source>
            <translation>Se han gastado más puntos de habilidad de los que permiten el presupuesto y los defectos.</translation>
        </message>
        <message>
            <source>More quality points are spent than the budget and drawbacks allow.</source>
            <translation>Se han gastado más puntos de cualidades de los que permiten el presupuesto y los defectos.</translation>
        </message>
        <message>
            <source>A yes/no field holds something else.</source>
            <translation>Un campo de sí/no contiene otra cosa.</translation>
        </message>
        <message>
            <source>A text field holds something that is not text.</source>
            <translation>Un campo de texto contiene algo que no es texto.</translation>
        </message>
        <message>
            <source>The sheet has a field of an unknown kind.</source>
            <translation>La hoja tiene un campo de un tipo desconocido.</translation>
        </message>
        <message>
            <source>A table row is not a set of columns.</source>
            <translation>Una fila de tabla no es un conjunto de columnas.</translation>
        </message>
        <message>
            <source>A table row has a column this ruleset does not know.</source>
            <translation>Una fila de tabla tiene una columna que este reglamento no conoce.</translation>
        </message>
        <message>
            <source>The sheet is not a set of fields.</source>
            <translation>La hoja no es un conjunto de campos.</translation>
        </message>
        <message>
            <source>The sheet has a field this ruleset does not know.</source>
            <translation>La hoja tiene un campo que este reglamento no conoce.</translation>
        </message>
        <message>
            <source>A table on the sheet is not a list of rows.</source>
            <translation>Una tabla de la hoja no es una lista de filas.</translation>
        </message>
        <message>
            <source>More attribute levels are bought with drawback points than the attribute has.</source>
            <translation>Un atributo tiene más niveles comprados con puntos de defectos que niveles totales.</translation>
        </message>
        <message>
            <source>A skill has no name.</source>
            <translation>Una habilidad no tiene nombre.</translation>
        </message>
        <message>
            <source>This skill needs its type (Guns: Handgun, Driving: Car…).</source>
            <translation>Esta habilidad necesita su tipo (Armas de fuego: Pistola, Conducir: Coche…).</translation>
        </message>
        <message>
            <source>A quality or drawback is listed twice.</source>
            <translation>Una cualidad o defecto aparece dos veces.</translation>
        </message>
        <message>
            <source>A quality or drawback has no name.</source>
            <translation>Una cualidad o defecto no tiene nombre.</translation>
        </message>
        <message>
            <source>This quality or drawback cannot be taken at that level.</source>
            <translation>Esta cualidad o defecto no se puede tomar a ese nivel.</translation>
        </message>
        <message>
            <source>Life Points</source>
            <translation>Puntos de Vida</translation>
        </message>
        <message>
            <source>Endurance</source>
            <translation>Resistencia</translation>
        </message>
        <message>
            <source>Essence</source>
            <translation>Esencia</translation>
        </message>
        <message>
            <source>Character type</source>
            <translation>Tipo de personaje</translation>
        </message>
        <message>
            <source>Highest attribute</source>
            <translation>Atributo más alto</translation>
        </message>
        <message>
            <source>An attribute is above the highest level allowed at creation.</source>
            <translation>Un atributo supera el nivel máximo permitido en la creación.</translation>
        </message>
        <message>
            <source>More drawback points are taken than the campaign allows.</source>
            <translation>Se han tomado más puntos de defectos de los que permite la campaña.</translation>
        </message>
        <message>
            <source>Attribute levels bought with drawback points</source>
            <translation>Niveles de atributo comprados con puntos de defectos</translation>
        </message>
        <message>
            <source>Attribute points</source>
            <translation>Puntos de atributo</translation>
        </message>
        <message>
            <source>Skill points</source>
            <translation>Puntos de habilidad</translation>
        </message>
        <message>
            <source>Quality points</source>
            <translation>Puntos de cualidades</translation>
        </message>
        <message>
            <source>No weapon of that name on the sheet.</source>
            <translation>No hay ningún arma con ese nombre en la hoja.</translation>
        </message>
        <message>
            <source>A melee weapon does not shoot.</source>
            <translation>Un arma cuerpo a cuerpo no dispara.</translation>
        </message>
        <message>
            <source>Single shots</source>
            <translation>Disparos sueltos</translation>
        </message>
        <message>
            <source>Bursts</source>
            <translation>Ráfagas</translation>
        </message>
        <message>
            <source>Rounds a burst</source>
            <translation>Balas por ráfaga</translation>
        </message>
        <message>
            <source>Rock and roll (groups of ten)</source>
            <translation>Fuego a discreción (grupos de diez)</translation>
        </message>
        <message>
            <source>Trigger held all turn: each group of ten rounds rolls to hit.</source>
            <translation>Gatillo apretado todo el turno: cada grupo de diez balas tira para impactar.</translation>
        </message>
        <message>
            <source>One combat turn of firing.</source>
            <translation>Un turno de combate disparando.</translation>
        </message>
        <message>
            <source>Fire at least one shot.</source>
            <translation>Haz al menos un disparo.</translation>
        </message>
        <message>
            <source>{shots} shots, {bursts} bursts of {size}, {groups} groups of ten: {used} rounds.</source>
            <translation>{shots} {shots|disparo|disparos}, {bursts} {bursts|ráfaga|ráfagas} de {size}, {groups} {groups|grupo|grupos} de diez: {used} {used|bala|balas}.</translation>
        </message>
        <message>
            <source>{shots} {shots|single shot|single shots}: {used} {used|round|rounds}.</source>
            <translation>{shots} {shots|disparo suelto|disparos sueltos}: {used} {used|bala|balas}.</translation>
        </message>
        <message>
            <source>{bursts} {bursts|burst|bursts} of {size}: {used} {used|round|rounds}.</source>
            <translation>{bursts} {bursts|ráfaga|ráfagas} de {size}: {used} {used|bala|balas}.</translation>
        </message>
        <message>
            <source>{groups} {groups|group|groups} of ten: {used} {used|round|rounds}.</source>
            <translation>{groups} {groups|grupo|grupos} de diez: {used} {used|bala|balas}.</translation>
        </message>
        <message>
            <source>{shots} {shots|single shot|single shots}, {bursts} {bursts|burst|bursts} of {size}: {used} {used|round|rounds}.</source>
            <translation>{shots} {shots|disparo suelto|disparos sueltos}, {bursts} {bursts|ráfaga|ráfagas} de {size}: {used} {used|bala|balas}.</translation>
        </message>
        <message>
            <source>{shots} {shots|single shot|single shots}, {groups} {groups|group|groups} of ten: {used} {used|round|rounds}.</source>
            <translation>{shots} {shots|disparo suelto|disparos sueltos}, {groups} {groups|grupo|grupos} de diez: {used} {used|bala|balas}.</translation>
        </message>
        <message>
            <source>{bursts} {bursts|burst|bursts} of {size}, {groups} {groups|group|groups} of ten: {used} {used|round|rounds}.</source>
            <translation>{bursts} {bursts|ráfaga|ráfagas} de {size}, {groups} {groups|grupo|grupos} de diez: {used} {used|bala|balas}.</translation>
        </message>
        <message>
            <source>{shots} {shots|single shot|single shots}, {bursts} {bursts|burst|bursts} of {size}, {groups} {groups|group|groups} of ten: {used} {used|round|rounds}.</source>
            <translation>{shots} {shots|disparo suelto|disparos sueltos}, {bursts} {bursts|ráfaga|ráfagas} de {size}, {groups} {groups|grupo|grupos} de diez: {used} {used|bala|balas}.</translation>
        </message>
        <message>
            <source>No spare rounds to reload with.</source>
            <translation>No hay balas de repuesto para recargar.</translation>
        </message>
        <message>
            <source>{moved} rounds into the magazine; {spare} spare left.</source>
            <translation>{moved} {moved|bala|balas} al cargador; quedan {spare} de repuesto.</translation>
        </message>
        <message>
            <source>Not that many Ammo Points.</source>
            <translation>No hay tantos Puntos de Munición.</translation>
        </message>
        <message>
            <source>Not that many spare rounds.</source>
            <translation>No hay tantas balas de repuesto.</translation>
        </message>
        <message>
            <source>This weapon fires at most {count} {count|shot|shots} a turn.</source>
            <translation>Esta arma hace como mucho {count} {count|disparo|disparos} por turno.</translation>
        </message>
        <message>
            <source>Not enough rounds loaded.</source>
            <translation>No hay suficientes balas cargadas.</translation>
        </message>
        <message>
            <source>A melee weapon does not reload.</source>
            <translation>Un arma cuerpo a cuerpo no se recarga.</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Correr</translation>
        </message>
        <message>
            <source>Dive for cover</source>
            <translation>Lanzarse a cubierto</translation>
        </message>
        <message>
            <source>Break down a door</source>
            <translation>Derribar una puerta</translation>
        </message>
        <message>
            <source>Fire a weapon</source>
            <translation>Disparar un arma</translation>
        </message>
        <message>
            <source>Melee attacks</source>
            <translation>Ataques cuerpo a cuerpo</translation>
        </message>
        <message>
            <source>Retreat</source>
            <translation>Retirarse</translation>
        </message>
        <message>
            <source>Spare clips</source>
            <translation>Cargadores de repuesto</translation>
        </message>
        <message>
            <source>Rounds fired</source>
            <translation>Balas disparadas</translation>
        </message>
        <message>
            <source>An SMG sprays two rounds at each character in range.</source>
            <translation>Un subfusil rocía dos balas a cada personaje a su alcance.</translation>
        </message>
        <message>
            <source>Reload</source>
            <translation>Recargar</translation>
        </message>
        <message>
            <source>In one round: a clip drawn at random</source>
            <translation>En un asalto: un cargador sacado al azar</translation>
        </message>
        <message>
            <source>In two rounds: the clip the player names</source>
            <translation>En dos asaltos: el cargador que elija el jugador</translation>
        </message>
        <message>
            <source>Rounds in the clip named</source>
            <translation>Balas del cargador elegido</translation>
        </message>
        <message>
            <source>A clip that does not exist still takes two rounds and loads one at random.</source>
            <translation>Un cargador que no existe también cuesta dos asaltos y se carga uno al azar.</translation>
        </message>
        <message>
            <source>up to {capacity} {capacity|round|rounds} in the clip, how many are left unknown (a hasty reload loads a clip at random): count your shots</source>
            <translation>hasta {capacity} {capacity|bala|balas} en el cargador, cuántas quedan no se sabe (una recarga apresurada mete un cargador al azar): cuenta tus disparos</translation>
        </message>
        <message>
            <source>Keep the old clip</source>
            <translation>Conservar el cargador viejo</translation>
        </message>
        <message>
            <source>Otherwise the old clip is discarded.</source>
            <translation>Si no, el cargador viejo se descarta.</translation>
        </message>
        <message>
            <source>{count} full clips of fifteen.</source>
            <translation>{count} cargadores llenos de quince.</translation>
        </message>
        <message>
            <source>Not that many spare clips.</source>
            <translation>No hay tantos cargadores de repuesto.</translation>
        </message>
        <message>
            <source>Something else</source>
            <translation>Otra cosa</translation>
        </message>
        <message>
            <source>Agility</source>
            <translation>Agilidad</translation>
        </message>
        <message>
            <source>Intellect</source>
            <translation>Intelecto</translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>Suerte</translation>
        </message>
        <message>
            <source>An attribute must be a whole number.</source>
            <extracomment>"from the very start every attribute is at 5" "the character is given 7 points to raise these attributes"</extracomment>
            <translation>Un atributo debe ser un número entero.</translation>
        </message>
        <message>
            <source>An attribute runs from 1 to 10.</source>
            <translation>Un atributo va de 1 a 10.</translation>
        </message>
        <message>
            <source>More attribute points spent than the campaign gives.</source>
            <translation>Se han gastado más puntos de atributo de los que da la campaña.</translation>
        </message>
        <message>
            <source>Points below the starting value</source>
            <translation>Puntos por debajo del valor inicial</translation>
        </message>
        <message>
            <source>A new character starts every attribute at the starting value.</source>
            <translation>Un personaje nuevo empieza con todos los atributos en el valor inicial.</translation>
        </message>
        <message>
            <source>Sides: players first</source>
            <translation>Bandos: jugadores primero</translation>
        </message>
        <message>
            <source>Agility: highest first</source>
            <translation>Agilidad: la más alta primero</translation>
        </message>
        <message>
            <source>The starting attribute value runs from 1 to 10.</source>
            <translation>El valor inicial de los atributos va de 1 a 10.</translation>
        </message>
        <message>
            <source>Attribute points must be a whole number, 0 or more.</source>
            <translation>Los puntos de atributo deben ser un número entero, 0 o más.</translation>
        </message>
        <message>
            <source>Starting attribute value</source>
            <translation>Valor inicial de los atributos</translation>
        </message>
        <message>
            <source>Player character</source>
            <translation>Personaje jugador</translation>
        </message>
        <message>
            <source>Character</source>
            <translation>Personaje</translation>
        </message>
        <message>
            <source>Players act first when initiative goes by sides.</source>
            <translation>Los jugadores actúan primero cuando la iniciativa va por bandos.</translation>
        </message>
        <message>
            <source>Melee</source>
            <translation>Cuerpo a cuerpo</translation>
        </message>
        <message>
            <source>Ranged: damage per hit. Melee: added to base damage.</source>
            <translation>A distancia: daño por impacto. Cuerpo a cuerpo: se suma al daño base.</translation>
        </message>
        <message>
            <source>Shots a turn</source>
            <translation>Disparos por turno</translation>
        </message>
        <message>
            <source>Magazine</source>
            <translation>Cargador</translation>
        </message>
        <message>
            <source>Critical hits</source>
            <translation>Impactos críticos</translation>
        </message>
        <message>
            <source>Deflects on d10 at or under</source>
            <translation>Desvía con d10 igual o menor que</translation>
        </message>
        <message>
            <source>Absorbs</source>
            <translation>Absorbe</translation>
        </message>
        <message>
            <source>Player character is yes or no.</source>
            <translation>Personaje jugador es sí o no.</translation>
        </message>
        <message>
            <source>Two weapons have the same name.</source>
            <translation>Dos armas tienen el mismo nombre.</translation>
        </message>
        <message>
            <source>Weapons and armor are lists of rows.</source>
            <translation>Las armas y el blindaje son listas de filas.</translation>
        </message>
        <message>
            <source>A weapon needs a name.</source>
            <translation>Un arma necesita un nombre.</translation>
        </message>
        <message>
            <source>A weapon is melee or ranged.</source>
            <translation>Un arma es cuerpo a cuerpo o a distancia.</translation>
        </message>
        <message>
            <source>Critical hits is yes or no.</source>
            <translation>Impactos críticos es sí o no.</translation>
        </message>
        <message>
            <source>Weapon damage is 0 or more.</source>
            <translation>El daño del arma es 0 o más.</translation>
        </message>
        <message>
            <source>A weapon fires at least one shot.</source>
            <translation>Un arma hace al menos un disparo.</translation>
        </message>
        <message>
            <source>A magazine holds 0 or more.</source>
            <translation>Un cargador contiene 0 o más.</translation>
        </message>
        <message>
            <source>Armor needs a name.</source>
            <translation>El blindaje necesita un nombre.</translation>
        </message>
        <message>
            <source>Deflection runs from 0 to 10.</source>
            <translation>La desviación va de 0 a 10.</translation>
        </message>
        <message>
            <source>Absorption is 0 or more.</source>
            <translation>La absorción es 0 o más.</translation>
        </message>
        <message>
            <source>Base damage</source>
            <translation>Daño base</translation>
        </message>
        <message>
            <source>Attacks per turn</source>
            <translation>Ataques por turno</translation>
        </message>
        <message>
            <source>Health</source>
            <translation>Salud</translation>
        </message>
        <message>
            <source>Out of ammo</source>
            <translation>Sin munición</translation>
        </message>
        <message>
            <source>Nothing loaded in {weapon}.</source>
            <translation>Nada cargado en {weapon}.</translation>
        </message>
        <message>
            <source>No such armor on the sheet.</source>
            <translation>No existe ese blindaje en la hoja.</translation>
        </message>
        <message>
            <source>No armor</source>
            <translation>Sin blindaje</translation>
        </message>
        <message>
            <source>Armor of any kind is ignored. Type the damage the shot gave: it is already doubled.</source>
            <translation>Se ignora cualquier blindaje. Escribe el daño que dio el disparo: ya está duplicado.</translation>
        </message>
        <message>
            <source>Critical hit (damage already doubled): armor ignored.</source>
            <translation>Impacto crítico (daño ya duplicado): se ignora el blindaje.</translation>
        </message>
        <message>
            <source>Players' side</source>
            <translation>Bando de los jugadores</translation>
        </message>
        <message>
            <source>Others' side</source>
            <translation>El otro bando</translation>
        </message>
        <message>
            <source>Agility {value}</source>
            <translation>Agilidad {value}</translation>
        </message>
        <message>
            <source>Modifier</source>
            <translation>Modificador</translation>
        </message>
        <message>
            <source>Added to the attribute: range, light, cover, the situation.</source>
            <translation>Se suma al atributo: alcance, iluminación, cobertura, la situación.</translation>
        </message>
        <message>
            <source>Attribute test</source>
            <translation>Prueba de atributo</translation>
        </message>
        <message>
            <source>Passed at or under attribute + modifier.</source>
            <translation>Se supera con un resultado igual o menor que atributo + modificador.</translation>
        </message>
        <message>
            <source>Shot (Perception)</source>
            <translation>Disparo (Percepción)</translation>
        </message>
        <message>
            <source>A 10 always misses; a 1 is a critical hit.</source>
            <translation>Un 10 siempre falla; un 1 es un impacto crítico.</translation>
        </message>
        <message>
            <source>Melee exchange</source>
            <translation>Intercambio cuerpo a cuerpo</translation>
        </message>
        <message>
            <source>Opponents like this one</source>
            <translation>Oponentes como este</translation>
        </message>
        <message>
            <source>One exchange against several (the text: one against three zombies): each rolls its own dice; winning, you hit one of them; losing, each of them hits you.</source>
            <translation>Un intercambio contra varios (el texto: uno contra tres zombis): cada uno tira sus dados; si ganas, golpeas a uno de ellos; si pierdes, te golpea cada uno.</translation>
        </message>
        <message>
            <source>One d10 per attack; the highest die wins.</source>
            <translation>Un d10 por ataque; gana el dado más alto.</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Prueba superada</translation>
        </message>
        <message>
            <source>Critical hit</source>
            <translation>Impacto crítico</translation>
        </message>
        <message>
            <source>Win the exchange</source>
            <translation>Ganar el intercambio</translation>
        </message>
        <message>
            <source>Lose the exchange</source>
            <translation>Perder el intercambio</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>Superada</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Fallada</translation>
        </message>
        <message>
            <source>{outcome}: {damage} damage before armor</source>
            <translation>{outcome}: {damage} de daño antes del blindaje</translation>
        </message>
        <message>
            <source>Wins the exchange ({why}): {damage} damage</source>
            <translation>Gana el intercambio ({why}): {damage} de daño</translation>
        </message>
        <message>
            <source>Loses the exchange ({why}): {count} {count|hit|hits} of {damage} damage</source>
            <translation>Pierde el intercambio ({why}): {count} {count|golpe|golpes} de {damage} de daño</translation>
        </message>
        <message>
            <source>Loses the exchange ({why}): takes {damage} damage</source>
            <translation>Pierde el intercambio ({why}): recibe {damage} de daño</translation>
        </message>
        <message>
            <source>Critical hit is yes or no.</source>
            <translation>Impacto crítico es sí o no.</translation>
        </message>
        <message>
            <source>{armor} deflects the hit.</source>
            <translation>{armor} desvía el impacto.</translation>
        </message>
        <message>
            <source>{armor} absorbs {absorb}.</source>
            <translation>{armor} absorbe {absorb}.</translation>
        </message>
        <message>
            <source>Takes {damage} damage: Health {before} → {after}.</source>
            <translation>Recibe {damage} de daño: Salud {before} → {after}.</translation>
        </message>
        <message>
            <source>Health restored</source>
            <translation>Salud recuperada</translation>
        </message>
        <message>
            <source>Heals {amount}: Health {before} → {after}.</source>
            <translation>Se cura {amount}: Salud {before} → {after}.</translation>
        </message>
        <message>
            <source>Shot with {weapon}: {outcome}, {damage} damage.</source>
            <translation>Disparo con {weapon}: {outcome}, {damage} de daño.</translation>
        </message>
        <message>
            <source>Reloads {weapon}.</source>
            <translation>Recarga {weapon}.</translation>
        </message>
        <message>
            <source>Pick a melee weapon for close combat.</source>
            <translation>Elige un arma cuerpo a cuerpo para el combate cuerpo a cuerpo.</translation>
        </message>
        <message>
            <source>The amount must be a whole number.</source>
            <translation>La cantidad debe ser un número entero.</translation>
        </message>
        <message>
            <source>The amount cannot be negative.</source>
            <translation>La cantidad no puede ser negativa.</translation>
        </message>
        <message>
            <source>highest die {best} against {their_best}; the higher die wins a melee exchange, Agility does not cap it</source>
            <translation>dado más alto {best} contra {their_best}; en un intercambio cuerpo a cuerpo gana el dado más alto, aunque supere la Agilidad: no es una tirada bajo la Agilidad</translation>
        </message>
        <message>
            <source>Each side of a melee needs at least one fighter.</source>
            <extracomment>who it is, as the GM named it ("Ana"): the log's faces say whose they are</extracomment>
            <translation>Cada bando de un cuerpo a cuerpo necesita al menos un combatiente.</translation>
        </message>
        <message>
            <source>A melee sets one fighter against one or several; split the groups.</source>
            <translation>Un cuerpo a cuerpo enfrenta a un combatiente con uno o varios; divide los grupos.</translation>
        </message>
        <message>
            <source>A fighter can stand in a melee only once.</source>
            <translation>Un combatiente solo puede estar una vez en un cuerpo a cuerpo.</translation>
        </message>
        <message>
            <source>Attacks cannot be negative.</source>
            <translation>Los ataques no pueden ser negativos.</translation>
        </message>
        <message>
            <source>Damage cannot be negative.</source>
            <translation>El daño no puede ser negativo.</translation>
        </message>
        <message>
            <source>Nobody in this melee has an attack (Agility 1 gives none).</source>
            <translation>Nadie en este cuerpo a cuerpo tiene un ataque (Agilidad 1 no da ninguno).</translation>
        </message>
        <message>
            <source>Give the faces of every fighter.</source>
            <translation>Indica los resultados de cada combatiente.</translation>
        </message>
        <message>
            <source>Each fighter rolls one die per attack.</source>
            <translation>Cada combatiente tira un dado por ataque.</translation>
        </message>
        <message>
            <source>no die against best die {their_best}</source>
            <translation>ningún dado contra un dado más alto de {their_best}</translation>
        </message>
        <message>
            <source>best die {best} against no die</source>
            <translation>dado más alto {best} contra ningún dado</translation>
        </message>
        <message>
            <source>best die {best} against {their_best}</source>
            <translation>dado más alto {best} contra {their_best}; en un intercambio cuerpo a cuerpo gana el dado más alto, aunque supere la Agilidad: no es una tirada bajo la Agilidad</translation>
        </message>
        <message>
            <source>best die {best} against {their_best}, Agility {agility} against {their_agility}</source>
            <translation>empate en los dados, {best} contra {their_best}; gana la Agilidad más alta: {agility} contra {their_agility}</translation>
        </message>
        <message>
            <source>Rolled again {count} {count|time|times}: equal best dice, equal Agility</source>
            <translation>Se tiró de nuevo {count} {count|vez|veces}: dados más altos empatados y Agilidad empatada</translation>
        </message>
        <message>
            <source>Miss</source>
            <translation>Fallo</translation>
        </message>
        <message>
            <source>Hit</source>
            <translation>Impacto</translation>
        </message>
        <message>
            <source>Not enough dice for this shot.</source>
            <extracomment>a critical deals this many times the damage</extracomment>
            <translation>No hay dados suficientes para este disparo.</translation>
        </message>
        <message>
            <source>More dice than this shot uses.</source>
            <translation>Hay más dados de los que usa este disparo.</translation>
        </message>
        <message>
            <source>A modifier must be a whole number.</source>
            <translation>Un modificador debe ser un número entero.</translation>
        </message>
        <message>
            <source>A modifier runs from −20 to +20.</source>
            <translation>Un modificador va de −20 a +20.</translation>
        </message>
        <message>
            <source>Test</source>
            <translation>Prueba</translation>
        </message>
        <message>
            <source>Unknown kind of roll.</source>
            <extracomment>roll kinds that are never pushed and take no stress dice every roll kind a pool may have</extracomment>
            <translation>Tipo de tirada desconocido.</translation>
        </message>
        <message>
            <source>{total} or more</source>
            <translation>{total} o más</translation>
        </message>
        <message>
            <source>That roll allows nothing more.</source>
            <translation>Esa tirada no permite nada más.</translation>
        </message>
        <message>
            <source>Dice counts cannot be negative.</source>
            <translation>El número de dados no puede ser negativo.</translation>
        </message>
        <message>
            <source>A Broken character's roll cannot be pushed.</source>
            <translation>No se puede forzar la tirada de un personaje fuera de combate.</translation>
        </message>
        <message>
            <source>No such roll this round.</source>
            <translation>No hay tal tirada en este asalto.</translation>
        </message>
        <message>
            <source>Only a player character's roll can be pushed.</source>
            <translation>Solo se puede forzar la tirada de un personaje jugador.</translation>
        </message>
        <message>
            <source>This kind of roll cannot be pushed.</source>
            <translation>Este tipo de tirada no se puede forzar.</translation>
        </message>
        <message>
            <source>A roll can be pushed only once.</source>
            <translation>Una tirada solo se puede forzar una vez.</translation>
        </message>
        <message>
            <source>A messed-up roll cannot be pushed.</source>
            <translation>No se puede forzar una tirada pifiada.</translation>
        </message>
        <message>
            <source>Taking cover</source>
            <translation>Ponerse a cubierto</translation>
        </message>
        <message>
            <source>Ranged combat</source>
            <translation>Combate a distancia</translation>
        </message>
        <message>
            <source>{name} carries no ranged weapon: nothing to shoot with; the turn&apos;s roll is a Close Combat attack.</source>
            <translation>{name} no lleva arma a distancia: no tiene con qué disparar; la tirada de su turno es un ataque de Combate cuerpo a cuerpo.</translation>
        </message>
        <message>
            <source>{name} declared a ranged attack but carries no ranged weapon: roll Close Combat, or change the weapon.</source>
            <translation>{name} declaró un ataque a distancia pero no lleva arma a distancia: tira Combate cuerpo a cuerpo o cambia de arma.</translation>
        </message>
        <message>
            <source>{name} declared a ranged attack but carries no ranged weapon ({weapon} is a close combat weapon): roll Close Combat, or change the weapon.</source>
            <translation>{name} declaró un ataque a distancia pero no lleva arma a distancia ({weapon} es un arma cuerpo a cuerpo): tira Combate cuerpo a cuerpo o cambia de arma.</translation>
        </message>
        <message>
            <source>Close combat</source>
            <translation>Combate cuerpo a cuerpo</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Movimiento</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Otra acción</translation>
        </message>
        <message>
            <source>Overwatch</source>
            <translation>En guardia</translation>
        </message>
        <message>
            <source>Brawl phases run from 1 to 6.</source>
            <translation>Las fases de la refriega van de 1 a 6.</translation>
        </message>
        <message>
            <source>Overwatch is a ranged combat action on an area.</source>
            <translation>En guardia es una acción de combate a distancia sobre una zona.</translation>
        </message>
        <message>
            <source>A character cannot target themselves.</source>
            <translation>Un personaje no puede elegirse a sí mismo como objetivo.</translation>
        </message>
        <message>
            <source>Each character has one action a round.</source>
            <translation>Cada personaje tiene una acción por asalto.</translation>
        </message>
        <message>
            <source>minutes</source>
            <translation>minutos</translation>
        </message>
        <message>
            <source>hours</source>
            <translation>horas</translation>
        </message>
        <message>
            <source>{n|minute|minutes}</source>
            <translation>{n|minuto|minutos}</translation>
        </message>
        <message>
            <source>{n|hour|hours}</source>
            <translation>{n|hora|horas}</translation>
        </message>
        <message>
            <source>{n|day|days}</source>
            <translation>{n|día|días}</translation>
        </message>
        <message>
            <source>{n|week|weeks}</source>
            <translation>{n|semana|semanas}</translation>
        </message>
        <message>
            <source>days</source>
            <translation>días</translation>
        </message>
        <message>
            <source>weeks</source>
            <translation>semanas</translation>
        </message>
        <message>
            <source>none</source>
            <translation>nada</translation>
        </message>
        <message>
            <source>basic medical gear (B)</source>
            <translation>equipo médico básico (B)</translation>
        </message>
        <message>
            <source>advanced medical gear (A)</source>
            <translation>equipo médico avanzado (A)</translation>
        </message>
        <message>
            <source>Severed limb</source>
            <translation>Extremidad amputada</translation>
        </message>
        <message>
            <source>Critical injury</source>
            <translation>Herida crítica</translation>
        </message>
        <message>
            <source>An injury's penalty cannot be negative.</source>
            <translation>El penalizador de una herida no puede ser negativo.</translation>
        </message>
        <message>
            <source>Unknown unit of time.</source>
            <translation>Unidad de tiempo desconocida.</translation>
        </message>
        <message>
            <source>Medical equipment is B, A or none.</source>
            <translation>El equipo médico es B, A o nada.</translation>
        </message>
        <message>
            <source>A critical injury is incomplete.</source>
            <extracomment>``elapsed_minutes`` when the last attempt to stabilize it failed (one attempt a day)</extracomment>
            <translation>Una herida crítica está incompleta.</translation>
        </message>
        <message>
            <source>This injury is not lethal.</source>
            <translation>Esta herida no es letal.</translation>
        </message>
        <message>
            <source>The time limit has run out.</source>
            <translation>El plazo se ha agotado.</translation>
        </message>
        <message>
            <source>Without the right medical equipment nothing can be done.</source>
            <translation>Sin el equipo médico adecuado no se puede hacer nada.</translation>
        </message>
        <message>
            <source>Only one attempt to stabilize a day: the last one failed less than a day ago.</source>
            <translation>Solo un intento de estabilizar al día: el último falló hace menos de un día.</translation>
        </message>
        <message>
            <source>Tending an injury needs medical gear (basic or advanced).</source>
            <translation>Tratar una herida requiere equipo médico (básico o avanzado).</translation>
        </message>
        <message>
            <source>This injury has already been tended with basic medical gear: only advanced medical gear (A) allows a new roll.</source>
            <translation>Esta herida ya ha sido tratada con equipo médico básico: solo el equipo médico avanzado (A) permite una nueva tirada.</translation>
        </message>
        <message>
            <source>This injury has already been tended with advanced medical gear: no new roll is allowed.</source>
            <translation>Esta herida ya ha sido tratada con equipo médico avanzado: no se permite una nueva tirada.</translation>
        </message>
        <message>
            <source>Successes cannot be negative.</source>
            <translation>Los éxitos no pueden ser negativos.</translation>
        </message>
        <message>
            <source>Time cannot run backwards.</source>
            <translation>El tiempo no puede ir hacia atrás.</translation>
        </message>
        <message>
            <source>The number of dead cannot be negative.</source>
            <extracomment>(fewest dead, Swarm Size) from the top band down</extracomment>
            <translation>El número de muertos no puede ser negativo.</translation>
        </message>
        <message>
            <source>Safe</source>
            <translation>A salvo</translation>
        </message>
        <message>
            <source>You are in a cleared area and safe. For now.</source>
            <translation>Estáis en una zona despejada y a salvo. Por ahora.</translation>
        </message>
        <message>
            <source>Dead around</source>
            <translation>Muertos alrededor</translation>
        </message>
        <message>
            <source>There are dead around, but they have not noticed you. You might suffer a single attack if you mess up.</source>
            <translation>Hay muertos por los alrededores, pero no os han visto. Si pifiáis, podéis sufrir un ataque único.</translation>
        </message>
        <message>
            <source>Calm</source>
            <translation>Calma</translation>
        </message>
        <message>
            <source>Uneasy</source>
            <translation>Inquietud</translation>
        </message>
        <message>
            <source>Wary</source>
            <translation>Recelo</translation>
        </message>
        <message>
            <source>Tense</source>
            <translation>Nervios</translation>
        </message>
        <message>
            <source>Dire</source>
            <translation>Peligro</translation>
        </message>
        <message>
            <source>Desperate</source>
            <translation>Desesperación</translation>
        </message>
        <message>
            <source>Breaking point</source>
            <translation>Al límite</translation>
        </message>
        <message>
            <source>Dead close by</source>
            <translation>Muertos cerca</translation>
        </message>
        <message>
            <source>There are dead close by, but they are not aware of you. Yet. The GM can draw a map of the area and point out where the dead are located exactly.</source>
            <translation>Hay muertos cerca, pero no saben que estáis ahí. Todavía. El DJ puede dibujar un mapa de la zona y señalar dónde están exactamente.</translation>
        </message>
        <message>
            <source>Aware</source>
            <translation>Alerta</translation>
        </message>
        <message>
            <source>The dead are aware of you. All nearby undead will shamble towards you, and you must fight to get out alive.</source>
            <translation>Los muertos saben que estáis ahí. Todos los no muertos cercanos se arrastran hacia vosotros, y tendréis que luchar para salir con vida.</translation>
        </message>
        <message>
            <source>Closing in</source>
            <translation>Se acercan</translation>
        </message>
        <message>
            <source>The dead are closing in on you.</source>
            <translation>Los muertos se os echan encima.</translation>
        </message>
        <message>
            <source>Arm's length</source>
            <translation>Al alcance de la mano</translation>
        </message>
        <message>
            <source>They are at arm's length away from you.</source>
            <translation>Están al alcance de la mano.</translation>
        </message>
        <message>
            <source>In your face</source>
            <translation>Encima</translation>
        </message>
        <message>
            <source>The dead are in your face, surrounding you. Good luck.</source>
            <translation>Los muertos están encima, rodeándoos. Buena suerte.</translation>
        </message>
        <message>
            <source>The Threat Level runs from 0 to 6.</source>
            <translation>El Nivel de Amenaza va de 0 a 6.</translation>
        </message>
        <message>
            <source>Rolling a walker on a stress die and messing up</source>
            <extracomment>the four ways the Threat Level rises</extracomment>
            <translation>Sacar un caminante en un dado de estrés y pifiar</translation>
        </message>
        <message>
            <source>Failing a skill roll to avoid the undead</source>
            <translation>Fallar una tirada de habilidad para esquivar a los no muertos</translation>
        </message>
        <message>
            <source>Facing a group of undead placed there beforehand by the GM</source>
            <translation>Toparse con un grupo de no muertos que el DJ colocó de antemano</translation>
        </message>
        <message>
            <source>Doing something that attracts the dead, such as making noise</source>
            <translation>Hacer algo que atrae a los muertos, como hacer ruido</translation>
        </message>
        <message>
            <source>Raise the Threat Level one step</source>
            <extracomment>what the GM may do instead when a rise seems illogical</extracomment>
            <translation>Subir un paso el Nivel de Amenaza</translation>
        </message>
        <message>
            <source>A PC or NPC suffers a single attack from the dead</source>
            <translation>Un PJ o PNJ sufre un ataque único de los muertos</translation>
        </message>
        <message>
            <source>Increase the Swarm Size by one step</source>
            <translation>Aumentar un paso el Tamaño de la horda</translation>
        </message>
        <message>
            <source>Unknown reason for the threat to rise.</source>
            <translation>Motivo desconocido para que suba la amenaza.</translation>
        </message>
        <message>
            <source>Unknown choice.</source>
            <translation>Opción desconocida.</translation>
        </message>
        <message>
            <source>The dead can be avoided only at Threat Level 1 or 2.</source>
            <translation>Solo se puede esquivar a los muertos con Nivel de Amenaza 1 o 2.</translation>
        </message>
        <message>
            <source>The Threat Level is increased one step</source>
            <extracomment>what the GM may pick after a lost round, and the option each belongs to</extracomment>
            <translation>El Nivel de Amenaza sube un paso</translation>
        </message>
        <message>
            <source>The Swarm Size is increased one step</source>
            <translation>El Tamaño de la horda aumenta un paso</translation>
        </message>
        <message>
            <source>Swarm attack: a single attack on a random victim</source>
            <translation>Ataque de la horda: un ataque único a una víctima al azar</translation>
        </message>
        <message>
            <source>Swarm attack: block, Mobility and Stealth need one more success</source>
            <translation>Ataque de la horda: bloqueo, Movilidad y Sigilo necesitan un éxito más</translation>
        </message>
        <message>
            <source>Swarm attack: mass attack on a random victim, no roll to avoid it</source>
            <translation>Ataque de la horda: ataque masivo a una víctima al azar, sin tirada para evitarlo</translation>
        </message>
        <message>
            <source>The swarm fight record is incomplete.</source>
            <extracomment>the Threat Level the GM may set after a won fight</extracomment>
            <translation>El registro de la pelea contra la horda está incompleto.</translation>
        </message>
        <message>
            <source>The swarm fight record is out of range.</source>
            <translation>El registro de la pelea contra la horda tiene valores fuera de rango.</translation>
        </message>
        <message>
            <source>Clearing out an area is done at Threat Level 2.</source>
            <translation>Despejar una zona se hace con Nivel de Amenaza 2.</translation>
        </message>
        <message>
            <source>At Threat Level 3 and above the dead know you are there and won&apos;t just go away: only a distraction that lures them away lowers it.</source>
            <translation>Con Nivel de Amenaza 3 o más, los muertos saben que los personajes están ahí y no se irán sin más: solo una distracción que los atraiga lejos lo baja.</translation>
        </message>
        <message>
            <source>A swarm is fought from Threat Level 3.</source>
            <translation>Contra la horda se pelea a partir del Nivel de Amenaza 3.</translation>
        </message>
        <message>
            <source>The Swarm Size runs from 1 to 6.</source>
            <translation>El Tamaño de la horda va de 1 a 6.</translation>
        </message>
        <message>
            <source>Fewer than five dead are no swarm: use single attacks.</source>
            <translation>Menos de cinco muertos no son una horda: usa ataques únicos.</translation>
        </message>
        <message>
            <source>A character is named twice.</source>
            <translation>Un personaje aparece dos veces.</translation>
        </message>
        <message>
            <source>These rules have no roll to hand out dice before a swarm round.</source>
            <translation>Estas reglas no tienen una tirada antes del asalto contra la horda para repartir dados.</translation>
        </message>
        <message>
            <source>These rules have no sacrifices in a swarm fight.</source>
            <translation>Estas reglas no tienen sacrificios en una pelea contra la horda.</translation>
        </message>
        <message>
            <source>No more than {count} {count|roll|rolls} a round.</source>
            <translation>No más de {count} {count|tirada|tiradas} por asalto.</translation>
        </message>
        <message>
            <source>No more than three rolls a round.</source>
            <translation>No más de tres tiradas por asalto.</translation>
        </message>
        <message>
            <source>No more than three may roll; the others can help.</source>
            <translation>No pueden tirar más de tres; los demás pueden ayudar.</translation>
        </message>
        <message>
            <source>Only one of the two fighters can roll twice.</source>
            <translation>Solo uno de los dos combatientes puede tirar dos veces.</translation>
        </message>
        <message>
            <source>The leader cannot be one of the three rolling.</source>
            <translation>El líder no puede ser uno de los tres que tiran.</translation>
        </message>
        <message>
            <source>Leadership dice go only to those rolling.</source>
            <translation>Los dados de Liderazgo solo van a quienes tiran.</translation>
        </message>
        <message>
            <source>No more than three Leadership dice to one person.</source>
            <translation>No más de tres dados de Liderazgo a una persona.</translation>
        </message>
        <message>
            <source>One Leadership die per success, no more.</source>
            <translation>Un dado de Liderazgo por éxito, no más.</translation>
        </message>
        <message>
            <source>A roller has no pool.</source>
            <translation>Alguien que tira no tiene reserva de dados.</translation>
        </message>
        <message>
            <source>Nobody can sacrifice themselves this way.</source>
            <translation>Nadie puede sacrificarse a sí mismo de esta forma.</translation>
        </message>
        <message>
            <source>The swarm fight is over.</source>
            <translation>La pelea contra la horda ha terminado.</translation>
        </message>
        <message>
            <source>The GM must first pick what the dead do.</source>
            <translation>Primero el DJ debe elegir qué hacen los muertos.</translation>
        </message>
        <message>
            <source>The GM must first set the Threat Level.</source>
            <translation>Primero el DJ debe fijar el Nivel de Amenaza.</translation>
        </message>
        <message>
            <source>Unknown way of clearing out an area.</source>
            <translation>Forma desconocida de despejar una zona.</translation>
        </message>
        <message>
            <source>The leader cannot be one of those rolling.</source>
            <translation>El líder no puede ser uno de los que tiran.</translation>
        </message>
        <message>
            <source>There is no lost round to settle.</source>
            <translation>No hay ningún asalto perdido que resolver.</translation>
        </message>
        <message>
            <source>Pick one option, or two when a PC messed up.</source>
            <translation>Elige una opción, o dos si un PJ pifió.</translation>
        </message>
        <message>
            <source>The two picks must be different options.</source>
            <translation>Las dos elecciones deben ser opciones distintas.</translation>
        </message>
        <message>
            <source>Nobody to attack.</source>
            <translation>No hay nadie a quien atacar.</translation>
        </message>
        <message>
            <source>The fight has not been won yet.</source>
            <translation>La pelea aún no se ha ganado.</translation>
        </message>
        <message>
            <source>After a won fight the Threat Level is 0, 1 or 2.</source>
            <translation>Tras una pelea ganada, el Nivel de Amenaza es 0, 1 o 2.</translation>
        </message>
        <message>
            <source>Wits</source>
            <translation>Astucia</translation>
        </message>
        <message>
            <source>Empathy</source>
            <translation>Empatía</translation>
        </message>
        <message>
            <source>Close Combat</source>
            <extracomment>skill → (label, attribute it is rolled with)</extracomment>
            <translation>Combate cuerpo a cuerpo</translation>
        </message>
        <message>
            <source>Endure</source>
            <translation>Aguante</translation>
        </message>
        <message>
            <source>Force</source>
            <translation>Fuerza bruta</translation>
        </message>
        <message>
            <source>Mobility</source>
            <translation>Movilidad</translation>
        </message>
        <message>
            <source>Ranged Combat</source>
            <translation>Combate a distancia</translation>
        </message>
        <message>
            <source>Scout</source>
            <translation>Explorar</translation>
        </message>
        <message>
            <source>Tech</source>
            <translation>Técnica</translation>
        </message>
        <message>
            <source>Leadership</source>
            <translation>Liderazgo</translation>
        </message>
        <message>
            <source>Manipulation</source>
            <translation>Manipulación</translation>
        </message>
        <message>
            <source>Gear bonus</source>
            <translation>Bonificación de equipo</translation>
        </message>
        <message>
            <source>Range</source>
            <translation>Alcance</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>Objeto</translation>
        </message>
        <message>
            <source>Armor Level</source>
            <translation>Nivel de blindaje</translation>
        </message>
        <message>
            <source>Armor penalty (Mobility)</source>
            <translation>Penalizador del blindaje (Movilidad)</translation>
        </message>
        <message>
            <source>The roll has an input this ruleset does not know.</source>
            <extracomment>the inputs that say what is rolled (the skill, the weapon): the log names their choices after the roll's label ("Skill roll (Mobility, Knife)"); an empty choice is not named an opposed roll that may be rolled at no character too (a shot at a door): the opponent is then only whom its damage offers go to values of ``label``'s {placeholders} (the odds after a push), filled when shown its name in the log ("Push the roll"), when ``label`` says more than that (the odds); else the label the request is for that character's heal form instead (first aid given) the button's own text, a marked template with {name} (else "Apply N damage to name")</extracomment>
            <translation>La tirada tiene un dato que este reglamento no conoce.</translation>
        </message>
        <message>
            <source>A number is expected.</source>
            <translation>Se esperaba un número.</translation>
        </message>
        <message>
            <source>A value is out of range.</source>
            <translation>Un valor está fuera de rango.</translation>
        </message>
        <message>
            <source>Text is expected.</source>
            <translation>Se esperaba texto.</translation>
        </message>
        <message>
            <source>First aid needs someone to tend: pick them in On.</source>
            <translation>Los primeros auxilios necesitan a alguien a quien atender: elígelo en A quién.</translation>
        </message>
        <message>
            <source>An opposed roll needs an opponent.</source>
            <translation>Una tirada enfrentada necesita un oponente.</translation>
        </message>
        <message>
            <source>Yes or no is expected.</source>
            <translation>Se esperaba sí o no.</translation>
        </message>
        <message>
            <source>A table is expected.</source>
            <translation>Se esperaba una tabla.</translation>
        </message>
        <message>
            <source>A table row is malformed.</source>
            <translation>Una fila de tabla está mal formada.</translation>
        </message>
        <message>
            <source>A table row has an unknown column.</source>
            <translation>Una fila de tabla tiene una columna desconocida.</translation>
        </message>
        <message>
            <source>The sheet has an unknown field.</source>
            <translation>La hoja tiene un campo desconocido.</translation>
        </message>
        <message>
            <source>Unknown skill.</source>
            <translation>Habilidad desconocida.</translation>
        </message>
        <message>
            <source>A rating cannot be negative.</source>
            <extracomment>the −1 die while poisoned or sick (on every roll, the Endure roll included) how often the opposed roll is made again: poison every hour, disease every day</extracomment>
            <translation>Una potencia no puede ser negativa.</translation>
        </message>
        <message>
            <source>Height and successes cannot be negative.</source>
            <translation>La altura y los éxitos no pueden ser negativos.</translation>
        </message>
        <message>
            <source>Attack</source>
            <translation>Ataque</translation>
        </message>
        <message>
            <source>Explosion</source>
            <translation>Explosión</translation>
        </message>
        <message>
            <source>Single shot</source>
            <translation>Disparo único</translation>
        </message>
        <message>
            <source>Burst (2-5 rounds)</source>
            <translation>Ráfaga (2-5 balas)</translation>
        </message>
        <message>
            <source>Rock and roll (trigger held)</source>
            <translation>Fuego a discreción (gatillo apretado)</translation>
        </message>
        <message>
            <source>Burst</source>
            <translation>Ráfaga</translation>
        </message>
        <message>
            <source>Group of rounds</source>
            <translation>Grupo de balas</translation>
        </message>
        <message>
            <source>Unknown way of firing.</source>
            <translation>Modo de disparo desconocido.</translation>
        </message>
        <message>
            <source>group</source>
            <translation>grupo</translation>
        </message>
        <message>
            <source>Fire</source>
            <translation>Fuego</translation>
        </message>
        <message>
            <source>One round hits a success level, at most the burst.</source>
            <translation>Impacta una bala por nivel de éxito, como máximo las de la ráfaga.</translation>
        </message>
        <message>
            <source>Burst this turn</source>
            <translation>Ráfaga de este turno</translation>
        </message>
        <message>
            <source>The second burst of a turn takes −3, the third −6…</source>
            <translation>La segunda ráfaga del turno sufre −3, la tercera −6…</translation>
        </message>
        <message>
            <source>Penalty of each further burst</source>
            <translation>Penalización de cada ráfaga más</translation>
        </message>
        <message>
            <source>Rounds sprayed (rock and roll)</source>
            <translation>Balas disparadas (fuego a discreción)</translation>
        </message>
        <message>
            <source>0: the whole magazine, the trigger held all turn. One roll a group of ten rounds; each further group −4 more.</source>
            <translation>0: todo el cargador, el gatillo apretado todo el turno. Una tirada por cada grupo de diez balas; cada grupo siguiente −4 más.</translation>
        </message>
        <message>
            <source>Penalty of each further group of ten</source>
            <translation>Penalización de cada grupo de diez más</translation>
        </message>
        <message>
            <source>{count} rounds or more hit</source>
            <translation>{count|Impacta|Impactan} {count} {count|bala|balas} o más</translation>
        </message>
        <message>
            <source>Group {group} hits</source>
            <translation>El grupo {group} impacta</translation>
        </message>
        <message>
            <source>Fall</source>
            <translation>Caída</translation>
        </message>
        <message>
            <source>Poison</source>
            <translation>Veneno</translation>
        </message>
        <message>
            <source>Disease</source>
            <translation>Enfermedad</translation>
        </message>
        <message>
            <source>Trap</source>
            <translation>Trampa</translation>
        </message>
        <message>
            <source>The dead</source>
            <translation>Los muertos</translation>
        </message>
        <message>
            <source>Amputation</source>
            <translation>Amputación</translation>
        </message>
        <message>
            <source>First aid (Medicine successes)</source>
            <translation>Primeros auxilios (éxitos de Medicina)</translation>
        </message>
        <message>
            <source>The Broken minutes have passed</source>
            <translation>Han pasado los minutos fuera de combate</translation>
        </message>
        <message>
            <source>A day's healing</source>
            <translation>Curación de un día</translation>
        </message>
        <message>
            <source>Stabilize a lethal injury</source>
            <translation>Estabilizar una herida letal</translation>
        </message>
        <message>
            <source>Tend an injury (recovery time)</source>
            <translation>Tratar una herida (tiempo de recuperación)</translation>
        </message>
        <message>
            <source>An injury's recovery time has passed</source>
            <translation>Ha pasado el tiempo de recuperación de una herida</translation>
        </message>
        <message>
            <source>The poison is fought off</source>
            <translation>Se supera el veneno</translation>
        </message>
        <message>
            <source>The disease is fought off</source>
            <translation>Se supera la enfermedad</translation>
        </message>
        <message>
            <source>Stress relieved</source>
            <translation>Alivio del estrés</translation>
        </message>
        <message>
            <source>Time passes (lethal time limits)</source>
            <translation>Pasa el tiempo (plazos letales)</translation>
        </message>
        <message>
            <source>Broken</source>
            <translation>Fuera de combate</translation>
        </message>
        <message>
            <source>Brawl phases</source>
            <translation>Fases de la refriega</translation>
        </message>
        <message>
            <source>Stress</source>
            <translation>Estrés</translation>
        </message>
        <message>
            <source>Down; every skill roll fails.</source>
            <translation>Fuera de combate; toda tirada de habilidad falla.</translation>
        </message>
        <message>
            <source>−{penalty} dice; lethal in {time} {unit}; needs {equipment}</source>
            <translation>−{penalty} {penalty|dado|dados}; letal en {time} {unit}; necesita: {equipment}</translation>
        </message>
        <message>
            <source>−{penalty} dice; recovery {time} {unit}</source>
            <translation>−{penalty} {penalty|dado|dados}; recuperación: {time} {unit}</translation>
        </message>
        <message>
            <source>−{penalty} dice; healing</source>
            <translation>−{penalty} {penalty|dado|dados}; sanando</translation>
        </message>
        <message>
            <source>On overwatch</source>
            <translation>En vigilancia</translation>
        </message>
        <message>
            <source>May fire in the Movement phase.</source>
            <translation>Puede disparar en la fase de movimiento.</translation>
        </message>
        <message>
            <source>Poisoned</source>
            <translation>Veneno</translation>
        </message>
        <message>
            <source>−1 die on every roll.</source>
            <translation>−1 dado en cada tirada.</translation>
        </message>
        <message>
            <source>Sick</source>
            <translation>Enfermedad</translation>
        </message>
        <message>
            <source>−1 die on every roll; no healing.</source>
            <translation>−1 dado en cada tirada; sin curación.</translation>
        </message>
        <message>
            <source>Critical injury (if Broken)</source>
            <translation>Herida crítica (si queda fuera de combate)</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Origen</translation>
        </message>
        <message>
            <source>Roll armor</source>
            <translation>Tirar blindaje</translation>
        </message>
        <message>
            <source>Injury</source>
            <translation>Herida</translation>
        </message>
        <message>
            <source>{name}: lethal in {limit} {limit_unit} (the GM&apos;s secret die); its recovery time is rolled from its entry on the table.</source>
            <translation>{name}: letal en {limit} {limit_unit} (dado secreto del DJ); su tiempo de recuperación se tira según su entrada de la tabla.</translation>
        </message>
        <message>
            <source>This injury&apos;s recovery time is rolled already.</source>
            <translation>El tiempo de recuperación de esta herida ya está tirado.</translation>
        </message>
        <message>
            <source>Penalty dice: 0 to 10.</source>
            <translation>Dados de penalización: de 0 a 10.</translation>
        </message>
        <message>
            <source>Recovery dice: 1 to 4.</source>
            <translation>Dados de recuperación: de 1 a 4.</translation>
        </message>
        <message>
            <source>This injury&apos;s recovery time is not rolled yet: read its entry on the table first (Name an injury).</source>
            <translation>El tiempo de recuperación de esta herida aún no está tirado: primero lee su entrada en la tabla (Nombrar una herida).</translation>
        </message>
        <message>
            <source>Roll the injury&apos;s D66 first: Critical injury (D66).</source>
            <translation>Primero tira el D66 de la herida: Herida crítica (D66).</translation>
        </message>
        <message>
            <source>Recovery dice (D6)</source>
            <translation>Dados de recuperación (D6)</translation>
        </message>
        <message>
            <source>The D6 its entry on the table gives its recovery time; the GM&apos;s secret roll is made as the entry is read</source>
            <translation>Los D6 que su entrada en la tabla da a su tiempo de recuperación; el DJ los tira en secreto al leer la entrada</translation>
        </message>
        <message>
            <source>Recovery time {time} {unit} ({dice} D6 of its entry, the GM&apos;s secret roll).</source>
            <translation>Tiempo de recuperación: {time} {unit} ({dice} D6 de su entrada, tirada secreta del DJ).</translation>
        </message>
        <message>
            <source>−{penalty} {penalty|die|dice} for now; recovery time from its entry on the table, after the D66</source>
            <translation>−{penalty} {penalty|dado|dados} por ahora; tiempo de recuperación según su entrada de la tabla, tras el D66</translation>
        </message>
        <message>
            <source>read entry {d66} on the table: H, Name an injury (−{penalty} {penalty|die|dice} for now)</source>
            <translation>lee la entrada {d66} de la tabla: H, Nombrar una herida (−{penalty} {penalty|dado|dados} por ahora)</translation>
        </message>
        <message>
            <source>Recovery time {time} {unit} ({dice} D6 of its entry rolled by Deadwatch, the GM&apos;s secret roll).</source>
            <translation>Tiempo de recuperación: {time} {unit} ({dice} D6 de su entrada, tirados por Deadwatch: tirada secreta del DJ).</translation>
        </message>
        <message>
            <source>2 dice for the D66, tens first; then the entry&apos;s recovery dice, or none to let Deadwatch roll them</source>
            <translation>2 dados para el D66, primero las decenas; luego los dados de recuperación de la entrada, o ninguno para que los tire Deadwatch</translation>
        </message>
        <message>
            <source>2 dice for the D66, tens first</source>
            <translation>2 dados para el D66, primero las decenas</translation>
        </message>
        <message>
            <source>Lethal (its entry)</source>
            <translation>Letal (según su entrada)</translation>
        </message>
        <message>
            <source>as the damage form said</source>
            <translation>como dijo el formulario de daño</translation>
        </message>
        <message>
            <source>not lethal</source>
            <translation>no letal</translation>
        </message>
        <message>
            <source>lethal: time limit in minutes</source>
            <translation>letal: plazo en minutos</translation>
        </message>
        <message>
            <source>lethal: time limit in hours</source>
            <translation>letal: plazo en horas</translation>
        </message>
        <message>
            <source>lethal: time limit in days</source>
            <translation>letal: plazo en días</translation>
        </message>
        <message>
            <source>Whether its entry on the table makes it lethal; a time limit not rolled yet is the GM&apos;s secret die, rolled as the entry is read</source>
            <translation>Si su entrada en la tabla la hace letal; un plazo aún no tirado es el dado secreto del DJ, tirado al leer la entrada</translation>
        </message>
        <message>
            <source>Lethal in {limit} {limit_unit} from when it was taken (its entry; the GM&apos;s secret die).</source>
            <translation>Letal en {limit} {limit_unit} desde que se sufrió (según su entrada; dado secreto del DJ).</translation>
        </message>
        <message>
            <source>Gear to stabilize (its entry)</source>
            <translation>Equipo para estabilizar (según su entrada)</translation>
        </message>
        <message>
            <source>The medical gear its entry&apos;s time limit names, B or A, for a lethal entry; advanced gear (A) serves for both</source>
            <translation>El equipo médico que nombra el plazo de su entrada, B o A, para una entrada letal; el avanzado (A) sirve para ambos</translation>
        </message>
        <message>
            <source>Lethal in {limit} {limit_unit} from when it was taken (its entry; the GM&apos;s secret die); stabilizing it needs {equipment}.</source>
            <translation>Letal en {limit} {limit_unit} desde que se sufrió (según su entrada; dado secreto del DJ); para estabilizarla hace falta {equipment}.</translation>
        </message>
        <message>
            <source>Stabilizing it needs {equipment} (its entry).</source>
            <translation>Para estabilizarla hace falta {equipment} (según su entrada).</translation>
        </message>
        <message>
            <source>Only a lethal entry names gear to stabilize it: give its time limit under Lethal, or leave the gear as the damage form said.</source>
            <translation>Solo una entrada letal nombra el equipo para estabilizarla: da su plazo en Letal o deja el equipo como dijo el formulario de daño.</translation>
        </message>
        <message>
            <source>Not lethal (its entry): no time limit.</source>
            <translation>No letal (según su entrada): sin plazo.</translation>
        </message>
        <message>
            <source>Penalty dice</source>
            <translation>Dados de penalización</translation>
        </message>
        <message>
            <source>Broken: one stress and a critical injury.</source>
            <translation>Fuera de combate: un punto de estrés y una herida crítica.</translation>
        </message>
        <message>
            <source>First aid (Medicine)</source>
            <translation>Primeros auxilios (Medicina)</translation>
        </message>
        <message>
            <source>On a Broken character within Short range, never oneself: a success gets them up with one Health, each extra success one more.</source>
            <translation>A un personaje fuera de combate en alcance Corto, nunca a uno mismo: un éxito lo levanta con 1 de Salud, cada éxito extra uno más.</translation>
        </message>
        <message>
            <source>First aid reaches only someone within Short range.</source>
            <translation>Los primeros auxilios solo llegan a alguien en alcance Corto.</translation>
        </message>
        <message>
            <source>Back on their feet</source>
            <translation>De nuevo en pie</translation>
        </message>
        <message>
            <source>Health {count}</source>
            <translation>Salud {count}</translation>
        </message>
        <message>
            <source>First aid fails: Broken for the D6 minutes</source>
            <translation>Los primeros auxilios fallan: fuera de combate durante los D6 minutos</translation>
        </message>
        <message>
            <source>First aid: {name} back on their feet</source>
            <translation>Primeros auxilios: {name} de nuevo en pie</translation>
        </message>
        <message>
            <source>First aid: {count} {count|success|successes}</source>
            <translation>Primeros auxilios: {count} {count|éxito|éxitos}</translation>
        </message>
        <message>
            <source>Amputate a limb (Medicine)</source>
            <translation>Amputar un miembro (Medicina)</translation>
        </message>
        <message>
            <source>Both take one stress; the amputee takes the critical injury Severed limb, lethal if the roll fails.</source>
            <translation>Ambos reciben un punto de estrés; el amputado sufre la herida crítica Miembro amputado, letal si la tirada falla.</translation>
        </message>
        <message>
            <source>Severed limb: penalty dice</source>
            <translation>Miembro amputado: dados de penalización</translation>
        </message>
        <message>
            <source>The text's table is not printed: the GM says.</source>
            <translation>El texto no trae la tabla: decide el DJ.</translation>
        </message>
        <message>
            <source>The severed limb is not lethal</source>
            <translation>El miembro amputado no es letal</translation>
        </message>
        <message>
            <source>Lethal</source>
            <translation>Letal</translation>
        </message>
        <message>
            <source>Severed limb for {name}</source>
            <translation>Miembro amputado para {name}</translation>
        </message>
        <message>
            <source>The limb is off; the wound is lethal</source>
            <translation>El miembro fuera; la herida es letal</translation>
        </message>
        <message>
            <source>The limb is off; the wound is not lethal</source>
            <translation>El miembro fuera; la herida no es letal</translation>
        </message>
        <message>
            <source>The cutter takes {count} stress.</source>
            <translation>Quien corta recibe {count} de estrés.</translation>
        </message>
        <message>
            <source>Overwatch (Ranged Combat action)</source>
            <translation>Vigilancia (acción de combate a distancia)</translation>
        </message>
        <message>
            <source>Guard an area: fire in the Movement phase at anyone who moves into it; nobody comes, nothing done.</source>
            <translation>Vigilar una zona: disparar en la fase de movimiento a quien entre en ella; si nadie entra, no se hace nada.</translation>
        </message>
        <message>
            <source>Stand down (no more overwatch)</source>
            <translation>Dejar la vigilancia</translation>
        </message>
        <message>
            <source>Stands down from overwatch</source>
            <translation>Deja la vigilancia</translation>
        </message>
        <message>
            <source>On overwatch: may fire in the Movement phase</source>
            <translation>En vigilancia: puede disparar en la fase de movimiento</translation>
        </message>
        <message>
            <source>Dithering (no action chosen in time)</source>
            <translation>Titubeo (sin acción elegida a tiempo)</translation>
        </message>
        <message>
            <source>Lingering over the choice costs the player character one stress.</source>
            <translation>Titubear al elegir cuesta un punto de estrés al personaje jugador.</translation>
        </message>
        <message>
            <source>Stress taken</source>
            <translation>Estrés recibido</translation>
        </message>
        <message>
            <source>Lingers over the choice: stress {before} → {after}</source>
            <translation>Titubea al elegir: estrés {before} → {after}</translation>
        </message>
        <message>
            <source>Amputated: one stress and {name}, lethal.</source>
            <translation>Amputado: un punto de estrés y {name}, letal.</translation>
        </message>
        <message>
            <source>Amputated: one stress and {name}, not lethal.</source>
            <translation>Amputado: un punto de estrés y {name}, no letal.</translation>
        </message>
        <message>
            <source>The overwatch ends with the round.</source>
            <translation>La vigilancia termina con el asalto.</translation>
        </message>
        <message>
            <source>Time limit in</source>
            <translation>Plazo en</translation>
        </message>
        <message>
            <source>Equipment needed</source>
            <translation>Equipo necesario</translation>
        </message>
        <message>
            <source>Recovery time in</source>
            <translation>Tiempo de recuperación en</translation>
        </message>
        <message>
            <source>The character is already dead.</source>
            <translation>El personaje ya está muerto.</translation>
        </message>
        <message>
            <source>damage {damage} − armor {absorbed} = {taken}</source>
            <translation>daño {damage} − blindaje {absorbed} = {taken}</translation>
        </message>
        <message>
            <source>Armor stops {absorbed} of {damage} damage.</source>
            <translation>El blindaje detiene {absorbed} de {damage} de daño.</translation>
        </message>
        <message>
            <source>Injured again while Broken: dead.</source>
            <translation>Daño estando fuera de combate: sin vida.</translation>
        </message>
        <message>
            <source>Critical injury times</source>
            <translation>Plazos de la herida crítica</translation>
        </message>
        <message>
            <source>Broken: one stress and the critical injury {name}.</source>
            <translation>Fuera de combate: un punto de estrés y la herida crítica {name}.</translation>
        </message>
        <message>
            <source>{damage} damage: now {health}.</source>
            <translation>{damage} de daño: ahora {health}.</translation>
        </message>
        <message>
            <source>Stress cannot be negative.</source>
            <translation>El estrés no puede ser negativo.</translation>
        </message>
        <message>
            <source>+{amount} stress.</source>
            <translation>+{amount} de estrés.</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Qué</translation>
        </message>
        <message>
            <source>Medicine successes</source>
            <translation>Éxitos de Medicina</translation>
        </message>
        <message>
            <source>Medical equipment at hand</source>
            <translation>Equipo médico disponible</translation>
        </message>
        <message>
            <source>Ate a ration today</source>
            <translation>Ha comido una ración hoy</translation>
        </message>
        <message>
            <source>Stress removed</source>
            <translation>Estrés eliminado</translation>
        </message>
        <message>
            <source>Minutes passed</source>
            <translation>Minutos transcurridos</translation>
        </message>
        <message>
            <source>No such injury.</source>
            <translation>No existe esa herida.</translation>
        </message>
        <message>
            <source>The character is dead.</source>
            <translation>El personaje está muerto.</translation>
        </message>
        <message>
            <source>First aid: Health {health}.</source>
            <translation>Primeros auxilios: Salud {health}.</translation>
        </message>
        <message>
            <source>No longer Broken: Health 1.</source>
            <translation>Ya no está fuera de combate: Salud 1.</translation>
        </message>
        <message>
            <source>A day passes: Health {health}.</source>
            <translation>Pasa un día: Salud {health}.</translation>
        </message>
        <message>
            <source>{name} has healed.</source>
            <translation>{name}: se ha curado.</translation>
        </message>
        <message>
            <source>{name} is stabilized.</source>
            <translation>{name}: se ha estabilizado.</translation>
        </message>
        <message>
            <source>{name} could not be stabilized today.</source>
            <translation>{name}: hoy no se ha podido estabilizar.</translation>
        </message>
        <message>
            <source>{name}: recovery time {old} → {time} {unit}.</source>
            <translation>{name}: tiempo de recuperación {old} → {time} {unit}.</translation>
        </message>
        <message>
            <source>{name}, tended again with advanced medical gear: recovery time {old} → {time} {unit}.</source>
            <translation>{name}, tratada de nuevo con equipo médico avanzado: tiempo de recuperación {old} → {time} {unit}.</translation>
        </message>
        <message>
            <source>{name}: recovery time now {time}.</source>
            <translation>{name}: tiempo de recuperación ahora {time}.</translation>
        </message>
        <message>
            <source>{name}, tended again with advanced medical gear: recovery time now {time}.</source>
            <translation>{name}, tratada de nuevo con equipo médico avanzado: tiempo de recuperación ahora {time}.</translation>
        </message>
        <message>
            <source>The poison is fought off.</source>
            <translation>Se supera el veneno.</translation>
        </message>
        <message>
            <source>The disease is fought off.</source>
            <translation>Se supera la enfermedad.</translation>
        </message>
        <message>
            <source>Stress now {stress}.</source>
            <translation>Estrés ahora {stress}.</translation>
        </message>
        <message>
            <source>{name}: the time limit ran out. Dead.</source>
            <translation>{name}: se agotó el plazo. Sin vida.</translation>
        </message>
        <message>
            <source>The Broken minutes are over: up again with Health 1.</source>
            <translation>Pasaron los minutos fuera de combate: en pie de nuevo con Salud 1.</translation>
        </message>
        <message>
            <source>Successes and damage cannot be negative.</source>
            <translation>Los éxitos y el daño no pueden ser negativos.</translation>
        </message>
        <message>
            <source>Give the distance in meters or in zones.</source>
            <translation>Indica la distancia en metros o en zonas.</translation>
        </message>
        <message>
            <source>A close combat weapon reaches only Short range.</source>
            <translation>Un arma cuerpo a cuerpo solo llega a alcance Corto.</translation>
        </message>
        <message>
            <source>Only special weapons reach Extreme range.</source>
            <translation>Solo las armas especiales llegan a alcance Extremo.</translation>
        </message>
        <message>
            <source>This weapon's range is Short: it does not reach Long range.</source>
            <translation>El alcance de esta arma es Corto: no llega a alcance Largo.</translation>
        </message>
        <message>
            <source>Unharmed</source>
            <translation>Sin heridas</translation>
        </message>
        <message>
            <source>Bruised</source>
            <translation>Magulladuras</translation>
        </message>
        <message>
            <source>Battered</source>
            <translation>Grave</translation>
        </message>
        <message>
            <source>Health runs from 0 to 3.</source>
            <extracomment>damage sources; armor protects against none of those in NO_ARMOR_SOURCES</extracomment>
            <translation>La Salud va de 0 a 3.</translation>
        </message>
        <message>
            <source>First aid is for a Broken character.</source>
            <translation>Los primeros auxilios son para un personaje fuera de combate.</translation>
        </message>
        <message>
            <source>The character is not Broken.</source>
            <translation>El personaje no está fuera de combate.</translation>
        </message>
        <message>
            <source>Give a speed and a Strength for every mover.</source>
            <translation>Indica una velocidad y una Fuerza para cada persona que lo mueve.</translation>
        </message>
        <message>
            <source>A weight cannot be negative.</source>
            <translation>Un peso no puede ser negativo.</translation>
        </message>
        <message>
            <source>Unknown phase.</source>
            <extracomment>which docks apply: "threat", "swarm", and one ammo currency among "ammo_points", "ammo_rounds", "ammo_clips", "ammo_count"; "healer" when the heal form takes the skill and the supplies of the one giving the care (the heal dialog asks him first). initiative modes, the first the default. "points": the GM awards points and the player spends them on raises; "events": play itself earns +1s (proposed from the session log for the GM to confirm); "": no experience rules.</extracomment>
            <translation>Fase desconocida.</translation>
        </message>
        <message>
            <source>Lost or ruined</source>
            <translation>Perdida o estropeada</translation>
        </message>
        <message>
            <source>This ruleset keeps no ammunition.</source>
            <translation>Este reglamento no lleva la cuenta de la munición.</translation>
        </message>
        <message>
            <source>The sheet does not fit the rules.</source>
            <translation>La hoja no encaja con las reglas.</translation>
        </message>
        <message>
            <source>The live state is not a set of values.</source>
            <translation>El estado actual no es un conjunto de valores.</translation>
        </message>
        <message>
            <source>A track holds something other than a number.</source>
            <translation>Un marcador contiene algo que no es un número.</translation>
        </message>
        <message>
            <source>The live state does not fit the rules.</source>
            <translation>El estado actual no encaja con las reglas.</translation>
        </message>
        <message>
            <source>This skill is at its highest level, 5.</source>
            <translation>Esta habilidad está en su nivel máximo: 5.</translation>
        </message>
        <message>
            <source>This skill is at its highest level, 10.</source>
            <translation>Esta habilidad está en su nivel máximo: 10.</translation>
        </message>
        <message>
            <source>Unspent experience points</source>
            <translation>Puntos de experiencia sin gastar</translation>
        </message>
        <message>
            <source>tracks and conditions</source>
            <translation>contadores y estados</translation>
        </message>
        <message>
            <source>health, stress, conditions and injuries</source>
            <translation>salud, estrés, estados y heridas</translation>
        </message>
        <message>
            <source>Life Points, Endurance and conditions</source>
            <translation>Puntos de Vida, Resistencia y estados</translation>
        </message>
        <message>
            <source>Life Points, Endurance, luck and conditions</source>
            <translation>Puntos de Vida, Resistencia, suerte y estados</translation>
        </message>
        <message>
            <source>health and conditions</source>
            <translation>salud y estados</translation>
        </message>
        <message>
            <source>the body&apos;s pools, stamina and conditions</source>
            <translation>los puntos del cuerpo, aguante y estados</translation>
        </message>
        <message>
            <source>Experience cannot raise that.</source>
            <translation>La experiencia no puede subir eso.</translation>
        </message>
        <message>
            <source>Shots this turn</source>
            <translation>Disparos este turno</translation>
        </message>
        <message>
            <source>Gear bonus dice</source>
            <translation>Dados de bonificación de equipo</translation>
        </message>
        <message>
            <source>Helpers</source>
            <translation>Ayudantes</translation>
        </message>
        <message>
            <source>One more die for each helper (distracting the enemy, lending a hand).</source>
            <translation>Un dado más por cada ayudante (distrae al enemigo, echa una mano).</translation>
        </message>
        <message>
            <source>Modifier dice</source>
            <translation>Dados de modificador</translation>
        </message>
        <message>
            <source>Difficulty and the situation: dice added or taken away.</source>
            <translation>Dificultad y situación: dados que se añaden o se quitan.</translation>
        </message>
        <message>
            <source>Penalty dice of injuries, poison, sickness, armor</source>
            <translation>Penalizaciones de heridas, veneno, enfermedad, blindaje</translation>
        </message>
        <message>
            <source>The text's penalties from the character: each critical injury's, −1 poisoned, −1 sick, the armor's on Mobility.  Untick to leave them out and give the modifier yourself.</source>
            <translation>Las penalizaciones del texto según el personaje: las de cada herida crítica, −1 envenenado, −1 enfermo, la del blindaje en Movilidad.  Desmarca para dejarlas fuera y dar tú el modificador.</translation>
        </message>
        <message>
            <source>Bare hands (damage 1)</source>
            <translation>Manos desnudas (daño 1)</translation>
        </message>
        <message>
            <source>No gear</source>
            <translation>Sin equipo</translation>
        </message>
        <message>
            <source>Gear used</source>
            <extracomment>the kinds after the skill roll: the duel, then (after taking cover) the rest, in the dock's order</extracomment>
            <translation>Equipo usado</translation>
        </message>
        <message>
            <source>Its gear bonus adds base dice.</source>
            <translation>Su bonificación de equipo añade dados base.</translation>
        </message>
        <message>
            <source>Its gear bonus adds base dice; its damage is dealt on a win.</source>
            <translation>Su bonificación de equipo añade dados base; su daño se inflige al ganar.</translation>
        </message>
        <message>
            <source>Range now</source>
            <translation>Alcance ahora</translation>
        </message>
        <message>
            <source>Short: under 25 m or the same zone; Long: 25-100 m or two zones; Extreme: beyond.</source>
            <translation>Corto: menos de 25 m o la misma zona; Largo: 25-100 m o dos zonas; Extremo: más allá.</translation>
        </message>
        <message>
            <source>beyond Extreme range</source>
            <translation>más allá del alcance Extremo</translation>
        </message>
        <message>
            <source>Ranged attacks (cover counts)</source>
            <translation>Ataques a distancia (cuenta la cobertura)</translation>
        </message>
        <message>
            <source>In cover</source>
            <translation>A cubierto</translation>
        </message>
        <message>
            <source>Opponent fires a ranged weapon</source>
            <translation>El oponente dispara un arma a distancia</translation>
        </message>
        <message>
            <source>At Short range a shot is a Close Combat roll with Agility instead of Strength. Beyond it the opponent shoots back only with a gun that reaches (his sheet's, or this one, to Long range); else a straight roll.</source>
            <translation>En alcance Corto un disparo es una tirada de Combate cuerpo a cuerpo con Agilidad en lugar de Fuerza. Más allá, el oponente devuelve el disparo solo con un arma que alcance (la de su hoja, o esta, hasta alcance Largo); si no, tirada simple.</translation>
        </message>
        <message>
            <source>Opponent's weapon damage</source>
            <translation>Daño del arma del oponente</translation>
        </message>
        <message>
            <source>Opponent in cover</source>
            <translation>Oponente a cubierto</translation>
        </message>
        <message>
            <source>Opponent&apos;s skill</source>
            <translation>Habilidad del oponente</translation>
        </message>
        <message>
            <source>Opponent&apos;s gear bonus dice</source>
            <translation>Dados de bonificación de equipo del oponente</translation>
        </message>
        <message>
            <source>Opponent&apos;s helpers</source>
            <translation>Ayudantes del oponente</translation>
        </message>
        <message>
            <source>Opponent&apos;s modifier dice</source>
            <translation>Dados de modificador del oponente</translation>
        </message>
        <message>
            <source>Opponent&apos;s penalty dice of injuries, poison, sickness, armor</source>
            <translation>Penalizaciones del oponente: heridas, veneno, enfermedad, blindaje</translation>
        </message>
        <message>
            <source>Attack a defenseless target</source>
            <translation>Atacar a un objetivo indefenso</translation>
        </message>
        <message>
            <source>Unaware or unable to defend: a straight roll, weapon damage + one per success beyond the first.</source>
            <translation>Desprevenido o sin poder defenderse: una tirada simple, daño del arma + uno por éxito tras el primero.</translation>
        </message>
        <message>
            <source>Special weapon (reaches Extreme range)</source>
            <translation>Arma especial (llega a alcance Extremo)</translation>
        </message>
        <message>
            <source>Target in cover</source>
            <translation>Objetivo a cubierto</translation>
        </message>
        <message>
            <source>Misses the defenseless target</source>
            <translation>Falla contra el objetivo indefenso</translation>
        </message>
        <message>
            <source>{name} cannot shoot back at {band} range: a straight roll</source>
            <translation>{name} no puede devolver el disparo en alcance {band}: tirada simple</translation>
        </message>
        <message>
            <source>Straight roll, no shot back: {damage} damage</source>
            <translation>Tirada simple, sin disparo de respuesta: {damage} de daño</translation>
        </message>
        <message>
            <source>Straight roll, no shot back: a miss</source>
            <translation>Tirada simple, sin disparo de respuesta: falla</translation>
        </message>
        <message>
            <source>Hits the defenseless target: {damage} damage</source>
            <translation>Impacta al objetivo indefenso: {damage} de daño</translation>
        </message>
        <message>
            <source>Two against one</source>
            <translation>Dos contra uno</translation>
        </message>
        <message>
            <source>The roller stands alone: an opposed roll against the chosen opponent, and a defenseless target for the second attacker; all at once.  Faces: the roller's, the opponent's, the second attacker's.</source>
            <translation>Quien tira está solo: tirada enfrentada contra el oponente elegido, y objetivo indefenso para el segundo atacante; todo a la vez.  Caras: las de quien tira, las del oponente, las del segundo atacante.</translation>
        </message>
        <message>
            <source>Second attacker's dice</source>
            <translation>Dados del segundo atacante</translation>
        </message>
        <message>
            <source>Attribute + skill + gear of the one not chosen.</source>
            <translation>Atributo + habilidad + equipo del que no fue elegido.</translation>
        </message>
        <message>
            <source>Second attacker's weapon damage</source>
            <translation>Daño del arma del segundo atacante</translation>
        </message>
        <message>
            <source>Second attacker</source>
            <translation>Segundo atacante</translation>
        </message>
        <message>
            <source>Hit the chosen opponent</source>
            <translation>Impactar al oponente elegido</translation>
        </message>
        <message>
            <source>Alone against two: deals {dealt} damage, takes {taken}</source>
            <translation>Solo contra dos: inflige {dealt} de daño, recibe {taken}</translation>
        </message>
        <message>
            <source>Further away</source>
            <translation>Más lejos</translation>
        </message>
        <message>
            <source>Closer</source>
            <translation>Más cerca</translation>
        </message>
        <message>
            <source>Move one range band (Mobility)</source>
            <translation>Cambiar un tramo de distancia (Movilidad)</translation>
        </message>
        <message>
            <source>A straight Mobility roll: one band closer or further; its effect comes after the attacks.</source>
            <translation>Una tirada simple de Movilidad: un tramo más cerca o más lejos; su efecto llega tras los ataques.</translation>
        </message>
        <message>
            <source>Direction</source>
            <translation>Dirección</translation>
        </message>
        <message>
            <source>Moves one band</source>
            <translation>Cambia un tramo</translation>
        </message>
        <message>
            <source>Fails to move: still at {band} range</source>
            <translation>No logra moverse: sigue en alcance {band}</translation>
        </message>
        <message>
            <source>Moves: now {band}</source>
            <translation>Se mueve: ahora {band}</translation>
        </message>
        <message>
            <source>Flees</source>
            <translation>Huye</translation>
        </message>
        <message>
            <source>Gives chase</source>
            <translation>Persigue</translation>
        </message>
        <message>
            <source>Chase (Mobility against Mobility)</source>
            <translation>Persecución (Movilidad contra Movilidad)</translation>
        </message>
        <message>
            <source>The winner moves one band closer or further; a tie keeps the distance; beyond Extreme the chase is over.</source>
            <translation>El ganador acerca o aleja un tramo de alcance; un empate lo mantiene; más allá del alcance Extremo la persecución termina.</translation>
        </message>
        <message>
            <source>The roller</source>
            <translation>Quien tira</translation>
        </message>
        <message>
            <source>The runner gets one band away</source>
            <translation>El que huye se aleja un tramo</translation>
        </message>
        <message>
            <source>The chaser closes one band</source>
            <translation>El perseguidor acorta un tramo</translation>
        </message>
        <message>
            <source>The distance stays</source>
            <translation>La distancia se mantiene</translation>
        </message>
        <message>
            <source>The chase is over: beyond Extreme range</source>
            <translation>La persecución termina: más allá del alcance Extremo</translation>
        </message>
        <message>
            <source>Chase, {mine} against {theirs}: now {band}</source>
            <translation>Persecución, {mine} contra {theirs}: ahora {band}</translation>
        </message>
        <message>
            <source>Now at {band} range.</source>
            <translation>Ahora en alcance {band}.</translation>
        </message>
        <message>
            <source>Skill roll</source>
            <translation>Tirada de habilidad</translation>
        </message>
        <message>
            <source>Base dice and stress dice; every 6 is a success.</source>
            <translation>Dados base y dados de estrés; cada 6 es un éxito.</translation>
        </message>
        <message>
            <source>Duel</source>
            <translation>Duelo</translation>
        </message>
        <message>
            <source>Opposed roll: the one with more successes hits.</source>
            <translation>Tirada enfrentada: impacta quien saca más éxitos.</translation>
        </message>
        <message>
            <source>Take cover (Mobility)</source>
            <translation>Ponerse a cubierto (Movilidad)</translation>
        </message>
        <message>
            <source>Leave cover (no roll)</source>
            <translation>Dejar la cobertura (sin tirada)</translation>
        </message>
        <message>
            <source>A success: in cover at once. A failure: in cover when the round has ended.</source>
            <translation>Un éxito: a cubierto al momento. Un fallo: a cubierto cuando termine el asalto.</translation>
        </message>
        <message>
            <source>Mess-up</source>
            <translation>Pifia</translation>
        </message>
        <message>
            <source>In cover at once</source>
            <translation>A cubierto al momento</translation>
        </message>
        <message>
            <source>{count}+ successes</source>
            <translation>{count}+ éxitos</translation>
        </message>
        <message>
            <source>Win the duel</source>
            <translation>Ganar el duelo</translation>
        </message>
        <message>
            <source>Both hit</source>
            <translation>Ambos impactan</translation>
        </message>
        <message>
            <source>Lose the duel</source>
            <translation>Perder el duelo</translation>
        </message>
        <message>
            <source>Broken: the roll fails</source>
            <translation>Fuera de combate: la tirada falla</translation>
        </message>
        <message>
            <source>Failure, no 6</source>
            <translation>Fallo, ningún 6</translation>
        </message>
        <message>
            <source>Success: 1 six</source>
            <translation>Éxito: 1 seis</translation>
        </message>
        <message>
            <source>Success: {count} sixes</source>
            <translation>Éxito: {count} {count|seis|seises}</translation>
        </message>
        <message>
            <source>MESSED UP: {count} walker(s) on the stress dice</source>
            <translation>PIFIA: {count} {count|caminante|caminantes} en los dados de estrés</translation>
        </message>
        <message>
            <source>The threat rises; the GM picks one:</source>
            <translation>La amenaza sube; el DJ elige una opción:</translation>
        </message>
        <message>
            <source>Push the roll: {odds}</source>
            <translation>Forzar la tirada: {odds}</translation>
        </message>
        <message>
            <source>Push the roll</source>
            <translation>Forzar la tirada</translation>
        </message>
        <message>
            <source>Take one stress, add a stress die and reroll every die that is neither a 6 nor a walker.</source>
            <translation>Recibe un punto de estrés, añade un dado de estrés y repite todos los dados que no sean un 6 ni un caminante.</translation>
        </message>
        <message>
            <source>{what} {chance}</source>
            <translation>{what} {chance}</translation>
        </message>
        <message>
            <source>No damage</source>
            <translation>Sin daño</translation>
        </message>
        <message>
            <source>{count}+ damage</source>
            <translation>{count}+ de daño</translation>
        </message>
        <message>
            <source>Leaves cover</source>
            <translation>Deja la cobertura</translation>
        </message>
        <message>
            <source>Wins the duel, {mine} against {theirs}: {damage} damage</source>
            <translation>Gana el duelo, {mine} contra {theirs}: {damage} de daño</translation>
        </message>
        <message>
            <source>Loses the duel, {mine} against {theirs}: takes {taken} damage</source>
            <translation>Pierde el duelo, {mine} contra {theirs}: recibe {taken} de daño</translation>
        </message>
        <message>
            <source>Both hit, {mine} against {theirs}</source>
            <translation>Ambos impactan, {mine} contra {theirs}</translation>
        </message>
        <message>
            <source>Apply {amount} damage to {name} (weapon damage {weapon} + {extra} extra {extra|success|successes})</source>
            <translation>Aplicar {amount} de daño a {name} (daño del arma {weapon} + {extra} {extra|éxito extra|éxitos extra})</translation>
        </message>
        <message>
            <source>Apply {amount} damage to {name} (weapon damage {weapon}, no extra success)</source>
            <translation>Aplicar {amount} de daño a {name} (daño del arma {weapon}, sin éxitos extra)</translation>
        </message>
        <message>
            <source>Apply {amount} damage to {name} (both hit: weapon damage {weapon})</source>
            <translation>Aplicar {amount} de daño a {name} (ambos impactan: daño del arma {weapon})</translation>
        </message>
        <message>
            <source>Nobody hits, {mine} against {theirs}</source>
            <translation>Nadie impacta, {mine} contra {theirs}</translation>
        </message>
        <message>
            <source>{name} wins the duel against {other}, {mine} against {theirs}: {damage} damage</source>
            <translation>{name} gana el duelo a {other}, {mine} contra {theirs}: {damage} de daño</translation>
        </message>
        <message>
            <source>{name} loses the duel to {other}, {mine} against {theirs}: takes {taken} damage</source>
            <translation>{name} pierde el duelo contra {other}, {mine} contra {theirs}: recibe {taken} de daño</translation>
        </message>
        <message>
            <source>{name} and {other} both hit, {mine} against {theirs}</source>
            <translation>{name} y {other} impactan ambos, {mine} contra {theirs}</translation>
        </message>
        <message>
            <source>Neither {name} nor {other} hits, {mine} against {theirs}</source>
            <translation>Ni {name} ni {other} impactan, {mine} contra {theirs}</translation>
        </message>
        <message>
            <source>Opponent</source>
            <extracomment>the band of the attack forms, set by the distance typed (the GM may pick another) a duel's skill for each range band: Short is Close Combat, beyond it Ranged Combat</extracomment>
            <translation>Oponente</translation>
        </message>
        <message>
            <source>Push</source>
            <translation>Forzar</translation>
        </message>
        <message>
            <source>Stress {before} → {after}.</source>
            <translation>Estrés {before} → {after}.</translation>
        </message>
        <message>
            <source>Messed up: out of ammunition</source>
            <translation>Pifia: sin munición</translation>
        </message>
        <message>
            <source>Shots</source>
            <translation>Disparos</translation>
        </message>
        <message>
            <source>Not enough ammunition for that many shots.</source>
            <translation>No hay munición suficiente para tantos disparos.</translation>
        </message>
        <message>
            <source>Not that much ammunition.</source>
            <translation>No hay tanta munición.</translation>
        </message>
        <message>
            <source>Actions are counted from 1, and the earlier ones cannot outnumber them.</source>
            <translation>Las acciones se cuentan desde 1, y las anteriores no pueden ser más que ellas.</translation>
        </message>
        <message>
            <source>Bare hands: punch or kick (d4×STR)</source>
            <translation>Sin armas: puñetazo o patada (d4×FUE)</translation>
        </message>
        <message>
            <source>Melee weapons to start with</source>
            <translation>Armas cuerpo a cuerpo al empezar</translation>
        </message>
        <message>
            <source>0 leaves it unchecked.</source>
            <translation>0 lo deja sin comprobar.</translation>
        </message>
        <message>
            <source>Ranged weapons to start with</source>
            <translation>Armas a distancia al empezar</translation>
        </message>
        <message>
            <source>Melee weapons</source>
            <translation>Armas cuerpo a cuerpo</translation>
        </message>
        <message>
            <source>More melee weapons than a new character may own.</source>
            <translation>Más armas cuerpo a cuerpo de las que puede tener un personaje nuevo.</translation>
        </message>
        <message>
            <source>Ranged weapons</source>
            <translation>Armas a distancia</translation>
        </message>
        <message>
            <source>More ranged weapons than a new character may own.</source>
            <translation>Más armas a distancia de las que puede tener un personaje nuevo.</translation>
        </message>
        <message>
            <source>Draw a concealed katana</source>
            <translation>Desenvainar una katana oculta</translation>
        </message>
        <message>
            <source>It takes up a round of combat: the katana strikes from the next round; out of a fight it is drawn at once. Nothing is rolled.</source>
            <translation>Ocupa un asalto de combate: la katana golpea desde el asalto siguiente; fuera de un combate se desenvaina al momento. No se tira nada.</translation>
        </message>
        <message>
            <source>Every concealed katana is drawn already.</source>
            <translation>Todas las katanas ocultas ya están desenvainadas.</translation>
        </message>
        <message>
            <source>{name}'s {count|katana is|katanas are} not concealed: in hand already, nothing to draw.</source>
            <translation>{count|La katana|Las katanas} de {name} no {count|está oculta|están ocultas}: ya en la mano, no hay nada que desenvainar.</translation>
        </message>
        <message>
            <source>At most two melee weapons can be drawn, one a hand.</source>
            <translation>Se pueden desenvainar como mucho dos armas cuerpo a cuerpo, una por mano.</translation>
        </message>
        <message>
            <source>Drawn by the next round</source>
            <translation>Desenvainada para el asalto siguiente</translation>
        </message>
        <message>
            <source>Draws a concealed katana: it takes up the round and strikes from the next one</source>
            <translation>Desenvaina una katana oculta: le ocupa el asalto y golpea desde el asalto siguiente</translation>
        </message>
        <message>
            <source>A run goes at least one step.</source>
            <translation>Una carrera avanza al menos un paso.</translation>
        </message>
        <message>
            <source>Broken minutes</source>
            <extracomment>the Health a Broken character gets up with when the minutes are over</extracomment>
            <translation>Minutos fuera de combate</translation>
        </message>
        <message>
            <source>The Broken minutes are malformed.</source>
            <translation>Los minutos fuera de combate están mal escritos.</translation>
        </message>
        <message>
            <source>A ranged attack needs one more success.</source>
            <translation>Un ataque a distancia necesita un éxito más.</translation>
        </message>
        <message>
            <source>In cover when the round has ended.</source>
            <translation>A cubierto cuando termine el asalto.</translation>
        </message>
        <message>
            <source>In cover at once.</source>
            <translation>A cubierto al momento.</translation>
        </message>
        <message>
            <source>Finding cover takes time: in cover when the round has ended.</source>
            <translation>Encontrar cobertura lleva tiempo: a cubierto cuando termine el asalto.</translation>
        </message>
        <message>
            <source>In cover now: the round has ended.</source>
            <translation>Ya a cubierto: el asalto ha terminado.</translation>
        </message>
        <message>
            <source>The stored sheet is not readable data.</source>
            <translation>La hoja guardada no son datos legibles.</translation>
        </message>
        <message>
            <source>The stored live state is not readable data.</source>
            <translation>El estado actual guardado no son datos legibles.</translation>
        </message>
        <message>
            <source>Another token stands there.</source>
            <translation>Allí hay otra ficha.</translation>
        </message>
        <message>
            <source>That character has no token on the map.</source>
            <translation>Ese personaje no tiene ficha en el mapa.</translation>
        </message>
        <message>
            <source>Wall</source>
            <extracomment>the shooter moved this round before the shot (the map's own record of its moves) lines logged before its damage (how the blow came)</extracomment>
            <translation>Pared</translation>
        </message>
        <message>
            <source>Window</source>
            <translation>Ventana</translation>
        </message>
        <message>
            <source>Grass</source>
            <translation>Hierba</translation>
        </message>
        <message>
            <source>Furniture (f)</source>
            <translation>Mueble (f)</translation>
        </message>
        <message>
            <source>Furniture (F)</source>
            <translation>Mueble (F)</translation>
        </message>
        <message>
            <source>Furniture (u)</source>
            <translation>Mueble (u)</translation>
        </message>
        <message>
            <source>Furniture (U)</source>
            <translation>Mueble (U)</translation>
        </message>
        <message>
            <source>Weapons' cabinet</source>
            <translation>Armero</translation>
        </message>
        <message>
            <source>Crate</source>
            <translation>Caja</translation>
        </message>
        <message>
            <source>Distance {distance} {distance|tile|tiles}.</source>
            <translation>Distancia {distance} {distance|casilla|casillas}.</translation>
        </message>
        <message>
            <source>Point blank: a shot always hits, on a random part.</source>
            <translation>A quemarropa: el disparo siempre acierta, en una parte al azar.</translation>
        </message>
        <message>
            <source>In melee reach.</source>
            <translation>Al alcance cuerpo a cuerpo.</translation>
        </message>
        <message>
            <source>Out of melee reach (melee never reaches a diagonal).</source>
            <translation>Fuera del alcance cuerpo a cuerpo (nunca llega en diagonal).</translation>
        </message>
        <message>
            <source>That tile is off the map.</source>
            <translation>Esa casilla está fuera del mapa.</translation>
        </message>
        <message>
            <source>No grenade left.</source>
            <translation>No quedan granadas.</translation>
        </message>
        <message>
            <source>Out of range: a grenade flies as far as the thrower's Strength.</source>
            <translation>Fuera de alcance: una granada llega hasta la Fuerza de quien la lanza.</translation>
        </message>
        <message>
            <source>Knocked back to {tile}.</source>
            <translation>Empujado a {tile}.</translation>
        </message>
        <message>
            <source>Blast radius {radius} tiles, {damage} damage.</source>
            <translation>Radio de la explosión {radius} casillas, {damage} de daño.</translation>
        </message>
        <message>
            <source>Nobody is inside the blast.</source>
            <translation>Nadie está dentro de la explosión.</translation>
        </message>
        <message>
            <source>No SMG carried.</source>
            <translation>No lleva subfusil.</translation>
        </message>
        <message>
            <source>{name} carries no SMG: only an SMG sprays.</source>
            <translation>{name} no lleva subfusil: solo un subfusil dispara ráfagas.</translation>
        </message>
        <message>
            <source>Nobody is within the SMG's reach.</source>
            <translation>Nadie está al alcance del subfusil.</translation>
        </message>
        <message>
            <source>SMG spray: {bullets} bullets at {count} {count|target|targets}.</source>
            <translation>Ráfaga de subfusil: {bullets} balas a {count} {count|objetivo|objetivos}.</translation>
        </message>
        <message>
            <source>This ruleset has no such move or attack on the map.</source>
            <extracomment>what the base :class:`GridRules` says of a move or an attack its ruleset's text does not have</extracomment>
            <translation>Estas reglas no tienen ese movimiento ni ese ataque en el mapa.</translation>
        </message>
        <message>
            <source>The stored battle map is not valid.</source>
            <translation>El mapa de combate guardado no es válido.</translation>
        </message>
        <message>
            <source>A map is 2 to 60 tiles wide and high.</source>
            <translation>Un mapa tiene de 2 a 60 casillas de ancho y de alto.</translation>
        </message>
        <message>
            <source>Unknown kind of tile.</source>
            <translation>Tipo de casilla desconocido.</translation>
        </message>
        <message>
            <source>This ruleset declares no block on the map.</source>
            <translation>Este reglamento no declara bloqueos en el mapa.</translation>
        </message>
        <message>
            <source>Floor</source>
            <translation>Suelo</translation>
        </message>
        <message>
            <source>Perception levels in total darkness</source>
            <translation>Niveles de Percepción en oscuridad absoluta</translation>
        </message>
        <message>
            <source>Success levels of a difficult Perception check, added to the plain d10 that hits on 9 or more.</source>
            <translation>Niveles de éxito de un chequeo difícil de Percepción, sumados al 1D10 sin modificador que impacta con 9 o más.</translation>
        </message>
        <message>
            <source>In total darkness the attack is one plain d10: fire single shots.</source>
            <translation>En oscuridad absoluta el ataque es un 1D10 sin modificador: dispara tiros sueltos.</translation>
        </message>
        <message>
            <source>Perception levels</source>
            <translation>Niveles de Percepción</translation>
        </message>
        <message>
            <source>Point blank (+1, damage multiplier +1)</source>
            <translation>A bocajarro (+1, multiplicador de daño +1)</translation>
        </message>
        <message>
            <source>Short range (0)</source>
            <translation>Alcance Corto (0)</translation>
        </message>
        <message>
            <source>Medium range (−1)</source>
            <translation>Alcance Medio (−1)</translation>
        </message>
        <message>
            <source>Long range (−3, damage multiplier −1)</source>
            <translation>Alcance Largo (−3, multiplicador de daño −1)</translation>
        </message>
        <message>
            <source>Extreme range (−6, damage multiplier −2)</source>
            <translation>Alcance Extremo (−6, multiplicador de daño −2)</translation>
        </message>
        <message>
            <source>Good light (0)</source>
            <translation>Buena luz (0)</translation>
        </message>
        <message>
            <source>Poor light: dark alley, candles, moonlight (−1)</source>
            <translation>Mala iluminación: callejón oscuro, velas, luz de luna (−1)</translation>
        </message>
        <message>
            <source>Very poor light: moonless night (−4)</source>
            <translation>Pésima iluminación: noche sin luna (−4)</translation>
        </message>
        <message>
            <source>Total darkness: a plain d10, a natural 9 or 10 hits</source>
            <translation>Oscuridad absoluta: 1D10 sin modificador, impacta un 9 o 10 natural</translation>
        </message>
        <message>
            <source>Shots only; the damage multiplier changes with it.</source>
            <translation>Solo disparos; con él cambia el multiplicador de daño.</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Luz</translation>
        </message>
        <message>
            <source>Shots and melee alike.</source>
            <translation>Disparos y cuerpo a cuerpo por igual.</translation>
        </message>
        <message>
            <source>Shot this turn (same weapon)</source>
            <translation>Disparo de este turno (misma arma)</translation>
        </message>
        <message>
            <source>Each consecutive shot −1 more (−2 with heavy recoil), besides the −2 of a further action; counted from the turn's rolls.</source>
            <translation>Cada disparo consecutivo −1 más (−2 con mucho retroceso), además del −2 de una acción más; se cuenta con las tiradas de este turno.</translation>
        </message>
        <message>
            <source>Another type of gun than the skill's</source>
            <translation>Otro tipo de arma que el de la habilidad</translation>
        </message>
        <message>
            <source>Guns (Handgun) firing a rifle, for instance.</source>
            <translation>Armas de fuego (Pistola) disparando un rifle, por ejemplo.</translation>
        </message>
        <message>
            <source>Penalty for another type of gun</source>
            <translation>Penalización por otro tipo de arma</translation>
        </message>
        <message>
            <source>The aimed shot (takes the aim's bonus)</source>
            <translation>El disparo apuntado (con la bonificación de apuntar)</translation>
        </message>
        <message>
            <source>After an Aim roll: +1 a success level, shot at the round's end.</source>
            <translation>Tras una tirada de Apuntar: +1 por nivel de éxito, disparo al final del asalto.</translation>
        </message>
        <message>
            <source>Range and consecutive shots are for shots, not melee.</source>
            <translation>El alcance y los disparos consecutivos son para disparar, no para el cuerpo a cuerpo.</translation>
        </message>
        <message>
            <source>another type of gun</source>
            <translation>otro tipo de arma</translation>
        </message>
        <message>
            <source>Aiming: shoots at the round's end</source>
            <translation>Apuntando: dispara al final del asalto</translation>
        </message>
        <message>
            <source>{what}: {damage} damage</source>
            <translation>{what}: {damage} de daño</translation>
        </message>
        <message>
            <source>Caught in an explosion (Blast Power)</source>
            <translation>Alcanzado por una explosión (Potencia)</translation>
        </message>
        <message>
            <source>Each success of the Blast Power is one damage to all at Short range; a successful Mobility roll negates it.  Faces: Mobility, then the Blast Power.</source>
            <translation>Cada éxito de la Potencia de la explosión es un punto de daño a todos en alcance Corto; una tirada de Movilidad con éxito lo anula.  Caras: Movilidad, luego la Potencia.</translation>
        </message>
        <message>
            <source>Blast Power</source>
            <translation>Potencia de explosión</translation>
        </message>
        <message>
            <source>Roll Mobility to escape it</source>
            <translation>Tirar Movilidad para escapar</translation>
        </message>
        <message>
            <source>Escapes the blast (Mobility)</source>
            <translation>Escapa de la explosión (Movilidad)</translation>
        </message>
        <message>
            <source>Explosive weapon (Ranged Combat)</source>
            <translation>Arma explosiva (Combate a distancia)</translation>
        </message>
        <message>
            <source>A hit: the Blast Power's successes plus the extra successes to everyone at Short range of the impact; a miss hurts nobody; a mess-up catches the thrower too.  Faces: the attack, then the Blast Power.</source>
            <translation>Un impacto: los éxitos de la Potencia más los éxitos extra a todos en alcance Corto del impacto; un fallo no hiere a nadie; una pifia alcanza también a quien lanza.  Caras: el ataque, luego la Potencia.</translation>
        </message>
        <message>
            <source>Messed up: the thrower is caught too ({damage} damage).</source>
            <translation>Pifia: también alcanza a quien lanza ({damage} de daño).</translation>
        </message>
        <message>
            <source>Misses: the targets escape the blast</source>
            <translation>Falla: los objetivos escapan de la explosión</translation>
        </message>
        <message>
            <source>Hits: {damage} damage to everyone at Short range of the impact</source>
            <translation>Impacta: {damage} de daño a todos en alcance Corto del impacto</translation>
        </message>
        <message>
            <source>Exposed to fire (Intensity)</source>
            <translation>Expuesto al fuego (Intensidad)</translation>
        </message>
        <message>
            <source>One damage per success of the Intensity; armor does not help; never pushed.</source>
            <translation>Un punto de daño por éxito de la Intensidad; el blindaje no ayuda; nunca se fuerza.</translation>
        </message>
        <message>
            <source>Intensity</source>
            <translation>Intensidad</translation>
        </message>
        <message>
            <source>A typical fire: 4 to 8.</source>
            <translation>Un fuego típico: de 4 a 8.</translation>
        </message>
        <message>
            <source>Stop a fire spreading (Survival)</source>
            <translation>Detener la propagación del fuego (Supervivencia)</translation>
        </message>
        <message>
            <source>Survival opposed by the fire's Intensity: more successes stop it.</source>
            <translation>Supervivencia enfrentada a la Intensidad del fuego: más éxitos lo detienen.</translation>
        </message>
        <message>
            <source>The fire stops spreading</source>
            <translation>El fuego deja de propagarse</translation>
        </message>
        <message>
            <source>The fire stops spreading ({mine} against {theirs})</source>
            <translation>El fuego deja de propagarse ({mine} contra {theirs})</translation>
        </message>
        <message>
            <source>The fire spreads on ({mine} against {theirs})</source>
            <translation>El fuego sigue propagándose ({mine} contra {theirs})</translation>
        </message>
        <message>
            <source>Medicine successes (treatment)</source>
            <translation>Éxitos de Medicina (tratamiento)</translation>
        </message>
        <message>
            <source>Each success of the one treating is added to the Endure roll.</source>
            <translation>Cada éxito de quien trata se suma a la tirada de Aguante.</translation>
        </message>
        <message>
            <source>Fights it off</source>
            <translation>Lo supera</translation>
        </message>
        <message>
            <source>Affected, no damage</source>
            <translation>Le afecta, sin daño</translation>
        </message>
        <message>
            <source>Poison (Endure against Toxicity)</source>
            <translation>Veneno (Aguante contra Toxicidad)</translation>
        </message>
        <message>
            <source>Every hour until fought off: one damage per success the poison gets more.</source>
            <translation>Cada hora hasta superarlo: un punto de daño por cada éxito de más del veneno.</translation>
        </message>
        <message>
            <source>Toxicity</source>
            <translation>Toxicidad</translation>
        </message>
        <message>
            <source>Typically 4 to 8.</source>
            <translation>Normalmente de 4 a 8.</translation>
        </message>
        <message>
            <source>Fights the poison off, {mine} against {theirs}</source>
            <translation>Supera el veneno, {mine} contra {theirs}</translation>
        </message>
        <message>
            <source>Still poisoned, no damage, {mine} against {theirs}</source>
            <translation>Sigue envenenado, sin daño, {mine} contra {theirs}</translation>
        </message>
        <message>
            <source>The poison does {damage} damage, {mine} against {theirs}</source>
            <translation>El veneno hace {damage} de daño, {mine} contra {theirs}</translation>
        </message>
        <message>
            <source>Disease (sickness roll against Virulence)</source>
            <translation>Enfermedad (tirada de enfermedad contra Virulencia)</translation>
        </message>
        <message>
            <source>Every day until fought off: one damage per success the disease gets more.</source>
            <translation>Cada día hasta superarla: un punto de daño por cada éxito de más de la enfermedad.</translation>
        </message>
        <message>
            <source>Virulence</source>
            <translation>Virulencia</translation>
        </message>
        <message>
            <source>Typically 4 to 10.</source>
            <translation>Normalmente de 4 a 10.</translation>
        </message>
        <message>
            <source>Fights the disease off, {mine} against {theirs}</source>
            <translation>Supera la enfermedad, {mine} contra {theirs}</translation>
        </message>
        <message>
            <source>Infected, no damage, {mine} against {theirs}</source>
            <translation>Infección, sin daño, {mine} contra {theirs}</translation>
        </message>
        <message>
            <source>The disease does {damage} damage, {mine} against {theirs}</source>
            <translation>La enfermedad hace {damage} de daño, {mine} contra {theirs}</translation>
        </message>
        <message>
            <source>Height in meters ÷ 2, rounded down; in a controlled jump each Mobility success takes one off. Armor does not help.</source>
            <translation>Altura en metros ÷ 2, redondeando hacia abajo; en un salto controlado cada éxito de Movilidad resta uno. El blindaje no ayuda.</translation>
        </message>
        <message>
            <source>Height in meters</source>
            <translation>Altura en metros</translation>
        </message>
        <message>
            <source>Controlled jump (roll Mobility)</source>
            <translation>Salto controlado (tirar Movilidad)</translation>
        </message>
        <message>
            <source>Falls {meters} m: {damage} damage</source>
            <translation>Cae {meters} m: {damage} de daño</translation>
        </message>
        <message>
            <source>Spring a trap (Mobility)</source>
            <translation>Activar una trampa (Movilidad)</translation>
        </message>
        <message>
            <source>A Mobility success avoids it; else the Attack rating's successes plus the Damage rating.  Faces: Mobility, then the trap's Attack.</source>
            <translation>Un éxito de Movilidad la evita; si no, los éxitos de su Ataque más su Daño.  Caras: Movilidad, luego el Ataque de la trampa.</translation>
        </message>
        <message>
            <source>Trap's Attack</source>
            <translation>Ataque de la trampa</translation>
        </message>
        <message>
            <source>Attack rating</source>
            <translation>Ataque</translation>
        </message>
        <message>
            <source>Damage rating</source>
            <translation>Daño</translation>
        </message>
        <message>
            <source>Avoids the trap</source>
            <translation>Evita la trampa</translation>
        </message>
        <message>
            <source>Only a lost round still waiting for the GM's picks can be pushed.</source>
            <translation>Solo se puede forzar en un asalto perdido que aún espera la elección del DJ.</translation>
        </message>
        <message>
            <source>The magazine is empty: reload before firing.</source>
            <translation>El cargador está vacío: recarga antes de disparar.</translation>
        </message>
        <message>
            <source>The magazine holds fewer rounds than this fire needs: reload first.</source>
            <translation>El cargador tiene menos balas de las que pide este fuego: recarga antes.</translation>
        </message>
        <message>
            <source>Say how many rounds are sprayed: this weapon's magazine is not counted.</source>
            <translation>Di cuántas balas se disparan: el cargador de esta arma no se cuenta.</translation>
        </message>
        <message>
            <source>The magazine is empty: reload before holding the trigger.</source>
            <translation>El cargador está vacío: recarga antes de mantener apretado el gatillo.</translation>
        </message>
        <message>
            <source>Range modifier {value}</source>
            <extracomment>the log line of each modifier field ({value}: its signed value, {where}: the hit location)</extracomment>
            <translation>Modificador de alcance {value}</translation>
        </message>
        <message>
            <source>Light modifier {value}</source>
            <translation>Modificador de luz {value}</translation>
        </message>
        <message>
            <source>Called shot at {where} {value}</source>
            <translation>Zona elegida, {where}: {value}</translation>
        </message>
        <message>
            <source>Damage multiplier at {where} ×{value}</source>
            <translation>Multiplicador de daño en {where} ×{value}</translation>
        </message>
        <message>
            <source>Range change to the damage multiplier {value}</source>
            <translation>Cambio del alcance al multiplicador de daño {value}</translation>
        </message>
        <message>
            <source>Veterinarian treating a human {value} (2 success levels at most)</source>
            <translation>Veterinario tratando a un humano {value} (2 niveles de éxito como mucho)</translation>
        </message>
        <message>
            <source>Hospital life support {value}</source>
            <translation>Soporte vital del hospital {value}</translation>
        </message>
        <message>
            <source>Range modifier</source>
            <translation>Modificador de alcance</translation>
        </message>
        <message>
            <source>Set by the range band; type another if the GM says so.</source>
            <translation>Lo fija el alcance; escribe otro si el DJ lo dice.</translation>
        </message>
        <message>
            <source>Range change to the damage multiplier</source>
            <translation>Cambio del alcance al multiplicador de daño</translation>
        </message>
        <message>
            <source>Light modifier</source>
            <translation>Modificador de luz</translation>
        </message>
        <message>
            <source>Set by the light; in total darkness the plain d10 counts.</source>
            <translation>Lo fija la luz; en oscuridad absoluta cuenta el 1D10 solo.</translation>
        </message>
        <message>
            <source>Called shot penalty</source>
            <translation>Penalización por la zona elegida</translation>
        </message>
        <message>
            <source>Set by the location called; type another if the GM says so.</source>
            <translation>Lo fija la localización apuntada; escribe otro si el DJ lo dice.</translation>
        </message>
        <message>
            <source>Damage multiplier (type and location)</source>
            <translation>Multiplicador de daño (tipo y localización)</translation>
        </message>
        <message>
            <source>Damage multiplier where it lands</source>
            <translation>Multiplicador de daño donde impacta</translation>
        </message>
        <message>
            <source>Set by the weapon's damage type and the location (head: bullets ×4); type another if the GM says so.</source>
            <translation>Lo fijan el tipo de daño del arma y la localización (cabeza: balas ×4); escribe otro si el DJ lo dice.</translation>
        </message>
        <message>
            <source>A veterinarian treating a human</source>
            <translation>Un veterinario trata a un humano</translation>
        </message>
        <message>
            <source>Veterinary Medicine on a human: −3 to every task, 2 success levels at most.</source>
            <translation>Veterinaria en un humano: −3 a toda prueba, 2 niveles de éxito como mucho.</translation>
        </message>
        <message>
            <source>Veterinarian's penalty</source>
            <translation>Penalización del veterinario</translation>
        </message>
        <message>
            <source>Doctor's Medicine success levels</source>
            <translation>Niveles de éxito de Medicina del doctor</translation>
        </message>
        <message>
            <source>Each success level of the doctor's Medicine test: +1.</source>
            <translation>Cada nivel de éxito de la Prueba de Medicina del doctor: +1.</translation>
        </message>
        <message>
            <source>In a hospital (advanced life support)</source>
            <translation>En un hospital (soporte vital avanzado)</translation>
        </message>
        <message>
            <source>Hospital life support</source>
            <translation>Soporte vital del hospital</translation>
        </message>
        <message>
            <source>The hospital's life support adds +3 to the check.</source>
            <translation>El soporte vital del hospital añade +3 al chequeo.</translation>
        </message>
        <message>
            <source>Nurse's First Aid success levels</source>
            <translation>Niveles de éxito de Primeros Auxilios del enfermero</translation>
        </message>
        <message>
            <source>Each one gives one more minute to revive.</source>
            <translation>Cada uno da un minuto más para revivir.</translation>
        </message>
        <message>
            <source>Revival (a new Survival check)</source>
            <translation>Revivir (un nuevo Chequeo de Supervivencia)</translation>
        </message>
        <message>
            <source>For one who failed a Survival check, within Constitution × 2 minutes: Willpower + Constitution, −5 for each 5 Life Points below 0.</source>
            <translation>Para quien falló un Chequeo de Supervivencia, en Constitución × 2 minutos: Voluntad + Constitución, −5 por cada 5 Puntos de Vida por debajo de 0.</translation>
        </message>
        <message>
            <source>Brought back</source>
            <translation>Vuelve a la vida</translation>
        </message>
        <message>
            <source>Stays dead</source>
            <translation>Sigue muerto</translation>
        </message>
        <message>
            <source>shooting (a lost round: Threat 3)</source>
            <translation>disparando (asalto perdido: Amenaza 3)</translation>
        </message>
        <message>
            <source>close combat (a lost round: Threat 5)</source>
            <translation>cuerpo a cuerpo (asalto perdido: Amenaza 5)</translation>
        </message>
        <message>
            <source>Threat +1</source>
            <translation>Amenaza +1</translation>
        </message>
        <message>
            <source>Swarm Size +1</source>
            <translation>Tamaño de la horda +1</translation>
        </message>
        <message>
            <source>Single attack (random victim)</source>
            <translation>Ataque único (víctima al azar)</translation>
        </message>
        <message>
            <source>Block</source>
            <translation>Bloqueo</translation>
        </message>
        <message>
            <source>Mass attack (random victim)</source>
            <translation>Ataque masivo (víctima al azar)</translation>
        </message>
        <message>
            <source>Small group</source>
            <translation>Grupo pequeño</translation>
        </message>
        <message>
            <source>Fewer than three fighting: a second roll at −2, a third at −4 (type another)</source>
            <translation>Menos de tres luchando: una segunda tirada a −2, una tercera a −4 (escribe otro valor)</translation>
        </message>
        <message>
            <source>Block: Mobility and Stealth need one more success</source>
            <translation>Bloqueo: Movilidad y Sigilo necesitan un éxito más</translation>
        </message>
        <message>
            <source>Successes a block costs each Mobility and Stealth roll this round (type another)</source>
            <translation>Éxitos que el bloqueo quita a cada tirada de Movilidad y Sigilo en este asalto (escribe otro valor)</translation>
        </message>
        <message>
            <source>{damage} − block {strength} = {through}</source>
            <extracomment>worked damage: a held block lets through what the damage exceeds the blocker's Strength by</extracomment>
            <translation>{damage} − bloqueo {strength} = {through}</translation>
        </message>
        <message>
            <source>The attacker's Speed is a whole number or a half (2 or 2.5), 0 to 99.</source>
            <translation>La Velocidad del atacante es un número entero o medio (2 o 2,5), de 0 a 99.</translation>
        </message>
        <message>
            <source>Attacker's Speed</source>
            <translation>Velocidad del atacante</translation>
        </message>
        <message>
            <source>The target blocks this round: a melee hit is blocked only when the target is faster (always when declared with no enemy adjacent).</source>
            <translation>El objetivo bloquea en este asalto: un golpe cuerpo a cuerpo se bloquea solo si el objetivo es más rápido (siempre si lo declaró sin enemigos al lado).</translation>
        </message>
        <message>
            <source>Blocks, but fails: Speed {speed} is not faster than the attacker's {attacker}; all {damage} goes through.</source>
            <translation>Bloquea, pero falla: Velocidad {speed} no es mayor que la del atacante, {attacker}; pasan los {damage}.</translation>
        </message>
        <message>
            <source>Blocks (declared with no enemy adjacent): holds against the attacker who ran in (Speed {attacker} against {speed}).</source>
            <translation>Bloquea (declarado sin enemigos al lado): aguanta contra el atacante que llegó corriendo (Velocidad {attacker} contra {speed}).</translation>
        </message>
        <message>
            <source>Blocks: Speed {speed} is faster than the attacker's {attacker}.</source>
            <translation>Bloquea: Velocidad {speed} es mayor que la del atacante, {attacker}.</translation>
        </message>
        <message>
            <source>{damage} does not exceed Strength {strength}: nothing goes through, and the attacker is knocked back.</source>
            <translation>{damage} no supera Fuerza {strength}: no pasa nada y el atacante sale despedido.</translation>
        </message>
        <message>
            <source>{damage} exceeds Strength {strength}: {through} goes through.</source>
            <translation>{damage} supera Fuerza {strength}: pasan {through}.</translation>
        </message>
        <message>
            <source>miss</source>
            <extracomment>what a shot's die says, in words (the log line's outcome label starts a sentence; these end one)</extracomment>
            <translation>fallo</translation>
        </message>
        <message>
            <source>hit</source>
            <translation>impacto</translation>
        </message>
        <message>
            <source>critical hit, damage ×2</source>
            <translation>impacto crítico, daño ×2</translation>
        </message>
        <message>
            <source>d10 rolled {face}, needs {target} or less: success</source>
            <translation>d10 sacó {face}, necesita {target} o menos: éxito</translation>
        </message>
        <message>
            <source>d10 rolled {face}, needs {target} or less: failure</source>
            <translation>d10 sacó {face}, necesita {target} o menos: fracaso</translation>
        </message>
        <message>
            <source>d10 rolled {face}, again {again}, confirming die {confirm}, needs {target} or less: {outcome}</source>
            <translation>d10 sacó {face}, otra vez {again}, dado de confirmación {confirm}, necesita {target} o menos: {outcome}</translation>
        </message>
        <message>
            <source>d10 rolled {face}, again {again}, needs {target} or less: {outcome}</source>
            <translation>d10 sacó {face}, otra vez {again}, necesita {target} o menos: {outcome}</translation>
        </message>
        <message>
            <source>d10 rolled {face}, confirming die {confirm}, needs {target} or less: {outcome}</source>
            <translation>d10 sacó {face}, dado de confirmación {confirm}, necesita {target} o menos: {outcome}</translation>
        </message>
        <message>
            <source>d10 rolled {face}, needs {target} or less: {outcome}</source>
            <translation>d10 sacó {face}, necesita {target} o menos: {outcome}</translation>
        </message>
        <message>
            <source>armor d10 rolled {face}, deflects on {deflect} or less: deflected</source>
            <translation>d10 del blindaje sacó {face}, desvía con {deflect} o menos: desviado</translation>
        </message>
        <message>
            <source>armor d10 rolled {face}, deflects on {deflect} or less: gets through</source>
            <translation>d10 del blindaje sacó {face}, desvía con {deflect} o menos: atraviesa</translation>
        </message>
        <message>
            <source>damage {damage}</source>
            <translation>daño {damage}</translation>
        </message>
        <message>
            <source>damage {damage} − absorbed {absorb} = {taken}</source>
            <translation>daño {damage} − absorbido {absorb} = {taken}</translation>
        </message>
        <message>
            <source>damage {damage} − absorbed {absorb}: no damage</source>
            <translation>daño {damage} − absorbido {absorb}: sin daño</translation>
        </message>
        <message>
            <source>Health {before} − damage {taken} = {left}, stops at 0</source>
            <translation>Salud {before} − daño {taken} = {left}, no baja de 0</translation>
        </message>
        <message>
            <source>Health {before} − damage {taken} = {after}</source>
            <translation>Salud {before} − daño {taken} = {after}</translation>
        </message>
        <message>
            <source>Health {before} + healed {amount} = {sum}, at most {maximum}</source>
            <translation>Salud {before} + curado {amount} = {sum}, como máximo {maximum}</translation>
        </message>
        <message>
            <source>Health {before} + healed {amount} = {after}</source>
            <translation>Salud {before} + curado {amount} = {after}</translation>
        </message>
        <message>
            <source>shot's damage {damage}</source>
            <translation>daño del disparo {damage}</translation>
        </message>
        <message>
            <source>shots' damage {each} = {total}</source>
            <translation>daño de los disparos {each} = {total}</translation>
        </message>
        <message>
            <source>{name} rolled no die</source>
            <translation>{name} no tiró ningún dado</translation>
        </message>
        <message>
            <source>{name} rolled {dice}</source>
            <translation>{name} sacó {dice}</translation>
        </message>
        <message>
            <source>{mine} against {theirs}</source>
            <translation>{mine} y {theirs}</translation>
        </message>
        <message>
            <source>The Swarm Size runs from 1 to {most}.</source>
            <translation>El Tamaño de la horda va de 1 a {most}.</translation>
        </message>
        <message>
            <source>Destroyed</source>
            <translation>Destruido</translation>
        </message>
        <message>
            <source>Still coming</source>
            <translation>Sigue avanzando</translation>
        </message>
        <message>
            <source>The GM's call: the zombie is destroyed</source>
            <translation>Decisión del DJ: el zombi queda destruido</translation>
        </message>
        <message>
            <source>The GM's call: the zombie keeps coming, hurt as it is</source>
            <translation>Decisión del DJ: el zombi sigue avanzando, herido como está</translation>
        </message>
        <message>
            <source>The GM's call at {life} Life Points: destroyed.</source>
            <translation>Decisión del DJ con {life} Puntos de Vida: destruido.</translation>
        </message>
        <message>
            <source>The GM's call at {life} Life Points: still coming.</source>
            <translation>Decisión del DJ con {life} Puntos de Vida: sigue avanzando.</translation>
        </message>
        <message>
            <source>Down: the GM's call</source>
            <translation>Fuera de combate: decide el DJ</translation>
        </message>
        <message>
            <source>destroyed, or still coming</source>
            <translation>destruido, o sigue avanzando</translation>
        </message>
        <message>
            <source>Dies, as the text says</source>
            <translation>Muere, como dice el texto</translation>
        </message>
        <message>
            <source>Kept alive, unconscious</source>
            <translation>Sigue con vida, inconsciente</translation>
        </message>
        <message>
            <source>The GM&apos;s call: the character dies (“Lose even more and you die”)</source>
            <translation>Decisión del DJ: el personaje muere («Pierde aún más y mueres»)</translation>
        </message>
        <message>
            <source>The GM&apos;s call: the character lives, unconscious and incapacitated, until losing more</source>
            <translation>Decisión del DJ: el personaje sigue con vida, inconsciente y sin poder actuar, hasta que pierda más</translation>
        </message>
        <message>
            <source>The GM&apos;s call at {life} Life Points: dies.</source>
            <translation>Decisión del DJ con {life} Puntos de Vida: muere.</translation>
        </message>
        <message>
            <source>The GM&apos;s call at {life} Life Points: kept alive, unconscious.</source>
            <translation>Decisión del DJ con {life} Puntos de Vida: sigue con vida, inconsciente.</translation>
        </message>
        <message>
            <source>The GM&apos;s call due (dies, or kept alive).</source>
            <translation>Decisión del DJ pendiente (muere, o sigue con vida).</translation>
        </message>
        <message>
            <source>Below zero: the GM&apos;s call</source>
            <translation>Bajo cero: decide el DJ</translation>
        </message>
        <message>
            <source>dies, as the text says, or kept alive, unconscious</source>
            <translation>muere, como dice el texto, o sigue con vida, inconsciente</translation>
        </message>
        <message>
            <source>Below zero Life Points: “incapacitated (and most likely dying)”. Kept alive by the GM&apos;s call; a further loss brings the call again.</source>
            <translation>Por debajo de cero Puntos de Vida: «incapacitado (y muy probablemente muriendo)». Sigue con vida por decisión del DJ; con una nueva pérdida, la decisión vuelve.</translation>
        </message>
        <message>
            <source>“{field}” is missing</source>
            <translation>falta «{field}»</translation>
        </message>
        <message>
            <source>{field} ({where})</source>
            <translation>{field} ({where})</translation>
        </message>
        <message>
            <source>a “{type}” actor is not a character (AFMBE characters and creatures are)</source>
            <translation>un actor «{type}» no es un personaje (lo son los personajes y las criaturas de AFMBE)</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notas</translation>
        </message>
        <message>
            <source>{fields}: Deadwatch does not track them</source>
            <translation>{fields}: Deadwatch no lleva la cuenta de esto</translation>
        </message>
        <message>
            <source>“{field}” should be a list</source>
            <translation>«{field}» debería ser una lista</translation>
        </message>
        <message>
            <source>“{field}” is not an item</source>
            <translation>«{field}» no es un objeto</translation>
        </message>
        <message>
            <source>{name}: Foundry does not say what the armor covers; read as the torso</source>
            <translation>{name}: Foundry no dice qué cubre el blindaje; se lee como el torso</translation>
        </message>
        <message>
            <source>{name}: Foundry does not say how many hands it takes; read as two-handed, as a shotgun</source>
            <translation>{name}: Foundry no dice cuántas manos necesita; se lee como a dos manos, por ser una escopeta</translation>
        </message>
        <message>
            <source>{name}: Foundry does not say how many hands it takes; read as one-handed</source>
            <translation>{name}: Foundry no dice cuántas manos necesita; se lee como a una mano</translation>
        </message>
        <message>
            <source>{name}: armor not worn does not protect</source>
            <translation>{name}: el blindaje que no se lleva puesto no protege</translation>
        </message>
        <message>
            <source>{name} ({type}): metaphysics is not on a Deadwatch sheet</source>
            <translation>{name} ({type}): la metafísica no está en la hoja de Deadwatch</translation>
        </message>
        <message>
            <source>{name} ({type}): {why}</source>
            <translation>{name} ({type}): {why}</translation>
        </message>
        <message>
            <source>this kind of item is not on the sheet</source>
            <translation>este tipo de objeto no está en la hoja</translation>
        </message>
        <message>
            <source>{name}: {points} points is not one of its levels</source>
            <translation>{name}: {points} puntos no es uno de sus niveles</translation>
        </message>
        <message>
            <source>{name}: the damage “{damage}” is not a die times a multiplier</source>
            <translation>{name}: el daño «{damage}» no es un dado por un multiplicador</translation>
        </message>
        <message>
            <source>{name}: the damage type “{type}” is read as bludgeoning</source>
            <translation>{name}: el tipo de daño «{type}» se lee como contundente</translation>
        </message>
        <message>
            <source>All Flesh Must Be Eaten by Jesuisfrog (unofficial)</source>
            <translation>All Flesh Must Be Eaten de Jesuisfrog (no oficial)</translation>
        </message>
        <message>
            <source>talents are not on a Deadwatch sheet; the Foundry export writes them back as read</source>
            <translation>los talentos no están en la hoja de Deadwatch; la exportación a Foundry los vuelve a escribir tal como se leyeron</translation>
        </message>
        <message>
            <source>tiny items give no gear bonus; the Foundry export writes them back as read</source>
            <translation>los objetos pequeños no dan bonificación de equipo; la exportación a Foundry los vuelve a escribir tal como se leyeron</translation>
        </message>
        <message>
            <source>vehicles are not on a Deadwatch sheet</source>
            <translation>los vehículos no están en la hoja de Deadwatch</translation>
        </message>
        <message>
            <source>haven projects are not on a Deadwatch sheet</source>
            <translation>los proyectos del refugio no están en la hoja de Deadwatch</translation>
        </message>
        <message>
            <source>a “{type}” actor is not a character (twdu characters and NPCs are)</source>
            <translation>un actor «{type}» no es un personaje (lo son los personajes y los PNJ de twdu)</translation>
        </message>
        <message>
            <source>{name}: explosive damage (blast dice) is rolled as plain damage</source>
            <translation>{name}: el daño explosivo (dados de explosión) se tira como daño normal</translation>
        </message>
        <message>
            <source>{name}: a gear bonus with no skill to add it to</source>
            <translation>{name}: una bonificación de equipo sin habilidad a la que sumarla</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; lethal in D6 {unit}, rolled as it is imported</source>
            <translation>{name}: −{penalty} {penalty|dado|dados}; letal en D6 {unit}, tirado al importar</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; recovery D6 {unit}, rolled as it is imported</source>
            <translation>{name}: −{penalty} {penalty|dado|dados}; recuperación D6 {unit}, tirado al importar</translation>
        </message>
        <message>
            <source>the condition “{status}”: not one of the rules&apos; (poisoned, sick, dead)</source>
            <translation>el estado «{status}»: no es de las reglas (envenenado, enfermo, muerto)</translation>
        </message>
        <message>
            <source>The Walking Dead Universe (twdu)</source>
            <translation>The Walking Dead Universe (twdu)</translation>
        </message>
        <message>
            <source>{fields}: not in the data model this reading follows ({versions})</source>
            <translation>{fields}: {count|no está|no están} en el modelo de datos que sigue esta lectura ({versions})</translation>
        </message>
        <message>
            <source>As many as the weapon fires in a turn: each is tested, each spends a round.</source>
            <translation>Tantos como dispara el arma en un turno: cada uno se prueba y gasta una bala.</translation>
        </message>
        <message>
            <source>{name}: the recovery time has passed; −{penalty} {penalty|die|dice} removed.</source>
            <extracomment>an injury whose recovery time has passed: "the penalty is removed"</extracomment>
            <translation>{name}: ha pasado el tiempo de recuperación; se retira el −{penalty} a los dados.</translation>
        </message>
        <message>
            <source>Success, pushing a failure</source>
            <translation>Éxito, forzando un fallo</translation>
        </message>
        <message>
            <source>Mess-up, pushing a failure</source>
            <translation>Pifia, forzando un fallo</translation>
        </message>
        <message>
            <source>Moved this round: half Accuracy.</source>
            <translation>Se movió este asalto: la mitad de Puntería.</translation>
        </message>
        <message>
            <source>Activity</source>
            <translation>Actividad</translation>
        </message>
        <message>
            <source>How long</source>
            <translation>Cuánto tiempo</translation>
        </message>
        <message>
            <source>Minutes of work or of carrying the load; hours of sleep missed below seven.</source>
            <translation>Minutos de trabajo o de cargar el peso; horas de sueño perdidas por debajo de siete.</translation>
        </message>
        <message>
            <source>Hard work: 1 every 10 minutes; really hard work: 1d4 a minute; an hour of sleep missed: 1; a load: 1d4 every 10/5/2/1 minutes. Resistance (Fatigue) takes 1 off each, not off lost sleep.</source>
            <translation>Trabajo duro: 1 cada 10 minutos; trabajo muy duro: 1d4 por minuto; una hora de sueño perdida: 1; una carga: 1d4 cada 10/5/2/1 minutos. Resistencia (fatiga) quita 1 a cada pérdida, no al sueño perdido.</translation>
        </message>
        <message>
            <source>Load carried</source>
            <translation>Carga llevada</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Carga</translation>
        </message>
        <message>
            <source>Beyond half the maximum load: Speed −1.5 (light), −3 (medium), −4.5 (heavy) or −5 (very heavy), and Endurance lost as time passes; a light load also −1 to tests that need movement.</source>
            <translation>Más allá de la mitad de la carga máxima: Velocidad −1,5 (ligera), −3 (media), −4,5 (pesada) o −5 (superpesada), y Resistencia perdida con el tiempo; la carga ligera, además, −1 a las pruebas que requieren movimiento.</translation>
        </message>
        <message>
            <source>No penalty</source>
            <translation>Sin penalización</translation>
        </message>
        <message>
            <source>Speed {speed} · {test} to movement tests · 1d4 Endurance every {minutes} min</source>
            <translation>Velocidad {speed} · {test} a las pruebas de movimiento · 1d4 de Resistencia cada {minutes} min</translation>
        </message>
        <message>
            <source>Dazed and dizzy (Endurance 5 or less)</source>
            <translation>Aturdimiento y mareo (Resistencia 5 o menos)</translation>
        </message>
        <message>
            <source>Exhausted (0 or less: a Survival check every turn)</source>
            <translation>Agotado (0 o menos: un Chequeo de Supervivencia cada turno)</translation>
        </message>
        <message>
            <source>At least one hit</source>
            <translation>Al menos un impacto</translation>
        </message>
        <message>
            <source>All {count} hit</source>
            <translation>Los {count} impactan</translation>
        </message>
        <message>
            <source>At least one critical hit</source>
            <translation>Al menos un impacto crítico</translation>
        </message>
        <message>
            <source>{hits} of {shots} {shots|shot|shots} hit: {damage} damage before armor</source>
            <translation>Impactan {hits} de {shots} {shots|disparo|disparos}: {damage} de daño antes del blindaje</translation>
        </message>
        <message>
            <source>Pick up bandages and pain pills</source>
            <translation>Recoger vendas y analgésicos</translation>
        </message>
        <message>
            <source>Bandages</source>
            <translation>Vendas</translation>
        </message>
        <message>
            <source>Pain pills</source>
            <translation>Analgésicos</translation>
        </message>
        <message>
            <source>What the character finds and keeps (a crate, a body). Nothing is rolled.</source>
            <translation>Lo que el personaje encuentra y se queda (una caja, un cuerpo). No se tira nada.</translation>
        </message>
        <message>
            <source>Pick up at least one bandage or pain pill.</source>
            <translation>Recoge al menos una venda o un analgésico.</translation>
        </message>
        <message>
            <source>Picks up {bandages} {bandages|bandage|bandages} and {pills} pain {pills|pill|pills}: bandages {old_b} → {new_b}, pain pills {old_p} → {new_p}</source>
            <translation>Recoge {bandages} {bandages|venda|vendas} y {pills} {pills|analgésico|analgésicos}: vendas {old_b} → {new_b}, analgésicos {old_p} → {new_p}</translation>
        </message>
        <message>
            <source>At Short range every attack is a Close Combat roll, even with a ranged weapon.</source>
            <translation>En alcance Corto todo ataque es una tirada de Combate cuerpo a cuerpo, incluso con un arma a distancia.</translation>
        </message>
        <message>
            <source>Both arms are useless: no weapon can be used.</source>
            <translation>Ambos brazos están inutilizados: no se puede usar ningún arma.</translation>
        </message>
        <message>
            <source>A two-handed weapon cannot be used with only one arm.</source>
            <translation>Un arma a dos manos no se puede usar con un solo brazo.</translation>
        </message>
        <message>
            <source>That hand&apos;s arm is useless: shoot with the other hand.</source>
            <translation>El brazo de esa mano está inutilizado: dispara con la otra mano.</translation>
        </message>
        <message>
            <source>The loaded clip is empty: reload before firing.</source>
            <translation>El cargador puesto está vacío: recarga antes de disparar.</translation>
        </message>
        <message>
            <source>This weapon has no Ammo Points left: it cannot fire.</source>
            <translation>A esta arma no le quedan Puntos de Munición: no puede disparar.</translation>
        </message>
        <message>
            <source>Distance</source>
            <translation>Distancia</translation>
        </message>
        <message>
            <source>Counted in</source>
            <translation>Medida en</translation>
        </message>
        <message>
            <source>metres</source>
            <translation>metros</translation>
        </message>
        <message>
            <source>zones apart (0: the same zone)</source>
            <translation>zonas de separación (0: la misma zona)</translation>
        </message>
        <message>
            <source>Typed, it sets the range band: under 25 m or the same zone Short, 25-100 m or one or two zones away Long, beyond it Extreme.</source>
            <translation>Al escribirla fija el alcance: menos de 25 m o la misma zona, Corto; de 25 a 100 m o a una o dos zonas, Largo; más allá, Extremo.</translation>
        </message>
        <message>
            <source>The distance in metres, or in zones between the two: the same zone is Short, one or two zones away Long, three or more Extreme.</source>
            <translation>La distancia en metros, o en zonas entre ambos: la misma zona es Corto, a una o dos zonas Largo, a tres o más Extremo.</translation>
        </message>
        <message>
            <source>Agility {agility}: {attacks} {attacks|attack|attacks}, {damage} damage</source>
            <translation>Agilidad {agility}: {attacks} {attacks|ataque|ataques}, {damage} de daño</translation>
        </message>
        <message>
            <source>{winners}: won the exchange against {losers} ({why})</source>
            <translation>{winners}: victoria en el intercambio contra {losers} ({why})</translation>
        </message>
        <message>
            <source>{winners}: won the exchange</source>
            <translation>{winners}: victoria en el intercambio</translation>
        </message>
        <message>
            <source>The one hit must be a fighter of the group.</source>
            <translation>El golpeado debe ser un combatiente del grupo.</translation>
        </message>
        <message>
            <source>There is no furniture there.</source>
            <translation>Ahí no hay muebles.</translation>
        </message>
        <message>
            <source>Move it one tile or more.</source>
            <translation>Muévelo una casilla o más.</translation>
        </message>
        <message>
            <source>The furniture&apos;s weight is 1 or more.</source>
            <translation>El peso de los muebles es 1 o más.</translation>
        </message>
        <message>
            <source>Someone next to the furniture has to move it.</source>
            <translation>Alguien junto a los muebles tiene que moverlos.</translation>
        </message>
        <message>
            <source>Only those beside the furniture can move it.</source>
            <translation>Solo quienes están junto a los muebles pueden moverlos.</translation>
        </message>
        <message>
            <source>Too far for this turn: it moves {allowed} at most (weight {weight} against Strength {strength}, at the slowest mover&apos;s speed).</source>
            <translation>Demasiado lejos para este turno: se mueve {allowed} como mucho (peso {weight} contra Fuerza {strength}, a la velocidad del más lento).</translation>
        </message>
        <message>
            <source>Something is in the way on {tile}.</source>
            <translation>Algo estorba en {tile}.</translation>
        </message>
        <message>
            <source>The map's edge is in the way: the map ends at {tile}.</source>
            <translation>El borde del mapa está en medio: el mapa termina en {tile}.</translation>
        </message>
        <message>
            <source>In the way on {tile}: {kind}.</source>
            <translation>En medio, en {tile}: {kind}.</translation>
        </message>
        <message>
            <source>{who} is in the way on {tile}.</source>
            <translation>{who} está en medio, en {tile}.</translation>
        </message>
        <message>
            <source>Moves {count} {count|tile|tiles} ({cost} of movement): weight {weight}, Strength {strength}.</source>
            <translation>Se mueve {count} {count|casilla|casillas} ({cost} de movimiento): peso {weight}, Fuerza {strength}.</translation>
        </message>
        <message>
            <source>Give the hit points of a tile of this furniture: the text leaves them to the GM.</source>
            <translation>Indica los puntos de golpe de una casilla de estos muebles: el texto los deja al DJ.</translation>
        </message>
        <message>
            <source>{tile}: hit points {before} − {taken} = {after} of {most}.</source>
            <translation>{tile}: puntos de golpe {before} − {taken} = {after} de {most}.</translation>
        </message>
        <message>
            <source>At half its hit points or less, it takes double damage: {damage} × 2.</source>
            <translation>A la mitad de sus puntos de golpe o menos, recibe daño doble: {damage} × 2.</translation>
        </message>
        <message>
            <source>The tile is destroyed.</source>
            <translation>La casilla queda destruida.</translation>
        </message>
        <message>
            <source>The furniture splits into {count} {count|piece|pieces}.</source>
            <translation>Los muebles se parten en {count} {count|pieza|piezas}.</translation>
        </message>
        <message>
            <source>Broken through: attacks go through it.</source>
            <translation>Atravesado: los ataques pasan a través.</translation>
        </message>
        <message>
            <source>Knocked back {count} {count|tile|tiles} (force {force} against weight {weight}).</source>
            <translation>Sale despedido {count} {count|casilla|casillas} (fuerza {force} contra peso {weight}).</translation>
        </message>
        <message>
            <source>Stopped by what is in the way ({tiles} meant).</source>
            <translation>Lo detiene lo que hay en medio (debían ser {tiles}).</translation>
        </message>
        <message>
            <source>0 (no limit)</source>
            <translation>0 (sin límite)</translation>
        </message>
        <message>
            <source>0 (the human maximum, 6)</source>
            <translation>0 (el máximo humano, 6)</translation>
        </message>
        <message>
            <source>{value} (Deadwatch&apos;s sheet kept in the file)</source>
            <translation>{value} (la hoja de Deadwatch guardada en el archivo)</translation>
        </message>
        <message>
            <source>{value} (changed in Foundry: {old} → {new}, {dice} {dice|die|dice})</source>
            <translation>{value} (cambiado en Foundry: {old} → {new}, {dice} {dice|dado|dados})</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; lethal in {value} {unit} (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} {penalty|dado|dados}; letal en {value} {unit} (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; recovery {value} {unit} (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} {penalty|dado|dados}; recuperación {value} {unit} (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{count} Luck points for the session.</source>
            <translation>{count} {count|punto|puntos} de suerte para la sesión.</translation>
        </message>
        <message>
            <source>{count} bad luck points for the GM this session.</source>
            <translation>{count} {count|punto|puntos} de mala suerte para el DJ en esta sesión.</translation>
        </message>
        <message>
            <source>Drawback points to take</source>
            <translation>Puntos de defectos por tomar</translation>
        </message>
        <message>
            <source>base {base}, stress {stress} → {successes}{walkers}</source>
            <translation>base: {base}; estrés: {stress} → {successes}{walkers}</translation>
        </message>
        <message>
            <source>{skill} (“{field}”) is “{value}”; it should be base, trained, expert or master</source>
            <translation>{skill} («{field}») es «{value}»; debe ser base, trained, expert o master</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; lethal in {value} {value|minute|minutes} (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} {penalty|dado|dados}; letal en {value} {value|minuto|minutos} (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; lethal in {value} {value|hour|hours} (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} {penalty|dado|dados}; letal en {value} {value|hora|horas} (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; lethal in {value} {value|day|days} (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} {penalty|dado|dados}; letal en {value} {value|día|días} (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; recovery in {value} {value|hour|hours} (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} {penalty|dado|dados}; recuperación en {value} {value|hora|horas} (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; recovery in {value} {value|day|days} (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} {penalty|dado|dados}; recuperación en {value} {value|día|días} (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; recovery in {value} {value|week|weeks} (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} {penalty|dado|dados}; recuperación en {value} {value|semana|semanas} (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{name} {count}</source>
            <translation>{name} {count}</translation>
        </message>
        <message>
            <source>gear {count}</source>
            <translation>equipo {count}</translation>
        </message>
        <message>
            <source>gear {count} ({weapon})</source>
            <translation>equipo {count} ({weapon})</translation>
        </message>
        <message>
            <source>{count} {count|helper|helpers}</source>
            <translation>{count} {count|ayudante|ayudantes}</translation>
        </message>
        <message>
            <source>modifier {count}</source>
            <translation>modificador {count}</translation>
        </message>
        <message>
            <source>critical injuries {count}</source>
            <translation>heridas críticas {count}</translation>
        </message>
        <message>
            <source>poisoned {count}</source>
            <translation>envenenamiento {count}</translation>
        </message>
        <message>
            <source>sick {count}</source>
            <translation>enfermedad {count}</translation>
        </message>
        <message>
            <source>armor {count}</source>
            <translation>blindaje {count}</translation>
        </message>
        <message>
            <source>{count} stress {count|die|dice}</source>
            <translation>{count} {count|dado|dados} de estrés</translation>
        </message>
        <message>
            <source>never fewer than 0 base dice</source>
            <translation>nunca menos de 0 dados base</translation>
        </message>
        <message>
            <source>Broken: the roll fails, no dice are rolled</source>
            <translation>Fuera de combate: la tirada falla, no se tiran dados</translation>
        </message>
        <message>
            <source>Furniture on {tile} stops the shot: a tile lets attacks through at half its hit points or less.</source>
            <translation>El mueble en {tile} detiene el disparo: una casilla deja pasar los ataques con la mitad de sus puntos de golpe o menos.</translation>
        </message>
        <message>
            <source>Furniture in the way, not broken through</source>
            <translation>Un mueble en medio, sin atravesar</translation>
        </message>
        <message>
            <source>A tile of furniture lets attacks through at half its hit points or less; the map ticks this from the line of the shot.</source>
            <translation>Una casilla de mueble deja pasar los ataques con la mitad de sus puntos de golpe o menos; el mapa lo marca según la línea del disparo.</translation>
        </message>
        <message>
            <source>Furniture stops the shot: a tile of it lets attacks through only at half its hit points or less.</source>
            <translation>El mueble detiene el disparo: una casilla suya solo deja pasar los ataques con la mitad de sus puntos de golpe o menos.</translation>
        </message>
        <message>
            <source>All attempts at eating furniture automatically fail, and do not deal any damage.</source>
            <translation>Todo intento de comerse los muebles fracasa automáticamente y no hace ningún daño.</translation>
        </message>
        <message>
            <source>{part} starts bleeding: the main pool loses {points} each round.</source>
            <translation>{part} empieza a sangrar: la reserva principal pierde {points} cada asalto.</translation>
        </message>
        <message>
            <source>Experience</source>
            <translation>Experiencia</translation>
        </message>
        <message>
            <source>Encumbrance</source>
            <translation>Carga</translation>
        </message>
        <message>
            <source>Haven</source>
            <translation>Refugio</translation>
        </message>
        <message>
            <source>Drive used</source>
            <translation>Motivación usada</translation>
        </message>
        <message>
            <source>{first}, {rest}</source>
            <translation>{first}, {rest}</translation>
        </message>
        <message>
            <source>{name}: lethal in D6 {unit}, rolled as it is imported</source>
            <translation>{name}: letal en D6 {unit}, tirado al importar</translation>
        </message>
        <message>
            <source>{name}: recovery D6 {unit}, rolled as it is imported</source>
            <translation>{name}: recuperación D6 {unit}, tirado al importar</translation>
        </message>
        <message>
            <source>lethal in {time} {unit}; needs {equipment}</source>
            <translation>letal en {time} {unit}; necesita: {equipment}</translation>
        </message>
        <message>
            <source>recovery {time} {unit}</source>
            <translation>recuperación: {time} {unit}</translation>
        </message>
        <message>
            <source>{left} {left_unit} left</source>
            <translation>aún {left} {left_unit}</translation>
        </message>
        <message>
            <source>healing</source>
            <translation>sanando</translation>
        </message>
        <message>
            <source>{skill}: {want} dice in Foundry, {dice} on the sheet (an attribute and a skill hold at most 5 each); the Foundry export writes it back as {level} while the sheet keeps {dice} {dice|die|dice}</source>
            <translation>{skill}: {want} dados en Foundry, {dice} en la hoja (un atributo y una habilidad valen como mucho 5 cada uno); la exportación a Foundry lo devuelve como {level} mientras la hoja tenga {dice} {dice|dado|dados}</translation>
        </message>
        <message>
            <source>{name}: lethal in {value} {value|minute|minutes} (D6 rolled on import: {face})</source>
            <translation>{name}: letal en {value} {value|minuto|minutos} (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{name}: lethal in {value} {value|hour|hours} (D6 rolled on import: {face})</source>
            <translation>{name}: letal en {value} {value|hora|horas} (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{name}: lethal in {value} {value|day|days} (D6 rolled on import: {face})</source>
            <translation>{name}: letal en {value} {value|día|días} (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{name}: recovery in {value} {value|hour|hours} (D6 rolled on import: {face})</source>
            <translation>{name}: recuperación en {value} {value|hora|horas} (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{name}: recovery in {value} {value|day|days} (D6 rolled on import: {face})</source>
            <translation>{name}: recuperación en {value} {value|día|días} (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{name}: recovery in {value} {value|week|weeks} (D6 rolled on import: {face})</source>
            <translation>{name}: recuperación en {value} {value|semana|semanas} (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>base dice {base}, stress dice {stress} → {successes} {successes|success|successes}{walkers}</source>
            <translation>dados base: {base}; dados de estrés: {stress} → {successes} {successes|éxito|éxitos}{walkers}</translation>
        </message>
        <message>
            <source>Used with both hands: Strength +1 for damage</source>
            <translation>Usada a dos manos: Fuerza +1 al daño</translation>
        </message>
        <message>
            <source>One or two hands (both: Strength +1)</source>
            <translation>A una o dos manos (a dos: Fuerza +1)</translation>
        </message>
        <message>
            <source>Only a weapon for one or two hands gains from both hands.</source>
            <translation>Solo un arma «a una o dos manos» se beneficia de usar las dos manos.</translation>
        </message>
        <message>
            <source>Down for good: the dead take no stress and no critical injury.</source>
            <translation>Abatido para siempre: los muertos no sufren estrés ni heridas críticas.</translation>
        </message>
        <message>
            <source>critical injury «{name}»: {reason}; it is left out</source>
            <translation>herida crítica «{name}»: {reason}; se deja fuera</translation>
        </message>
        <message>
            <source>weapon «{name}»: {reason}; it is left out</source>
            <translation>arma «{name}»: {reason}; se deja fuera</translation>
        </message>
        <message>
            <source>gear «{name}»: {reason}; it is left out</source>
            <translation>equipo «{name}»: {reason}; se deja fuera</translation>
        </message>
        <message>
            <source>armor «{name}»: {reason}; it is left out</source>
            <translation>blindaje «{name}»: {reason}; se deja fuera</translation>
        </message>
        <message>
            <source>critical injury «{name}»: its effect “{text}” is text; −{penalty} {penalty|die|dice} read from it, the text kept as its description</source>
            <translation>herida crítica «{name}»: su efecto «{text}» es texto; se lee de él −{penalty} {penalty|dado|dados}, y el texto se guarda como su descripción</translation>
        </message>
        <message>
            <source>critical injury «{name}»: its effect “{text}” gives no number of dice; no dice are taken away, the text is kept as its description</source>
            <translation>herida crítica «{name}»: su efecto «{text}» no da un número de dados; no se quita ningún dado, y el texto se guarda como su descripción</translation>
        </message>
        <message>
            <source>Poisoned|Poison|Poisoning</source>
            <translation>Envenenado|Envenenada|Envenenados|Envenenadas|Veneno|Envenenamiento</translation>
        </message>
        <message>
            <source>Sick|Ill|Disease|Diseased</source>
            <translation>Enfermo|Enferma|Enfermos|Enfermas|Enfermedad</translation>
        </message>
        <message>
            <source>Issues</source>
            <translation>Problemas</translation>
        </message>
        <message>
            <source>{check}: {total} against {target} (d10 {die} + WIL {wil} + CON {con}{modifier}), passed ({level}).</source>
            <translation>{check}: {total} contra dificultad {target} (d10 {die} + VOL {wil} + CON {con}{modifier}), superado ({level}).</translation>
        </message>
        <message>
            <source>Dead: the Survival check failed (major medical help within CON × 2 minutes can still bring the character back).</source>
            <translation>Muerte: falló el Chequeo de Supervivencia (una ayuda médica importante en CON × 2 minutos aún puede devolver al personaje a la vida).</translation>
        </message>
        <message>
            <source>{check}: {total} against {target} (d10 {die} + WIL {wil} + CON {con}{modifier}), failed.</source>
            <translation>{check}: {total} contra dificultad {target} (d10 {die} + VOL {wil} + CON {con}{modifier}), fallado.</translation>
        </message>
        <message>
            <source>{own} − 2 for Endurance 5 or less</source>
            <translation>{own} − 2 por Resistencia 5 o menos</translation>
        </message>
        <message>
            <source>{check}: d10 + WIL {wil} + CON {con}{modifier} against {target}</source>
            <translation>{check}: d10 + VOL {wil} + CON {con}{modifier} contra dificultad {target}</translation>
        </message>
        <message>
            <source>Flung against an obstacle: the attacker&apos;s Strength {strength} × {tiles} {tiles|tile|tiles} of knockback not travelled = {damage} damage.</source>
            <translation>Lanzado contra un obstáculo: la Fuerza del atacante {strength} × {tiles} {tiles|casilla|casillas} de retroceso no {tiles|recorrida|recorridas} = {damage} de daño.</translation>
        </message>
        <message>
            <source>{outcome}: {damage} damage, armor ignored</source>
            <translation>{outcome}: {damage} de daño, sin contar el blindaje</translation>
        </message>
        <message>
            <source>{hits} of {shots} {shots|shot|shots} hit, {criticals} critical: {damage} damage, {ignored} of it ignoring armor</source>
            <translation>Impactan {hits} de {shots} {shots|disparo|disparos}, {criticals} {criticals|crítico|críticos}: {damage} de daño, {ignored} de ellos sin contar el blindaje</translation>
        </message>
        <message>
            <source>d{accuracy}: a shot at a chosen body part hits {aimed}; at no part in particular {unaimed} (it reaches 50% further, and always hits the torso).</source>
            <translation>d{accuracy}: un disparo a una parte del cuerpo elegida acierta {aimed}; sin apuntar a ninguna parte, {unaimed} (llega un 50% más lejos, y siempre da en el torso).</translation>
        </message>
        <message>
            <source>{condition} ends</source>
            <translation>Termina {condition}</translation>
        </message>
        <message>
            <source>rolled {roll} on d{sides}: an aimed shot reaches {reach} {reach|tile|tiles}, the target is {distance} {distance|tile|tiles} away</source>
            <translation>sale {roll} en el d{sides}: un disparo apuntado llega a {reach} {reach|casilla|casillas}, el objetivo está a {distance} {distance|casilla|casillas}</translation>
        </message>
        <message>
            <source>rolled {roll} on d{sides}: unaimed, it reaches {reach} {reach|tile|tiles} (the roll ×1.5, rounded down), the target is {distance} {distance|tile|tiles} away</source>
            <translation>sale {roll} en el d{sides}: sin apuntar llega a {reach} {reach|casilla|casillas} (la tirada ×1,5, redondeando hacia abajo), el objetivo está a {distance} {distance|casilla|casillas}</translation>
        </message>
        <message>
            <source>That check is not due: the character&apos;s state does not call for it now.</source>
            <translation>Ese chequeo no toca ahora: el estado del personaje no lo pide.</translation>
        </message>
        <message>
            <source>The check the character&apos;s state calls for, with its own numbers: rolled as the roster&apos;s button rolls it.</source>
            <translation>El chequeo que pide el estado del personaje, con sus propios números: se tira como con el botón de la lista de personajes.</translation>
        </message>
        <message>
            <source>These rules strike nobody in passing.</source>
            <translation>En estas reglas no se golpea a nadie al pasar.</translation>
        </message>
        <message>
            <source>No working arm holds the drawn katana.</source>
            <translation>Ningún brazo útil sostiene la katana desenvainada.</translation>
        </message>
        <message>
            <source>The katana is concealed: drawing it takes up a round of combat (the dice dock&apos;s draw).</source>
            <translation>La katana está oculta: desenvainarla ocupa un asalto de combate (la acción del panel de dados).</translation>
        </message>
        <message>
            <source>No drawn melee weapon: no katana is carried.</source>
            <translation>Ningún arma cuerpo a cuerpo desenvainada: no lleva katana.</translation>
        </message>
        <message>
            <source>The concealed katana is drawn: it strikes from now on.</source>
            <translation>La katana oculta está desenvainada: golpea desde ahora.</translation>
        </message>
        <message>
            <source>Struck at</source>
            <translation>Golpe a</translation>
        </message>
        <message>
            <source>Strike in melee (always hits)</source>
            <translation>Golpe cuerpo a cuerpo (siempre impacta)</translation>
        </message>
        <message>
            <source>Nothing is rolled: Strength × the weapon&apos;s modifier, split by the hand and doubled, offered to the part struck (a block may stop it).</source>
            <translation>No se tira nada: Fuerza × el modificador del arma, repartida según la mano y duplicada, se ofrece a la parte golpeada (un bloqueo puede pararla).</translation>
        </message>
        <message>
            <source>No melee weapon to strike with.</source>
            <translation>No hay arma cuerpo a cuerpo con la que golpear.</translation>
        </message>
        <message>
            <source>Draw the concealed katana first: it strikes from the next round.</source>
            <translation>Desenvaina primero la katana oculta: golpea desde el asalto siguiente.</translation>
        </message>
        <message>
            <source>Strikes the {part}: {damage} damage</source>
            <translation>Golpea en {part}: {damage} de daño</translation>
        </message>
        <message>
            <source>Hit (cannot hit: no Accuracy to roll)</source>
            <translation>Impacto (imposible: no hay Puntería que tirar)</translation>
        </message>
        <message>
            <source>Hit (cannot hit: out of range, an aimed d{sides} reaches {reach} {reach|tile|tiles}, the target is {distance} away)</source>
            <translation>Impacto (imposible: fuera de alcance, un d{sides} apuntado llega a {reach} {reach|casilla|casillas} y el objetivo está a {distance})</translation>
        </message>
        <message>
            <source>Hit (cannot hit: out of range, d{sides} reaches {reach} {reach|tile|tiles}, the target is {distance} away)</source>
            <translation>Impacto (imposible: fuera de alcance, un d{sides} llega a {reach} {reach|casilla|casillas} y el objetivo está a {distance})</translation>
        </message>
        <message>
            <source>Hit (cannot hit: no face of d{sides} hits that part)</source>
            <translation>Impacto (imposible: ninguna cara del d{sides} acierta esa parte)</translation>
        </message>
        <message>
            <source>Grenades</source>
            <translation>Granadas</translation>
        </message>
        <message>
            <source>grenades</source>
            <translation>{count|granada|granadas}</translation>
        </message>
        <message>
            <source>Apply {through} damage to {name} ({damage} − block {strength})</source>
            <translation>Aplicar {through} de daño a {name} ({damage} − bloqueo {strength})</translation>
        </message>
        <message>
            <source>Blocked: nothing goes through; the attacker is knocked back</source>
            <translation>Bloqueado: no pasa nada y el atacante sale despedido</translation>
        </message>
        <message>
            <source>(two-handed: not split)</source>
            <translation>(a dos manos: sin repartir)</translation>
        </message>
        <message>
            <source>× {hand} {share}% × 2</source>
            <translation>× {hand} {share}% × 2</translation>
        </message>
        <message>
            <source>Strength {value}</source>
            <translation>Fuerza {value}</translation>
        </message>
        <message>
            <source>× {weapon} {value}</source>
            <translation>× {weapon} {value}</translation>
        </message>
        <message>
            <source>= {value} damage</source>
            <translation>= {value} de daño</translation>
        </message>
        <message>
            <source>Accuracy {value}</source>
            <translation>Puntería {value}</translation>
        </message>
        <message>
            <source>÷ 2 (the shooter moved)</source>
            <translation>÷ 2 (el tirador se movió)</translation>
        </message>
        <message>
            <source>− {value} (further targets)</source>
            <translation>− {value} (más objetivos)</translation>
        </message>
        <message>
            <source>= d{value}</source>
            <translation>= d{value}</translation>
        </message>
        <message>
            <source>= {value}: only a point-blank shot hits</source>
            <translation>= {value}: solo impacta un disparo a bocajarro</translation>
        </message>
        <message>
            <source>Dead|Killed|Deceased</source>
            <translation>Muerto|Muerta|Muertos|Muertas|Fallecido|Fallecida|Asesinado|Asesinada</translation>
        </message>
        <message>
            <source>{skill}: no level in the file (“{field}”): not given, 0 taken</source>
            <translation>{skill}: el archivo no da nivel («{field}»): no consta, se toma 0</translation>
        </message>
        <message>
            <source>{skill}: no level in the file (“{field}”): the kept sheet&apos;s {value} taken</source>
            <translation>{skill}: el archivo no da nivel («{field}»): se toma el {value} de la hoja guardada</translation>
        </message>
        <message>
            <source>{name}: range “{range}” read as {band}</source>
            <translation>{name}: alcance «{range}» leído como {band}</translation>
        </message>
        <message>
            <source>Not enough stamina: this sprint costs {stamina}, {left} left; a round without a sprint or a fight gives back 2 (1 at 0).</source>
            <translation>Falta aguante: este esprint cuesta {stamina}, quedan {left}; un asalto sin esprint ni combate devuelve 2 (1 si está a 0).</translation>
        </message>
        <message>
            <source>Not enough stamina: this sprint costs {stamina} ({why}), {left} left; a round without a sprint or a fight gives back 2 (1 at 0).</source>
            <translation>Falta aguante: este esprint cuesta {stamina} ({why}), quedan {left}; un asalto sin esprint ni combate devuelve 2 (1 si está a 0).</translation>
        </message>
        <message>
            <source>Stamina {left}/{most}.</source>
            <translation>Aguante {left}/{most}.</translation>
        </message>
        <message>
            <source>Stamina {left}/{most}: +1 at the end of a round without a fight.</source>
            <translation>Aguante {left}/{most}: +1 al final de un asalto sin combate.</translation>
        </message>
        <message>
            <source>Strength {strength} × {weapon} {modifier} × hand {share}% × 2 = {damage}</source>
            <translation>Fuerza {strength} × «{weapon}» {modifier} × mano {share}% × 2 = {damage}</translation>
        </message>
        <message>
            <source>Out of melee reach: the two tokens are {distance} tiles apart on the map, and {weapon} strikes only an adjacent tile (not a diagonal one).</source>
            <translation>Fuera del alcance cuerpo a cuerpo: las dos fichas están a {distance} casillas en el mapa, y {weapon} solo golpea una casilla adyacente (no en diagonal).</translation>
        </message>
        <message>
            <source>{name} hit the dirt to dodge the shot: no other action this turn.</source>
            <translation>{name} se echó cuerpo a tierra para esquivar el disparo: ninguna otra acción este turno.</translation>
        </message>
        <message>
            <source>Archetype</source>
            <translation>Arquetipo</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Impulso</translation>
        </message>
        <message>
            <source>PC anchor</source>
            <translation>Ancla PJ</translation>
        </message>
        <message>
            <source>NPC anchor</source>
            <translation>Ancla PNJ</translation>
        </message>
        <message>
            <source>Background</source>
            <translation>Trasfondo</translation>
        </message>
        <message>
            <source>Fate</source>
            <translation>Destino</translation>
        </message>
        <message>
            <source>Shot (Ranged Combat)</source>
            <translation>Disparo (Combate a distancia)</translation>
        </message>
        <message>
            <source>A shot at someone who does not shoot back: a straight roll; a hit deals the weapon&apos;s damage + one per success beyond the first.</source>
            <translation>Un disparo contra quien no devuelve el fuego: una tirada simple; un impacto hace el daño del arma + uno por éxito tras el primero.</translation>
        </message>
        <message>
            <source>Its gear bonus adds base dice; its damage is dealt on a hit.</source>
            <translation>Su bonificación de equipo añade dados base; su daño se hace al impactar.</translation>
        </message>
        <message>
            <source>The shot misses</source>
            <translation>El disparo falla</translation>
        </message>
        <message>
            <source>The shot hits: {damage} damage</source>
            <translation>El disparo impacta: {damage} de daño</translation>
        </message>
        <message>
            <source>Drawn at once (no fight running)</source>
            <translation>Desenvainada al momento (no hay combate)</translation>
        </message>
        <message>
            <source>Draws a concealed katana: no fight is running, so it is drawn at once</source>
            <translation>Desenvaina una katana oculta: no hay combate, así que queda desenvainada al momento</translation>
        </message>
        <message>
            <source>re-rolled {old} → {new}, new stress die {extra} → {successes} {successes|success|successes}{walkers}</source>
            <translation>se vuelven a tirar {old} → {new}, nuevo dado de estrés {extra} → {successes} {successes|éxito|éxitos}{walkers}</translation>
        </message>
        <message>
            <source>re-rolled {old} → {new}, new stress die {extra}; in all {successes} {successes|success|successes}{walkers}</source>
            <translation>se vuelven a tirar {old} → {new}, nuevo dado de estrés {extra}; en total {successes} {successes|éxito|éxitos}{walkers}</translation>
        </message>
        <message>
            <source>nothing re-rolled, new stress die {extra} → {successes} {successes|success|successes}{walkers}</source>
            <translation>nada que volver a tirar, nuevo dado de estrés {extra} → {successes} {successes|éxito|éxitos}{walkers}</translation>
        </message>
        <message>
            <source>nothing re-rolled, new stress die {extra}; in all {successes} {successes|success|successes}{walkers}</source>
            <translation>nada que volver a tirar, nuevo dado de estrés {extra}; en total {successes} {successes|éxito|éxitos}{walkers}</translation>
        </message>
        <message>
            <source>stress dice</source>
            <translation>dados de estrés</translation>
        </message>
        <message>
            <source>no dice against a highest die of {their_best}</source>
            <translation>ningún dado contra un dado más alto de {their_best}</translation>
        </message>
        <message>
            <source>highest die {best} against no dice</source>
            <translation>dado más alto {best} contra ningún dado</translation>
        </message>
        <message>
            <source>highest die {best} against {their_best}</source>
            <translation>dado más alto {best} contra {their_best}; en un intercambio cuerpo a cuerpo gana el dado más alto, aunque supere la Agilidad: no es una tirada bajo la Agilidad</translation>
        </message>
        <message>
            <source>highest die {best} against {their_best}, a tie: Agility {agility} against {their_agility}</source>
            <translation>empate en los dados, {best} contra {their_best}; gana la Agilidad más alta: {agility} contra {their_agility}</translation>
        </message>
        <message>
            <source>Rolled again {count} {count|time|times}: highest dice tied and Agility tied</source>
            <translation>Se tiró de nuevo {count} {count|vez|veces}: dados más altos empatados y Agilidad empatada</translation>
        </message>
        <message>
            <source>{part} {points}</source>
            <translation>{part} {points}</translation>
        </message>
        <message>
            <source>wounds and fatigue</source>
            <translation>heridas y fatiga</translation>
        </message>
        <message>
            <source>base</source>
            <translation>base</translation>
        </message>
        <message>
            <source>trained</source>
            <translation>entrenado</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>experto</translation>
        </message>
        <message>
            <source>master</source>
            <translation>maestro</translation>
        </message>
        <message>
            <source>Take a weapon found</source>
            <translation>Tomar un arma encontrada</translation>
        </message>
        <message>
            <source>A weapon from a weapons&apos; cabinet goes on the sheet&apos;s weapons found. Nothing is rolled.</source>
            <translation>Un arma del armero pasa a las armas encontradas de la hoja. No se tira nada.</translation>
        </message>
        <message>
            <source>{weapon}, concealed ({count} {count|weapon|weapons} found)</source>
            <translation>Arma oculta: {weapon} ({count} {count|arma encontrada|armas encontradas})</translation>
        </message>
        <message>
            <source>{weapon} ({count} {count|weapon|weapons} found)</source>
            <translation>{weapon} ({count} {count|arma encontrada|armas encontradas})</translation>
        </message>
        <message>
            <source>(gear bonus +{bonus}, damage {damage})</source>
            <translation>(bonificación de equipo +{bonus}, daño {damage})</translation>
        </message>
        <message>
            <source>Shot at Short range (Close Combat + Agility, as the text says)</source>
            <translation>Disparo en alcance Corto (Combate cuerpo a cuerpo + Agilidad, como dice el texto)</translation>
        </message>
        <message>
            <source>Short range: Close Combat + Agility, as the text says</source>
            <translation>Alcance Corto: Combate cuerpo a cuerpo + Agilidad, como dice el texto</translation>
        </message>
        <message>
            <source>Long range: Ranged Combat</source>
            <translation>Alcance Largo: Combate a distancia</translation>
        </message>
        <message>
            <source>Extreme range: Ranged Combat</source>
            <translation>Alcance Extremo: Combate a distancia</translation>
        </message>
        <message>
            <source>Strength ×2</source>
            <translation>Fuerza ×2</translation>
        </message>
        <message>
            <source>Dexterity ×2</source>
            <translation>Destreza ×2</translation>
        </message>
        <message>
            <source>Constitution ×2</source>
            <translation>Constitución ×2</translation>
        </message>
        <message>
            <source>Intelligence ×2</source>
            <translation>Inteligencia ×2</translation>
        </message>
        <message>
            <source>Perception ×2</source>
            <translation>Percepción ×2</translation>
        </message>
        <message>
            <source>Willpower ×2</source>
            <translation>Voluntad ×2</translation>
        </message>
        <message>
            <source>Miss: total {total}, needs {needed}</source>
            <translation>Fallo: total {total}, hace falta {needed}</translation>
        </message>
        <message>
            <source>d10 {first} (rule of ten: again {again}, what is over 5 is added, a 10 adds 5 and rolls on): {value}</source>
            <translation>d10 {first} (regla del diez: otra vez {again}, se suma lo que pasa de 5, un 10 suma 5 y se sigue tirando): {value}</translation>
        </message>
        <message>
            <source>d10 {first} (rule of one: again {again}, 5 to 10 leave the 1, 4 3 2 1 make it −1 −2 −3 −5, a 1 rolls on): {value}</source>
            <translation>d10 {first} (regla del 1: otra vez {again}, de 5 a 10 queda el 1, un 4 3 2 1 vale −1 −2 −3 −5, con un 1 se sigue tirando): {value}</translation>
        </message>
        <message>
            <source>d10 {first} (a natural 10 adds another d10: {again}): {value}</source>
            <translation>d10 {first} (un 10 natural suma otro d10: {again}): {value}</translation>
        </message>
        <message>
            <source>d10 {first} (a natural 1 takes off another d10: {again}): {value}</source>
            <translation>d10 {first} (un 1 natural resta otro d10: {again}): {value}</translation>
        </message>
        <message>
            <source>{sum}, {damage} after armor ×{mult} = {final}</source>
            <translation>{sum}, {damage} tras el blindaje ×{mult} = {final}</translation>
        </message>
        <message>
            <source>{sum}, {where}: {damage} after armor ×{mult} = {final}</source>
            <translation>{sum}, {where}: {damage} tras el blindaje ×{mult} = {final}</translation>
        </message>
        <message>
            <source>bludgeoning damage</source>
            <translation>daño contundente</translation>
        </message>
        <message>
            <source>slashing/stabbing damage</source>
            <translation>daño cortante/perforante</translation>
        </message>
        <message>
            <source>bullet damage</source>
            <translation>daño por bala</translation>
        </message>
        <message>
            <source>armor-piercing bullet damage</source>
            <translation>daño por bala antiblindaje</translation>
        </message>
        <message>
            <source>weapon {weapon}: {roll}</source>
            <translation>arma {weapon}: {roll}</translation>
        </message>
        <message>
            <source>Bare hands or a bite</source>
            <translation>Con las manos desnudas o de un mordisco</translation>
        </message>
        <message>
            <source>head</source>
            <translation>cabeza</translation>
        </message>
        <message>
            <source>torso</source>
            <translation>torso</translation>
        </message>
        <message>
            <source>left arm</source>
            <translation>brazo izquierdo</translation>
        </message>
        <message>
            <source>right arm</source>
            <translation>brazo derecho</translation>
        </message>
        <message>
            <source>left leg</source>
            <translation>pierna izquierda</translation>
        </message>
        <message>
            <source>right leg</source>
            <translation>pierna derecha</translation>
        </message>
        <message>
            <source>d{sides} is rolled when you press OK.</source>
            <translation>Se tira d{sides} al pulsar Aceptar.</translation>
        </message>
        <message>
            <source>1 in {sides}: it goes wrong, {part} takes 1 to {sides} (1 in {square} each).</source>
            <translation>1 de {sides}: sale mal, {part} recibe de 1 a {sides} (1 de {square} cada uno).</translation>
        </message>
        <message>
            <source>{count} in {sides}: restores {points} and stops the bleeding.</source>
            <translation>{count} de {sides}: restaura {points} y detiene el sangrado.</translation>
        </message>
        <message>
            <source>{count} in {sides}: restores nothing, stops the bleeding.</source>
            <translation>{count} de {sides}: no restaura nada, detiene el sangrado.</translation>
        </message>
        <message>
            <source>First aid on {name}&apos;s {part} goes wrong</source>
            <translation>Los primeros auxilios en {part} de {name} salen mal</translation>
        </message>
        <message>
            <source>First aid keeps the arms and legs working; the torso and the head are not limbs it treats (pain pills restore the main pool).</source>
            <translation>Los primeros auxilios mantienen brazos y piernas funcionando; el torso y la cabeza no son miembros que traten (los analgésicos restauran la reserva principal).</translation>
        </message>
        <message>
            <source>highest die {best} against {their_best}; the higher die wins a melee exchange, even above Agility: melee is no roll under it</source>
            <translation>dado más alto {best} contra {their_best}; en un intercambio cuerpo a cuerpo gana el dado más alto, aunque supere la Agilidad: no es una tirada bajo la Agilidad</translation>
        </message>
        <message>
            <source>a tie on the dice, {best} against {their_best}; the higher Agility wins: {agility} against {their_agility}</source>
            <translation>empate en los dados, {best} contra {their_best}; gana la Agilidad más alta: {agility} contra {their_agility}</translation>
        </message>
        <message>
            <source>It restores {points}.</source>
            <translation>Recupera {points}.</translation>
        </message>
        <message>
            <source>{count} in {sides}: restores {points}.</source>
            <translation>{count} de {sides}: restaura {points}.</translation>
        </message>
        <message>
            <source>{count} in {sides}: restores nothing.</source>
            <translation>{count} de {sides}: no restaura nada.</translation>
        </message>
        <message>
            <source>The torso bleeds {points} a round: first aid in these rules treats limbs only. Pain pills give the main pool {gain}, above half: that stops its bleeding.</source>
            <translation>El torso sangra {points} PV por asalto: en estas reglas los primeros auxilios solo tratan las extremidades. Los analgésicos dan {gain} a la reserva principal, por encima de la mitad: eso detiene su sangrado.</translation>
        </message>
        <message>
            <source>The head bleeds {points} a round: first aid treats limbs only, not the head, and pain pills restore only the main pool.</source>
            <translation>La cabeza sangra {points} PV por asalto: los primeros auxilios solo tratan las extremidades, no la cabeza, y los analgésicos solo restauran la reserva principal.</translation>
        </message>
        <message>
            <source>Put a drawn katana away</source>
            <translation>Guardar una katana desenvainada</translation>
        </message>
        <message>
            <source>Concealed again at once (the rules give concealing no cost; only a draw takes up a round of combat). Nothing is rolled.</source>
            <translation>Oculta de nuevo al momento (en las reglas ocultarla no cuesta nada; solo desenvainar ocupa un asalto de combate). No se tira nada.</translation>
        </message>
        <message>
            <source>No katana is drawn: the one being drawn is out at the round&apos;s end (Undo takes the draw back).</source>
            <translation>No hay katana desenvainada: la que se está desenvainando sale al final del asalto (Deshacer anula el desenvainado).</translation>
        </message>
        <message>
            <source>No katana is drawn: every katana is concealed already.</source>
            <translation>No hay katana desenvainada: todas las katanas ya están ocultas.</translation>
        </message>
        <message>
            <source>Concealed at once</source>
            <translation>Oculta al momento</translation>
        </message>
        <message>
            <source>Puts a katana away, concealed; {count} {count|katana|katanas} still drawn</source>
            <translation>Guarda una katana, oculta; {count} {count|sigue desenvainada|siguen desenvainadas}</translation>
        </message>
        <message>
            <source>Puts the katana away, concealed: drawing it again takes up a round of combat</source>
            <translation>Guarda la katana, oculta: desenvainarla de nuevo ocupa un asalto de combate</translation>
        </message>
        <message>
            <source>{die}{bonus} ×{mult}{parts}{fixed} = {total}</source>
            <translation>{die}{bonus} ×{mult}{parts}{fixed} = {total}</translation>
        </message>
        <message>
            <source>, {level} success {bonus} = {sum}</source>
            <translation>, éxito {level} {bonus} = {sum}</translation>
        </message>
        <message>
            <source> ({parts})</source>
            <translation> ({parts})</translation>
        </message>
        <message>
            <source>, fixed {fixed}</source>
            <translation>, fijo {fixed}</translation>
        </message>
        <message>
            <source>both hands</source>
            <translation>a dos manos</translation>
        </message>
        <message>
            <source>{attacker}'s {part} {points}</source>
            <translation>{part} {points} de {attacker}</translation>
        </message>
        <message>
            <source>weapon</source>
            <translation>arma</translation>
        </message>
        <message>
            <source>{damage} damage to {pool}: {before} → {after}.</source>
            <translation>{damage} de daño a {pool}: {before} → {after}.</translation>
        </message>
        <message>
            <source>{damage} damage to {pool}: {before} → {after}; {limb} disabled.</source>
            <translation>{damage} de daño a {pool}: {before} → {after}; extremidad inutilizada: {limb}.</translation>
        </message>
        <message>
            <source>Total {total} against {needed}: hit, {level}</source>
            <translation>Total {total} contra {needed}: impacto, {level}</translation>
        </message>
        <message>
            <source>Total {total} against {needed}: hit, {level}; defence {defence}</source>
            <translation>Total {total} contra {needed}: impacto, {level}; defensa {defence}</translation>
        </message>
        <message>
            <source>Roll the damage on {name}: to Life Points</source>
            <translation>Tirar el daño sobre {name}: a Puntos de Vida</translation>
        </message>
        <message>
            <source>Roll the damage on {name}: to Endurance instead</source>
            <translation>Tirar el daño sobre {name}: a Resistencia en su lugar</translation>
        </message>
        <message>
            <source>Total {total} against {needed}: miss</source>
            <translation>Total {total} contra {needed}: fallo</translation>
        </message>
        <message>
            <source>Shot at the chosen location (its penalty)</source>
            <translation>Disparo a la zona elegida (con su penalización)</translation>
        </message>
        <message>
            <source>Blow at the chosen location (its penalty)</source>
            <translation>Golpe a la zona elegida (con su penalización)</translation>
        </message>
        <message>
            <source>Total darkness: a plain d10 with no modifier; the aim&apos;s +{n} does not count and is spent.</source>
            <translation>Oscuridad absoluta: un 1D10 sin modificador; el +{n} de apuntar no cuenta y se pierde.</translation>
        </message>
        <message>
            <source>“{field}” should be true or false, not “{value}”</source>
            <translation>«{field}» debería ser true o false, no «{value}»</translation>
        </message>
        <message>
            <source>{value} (level in Foundry: {level}, {want} {want|die|dice}; on the sheet {attribute} {base} + {value})</source>
            <translation>{value} (nivel en Foundry: {level}, {want} {want|dado|dados}; en la hoja {attribute} {base} + {value})</translation>
        </message>
        <message>
            <source>{value} (worked out from its skills&apos; levels in Foundry: {levels})</source>
            <translation>{value} (calculado a partir de los niveles de sus habilidades en Foundry: {levels})</translation>
        </message>
        <message>
            <source>{skill} {level}</source>
            <translation>{skill}: {level}</translation>
        </message>
        <message>
            <source>Out of melee reach: the two tokens stand diagonally on the map, and {weapon} strikes only an adjacent tile (not a diagonal one).</source>
            <translation>Fuera del alcance cuerpo a cuerpo: las dos fichas están en diagonal en el mapa, y {weapon} solo golpea una casilla adyacente (no en diagonal).</translation>
        </message>
        <message>
            <source>{result} — {name} fights off the single attack</source>
            <translation>{result} — {name} rechaza el ataque único</translation>
        </message>
        <message>
            <source>{result} — the single attack on {name} gets through</source>
            <translation>{result} — el ataque único a {name} pasa</translation>
        </message>
        <message>
            <source>The single attack&apos;s harm is dealt: its roll is spent and cannot be pushed.</source>
            <translation>El daño del ataque único ya está aplicado: su tirada está gastada y no se puede forzar.</translation>
        </message>
        <message>
            <source>Broken: one out of the fight cannot push a roll.</source>
            <translation>Fuera de combate: no puede forzar ninguna tirada.</translation>
        </message>
        <message>
            <source>Broken: one out of the fight cannot fire a weapon. Nothing spent.</source>
            <translation>Fuera de combate: no puede disparar ningún arma. No se gasta nada.</translation>
        </message>
        <message>
            <source>(once drawn: the katana is concealed, and drawing it takes up a round of combat)</source>
            <translation>(una vez desenvainada: la katana está oculta, y desenvainarla ocupa un asalto de combate)</translation>
        </message>
        <message>
            <source>{damage} damage to {pool}: {before} − {damage} = {left}, stops at {after}, the Endurance total below zero.</source>
            <translation>{damage} de daño a {pool}: {before} − {damage} = {left}, se queda en {after}, el total de Resistencia bajo cero.</translation>
        </message>
        <message>
            <source>The round&apos;s end: the aimed shot is due now, +{n}.</source>
            <translation>Fin del asalto: toca el disparo apuntado, +{n}.</translation>
        </message>
        <message>
            <source>The aim lapses: its shot was not fired at the round&apos;s end (+{n} lost).</source>
            <translation>El apuntado se pierde: no se disparó al final del asalto (se pierde el +{n}).</translation>
        </message>
        <message>
            <source>Aimed shot due now (the round has ended)</source>
            <translation>Disparo apuntado pendiente (el asalto ha terminado)</translation>
        </message>
        <message>
            <source>{name}: kept as it stands, {time} since it was taken, tended</source>
            <translation>{name}: se mantiene como está: {time} desde que se sufrió, ya tratada</translation>
        </message>
        <message>
            <source>{name}: kept as it stands, {time} since it was taken, not tended</source>
            <translation>{name}: se mantiene como está: {time} desde que se sufrió, sin tratar</translation>
        </message>
        <message>
            <source>{count} {count|day|days}</source>
            <translation>{count} {count|día|días}</translation>
        </message>
        <message>
            <source>{count} {count|hour|hours}</source>
            <translation>{count} {count|hora|horas}</translation>
        </message>
        <message>
            <source>{count} {count|minute|minutes}</source>
            <translation>{count} {count|minuto|minutos}</translation>
        </message>
        <message>
            <source>Now sick: −1 die on every roll and no Health back until the disease is fought off.</source>
            <translation>Enfermedad: −1 dado en cada tirada y no recupera Salud hasta superar la enfermedad.</translation>
        </message>
        <message>
            <source>Now poisoned: −1 die on every roll until the poison is fought off.</source>
            <translation>Veneno: −1 dado en cada tirada hasta superar el veneno.</translation>
        </message>
        <message>
            <source>Now {health}.</source>
            <translation>Estado: {health}.</translation>
        </message>
        <message>
            <source>{fields}: Deadwatch does not track {count|it|them}; the Foundry export writes {count|it|them} back as read</source>
            <translation>{fields}: Deadwatch no lleva la cuenta de esto; la exportación a Foundry {count|lo|los} devuelve tal como se leyó</translation>
        </message>
        <message>
            <source>{name}: −{penalty} {penalty|die|dice}; lethal in {value} {value|hour|hours}, the file giving no unit (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} {penalty|dado|dados}; letal en {value} {value|hora|horas}, sin unidad en el archivo (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{name}: lethal in {value} {value|hour|hours}, the file giving no unit (D6 rolled on import: {face})</source>
            <translation>{name}: letal en {value} {value|hora|horas}, sin unidad en el archivo (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{name}: −{penalty} {penalty|die|dice}; recovery in {value} {value|day|days}, the file giving no unit (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} {penalty|dado|dados}; recuperación en {value} {value|día|días}, sin unidad en el archivo (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{name}: recovery in {value} {value|day|days}, the file giving no unit (D6 rolled on import: {face})</source>
            <translation>{name}: recuperación en {value} {value|día|días}, sin unidad en el archivo (D6 tirado al importar: {face})</translation>
        </message>
        <message>
            <source>{name}: {what}</source>
            <translation>{name}: {what}</translation>
        </message>
        <message>
            <source>{first}; {then}</source>
            <translation>{first}; {then}</translation>
        </message>
        <message>
            <source>−{penalty} {penalty|die|dice}</source>
            <translation>−{penalty} {penalty|dado|dados}</translation>
        </message>
        <message>
            <source>lethal in {limit} {limit_unit}, needs {gear}</source>
            <translation>letal en {limit} {limit_unit}, hace falta {gear}</translation>
        </message>
        <message>
            <source>recovery in {time} {unit}</source>
            <translation>recuperación en {time} {unit}</translation>
        </message>
        <message>
            <source>recovery rolled from its entry on the table</source>
            <translation>la recuperación se tira según su entrada de la tabla</translation>
        </message>
        <message>
            <source>{name}: lethal in {value} {value|minute|minutes} as the roster has it, not rolled again</source>
            <translation>{name}: letal en {value} {value|minuto|minutos}, como en la lista de personajes, sin volver a tirar</translation>
        </message>
        <message>
            <source>{name}: lethal in {value} {value|hour|hours} as the roster has it, not rolled again</source>
            <translation>{name}: letal en {value} {value|hora|horas}, como en la lista de personajes, sin volver a tirar</translation>
        </message>
        <message>
            <source>{name}: lethal in {value} {value|day|days} as the roster has it, not rolled again</source>
            <translation>{name}: letal en {value} {value|día|días}, como en la lista de personajes, sin volver a tirar</translation>
        </message>
        <message>
            <source>{name}: recovery in {value} {value|hour|hours} as the roster has it, not rolled again</source>
            <translation>{name}: recuperación en {value} {value|hora|horas}, como en la lista de personajes, sin volver a tirar</translation>
        </message>
        <message>
            <source>{name}: recovery in {value} {value|day|days} as the roster has it, not rolled again</source>
            <translation>{name}: recuperación en {value} {value|día|días}, como en la lista de personajes, sin volver a tirar</translation>
        </message>
        <message>
            <source>{name}: recovery in {value} {value|week|weeks} as the roster has it, not rolled again</source>
            <translation>{name}: recuperación en {value} {value|semana|semanas}, como en la lista de personajes, sin volver a tirar</translation>
        </message>
        <message>
            <source>Time limit: {value} {value|minute|minutes}.</source>
            <translation>Límite de tiempo: {value} {value|minuto|minutos}.</translation>
        </message>
        <message>
            <source>Time limit: {value} {value|hour|hours}.</source>
            <translation>Límite de tiempo: {value} {value|hora|horas}.</translation>
        </message>
        <message>
            <source>Time limit: {value} {value|day|days}.</source>
            <translation>Límite de tiempo: {value} {value|día|días}.</translation>
        </message>
        <message>
            <source>Recovery: {value} {value|hour|hours}.</source>
            <translation>Recuperación: {value} {value|hora|horas}.</translation>
        </message>
        <message>
            <source>Recovery: {value} {value|day|days}.</source>
            <translation>Recuperación: {value} {value|día|días}.</translation>
        </message>
        <message>
            <source>Recovery: {value} {value|week|weeks}.</source>
            <translation>Recuperación: {value} {value|semana|semanas}.</translation>
        </message>
        <message>
            <source>{limit} {recovery}</source>
            <translation>{limit} {recovery}</translation>
        </message>
        <message>
            <source>{own}&lt;p&gt;{times}&lt;/p&gt;</source>
            <translation>{own}&lt;p&gt;{times}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>{name} draws a concealed katana</source>
            <translation>{name} desenvaina una katana oculta</translation>
        </message>
        <message>
            <source>{name} puts a katana away</source>
            <translation>{name} guarda una katana</translation>
        </message>
        <message>
            <source>the pistol</source>
            <translation>la pistola</translation>
        </message>
        <message>
            <source>the rifle</source>
            <translation>el fusil</translation>
        </message>
        <message>
            <source>the SMG</source>
            <translation>el subfusil</translation>
        </message>
        <message>
            <source>the grenade</source>
            <translation>la granada</translation>
        </message>
        <message>
            <source>the katana</source>
            <translation>la katana</translation>
        </message>
        <message>
            <source>a bare hand or a bite</source>
            <translation>un golpe a mano o un mordisco</translation>
        </message>
        <message>
            <source>Adds {weapon} to the sheet: {count} {count|weapon|weapons} found in all.</source>
            <translation>Se añade a la hoja {weapon}: {count} {count|arma encontrada|armas encontradas} en total.</translation>
        </message>
        <message>
            <source>Adds {weapon} to the sheet, concealed: {count} {count|weapon|weapons} found in all.</source>
            <translation>Se añade a la hoja {weapon} (arma oculta): {count} {count|arma encontrada|armas encontradas} en total.</translation>
        </message>
        <message>
            <source>That makes {bandages} {bandages|bandage|bandages} and {pills} pain {pills|pill|pills} in all.</source>
            <translation>En total serán {bandages} {bandages|venda|vendas} y {pills} {pills|analgésico|analgésicos}.</translation>
        </message>
        <message>
            <source>Speed {before} → {after}; {test} to tests that need movement and to initiative; 1d4 Endurance every {minutes} min</source>
            <translation>Velocidad {before} → {after}; {test} a las pruebas que requieren movimiento y a la iniciativa; 1d4 de Resistencia cada {minutes} min</translation>
        </message>
        <message>
            <source>d4 {faces} (−{res} each) = {amount}</source>
            <translation>d4 {faces} (−{res} cada uno) = {amount}</translation>
        </message>
        <message>
            <source>(not rolled at point blank: the shot hits, a d100 picks the body part)</source>
            <translation>(no se tira a quemarropa: el disparo acierta, un d100 elige la parte del cuerpo)</translation>
        </message>
        <message>
            <source>(the die rolled against the distance to the target)</source>
            <translation>(el dado que se tira contra la distancia al objetivo)</translation>
        </message>
        <message>
            <source>{part} {before} → {after}</source>
            <translation>{part} {before} → {after}</translation>
        </message>
        <message>
            <source>{part} bleeds {points}</source>
            <translation>{part}: sangrado {points}</translation>
        </message>
        <message>
            <source>Bleeding: main pool {before} → {after} ({change}).</source>
            <translation>Sangrado: reserva principal {before} → {after} ({change}).</translation>
        </message>
        <message>
            <source>Bleeding: {parts}; main pool {before} → {after} ({change}).</source>
            <translation>Sangrado: {parts}; reserva principal {before} → {after} ({change}).</translation>
        </message>
        <message>
            <source>A window: the rule text gives no way through a window (its map key only names it), so a move stops there as at a wall; the GM may paint the tile as floor (a broken window) to let it through.</source>
            <translation>Una ventana: el texto de las reglas no da forma de atravesar una ventana (la leyenda del mapa solo la nombra), así que el movimiento se detiene ahí como ante una pared; el DJ puede pintar la casilla como suelo (una ventana rota) para dejar paso.</translation>
        </message>
        <message>
            <source>Out of reach: {total} tiles this turn, each diagonal step counting 1.5 tiles ({diagonals} on this path); a walk reaches {walk}, a sprint {speed}.</source>
            <translation>Fuera de alcance: {total} casillas este turno, cada paso en diagonal cuenta 1,5 casillas ({diagonals} en este camino); caminando llega a {walk}, esprintando a {speed}.</translation>
        </message>
        <message>
            <source>Drawing the katana takes up this round: no blow until the next round (drawing a concealed katana takes up a round of combat).</source>
            <translation>Desenvainar la katana ocupa este asalto: ningún golpe hasta el asalto siguiente (desenvainar una katana oculta ocupa un asalto de combate).</translation>
        </message>
        <message>
            <source>The katana was drawn this round: it strikes from the next round (drawing a concealed katana takes up a round of combat).</source>
            <translation>La katana se desenvainó en este asalto: golpea desde el asalto siguiente (desenvainar una katana oculta ocupa un asalto de combate).</translation>
        </message>
        <message>
            <source>Katana drawn</source>
            <translation>Katana desenvainada</translation>
        </message>
        <message>
            <source>Katana being drawn</source>
            <translation>Katana desenvainándose</translation>
        </message>
        <message>
            <source>Katana concealed</source>
            <translation>Katana oculta</translation>
        </message>
        <message>
            <source>Katanas drawn: {count}</source>
            <translation>Katanas desenvainadas: {count}</translation>
        </message>
        <message>
            <source>Katanas being drawn: {count}</source>
            <translation>Katanas desenvainándose: {count}</translation>
        </message>
        <message>
            <source>Katanas concealed: {count}</source>
            <translation>Katanas ocultas: {count}</translation>
        </message>
        <message>
            <source>ready to strike</source>
            <translation>lista para golpear</translation>
        </message>
        <message>
            <source>drawn this round: strikes from the next round</source>
            <translation>desenvainada en este asalto: golpea desde el asalto siguiente</translation>
        </message>
        <message>
            <source>drawing it takes up a round of combat</source>
            <translation>desenvainarla ocupa un asalto de combate</translation>
        </message>
        <message>
            <source>Score {score} ({kills} {kills|kill|kills})</source>
            <translation>Puntuación {score} ({kills} {kills|baja|bajas})</translation>
        </message>
        <message>
            <source>a point for each zombie killed, and at each player&apos;s death the number of players dead so far</source>
            <translation>un punto por cada zombi abatido y, al morir un jugador, tantos puntos como jugadores muertos hasta entonces</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Automática</translation>
        </message>
        <message>
            <source>Fires bursts and rock and roll (an assault rifle, a submachine gun); a pistol or a shotgun fires single shots.</source>
            <translation>Dispara ráfagas y fuego a discreción (un fusil de asalto, un subfusil); una pistola o una escopeta dispara tiros sueltos.</translation>
        </message>
        <message>
            <source>Only an automatic weapon fires bursts or rock and roll: tick Automatic in its row of the sheet&apos;s weapons.</source>
            <translation>Solo un arma automática dispara ráfagas o fuego a discreción: marca «Automática» en su fila de armas de la hoja.</translation>
        </message>
        <message>
            <source>A dead character with Health left died of a lethal injury: none is on this one.</source>
            <translation>Un personaje muerto al que le queda Salud murió de una herida mortal, pero este no tiene ninguna.</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>Descripción</translation>
        </message>
        <message>
            <source>specialization</source>
            <translation>especialización</translation>
        </message>
        <message>
            <source>No such specialization on the sheet.</source>
            <translation>No existe esa especialización en la hoja.</translation>
        </message>
        <message>
            <source>Running (Dash)</source>
            <translation>Correr (esprint)</translation>
        </message>
        <message>
            <source>Running (Dash): a dead run</source>
            <translation>Correr (esprint): carrera a toda velocidad</translation>
        </message>
        <message>
            <source>A dead run needs the Running (Dash) skill.</source>
            <translation>Una carrera a toda velocidad requiere la habilidad Correr (esprint).</translation>
        </message>
        <message>
            <source>Constitution + Running (Dash): each success level adds +1 to Speed on this run.</source>
            <translation>Constitución + Correr (esprint): cada nivel de éxito suma +1 a la Velocidad en esta carrera.</translation>
        </message>
        <message>
            <source>Speed {speed} or more</source>
            <translation>Velocidad {speed} o más</translation>
        </message>
        <message>
            <source>Speed {speed} on this run: Speed {base} + {n} {n|success level|success levels} ({level}, total {total})</source>
            <translation>Velocidad {speed} en esta carrera: Velocidad {base} + {n} {n|nivel|niveles} de éxito ({level}, total {total})</translation>
        </message>
        <message>
            <source>No faster: Speed {base} on this run (total {total})</source>
            <translation>Sin ganar velocidad: Velocidad {base} en esta carrera (total {total})</translation>
        </message>
        <message>
            <source>Explodes now, the round thrown</source>
            <translation>Explota ya, en el asalto del lanzamiento</translation>
        </message>
        <message>
            <source>Explodes at the end of the next round</source>
            <translation>Explota al final del siguiente asalto</translation>
        </message>
        <message>
            <source>Push {name}&apos;s roll</source>
            <translation>Forzar la tirada de {name}</translation>
        </message>
        <message>
            <source>Push {name}&apos;s roll: {odds}</source>
            <translation>Forzar la tirada de {name}: {odds}</translation>
        </message>
        <message>
            <source>A player character may push any roll they make, the defender&apos;s side of a duel too: one stress, one more stress die, and every die that is neither a 6 nor a walker rolled again.</source>
            <translation>Un personaje jugador puede forzar cualquier tirada suya, también la del defensor en un duelo: un punto de estrés, un dado de estrés más y se repiten todos los dados que no sean un 6 ni un caminante.</translation>
        </message>
        <message>
            <source>{count} pushed {count|die|dice}: {base} base, {stress} stress</source>
            <translation>{count} {count|dado forzado|dados forzados}: {base} base, {stress} de estrés</translation>
        </message>
        <message>
            <source>{count} {count|die|dice}: {base} base, {stress} stress</source>
            <translation>{count} {count|dado|dados}: {base} base, {stress} de estrés</translation>
        </message>
        <message>
            <source>Broken: every roll fails</source>
            <translation>Fuera de combate: toda tirada falla</translation>
        </message>
        <message>
            <source>Critical injury (D66)</source>
            <translation>Herida crítica (D66)</translation>
        </message>
        <message>
            <source>first aid is for the Broken (Health 0), and nobody here is Broken</source>
            <translation>los primeros auxilios son para quien está fuera de combate (Salud 0), y aquí nadie lo está</translation>
        </message>
        <message>
            <source>D66 {d66}: {rest}</source>
            <translation>D66 {d66}: {rest}</translation>
        </message>
        <message>
            <source>Critical injury: D66 {d66} ({tens} tens, {units} units): read injury {d66} and its effect on the critical-injury table.</source>
            <translation>Herida crítica: D66 {d66} ({tens} {tens|decena|decenas}, {units} {units|unidad|unidades}): lee la herida {d66} y su efecto en la tabla de heridas críticas.</translation>
        </message>
        <message>
            <source>{part} starts bleeding: it loses 1 each round, and the main pool {points}.</source>
            <translation>{part} empieza a sangrar: pierde 1 cada asalto, y la reserva principal {points}.</translation>
        </message>
        <message>
            <source>No firearm: this character carries no gun to shoot with; strike in melee instead.</source>
            <translation>Sin arma de fuego: este personaje no lleva con qué disparar; golpea cuerpo a cuerpo.</translation>
        </message>
        <message>
            <source>No firearm picked: a shot needs one; pick it under Weapon.</source>
            <translation>No has elegido arma de fuego: un disparo la necesita; elígela en Arma.</translation>
        </message>
        <message>
            <source>No firearm: this character carries no weapon to shoot with; a melee exchange needs none.</source>
            <translation>Sin arma de fuego: este personaje no lleva con qué disparar; un intercambio cuerpo a cuerpo no la necesita.</translation>
        </message>
        <message>
            <source>No firearm: no shot to take.</source>
            <translation>Sin arma de fuego: no hay disparo posible.</translation>
        </message>
        <message>
            <source>Out of melee reach.</source>
            <translation>Fuera del alcance cuerpo a cuerpo.</translation>
        </message>
        <message>
            <source>STR</source>
            <translation>FUE</translation>
        </message>
        <message>
            <source>DEX</source>
            <translation>DES</translation>
        </message>
        <message>
            <source>CON</source>
            <translation>CON</translation>
        </message>
        <message>
            <source>INT</source>
            <translation>INT</translation>
        </message>
        <message>
            <source>PER</source>
            <translation>PER</translation>
        </message>
        <message>
            <source>WIL</source>
            <translation>VOL</translation>
        </message>
        <message>
            <source>{before}{attribute}{after}</source>
            <translation>{before}{attribute}{after}</translation>
        </message>
        <message>
            <source>penalty {penalty} to every action</source>
            <translation>penalización {penalty} a todas las acciones</translation>
        </message>
        <message>
            <source>{name} is one of the dead: no dodge, block or parry (neither text gives the dead a defence).</source>
            <translation>{name} es uno de los muertos: no esquiva, no para ni bloquea (ningún texto da defensa a los muertos).</translation>
        </message>
        <message>
            <source>{name} may dodge, block or parry the blow.</source>
            <translation>{name} puede esquivar, bloquear o parar el golpe.</translation>
        </message>
        <message>
            <source>{name} may dodge the shot, which spends all their actions this turn; not against a surprise shot or without cover (then pick No defence).</source>
            <translation>{name} puede esquivar el disparo, lo que gasta todas sus acciones del turno; no ante un disparo por sorpresa ni sin coberturas (entonces elige «Sin defensa»).</translation>
        </message>
        <message>
            <source>{name} may dodge the shot: Dodge covers hitting the dirt to avoid gunfire.</source>
            <translation>{name} puede esquivar el disparo: Esquivar incluye echarse al suelo para evitar los disparos.</translation>
        </message>
        <message>
            <source>This roll&apos;s damage is applied: the roll is spent and can no longer be pushed or changed.</source>
            <translation>El daño de esta tirada ya está aplicado: la tirada está gastada y ya no se puede forzar ni cambiar.</translation>
        </message>
        <message>
            <source>healed (no penalty)</source>
            <translation>sanó (sin penalización)</translation>
        </message>
        <message>
            <source>{name} has healed: the recovery time has passed; −{penalty} {penalty|die|dice} removed.</source>
            <translation>{name} ha sanado: ha pasado el tiempo de recuperación; se retira el −{penalty} a los dados.</translation>
        </message>
        <message>
            <source>{name} has healed: the recovery time has passed.</source>
            <translation>{name} ha sanado: ha pasado el tiempo de recuperación.</translation>
        </message>
        <message>
            <source>{name}: recovery time {time} {unit} (the GM&apos;s secret die).</source>
            <translation>{name}: tiempo de recuperación {time} {unit} (dado secreto del DJ).</translation>
        </message>
        <message>
            <source>{name}: lethal in {limit} {limit_unit}, recovery time {time} {unit} (the GM&apos;s secret dice).</source>
            <translation>{name}: letal en {limit} {limit_unit}, tiempo de recuperación {time} {unit} (dados secretos del DJ).</translation>
        </message>
        <message>
            <source>This roll&apos;s care is applied: the roll is spent and can no longer be pushed or changed.</source>
            <translation>La cura de esta tirada ya está aplicada: la tirada está gastada y ya no se puede forzar ni cambiar.</translation>
        </message>
        <message>
            <source>Single attack on {name}, the only one fighting</source>
            <translation>Ataque único: solo lucha {name}</translation>
        </message>
        <message>
            <source>Mass attack on {name}, the only one fighting: no roll to avoid it</source>
            <translation>Ataque masivo: solo lucha {name}; sin tirada para evitarlo</translation>
        </message>
        <message>
            <source>Critical injury #{n}</source>
            <translation>Herida crítica n.º {n}</translation>
        </message>
        <message>
            <source>for #{n}</source>
            <translation>para la n.º {n}</translation>
        </message>
        <message>
            <source>Wins the duel</source>
            <translation>Gana el duelo</translation>
        </message>
        <message>
            <source>Loses the duel: takes {taken} damage</source>
            <translation>Pierde el duelo: recibe {taken} de daño</translation>
        </message>
        <message>
            <source>Nobody hits</source>
            <translation>Nadie acierta</translation>
        </message>
        <message>
            <source>Chase: now {band}</source>
            <translation>Persecución: ahora {band}</translation>
        </message>
        <message>
            <source>Alone against two: takes {taken} damage</source>
            <translation>Solo contra dos: recibe {taken} de daño</translation>
        </message>
        <message>
            <source>Rations: not in Foundry&apos;s sheet, none to start with</source>
            <translation>Raciones: no están en la hoja de Foundry, ninguna para empezar</translation>
        </message>
        <message>
            <source>Rations: not in Foundry&apos;s sheet, kept as they were</source>
            <translation>Raciones: no están en la hoja de Foundry, se quedan como estaban</translation>
        </message>
        <message>
            <source>Ammo ({names}): not in Foundry&apos;s sheet, none to start with</source>
            <translation>Munición ({names}): no está en la hoja de Foundry, ninguna para empezar</translation>
        </message>
        <message>
            <source>Ammo ({names}): not in Foundry&apos;s sheet, kept as it was</source>
            <translation>Munición ({names}): no está en la hoja de Foundry, se queda como estaba</translation>
        </message>
        <message>
            <source>Cover ends with the fight.</source>
            <translation>La cobertura termina con el combate.</translation>
        </message>
        <message>
            <source>The overwatch ends with the fight.</source>
            <translation>La vigilancia termina con el combate.</translation>
        </message>
        <message>
            <source>The aim ends with the fight: its shot was not fired (+{n} lost).</source>
            <translation>El apuntado termina con el combate: no se disparó (se pierde el +{n}).</translation>
        </message>
        <message>
            <source>every skill roll fails</source>
            <translation>toda tirada de habilidad falla</translation>
        </message>
        <message>
            <source>consecutive bursts</source>
            <translation>ráfagas consecutivas</translation>
        </message>
        <message>
            <source>further groups</source>
            <translation>grupos siguientes</translation>
        </message>
        <message>
            <source>plain d10 (total darkness: no modifier, no rule of 10 or 1)</source>
            <translation>d10 simple (oscuridad absoluta: sin modificador, sin regla del 10 ni del 1)</translation>
        </message>
        <message>
            <source>(at most {level})</source>
            <translation>(como mucho {level})</translation>
        </message>
        <message>
            <source>· group {group}: − {part} {value} = d10 {points}</source>
            <translation>· grupo {group}: − {part} {value} = d10 {points}</translation>
        </message>
        <message>
            <source>(action {action} this turn, the first attack: no penalty in melee)</source>
            <translation>(acción {action} de este turno, el primer ataque: cuerpo a cuerpo no penaliza)</translation>
        </message>
        <message>
            <source>(action {action} this turn, the first defence: no penalty in melee)</source>
            <translation>(acción {action} de este turno, la primera defensa: cuerpo a cuerpo no penaliza)</translation>
        </message>
        <message>
            <source>(action {action} this turn: in melee the first attack and the first defence are free, the others −2, −4…)</source>
            <translation>(acción {action} de este turno: cuerpo a cuerpo, el primer ataque y la primera defensa no penalizan, las demás −2, −4…)</translation>
        </message>
        <message>
            <source>(action {action} this turn: the first is free, the others −2, −4…)</source>
            <translation>(acción {action} de este turno: la primera no penaliza, las demás −2, −4…)</translation>
        </message>
        <message>
            <source>Action this turn (in melee one attack and one defence free)</source>
            <translation>Acción del turno (cuerpo a cuerpo: 1 ataque y 1 defensa gratis)</translation>
        </message>
        <message>
            <source>Counted from the turn&apos;s rolls, this one included: the second action of a turn takes −2, the third −4…; in melee the first attack and the first defence are free, the others −2, −4… in their order.</source>
            <translation>Se cuenta por las tiradas del turno, esta incluida: la segunda acción de un turno sufre −2, la tercera −4…; cuerpo a cuerpo, el primer ataque y la primera defensa no penalizan, las demás −2, −4… en su orden.</translation>
        </message>
        <message>
            <source>Defender&apos;s action this turn (in melee one attack and one defence free)</source>
            <translation>Acción del defensor (cuerpo a cuerpo: ataque y defensa gratis)</translation>
        </message>
        <message>
            <source>Counted from the turn&apos;s rolls, this one included: in melee his first attack and his first defence are free, the others −2, −4… in their order; a dodge of a shot is free only as his first action.</source>
            <translation>Se cuenta por las tiradas del turno, esta incluida: cuerpo a cuerpo, su primer ataque y su primera defensa no penalizan, las demás −2, −4… en su orden; esquivar un disparo solo no penaliza si es su primera acción.</translation>
        </message>
        <message>
            <source>{name} this turn: {attacks} {attacks|attack|attacks}, {defences} {defences|defence|defences}, {others} other {others|action|actions}</source>
            <translation>{name} en este turno: {attacks} {attacks|ataque|ataques}, {defences} {defences|defensa|defensas}, {others} {others|otra acción|otras acciones}</translation>
        </message>
        <message>
            <source>Norms counts a turn of firing as one Ammo Point: no bursts, no rounds to count.</source>
            <translation>Las reglas «Normas» cuentan un turno de disparos como un Punto de Munición: ni ráfagas ni balas que contar.</translation>
        </message>
        <message>
            <source>Bursts need an automatic weapon: {weapon} fires single shots (Automatic is not ticked in its row of the sheet).</source>
            <translation>Las ráfagas requieren un arma automática: «{weapon}» dispara tiros sueltos (no tiene marcada Automática en su fila de la hoja).</translation>
        </message>
        <message>
            <source>score {old} → {new}</source>
            <translation>puntuación {old} → {new}</translation>
        </message>
        <message>
            <source>{armor} rolls 1 d10: at {deflect} or less ({chance}) it deflects the hit, no damage.</source>
            <translation>{armor} tira 1 d10: con {deflect} o menos ({chance}) desvía el impacto, sin daño.</translation>
        </message>
        <message>
            <source>Above {deflect} ({chance}) the hit gets through and {armor} absorbs {absorb}: damage {damage} − absorbed {absorb} = {taken}, Health {before} → {after}.</source>
            <translation>Por encima de {deflect} ({chance}) el impacto atraviesa y {armor} absorbe {absorb}: daño {damage} − absorbido {absorb} = {taken}, Salud {before} → {after}.</translation>
        </message>
        <message>
            <source>Above {deflect} ({chance}) the hit gets through: damage {damage}, Health {before} → {after}.</source>
            <translation>Por encima de {deflect} ({chance}) el impacto atraviesa: daño {damage}, Salud {before} → {after}.</translation>
        </message>
        <message>
            <source>−{penalty} dice; lethal; needs {gear}</source>
            <translation>−{penalty} {penalty|dado|dados}; letal; necesita: {gear}</translation>
        </message>
        <message>
            <source>lethal; needs {gear}</source>
            <translation>letal; necesita: {gear}</translation>
        </message>
        <message>
            <source>basic medical gear</source>
            <translation>equipo médico básico</translation>
        </message>
        <message>
            <source>advanced medical gear</source>
            <translation>equipo médico avanzado</translation>
        </message>
        <message>
            <source>to be rolled</source>
            <translation>aún por tirar</translation>
        </message>
        <message>
            <source>effect in the book&apos;s table</source>
            <translation>efecto en la tabla del libro</translation>
        </message>
        <message>
            <source>Short range (under 25 m): a shot is a Close Combat roll with Agility; set the distance to 25 m or more for Ranged Combat</source>
            <translation>Alcance Corto (menos de 25 m): un disparo es una tirada de Combate cuerpo a cuerpo con Agilidad; para Combate a distancia pon la distancia en 25 m o más</translation>
        </message>
        <message>
            <source>Short range</source>
            <translation>Alcance corto</translation>
        </message>
        <message>
            <source>Long range</source>
            <translation>Alcance largo</translation>
        </message>
        <message>
            <source>Extreme range</source>
            <translation>Alcance extremo</translation>
        </message>
        <message>
            <source>{band} ends with the fight.</source>
            <translation>{band} termina con el combate.</translation>
        </message>
        <message>
            <source>{sum} from fire</source>
            <translation>{sum} por el fuego</translation>
        </message>
        <message>
            <source>{sum} from a fall</source>
            <translation>{sum} por una caída</translation>
        </message>
        <message>
            <source>{sum} from poison</source>
            <translation>{sum} por el veneno</translation>
        </message>
        <message>
            <source>{sum} from the disease</source>
            <translation>{sum} por la enfermedad</translation>
        </message>
        <message>
            <source>{sum} from a trap</source>
            <translation>{sum} por una trampa</translation>
        </message>
        <message>
            <source>Distance (tiles)</source>
            <translation>Distancia (casillas)</translation>
        </message>
        <message>
            <source>Tiles a faster target moved</source>
            <translation>Casillas que se movió un objetivo más rápido</translation>
        </message>
        <message>
            <source>Targets and tiles moved are out of range.</source>
            <translation>Los objetivos y las casillas recorridas están fuera de rango.</translation>
        </message>
        <message>
            <source>{weapon} is full ({count}/{capacity}).</source>
            <translation>{weapon}: el cargador está lleno ({count}/{capacity}).</translation>
        </message>
        <message>
            <source>− {value} (a faster target&apos;s tiles)</source>
            <translation>− {value} (casillas de un objetivo más rápido)</translation>
        </message>
        <message>
            <source>Max Stamina</source>
            <translation>Aguante máximo</translation>
        </message>
        <message>
            <source>The most stamina the character holds: a sprint spends it, a round without a sprint or a fight gives it back up to this. What is left now shows on the roster and in the fight list.</source>
            <translation>El aguante máximo del personaje: un esprint lo gasta y un asalto sin esprint ni combate lo devuelve hasta este número. Lo que le queda ahora se ve en la lista de personajes y en la del combate.</translation>
        </message>
        <message>
            <source>{weapon} has no magazine to reload.</source>
            <translation>{weapon} no tiene cargador que recargar.</translation>
        </message>
        <message>
            <source>The roll hits up to that many tiles away; a hit offers the gun&apos;s damage to the target.</source>
            <translation>La tirada impacta hasta a esa cantidad de casillas; un impacto ofrece el daño del arma al objetivo.</translation>
        </message>
        <message>
            <source>This hit's damage is applied already: a hit is not applied twice.</source>
            <translation>El daño de este impacto ya está aplicado: un impacto no se aplica dos veces.</translation>
        </message>
        <message>
            <source>This roll's care is applied already: it is not given twice.</source>
            <translation>Los cuidados de esta tirada ya están aplicados: no se dan dos veces.</translation>
        </message>
        <message>
            <source>Intelligence + First Aid: the patient (On) gets 1 Life Point a success level; one roll a wound.</source>
            <translation>Inteligencia + Primeros auxilios: el paciente (en «A quién») recupera 1 Punto de Vida por nivel de éxito; una tirada por herida.</translation>
        </message>
        <message>
            <source>{name} hit the dirt to dodge a shot this turn: no defence left until the round ends (pick No defence).</source>
            <translation>{name} ya se echó cuerpo a tierra para esquivar un disparo este turno: no le queda defensa hasta que acabe el asalto (elige «Sin defensa»).</translation>
        </message>
        <message>
            <source>{name} hit the dirt to dodge a shot this turn: no defence left until the round ends.</source>
            <translation>{name} ya se echó cuerpo a tierra para esquivar un disparo este turno: no le queda defensa hasta que acabe el asalto.</translation>
        </message>
        <message>
            <source>Hit, {level}: attack {total} against {defence_name} {defence}, {defence_level} ({rule})</source>
            <translation>Impacto, {level}: ataque {total} contra {defence_name} {defence}, {defence_level} ({rule})</translation>
        </message>
        <message>
            <source>{verdict}: {defence_name} {defence}, {defence_level}, ties attack {total}, {level} ({rule})</source>
            <translation>{verdict}: {defence_name} {defence}, {defence_level}, empata con el ataque {total}, {level} ({rule})</translation>
        </message>
        <message>
            <source>{verdict}: {defence_name} {defence}, {defence_level}, beats attack {total}, {level} ({rule})</source>
            <translation>{verdict}: {defence_name} {defence}, {defence_level}, supera al ataque {total}, {level} ({rule})</translation>
        </message>
        <message>
            <source>{verdict}: attack {total}, {level}</source>
            <translation>{verdict}: ataque {total}, {level}</translation>
        </message>
        <message>
            <source>Hit: {defence_name} {defence}, {defence_level}</source>
            <translation>Impacto: {defence_name} {defence}, {defence_level}</translation>
        </message>
        <message>
            <source>{verdict}: {defence_name} {defence}, {defence_level}</source>
            <translation>{verdict}: {defence_name} {defence}, {defence_level}</translation>
        </message>
        <message>
            <source>higher total hits; a tie goes to the defender</source>
            <translation>el total más alto acierta; el empate es del defensor</translation>
        </message>
        <message>
            <source>the defence must be higher; a tie hits</source>
            <translation>la defensa debe ser más alta; el empate acierta</translation>
        </message>
        <message>
            <source>dodge</source>
            <translation>esquiva</translation>
        </message>
        <message>
            <source>Dodged</source>
            <translation>Esquivado</translation>
        </message>
        <message>
            <source>block</source>
            <translation>bloqueo</translation>
        </message>
        <message>
            <source>Blocked</source>
            <translation>Bloqueado</translation>
        </message>
        <message>
            <source>parry</source>
            <translation>parada</translation>
        </message>
        <message>
            <source>Parried</source>
            <translation>Parado</translation>
        </message>
        <message>
            <source>shove</source>
            <translation>empujón</translation>
        </message>
        <message>
            <source>Shoved off</source>
            <translation>Apartado de un empujón</translation>
        </message>
        <message>
            <source>d10 {first} (Unisystem rule of ten: again {again}, what is over 5 is added, a 10 adds 5 and rolls on): {value}</source>
            <translation>d10 {first} (Unisystem, regla del diez: otra vez {again}, se suma lo que pasa de 5, un 10 suma 5 y se sigue tirando): {value}</translation>
        </message>
        <message>
            <source>d10 {first} (Unisystem rule of one: again {again}, 5 to 10 leave the 1, 4 3 2 1 make it −1 −2 −3 −5, a 1 rolls on): {value}</source>
            <translation>d10 {first} (Unisystem, regla del 1: otra vez {again}, de 5 a 10 queda el 1, un 4 3 2 1 vale −1 −2 −3 −5, con un 1 se sigue tirando): {value}</translation>
        </message>
        <message>
            <source>d10 {first} (Norms: a natural 10 adds another d10: {again}): {value}</source>
            <translation>d10 {first} (Normas: un 10 natural suma otro d10: {again}): {value}</translation>
        </message>
        <message>
            <source>d10 {first} (Norms: a natural 1 takes off another d10: {again}): {value}</source>
            <translation>d10 {first} (Normas: un 1 natural resta otro d10: {again}): {value}</translation>
        </message>
        <message>
            <source>{name}: a ration on {fed} of {days} days, none on the others: Health {old} → {new}.</source>
            <translation>{name}: ración en {fed} de {days} días, los demás sin comida: Salud {old} → {new}.</translation>
        </message>
        <message>
            <source>You typed {typed} {typed|die|dice}; a D66 takes 2, tens first. The entry&apos;s recovery dice come with its name: type it first in &quot;Injury&apos;s name (read off the table)&quot;, then the D66 with its recovery dice, or name it later (H, Name an injury).</source>
            <translation>Tecleaste {typed} {typed|dado|dados}; un D66 lleva 2, primero las decenas. Los dados de recuperación de la entrada vienen con su nombre: tecléalo primero en «Nombre de la herida (leído en la tabla)», luego el D66 con sus dados de recuperación, o nómbrala más tarde (H, Nombrar una herida).</translation>
        </message>
        <message>
            <source>You typed {typed} {typed|die|dice}; a D66 takes 2, tens first. The entry&apos;s recovery dice come with its name: type the D66 here and name the entry after it (H, Name an injury), or type the name and all the dice together in the dice dock&apos;s &quot;Critical injury (D66)&quot;.</source>
            <translation>Tecleaste {typed} {typed|dado|dados}; un D66 lleva 2, primero las decenas. Los dados de recuperación de la entrada vienen con su nombre: teclea aquí el D66 y nombra la entrada después (H, Nombrar una herida), o teclea el nombre y todos los dados juntos en «Herida crítica (D66)» del panel de dados.</translation>
        </message>
        <message>
            <source>Which of {patient}'s injuries</source>
            <translation>Cuál de las heridas de {patient}</translation>
        </message>
        <message>
            <source>{name}'s critical injury {d66} named: {injury}</source>
            <translation>Herida crítica {d66} de {name} nombrada: {injury}</translation>
        </message>
        <message>
            <source>{name}'s injury {old} renamed: {injury}</source>
            <translation>Herida «{old}» de {name} renombrada: {injury}</translation>
        </message>
        <message>
            <source>{n} — {injury}</source>
            <translation>{n} — {injury}</translation>
        </message>
        <message>
            <source>{n} — Critical injury {d66}, not yet named</source>
            <translation>{n} — herida crítica {d66}, aún sin nombre</translation>
        </message>
        <message>
            <source>{n} — Critical injury, its D66 not yet rolled</source>
            <translation>{n} — herida crítica, su D66 aún sin tirar</translation>
        </message>
        <message>
            <source>No injury {n}: {count} {count|injury|injuries} on the sheet</source>
            <translation>No hay herida {n}: la hoja tiene {count} {count|herida|heridas}</translation>
        </message>
        <message>
            <source>Ammo Points</source>
            <translation>Puntos de Munición</translation>
        </message>
        <message>
            <source>{count} {count|Ammo Point|Ammo Points}</source>
            <translation>{count} {count|Punto de Munición|Puntos de Munición}</translation>
        </message>
        <message>
            <source>rounds in the magazine</source>
            <translation>balas en el cargador</translation>
        </message>
        <message>
            <source>{count} {count|round|rounds}</source>
            <translation>{count} {count|bala|balas}</translation>
        </message>
        <message>
            <source>Speed {before} → {after}; {test} to tests that need movement and to initiative (the light load's, kept by the campaign's option); 1d4 Endurance every {minutes} min</source>
            <translation>Velocidad {before} → {after}; {test} a las pruebas que requieren movimiento y a la iniciativa (el de la carga ligera, mantenido por la opción de la campaña); 1d4 de Resistencia cada {minutes} min</translation>
        </message>
        <message>
            <source>Speed {before} → {after}; nothing off tests that need movement (the campaign's option); 1d4 Endurance every {minutes} min</source>
            <translation>Velocidad {before} → {after}; sin penalización a las pruebas que requieren movimiento (opción de la campaña); 1d4 de Resistencia cada {minutes} min</translation>
        </message>
        <message>
            <source>Speed {after}, {test} moving</source>
            <translation>Velocidad {after}, {test} al moverse</translation>
        </message>
        <message>
            <source>Speed {after}</source>
            <translation>Velocidad {after}</translation>
        </message>
        <message>
            <source>Medium and heavier loads also take the light load's −1 off tests that need movement</source>
            <translation>Las cargas media y más pesadas también restan el −1 de la carga ligera a las pruebas que requieren movimiento</translation>
        </message>
        <message>
            <source>The text gives a light load −1 to stealth, initiative and other tests that need movement, and the heavier loads only −3, −4.5 or −5 "al movimiento" (Speed): on, they keep at least the −1; off, they take nothing off those tests.</source>
            <translation>El texto da a la carga ligera −1 al sigilo, la iniciativa y otras pruebas que requieren movimiento, y a las más pesadas solo −3, −4,5 o −5 «al movimiento» (Velocidad): activado, conservan al menos el −1; desactivado, no restan nada a esas pruebas.</translation>
        </message>
        <message>
            <source>Under a light load: −1; under a heavier load, −1 or nothing, as the campaign's options say.</source>
            <translation>Con carga ligera: −1; con una carga más pesada, −1 o nada, según las opciones de la campaña.</translation>
        </message>
        <message>
            <source>{load} for {minutes} min: {count}d4 Endurance due (1d4 every {per} min); roll it in the dice dock: Endurance loss, Carrying the current load, {minutes} minutes.</source>
            <translation>{load} durante {minutes} min: toca perder {count}d4 de Resistencia (1d4 cada {per} min); tíralo en el panel de dados: Pérdida de Resistencia, Llevar la carga actual, {minutes} minutos.</translation>
        </message>
        <message>
            <source>Poisoned: {count} {count|hourly roll|hourly rolls} of Endure against the poison due; in the dice dock: {kind} (−1 die while poisoned; one Medicine roll each hour adds its successes).</source>
            <translation>Veneno: {count|toca|tocan} {count} {count|tirada horaria|tiradas horarias} de Aguante contra el veneno; en el panel de dados: {kind} (−1 dado mientras dure el veneno; una tirada de Medicina cada hora suma sus éxitos).</translation>
        </message>
        <message>
            <source>Sick: {count} daily {count|sickness roll|sickness rolls} due; in the dice dock: {kind} (−1 die while sick; one Medicine roll each day adds its successes).</source>
            <translation>Enfermedad: {count|toca|tocan} {count} {count|tirada diaria de enfermedad|tiradas diarias de enfermedad}; en el panel de dados: {kind} (−1 dado mientras dure la enfermedad; una tirada de Medicina cada día suma sus éxitos).</translation>
        </message>
        <message>
            <source>{activity}: {loss} Endurance: {before} → {after}.</source>
            <translation>{activity}: {loss} de Resistencia: {before} → {after}.</translation>
        </message>
        <message>
            <source>“{field}” is {value}; on this sheet it runs from {low} to {high}</source>
            <translation>«{field}» es {value}; en esta hoja va de {low} a {high}</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not what this field holds: a whole number</source>
            <translation>«{field}»: «{value}» no es lo que guarda este campo: un número entero</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not what this field holds: a whole number from {low} to {high}</source>
            <translation>«{field}»: «{value}» no es lo que guarda este campo: un número entero de {low} a {high}</translation>
        </message>
        <message>
            <source>Type the damage, or pick the weapon that deals it.</source>
            <translation>Escribe el daño o elige el arma que lo causa.</translation>
        </message>
        <message>
            <source>{own} for Endurance {endurance}, {dazed} at 5 or less</source>
            <translation>{own} por Resistencia {endurance}, {dazed} con 5 o menos</translation>
        </message>
        <message>
            <source>{own} for Life Points {life}, {dazed} at Endurance 5 or less</source>
            <translation>{own} por Puntos de Vida {life}, {dazed} con Resistencia 5 o menos</translation>
        </message>
    </context>
    <context>
        <name>RosterSearch</name>
        <message>
            <source>No name starts with “{typed}”: in the roster a letter finds a name; {damage} and {heal} that find none open the damage and the healing of the character found. Esc goes back to the fight list, where {key} is “{action}”.</source>
            <translation>Ningún nombre empieza por «{typed}»: en la lista de personajes una letra busca un nombre; {damage} y {heal}, si no encuentran ninguno, abren el daño y la curación del personaje encontrado. Esc vuelve a la lista del combate, donde {key} es «{action}».</translation>
        </message>
    </context>
    <context>
        <name>NewSession</name>
        <message>
            <source>New session during a fight</source>
            <translation>Nueva sesión durante una pelea</translation>
        </message>
        <message>
            <source>A fight is running (round {round}). Does it go on in the new session, or end now?</source>
            <translation>Hay una pelea en curso (asalto {round}). ¿Sigue en la nueva sesión o termina ahora?</translation>
        </message>
        <message>
            <source>&amp;Keep the fight</source>
            <translation>&amp;Mantener la pelea</translation>
        </message>
        <message>
            <source>&amp;End the fight</source>
            <translation>&amp;Terminar la pelea</translation>
        </message>
    </context>
    <context>
        <name>OutcomeLines</name>
        <message>
            <source>&amp;Close</source>
            <translation>Cerr&amp;ar</translation>
        </message>
        <message>
            <source>Close this window (Esc)</source>
            <translation>Cerrar esta ventana (Esc)</translation>
        </message>
    </context>
    <context>
        <name>WholeMessages</name>
        <message>
            <source>%1 reads it whole</source>
            <translation>%1 lo muestra entero</translation>
        </message>
    </context>
    <context>
        <name>RecentMessages</name>
        <message>
            <source>Status &amp;messages…</source>
            <translation>Mensajes de e&amp;stado…</translation>
        </message>
        <message>
            <source>Status messages</source>
            <translation>Mensajes de la barra de estado</translation>
        </message>
        <message>
            <source>No message yet: what the status bar says is kept here, whole.</source>
            <translation>Aún no hay mensajes: lo que dice la barra de estado se guarda aquí entero.</translation>
        </message>
    </context>
</TS>
