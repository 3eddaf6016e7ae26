<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About Deadwatch</source>
            <extracomment>the published games, their publishers, and the trademark notes that go with them the title of the forum game the grid-and-limbs rules come from</extracomment>
            <translation>О программе Deadwatch</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>Версия {version}</translation>
        </message>
        <message>
            <source>A game master's console for zombie-survival tabletop games played in person.</source>
            <translation>Пульт ведущего для настольных игр о выживании среди зомби, в которые играют за одним столом.</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>Лицензия</translation>
        </message>
        <message>
            <source>Deadwatch is free software under the GNU General Public License, version 3 or later.</source>
            <translation>Deadwatch — свободная программа под лицензией GNU General Public License версии 3 или более поздней.</translation>
        </message>
        <message>
            <source>You may share and change it under those terms ({licence}); it comes with no warranty.</source>
            <translation>Её можно распространять и изменять на этих условиях ({licence}); она предоставляется без каких-либо гарантий.</translation>
        </message>
        <message>
            <source>The full text of the licence is in the file COPYING.</source>
            <translation>Полный текст лицензии — в файле COPYING.</translation>
        </message>
        <message>
            <source>Rule systems</source>
            <translation>Игровые системы</translation>
        </message>
        <message>
            <source>{games} — published by {publisher}.</source>
            <translation>{games} — издатель: {publisher}.</translation>
        </message>
        <message>
            <source>{title} is a trademark of {owner} and its licensors.</source>
            <translation>{title} — товарный знак компании {owner} и её лицензиаров.</translation>
        </message>
        <message>
            <source>{game} — a home-made system by a game master of the Russian-speaking community.</source>
            <translation>{game} — самодельная система ведущего из русскоязычного сообщества.</translation>
        </message>
        <message>
            <source>{game} — from “{source}”, a home-made forum game by its game master.</source>
            <translation>{game} — из «{source}», самодельной форумной игры её ведущего.</translation>
        </message>
        <message>
            <source>All trademarks belong to their owners.</source>
            <translation>Все товарные знаки принадлежат их владельцам.</translation>
        </message>
        <message>
            <source>Deadwatch is an independent tool, not affiliated with or endorsed by any of them.</source>
            <translation>Deadwatch — независимая программа: она не связана ни с кем из них и не одобрена ими.</translation>
        </message>
        <message>
            <source>Play with your own copy of the rules.</source>
            <translation>Играйте по собственному экземпляру правил.</translation>
        </message>
        <message>
            <source>&amp;Copy version details</source>
            <translation>&amp;Скопировать сведения о версии</translation>
        </message>
        <message>
            <source>Put the version line on the clipboard, for a bug report</source>
            <translation>Скопировать строку с версией в буфер обмена — для сообщения об ошибке</translation>
        </message>
        <message>
            <source>C&amp;lose</source>
            <translation>&amp;Закрыть</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Скопировано</translation>
        </message>
    </context>
    <context>
        <name>AmmoDialog</name>
        <message>
            <source>How many</source>
            <translation>Сколько</translation>
        </message>
        <message>
            <source>{name}: {weapon} ({count} {unit})</source>
            <translation>{name}: {weapon} ({count} {unit})</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Кому</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Причина</translation>
        </message>
        <message>
            <source>For the ledger, e.g. a box of shells in the pharmacy</source>
            <translation>Для журнала, например: коробка патронов в аптеке</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Пояснение</translation>
        </message>
    </context>
    <context>
        <name>AmmoDock</name>
        <message>
            <source>Ammo Points: one point pays for a combat turn of firing.</source>
            <translation>Очки боеприпасов: одно очко — это один боевой ход стрельбы.</translation>
        </message>
        <message>
            <source>Rounds: the magazine loaded and the spare rounds.</source>
            <translation>Патроны: заряженный магазин и запасные патроны.</translation>
        </message>
        <message>
            <source>Clips of fifteen rounds, each counted on its own.</source>
            <translation>Обоймы по пятнадцать патронов, каждая считается отдельно.</translation>
        </message>
        <message>
            <source>A count of ammunition for each weapon.</source>
            <translation>Счёт боеприпасов для каждого оружия.</translation>
        </message>
        <message>
            <source>This ruleset keeps no ammunition.</source>
            <translation>В этих правилах боеприпасы не учитываются.</translation>
        </message>
        <message>
            <source>Fire</source>
            <translation>Выстрел</translation>
        </message>
        <message>
            <source>&amp;Fire selected weapon</source>
            <translation>&amp;Выстрел из выбранного оружия</translation>
        </message>
        <message>
            <source>Spend what the weapon fires (F)</source>
            <translation>Списать то, что оружие выпустило (F)</translation>
        </message>
        <message>
            <source>Fire…</source>
            <translation>Стрельба…</translation>
        </message>
        <message>
            <source>Fire with &amp;options…</source>
            <translation>Стрельба с &amp;параметрами…</translation>
        </message>
        <message>
            <source>Several shots, bursts, rock and roll, as the rules allow (Shift+F)</source>
            <translation>Несколько выстрелов, очереди, огонь без остановки — как позволяют правила (Shift+F)</translation>
        </message>
        <message>
            <source>Reload</source>
            <translation>Перезарядить</translation>
        </message>
        <message>
            <source>&amp;Reload</source>
            <translation>П&amp;ерезарядить</translation>
        </message>
        <message>
            <source>Reload the selected weapon (Ctrl+L)</source>
            <translation>Перезарядить выбранное оружие (Ctrl+L)</translation>
        </message>
        <message>
            <source>Found…</source>
            <translation>Найдено…</translation>
        </message>
        <message>
            <source>&amp;Ammunition found…</source>
            <translation>Найдены &amp;боеприпасы…</translation>
        </message>
        <message>
            <source>Ammunition found: a box of shells, a clip (Ctrl+Shift+P)</source>
            <translation>Найдены боеприпасы: коробка патронов, обойма (Ctrl+Shift+P)</translation>
        </message>
        <message>
            <source>Give…</source>
            <translation>Передать…</translation>
        </message>
        <message>
            <source>&amp;Give ammunition…</source>
            <translation>Пе&amp;редать боеприпасы…</translation>
        </message>
        <message>
            <source>Hand ammunition to another weapon or character (Ctrl+Shift+G)</source>
            <translation>Передать боеприпасы другому оружию или персонажу (Ctrl+Shift+G)</translation>
        </message>
        <message>
            <source>Empty…</source>
            <translation>Опустошить…</translation>
        </message>
        <message>
            <source>&amp;Empty weapon…</source>
            <translation>&amp;Оружие пусто…</translation>
        </message>
        <message>
            <source>The weapon runs dry at once: lost, ruined, a mess-up (Ctrl+Shift+M)</source>
            <translation>Боеприпасы кончились разом: потеряны, испорчены, провал (Ctrl+Shift+M)</translation>
        </message>
        <message>
            <source>Warn at or below</source>
            <translation>Порог предупреждения</translation>
        </message>
        <message>
            <source>Low-ammo warning for every weapon; 0 warns only when empty</source>
            <translation>Предупреждение о нехватке для всего оружия; 0 — только когда пусто</translation>
        </message>
        <message>
            <source>This weapon…</source>
            <translation>Для этого оружия…</translation>
        </message>
        <message>
            <source>A low-ammo warning for the selected weapon only (L)</source>
            <translation>Предупреждение о нехватке патронов только для выбранного оружия (L)</translation>
        </message>
        <message>
            <source>Whole campaign</source>
            <translation>Вся кампания</translation>
        </message>
        <message>
            <source>The ledger of every session, not only the latest</source>
            <translation>Журнал всех сессий, а не только последней</translation>
        </message>
        <message>
            <source>No character selected</source>
            <translation>Персонаж не выбран</translation>
        </message>
        <message>
            <source>{name}: ammunition</source>
            <translation>{name}: боеприпасы</translation>
        </message>
        <message>
            <source>{name} carries no firearm</source>
            <translation>У персонажа {name} нет огнестрельного оружия</translation>
        </message>
        <message>
            <source>No fight running: each fire action spends.</source>
            <translation>Боя нет: каждая стрельба расходует боеприпасы.</translation>
        </message>
        <message>
            <source>Round {round}: each weapon spends once this round.</source>
            <translation>Раунд {round}: каждое оружие расходует один раз за раунд.</translation>
        </message>
        <message>
            <source>Round {round} of the fight.</source>
            <translation>Раунд боя: {round}.</translation>
        </message>
        <message>
            <source>The party carries no ammunition.</source>
            <translation>У группы нет боеприпасов.</translation>
        </message>
        <message>
            <source>Empty: {name}&apos;s {weapon}</source>
            <translation>Пусто: {name}, {weapon}</translation>
        </message>
        <message>
            <source>Low: {name}&apos;s {weapon}, {count} left</source>
            <translation>Мало: {name}, {weapon} — осталось {count}</translation>
        </message>
        <message>
            <source>No low-ammo warning.</source>
            <translation>Нехватки боеприпасов нет.</translation>
        </message>
        <message>
            <source>No foe of {name} stands in this fight: the shot would have no one to roll against. Nothing spent.</source>
            <translation>В этом бою не стоит на ногах ни один противник персонажа {name}: выстрелу не в кого. Ничего не потрачено.</translation>
        </message>
        <message>
            <source>{weapon} has fired this round already: its Ammo Point pays for the whole round, so this shot spends nothing. Set up in the dice dock.</source>
            <translation>{weapon}: это оружие уже стреляло в этом раунде — одно очко боеприпасов покрывает весь раунд, этот выстрел ничего не тратит. Выстрел подготовлен в панели кубиков.</translation>
        </message>
        <message>
            <source>For the ledger, e.g. the magazine dropped in the river</source>
            <translation>Для журнала, напр. магазин упал в реку</translation>
        </message>
        <message>
            <source>e.g. dropped in the river</source>
            <translation>напр. упал в реку</translation>
        </message>
        <message>
            <source>Select a character with a firearm first.</source>
            <translation>Сначала выберите персонажа с огнестрельным оружием.</translation>
        </message>
        <message>
            <source>{name}: {weapon}</source>
            <translation>{name}: {weapon}</translation>
        </message>
        <message>
            <source>Ammunition found</source>
            <translation>Найдены боеприпасы</translation>
        </message>
        <message>
            <source>Nobody to shoot at: pick the target first (the dice dock&apos;s Against, or X on the map). Nothing fired.</source>
            <translation>Стрелять не в кого: сначала выберите цель («Против» на панели кубиков или X на карте). Выстрела нет.</translation>
        </message>
        <message>
            <source>Nobody else can take this ammunition.</source>
            <translation>Больше никто не может взять эти боеприпасы.</translation>
        </message>
        <message>
            <source>Give ammunition</source>
            <translation>Передать боеприпасы</translation>
        </message>
        <message>
            <source>Empty weapon</source>
            <translation>Оружие пусто</translation>
        </message>
        <message>
            <source>{count} {count|round|rounds} left in the clip {count|is|are} thrown away.</source>
            <translation>{count} {count|патрон|патрона|патронов}, {count|оставшийся|оставшиеся|оставшиеся} в магазине, {count|выбрасывается|выбрасываются|выбрасываются}.</translation>
        </message>
        <message>
            <source>{amount} {count|is|are} thrown away.</source>
            <translation>Выбрасывается: {amount}.</translation>
        </message>
        <message>
            <source>Nothing is left in it to throw away.</source>
            <translation>В нём ничего не осталось — выбрасывать нечего.</translation>
        </message>
        <message>
            <source>Low-ammo warning</source>
            <translation>Предупреждение о нехватке</translation>
        </message>
        <message>
            <source>Warn when {weapon} is at or below ({unit}):</source>
            <translation>Предупреждать, когда у оружия {weapon} останется не больше ({unit}):</translation>
        </message>
        <message>
            <source>Party total, all player characters&apos; weapons, loaded and spare: {totals}</source>
            <translation>Всего у группы, всё оружие персонажей игроков, в магазинах и в запасе: {totals}</translation>
        </message>
        <message>
            <source>For the ledger, e.g. behind the overturned van</source>
            <translation>Для журнала, напр. за перевёрнутым фургоном</translation>
        </message>
        <message>
            <source>{name} carries no firearm: F fires for {actor}, whose turn it is</source>
            <translation>{name} не носит огнестрельного оружия: F стреляет тот, чей сейчас ход, — {actor}</translation>
        </message>
        <message>
            <source>{name}: ammunition (F fires for {actor}, whose turn it is)</source>
            <translation>{name}: боеприпасы (по F стреляет тот, чей сейчас ход, — {actor})</translation>
        </message>
        <message>
            <source>For the ledger, e.g. covering Ben&apos;s run</source>
            <translation>Для журнала, напр. прикрывает Бена</translation>
        </message>
        <message>
            <source>e.g. covering Ben&apos;s run</source>
            <translation>напр. прикрывает Бена</translation>
        </message>
    </context>
    <context>
        <name>CampaignWatch</name>
        <message>
            <source>This console's name</source>
            <extracomment>how often the window looks for another console's changes (ms): a change shows within a second</extracomment>
            <translation>Имя этой консоли</translation>
        </message>
        <message>
            <source>A name for this console (when several run one campaign: the log and the history say who did what, and each one's undo takes back its own actions):</source>
            <translation>Имя этой консоли (когда кампанию ведут несколько консолей: журнал и история показывают, кто что сделал, и каждая отменяет только свои действия):</translation>
        </message>
        <message>
            <source>This campaign came from an older Deadwatch and was brought up to date; a copy as it was is in {path}</source>
            <translation>Кампания была создана в более старой версии Deadwatch и обновлена; копия в прежнем виде сохранена в {path}</translation>
        </message>
        <message>
            <source>This campaign file was replaced after a session that did not close. That session's last changes were written over another file: they were not read, and the campaign shows as its file is. They are in:</source>
            <translation>Файл кампании заменили после сеанса, который не закрылся. Последние изменения того сеанса были записаны поверх другого файла: они не прочитаны, и кампания показана такой, какова она в файле. Они лежат здесь:</translation>
        </message>
        <message>
            <source>This campaign file was replaced after a session that did not close. That session's last changes were written over another file, so they were not applied: the campaign opens as its file is. They are kept in:</source>
            <translation>Файл кампании заменили после сеанса, который не закрылся. Последние изменения того сеанса были записаны поверх другого файла, поэтому они не применены: кампания открыта такой, какова она в файле. Они сохранены здесь:</translation>
        </message>
        <message>
            <source>Campaign file replaced</source>
            <translation>Файл кампании заменён</translation>
        </message>
        <message>
            <source>This &amp;console's name…</source>
            <translation>Имя этой &amp;консоли…</translation>
        </message>
        <message>
            <source>Name this console when several run one campaign</source>
            <translation>Назовите консоль, если кампанию ведут несколько консолей</translation>
        </message>
        <message>
            <source>Read-only: nothing can be changed</source>
            <translation>Только чтение: изменить ничего нельзя</translation>
        </message>
        <message>
            <source>Cannot save a copy</source>
            <translation>Не удалось сохранить копию</translation>
        </message>
        <message>
            <source>{path} cannot be written: {reason}. Nothing was changed.</source>
            <translation>Не удалось записать {path}: {reason}. Ничего не изменено.</translation>
        </message>
        <message>
            <source>The copy could not be written: {reason}. Nothing was changed.</source>
            <translation>Копию не удалось записать: {reason}. Ничего не изменено.</translation>
        </message>
        <message>
            <source>A copy was saved to {path}</source>
            <translation>Копия сохранена в {path}</translation>
        </message>
        <message>
            <source>{path} is a campaign open in Deadwatch (in this window or another), or one of a campaign's own files: a copy cannot replace it. Choose another file; nothing was written.</source>
            <translation>{path} — кампания, открытая в Deadwatch (в этом окне или в другом), или один из файлов кампании: копия не может её заменить. Выберите другой файл; ничего не записано.</translation>
        </message>
        <message>
            <source>Save a copy to play on.</source>
            <translation>Сохраните копию, чтобы продолжить игру.</translation>
        </message>
    </context>
    <context>
        <name>CharactersDock</name>
        <message>
            <source>{n} min</source>
            <translation>{n} мин</translation>
        </message>
        <message>
            <source>{n} h</source>
            <translation>{n} ч</translation>
        </message>
        <message>
            <source>{n} d</source>
            <translation>{n} д</translation>
        </message>
        <message>
            <source>{name} dies: a lethal injury&apos;s time runs out in {time}.</source>
            <translation>{name} умирает: время смертельной травмы истекает через {time}.</translation>
        </message>
    <message>
        <source>“{text}” is no time to pass: type minutes (90), hours (3 h) or days (2 d), up to 30 days; nothing changed.</source>
        <translation>«{text}» — не срок: введите минуты (90), часы (3 ч) или дни (2 д), не больше 30 дней; ничего не изменено.</translation>
    </message>
    <message>
        <source>How long? Minutes, or with h for hours, d for days (3 h, 2 d)</source>
        <translation>Сколько времени? Минуты, или с «ч» — часы, с «д» — дни (3 ч, 2 д)</translation>
    </message>
        <message>
            <source>Player characters</source>
            <translation>Персонажи игроков</translation>
        </message>
        <message>
            <source>NPCs</source>
            <translation>Неигровые персонажи</translation>
        </message>
        <message>
            <source>Zombies</source>
            <translation>Зомби</translation>
        </message>
        <message>
            <source>Filter by name (Ctrl+F)</source>
            <translation>Фильтр по имени (Ctrl+F)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <source>Tracks</source>
            <translation>Шкалы</translation>
        </message>
        <message>
            <source>Conditions</source>
            <translation>Состояния</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Новый</translation>
        </message>
        <message>
            <source>Create a character (Ins)</source>
            <translation>Создать персонажа (Ins)</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>Лист</translation>
        </message>
        <message>
            <source>Open the character sheet (Enter or F2)</source>
            <translation>Открыть лист персонажа (Enter или F2)</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation>Урон</translation>
        </message>
        <message>
            <source>Damage the selected character (D)</source>
            <translation>Нанести урон выбранному персонажу (D)</translation>
        </message>
        <message>
            <source>Heal</source>
            <translation>Лечение</translation>
        </message>
        <message>
            <source>Heal the selected character (H)</source>
            <translation>Вылечить выбранного персонажа (H)</translation>
        </message>
        <message>
            <source>Copies</source>
            <translation>Копии</translation>
        </message>
        <message>
            <source>Add numbered copies, such as five walkers (Ctrl+D)</source>
            <translation>Добавить пронумерованные копии, например пять ходячих (Ctrl+D)</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Убрать</translation>
        </message>
        <message>
            <source>Remove the selected character from the campaign (Del)</source>
            <translation>Убрать выбранного персонажа из кампании (Del)</translation>
        </message>
        <message>
            <source>&amp;Time passes…</source>
            <translation>Проходит &amp;время…</translation>
        </message>
        <message>
            <source>Let game time pass: lethal time limits run down (Ctrl+Shift+T)</source>
            <translation>Пропустить игровое время: смертельные сроки истекают (Ctrl+Shift+T)</translation>
        </message>
        <message>
            <source>Time limits run in re&amp;al time</source>
            <translation>Сроки идут в &amp;реальном времени</translation>
        </message>
        <message>
            <source>Every minute at the table is a minute for lethal time limits</source>
            <translation>Каждая минута за столом — минута для смертельных сроков</translation>
        </message>
        <message>
            <source>E&amp;xperience…</source>
            <translation>&amp;Опыт…</translation>
        </message>
        <message>
            <source>Award and spend experience, or confirm what play earned (F9)</source>
            <translation>Начислить и потратить опыт или подтвердить заработанное в игре (F9)</translation>
        </message>
        <message>
            <source>&amp;Import characters…</source>
            <translation>&amp;Импорт персонажей…</translation>
        </message>
        <message>
            <source>Export the &amp;party…</source>
            <translation>Экспорт о&amp;тряда…</translation>
        </message>
        <message>
            <source>{name}: {condition}</source>
            <translation>{condition}: {name}</translation>
        </message>
        <message>
            <source>How many copies?</source>
            <translation>Сколько копий?</translation>
        </message>
        <message>
            <source>Import characters</source>
            <translation>Импорт персонажей</translation>
        </message>
        <message>
            <source>Export the party</source>
            <translation>Экспорт отряда</translation>
        </message>
        <message>
            <source>Deadwatch characters (*.json)</source>
            <translation>Персонажи Deadwatch (*.json)</translation>
        </message>
        <message>
            <source>Time passes</source>
            <translation>Проходит время</translation>
        </message>
        <message>
            <source>nothing</source>
            <extracomment>the steps P walks through: (name shown, how health shows)</extracomment>
            <translation>ничего</translation>
        </message>
        <message>
            <source>the name, health as a word</source>
            <translation>имя и здоровье словом</translation>
        </message>
        <message>
            <source>the name, health as numbers</source>
            <translation>имя и здоровье числами</translation>
        </message>
        <message>
            <source>the name only</source>
            <translation>только имя</translation>
        </message>
        <message>
            <source>Sheet…</source>
            <translation>Лист…</translation>
        </message>
        <message>
            <source>Damage…</source>
            <translation>Урон…</translation>
        </message>
        <message>
            <source>Heal…</source>
            <translation>Лечение…</translation>
        </message>
        <message>
            <source>Copies…</source>
            <translation>Копии…</translation>
        </message>
        <message>
            <source>Experience…</source>
            <translation>Опыт…</translation>
        </message>
        <message>
            <source>Players see</source>
            <translation>Игроки видят</translation>
        </message>
        <message>
            <source>This character's record is damaged: repair it first (Enter) or remove it (Del).</source>
            <translation>Запись этого персонажа повреждена: сначала почините её (Enter) или удалите (Del).</translation>
        </message>
        <message>
            <source>Damaged record: Enter repairs it, Del removes it</source>
            <translation>Запись повреждена: Enter — починить, Del — удалить</translation>
        </message>
        <message>
            <source>Enter: repair it (the fields that do not fit go back to the defaults). Del: remove it.</source>
            <translation>Enter: починить (неподходящие поля вернутся к значениям по умолчанию). Del: удалить.</translation>
        </message>
        <message>
            <source>Add characters from Foundry VTT actors, a spreadsheet (CSV) or a Deadwatch characters file, after a preview (Ctrl+I; or drop the files on the window)</source>
            <translation>Добавить персонажей из актёров Foundry VTT, таблицы (CSV) или файла персонажей Deadwatch, после предпросмотра (Ctrl+I; или перетащите файлы на окно)</translation>
        </message>
        <message>
            <source>Save the player characters, or the selected character, as a Deadwatch file, a spreadsheet (CSV) or Foundry VTT actors</source>
            <translation>Сохранить персонажей игроков или выбранного персонажа как файл Deadwatch, таблицу (CSV) или актёров Foundry VTT</translation>
        </message>
        <message>
            <source>Spreadsheet (*.csv)</source>
            <translation>Таблица (*.csv)</translation>
        </message>
        <message>
            <source>Foundry VTT actors, {system} {version} (*.json)</source>
            <translation>Актёры Foundry VTT, {system} {version} (*.json)</translation>
        </message>
        <message>
            <source>The roster has {count} {count|NPC|NPCs}. Export {count|it|them} with the player characters?</source>
            <translation>В списке {count} {count|неигровой персонаж|неигровых персонажа|неигровых персонажей}. Экспортировать {count|его|их|их} вместе с персонажами игроков?</translation>
        </message>
        <message>
            <source>&amp;Player characters only</source>
            <translation>Только &amp;персонажи игроков</translation>
        </message>
        <message>
            <source>&amp;With the NPCs</source>
            <translation>&amp;Вместе с неигровыми персонажами</translation>
        </message>
        <message>
            <source>Characters (*.json *.csv *.txt *.db)</source>
            <translation>Персонажи (*.json *.csv *.txt *.db)</translation>
        </message>
        <message>
            <source>Spreadsheets (*.csv *.txt)</source>
            <translation>Таблицы (*.csv *.txt)</translation>
        </message>
        <message>
            <source>Foundry VTT actors (*.json *.db)</source>
            <translation>Актёры Foundry VTT (*.json *.db)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Все файлы (*)</translation>
        </message>
        <message>
            <source>The roster has {count} {count|NPC|NPCs}, zombies included. Export {count|it|them} with the player characters?</source>
            <translation>В списке {count} {count|неигровой персонаж|неигровых персонажа|неигровых персонажей}, считая зомби. Экспортировать {count|его|их|их} вместе с персонажами игроков?</translation>
        </message>
        <message>
            <source>&amp;Export the others</source>
            <translation>&amp;Экспортировать остальных</translation>
        </message>
        <message>
            <source>{count} damaged {count|record is|records are} left out: the rules cannot read {count|it|them}, so no file can hold {count|it|them} (the roster shows {count|it|them} in red: Enter repairs).</source>
            <translation>{count} {count|повреждённая запись не войдёт|повреждённые записи не войдут|повреждённых записей не войдут}: правила не могут {count|её|их|их} прочитать, поэтому ни один файл не может {count|её|их|их} содержать (в списке {count|она показана|они показаны|они показаны} красным: Enter исправляет).</translation>
        </message>
        <message>
            <source>a Deadwatch characters file</source>
            <translation>файл персонажей Deadwatch</translation>
        </message>
        <message>
            <source>a spreadsheet (CSV)</source>
            <translation>таблица (CSV)</translation>
        </message>
        <message>
            <source>Foundry VTT actors</source>
            <translation>актёры Foundry VTT</translation>
        </message>
        <message>
            <source>{file} and {count} more {count|file|files}</source>
            <translation>{file} и ещё {count} {count|файл|файла|файлов}</translation>
        </message>
        <message>
            <source>NPCs and zombies included.</source>
            <translation>Неигровые персонажи и зомби включены.</translation>
        </message>
        <message>
            <source>Player characters only.</source>
            <translation>Только персонажи игроков.</translation>
        </message>
        <message>
            <source>{count} damaged {count|record|records} left out.</source>
            <translation>{count} {count|повреждённая запись не вошла|повреждённые записи не вошли|повреждённых записей не вошли}.</translation>
        </message>
        <message>
            <source>Players see: {what} ({key} changes it)</source>
            <translation>Игроки видят: {what} ({key} меняет)</translation>
        </message>
        <message>
            <source>{name}: players see {what} ({key} hides or shows)</source>
            <translation>{name}, видно игрокам: {what} ({key} скрывает или показывает)</translation>
        </message>
        <message>
            <source>Exported {count} {count|character|characters} as {format}: {file} (in {folder}).</source>
            <translation>{count} {count|персонаж экспортирован|персонажа экспортированы|персонажей экспортированы} как {format}: {file} (в {folder}).</translation>
        </message>
        <message>
            <source>{campaign} - party</source>
            <translation>{campaign} - отряд</translation>
        </message>
        <message>
            <source>party</source>
            <translation>отряд</translation>
        </message>
        <message>
            <source>Found…</source>
            <translation>Найдено…</translation>
        </message>
        <message>
            <source>No checks due: select a character in the roster first.</source>
            <translation>Проверок нет: сначала выберите персонажа в списке.</translation>
        </message>
        <message>
            <source>No checks due for {name}: nothing in their state calls for one now.</source>
            <translation>{name}: проверок нет, сейчас состояние персонажа их не требует.</translation>
        </message>
        <message>
            <source>{name}: players see {what} — {key} again: {next}</source>
            <translation>{name}, видно игрокам: {what} — {key} ещё раз: {next}</translation>
        </message>
        <message>
            <source>Select a character in the roster first.</source>
            <translation>Сначала выберите персонажа в списке.</translation>
        </message>
        <message>
            <source>{name} carries no weapon to draw.</source>
            <translation>У персонажа {name} нет оружия, которое можно достать.</translation>
        </message>
        <message>
            <source>{name} carries no weapon to put away.</source>
            <translation>У персонажа {name} нет оружия, которое можно убрать.</translation>
        </message>
        <message>
            <source>{name}: {condition} ({where})</source>
            <translation>{condition}: {name} ({where})</translation>
        </message>
        <message>
            <source>Found: select a character in the roster first.</source>
            <translation>Найдено: сначала выберите персонажа в списке.</translation>
        </message>
        <message>
            <source>Found: these rules list nothing for {name} to find here; ammunition found goes in the Ammunition dock ({key}).</source>
            <translation>Найдено ({name}): по этим правилам здесь нечего найти; найденные боеприпасы вносятся на панели «Боеприпасы» ({key}).</translation>
        </message>
        <message>
            <source>Found: these rules list nothing for {name} to find.</source>
            <translation>Найдено ({name}): по этим правилам здесь нечего найти.</translation>
        </message>
        <message>
            <source>hide from the players</source>
            <translation>скрыть от игроков</translation>
        </message>
        <message>
            <source>{name}: hidden from the players — {key} again: {next}</source>
            <translation>{name}: игроки ничего не видят — {key} ещё раз: {next}</translation>
        </message>
        <message>
            <source>{name}: hidden from the players ({key} hides or shows)</source>
            <translation>{name}: игроки ничего не видят ({key} скрывает или показывает)</translation>
        </message>
    </context>
    <context>
        <name>ChecksDialog</name>
        <message>
            <source>Those dice cannot be read.</source>
            <translation>Эти кубики не удаётся прочитать.</translation>
        </message>
        <message>
            <source>Checks due: {name}</source>
            <translation>Проверки: {name}</translation>
        </message>
        <message>
            <source>Pick a check and press Enter: the dice dock sets it up for the table&apos;s die (type it, or Ctrl+R to let the console roll).</source>
            <translation>Выберите проверку и нажмите Enter: панель кубиков подготовит её для кубика со стола (введите его или нажмите Ctrl+R, чтобы бросила консоль).</translation>
        </message>
        <message>
            <source>&amp;Roll</source>
            <translation>&amp;Бросить</translation>
        </message>
        <message>
            <source>The GM&apos;s call on {name}: pick one (Enter makes the call picked; Esc cancels):</source>
            <translation>Решение ведущего — {name}: выберите (Enter — выбранное решение; Esc — отмена):</translation>
        </message>
    <message>
        <source>Pick a check, type the table&apos;s dice below and press Enter; with none typed, Enter sets it up in the dice dock: type its dice there, or {key} rolls it.</source>
        <translation>Выберите проверку, введите ниже кубики со стола и нажмите Enter; если ничего не введено, Enter готовит её в панели кубиков: введите там кубики или нажмите {key}, чтобы бросить её.</translation>
    </message>
    <message>
        <source>Pick a check, type the table&apos;s dice below ({dice}) and press Enter; with none typed, Enter sets it up in the dice dock: type its dice there, or {key} rolls it.</source>
        <translation>Выберите проверку, введите ниже кубики со стола ({dice}) и нажмите Enter; если ничего не введено, Enter готовит её в панели кубиков: введите там кубики или нажмите {key}, чтобы бросить её.</translation>
    </message>
        <message>
            <source>&amp;Dice from the table (empty: typed in the dice dock):</source>
            <translation>&amp;Кубики со стола (пусто — ввести в панели кубиков):</translation>
        </message>
    </context>
    <context>
        <name>ConditionsCell</name>
        <message>
            <source>Roll the {check} now, with this character's numbers</source>
            <translation>Бросить «{check}» сейчас, с числами этого персонажа</translation>
        </message>
    </context>
    <context>
        <name>DeclareDialog</name>
        <message>
            <source>Type a phase's number: {phases}</source>
            <translation>Наберите номер фазы: {phases}</translation>
        </message>
        <message>
            <source>No phase {digit}: type 1 to {last}; the phase stays {phase}.</source>
            <translation>Фазы {digit} нет: наберите от 1 до {last}; фаза остаётся «{phase}».</translation>
        </message>
        <message>
            <source>{name} declares</source>
            <translation>{name} заявляет действие</translation>
        </message>
        <message>
            <source>e.g. shoots at the leader</source>
            <translation>например: стреляет в главаря</translation>
        </message>
        <message>
            <source>Phase</source>
            <translation>Фаза</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Действие</translation>
        </message>
        <message>
            <source>On</source>
            <translation>Цель</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Против</translation>
        </message>
        <message>
            <source>Whom the action is aimed at: the turn&apos;s roll is set up against them</source>
            <translation>На кого направлено действие: бросок в его ход готовится против этой цели</translation>
        </message>
        <message>
            <source>{name} (hidden)</source>
            <translation>{name} (скрыт)</translation>
        </message>
        <message>
            <source>Nobody in this fight can be the target of {phase}.</source>
            <translation>В этом бою нет никого, на кого можно направить действие «{phase}».</translation>
        </message>
        <message>
            <source>Nobody in this fight can be the target of {phase}: {why}.</source>
            <translation>В этом бою нет никого, на кого можно направить действие «{phase}»: {why}.</translation>
        </message>
    </context>
    <context>
        <name>DiceDock</name>
        <message>
            <source>Secret anyway: the target is hidden from the players, and the roll&apos;s line names him. The box is back as you set it for a target they see</source>
            <translation>Тайно в любом случае: цель скрыта от игроков, а строка броска называет её. Для цели, которую они видят, флажок снова такой, как вы его поставили</translation>
        </message>
        <message>
            <source>{why}: the {count} {count|roll|rolls} left {count|is|are} not needed.</source>
            <translation>{why} — {count|оставшийся|оставшиеся|оставшиеся} {count} {count|бросок|броска|бросков} не {count|нужен|нужны|нужны}.</translation>
        </message>
        <message>
            <source>{count} more {count|roll|rolls} due: {rolls}.</source>
            <translation>Положено ещё {count} {count|бросок|броска|бросков}: {rolls}.</translation>
        </message>
        <message>
            <source>The last roll the time called for.</source>
            <translation>Последний бросок, положенный за прошедшее время.</translation>
        </message>
        <message>
            <source>No more rolls due: the roll just made ended what called for the rest.</source>
            <translation>Больше бросков не положено: только что сделанный бросок положил конец тому, что их требовало.</translation>
        </message>
        <message>
            <source>{name}: {roll}</source>
            <translation>{name}: «{roll}»</translation>
        </message>
        <message>
            <source>{name}: {roll} × {times}</source>
            <translation>{name}: «{roll}» × {times}</translation>
        </message>
        <message>
            <source>{roll} — {other} and {name}: one roll for both, already rolled on {other}&apos;s turn; nothing left for {name} to roll.</source>
            <translation>{roll} — {other} и {name}: один бросок на двоих, уже сделан в ход персонажа {other}; персонажу {name} бросать больше нечего.</translation>
        </message>
        <message>
            <source>{wanted}, for the damage to {name}</source>
            <translation>{wanted}, для урона персонажу {name}</translation>
        </message>
        <message>
            <source>Damage dice for {name} → {target}: {wanted}</source>
            <translation>Кубики урона, {name} → {target}: {wanted}</translation>
        </message>
        <message>
            <source>Damage dice</source>
            <translation>Кубики урона</translation>
        </message>
    <message>
        <source>Its damage undone: the roll above still stands, its damage offered again ({key} once more takes the roll back).</source>
        <translation>Урон отменён: бросок выше остаётся в силе, его урон предложен снова ({key} ещё раз отменяет и бросок).</translation>
    </message>
        <message>
            <source>The roll before still offered {count} damage {count|roll|rolls}, not used: listed under this result, waiting to apply (Alt+1…9; Delete drops).</source>
            <translation>У прошлого броска остались несделанные броски урона: {count}. Они ждут применения под этим результатом (Alt+1…9; Delete — снять).</translation>
        </message>
        <message>
            <source>The push is let go: Ctrl+R rolls the form&apos;s roll.</source>
            <translation>Форсирование отменено: Ctrl+R сделает бросок из формы.</translation>
        </message>
        <message>
            <source>Push: Ctrl+R or Enter rolls the pushed dice here; or type the dice rolled at the table, then Enter</source>
            <translation>Форсирование: Ctrl+R или Enter бросит кости форсированного броска здесь; или введите кости, брошенные за столом, затем Enter</translation>
        </message>
        <message>
            <source>Roll for</source>
            <extracomment>the inputs last given to each roll kind, kept while the GM switches kinds damage offers of the last roll already applied, and whether its mess-up raised the threat</extracomment>
            <translation>Бросает</translation>
        </message>
        <message>
            <source>Kind of roll</source>
            <translation>Вид броска</translation>
        </message>
        <message>
            <source>What to roll (Ctrl+Shift+D comes here)</source>
            <translation>Что бросать (Ctrl+Shift+D ведёт сюда)</translation>
        </message>
        <message>
            <source>Expression</source>
            <translation>Выражение</translation>
        </message>
        <message>
            <source>2d6+3, d6×4, d4×STR</source>
            <translation>2d6+3, d6×4, d4×STR</translation>
        </message>
        <message>
            <source>Dice, numbers and the character's values joined by + and −</source>
            <translation>Кубики, числа и значения персонажа, соединённые знаками + и −</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Против</translation>
        </message>
        <message>
            <source>Faces rolled at the table, e.g. 10 8 (empty: roll here)</source>
            <translation>Грани, выпавшие на столе, например 10 8 (пусто — бросить здесь)</translation>
        </message>
        <message>
            <source>Faces at the table, e.g. 10 8</source>
            <translation>Грани со стола, напр. 10 8</translation>
        </message>
        <message>
            <source>Faces at the table</source>
            <translation>Грани со стола</translation>
        </message>
        <message>
            <source>Type the faces of the physical dice in the order the roll uses them; Enter rolls</source>
            <translation>Введите грани настоящих кубиков в том порядке, в каком их использует бросок; Enter — бросить</translation>
        </message>
        <message>
            <source>Secret</source>
            <translation>Тайно</translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>Бросить</translation>
        </message>
        <message>
            <source>Roll, or read the typed faces (Ctrl+R)</source>
            <translation>Бросить или принять введённые грани (Ctrl+R)</translation>
        </message>
        <message>
            <source>Recent rolls (Enter repeats)</source>
            <translation>Недавние броски (Enter — повторить)</translation>
        </message>
        <message>
            <source>&amp;Roll the dice</source>
            <translation>&amp;Бросить кубики</translation>
        </message>
        <message>
            <source>Roll the dice dock's roll, or read the faces typed there</source>
            <translation>Сделать бросок из панели кубиков или принять введённые там грани</translation>
        </message>
        <message>
            <source>Repeat the &amp;last roll</source>
            <translation>Повторить посл&amp;едний бросок</translation>
        </message>
        <message>
            <source>Roll the latest roll of the session again</source>
            <translation>Ещё раз сделать последний бросок сессии</translation>
        </message>
        <message>
            <source>Focus &amp;dice</source>
            <translation>&amp;Перейти к кубикам</translation>
        </message>
        <message>
            <source>Show the dice dock and pick a roll</source>
            <translation>Показать панель кубиков и выбрать бросок</translation>
        </message>
        <message>
            <source>(nobody: dice only)</source>
            <translation>(никто: просто кубики)</translation>
        </message>
        <message>
            <source>Dice expression</source>
            <translation>Выражение с кубиками</translation>
        </message>
        <message>
            <source>Type an expression such as 2d6+3</source>
            <translation>Введите выражение, например 2d6+3</translation>
        </message>
        <message>
            <source>From {low} to {high}, average {mean}</source>
            <translation>От {low} до {high}, в среднем {mean}</translation>
        </message>
        <message>
            <source>Computing odds…</source>
            <translation>Шансы вычисляются…</translation>
        </message>
        <message>
            <source>Cannot roll: {reason}</source>
            <translation>Бросить нельзя: {reason}</translation>
        </message>
        <message>
            <source>This roll cannot succeed (0%): {key} again rolls it anyway.</source>
            <translation>Этот бросок не может удаться (0%): {key} ещё раз — бросить всё равно.</translation>
        </message>
        <message>
            <source>The dice were typed from the table.</source>
            <translation>Кубики введены со стола.</translation>
        </message>
        <message>
            <source>The dice were rolled here.</source>
            <translation>Кубики брошены здесь.</translation>
        </message>
        <message>
            <source>Total {total}</source>
            <translation>Итого {total}</translation>
        </message>
        <message>
            <source>Enter or double-click rolls it again</source>
            <translation>Enter или двойной щелчок — бросить ещё раз</translation>
        </message>
        <message>
            <source>Table dice: {wanted}</source>
            <translation>Кубики со стола: {wanted}</translation>
        </message>
        <message>
            <source>Attack {number} of {count} of this fire: each is its own roll, the next set up once this one is rolled.</source>
            <translation>Атака {number} из {count} этой стрельбы: у каждой свой бросок, следующая готовится, когда брошена эта.</translation>
        </message>
        <message>
            <source>The turn is over: {count} {count|attack|attacks} of {name}&apos;s fire not rolled {count|ends|end} with it. The next fire starts at its first shot.</source>
            <translation>Ход окончен: {count} {count|атака|атаки|атак} стрельбы персонажа {name}, не {count|брошенная|брошенные|брошенных}, {count|пропадает|пропадают|пропадают} вместе с ним. Следующая стрельба начинается с первого выстрела.</translation>
        </message>
        <message>
            <source>Table dice for this damage, in this order: {wanted}. Type them (then Enter), or Ctrl+R to let the console roll.</source>
            <translation>Кубики со стола для этого урона, по порядку: {wanted}. Введите их (затем Enter) или нажмите Ctrl+R, чтобы бросила консоль.</translation>
        </message>
        <message>
            <source>Table dice for this damage, in this order: {wanted}; then, only if those dice call for them: {then}. Type them (then Enter), or Ctrl+R to let the console roll.</source>
            <translation>Кубики со стола для этого урона, по порядку: {wanted}; затем — только если их потребуют первые: {then}. Введите их (затем Enter) или нажмите Ctrl+R, чтобы бросила консоль.</translation>
        </message>
        <message>
            <source>The character who rolls: the one selected, in a fight the one whose turn it is</source>
            <translation>Кто бросает: выбранный персонаж, а в бою тот, чей сейчас ход</translation>
        </message>
        <message>
            <source>Melee groups of the fight…</source>
            <translation>Группы рукопашной в бою…</translation>
        </message>
        <message>
            <source>Who fights whom, and each group&apos;s exchange (Ctrl+Alt+G)</source>
            <translation>Кто с кем дерётся и схватка каждой группы (Ctrl+Alt+G)</translation>
        </message>
        <message>
            <source>Who fights whom in the fight, and each group&apos;s exchange</source>
            <translation>Кто с кем дерётся в бою и схватка каждой группы</translation>
        </message>
        <message>
            <source>Melee gro&amp;ups…</source>
            <translation>&amp;Группы рукопашной…</translation>
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
            <translation>В обычном наборе кубиков нет {dice}: оставьте грани пустыми, и {key} бросит его здесь.</translation>
        </message>
        <message>
            <source>{name}: {parts}</source>
            <translation>{name}: {parts}</translation>
        </message>
        <message>
            <source>Secret: {line}</source>
            <translation>Тайно: {line}</translation>
        </message>
        <message>
            <source>The round this roll was made in has ended: its damage is no longer offered.</source>
            <translation>Раунд, в котором сделан этот бросок, закончился: его урон больше не предлагается.</translation>
        </message>
        <message>
            <source>Another target is picked: this roll&apos;s damage to {name} is no longer offered.</source>
            <translation>Выбрана другая цель: урон этого броска (цель: {name}) больше не предлагается.</translation>
        </message>
        <message>
            <source>{fallen} is down; now against {name}.</source>
            <translation>{fallen} выбывает из боя; теперь против: {name}.</translation>
        </message>
        <message>
            <source>Still to apply from {name}&apos;s roll:</source>
            <translation>Ещё не применено (бросок: {name}):</translation>
        </message>
        <message>
            <source>The damage still offered below is from {name}&apos;s roll: the next roll keeps it, waiting to apply under its result.</source>
            <translation>Бросок: {name}. Урон, который ещё предлагается ниже, — от этого броска: следующий бросок оставит его ждать применения под своим результатом.</translation>
        </message>
        <message>
            <source>{aimed}, the aim&apos;s target, is down and no foe is standing: pick the aimed shot&apos;s target in Against.</source>
            <translation>{aimed}, цель прицеливания, выбывает из боя, а врагов на ногах нет: выберите цель прицельного выстрела в поле «Против».</translation>
        </message>
        <message>
            <source>{aimed}, the aim&apos;s target, is down: pick the aimed shot&apos;s target in Against (now a foe: {foe}).</source>
            <translation>{aimed}, цель прицеливания, выбывает из боя: выберите цель прицельного выстрела в поле «Против» (сейчас враг: {foe}).</translation>
        </message>
        <message>
            <source>{fallen} is down; nobody else here can be rolled against.</source>
            <translation>{fallen} выбывает из боя; бросать больше не против кого.</translation>
        </message>
        <message>
            <source>Melee groups: this game fights no melee in groups.</source>
            <translation>Группы рукопашной: в этой игре рукопашная не ведётся группами.</translation>
        </message>
        <message>
            <source>{fallen} is down; no foe is left standing in this fight.</source>
            <translation>{fallen} выбывает из боя; противников в этом бою больше не осталось.</translation>
        </message>
        <message>
            <source>The dice to roll at the table for this roll, their faces typed below in the order the roll reads them; a die whose face asks for one more (as the line says) has that one typed next.</source>
            <translation>Сколько кубиков бросить за столом для этого броска; их грани вводятся ниже в том порядке, в каком их читает бросок; если на кубике выпала грань, требующая ещё одного (как сказано в строке), этот кубик вводится следующим.</translation>
        </message>
        <message>
            <source>The GM&apos;s eyes only: kept off the player display, the phones and the players&apos; exports, and so is what it leads to (a kill&apos;s score shows on no phone until you make the roll public in the log). It stays as you set it, whoever rolls, until the turn passes; the rolls of a character hidden from the players are secret anyway (ticked and greyed)</source>
            <translation>Только для глаз ведущего: не попадает ни на экран игроков, ни на их телефоны, ни в их экспорт, как и то, к чему он привёл (счёт за убитого зомби не появится ни на одном телефоне, пока вы не сделаете бросок открытым в журнале). Остаётся, как вы его поставили, кто бы ни бросал, пока ход не перейдёт дальше; броски персонажа, скрытого от игроков, тайные в любом случае (отмечено и недоступно)</translation>
        </message>
        <message>
            <source>Hidden</source>
            <comment>the Secret box for a roller hidden from the players</comment>
            <translation>Скрыт</translation>
        </message>
        <message>
            <source>Secret anyway: this roller is hidden from the players. The box is back as you set it for the next roller</source>
            <translation>Тайно в любом случае: этот персонаж скрыт от игроков. Для следующего бросающего отметка снова такая, как вы её поставили</translation>
        </message>
        <message>
            <source>(no one)</source>
            <translation>(никто)</translation>
        </message>
        <message>
            <source>No character: the roll goes at nothing (a door, a lock), its result applied to no one</source>
            <translation>Никто: бросок ни в кого (в дверь, в замок), его результат никому не применяется</translation>
        </message>
        <message>
            <source>The target: in a fight, the row chosen in the fight list; &quot;(no one)&quot;: the roll goes at no character, its result applied to no one. Shift+Tab from the typed dice</source>
            <translation>Цель: в бою — строка, выбранная в списке боя; «(никто)» — бросок ни в кого, его результат никому не применяется. Shift+Tab из поля кубиков со стола</translation>
        </message>
        <message>
            <source>Type the pushed dice, then Enter (Ctrl+R rolls them here)</source>
            <translation>Введите кости форсированного броска, затем Enter (Ctrl+R бросит их здесь)</translation>
        </message>
        <message>
            <source>Type the pushed dice at the table, then Enter; Ctrl+R rolls them here</source>
            <translation>Введите кости форсированного броска, брошенные за столом, затем Enter; Ctrl+R бросит их здесь</translation>
        </message>
        <message>
            <source>Type the {dice}, then Enter (Ctrl+R rolls them here)</source>
            <translation>Введите кубики — {dice}, затем Enter (Ctrl+R бросит их здесь)</translation>
        </message>
        <message>
            <source>Type the {dice} at the table, then Enter; Ctrl+R rolls them here</source>
            <translation>Введите кубики со стола — {dice}, затем Enter; Ctrl+R бросит их здесь</translation>
        </message>
        <message>
            <source>Nobody is left standing to roll against: pick another target, or another kind of roll.</source>
            <translation>Бросать не против кого: на ногах никого не осталось. Выберите другую цель или другой вид броска.</translation>
        </message>
        <message>
            <source>Rolled: the character&apos;s state calls for this check no more.</source>
            <translation>Брошено: состояние персонажа больше не требует этой проверки.</translation>
        </message>
        <message>
            <source>Below: the roll before, shown for its damage still offered; it is not this roll&apos;s result.</source>
            <translation>Ниже — предыдущий бросок: он показан ради ещё не нанесённого урона и не является результатом этого броска.</translation>
        </message>
        <message>
            <source>Faces rolled at the table for {name}, e.g. 10 8 (empty: roll here)</source>
            <translation>{name}: грани, выпавшие на столе, например 10 8 (пусто — бросить здесь)</translation>
        </message>
        <message>
            <source>Faces of {name}&apos;s roll, e.g. 10 8</source>
            <translation>{name}: грани броска, например 10 8</translation>
        </message>
        <message>
            <source>Faces of {name}&apos;s roll</source>
            <translation>{name}: грани броска</translation>
        </message>
        <message>
            <source>Go to the typed dice</source>
            <translation>Перейти к введённым кубикам</translation>
        </message>
        <message>
            <source>The declared target ({name}) is dead: pick another target.</source>
            <translation>Объявленная цель ({name}) мертва: выберите другую цель.</translation>
        </message>
        <message>
            <source>On</source>
            <translation>Цель</translation>
        </message>
        <message>
            <source>Next roll: {odds}</source>
            <translation>Следующий бросок: {odds}</translation>
        </message>
        <message>
            <source>{name}&apos;s push: {odds}</source>
            <translation>Форсирование — {name}: {odds}</translation>
        </message>
        <message>
            <source>{name}&apos;s push</source>
            <translation>Форсирование — {name}</translation>
        </message>
        <message>
            <source>Faces of {name}&apos;s push</source>
            <translation>{name}: грани форсирования</translation>
        </message>
        <message>
            <source>Pushed dice</source>
            <translation>Форсированные кубики</translation>
        </message>
        <message>
            <source>Nothing left for {name} to roll this turn: {roll} on {other}&apos;s turn settled it; {key} passes the turn.</source>
            <translation>Персонажу {name} в этот ход бросать нечего: всё решил бросок «{roll}» в ход персонажа {other}; {key} передаёт ход.</translation>
        </message>
        <message>
            <source>{fallen} is down; {name} has made this round&apos;s action: {key} passes the turn.</source>
            <translation>{fallen} выбывает из боя; действие персонажа {name} в этом раунде уже сделано: {key} передаёт ход.</translation>
        </message>
        <message>
            <source>The swarm&apos;s single attack on {name}: this roll answers it, with any skill that fits (the GM has the final word).</source>
            <translation>Одиночная атака роя — {name}: этот бросок отвечает на неё, навыком, подходящим к случаю (последнее слово за ведущим).</translation>
        </message>
        <message>
            <source>A single attack from the dead on {name}: this roll answers it, with any skill that fits (the GM has the final word).</source>
            <translation>Одиночная атака мертвецов — {name}: этот бросок отвечает на неё, навыком, подходящим к случаю (последнее слово за ведущим).</translation>
        </message>
        <message>
            <source>{name} may push this roll first: its damage waits until the roll is pushed or accepted as it is.</source>
            <translation>{name} может сначала форсировать этот бросок: урон ждёт, пока бросок не форсируют или не примут как есть.</translation>
        </message>
        <message>
            <source>The roll is accepted as it is: Enter applies its damage, and then it can no longer be pushed.</source>
            <translation>Бросок принят как есть: Enter наносит его урон, после чего форсировать его уже нельзя.</translation>
        </message>
        <message>
            <source>Push the roll, or accept it as it is, first.</source>
            <translation>Сначала форсируйте бросок или примите его как есть.</translation>
        </message>
        <message>
            <source>{name}&apos;s roll: {odds}</source>
            <translation>Бросок — {name}: {odds}</translation>
        </message>
        <message>
            <source>{name} is down and no one else stands against this roll: its other hits are no longer offered.</source>
            <translation>{name} выбывает из боя, а против этого броска больше никто не стоит: его остальные попадания больше не предлагаются.</translation>
        </message>
        <message>
            <source>The round has ended with damage not applied: {offers}. {key} takes the round&apos;s end back to apply it.</source>
            <translation>Раунд закончился, а урон не нанесён: {offers}. {key} отменит конец раунда, чтобы нанести его.</translation>
        </message>
        <message>
            <source>Damage offered again: {offers}.</source>
            <translation>Урон снова предложен: {offers}.</translation>
        </message>
        <message>
            <source>{name} → {target}: {amount} damage ({roll})</source>
            <translation>{name} → {target}: урон {amount} ({roll})</translation>
        </message>
        <message>
            <source>{name} → {target}: damage to roll ({roll})</source>
            <translation>{name} → {target}: урон ещё бросить ({roll})</translation>
        </message>
        <message>
            <source>Waiting to apply, from earlier rolls of this round (Alt+1…9 or Enter applies, Delete drops):</source>
            <translation>Ждёт применения, от прежних бросков этого раунда (Alt+1…9 или Enter — нанести, Delete — снять):</translation>
        </message>
        <message>
            <source>The target of this damage is gone from the campaign: it can no longer be applied.</source>
            <translation>Цели этого урона больше нет в кампании: его уже нельзя нанести.</translation>
        </message>
        <message>
            <source>{name} is dead: this damage can no longer be applied.</source>
            <translation>{name}: цель мертва — этот урон уже нельзя нанести.</translation>
        </message>
    </context>
    <context>
        <name>DisabledKeys</name>
        <message>
            <source>{action}: not now.</source>
            <translation>{action}: сейчас нельзя.</translation>
        </message>
    </context>
    <context>
        <name>Docks</name>
        <message>
            <source>History</source>
            <extracomment>how many actions the dock reads at a time (the latest when a campaign opens, then more above)</extracomment>
            <translation>История</translation>
        </message>
        <message>
            <source>Session log</source>
            <extracomment>how many events the log reads at a time: the session's latest when opened, then as many again each time the GM scrolls to the top (a 10,000-event night opens without reading every line)</extracomment>
            <translation>Журнал сессии</translation>
        </message>
        <message>
            <source>Ammunition</source>
            <extracomment>(key, shortcut) of the window-wide actions, in Fight-menu order the method each action runs</extracomment>
            <translation>Боеприпасы</translation>
        </message>
        <message>
            <source>Swarm</source>
            <translation>Рой</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Кубики</translation>
        </message>
        <message>
            <source>Initiative</source>
            <translation>Инициатива</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Угроза</translation>
        </message>
        <message>
            <source>Characters</source>
            <translation>Персонажи</translation>
        </message>
        <message>
            <source>Map</source>
            <translation>Карта</translation>
        </message>
        <message>
            <source>&amp;Go to</source>
            <translation>П&amp;ерейти</translation>
        </message>
        <message>
            <source>Go to the roster</source>
            <translation>К персонажам</translation>
        </message>
        <message>
            <source>Go to the fight</source>
            <translation>К бою</translation>
        </message>
        <message>
            <source>Go to the log</source>
            <translation>К журналу</translation>
        </message>
        <message>
            <source>Go to the history</source>
            <translation>К истории</translation>
        </message>
        <message>
            <source>Go to the dice</source>
            <translation>К кубикам</translation>
        </message>
        <message>
            <source>Go to the ammunition</source>
            <translation>К боеприпасам</translation>
        </message>
        <message>
            <source>Go to the threat</source>
            <translation>К угрозе</translation>
        </message>
        <message>
            <source>Go to the tension meter</source>
            <translation>К шкале напряжения</translation>
        </message>
        <message>
            <source>Go to the swarm</source>
            <translation>К рою</translation>
        </message>
        <message>
            <source>Go to the map</source>
            <translation>К карте</translation>
        </message>
    </context>
    <context>
        <name>ErrorDialog</name>
        <message>
            <source>This happened {count} {count|time|times}.</source>
            <translation>Это случилось {count} {count|раз|раза|раз}.</translation>
        </message>
        <message>
            <source>The details were saved to {path}; attach them to a bug report.</source>
            <translation>Подробности сохранены в {path}; приложите их к сообщению об ошибке.</translation>
        </message>
        <message>
            <source>Something went wrong after the action was saved: a screen may not show it. Open the campaign again to see it as it is. Details: {key}.</source>
            <translation>Что-то пошло не так после того, как действие было сохранено: какая-то панель может его не показывать. Откройте кампанию заново, чтобы увидеть её как есть. Подробности: {key}.</translation>
        </message>
        <message>
            <source>Something went wrong; your campaign is as it was before this action. Details: {key}.</source>
            <translation>Что-то пошло не так; кампания осталась такой, какой была до этого действия. Подробности: {key}.</translation>
        </message>
        <message>
            <source>&amp;Details of the last error…</source>
            <translation>&amp;Подробности последней ошибки…</translation>
        </message>
        <message>
            <source>Hide</source>
            <translation>Скрыть</translation>
        </message>
    </context>
    <context>
        <name>ExchangeFiles</name>
        <message>
            <source>{count} {count|file already exists|files already exist}:
{files}

Replace {count|it|them}?</source>
            <translation>{count} {count|файл уже существует|файла уже существуют|файлов уже существуют}:
{files}

Заменить {count|его|их|их}?</translation>
        </message>
        <message>
            <source>Replace files?</source>
            <translation>Заменить файлы?</translation>
        </message>
        <message>
            <source>“{name}” is only a file&apos;s ending: type a name before it. Nothing was written.</source>
            <translation>«{name}» — это только окончание имени файла: впишите имя перед ним. Ничего не записано.</translation>
        </message>
    </context>
    <context>
        <name>ExperienceDialog</name>
        <message>
            <source>&amp;Spend</source>
            <translation>&amp;Потратить</translation>
        </message>
        <message>
            <source>&amp;Award</source>
            <translation>&amp;Начислить</translation>
        </message>
        <message>
            <source>Experience</source>
            <translation>Опыт</translation>
        </message>
        <message>
            <source>This ruleset has no experience rules.</source>
            <translation>В этих правилах нет правил опыта.</translation>
        </message>
        <message>
            <source>Character</source>
            <translation>Персонаж</translation>
        </message>
        <message>
            <source>Unspent points</source>
            <translation>Неистраченные очки</translation>
        </message>
        <message>
            <source>Award</source>
            <translation>Начислить</translation>
        </message>
        <message>
            <source>Give the character these experience points</source>
            <translation>Дать персонажу эти очки опыта</translation>
        </message>
        <message>
            <source>Raise</source>
            <translation>Повысить</translation>
        </message>
        <message>
            <source>What this raise costs, by the campaign's experience table</source>
            <translation>Сколько стоит это повышение по таблице опыта кампании</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Цена</translation>
        </message>
        <message>
            <source>Raised: {what}.</source>
            <translation>Повышено: {what}.</translation>
        </message>
        <message>
            <source>Nothing to undo.</source>
            <translation>Отменять нечего.</translation>
        </message>
        <message>
            <source>Enter awards these points; Ctrl+Z takes an award or a raise back</source>
            <translation>Enter начисляет эти очки; Ctrl+Z отменяет начисление или повышение</translation>
        </message>
        <message>
            <source>Nobody earned anything in this session's log yet.</source>
            <translation>По журналу этой сессии пока никто ничего не заработал.</translation>
        </message>
        <message>
            <source>Apply the ticked gains</source>
            <translation>Применить отмеченные прибавки</translation>
        </message>
        <message>
            <source>The sheets are updated.</source>
            <translation>Листы обновлены.</translation>
        </message>
        <message>
            <source>Undo: {action}</source>
            <translation>Отменено: {action}</translation>
        </message>
    </context>
    <context>
        <name>Export</name>
        <message>
            <source>Markdown (forums, chats)</source>
            <translation>Markdown (форумы, чаты)</translation>
        </message>
        <message>
            <source>BBCode for forums: text to paste into a post</source>
            <translation>BBCode для форумов: текст для вставки в сообщение</translation>
        </message>
        <message>
            <source>Web page with charts (HTML)</source>
            <translation>Веб-страница с графиками (HTML)</translation>
        </message>
        <message>
            <source>JSON (complete, can be imported)</source>
            <translation>JSON (полный, можно импортировать)</translation>
        </message>
        <message>
            <source>Spreadsheet (CSV)</source>
            <translation>Таблица (CSV)</translation>
        </message>
        <message>
            <source>PDF document</source>
            <translation>Документ PDF</translation>
        </message>
        <message>
            <source>{format} is not a text format.</source>
            <translation>{format} — не текстовый формат.</translation>
        </message>
        <message>
            <source>Unknown export format {format}.</source>
            <translation>Неизвестный формат экспорта {format}.</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>Сессия</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Номер</translation>
        </message>
        <message>
            <source>Time (UTC)</source>
            <translation>Время (UTC)</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Раунд</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Тип</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Кто</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Цель</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Событие</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Кубики</translation>
        </message>
        <message>
            <source>Secret</source>
            <translation>Секрет</translation>
        </message>
        <message>
            <source>Undone</source>
            <translation>Отменено</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>да</translation>
        </message>
        <message>
            <source>no</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>Time</source>
            <extracomment>the column headings of the HTML page and the PDF</extracomment>
            <translation>Время</translation>
        </message>
        <message>
            <source>Rolls</source>
            <extracomment>kind groups for filters, each with the event kinds (prefixes) it gathers; the rest is "other"</extracomment>
            <translation>Броски</translation>
        </message>
        <message>
            <source>Damage and healing</source>
            <translation>Урон и лечение</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Угроза</translation>
        </message>
        <message>
            <source>Swarm</source>
            <translation>Рой</translation>
        </message>
        <message>
            <source>Ammunition</source>
            <translation>Боеприпасы</translation>
        </message>
        <message>
            <source>Conditions</source>
            <translation>Состояния</translation>
        </message>
        <message>
            <source>GM notes</source>
            <translation>Заметки ведущего</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Прочее</translation>
        </message>
        <message>
            <source>Session log of {campaign}</source>
            <extracomment>every event of the session (for the charts, which replay the row changes) the campaign's latest session (its untouched characters are as they are now) each event's row changes as JSON text, by event id, when asked for (the JSON file writes them as they are) the characters hidden from the players at some event of the session: no chart of theirs in an export without secrets (see :mod:`app.export.concealed`) the export strings looked up so far, and each round's "round N" (asked for once per event)</extracomment>
            <translation>Журнал сессий: {campaign}</translation>
        </message>
        <message>
            <source>No events.</source>
            <translation>Событий нет.</translation>
        </message>
        <message>
            <source>dice</source>
            <translation>кубики</translation>
        </message>
        <message>
            <source>Exported from Deadwatch on {date}</source>
            <translation>Экспортировано из Deadwatch {date}</translation>
        </message>
        <message>
            <source>Session {number}: {title}</source>
            <translation>Сессия {number}: {title}</translation>
        </message>
        <message>
            <source>Session {number}</source>
            <translation>Сессия {number}</translation>
        </message>
        <message>
            <source>Started {time}</source>
            <translation>Начало: {time}</translation>
        </message>
        <message>
            <source>Started {time}, ended {end}</source>
            <translation>Начало: {time}, конец: {end}</translation>
        </message>
        <message>
            <source>{count} events</source>
            <translation>событий: {count}</translation>
        </message>
        <message>
            <source>secret</source>
            <translation>секрет</translation>
        </message>
        <message>
            <source>undone</source>
            <translation>отменено</translation>
        </message>
        <message>
            <source>This campaign has no session yet.</source>
            <translation>В этой кампании ещё нет ни одной сессии.</translation>
        </message>
        <message>
            <source>There is no session {number}.</source>
            <translation>Сессии {number} нет.</translation>
        </message>
        <message>
            <source>There is no session from {first} to {last}.</source>
            <translation>Нет ни одной сессии с {first} по {last}.</translation>
        </message>
        <message>
            <source>This database holds no campaign.</source>
            <translation>В этой базе данных нет кампании.</translation>
        </message>
        <message>
            <source>Threat level</source>
            <translation>Уровень угрозы</translation>
        </message>
        <message>
            <source>{name} — {track}</source>
            <translation>{name} — {track}</translation>
        </message>
        <message>
            <source>event {number}</source>
            <translation>событие {number}</translation>
        </message>
        <message>
            <source>{path} is a Deadwatch campaign or one of its files (open in this window or another): an export never replaces one. Choose another file; nothing was written.</source>
            <translation>{path} — кампания Deadwatch или один из её файлов (открытая в этом окне или в другом): экспорт никогда её не заменяет. Выберите другой файл; ничего не записано.</translation>
        </message>
        <message>
            <source>Tension</source>
            <translation>Напряжение</translation>
        </message>
        <message>
            <source>{count} events written to {path}</source>
            <translation>{count} {count|событие записано|события записаны|событий записано} в {path}</translation>
        </message>
        <message>
            <source>action</source>
            <translation>действие</translation>
        </message>
        <message>
            <source>ammunition</source>
            <translation>боеприпасы</translation>
        </message>
        <message>
            <source>character</source>
            <translation>персонаж</translation>
        </message>
        <message>
            <source>check</source>
            <translation>проверка</translation>
        </message>
        <message>
            <source>damage</source>
            <translation>урон</translation>
        </message>
        <message>
            <source>blast damage</source>
            <translation>урон взрывом</translation>
        </message>
        <message>
            <source>melee damage</source>
            <translation>урон в ближнем бою</translation>
        </message>
        <message>
            <source>fight</source>
            <translation>бой</translation>
        </message>
        <message>
            <source>experience</source>
            <translation>опыт</translation>
        </message>
        <message>
            <source>handout</source>
            <translation>раздаточный материал</translation>
        </message>
        <message>
            <source>healing</source>
            <translation>лечение</translation>
        </message>
        <message>
            <source>import</source>
            <translation>импорт</translation>
        </message>
        <message>
            <source>initiative</source>
            <translation>инициатива</translation>
        </message>
        <message>
            <source>map</source>
            <translation>карта</translation>
        </message>
        <message>
            <source>melee groups</source>
            <translation>группы ближнего боя</translation>
        </message>
        <message>
            <source>movement</source>
            <translation>перемещение</translation>
        </message>
        <message>
            <source>note</source>
            <translation>заметка</translation>
        </message>
        <message>
            <source>phone link</source>
            <translation>ссылка для телефона</translation>
        </message>
        <message>
            <source>players&apos; view</source>
            <translation>что видят игроки</translation>
        </message>
        <message>
            <source>roll</source>
            <translation>бросок</translation>
        </message>
        <message>
            <source>round</source>
            <translation>раунд</translation>
        </message>
        <message>
            <source>session</source>
            <translation>сессия</translation>
        </message>
        <message>
            <source>session rules</source>
            <translation>правила сессии</translation>
        </message>
        <message>
            <source>swarm</source>
            <translation>рой</translation>
        </message>
        <message>
            <source>threat</source>
            <translation>угроза</translation>
        </message>
        <message>
            <source>time</source>
            <translation>время</translation>
        </message>
        <message>
            <source>turn</source>
            <translation>ход</translation>
        </message>
        <message>
            <source>turn timer</source>
            <translation>таймер хода</translation>
        </message>
        <message>
            <source>undo</source>
            <translation>отмена</translation>
        </message>
        <message>
            <source>redo</source>
            <translation>повтор</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Раунд {round}</translation>
        </message>
        <message>
            <source>dropped damage</source>
            <translation>снятый урон</translation>
        </message>
    </context>
    <context>
        <name>ExportDialog</name>
        <message>
            <source>sessions</source>
            <translation>сессии</translation>
        </message>
        <message>
            <source>Export session log</source>
            <translation>Экспорт журнала сессии</translation>
        </message>
        <message>
            <source>Session {number}</source>
            <translation>Сессия {number}</translation>
        </message>
        <message>
            <source>to</source>
            <translation>по</translation>
        </message>
        <message>
            <source>&amp;Sessions:</source>
            <translation>&amp;Сессии:</translation>
        </message>
        <message>
            <source>Secret events and notes are for the GM; leave this off for the players</source>
            <translation>Секретные события и заметки — только для ведущего; для игроков оставьте выключенным</translation>
        </message>
        <message>
            <source>Include &amp;undone actions (struck through)</source>
            <translation>Включить от&amp;менённые действия (зачёркнутыми)</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Язык:</translation>
        </message>
        <message>
            <source>&amp;Browse…</source>
            <translation>&amp;Обзор…</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>&amp;Экспортировать</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>Не удаётся экспортировать</translation>
        </message>
        <message>
            <source>Choose a file to write.</source>
            <translation>Выберите файл для записи.</translation>
        </message>
        <message>
            <source>{path} cannot be written: {reason}</source>
            <translation>Не удаётся записать {path}: {reason}</translation>
        </message>
        <message>
            <source>Include secre&amp;t events</source>
            <translation>Включить се&amp;кретные события</translation>
        </message>
        <message>
            <source>F&amp;ormat:</source>
            <translation>Фо&amp;рмат:</translation>
        </message>
        <message>
            <source>&amp;File:</source>
            <translation>&amp;Файл:</translation>
        </message>
        <message>
            <source>session</source>
            <translation>сессия</translation>
        </message>
    </context>
    <context>
        <name>ExtrasDialog</name>
        <message>
            <source>Type a name for them: Walker, or 3 walkers.</source>
            <translation>Назовите их: Ходячий или 3 ходячих.</translation>
        </message>
        <message>
            <source>Add extras</source>
            <translation>Добавить статистов</translation>
        </message>
        <message>
            <source>Walker, or 3 walkers</source>
            <translation>Ходячий или 3 ходячих</translation>
        </message>
        <message>
            <source>A leading number sets how many: 3 walkers</source>
            <translation>Число в начале задаёт количество: 3 ходячих</translation>
        </message>
        <message>
            <source>A blank sheet</source>
            <translation>Пустой лист</translation>
        </message>
        <message>
            <source>Same sheet as {name}</source>
            <translation>Тот же лист, что у персонажа {name}</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <source>How many</source>
            <translation>Сколько</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Тип</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>Лист</translation>
        </message>
    </context>
    <context>
        <name>ExtrasNames</name>
        <message>
            <source>walkers</source>
            <translation>ходячих|ходячие|ходячие</translation>
        </message>
        <message>
            <source>Walker</source>
            <translation>Ходячий</translation>
        </message>
        <message>
            <source>zombies</source>
            <translation>зомби</translation>
        </message>
        <message>
            <source>Zombie</source>
            <translation>Зомби</translation>
        </message>
        <message>
            <source>shamblers</source>
            <translation>шатунов|шатуны</translation>
        </message>
        <message>
            <source>Shambler</source>
            <translation>Шатун</translation>
        </message>
        <message>
            <source>extras</source>
            <translation>статистов|статисты</translation>
        </message>
        <message>
            <source>Extra</source>
            <translation>Статист</translation>
        </message>
    </context>
    <context>
        <name>FightDialogs</name>
        <message>
            <source>Player character</source>
            <translation>Персонаж игрока</translation>
        </message>
        <message>
            <source>NPC</source>
            <translation>Неигровой персонаж</translation>
        </message>
        <message>
            <source>Zombie</source>
            <translation>Зомби</translation>
        </message>
    </context>
    <context>
        <name>FightLayout</name>
        <message>
            <source>Fight &amp;layout</source>
            <extracomment>the fight layout's columns: the fight, the dice, the log (shares of the width; the log wide enough for a few words a line beside its time, round, who and dice columns)</extracomment>
            <translation>Раскладка &amp;боя</translation>
        </message>
        <message>
            <source>The fight list, the dice and the log large; again brings your own layout back (F11)</source>
            <translation>Очередь боя, кубики и журнал крупно; повторное нажатие возвращает вашу раскладку (F11)</translation>
        </message>
    </context>
    <context>
        <name>FileDialogs</name>
        <message>
            <source>Folder</source>
            <translation>Папка</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Файл</translation>
        </message>
        <message>
            <source>{suffix} file</source>
            <translation>Файл {suffix}</translation>
        </message>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Папка:</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>&amp;Имя файла:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>&amp;Тип файлов:</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Сохранить</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Открыть</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>Отм&amp;ена</translation>
        </message>
    </context>
    <context>
        <name>FoundDialog</name>
        <message>
            <source>Found: {name}</source>
            <translation>Найдено: {name}</translation>
        </message>
        <message>
            <source>&amp;Keep it</source>
            <translation>&amp;Оставить себе</translation>
        </message>
    </context>
    <context>
        <name>FurnitureDialog</name>
        <message>
            <source>Up</source>
            <translation>Вверх</translation>
        </message>
        <message>
            <source>Up and right</source>
            <translation>Вверх и вправо</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Вправо</translation>
        </message>
        <message>
            <source>Down and right</source>
            <translation>Вниз и вправо</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Вниз</translation>
        </message>
        <message>
            <source>Down and left</source>
            <translation>Вниз и влево</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Влево</translation>
        </message>
        <message>
            <source>Up and left</source>
            <translation>Вверх и влево</translation>
        </message>
        <message>
            <source>Furniture</source>
            <translation>Мебель</translation>
        </message>
        <message>
            <source>The furniture beside {name}</source>
            <translation>Мебель рядом (кто рядом — {name})</translation>
        </message>
        <message>
            <source>Move it (as a sprint: stamina for the distance)</source>
            <translation>Сдвинуть (как рывок: запас сил за расстояние)</translation>
        </message>
        <message>
            <source>Moved by</source>
            <translation>Двигают</translation>
        </message>
        <message>
            <source>&amp;Which way</source>
            <translation>&amp;Куда</translation>
        </message>
        <message>
            <source>&amp;Tiles</source>
            <translation>Клет&amp;ок</translation>
        </message>
        <message>
            <source>W&amp;eight</source>
            <translation>&amp;Вес</translation>
        </message>
        <message>
            <source>The tiles it covers, give or take 10%: the GM&apos;s figure</source>
            <translation>Сколько клеток она занимает, плюс-минус 10%: решает Мастер</translation>
        </message>
        <message>
            <source>&amp;Move it</source>
            <translation>С&amp;двинуть</translation>
        </message>
        <message>
            <source>Hit a tile (double damage at half its hit points or less)</source>
            <translation>Ударить клетку (двойной урон при половине прочности и меньше)</translation>
        </message>
        <message>
            <source>Ti&amp;le</source>
            <translation>К&amp;летка</translation>
        </message>
        <message>
            <source>&amp;Damage</source>
            <translation>&amp;Урон</translation>
        </message>
        <message>
            <source>Its hit &amp;points</source>
            <translation>&amp;Прочность</translation>
        </message>
        <message>
            <source>A tile&apos;s hit points, the first time it is hit: the text leaves them to the GM</source>
            <translation>Прочность клетки при первом ударе: правила оставляют её Мастеру</translation>
        </message>
        <message>
            <source>&amp;Hit it</source>
            <translation>Уда&amp;рить</translation>
        </message>
        <message>
            <source>{first}–{last}, {count} {count|tile|tiles}</source>
            <translation>{first}–{last}, {count} {count|клетка|клетки|клеток}</translation>
        </message>
        <message>
            <source>No furniture stands beside this token.</source>
            <translation>Рядом с этой фишкой нет мебели.</translation>
        </message>
        <message>
            <source>{tile} ({hp} of {most} hit points)</source>
            <translation>{tile} (прочность {hp} из {most})</translation>
        </message>
        <message>
            <source>Moves up to {allowed} this turn; each mover sprints {cost}.</source>
            <translation>За этот ход сдвигается до {allowed}; каждый двигающий делает рывок на {cost}.</translation>
        </message>
        <message>
            <source>&amp;Force of the blow</source>
            <translation>&amp;Сила удара</translation>
        </message>
        <message>
            <source>0: no knockback. A melee blow&apos;s force is the attacker&apos;s Strength, a gun&apos;s its own; from twice the furniture&apos;s weight it is knocked back, away from the one who struck</source>
            <translation>0 — без отбрасывания. Сила удара в ближнем бою — Сила нападающего, у огнестрела — своя; от двойного веса мебели её отбрасывает от ударившего</translation>
        </message>
        <message>
            <source>Try to e&amp;at it</source>
            <translation>Попытаться съ&amp;есть</translation>
        </message>
        <message>
            <source>The chosen token bites at the tile: the rules say what comes of it</source>
            <translation>Выбранная фишка кусает клетку: что из этого выйдет, скажут правила</translation>
        </message>
    </context>
    <context>
        <name>HandoutsDialog</name>
        <message>
            <source>“{title}” was shown to {name} alone. Show it to the whole room?</source>
            <translation>«{title}» показан только игроку {name}. Показать его всей комнате?</translation>
        </message>
        <message>
            <source>“{title}” was shown to {name} alone. Show it on every phone?</source>
            <translation>«{title}» показан только игроку {name}. Показать его на всех телефонах?</translation>
        </message>
        <message>
            <source>{name} — link revoked</source>
            <translation>{name} — ссылка отозвана</translation>
        </message>
        <message>
            <source>{name}: the phone link was revoked, so the handout would reach no one. Give a new link with Ctrl+Shift+L, {share}, then {give}.</source>
            <translation>{name}: ссылка для телефона отозвана, материал никуда не попадёт. Выдайте новую ссылку: Ctrl+Shift+L, «{share}», затем «{give}».</translation>
        </message>
        <message>
            <source>Handouts</source>
            <translation>Раздаточные материалы</translation>
        </message>
        <message>
            <source>picture</source>
            <translation>картинка</translation>
        </message>
        <message>
            <source>text</source>
            <translation>текст</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>ничего</translation>
        </message>
        <message>
            <source>The room sees: {title}</source>
            <translation>В комнате видят: {title}</translation>
        </message>
        <message>
            <source>Every phone sees: {title}</source>
            <translation>На всех телефонах: {title}</translation>
        </message>
        <message>
            <source>{name}'s phone sees: {title}</source>
            <translation>Телефон игрока {name}: {title}</translation>
        </message>
        <message>
            <source>No player's phone to choose.</source>
            <translation>Нет телефона игрока, который можно выбрать.</translation>
        </message>
        <message>
            <source>Which player?</source>
            <translation>Какому игроку?</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Игрок</translation>
        </message>
        <message>
            <source>A picture for the players</source>
            <translation>Картинка для игроков</translation>
        </message>
        <message>
            <source>Pictures ({patterns})</source>
            <translation>Картинки ({patterns})</translation>
        </message>
        <message>
            <source>No player has a phone link yet: give one with Ctrl+Shift+L, {share}.</source>
            <translation>Ни у одного игрока ещё нет ссылки для телефона: выдайте её через Ctrl+Shift+L, «{share}».</translation>
        </message>
        <message>
            <source>The room and every phone see: black (blackout)</source>
            <translation>В комнате и на всех телефонах: чёрный экран (затемнение)</translation>
        </message>
        <message>
            <source>When the blackout ends: the room sees {room}, every phone {phones}</source>
            <translation>Когда затемнение снимут: в комнате увидят {room}, на всех телефонах — {phones}</translation>
        </message>
        <message>
            <source>Handout title</source>
            <translation>Заголовок материала</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Заголовок</translation>
        </message>
        <message>
            <source>Ins: type a handout · Shift+Ins: a picture from a file · F2: rename it · R or Enter: show it to the room · P: on every phone · O: on one player&apos;s phone · Shift+R, Shift+P, Shift+O: hide it there · Del: take it back · Ctrl+Z: undo</source>
            <translation>Ins: набрать материал · Shift+Ins: картинка из файла · F2: переименовать · R или Enter: показать в комнате · P: на всех телефонах · O: на телефоне одного игрока · Shift+R, Shift+P, Shift+O: скрыть там · Del: забрать · Ctrl+Z: отменить</translation>
        </message>
    </context>
    <context>
        <name>HistoryDock</name>
        <message>
            <source>Stepped back: {count} {count|action|actions} taken back, down to {action}</source>
            <translation>Откат: отменено {count} {count|действие|действия|действий}, до «{action}» включительно</translation>
        </message>
        <message>
            <source>Step back to here</source>
            <translation>Откатить до этого места</translation>
        </message>
        <message>
            <source>Undo the selected action and every action after it (Enter)</source>
            <translation>Отменить выбранное действие и все действия после него (Enter)</translation>
        </message>
        <message>
            <source>This session's actions. Struck-through actions are undone.</source>
            <translation>Действия этой сессии. Зачёркнутые действия отменены.</translation>
        </message>
    </context>
    <context>
        <name>ImportPreview</name>
        <message>
            <source>&amp;Close</source>
            <translation>Закр&amp;ыть</translation>
        </message>
        <message>
            <source>No session is running: Enter starts session {number}, and Ctrl+Z takes back the import and session {number} both.</source>
            <translation>Сессия не идёт: Enter начнёт сессию {number}, а Ctrl+Z отменит и импорт, и сессию {number}.</translation>
        </message>
        <message>
            <source>Not taken</source>
            <translation>Не берётся</translation>
        </message>
        <message>
            <source>refused: {reason}</source>
            <translation>отклонён: {reason}</translation>
        </message>
        <message>
            <source>{count} {count|character is|characters are} refused or left out with {count|its|their} file, folded here (Right shows {count|it|them} and why)</source>
            <translation>{count} {count|персонаж отклонён или не импортируется|персонажа отклонены или не импортируются|персонажей отклонены или не импортируются} вместе со своим файлом — свёрнуто здесь (Вправо — показать и почему)</translation>
        </message>
        <message>
            <source>{files} {files|file is|files are} refused, named at the top, and {count} {count|character is|characters are} not imported with {count|its|their} file, folded here (Right shows them and why)</source>
            <translation>{files} {files|файл отклонён|файла отклонены|файлов отклонены} ({files|он назван|они названы|они названы} вверху), и {count} {count|персонаж не импортируется|персонажа не импортируются|персонажей не импортируются} вместе со своим файлом; всё это свёрнуто здесь (Вправо показывает их и почему)</translation>
        </message>
        <message>
            <source>{count} {count|file is|files are} refused, named at the top, folded here (Right shows {count|it|them} and why)</source>
            <translation>{count} {count|файл отклонён|файла отклонены|файлов отклонены}, {count|он назван|они названы|они названы} вверху и {count|свёрнут|свёрнуты|свёрнуты} здесь (Вправо показывает {count|его|их|их} и почему)</translation>
        </message>
        <message>
            <source>Not imported</source>
            <translation>Не импортируются</translation>
        </message>
        <message>
            <source>“{name}” may be “{roster}” ({beside}, above, updates it); it comes in as a new character (Space: make them one)</source>
            <translation>«{name}» — возможно, «{roster}» ({beside}, выше, обновляет этого персонажа); добавляется как новый персонаж (Пробел: объединить их)</translation>
        </message>
        <message>
            <source>Same character?</source>
            <translation>Тот же персонаж?</translation>
        </message>
        <message>
            <source>“{name}” may be “{roster}” of the roster, written another way; it comes in as a new character (Space: update “{roster}” instead)</source>
            <translation>«{name}» — возможно, это «{roster}» из списка, только имя записано иначе; добавляется как новый персонаж (Пробел: обновить «{roster}» вместо этого)</translation>
        </message>
        <message>
            <source>“{name}” updates “{roster}” of the roster (Space: add it as a new character instead)</source>
            <translation>«{name}» обновляет «{roster}» из списка (Пробел: добавить как нового персонажа)</translation>
        </message>
        <message>
            <source>{count} {count|name looks like|names look like} a roster character&apos;s written another way: see “Same character?” under it.</source>
            <translation>{count} {count|имя похоже|имени похожи|имён похожи} на имя персонажа из списка, записанное иначе: см. «Тот же персонаж?» под ним.</translation>
        </message>
        <message>
            <source>Keep the night&apos;s wounds</source>
            <translation>Сохранить раны ночи</translation>
        </message>
        <message>
            <source>yes: the files&apos; sheet, the roster&apos;s {state} (Space: take the files&apos;)</source>
            <translation>да: лист из файлов, а {state} — как в списке (Пробел: взять из файлов)</translation>
        </message>
        <message>
            <source>no: the files&apos; sheet and {state} (Space: keep the roster&apos;s)</source>
            <translation>нет: лист и {state} из файлов (Пробел: оставить как в списке)</translation>
        </message>
        <message>
            <source>{count} {count|character is|characters are} in more than one of these files: imported once, from the last file; what the files give otherwise is said under {count|it|them}.</source>
            <translation>{count} {count|персонаж есть|персонажа есть|персонажей есть} в нескольких из этих файлов: {count|импортируется|импортируются|импортируются} один раз, из последнего файла; в чём файлы расходятся, сказано ниже, {count|под именем|под именами|под именами}.</translation>
        </message>
        <message>
            <source>Watch out:</source>
            <translation>Внимание:</translation>
        </message>
        <message>
            <source>Columns not read (this sheet has no field for them):</source>
            <translation>Столбцы не прочитаны (в этом листе нет для них полей):</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>да</translation>
        </message>
        <message>
            <source>no</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>Player character</source>
            <translation>Персонаж игрока</translation>
        </message>
        <message>
            <source>NPC</source>
            <translation>Неигровой персонаж</translation>
        </message>
        <message>
            <source>Zombie</source>
            <translation>Зомби</translation>
        </message>
        <message>
            <source>Nothing can be imported: {reason}. Nothing was changed.</source>
            <translation>Импортировать нечего: {reason}. Ничего не изменено.</translation>
        </message>
        <message>
            <source>Import characters</source>
            <translation>Импорт персонажей</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Поле</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Значение</translation>
        </message>
        <message>
            <source>From the file</source>
            <translation>Из файла</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Импортировать</translation>
        </message>
        <message>
            <source>Refused</source>
            <translation>Отклонено</translation>
        </message>
        <message>
            <source>Left out</source>
            <translation>Пропущено</translation>
        </message>
        <message>
            <source>(no name)</source>
            <translation>(без имени)</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Примечание</translation>
        </message>
        <message>
            <source>{count} {count|is|are} given a new name, as a character of the same name is already in the roster or earlier in the files: the new names are below.</source>
            <translation>{count} {count|персонаж получает|персонажа получают|персонажей получают} новое имя, так как персонаж с таким именем уже есть в списке или выше в файлах: новые имена ниже.</translation>
        </message>
        <message>
            <source>not imported: another character of this file is refused</source>
            <translation>не импортируется: другой персонаж из этого файла отклонён</translation>
        </message>
        <message>
            <source>{count} {count|file is|files are} refused and left out; the other files are imported:</source>
            <translation>{count} {count|файл отклонён и не импортируется|файла отклонены и не импортируются|файлов отклонены и не импортируются}; остальные файлы импортируются:</translation>
        </message>
        <message>
            <source>Nothing can be imported; nothing was changed. {count} {count|file is|files are} refused:</source>
            <translation>Импортировать нечего; ничего не изменено. {count|Отклонён|Отклонены|Отклонены} {count} {count|файл|файла|файлов}:</translation>
        </message>
        <message>
            <source>{value} (refused)</source>
            <translation>{value} (отклонено)</translation>
        </message>
        <message>
            <source>{count} {count|character|characters} to import. Enter imports {count|it|them} as one action; Ctrl+Z takes {count|it|them} back.</source>
            <translation>К импорту: {count} {count|персонаж|персонажа|персонажей}. Enter — импорт одним действием; Ctrl+Z отменяет это действие.</translation>
        </message>
        <message>
            <source>Headings taken</source>
            <translation>Принимаемые заголовки</translation>
        </message>
        <message>
            <source>The headings this sheet takes (in English, Russian or Spanish): {accepted}</source>
            <translation>Заголовки, которые принимает этот лист (на русском, английском или испанском): {accepted}</translation>
        </message>
        <message>
            <source>updates “{name}” of the roster</source>
            <translation>обновляет «{name}» из списка</translation>
        </message>
        <message>
            <source>Changes</source>
            <translation>Изменения</translation>
        </message>
        <message>
            <source>Update</source>
            <translation>Обновление</translation>
        </message>
        <message>
            <source>{count} {count|is|are} already in the roster and {count|is|are} updated (what changes is under {count|it|each}): {names}. {key} adds {count|it as a new copy|them as new copies} instead.</source>
            <translation>{count} {count|персонаж уже есть|персонажа уже есть|персонажей уже есть} в списке и {count|обновляется|обновляются|обновляются} (что меняется — ниже, {count|под именем|под каждым именем|под каждым именем}): {names}. {key} вместо этого добавит {count|новую копию|новые копии|новые копии}.</translation>
        </message>
        <message>
            <source>What changes for {names} is listed first; the others are folded.</source>
            <translation>Первыми показаны изменения, остальные свёрнуты. Меняются: {names}.</translation>
        </message>
        <message>
            <source>Add as &amp;new copies (not updating the roster&apos;s characters)</source>
            <translation>Добавить как &amp;новые копии (не обновляя персонажей списка)</translation>
        </message>
        <message>
            <source>updates “{name}” of the roster (the same Foundry actor)</source>
            <translation>обновляет «{name}» из списка (тот же актёр Foundry)</translation>
        </message>
        <message>
            <source>{count} of them {count|is|are} already as the files have {count|it|them}: nothing changes for {count|it|them}.</source>
            <translation>Из них у {count} {count|персонажа|персонажей|персонажей} всё уже как в файлах: ничего не меняется.</translation>
        </message>
        <message>
            <source>Nothing changes: the characters in the files are already in the roster as the files have them; Enter writes nothing.</source>
            <translation>Ничего не меняется: персонажи из файлов уже есть в списке, и такие же, как в файлах; Enter ничего не запишет.</translation>
        </message>
        <message>
            <source>{count} {count|row|rows}: {names}</source>
            <translation>{count} {count|строка|строки|строк}: {names}</translation>
        </message>
        <message>
            <source>{count} {count|row|rows}</source>
            <translation>{count} {count|строка|строки|строк}</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>Внимание</translation>
        </message>
        <message>
            <source>More lines above: Alt+Page Down and Alt+Page Up scroll them</source>
            <translation>Выше есть ещё строки: Alt+Page Down и Alt+Page Up прокручивают их</translation>
        </message>
        <message>
            <source>More lines below: Alt+Page Down and Alt+Page Up scroll them</source>
            <translation>Ниже есть ещё строки: Alt+Page Down и Alt+Page Up прокручивают их</translation>
        </message>
        <message>
            <source>More lines above and below: Alt+Page Down and Alt+Page Up scroll them</source>
            <translation>Выше и ниже есть ещё строки: Alt+Page Down и Alt+Page Up прокручивают их</translation>
        </message>
        <message>
            <source>Keep the night&apos;s &amp;wounds: the files&apos; sheets, the roster&apos;s {state}</source>
            <translation>Сохранить &amp;раны ночи: листы из файлов, а {state} — как в списке</translation>
        </message>
        <message>
            <source>{count} {count|is|are} of a system version outside those this reading is tested with: check the Warning row under {count|it|each}.</source>
            <translation>{count} {count|персонаж|персонажа|персонажей} — из версии системы вне проверенных для этого чтения: проверьте строку «Внимание» ниже, {count|под именем|под каждым именем|под каждым именем}.</translation>
        </message>
        <message>
            <source>Nothing changes: the sheets in the files are already the roster&apos;s, and the night&apos;s wounds are kept: what of the files&apos; state is not taken is under each character ({key} takes it). Enter writes nothing.</source>
            <translation>Ничего не меняется: листы персонажей в файлах уже такие же, как в списке, а раны этой ночи сохраняются: что из состояния в файлах не берётся, написано под каждым персонажем ({key} — взять из файлов). Enter ничего не записывает.</translation>
        </message>
        <message>
            <source>For {names} the night&apos;s wounds are kept: what of the files&apos; state is not taken is under {count|it|them} ({key} takes it).</source>
            <translation>{names}: сохраняются раны этой ночи; что из состояния в файлах не берётся, написано ниже, {count|под именем|под именами|под именами} ({key} — взять из файлов).</translation>
        </message>
        <message>
            <source>{kind} — {what}</source>
            <translation>{kind} — {what}</translation>
        </message>
        <message>
            <source>{kind} — {what} — in {files} and {last}</source>
            <translation>{kind} — {what} — в файлах {files} и {last}</translation>
        </message>
        <message>
            <source>new</source>
            <translation>новый</translation>
        </message>
        <message>
            <source>updates: {count} {count|change|changes}</source>
            <translation>обновляется: {count} {count|изменение|изменения|изменений}</translation>
        </message>
        <message>
            <source>nothing changes</source>
            <translation>ничего не меняется</translation>
        </message>
        <message>
            <source>refused</source>
            <translation>отклонён</translation>
        </message>
        <message>
            <source>not imported</source>
            <translation>не импортируется</translation>
        </message>
        <message>
            <source>In the file: {path}</source>
            <translation>В файле: {path}</translation>
        </message>
        <message>
            <source>updates “{name}” of the roster (the same character, by the id Deadwatch&apos;s export wrote)</source>
            <translation>обновляет «{name}» из списка (тот же персонаж: по коду, который записал экспорт Deadwatch)</translation>
        </message>
        <message>
            <source>Imported {count} {count|character|characters}.</source>
            <translation>Импортировано: {count} {count|персонаж|персонажа|персонажей}.</translation>
        </message>
        <message>
            <source>Updated {count} {count|character|characters} from the files.</source>
            <translation>Обновлено из файлов: {count} {count|персонаж|персонажа|персонажей}.</translation>
        </message>
        <message>
            <source>Imported {count} {count|character|characters}; updated {updated} {updated|character|characters} from the files.</source>
            <translation>Импортировано: {count} {count|персонаж|персонажа|персонажей}; обновлено из файлов: {updated} {updated|персонаж|персонажа|персонажей}.</translation>
        </message>
        <message>
            <source>Nothing was imported: the characters in the files are already in the roster as the files have them.</source>
            <translation>Ничего не импортировано: персонажи из файлов уже есть в списке, и такие же, как в файлах.</translation>
        </message>
        <message>
            <source>Nothing was imported: the characters in the files are already in the roster as the files have them; {count} {count|file|files} refused: {files}.</source>
            <translation>Ничего не импортировано: персонажи из файлов уже есть в списке, и такие же, как в файлах; {count|отклонён|отклонены|отклонены} {count} {count|файл|файла|файлов}: {files}.</translation>
        </message>
        <message>
            <source>Nothing was imported: {count} {count|file|files} refused: {files}.</source>
            <translation>Ничего не импортировано: {count|отклонён|отклонены|отклонены} {count} {count|файл|файла|файлов}: {files}.</translation>
        </message>
        <message>
            <source>{heading} → {field}</source>
            <translation>{heading} → {field}</translation>
        </message>
        <message>
            <source>From the {count|file|files} ({what})</source>
            <translation>{count|Из файла|Из файлов|Из файлов} ({what})</translation>
        </message>
        <message>
            <source>spreadsheet {language}</source>
            <translation>таблица {language}</translation>
        </message>
        <message>
            <source>spreadsheet</source>
            <translation>таблица</translation>
        </message>
        <message>
            <source>Foundry VTT actors</source>
            <translation>актёры Foundry VTT</translation>
        </message>
        <message>
            <source>Deadwatch characters file</source>
            <translation>файл персонажей Deadwatch</translation>
        </message>
        <message>
            <source>No session has begun yet: Enter starts session 1 (Ctrl+Z leaves it running).</source>
            <translation>Ни одной сессии ещё не было: Enter начнёт сессию 1 (после Ctrl+Z она продолжится).</translation>
        </message>
    </context>
    <context>
        <name>InitiativeDock</name>
        <message>
            <source>No initiative yet: {names}. R rolls it, or type it from the table, then Enter.</source>
            <translation>Пока без инициативы: {names}. R бросит её, или введите её со стола, затем Enter.</translation>
        </message>
        <message>
            <source>The round&apos;s end rolls {dice} ({names}): type them from the table, then Enter; Ctrl+R rolls them here.</source>
            <translation>Конец раунда бросает {dice} ({names}): введите их со стола, затем Enter; Ctrl+R бросит их здесь.</translation>
        </message>
        <message>
            <source>Awaiting your call: {names} — {key}</source>
            <translation>{count|Ждёт|Ждут|Ждут} вашего решения: {names} — {key}</translation>
        </message>
        <message>
            <source>Round {round} ends: {left}</source>
            <translation>Раунд {round} окончен — {left}</translation>
        </message>
        <message>
            <source>Declare this fight as the game lets you, or take it back: its rounds' ends follow (Ctrl+Alt+I)</source>
            <translation>Объявить этот бой, как позволяет игра, или отменить: концы раундов следуют этому (Ctrl+Alt+I)</translation>
        </message>
        <message>
            <source>Declare the fight</source>
            <translation>Объявить бой</translation>
        </message>
        <message>
            <source>{name} is down: turn skipped</source>
            <translation>{name} выбывает: ход пропущен</translation>
        </message>
        <message>
            <source>Start fight</source>
            <translation>Начать бой</translation>
        </message>
        <message>
            <source>Start a fight with characters from the roster (Ctrl+Shift+F)</source>
            <translation>Начать бой с персонажами из списка (Ctrl+Shift+F)</translation>
        </message>
        <message>
            <source>End fight</source>
            <translation>Конец боя</translation>
        </message>
        <message>
            <source>End the running fight; extras made for it leave (Ctrl+Alt+F)</source>
            <translation>Закончить текущий бой; созданные для него статисты уходят (Ctrl+Alt+F)</translation>
        </message>
        <message>
            <source>Next turn</source>
            <translation>Следующий ход</translation>
        </message>
        <message>
            <source>The current combatant has acted; the next one is up (N)</source>
            <translation>Текущий участник походил; ходит следующий (N)</translation>
        </message>
        <message>
            <source>Previous turn</source>
            <translation>Ход назад</translation>
        </message>
        <message>
            <source>Back to the one who acted last (Shift+N)</source>
            <translation>Вернуться к тому, кто ходил последним (Shift+N)</translation>
        </message>
        <message>
            <source>Roll initiative</source>
            <translation>Бросить инициативу</translation>
        </message>
        <message>
            <source>Roll for everyone without initiative, or read the order off the sheets (R)</source>
            <translation>Бросить за всех без инициативы или взять порядок из листов (R)</translation>
        </message>
        <message>
            <source>End round</source>
            <translation>Конец раунда</translation>
        </message>
        <message>
            <source>Apply the end of the round (bleeding, stamina, checks due, timers) and start the next (Ctrl+Alt+N)</source>
            <translation>Применить конец раунда (кровотечение, запас сил, проверки, таймеры) и начать следующий (Ctrl+Alt+N)</translation>
        </message>
        <message>
            <source>Add from the roster…</source>
            <translation>Добавить из списка…</translation>
        </message>
        <message>
            <source>Bring roster characters into the fight (Ins)</source>
            <translation>Ввести в бой персонажей из списка (Ins)</translation>
        </message>
        <message>
            <source>Add extras…</source>
            <translation>Добавить статистов…</translation>
        </message>
        <message>
            <source>Make extras for this fight, such as 3 zombies (Shift+Ins)</source>
            <translation>Создать статистов для этого боя, например 3 зомби (Shift+Ins)</translation>
        </message>
        <message>
            <source>Remove from the fight</source>
            <translation>Убрать из боя</translation>
        </message>
        <message>
            <source>Take the selected combatant out of the fight (Del)</source>
            <translation>Вывести выбранного участника из боя (Del)</translation>
        </message>
        <message>
            <source>Initiative or declaration…</source>
            <translation>Инициатива или заявка…</translation>
        </message>
        <message>
            <source>Type an initiative, or declare a phase (E)</source>
            <translation>Ввести инициативу или заявить фазу (E)</translation>
        </message>
        <message>
            <source>Delay</source>
            <translation>Отложить ход</translation>
        </message>
        <message>
            <source>Act later in this round; A brings them in (W)</source>
            <translation>Ходить позже в этом раунде; A вводит в ход (W)</translation>
        </message>
        <message>
            <source>Hold a ready action</source>
            <translation>Держать действие наготове</translation>
        </message>
        <message>
            <source>Act now</source>
            <translation>Ходить сейчас</translation>
        </message>
        <message>
            <source>A delaying or holding combatant acts now (A)</source>
            <translation>Отложивший или ждущий участник ходит сейчас (A)</translation>
        </message>
        <message>
            <source>Started the violence</source>
            <translation>Развязал схватку</translation>
        </message>
        <message>
            <source>Acts first in the first round (S)</source>
            <translation>Ходит первым в первом раунде (S)</translation>
        </message>
        <message>
            <source>Timed condition…</source>
            <translation>Временное состояние…</translation>
        </message>
        <message>
            <source>A condition counted down at each round's end (T)</source>
            <translation>Состояние, которое отсчитывается в конце каждого раунда (T)</translation>
        </message>
        <message>
            <source>Clear timed conditions</source>
            <translation>Снять временные состояния</translation>
        </message>
        <message>
            <source>Remove the combatant's timed conditions (Shift+T)</source>
            <translation>Снять временные состояния участника (Shift+T)</translation>
        </message>
        <message>
            <source>Hide from players</source>
            <translation>Скрыть от игроков</translation>
        </message>
        <message>
            <source>Hide from or show to the player display (V)</source>
            <translation>Скрыть с экрана игроков или показать на нём (V)</translation>
        </message>
        <message>
            <source>Move up</source>
            <translation>Выше</translation>
        </message>
        <message>
            <source>One place earlier in the order (Ctrl+Up, or drag)</source>
            <translation>На одно место раньше в очереди (Ctrl+Вверх или перетаскивание)</translation>
        </message>
        <message>
            <source>Move down</source>
            <translation>Ниже</translation>
        </message>
        <message>
            <source>One place later in the order (Ctrl+Down, or drag)</source>
            <translation>На одно место позже в очереди (Ctrl+Вниз или перетаскивание)</translation>
        </message>
        <message>
            <source>Initiative:</source>
            <extracomment>a fight started (True) or ended (False): the window gives the fight list more room during one</extracomment>
            <translation>Инициатива:</translation>
        </message>
        <message>
            <source>Roll again every round</source>
            <translation>Перебрасывать каждый раунд</translation>
        </message>
        <message>
            <source>At the start of each round everyone rolls initiative again</source>
            <translation>В начале каждого раунда все заново бросают инициативу</translation>
        </message>
        <message>
            <source>#</source>
            <translation>№</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <source>Init.</source>
            <translation>Иниц.</translation>
        </message>
        <message>
            <source>Initiative</source>
            <translation>Инициатива</translation>
        </message>
        <message>
            <source>Tracks</source>
            <translation>Шкалы</translation>
        </message>
        <message>
            <source>Conditions</source>
            <translation>Состояния</translation>
        </message>
        <message>
            <source>{name} (hidden)</source>
            <translation>{name} (скрыт)</translation>
        </message>
        <message>
            <source>Hidden from the players (V)</source>
            <extracomment>the cells the columns' share measures (ui.widgets.fight_columns.row_widths) the words of the turn's column every round goes through (translated in the context "InitiativeDock", where each row's turn is named below); who delays, holds or is out of the fight widens it while they do</extracomment>
            <translation>Скрыт от игроков (V)</translation>
        </message>
        <message>
            <source>Ready an action to interrupt later; A brings them in (Shift+W)</source>
            <translation>Подготовить действие, чтобы прервать позже; A вводит в бой (Shift+W)</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Ход</translation>
        </message>
        <message>
            <source>Shown to the players (V)</source>
            <translation>Виден игрокам (V)</translation>
        </message>
        <message>
            <source>{condition} (rounds left: {rounds})</source>
            <translation>{condition} (осталось раундов: {rounds})</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Ходит</translation>
        </message>
        <message>
            <source>Out of the fight</source>
            <translation>Без хода</translation>
        </message>
        <message>
            <source>Acted</source>
            <translation>Ход сделан</translation>
        </message>
        <message>
            <source>Delaying</source>
            <translation>Отложил</translation>
        </message>
        <message>
            <source>Holding</source>
            <translation>Наготове</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>Ждёт</translation>
        </message>
        <message>
            <source>Nothing declared yet: counts as {phase} (E to declare)</source>
            <translation>Заявки ещё нет: считается как «{phase}» (E — заявить)</translation>
        </message>
        <message>
            <source>Phase {number}, {phase}: {action}</source>
            <translation>Фаза {number}, {phase}: {action}</translation>
        </message>
        <message>
            <source>No initiative yet: press R to roll (or E to type one)</source>
            <translation>Инициативы ещё нет: нажмите R, чтобы бросить (или E, чтобы ввести)</translation>
        </message>
        <message>
            <source>Initiative {value}</source>
            <translation>Инициатива {value}</translation>
        </message>
        <message>
            <source>Tied: the GM decides (drag, or Ctrl+Up / Ctrl+Down)</source>
            <translation>Ничья: решает ведущий (перетащите или Ctrl+Вверх / Ctrl+Вниз)</translation>
        </message>
        <message>
            <source>Started the violence: acts first in round 1</source>
            <translation>Развязал схватку: ходит первым в 1-м раунде</translation>
        </message>
        <message>
            <source>No fight running</source>
            <translation>Боя нет</translation>
        </message>
        <message>
            <source>Start a fight with Ctrl+Shift+F (Fight menu).</source>
            <translation>Начните бой: Ctrl+Shift+F (меню «Бой»).</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Раунд {n}</translation>
        </message>
        <message>
            <source>nobody has declared yet</source>
            <translation>заявок пока нет</translation>
        </message>
        <message>
            <source>Phase {number}: {phase}</source>
            <translation>Фаза {number}: {phase}</translation>
        </message>
        <message>
            <source>{name}'s turn</source>
            <translation>ходит {name}</translation>
        </message>
        <message>
            <source>nobody else is up</source>
            <translation>больше никто не ходит</translation>
        </message>
        <message>
            <source>Nobody in the fight yet: Ins adds from the roster, Shift+Ins adds extras.</source>
            <translation>В бою пока никого: Ins добавляет из списка, Shift+Ins — статистов.</translation>
        </message>
        <message>
            <source>Call each phase: NPCs declare first, then PCs (E to declare). N steps through the declarations.</source>
            <translation>Объявляйте каждую фазу: сначала заявляют неигровые персонажи, потом персонажи игроков (E — заявить). N идёт по заявкам.</translation>
        </message>
        <message>
            <source>{count} {count|fighter has|fighters have} no initiative yet — R rolls it.</source>
            <translation>{count} {count|боец ещё без инициативы|бойца ещё без инициативы|бойцов ещё без инициативы} — R бросает её.</translation>
        </message>
        <message>
            <source>The round&apos;s end rolls {dice}: type them from the table, then Enter; Ctrl+R rolls them here.</source>
            <translation>Конец раунда бросает {dice}: введите их со стола, затем Enter; Ctrl+R бросит их здесь.</translation>
        </message>
        <message>
            <source>{name} acts now, before {other}: {key} when done gives the turn back to {other}.</source>
            <translation>{name} ходит сейчас, вне очереди (ход был за персонажем {other}). Когда закончит — {key}, и снова ходит {other}.</translation>
        </message>
        <message>
            <source>Still waiting: {names}. A lets one act now; N ends the round.</source>
            <translation>Ещё ждут: {names}. A даёт кому-то походить сейчас; N заканчивает раунд.</translation>
        </message>
        <message>
            <source>N ends the round, which rolls dice: type the table's dice first (Tab to the dice field), or leave it empty to roll here.</source>
            <translation>N заканчивает раунд, а в конце раунда бросаются кубики: сначала введите кубики со стола (Tab — к полю кубиков) или оставьте поле пустым, чтобы бросить здесь.</translation>
        </message>
        <message>
            <source>Everyone has acted: N or Ctrl+Alt+N ends the round.</source>
            <translation>Все походили: N или Ctrl+Alt+N заканчивает раунд.</translation>
        </message>
        <message>
            <source>N: next turn · W: delay · Shift+W: hold · A: act now · Ctrl+Alt+N: end the round</source>
            <translation>N: следующий ход · W: отложить · Shift+W: подготовить · A: действовать сейчас · Ctrl+Alt+N: конец раунда</translation>
        </message>
        <message>
            <source>Initiative of {name}:</source>
            <translation>Инициатива ({name}):</translation>
        </message>
        <message>
            <source>No initiative to roll: this fight goes by declared phases ({key} declares for the chosen row).</source>
            <translation>Бросать инициативу не нужно: этот бой идёт по заявленным фазам ({key} заявляет за выбранную строку).</translation>
        </message>
        <message>
            <source>No fight running: {key} starts one.</source>
            <translation>Бой не идёт: {key} начинает его.</translation>
        </message>
        <message>
            <source>{count} {count|fighter has|fighters have} acted without declaring</source>
            <translation>{count|ходил|ходили|ходили} без заявки: {count} {count|боец|бойца|бойцов}</translation>
        </message>
        <message>
            <source>The fight&apos;s typed dice: {refusal}</source>
            <translation>Кости со стола для боя: {refusal}</translation>
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
            <translation>Сообщения строки состояния, каждое целиком</translation>
        </message>
        <message>
            <source>Declare the fight or take it back</source>
            <translation>Объявить бой или отменить</translation>
        </message>
        <message>
            <source>Anywhere in the window</source>
            <translation>Везде в окне</translation>
        </message>
        <message>
            <source>In the fight list</source>
            <translation>В списке боя</translation>
        </message>
        <message>
            <source>In the roster</source>
            <translation>В списке персонажей</translation>
        </message>
        <message>
            <source>In the weapons table</source>
            <translation>В таблице оружия</translation>
        </message>
        <message>
            <source>In the swarm panel</source>
            <translation>В панели роя</translation>
        </message>
        <message>
            <source>In the swarm panel's count of dead</source>
            <translation>В счётчике мертвецов панели роя</translation>
        </message>
        <message>
            <source>On the threat dial</source>
            <translation>На шкале угрозы</translation>
        </message>
        <message>
            <source>On the battle map</source>
            <translation>На карте боя</translation>
        </message>
        <message>
            <source>In the history</source>
            <translation>В истории</translation>
        </message>
        <message>
            <source>In the log</source>
            <translation>В журнале</translation>
        </message>
        <message>
            <source>Next turn</source>
            <extracomment>keys that mean the same in each list they are in (so they may be in several scopes) scopes that are fields: keys typed there, so the window's single keys never fire in them scopes that are a window of their own (a dialog over the main window): the main window's keys never fire there, so their keys may be the main window's too a group of keys that answer by number or direction: shown as this text, never rebound</extracomment>
            <translation>Следующий ход</translation>
        </message>
        <message>
            <source>Previous turn</source>
            <translation>Предыдущий ход</translation>
        </message>
        <message>
            <source>Roll initiative</source>
            <translation>Бросить инициативу</translation>
        </message>
        <message>
            <source>Back to the fight list</source>
            <translation>Назад к списку боя</translation>
        </message>
        <message>
            <source>Fire with options</source>
            <translation>Выстрел с параметрами</translation>
        </message>
        <message>
            <source>Reload</source>
            <translation>Перезарядить</translation>
        </message>
        <message>
            <source>Ammunition found</source>
            <translation>Найдены патроны</translation>
        </message>
        <message>
            <source>Give ammunition</source>
            <translation>Передать патроны</translation>
        </message>
        <message>
            <source>Damage the selected character</source>
            <translation>Нанести урон выбранному персонажу</translation>
        </message>
        <message>
            <source>Heal the selected character</source>
            <translation>Вылечить выбранного персонажа</translation>
        </message>
        <message>
            <source>Threat up</source>
            <translation>Угроза выше</translation>
        </message>
        <message>
            <source>Threat down</source>
            <translation>Угроза ниже</translation>
        </message>
        <message>
            <source>Clear out an area</source>
            <translation>Зачистить местность</translation>
        </message>
        <message>
            <source>Roll the swarm round</source>
            <translation>Бросить раунд боя с роем</translation>
        </message>
        <message>
            <source>Roll the dice</source>
            <translation>Бросить кубики</translation>
        </message>
        <message>
            <source>Repeat the last roll</source>
            <translation>Повторить последний бросок</translation>
        </message>
        <message>
            <source>Go to the typed dice (of the swarm round in a swarm fight)</source>
            <translation>Перейти к введённым кубикам (раунда боя с роем во время боя с роем)</translation>
        </message>
        <message>
            <source>Player display on or off</source>
            <translation>Экран игроков: включить или выключить</translation>
        </message>
        <message>
            <source>Blackout the player display</source>
            <translation>Затемнить экран игроков</translation>
        </message>
        <message>
            <source>New campaign</source>
            <translation>Новая кампания</translation>
        </message>
        <message>
            <source>Open a campaign</source>
            <translation>Открыть кампанию</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Выход</translation>
        </message>
        <message>
            <source>Import characters</source>
            <translation>Импорт персонажей</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Отменить</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Повторить</translation>
        </message>
        <message>
            <source>Start a new session</source>
            <translation>Начать новую сессию</translation>
        </message>
        <message>
            <source>End the session</source>
            <translation>Закончить сессию</translation>
        </message>
        <message>
            <source>Experience</source>
            <translation>Опыт</translation>
        </message>
        <message>
            <source>Time passes</source>
            <translation>Проходит время</translation>
        </message>
        <message>
            <source>Fight layout, and back to your own</source>
            <translation>Раскладка для боя и обратно к своей</translation>
        </message>
        <message>
            <source>Place the fight on the map</source>
            <translation>Расставить бой на карте</translation>
        </message>
        <message>
            <source>Keys (this list)</source>
            <translation>Клавиши (этот список)</translation>
        </message>
        <message>
            <source>Add from the roster</source>
            <translation>Добавить из списка персонажей</translation>
        </message>
        <message>
            <source>Add extras</source>
            <translation>Добавить статистов</translation>
        </message>
        <message>
            <source>Take out of the fight</source>
            <translation>Вывести из боя</translation>
        </message>
        <message>
            <source>Type the initiative, or declare</source>
            <translation>Ввести инициативу или заявить действие</translation>
        </message>
        <message>
            <source>Delay</source>
            <translation>Отложить ход</translation>
        </message>
        <message>
            <source>Hold a ready action</source>
            <translation>Подготовить действие</translation>
        </message>
        <message>
            <source>Act now</source>
            <translation>Действовать сейчас</translation>
        </message>
        <message>
            <source>Started the violence</source>
            <translation>Начал насилие</translation>
        </message>
        <message>
            <source>Timed condition</source>
            <translation>Состояние на время</translation>
        </message>
        <message>
            <source>Clear timed conditions</source>
            <translation>Снять временные состояния</translation>
        </message>
        <message>
            <source>Hide from or show to the players</source>
            <translation>Скрыть от игроков или показать им</translation>
        </message>
        <message>
            <source>Move up</source>
            <translation>Выше</translation>
        </message>
        <message>
            <source>Move down</source>
            <translation>Ниже</translation>
        </message>
        <message>
            <source>New character</source>
            <translation>Новый персонаж</translation>
        </message>
        <message>
            <source>Open the sheet</source>
            <translation>Открыть лист персонажа</translation>
        </message>
        <message>
            <source>Numbered copies</source>
            <translation>Пронумерованные копии</translation>
        </message>
        <message>
            <source>Remove from the campaign</source>
            <translation>Удалить из кампании</translation>
        </message>
        <message>
            <source>What the players see of them</source>
            <translation>Что о нём видят игроки</translation>
        </message>
        <message>
            <source>Filter by name</source>
            <translation>Фильтр по имени</translation>
        </message>
        <message>
            <source>Fire this weapon</source>
            <translation>Выстрелить из этого оружия</translation>
        </message>
        <message>
            <source>Low-ammo warning of this weapon</source>
            <translation>Предупреждение о нехватке патронов этого оружия</translation>
        </message>
        <message>
            <source>The GM's pick 1 (or Threat 1 after a win)</source>
            <translation>Выбор ведущего 1 (или Угроза 1 после победы)</translation>
        </message>
        <message>
            <source>The GM's pick 2 (or Threat 2 after a win)</source>
            <translation>Выбор ведущего 2 (или Угроза 2 после победы)</translation>
        </message>
        <message>
            <source>The GM's pick 3</source>
            <translation>Выбор ведущего 3</translation>
        </message>
        <message>
            <source>The GM's pick 4</source>
            <translation>Выбор ведущего 4</translation>
        </message>
        <message>
            <source>The GM's pick 5</source>
            <translation>Выбор ведущего 5</translation>
        </message>
        <message>
            <source>Threat 0 after a win</source>
            <translation>Угроза 0 после победы</translation>
        </message>
        <message>
            <source>Apply the GM's picks</source>
            <translation>Применить выбор ведущего</translation>
        </message>
        <message>
            <source>One more dead</source>
            <translation>На одного мертвеца больше</translation>
        </message>
        <message>
            <source>One dead fewer</source>
            <translation>На одного мертвеца меньше</translation>
        </message>
        <message>
            <source>Threat up, on the dial</source>
            <translation>Угроза выше, на шкале</translation>
        </message>
        <message>
            <source>Threat down, on the dial</source>
            <translation>Угроза ниже, на шкале</translation>
        </message>
        <message>
            <source>The reason with that number (not rebound)</source>
            <translation>Причина с этим номером (не переназначается)</translation>
        </message>
        <message>
            <source>1 to 9</source>
            <translation>от 1 до 9</translation>
        </message>
        <message>
            <source>The GM's call (the step without a reason)</source>
            <translation>Решение ведущего (шаг без причины)</translation>
        </message>
        <message>
            <source>Do not step the threat after all</source>
            <translation>Всё-таки не менять угрозу</translation>
        </message>
        <message>
            <source>A step of the planned move up (Shift: up and right)</source>
            <translation>Шаг задуманного хода вверх (Shift — вверх и вправо)</translation>
        </message>
        <message>
            <source>A step of the planned move right (Shift: down and right)</source>
            <translation>Шаг задуманного хода вправо (Shift — вниз и вправо)</translation>
        </message>
        <message>
            <source>A step of the planned move down (Shift: down and left)</source>
            <translation>Шаг задуманного хода вниз (Shift — вниз и влево)</translation>
        </message>
        <message>
            <source>A step of the planned move left (Shift: up and left)</source>
            <translation>Шаг задуманного хода влево (Shift — вверх и влево)</translation>
        </message>
        <message>
            <source>A step on the numeric keypad (7, 9, 1, 3 diagonally; not rebound)</source>
            <translation>Шаг с цифрового блока (7, 9, 1, 3 — по диагонали; не переназначается)</translation>
        </message>
        <message>
            <source>Keypad</source>
            <translation>Цифровой блок</translation>
        </message>
        <message>
            <source>Cancel the planned move, throw or spray</source>
            <translation>Отменить намеченный ход, бросок или очередь</translation>
        </message>
        <message>
            <source>Make the planned move, throw or spray</source>
            <translation>Сделать задуманный ход, бросок или очередь</translation>
        </message>
        <message>
            <source>A step of the planned move back</source>
            <translation>Шаг задуманного хода назад</translation>
        </message>
        <message>
            <source>Choose the next token</source>
            <translation>Выбрать следующую фишку</translation>
        </message>
        <message>
            <source>Choose the previous token</source>
            <translation>Выбрать предыдущую фишку</translation>
        </message>
        <message>
            <source>The next target: distance, reach and the odds of a shot</source>
            <translation>Следующая цель: расстояние, досягаемость и шансы выстрела</translation>
        </message>
        <message>
            <source>Aim a grenade (the arrows move it); again: when it explodes</source>
            <translation>Прицелить гранату (стрелки двигают её); ещё раз: когда она взорвётся</translation>
        </message>
        <message>
            <source>An SMG spray</source>
            <translation>Очередь из пистолета-пулемёта</translation>
        </message>
        <message>
            <source>Paint the brush's tile (while editing the map)</source>
            <translation>Закрасить клетку кисти (при правке карты)</translation>
        </message>
        <message>
            <source>Melee in passing: the move strikes whom it runs past (on, off)</source>
            <translation>Удары на бегу: ход бьёт тех, мимо кого пробегает (вкл., выкл.)</translation>
        </message>
        <message>
            <source>Declare the chosen token's block this round, or take it back</source>
            <translation>Объявить блок выбранной фишки на этот раунд или отменить его</translation>
        </message>
        <message>
            <source>Step back to here</source>
            <translation>Откатиться сюда</translation>
        </message>
        <message>
            <source>Search the log</source>
            <translation>Поиск в журнале</translation>
        </message>
        <message>
            <source>In the handouts</source>
            <translation>В раздаточных материалах</translation>
        </message>
        <message>
            <source>Turn timer for the one acting: start or stop</source>
            <translation>Таймер хода для того, кто ходит: запустить или выключить</translation>
        </message>
        <message>
            <source>Pause the turn timer, or go on</source>
            <translation>Приостановить таймер хода или продолжить</translation>
        </message>
        <message>
            <source>Handouts: show the players a picture or a text</source>
            <translation>Раздаточные материалы: показать игрокам картинку или текст</translation>
        </message>
        <message>
            <source>New handout: type a text</source>
            <translation>Новый материал: набрать текст</translation>
        </message>
        <message>
            <source>New handout: a picture from a file</source>
            <translation>Новый материал: картинка из файла</translation>
        </message>
        <message>
            <source>Show it to the room (the player display)</source>
            <translation>Показать всем в комнате (экран игроков)</translation>
        </message>
        <message>
            <source>Show it on every phone</source>
            <translation>Показать на всех телефонах</translation>
        </message>
        <message>
            <source>Show it on one player's phone</source>
            <translation>Показать на телефоне одного игрока</translation>
        </message>
        <message>
            <source>Hide the room's handout</source>
            <translation>Убрать материал с экрана в комнате</translation>
        </message>
        <message>
            <source>Hide the phones' handout</source>
            <translation>Убрать материал с телефонов</translation>
        </message>
        <message>
            <source>Hide the handout on one player's phone</source>
            <translation>Убрать материал с телефона одного игрока</translation>
        </message>
        <message>
            <source>Take the handout back</source>
            <translation>Забрать материал</translation>
        </message>
        <message>
            <source>Go to the roster: shown, in front, the focus in it</source>
            <translation>К персонажам: показать, вывести вперёд, фокус в них</translation>
        </message>
        <message>
            <source>Go to the fight: shown, in front, the focus in it</source>
            <translation>К бою: показать, вывести вперёд, фокус в нём</translation>
        </message>
        <message>
            <source>Go to the log: shown, in front, the focus in it</source>
            <translation>К журналу: показать, вывести вперёд, фокус в нём</translation>
        </message>
        <message>
            <source>Go to the history: shown, in front, the focus in it</source>
            <translation>К истории: показать, вывести вперёд, фокус в ней</translation>
        </message>
        <message>
            <source>Go to the dice: shown, in front, the focus on Roll for (in a fight, on Kind of roll)</source>
            <translation>К кубикам: показать, вывести вперёд, фокус на «Бросает» (в бою — на «Вид броска»)</translation>
        </message>
        <message>
            <source>Go to the ammunition: shown, in front, the focus in it</source>
            <translation>К боеприпасам: показать, вывести вперёд, фокус в них</translation>
        </message>
        <message>
            <source>Go to the threat: shown, in front, the focus in it</source>
            <translation>К угрозе: показать, вывести вперёд, фокус в ней</translation>
        </message>
        <message>
            <source>Go to the swarm: shown, in front, the focus in it</source>
            <translation>К рою: показать, вывести вперёд, фокус в нём</translation>
        </message>
        <message>
            <source>Go to the map: shown, in front, the focus in it</source>
            <translation>К карте: показать, вывести вперёд, фокус в ней</translation>
        </message>
        <message>
            <source>Melee groups of the fight</source>
            <translation>Группы рукопашной в бою</translation>
        </message>
        <message>
            <source>The furniture beside the chosen token: move it, hit it or try to eat it</source>
            <translation>Мебель рядом с выбранной фишкой: сдвинуть, ударить или попытаться съесть</translation>
        </message>
        <message>
            <source>Details of the last error</source>
            <translation>Подробности последней ошибки</translation>
        </message>
        <message>
            <source>Call off the swarm fight</source>
            <translation>Прекратить бой с роем</translation>
        </message>
        <message>
            <source>Checks due on the selected character (survival, consciousness, a zombie&apos;s fate)</source>
            <translation>Проверки выбранного персонажа (выживание, сознание, судьба зомби)</translation>
        </message>
        <message>
            <source>The chosen token picks up what lies beside it (a crate, a weapons&apos; cabinet)</source>
            <translation>Выбранная фишка подбирает то, что лежит рядом (ящик, оружейный шкаф)</translation>
        </message>
        <message>
            <source>Draw a concealed weapon of the selected character</source>
            <translation>Достать спрятанное оружие выбранного персонажа</translation>
        </message>
        <message>
            <source>Put a drawn weapon of the selected character away</source>
            <translation>Убрать оружие выбранного персонажа, что у него в руке</translation>
        </message>
        <message>
            <source>Start fight</source>
            <translation>Начать бой</translation>
        </message>
        <message>
            <source>End fight</source>
            <translation>Закончить бой</translation>
        </message>
        <message>
            <source>End round</source>
            <translation>Закончить раунд</translation>
        </message>
        <message>
            <source>Fire selected weapon</source>
            <translation>Выстрел из выбранного оружия</translation>
        </message>
        <message>
            <source>Empty weapon</source>
            <translation>Оружие пусто</translation>
        </message>
        <message>
            <source>Found: what the selected character finds and keeps (bandages, pain pills)</source>
            <translation>Найдено: что выбранный персонаж находит и оставляет себе (бинты, обезболивающее)</translation>
        </message>
        <message>
            <source>Avoid the dead</source>
            <translation>Обойти мертвецов</translation>
        </message>
        <message>
            <source>Focus dice</source>
            <translation>Перейти к кубикам</translation>
        </message>
        <message>
            <source>Share player view</source>
            <translation>Поделиться экраном игроков</translation>
        </message>
        <message>
            <source>Save a copy as</source>
            <translation>Сохранить копию как</translation>
        </message>
        <message>
            <source>Export the party</source>
            <translation>Экспорт отряда</translation>
        </message>
        <message>
            <source>Export session log</source>
            <translation>Экспорт журнала сессии</translation>
        </message>
        <message>
            <source>Import a session log</source>
            <translation>Импорт журнала сессии</translation>
        </message>
        <message>
            <source>Write a GM note</source>
            <translation>Заметка ведущего</translation>
        </message>
        <message>
            <source>Mark the event secret or public</source>
            <translation>Сделать событие секретным или открытым</translation>
        </message>
        <message>
            <source>Battle map</source>
            <translation>Карта боя</translation>
        </message>
        <message>
            <source>Players see the map, or not</source>
            <translation>Игроки видят карту или нет</translation>
        </message>
        <message>
            <source>Edit the map (its size and tiles), or stop editing</source>
            <translation>Править карту (её размер и клетки) или закончить правку</translation>
        </message>
        <message>
            <source>Fight the swarm: start it, or go to the running round&apos;s next step</source>
            <translation>Бой с роем: начать его или перейти к следующему шагу идущего раунда</translation>
        </message>
        <message>
            <source>Rename the handout</source>
            <translation>Переименовать материал</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <source>Keys</source>
            <translation>Клавиши</translation>
        </message>
        <message>
            <source>One key, one meaning. Single keys (N, F, R, B, +) work while no text field or list box has the focus; Esc comes back to the fight list.</source>
            <translation>Одна клавиша — одно значение. Одиночные клавиши (N, F, R, B, +) работают, пока фокус не в текстовом поле и не в списке; Esc возвращает к списку боя.</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Действие</translation>
        </message>
        <message>
            <source>New key:</source>
            <translation>Новая клавиша:</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Назначить</translation>
        </message>
        <message>
            <source>Default</source>
            <translation>По умолчанию</translation>
        </message>
        <message>
            <source>All defaults</source>
            <translation>Все по умолчанию</translation>
        </message>
        <message>
            <source>These keys answer by their number or direction: they are not rebound.</source>
            <translation>Эти клавиши отвечают своим номером или направлением: они не переназначаются.</translation>
        </message>
        <message>
            <source>Press the new key in the field first.</source>
            <translation>Сначала нажмите новую клавишу в поле.</translation>
        </message>
        <message>
            <source>{key} is already the key of “{action}”: pick another one, or change that one first.</source>
            <translation>{key} уже назначена для «{action}»: выберите другую или сначала измените ту.</translation>
        </message>
        <message>
            <source>“{action}” is now {keys}.</source>
            <translation>«{action}» теперь {keys}.</translation>
        </message>
        <message>
            <source>The default key is now the key of “{action}”: change that one first.</source>
            <translation>Клавиша по умолчанию сейчас назначена для «{action}»: сначала измените ту.</translation>
        </message>
        <message>
            <source>Every key is back to its default.</source>
            <translation>Все клавиши снова по умолчанию.</translation>
        </message>
        <message>
            <source>There a typed key finds a name: give “{action}” a key with Ctrl or Alt.</source>
            <translation>Там набранная клавиша ищет имя: дайте действию «{action}» клавишу с Ctrl или Alt.</translation>
        </message>
    </context>
    <context>
        <name>Languages</name>
        <message>
            <source>in English</source>
            <translation>на английском</translation>
        </message>
        <message>
            <source>in Russian</source>
            <translation>на русском</translation>
        </message>
        <message>
            <source>in Spanish</source>
            <translation>на испанском</translation>
        </message>
    </context>
    <context>
        <name>Launch</name>
        <message>
            <source>Deadwatch cannot open its window: Qt&apos;s X11 platform needs system libraries this computer lacks ({libraries}).</source>
            <translation>Deadwatch не может открыть окно: платформе X11 в Qt нужны системные библиотеки, которых на этом компьютере нет ({libraries}).</translation>
        </message>
        <message>
            <source>On Debian or Ubuntu, install them with:</source>
            <translation>В Debian или Ubuntu их ставит команда:</translation>
        </message>
        <message>
            <source>On another system, install its packages of the same names, then start Deadwatch again.</source>
            <translation>В другой системе поставьте её пакеты с теми же именами и запустите Deadwatch снова.</translation>
        </message>
    </context>
    <context>
        <name>LedgerTable</name>
        <message>
            <source>Round</source>
            <translation>Раунд</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Кто</translation>
        </message>
        <message>
            <source>Entry</source>
            <translation>Запись</translation>
        </message>
        <message>
            <source>Rd</source>
            <comment>the round column&apos;s heading, abbreviated (its tooltip says Round)</comment>
            <translation>Р.</translation>
        </message>
        <message>
            <source>[GM only: {before} → {after} {unit}]</source>
            <translation>[только для ведущего: {before} → {after} {unit}]</translation>
        </message>
    </context>
    <context>
        <name>LinkField</name>
        <message>
            <source>Copy the whole link, to send it to a player</source>
            <translation>Скопировать всю ссылку, чтобы отправить её игроку</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Копировать</translation>
        </message>
        <message>
            <source>&amp;Copied</source>
            <translation>С&amp;копировано</translation>
        </message>
    </context>
    <context>
        <name>LogDock</name>
        <message>
            <source>Search the log (Ctrl+F)</source>
            <translation>Поиск по журналу (Ctrl+F)</translation>
        </message>
        <message>
            <source>Show only the events whose text or names contain these words</source>
            <translation>Показывать только события, в тексте или именах которых есть эти слова</translation>
        </message>
        <message>
            <source>All kinds</source>
            <translation>Все типы</translation>
        </message>
        <message>
            <source>Show one kind of event: rolls, damage, threat, swarm, ammunition…</source>
            <translation>Показывать один тип событий: броски, урон, угроза, рой, боеприпасы…</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>Все персонажи</translation>
        </message>
        <message>
            <source>Show only the events of one character</source>
            <translation>Показывать только события одного персонажа</translation>
        </message>
        <message>
            <source>Show undone</source>
            <translation>Показывать отменённые</translation>
        </message>
        <message>
            <source>Undone actions are struck through; untick to hide them</source>
            <translation>Отменённые действия зачёркнуты; снимите флажок, чтобы скрыть их</translation>
        </message>
        <message>
            <source>Type a GM note and press Enter (Ctrl+Shift+N)</source>
            <translation>Введите заметку ведущего и нажмите Enter (Ctrl+Shift+N)</translation>
        </message>
        <message>
            <source>GM note, then Enter (Ctrl+Shift+N)</source>
            <translation>Заметка, затем Enter (Ctrl+Shift+N)</translation>
        </message>
        <message>
            <source>GM note (Ctrl+Shift+N)</source>
            <translation>Заметка (Ctrl+Shift+N)</translation>
        </message>
        <message>
            <source>Secret note</source>
            <translation>Секретная заметка</translation>
        </message>
        <message>
            <source>A secret note is for the GM only: exports leave it out unless asked. The box stays ticked for the next notes until you untick it</source>
            <translation>Секретная заметка — только для ведущего: в экспорт она попадает лишь по запросу. Флажок остаётся для следующих заметок, пока вы его не снимете</translation>
        </message>
        <message>
            <source>Add note</source>
            <translation>Добавить заметку</translation>
        </message>
        <message>
            <source>Write the note into the log as its own event (Enter)</source>
            <translation>Записать заметку в журнал отдельным событием (Enter)</translation>
        </message>
        <message>
            <source>The session's events, newest at the bottom. Struck-through actions are undone. Grey lines (undone actions, Undo and Redo) are left out of the players' copy: an export leaves them out unless it includes undone actions.</source>
            <translation>События сессии, новые внизу. Зачёркнутые действия отменены. Серые строки (отменённые действия, «Отменено» и «Повторено») не войдут в копию для игроков: экспорт пропускает их, если не включить отменённые действия.</translation>
        </message>
        <message>
            <source>Session log</source>
            <translation>Журнал сессии</translation>
        </message>
        <message>
            <source>E&amp;xport session log…</source>
            <translation>&amp;Экспорт журнала сессии…</translation>
        </message>
        <message>
            <source>Save the session log as Markdown, BBCode, HTML, JSON, CSV or PDF</source>
            <translation>Сохранить журнал сессии в Markdown, BBCode, HTML, JSON, CSV или PDF</translation>
        </message>
        <message>
            <source>Import a session &amp;log…</source>
            <translation>Импорт &amp;журнала сессии…</translation>
        </message>
        <message>
            <source>Add the sessions of an exported JSON log to this campaign</source>
            <translation>Добавить в эту кампанию сессии из экспортированного журнала JSON</translation>
        </message>
        <message>
            <source>Write a GM &amp;note</source>
            <translation>&amp;Заметка ведущего</translation>
        </message>
        <message>
            <source>Type a note into the session log</source>
            <translation>Ввести заметку в журнал сессии</translation>
        </message>
        <message>
            <source>Mark the event &amp;secret or public</source>
            <translation>Сделать событие &amp;секретным или открытым</translation>
        </message>
        <message>
            <source>Secret events stay out of exports unless asked for</source>
            <translation>Секретные события не попадают в экспорт, если не запросить их явно</translation>
        </message>
        <message>
            <source>Rd</source>
            <comment>the round column's heading, abbreviated (its tooltip says Round)</comment>
            <translation>Р.</translation>
        </message>
        <message>
            <source>Select an event in the log first.</source>
            <translation>Сначала выберите событие в журнале.</translation>
        </message>
        <message>
            <source>Make public</source>
            <translation>Сделать открытым</translation>
        </message>
        <message>
            <source>Let exports show the selected event again (Ctrl+Shift+H)</source>
            <translation>Снова показывать выбранное событие в экспорте (Ctrl+Shift+H)</translation>
        </message>
        <message>
            <source>Mark secret</source>
            <translation>Сделать секретным</translation>
        </message>
        <message>
            <source>Keep the selected event out of exports (Ctrl+Shift+H)</source>
            <translation>Не включать выбранное событие в экспорт (Ctrl+Shift+H)</translation>
        </message>
        <message>
            <source>{count} {count|event|events} exported to {path}</source>
            <translation>Экспортировано {count} {count|событие|события|событий} — {path}</translation>
        </message>
        <message>
            <source>Import a session log</source>
            <translation>Импорт журнала сессии</translation>
        </message>
        <message>
            <source>Deadwatch session logs (*.json);;All files (*)</source>
            <translation>Журналы сессий Deadwatch (*.json);;Все файлы (*)</translation>
        </message>
    </context>
    <context>
        <name>LogModel</name>
        <message>
            <source>Left out of the players' copy: undone, and secret: an export leaves it out even with undone actions, unless it includes secrets</source>
            <translation>Не попадает в копию для игроков: отменено и секретно — экспорт не включит это и с отменёнными действиями, если не включены секреты</translation>
        </message>
        <message>
            <source>Time</source>
            <extracomment>the event cell's line of time, round, who, dice and secret mark ("21:07 · Round 2 · Ana · 2d6: 3 5"), shown above the event's text when the log is too narrow for their columns</extracomment>
            <translation>Время</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Раунд</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Событие</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Кто</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Кубики</translation>
        </message>
        <message>
            <source>Secret</source>
            <translation>Секрет</translation>
        </message>
        <message>
            <source>secret</source>
            <translation>секрет</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Раунд {n}</translation>
        </message>
        <message>
            <source>Secret: for the GM only, left out of exports unless asked for</source>
            <translation>Секрет: только для ведущего, в экспорт не попадает без явного запроса</translation>
        </message>
        <message>
            <source>Secret: it names someone hidden from the players; exports without secrets leave the name out</source>
            <translation>Секрет: здесь назван тот, кого игроки не видят; в экспорте без секретов этого имени нет</translation>
        </message>
        <message>
            <source>Secret: it follows a secret roll; exports without secrets say only what the players saw</source>
            <translation>Секрет: строка следует за тайным броском; в экспорте без секретов только то, что видели игроки</translation>
        </message>
        <message>
            <source>Secret: it says what the GM&apos;s secret dice gave; exports without secrets leave that part out</source>
            <translation>Секрет: здесь сказано, что выпало на тайных кубиках ведущего; в экспорте без секретов этой части нет</translation>
        </message>
        <message>
            <source>Left out of the players' copy: an export leaves undone actions and their Undo and Redo lines out unless it includes undone actions</source>
            <translation>Не войдёт в копию для игроков: экспорт пропускает отменённые действия и их строки «Отменено» и «Повторено», если не включить отменённые действия</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Файл</translation>
        </message>
        <message>
            <source>&amp;New campaign…</source>
            <translation>&amp;Новая кампания…</translation>
        </message>
        <message>
            <source>Start a new campaign with a ruleset of your choice</source>
            <translation>Начать новую кампанию по выбранным правилам</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Открыть…</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>Открыть неда&amp;внюю</translation>
        </message>
        <message>
            <source>Open &amp;demo</source>
            <translation>Открыть &amp;демо</translation>
        </message>
        <message>
            <source>Save a &amp;copy as…</source>
            <translation>Сохранить &amp;копию как…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>В&amp;ыход</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Правка</translation>
        </message>
        <message>
            <source>&amp;Session</source>
            <translation>&amp;Сессия</translation>
        </message>
        <message>
            <source>&amp;Start a new session</source>
            <translation>&amp;Начать новую сессию</translation>
        </message>
        <message>
            <source>Begin a game night; the log of the open one is closed</source>
            <translation>Начать игровой вечер; журнал открытой сессии закрывается</translation>
        </message>
        <message>
            <source>&amp;End the session</source>
            <translation>&amp;Завершить сессию</translation>
        </message>
        <message>
            <source>F&amp;ight</source>
            <translation>&amp;Бой</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <source>&amp;Reset layout</source>
            <translation>&amp;Сбросить расположение</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Тема</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Язык</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Спр&amp;авка</translation>
        </message>
        <message>
            <source>&amp;About Deadwatch</source>
            <translation>&amp;О программе Deadwatch</translation>
        </message>
        <message>
            <source>&amp;Keys…</source>
            <translation>&amp;Клавиши…</translation>
        </message>
        <message>
            <source>Opening {campaign}…</source>
            <translation>Открывается {campaign}…</translation>
        </message>
        <message>
            <source>Opening the demo campaign…</source>
            <translation>Открывается демо-кампания…</translation>
        </message>
        <message>
            <source>Cannot open the campaign</source>
            <translation>Не удаётся открыть кампанию</translation>
        </message>
        <message>
            <source>Open a campaign</source>
            <translation>Открыть кампанию</translation>
        </message>
        <message>
            <source>Deadwatch campaigns (*{suffix});;All files (*)</source>
            <translation>Кампании Deadwatch (*{suffix});;Все файлы (*)</translation>
        </message>
        <message>
            <source>Save a copy of the campaign</source>
            <translation>Сохранить копию кампании</translation>
        </message>
        <message>
            <source>Deadwatch campaigns (*{suffix})</source>
            <translation>Кампании Deadwatch (*{suffix})</translation>
        </message>
        <message>
            <source>&amp;Undo {action}</source>
            <translation>&amp;Отменить: {action}</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Отменить</translation>
        </message>
        <message>
            <source>&amp;Redo {action}</source>
            <translation>&amp;Повторить: {action}</translation>
        </message>
        <message>
            <source>Redo: nothing was undone.</source>
            <translation>Повторить: ничего не отменено.</translation>
        </message>
        <message>
            <source>Redo: “{action}” can no longer be redone: an action taken after its undo ended it.</source>
            <translation>Повторить: «{action}» больше нельзя повторить: действие после отмены закрыло повтор.</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Повторить</translation>
        </message>
        <message>
            <source>Campaign: {name}</source>
            <translation>Кампания: {name}</translation>
        </message>
        <message>
            <source>Ruleset: {name}</source>
            <translation>Правила: {name}</translation>
        </message>
        <message>
            <source>Session {number}</source>
            <translation>Сессия {number}</translation>
        </message>
        <message>
            <source>No session running</source>
            <translation>Сессия не идёт</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Раунд {n}</translation>
        </message>
        <message>
            <source>Swarm fight · round {n}</source>
            <translation>Бой с роем · раунд {n}</translation>
        </message>
        <message>
            <source>No fight</source>
            <translation>Боя нет</translation>
        </message>
        <message>
            <source>{campaign} — Deadwatch</source>
            <translation>{campaign} — Deadwatch</translation>
        </message>
        <message>
            <source>Cannot make the campaign</source>
            <translation>Не удаётся создать кампанию</translation>
        </message>
        <message>
            <source>{campaign} — {file} — Deadwatch</source>
            <translation>{campaign} — {file} — Deadwatch</translation>
        </message>
        <message>
            <source>Opened {file} (in {folder})</source>
            <translation>Открыт файл {file} (в папке {folder})</translation>
        </message>
        <message>
            <source>{campaign} — {file} — read-only — Deadwatch</source>
            <translation>{campaign} — {file} — только чтение — Deadwatch</translation>
        </message>
        <message>
            <source>{campaign} — read-only — Deadwatch</source>
            <translation>{campaign} — только чтение — Deadwatch</translation>
        </message>
        <message>
            <source>{name}-copy</source>
            <translation>{name}-копия</translation>
        </message>
        <message>
            <source>campaign</source>
            <translation>кампания</translation>
        </message>
        <message>
            <source>Open the copy?</source>
            <translation>Открыть копию?</translation>
        </message>
        <message>
            <source>The copy is saved in {path}. This campaign is read-only: open the copy to play on it?</source>
            <translation>Копия сохранена в {path}. Эта кампания только для чтения: открыть копию, чтобы играть в ней?</translation>
        </message>
        <message>
            <source>&amp;Open the copy</source>
            <translation>&amp;Открыть копию</translation>
        </message>
        <message>
            <source>&amp;Stay on this one</source>
            <translation>&amp;Остаться в этой</translation>
        </message>
        <message>
            <source>Opened the copy {file}: play on it; the read-only campaign stays as it was.</source>
            <translation>Открыта копия {file}: играйте в ней; кампания только для чтения осталась как была.</translation>
        </message>
        <message>
            <source>Opened {file}</source>
            <translation>Открыт файл {file}</translation>
        </message>
        <message>
            <source>The demo {in_language}, as --lang {code} asked, instead of the last campaign ({last})</source>
            <translation>Демо-кампания {in_language}, как просит --lang {code}, вместо последней кампании ({last})</translation>
        </message>
        <message>
            <source>The {language} translation cannot be loaded: {file} is missing or damaged (build it with “make” in Deadwatch&apos;s folder). Deadwatch stays {in_current}.</source>
            <translation>Перевод «{language}» не загружается: файл {file} отсутствует или повреждён (соберите его командой «make» в папке Deadwatch). Deadwatch остаётся {in_current}.</translation>
        </message>
        <message>
            <source>in force again: {dangers}</source>
            <translation>снова в силе: {dangers}</translation>
        </message>
        <message>
            <source> — session {number} taken back with it</source>
            <translation> — сессия {number} отменена вместе с ним</translation>
        </message>
        <message>
            <source> — session {number} begins again</source>
            <translation> — сессия {number} начинается снова</translation>
        </message>
        <message>
            <source>Undo: {action}</source>
            <translation>Отменено: {action}</translation>
        </message>
        <message>
            <source>Redo: {action}</source>
            <translation>Повторено: {action}</translation>
        </message>
    </context>
    <context>
        <name>MapDock</name>
        <message>
            <source>Set the map's size to draw it.</source>
            <extracomment>the dock's texts under the map (context MapDock), marked for lupdate</extracomment>
            <translation>Задайте размер карты, чтобы её нарисовать.</translation>
        </message>
        <message>
            <source>No token on the map: place the fight (Ctrl+Alt+P).</source>
            <translation>На карте нет фишек: расставьте участников боя (Ctrl+Alt+P).</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>никого</translation>
        </message>
        <message>
            <source>Dead: no move to plan.</source>
            <translation>Без признаков жизни: ход не прокладывается.</translation>
        </message>
        <message>
            <source>{name} to {tile}: {cost}</source>
            <translation>{name} → {tile}: {cost}</translation>
        </message>
        <message>
            <source>free move</source>
            <translation>свободный ход</translation>
        </message>
        <message>
            <source>Painting: the arrows move the brush, {key} paints {tile} (or click tiles).</source>
            <translation>Рисование: стрелки двигают кисть, {key} закрашивает {tile} (или щёлкайте по клеткам).</translation>
        </message>
        <message>
            <source>SMG spray by {name}: {names} ({key} fires).</source>
            <translation>Очередь из ПП, стреляет {name}: {names} ({key} — огонь).</translation>
        </message>
        <message>
            <source>The arrows do not aim a spray: it goes at everyone in reach. {cancel} drops it, then the arrows plan a move.</source>
            <translation>Стрелки не наводят очередь: она бьёт по всем в зоне поражения. {cancel} — отменить её, и тогда стрелки прокладывают ход.</translation>
        </message>
        <message>
            <source>SMG spray by {name}: {names}; in its reach too, of the same side: {allies} ({key} fires).</source>
            <translation>Очередь из ПП, стреляет {name}: {names}; в зоне поражения и свои: {allies} ({key} — огонь).</translation>
        </message>
        <message>
            <source>({key} moves)</source>
            <translation>({key} — идти)</translation>
        </message>
        <message>
            <source>{name} cannot go there: {reason}</source>
            <translation>{name} не может туда пойти: {reason}</translation>
        </message>
        <message>
            <source>{name} is chosen: the arrows plan a move.</source>
            <translation>Выбор: {name}; стрелки прокладывают путь.</translation>
        </message>
        <message>
            <source>{name} → {target}: {odds}</source>
            <translation>{name} → {target}: {odds}</translation>
        </message>
        <message>
            <source>This ruleset has no grenades.</source>
            <translation>В этих правилах нет гранат.</translation>
        </message>
        <message>
            <source>Grenade by {name} at {tile}: {distance} of {range} tiles.</source>
            <translation>Граната ({name}) в {tile}: {distance} из {range} клеток.</translation>
        </message>
        <message>
            <source>{key} throws.</source>
            <translation>{key} — бросить.</translation>
        </message>
        <message>
            <source>No way there: walls, furniture or tokens are in the way.</source>
            <translation>Туда не пройти: мешают стены, мебель или фишки.</translation>
        </message>
        <message>
            <source>This ruleset plays on no grid: there is no battle map.</source>
            <translation>Эти правила не используют сетку: карты боя нет.</translation>
        </message>
        <message>
            <source>Paint: off</source>
            <translation>Рисование: выкл.</translation>
        </message>
        <message>
            <source>Paint: {kind}</source>
            <translation>Рисовать: {kind}</translation>
        </message>
        <message>
            <source>Battle &amp;map</source>
            <translation>&amp;Карта боя</translation>
        </message>
        <message>
            <source>Go to the map: arrows plan a move, Enter makes it (Ctrl+Alt+M)</source>
            <translation>К карте: стрелки прокладывают ход, Enter делает его (Ctrl+Alt+M)</translation>
        </message>
        <message>
            <source>Place the fight on the map</source>
            <translation>Расставить бой на карте</translation>
        </message>
        <message>
            <source>Every combatant without a token goes on a free tile (Ctrl+Alt+P)</source>
            <translation>Каждый участник без фишки встаёт на свободную клетку (Ctrl+Alt+P)</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Размер</translation>
        </message>
        <message>
            <source>Columns</source>
            <translation>Столбцы</translation>
        </message>
        <message>
            <source>Rows</source>
            <translation>Строки</translation>
        </message>
        <message>
            <source>Set size</source>
            <translation>Задать размер</translation>
        </message>
        <message>
            <source>Make the map this many tiles wide and high</source>
            <translation>Сделать карту такой ширины и высоты в клетках</translation>
        </message>
        <message>
            <source>Pick a kind of tile, then click tiles to paint them (on the map: arrows and Space)</source>
            <translation>Выберите вид клетки и щёлкайте по клеткам, чтобы их закрасить (на карте: стрелки и пробел)</translation>
        </message>
        <message>
            <source>Place the fight</source>
            <translation>Расставить бой</translation>
        </message>
        <message>
            <source>Players see the map</source>
            <translation>Игроки видят карту</translation>
        </message>
        <message>
            <source>The players' display shows the map, hidden tokens left out</source>
            <translation>Экран игроков показывает карту без скрытых фишек</translation>
        </message>
        <message>
            <source>Edit the map</source>
            <translation>Править карту</translation>
        </message>
        <message>
            <source>Edit the map ({key})</source>
            <translation>Править карту ({key})</translation>
        </message>
        <message>
            <source>The map's size, walls, windows and furniture ({key})</source>
            <translation>Размер карты, стены, окна и мебель ({key})</translation>
        </message>
        <message>
            <source>Move ({key})</source>
            <translation>Идти ({key})</translation>
        </message>
        <message>
            <source>Grenade ({key})</source>
            <translation>Граната ({key})</translation>
        </message>
        <message>
            <source>Aim a grenade: the arrows move the blast, {key} throws</source>
            <translation>Нацелить гранату: стрелки двигают взрыв, {key} — бросить</translation>
        </message>
        <message>
            <source>SMG spray ({key})</source>
            <translation>Очередь из ПП ({key})</translation>
        </message>
        <message>
            <source>Everyone within Accuracy tiles: {key} fires</source>
            <translation>Все в пределах Меткости клеток: {key} — огонь</translation>
        </message>
        <message>
            <source>{up} {left} {down} {right}: a step (Shift with one, or keypad 7 9 1 3: diagonal) · {back}: step back · {next}: next token · {target}: next target · {passing}: strike in passing · {block}: block · {pick}: pick up · drag a token to move it</source>
            <translation>{up} {left} {down} {right}: шаг (Shift с одной из них или 7 9 1 3 на цифровом блоке: по диагонали) · {back}: шаг назад · {next}: следующая фишка · {target}: следующая цель · {passing}: удары на бегу · {block}: блок · {pick}: подобрать · фишку можно перетащить</translation>
        </message>
        <message>
            <source>Make the planned move</source>
            <translation>Сделать намеченный ход</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <translation>Отмена (Esc)</translation>
        </message>
        <message>
            <source>Drop the planned move, throw or spray</source>
            <translation>Отменить намеченный ход, бросок или очередь</translation>
        </message>
        <message>
            <source>Melee in passing ({key} turns it off), certain: {blows}</source>
            <translation>Удары на бегу ({key} отключает), наверняка: {blows}</translation>
        </message>
        <message>
            <source>{key}: strike in passing ({count} {count|blow|blows}).</source>
            <translation>{key}: ударить на бегу ({count} {count|удар|удара|ударов}).</translation>
        </message>
        <message>
            <source>Furniture ({key})</source>
            <translation>Мебель ({key})</translation>
        </message>
        <message>
            <source>Move or hit the furniture beside the chosen token</source>
            <translation>Сдвинуть или ударить мебель рядом с выбранной фишкой</translation>
        </message>
        <message>
            <source>No furniture stands beside the chosen token (side by side, not diagonal).</source>
            <translation>Рядом с выбранной фишкой нет мебели (вплотную, не по диагонали).</translation>
        </message>
        <message>
            <source>Players see the map ({key})</source>
            <translation>Игроки видят карту ({key})</translation>
        </message>
        <message>
            <source>The players&apos; display shows the map, or the fight again ({key})</source>
            <translation>Экран игроков показывает карту или снова бой ({key})</translation>
        </message>
        <message>
            <source>Melee in passing on: {count} {count|blow|blows}, certain; Enter makes the move and strikes.</source>
            <translation>Удары на бегу включены: {count} {count|удар|удара|ударов}, наверняка; Enter делает ход и бьёт.</translation>
        </message>
        <message>
            <source>Melee in passing on: the move planned with the arrows strikes whom it runs past.</source>
            <translation>Удары на бегу включены: ход, проложенный стрелками, бьёт тех, мимо кого проходит.</translation>
        </message>
        <message>
            <source>Melee in passing off: the move strikes nobody.</source>
            <translation>Удары на бегу выключены: ход никого не бьёт.</translation>
        </message>
        <message>
            <source>Choose whose move it is first (Tab): {key} makes it strike whom it runs past.</source>
            <translation>Сначала выберите, чей это ход (Tab): {key} заставляет бить тех, мимо кого он проходит.</translation>
        </message>
        <message>
            <source>Choose a token first (Tab): {key} picks up what lies beside it.</source>
            <translation>Сначала выберите фишку (Tab): {key} подбирает то, что лежит рядом с ней.</translation>
        </message>
        <message>
            <source>{name} cannot pick anything up.</source>
            <translation>{name} не может ничего подобрать.</translation>
        </message>
        <message>
            <source>Nothing to pick up beside {name}: the token must stand side by side with a tile of {kinds} (not diagonal).</source>
            <translation>Рядом с фишкой «{name}» нечего подобрать: она должна стоять вплотную к клетке одного из видов: {kinds} (не по диагонали).</translation>
        </message>
        <message>
            <source>Pick up ({key})</source>
            <translation>Подобрать ({key})</translation>
        </message>
        <message>
            <source>The chosen token picks up what lies beside it: a crate searched, a cabinet opened</source>
            <translation>Выбранная фишка подбирает то, что лежит рядом: обысканный ящик, открытый шкаф</translation>
        </message>
        <message>
            <source>Marks: {marks}</source>
            <translation>Обозначения: {marks}</translation>
        </message>
        <message>
            <source>{when} ({key} changes when).</source>
            <translation>{when} ({key} меняет момент взрыва).</translation>
        </message>
        <message>
            <source>{name} → {target}: {target} is down; {key} picks the next target.</source>
            <translation>{name} → {target}: {target} — вне боя; {key} выбирает следующую цель.</translation>
        </message>
        <message>
            <source>Editing: {name} placed by hand on {tile}, no move&apos;s cost ({key} places).</source>
            <translation>Правка: {name} — вручную на {tile}, без затрат на ход ({key} ставит).</translation>
        </message>
        <message>
            <source>Editing: drag a token, or choose one ({next}) and plan with the arrows, to place it by hand.</source>
            <translation>Правка: перетащите фишку или выберите её ({next}) и ведите стрелками, чтобы поставить вручную.</translation>
        </message>
        <message>
            <source>Editing: {name} chosen: the arrows move it, {key} places it ({next} chooses another).</source>
            <translation>Правка: выбрана фишка {name}: стрелки двигают её, {key} ставит ({next} выбирает другую).</translation>
        </message>
        <message>
            <source>{key}: the kind of tile to paint.</source>
            <translation>{key}: выбрать, какие клетки рисовать.</translation>
        </message>
        <message>
            <source>Editing: {name} cannot stand on {tile}: {what} is there (a token goes on an open tile).</source>
            <translation>Правка: {name} не может стоять на {tile}: там {what} (фишка ставится на свободную клетку).</translation>
        </message>
        <message>
            <source>Editing: {name} cannot stand on {tile}: it is off the map.</source>
            <translation>Правка: {name} не может стоять на {tile}: это за краем карты.</translation>
        </message>
        <message>
            <source>Red: the blast hits everyone within 10 tiles, walls or not: {sure}.</source>
            <translation>Красное: взрыв заденет всех в пределах 10 клеток, за стенами тоже: {sure}.</translation>
        </message>
        <message>
            <source>Orange stripes: if it reaches 11-15 tiles, also {maybe}.</source>
            <translation>Оранжевая штриховка: если взрыв достанет на 11–15 клеток, ещё и: {maybe}.</translation>
        </message>
        <message>
            <source>Orange stripes: 11-15 tiles, if it reaches; no one else is there.</source>
            <translation>Оранжевая штриховка: 11–15 клеток, если взрыв достанет; там больше никого.</translation>
        </message>
        <message>
            <source>Red: the blast&apos;s 10 tiles; orange stripes: 11-15 tiles, if it reaches.</source>
            <translation>Красное: 10 клеток взрыва; оранжевая штриховка: 11–15 клеток, если взрыв достанет.</translation>
        </message>
        <message>
            <source>{name} cannot throw a grenade: {why}</source>
            <translation>{name} не может бросить гранату: {why}</translation>
        </message>
        <message>
            <source>{name} is chosen (the cyan ring): the arrows move this token. The turn is another&apos;s: {acting} (the yellow ring).</source>
            <translation>Выбор: {name} (голубое кольцо); стрелки двигают эту фишку. Ход сейчас у другого: {acting} (жёлтое кольцо).</translation>
        </message>
        <message>
            <source>Out of turn: the turn is {acting}&apos;s.</source>
            <translation>Не в свой ход: сейчас ходит {acting}.</translation>
        </message>
    </context>
    <context>
        <name>MeleeGroupsDialog</name>
        <message>
            <source>Melee groups</source>
            <translation>Группы рукопашной</translation>
        </message>
        <message>
            <source>Who fights whom: each fighter&apos;s side and group (0: in no melee). First grouping shares the larger side out as evenly as it goes; change any number, then Set the groups.</source>
            <translation>Кто с кем дерётся: сторона и группа каждого бойца (0 — не в рукопашной). «Первая расстановка» делит большую сторону как можно ровнее; измените любой номер, затем «Задать группы».</translation>
        </message>
        <message>
            <source>&amp;First grouping</source>
            <translation>Перв&amp;ая расстановка</translation>
        </message>
        <message>
            <source>The rules&apos; first grouping of the fighters, by the sides as they stand</source>
            <translation>Первая расстановка бойцов по правилам, по сторонам как они есть</translation>
        </message>
        <message>
            <source>&amp;Set the groups</source>
            <translation>Задать групп&amp;ы</translation>
        </message>
        <message>
            <source>Write the groups as numbered (Ctrl+Z takes them back)</source>
            <translation>Записать группы по номерам (Ctrl+Z отменяет)</translation>
        </message>
        <message>
            <source>&amp;Exchanges of the groups set</source>
            <translation>Сх&amp;ватки заданных групп</translation>
        </message>
        <message>
            <source>A lone &amp;winner hits</source>
            <translation>&amp;Одиночный победитель бьёт</translation>
        </message>
        <message>
            <source>Against several, a lone winner hits only one of them, the GM&apos;s choice</source>
            <translation>Против нескольких одиночный победитель бьёт только одного из них, на выбор Мастера</translation>
        </message>
        <message>
            <source>Faces at the table, in the fighters&apos; order (empty: roll here)</source>
            <translation>Грани со стола, в порядке бойцов (пусто — бросить здесь)</translation>
        </message>
        <message>
            <source>&amp;Roll the exchange</source>
            <translation>Бросить схват&amp;ку</translation>
        </message>
        <message>
            <source>Roll the picked group&apos;s exchange and deal its hits (Enter in the faces)</source>
            <translation>Бросить схватку выбранной группы и нанести её удары (Enter в поле граней)</translation>
        </message>
        <message>
            <source>{one} against {two}</source>
            <translation>{one} — {two}</translation>
        </message>
        <message>
            <source>Players&apos; side</source>
            <translation>Сторона игроков</translation>
        </message>
        <message>
            <source>The side this fighter stands on</source>
            <translation>На чьей стороне этот боец</translation>
        </message>
        <message>
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>The number of this fighter&apos;s group (0: in no melee)</source>
            <translation>Номер группы этого бойца (0 — не в рукопашной)</translation>
        </message>
        <message>
            <source>nobody in this group is left standing: set the groups again</source>
            <translation>в этой группе никого не осталось в живых: задайте группы заново</translation>
        </message>
        <message>
            <source>{names} — no one is left on the other side: set the groups again</source>
            <translation>{names} — на другой стороне никого не осталось: задайте группы заново</translation>
        </message>
        <message>
            <source>Others&apos; side</source>
            <translation>Другая сторона</translation>
        </message>
        <message>
            <source>No exchange now: {why}</source>
            <translation>Схватки сейчас нет: {why}</translation>
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
            <translation>{target} сохранён более новой версией Deadwatch. Обновите Deadwatch, чтобы открыть его. Файл не изменён.</translation>
        </message>
        <message>
            <source>{target} cannot be read: {detail}. Nothing was changed.</source>
            <translation>{target} не читается: {detail}. Ничего не изменено.</translation>
        </message>
        <message>
            <source>Deadwatch may not open {target}: the file or its folder is not yours to read. Nothing was changed.</source>
            <translation>Deadwatch не может открыть {target}: у вас нет прав на чтение файла или его папки. Ничего не изменено.</translation>
        </message>
        <message>
            <source>There is no campaign at {target}: the file is missing.</source>
            <translation>Кампании {target} нет: файл отсутствует.</translation>
        </message>
        <message>
            <source>{target} was saved by an older Deadwatch and must be brought up to date, but it cannot be written here. Nothing was changed.</source>
            <translation>{target} сохранён более старой версией Deadwatch и должен быть обновлён, но записать его здесь нельзя. Ничего не изменено.</translation>
        </message>
        <message>
            <source>{target} is a campaign that is open: it cannot be written over or read as another file.</source>
            <translation>{target} — открытая кампания: её нельзя перезаписать или прочитать как другой файл.</translation>
        </message>
        <message>
            <source>{target} needs the database driver {detail}: install it with pip install "deadwatch[postgres]".</source>
            <translation>{target}: нужен драйвер базы данных {detail}; установите его командой pip install "deadwatch[postgres]".</translation>
        </message>
        <message>
            <source>{target} could not be brought up to date ({detail}). The file is as it was.</source>
            <translation>Не удалось обновить {target} ({detail}). Файл остался прежним.</translation>
        </message>
        <message>
            <source>{target} is not a Deadwatch campaign. The file was not changed.</source>
            <translation>{target} — не кампания Deadwatch. Файл не изменён.</translation>
        </message>
    </context>
    <context>
        <name>NewCampaignDialog</name>
        <message>
            <source>New campaign</source>
            <translation>Новая кампания</translation>
        </message>
        <message>
            <source>The Long Night</source>
            <translation>Долгая ночь</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Название</translation>
        </message>
        <message>
            <source>The rule system the campaign is played with. It cannot be changed later.</source>
            <translation>Система правил кампании. Позже её не изменить.</translation>
        </message>
        <message>
            <source>&amp;Ruleset</source>
            <translation>&amp;Правила</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>Домашние правила</translation>
        </message>
        <message>
            <source>Give the campaign a name.</source>
            <translation>Дайте кампании название.</translation>
        </message>
    </context>
    <context>
        <name>PlayerDisplay</name>
        <message>
            <source>Down so far: {names}</source>
            <translation>Потери за бой: {names}</translation>
        </message>
    <message>
        <source>Down in round {round}: {names}</source>
        <translation>Потери раунда {round}: {names}</translation>
    </message>
        <message>
            <source>Players</source>
            <extracomment>how long a key pressed on the display waits for the GM's window to be active again, in ms the display's own style: the GM's theme (an application style sheet) styles no part of it</extracomment>
            <translation>Игроки</translation>
        </message>
        <message>
            <source>The dead are here</source>
            <translation>Мертвецы здесь</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Угроза</translation>
        </message>
        <message>
            <source>Tension</source>
            <translation>Напряжение</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>Мертвецы</translation>
        </message>
        <message>
            <source>Swarm Size</source>
            <translation>Размер роя</translation>
        </message>
        <message>
            <source>Swarm Threat</source>
            <translation>Угроза роя</translation>
        </message>
        <message>
            <source>Swarm fight · round {n}</source>
            <translation>Бой с роем · раунд {n}</translation>
        </message>
        <message>
            <source>and {count} more</source>
            <translation>и ещё {count}</translation>
        </message>
        <message>
            <source>paused</source>
            <translation>пауза</translation>
        </message>
        <message>
            <source>Time left: {clock}</source>
            <translation>Осталось: {clock}</translation>
        </message>
    </context>
    <context>
        <name>PlayerDisplayController</name>
        <message>
            <source>Player display on: screen {number} ({width}×{height})</source>
            <translation>Экран игроков включён: экран {number} ({width}×{height})</translation>
        </message>
        <message>
            <source>Screen {number}: {name} ({width}×{height})</source>
            <translation>Экран {number}: {name} ({width}×{height})</translation>
        </message>
        <message>
            <source>Player display off</source>
            <translation>Экран игроков выключен</translation>
        </message>
        <message>
            <source>&amp;Player display</source>
            <translation>&amp;Экран игроков</translation>
        </message>
        <message>
            <source>Show the players' screen on the projector or TV (F5)</source>
            <translation>Показать экран игроков на проекторе или телевизоре (F5)</translation>
        </message>
        <message>
            <source>&amp;Blackout</source>
            <translation>&amp;Затемнить</translation>
        </message>
        <message>
            <source>Black out the players' screen (B)</source>
            <translation>Затемнить экран игроков (B)</translation>
        </message>
        <message>
            <source>Flash "The dead are here" on the players' screen at a threat of 3 or more: on</source>
            <translation>Вспышка «Мертвецы здесь» на экране игроков при угрозе 3 и выше: включена</translation>
        </message>
        <message>
            <source>Flash "The dead are here" on the players' screen: off</source>
            <translation>Вспышка «Мертвецы здесь» на экране игроков: выключена</translation>
        </message>
        <message>
            <source>Flash &amp;when the dead arrive</source>
            <translation>&amp;Вспышка, когда приходят мертвецы</translation>
        </message>
        <message>
            <source>Flash "The dead are here" when the threat rises to 3 or more</source>
            <translation>Показать вспышку «Мертвецы здесь», когда угроза поднимается до 3 и выше</translation>
        </message>
        <message>
            <source>S&amp;hare player view…</source>
            <translation>&amp;Поделиться экраном игроков…</translation>
        </message>
        <message>
            <source>Serve the players' view to their phones on the local network</source>
            <translation>Показывать экран игроков на их телефонах через локальную сеть</translation>
        </message>
        <message>
            <source>Player display &amp;screen</source>
            <translation>&amp;Монитор экрана игроков</translation>
        </message>
        <message>
            <source>Hand&amp;outs…</source>
            <translation>Раздаточные &amp;материалы…</translation>
        </message>
        <message>
            <source>Turn t&amp;imer</source>
            <translation>&amp;Таймер хода</translation>
        </message>
        <message>
            <source>Give the one acting a minute, on the player display and their phone (again: the timer goes off)</source>
            <translation>Дать тому, кто ходит, минуту — на экране игроков и на его телефоне (ещё раз: таймер выключается)</translation>
        </message>
        <message>
            <source>&amp;Pause the turn timer</source>
            <translation>Пр&amp;иостановить таймер хода</translation>
        </message>
        <message>
            <source>Show the players a picture or a text: the room, every phone or one</source>
            <translation>Показать игрокам картинку или текст: в комнате, на всех телефонах или на одном</translation>
        </message>
        <message>
            <source>Players&apos; screen: black ({key})</source>
            <translation>Экран игроков: затемнён ({key})</translation>
        </message>
        <message>
            <source>The players&apos; links are off: {address} could not be served again. Ctrl+Shift+L to share.</source>
            <translation>Ссылки игроков не работают: не удалось снова открыть {address}. Ctrl+Shift+L — поделиться.</translation>
        </message>
        <message>
            <source>Shared with the players again at {url}</source>
            <translation>Снова доступно игрокам по адресу {url}</translation>
        </message>
        <message>
            <source>The players&apos; screen does not show this timer.</source>
            <translation>Экран игроков не показывает этот таймер.</translation>
        </message>
        <message>
            <source>Blackout ({key})</source>
            <translation>Экран затемнён ({key})</translation>
        </message>
        <message>
            <source>Player display on: screen {number} ({width}×{height}), in front of this window: Alt+Tab comes back here, {key} closes it</source>
            <translation>Экран игроков включён: экран {number} ({width}×{height}), поверх этого окна: Alt+Tab — вернуться сюда, {key} — закрыть</translation>
        </message>
    </context>
    <context>
        <name>PlayerLinksPanel</name>
        <message>
            <source>No player characters in this campaign.</source>
            <translation>В этой кампании нет персонажей игроков.</translation>
        </message>
    </context>
    <context>
        <name>PlayerPage</name>
        <message>
            <source>Round {round}</source>
            <extracomment>the player page's words, in context PlayerPage; ``{name}`` fields are filled by the page</extracomment>
            <translation>Раунд {round}</translation>
        </message>
        <message>
            <source>{name}'s turn</source>
            <translation>Ход: {name}</translation>
        </message>
        <message>
            <source>Your turn!</source>
            <translation>Ваш ход!</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Угроза</translation>
        </message>
        <message>
            <source>Initiative</source>
            <translation>Инициатива</translation>
        </message>
        <message>
            <source>Conditions</source>
            <translation>Состояния</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Нет</translation>
        </message>
        <message>
            <source>Ammunition</source>
            <translation>Боеприпасы</translation>
        </message>
        <message>
            <source>? (the GM knows)</source>
            <translation>? (знает ведущий)</translation>
        </message>
        <message>
            <source>{label} ×{count}</source>
            <translation>{label} ×{count}</translation>
        </message>
        <message>
            <source>+{spare} spare</source>
            <translation>+{spare} в запасе</translation>
        </message>
        <message>
            <source>you</source>
            <translation>вы</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>Нет в живых</translation>
        </message>
        <message>
            <source>Connection lost, reconnecting…</source>
            <translation>Связь потеряна, подключаемся снова…</translation>
        </message>
        <message>
            <source>This link no longer works. Ask the GM for a new one.</source>
            <translation>Эта ссылка больше не действует. Попросите у ведущего новую.</translation>
        </message>
        <message>
            <source>This link does not open this table. Check it against the one the GM shows, letter by letter, or ask the GM for a new one.</source>
            <translation>Эта ссылка не открывает этот стол. Сверьте её по буквам с той, что показывает ведущий, или попросите у ведущего новую.</translation>
        </message>
        <message>
            <source>This address needs the code at the end of the GM&apos;s link (after “?t=”). Scan or type the whole link.</source>
            <translation>Адресу нужен код из конца ссылки ведущего (после «?t=»). Отсканируйте или наберите ссылку целиком.</translation>
        </message>
        <message>
            <source>The table</source>
            <translation>За столом</translation>
        </message>
        <message>
            <source>Tension</source>
            <translation>Напряжение</translation>
        </message>
        <message>
            <source>Swarm Size: {size} · Swarm Threat: {threat}</source>
            <translation>Размер роя: {size} · Угроза роя: {threat}</translation>
        </message>
        <message>
            <source>Swarm fight · round {n}</source>
            <translation>Бой с роем · раунд {n}</translation>
        </message>
        <message>
            <source>The dead: {dead}</source>
            <translation>Мертвецов: {dead}</translation>
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
            <translation>пауза</translation>
        </message>
        <message>
            <source>Time left:</source>
            <translation>Осталось:</translation>
        </message>
        <message>
            <source>Picture</source>
            <translation>Картинка</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Записка</translation>
        </message>
        <message>
            <source>for you alone</source>
            <translation>только для вас</translation>
        </message>
        <message>
            <source>for everyone</source>
            <translation>для всех</translation>
        </message>
        <message>
            <source>Waiting for the GM to start…</source>
            <translation>Ждём, когда ведущий начнёт…</translation>
        </message>
        <message>
            <source>The GM has darkened the screens</source>
            <translation>Ведущий затемнил экраны</translation>
        </message>
        <message>
            <source>The GM revoked this link. Ask the GM for a new one.</source>
            <translation>Ведущий отозвал эту ссылку. Попросите у ведущего новую.</translation>
        </message>
    </context>
    <context>
        <name>PlayerRow</name>
        <message>
            <source>Link revoked: the old link shows this player nothing now; Give a phone link makes a new one.</source>
            <translation>Ссылка отозвана: по старой ссылке этот игрок больше ничего не видит; «Дать ссылку для телефона» создаст новую.</translation>
        </message>
        <message>
            <source>This player's link stops working at once; the others go on</source>
            <translation>Ссылка этого игрока сразу перестаёт работать; остальные продолжают</translation>
        </message>
        <message>
            <source>No link: this player sees nothing of their own.</source>
            <translation>Ссылки нет: этот игрок не видит своего персонажа.</translation>
        </message>
        <message>
            <source>The link works while you share.</source>
            <translation>Ссылка работает, пока вы показываете.</translation>
        </message>
        <message>
            <source>&amp;Revoke</source>
            <translation>&amp;Отозвать</translation>
        </message>
        <message>
            <source>Ne&amp;w link</source>
            <translation>Новая &amp;ссылка</translation>
        </message>
        <message>
            <source>&amp;Give a phone link</source>
            <translation>Дать ссылку для &amp;телефона</translation>
        </message>
        <message>
            <source>{name}&apos;s link copied</source>
            <translation>Ссылка скопирована: {name}</translation>
        </message>
    </context>
    <context>
        <name>PlayerView</name>
        <message>
            <source>The swarm thins</source>
            <translation>Рой редеет</translation>
        </message>
        <message>
            <source>The dead are alerted</source>
            <translation>Мертвецы всполошились</translation>
        </message>
        <message>
            <source>The dead strike</source>
            <translation>Мертвецы наносят удар</translation>
        </message>
        <message>
            <source>What will the dead do?</source>
            <translation>Что сделают мертвецы?</translation>
        </message>
        <message>
            <source>Round {round}: won</source>
            <translation>Раунд {round}: выигран</translation>
        </message>
        <message>
            <source>Round {round}: lost</source>
            <translation>Раунд {round}: проигран</translation>
        </message>
        <message>
            <source>Someone is hurt</source>
            <translation>Кто-то получает урон</translation>
        </message>
        <message>
            <source>Someone fights it off</source>
            <translation>Кто-то отбивается</translation>
        </message>
        <message>
            <source>{name} is hurt</source>
            <translation>{name} получает урон</translation>
        </message>
        <message>
            <source>{name} fights it off</source>
            <translation>{name} отбивается</translation>
        </message>
    <message>
        <source>Someone takes the hit</source>
        <translation>Кто-то принимает удар</translation>
    </message>
    <message>
        <source>Someone faces an attack</source>
        <translation>Кто-то под атакой</translation>
    </message>
    <message>
        <source>{name} takes the hit</source>
        <translation>{name} принимает удар</translation>
    </message>
    <message>
        <source>{name} faces an attack</source>
        <translation>{name} под атакой</translation>
    </message>
    <message>
        <source>Round lost: what will the dead do?</source>
        <translation>Раунд проигран: что сделают мертвецы?</translation>
    </message>
        <message>
            <source>numbers</source>
            <translation>числами</translation>
        </message>
        <message>
            <source>a word</source>
            <translation>словом</translation>
        </message>
        <message>
            <source>hidden</source>
            <translation>скрыто</translation>
        </message>
        <message>
            <source>Unhurt</source>
            <extracomment>words for a pool's fill when the ruleset names no values (fraction at or above, word)</extracomment>
            <translation>Без ран</translation>
        </message>
        <message>
            <source>Scratched</source>
            <translation>Царапины</translation>
        </message>
        <message>
            <source>Wounded</source>
            <translation>Ранение</translation>
        </message>
        <message>
            <source>Badly wounded</source>
            <translation>Тяжёлое ранение</translation>
        </message>
        <message>
            <source>Near death</source>
            <translation>При смерти</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Вне строя</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>Нет в живых</translation>
        </message>
        <message>
            <source>Round {round}: {total} successes against Swarm Threat {needed}</source>
            <extracomment>the last swarm round as the players hear it (no names: who rolled and who is attacked stays the GM's)</extracomment>
            <translation>Раунд {round}: {total} {total|успех|успеха|успехов} против угрозы роя {needed}</translation>
        </message>
        <message>
            <source>The swarm is beaten</source>
            <translation>Рой побеждён</translation>
        </message>
        <message>
            <source>Round won: the swarm thins</source>
            <translation>Раунд выигран: рой редеет</translation>
        </message>
        <message>
            <source>Round lost: the dead are alerted</source>
            <translation>Раунд проигран: мертвецы всполошились</translation>
        </message>
        <message>
            <source>Round lost: the dead strike</source>
            <translation>Раунд проигран: мертвецы наносят удар</translation>
        </message>
        <message>
            <source>Round lost</source>
            <translation>Раунд проигран</translation>
        </message>
        <message>
            <source>Unknown</source>
            <extracomment>what an unrevealed name reads as, the players' screen's word</extracomment>
            <translation>Неизвестный</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Папка:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>&amp;Тип файлов:</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>ОК</translation>
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
            <translation>Shift</translation>
        </message>
        <message>
            <source>Alt</source>
            <translation>Alt</translation>
        </message>
        <message>
            <source>Del</source>
            <translation>Del</translation>
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
            <translation>Enter</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Пробел</translation>
        </message>
    </context>
    <context>
        <name>ReadOnly</name>
        <message>
            <source>This campaign is read-only</source>
            <translation>Эта кампания только для чтения</translation>
        </message>
        <message>
            <source>This campaign is read-only: nothing was changed. File → Save a copy makes one to play on.</source>
            <translation>Эта кампания только для чтения: ничего не изменено. Файл → Сохранить копию создаёт копию, в которой можно играть.</translation>
        </message>
        <message>
            <source>Nothing in it can be changed. Use File → Save a copy (Ctrl+Shift+S) to make a copy you can play on.</source>
            <translation>Ничего в ней изменить нельзя. Файл → Сохранить копию (Ctrl+Shift+S) создаст копию, в которой можно играть.</translation>
        </message>
        <message>
            <source>Deadwatch may not write this campaign.</source>
            <translation>Deadwatch не может записывать эту кампанию.</translation>
        </message>
        <message>
            <source>Deadwatch may not write this campaign&apos;s file nor its folder.</source>
            <translation>Deadwatch не может записывать ни файл этой кампании, ни его папку.</translation>
        </message>
        <message>
            <source>Deadwatch may not write this campaign&apos;s file (its folder can be written).</source>
            <translation>Deadwatch не может записывать файл этой кампании (в его папку писать можно).</translation>
        </message>
        <message>
            <source>Deadwatch may not write this campaign&apos;s folder, where its working files are kept beside it (the file itself can be written).</source>
            <translation>Deadwatch не может записывать папку этой кампании, где рядом с ней хранятся её рабочие файлы (сам файл записывать можно).</translation>
        </message>
        <message>
            <source>Deadwatch may not write this campaign now, though its file and its folder can be written: its disk may be read-only.</source>
            <translation>Deadwatch сейчас не может записывать эту кампанию, хотя её файл и папка доступны для записи: возможно, диск только для чтения.</translation>
        </message>
    </context>
    <context>
        <name>RationsDialog</name>
        <message>
            <source>{name} ({count} {count|ration|rations})</source>
            <translation>{name} ({count} {count|паёк|пайка|пайков})</translation>
        </message>
        <message>
            <source>{name} ({count} {count|ration|rations}; sick: no Health back)</source>
            <translation>{name} ({count} {count|паёк|пайка|пайков}; болеет: Здоровье не возвращается)</translation>
        </message>
        <message>
            <source>Time passes</source>
            <translation>Проходит время</translation>
        </message>
        <message>
            <source>{days} {days|day passes|days pass}. Enter lets the time pass; Escape lets none pass.</source>
            <translation>{days|Проходит|Проходят|Проходят} {days} {days|день|дня|дней}. Enter — время проходит; Esc — время не проходит.</translation>
        </message>
        <message>
            <source>{name}: lethal injury, {time} left: dies unless stabilized</source>
            <translation>{name}: смертельная травма, осталось {time}: умрёт, если её не стабилизировать</translation>
        </message>
        <message>
            <source>Rations</source>
            <translation>Пайки</translation>
        </message>
        <message>
            <source>{days} {days|day passes|days pass}. Who ate a ration each day? One Health back a day for each who did; one without food does not heal.</source>
            <translation>{days|Проходит|Проходят|Проходят} {days} {days|день|дня|дней}. Кто съедал паёк каждый день? Каждому, кто ел, — одно Здоровье в день; без еды Здоровье не возвращается.</translation>
        </message>
        <message>
            <source>{name} (sick: no Health back)</source>
            <translation>{name} (болеет: Здоровье не возвращается)</translation>
        </message>
        <message>
            <source> of {days} {days|day|days}</source>
            <translation> из {days}</translation>
        </message>
        <message>
            <source>Days with a ration</source>
            <translation>Дней с пайком</translation>
        </message>
        <message>
            <source>{name} has {count} {count|ration|rations} for {fed} {fed|day|days} eaten: fewer days, or add rations on the sheet.</source>
            <translation>{name}: {count} {count|паёк|пайка|пайков} на {fed} {fed|день|дня|дней} с едой: уменьшите число дней или добавьте пайки в листе.</translation>
        </message>
        <message>
            <source>{name}: no ration, no Health back in {days} {days|day|days}.</source>
            <translation>{name}: без пайка Здоровье не возвращается за {days} {days|день|дня|дней}.</translation>
        </message>
        <message>
            <source>{name} has {count} {count|ration|rations} for {days} {days|day|days}: a ration on {fed} of them, Health back for those alone.</source>
            <translation>{name}: {count} {count|паёк|пайка|пайков} на {days} {days|день|дня|дней} — паёк в {fed} из них, Здоровье возвращается только за эти дни.</translation>
        </message>
        <message>
            <source>{name}: a ration on {fed} of {days} days, Health back for those alone.</source>
            <translation>{name}: паёк в {fed} из {days} {days|дня|дней|дней}, Здоровье возвращается только за эти дни.</translation>
        </message>
    </context>
    <context>
        <name>RepairDialog</name>
        <message>
            <source>The character sheet is damaged: {reason}</source>
            <translation>Лист персонажа повреждён: {reason}</translation>
        </message>
        <message>
            <source>The live state (wounds, conditions) is damaged: {reason}</source>
            <translation>Текущее состояние (раны, состояния) повреждено: {reason}</translation>
        </message>
        <message>
            <source>Fields that do not fit: {fields}.</source>
            <translation>Неподходящие поля: {fields}.</translation>
        </message>
        <message>
            <source>Repair {name}</source>
            <translation>Починить: {name}</translation>
        </message>
        <message>
            <source>What did not fit the rules is back at the ruleset's defaults. OK saves the character as shown (Undo takes it back); Cancel leaves it as it is.</source>
            <translation>То, что не подходило под правила, возвращено к значениям по умолчанию. OK сохраняет персонажа таким, как показано (Отмена действия вернёт прежнее); «Отмена» оставляет всё как есть.</translation>
        </message>
    </context>
    <context>
        <name>RollResultView</name>
        <message>
            <source>Apply {amount} damage ({aside}) to {name}</source>
            <translation>Нанести урон {amount} ({aside}) — {name}</translation>
        </message>
        <message>
            <source>{offer}; {aside}</source>
            <translation>{offer}; {aside}</translation>
        </message>
        <message>
            <source>The dice were typed from the table.</source>
            <translation>Кубики введены со стола.</translation>
        </message>
        <message>
            <source>The dice were rolled here.</source>
            <translation>Кубики брошены здесь.</translation>
        </message>
        <message>
            <source>Points to spend</source>
            <translation>Сколько очков потратить</translation>
        </message>
        <message>
            <source>Apply {amount} damage to {name}</source>
            <translation>Нанести урон {amount} — {name}</translation>
        </message>
        <message>
            <source>Roll the damage on {name}</source>
            <translation>Бросить урон: цель — {name}</translation>
        </message>
        <message>
            <source>One action on the characters: undo takes it back</source>
            <translation>Одно действие с персонажами: отмена его возвращает</translation>
        </message>
        <message>
            <source>Threat +1 (walker)</source>
            <translation>Угроза +1 (ходячий)</translation>
        </message>
        <message>
            <source>Raise the Threat Level one step for this mess-up</source>
            <translation>Поднять уровень угрозы на шаг из-за этого провала</translation>
        </message>
        <message>
            <source>{offer} (hit {number} of {count})</source>
            <translation>{offer} (попадание {number} из {count})</translation>
        </message>
        <message>
            <source>Instead of raising the Threat Level for this mess-up</source>
            <translation>Вместо повышения уровня угрозы за этот срыв</translation>
        </message>
        <message>
            <source>No push: accept the roll</source>
            <translation>Без форсирования: принять бросок</translation>
        </message>
        <message>
            <source>The roll stands as it is, not pushed: its damage is offered</source>
            <translation>Бросок остаётся как есть, без форсирования: предлагается его урон</translation>
        </message>
        <message>
            <source>Push the roll or accept it first</source>
            <translation>Сначала форсируйте бросок или примите его</translation>
        </message>
    </context>
    <context>
        <name>RosterDialog</name>
        <message>
            <source>Who fights: the players' characters are ticked; Ctrl+A everyone who can fight; Up and Down move, in the name too; in the list, Space ticks another:</source>
            <translation>Кто участвует: персонажи игроков отмечены; Ctrl+A — всех, кто может сражаться; Вверх и Вниз — по строкам; в списке Пробел отмечает другого:</translation>
        </message>
        <message>
            <source>Start a fight</source>
            <translation>Начать бой</translation>
        </message>
        <message>
            <source>Add to the fight</source>
            <translation>Добавить в бой</translation>
        </message>
        <message>
            <source>For the log, e.g. Ambush at the mill</source>
            <translation>Для журнала, например: Засада у мельницы</translation>
        </message>
        <message>
            <source>Roll initiative again every round</source>
            <translation>Перебрасывать инициативу каждый раунд</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Название</translation>
        </message>
        <message>
            <source>Initiative</source>
            <translation>Инициатива</translation>
        </message>
        <message>
            <source>Who fights (Up and Down move, Space ticks, Ctrl+A ticks everyone):</source>
            <translation>Кто участвует (Вверх и Вниз — по строкам, Пробел отмечает, Ctrl+A — всех, кто может сражаться):</translation>
        </message>
        <message>
            <source>Who fights: the players&apos; characters are ticked; Space ticks another (a zombie, a stranger), Ctrl+A everyone who can fight; Up and Down move, in the name too:</source>
            <translation>Кто участвует: персонажи игроков отмечены; Пробел отмечает другого (зомби), Ctrl+A — всех, кто может сражаться; Вверх и Вниз — по строкам:</translation>
        </message>
            <message>
            <source>{state}: takes no turns</source>
            <translation>{state}: без хода</translation>
        </message>
        <message>
            <source>Ctrl+A ticked everyone who can fight; left out (they take no turns): {names}. Space on {count|that row|each of those rows} ticks it.</source>
            <translation>Ctrl+A отметил всех, кто может сражаться; не отмечены (без хода): {names}. Пробел на {count|этой строке|каждой из этих строк|каждой из этих строк} отмечает участника.</translation>
        </message>
        <message>
            <source>A name typed on the list goes into Name: type the fight&apos;s name at once, then Enter starts the fight.</source>
            <translation>Набранное в списке попадает в поле «Название»: наберите название боя сразу, и Enter начнёт бой.</translation>
        </message>
    </context>
    <context>
        <name>FieldForm</name>
        <message>
            <source>Fewer inputs ▴</source>
            <translation>Меньше полей ▴</translation>
        </message>
        <message>
            <source>More inputs ({count}) ▸</source>
            <translation>Ещё поля ({count}) ▸</translation>
        </message>
        <message>
            <source>Inputs that keep their default in most rolls; Space opens or closes them. They open by themselves when one of them holds another value.</source>
            <translation>Поля, которые в большинстве бросков остаются как есть; пробел открывает или закрывает их. Они открываются сами, когда в одном из них другое значение.</translation>
        </message>
    </context>
    <context>
        <name>RulesActionDialog</name>
        <message>
            <source>No attacker picked: {field} {value} is used; pick who hits in {by}.</source>
            <translation>Атакующий не выбран: используется {field} {value}; выберите, кто бьёт, в поле «{by}».</translation>
        </message>
        <message>
            <source>No attacker picked: {field} {value}, from {name} whose turn it is, is used; pick who hits in {by}.</source>
            <translation>Атакующий не выбран: используется {field} {value} того, чей сейчас ход ({name}); выберите, кто бьёт, в поле «{by}».</translation>
        </message>
        <message>
            <source>The result waits for its dice: type them above, or Enter lets the console roll them.</source>
            <translation>Итог ждёт своих кубиков: введите их выше или нажмите Enter, чтобы их бросила консоль.</translation>
        </message>
        <message>
            <source>Heal {name}</source>
            <translation>Лечение: {name}</translation>
        </message>
        <message>
            <source>Damage {name}</source>
            <translation>Урон: {name}</translation>
        </message>
        <message>
            <source>Who deals the damage (for the log, scores and experience)</source>
            <translation>Кто наносит урон (для журнала, очков и опыта)</translation>
        </message>
        <message>
            <source>The faces of the dice rolled at the table (damage, armor, first aid…), as the rules use them</source>
            <translation>Грани кубиков, брошенных на столе (урон, броня, первая помощь…), в том порядке, в каком их берут правила</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Кубики</translation>
        </message>
        <message>
            <source>Edit → Found… ({key}) adds the bandages and pain pills a character finds.</source>
            <translation>Правка → Найдено… ({key}) добавляет бинты и обезболивающее, найденные персонажем.</translation>
        </message>
        <message>
            <source>Healer</source>
            <translation>Кто лечит</translation>
        </message>
        <message>
            <source>Dealt by</source>
            <translation>Кто нанёс</translation>
        </message>
        <message>
            <source>(nobody: the patient&apos;s own care)</source>
            <translation>(никто: пациент лечит себя сам)</translation>
        </message>
        <message>
            <source>(nobody chosen)</source>
            <translation>(никто не выбран)</translation>
        </message>
        <message>
            <source>Set up {roll} for {name} in the dice dock</source>
            <translation>{name}: подготовить бросок «{roll}» на панели «Кубики»</translation>
        </message>
        <message>
            <source>Who gives the care: their skill and supplies are used; nobody: the patient&apos;s own</source>
            <translation>Кто оказывает помощь: берутся его навык и запасы; никто — навык и запасы самого пациента</translation>
        </message>
        <message>
            <source>Who heals (for the log)</source>
            <translation>Кто лечит (для журнала)</translation>
        </message>
    </context>
    <context>
        <name>ShareDialog</name>
        <message>
            <source>Share the player view</source>
            <extracomment>the port tried first, so that the players' links stay the same from one evening to the next</extracomment>
            <translation>Поделиться экраном игроков</translation>
        </message>
        <message>
            <source>The network the players' phones are on</source>
            <translation>Сеть, в которой телефоны игроков</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>Сеть</translation>
        </message>
        <message>
            <source>Each player's own link: their character on their phone</source>
            <translation>Своя ссылка для каждого игрока: его персонаж на его телефоне</translation>
        </message>
        <message>
            <source>Not shared. Nothing is served until you start.</source>
            <translation>Не показывается. Пока вы не начнёте, ничего не передаётся.</translation>
        </message>
        <message>
            <source>{count} {count|connection|connections} turned away: too many at once, or too slow</source>
            <translation>{count} {count|соединение отклонено|соединения отклонены|соединений отклонено}: слишком много за раз или слишком медленно</translation>
        </message>
        <message>
            <source>Players open:</source>
            <translation>Игроки открывают:</translation>
        </message>
        <message>
            <source>S&amp;top sharing</source>
            <translation>&amp;Прекратить показ</translation>
        </message>
        <message>
            <source>&amp;Start sharing</source>
            <translation>&amp;Начать показ</translation>
        </message>
        <message>
            <source>&amp;New address (revoke the old one)</source>
            <translation>Новый &amp;адрес (отозвать старый)</translation>
        </message>
        <message>
            <source>Cl&amp;ose</source>
            <translation>&amp;Закрыть</translation>
        </message>
        <message>
            <source>Undone: {action}</source>
            <translation>Отменено: {action}</translation>
        </message>
        <message>
            <source>Redone: {action}</source>
            <translation>Повторено: {action}</translation>
        </message>
    </context>
    <context>
        <name>SheetDialog</name>
        <message>
            <source>Character sheet</source>
            <translation>Лист персонажа</translation>
        </message>
        <message>
            <source>Throw away the changes made to this sheet?</source>
            <translation>Отбросить изменения, сделанные в этом листе?</translation>
        </message>
        <message>
            <source>&amp;Throw away</source>
            <translation>&amp;Отбросить</translation>
        </message>
        <message>
            <source>&amp;Keep editing</source>
            <translation>&amp;Продолжить правку</translation>
        </message>
        <message>
            <source>Experience: {points} unspent {points|point|points}</source>
            <translation>Опыт: {points} {points|неизрасходованное очко|неизрасходованных очка|неизрасходованных очков}</translation>
        </message>
        <message>
            <source>Character sheet — {name}</source>
            <translation>Лист персонажа — {name}</translation>
        </message>
        <message>
            <source>New character</source>
            <translation>Новый персонаж</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Имя</translation>
        </message>
        <message>
            <source>&amp;Kind</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>Лист</translation>
        </message>
        <message>
            <source>Derived values and budgets</source>
            <translation>Производные значения и бюджеты</translation>
        </message>
        <message>
            <source>Player character</source>
            <translation>Персонаж игрока</translation>
        </message>
        <message>
            <source>NPC</source>
            <translation>Неигровой персонаж</translation>
        </message>
        <message>
            <source>Zombie</source>
            <translation>Зомби</translation>
        </message>
        <message>
            <source>No derived values</source>
            <translation>Производных значений нет</translation>
        </message>
        <message>
            <source>{label}: {left} of {allowed} left</source>
            <translation>{label}: осталось {left} из {allowed}</translation>
        </message>
        <message>
            <source>No creation budget</source>
            <translation>Бюджета создания нет</translation>
        </message>
        <message>
            <source>Give the character a name.</source>
            <translation>Дайте персонажу имя.</translation>
        </message>
        <message>
            <source>N&amp;otes</source>
            <translation>&amp;Заметки</translation>
        </message>
        <message>
            <source>What the GM keeps about this character (an imported actor&apos;s notes)</source>
            <translation>Что ведущий помнит об этом персонаже (заметки импортированного актёра)</translation>
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
            <translation>Оружие</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Осталось</translation>
        </message>
        <message>
            <source>Spare</source>
            <translation>Запас</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Статус</translation>
        </message>
        <message>
            <source>Fire</source>
            <translation>Выстрел</translation>
        </message>
        <message>
            <source>Spend what this weapon fires (F when its row is selected)</source>
            <translation>Списать то, что выпустило это оружие (F, когда строка выбрана)</translation>
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
            <translation>патронов в каждой: {clips}</translation>
        </message>
        <message>
            <source>{spare} spare</source>
            <translation>в запасе: {spare}</translation>
        </message>
        <message>
            <source>EMPTY</source>
            <translation>ПУСТО</translation>
        </message>
        <message>
            <source>Low (warning at {threshold})</source>
            <translation>Мало (порог: {threshold})</translation>
        </message>
        <message>
            <source>fired this round</source>
            <translation>стрелял в этом раунде</translation>
        </message>
    </context>
    <context>
        <name>SwarmDock</name>
        <message>
            <source>by the rollers&apos; skills</source>
            <translation>по навыкам бросающих</translation>
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
            <translation>Чтобы сразиться с ними как с роем, укажите в поле «Мертвецы» пять или больше, затем снова нажмите {key}.</translation>
        </message>
        <message>
            <source>Type the count of dead (five or more make a swarm): {key} again starts the swarm fight.</source>
            <translation>Введите число мертвецов (рой — от пяти): ещё раз {key} — начать бой с роем.</translation>
        </message>
        <message>
            <source>Push {name}'s roll of {dice} {dice|die|dice}
{pushed}
win {win}, mess-up {messup}</source>
            <translation>{name}: форсировать бросок ({dice} {dice|кубик|кубика|кубиков})
{pushed}
победа {win}, срыв {messup}</translation>
        </message>
        <message>
            <source>{what}: {value} {count|die|dice} on this roll</source>
            <translation>{what}: {value} {count|кубик|кубика|кубиков} на этом броске</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>Мертвецы</translation>
        </message>
        <message>
            <source>How many dead: + and − add or take one</source>
            <translation>Сколько мертвецов: + и − добавляют или убирают одного</translation>
        </message>
        <message>
            <source>Swarm Size</source>
            <translation>Размер роя</translation>
        </message>
        <message>
            <source>The size the dead make; set 1-6 to override it</source>
            <translation>Размер, который дают мертвецы; задайте 1-6, чтобы заменить его</translation>
        </message>
        <message>
            <source>Fight the swarm</source>
            <translation>Бой с роем</translation>
        </message>
        <message>
            <source>Clear out an area</source>
            <translation>Зачистить местность</translation>
        </message>
        <message>
            <source>Call off</source>
            <translation>Прекратить</translation>
        </message>
        <message>
            <source>Who rolls</source>
            <translation>Кто бросает</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>Навык</translation>
        </message>
        <message>
            <source>Dice ±</source>
            <translation>Кубики ±</translation>
        </message>
        <message>
            <source>Rolls twice</source>
            <translation>Бросает дважды</translation>
        </message>
        <message>
            <source>Roll {skill}</source>
            <translation>Бросить: {skill}</translation>
        </message>
        <message>
            <source>One who is not rolling barks orders: one die per success, at most {count} to one roller</source>
            <translation>Тот, кто не бросает, отдаёт приказы: кубик за каждый успех, не больше {count} одному бросающему</translation>
        </message>
        <message>
            <source>Roll the sacrifice ({skill})</source>
            <translation>Бросок на жертву ({skill})</translation>
        </message>
        <message>
            <source>Throw the victim to the dead: an opposed {skill} roll; it takes one of the round's {count} {count|roll|rolls}</source>
            <translation>Отдать жертву мертвецам: встречный бросок ({skill}); он занимает один из {count} {count|броска|бросков|бросков} раунда</translation>
        </message>
        <message>
            <source>typed dice (empty: roll here)</source>
            <translation>кубики со стола (пусто: бросок здесь)</translation>
        </message>
        <message>
            <source>Sacrifice</source>
            <translation>Жертва</translation>
        </message>
        <message>
            <source>Clearing by</source>
            <translation>Зачистка</translation>
        </message>
        <message>
            <source>Roll the round (Ctrl+Alt+W)</source>
            <translation>Бросить раунд (Ctrl+Alt+W)</translation>
        </message>
        <message>
            <source>incl. {dice} {skill}</source>
            <translation>вкл. {dice}: {skill}</translation>
        </message>
        <message>
            <source>{skill} dice to {name}: </source>
            <translation>Кубики ({skill}), {name}: </translation>
        </message>
        <message>
            <source>Last round</source>
            <translation>Последний раунд</translation>
        </message>
        <message>
            <source>Apply the GM's picks</source>
            <translation>Применить выбор ведущего</translation>
        </message>
        <message>
            <source>Won: the GM sets the Threat Level</source>
            <translation>Победа: ведущий ставит уровень угрозы</translation>
        </message>
        <message>
            <source>Threat {level}</source>
            <translation>Угроза {level}</translation>
        </message>
        <message>
            <source>= Swarm Size {size} + Threat {threat}</source>
            <translation>= размер роя {size} + угроза {threat}</translation>
        </message>
        <message>
            <source>= Swarm Size {size} + Threat {threat} − {attacks} {attacks|attack|attacks} made</source>
            <translation>= размер роя {size} + угроза {threat} − {attacks} {attacks|атака|атаки|атак}</translation>
        </message>
        <message>
            <source>{name}, {skill}: {dice} {dice|die|dice}</source>
            <translation>{name}, {skill}: {dice} {dice|кубик|кубика|кубиков}</translation>
        </message>
        <message>
            <source>Roll the swarm round</source>
            <translation>Бросить раунд против роя</translation>
        </message>
        <message>
            <source>Roll the round as set up in the swarm dock</source>
            <translation>Бросить раунд так, как он настроен на панели роя</translation>
        </message>
        <message>
            <source>Help (one die per helper), gear bonus and other modifiers</source>
            <translation>Помощь (кубик за каждого помощника), бонус снаряжения и прочие модификаторы</translation>
        </message>
        <message>
            <source>Start a swarm fight (Ctrl+Shift+W)</source>
            <translation>Начать бой с роем (Ctrl+Shift+W)</translation>
        </message>
        <message>
            <source>Attack the swarm before it spots you (Ctrl+Shift+C)</source>
            <translation>Напасть на рой, пока он вас не заметил (Ctrl+Shift+C)</translation>
        </message>
        <message>
            <source>— nobody —</source>
            <translation>— никто —</translation>
        </message>
        <message>
            <source>This ruleset has no swarms</source>
            <translation>В этих правилах нет роев</translation>
        </message>
        <message>
            <source>Auto ({size})</source>
            <translation>Авто ({size})</translation>
        </message>
        <message>
            <source>Swarm Threat {value}</source>
            <translation>Угроза роя {value}</translation>
        </message>
        <message>
            <source>Clearing out an area</source>
            <translation>Зачистка местности</translation>
        </message>
        <message>
            <source>Swarm fight</source>
            <translation>Бой с роем</translation>
        </message>
        <message>
            <source>{kind}, round {round}</source>
            <translation>{kind}, раунд {round}</translation>
        </message>
        <message>
            <source>The fight was won</source>
            <translation>Бой выигран</translation>
        </message>
        <message>
            <source>The dead moved on</source>
            <translation>Мертвецы ушли</translation>
        </message>
        <message>
            <source>No swarm fight running</source>
            <translation>Бой с роем не идёт</translation>
        </message>
        <message>
            <source>Free success carried: {count}</source>
            <translation>Перенесённых бесплатных успехов: {count}</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Раунд {round}</translation>
        </message>
        <message>
            <source>{name} hands out {dice} {dice|die|dice} (at most {most} to one roller)</source>
            <translation>{name} раздаёт {dice} {dice|кубик|кубика|кубиков} (не больше {most} одному бросающему)</translation>
        </message>
        <message>
            <source>{escaped} got away; {suffers} suffers the consequences</source>
            <translation>{escaped} уходит; {suffers} расплачивается</translation>
        </message>
        <message>
            <source>Pick who rolls {skill}.</source>
            <translation>Выберите, кто бросает {skill}.</translation>
        </message>
        <message>
            <source>won</source>
            <translation>победа</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>поражение</translation>
        </message>
        <message>
            <source>Round {round}: {total} against Swarm Threat {needed} — {word}</source>
            <translation>Раунд {round}: {total} против угрозы роя {needed} — {word}</translation>
        </message>
        <message>
            <source>Almost made it: one free success next round</source>
            <translation>Почти получилось: один бесплатный успех в следующем раунде</translation>
        </message>
        <message>
            <source>{name} messed up: a single attack</source>
            <translation>{name}: срыв, одиночная атака</translation>
        </message>
        <message>
            <source>{attack}: {name}</source>
            <translation>{attack}: {name}</translation>
        </message>
        <message>
            <source>The dead win: the GM picks {count}</source>
            <translation>Мертвецы побеждают: ведущий выбирает {count} {count|вариант|варианта|вариантов}</translation>
        </message>
        <message>
            <source>The GM picks only {count} {count|option|options}: untick one first (its digit again).</source>
            <translation>Ведущий выбирает только {count} {count|вариант|варианта|вариантов}: сначала снимите отметку (та же цифра ещё раз).</translation>
        </message>
        <message>
            <source>Push {name}'s roll of {dice} {dice|die|dice}
win {win}, mess-up {messup}</source>
            <translation>{name}: форсировать бросок ({dice} {dice|кубик|кубика|кубиков})
победа {win}, срыв {messup}</translation>
        </message>
        <message>
            <source>typed dice for the push (empty: roll here)</source>
            <translation>кубы для форсирования (пусто: бросить здесь)</translation>
        </message>
        <message>
            <source>Pick who rolls against the swarm</source>
            <translation>Выберите, кто бросает против роя</translation>
        </message>
        <message>
            <source>Win {win} · almost {almost} · lose {lose} (Swarm Threat {threat})</source>
            <translation>Победа {win} · почти {almost} · поражение {lose} (угроза роя {threat})</translation>
        </message>
        <message>
            <source>Pick who sacrifices whom.</source>
            <translation>Выберите, кто кем жертвует.</translation>
        </message>
        <message>
            <source>No round to roll now.</source>
            <translation>Сейчас нечего бросать.</translation>
        </message>
        <message>
            <source>{what}. The rules: {value}</source>
            <translation>{what}. По правилам: {value}</translation>
        </message>
        <message>
            <source>A swarm fight is running: end it before clearing out an area.</source>
            <translation>Идёт бой с роем: закончите его, прежде чем зачистить местность.</translation>
        </message>
        <message>
            <source>No swarm round to roll now: Ctrl+Shift+W starts a swarm fight.</source>
            <translation>Сейчас нет раунда боя с роем: Ctrl+Shift+W начинает бой с роем.</translation>
        </message>
        <message>
            <source>Answer what the last round asks first (in the swarm panel).</source>
            <translation>Сначала ответьте на то, что спрашивает прошлый раунд (в панели роя).</translation>
        </message>
        <message>
            <source>Pick who rolls against the swarm first: the typed dice of each roll follow.</source>
            <translation>Сначала выберите, кто бросает против роя: поля для кубиков каждого броска появятся следом.</translation>
        </message>
        <message>
            <source>Who rolls: Up and Down or a name&apos;s first letters; Tab: the dice ±, then the skill</source>
            <translation>Кто бросает: вверх и вниз или первые буквы имени; Tab: кубики ±, затем навык</translation>
        </message>
        <message>
            <source>The skill rolled: Up and Down; Shift+Tab: back to the dice ± and who rolls</source>
            <translation>Навык броска: вверх и вниз; Shift+Tab: назад к кубикам ± и тому, кто бросает</translation>
        </message>
        <message>
            <source>Call off the swarm fight</source>
            <translation>Прекратить бой с роем</translation>
        </message>
        <message>
            <source>End the swarm fight outside the rules ({key})</source>
            <translation>Закончить бой с роем вне правил ({key})</translation>
        </message>
        <message>
            <source>No swarm fight to call off.</source>
            <translation>Нет боя с роем, который можно прекратить.</translation>
        </message>
        <message>
            <source>{name}, {skill}: {dice} → {roll}</source>
            <translation>{name}, {skill}: {dice} → {roll}</translation>
        </message>
        <message>
            <source>{dice} {dice|die|dice}</source>
            <translation>{dice} {dice|кубик|кубика|кубиков}</translation>
        </message>
        <message>
            <source>{name} (roll {number} of {count})</source>
            <translation>{name} (бросок {number} из {count})</translation>
        </message>
        <message>
            <source>{a} and {b}</source>
            <translation>{a} и {b}</translation>
        </message>
        <message>
            <source>{total} {total|roll|rolls} this round: {name} rolls all {count}, {penalties} after the first</source>
            <translation>{total} {total|бросок|броска|бросков} в этом раунде: {name} бросает все {count}, после первого — {penalties}</translation>
        </message>
        <message>
            <source>{total} {total|roll|rolls} this round: {name} rolls {count} of them, {penalties} after the first</source>
            <translation>{total} {total|бросок|броска|бросков} в этом раунде: {name} бросает {count} из них, после первого — {penalties}</translation>
        </message>
        <message>
            <source>{total} {total|roll|rolls} this round: {name} rolls all {count}</source>
            <translation>{total} {total|бросок|броска|бросков} в этом раунде: {name} бросает все {count}</translation>
        </message>
        <message>
            <source>{total} {total|roll|rolls} this round: {name} rolls {count} of them</source>
            <translation>{total} {total|бросок|броска|бросков} в этом раунде: {name} бросает {count} из них</translation>
        </message>
        <message>
            <source>{line} ({rule})</source>
            <translation>{line} ({rule})</translation>
        </message>
        <message>
            <source>{line}. Pick others under Who rolls to share them.</source>
            <translation>{line}. Выберите других в «Кто бросает», чтобы разделить броски.</translation>
        </message>
        <message>
            <source>Roll {name}&apos;s single attack (a skill roll)</source>
            <translation>Бросок на одиночную атаку: {name} (бросок навыка)</translation>
        </message>
        <message>
            <source>Mass attack on {name}, no roll to avoid it: damage</source>
            <translation>Массовая атака, цель — {name}, без броска на уклонение: урон</translation>
        </message>
        <message>
            <source>Apply {damage} damage to {name}</source>
            <translation>Нанести урон {damage} — {name}</translation>
        </message>
        <message>
            <source>{key} again starts the swarm fight.</source>
            <translation>Ещё раз {key} — начать бой с роем.</translation>
        </message>
        <message>
            <source>Roll {name}&apos;s single attack {number} of {count} (a skill roll)</source>
            <translation>Бросок на одиночную атаку {number} из {count}: {name} (бросок навыка)</translation>
        </message>
        <message>
            <source>{name} rolls again: {fighters} {fighters|fighter|fighters} for the round&apos;s {rolls} {rolls|roll|rolls} ({rule})</source>
            <translation>{name} бросает снова: {fighters} {fighters|боец|бойца|бойцов} на {rolls} {rolls|бросок|броска|бросков} раунда ({rule})</translation>
        </message>
        <message>
            <source>{name} rolls again: {fighters} {fighters|fighter|fighters} for the round&apos;s {rolls} {rolls|roll|rolls}</source>
            <translation>{name} бросает снова: {fighters} {fighters|боец|бойца|бойцов} на {rolls} {rolls|бросок|броска|бросков} раунда</translation>
        </message>
        <message>
            <source>{name} messed up: the GM picks two of the options below (in a lost round a mess-up brings no single attack of its own)</source>
            <translation>{name}: срыв — ведущий выбирает два варианта ниже (в проигранном раунде срыв не даёт своей одиночной атаки)</translation>
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
            <translation>С введёнными кубиками: победа {win} · почти {almost} · поражение {lose} (угроза роя {threat})</translation>
        </message>
        <message>
            <source>Swarm fight called off: {count|a single attack|single attacks} dropped before {count|its|their} roll: {names} ({key} brings {count|it|them} back)</source>
            <translation>Бой с роем прекращён: {count|одиночная атака отменена|одиночные атаки отменены|одиночные атаки отменены} до броска — {names} ({key} {count|вернёт её|вернёт их|вернёт их})</translation>
        </message>
    <message>
            <source>Swarm fight called off: the dice typed for the round set aside: {dice} ({key} brings them back)</source>
            <translation>Бой с роем прекращён: кубики, введённые для раунда, отложены — {dice} ({key} вернёт их)</translation>
        </message>
    <message>
            <source>Swarm fight called off: {count|a single attack|single attacks} dropped before {count|its|their} roll: {names}; the dice typed for the round set aside: {dice} ({key} brings them all back)</source>
            <translation>Бой с роем прекращён: {count|одиночная атака отменена|одиночные атаки отменены|одиночные атаки отменены} до броска — {names}; кубики, введённые для раунда, отложены — {dice} ({key} вернёт всё)</translation>
        </message>
    </context>
    <context>
        <name>TableEditor</name>
        <message>
            <source>Add</source>
            <translation>Добавить</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Убрать</translation>
        </message>
        <message>
            <source>Add to {table}</source>
            <translation>Добавить: {table}</translation>
        </message>
        <message>
            <source>Remove from {table}</source>
            <translation>Убрать: {table}</translation>
        </message>
    </context>
    <context>
        <name>TextHandoutDialog</name>
        <message>
            <source>New handout</source>
            <translation>Новый материал</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Заголовок</translation>
        </message>
        <message>
            <source>Text</source>
            <translation>Текст</translation>
        </message>
        <message>
            <source>Enter: a new line · Ctrl+Enter: save the handout</source>
            <translation>Enter — новая строка · Ctrl+Enter — сохранить материал</translation>
        </message>
    </context>
    <context>
        <name>Themes</name>
        <message>
            <source>Dark</source>
            <translation>Тёмная</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Светлая</translation>
        </message>
        <message>
            <source>Projector</source>
            <translation>Проектор</translation>
        </message>
    </context>
    <context>
        <name>ThreatDock</name>
        <message>
            <source>{name}, {skill}: {dice}, {chance} to get past; Enter rolls, or reads the dice typed</source>
            <translation>{name}, {skill}: {dice}, шанс пройти мимо {chance}; Enter бросает здесь или читает введённые кубики</translation>
        </message>
        <message>
            <source>{name}, {skill}: {dice}; Enter rolls, or reads the dice typed</source>
            <translation>{name}, {skill}: {dice}; Enter бросает здесь или читает введённые кубики</translation>
        </message>
        <message>
            <source>Reasons are 1–{last}: the numbers beside them.</source>
            <translation>Причины: 1–{last}, номера перед ними.</translation>
        </message>
        <message>
            <source>On whom: 1–{last}, the numbers beside the names.</source>
            <translation>На кого: 1–{last}, номера перед именами.</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Угроза</translation>
        </message>
        <message>
            <source>Tension</source>
            <translation>Напряжение</translation>
        </message>
        <message>
            <source>Use a 0-6 tension meter</source>
            <translation>Шкала напряжения 0-6</translation>
        </message>
        <message>
            <source>This ruleset has no Threat Level: show the dial as a plain tension meter</source>
            <translation>В этих правилах нет уровня угрозы: показывать шкалу как простое напряжение</translation>
        </message>
        <message>
            <source>Right half or + raises, left half or − lowers; the wheel too. Every change asks for its reason.</source>
            <translation>Правая половина или + поднимает, левая или − опускает; колесо мыши тоже. Каждое изменение спрашивает причину.</translation>
        </message>
        <message>
            <source>This session</source>
            <translation>Эта сессия</translation>
        </message>
        <message>
            <source>The level over the session, oldest on the left</source>
            <translation>Уровень за сессию, старое слева</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Кто</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>Навык</translation>
        </message>
        <message>
            <source>Dice ±</source>
            <translation>Кубики ±</translation>
        </message>
        <message>
            <source>Typed dice</source>
            <translation>Кубики со стола</translation>
        </message>
        <message>
            <source>Help (one die per helper), gear and other modifiers</source>
            <translation>Помощь (кубик за каждого помощника), снаряжение и прочие модификаторы</translation>
        </message>
        <message>
            <source>empty: roll here; or type the faces, base dice first</source>
            <translation>пусто: бросок здесь; или введите грани, сначала базовые кубики</translation>
        </message>
        <message>
            <source>empty: roll here; or the faces</source>
            <translation>пусто: бросок здесь; или грани</translation>
        </message>
        <message>
            <source>empty: roll here</source>
            <translation>пусто: бросок здесь</translation>
        </message>
        <message>
            <source>Roll to avoid the dead (Ctrl+Shift+A)</source>
            <translation>Обойти мертвецов (Ctrl+Shift+A)</translation>
        </message>
        <message>
            <source>A failure lets the GM raise the Threat or give a single attack; a mess-up brings both</source>
            <translation>При провале ведущий поднимает угрозу или даёт одиночную атаку; при срыве — и то и другое</translation>
        </message>
        <message>
            <source>Threat +1</source>
            <translation>Угроза +1</translation>
        </message>
        <message>
            <source>Single attack</source>
            <translation>Одиночная атака</translation>
        </message>
        <message>
            <source>Threat up (+)</source>
            <translation>Угроза выше (+)</translation>
        </message>
        <message>
            <source>Raise the threat dial one step; the dock asks for the reason</source>
            <translation>Поднять шкалу угрозы на шаг; панель спросит причину</translation>
        </message>
        <message>
            <source>Threat down (−)</source>
            <translation>Угроза ниже (−)</translation>
        </message>
        <message>
            <source>Lower the threat dial one step; the dock asks for the reason</source>
            <translation>Опустить шкалу угрозы на шаг; панель спросит причину</translation>
        </message>
        <message>
            <source>Avoid the dead</source>
            <translation>Обойти мертвецов</translation>
        </message>
        <message>
            <source>Roll to sneak past the dead, at the Threat Levels the ruleset allows it</source>
            <translation>Бросок, чтобы проскользнуть мимо мертвецов, при уровнях угрозы, где это позволяют правила</translation>
        </message>
        <message>
            <source>Avoid the dead (Threat {levels})</source>
            <translation>Обойти мертвецов (угроза {levels})</translation>
        </message>
        <message>
            <source>The dial is already at {level}: it runs from {low} to {high}.</source>
            <translation>Шкала уже на {level}: она идёт от {low} до {high}.</translation>
        </message>
        <message>
            <source>{caption} {old} → {new}: why? {digits} or a click; {gm}: GM's call; {cancel}: cancel</source>
            <translation>{caption} {old} → {new}: почему? {digits} или щелчок; {gm}: решение ведущего; {cancel}: отмена</translation>
        </message>
        <message>
            <source>{name} failed: the GM picks Threat +1 or a single attack.</source>
            <translation>{name}: провал, ведущий выбирает угрозу +1 или одиночную атаку.</translation>
        </message>
        <message>
            <source>Pick who tries to avoid the dead.</source>
            <translation>Выберите, кто пытается обойти мертвецов.</translation>
        </message>
        <message>
            <source>The tension meter is off: {goto}, then Space, turns it on.</source>
            <translation>Шкала напряжения выключена: {goto}, затем Пробел включает её.</translation>
        </message>
        <message>
            <source>Roll {name}&apos;s single attack (a skill roll)</source>
            <translation>Бросок на одиночную атаку: {name} (бросок навыка)</translation>
        </message>
        <message>
            <source>Space: the roll in the dice dock, the focus on its typed dice; Enter rolls them</source>
            <translation>Пробел: бросок в панели костей, фокус на введённых костях; Enter бросает их</translation>
        </message>
        <message>
            <source>A single attack from the dead: on whom? {digits} or a click; {cancel}: cancel</source>
            <translation>Одиночная атака мертвецов: на кого? {digits} или щелчок; {cancel}: отмена</translation>
        </message>
        <message>
            <source>The single attack on {name} got through: damage</source>
            <translation>{name}: одиночная атака прошла, урон</translation>
        </message>
        <message>
            <source>Tension meter off</source>
            <translation>Шкала напряжения выключена</translation>
        </message>
        <message>
            <source>Tension up (+)</source>
            <translation>Напряжение выше (+)</translation>
        </message>
        <message>
            <source>Tension down (−)</source>
            <translation>Напряжение ниже (−)</translation>
        </message>
        <message>
            <source>Raise the tension meter one step; the dock asks for the reason</source>
            <translation>Поднять шкалу напряжения на шаг; панель спросит причину</translation>
        </message>
        <message>
            <source>Lower the tension meter one step; the dock asks for the reason</source>
            <translation>Опустить шкалу напряжения на шаг; панель спросит причину</translation>
        </message>
    </context>
    <context>
        <name>TimerDialog</name>
        <message>
            <source>Timed condition on {name}</source>
            <translation>Временное состояние: {name}</translation>
        </message>
        <message>
            <source>e.g. Stunned</source>
            <translation>например: Оглушение</translation>
        </message>
        <message>
            <source>Condition</source>
            <translation>Состояние</translation>
        </message>
        <message>
            <source>Rounds it lasts</source>
            <translation>Сколько раундов длится</translation>
        </message>
    </context>
    <context>
        <name>TurnTimerLabel</name>
        <message>
            <source>paused</source>
            <translation>пауза</translation>
        </message>
        <message>
            <source>Turn timer: {name} · {clock}</source>
            <translation>Таймер хода: {name} · {clock}</translation>
        </message>
        <message>
            <source>Turn timer: {name} · {clock} (this console only: {name} is hidden from the players)</source>
            <translation>Таймер хода: {name} · {clock} (только на этом экране: {name} скрыт от игроков)</translation>
        </message>
    </context>
    <context>
        <name>TypedDice</name>
        <message>
            <source>typed dice</source>
            <extracomment>where even that does not fit (a narrow form): the field's name alone</extracomment>
            <translation>кубики со стола</translation>
        </message>
        <message>
            <source>The faces of the dice rolled at the table, in the order the rules use them; empty: rolled</source>
            <translation>Грани кубиков, брошенных на столе, в том порядке, в каком их берут правила; пусто — бросок здесь</translation>
        </message>
    </context>
    <context>
        <name>Unseen</name>
        <message>
            <source>someone unseen</source>
            <translation>кто-то невидимый</translation>
        </message>
    </context>
    <context>
        <name>UnseenDamaged</name>
        <message>
            <source>someone unseen</source>
            <translation>кто-то невидимый</translation>
        </message>
    </context>
    <context>
        <name>UnseenObject</name>
        <message>
            <source>someone unseen</source>
            <translation>кто-то невидимый</translation>
        </message>
    </context>
    <context>
        <name>log</name>
        <message>
            <source>Clearing out failed: {name} fought with {skill}, so {method}; Threat Level {threat}</source>
            <translation>Зачистка местности не удалась: {name} — {skill}, значит {method}; уровень угрозы {threat}</translation>
        </message>
        <message>
            <source>Clearing out failed: {method}, as the GM set it; Threat Level {threat}</source>
            <translation>Зачистка местности не удалась: {method}, как задал ведущий; уровень угрозы {threat}</translation>
        </message>
        <message>
            <source>{lines}</source>
            <translation>{lines}</translation>
        </message>
        <message>
            <source>{name} keeps the turn, then {names} this round (by initiative from round {next})</source>
            <translation>{name} продолжает ход, следом в этом раунде — {names} (по инициативе — с раунда {next})</translation>
        </message>
        <message>
            <source>{name} eats {count} {count|ration|rations}.</source>
            <translation>{name} съедает {count} {count|паёк|пайка|пайков}.</translation>
        </message>
        <message>
            <source>{passed}, taken back: {back}</source>
            <translation>{passed}; возвращено: {back}</translation>
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
            <translation>{count} {count|паёк|пайка|пайков} снова в листе</translation>
        </message>
        <message>
            <source>Taken back: {line}</source>
            <translation>Отменено: {line}</translation>
        </message>
        <message>
            <source>no longer so: {line}</source>
            <translation>больше не в силе: {line}</translation>
        </message>
        <message>
            <source>{label}: {now} → {was}</source>
            <translation>{label}: {now} → {was}</translation>
        </message>
        <message>
            <source>{passed}, done again: {again}</source>
            <translation>{passed}; снова: {again}</translation>
        </message>
        <message>
            <source>{count} {count|ration|rations} eaten</source>
            <translation>{count} {count|паёк съеден|пайка съедены|пайков съедено}</translation>
        </message>
        <message>
            <source>{name} has {count} {count|ration|rations} for {days} {days|day|days}: add rations on the sheet, or clear the box of one who had no food; nothing changed.</source>
            <translation>Персонаж {name}: {count} {count|паёк|пайка|пайков} на {days} {days|день|дня|дней} — добавьте пайки в лист или снимите флажок у того, кто остался без еды; ничего не изменено.</translation>
        </message>
        <message>
            <source>One die per fighter who rolls: at least {count} {count|die|dice} for this roll, {typed} typed.</source>
            <translation>По кубику на каждого бросающего бойца: для этого броска нужно не меньше {count} {count|кубика|кубиков|кубиков}, введено {typed}.</translation>
        </message>
        <message>
            <source>{name}&apos;s natural {face} rolls another die, typed right after it: at least {count} {count|die|dice} for this roll, {typed} typed.</source>
            <translation>{name}: естественная {face} бросает ещё один кубик — введите его сразу после неё: для этого броска нужно не меньше {count} {count|кубика|кубиков|кубиков}, введено {typed}.</translation>
        </message>
        <message>
            <source>Only a hurt living character is asked whether they ate as days pass.</source>
            <translation>О еде за прошедшие дни спрашивают только о раненых живых персонажах.</translation>
        </message>
        <message>
            <source>{value} (its maximum {was} → {now} with the new sheet, the points lost kept; in the file: {file})</source>
            <translation>{value} (максимум с новым листом {was} → {now}, потерянные очки сохраняются; в файле: {file})</translation>
        </message>
        <message>
            <source>{field}: {before} → {after} (worked out by the sheet)</source>
            <translation>{field}: {before} → {after} (считается по листу)</translation>
        </message>
        <message>
            <source>{field}: {before} → {after} (maximum)</source>
            <translation>{field}: {before} → {after} (максимум)</translation>
        </message>
        <message>
            <source>Swarm round {round} — {outcome}</source>
            <translation>Раунд {round} против роя — {outcome}</translation>
        </message>
        <message>
            <source>{name} pushes the swarm roll ({skill}): {dice}; stress {before} → {after}. Round {round} — {outcome}</source>
            <translation>{name} форсирует бросок против роя ({skill}): {dice}; стресс {before} → {after}. Раунд {round} — {outcome}</translation>
        </message>
    <message>
        <source>{column}: {value} — worked out by the sheet as {worked}; the file&apos;s value is not read</source>
        <translation>{column}: {value} — по листу выходит {worked}; значение из файла не читается</translation>
    </message>
    <message>
        <source>{column}: {value} — worked out by the sheet, not read</source>
        <translation>{column}: {value} — вычисляется по листу, не читается</translation>
    </message>
    <message>
        <source>columns {first} (“{heading}”) and {second} (“{other}”) are both “{field}”: delete the one that does not hold the characters&apos; values and import the file again</source>
        <translation>столбцы {first} («{heading}») и {second} («{other}») — оба «{field}»: оставьте тот, в котором значения персонажей, удалите другой и импортируйте файл снова</translation>
    </message>
    <message>
        <source>two columns are headed “{heading}”, {first} and {second}: delete the one that does not hold the characters&apos; values and import the file again</source>
        <translation>два столбца озаглавлены «{heading}», {first} и {second}: оставьте тот, в котором значения персонажей, удалите другой и импортируйте файл снова</translation>
    </message>
    <message>
        <source>{place}: {reason}; the file is refused whole: its other character is not imported</source>
        <translation>{place}: {reason}; файл отклонён целиком: другой персонаж из него не импортируется</translation>
    </message>
        <message>
            <source>{field}: {before} {before|row|rows} in {first}, {after} in {last}: {last}&apos;s are taken</source>
            <translation>{field}: {before} {before|строка|строки|строк} в {first}, {after} в {last}: берутся строки из {last}</translation>
        </message>
        <message>
            <source>{field}: not the same in {first} as in {last}: {last}&apos;s is taken</source>
            <translation>{field}: в {first} и в {last} не совпадают: берётся из {last}</translation>
        </message>
        <message>
            <source>in {files} and {last}: one character, imported once from {last}</source>
            <translation>в файлах {files} и {last}: один персонаж, импортируется один раз из {last}</translation>
        </message>
        <message>
            <source>{fields}: not in {last}: taken from {first}</source>
            <translation>{fields}: нет в {last}: взято из {first}</translation>
        </message>
        <message>
            <source>{field}: {before} in {first}, {after} in {last}: {last}&apos;s is taken</source>
            <translation>{field}: {before} в {first}, {after} в {last}: берётся значение из {last}</translation>
        </message>
        <message>
            <source>{field}: other rows in {first} than in {last}: {last}&apos;s are taken</source>
            <translation>{field}: строки в {first} и в {last} различаются: берутся строки из {last}</translation>
        </message>
        <message>
            <source>{name} is dead and cannot fight the swarm.</source>
            <translation>{name}: нет в живых — сражаться с роем нельзя.</translation>
        </message>
    <message>
        <source>{hours} {hours|hour passes|hours pass}</source>
        <translation>{hours|Проходит|Проходят|Проходят} {hours} {hours|час|часа|часов}</translation>
    </message>
    <message>
        <source>{days} {days|day passes|days pass}</source>
        <translation>{days|Проходит|Проходят|Проходят} {days} {days|день|дня|дней}</translation>
    </message>
        <message>
            <source>Already so in this fight.</source>
            <translation>В этом бою уже так.</translation>
        </message>
        <message>
            <source>This game has nothing of that to declare of a fight.</source>
            <translation>В этой игре такого для боя не объявляют.</translation>
        </message>
        <message>
            <source>No longer declared for this fight: {what}.</source>
            <translation>Больше не объявлено для этого боя: {what}.</translation>
        </message>
        <message>
            <source>Declared for this fight: {what}.</source>
            <translation>Объявлено для этого боя: {what}.</translation>
        </message>
        <message>
            <source>{headline}</source>
            <translation>{headline}</translation>
        </message>
        <message>
            <source>{name} is down: turn skipped; still waiting: {names}</source>
            <translation>{name} выбывает: ход пропущен; ещё ждут: {names}</translation>
        </message>
        <message>
            <source>{name} is down: turn skipped</source>
            <translation>{name} выбывает: ход пропущен</translation>
        </message>
        <message>
            <source>{name} is down: turn skipped; {next} is up</source>
            <translation>{name} выбывает: ход пропущен; ходит {next}</translation>
        </message>
        <message>
            <source>{seen} has acted; {next} is up</source>
            <extracomment>the players&apos; copy of a turn a hidden fighter passed to one they see: the turn they saw pass, from the last one they saw act (up on their screens while the hidden one acted)</extracomment>
            <translation>{seen}: ход сделан; ходит {next}</translation>
        </message>
        <message>
            <source>{seen} is down: turn skipped; {next} is up</source>
            <extracomment>the same from one they saw passed over, down, before the hidden one</extracomment>
            <translation>{seen} выбывает: ход пропущен; ходит {next}</translation>
        </message>
        <message>
            <source>Mass attack on {name}, the only one fighting: no roll to avoid it</source>
            <translation>Массовая атака — сражается только {name}: уклониться броском нельзя</translation>
        </message>
        <message>
            <source>Single attack on {name}, the only one fighting</source>
            <translation>Одиночная атака — сражается только {name}</translation>
        </message>
        <message>
            <source>A campaign needs a name.</source>
            <translation>У кампании должно быть название.</translation>
        </message>
        <message>
            <source>There is a campaign there already.</source>
            <translation>Там уже есть кампания.</translation>
        </message>
        <message>
            <source>This database holds no campaign yet.</source>
            <extracomment>while several actions are taken back at once: their change sets, told as one at the end this console's name: its actions carry it, and its undo takes back only its own actions writes take the write lock before they read (SQLite; other engines ignore the option) the newest log event this service knows of (its own, or one it has told the screens of)</extracomment>
            <translation>В этой базе ещё нет кампании.</translation>
        </message>
        <message>
            <source>This campaign is read-only: nothing can be changed.</source>
            <extracomment>the latest undoable actions of the open session that are not undone, oldest first, as far as this service saw them done (after an undo, Undo takes back the one before, unread)</extracomment>
            <translation>Кампания открыта только для чтения: изменить ничего нельзя.</translation>
        </message>
        <message>
            <source>Session {number} started</source>
            <translation>Сессия {number} началась</translation>
        </message>
        <message>
            <source>That action was already taken back or redone.</source>
            <translation>Это действие уже отменено или повторено.</translation>
        </message>
        <message>
            <source>A later action changed the same things (perhaps in another window): take that back first.</source>
            <translation>Более позднее действие изменило то же самое (возможно, в другом окне): сначала отмените его.</translation>
        </message>
        <message>
            <source>Undo: {action}</source>
            <translation>Отменено: {action}</translation>
        </message>
        <message>
            <source>Redo: {action}</source>
            <translation>Повторено: {action}</translation>
        </message>
        <message>
            <source>Redo: {action} — session {number} begins again</source>
            <translation>Повторено: {action} — сессия {number} начинается снова</translation>
        </message>
        <message>
            <source>The session the import started cannot begin again: the campaign changed since (perhaps in another window). Import the files again (Ctrl+I).</source>
            <translation>Сессию, начатую импортом, нельзя начать снова: кампания с тех пор изменилась (возможно, в другом окне). Импортируйте файлы снова (Ctrl+I).</translation>
        </message>
        <message>
            <source>Session {number} ended</source>
            <translation>Сессия {number} окончена</translation>
        </message>
        <message>
            <source>This ruleset has no swarms.</source>
            <translation>В этих правилах нет роев.</translation>
        </message>
        <message>
            <source>No swarm fight is running.</source>
            <translation>Бой с роем не идёт.</translation>
        </message>
        <message>
            <source>{name}, {skill} ({dice} {dice|die|dice}, {what} {modifier} typed): {roll}</source>
            <translation>{name}, {skill} ({dice} {dice|кубик|кубика|кубиков}, {what} {modifier}, введено): {roll}</translation>
        </message>
        <message>
            <source>{name}, {skill} ({dice} dice, {modifier}): {roll}</source>
            <translation>{name}, {skill} ({dice} {dice|кубик|кубика|кубиков}, {modifier}): {roll}</translation>
        </message>
        <message>
            <source>{name}, {skill} ({dice} dice): {roll}</source>
            <translation>{name}, {skill} ({dice} {dice|кубик|кубика|кубиков}): {roll}</translation>
        </message>
        <message>
            <source>{what} costs {count} {count|success|successes} (typed)</source>
            <translation>{what} отнимает {count} {count|успех|успеха|успехов} (введено)</translation>
        </message>
        <message>
            <source>The count of dead runs from 0 to 100000.</source>
            <translation>Число мертвецов — от 0 до 100000.</translation>
        </message>
        <message>
            <source>That is already the count of dead.</source>
            <translation>Мертвецов уже столько.</translation>
        </message>
        <message>
            <source>The dead: {old} → {new} (Swarm Size {size})</source>
            <translation>Мертвецы: {old} → {new} (размер роя {size})</translation>
        </message>
        <message>
            <source>The dead: {new}</source>
            <translation>Мертвецы: {new}</translation>
        </message>
        <message>
            <source>That is already the Swarm Size.</source>
            <translation>Размер роя уже такой.</translation>
        </message>
        <message>
            <source>Swarm Size {old} → {new} (set by the GM; {dead} dead make {counted})</source>
            <translation>Размер роя {old} → {new} (задан ведущим; {dead} мертвецов дают {counted})</translation>
        </message>
        <message>
            <source>Swarm Size {old} → {new} ({dead} dead)</source>
            <translation>Размер роя {old} → {new} (мертвецов: {dead})</translation>
        </message>
        <message>
            <source>Swarm Size {new}</source>
            <translation>Размер роя {new}</translation>
        </message>
        <message>
            <source>A swarm fight is already running.</source>
            <translation>Бой с роем уже идёт.</translation>
        </message>
        <message>
            <source>Clearing out an area: {dead} dead, Swarm Size {size}, Threat {threat}, Swarm Threat {swarm_threat}</source>
            <translation>Зачистка местности: мертвецов {dead}, размер роя {size}, угроза {threat}, угроза роя {swarm_threat}</translation>
        </message>
        <message>
            <source>Swarm fight: {dead} dead, Swarm Size {size}, Threat {threat}, Swarm Threat {swarm_threat}</source>
            <translation>Бой с роем: мертвецов {dead}, размер роя {size}, угроза {threat}, угроза роя {swarm_threat}</translation>
        </message>
        <message>
            <source>Swarm fight starts</source>
            <translation>Начинается бой с роем</translation>
        </message>
        <message>
            <source>The GM calls the swarm fight off</source>
            <translation>Ведущий прекращает бой с роем</translation>
        </message>
        <message>
            <source>Swarm fight called off</source>
            <translation>Бой с роем прекращён</translation>
        </message>
        <message>
            <source>{name} barks orders (Leadership: {roll}): {dice} dice to hand out</source>
            <extracomment>the line of orders barked in logs written before it named the skill the ruleset rolls (read as it was; English's plural forms in :data:`app.services.plurals.ENGLISH`)</extracomment>
            <translation>{name} отдаёт приказы (Лидерство: {roll}): можно раздать {dice} {dice|кубик|кубика|кубиков}</translation>
        </message>
        <message>
            <source>Only one person a round can roll {skill}.</source>
            <translation>Бросок «{skill}» может делать только один персонаж за раунд.</translation>
        </message>
        <message>
            <source>{name} barks orders ({skill}: {roll}): {dice} {dice|die|dice} to hand out</source>
            <translation>{name} отдаёт приказы ({skill}: {roll}): можно раздать {dice} {dice|кубик|кубика|кубиков}</translation>
        </message>
        <message>
            <source>{name} barks orders</source>
            <translation>{name} отдаёт приказы</translation>
        </message>
        <message>
            <source>{name} tries to throw {victim} to the dead ({skill} {roll} against {victim_roll}): {escaped} gets away, {suffers} suffers the consequences</source>
            <translation>{name} пытается бросить мертвецам другого — {victim} ({skill} {roll} против {victim_roll}): {escaped} уходит, {suffers} расплачивается</translation>
        </message>
        <message>
            <source>{name} sacrifices {victim}</source>
            <translation>{name} приносит в жертву другого — {victim}</translation>
        </message>
        <message>
            <source>Extra dice run from -10 to 10.</source>
            <translation>Дополнительные кубики — от -10 до 10.</translation>
        </message>
        <message>
            <source>No more than {count} {count|die|dice} from {skill} to one roller.</source>
            <translation>Не больше {count} {count|кубика|кубиков|кубиков} от «{skill}» одному бросающему.</translation>
        </message>
        <message>
            <source>Dice handed out cannot be fewer than none.</source>
            <translation>Нельзя раздать меньше нуля кубиков.</translation>
        </message>
        <message>
            <source>Whoever rolls twice must be one of those rolling.</source>
            <translation>Тот, кто бросает дважды, должен быть среди бросающих.</translation>
        </message>
        <message>
            <source>Roll {skill} before handing out its dice.</source>
            <translation>Сначала бросьте «{skill}», потом раздавайте кубики.</translation>
        </message>
        <message>
            <source>These rules have no block.</source>
            <translation>В этих правилах нет блокировки.</translation>
        </message>
        <message>
            <source>These rules put no modifier on a round's rolls.</source>
            <translation>В этих правилах у бросков раунда нет модификатора.</translation>
        </message>
        <message>
            <source>That modifier is out of range.</source>
            <translation>Такой модификатор вне допустимых пределов.</translation>
        </message>
        <message>
            <source>That entry no longer exists.</source>
            <translation>Этой записи больше нет.</translation>
        </message>
        <message>
            <source>Whoever got away by a sacrifice is out of the fight.</source>
            <translation>Тот, кто спасся ценой жертвы, выбыл из боя.</translation>
        </message>
        <message>
            <source>Pick who rolls against the swarm.</source>
            <translation>Выберите, кто бросает против роя.</translation>
        </message>
        <message>
            <source>won: the fight is over, the GM sets the Threat Level to 0, 1 or 2</source>
            <translation>победа: бой окончен, ведущий ставит уровень угрозы 0, 1 или 2</translation>
        </message>
        <message>
            <source>won: Swarm Size {old} → {new}</source>
            <translation>победа: размер роя {old} → {new}</translation>
        </message>
        <message>
            <source>lost: the dead are alerted, Threat {old} → {new} ({level}), one stress for each PC</source>
            <translation>поражение: мертвецы встревожены, угроза {old} → {new} ({level}), каждому персонажу игрока по одному стрессу</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>поражение</translation>
        </message>
        <message>
            <source>lost: the GM picks {picks}</source>
            <translation>поражение: ведущий выбирает {picks} {picks|вариант|варианта|вариантов}</translation>
        </message>
        <message>
            <source>Almost made it: one free success next round</source>
            <translation>Почти получилось: один бесплатный успех в следующем раунде</translation>
        </message>
        <message>
            <source>{count} free success from the last round</source>
            <translation>Бесплатных успехов с прошлого раунда: {count}</translation>
        </message>
        <message>
            <source>{name} messed up: a single attack</source>
            <translation>{name}: срыв, одиночная атака</translation>
        </message>
        <message>
            <source>Swarm round {round}: {total} successes against Swarm Threat {needed} — {outcome}</source>
            <translation>Раунд {round} против роя: успехов {total} против угрозы роя {needed} — {outcome}</translation>
        </message>
        <message>
            <source>Swarm round {round}</source>
            <translation>Раунд {round} против роя</translation>
        </message>
        <message>
            <source>Single attack on {name} (die from the table)</source>
            <translation>Одиночная атака — {name} (кубик со стола)</translation>
        </message>
        <message>
            <source>Single attack on {name} (random die)</source>
            <translation>Одиночная атака — {name} (случайный кубик)</translation>
        </message>
        <message>
            <source>Mass attack on {name} (die from the table), no roll to avoid it</source>
            <translation>Массовая атака — {name} (кубик со стола), уклониться броском нельзя</translation>
        </message>
        <message>
            <source>Mass attack on {name} (random die), no roll to avoid it</source>
            <translation>Массовая атака — {name} (случайный кубик), уклониться броском нельзя</translation>
        </message>
        <message>
            <source>Threat {old} → {new} ({level})</source>
            <translation>Угроза {old} → {new} ({level})</translation>
        </message>
        <message>
            <source>Swarm Size {old} → {new}</source>
            <translation>Размер роя {old} → {new}</translation>
        </message>
        <message>
            <source>Swarm Threat now {value}</source>
            <translation>Угроза роя теперь {value}</translation>
        </message>
        <message>
            <source>The Swarm Threat is 0: the dead move on</source>
            <translation>Угроза роя 0: мертвецы уходят</translation>
        </message>
        <message>
            <source>The dead win round {round}: {picks}</source>
            <translation>Мертвецы выигрывают раунд {round}: {picks}</translation>
        </message>
        <message>
            <source>The dead win round {round}</source>
            <translation>Мертвецы выигрывают раунд {round}</translation>
        </message>
        <message>
            <source>The swarm fight is won: Threat {old} → {new} ({level})</source>
            <translation>Бой с роем выигран: угроза {old} → {new} ({level})</translation>
        </message>
        <message>
            <source>Swarm fight won</source>
            <translation>Бой с роем выигран</translation>
        </message>
        <message>
            <source>{name}: {effect}</source>
            <translation>{name}: {effect}</translation>
        </message>
        <message>
            <source>{name} throws a grenade at {tile}</source>
            <translation>{name} бросает гранату в {tile}</translation>
        </message>
        <message>
            <source>{name} sprays the SMG</source>
            <translation>{name} даёт очередь из ПП</translation>
        </message>
        <message>
            <source>Block: {name}</source>
            <translation>Блок: {name}</translation>
        </message>
        <message>
            <source>No session is running.</source>
            <translation>Сессия не идёт.</translation>
        </message>
        <message>
            <source>No fight is running: start one first.</source>
            <translation>Боя нет: сначала начните бой.</translation>
        </message>
        <message>
            <source>That combatant is not in this fight.</source>
            <extracomment>a fight's combatants in their order (built once, run with the encounter's id)</extracomment>
            <translation>Этого участника нет в бою.</translation>
        </message>
        <message>
            <source>initiative {value} ({roll})</source>
            <translation>инициатива {value} ({roll})</translation>
        </message>
        <message>
            <source>tie between {names}: the GM decides</source>
            <translation>ничья между: {names} — решает ведущий</translation>
        </message>
        <message>
            <source>A fight is already running: end it first.</source>
            <translation>Бой уже идёт: сначала закончите его.</translation>
        </message>
        <message>
            <source>Unknown initiative mode.</source>
            <translation>Неизвестный способ инициативы.</translation>
        </message>
        <message>
            <source>Fight {name} begins ({mode}): {names}</source>
            <translation>Бой {name} начинается ({mode}): {names}</translation>
        </message>
        <message>
            <source>Start fight {name}</source>
            <translation>Начало боя {name}</translation>
        </message>
        <message>
            <source>Fight {name} over (rounds: {rounds})</source>
            <translation>Бой {name} окончен (раундов: {rounds})</translation>
        </message>
        <message>
            <source>Fight {name} over (rounds: {rounds}); extras leaving the roster: {count}</source>
            <translation>Бой {name} окончен (раундов: {rounds}); статистов убрано из списка: {count}</translation>
        </message>
        <message>
            <source>End fight {name}</source>
            <translation>Конец боя {name}</translation>
        </message>
        <message>
            <source>Pick someone to add to the fight.</source>
            <translation>Выберите, кого добавить в бой.</translation>
        </message>
        <message>
            <source>They are already in the fight.</source>
            <translation>Они уже в бою.</translation>
        </message>
        <message>
            <source>{names} join the fight</source>
            <translation>{names} {joined|вступает|вступают|вступают} в бой</translation>
        </message>
        <message>
            <source>Add {names} to the fight</source>
            <translation>Добавить в бой: {names}</translation>
        </message>
        <message>
            <source>Extras need a name.</source>
            <translation>Статистам нужно имя.</translation>
        </message>
        <message>
            <source>Add between 1 and 100 extras.</source>
            <translation>Добавьте от 1 до 100 статистов.</translation>
        </message>
        <message>
            <source>{name} leaves the fight</source>
            <translation>{name} выходит из боя</translation>
        </message>
        <message>
            <source>Initiative ({mode}), dice from the table</source>
            <translation>Инициатива ({mode}), кубики со стола</translation>
        </message>
        <message>
            <source>In this mode everyone declares a phase instead of rolling.</source>
            <translation>В этом режиме все заявляют фазу, а не бросают кубики.</translation>
        </message>
        <message>
            <source>initiative {value}</source>
            <translation>инициатива {value}</translation>
        </message>
        <message>
            <source>Everyone has an initiative already.</source>
            <translation>У всех уже есть инициатива.</translation>
        </message>
        <message>
            <source>Initiative ({mode})</source>
            <translation>Инициатива ({mode})</translation>
        </message>
        <message>
            <source>Roll initiative</source>
            <translation>Бросок инициативы</translation>
        </message>
        <message>
            <source>An initiative runs from -99 to 999.</source>
            <translation>Инициатива — от -99 до 999.</translation>
        </message>
        <message>
            <source>In this mode the order comes from the sheets: drag to reorder instead.</source>
            <translation>В этом режиме порядок берётся из листов: меняйте его перетаскиванием.</translation>
        </message>
        <message>
            <source>{name}'s initiative set to {value}</source>
            <translation>{name}: инициатива {value}</translation>
        </message>
        <message>
            <source>This mode has no phases to declare.</source>
            <translation>В этом режиме нет фаз для заявок.</translation>
        </message>
        <message>
            <source>Unknown phase.</source>
            <translation>Неизвестная фаза.</translation>
        </message>
        <message>
            <source>They have already acted this round.</source>
            <translation>Этот участник уже походил в этом раунде.</translation>
        </message>
        <message>
            <source>The push of {name}&apos;s roll of {dice} takes {wanted}; {typed} typed.</source>
            <translation>{name}, форсирование броска ({dice}): нужно {wanted}; введено {typed}.</translation>
        </message>
        <message>
            <source>{name}&apos;s roll takes {wanted}; {typed} typed.</source>
            <translation>{name}: для броска нужно {wanted}; введено {typed}.</translation>
        </message>
        <message>
            <source>{name}&apos;s roll {number} of {count} takes {wanted}; {typed} typed.</source>
            <translation>{name}, бросок {number} из {count}: нужно {wanted}; введено {typed}.</translation>
        </message>
        <message>
            <source>{name} cannot act ({why}): the turn stays where it is.</source>
            <translation>{name} не может действовать ({why}): ход остаётся, где был.</translation>
        </message>
        <message>
            <source>{name} cannot act: the turn stays where it is.</source>
            <translation>{name} не может действовать: ход остаётся, где был.</translation>
        </message>
        <message>
            <source>{name} declares {phase}: {action}</source>
            <translation>{name} заявляет «{phase}»: {action}</translation>
        </message>
        <message>
            <source>{name} declares {phase}</source>
            <translation>{name} заявляет «{phase}»</translation>
        </message>
        <message>
            <source>{name} declares {phase} against {target}: {action}</source>
            <translation>{name} заявляет «{phase}» (цель — {target}): {action}</translation>
        </message>
        <message>
            <source>{name} declares {phase} against {target}</source>
            <translation>{name} заявляет «{phase}» (цель — {target})</translation>
        </message>
        <message>
            <source>An action is declared against another fighter of this fight.</source>
            <translation>Действие заявляют против другого участника этого боя.</translation>
        </message>
        <message>
            <source>{name} has acted. Round {round} ends, dice from the table; round {next} begins</source>
            <translation>{name}: ход сделан. Раунд {round} окончен, кубики со стола; начинается раунд {next}</translation>
        </message>
        <message>
            <source>This turn ends no round and rolls no dice: clear the typed dice.</source>
            <translation>Этот ход не заканчивает раунд, кубики не бросаются: очистите введённые кубики.</translation>
        </message>
        <message>
            <source>{name} has acted; still waiting: {names}</source>
            <translation>{name}: ход сделан; ещё ждут: {names}</translation>
        </message>
        <message>
            <source>Next turn ({name})</source>
            <translation>Следующий ход ({name})</translation>
        </message>
        <message>
            <source>{name} has acted. Round {round} ends; round {next} begins</source>
            <translation>{name}: ход сделан. Раунд {round} окончен; начинается раунд {next}</translation>
        </message>
        <message>
            <source>{name} has acted; {next} is up</source>
            <translation>{name}: ход сделан; ходит {next}</translation>
        </message>
        <message>
            <source>Nobody has acted yet this round (Undo takes back the end of a round).</source>
            <translation>В этом раунде ещё никто не ходил (конец раунда отменяется через «Отменить»).</translation>
        </message>
        <message>
            <source>Back to {name}'s turn</source>
            <translation>Назад к ходу: {name}</translation>
        </message>
        <message>
            <source>This action cannot be carried out.</source>
            <extracomment>the open session the action is written to (read only: its id and number) the character rows the campaign service keeps, as last committed (read only: never changed, never added to a session); empty when it keeps none a short name for Edit → Undo and the History dock ("Damage to {name}: {amount}"), context log</extracomment>
            <translation>Это действие невозможно выполнить.</translation>
        </message>
        <message>
            <source>{name} stops waiting</source>
            <translation>{name} больше не ждёт</translation>
        </message>
        <message>
            <source>{name} delays</source>
            <translation>{name} откладывает ход</translation>
        </message>
        <message>
            <source>{name} holds a ready action</source>
            <translation>{name} держит действие наготове</translation>
        </message>
        <message>
            <source>{name} acts now</source>
            <translation>{name} ходит сейчас</translation>
        </message>
        <message>
            <source>That combatant is already there.</source>
            <translation>Участник уже на этом месте.</translation>
        </message>
        <message>
            <source>{name} moved to place {place} in the order</source>
            <translation>{name} перемещён на место {place} в очереди</translation>
        </message>
        <message>
            <source>{condition} ends</source>
            <translation>«{condition}» заканчивается</translation>
        </message>
        <message>
            <source>Round {round} ends; round {next} begins</source>
            <translation>Раунд {round} окончен; начинается раунд {next}</translation>
        </message>
        <message>
            <source>no longer offered, the target dead: {offers}</source>
            <translation>больше не предлагается, цель мертва: {offers}</translation>
        </message>
        <message>
            <source>{name} → {target} ({roll})</source>
            <translation>{name} → {target} ({roll})</translation>
        </message>
        <message>
            <source>damage left unapplied: {offers}</source>
            <translation>урон остался не нанесён: {offers}</translation>
        </message>
        <message>
            <source>End of round {round}</source>
            <translation>Конец раунда {round}</translation>
        </message>
        <message>
            <source>Round {round} ends, dice from the table; round {next} begins</source>
            <extracomment>a round's end read off the table's dice, as the log says it</extracomment>
            <translation>Раунд {round} окончен, кубики со стола; начинается раунд {next}</translation>
        </message>
        <message>
            <source>The fight already uses that mode.</source>
            <translation>Бой уже идёт в этом режиме.</translation>
        </message>
        <message>
            <source>Initiative mode: {mode}</source>
            <translation>Режим инициативы: {mode}</translation>
        </message>
        <message>
            <source>Initiative is rolled again each round</source>
            <translation>Инициатива перебрасывается каждый раунд</translation>
        </message>
        <message>
            <source>Initiative is kept from round to round</source>
            <translation>Инициатива сохраняется от раунда к раунду</translation>
        </message>
        <message>
            <source>Who started the violence only matters in the first round.</source>
            <translation>Кто развязал схватку, важно только в первом раунде.</translation>
        </message>
        <message>
            <source>{name} started the violence and acts first</source>
            <translation>{name} развязывает схватку и ходит первым</translation>
        </message>
        <message>
            <source>{name} takes the usual place in the order</source>
            <translation>{name} занимает обычное место в очереди</translation>
        </message>
        <message>
            <source>{name} is shown to the players</source>
            <translation>Игроки теперь видят: {name}</translation>
        </message>
        <message>
            <source>A condition needs a name.</source>
            <translation>Состоянию нужно название.</translation>
        </message>
        <message>
            <source>A condition lasts from 1 to 99 rounds.</source>
            <translation>Состояние длится от 1 до 99 раундов.</translation>
        </message>
        <message>
            <source>{name}: {condition} (rounds: {rounds})</source>
            <translation>{name}: «{condition}» (раундов: {rounds})</translation>
        </message>
        <message>
            <source>No timed conditions to clear.</source>
            <translation>Нет временных состояний, которые можно снять.</translation>
        </message>
        <message>
            <source>{name}'s timed conditions cleared</source>
            <translation>Временные состояния сняты: {name}</translation>
        </message>
        <message>
            <source>A character needs a name.</source>
            <translation>У персонажа должно быть имя.</translation>
        </message>
        <message>
            <source>Unknown kind of character.</source>
            <translation>Неизвестный тип персонажа.</translation>
        </message>
        <message>
            <source>{name}'s damaged record repaired</source>
            <translation>Повреждённая запись персонажа {name} починена</translation>
        </message>
        <message>
            <source>{name} joins the campaign</source>
            <translation>{name} присоединяется к кампании</translation>
        </message>
        <message>
            <source>{name}'s sheet edited</source>
            <translation>Лист персонажа {name} изменён</translation>
        </message>
        <message>
            <source>{name} leaves the campaign</source>
            <translation>{name} покидает кампанию</translation>
        </message>
        <message>
            <source>{healer} heals {name}, dice from the table: {arithmetic}</source>
            <translation>{healer} лечит персонажа {name}, кубики со стола: {arithmetic}</translation>
        </message>
        <message>
            <source>{healer} heals {name}: {arithmetic}</source>
            <translation>{healer} лечит персонажа {name}: {arithmetic}</translation>
        </message>
        <message>
            <source>{healer} heals {name}</source>
            <translation>{healer} лечит персонажа {name}</translation>
        </message>
        <message>
            <source>{name} healed: {arithmetic}</source>
            <translation>{name} лечится: {arithmetic}</translation>
        </message>
        <message>
            <source>{name} healed</source>
            <translation>Лечение: {name}</translation>
        </message>
        <message>
            <source>Damage to {name}: {arithmetic}</source>
            <translation>Урон — {name}: {arithmetic}</translation>
        </message>
        <message>
            <source>Damage to {name}</source>
            <translation>Урон — {name}</translation>
        </message>
        <message>
            <source>{name} healed, dice from the table: {arithmetic}</source>
            <translation>{name} лечится, кубики со стола: {arithmetic}</translation>
        </message>
        <message>
            <source>Damage to {name}, dice from the table: {arithmetic}</source>
            <translation>Урон — {name}, кубики со стола: {arithmetic}</translation>
        </message>
        <message>
            <source>Heal {name}: {amount}</source>
            <translation>Лечение — {name}: {amount}</translation>
        </message>
        <message>
            <source>Damage to {name}: {amount}</source>
            <translation>Урон — {name}: {amount}</translation>
        </message>
        <message>
            <source>That check is not due.</source>
            <translation>Эта проверка сейчас не требуется.</translation>
        </message>
        <message>
            <source>{name}: {check}</source>
            <translation>{name}: {check}</translation>
        </message>
        <message>
            <source>{check} for {name}</source>
            <translation>{check}: {name}</translation>
        </message>
        <message>
            <source>Make between 1 and 100 copies.</source>
            <translation>Сделайте от 1 до 100 копий.</translation>
        </message>
        <message>
            <source>{count} copies of {name} join the fight</source>
            <translation>В бой {count|вступает|вступают|вступают} {count} {count|копия|копии|копий} {name}</translation>
        </message>
        <message>
            <source>Pick a character to roll for.</source>
            <extracomment>the kinds a roll is logged as: a roll, or an ammo event when it fired a burst (:mod:`app.services.ammo.fired_rolls`) answers of the rules kept for the character rows they read (see :meth:`_remembered`)</extracomment>
            <translation>Выберите, за кого бросать.</translation>
        </message>
        <message>
            <source>A character cannot oppose itself.</source>
            <translation>Персонаж не может противостоять сам себе.</translation>
        </message>
        <message>
            <source>{name} rolls {roll} against {target} with table dice: {result} ({dice})</source>
            <translation>{name}: {roll}, цель — {target}, кубики со стола: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} rolls {roll} against {target}: {result} ({dice})</source>
            <translation>{name}: {roll}, цель — {target}: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} rolls {roll} with table dice: {result} ({dice})</source>
            <translation>{name}: {roll}, кубики со стола: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} rolls {roll}: {result} ({dice})</source>
            <translation>{name}: {roll}: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} rolls {roll}</source>
            <translation>{name}: {roll}</translation>
        </message>
        <message>
            <source>{name} rolls {expression} with table dice: {total} ({dice})</source>
            <translation>{name} бросает {expression}, кубики со стола: {total} ({dice})</translation>
        </message>
        <message>
            <source>{name} rolls {expression}: {total} ({dice})</source>
            <translation>{name} бросает {expression}: {total} ({dice})</translation>
        </message>
        <message>
            <source>Roll {expression} with table dice: {total} ({dice})</source>
            <translation>Бросок {expression}, кубики со стола: {total} ({dice})</translation>
        </message>
        <message>
            <source>Roll {expression}: {total} ({dice})</source>
            <translation>Бросок {expression}: {total} ({dice})</translation>
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
            <translation>{name}: {action} — {roll}, кубики со стола: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name}: {action} — {roll}: {result} ({dice})</source>
            <translation>{name}: {action} — {roll}: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} follows up {roll} with table dice: {result} ({dice})</source>
            <translation>{name} продолжает бросок «{roll}», кубики со стола: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} follows up {roll}: {result} ({dice})</source>
            <translation>{name} продолжает бросок «{roll}»: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} follows up {roll}: {result}</source>
            <translation>{name} продолжает бросок «{roll}»: {result}</translation>
        </message>
        <message>
            <source>{name} follows up {roll}</source>
            <extracomment>the first roll's inputs (the log names its skill and weapon) and the follow-up's label ("Push the roll")</extracomment>
            <translation>{name} продолжает бросок «{roll}»</translation>
        </message>
        <message>
            <source>An amount of ammunition runs from 1 to 999.</source>
            <translation>Количество боеприпасов — от 1 до 999.</translation>
        </message>
        <message>
            <source>This weapon has fired this round already: one Ammo Point pays for the whole round.</source>
            <translation>Это оружие уже стреляло в этом раунде: одно очко боеприпасов покрывает весь раунд.</translation>
        </message>
        <message>
            <source>{name} fires {weapon}: {before} → {after} {unit}</source>
            <translation>{name} стреляет ({weapon}): {before} → {after} {unit}</translation>
        </message>
        <message>
            <source>{name} fires {weapon}</source>
            <translation>{name} стреляет ({weapon})</translation>
        </message>
        <message>
            <source>{name} reloads {weapon} with a clip drawn at random</source>
            <translation>{name} перезаряжает {weapon} случайной обоймой</translation>
        </message>
        <message>
            <source>{name} reloads {weapon}</source>
            <translation>{name} перезаряжает {weapon}</translation>
        </message>
        <message>
            <source>{name} reloads {weapon}: {before} → {after} {unit}</source>
            <translation>{name} перезаряжает {weapon}: {before} → {after} {unit}</translation>
        </message>
        <message>
            <source>{name} finds {amount} {unit} for {weapon}: {before} → {after}</source>
            <translation>{name} находит {amount} {unit} для оружия {weapon}: {before} → {after}</translation>
        </message>
        <message>
            <source>Ammunition found by {name}</source>
            <translation>{name} находит боеприпасы</translation>
        </message>
        <message>
            <source>Give the ammunition to another weapon or character.</source>
            <translation>Передайте боеприпасы другому оружию или персонажу.</translation>
        </message>
        <message>
            <source>That ammunition is counted in another unit.</source>
            <translation>Эти боеприпасы считаются в других единицах.</translation>
        </message>
        <message>
            <source>{name} gives {other} {amount} {unit}: {weapon} {before} → {after}, {other_weapon} {other_before} → {other_after}</source>
            <translation>{name} передаёт {amount} {unit}, получатель — {other}: {weapon} {before} → {after}, {other_weapon} {other_before} → {other_after}</translation>
        </message>
        <message>
            <source>{name} gives ammunition to {other}</source>
            <translation>{name} передаёт боеприпасы: {other}</translation>
        </message>
        <message>
            <source>Unknown reason.</source>
            <translation>Неизвестная причина.</translation>
        </message>
        <message>
            <source>{name}'s {weapon} is empty: {before} → {after} {unit}</source>
            <translation>{name}: {weapon} — без патронов: {before} → {after} {unit}</translation>
        </message>
        <message>
            <source>{name}'s {weapon} emptied</source>
            <translation>{name}: {weapon} — без патронов</translation>
        </message>
        <message>
            <source>A warning level runs from 0 to 999.</source>
            <translation>Порог предупреждения — от 0 до 999.</translation>
        </message>
        <message>
            <source>Low-ammo warning for every weapon: at {threshold} or less</source>
            <translation>Предупреждение о нехватке для всего оружия: при {threshold} и меньше</translation>
        </message>
        <message>
            <source>Low-ammo warning for {name}'s {weapon}: at {threshold} or less</source>
            <translation>Предупреждение о нехватке ({name}, {weapon}): при {threshold} и меньше</translation>
        </message>
        <message>
            <source>Low-ammo warning at {threshold}</source>
            <translation>Предупреждение о нехватке при {threshold}</translation>
        </message>
        <message>
            <source>A note needs some text.</source>
            <translation>В заметке должен быть текст.</translation>
        </message>
        <message>
            <source>A note can hold at most 4000 characters.</source>
            <translation>Заметка может содержать не более 4000 символов.</translation>
        </message>
        <message>
            <source>Note: {text}</source>
            <translation>Заметка: {text}</translation>
        </message>
        <message>
            <source>That event is secret already.</source>
            <translation>Это событие уже секретное.</translation>
        </message>
        <message>
            <source>That event is not secret.</source>
            <translation>Это событие не секретное.</translation>
        </message>
        <message>
            <source>Marked secret: {action}</source>
            <translation>Отмечено как секретное: {action}</translation>
        </message>
        <message>
            <source>No longer secret: {action}</source>
            <translation>Больше не секретное: {action}</translation>
        </message>
        <message>
            <source>This file is not a Deadwatch session log: {reason}. Nothing was imported.</source>
            <extracomment>the "format" and newest "version" of an exported session log (JSON) the events of one log, its sessions</extracomment>
            <translation>Это не журнал сессии Deadwatch: {reason}. Ничего не импортировано.</translation>
        </message>
        <message>
            <source>This session log is damaged ({reason}); nothing was imported.</source>
            <translation>Журнал сессии повреждён ({reason}); ничего не импортировано.</translation>
        </message>
        <message>
            <source>This session log is too large to import ({reason}); nothing was imported.</source>
            <translation>Журнал сессии слишком велик для импорта ({reason}); ничего не импортировано.</translation>
        </message>
        <message>
            <source>This session log was written by a newer Deadwatch (version {version}; this one reads up to {newest}). Update Deadwatch to import it.</source>
            <translation>Этот журнал сессии записан более новой версией Deadwatch (версия {version}; эта читает до {newest}). Обновите Deadwatch, чтобы импортировать его.</translation>
        </message>
        <message>
            <source>it is larger than 512 MB</source>
            <extracomment>the largest file read (characters of JSON text) a text (a line's template, an argument, a note) and a name (a character, a session title, who acted) a short word: an event's kind, a translation context, a key of an object the items of one list or object (the events of one log and its sessions: app.services.validate_import) lists and objects inside one another in a value (an event's arguments, a character's state), and lines ({"t": ..., "args": ...}) inside one another ("Undo: Marked secret: Damage to …") a whole number in a value (JSON's safe integers), a row id, a round, a session number a template's fields, as logtext renders them: ``{name}`` or ``{name|form|form…}``; ``{{ }}`` a brace; any other brace is a stray one (a format spec, ``{0}``, ``{a.b}``, an unbalanced brace) characters no text holds: controls other than tab and line breaks, halves of surrogate pairs</extracomment>
            <translation>он больше 512 МБ</translation>
        </message>
        <message>
            <source>it is not UTF-8 text (byte {offset})</source>
            <translation>это не текст в UTF-8 (байт {offset})</translation>
        </message>
        <message>
            <source>it is not JSON (line {line}, column {column})</source>
            <translation>это не JSON (строка {line}, столбец {column})</translation>
        </message>
        <message>
            <source>its values are nested too deeply</source>
            <translation>его значения вложены слишком глубоко</translation>
        </message>
        <message>
            <source>it holds a number too long to read</source>
            <translation>в нём слишком длинное число</translation>
        </message>
        <message>
            <source>“{field}” should be text</source>
            <translation>«{field}» должно быть текстом</translation>
        </message>
        <message>
            <source>“{field}” is longer than {limit} characters</source>
            <translation>«{field}» длиннее {limit} символов</translation>
        </message>
        <message>
            <source>“{field}” holds a character that is not text</source>
            <translation>в «{field}» есть символ, который не является текстом</translation>
        </message>
        <message>
            <source>“{field}” should be a whole number</source>
            <translation>«{field}» должно быть целым числом</translation>
        </message>
        <message>
            <source>“{field}” should run from {low} to {high}</source>
            <translation>поле «{field}» должно быть от {low} до {high}</translation>
        </message>
        <message>
            <source>“{field}” should be yes or no</source>
            <translation>«{field}» должно быть «да» или «нет»</translation>
        </message>
        <message>
            <source>“{field}” should be an object</source>
            <translation>«{field}» должно быть объектом</translation>
        </message>
        <message>
            <source>“{field}” should be a list</source>
            <translation>«{field}» должно быть списком</translation>
        </message>
        <message>
            <source>“{field}” holds more than {limit} items</source>
            <translation>в «{field}» больше {limit} элементов</translation>
        </message>
        <message>
            <source>“{field}” is not a date and time</source>
            <translation>«{field}» — не дата и время</translation>
        </message>
        <message>
            <source>“{field}” is not a finite number</source>
            <translation>«{field}» — не конечное число</translation>
        </message>
        <message>
            <source>“{field}” is nested more than {limit} deep</source>
            <translation>«{field}» вложено глубже {limit} уровней</translation>
        </message>
        <message>
            <source>“{field}” is not a JSON value</source>
            <translation>«{field}» — не значение JSON</translation>
        </message>
        <message>
            <source>“{field}” holds lines nested more than {limit} deep</source>
            <translation>в «{field}» строки вложены глубже {limit} уровней</translation>
        </message>
        <message>
            <source>“{field}” has a brace that is not a field: {text}</source>
            <extracomment>a template's fields, once per template (or where its first stray brace is)</extracomment>
            <translation>в «{field}» есть фигурная скобка, которая не является полем: {text}</translation>
        </message>
        <message>
            <source>“{field}” names {{{name}}}, which it does not give</source>
            <translation>«{field}» называет {{{name}}}, но не даёт его значения</translation>
        </message>
        <message>
            <source>it is JSON of another kind</source>
            <translation>это JSON другого вида</translation>
        </message>
        <message>
            <source>it has no version number</source>
            <translation>в нём нет номера версии</translation>
        </message>
        <message>
            <source>the file</source>
            <translation>файл</translation>
        </message>
        <message>
            <source>This session log holds no session.</source>
            <translation>В этом журнале нет ни одной сессии.</translation>
        </message>
        <message>
            <source>session {session}</source>
            <translation>сессия {session}</translation>
        </message>
        <message>
            <source>“{field}” is missing</source>
            <translation>нет «{field}»</translation>
        </message>
        <message>
            <source>it holds more than {limit} events</source>
            <translation>в нём больше {limit} событий</translation>
        </message>
        <message>
            <source>event {event}</source>
            <translation>событие {event}</translation>
        </message>
        <message>
            <source>session {session}, event {event}</source>
            <translation>сессия {session}, событие {event}</translation>
        </message>
        <message>
            <source>{where}: {reason}</source>
            <translation>{where}: {reason}</translation>
        </message>
        <message>
            <source>Imported the log of {campaign}: {count} events, now session {numbers}</source>
            <translation>Импортирован журнал кампании «{campaign}»: событий — {count}, теперь это сессия {numbers}</translation>
        </message>
        <message>
            <source>That file is a campaign that is open: it was not read. Pick the file to import.</source>
            <translation>Этот файл — открытая кампания: он не прочитан. Выберите файл для импорта.</translation>
        </message>
        <message>
            <source>The file cannot be read.</source>
            <translation>Не удаётся прочитать файл.</translation>
        </message>
        <message>
            <source>That file is a Deadwatch campaign: it is never written over. Choose another file; nothing was written.</source>
            <translation>Этот файл — кампания Deadwatch: его никогда не перезаписывают. Выберите другой файл; ничего не записано.</translation>
        </message>
        <message>
            <source>The file cannot be written; nothing was written.</source>
            <translation>Файл нельзя записать; ничего не записано.</translation>
        </message>
        <message>
            <source>Award between 1 and 100 points.</source>
            <translation>Начисляйте от 1 до 100 очков.</translation>
        </message>
        <message>
            <source>{name} earns {points} experience points ({unspent} unspent)</source>
            <translation>{name} получает {points} {points|очко|очка|очков} опыта (не потрачено: {unspent})</translation>
        </message>
        <message>
            <source>Award {points} points to {name}</source>
            <translation>Начислить {points} {points|очко|очка|очков} персонажу {name}</translation>
        </message>
        <message>
            <source>A raise costs between 0 and 100 points.</source>
            <translation>Повышение стоит от 0 до 100 очков.</translation>
        </message>
        <message>
            <source>Not enough unspent experience points: this raise needs {cost}, {unspent} left.</source>
            <translation>Недостаточно неистраченных очков опыта: повышение стоит {cost}, осталось {unspent}.</translation>
        </message>
        <message>
            <source>{name} raises {what} for {cost} points ({unspent} left)</source>
            <translation>Повышение: {what} ({name}, {cost} {cost|очко|очка|очков}, осталось {unspent})</translation>
        </message>
        <message>
            <source>{name} raises {what}</source>
            <translation>Повышение: {what} ({name})</translation>
        </message>
        <message>
            <source>Nothing was chosen.</source>
            <translation>Ничего не выбрано.</translation>
        </message>
        <message>
            <source>{name} grows: {gains}</source>
            <translation>{name} растёт: {gains}</translation>
        </message>
        <message>
            <source>Experience for {name}</source>
            <translation>Опыт — {name}</translation>
        </message>
        <message>
            <source>Unknown way to show health.</source>
            <translation>Неизвестный способ показа здоровья.</translation>
        </message>
        <message>
            <source>Players see {name} (health: {health})</source>
            <translation>Игроки видят персонажа {name} (здоровье: {health})</translation>
        </message>
        <message>
            <source>Players see {name} (the name only)</source>
            <translation>Игроки видят персонажа {name} (только имя)</translation>
        </message>
        <message>
            <source>{name} is hidden from the players</source>
            <translation>{name} скрыт от игроков</translation>
        </message>
        <message>
            <source>Messed up (a walker)</source>
            <translation>Срыв (выпал ходячий)</translation>
        </message>
        <message>
            <source>Failed to avoid the dead</source>
            <translation>Не удалось обойти мертвецов</translation>
        </message>
        <message>
            <source>A group the GM placed beforehand</source>
            <translation>Группа, заранее расставленная ведущим</translation>
        </message>
        <message>
            <source>Noise, or something else that draws the dead</source>
            <translation>Шум или что-то ещё, что привлекает мертвецов</translation>
        </message>
        <message>
            <source>Lost a swarm round</source>
            <translation>Проигран раунд против роя</translation>
        </message>
        <message>
            <source>Won the swarm fight</source>
            <translation>Бой с роем выигран</translation>
        </message>
        <message>
            <source>Waited for the dead to leave</source>
            <translation>Переждали, пока мертвецы уйдут</translation>
        </message>
        <message>
            <source>The dead were lured away</source>
            <translation>Мертвецов отвлекли и увели</translation>
        </message>
        <message>
            <source>GM's call</source>
            <translation>Решение ведущего</translation>
        </message>
        <message>
            <source>Failed to clear out the area</source>
            <extracomment>rises the PCs cause, by which they alert the dead (the GM's own setting of the scene does not) reasons the swarm panel writes by itself (not offered on the dial)</extracomment>
            <translation>Не удалось зачистить местность</translation>
        </message>
        <message>
            <source>Start of the session</source>
            <translation>Начало сессии</translation>
        </message>
        <message>
            <source>The dead are alerted: each PC takes {amount} stress.</source>
            <translation>Мертвецы всполошились: каждый персонаж игрока получает стресс +{amount}.</translation>
        </message>
        <message>
            <source>Threat {old} → {new} ({level}): {reason}</source>
            <translation>Угроза {old} → {new} ({level}): {reason}</translation>
        </message>
        <message>
            <source>The dial is already at its top.</source>
            <translation>Шкала уже на максимуме.</translation>
        </message>
        <message>
            <source>Threat {old} → {new}</source>
            <translation>Угроза {old} → {new}</translation>
        </message>
        <message>
            <source>Tension {old} → {new}: {reason}</source>
            <translation>Напряжение {old} → {new}: {reason}</translation>
        </message>
        <message>
            <source>Tension {old} → {new}</source>
            <translation>Напряжение {old} → {new}</translation>
        </message>
        <message>
            <source>Switch the tension meter on first.</source>
            <translation>Сначала включите шкалу напряжения.</translation>
        </message>
        <message>
            <source>Unknown reason for the change.</source>
            <translation>Неизвестная причина изменения.</translation>
        </message>
        <message>
            <source>That reason does not move the dial this way.</source>
            <translation>По этой причине шкала не сдвигается в эту сторону.</translation>
        </message>
        <message>
            <source>The dial is already at 0.</source>
            <translation>Шкала уже на 0.</translation>
        </message>
        <message>
            <source>This ruleset has its own Threat Level.</source>
            <translation>В этих правилах есть свой уровень угрозы.</translation>
        </message>
        <message>
            <source>Nothing to change.</source>
            <translation>Менять нечего.</translation>
        </message>
        <message>
            <source>Tension meter switched on</source>
            <translation>Шкала напряжения включена</translation>
        </message>
        <message>
            <source>Tension meter switched off</source>
            <translation>Шкала напряжения выключена</translation>
        </message>
        <message>
            <source>A modifier runs from -10 to 10.</source>
            <translation>Модификатор — от -10 до 10.</translation>
        </message>
        <message>
            <source>This ruleset has no Threat Level.</source>
            <translation>В этих правилах нет уровня угрозы.</translation>
        </message>
        <message>
            <source>The block costs {count} {count|success|successes}.</source>
            <translation>Блокировка отнимает {count} {count|успех|успеха|успехов}.</translation>
        </message>
        <message>
            <source>{name} tries to avoid the dead</source>
            <translation>{name} пытается обойти мертвецов</translation>
        </message>
        <message>
            <source>{name} avoids the dead ({skill}: {roll})</source>
            <translation>{name} обходит мертвецов ({skill}: {roll})</translation>
        </message>
        <message>
            <source>{name} fails to avoid the dead and messes up ({skill}: {roll}): Threat {old} → {new} ({level}) and a single attack</source>
            <translation>{name}: не удалось обойти мертвецов, и случился срыв ({skill}: {roll}): угроза {old} → {new} ({level}) и одиночная атака</translation>
        </message>
        <message>
            <source>{name} fails to avoid the dead ({skill}: {roll}): the GM picks Threat +1 or a single attack</source>
            <translation>{name}: не удалось обойти мертвецов ({skill}: {roll}): ведущий выбирает угрозу +1 или одиночную атаку</translation>
        </message>
        <message>
            <source>No failed roll to avoid the dead is waiting.</source>
            <translation>Нет проваленного броска обхода мертвецов, ждущего решения.</translation>
        </message>
        <message>
            <source>{name} was noticed: Threat {old} → {new} ({level})</source>
            <translation>{name}: мертвецы заметили, угроза {old} → {new} ({level})</translation>
        </message>
        <message>
            <source>{name} suffers a single attack from the dead</source>
            <translation>{name} подвергается одиночной атаке мертвецов</translation>
        </message>
        <message>
            <source>Single attack on {name}</source>
            <translation>Одиночная атака — {name}</translation>
        </message>
        <message>
            <source>This file is not a Deadwatch characters file: {reason}. Nothing was imported.</source>
            <extracomment>characters in one file, rows in one table of a sheet, characters of a character's notes the range of a number field that declares none: the sheet form's spin box, a table cell's</extracomment>
            <translation>Это не файл персонажей Deadwatch: {reason}. Ничего не импортировано.</translation>
        </message>
        <message>
            <source>This characters file is damaged ({reason}); nothing was imported.</source>
            <translation>Файл персонажей повреждён ({reason}); ничего не импортировано.</translation>
        </message>
        <message>
            <source>This characters file was written by a newer Deadwatch (version {version}; this one reads up to {newest}). Update Deadwatch to import it.</source>
            <translation>Этот файл персонажей записан более новой версией Deadwatch (версия {version}; эта читает до {newest}). Обновите Deadwatch, чтобы импортировать его.</translation>
        </message>
        <message>
            <source>The characters were made for another ruleset.</source>
            <translation>Персонажи созданы для других правил.</translation>
        </message>
        <message>
            <source>{name} starts unhurt: the state in the file does not fit this sheet</source>
            <translation>{name}: без ран — состояние в файле не подходит к этому листу</translation>
        </message>
        <message>
            <source>The file holds no characters.</source>
            <translation>В файле нет персонажей.</translation>
        </message>
        <message>
            <source>character {number} ({name})</source>
            <translation>персонаж {number} ({name})</translation>
        </message>
        <message>
            <source>character {number}</source>
            <translation>персонаж {number}</translation>
        </message>
        <message>
            <source>“{field}” is empty: a character needs a name</source>
            <translation>«{field}» пусто: у персонажа должно быть имя</translation>
        </message>
        <message>
            <source>it has no name</source>
            <translation>у него нет имени</translation>
        </message>
        <message>
            <source>“{field}” is not a kind of character</source>
            <translation>«{field}» — не вид персонажа</translation>
        </message>
        <message>
            <source>the sheet does not fit this ruleset</source>
            <translation>лист не подходит к этим правилам</translation>
        </message>
        <message>
            <source>the sheet has a field this ruleset does not know: {field}</source>
            <translation>в листе есть поле, неизвестное этим правилам: {field}</translation>
        </message>
        <message>
            <source>“{field}” is not one of its choices</source>
            <translation>«{field}» — не один из вариантов</translation>
        </message>
        <message>
            <source>“{field}” has a column this ruleset does not know: {column}</source>
            <translation>в «{field}» есть столбец, неизвестный этим правилам: {column}</translation>
        </message>
        <message>
            <source>Imported {count} characters: {names}</source>
            <translation>Импортировано персонажей: {count} — {names}</translation>
        </message>
        <message>
            <source>Import {count} characters</source>
            <translation>Импорт персонажей: {count}</translation>
        </message>
        <message>
            <source>Let between 1 minute and 30 days pass.</source>
            <translation>Можно пропустить от 1 минуты до 30 дней.</translation>
        </message>
        <message>
            <source>No time limit runs and no roll falls due: no one changes.</source>
            <translation>Ни один срок не идёт и ни один бросок не выпадает: никто не меняется.</translation>
        </message>
        <message>
            <source>{minutes} min pass (real time)</source>
            <translation>Проходит {minutes} мин (реальное время)</translation>
        </message>
        <message>
            <source>{minutes} min pass</source>
            <translation>Проходит {minutes} мин</translation>
        </message>
        <message>
            <source>The disk is full: this action was not saved. Free some space and do it again; nothing was lost.</source>
            <translation>Диск заполнен: действие не сохранено. Освободите место и повторите его; ничего не потеряно.</translation>
        </message>
        <message>
            <source>The campaign file cannot be written now (read-only): this action was not saved.</source>
            <translation>Файл кампании сейчас нельзя записать (только чтение): действие не сохранено.</translation>
        </message>
        <message>
            <source>The campaign is busy in another window or program: this action was not saved. Do it again in a moment.</source>
            <translation>Кампания занята другим окном или программой: действие не сохранено. Повторите его через мгновение.</translation>
        </message>
        <message>
            <source>The campaign's database server cannot be reached: this action was not saved. Do it again once the network is back; nothing was lost.</source>
            <translation>Сервер базы данных кампании недоступен: действие не сохранено. Повторите его, когда сеть вернётся; ничего не потеряно.</translation>
        </message>
        <message>
            <source>The campaign file could not be written: this action was not saved. Nothing was lost.</source>
            <translation>Файл кампании не удалось записать: действие не сохранено. Ничего не потеряно.</translation>
        </message>
        <message>
            <source>That action was given a value it cannot use.</source>
            <translation>Этому действию передано значение, которое оно не может использовать.</translation>
        </message>
        <message>
            <source>That character has left the campaign.</source>
            <translation>Этот персонаж покинул кампанию.</translation>
        </message>
        <message>
            <source>The form has a field this ruleset does not know.</source>
            <translation>В форме есть поле, которого эти правила не знают.</translation>
        </message>
        <message>
            <source>A value of the form is out of its range.</source>
            <translation>Значение в форме вне допустимого диапазона.</translation>
        </message>
        <message>
            <source>That text is too long.</source>
            <translation>Этот текст слишком длинный.</translation>
        </message>
        <message>
            <source>This campaign's house rules cannot be read: the file is damaged.</source>
            <translation>Домашние правила этой кампании не читаются: файл повреждён.</translation>
        </message>
        <message>
            <source>This campaign's shared state (threat, swarm) cannot be read: the file is damaged.</source>
            <translation>Общее состояние этой кампании (угроза, рой) не читается: файл повреждён.</translation>
        </message>
        <message>
            <source>This campaign uses the ruleset '{ruleset}', which this Deadwatch does not know.</source>
            <translation>Эта кампания использует систему правил «{ruleset}», которую эта версия Deadwatch не знает.</translation>
        </message>
        <message>
            <source>This campaign uses the preset '{preset}' of the ruleset '{ruleset}', which this Deadwatch does not know.</source>
            <translation>Эта кампания использует вариант «{preset}» системы правил «{ruleset}», который эта версия Deadwatch не знает.</translation>
        </message>
        <message>
            <source>This campaign's ruleset cannot be used: {reason}</source>
            <translation>Систему правил этой кампании нельзя использовать: {reason}</translation>
        </message>
        <message>
            <source>This campaign uses the house rule '{option}', which this ruleset does not know.</source>
            <translation>Эта кампания использует домашнее правило «{option}», которого эта система правил не знает.</translation>
        </message>
        <message>
            <source>This campaign's house rules cannot be used: {reason}</source>
            <translation>Домашние правила этой кампании нельзя использовать: {reason}</translation>
        </message>
        <message>
            <source>This campaign's house rules cannot be used: a value is of the wrong kind.</source>
            <translation>Домашние правила этой кампании нельзя использовать: значение неподходящего вида.</translation>
        </message>
        <message>
            <source>The map already has that size.</source>
            <translation>У карты уже такой размер.</translation>
        </message>
        <message>
            <source>Battle map: {width}×{height} tiles</source>
            <translation>Карта боя: {width}×{height} клеток</translation>
        </message>
        <message>
            <source>Map: {tile} ({count} {count|tile|tiles}) set to {what}</source>
            <translation>Карта: {tile} ({count} {count|клетка|клетки|клеток}) — {what}</translation>
        </message>
        <message>
            <source>Everyone in the fight is on the map.</source>
            <translation>Все участники боя уже на карте.</translation>
        </message>
        <message>
            <source>The map has no room for everyone.</source>
            <translation>На карте не хватает места для всех.</translation>
        </message>
        <message>
            <source>{name} cannot stand on {tile}.</source>
            <translation>{name} не может стоять на {tile}.</translation>
        </message>
        <message>
            <source>{names} taken off the map</source>
            <translation>С карты {joined|снята фишка|сняты фишки|сняты фишки}: {names}</translation>
        </message>
        <message>
            <source>{names} placed on the map</source>
            <translation>На карту {joined|поставлена фишка|поставлены фишки|поставлены фишки}: {names}</translation>
        </message>
        <message>
            <source>{name} moved on the map by hand: {start} → {end}</source>
            <translation>Фишка {name} передвинута вручную: {start} → {end}</translation>
        </message>
        <message>
            <source>{name} moves {from} → {to}</source>
            <translation>{name} перемещается {from} → {to}</translation>
        </message>
        <message>
            <source>{name} runs {from} → {to}, striking in passing</source>
            <translation>{name} бежит {from} → {to}, нанося удары на бегу</translation>
        </message>
        <message>
            <source>The players' display shows the map</source>
            <translation>Экран игроков показывает карту</translation>
        </message>
        <message>
            <source>The players' display no longer shows the map</source>
            <translation>Экран игроков больше не показывает карту</translation>
        </message>
        <message>
            <source>This ruleset plays on no grid.</source>
            <extracomment>the GM shows the map on the players' display</extracomment>
            <translation>Эти правила не используют сетку.</translation>
        </message>
        <message>
            <source>Set the map's size first.</source>
            <translation>Сначала задайте размер карты.</translation>
        </message>
        <message>
            <source>Only a player character gets a phone link.</source>
            <translation>Ссылку для телефона можно дать только персонажу игрока.</translation>
        </message>
        <message>
            <source>Phone link for {name}</source>
            <translation>Ссылка для телефона: {name}</translation>
        </message>
        <message>
            <source>That player has no phone link.</source>
            <translation>У этого игрока нет ссылки для телефона.</translation>
        </message>
        <message>
            <source>Phone link for {name} revoked</source>
            <translation>Ссылка для телефона отозвана: {name}</translation>
        </message>
        <message>
            <source>{name} pushes the swarm roll ({dice}, stress {before} → {after}): {total} successes against Swarm Threat {needed} — {outcome}</source>
            <translation>{name} форсирует бросок против роя ({dice}, стресс {before} → {after}): успехов {total} против угрозы роя {needed} — {outcome}</translation>
        </message>
        <message>
            <source>{name} pushes the swarm roll</source>
            <translation>{name} форсирует бросок против роя</translation>
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
            <translation>{name} стреляет: {roll}, цель — {target}: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} fires {roll} against {target} with table dice: {result} ({dice})</source>
            <translation>{name} стреляет: {roll}, цель — {target}, кубики со стола: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} fires {roll}: {result} ({dice})</source>
            <translation>{name} стреляет: {roll}: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} fires {roll} with table dice: {result} ({dice})</source>
            <translation>{name} стреляет: {roll}, кубики со стола: {result} ({dice})</translation>
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
            <translation>Больше {limit} файлов за раз.</translation>
        </message>
        <message>
            <source>it is larger than {size} MB</source>
            <translation>он больше {size} МБ</translation>
        </message>
        <message>
            <source>it is UTF-16 text; save it as UTF-8 (in LibreOffice: Save as, Text CSV, character set Unicode (UTF-8))</source>
            <translation>это текст в UTF-16; сохраните его в UTF-8 (в LibreOffice: Сохранить как, Текст CSV, кодировка Юникод (UTF-8))</translation>
        </message>
        <message>
            <source>it is not text</source>
            <translation>это не текст</translation>
        </message>
        <message>
            <source>it is JSON of another kind (neither Foundry VTT actors nor a Deadwatch characters file)</source>
            <translation>это JSON другого рода (не актёры Foundry VTT и не файл персонажей Deadwatch)</translation>
        </message>
        <message>
            <source>“actors” should be a list</source>
            <translation>«actors» должно быть списком</translation>
        </message>
        <message>
            <source>it holds more than {limit} actors</source>
            <translation>в нём больше {limit} актёров</translation>
        </message>
        <message>
            <source>this campaign&apos;s ruleset reads no Foundry VTT actors (File → Import characters takes a spreadsheet or a Deadwatch characters file)</source>
            <translation>правила этой кампании не читают актёров Foundry VTT (Файл → Импорт персонажей принимает таблицу или файл персонажей Deadwatch)</translation>
        </message>
        <message>
            <source>it holds no Foundry VTT actors</source>
            <translation>в нём нет актёров Foundry VTT</translation>
        </message>
        <message>
            <source>its actors are of the Foundry system “{system}”; this campaign reads actors of “{ours}” ({title}, {versions})</source>
            <translation>его актёры — из системы Foundry «{system}»; эта кампания читает актёров «{ours}» ({title}, {versions})</translation>
        </message>
        <message>
            <source>its actors are of no Foundry system this campaign reads (“{ours}”: {title}, {versions})</source>
            <translation>его актёры — не из той системы Foundry, которую читает эта кампания («{ours}»: {title}, {versions})</translation>
        </message>
        <message>
            <source>{file}: “{name}” ({type}, {system}) is not a character of this ruleset: left out</source>
            <translation>{file}: «{name}» ({type}, {system}) — не персонаж этих правил, не импортируется</translation>
        </message>
        <message>
            <source>actor {number} ({system} {version})</source>
            <translation>актёр {number} ({system} {version})</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Вид</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Заметки</translation>
        </message>
        <message>
            <source>Player character</source>
            <translation>Персонаж игрока</translation>
        </message>
        <message>
            <source>NPC</source>
            <translation>Неигровой персонаж</translation>
        </message>
        <message>
            <source>Zombie</source>
            <translation>Зомби</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>да</translation>
        </message>
        <message>
            <source>no</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>{file}: {reason}</source>
            <translation>{file}: {reason}</translation>
        </message>
        <message>
            <source>it is not a spreadsheet (CSV) the way it is written: {error}</source>
            <translation>это не таблица CSV, как она записана: {error}</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>он пуст</translation>
        </message>
        <message>
            <source>it has no “Name” column</source>
            <translation>в нём нет столбца «Имя»</translation>
        </message>
        <message>
            <source>row {number}</source>
            <translation>строка {number}</translation>
        </message>
        <message>
            <source>it has more cells than the heading row has columns</source>
            <translation>в ней больше ячеек, чем столбцов в строке заголовков</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not what this field holds</source>
            <translation>«{field}»: «{value}» — не то, что хранит это поле</translation>
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
            <translation>В файлах нет персонажей.</translation>
        </message>
        <message>
            <source>“{field}” is not a field of this sheet</source>
            <translation>«{field}» — не поле этого листа</translation>
        </message>
        <message>
            <source>the health and conditions read do not fit this sheet: the character starts unhurt</source>
            <translation>прочитанные здоровье и состояния не подходят к этому листу: персонаж начинает невредимым</translation>
        </message>
        <message>
            <source>“{field}” is {value}; on this sheet it runs from {low} to {high}</source>
            <translation>«{field}» равно {value}; на этом листе — от {low} до {high}</translation>
        </message>
        <message>
            <source>This campaign&apos;s ruleset writes no Foundry VTT actors.</source>
            <translation>Правила этой кампании не записывают актёров Foundry VTT.</translation>
        </message>
        <message>
            <source>Nothing was imported: {reason}</source>
            <translation>Ничего не импортировано: {reason}</translation>
        </message>
        <message>
            <source>this is not a preview Deadwatch read</source>
            <translation>это не предпросмотр, прочитанный Deadwatch</translation>
        </message>
        <message>
            <source>a number to roll for {name} does not fit its sheet</source>
            <translation>{name}: число, которое нужно бросить, не подходит к листу</translation>
        </message>
        <message>
            <source>(damaged record: part of it cannot be read)</source>
            <translation>(запись повреждена: часть её не читается)</translation>
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
            <translation>{count} {count|кубик|кубика|кубиков}: {parts}</translation>
        </message>
        <message>
            <source>{low}–{high} dice: {parts}</source>
            <translation>{low}–{high} {high|кубик|кубика|кубиков}: {parts}</translation>
        </message>
        <message>
            <source>This roll takes {wanted}; {typed} typed.</source>
            <translation>Этому броску нужно {wanted}; введено {typed}.</translation>
        </message>
        <message>
            <source>{name}'s record is damaged: repair it or remove it first.</source>
            <translation>Запись персонажа {name} повреждена: сначала почините или удалите её.</translation>
        </message>
        <message>
            <source>The file is larger than 512 MB: it was not read, and nothing was imported.</source>
            <translation>Файл больше 512 МБ: он не прочитан, ничего не импортировано.</translation>
        </message>
        <message>
            <source>{file} is not a picture Deadwatch can read (PNG, JPEG, GIF, BMP or WebP).</source>
            <extracomment>the largest picture file taken (a phone's photo fits; a film does not) a picture is kept at most this large (a 4K screen); the phones get it at most PHONE_WIDTH wide</extracomment>
            <translation>{file} — не картинка, которую Deadwatch может прочитать (PNG, JPEG, GIF, BMP или WebP).</translation>
        </message>
        <message>
            <source>{file} is too large for a handout: at most 20 MB.</source>
            <translation>{file} слишком велик для раздаточного материала: не более 20 МБ.</translation>
        </message>
        <message>
            <source>{file} cannot be read: {reason}</source>
            <translation>{file} не удаётся прочитать: {reason}</translation>
        </message>
        <message>
            <source>Handout shown to the room: {title}</source>
            <translation>Материал показан всем в комнате: {title}</translation>
        </message>
        <message>
            <source>Handout shown on every phone: {title}</source>
            <translation>Материал показан на всех телефонах: {title}</translation>
        </message>
        <message>
            <source>Handout shown on {name}'s phone: {title}</source>
            <translation>Материал показан на телефоне игрока {name}: {title}</translation>
        </message>
        <message>
            <source>Handout hidden from the room: {title}</source>
            <translation>Материал убран с экрана в комнате: {title}</translation>
        </message>
        <message>
            <source>Handout hidden from every phone: {title}</source>
            <translation>Материал убран со всех телефонов: {title}</translation>
        </message>
        <message>
            <source>Handout hidden from {name}'s phone: {title}</source>
            <translation>Материал убран с телефона игрока {name}: {title}</translation>
        </message>
        <message>
            <source>That handout no longer exists.</source>
            <extracomment>what turns a file's bytes into a :class:`Picture` (scaled for a 4K screen and for a phone), or None when they are not a picture: the window's reader (ui.pictures), services touch no pixels</extracomment>
            <translation>Этого материала больше нет.</translation>
        </message>
        <message>
            <source>A handout goes to one player character's phone.</source>
            <translation>Материал отправляется на телефон одного персонажа игрока.</translation>
        </message>
        <message>
            <source>A handout needs a title.</source>
            <translation>У материала должен быть заголовок.</translation>
        </message>
        <message>
            <source>A handout needs a text or a picture.</source>
            <translation>У материала должен быть текст или картинка.</translation>
        </message>
        <message>
            <source>Handout ready: {title}</source>
            <translation>Материал подготовлен: {title}</translation>
        </message>
        <message>
            <source>Unknown place to show a handout.</source>
            <translation>Неизвестно, где показать материал.</translation>
        </message>
        <message>
            <source>No handout is shown there.</source>
            <translation>Там не показан никакой материал.</translation>
        </message>
        <message>
            <source>Handout taken back: {title}</source>
            <translation>Материал забран: {title}</translation>
        </message>
        <message>
            <source>No fight is running.</source>
            <translation>Бой не идёт.</translation>
        </message>
        <message>
            <source>No one is acting: the turn timer needs a turn.</source>
            <translation>Никто не ходит: таймеру хода нужен ход.</translation>
        </message>
        <message>
            <source>A turn lasts from 1 second to an hour.</source>
            <translation>Ход длится от 1 секунды до часа.</translation>
        </message>
        <message>
            <source>Turn timer for {name}: {seconds} {seconds|second|seconds}</source>
            <translation>Таймер хода — {name}: {seconds} {seconds|секунда|секунды|секунд}</translation>
        </message>
        <message>
            <source>No turn timer is running.</source>
            <translation>Таймер хода не запущен.</translation>
        </message>
        <message>
            <source>Turn timer off</source>
            <translation>Таймер хода выключен</translation>
        </message>
        <message>
            <source>Turn timer paused</source>
            <translation>Таймер хода приостановлен</translation>
        </message>
        <message>
            <source>Turn timer goes on</source>
            <translation>Таймер хода продолжает отсчёт</translation>
        </message>
        <message>
            <source>{track} (now)</source>
            <translation>{track} (сейчас)</translation>
        </message>
        <message>
            <source>Conditions</source>
            <translation>Состояния</translation>
        </message>
        <message>
            <source>Deadwatch state</source>
            <translation>Состояние Deadwatch</translation>
        </message>
        <message>
            <source>“{field}” does not hold a state Deadwatch wrote (leave it empty for an unhurt character)</source>
            <translation>«{field}» не содержит состояния, записанного Deadwatch (оставьте пустым для невредимого персонажа)</translation>
        </message>
        <message>
            <source>“{field}”: this track is worked out from the rest of the state, which stays as the file holds it</source>
            <translation>«{field}»: эта шкала вычисляется из остального состояния, которое остаётся таким, как в файле</translation>
        </message>
        <message>
            <source>{fields}: not in the file: {count|starts at its default|start at their defaults}</source>
            <translation>{fields}: нет в файле: {count|начинается со значения по умолчанию|начинаются со значений по умолчанию|начинаются со значений по умолчанию}</translation>
        </message>
        <message>
            <source>{fields}: not in the file: {count|starts at its default|start at their defaults} ({defaults})</source>
            <translation>{fields}: нет в файле: {count|начинается со значения по умолчанию|начинаются со значений по умолчанию|начинаются со значений по умолчанию} ({defaults})</translation>
        </message>
        <message>
            <source>“{field}”: the conditions come from the “{state}” column, which is empty: the character has none</source>
            <translation>«{field}»: состояния берутся из столбца «{state}», а он пуст: у персонажа их нет</translation>
        </message>
        <message>
            <source>{weapon} has no magazine to reload: its {unit} are spent by shooting and added to when ammunition is found.</source>
            <translation>{weapon}: магазина для перезарядки нет — расход {unit} при стрельбе, пополнение — когда находят боеприпасы.</translation>
        </message>
        <message>
            <source>{weapon} ({unit}) does not take that.</source>
            <translation>{weapon} ({unit}): это действие к нему неприменимо.</translation>
        </message>
        <message>
            <source>{name}: {roll} against {target}: {result}</source>
            <translation>{name}: {roll}, цель — {target}: {result}</translation>
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
            <translation>Вместо этого: одиночная атака мертвецов</translation>
        </message>
        <message>
            <source>Instead: Swarm Size one step up</source>
            <translation>Вместо этого: Размер роя на ступень выше</translation>
        </message>
        <message>
            <source>Threat {level} ({name}) stays: instead, a single attack from the dead</source>
            <translation>Угроза {level} ({name}) не меняется: вместо этого одиночная атака мертвецов</translation>
        </message>
        <message>
            <source>The Swarm Size is already at its top.</source>
            <translation>Размер роя уже наибольший.</translation>
        </message>
        <message>
            <source>Threat {level} ({name}) stays: instead, Swarm Size {old} → {new}</source>
            <translation>Угроза {level} ({name}) не меняется: вместо этого Размер роя {old} → {new}</translation>
        </message>
        <message>
            <source>Nothing to give back for the new session.</source>
            <translation>Новой сессии нечего возвращать.</translation>
        </message>
        <message>
            <source>A new session gives back what the rules say</source>
            <translation>Новая сессия возвращает то, что велят правила</translation>
        </message>
        <message>
            <source>{name} has no phone link, so nobody would see it. Give them one first: Ctrl+Shift+L, Share player view.</source>
            <translation>{name}: нет ссылки для телефона — этого никто не увидит. Сначала выдайте её: Ctrl+Shift+L, «Поделиться экраном игроков».</translation>
        </message>
        <message>
            <source>{name} ({number})</source>
            <translation>{name} ({number})</translation>
        </message>
        <message>
            <source>“{name}” is already in the roster: imported as “{new}”</source>
            <translation>«{name}» уже есть в списке: импортируется как «{new}»</translation>
        </message>
        <message>
            <source>“{name}” is in these files more than once: imported as “{new}”</source>
            <translation>«{name}» встречается в этих файлах не один раз: импортируется как «{new}»</translation>
        </message>
        <message>
            <source>This roll spends {line}</source>
            <translation>Этот бросок тратит: {line}</translation>
        </message>
        <message>
            <source>{weapon} paid for this round already: this shot spends nothing ({count} {unit} left)</source>
            <translation>За {weapon} в этом раунде уже заплачено: этот выстрел ничего не тратит (осталось {count} {unit})</translation>
        </message>
        <message>
            <source>Melee groups are for a running fight: start one first.</source>
            <translation>Группы рукопашной — для идущего боя: сначала начните бой.</translation>
        </message>
        <message>
            <source>These rules do not fight melee in groups.</source>
            <translation>В этих правилах рукопашная не ведётся группами.</translation>
        </message>
        <message>
            <source>Only characters in this fight can be grouped.</source>
            <translation>В группы можно ставить только участников этого боя.</translation>
        </message>
        <message>
            <source>A fighter can stand in only one melee group.</source>
            <translation>Боец может стоять только в одной группе рукопашной.</translation>
        </message>
        <message>
            <source>There is no such melee group: set the groups first.</source>
            <translation>Такой группы рукопашной нет: сначала задайте группы.</translation>
        </message>
        <message>
            <source>The one a lone winner hits is one of the fighters against them.</source>
            <translation>Одиночный победитель бьёт одного из бойцов, стоящих против него.</translation>
        </message>
        <message>
            <source>{one} against {two}</source>
            <translation>{one} — {two}</translation>
        </message>
        <message>
            <source>No melee groups are set: there is nothing to clear.</source>
            <translation>Группы рукопашной не заданы: снимать нечего.</translation>
        </message>
        <message>
            <source>The melee groups are set as numbered already: nothing changed.</source>
            <translation>Группы рукопашной уже заданы так: ничего не изменилось.</translation>
        </message>
        <message>
            <source>Melee groups cleared</source>
            <translation>Группы рукопашной сняты</translation>
        </message>
        <message>
            <source>Melee groups: {groups}</source>
            <translation>Группы рукопашной: {groups}</translation>
        </message>
        <message>
            <source>Melee groups</source>
            <translation>Группы рукопашной</translation>
        </message>
        <message>
            <source>Melee exchange with table dice: {result} ({dice})</source>
            <translation>Схватка, кубики со стола: {result} ({dice})</translation>
        </message>
        <message>
            <source>Melee exchange: {result} ({dice})</source>
            <translation>Схватка: {result} ({dice})</translation>
        </message>
        <message>
            <source>Melee exchange: {group}</source>
            <translation>Схватка: {group}</translation>
        </message>
        <message>
            <source>Furniture moved {from} → {to} by {names}</source>
            <translation>Мебель сдвинута {from} → {to}: {names}</translation>
        </message>
        <message>
            <source>{name} hits the furniture on {tile} for {damage}</source>
            <translation>{name} бьёт мебель на {tile}: {damage}</translation>
        </message>
        <message>
            <source>The furniture on {tile} takes {damage}</source>
            <translation>Мебель на {tile} получает {damage}</translation>
        </message>
        <message>
            <source>A blow&apos;s knockback needs the one who struck on the map.</source>
            <translation>Для отбрасывания ударивший должен стоять на карте.</translation>
        </message>
        <message>
            <source>this spreadsheet is of a campaign of {theirs}; this campaign plays {ours}: import it into a campaign of {theirs}</source>
            <translation>эта таблица — из кампании по игре {theirs}, а эта кампания идёт по игре {ours}: импортируйте её в кампанию по игре {theirs}</translation>
        </message>
        <message>
            <source>{title} ({preset})</source>
            <translation>{title} ({preset})</translation>
        </message>
        <message>
            <source>it is not UTF-8 text (line {line}, column {column}); save it as UTF-8 (in LibreOffice: Save as, Text CSV, character set Unicode (UTF-8); in Excel: Save As, CSV UTF-8)</source>
            <translation>это не текст UTF-8 (строка {line}, столбец {column}); сохраните его в UTF-8 (в LibreOffice: Сохранить как, Текст CSV, кодировка Юникод (UTF-8); в Excel: Сохранить как, CSV UTF-8)</translation>
        </message>
        <message>
            <source>it is not UTF-8 text (row {row}, column “{column}”: “{text}”); save it as UTF-8 (in LibreOffice: Save as, Text CSV, character set Unicode (UTF-8); in Excel: Save As, CSV UTF-8)</source>
            <translation>это не текст UTF-8 (строка {row}, столбец «{column}»: «{text}»); сохраните его в UTF-8 (в LibreOffice: Сохранить как, Текст CSV, кодировка Юникод (UTF-8); в Excel: Сохранить как, CSV UTF-8)</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Игрок</translation>
        </message>
        <message>
            <source>Non-player character</source>
            <translation>Неигровой персонаж</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not a kind of character; the kinds are: {accepted}</source>
            <translation>«{field}»: «{value}» — не вид персонажа; виды: {accepted}</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not one of this field&apos;s choices: {accepted}</source>
            <translation>«{field}»: «{value}» — не из вариантов этого поля: {accepted}</translation>
        </message>
        <message>
            <source>{name}: {what}</source>
            <translation>{name}: {what}</translation>
        </message>
        <message>
            <source>{count} copies of {name} made</source>
            <translation>{count|Создана|Созданы|Создано} {count} {count|копия|копии|копий} персонажа {name}</translation>
        </message>
        <message>
            <source>{name} has acted</source>
            <translation>{name}: ход сделан</translation>
        </message>
        <message>
            <source>worked out from the values read</source>
            <translation>выведено из прочитанных значений</translation>
        </message>
        <message>
            <source>“{heading}”, read as “{field}”</source>
            <translation>столбец «{heading}» прочитан как «{field}»</translation>
        </message>
        <message>
            <source>it holds no character, only its headings</source>
            <translation>в нём нет персонажей, только заголовки</translation>
        </message>
        <message>
            <source>the files hold no characters</source>
            <translation>в файлах нет персонажей</translation>
        </message>
        <message>
            <source>NPCs</source>
            <translation>НПС</translation>
        </message>
        <message>
            <source>it is a workbook (.xlsx, .ods) or an archive (.zip), not text: save a workbook as CSV (in LibreOffice: Save as, Text CSV; in Excel: Save As, CSV UTF-8), and take a file out of an archive before importing it</source>
            <translation>это книга электронной таблицы (.xlsx, .ods) или архив (.zip), а не текст: сохраните книгу в CSV (в LibreOffice: Сохранить как, Текст CSV; в Excel: Сохранить как, CSV UTF-8), а файл из архива сначала извлеките</translation>
        </message>
        <message>
            <source>it is an Excel 97–2003 workbook (.xls), not text: save it as CSV (in Excel: Save As, CSV UTF-8; in LibreOffice: Save as, Text CSV)</source>
            <translation>это книга Excel 97–2003 (.xls), а не текст: сохраните её в CSV (в Excel: Сохранить как, CSV UTF-8; в LibreOffice: Сохранить как, Текст CSV)</translation>
        </message>
        <message>
            <source>it is not text but a picture, a document or another program&apos;s file; Deadwatch imports spreadsheets (CSV), Foundry VTT actors and Deadwatch characters files (JSON)</source>
            <translation>это не текст, а изображение, документ или файл другой программы; Deadwatch импортирует таблицы (CSV), актёров Foundry VTT и файлы персонажей Deadwatch (JSON)</translation>
        </message>
        <message>
            <source>{name} tries to eat the furniture on {tile}</source>
            <translation>{name} пытается съесть мебель на {tile}</translation>
        </message>
        <message>
            <source>{track} {change}</source>
            <translation>{track} {change}</translation>
        </message>
        <message>
            <source>Heal {name}</source>
            <translation>Лечение: {name}</translation>
        </message>
        <message>
            <source>it is not a JSON file (Foundry actor or party file): line {line}, column {column}</source>
            <translation>это не файл JSON (актёр Foundry или файл отряда): строка {line}, столбец {column}</translation>
        </message>
        <message>
            <source>it is neither a spreadsheet of characters (CSV with a “Name” column) nor a JSON file (Foundry actor or party file)</source>
            <translation>это ни таблица персонажей (CSV со столбцом «Имя»), ни файл JSON (актёр Foundry или файл отряда)</translation>
        </message>
        <message>
            <source>“{field}”: “{words}” {count|is not a condition|are not conditions} of this sheet; the conditions written in words are: {accepted}</source>
            <translation>«{field}»: «{words}» — {count|не состояние|не состояния|не состояния} этого листа; словами пишутся такие состояния: {accepted}</translation>
        </message>
        <message>
            <source>“{field}” says {said}, the “{state}” column does not: the “{field}” column wins</source>
            <translation>«{field}» говорит «{said}», а столбец «{state}» — нет: верх берёт столбец «{field}»</translation>
        </message>
        <message>
            <source>the “{state}” column says {said}, “{field}” does not: the “{field}” column wins, the character is not {said}</source>
            <translation>столбец «{state}» говорит «{said}», а «{field}» — нет: верх берёт столбец «{field}», состояния «{said}» у персонажа нет</translation>
        </message>
        <message>
            <source>“{field}”: “{words}” {count|is|are} left out: of the conditions, only {accepted} are read from words; the rest come from the “{state}” column</source>
            <translation>«{field}»: «{words}» — {count|пропущено|пропущены|пропущены}: из состояний словами читаются только {accepted}; остальные берутся из столбца «{state}»</translation>
        </message>
        <message>
            <source>{file}: {count} {count|column is no field|columns are no fields} of this sheet, left out: {columns}</source>
            <translation>{file}: {count} {count|столбец — не поле|столбца — не поля|столбцов — не поля} этого листа, {count|пропущен|пропущены|пропущены}: {columns}</translation>
        </message>
        <message>
            <source>row {row} ends after the column “{column}”: {count} of {total} {total|column|columns}; the file looks cut short, none of its rows is imported</source>
            <translation>строка {row} кончается после столбца «{column}»: {count} из {total} {total|столбца|столбцов|столбцов}; файл, похоже, обрезан, ни одна его строка не импортируется</translation>
        </message>
        <message>
            <source>With the faces typed this roll takes {wanted}; {typed} typed.</source>
            <translation>С введёнными гранями этому броску нужно {wanted}; введено {typed}.</translation>
        </message>
        <message>
            <source>Face {face} cannot be: it is typed for a d{sides}, which shows 1–{sides}.</source>
            <translation>Грань {face} невозможна: она набрана для d{sides}, а у него грани 1–{sides}.</translation>
        </message>
        <message>
            <source>{name} {suffix}</source>
            <translation>{name} {suffix}</translation>
        </message>
        <message>
            <source>With the faces typed this roll takes {low} to {high} dice: {parts}; {typed} typed.</source>
            <translation>С введёнными гранями этому броску нужно от {low} до {high} кубиков: {parts}; введено {typed}.</translation>
        </message>
        <message>
            <source>{count} {count|die|dice}</source>
            <translation>{count} {count|кубик|кубика|кубиков}</translation>
        </message>
        <message>
            <source>its columns {columns} are not this sheet&apos;s: it looks like a spreadsheet of another game</source>
            <translation>его столбцы {columns} — не столбцы этого листа: похоже, это таблица другой игры</translation>
        </message>
        <message>
            <source>{place}: {reason}; the file is refused whole: its other {count} {count|character is|characters are} not imported</source>
            <translation>{place}: {reason}; файл отклонён целиком: ещё {count} {count|персонаж из него не импортируется|персонажа из него не импортируются|персонажей из него не импортируются}</translation>
        </message>
        <message>
            <source>none (the cell was emptied; the Deadwatch state had {said})</source>
            <translation>нет (ячейку очистили; в состоянии Deadwatch было: {said})</translation>
        </message>
        <message>
            <source>{conditions} (the cell was emptied; the Deadwatch state had {said} as well)</source>
            <translation>{conditions} (ячейку очистили; в состоянии Deadwatch было ещё: {said})</translation>
        </message>
        <message>
            <source>{name}, {skill} ({dice} {dice|die|dice}, {what} {modifier}): {roll}</source>
            <translation>{name}, {skill} ({dice} {dice|кубик|кубика|кубиков}, {what} {modifier}): {roll}</translation>
        </message>
        <message>
            <source>One action a turn: {name} has fired in round {round} already; the next fire waits for round {next}.</source>
            <translation>Одно действие за ход: {name} — выстрел в раунде {round} уже был; следующий выстрел — в раунде {next}.</translation>
        </message>
        <message>
            <source>One action a turn: {name} has fired in round {round} already; reloading waits for round {next}.</source>
            <translation>Одно действие за ход: {name} — выстрел в раунде {round} уже был; перезарядка — в раунде {next}.</translation>
        </message>
        <message>
            <source>Reloading takes the whole turn: {name} has reloaded in round {round}; firing waits for round {next}.</source>
            <translation>Перезарядка занимает весь ход: {name} — перезарядка в раунде {round}; выстрел — в раунде {next}.</translation>
        </message>
        <message>
            <source>Reloading takes the whole turn: {name} has reloaded in round {round}; a melee attack waits for round {next}.</source>
            <translation>Перезарядка занимает весь ход: {name} — перезарядка в раунде {round}; атака в рукопашной — в раунде {next}.</translation>
        </message>
        <message>
            <source>One action a turn: {name} has fired in round {round} already; a melee attack waits for round {next}.</source>
            <translation>Одно действие за ход: {name} — выстрел в раунде {round} уже был; атака в рукопашной — в раунде {next}.</translation>
        </message>
        <message>
            <source>Nothing to strike in passing for {name}: {reason}</source>
            <translation>{name} никого не может ударить на бегу: {reason}</translation>
        </message>
        <message>
            <source>Nothing to strike in passing: no enemy stands beside the tiles this move steps on.</source>
            <translation>Некого ударить на бегу: ни один враг не стоит рядом с клетками этого хода.</translation>
        </message>
        <message>
            <source>not found (moved, renamed or deleted?)</source>
            <translation>не найден (перемещён, переименован или удалён?)</translation>
        </message>
        <message>
            <source>it is a folder, not a file: pick the files in it</source>
            <translation>это папка, а не файл: выберите файлы в ней</translation>
        </message>
        <message>
            <source>it cannot be read ({reason})</source>
            <translation>его нельзя прочитать ({reason})</translation>
        </message>
        <message>
            <source>{attacker} hits {target}: {damage} damage</source>
            <translation>{attacker} наносит удар, цель — {target}: урон {damage}</translation>
        </message>
        <message>
            <source>empty: {value} taken</source>
            <translation>пусто: взято {value}</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not what this field holds: a whole number</source>
            <translation>«{field}»: «{value}» — не то, что хранит это поле: целое число</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not what this field holds: a whole number from {low} to {high}</source>
            <translation>«{field}»: «{value}» — не то, что хранит это поле: целое число от {low} до {high}</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not what this field holds: a whole number, {low} or more</source>
            <translation>«{field}»: «{value}» — не то, что хранит это поле: целое число, не меньше {low}</translation>
        </message>
        <message>
            <source>{name} pushes the swarm roll ({skill}): {dice}; stress {before} → {after}. Round {round}: {total} {total|success|successes} against Swarm Threat {needed} — {outcome}</source>
            <translation>{name} форсирует бросок против роя ({skill}): {dice}; стресс {before} → {after}. Раунд {round}: {total} {total|успех|успеха|успехов} против угрозы роя {needed} — {outcome}</translation>
        </message>
        <message>
            <source>{field}: {before} → {after}</source>
            <translation>{field}: {before} → {after}</translation>
        </message>
        <message>
            <source>{name} loses {conditions}</source>
            <translation>{name} теряет: {conditions}</translation>
        </message>
        <message>
            <source>{field}: changed, {count} {count|row|rows}</source>
            <translation>{field}: изменено, {count} {count|строка|строки|строк}</translation>
        </message>
        <message>
            <source>Notes: rewritten</source>
            <translation>Заметки: переписаны</translation>
        </message>
        <message>
            <source>{field}: {before} → {after} (its maximum {was} → {now} with the new sheet; the points lost are kept)</source>
            <translation>{field}: {before} → {after} (максимум {was} → {now} по новому листу; потерянные очки остаются потерянными)</translation>
        </message>
        <message>
            <source>nothing changes</source>
            <translation>ничего не меняется</translation>
        </message>
        <message>
            <source>Unspent experience points</source>
            <translation>Непотраченные очки опыта</translation>
        </message>
        <message>
            <source>the experience points of {name} are not a count Deadwatch keeps</source>
            <translation>{name}: очки опыта — не число, которое ведёт Deadwatch</translation>
        </message>
        <message>
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>Updated {count} {count|character|characters} from the files: {names}</source>
            <translation>Обновлено из файлов: {count} {count|персонаж|персонажа|персонажей} — {names}</translation>
        </message>
        <message>
            <source>Update {count} characters</source>
            <translation>Обновить персонажей: {count}</translation>
        </message>
        <message>
            <source>the character {name} updates is not in the roster</source>
            <translation>персонажа, которого обновляет {name}, нет в списке</translation>
        </message>
        <message>
            <source>Only a PC or an NPC suffers a single attack from the dead.</source>
            <translation>Одиночную атаку мертвецов получает только персонаж игрока или неигровой персонаж.</translation>
        </message>
        <message>
            <source>Threat {level} ({name}) stays: instead, a single attack from the dead on {victim}</source>
            <translation>Угроза {level} ({name}) не меняется: вместо этого одиночная атака мертвецов, цель — {victim}</translation>
        </message>
        <message>
            <source>Swarm round {round}: {total} {total|success|successes} against Swarm Threat {needed} — {outcome}</source>
            <translation>Раунд {round} против роя: {total} {total|успех|успеха|успехов} против угрозы роя {needed} — {outcome}</translation>
        </message>
        <message>
            <source>{roll}, with table dice</source>
            <translation>{roll}, кубики со стола</translation>
        </message>
        <message>
            <source>{low} × d{sides}, and one more for each die rolled again</source>
            <translation>{low} × d{sides} и ещё по одному на каждый переброс</translation>
        </message>
        <message>
            <source>{low} {low|die|dice}, and one more for each die rolled again: {parts}</source>
            <translation>{low} {low|кубик|кубика|кубиков} и ещё по одному на каждый переброс: {parts}</translation>
        </message>
        <message>
            <source>{name}: {roll} — {place} at {tile}: {result}</source>
            <translation>{name}: {roll} — {place}, клетка {tile}: {result}</translation>
        </message>
        <message>
            <source>{name}: {roll} — {place} at {tile}: {result} ({dice})</source>
            <translation>{name}: {roll} — {place}, клетка {tile}: {result} ({dice})</translation>
        </message>
        <message>
            <source>{headline}: {arithmetic}</source>
            <translation>{headline}: {arithmetic}</translation>
        </message>
        <message>
            <source>{headline}, dice from the table: {arithmetic}</source>
            <translation>{headline}, кубики со стола: {arithmetic}</translation>
        </message>
        <message>
            <source>One action a turn: {name} has fought a melee exchange in round {round} already; a shot waits for round {next}.</source>
            <translation>Одно действие за ход: {name} — схватка в раунде {round} уже была; выстрел — в раунде {next}.</translation>
        </message>
        <message>
            <source>One action a turn: {name} has fought a melee exchange in round {round} already; the next exchange waits for round {next}.</source>
            <translation>Одно действие за ход: {name} — схватка в раунде {round} уже была; следующая схватка — в раунде {next}.</translation>
        </message>
        <message>
            <source>Damage to {name}: {amount} damage, {track} {change}</source>
            <translation>Урон — {name}: урон {amount}, {track} {change}</translation>
        </message>
        <message>
            <source>{fields}: not in the file: {count|stays|stay} as the roster has {count|it|them}</source>
            <translation>{fields}: нет в файле: {count|остаётся|остаются|остаются} как в списке персонажей</translation>
        </message>
        <message>
            <source>Nothing was imported: the characters in the files are already in the roster as the files have them</source>
            <translation>Ничего не импортировано: персонажи из файлов уже есть в списке, и такие же, как в файлах</translation>
        </message>
        <message>
            <source>Imported {count} {count|character|characters}: {names}; updated {updated} {updated|character|characters}: {updated_names}</source>
            <translation>Импортировано: {count} {count|персонаж|персонажа|персонажей} — {names}; обновлено: {updated} {updated|персонаж|персонажа|персонажей} — {updated_names}</translation>
        </message>
        <message>
            <source>{column}: {value} — not read: no field of this sheet is called so</source>
            <translation>{column}: {value} — не прочитано: такого поля на этом листе нет</translation>
        </message>
        <message>
            <source>{column}: {value} — not read: no field of this sheet is called so; did you mean {near}?</source>
            <translation>{column}: {value} — не прочитано: такого поля на этом листе нет; может быть, «{near}»?</translation>
        </message>
        <message>
            <source>linked to its Foundry actor: found again if renamed</source>
            <translation>связь с актёром Foundry: найдётся и после переименования</translation>
        </message>
        <message>
            <source>{name} is dead: the dead stand in no melee group.</source>
            <translation>{name} — среди мёртвых: мёртвые не входят в группы ближнего боя.</translation>
        </message>
        <message>
            <source>Nobody is left standing on one side of this melee group: set the groups again.</source>
            <translation>На одной из сторон этой группы ближнего боя никого не осталось в живых: задайте группы заново.</translation>
        </message>
        <message>
            <source>Single attack on {name}: {arithmetic}</source>
            <translation>Одиночная атака — {name}: {arithmetic}</translation>
        </message>
        <message>
            <source>Single attack on {name}: {amount} damage</source>
            <translation>Одиночная атака — {name}: урон {amount}</translation>
        </message>
        <message>
            <source>That single attack has no harm waiting.</source>
            <translation>У этой одиночной атаки нет вреда, который ждёт решения.</translation>
        </message>
        <message>
            <source>Single attack on {name}: {track} {old} → {new}</source>
            <translation>Одиночная атака — {name}: {track} {old} → {new}</translation>
        </message>
        <message>
            <source>Import {count} {count|character|characters} ({updated} updated)</source>
            <translation>Импорт {count} {count|персонажа|персонажей|персонажей} (обновлено: {updated})</translation>
        </message>
        <message>
            <source>Update {count} {count|character|characters}</source>
            <translation>Обновление {count} {count|персонажа|персонажей|персонажей}</translation>
        </message>
        <message>
            <source>Update {count} {count|character|characters}: {changed}</source>
            <translation>Обновление {count} {count|персонажа|персонажей|персонажей}: {changed}</translation>
        </message>
        <message>
            <source>{name}: {value} as the roster has it, not rolled again</source>
            <translation>{name}: {value}, как в списке персонажей, без нового броска</translation>
        </message>
        <message>
            <source>{name}: {roll}</source>
            <translation>{name}: {roll}</translation>
        </message>
        <message>
            <source>{low} × d{sides}, and one more if it shows {faces}</source>
            <translation>{low} × d{sides} и ещё один, если выпадет {faces}</translation>
        </message>
        <message>
            <source>{low} × d{sides}, and one more for each that shows {faces}</source>
            <translation>{low} × d{sides} и ещё по одному на каждый, где выпадет {faces}</translation>
        </message>
        <message>
            <source>{low} {low|die|dice}: {parts}; and one more for each that shows {faces}</source>
            <translation>{low} {low|кубик|кубика|кубиков}: {parts}; и ещё по одному на каждый, где выпадет {faces}</translation>
        </message>
        <message>
            <source>{some} or {last}</source>
            <translation>{some} или {last}</translation>
        </message>
        <message>
            <source>{count} × d{sides} ({label}, when rolled)</source>
            <translation>{count} × d{sides} ({label}, если до него дойдёт)</translation>
        </message>
        <message>
            <source>Damage to {name}: now {health}</source>
            <translation>Урон — {name}, состояние: {health}</translation>
        </message>
        <message>
            <source>{name} healed: now {health}</source>
            <translation>Лечение: {name}, состояние: {health}</translation>
        </message>
        <message>
            <source>what {name} keeps of the roster does not fit its sheet</source>
            <translation>{name}: то, что сохраняется из списка персонажей, не подходит к листу из файлов</translation>
        </message>
        <message>
            <source>{amount} damage to {name} ({moves})</source>
            <translation>Урон {amount} — {name} ({moves})</translation>
        </message>
        <message>
            <source>Damage to {name} ({moves})</source>
            <translation>Урон — {name} ({moves})</translation>
        </message>
        <message>
            <source>{amount} damage to {name}</source>
            <translation>Урон {amount} — {name}</translation>
        </message>
        <message>
            <source>{amount} damage to {name}, {through} through the armour ({moves})</source>
            <translation>Урон {amount} — {name}, сквозь броню {through} ({moves})</translation>
        </message>
        <message>
            <source>{amount} damage to {name}, {through} through the armour</source>
            <translation>Урон {amount} — {name}, сквозь броню {through}</translation>
        </message>
        <message>
            <source>{name} healed ({moves})</source>
            <translation>Лечение: {name} ({moves})</translation>
        </message>
        <message>
            <source>{track} {old} → {new}</source>
            <translation>{track} {old} → {new}</translation>
        </message>
        <message>
            <source>{system} {version} is outside the versions this reading is tested with ({versions}): {count} {count|field was|fields were} read where those versions hold {count|it|them}; check the values before importing</source>
            <translation>{system} {version} — вне версий, с которыми проверено это чтение ({versions}): {count} {count|поле прочитано|поля прочитаны|полей прочитано} там, где их хранят эти версии; проверьте значения перед импортом</translation>
        </message>
        <message>
            <source>{system} {version} is outside the versions this reading follows ({versions}) and none of the sheet&apos;s values could be read: its data model differs</source>
            <translation>{system} {version} — вне версий, которым следует это чтение ({versions}), и ни одно значение листа не удалось прочитать: модель данных другая</translation>
        </message>
        <message>
            <source>{names}: the sheet from the files; health, stress, conditions and injuries as the night left them</source>
            <translation>{names}: лист из файлов; здоровье, стресс, состояния и травмы — как их оставила ночь</translation>
        </message>
        <message>
            <source>{names}: the sheet from the files; {state} as the night left them</source>
            <translation>{names}: лист из файлов; {state} — как их оставила ночь</translation>
        </message>
        <message>
            <source>dead in the roster: kept</source>
            <translation>смерть в списке персонажей: сохраняется</translation>
        </message>
        <message>
            <source>{name} messed up: the GM&apos;s second pick</source>
            <translation>{name}: срыв — второй выбор ведущего</translation>
        </message>
        <message>
            <source>{field} {value} in the file: not taken, the night&apos;s wounds are kept ({key} to take them)</source>
            <translation>{field} {value} в файле: не берётся, раны этой ночи сохраняются ({key} — взять из файла)</translation>
        </message>
        <message>
            <source>Conditions in the file ({value}): not taken, the night&apos;s are kept ({key} to take them)</source>
            <translation>Состояния в файле ({value}): не берутся, сохраняются состояния этой ночи ({key} — взять из файла)</translation>
        </message>
        <message>
            <source>{value} (the night&apos;s, kept; in the file: {file})</source>
            <translation>{value} (после этой ночи, сохраняется; в файле: {file})</translation>
        </message>
        <message>
            <source>{weapon}: {limit} {limit|shot|shots} a round; {name} has fired {limit|it|them} this round already.</source>
            <translation>{weapon}: {limit} {limit|выстрел|выстрела|выстрелов} за раунд; {name} в этом раунде уже {limit|его сделал(а)|их сделал(а)|их сделал(а)}.</translation>
        </message>
        <message>
            <source>{weapon}: {limit} {limit|shot|shots} a round; {name} has {left} {left|shot|shots} left this round.</source>
            <translation>{weapon}: {limit} {limit|выстрел|выстрела|выстрелов} за раунд; {name}: в этом раунде {left|остался|осталось|осталось} {left} {left|выстрел|выстрела|выстрелов}.</translation>
        </message>
        <message>
            <source>A grenade thrown here explodes at once.</source>
            <translation>Брошенная здесь граната взрывается сразу.</translation>
        </message>
        <message>
            <source>Outside a fight there is no next round: throw the grenade to explode now.</source>
            <translation>Вне боя нет следующего раунда: бросьте гранату со взрывом сейчас.</translation>
        </message>
        <message>
            <source>{name} throws a grenade at {tile}: it explodes at the end of round {round}</source>
            <translation>{name} бросает гранату в {tile}: она взорвётся в конце раунда {round}</translation>
        </message>
        <message>
            <source>The grenade {name} threw explodes at {tile}</source>
            <translation>Граната взрывается в {tile} (бросок: {name})</translation>
        </message>
        <message>
            <source>{name}: {action} — {roll} against {target}: {result}</source>
            <translation>{name}: {action} — {roll}, цель — {target}: {result}</translation>
        </message>
        <message>
            <source>{name}: {action} — {roll} against {target}, with table dice: {result} ({dice})</source>
            <translation>{name}: {action} — {roll}, цель — {target}, кубики со стола: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name}: {action} — {roll} against {target}: {result} ({dice})</source>
            <translation>{name}: {action} — {roll}, цель — {target}: {result} ({dice})</translation>
        </message>
        <message>
            <source>Dice to type, in this order: {wanted}</source>
            <translation>Кубики по порядку: {wanted}</translation>
        </message>
        <message>
            <source>Dice to type, in this order: {wanted}; then, only if those dice call for them: {then}</source>
            <translation>Кубики по порядку: {wanted}; затем, только если их потребуют эти кубики: {then}</translation>
        </message>
        <message>
            <source>With the faces typed this roll uses only {wanted}; {typed} typed.</source>
            <translation>С введёнными гранями этот бросок использует только {wanted}; введено {typed}.</translation>
        </message>
        <message>
            <source>tie between {names}: the tie-breaker sets the order, the GM may change it</source>
            <translation>ничья между: {names} — порядок задаёт правило ничьей, ведущий может его изменить</translation>
        </message>
        <message>
            <source>{name} finds {amount} {unit} for {weapon}: spare {before} → {after}; loaded {loaded}</source>
            <translation>{name} находит {amount} {unit} для: {weapon} — в запасе {before} → {after}; в оружии {loaded}</translation>
        </message>
        <message>
            <source>{field}: all {count} {count|row|rows} removed</source>
            <translation>{field}: все {count} {count|строка удалена|строки удалены|строк удалены}</translation>
        </message>
        <message>
            <source>{field}: its one row removed</source>
            <translation>{field}: удалена единственная строка</translation>
        </message>
        <message>
            <source>Updated {count} {count|character|characters} from the files: {changed}</source>
            <translation>Обновлено из файлов: {count} {count|персонаж|персонажа|персонажей} — {changed}</translation>
        </message>
        <message>
            <source>Imported {count} {count|character|characters}: {names}; updated {updated} {updated|character|characters}: {changed}</source>
            <translation>Импортировано: {count} {count|персонаж|персонажа|персонажей} — {names}; обновлено: {updated} {updated|персонаж|персонажа|персонажей} — {changed}</translation>
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
            <translation>{name} ({a}, {b}, {c} и ещё {more} {more|изменение|изменения|изменений})</translation>
        </message>
        <message>
            <source>{first}, {rest}</source>
            <translation>{first}, {rest}</translation>
        </message>
        <message>
            <source>the actor&apos;s sheet: {field}</source>
            <translation>лист актёра: {field}</translation>
        </message>
        <message>
            <source>Deadwatch&apos;s own sheet: {field}</source>
            <translation>Собственный лист Deadwatch: {field}</translation>
        </message>
        <message>
            <source>Deadwatch&apos;s own record of the state: {field}</source>
            <translation>Состояние, записанное Deadwatch: {field}</translation>
        </message>
        <message>
            <source>the actor&apos;s conditions</source>
            <translation>состояния актёра</translation>
        </message>
        <message>
            <source>the actor&apos;s effect “{name}”</source>
            <translation>эффект актёра «{name}»</translation>
        </message>
        <message>
            <source>the actor&apos;s items: {types}</source>
            <translation>предметы актёра: {types}</translation>
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
            <translation>оружие</translation>
        </message>
        <message>
            <source>armor</source>
            <translation>броня</translation>
        </message>
        <message>
            <source>gear</source>
            <translation>снаряжение</translation>
        </message>
        <message>
            <source>item</source>
            <translation>предмет</translation>
        </message>
        <message>
            <source>tiny item</source>
            <translation>мелкий предмет</translation>
        </message>
        <message>
            <source>talent</source>
            <translation>талант</translation>
        </message>
        <message>
            <source>critical injury</source>
            <translation>критическая травма</translation>
        </message>
        <message>
            <source>skill</source>
            <translation>навык</translation>
        </message>
        <message>
            <source>quality</source>
            <translation>достоинство</translation>
        </message>
        <message>
            <source>drawback</source>
            <translation>недостаток</translation>
        </message>
        <message>
            <source>power</source>
            <translation>способность</translation>
        </message>
        <message>
            <source>its Foundry actor id is already “{holder}”&apos;s: not kept with this character</source>
            <translation>id актёра Foundry из файла уже принадлежит «{holder}»: с этим персонажем не сохраняется</translation>
        </message>
        <message>
            <source>{other} already updates “{name}” of the roster: the same character twice in these files</source>
            <translation>{other} уже обновляет «{name}» из списка: один и тот же персонаж дважды в этих файлах</translation>
        </message>
        <message>
            <source>its Foundry actor id is “{holder}”&apos;s, but its name and kind are “{name}”&apos;s: it updates “{name}”, and “{holder}” is left as it is</source>
            <translation>id актёра Foundry из файла — у «{holder}», а имя и вид — как у «{name}»: обновляется «{name}», а «{holder}» остаётся как есть</translation>
        </message>
        <message>
            <source>{count} {count|field is|fields are} not in the file: {count|it starts at its default|they start at their defaults}</source>
            <translation>нет в файле: {count} {count|поле|поля|полей}, {count|начинается со значения|начинаются со значений|начинаются со значений} по умолчанию</translation>
        </message>
        <message>
            <source>{count} {count|field is|fields are} not in the file: {count|it stays|they stay} as the roster has {count|it|them}</source>
            <translation>нет в файле: {count} {count|поле|поля|полей}, {count|остаётся|остаются|остаются} как в списке персонажей</translation>
        </message>
        <message>
            <source>{field}: changed, {count} {count|row|rows}; removed: {removed}</source>
            <translation>{field}: изменено, {count} {count|строка|строки|строк}; убрано: {removed}</translation>
        </message>
        <message>
            <source>{field}: changed, {count} {count|row|rows}; replaced: {replaced}</source>
            <translation>{field}: изменено, {count} {count|строка|строки|строк}; заменено: {replaced}</translation>
        </message>
        <message>
            <source>{field}: changed, {count} {count|row|rows}; replaced: {replaced}; removed: {removed}</source>
            <translation>{field}: изменено, {count} {count|строка|строки|строк}; заменено: {replaced}; убрано: {removed}</translation>
        </message>
        <message>
            <source>protection</source>
            <translation>защита</translation>
        </message>
        <message>
            <source>agility penalty</source>
            <translation>штраф к ловкости</translation>
        </message>
        <message>
            <source>bonus</source>
            <translation>бонус</translation>
        </message>
        <message>
            <source>level</source>
            <translation>уровень</translation>
        </message>
        <message>
            <source>cost</source>
            <translation>стоимость</translation>
        </message>
        <message>
            <source>armor value</source>
            <translation>значение брони</translation>
        </message>
        <message>
            <source>damage</source>
            <translation>урон</translation>
        </message>
        <message>
            <source>{track}: {read} of {theirs} in Foundry, {lost} lost: {now} of {ours} here (Deadwatch works the maximum out from the sheet by the rules, attributes and traits; the points lost are kept)</source>
            <translation>{track}: {read} из {theirs} в Foundry, потеряно {lost}: здесь {now} из {ours} (Deadwatch вычисляет максимум по листу согласно правилам, из характеристик и черт; потерянные очки сохраняются)</translation>
        </message>
        <message>
            <source>each PC takes {amount} stress: the dead are alerted</source>
            <translation>каждый персонаж игрока получает стресс +{amount}: мертвецы всполошились</translation>
        </message>
        <message>
            <source>no stress for the PCs</source>
            <translation>без стресса для персонажей игроков</translation>
        </message>
        <message>
            <source>the single attack on {name} is dropped before its roll</source>
            <translation>одиночная атака отменена до броска — {name}</translation>
        </message>
        <message>
            <source>Threat stays at {level}; you pick who suffers it, and they roll against it</source>
            <translation>Угроза остаётся {level}; кого атакуют — выберите, и он бросает кубики против атаки</translation>
        </message>
        <message>
            <source>Threat stays at {level}; Swarm Size {old} → {new}</source>
            <translation>Угроза остаётся {level}; Размер роя {old} → {new}</translation>
        </message>
        <message>
            <source>Swarm Size {size} is already at its top</source>
            <translation>Размер роя {size} уже наибольший</translation>
        </message>
        <message>
            <source>{name} declares {phase} on {target}: {action}</source>
            <translation>{name} заявляет «{phase}» (цель — {target}): {action}</translation>
        </message>
        <message>
            <source>{name} declares {phase} on {target}</source>
            <translation>{name} заявляет «{phase}» (цель — {target})</translation>
        </message>
        <message>
            <source>{name} rolls {roll} on {target} with table dice: {result} ({dice})</source>
            <translation>{name}: {roll}, кому — {target}, кубики со стола: {result} ({dice})</translation>
        </message>
        <message>
            <source>{name} rolls {roll} on {target}: {result} ({dice})</source>
            <translation>{name}: {roll}, кому — {target}: {result} ({dice})</translation>
        </message>
        <message>
            <source>End of {name}&apos;s turn</source>
            <translation>{name}: ход окончен</translation>
        </message>
        <message>
            <source>“{field}” is not a Deadwatch character id</source>
            <translation>«{field}» — не код персонажа Deadwatch</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not a Deadwatch character id (empty the cell and the row is matched by its name)</source>
            <translation>«{field}»: «{value}» — не код персонажа Deadwatch (очистите ячейку, и строка сопоставится по имени)</translation>
        </message>
        <message>
            <source>Deadwatch id</source>
            <translation>Код Deadwatch</translation>
        </message>
        <message>
            <source>Notes: kept (the file has none)</source>
            <translation>Заметки: остаются прежними (в файле их нет)</translation>
        </message>
        <message>
            <source>Notes: none (the file has none)</source>
            <translation>Заметки: нет (в файле их нет)</translation>
        </message>
        <message>
            <source>{first}”, “{rest}</source>
            <translation>{first}», «{rest}</translation>
        </message>
        <message>
            <source>Notes: replaced by the file&apos;s</source>
            <translation>Заметки: заменяются заметками из файла</translation>
        </message>
        <message>
            <source>Notes: emptied (the file&apos;s are empty)</source>
            <translation>Заметки: стираются (в файле они пустые)</translation>
        </message>
        <message>
            <source>“{name}”</source>
            <translation>«{name}»</translation>
        </message>
        <message>
            <source>Handout renamed: {before} → {title}</source>
            <translation>Материал переименован: {before} → {title}</translation>
        </message>
        <message>
            <source>The handout already has that title.</source>
            <translation>У материала уже такой заголовок.</translation>
        </message>
        <message>
            <source>its columns ({columns}) are none of this campaign&apos;s sheet: it looks like another game&apos;s sheet</source>
            <translation>его столбцы ({columns}) — не столбцы листа этой кампании: похоже, это лист другой игры</translation>
        </message>
        <message>
            <source>{reason}; the sheet&apos;s columns are {taken} and more</source>
            <translation>{reason}; столбцы листа: {taken} и другие</translation>
        </message>
        <message>
            <source>End of round {round} ({moves})</source>
            <translation>Конец раунда {round} ({moves})</translation>
        </message>
        <message>
            <source>{name} rolls {roll} — {spent}</source>
            <translation>{name}: {roll} — {spent}</translation>
        </message>
        <message>
            <source>{weapon} ({name}) gets back what it fired: {after} → {before} {unit}</source>
            <translation>{weapon} ({name}): {shots|выстрел возвращён|выстрелы возвращены|выстрелы возвращены}, {after} → {before} {unit}</translation>
        </message>
        <message>
            <source>{name}: {count} {count|round|rounds} not fired back in {weapon}: {before} → {after} {unit}</source>
            <translation>{name}, {weapon}: {count} {count|невыстреленный патрон возвращён|невыстреленных патрона возвращены|невыстреленных патронов возвращены}, {before} → {after} {unit}</translation>
        </message>
        <message>
            <source>{weapon} ({name}) as before the reload: {after} → {before} {unit}</source>
            <translation>{weapon} ({name}): как до перезарядки, {after} → {before} {unit}</translation>
        </message>
        <message>
            <source>{name} back to {start} on the map (was on {end})</source>
            <translation>Фишка {name} снова на {start} (вместо {end})</translation>
        </message>
        <message>
            <source>{name} back to {from} (was on {to})</source>
            <translation>{name}: обратно на {from} (вместо {to})</translation>
        </message>
        <message>
            <source>{name} back to {from} (was on {to}), the blows in passing taken back</source>
            <translation>{name}: обратно на {from} (вместо {to}), удары на бегу отменены</translation>
        </message>
        <message>
            <source>Melee exchange: {group} ({moves})</source>
            <translation>Схватка: {group} ({moves})</translation>
        </message>
        <message>
            <source>Furniture back to {from} (was on {to}, moved by {names})</source>
            <translation>Мебель снова на {from} (вместо {to}; двигали: {names})</translation>
        </message>
        <message>
            <source>{name}: {moves}</source>
            <translation>{name}: {moves}</translation>
        </message>
        <message>
            <source>Left out of this exchange: {name} (fired in round {round} already; one action a turn)</source>
            <translation>Не участвует в этой схватке: {name} (выстрел в раунде {round} уже был; одно действие за ход)</translation>
        </message>
        <message>
            <source>Left out of this exchange: {name} (reloaded in round {round}; reloading takes the whole turn)</source>
            <translation>Не участвует в этой схватке: {name} (перезарядка в раунде {round}; перезарядка занимает весь ход)</translation>
        </message>
        <message>
            <source>Left out of this exchange: {name} (fought a melee exchange in round {round} already; one action a turn)</source>
            <translation>Не участвует в этой схватке: {name} (схватка в раунде {round} уже была; одно действие за ход)</translation>
        </message>
        <message>
            <source>{names} had not acted</source>
            <translation>Без хода: {names}</translation>
        </message>
        <message>
            <source>the swarm fight ends with it</source>
            <translation>бой с роем заканчивается вместе с ним</translation>
        </message>
        <message>
            <source>the harm of the single attack on {name} is no longer offered</source>
            <translation>урон от одиночной атаки больше не предлагается — {name}</translation>
        </message>
        <message>
            <source>{name} is dead: the dead make no rolls.</source>
            <translation>{name} — мертвец: мёртвые не бросают кубики.</translation>
        </message>
        <message>
            <source>{name} is dead: a single attack falls on the living only.</source>
            <translation>{name} — мертвец: одиночная атака падает только на живых.</translation>
        </message>
        <message>
            <source>now: {states}</source>
            <translation>теперь: {states}</translation>
        </message>
        <message>
            <source>removed: {states}</source>
            <translation>снято: {states}</translation>
        </message>
        <message>
            <source>{name}&apos;s {weapon} is full ({count}/{capacity}).</source>
            <translation>{weapon} ({name}): магазин полон ({count}/{capacity}).</translation>
        </message>
        <message>
            <source>{name}: {action} — {roll} — {moves}</source>
            <translation>{name}: {action} — {roll} — {moves}</translation>
        </message>
        <message>
            <source>{name} follows up {roll} — {moves}</source>
            <translation>{name} продолжает бросок «{roll}» — {moves}</translation>
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
            <translation>добавлено: {row} {value}</translation>
        </message>
        <message>
            <source>{row} added</source>
            <translation>добавлено: {row}</translation>
        </message>
        <message>
            <source>{row} removed</source>
            <translation>убрано: {row}</translation>
        </message>
        <message>
            <source>Not shown to the players: {line}</source>
            <translation>Скрыто от игроков: {line}</translation>
        </message>
        <message>
            <source>This file is for {theirs}; this campaign plays {ours}. Nothing was imported.</source>
            <translation>Этот файл — для игры {theirs}, а эта кампания идёт по игре {ours}. Ничего не импортировано.</translation>
        </message>
        <message>
            <source>This file is for a game this Deadwatch does not play (“{theirs}”); this campaign plays {ours}. Nothing was imported.</source>
            <translation>Этот файл — для игры, которой нет в этой версии Deadwatch («{theirs}»), а эта кампания идёт по игре {ours}. Ничего не импортировано.</translation>
        </message>
        <message>
            <source>{name}'s sheet edited: {changes}</source>
            <translation>Лист персонажа {name} изменён: {changes}</translation>
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
            <translation>заметки изменены</translation>
        </message>
        <message>
            <source>{first}; {rest}</source>
            <translation>{first}; {rest}</translation>
        </message>
        <message>
            <source>{name} rolls {roll}: {outcome}</source>
            <translation>{name}: {roll}: {outcome}</translation>
        </message>
        <message>
            <source>{name} rolls {roll}: {outcome} — {spent}</source>
            <translation>{name}: {roll}: {outcome} — {spent}</translation>
        </message>
        <message>
            <source>miss</source>
            <translation>промах</translation>
        </message>
        <message>
            <source>hit</source>
            <translation>попадание</translation>
        </message>
        <message>
            <source>hit, {amount} damage offered</source>
            <translation>попадание, предложен урон {amount}</translation>
        </message>
        <message>
            <source>hit, damage offered</source>
            <translation>попадание, предложен урон</translation>
        </message>
        <message>
            <source>Undo: {action} — in force again: {dangers}</source>
            <translation>Отменено: {action} — снова в силе: {dangers}</translation>
        </message>
        <message>
            <source>Redo: {action} — in force again: {dangers}</source>
            <translation>Повторено: {action} — снова в силе: {dangers}</translation>
        </message>
        <message>
            <source>The days {name} ate are a number from 0 to {days}; nothing changed.</source>
            <translation>Дни с едой ({name}) — число от 0 до {days}; ничего не изменилось.</translation>
        </message>
        <message>
            <source>With the faces typed this roll takes {wanted}; {typed} typed: after {rolled}, no {skipped} die is rolled.</source>
            <translation>С введёнными гранями этому броску нужно {wanted}; введено {typed}: после «{rolled}» кубик «{skipped}» не бросается.</translation>
        </message>
        <message>
            <source>{label} {faces} (total {total})</source>
            <translation>{label} {faces} (итого {total})</translation>
        </message>
        <message>
            <source>{row}: {column} {amount} ({preset}) — not carried: this campaign counts {unit}</source>
            <translation>{row}: {column} {amount} ({preset}) — не перенесено: эта кампания считает {unit}</translation>
        </message>
        <message>
            <source>{row}: {column} {amount} ({preset}) — not carried: this campaign counts {unit}; kept at {kept}</source>
            <translation>{row}: {column} {amount} ({preset}) — не перенесено: эта кампания считает {unit}; остаётся: {kept}</translation>
        </message>
        <message>
            <source>This file is for {theirs}; this campaign plays {ours}. Nothing was imported. To carry characters between the two, export the party as a spreadsheet (Ctrl+Shift+X, a name ending in .csv) and import that.</source>
            <translation>Этот файл — для игры {theirs}, а эта кампания идёт по игре {ours}. Ничего не импортировано. Чтобы перенести персонажей между ними, экспортируйте отряд как таблицу (Ctrl+Shift+X, имя файла с .csv) и импортируйте её.</translation>
        </message>
        <message>
            <source>That roll is not in the log: its damage cannot be dropped.</source>
            <translation>Этого броска нет в журнале: его урон нельзя снять.</translation>
        </message>
        <message>
            <source>That damage is applied or dropped already.</source>
            <translation>Этот урон уже нанесён или снят.</translation>
        </message>
        <message>
            <source>Damage dropped, not applied: {name} → {target}, {amount}</source>
            <translation>Урон снят, не нанесён: {name} → {target}, {amount}</translation>
        </message>
        <message>
            <source>Damage dropped, not applied: {name} → {target}</source>
            <translation>Урон снят, не нанесён: {name} → {target}</translation>
        </message>
        <message>
            <source>{now} of {ours}</source>
            <translation>{now} из {ours}</translation>
        </message>
        <message>
            <source>{now} of {ours} (Foundry: {read} of {theirs})</source>
            <translation>{now} из {ours} (в Foundry: {read} из {theirs})</translation>
        </message>
        <message>
            <source>its JSON is cut short: it ends at line {line}, column {column} before it is whole (saved or copied only in part?)</source>
            <translation>его JSON оборван: он кончается на строке {line}, столбце {column}, не будучи целым (сохранён или скопирован лишь частично?)</translation>
        </message>
        <message>
            <source>its JSON is broken at line {line}, column {column}</source>
            <translation>его JSON испорчен на строке {line}, столбце {column}</translation>
        </message>
        <message>
            <source>it holds {count} {count|row|rows} under its headings, more than the {limit} of a party's spreadsheet (a row for each character): it is not a party</source>
            <translation>в нём {count} {count|строка|строки|строк} под заголовками, больше {limit} в таблице отряда (по строке на персонажа): это не отряд</translation>
        </message>
        <message>
            <source>it holds {count} {count|column|columns}, more than the {limit} of a party's spreadsheet (a column for each field of the sheet): it is not a party</source>
            <translation>в нём {count} {count|столбец|столбца|столбцов}, больше {limit} в таблице отряда (по столбцу на поле листа): это не отряд</translation>
        </message>
        <message>
            <source>its actors are of the Foundry system “{system}”; this campaign reads actors of “{ours}” ({title}, {versions}): import it into a campaign of {game}</source>
            <translation>его актёры — из системы Foundry «{system}»; эта кампания читает актёров «{ours}» ({title}, {versions}): импортируйте его в кампанию по игре {game}</translation>
        </message>
        <message>
            <source>{row}: {column} “{value}” is left out: the sheet has it only where {by} is {values}</source>
            <translation>{row}: значение «{value}» поля «{column}» не учитывается: это поле в листе есть только там, где {by} — {values}</translation>
        </message>
        <message>
            <source>{first} or {rest}</source>
            <translation>{first} или {rest}</translation>
        </message>
        <message>
            <source>{row} added ({column} {value})</source>
            <translation>добавлено: {row} ({column} {value})</translation>
        </message>
        <message>
            <source>{base} for {dead} dead + {steps} {steps|step|steps} up</source>
            <translation>{base} от {dead} {dead|мертвеца|мертвецов|мертвецов} + {steps} {steps|шаг|шага|шагов} вверх</translation>
        </message>
        <message>
            <source>{base} for {dead} dead − {steps} {steps|step|steps} down</source>
            <translation>{base} от {dead} {dead|мертвеца|мертвецов|мертвецов} − {steps} {steps|шаг|шага|шагов} вниз</translation>
        </message>
        <message>
            <source>{base} set by the GM + {steps} {steps|step|steps} up</source>
            <translation>{base} задал ведущий + {steps} {steps|шаг|шага|шагов} вверх</translation>
        </message>
        <message>
            <source>{base} set by the GM − {steps} {steps|step|steps} down</source>
            <translation>{base} задал ведущий − {steps} {steps|шаг|шага|шагов} вниз</translation>
        </message>
        <message>
            <source>set by the GM; {dead} dead make {counted}</source>
            <translation>задал ведущий; {dead} {dead|мертвец даёт|мертвеца дают|мертвецов дают} {counted}</translation>
        </message>
        <message>
            <source>The dead: {old} → {new} (Swarm Size {size}: {parts})</source>
            <translation>Мертвецы: {old} → {new} (размер роя {size}: {parts})</translation>
        </message>
    </context>
    <context>
        <name>rules</name>
        <message>
            <source>version {versions}</source>
            <translation>версия {versions}</translation>
        </message>
        <message>
            <source>versions {versions}</source>
            <translation>версии {versions}</translation>
        </message>
        <message>
            <source>A zombie carries no gun and no ammunition (starting items are the players&apos;): it bites.</source>
            <translation>У зомби нет ни оружия, ни патронов (стартовые предметы — только у игроков): он кусает.</translation>
        </message>
        <message>
            <source>None (a zombie carries nothing)</source>
            <translation>Нет (зомби ничего не носит)</translation>
        </message>
        <message>
            <source>A player died: +{award} as a player still standing, score {score}; the kill itself scores nothing (only a zombie killed does).</source>
            <translation>Погиб игрок: +{award} как оставшемуся в живых игроку, счёт {score}; само убийство очков не даёт (очко даёт только убитый зомби).</translation>
        </message>
        <message>
            <source>No point for the kill: only a zombie killed scores.</source>
            <translation>Очков за убийство нет: очко даёт только убитый зомби.</translation>
        </message>
        <message>
            <source>the wall</source>
            <translation>стена</translation>
        </message>
        <message>
            <source>the window</source>
            <translation>окно</translation>
        </message>
        <message>
            <source>the weapons&apos; cabinet</source>
            <translation>оружейный шкаф</translation>
        </message>
        <message>
            <source>the crate</source>
            <translation>ящик</translation>
        </message>
        <message>
            <source>the furniture</source>
            <translation>мебель</translation>
        </message>
        <message>
            <source>the map&apos;s edge</source>
            <translation>край карты</translation>
        </message>
        <message>
            <source>another token</source>
            <translation>другая фишка</translation>
        </message>
        <message>
            <source>Stopped by {obstacle}: not moved.</source>
            <translation>Не сдвинут(а) с места: мешает {obstacle}.</translation>
        </message>
        <message>
            <source>Stopped there by {obstacle}.</source>
            <translation>Дальше не отброшен(а): мешает {obstacle}.</translation>
        </message>
        <message>
            <source>+{damage} against {obstacle}</source>
            <translation>+{damage} за удар о препятствие: {obstacle}</translation>
        </message>
        <message>
            <source>Only special weapons reach Extreme range: {weapon} has Range {range} (the character&apos;s sheet, Gear → Weapons).</source>
            <translation>Только особое оружие бьёт на предельную дистанцию: «{weapon}» — дистанция {range} (лист персонажа, «Снаряжение» → «Оружие», столбец «Дистанция»).</translation>
        </message>
        <message>
            <source>D66 still to roll for {count} critical {count|injury|injuries}: −{penalty} {penalty|die|dice} for now, the entry&apos;s penalty once it is read</source>
            <translation>D66 ещё не брошен для {count} {count|критической травмы|критических травм|критических травм}: пока −{penalty} {penalty|кубик|кубика|кубиков}, штраф записи — когда её прочтут</translation>
        </message>
        <message>
            <source>{name} fought the disease off</source>
            <translation>{name}: болезнь побеждена</translation>
        </message>
        <message>
            <source>{name} fought the poison off</source>
            <translation>{name}: яд побеждён</translation>
        </message>
        <message>
            <source>{name} no longer needs them</source>
            <translation>{name}: они больше не положены</translation>
        </message>
        <message>
            <source>{name} is dead</source>
            <translation>{name}: нет в живых</translation>
        </message>
        <message>
            <source>None: no damage offered (a shove, a grab)</source>
            <translation>Нет: урон не предлагается (толчок, захват)</translation>
        </message>
        <message>
            <source>This roll has been followed up: apply the offer of the roll that followed.</source>
            <translation>Этот бросок уже продолжен: применяйте предложение продолжившего его броска.</translation>
        </message>
        <message>
            <source>This roll has already been followed up so: it is spent and cannot be again.</source>
            <translation>Этот бросок уже так продолжен: он израсходован, повторить нельзя.</translation>
        </message>
        <message>
            <source>d4×STR</source>
            <translation>d4×СИЛ</translation>
        </message>
        <message>
            <source>The GM&apos;s call due (destroyed, or still coming).</source>
            <translation>Требуется решение ведущего (уничтожен или всё ещё идёт).</translation>
        </message>
        <message>
            <source>Rations</source>
            <translation>Пайки</translation>
        </message>
        <message>
            <source>Rations of food carried: each day a character eats one, one Health Point comes back.</source>
            <translation>Пайки еды при себе: за каждый день, когда персонаж съедает один паёк, возвращается одно очко Здоровья.</translation>
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
            <translation>· защита — {name}:</translation>
        </message>
        <message>
            <source>Highest attribute: {spent} (the limit at creation is {allowed})</source>
            <translation>Наивысшая характеристика: {spent} (предел при создании — {allowed})</translation>
        </message>
        <message>
            <source>Drawback points: {spent} taken (at most {allowed})</source>
            <translation>Очки недостатков: взято {spent} (не больше {allowed})</translation>
        </message>
        <message>
            <source>Drawback points spent on attribute levels: {spent} (drawback points taken: {allowed})</source>
            <translation>Очки недостатков на уровни характеристик: {spent} (взято очков недостатков: {allowed})</translation>
        </message>
        <message>
            <source>Attribute points: {left} of {allowed} left</source>
            <translation>Очки характеристик: осталось {left} {left|очко|очка|очков} из {allowed}</translation>
        </message>
        <message>
            <source>Skill points: {left} of {allowed} left</source>
            <translation>Очки навыков: осталось {left} {left|очко|очка|очков} из {allowed}</translation>
        </message>
        <message>
            <source>Quality points: {left} of {allowed} left</source>
            <translation>Очки достоинств: осталось {left} {left|очко|очка|очков} из {allowed}</translation>
        </message>
        <message>
            <source>Melee weapons: {spent} (at most {allowed} at creation)</source>
            <translation>Оружие ближнего боя: {spent} {spent|единица|единицы|единиц} (при создании не больше {allowed})</translation>
        </message>
        <message>
            <source>Ranged weapons: {spent} (at most {allowed} at creation)</source>
            <translation>Дальнобойное оружие: {spent} {spent|единица|единицы|единиц} (при создании не больше {allowed})</translation>
        </message>
        <message>
            <source>Attributes lowered below their starting value: {spent} {spent|level|levels} (at creation they may only be raised)</source>
            <translation>Понижено ниже начального значения: {spent} {spent|уровень|уровня|уровней} (при создании характеристики можно только повышать)</translation>
        </message>
        <message>
            <source>Creation points: {left} of {allowed} left</source>
            <translation>Очки создания: осталось {left} {left|очко|очка|очков} из {allowed}</translation>
        </message>
        <message>
            <source>{die} + Dexterity {dex} = {value}</source>
            <translation>{die} + Ловкость {dex} = {value}</translation>
        </message>
        <message>
            <source>{die} + Dexterity {dex} + {quality} {frt} = {value}</source>
            <translation>{die} + Ловкость {dex} + {quality} {frt} = {value}</translation>
        </message>
        <message>
            <source>{die} + Dexterity {dex} − load {load} = {value}</source>
            <translation>{die} + Ловкость {dex} − нагрузка {load} = {value}</translation>
        </message>
        <message>
            <source>{die} + Dexterity {dex} + {quality} {frt} − load {load} = {value}</source>
            <translation>{die} + Ловкость {dex} + {quality} {frt} − нагрузка {load} = {value}</translation>
        </message>
        <message>
            <source>{name}: a ration a day for {days} {days|day|days}: Health {old} → {new}.</source>
            <translation>{name}: {days} {days|день|дня|дней} по пайку в день: Здоровье {old} → {new}.</translation>
        </message>
        <message>
            <source>{name} had no ration: no Health back.</source>
            <translation>{name} без пайка: Здоровье не возвращается.</translation>
        </message>
        <message>
            <source>{name} is sick: no Health back.</source>
            <translation>{name} болеет: Здоровье не возвращается.</translation>
        </message>
    <message>
        <source>Has already sprinted or moved furniture this round: drawing a concealed katana takes up a whole round of combat, so it is drawn in the next round.</source>
        <translation>В этом раунде уже был рывок или перенос мебели: достать спрятанную катану — это целый раунд боя, поэтому её достают в следующем раунде.</translation>
    </message>
    <message>
        <source>Has already struck this round: drawing a concealed katana takes up a whole round of combat, so it is drawn in the next round.</source>
        <translation>Удар в этом раунде уже был: достать спрятанную катану — это целый раунд боя, поэтому её достают в следующем раунде.</translation>
    </message>
    <message>
        <source>Carries {bandages} {bandages|bandage|bandages}, {pills} pain {pills|pill|pills}</source>
        <translation>При себе: {bandages} {bandages|бинт|бинта|бинтов}, {pills} {pills|таблетка|таблетки|таблеток} обезболивающего</translation>
    </message>
    <message>
        <source>Carries {bandages} {bandages|bandage|bandages}</source>
        <translation>При себе: {bandages} {bandages|бинт|бинта|бинтов}</translation>
    </message>
    <message>
        <source>Carries {pills} pain {pills|pill|pills}</source>
        <translation>При себе: {pills} {pills|таблетка|таблетки|таблеток} обезболивающего</translation>
    </message>
    <message>
        <source>drawn at once, no fight is running</source>
        <translation>достана сразу: боя нет</translation>
    </message>
    <message>
        <source>it takes up the round; the katana strikes from the next one</source>
        <translation>на это уходит раунд; катана бьёт со следующего раунда</translation>
    </message>
    <message>
        <source>The weapon&apos;s shots a turn at most.</source>
        <translation>Не больше выстрелов за ход, чем позволяет оружие.</translation>
    </message>
    <message>
        <source>Shots this turn (at most {max})</source>
        <translation>Выстрелов в этот ход (не больше {max})</translation>
    </message>
    <message>
        <source>e.g. 5 2 (tens first)</source>
        <translation>например, 5 2 (сначала десятки)</translation>
    </message>
    <message>
        <source>a D66: two dice, tens first</source>
        <translation>D66: два кубика, сначала десятки</translation>
    </message>
    <message>
        <source>e.g. 7 (after a 10 or a 1, the next die too: 10 4)</source>
        <translation>например, 7 (после 10 или 1 — и следующий кубик: 10 4)</translation>
    </message>
    <message>
        <source>a d10; after a 10 or a 1, one more</source>
        <translation>один d10; после 10 или 1 — ещё один</translation>
    </message>
        <message>
            <source>{weapon} is out of ammunition: nothing fired. Ammunition found goes in the ammunition ledger.</source>
            <translation>У оружия «{weapon}» кончились патроны: выстрела нет. Найденные патроны отмечайте на панели «Боеприпасы».</translation>
        </message>
        <message>
            <source>{field}: {value} in the actor — the sheet works it out from the attributes, not read</source>
            <translation>{field}: {value} у актёра — лист вычисляет это по характеристикам, не читается</translation>
        </message>
        <message>
            <source>“{name}”</source>
            <translation>«{name}»</translation>
        </message>
        <message>
            <source>prone</source>
            <translation>лежит</translation>
        </message>
        <message>
            <source>unconscious</source>
            <translation>без сознания</translation>
        </message>
        <message>
            <source>asleep</source>
            <translation>спит</translation>
        </message>
        <message>
            <source>stunned</source>
            <translation>оглушение</translation>
        </message>
        <message>
            <source>restrained</source>
            <translation>схвачен</translation>
        </message>
        <message>
            <source>paralysed</source>
            <translation>парализован</translation>
        </message>
        <message>
            <source>blind</source>
            <translation>ослеплён</translation>
        </message>
        <message>
            <source>deaf</source>
            <translation>глухой</translation>
        </message>
        <message>
            <source>silenced</source>
            <translation>онемел</translation>
        </message>
        <message>
            <source>frightened</source>
            <translation>напуган</translation>
        </message>
        <message>
            <source>burning</source>
            <translation>горит</translation>
        </message>
        <message>
            <source>frozen</source>
            <translation>заморожен</translation>
        </message>
        <message>
            <source>bleeding</source>
            <translation>кровотечение</translation>
        </message>
        <message>
            <source>invisible</source>
            <translation>невидим</translation>
        </message>
        <message>
            <source>targeted</source>
            <translation>выбран целью</translation>
        </message>
        <message>
            <source>Critical injury {d66}</source>
            <translation>Критическая травма {d66}</translation>
        </message>
        <message>
            <source>Broken for {minutes} {minutes|minute|minutes} without first aid, then up with Health 1 (the GM&apos;s secret die).</source>
            <translation>Вне строя {minutes} {minutes|минуту|минуты|минут} без первой помощи, затем снова на ногах со Здоровьем 1 (тайный кубик ведущего).</translation>
        </message>
        <message>
            <source>{value} (level in Foundry: {level}, {want} {want|die|dice}; on the sheet {attribute} {base} + {value} = {dice} {dice|die|dice}: an attribute and a skill hold at most 5 each)</source>
            <translation>{value} (уровень в Foundry: {level}, {want} {want|кубик|кубика|кубиков}; на листе {attribute} {base} + {value} = {dice} {dice|кубик|кубика|кубиков}: атрибут и навык — не больше 5 каждый)</translation>
        </message>
        <message>
            <source>drawback</source>
            <translation>недостаток</translation>
        </message>
        <message>
            <source>quality</source>
            <translation>достоинство</translation>
        </message>
        <message>
            <source>aspect</source>
            <translation>аспект</translation>
        </message>
        <message>
            <source>power</source>
            <translation>способность</translation>
        </message>
        <message>
            <source>armor</source>
            <translation>броня</translation>
        </message>
        <message>
            <source>gear</source>
            <translation>снаряжение</translation>
        </message>
        <message>
            <source>item</source>
            <translation>предмет</translation>
        </message>
        <message>
            <source>small item</source>
            <translation>мелкий предмет</translation>
        </message>
        <message>
            <source>talent</source>
            <translation>талант</translation>
        </message>
        <message>
            <source>At each round's end of a fight the GM has declared frantic (the Fight menu).</source>
            <translation>В конце каждого раунда боя, который ведущий объявил бешеным (меню «Бой»).</translation>
        </message>
        <message>
            <source>Frantic combat</source>
            <translation>Бешеный бой</translation>
        </message>
        <message>
            <source>Speed {speed} · 1d4 Endurance every {minutes} min</source>
            <translation>Скорость {speed} · 1d4 Выносливости каждые {minutes} мин</translation>
        </message>
        <message>
            <source>D66 {d66} ({tens} {tens|ten|tens}, {units} {units|unit|units}): read injury {d66} and its effect on the book&apos;s table.</source>
            <translation>D66 {d66} (десятки {tens}, единицы {units}): травму {d66} и её эффект прочтите в таблице книги.</translation>
        </message>
        <message>
            <source>D66 {d66} ({tens} {tens|ten|tens}, {units} {units|unit|units}): read entry {d66} on the book&apos;s table and type its name: H, Name an injury.</source>
            <translation>D66 {d66} (десятки {tens}, единицы {units}): прочтите строку {d66} в таблице книги и впишите название травмы: H, «Назвать травму».</translation>
        </message>
        <message>
            <source>D66 {d66} ({tens} {tens|ten|tens}, {units} {units|unit|units}) — {injury}.</source>
            <translation>D66 {d66} (десятки {tens}, единицы {units}) — {injury}.</translation>
        </message>
        <message>
            <source>Critical injury: D66 {d66} ({tens} tens, {units} units) — {injury}.</source>
            <translation>Критическая травма: D66 {d66} (десятки {tens}, единицы {units}) — {injury}.</translation>
        </message>
        <message>
            <source>Injury&apos;s name (read off the table)</source>
            <translation>Название травмы (из таблицы)</translation>
        </message>
        <message>
            <source>The injury&apos;s name as the book&apos;s table gives it for its D66; left empty, name it later (Heal: Name an injury)</source>
            <translation>Название травмы, как его даёт таблица книги для её D66; если оставить пустым, назовите её позже (Лечение: Назвать травму)</translation>
        </message>
        <message>
            <source>Name an injury (read off the critical-injury table)</source>
            <translation>Назвать травму (по таблице критических травм)</translation>
        </message>
        <message>
            <source>Injury&apos;s name</source>
            <translation>Название травмы</translation>
        </message>
        <message>
            <source>The injury&apos;s name as the book&apos;s table gives it for its D66</source>
            <translation>Название травмы, как его даёт таблица книги для её D66</translation>
        </message>
        <message>
            <source>Type the injury&apos;s name read off the table.</source>
            <translation>Введите название травмы из таблицы.</translation>
        </message>
        <message>
            <source>{name}: critical injury D66 {d66} — {injury}</source>
            <translation>{name}: критическая травма D66 {d66} — {injury}</translation>
        </message>
        <message>
            <source>{name}: critical injury {old} — now {injury}</source>
            <translation>{name}: критическая травма {old} — теперь {injury}</translation>
        </message>
        <message>
            <source>Injury {n}, {name}, is lethal and not yet stabilized: it kills in {time} {unit} unless a Medicine roll with {equipment} stabilizes it first (Stabilize a lethal injury; one attempt a day). Tending shortens only its recovery time.</source>
            <translation>Травма {n}, {name}, смертельна и ещё не стабилизирована — времени осталось: {time} {unit}. Спасёт только стабилизация броском Медицины до конца срока (нужно: {equipment}; «Стабилизировать смертельную травму», одна попытка в день). Лечение сокращает только время восстановления.</translation>
        </message>
        <message>
            <source>Off when someone else's bandage or pills are used: the healer's, picked above.</source>
            <translation>Снимите, если тратятся чужие бинты или таблетки: того, кто лечит (выбран выше).</translation>
        </message>
        <message>
            <source>Use {patient}'s own supplies</source>
            <translation>Использовать собственные запасы: {patient}</translation>
        </message>
        <message>
            <source>the highest die wins, a tie to the higher Agility</source>
            <translation>побеждает высший кубик, при ничьей — высшая Ловкость</translation>
        </message>
        <message>
            <source>{count} × {name}: {dice} × d10 each, Agility {agility};</source>
            <translation>{count} × {name}: по {dice} × d10, Ловкость {agility};</translation>
        </message>
        <message>
            <source>{name}: {dice} × d10, Agility {agility};</source>
            <translation>{name}: {dice} × d10, Ловкость {agility};</translation>
        </message>
        <message>
            <source>a 10 is rolled once more</source>
            <translation>10 перебрасывается один раз</translation>
        </message>
        <message>
            <source>a 10 is rolled once more, a 1 is a critical hit</source>
            <translation>10 перебрасывается один раз, 1 — критическое попадание</translation>
        </message>
        <message>
            <source>a 10 always misses</source>
            <translation>10 — всегда промах</translation>
        </message>
        <message>
            <source>a 10 always misses, a 1 is a critical hit</source>
            <translation>10 — всегда промах, 1 — критическое попадание</translation>
        </message>
        <message>
            <source>a 10 always misses, a 1 hits and is a critical hit only if a second die confirms it with a 1</source>
            <translation>10 — всегда промах, 1 — попадание, а критическое, только если второй бросок тоже 1</translation>
        </message>
        <message>
            <source>a 10 is rolled once more, a 1 hits and is a critical hit only if a second die confirms it with a 1</source>
            <translation>10 перебрасывается один раз, 1 — попадание, а критическое, только если второй бросок тоже 1</translation>
        </message>
        <message>
            <source>= no d10 hits;</source>
            <translation>= ни один d10 не попадает;</translation>
        </message>
        <message>
            <source>= a d10 of {target} or less hits;</source>
            <translation>= попадает d10 от {target} и ниже;</translation>
        </message>
        <message>
            <source>= {target}: every d10 passes</source>
            <translation>= {target}: проходит любой d10</translation>
        </message>
        <message>
            <source>= {target}: no d10 passes</source>
            <translation>= {target}: ни один d10 не проходит</translation>
        </message>
        <message>
            <source>= passed on a d10 of {target} or less</source>
            <translation>= проходит на d10 от {target} и ниже</translation>
        </message>
        <message>
            <source>− {value} (modifier)</source>
            <translation>− {value} (модификатор)</translation>
        </message>
        <message>
            <source>+ {value} (modifier)</source>
            <translation>+ {value} (модификатор)</translation>
        </message>
        <message>
            <source>{what} {value}</source>
            <translation>{what} {value}</translation>
        </message>
        <message>
            <source>Broken: one stress and a critical injury; its roll is due: Critical injury (D66).</source>
            <translation>Вне строя: +1 стресс и критическая травма; нужен бросок: Критическая травма (D66).</translation>
        </message>
        <message>
            <source>Fewer than 3 rollers</source>
            <translation>Меньше 3 бросающих</translation>
        </message>
        <message>
            <source>stress dice none</source>
            <translation>кубиков стресса нет</translation>
        </message>
        <message>
            <source>stress dice {faces}</source>
            <translation>кубики стресса {faces}</translation>
        </message>
        <message>
            <source>base dice none</source>
            <translation>базовых кубиков нет</translation>
        </message>
        <message>
            <source>base dice {faces}</source>
            <translation>базовые кубики {faces}</translation>
        </message>
        <message>
            <source>{base}, {stress} → {successes} {successes|success|successes}{walkers}</source>
            <translation>{base}, {stress} → {successes} {successes|успех|успеха|успехов}{walkers}</translation>
        </message>
        <message>
            <source>{base}, {stress}; in all {successes} {successes|success|successes}{walkers}</source>
            <translation>{base}, {stress}; всего {successes} {successes|успех|успеха|успехов}{walkers}</translation>
        </message>
        <message>
            <source>The sixes of the Medicine roll made at the table</source>
            <translation>Шестёрки броска Медицины, сделанного за столом</translation>
        </message>
        <message>
            <source>At most 100 dice of at most 1,000 faces.</source>
            <translation>Не больше 100 кубиков, у каждого не больше 1 000 граней.</translation>
        </message>
        <message>
            <source>Multiplied, the dice may spread over at most 100,000 totals.</source>
            <translation>С множителями разброс сумм кубиков — не больше 100 000.</translation>
        </message>
        <message>
            <source>The expression's numbers are too large.</source>
            <translation>Числа в выражении слишком велики.</translation>
        </message>
        <message>
            <source>A die needs at least one side.</source>
            <translation>У кубика должна быть хотя бы одна грань.</translation>
        </message>
        <message>
            <source>Nothing to choose from.</source>
            <translation>Выбирать не из чего.</translation>
        </message>
        <message>
            <source>Not enough dice typed for this roll.</source>
            <translation>Для этого броска введено слишком мало кубиков.</translation>
        </message>
        <message>
            <source>A face is out of range for its die.</source>
            <translation>Значение выходит за пределы граней кубика.</translation>
        </message>
        <message>
            <source>More dice were typed than this roll uses.</source>
            <translation>Введено больше кубиков, чем нужно для этого броска.</translation>
        </message>
        <message>
            <source>Type the faces rolled, separated by spaces.</source>
            <translation>Введите выпавшие значения через пробел.</translation>
        </message>
        <message>
            <source>Faces must be whole numbers.</source>
            <translation>Значения граней должны быть целыми числами.</translation>
        </message>
        <message>
            <source>The expression is empty.</source>
            <translation>Выражение пустое.</translation>
        </message>
        <message>
            <source>The expression names an unknown value.</source>
            <translation>В выражении указана неизвестная величина.</translation>
        </message>
        <message>
            <source>The expression could not be read.</source>
            <translation>Не удалось разобрать выражение.</translation>
        </message>
        <message>
            <source>A clip holds 0 to 15 rounds.</source>
            <translation>В магазине от 0 до 15 патронов.</translation>
        </message>
        <message>
            <source>The number of bullets cannot be negative.</source>
            <translation>Число пуль не может быть отрицательным.</translation>
        </message>
        <message>
            <source>The loaded clip does not hold that many rounds.</source>
            <translation>В заряженном магазине нет столько патронов.</translation>
        </message>
        <message>
            <source>Clip drawn at random</source>
            <translation>Случайный магазин</translation>
        </message>
        <message>
            <source>d{sides} rolled {face}: a clip of {rounds} rounds</source>
            <translation>d{sides}: выпало {face}, магазин на {rounds} {rounds|патрон|патрона|патронов}</translation>
        </message>
        <message>
            <source>There is no spare clip to load.</source>
            <translation>Нет запасного магазина для перезарядки.</translation>
        </message>
        <message>
            <source>Head</source>
            <extracomment>every body part, in the order pools are stored and drawn
----------
the parts' short names, for a narrow list (the full name stays in the tooltip)</extracomment>
            <translation>Голова</translation>
        </message>
        <message>
            <source>Torso (main pool)</source>
            <translation>Торс (основной запас)</translation>
        </message>
        <message>
            <source>Left arm</source>
            <translation>Левая рука</translation>
        </message>
        <message>
            <source>Right arm</source>
            <translation>Правая рука</translation>
        </message>
        <message>
            <source>Left leg</source>
            <translation>Левая нога</translation>
        </message>
        <message>
            <source>Right leg</source>
            <translation>Правая нога</translation>
        </message>
        <message>
            <source>L. arm</source>
            <translation>Л. рука</translation>
        </message>
        <message>
            <source>R. arm</source>
            <translation>П. рука</translation>
        </message>
        <message>
            <source>L. leg</source>
            <translation>Л. нога</translation>
        </message>
        <message>
            <source>R. leg</source>
            <translation>П. нога</translation>
        </message>
        <message>
            <source>Hd.</source>
            <extracomment>the parts' abbreviations, for a body figure in a list narrower still (a laptop's fight list in Russian or Spanish: "Л.рук", "Br. izq."), the torso's short name being short enough</extracomment>
            <translation>Гол.</translation>
        </message>
        <message>
            <source>L.arm</source>
            <translation>Л.рук</translation>
        </message>
        <message>
            <source>R.arm</source>
            <translation>П.рук</translation>
        </message>
        <message>
            <source>L.leg</source>
            <translation>Л.ног</translation>
        </message>
        <message>
            <source>R.leg</source>
            <translation>П.ног</translation>
        </message>
        <message>
            <source>Unknown body part.</source>
            <extracomment>the smallest Max HP that gives every part at least one point (head ⌊2/2⌋ = 1, limb ⌊6/4⌋ = 1)</extracomment>
            <translation>Неизвестная часть тела.</translation>
        </message>
        <message>
            <source>Max HP must be a whole number.</source>
            <translation>Макс. ОЗ должны быть целым числом.</translation>
        </message>
        <message>
            <source>Max HP must be at least 2.</source>
            <translation>Макс. ОЗ должны быть не меньше 2.</translation>
        </message>
        <message>
            <source>The stored body is not valid.</source>
            <translation>Сохранённое состояние тела повреждено.</translation>
        </message>
        <message>
            <source>Damage must be a whole number, 0 or more.</source>
            <translation>Урон должен быть целым числом, 0 или больше.</translation>
        </message>
        <message>
            <source>First aid helps the arms and legs only.</source>
            <translation>Первая помощь действует только на руки и ноги.</translation>
        </message>
        <message>
            <source>Got shot (Max HP +1)</source>
            <extracomment>experience events: the stats each raises by one, and a label</extracomment>
            <translation>Ранение пулей (Макс. ОЗ +1)</translation>
        </message>
        <message>
            <source>Shot someone (Accuracy +1)</source>
            <translation>Попадание выстрелом (Меткость +1)</translation>
        </message>
        <message>
            <source>Hit someone in melee (Strength +1)</source>
            <translation>Попадание в ближнем бою (Сила +1)</translation>
        </message>
        <message>
            <source>Sprinted (Speed +1, Stamina +1)</source>
            <translation>Рывок (Скорость +1, Запас сил +1)</translation>
        </message>
        <message>
            <source>Gave first aid (First Aid +1)</source>
            <translation>Оказание первой помощи (Первая помощь +1)</translation>
        </message>
        <message>
            <source>Kills cannot be negative.</source>
            <translation>Число убийств не может быть отрицательным.</translation>
        </message>
        <message>
            <source>At least one player must be dead.</source>
            <translation>Хотя бы один игрок должен быть мёртв.</translation>
        </message>
        <message>
            <source>Unknown experience event.</source>
            <translation>Неизвестное событие опыта.</translation>
        </message>
        <message>
            <source>Unknown preset for this ruleset.</source>
            <extracomment>unisystem, tenths: after a natural 1 the next roll takes off at least r (r = 0…4; 0: a 1 again)</extracomment>
            <translation>Неизвестный вариант для этих правил.</translation>
        </message>
        <message>
            <source>Max HP</source>
            <translation>Макс. ОЗ</translation>
        </message>
        <message>
            <source>Strength</source>
            <translation>Сила</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Скорость</translation>
        </message>
        <message>
            <source>Stamina</source>
            <translation>Запас сил</translation>
        </message>
        <message>
            <source>Accuracy</source>
            <translation>Меткость</translation>
        </message>
        <message>
            <source>First Aid</source>
            <translation>Первая помощь</translation>
        </message>
        <message>
            <source>Pistol (one clip of fifteen rounds)</source>
            <extracomment>the text's starting values: HP 4, First Aid 0, the rest 2</extracomment>
            <translation>Пистолет (один магазин на пятнадцать патронов)</translation>
        </message>
        <message>
            <source>Katana</source>
            <translation>Катана</translation>
        </message>
        <message>
            <source>Bulletproof vest</source>
            <translation>Бронежилет</translation>
        </message>
        <message>
            <source>Two grenades</source>
            <translation>Две гранаты</translation>
        </message>
        <message>
            <source>Four fifteen-round clips</source>
            <translation>Четыре магазина по пятнадцать патронов</translation>
        </message>
        <message>
            <source>Character creation</source>
            <translation>Создание персонажа</translation>
        </message>
        <message>
            <source>Starting Max HP</source>
            <translation>Начальные Макс. ОЗ</translation>
        </message>
        <message>
            <source>Starting Strength</source>
            <translation>Начальная Сила</translation>
        </message>
        <message>
            <source>Starting Speed</source>
            <translation>Начальная Скорость</translation>
        </message>
        <message>
            <source>Starting Stamina</source>
            <translation>Начальный Запас сил</translation>
        </message>
        <message>
            <source>Starting Accuracy</source>
            <translation>Начальная Меткость</translation>
        </message>
        <message>
            <source>Starting First Aid</source>
            <translation>Начальная Первая помощь</translation>
        </message>
        <message>
            <source>Points to spread</source>
            <translation>Очки на распределение</translation>
        </message>
        <message>
            <source>Starting bandages</source>
            <translation>Бинтов в начале</translation>
        </message>
        <message>
            <source>Starting pain pills</source>
            <translation>Обезболивающего в начале</translation>
        </message>
        <message>
            <source>A creation budget option is out of range.</source>
            <translation>Параметр бюджета создания вне допустимого диапазона.</translation>
        </message>
        <message>
            <source>Stats</source>
            <translation>Характеристики</translation>
        </message>
        <message>
            <source>Gear</source>
            <translation>Снаряжение</translation>
        </message>
        <message>
            <source>Right hand share (%)</source>
            <translation>Доля правой руки (%)</translation>
        </message>
        <message>
            <source>50 means both hands are equally good.</source>
            <translation>50 — обе руки развиты одинаково.</translation>
        </message>
        <message>
            <source>Starting item</source>
            <translation>Стартовый предмет</translation>
        </message>
        <message>
            <source>Weapons found</source>
            <translation>Найденное оружие</translation>
        </message>
        <message>
            <source>Not aimed (×1.5)</source>
            <translation>Без прицела (×1,5)</translation>
        </message>
        <message>
            <source>Weapon</source>
            <translation>Оружие</translation>
        </message>
        <message>
            <source>No weapon</source>
            <translation>Без оружия</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Рука</translation>
        </message>
        <message>
            <source>1 or less is point blank: always a hit, on a random part (a diagonal neighbour too).</source>
            <translation>1 и меньше — в упор: всегда попадание в случайную часть тела (соседняя клетка по диагонали тоже).</translation>
        </message>
        <message>
            <source>Diagonal neighbour (point blank)</source>
            <translation>Сосед по диагонали (в упор)</translation>
        </message>
        <message>
            <source>A target on a diagonal tile next to the shooter is point blank, whatever the distance.</source>
            <translation>Цель на соседней по диагонали клетке — это выстрел в упор, какое бы расстояние ни было указано.</translation>
        </message>
        <message>
            <source>Aimed at</source>
            <translation>Цель прицеливания</translation>
        </message>
        <message>
            <source>Not aimed: a shot reaches 50% further (rounded down). Aimed at a part: it may go awry</source>
            <translation>Без прицеливания выстрел летит на 50% дальше (с округлением вниз). Прицельный выстрел в часть тела может уйти в сторону</translation>
        </message>
        <message>
            <source>Shooter moved this turn (half Accuracy)</source>
            <translation>Стрелок двигался в этот ход (половина Меткости)</translation>
        </message>
        <message>
            <source>Targets this turn</source>
            <translation>Целей в этот ход</translation>
        </message>
        <message>
            <source>−1 Accuracy for each further target.</source>
            <translation>−1 Меткости за каждую следующую цель.</translation>
        </message>
        <message>
            <source>Shot: d(Accuracy)</source>
            <translation>Выстрел: d(Меткость)</translation>
        </message>
        <message>
            <source>{part}</source>
            <translation>{part}</translation>
        </message>
        <message>
            <source>Hit: {part}</source>
            <translation>Попадание: {part}</translation>
        </message>
        <message>
            <source>Miss: no Accuracy left for this distance</source>
            <translation>Промах: Меткости не хватает на это расстояние</translation>
        </message>
        <message>
            <source>Concealed</source>
            <translation>Спрятано</translation>
        </message>
        <message>
            <source>Weapons picked up besides the starting item.</source>
            <translation>Оружие, подобранное помимо стартового предмета.</translation>
        </message>
        <message>
            <source>Stats must be whole numbers.</source>
            <translation>Характеристики должны быть целыми числами.</translation>
        </message>
        <message>
            <source>Stats cannot be negative.</source>
            <translation>Характеристики не могут быть отрицательными.</translation>
        </message>
        <message>
            <source>The right hand's share runs from 0 to 100.</source>
            <translation>Доля правой руки — от 0 до 100.</translation>
        </message>
        <message>
            <source>Unknown starting item.</source>
            <translation>Неизвестный стартовый предмет.</translation>
        </message>
        <message>
            <source>The weapons must be a list.</source>
            <translation>Оружие должно быть задано списком.</translation>
        </message>
        <message>
            <source>Unknown weapon.</source>
            <extracomment>the bullets an SMG sprays at each character within range grenade damage and blast radius both run from ten to fifteen</extracomment>
            <translation>Неизвестное оружие.</translation>
        </message>
        <message>
            <source>More points spread than the campaign allows.</source>
            <translation>Распределено больше очков, чем позволяет кампания.</translation>
        </message>
        <message>
            <source>Creation points</source>
            <translation>Очки создания</translation>
        </message>
        <message>
            <source>A wall or furniture is in the way.</source>
            <translation>На пути стена или мебель.</translation>
        </message>
        <message>
            <source>A move goes at least one step.</source>
            <translation>Ход — хотя бы один шаг.</translation>
        </message>
        <message>
            <source>A move starts on the token's tile.</source>
            <translation>Ход начинается с клетки фишки.</translation>
        </message>
        <message>
            <source>A step goes to a neighbouring tile.</source>
            <translation>Шаг делается только на соседнюю клетку.</translation>
        </message>
        <message>
            <source>Running past: melee attacks on up to {count} {count|enemy|enemies}.</source>
            <translation>На бегу: атаки в ближнем бою по {count} {count|врагу|врагам|врагам} максимум.</translation>
        </message>
        <message>
            <source>Moved out of turn this round: {out} (counted in this turn&apos;s reach).</source>
            <translation>Вне своего хода в этом раунде: {out} кл. (входит в дальность этого хода).</translation>
        </message>
        <message>
            <source>Walks {cost} tiles ({total} of {walk} this turn).</source>
            <translation>Идёт {cost} кл. ({total} из {walk} за ход).</translation>
        </message>
        <message>
            <source>Out of reach: {total} tiles this turn; a walk reaches {walk}, a sprint {speed}.</source>
            <translation>Слишком далеко: {total} кл. за ход; шагом — {walk}, бегом — {speed}.</translation>
        </message>
        <message>
            <source>Sprints {cost} tiles ({total} of {speed} this turn) for {stamina} stamina.</source>
            <translation>Бежит {cost} кл. ({total} из {speed} за ход) за {stamina} ед. запаса сил.</translation>
        </message>
        <message>
            <source>1 a tile moved this turn, the {walked} walked before the sprint included; each diagonal step 1.5</source>
            <translation>1 за каждую клетку хода, включая пройденные шагом до рывка ({walked}); шаг по диагонали — 1,5</translation>
        </message>
        <message>
            <source>1 a tile, each diagonal step 1.5: {diagonals} on this path</source>
            <translation>1 за клетку, шаг по диагонали — 1,5: таких на этом пути {diagonals}</translation>
        </message>
        <message>
            <source>Sprints {cost} {cost|tile|tiles} ({total} of {speed} this turn) for {stamina} stamina ({why}).</source>
            <translation>Бежит {cost} кл. ({total} из {speed} за ход) за {stamina} ед. запаса сил ({why}).</translation>
        </message>
        <message>
            <source>Speed and useless legs are out of range.</source>
            <translation>Скорость или число неработающих ног вне допустимого диапазона.</translation>
        </message>
        <message>
            <source>A distance cannot be negative.</source>
            <translation>Расстояние не может быть отрицательным.</translation>
        </message>
        <message>
            <source>Movement ends on a tile: use whole or half tiles.</source>
            <translation>Движение заканчивается на клетке: используйте целые или половинные клетки.</translation>
        </message>
        <message>
            <source>A sprint goes no further than the speed.</source>
            <translation>Рывок не может быть длиннее Скорости.</translation>
        </message>
        <message>
            <source>Not enough stamina for that sprint.</source>
            <translation>Не хватает запаса сил для такого рывка.</translation>
        </message>
        <message>
            <source>Enter a whole number, 0 or more.</source>
            <translation>Введите целое число, 0 или больше.</translation>
        </message>
        <message>
            <source>Stamina goes in whole or half points.</source>
            <translation>Запас сил считается целыми или половинными очками.</translation>
        </message>
        <message>
            <source>Grid and limbs</source>
            <translation>Клетки и конечности</translation>
        </message>
        <message>
            <source>By Speed, fastest first</source>
            <translation>По Скорости, быстрые первыми</translation>
        </message>
        <message>
            <source>Main pool</source>
            <translation>Основной запас</translation>
        </message>
        <message>
            <source>Each arm and leg</source>
            <translation>Каждая рука и нога</translation>
        </message>
        <message>
            <source>Speed (tiles a sprint)</source>
            <translation>Скорость (клеток за рывок)</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>Нет в живых</translation>
        </message>
        <message>
            <source>Useless</source>
            <translation>Не действует</translation>
        </message>
        <message>
            <source>Bleeding</source>
            <translation>Кровотечение</translation>
        </message>
        <message>
            <source>Bandaged</source>
            <translation>Перевязка</translation>
        </message>
        <message>
            <source>Blocking</source>
            <translation>Блокирует</translation>
        </message>
        <message>
            <source>Out of stamina</source>
            <translation>Запас сил исчерпан</translation>
        </message>
        <message>
            <source>Vest useless</source>
            <translation>Бронежилет бесполезен</translation>
        </message>
        <message>
            <source>Random (point blank)</source>
            <translation>Случайно (в упор)</translation>
        </message>
        <message>
            <source>None (damage as typed)</source>
            <translation>Нет (урон как введён)</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation>Урон</translation>
        </message>
        <message>
            <source>Leave at 0 to take the weapon's damage.</source>
            <translation>Оставьте 0, чтобы использовать урон оружия.</translation>
        </message>
        <message>
            <source>Body part</source>
            <translation>Часть тела</translation>
        </message>
        <message>
            <source>{weapon}: {damage} damage</source>
            <extracomment>worked damage: a ranged weapon's fixed damage ({weapon}: Pistol, Rifle…)</extracomment>
            <translation>{weapon}: урон {damage}</translation>
        </message>
        <message>
            <source>d100 rolled {face}: {part}</source>
            <extracomment>worked damage: the d100 of a point-blank hit and the body part it lands on</extracomment>
            <translation>d100: выпало {face}, {part}</translation>
        </message>
        <message>
            <source>{damage} damage − vest = 0</source>
            <extracomment>worked damage: the bulletproof vest stops it all</extracomment>
            <translation>урон {damage} − бронежилет = 0</translation>
        </message>
        <message>
            <source>{damage} damage</source>
            <extracomment>worked damage: a torso hit costs the main pool the damage itself</extracomment>
            <translation>урон {damage}</translation>
        </message>
        <message>
            <source>{damage} damage, main pool 2×{damage} = {main}</source>
            <extracomment>worked damage: a head hit costs the main pool twice the damage</extracomment>
            <translation>урон {damage}, основной запас 2×{damage} = {main}</translation>
        </message>
        <message>
            <source>{damage} damage, main pool ⌈{damage}/2⌉ = {main}</source>
            <extracomment>worked damage: a limb hit costs the main pool half the damage, rounded up</extracomment>
            <translation>урон {damage}, основной запас ⌈{damage}/2⌉ = {main}</translation>
        </message>
        <message>
            <source>Bullet</source>
            <translation>Пуля</translation>
        </message>
        <message>
            <source>A bulletproof vest stops bullets to the torso.</source>
            <translation>Бронежилет останавливает пули, попавшие в торс.</translation>
        </message>
        <message>
            <source>Attacker's share in that hand (%)</source>
            <translation>Доля этой руки у атакующего (%)</translation>
        </message>
        <message>
            <source>For a melee weapon: 50 deals the standard damage.</source>
            <translation>Для оружия ближнего боя: при 50 наносится обычный урон.</translation>
        </message>
        <message>
            <source>This character is dead.</source>
            <translation>Этот персонаж мёртв.</translation>
        </message>
        <message>
            <source>Struck in passing at {tile} ({hand}): {damage} damage.</source>
            <translation>Удар на бегу с {tile} ({hand}): урон {damage}.</translation>
        </message>
        <message>
            <source>The block fails: the runner is not slower.</source>
            <translation>Блок не удался: бегущий не медленнее.</translation>
        </message>
        <message>
            <source>Blocked: no damage, and the runner is knocked back.</source>
            <translation>Заблокировано: урона нет, бегущего отбрасывает.</translation>
        </message>
        <message>
            <source>Blocked (declared with no enemy adjacent): {damage} goes through.</source>
            <translation>Заблокировано (объявлено, когда рядом не было врагов): проходит {damage}.</translation>
        </message>
        <message>
            <source>Blocked: {damage} goes through.</source>
            <translation>Заблокировано: проходит {damage}.</translation>
        </message>
        <message>
            <source>No longer blocks this round.</source>
            <translation>Больше не блокирует в этом раунде.</translation>
        </message>
        <message>
            <source>Blocks this round (Speed {speed}, Strength {strength}).</source>
            <translation>Блокирует в этом раунде (скорость {speed}, сила {strength}).</translation>
        </message>
        <message>
            <source>No enemy adjacent: the block holds against a faster enemy who runs in.</source>
            <translation>Рядом нет врагов: блок сработает и против более быстрого врага, который подбежит.</translation>
        </message>
        <message>
            <source>Point-blank hit lands on: {part}.</source>
            <translation>Попадание в упор приходится на: {part}.</translation>
        </message>
        <message>
            <source>The bullet goes through the vest.</source>
            <translation>Пуля пробивает бронежилет.</translation>
        </message>
        <message>
            <source>{part} takes {damage}; the main pool loses {main}.</source>
            <translation>{part} получает {damage}; основной запас теряет {main}.</translation>
        </message>
        <message>
            <source>{part} was already useless: it bleeds 1 more each round.</source>
            <translation>{part}: уже не действует, теперь кровоточит ещё на 1 за раунд.</translation>
        </message>
        <message>
            <source>Treatment</source>
            <translation>Лечение</translation>
        </message>
        <message>
            <source>The vest stops the bullet (failure chance {failure}%).</source>
            <translation>Бронежилет останавливает пулю (шанс отказа {failure}%).</translation>
        </message>
        <message>
            <source>First aid (three rounds, a bandage)</source>
            <translation>Первая помощь (три раунда, один бинт)</translation>
        </message>
        <message>
            <source>Pain pills (main pool +half Max HP)</source>
            <translation>Обезболивающее (основной запас + половина Макс. ОЗ)</translation>
        </message>
        <message>
            <source>Limb</source>
            <translation>Конечность</translation>
        </message>
        <message>
            <source>First Aid of the one giving it</source>
            <translation>Первая помощь того, кто её оказывает</translation>
        </message>
        <message>
            <source>This character has no pain pills.</source>
            <translation>У этого персонажа нет обезболивающего.</translation>
        </message>
        <message>
            <source>Pain pills: the main pool regains {points}.</source>
            <translation>Обезболивающее: основной запас восстанавливает {points}.</translation>
        </message>
        <message>
            <source>Main pool {before} + ⌊Max HP {max_hp} / 2⌋ = {after}</source>
            <translation>Основной запас {before} + ⌊Макс. ОЗ {max_hp} / 2⌋ = {after}</translation>
        </message>
        <message>
            <source>Main pool {before} + ⌊Max HP {max_hp} / 2⌋, at most {maximum}: {after}</source>
            <translation>Основной запас {before} + ⌊Макс. ОЗ {max_hp} / 2⌋, не больше {maximum}: {after}</translation>
        </message>
        <message>
            <source>Unknown treatment.</source>
            <translation>Неизвестный способ лечения.</translation>
        </message>
        <message>
            <source>This character has no bandages.</source>
            <translation>У этого персонажа нет бинтов.</translation>
        </message>
        <message>
            <source>First aid on {part} ({rounds} rounds).</source>
            <translation>Первая помощь: {part} (раундов: {rounds}).</translation>
        </message>
        <message>
            <source>It restores {points} and stops the bleeding.</source>
            <translation>Восстановлено {points}, кровотечение остановлено.</translation>
        </message>
        <message>
            <source>d{sides} rolled {face}: restores {points} HP</source>
            <translation>d{sides}: выпало {face}, восстановлено {points} ОЗ</translation>
        </message>
        <message>
            <source>First aid restores at most half a limb&apos;s maximum in total: {cap} of {most}, {given} of them before.</source>
            <translation>Первая помощь восстанавливает конечности всего не больше половины максимума: {cap} из {most}, из них {given} раньше.</translation>
        </message>
        <message>
            <source>d{sides} rolled {face}: restores {points} HP (first aid at most ⌊{most} / 2⌋ = {cap} in total, {given} before)</source>
            <translation>d{sides}: выпало {face}, восстановлено {points} ОЗ (первой помощью всего не больше ⌊{most} / 2⌋ = {cap}, раньше {given})</translation>
        </message>
        <message>
            <source>It goes wrong: {part} takes {damage}.</source>
            <translation>Неудача: {part} получает {damage}.</translation>
        </message>
        <message>
            <source>d{sides} rolled 1, then {harm}: {harm} damage</source>
            <translation>d{sides}: выпало 1, затем {harm}: урон {harm}</translation>
        </message>
        <message>
            <source>The one giving the care has no pain pills.</source>
            <translation>У того, кто оказывает помощь, нет обезболивающих.</translation>
        </message>
        <message>
            <source>The one giving the care has no bandages.</source>
            <translation>У того, кто оказывает помощь, нет бинтов.</translation>
        </message>
        <message>
            <source>Gives a pain pill: {left} left.</source>
            <translation>Даёт таблетку обезболивающего: осталось {left}.</translation>
        </message>
        <message>
            <source>Uses a bandage: {left} left.</source>
            <translation>Тратит бинт: осталось {left}.</translation>
        </message>
        <message>
            <source>Unknown initiative mode.</source>
            <translation>Неизвестный режим инициативы.</translation>
        </message>
        <message>
            <source>Bleeding costs the main pool {points}.</source>
            <translation>Кровотечение отнимает у основного запаса {points}.</translation>
        </message>
        <message>
            <source>bleeding −{points} HP</source>
            <translation>кровотечение −{points} ОЗ</translation>
        </message>
        <message>
            <source>Stamina +{points}.</source>
            <translation>Запас сил +{points}.</translation>
        </message>
        <message>
            <source>Stamina +{points}: {why}, up to its most, {most}.</source>
            <translation>Запас сил +{points}: {why}, до предела, {most}.</translation>
        </message>
        <message>
            <source>Stamina +{points}: {why}.</source>
            <translation>Запас сил +{points}: {why}.</translation>
        </message>
        <message>
            <source>at zero stamina, did not fight in melee</source>
            <translation>запас сил на нуле, рукопашной не было</translation>
        </message>
        <message>
            <source>neither sprinted nor fought in melee</source>
            <translation>без рывка и без рукопашной</translation>
        </message>
        <message>
            <source>sprinted, did not fight in melee</source>
            <translation>был рывок, рукопашной не было</translation>
        </message>
        <message>
            <source>fought in melee, did not sprint</source>
            <translation>была рукопашная, рывка не было</translation>
        </message>
        <message>
            <source>Stamina {before} → {after}</source>
            <translation>Запас сил {before} → {after}</translation>
        </message>
        <message>
            <source>Sprints {distance} tiles for {cost} stamina.</source>
            <translation>Рывок на {distance} кл., запас сил −{cost}.</translation>
        </message>
        <message>
            <source>Out of stamina: each leg loses 1.</source>
            <translation>Запас сил исчерпан: каждая нога теряет 1.</translation>
        </message>
        <message>
            <source>This sprint empties stamina: each leg loses 1 HP.</source>
            <translation>Этот рывок исчерпывает запас сил: каждая нога теряет 1 ОЗ.</translation>
        </message>
        <message>
            <source>Stamina {before} − {cost} = {after}</source>
            <translation>Запас сил {before} − {cost} = {after}</translation>
        </message>
        <message>
            <source>No such gun.</source>
            <translation>Такого огнестрельного оружия нет.</translation>
        </message>
        <message>
            <source>Fires {bullets}; {left} left in the clip.</source>
            <translation>Выстрелов: {bullets}; в магазине осталось: {left}.</translation>
        </message>
        <message>
            <source>Fires {bullets}.</source>
            <translation>Выстрелов: {bullets}.</translation>
        </message>
        <message>
            <source>{left} left in the clip.</source>
            <translation>В магазине осталось: {left}.</translation>
        </message>
        <message>
            <source>Reloads in {rounds} rounds: a clip of {loaded} goes in.</source>
            <translation>Перезарядка, раундов: {rounds}; вставлен магазин, патронов: {loaded}.</translation>
        </message>
        <message>
            <source>Not that many supplies to hand over.</source>
            <translation>Столько припасов для передачи нет.</translation>
        </message>
        <message>
            <source>Now carries {bandages} bandages and {pills} pain pills.</source>
            <translation>Теперь при себе бинтов: {bandages}, обезболивающего: {pills}.</translation>
        </message>
        <message>
            <source>Knocked back {tiles} tile(s).</source>
            <translation>Отбрасывание на {tiles} кл.</translation>
        </message>
        <message>
            <source>Flinched: no strike back.</source>
            <translation>Противник дрогнул: ответного удара нет.</translation>
        </message>
        <message>
            <source>Not flinched: strikes back.</source>
            <translation>Противник не дрогнул: бьёт в ответ.</translation>
        </message>
        <message>
            <source>{kills} zombie(s) killed: score {score}.</source>
            <translation>Убито зомби: {kills}; счёт {score}.</translation>
        </message>
        <message>
            <source>A player died: +{award}, score {score}.</source>
            <translation>Погиб игрок: +{award}, счёт {score}.</translation>
        </message>
        <message>
            <source>{part} is useless.</source>
            <translation>{part}: не действует.</translation>
        </message>
        <message>
            <source>Dead.</source>
            <translation>Нет в живых.</translation>
        </message>
        <message>
            <source>A vest's failure chance runs from 0 to 100.</source>
            <translation>Шанс отказа бронежилета — от 0 до 100.</translation>
        </message>
        <message>
            <source>Vest check</source>
            <translation>Проверка бронежилета</translation>
        </message>
        <message>
            <source>Strength and the weapon modifier cannot be negative.</source>
            <translation>Сила и модификатор оружия не могут быть отрицательными.</translation>
        </message>
        <message>
            <source>Force cannot be negative.</source>
            <translation>Сила удара не может быть отрицательной.</translation>
        </message>
        <message>
            <source>Tiles cannot be negative.</source>
            <translation>Число клеток не может быть отрицательным.</translation>
        </message>
        <message>
            <source>The attacker and the defender share a tile.</source>
            <translation>Атакующий и защищающийся стоят на одной клетке.</translation>
        </message>
        <message>
            <source>A d100 face runs from 1 to 100.</source>
            <extracomment>point-blank locations on a d100, in order: (part, how many faces of the hundred)</extracomment>
            <translation>На d100 выпадает от 1 до 100.</translation>
        </message>
        <message>
            <source>Point-blank hit location</source>
            <translation>Место попадания в упор</translation>
        </message>
        <message>
            <source>Shot</source>
            <translation>Выстрел</translation>
        </message>
        <message>
            <source>First Aid cannot be negative.</source>
            <translation>Первая помощь не может быть отрицательной.</translation>
        </message>
        <message>
            <source>First aid</source>
            <translation>Первая помощь</translation>
        </message>
        <message>
            <source>First aid gone wrong</source>
            <translation>Неудачная первая помощь</translation>
        </message>
        <message>
            <source>Pistol</source>
            <translation>Пистолет</translation>
        </message>
        <message>
            <source>Rifle</source>
            <translation>Винтовка</translation>
        </message>
        <message>
            <source>SMG</source>
            <translation>Пистолет-пулемёт</translation>
        </message>
        <message>
            <source>Grenade</source>
            <translation>Граната</translation>
        </message>
        <message>
            <source>The number of targets cannot be negative.</source>
            <translation>Число целей не может быть отрицательным.</translation>
        </message>
        <message>
            <source>Grenade damage</source>
            <translation>Урон гранаты</translation>
        </message>
        <message>
            <source>Grenade blast radius</source>
            <translation>Радиус взрыва гранаты</translation>
        </message>
        <message>
            <source>Right hand</source>
            <translation>Правая рука</translation>
        </message>
        <message>
            <source>Left hand</source>
            <translation>Левая рука</translation>
        </message>
        <message>
            <source>Unknown hand.</source>
            <translation>Неизвестная рука.</translation>
        </message>
        <message>
            <source>A hand's share runs from 0 to 100.</source>
            <translation>Доля руки — от 0 до 100.</translation>
        </message>
        <message>
            <source>All Flesh Must Be Eaten</source>
            <extracomment>ruleset ids, in the order the New campaign dialog lists them presets per ruleset; the first is the default</extracomment>
            <translation>All Flesh Must Be Eaten</translation>
        </message>
        <message>
            <source>The Walking Dead Universe RPG</source>
            <translation>The Walking Dead Universe RPG</translation>
        </message>
        <message>
            <source>Roll-under d10</source>
            <translation>Бросок d10 под характеристику</translation>
        </message>
        <message>
            <source>Norms</source>
            <translation>Обычные люди</translation>
        </message>
        <message>
            <source>Unisystem</source>
            <translation>Unisystem</translation>
        </message>
        <message>
            <source>Unknown ruleset.</source>
            <translation>Неизвестные правила.</translation>
        </message>
        <message>
            <source>AP</source>
            <translation>{count|очко боеприпасов|очка боеприпасов|очков боеприпасов}</translation>
        </message>
        <message>
            <source>rounds</source>
            <translation>{count|патрон|патрона|патронов}</translation>
        </message>
        <message>
            <source>clips</source>
            <translation>{count|магазин|магазина|магазинов}</translation>
        </message>
        <message>
            <source>That cannot be done with this ammunition.</source>
            <translation>С этими боеприпасами так сделать нельзя.</translation>
        </message>
        <message>
            <source>No such weapon or ammunition.</source>
            <translation>Нет такого оружия или боеприпасов.</translation>
        </message>
        <message>
            <source>Give a whole number of at least 1.</source>
            <translation>Укажите целое число не меньше 1.</translation>
        </message>
        <message>
            <source>Ammo cannot be negative.</source>
            <translation>Боеприпасы не могут быть отрицательными.</translation>
        </message>
        <message>
            <source>A burst is 2 to 5 rounds.</source>
            <translation>Очередь — от 2 до 5 патронов.</translation>
        </message>
        <message>
            <source>{weapon} is empty: no Ammo Points left, nothing fired. Ammunition found goes in the ammunition ledger.</source>
            <translation>Оружие «{weapon}» пустое: очков боеприпасов не осталось, выстрела нет. Найденные боеприпасы отмечайте на панели «Боеприпасы».</translation>
        </message>
        <message>
            <source>{weapon} has {left} {left|round|rounds} loaded, {asked} {asked|was|were} asked for: fire fewer, or reload.</source>
            <translation>В оружии «{weapon}» {left|заряжен|заряжено|заряжено} {left} {left|патрон|патрона|патронов}, а нужно {asked}: стреляйте меньше или перезарядите.</translation>
        </message>
        <message>
            <source>{weapon} is empty: no rounds loaded, {asked} {asked|was|were} asked for. Reload first.</source>
            <translation>Оружие «{weapon}» пустое: патронов в нём нет, а нужно {asked}. Сначала перезарядите.</translation>
        </message>
        <message>
            <source>d10 rolled {first}, again {again}: {value}</source>
            <extracomment>the highest level an unskilled unisystem test can reach ("no mayor que Decente")</extracomment>
            <translation>d10: выпало {first}, ещё раз {again}: {value}</translation>
        </message>
        <message>
            <source>Actions are counted from 1.</source>
            <translation>Действия нумеруются с 1.</translation>
        </message>
        <message>
            <source>attribute</source>
            <translation>характеристика</translation>
        </message>
        <message>
            <source>skill</source>
            <translation>навык</translation>
        </message>
        <message>
            <source>Simple and difficult checks are unisystem rules.</source>
            <translation>Простые и сложные проверки есть только в правилах Unisystem.</translation>
        </message>
        <message>
            <source>attribute ×2</source>
            <translation>характеристика ×2</translation>
        </message>
        <message>
            <source>An unskilled test takes a penalty from −2 to −10.</source>
            <translation>Проверка без навыка получает штраф от −2 до −10.</translation>
        </message>
        <message>
            <source>unskilled</source>
            <translation>без навыка</translation>
        </message>
        <message>
            <source>Unknown kind of task.</source>
            <translation>Неизвестный вид проверки.</translation>
        </message>
        <message>
            <source>modifiers</source>
            <translation>модификаторы</translation>
        </message>
        <message>
            <source>several actions</source>
            <translation>несколько действий</translation>
        </message>
        <message>
            <source>bonus {points}</source>
            <translation>бонус {points}</translation>
        </message>
        <message>
            <source>luck {points}</source>
            <translation>везение {points}</translation>
        </message>
        <message>
            <source>bad luck {points}</source>
            <translation>невезение {points}</translation>
        </message>
        <message>
            <source>total {total}</source>
            <translation>итого {total}</translation>
        </message>
        <message>
            <source>Luck cannot be negative.</source>
            <translation>Удача не может быть отрицательной.</translation>
        </message>
        <message>
            <source>Nerves of Steel</source>
            <translation>Стальные нервы</translation>
        </message>
        <message>
            <source>Cowardly</source>
            <translation>Трусость</translation>
        </message>
        <message>
            <source>Unknown attribute.</source>
            <translation>Неизвестная характеристика.</translation>
        </message>
        <message>
            <source>No experience raises an attribute above 6.</source>
            <translation>Опыт не поднимает характеристику выше 6.</translation>
        </message>
        <message>
            <source>Strength and Constitution can be raised only twice.</source>
            <translation>Силу и Телосложение можно повысить только дважды.</translation>
        </message>
        <message>
            <source>This attribute can be raised only once.</source>
            <translation>Эту характеристику можно повысить только один раз.</translation>
        </message>
        <message>
            <source>Good light</source>
            <translation>Хорошее освещение</translation>
        </message>
        <message>
            <source>Poor light</source>
            <translation>Плохое освещение</translation>
        </message>
        <message>
            <source>Very poor light</source>
            <translation>Очень плохое освещение</translation>
        </message>
        <message>
            <source>Unknown range.</source>
            <translation>Неизвестная дистанция.</translation>
        </message>
        <message>
            <source>Unknown lighting.</source>
            <translation>Неизвестное освещение.</translation>
        </message>
        <message>
            <source>Shots are counted from 1.</source>
            <translation>Выстрелы нумеруются с 1.</translation>
        </message>
        <message>
            <source>Bursts are counted from 1.</source>
            <translation>Очереди нумеруются с 1.</translation>
        </message>
        <message>
            <source>Rock and roll fires at least one round.</source>
            <translation>«Рок-н-ролл» выпускает хотя бы один патрон.</translation>
        </message>
        <message>
            <source>Groups are counted from 1.</source>
            <translation>Группы нумеруются с 1.</translation>
        </message>
        <message>
            <source>Give one roll for each group of ten rounds.</source>
            <translation>Укажите по одному броску на каждую группу из десяти патронов.</translation>
        </message>
        <message>
            <source>A scope gives +2 to +5.</source>
            <translation>Прицел даёт от +2 до +5.</translation>
        </message>
        <message>
            <source>A d10 shows 1 to 10.</source>
            <translation>На d10 выпадает от 1 до 10.</translation>
        </message>
        <message>
            <source>range</source>
            <translation>дистанция</translation>
        </message>
        <message>
            <source>light</source>
            <translation>освещение</translation>
        </message>
        <message>
            <source>aiming</source>
            <translation>прицеливание</translation>
        </message>
        <message>
            <source>hit location</source>
            <translation>место попадания</translation>
        </message>
        <message>
            <source>burst</source>
            <translation>очередь</translation>
        </message>
        <message>
            <source>consecutive shots</source>
            <translation>выстрелы подряд</translation>
        </message>
        <message>
            <source>Check to stay up</source>
            <translation>Проверка, чтобы устоять</translation>
        </message>
        <message>
            <source>Survival check</source>
            <translation>Проверка выживания</translation>
        </message>
        <message>
            <source>Consciousness check</source>
            <translation>Проверка сознания</translation>
        </message>
        <message>
            <source>Survival check (exhaustion)</source>
            <translation>Проверка выживания (истощение)</translation>
        </message>
        <message>
            <source>Failure</source>
            <extracomment>the lowest total of each success level 1-7 against a difficulty of 9</extracomment>
            <translation>Провал</translation>
        </message>
        <message>
            <source>Adequate</source>
            <translation>Сносно</translation>
        </message>
        <message>
            <source>Decent</source>
            <translation>Прилично</translation>
        </message>
        <message>
            <source>Good</source>
            <translation>Хорошо</translation>
        </message>
        <message>
            <source>Very good</source>
            <translation>Очень хорошо</translation>
        </message>
        <message>
            <source>Excellent</source>
            <translation>Отлично</translation>
        </message>
        <message>
            <source>Extraordinary</source>
            <translation>Исключительно</translation>
        </message>
        <message>
            <source>Mind-boggling</source>
            <translation>Невероятно</translation>
        </message>
        <message>
            <source>Acrobatics</source>
            <translation>Акробатика</translation>
        </message>
        <message>
            <source>Acting</source>
            <translation>Актёрское мастерство</translation>
        </message>
        <message>
            <source>Brawling</source>
            <translation>Драка</translation>
        </message>
        <message>
            <source>Bureaucracy</source>
            <translation>Бюрократия</translation>
        </message>
        <message>
            <source>Cheating</source>
            <translation>Шулерство</translation>
        </message>
        <message>
            <source>Climbing</source>
            <translation>Лазание</translation>
        </message>
        <message>
            <source>Computer Hacking</source>
            <translation>Взлом компьютеров</translation>
        </message>
        <message>
            <source>Computer Programming</source>
            <translation>Программирование</translation>
        </message>
        <message>
            <source>Computers</source>
            <translation>Компьютеры</translation>
        </message>
        <message>
            <source>Craft</source>
            <translation>Ремесло</translation>
        </message>
        <message>
            <source>Demolitions</source>
            <translation>Подрывное дело</translation>
        </message>
        <message>
            <source>Disguise</source>
            <translation>Маскировка</translation>
        </message>
        <message>
            <source>Dodge</source>
            <translation>Уклонение</translation>
        </message>
        <message>
            <source>Driving</source>
            <translation>Вождение</translation>
        </message>
        <message>
            <source>Electronics</source>
            <translation>Электроника</translation>
        </message>
        <message>
            <source>Engineer</source>
            <translation>Инженерное дело</translation>
        </message>
        <message>
            <source>Escapism</source>
            <translation>Освобождение от пут</translation>
        </message>
        <message>
            <source>Gambling</source>
            <translation>Азартные игры</translation>
        </message>
        <message>
            <source>Guns</source>
            <translation>Огнестрельное оружие</translation>
        </message>
        <message>
            <source>Haggling</source>
            <translation>Торг</translation>
        </message>
        <message>
            <source>Hand Weapon</source>
            <translation>Холодное оружие</translation>
        </message>
        <message>
            <source>Humanities</source>
            <translation>Гуманитарные науки</translation>
        </message>
        <message>
            <source>Instruction</source>
            <translation>Преподавание</translation>
        </message>
        <message>
            <source>Intimidation</source>
            <translation>Запугивание</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Язык</translation>
        </message>
        <message>
            <source>Lock Picking</source>
            <translation>Взлом замков</translation>
        </message>
        <message>
            <source>Martial Arts</source>
            <translation>Боевые искусства</translation>
        </message>
        <message>
            <source>Mechanic</source>
            <translation>Механика</translation>
        </message>
        <message>
            <source>Medicine</source>
            <translation>Медицина</translation>
        </message>
        <message>
            <source>Notice</source>
            <translation>Внимательность</translation>
        </message>
        <message>
            <source>Pick Pocket</source>
            <translation>Карманная кража</translation>
        </message>
        <message>
            <source>Piloting</source>
            <translation>Пилотирование</translation>
        </message>
        <message>
            <source>Questioning</source>
            <translation>Допрос</translation>
        </message>
        <message>
            <source>Research/Investigation</source>
            <translation>Исследование/расследование</translation>
        </message>
        <message>
            <source>Riding</source>
            <translation>Верховая езда</translation>
        </message>
        <message>
            <source>Running</source>
            <translation>Бег</translation>
        </message>
        <message>
            <source>Sciences</source>
            <translation>Естественные науки</translation>
        </message>
        <message>
            <source>Seduction</source>
            <translation>Соблазнение</translation>
        </message>
        <message>
            <source>Sleight of Hand</source>
            <translation>Ловкость рук</translation>
        </message>
        <message>
            <source>Smooth Talking</source>
            <translation>Красноречие</translation>
        </message>
        <message>
            <source>Stealth</source>
            <translation>Скрытность</translation>
        </message>
        <message>
            <source>Streetwise</source>
            <translation>Знание улиц</translation>
        </message>
        <message>
            <source>Surveillance</source>
            <translation>Слежка</translation>
        </message>
        <message>
            <source>Survival</source>
            <translation>Выживание</translation>
        </message>
        <message>
            <source>Swimming</source>
            <translation>Плавание</translation>
        </message>
        <message>
            <source>Throwing</source>
            <translation>Метание</translation>
        </message>
        <message>
            <source>Tracking</source>
            <translation>Выслеживание</translation>
        </message>
        <message>
            <source>Traps</source>
            <translation>Ловушки</translation>
        </message>
        <message>
            <source>Unconventional Medicine</source>
            <translation>Нетрадиционная медицина</translation>
        </message>
        <message>
            <source>Veterinary Medicine</source>
            <translation>Ветеринария</translation>
        </message>
        <message>
            <source>Weight Lifting</source>
            <translation>Тяжёлая атлетика</translation>
        </message>
        <message>
            <source>Acute Senses</source>
            <translation>Обострённые чувства</translation>
        </message>
        <message>
            <source>Artistic Talent</source>
            <translation>Художественный талант</translation>
        </message>
        <message>
            <source>Attractiveness</source>
            <translation>Привлекательность</translation>
        </message>
        <message>
            <source>Charisma</source>
            <translation>Харизма</translation>
        </message>
        <message>
            <source>Fast Reaction Time</source>
            <translation>Быстрая реакция</translation>
        </message>
        <message>
            <source>Hard to Kill</source>
            <translation>Живучесть</translation>
        </message>
        <message>
            <source>Photographic Memory</source>
            <translation>Фотографическая память</translation>
        </message>
        <message>
            <source>Resistance (Disease)</source>
            <translation>Сопротивляемость (болезни)</translation>
        </message>
        <message>
            <source>Resistance (Poison)</source>
            <translation>Сопротивляемость (яды)</translation>
        </message>
        <message>
            <source>Resistance (Fatigue)</source>
            <translation>Сопротивляемость (усталость)</translation>
        </message>
        <message>
            <source>Resistance (Pain)</source>
            <translation>Сопротивляемость (боль)</translation>
        </message>
        <message>
            <source>Situational Awareness</source>
            <translation>Чувство обстановки</translation>
        </message>
        <message>
            <source>Good Luck</source>
            <translation>Везение</translation>
        </message>
        <message>
            <source>Tireless</source>
            <translation>Неутомимость</translation>
        </message>
        <message>
            <source>Impaired Senses</source>
            <translation>Ослабленные чувства</translation>
        </message>
        <message>
            <source>Addiction</source>
            <translation>Зависимость</translation>
        </message>
        <message>
            <source>Clown</source>
            <translation>Шут</translation>
        </message>
        <message>
            <source>Cruel</source>
            <translation>Жестокость</translation>
        </message>
        <message>
            <source>Delusions</source>
            <translation>Бредовые идеи</translation>
        </message>
        <message>
            <source>Emotional Problems</source>
            <translation>Эмоциональные проблемы</translation>
        </message>
        <message>
            <source>Humorless</source>
            <translation>Без чувства юмора</translation>
        </message>
        <message>
            <source>Physical Disability</source>
            <translation>Физический недостаток</translation>
        </message>
        <message>
            <source>Nightmares/Insomnia</source>
            <translation>Кошмары/бессонница</translation>
        </message>
        <message>
            <source>Reckless/Showoff</source>
            <translation>Безрассудство/позёрство</translation>
        </message>
        <message>
            <source>Bad Luck</source>
            <translation>Невезение</translation>
        </message>
        <message>
            <source>Bludgeoning</source>
            <translation>Дробящий</translation>
        </message>
        <message>
            <source>Slashing/stabbing</source>
            <translation>Режущий/колющий</translation>
        </message>
        <message>
            <source>Armor-piercing bullet</source>
            <translation>Бронебойная пуля</translation>
        </message>
        <message>
            <source>bludgeoning</source>
            <extracomment>short words for the worked sum</extracomment>
            <translation>дробящий</translation>
        </message>
        <message>
            <source>slashing</source>
            <translation>режущий</translation>
        </message>
        <message>
            <source>bullet</source>
            <translation>пуля</translation>
        </message>
        <message>
            <source>armor-piercing</source>
            <translation>бронебойная</translation>
        </message>
        <message>
            <source>{sum} − {armor} armor = {after}</source>
            <extracomment>worked damage, step by step: armor taken off {sum}, the sum so far ("24", "d6 6 ×4 = 24")</extracomment>
            <translation>{sum} − {armor} броня = {after}</translation>
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
            <translation>{sum}, {where} &gt; ОЖ/{divisor}: {final}</translation>
        </message>
        <message>
            <source>One-handed</source>
            <translation>Одноручное</translation>
        </message>
        <message>
            <source>Two-handed (@)</source>
            <translation>Двуручное (@)</translation>
        </message>
        <message>
            <source>Body (no aimed location)</source>
            <translation>Тело (без прицеливания)</translation>
        </message>
        <message>
            <source>Neck/throat</source>
            <translation>Шея/горло</translation>
        </message>
        <message>
            <source>Vitals</source>
            <translation>Жизненно важные органы</translation>
        </message>
        <message>
            <source>Left hand/wrist</source>
            <translation>Левая кисть/запястье</translation>
        </message>
        <message>
            <source>Right hand/wrist</source>
            <translation>Правая кисть/запястье</translation>
        </message>
        <message>
            <source>Left foot/ankle</source>
            <translation>Левая ступня/лодыжка</translation>
        </message>
        <message>
            <source>Right foot/ankle</source>
            <translation>Правая ступня/лодыжка</translation>
        </message>
        <message>
            <source>Whole body</source>
            <translation>Всё тело</translation>
        </message>
        <message>
            <source>Torso</source>
            <translation>Торс</translation>
        </message>
        <message>
            <source>Head and neck</source>
            <translation>Голова и шея</translation>
        </message>
        <message>
            <source>Arms and hands</source>
            <translation>Руки и кисти</translation>
        </message>
        <message>
            <source>Legs and feet</source>
            <translation>Ноги и ступни</translation>
        </message>
        <message>
            <source>Point blank</source>
            <extracomment>unisystem §4.2.1.2: the hit modifier and the change to the damage multiplier by range</extracomment>
            <translation>В упор</translation>
        </message>
        <message>
            <source>Short</source>
            <translation>Ближняя</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Средняя</translation>
        </message>
        <message>
            <source>Long</source>
            <translation>Дальняя</translation>
        </message>
        <message>
            <source>Extreme</source>
            <translation>Предельная</translation>
        </message>
        <message>
            <source>Write weapon damage as a die times a multiplier, e.g. d6×4.</source>
            <translation>Запишите урон оружия как кубик, умноженный на множитель, например d6×4.</translation>
        </message>
        <message>
            <source>Weapon damage rolls 1 to 20 dice of 2 to 100 sides.</source>
            <translation>Урон оружия — от 1 до 20 кубиков с 2–100 гранями.</translation>
        </message>
        <message>
            <source>The weapon damage names an unknown attribute.</source>
            <translation>В уроне оружия указана неизвестная характеристика.</translation>
        </message>
        <message>
            <source>Unknown damage type.</source>
            <translation>Неизвестный тип урона.</translation>
        </message>
        <message>
            <source>Aimed there: head −4, neck −5, limb or vitals −2, hand or foot −4. Unticked: where the GM says it lands.</source>
            <translation>Прицельно туда: голова −4, шея −5, конечность или жизненно важные органы −2, кисть или стопа −4. Без отметки: куда попало, решает ведущий.</translation>
        </message>
        <message>
            <source>Only armor covering that area counts.</source>
            <translation>Учитывается только броня, закрывающая это место.</translation>
        </message>
        <message>
            <source>Called shot</source>
            <translation>Прицельный удар</translation>
        </message>
        <message>
            <source>Unknown hit location.</source>
            <translation>Неизвестное место попадания.</translation>
        </message>
        <message>
            <source>Damage and armor cannot be negative.</source>
            <translation>Урон и броня не могут быть отрицательными.</translation>
        </message>
        <message>
            <source>Hard work (minutes)</source>
            <translation>Тяжёлая работа (минуты)</translation>
        </message>
        <message>
            <source>Really hard work (minutes)</source>
            <translation>Очень тяжёлая работа (минуты)</translation>
        </message>
        <message>
            <source>Frantic activity (turns)</source>
            <translation>Бешеная активность (ходы)</translation>
        </message>
        <message>
            <source>Hours of sleep lost</source>
            <translation>Часы недосыпа</translation>
        </message>
        <message>
            <source>Carrying the current load (minutes)</source>
            <translation>Ношение текущего груза (минуты)</translation>
        </message>
        <message>
            <source>Unencumbered</source>
            <translation>Без нагрузки</translation>
        </message>
        <message>
            <source>Lightly loaded</source>
            <translation>Лёгкая нагрузка</translation>
        </message>
        <message>
            <source>Medium load</source>
            <translation>Средняя нагрузка</translation>
        </message>
        <message>
            <source>Heavy load</source>
            <translation>Тяжёлая нагрузка</translation>
        </message>
        <message>
            <source>Very heavy load</source>
            <translation>Очень тяжёлая нагрузка</translation>
        </message>
        <message>
            <source>Loads are 0 or more against a maximum above 0.</source>
            <translation>Нагрузка — 0 или больше, максимум — больше 0.</translation>
        </message>
        <message>
            <source>That is more than the character can carry.</source>
            <translation>Это больше, чем персонаж может унести.</translation>
        </message>
        <message>
            <source>A duration cannot be negative.</source>
            <translation>Длительность не может быть отрицательной.</translation>
        </message>
        <message>
            <source>Unknown load level.</source>
            <translation>Неизвестный уровень нагрузки.</translation>
        </message>
        <message>
            <source>Unknown activity.</source>
            <translation>Неизвестная активность.</translation>
        </message>
        <message>
            <source>Dexterity</source>
            <translation>Ловкость</translation>
        </message>
        <message>
            <source>Constitution</source>
            <translation>Телосложение</translation>
        </message>
        <message>
            <source>Intelligence</source>
            <translation>Интеллект</translation>
        </message>
        <message>
            <source>Perception</source>
            <translation>Восприятие</translation>
        </message>
        <message>
            <source>Willpower</source>
            <translation>Сила воли</translation>
        </message>
        <message>
            <source>Strength levels bought with drawback points</source>
            <translation>Уровни Силы за очки недостатков</translation>
        </message>
        <message>
            <source>Dexterity levels bought with drawback points</source>
            <translation>Уровни Ловкости за очки недостатков</translation>
        </message>
        <message>
            <source>Constitution levels bought with drawback points</source>
            <translation>Уровни Телосложения за очки недостатков</translation>
        </message>
        <message>
            <source>Intelligence levels bought with drawback points</source>
            <translation>Уровни Интеллекта за очки недостатков</translation>
        </message>
        <message>
            <source>Perception levels bought with drawback points</source>
            <translation>Уровни Восприятия за очки недостатков</translation>
        </message>
        <message>
            <source>Willpower levels bought with drawback points</source>
            <translation>Уровни Силы воли за очки недостатков</translation>
        </message>
        <message>
            <source>Quality</source>
            <extracomment>the highest attribute a sheet may hold at all (zombies and the like may pass the human 6)</extracomment>
            <translation>Достоинство</translation>
        </message>
        <message>
            <source>Drawback</source>
            <translation>Недостаток</translation>
        </message>
        <message>
            <source>Attribute + skill</source>
            <translation>Характеристика + навык</translation>
        </message>
        <message>
            <source>Unskilled (attribute alone)</source>
            <translation>Без навыка (только характеристика)</translation>
        </message>
        <message>
            <source>Simple check (attribute ×2)</source>
            <translation>Простая проверка (характеристика ×2)</translation>
        </message>
        <message>
            <source>Difficult check (attribute)</source>
            <translation>Сложная проверка (характеристика)</translation>
        </message>
        <message>
            <source>Dodge (Dexterity + Dodge)</source>
            <extracomment>defence → (label, attribute, skill)</extracomment>
            <translation>Уклонение (Ловкость + Уклонение)</translation>
        </message>
        <message>
            <source>Acrobatics instead of Dodge (Dexterity + Acrobatics)</source>
            <translation>Акробатика вместо Уклонения (Ловкость + Акробатика)</translation>
        </message>
        <message>
            <source>Block (Dexterity + Brawling)</source>
            <translation>Блок (Ловкость + Драка)</translation>
        </message>
        <message>
            <source>Parry with the melee weapon (Dexterity + its skill)</source>
            <translation>Парирование оружием ближнего боя (Ловкость + его навык)</translation>
        </message>
        <message>
            <source>Parry with Martial Arts (Dexterity + Martial Arts)</source>
            <translation>Парирование боевыми искусствами (Ловкость + Боевые искусства)</translation>
        </message>
        <message>
            <source>Shove off a grabbing zombie (Strength + Brawling)</source>
            <translation>Оттолкнуть хватающего зомби (Сила + Драка)</translation>
        </message>
        <message>
            <source>No defence</source>
            <translation>Без защиты</translation>
        </message>
        <message>
            <source>The dodger hit the dirt: no other action this turn.</source>
            <extracomment>the log's word on a dodged shot</extracomment>
            <translation>Уклонившийся бросился на землю: других действий в этом ходу нет.</translation>
        </message>
        <message>
            <source>Unisystem: dodging a shot spends all of the dodger's actions this turn; no dodge against a surprise shot or without cover.</source>
            <translation>Unisystem: уклонение от выстрела тратит все действия уклоняющегося в этом ходу; от выстрела врасплох или без укрытия не уклониться.</translation>
        </message>
        <message>
            <source>Weapon skill type of the parry</source>
            <translation>Тип навыка оружия для парирования</translation>
        </message>
        <message>
            <source>Hand Weapon type, e.g. Knife; empty: the best type matching a melee weapon the defender carries.</source>
            <translation>Тип навыка «Холодное оружие», например Нож; пусто: лучший тип, подходящий к оружию ближнего боя защитника.</translation>
        </message>
        <message>
            <source>A parry needs a melee weapon on the defender's sheet (or Martial Arts).</source>
            <translation>Для парирования на листе защитника нужно оружие ближнего боя (или Боевые искусства).</translation>
        </message>
        <message>
            <source>A parry with Martial Arts needs the skill.</source>
            <translation>Для парирования боевыми искусствами нужен этот навык.</translation>
        </message>
        <message>
            <source>Only a dodge (or Acrobatics) avoids a shot: block, parry and shove are for melee.</source>
            <translation>От выстрела спасает только уклонение (или Акробатика): блок, парирование и толчок — для ближнего боя.</translation>
        </message>
        <message>
            <source>This character dodged shots this turn and has no other action left until the round ends.</source>
            <translation>Этот персонаж уклонялся от выстрелов в этом ходу, и до конца раунда других действий у него нет.</translation>
        </message>
        <message>
            <source>Hit the dirt: no more actions this turn</source>
            <translation>На земле: больше никаких действий в этом ходу</translation>
        </message>
        <message>
            <source>No skill</source>
            <extracomment>the skills an attack is rolled with, the likeliest first (matched on the skill's name, its type aside)</extracomment>
            <translation>Без навыка</translation>
        </message>
        <message>
            <source>Attribute</source>
            <translation>Характеристика</translation>
        </message>
        <message>
            <source>Skill</source>
            <extracomment>damage of bare hands: the text fights "with guns, knives, or your bare hands" but gives bare hands no Damage rating; Deadwatch counts 1, the lowest a weapon has</extracomment>
            <translation>Навык</translation>
        </message>
        <message>
            <source>Modifiers</source>
            <translation>Модификаторы</translation>
        </message>
        <message>
            <source>Range, light, cover, aiming, the situation: added to the roll.</source>
            <translation>Дистанция, освещение, укрытие, прицеливание, обстановка: прибавляются к броску.</translation>
        </message>
        <message>
            <source>Action this turn</source>
            <translation>Номер действия в этом ходу</translation>
        </message>
        <message>
            <source>The second action of a turn takes −2, the third −4…</source>
            <translation>Второе действие за ход получает −2, третье −4…</translation>
        </message>
        <message>
            <source>Test or check</source>
            <translation>Вид проверки</translation>
        </message>
        <message>
            <source>Difficulty (total needed)</source>
            <translation>Сложность (нужный итог)</translation>
        </message>
        <message>
            <source>Unskilled penalty</source>
            <translation>Штраф без навыка</translation>
        </message>
        <message>
            <source>Unskilled rolls only: −2 fairly easy to −10 really hard.</source>
            <translation>Только для бросков без навыка: от −2 (довольно легко) до −10 (очень трудно).</translation>
        </message>
        <message>
            <source>In melee one attack and one defence a turn are free.</source>
            <translation>В ближнем бою одна атака и одна защита за ход — бесплатно.</translation>
        </message>
        <message>
            <source>Defences already made this turn</source>
            <translation>Защит уже сделано в этот ход</translation>
        </message>
        <message>
            <source>Melee: the first attack and the first defence are free; any other action −2, −4…</source>
            <translation>Ближний бой: первая атака и первая защита без штрафа; любое другое действие −2, −4…</translation>
        </message>
        <message>
            <source>Defence</source>
            <extracomment>the defences that avoid a shot</extracomment>
            <translation>Защита</translation>
        </message>
        <message>
            <source>Defence modifiers</source>
            <translation>Модификаторы защиты</translation>
        </message>
        <message>
            <source>Defender's attacks already made this turn</source>
            <translation>Атак защитника уже сделано в этот ход</translation>
        </message>
        <message>
            <source>Task</source>
            <translation>Проверка</translation>
        </message>
        <message>
            <source>d10 + attribute + skill against the difficulty.</source>
            <translation>d10 + характеристика + навык против сложности.</translation>
        </message>
        <message>
            <source>Attack against a dodge or block</source>
            <translation>Атака (уклонение или блок)</translation>
        </message>
        <message>
            <source>The defence avoids the attack when its total is higher; in unisystem melee a tie too.</source>
            <translation>Защита отражает атаку, если её итог выше; в ближнем бою по Unisystem — и при равенстве.</translation>
        </message>
        <message>
            <source>Fear test</source>
            <translation>Проверка страха</translation>
        </message>
        <message>
            <source>How frightening</source>
            <translation>Насколько страшно</translation>
        </message>
        <message>
            <source>The GM's modifier: 0 for a zombie, lower for worse horrors.</source>
            <translation>Модификатор ведущего: 0 для зомби, ниже — для ужасов пострашнее.</translation>
        </message>
        <message>
            <source>Willpower, + Nerves of Steel, − Cowardly: a failure means the character panics.</source>
            <translation>Сила воли, + Стальные нервы, − Трусость: при провале персонаж паникует.</translation>
        </message>
        <message>
            <source>No such skill on the sheet.</source>
            <translation>Такого навыка нет в листе персонажа.</translation>
        </message>
        <message>
            <source>called shot</source>
            <translation>выбранное место</translation>
        </message>
        <message>
            <source>veterinarian</source>
            <translation>ветеринар</translation>
        </message>
        <message>
            <source>Keeps their nerve</source>
            <translation>Сохраняет самообладание</translation>
        </message>
        <message>
            <source>Panics</source>
            <translation>Паникует</translation>
        </message>
        <message>
            <source>Success</source>
            <translation>Успех</translation>
        </message>
        <message>
            <source>{level} or better</source>
            <translation>{level} или лучше</translation>
        </message>
        <message>
            <source>Spend luck points</source>
            <translation>Потратить очки удачи</translation>
        </message>
        <message>
            <source>Each luck point raises the total after the roll.</source>
            <translation>Каждое очко удачи повышает итог после броска.</translation>
        </message>
        <message>
            <source>GM spends bad luck points</source>
            <translation>Ведущий тратит очки невезения</translation>
        </message>
        <message>
            <source>Each bad luck point lowers the total after the roll.</source>
            <translation>Каждое очко невезения снижает итог после броска.</translation>
        </message>
        <message>
            <source>{level}, total {total}</source>
            <translation>{level}, итог {total}</translation>
        </message>
        <message>
            <source>Keeps their nerve: {level}, total {total}</source>
            <translation>Сохраняет самообладание: {level}, итог {total}</translation>
        </message>
        <message>
            <source>Panics, freezes or runs: total {total}</source>
            <translation>Паникует, цепенеет или бежит: итог {total}</translation>
        </message>
        <message>
            <source>Miss, total {total}</source>
            <translation>Промах, итог {total}</translation>
        </message>
        <message>
            <source>Parried: defence {defence} ties {total}, the defender's</source>
            <translation>Парировано: защита {defence} равна {total}, ничья за защитником</translation>
        </message>
        <message>
            <source>Avoided: defence {defence} beats {total}</source>
            <translation>Атака отведена: защита {defence} выше {total}</translation>
        </message>
        <message>
            <source>Hit: {level}, total {total}</source>
            <translation>Попадание: {level}, итог {total}</translation>
        </message>
        <message>
            <source>Rounds that hit: {hits}, best total {total}</source>
            <translation>Попавших патронов: {hits}, лучший итог {total}</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Тип</translation>
        </message>
        <message>
            <source>Special</source>
            <translation>Особый</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Уровень</translation>
        </message>
        <message>
            <source>Specializations</source>
            <translation>Специализации</translation>
        </message>
        <message>
            <source>The skill&apos;s name as the rolls know it: the dead run (Norms) needs Running with the type Dash.</source>
            <translation>Название навыка, как его знают броски: для бега во весь опор (по правилам «Обычные люди») нужен навык «Бег» с типом «спринт».</translation>
        </message>
        <message>
            <source>A typed skill&apos;s type: Dash for Running&apos;s dead run, a gun&apos;s type for Guns.</source>
            <translation>Тип навыка с типом: «спринт» для бега во весь опор, тип оружия для огнестрельного оружия.</translation>
        </message>
        <message>
            <source>Separate them with commas; each costs 1 point and counts +2.</source>
            <translation>Через запятую; каждая стоит 1 очко и даёт +2.</translation>
        </message>
        <message>
            <source>Native language</source>
            <translation>Родной язык</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Название</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Вид</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>Set from the list for the named qualities and drawbacks.</source>
            <translation>Для достоинств и недостатков из списка подставляется автоматически.</translation>
        </message>
        <message>
            <source>Give back points</source>
            <translation>Вернуть очки</translation>
        </message>
        <message>
            <source>First Aid (success levels)</source>
            <translation>Первая помощь (уровни успеха)</translation>
        </message>
        <message>
            <source>Rest under medical care (days)</source>
            <translation>Отдых под присмотром врача (дни)</translation>
        </message>
        <message>
            <source>Recovery without care (days)</source>
            <translation>Восстановление без ухода (дни)</translation>
        </message>
        <message>
            <source>Sleep (half hours)</source>
            <translation>Сон (получасы)</translation>
        </message>
        <message>
            <source>Rest (hours)</source>
            <translation>Отдых (часы)</translation>
        </message>
        <message>
            <source>Medical help arrives</source>
            <translation>Прибыла медицинская помощь</translation>
        </message>
        <message>
            <source>The form has a field this ruleset does not know.</source>
            <translation>В форме есть поле, неизвестное этим правилам.</translation>
        </message>
        <message>
            <source>d10 {face} + Dexterity {dex} = {value}</source>
            <extracomment>the worked initiative, each number named: with Fast Reaction Time, with a load's penalty, with both</extracomment>
            <translation>d10 {face} + Ловкость {dex} = {value}</translation>
        </message>
        <message>
            <source>d10 {face} + Dexterity {dex} + {quality} {frt} = {value}</source>
            <translation>d10 {face} + Ловкость {dex} + {quality} {frt} = {value}</translation>
        </message>
        <message>
            <source>d10 {face} + Dexterity {dex} − load {load} = {value}</source>
            <translation>d10 {face} + Ловкость {dex} − нагрузка {load} = {value}</translation>
        </message>
        <message>
            <source>d10 {face} + Dexterity {dex} + {quality} {frt} − load {load} = {value}</source>
            <translation>d10 {face} + Ловкость {dex} + {quality} {frt} − нагрузка {load} = {value}</translation>
        </message>
        <message>
            <source>d10 + Dexterity + Fast Reaction Time</source>
            <translation>d10 + Ловкость + Быстрая реакция</translation>
        </message>
        <message>
            <source>Instigators first, then d10 + Dexterity + Fast Reaction Time</source>
            <translation>Зачинщики, затем d10 + Ловкость + Быстр. реакция</translation>
        </message>
        <message>
            <source>Who started the violence first in turn 1, then d10 + Dexterity + Fast Reaction Time</source>
            <translation>Начавшие насилие — первыми в 1-й ход, затем d10 + Ловкость + Быстрая реакция</translation>
        </message>
        <message>
            <source>A campaign switch must be yes or no.</source>
            <translation>Переключатель кампании должен быть «да» или «нет».</translation>
        </message>
        <message>
            <source>A campaign option is out of its range.</source>
            <translation>Параметр кампании вне допустимого диапазона.</translation>
        </message>
        <message>
            <source>Highest attribute at creation</source>
            <translation>Наивысшая характеристика при создании</translation>
        </message>
        <message>
            <source>Most drawback points</source>
            <translation>Максимум очков недостатков</translation>
        </message>
        <message>
            <source>Bonus of one luck point</source>
            <translation>Бонус одного очка удачи</translation>
        </message>
        <message>
            <source>Frantic combat burns 1d4 Endurance a turn</source>
            <translation>Бешеный бой отнимает 1d4 Выносливости за ход</translation>
        </message>
        <message>
            <source>Fatigue</source>
            <translation>Усталость</translation>
        </message>
        <message>
            <source>Luck points</source>
            <translation>Очки удачи</translation>
        </message>
        <message>
            <source>Bad luck points</source>
            <translation>Очки невезения</translation>
        </message>
        <message>
            <source>The character state is not a set of values.</source>
            <translation>Состояние персонажа — не набор значений.</translation>
        </message>
        <message>
            <source>Unconscious</source>
            <translation>Без сознания</translation>
        </message>
        <message>
            <source>Dying</source>
            <translation>При смерти</translation>
        </message>
        <message>
            <source>Stunned, on the ground</source>
            <translation>Оглушение, на земле</translation>
        </message>
        <message>
            <source>Badly wounded</source>
            <translation>Тяжёлое ранение</translation>
        </message>
        <message>
            <source>Exhausted</source>
            <translation>Изнеможение</translation>
        </message>
        <message>
            <source>Dazed and dizzy</source>
            <translation>Оглушение, головокружение</translation>
        </message>
        <message>
            <source>This character is dead: no attack.</source>
            <translation>Персонаж мёртв: атаки нет.</translation>
        </message>
        <message>
            <source>This character is unconscious: no attack.</source>
            <translation>Персонаж без сознания: атаки нет.</translation>
        </message>
        <message>
            <source>This zombie is down: make the GM&apos;s call (destroyed or still coming) before it attacks.</source>
            <translation>Этот зомби повержен: сначала решение ведущего (уничтожен или ещё идёт), потом атака.</translation>
        </message>
        <message>
            <source>At −10 Life Points or less this character is dying, out of the fight: no attack.</source>
            <translation>При −10 очках жизни или меньше персонаж при смерти и выбыл из боя: атаки нет.</translation>
        </message>
        <message>
            <source>At 0 Life Points or less this character is on the ground: roll the check to stay up (checks due) before any attack.</source>
            <translation>При 0 очков жизни или меньше персонаж лежит на земле: перед атакой бросьте проверку, чтобы устоять (положенные проверки).</translation>
        </message>
        <message>
            <source>Below zero Life Points this character is incapacitated: no attack.</source>
            <translation>Ниже нуля очков жизни персонаж недееспособен: атаки нет.</translation>
        </message>
        <message>
            <source>Incapacitated</source>
            <translation>Недееспособность</translation>
        </message>
        <message>
            <source>Disabled limb</source>
            <translation>Конечность выведена из строя</translation>
        </message>
        <message>
            <source>Damage before armor</source>
            <translation>Урон до брони</translation>
        </message>
        <message>
            <source>Leave at 0 to roll the weapon damage below.</source>
            <translation>Оставьте 0, чтобы бросить урон оружия, указанный ниже.</translation>
        </message>
        <message>
            <source>Weapon damage</source>
            <translation>Урон оружия</translation>
        </message>
        <message>
            <source>A die times a multiplier: d6×4, d4×STR, d4×STR−1; Strength as STR or in full (d6×Strength), × or x.</source>
            <translation>Кубик, умноженный на множитель: d6×4, d4×СИЛ, d4×СИЛ−1; Силу можно написать как СИЛ или полностью (d6×Сила), знак — × или x.</translation>
        </message>
        <message>
            <source>e.g. d6×STR, d4×STR−1</source>
            <translation>например: d6×СИЛ, d4×СИЛ−1</translation>
        </message>
        <message>
            <source>Attacker's Strength</source>
            <translation>Сила атакующего</translation>
        </message>
        <message>
            <source>Attack success level</source>
            <translation>Уровень успеха атаки</translation>
        </message>
        <message>
            <source>Damage type</source>
            <translation>Тип урона</translation>
        </message>
        <message>
            <source>Hit location</source>
            <translation>Место попадания</translation>
        </message>
        <message>
            <source>Worn armor counts</source>
            <translation>Учитывать надетую броню</translation>
        </message>
        <message>
            <source>Other armor</source>
            <translation>Другая броня</translation>
        </message>
        <message>
            <source>Damage to</source>
            <translation>Урон идёт в</translation>
        </message>
        <message>
            <source>No such weapon on the sheet.</source>
            <translation>Такого оружия нет в листе персонажа.</translation>
        </message>
        <message>
            <source>Weapon damage here can only name Strength.</source>
            <translation>Здесь урон оружия может ссылаться только на Силу.</translation>
        </message>
        <message>
            <source>Give the damage or the weapon damage to roll.</source>
            <translation>Укажите урон или урон оружия для броска.</translation>
        </message>
        <message>
            <source>{damage} damage to {pool} ({arithmetic}): {before} → {after}; {limb} disabled.</source>
            <translation>{pool}: урон {damage} ({arithmetic}): {before} → {after}; выведена из строя конечность: {limb}.</translation>
        </message>
        <message>
            <source>{damage} damage to {pool} ({arithmetic}): {before} → {after}.</source>
            <translation>{pool}: урон {damage} ({arithmetic}): {before} → {after}.</translation>
        </message>
        <message>
            <source>Recovery</source>
            <translation>Восстановление</translation>
        </message>
        <message>
            <source>Points of</source>
            <translation>Что восстановить</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Количество</translation>
        </message>
        <message>
            <source>The rules do not say how much a luck point adds.</source>
            <translation>Правила не говорят, сколько добавляет очко удачи.</translation>
        </message>
        <message>
            <source>The character state holds a wrong value.</source>
            <translation>В состоянии персонажа неверное значение.</translation>
        </message>
        <message>
            <source>Only a weapon marked * can hurt Endurance.</source>
            <translation>Только оружие с пометкой * может наносить урон Выносливости.</translation>
        </message>
        <message>
            <source>Points, success levels, days, half hours or hours.</source>
            <translation>Очки, уровни успеха, дни, получасы или часы.</translation>
        </message>
        <message>
            <source>The dead do not recover.</source>
            <translation>Мёртвые не восстанавливаются.</translation>
        </message>
        <message>
            <source>Needs movement (stealth…): the load counts</source>
            <translation>Требует движения (скрытность…): нагрузка учитывается</translation>
        </message>
        <message>
            <source>load</source>
            <translation>нагрузка</translation>
        </message>
        <message>
            <source>Aim (the shot at the round's end)</source>
            <translation>Прицеливание (выстрел в конце раунда)</translation>
        </message>
        <message>
            <source>Telescopic sight</source>
            <translation>Оптический прицел</translation>
        </message>
        <message>
            <source>A scope adds +2 to +5 to the aiming roll; 0: none.</source>
            <translation>Оптический прицел даёт от +2 до +5 к броску прицеливания; 0: прицела нет.</translation>
        </message>
        <message>
            <source>Perception + the weapon's skill: +1 a success level on the shot fired at the end of the round.</source>
            <translation>Восприятие + навык оружия: +1 за каждый уровень успеха к выстрелу в конце раунда.</translation>
        </message>
        <message>
            <source>First aid on oneself</source>
            <translation>Первая помощь себе</translation>
        </message>
        <message>
            <source>Tending one's own wound</source>
            <translation>Лечение собственной раны</translation>
        </message>
        <message>
            <source>Intelligence + First Aid, −2: 1 Life Point a success level; one roll a wound.</source>
            <translation>Интеллект + Первая помощь, −2: 1 очко жизни за уровень успеха; один бросок на рану.</translation>
        </message>
        <message>
            <source>First aid on the patient</source>
            <translation>Первая помощь пациенту</translation>
        </message>
        <message>
            <source>scope</source>
            <translation>прицел</translation>
        </message>
        <message>
            <source>own wound</source>
            <translation>своя рана</translation>
        </message>
        <message>
            <source>First Aid is one roll a wound: no wound is left untreated.</source>
            <translation>Первая помощь — один бросок на рану: необработанных ран не осталось.</translation>
        </message>
        <message>
            <source>Aim +{n} or better</source>
            <translation>Прицел +{n} или лучше</translation>
        </message>
        <message>
            <source>{n} {n|Life Point|Life Points} or more</source>
            <translation>{n} {n|очко|очка|очков} жизни или больше</translation>
        </message>
        <message>
            <source>Tends a wound: {n} {n|Life Point|Life Points} ({level}, total {total})</source>
            <translation>Обрабатывает рану: {n} {n|очко|очка|очков} жизни ({level}, итог {total})</translation>
        </message>
        <message>
            <source>Aim</source>
            <translation>Прицеливание</translation>
        </message>
        <message>
            <source>Aims: +{n} on the shot at the round's end ({level}, total {total})</source>
            <translation>Целится: +{n} к выстрелу в конце раунда ({level}, итог {total})</translation>
        </message>
        <message>
            <source>First aid fails, total {total}: that wound's one roll is spent</source>
            <translation>Первая помощь не удалась, итог {total}: единственный бросок на эту рану потрачен</translation>
        </message>
        <message>
            <source>Recovery without care is given for characters below 0 Life Points only.</source>
            <translation>Восстановление без ухода применяется только к персонажам с Очками жизни ниже 0.</translation>
        </message>
        <message>
            <source>Medical help: no more Survival checks by the minute.</source>
            <translation>Медицинская помощь: ежеминутных проверок выживания больше нет.</translation>
        </message>
        <message>
            <source>{pool} recovered ({kind}): {before} → {after}.</source>
            <translation>{pool}: восстановление ({kind}): {before} → {after}.</translation>
        </message>
        <message>
            <source>Not that many luck points left.</source>
            <translation>Столько очков удачи не осталось.</translation>
        </message>
        <message>
            <source>{points} bad luck points: {before} → {after} ({level}).</source>
            <translation>Очки невезения ({points}): {before} → {after} ({level}).</translation>
        </message>
        <message>
            <source>{points} luck points: {before} → {after} ({level}).</source>
            <translation>Очки удачи ({points}): {before} → {after} ({level}).</translation>
        </message>
        <message>
            <source>Luck points restored for the session.</source>
            <translation>Очки удачи восстановлены на сессию.</translation>
        </message>
        <message>
            <source>That check is not due.</source>
            <translation>Эта проверка сейчас не требуется.</translation>
        </message>
        <message>
            <source>{check}: {total}, passed ({level}).</source>
            <translation>{check}: {total}, успех ({level}).</translation>
        </message>
        <message>
            <source>{check}: {total}, failed.</source>
            <translation>{check}: {total}, провал.</translation>
        </message>
        <message>
            <source>Only a character who failed a Survival check can be revived.</source>
            <translation>Реанимировать можно только персонажа, который провалил проверку выживания.</translation>
        </message>
        <message>
            <source>Too late: the Constitution × 2 minutes (and the nurse's) have passed.</source>
            <translation>Слишком поздно: Телосложение × 2 минут (и минуты медсестры) прошли.</translation>
        </message>
        <message>
            <source>Revival: {total}, brought back.</source>
            <translation>Реанимация: {total}, к жизни вернули.</translation>
        </message>
        <message>
            <source>Revival: {total}, failed.</source>
            <translation>Реанимация: {total}, неудача.</translation>
        </message>
        <message>
            <source>Revival</source>
            <translation>Реанимация</translation>
        </message>
        <message>
            <source>Endurance loss</source>
            <translation>Потеря Выносливости</translation>
        </message>
        <message>
            <source>{activity}: {loss} Endurance ({text}): {before} → {after}.</source>
            <translation>{activity}: потеря Выносливости {loss} ({text}): {before} → {after}.</translation>
        </message>
        <message>
            <source>Now carrying: {load}.</source>
            <translation>Теперь: {load}.</translation>
        </message>
        <message>
            <source>{count} due; −1 more for each minute without medical care ({minutes} {minutes|minute|minutes})</source>
            <translation>{count} {count|проверка|проверки|проверок} впереди; ещё −1 за каждую минуту без медицинской помощи ({minutes} {minutes|минута|минуты|минут})</translation>
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
            <translation>Проверка выживания пройдена: следом проверка сознания — останется ли персонаж в сознании ({modifier}).</translation>
        </message>
        <message>
            <source>Survival checks due without care: {count}.</source>
            <translation>Проверок выживания без помощи: {count}.</translation>
        </message>
        <message>
            <source>Initiative</source>
            <translation>Инициатива</translation>
        </message>
        <message>
            <source>Frantic combat: {loss} Endurance: {before} → {after}.</source>
            <translation>Бешеный бой: потеря Выносливости {loss}: {before} → {after}.</translation>
        </message>
        <message>
            <source>{check} due ({modifier}).</source>
            <translation>Требуется: {check} ({modifier}).</translation>
        </message>
        <message>
            <source>Hands</source>
            <translation>Хват</translation>
        </message>
        <message>
            <source>Life Points or Endurance (*)</source>
            <translation>Очки жизни или Выносливость (*)</translation>
        </message>
        <message>
            <source>Ranged</source>
            <translation>Дальний бой</translation>
        </message>
        <message>
            <source>Heavy recoil</source>
            <translation>Сильная отдача</translation>
        </message>
        <message>
            <source>Ammo</source>
            <translation>Боеприпасы</translation>
        </message>
        <message>
            <source>Armor</source>
            <translation>Броня</translation>
        </message>
        <message>
            <source>Armor value</source>
            <translation>Значение брони</translation>
        </message>
        <message>
            <source>Covers</source>
            <translation>Защищает</translation>
        </message>
        <message>
            <source>Attributes</source>
            <translation>Характеристики</translation>
        </message>
        <message>
            <source>Drawback points</source>
            <translation>Очки недостатков</translation>
        </message>
        <message>
            <source>Skills</source>
            <translation>Навыки</translation>
        </message>
        <message>
            <source>Qualities and drawbacks</source>
            <translation>Достоинства и недостатки</translation>
        </message>
        <message>
            <source>Weapons</source>
            <translation>Оружие</translation>
        </message>
        <message>
            <source>A number field holds something else.</source>
            <translation>В числовом поле не число.</translation>
        </message>
        <message>
            <source>A number is out of its range.</source>
            <translation>Число вне допустимого диапазона.</translation>
        </message>
        <message>
            <source>A choice is not one of its options.</source>
            <translation>Выбранное значение не входит в список вариантов.</translation>
        </message>
        <message>
            <source>The attribute levels bought with drawback points cost more than the drawback points taken.</source>
            <translation>Уровни характеристик, купленные за очки недостатков, стоят больше, чем взято очков недостатков.</translation>
        </message>
        <message>
            <source>More attribute points are spent than the budget allows.</source>
            <translation>Потрачено больше очков характеристик, чем позволяет бюджет.</translation>
        </message>
        <message>
            <source>More skill points are spent than the budget and drawbacks allow.</source>
            <translation>Потрачено больше очков навыков, чем позволяют бюджет и недостатки.</translation>
        </message>
        <message>
            <source>More quality points are spent than the budget and drawbacks allow.</source>
            <translation>Потрачено больше очков достоинств, чем позволяют бюджет и недостатки.</translation>
        </message>
        <message>
            <source>A yes/no field holds something else.</source>
            <translation>В поле «да/нет» другое значение.</translation>
        </message>
        <message>
            <source>A text field holds something that is not text.</source>
            <translation>В текстовом поле не текст.</translation>
        </message>
        <message>
            <source>The sheet has a field of an unknown kind.</source>
            <translation>В листе персонажа есть поле неизвестного вида.</translation>
        </message>
        <message>
            <source>A table row is not a set of columns.</source>
            <translation>Строка таблицы — не набор столбцов.</translation>
        </message>
        <message>
            <source>A table row has a column this ruleset does not know.</source>
            <translation>В строке таблицы есть столбец, неизвестный этим правилам.</translation>
        </message>
        <message>
            <source>The sheet is not a set of fields.</source>
            <translation>Лист персонажа — не набор полей.</translation>
        </message>
        <message>
            <source>The sheet has a field this ruleset does not know.</source>
            <translation>В листе персонажа есть поле, неизвестное этим правилам.</translation>
        </message>
        <message>
            <source>A table on the sheet is not a list of rows.</source>
            <translation>Таблица в листе персонажа — не список строк.</translation>
        </message>
        <message>
            <source>More attribute levels are bought with drawback points than the attribute has.</source>
            <translation>За очки недостатков куплено больше уровней характеристики, чем у неё есть.</translation>
        </message>
        <message>
            <source>A skill has no name.</source>
            <translation>У навыка нет названия.</translation>
        </message>
        <message>
            <source>This skill needs its type (Guns: Handgun, Driving: Car…).</source>
            <translation>Для этого навыка нужен тип (Огнестрельное оружие: пистолет, Вождение: автомобиль…).</translation>
        </message>
        <message>
            <source>A quality or drawback is listed twice.</source>
            <translation>Достоинство или недостаток указан дважды.</translation>
        </message>
        <message>
            <source>A quality or drawback has no name.</source>
            <translation>У достоинства или недостатка нет названия.</translation>
        </message>
        <message>
            <source>This quality or drawback cannot be taken at that level.</source>
            <translation>Это достоинство или недостаток нельзя взять на таком уровне.</translation>
        </message>
        <message>
            <source>Life Points</source>
            <translation>Очки жизни</translation>
        </message>
        <message>
            <source>Endurance</source>
            <translation>Выносливость</translation>
        </message>
        <message>
            <source>Essence</source>
            <translation>Эссенция</translation>
        </message>
        <message>
            <source>Character type</source>
            <translation>Тип персонажа</translation>
        </message>
        <message>
            <source>Highest attribute</source>
            <translation>Наивысшая характеристика</translation>
        </message>
        <message>
            <source>An attribute is above the highest level allowed at creation.</source>
            <translation>Характеристика выше максимума, допустимого при создании.</translation>
        </message>
        <message>
            <source>More drawback points are taken than the campaign allows.</source>
            <translation>Взято больше очков недостатков, чем позволяет кампания.</translation>
        </message>
        <message>
            <source>Attribute levels bought with drawback points</source>
            <translation>Уровни характеристик за очки недостатков</translation>
        </message>
        <message>
            <source>Attribute points</source>
            <translation>Очки характеристик</translation>
        </message>
        <message>
            <source>Skill points</source>
            <translation>Очки навыков</translation>
        </message>
        <message>
            <source>Quality points</source>
            <translation>Очки достоинств</translation>
        </message>
        <message>
            <source>No weapon of that name on the sheet.</source>
            <translation>Оружия с таким названием нет в листе персонажа.</translation>
        </message>
        <message>
            <source>A melee weapon does not shoot.</source>
            <translation>Оружие ближнего боя не стреляет.</translation>
        </message>
        <message>
            <source>Single shots</source>
            <translation>Одиночные выстрелы</translation>
        </message>
        <message>
            <source>Bursts</source>
            <translation>Очереди</translation>
        </message>
        <message>
            <source>Rounds a burst</source>
            <translation>Патронов в очереди</translation>
        </message>
        <message>
            <source>Rock and roll (groups of ten)</source>
            <translation>«Рок-н-ролл» (группы по десять)</translation>
        </message>
        <message>
            <source>Trigger held all turn: each group of ten rounds rolls to hit.</source>
            <translation>Спуск зажат весь ход: на каждую группу из десяти патронов — свой бросок на попадание.</translation>
        </message>
        <message>
            <source>One combat turn of firing.</source>
            <translation>Стрельба в течение одного боевого хода.</translation>
        </message>
        <message>
            <source>Fire at least one shot.</source>
            <translation>Нужен хотя бы один выстрел.</translation>
        </message>
        <message>
            <source>{shots} shots, {bursts} bursts of {size}, {groups} groups of ten: {used} rounds.</source>
            <translation>Одиночных: {shots}, очередей по {size}: {bursts}, групп по десять: {groups}; всего патронов: {used}.</translation>
        </message>
        <message>
            <source>{shots} {shots|single shot|single shots}: {used} {used|round|rounds}.</source>
            <translation>{shots} {shots|одиночный выстрел|одиночных выстрела|одиночных выстрелов}: {used} {used|патрон|патрона|патронов}.</translation>
        </message>
        <message>
            <source>{bursts} {bursts|burst|bursts} of {size}: {used} {used|round|rounds}.</source>
            <translation>{bursts} {bursts|очередь|очереди|очередей} по {size}: {used} {used|патрон|патрона|патронов}.</translation>
        </message>
        <message>
            <source>{groups} {groups|group|groups} of ten: {used} {used|round|rounds}.</source>
            <translation>{groups} {groups|группа|группы|групп} по десять: {used} {used|патрон|патрона|патронов}.</translation>
        </message>
        <message>
            <source>{shots} {shots|single shot|single shots}, {bursts} {bursts|burst|bursts} of {size}: {used} {used|round|rounds}.</source>
            <translation>{shots} {shots|одиночный выстрел|одиночных выстрела|одиночных выстрелов}, {bursts} {bursts|очередь|очереди|очередей} по {size}: {used} {used|патрон|патрона|патронов}.</translation>
        </message>
        <message>
            <source>{shots} {shots|single shot|single shots}, {groups} {groups|group|groups} of ten: {used} {used|round|rounds}.</source>
            <translation>{shots} {shots|одиночный выстрел|одиночных выстрела|одиночных выстрелов}, {groups} {groups|группа|группы|групп} по десять: {used} {used|патрон|патрона|патронов}.</translation>
        </message>
        <message>
            <source>{bursts} {bursts|burst|bursts} of {size}, {groups} {groups|group|groups} of ten: {used} {used|round|rounds}.</source>
            <translation>{bursts} {bursts|очередь|очереди|очередей} по {size}, {groups} {groups|группа|группы|групп} по десять: {used} {used|патрон|патрона|патронов}.</translation>
        </message>
        <message>
            <source>{shots} {shots|single shot|single shots}, {bursts} {bursts|burst|bursts} of {size}, {groups} {groups|group|groups} of ten: {used} {used|round|rounds}.</source>
            <translation>{shots} {shots|одиночный выстрел|одиночных выстрела|одиночных выстрелов}, {bursts} {bursts|очередь|очереди|очередей} по {size}, {groups} {groups|группа|группы|групп} по десять: {used} {used|патрон|патрона|патронов}.</translation>
        </message>
        <message>
            <source>No spare rounds to reload with.</source>
            <translation>Нет запасных патронов для перезарядки.</translation>
        </message>
        <message>
            <source>{moved} rounds into the magazine; {spare} spare left.</source>
            <translation>В магазин заряжено патронов: {moved}; в запасе осталось: {spare}.</translation>
        </message>
        <message>
            <source>Not that many Ammo Points.</source>
            <translation>Столько Очков боеприпасов нет.</translation>
        </message>
        <message>
            <source>Not that many spare rounds.</source>
            <translation>Столько запасных патронов нет.</translation>
        </message>
        <message>
            <source>This weapon fires at most {count} {count|shot|shots} a turn.</source>
            <translation>Это оружие делает не больше {count} {count|выстрела|выстрелов|выстрелов} за ход.</translation>
        </message>
        <message>
            <source>Not enough rounds loaded.</source>
            <translation>Заряжено недостаточно патронов.</translation>
        </message>
        <message>
            <source>A melee weapon does not reload.</source>
            <translation>Оружие ближнего боя не перезаряжается.</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Пробежать</translation>
        </message>
        <message>
            <source>Dive for cover</source>
            <translation>Броситься в укрытие</translation>
        </message>
        <message>
            <source>Break down a door</source>
            <translation>Выломать дверь</translation>
        </message>
        <message>
            <source>Fire a weapon</source>
            <translation>Выстрелить из оружия</translation>
        </message>
        <message>
            <source>Melee attacks</source>
            <translation>Атаковать в рукопашной</translation>
        </message>
        <message>
            <source>Retreat</source>
            <translation>Отступить</translation>
        </message>
        <message>
            <source>Spare clips</source>
            <translation>Запасные магазины</translation>
        </message>
        <message>
            <source>Rounds fired</source>
            <translation>Выпущено патронов</translation>
        </message>
        <message>
            <source>An SMG sprays two rounds at each character in range.</source>
            <translation>Пистолет-пулемёт выпускает по два патрона в каждого персонажа в зоне поражения.</translation>
        </message>
        <message>
            <source>Reload</source>
            <translation>Перезарядиться</translation>
        </message>
        <message>
            <source>In one round: a clip drawn at random</source>
            <translation>За один раунд: случайный магазин</translation>
        </message>
        <message>
            <source>In two rounds: the clip the player names</source>
            <translation>За два раунда: магазин, который назовёт игрок</translation>
        </message>
        <message>
            <source>Rounds in the clip named</source>
            <translation>Патронов в названном магазине</translation>
        </message>
        <message>
            <source>A clip that does not exist still takes two rounds and loads one at random.</source>
            <translation>Если такого магазина нет, перезарядка всё равно занимает два раунда, а вставляется случайный.</translation>
        </message>
        <message>
            <source>up to {capacity} {capacity|round|rounds} in the clip, how many are left unknown (a hasty reload loads a clip at random): count your shots</source>
            <translation>в магазине до {capacity} {capacity|патрона|патронов|патронов}, сколько осталось — неизвестно (при спешной перезарядке магазин берётся наугад): считайте выстрелы</translation>
        </message>
        <message>
            <source>Keep the old clip</source>
            <translation>Оставить старый магазин</translation>
        </message>
        <message>
            <source>Otherwise the old clip is discarded.</source>
            <translation>Иначе старый магазин выбрасывается.</translation>
        </message>
        <message>
            <source>{count} full clips of fifteen.</source>
            <translation>Полных магазинов по пятнадцать патронов: {count}.</translation>
        </message>
        <message>
            <source>Not that many spare clips.</source>
            <translation>Столько запасных магазинов нет.</translation>
        </message>
        <message>
            <source>Something else</source>
            <translation>Что-то другое</translation>
        </message>
        <message>
            <source>Agility</source>
            <translation>Ловкость</translation>
        </message>
        <message>
            <source>Intellect</source>
            <translation>Интеллект</translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>Удача</translation>
        </message>
        <message>
            <source>An attribute must be a whole number.</source>
            <extracomment>"from the very start every attribute is at 5" "the character is given 7 points to raise these attributes"</extracomment>
            <translation>Характеристика должна быть целым числом.</translation>
        </message>
        <message>
            <source>An attribute runs from 1 to 10.</source>
            <translation>Характеристика — от 1 до 10.</translation>
        </message>
        <message>
            <source>More attribute points spent than the campaign gives.</source>
            <translation>Потрачено больше очков характеристик, чем даёт кампания.</translation>
        </message>
        <message>
            <source>Points below the starting value</source>
            <translation>Очки ниже начального значения</translation>
        </message>
        <message>
            <source>A new character starts every attribute at the starting value.</source>
            <translation>У нового персонажа все характеристики начинаются с начального значения.</translation>
        </message>
        <message>
            <source>Sides: players first</source>
            <translation>По сторонам: сначала игроки</translation>
        </message>
        <message>
            <source>Agility: highest first</source>
            <translation>По Ловкости: от высшей к низшей</translation>
        </message>
        <message>
            <source>The starting attribute value runs from 1 to 10.</source>
            <translation>Начальное значение характеристик — от 1 до 10.</translation>
        </message>
        <message>
            <source>Attribute points must be a whole number, 0 or more.</source>
            <translation>Очки характеристик — целое число, 0 или больше.</translation>
        </message>
        <message>
            <source>Starting attribute value</source>
            <translation>Начальное значение характеристик</translation>
        </message>
        <message>
            <source>Player character</source>
            <translation>Персонаж игрока</translation>
        </message>
        <message>
            <source>Character</source>
            <translation>Персонаж</translation>
        </message>
        <message>
            <source>Players act first when initiative goes by sides.</source>
            <translation>При инициативе по сторонам игроки ходят первыми.</translation>
        </message>
        <message>
            <source>Melee</source>
            <translation>Ближний бой</translation>
        </message>
        <message>
            <source>Ranged: damage per hit. Melee: added to base damage.</source>
            <translation>Дальний бой: урон за попадание. Ближний бой: прибавляется к базовому урону.</translation>
        </message>
        <message>
            <source>Shots a turn</source>
            <translation>Выстрелов за ход</translation>
        </message>
        <message>
            <source>Magazine</source>
            <translation>Магазин</translation>
        </message>
        <message>
            <source>Critical hits</source>
            <translation>Критические попадания</translation>
        </message>
        <message>
            <source>Deflects on d10 at or under</source>
            <translation>Отражает при d10 не выше</translation>
        </message>
        <message>
            <source>Absorbs</source>
            <translation>Поглощает</translation>
        </message>
        <message>
            <source>Player character is yes or no.</source>
            <translation>«Персонаж игрока» — это «да» или «нет».</translation>
        </message>
        <message>
            <source>Two weapons have the same name.</source>
            <translation>У двух видов оружия одинаковое название.</translation>
        </message>
        <message>
            <source>Weapons and armor are lists of rows.</source>
            <translation>Оружие и броня задаются списками строк.</translation>
        </message>
        <message>
            <source>A weapon needs a name.</source>
            <translation>У оружия должно быть название.</translation>
        </message>
        <message>
            <source>A weapon is melee or ranged.</source>
            <translation>Оружие бывает ближнего или дальнего боя.</translation>
        </message>
        <message>
            <source>Critical hits is yes or no.</source>
            <translation>«Критические попадания» — это «да» или «нет».</translation>
        </message>
        <message>
            <source>Weapon damage is 0 or more.</source>
            <translation>Урон оружия — 0 или больше.</translation>
        </message>
        <message>
            <source>A weapon fires at least one shot.</source>
            <translation>Оружие делает хотя бы один выстрел.</translation>
        </message>
        <message>
            <source>A magazine holds 0 or more.</source>
            <translation>Магазин вмещает 0 или больше.</translation>
        </message>
        <message>
            <source>Armor needs a name.</source>
            <translation>У брони должно быть название.</translation>
        </message>
        <message>
            <source>Deflection runs from 0 to 10.</source>
            <translation>Отражение — от 0 до 10.</translation>
        </message>
        <message>
            <source>Absorption is 0 or more.</source>
            <translation>Поглощение — 0 или больше.</translation>
        </message>
        <message>
            <source>Base damage</source>
            <translation>Базовый урон</translation>
        </message>
        <message>
            <source>Attacks per turn</source>
            <translation>Атак за ход</translation>
        </message>
        <message>
            <source>Health</source>
            <translation>Здоровье</translation>
        </message>
        <message>
            <source>Out of ammo</source>
            <translation>Нет патронов</translation>
        </message>
        <message>
            <source>Nothing loaded in {weapon}.</source>
            <translation>{weapon}: не заряжено.</translation>
        </message>
        <message>
            <source>No such armor on the sheet.</source>
            <translation>Такой брони нет в листе персонажа.</translation>
        </message>
        <message>
            <source>No armor</source>
            <translation>Без брони</translation>
        </message>
        <message>
            <source>Armor of any kind is ignored. Type the damage the shot gave: it is already doubled.</source>
            <translation>Любая броня игнорируется. Введите урон, который дал выстрел: он уже удвоен.</translation>
        </message>
        <message>
            <source>Critical hit (damage already doubled): armor ignored.</source>
            <translation>Критическое попадание (урон уже удвоен): броня игнорируется.</translation>
        </message>
        <message>
            <source>Players' side</source>
            <translation>Сторона игроков</translation>
        </message>
        <message>
            <source>Others' side</source>
            <translation>Другая сторона</translation>
        </message>
        <message>
            <source>Agility {value}</source>
            <translation>Ловкость {value}</translation>
        </message>
        <message>
            <source>Modifier</source>
            <translation>Модификатор</translation>
        </message>
        <message>
            <source>Added to the attribute: range, light, cover, the situation.</source>
            <translation>Прибавляется к характеристике: дистанция, освещение, укрытие, обстановка.</translation>
        </message>
        <message>
            <source>Attribute test</source>
            <translation>Тест характеристики</translation>
        </message>
        <message>
            <source>Passed at or under attribute + modifier.</source>
            <translation>Пройден, если выпало не больше характеристики + модификатор.</translation>
        </message>
        <message>
            <source>Shot (Perception)</source>
            <translation>Выстрел (Восприятие)</translation>
        </message>
        <message>
            <source>A 10 always misses; a 1 is a critical hit.</source>
            <translation>10 — всегда промах; 1 — критическое попадание.</translation>
        </message>
        <message>
            <source>Melee exchange</source>
            <translation>Схватка в ближнем бою</translation>
        </message>
        <message>
            <source>Opponents like this one</source>
            <translation>Таких противников</translation>
        </message>
        <message>
            <source>One exchange against several (the text: one against three zombies): each rolls its own dice; winning, you hit one of them; losing, each of them hits you.</source>
            <translation>Одна схватка против нескольких (в тексте: один против трёх зомби): каждый бросает свои кубики; победив, вы бьёте одного из них; проиграв, получаете удар от каждого.</translation>
        </message>
        <message>
            <source>One d10 per attack; the highest die wins.</source>
            <translation>По одному d10 на атаку; побеждает наибольший результат.</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Тест пройден</translation>
        </message>
        <message>
            <source>Critical hit</source>
            <translation>Критическое попадание</translation>
        </message>
        <message>
            <source>Win the exchange</source>
            <translation>Победа в схватке</translation>
        </message>
        <message>
            <source>Lose the exchange</source>
            <translation>Поражение в схватке</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>Пройден</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Провален</translation>
        </message>
        <message>
            <source>{outcome}: {damage} damage before armor</source>
            <translation>{outcome}: урон {damage} до брони</translation>
        </message>
        <message>
            <source>Wins the exchange ({why}): {damage} damage</source>
            <translation>Побеждает в схватке ({why}): урон {damage}</translation>
        </message>
        <message>
            <source>Loses the exchange ({why}): {count} {count|hit|hits} of {damage} damage</source>
            <translation>Проигрывает схватку ({why}): {count} {count|удар|удара|ударов} по {damage} урона</translation>
        </message>
        <message>
            <source>Loses the exchange ({why}): takes {damage} damage</source>
            <translation>Проигрывает схватку ({why}): получает урон {damage}</translation>
        </message>
        <message>
            <source>Critical hit is yes or no.</source>
            <translation>«Критическое попадание» — это «да» или «нет».</translation>
        </message>
        <message>
            <source>{armor} deflects the hit.</source>
            <translation>{armor}: попадание отражено.</translation>
        </message>
        <message>
            <source>{armor} absorbs {absorb}.</source>
            <translation>{armor}: поглощено {absorb}.</translation>
        </message>
        <message>
            <source>Takes {damage} damage: Health {before} → {after}.</source>
            <translation>Получает урон {damage}: Здоровье {before} → {after}.</translation>
        </message>
        <message>
            <source>Health restored</source>
            <translation>Восстановление Здоровья</translation>
        </message>
        <message>
            <source>Heals {amount}: Health {before} → {after}.</source>
            <translation>Лечение на {amount}: Здоровье {before} → {after}.</translation>
        </message>
        <message>
            <source>Shot with {weapon}: {outcome}, {damage} damage.</source>
            <translation>Выстрел ({weapon}): {outcome}, урон {damage}.</translation>
        </message>
        <message>
            <source>Reloads {weapon}.</source>
            <translation>Перезарядка: {weapon}.</translation>
        </message>
        <message>
            <source>Pick a melee weapon for close combat.</source>
            <translation>Для ближнего боя выберите оружие ближнего боя.</translation>
        </message>
        <message>
            <source>The amount must be a whole number.</source>
            <translation>Количество должно быть целым числом.</translation>
        </message>
        <message>
            <source>The amount cannot be negative.</source>
            <translation>Количество не может быть отрицательным.</translation>
        </message>
        <message>
            <source>highest die {best} against {their_best}; the higher die wins a melee exchange, Agility does not cap it</source>
            <translation>наибольший результат {best} против {their_best}; в схватке побеждает больший результат, даже выше Ловкости: это не проверка под Ловкость</translation>
        </message>
        <message>
            <source>Each side of a melee needs at least one fighter.</source>
            <extracomment>who it is, as the GM named it ("Ana"): the log's faces say whose they are</extracomment>
            <translation>В каждой стороне ближнего боя нужен хотя бы один боец.</translation>
        </message>
        <message>
            <source>A melee sets one fighter against one or several; split the groups.</source>
            <translation>В ближнем бою один боец сражается против одного или нескольких; разделите группы.</translation>
        </message>
        <message>
            <source>A fighter can stand in a melee only once.</source>
            <translation>Боец может участвовать в ближнем бою только один раз.</translation>
        </message>
        <message>
            <source>Attacks cannot be negative.</source>
            <translation>Число атак не может быть отрицательным.</translation>
        </message>
        <message>
            <source>Damage cannot be negative.</source>
            <translation>Урон не может быть отрицательным.</translation>
        </message>
        <message>
            <source>Nobody in this melee has an attack (Agility 1 gives none).</source>
            <translation>Ни у кого в этом ближнем бою нет атак (Ловкость 1 не даёт ни одной).</translation>
        </message>
        <message>
            <source>Give the faces of every fighter.</source>
            <translation>Укажите выпавшие значения каждого бойца.</translation>
        </message>
        <message>
            <source>Each fighter rolls one die per attack.</source>
            <translation>Каждый боец бросает по одному кубику на атаку.</translation>
        </message>
        <message>
            <source>no die against best die {their_best}</source>
            <translation>ни одного кубика, у другой стороны наибольший результат {their_best}</translation>
        </message>
        <message>
            <source>best die {best} against no die</source>
            <translation>наибольший результат {best}, у другой стороны ни одного кубика</translation>
        </message>
        <message>
            <source>best die {best} against {their_best}</source>
            <translation>наибольший результат {best} против {their_best}; в схватке побеждает больший результат, даже выше Ловкости: это не проверка под Ловкость</translation>
        </message>
        <message>
            <source>best die {best} against {their_best}, Agility {agility} against {their_agility}</source>
            <translation>ничья по кубам, {best} против {their_best}; побеждает бо́льшая Ловкость: {agility} против {their_agility}</translation>
        </message>
        <message>
            <source>Rolled again {count} {count|time|times}: equal best dice, equal Agility</source>
            <translation>Переброшено {count} {count|раз|раза|раз}: наибольшие результаты равны и Ловкость равна</translation>
        </message>
        <message>
            <source>Miss</source>
            <translation>Промах</translation>
        </message>
        <message>
            <source>Hit</source>
            <translation>Попадание</translation>
        </message>
        <message>
            <source>Not enough dice for this shot.</source>
            <extracomment>a critical deals this many times the damage</extracomment>
            <translation>Для этого выстрела мало кубиков.</translation>
        </message>
        <message>
            <source>More dice than this shot uses.</source>
            <translation>Кубиков больше, чем нужно для этого выстрела.</translation>
        </message>
        <message>
            <source>A modifier must be a whole number.</source>
            <translation>Модификатор должен быть целым числом.</translation>
        </message>
        <message>
            <source>A modifier runs from −20 to +20.</source>
            <translation>Модификатор — от −20 до +20.</translation>
        </message>
        <message>
            <source>Test</source>
            <translation>Тест</translation>
        </message>
        <message>
            <source>Unknown kind of roll.</source>
            <extracomment>roll kinds that are never pushed and take no stress dice every roll kind a pool may have</extracomment>
            <translation>Неизвестный вид броска.</translation>
        </message>
        <message>
            <source>{total} or more</source>
            <translation>{total} или больше</translation>
        </message>
        <message>
            <source>That roll allows nothing more.</source>
            <translation>Этот бросок больше ничего не позволяет.</translation>
        </message>
        <message>
            <source>Dice counts cannot be negative.</source>
            <translation>Число кубиков не может быть отрицательным.</translation>
        </message>
        <message>
            <source>A Broken character's roll cannot be pushed.</source>
            <translation>Бросок персонажа вне строя нельзя форсировать.</translation>
        </message>
        <message>
            <source>No such roll this round.</source>
            <translation>В этом раунде такого броска нет.</translation>
        </message>
        <message>
            <source>Only a player character's roll can be pushed.</source>
            <translation>Форсировать можно только бросок игрового персонажа.</translation>
        </message>
        <message>
            <source>This kind of roll cannot be pushed.</source>
            <translation>Такой бросок нельзя форсировать.</translation>
        </message>
        <message>
            <source>A roll can be pushed only once.</source>
            <translation>Бросок можно форсировать только один раз.</translation>
        </message>
        <message>
            <source>A messed-up roll cannot be pushed.</source>
            <translation>Сорванный бросок нельзя форсировать.</translation>
        </message>
        <message>
            <source>Taking cover</source>
            <translation>Укрытие</translation>
        </message>
        <message>
            <source>Ranged combat</source>
            <translation>Дальний бой</translation>
        </message>
        <message>
            <source>{name} carries no ranged weapon: nothing to shoot with; the turn&apos;s roll is a Close Combat attack.</source>
            <translation>{name}: нет дальнобойного оружия, стрелять не из чего; бросок хода — атака Ближнего боя.</translation>
        </message>
        <message>
            <source>{name} declared a ranged attack but carries no ranged weapon: roll Close Combat, or change the weapon.</source>
            <translation>{name}: заявлена атака в Дальнем бою, но дальнобойного оружия нет: бросьте Ближний бой или смените оружие.</translation>
        </message>
        <message>
            <source>{name} declared a ranged attack but carries no ranged weapon ({weapon} is a close combat weapon): roll Close Combat, or change the weapon.</source>
            <translation>{name}: заявлена атака в Дальнем бою, но дальнобойного оружия нет ({weapon} — оружие ближнего боя): бросьте Ближний бой или смените оружие.</translation>
        </message>
        <message>
            <source>Close combat</source>
            <translation>Ближний бой</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Движение</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Прочее</translation>
        </message>
        <message>
            <source>Overwatch</source>
            <translation>Дозор</translation>
        </message>
        <message>
            <source>Brawl phases run from 1 to 6.</source>
            <translation>Фазы схватки — от 1 до 6.</translation>
        </message>
        <message>
            <source>Overwatch is a ranged combat action on an area.</source>
            <translation>Дозор — действие дальнего боя, направленное на область.</translation>
        </message>
        <message>
            <source>A character cannot target themselves.</source>
            <translation>Персонаж не может выбрать целью себя.</translation>
        </message>
        <message>
            <source>Each character has one action a round.</source>
            <translation>У каждого персонажа одно действие за раунд.</translation>
        </message>
        <message>
            <source>minutes</source>
            <translation>минуты</translation>
        </message>
        <message>
            <source>hours</source>
            <translation>часы</translation>
        </message>
        <message>
            <source>{n|minute|minutes}</source>
            <translation>{n|минута|минуты|минут}</translation>
        </message>
        <message>
            <source>{n|hour|hours}</source>
            <translation>{n|час|часа|часов}</translation>
        </message>
        <message>
            <source>{n|day|days}</source>
            <translation>{n|день|дня|дней}</translation>
        </message>
        <message>
            <source>{n|week|weeks}</source>
            <translation>{n|неделя|недели|недель}</translation>
        </message>
        <message>
            <source>days</source>
            <translation>дни</translation>
        </message>
        <message>
            <source>weeks</source>
            <translation>недели</translation>
        </message>
        <message>
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>basic medical gear (B)</source>
            <translation>базовое медицинское снаряжение (B)</translation>
        </message>
        <message>
            <source>advanced medical gear (A)</source>
            <translation>продвинутое медицинское снаряжение (A)</translation>
        </message>
        <message>
            <source>Severed limb</source>
            <translation>Отрубленная конечность</translation>
        </message>
        <message>
            <source>Critical injury</source>
            <translation>Критическая травма</translation>
        </message>
        <message>
            <source>An injury's penalty cannot be negative.</source>
            <translation>Штраф травмы не может быть отрицательным.</translation>
        </message>
        <message>
            <source>Unknown unit of time.</source>
            <translation>Неизвестная единица времени.</translation>
        </message>
        <message>
            <source>Medical equipment is B, A or none.</source>
            <translation>Медицинское снаряжение: B, A или нет.</translation>
        </message>
        <message>
            <source>A critical injury is incomplete.</source>
            <extracomment>``elapsed_minutes`` when the last attempt to stabilize it failed (one attempt a day)</extracomment>
            <translation>Критическая травма описана не полностью.</translation>
        </message>
        <message>
            <source>This injury is not lethal.</source>
            <translation>Эта травма не смертельна.</translation>
        </message>
        <message>
            <source>The time limit has run out.</source>
            <translation>Срок истёк.</translation>
        </message>
        <message>
            <source>Without the right medical equipment nothing can be done.</source>
            <translation>Без нужного медицинского снаряжения ничего не сделать.</translation>
        </message>
        <message>
            <source>Only one attempt to stabilize a day: the last one failed less than a day ago.</source>
            <translation>Стабилизировать можно раз в день: прошлая попытка не удалась меньше суток назад.</translation>
        </message>
        <message>
            <source>Tending an injury needs medical gear (basic or advanced).</source>
            <translation>Для лечения травмы нужно медицинское снаряжение (базовое или продвинутое).</translation>
        </message>
        <message>
            <source>This injury has already been tended with basic medical gear: only advanced medical gear (A) allows a new roll.</source>
            <translation>Эту травму уже лечили с базовым медицинским снаряжением: новый бросок позволит только продвинутое медицинское снаряжение (A).</translation>
        </message>
        <message>
            <source>This injury has already been tended with advanced medical gear: no new roll is allowed.</source>
            <translation>Эту травму уже лечили с продвинутым медицинским снаряжением: новый бросок не разрешён.</translation>
        </message>
        <message>
            <source>Successes cannot be negative.</source>
            <translation>Число успехов не может быть отрицательным.</translation>
        </message>
        <message>
            <source>Time cannot run backwards.</source>
            <translation>Время не может идти назад.</translation>
        </message>
        <message>
            <source>The number of dead cannot be negative.</source>
            <extracomment>(fewest dead, Swarm Size) from the top band down</extracomment>
            <translation>Число мертвецов не может быть отрицательным.</translation>
        </message>
        <message>
            <source>Safe</source>
            <translation>В безопасности</translation>
        </message>
        <message>
            <source>You are in a cleared area and safe. For now.</source>
            <translation>Вы на зачищенной территории и в безопасности. Пока что.</translation>
        </message>
        <message>
            <source>Dead around</source>
            <translation>Мертвецы в округе</translation>
        </message>
        <message>
            <source>There are dead around, but they have not noticed you. You might suffer a single attack if you mess up.</source>
            <translation>Вокруг есть мертвецы, но они вас не заметили. Если вы сорвётесь, может последовать одиночная атака.</translation>
        </message>
        <message>
            <source>Calm</source>
            <translation>Спокойно</translation>
        </message>
        <message>
            <source>Uneasy</source>
            <translation>Неспокойно</translation>
        </message>
        <message>
            <source>Wary</source>
            <translation>Настороже</translation>
        </message>
        <message>
            <source>Tense</source>
            <translation>Напряжённо</translation>
        </message>
        <message>
            <source>Dire</source>
            <translation>Опасно</translation>
        </message>
        <message>
            <source>Desperate</source>
            <translation>Отчаянно</translation>
        </message>
        <message>
            <source>Breaking point</source>
            <translation>На пределе</translation>
        </message>
        <message>
            <source>Dead close by</source>
            <translation>Мертвецы рядом</translation>
        </message>
        <message>
            <source>There are dead close by, but they are not aware of you. Yet. The GM can draw a map of the area and point out where the dead are located exactly.</source>
            <translation>Мертвецы совсем рядом, но пока о вас не знают. Пока. Ведущий может нарисовать карту местности и показать, где именно находятся мертвецы.</translation>
        </message>
        <message>
            <source>Aware</source>
            <translation>Вас заметили</translation>
        </message>
        <message>
            <source>The dead are aware of you. All nearby undead will shamble towards you, and you must fight to get out alive.</source>
            <translation>Мертвецы знают о вас. Все ходячие поблизости ковыляют к вам, и придётся драться, чтобы выбраться живыми.</translation>
        </message>
        <message>
            <source>Closing in</source>
            <translation>Приближаются</translation>
        </message>
        <message>
            <source>The dead are closing in on you.</source>
            <translation>Мертвецы подбираются к вам.</translation>
        </message>
        <message>
            <source>Arm's length</source>
            <translation>На расстоянии вытянутой руки</translation>
        </message>
        <message>
            <source>They are at arm's length away from you.</source>
            <translation>Они на расстоянии вытянутой руки от вас.</translation>
        </message>
        <message>
            <source>In your face</source>
            <translation>Вплотную</translation>
        </message>
        <message>
            <source>The dead are in your face, surrounding you. Good luck.</source>
            <translation>Мертвецы вплотную и окружают вас. Удачи.</translation>
        </message>
        <message>
            <source>The Threat Level runs from 0 to 6.</source>
            <translation>Уровень угрозы — от 0 до 6.</translation>
        </message>
        <message>
            <source>Rolling a walker on a stress die and messing up</source>
            <extracomment>the four ways the Threat Level rises</extracomment>
            <translation>Выпал ходячий на кубике стресса — срыв</translation>
        </message>
        <message>
            <source>Failing a skill roll to avoid the undead</source>
            <translation>Провал броска навыка при попытке избежать мертвецов</translation>
        </message>
        <message>
            <source>Facing a group of undead placed there beforehand by the GM</source>
            <translation>Встреча с группой мертвецов, заранее размещённой ведущим</translation>
        </message>
        <message>
            <source>Doing something that attracts the dead, such as making noise</source>
            <translation>Действия, привлекающие мертвецов, например шум</translation>
        </message>
        <message>
            <source>Raise the Threat Level one step</source>
            <extracomment>what the GM may do instead when a rise seems illogical</extracomment>
            <translation>Повысить уровень угрозы на одну ступень</translation>
        </message>
        <message>
            <source>A PC or NPC suffers a single attack from the dead</source>
            <translation>Персонаж игрока или неигровой персонаж подвергается одиночной атаке мертвецов</translation>
        </message>
        <message>
            <source>Increase the Swarm Size by one step</source>
            <translation>Увеличить размер роя на одну ступень</translation>
        </message>
        <message>
            <source>Unknown reason for the threat to rise.</source>
            <translation>Неизвестная причина роста угрозы.</translation>
        </message>
        <message>
            <source>Unknown choice.</source>
            <translation>Неизвестный вариант.</translation>
        </message>
        <message>
            <source>The dead can be avoided only at Threat Level 1 or 2.</source>
            <translation>Избежать мертвецов можно только при уровне угрозы 1 или 2.</translation>
        </message>
        <message>
            <source>The Threat Level is increased one step</source>
            <extracomment>what the GM may pick after a lost round, and the option each belongs to</extracomment>
            <translation>Уровень угрозы повышается на одну ступень</translation>
        </message>
        <message>
            <source>The Swarm Size is increased one step</source>
            <translation>Размер роя увеличивается на одну ступень</translation>
        </message>
        <message>
            <source>Swarm attack: a single attack on a random victim</source>
            <translation>Атака роя: одиночная атака на случайную жертву</translation>
        </message>
        <message>
            <source>Swarm attack: block, Mobility and Stealth need one more success</source>
            <translation>Атака роя: блокада — броскам Подвижности и Скрытности нужен ещё один успех</translation>
        </message>
        <message>
            <source>Swarm attack: mass attack on a random victim, no roll to avoid it</source>
            <translation>Атака роя: массовая атака на случайную жертву, без броска на уклонение</translation>
        </message>
        <message>
            <source>The swarm fight record is incomplete.</source>
            <extracomment>the Threat Level the GM may set after a won fight</extracomment>
            <translation>Запись боя с роем неполна.</translation>
        </message>
        <message>
            <source>The swarm fight record is out of range.</source>
            <translation>Запись боя с роем содержит недопустимые значения.</translation>
        </message>
        <message>
            <source>Clearing out an area is done at Threat Level 2.</source>
            <translation>Зачистка местности проводится при уровне угрозы 2.</translation>
        </message>
        <message>
            <source>At Threat Level 3 and above the dead know you are there and won&apos;t just go away: only a distraction that lures them away lowers it.</source>
            <translation>При уровне угрозы 3 и выше мертвецы знают, что вы здесь, и сами не уйдут: понизить его может только отвлекающий манёвр, который уведёт их.</translation>
        </message>
        <message>
            <source>A swarm is fought from Threat Level 3.</source>
            <translation>Бой с роем начинается с уровня угрозы 3.</translation>
        </message>
        <message>
            <source>The Swarm Size runs from 1 to 6.</source>
            <translation>Размер роя — от 1 до 6.</translation>
        </message>
        <message>
            <source>Fewer than five dead are no swarm: use single attacks.</source>
            <translation>Меньше пяти мертвецов — это не рой: используйте одиночные атаки.</translation>
        </message>
        <message>
            <source>A character is named twice.</source>
            <translation>Персонаж указан дважды.</translation>
        </message>
        <message>
            <source>These rules have no roll to hand out dice before a swarm round.</source>
            <translation>В этих правилах нет броска перед раундом боя с роем, чтобы раздать кубики.</translation>
        </message>
        <message>
            <source>These rules have no sacrifices in a swarm fight.</source>
            <translation>В этих правилах нет жертв в бою с роем.</translation>
        </message>
        <message>
            <source>No more than {count} {count|roll|rolls} a round.</source>
            <translation>Не больше {count} {count|броска|бросков|бросков} за раунд.</translation>
        </message>
        <message>
            <source>No more than three rolls a round.</source>
            <translation>Не больше трёх бросков за раунд.</translation>
        </message>
        <message>
            <source>No more than three may roll; the others can help.</source>
            <translation>Бросать могут не больше трёх; остальные могут помогать.</translation>
        </message>
        <message>
            <source>Only one of the two fighters can roll twice.</source>
            <translation>Дважды может бросать только один из двух бойцов.</translation>
        </message>
        <message>
            <source>The leader cannot be one of the three rolling.</source>
            <translation>Лидер не может быть одним из трёх бросающих.</translation>
        </message>
        <message>
            <source>Leadership dice go only to those rolling.</source>
            <translation>Кубики Лидерства получают только бросающие.</translation>
        </message>
        <message>
            <source>No more than three Leadership dice to one person.</source>
            <translation>Не больше трёх кубиков Лидерства одному персонажу.</translation>
        </message>
        <message>
            <source>One Leadership die per success, no more.</source>
            <translation>Один кубик Лидерства за успех, не больше.</translation>
        </message>
        <message>
            <source>A roller has no pool.</source>
            <translation>У бросающего нет набора кубиков.</translation>
        </message>
        <message>
            <source>Nobody can sacrifice themselves this way.</source>
            <translation>Так нельзя пожертвовать самим собой.</translation>
        </message>
        <message>
            <source>The swarm fight is over.</source>
            <translation>Бой с роем окончен.</translation>
        </message>
        <message>
            <source>The GM must first pick what the dead do.</source>
            <translation>Сначала ведущий должен выбрать, что делают мертвецы.</translation>
        </message>
        <message>
            <source>The GM must first set the Threat Level.</source>
            <translation>Сначала ведущий должен задать уровень угрозы.</translation>
        </message>
        <message>
            <source>Unknown way of clearing out an area.</source>
            <translation>Неизвестный способ зачистки местности.</translation>
        </message>
        <message>
            <source>The leader cannot be one of those rolling.</source>
            <translation>Лидер не может быть одним из бросающих.</translation>
        </message>
        <message>
            <source>There is no lost round to settle.</source>
            <translation>Нет проигранного раунда, который нужно разрешить.</translation>
        </message>
        <message>
            <source>Pick one option, or two when a PC messed up.</source>
            <translation>Выберите один вариант или два, если кто-то из ИП сорвался.</translation>
        </message>
        <message>
            <source>The two picks must be different options.</source>
            <translation>Два выбора должны быть разными вариантами.</translation>
        </message>
        <message>
            <source>Nobody to attack.</source>
            <translation>Атаковать некого.</translation>
        </message>
        <message>
            <source>The fight has not been won yet.</source>
            <translation>Бой ещё не выигран.</translation>
        </message>
        <message>
            <source>After a won fight the Threat Level is 0, 1 or 2.</source>
            <translation>После выигранного боя уровень угрозы — 0, 1 или 2.</translation>
        </message>
        <message>
            <source>Wits</source>
            <translation>Смекалка</translation>
        </message>
        <message>
            <source>Empathy</source>
            <translation>Эмпатия</translation>
        </message>
        <message>
            <source>Close Combat</source>
            <extracomment>skill → (label, attribute it is rolled with)</extracomment>
            <translation>Ближний бой</translation>
        </message>
        <message>
            <source>Endure</source>
            <translation>Стойкость</translation>
        </message>
        <message>
            <source>Force</source>
            <translation>Мощь</translation>
        </message>
        <message>
            <source>Mobility</source>
            <translation>Подвижность</translation>
        </message>
        <message>
            <source>Ranged Combat</source>
            <translation>Дальний бой</translation>
        </message>
        <message>
            <source>Scout</source>
            <translation>Разведка</translation>
        </message>
        <message>
            <source>Tech</source>
            <translation>Техника</translation>
        </message>
        <message>
            <source>Leadership</source>
            <translation>Лидерство</translation>
        </message>
        <message>
            <source>Manipulation</source>
            <translation>Манипуляция</translation>
        </message>
        <message>
            <source>Gear bonus</source>
            <translation>Бонус снаряжения</translation>
        </message>
        <message>
            <source>Range</source>
            <translation>Дистанция</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>Предмет</translation>
        </message>
        <message>
            <source>Armor Level</source>
            <translation>Уровень брони</translation>
        </message>
        <message>
            <source>Armor penalty (Mobility)</source>
            <translation>Штраф брони (Подвижность)</translation>
        </message>
        <message>
            <source>The roll has an input this ruleset does not know.</source>
            <extracomment>the inputs that say what is rolled (the skill, the weapon): the log names their choices after the roll's label ("Skill roll (Mobility, Knife)"); an empty choice is not named an opposed roll that may be rolled at no character too (a shot at a door): the opponent is then only whom its damage offers go to values of ``label``'s {placeholders} (the odds after a push), filled when shown its name in the log ("Push the roll"), when ``label`` says more than that (the odds); else the label the request is for that character's heal form instead (first aid given) the button's own text, a marked template with {name} (else "Apply N damage to name")</extracomment>
            <translation>У броска есть поле, неизвестное этим правилам.</translation>
        </message>
        <message>
            <source>A number is expected.</source>
            <translation>Ожидается число.</translation>
        </message>
        <message>
            <source>A value is out of range.</source>
            <translation>Значение вне допустимого диапазона.</translation>
        </message>
        <message>
            <source>Text is expected.</source>
            <translation>Ожидается текст.</translation>
        </message>
        <message>
            <source>First aid needs someone to tend: pick them in On.</source>
            <translation>Для первой помощи нужен тот, кому её оказать: выберите его в поле «Цель».</translation>
        </message>
        <message>
            <source>An opposed roll needs an opponent.</source>
            <translation>Для встречного броска нужен противник.</translation>
        </message>
        <message>
            <source>Yes or no is expected.</source>
            <translation>Ожидается «да» или «нет».</translation>
        </message>
        <message>
            <source>A table is expected.</source>
            <translation>Ожидается таблица.</translation>
        </message>
        <message>
            <source>A table row is malformed.</source>
            <translation>Строка таблицы повреждена.</translation>
        </message>
        <message>
            <source>A table row has an unknown column.</source>
            <translation>В строке таблицы есть неизвестный столбец.</translation>
        </message>
        <message>
            <source>The sheet has an unknown field.</source>
            <translation>В листе персонажа есть неизвестное поле.</translation>
        </message>
        <message>
            <source>Unknown skill.</source>
            <translation>Неизвестный навык.</translation>
        </message>
        <message>
            <source>A rating cannot be negative.</source>
            <extracomment>the −1 die while poisoned or sick (on every roll, the Endure roll included) how often the opposed roll is made again: poison every hour, disease every day</extracomment>
            <translation>Показатель не может быть отрицательным.</translation>
        </message>
        <message>
            <source>Height and successes cannot be negative.</source>
            <translation>Высота и успехи не могут быть отрицательными.</translation>
        </message>
        <message>
            <source>Attack</source>
            <translation>Атака</translation>
        </message>
        <message>
            <source>Explosion</source>
            <translation>Взрыв</translation>
        </message>
        <message>
            <source>Single shot</source>
            <translation>Одиночный выстрел</translation>
        </message>
        <message>
            <source>Burst (2-5 rounds)</source>
            <translation>Очередь (2–5 патронов)</translation>
        </message>
        <message>
            <source>Rock and roll (trigger held)</source>
            <translation>Рок-н-ролл (спуск зажат)</translation>
        </message>
        <message>
            <source>Burst</source>
            <translation>Очередь</translation>
        </message>
        <message>
            <source>Group of rounds</source>
            <translation>Группа патронов</translation>
        </message>
        <message>
            <source>Unknown way of firing.</source>
            <translation>Неизвестный режим огня.</translation>
        </message>
        <message>
            <source>group</source>
            <translation>группа</translation>
        </message>
        <message>
            <source>Fire</source>
            <translation>Огонь</translation>
        </message>
        <message>
            <source>One round hits a success level, at most the burst.</source>
            <translation>Одно попадание на уровень успеха, не больше патронов в очереди.</translation>
        </message>
        <message>
            <source>Burst this turn</source>
            <translation>Очередь в этот ход</translation>
        </message>
        <message>
            <source>The second burst of a turn takes −3, the third −6…</source>
            <translation>Вторая очередь за ход получает −3, третья −6…</translation>
        </message>
        <message>
            <source>Penalty of each further burst</source>
            <translation>Штраф каждой следующей очереди</translation>
        </message>
        <message>
            <source>Rounds sprayed (rock and roll)</source>
            <translation>Выпущено патронов (рок-н-ролл)</translation>
        </message>
        <message>
            <source>0: the whole magazine, the trigger held all turn. One roll a group of ten rounds; each further group −4 more.</source>
            <translation>0 — весь магазин: спуск зажат весь ход. Один бросок на каждую группу из десяти патронов; каждая следующая группа — ещё −4.</translation>
        </message>
        <message>
            <source>Penalty of each further group of ten</source>
            <translation>Штраф каждой следующей группы из десяти</translation>
        </message>
        <message>
            <source>{count} rounds or more hit</source>
            <translation>{count|Попадает|Попадают|Попадают} {count} {count|патрон|патрона|патронов} или больше</translation>
        </message>
        <message>
            <source>Group {group} hits</source>
            <translation>Группа {group} попадает</translation>
        </message>
        <message>
            <source>Fall</source>
            <translation>Падение</translation>
        </message>
        <message>
            <source>Poison</source>
            <translation>Яд</translation>
        </message>
        <message>
            <source>Disease</source>
            <translation>Болезнь</translation>
        </message>
        <message>
            <source>Trap</source>
            <translation>Ловушка</translation>
        </message>
        <message>
            <source>The dead</source>
            <translation>Мертвецы</translation>
        </message>
        <message>
            <source>Amputation</source>
            <translation>Ампутация</translation>
        </message>
        <message>
            <source>First aid (Medicine successes)</source>
            <translation>Первая помощь (успехи Медицины)</translation>
        </message>
        <message>
            <source>The Broken minutes have passed</source>
            <translation>Минуты вне строя прошли</translation>
        </message>
        <message>
            <source>A day's healing</source>
            <translation>Исцеление за день</translation>
        </message>
        <message>
            <source>Stabilize a lethal injury</source>
            <translation>Стабилизировать смертельную травму</translation>
        </message>
        <message>
            <source>Tend an injury (recovery time)</source>
            <translation>Лечить травму (время восстановления)</translation>
        </message>
        <message>
            <source>An injury's recovery time has passed</source>
            <translation>Время восстановления травмы прошло</translation>
        </message>
        <message>
            <source>The poison is fought off</source>
            <translation>Яд побеждён</translation>
        </message>
        <message>
            <source>The disease is fought off</source>
            <translation>Болезнь побеждена</translation>
        </message>
        <message>
            <source>Stress relieved</source>
            <translation>Стресс снят</translation>
        </message>
        <message>
            <source>Time passes (lethal time limits)</source>
            <translation>Проходит время (сроки смертельных травм)</translation>
        </message>
        <message>
            <source>Broken</source>
            <translation>Вне строя</translation>
        </message>
        <message>
            <source>Brawl phases</source>
            <translation>Фазы схватки</translation>
        </message>
        <message>
            <source>Stress</source>
            <translation>Стресс</translation>
        </message>
        <message>
            <source>Down; every skill roll fails.</source>
            <translation>Вне строя; любой бросок навыка проваливается.</translation>
        </message>
        <message>
            <source>−{penalty} dice; lethal in {time} {unit}; needs {equipment}</source>
            <translation>−{penalty} к броскам; до смерти {time} {unit}; нужно: {equipment}</translation>
        </message>
        <message>
            <source>−{penalty} dice; recovery {time} {unit}</source>
            <translation>−{penalty} к броскам; восстановление: {time} {unit}</translation>
        </message>
        <message>
            <source>−{penalty} dice; healing</source>
            <translation>−{penalty} к броскам; заживает</translation>
        </message>
        <message>
            <source>On overwatch</source>
            <translation>В дозоре</translation>
        </message>
        <message>
            <source>May fire in the Movement phase.</source>
            <translation>Может стрелять в фазе движения.</translation>
        </message>
        <message>
            <source>Poisoned</source>
            <translation>Отравление</translation>
        </message>
        <message>
            <source>−1 die on every roll.</source>
            <translation>−1 к каждому броску.</translation>
        </message>
        <message>
            <source>Sick</source>
            <translation>Болезнь</translation>
        </message>
        <message>
            <source>−1 die on every roll; no healing.</source>
            <translation>−1 к каждому броску; исцеления нет.</translation>
        </message>
        <message>
            <source>Critical injury (if Broken)</source>
            <translation>Критическая травма (если вне строя)</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Источник</translation>
        </message>
        <message>
            <source>Roll armor</source>
            <translation>Бросок брони</translation>
        </message>
        <message>
            <source>Injury</source>
            <translation>Травма</translation>
        </message>
        <message>
            <source>{name}: lethal in {limit} {limit_unit} (the GM&apos;s secret die); its recovery time is rolled from its entry on the table.</source>
            <translation>{name}: смертельна, осталось {limit} {limit_unit} (тайный бросок ведущего); время восстановления бросается по её строке таблицы.</translation>
        </message>
        <message>
            <source>This injury&apos;s recovery time is rolled already.</source>
            <translation>Время восстановления этой травмы уже брошено.</translation>
        </message>
        <message>
            <source>Penalty dice: 0 to 10.</source>
            <translation>Штраф (кубики): от 0 до 10.</translation>
        </message>
        <message>
            <source>Recovery dice: 1 to 4.</source>
            <translation>Кубики восстановления: от 1 до 4.</translation>
        </message>
        <message>
            <source>This injury&apos;s recovery time is not rolled yet: read its entry on the table first (Name an injury).</source>
            <translation>Время восстановления этой травмы ещё не брошено: сначала прочтите её строку в таблице («Назвать травму»).</translation>
        </message>
        <message>
            <source>Roll the injury&apos;s D66 first: Critical injury (D66).</source>
            <translation>Сначала бросьте D66 травмы: «Критическая травма (D66)».</translation>
        </message>
        <message>
            <source>Recovery dice (D6)</source>
            <translation>Кубики восстановления (D6)</translation>
        </message>
        <message>
            <source>The D6 its entry on the table gives its recovery time; the GM&apos;s secret roll is made as the entry is read</source>
            <translation>Сколько D6 строка таблицы даёт на время восстановления; тайный бросок ведущего делается, когда строка прочитана</translation>
        </message>
        <message>
            <source>Recovery time {time} {unit} ({dice} D6 of its entry, the GM&apos;s secret roll).</source>
            <translation>Время восстановления: {time} {unit} ({dice} D6 по строке таблицы, тайный бросок ведущего).</translation>
        </message>
        <message>
            <source>−{penalty} {penalty|die|dice} for now; recovery time from its entry on the table, after the D66</source>
            <translation>пока −{penalty} к броскам; время восстановления — по строке таблицы, после D66</translation>
        </message>
        <message>
            <source>read entry {d66} on the table: H, Name an injury (−{penalty} {penalty|die|dice} for now)</source>
            <translation>прочтите строку {d66} в таблице: H, «Назвать травму» (пока −{penalty} к броскам)</translation>
        </message>
        <message>
            <source>Recovery time {time} {unit} ({dice} D6 of its entry rolled by Deadwatch, the GM&apos;s secret roll).</source>
            <translation>Время восстановления: {time} {unit} ({dice} D6 по строке таблицы, бросил Deadwatch — тайный бросок ведущего).</translation>
        </message>
        <message>
            <source>2 dice for the D66, tens first; then the entry&apos;s recovery dice, or none to let Deadwatch roll them</source>
            <translation>2 кубика на D66, сначала десятки; затем кубики восстановления по строке таблицы — или ничего, и их бросит Deadwatch</translation>
        </message>
        <message>
            <source>2 dice for the D66, tens first</source>
            <translation>2 кубика на D66, сначала десятки</translation>
        </message>
        <message>
            <source>Lethal (its entry)</source>
            <translation>Смертельная (по строке таблицы)</translation>
        </message>
        <message>
            <source>as the damage form said</source>
            <translation>как в форме урона</translation>
        </message>
        <message>
            <source>not lethal</source>
            <translation>не смертельная</translation>
        </message>
        <message>
            <source>lethal: time limit in minutes</source>
            <translation>смертельная: срок в минутах</translation>
        </message>
        <message>
            <source>lethal: time limit in hours</source>
            <translation>смертельная: срок в часах</translation>
        </message>
        <message>
            <source>lethal: time limit in days</source>
            <translation>смертельная: срок в днях</translation>
        </message>
        <message>
            <source>Whether its entry on the table makes it lethal; a time limit not rolled yet is the GM&apos;s secret die, rolled as the entry is read</source>
            <translation>Смертельна ли травма по её строке таблицы; ещё не брошенный срок — тайный бросок ведущего, он делается, когда строка прочитана</translation>
        </message>
        <message>
            <source>Lethal in {limit} {limit_unit} from when it was taken (its entry; the GM&apos;s secret die).</source>
            <translation>Смертельна: срок {limit} {limit_unit} с момента, когда она получена (по строке таблицы; тайный бросок ведущего).</translation>
        </message>
        <message>
            <source>Gear to stabilize (its entry)</source>
            <translation>Снаряжение для стабилизации (по строке таблицы)</translation>
        </message>
        <message>
            <source>The medical gear its entry&apos;s time limit names, B or A, for a lethal entry; advanced gear (A) serves for both</source>
            <translation>Медицинское снаряжение, которое строка таблицы называет при сроке смертельной травмы: B или A; продвинутое (A) годится для обоих случаев</translation>
        </message>
        <message>
            <source>Lethal in {limit} {limit_unit} from when it was taken (its entry; the GM&apos;s secret die); stabilizing it needs {equipment}.</source>
            <translation>Смертельна: срок {limit} {limit_unit} с момента, когда она получена (по строке таблицы; тайный бросок ведущего); для стабилизации нужно: {equipment}.</translation>
        </message>
        <message>
            <source>Stabilizing it needs {equipment} (its entry).</source>
            <translation>Для стабилизации нужно: {equipment} (по строке таблицы).</translation>
        </message>
        <message>
            <source>Only a lethal entry names gear to stabilize it: give its time limit under Lethal, or leave the gear as the damage form said.</source>
            <translation>Снаряжение для стабилизации называет только смертельная строка: укажите её срок в поле «Смертельная» или оставьте снаряжение как в форме урона.</translation>
        </message>
        <message>
            <source>Not lethal (its entry): no time limit.</source>
            <translation>Не смертельна (по строке таблицы): срока нет.</translation>
        </message>
        <message>
            <source>Penalty dice</source>
            <translation>Штраф (кубики)</translation>
        </message>
        <message>
            <source>Broken: one stress and a critical injury.</source>
            <translation>Вне строя: +1 стресс и критическая травма.</translation>
        </message>
        <message>
            <source>First aid (Medicine)</source>
            <translation>Первая помощь (Медицина)</translation>
        </message>
        <message>
            <source>On a Broken character within Short range, never oneself: a success gets them up with one Health, each extra success one more.</source>
            <translation>Персонажу вне строя на ближней дистанции, но не себе: успех поднимает его с 1 здоровьем, каждый лишний успех — ещё одно.</translation>
        </message>
        <message>
            <source>First aid reaches only someone within Short range.</source>
            <translation>Первую помощь можно оказать только тому, кто на ближней дистанции.</translation>
        </message>
        <message>
            <source>Back on their feet</source>
            <translation>Снова на ногах</translation>
        </message>
        <message>
            <source>Health {count}</source>
            <translation>Здоровье {count}</translation>
        </message>
        <message>
            <source>First aid fails: Broken for the D6 minutes</source>
            <translation>Первая помощь не удалась: вне строя ещё D6 минут</translation>
        </message>
        <message>
            <source>First aid: {name} back on their feet</source>
            <translation>Первая помощь: {name} снова на ногах</translation>
        </message>
        <message>
            <source>First aid: {count} {count|success|successes}</source>
            <translation>Первая помощь: {count} {count|успех|успеха|успехов}</translation>
        </message>
        <message>
            <source>Amputate a limb (Medicine)</source>
            <translation>Ампутировать конечность (Медицина)</translation>
        </message>
        <message>
            <source>Both take one stress; the amputee takes the critical injury Severed limb, lethal if the roll fails.</source>
            <translation>Оба получают по одному стрессу; пострадавший получает критическую травму «Отсечённая конечность», смертельную при провале броска.</translation>
        </message>
        <message>
            <source>Severed limb: penalty dice</source>
            <translation>Отсечённая конечность: штрафные кубы</translation>
        </message>
        <message>
            <source>The text's table is not printed: the GM says.</source>
            <translation>Таблицы в тексте нет: решает ведущий.</translation>
        </message>
        <message>
            <source>The severed limb is not lethal</source>
            <translation>Отсечённая конечность не смертельна</translation>
        </message>
        <message>
            <source>Lethal</source>
            <translation>Смертельная</translation>
        </message>
        <message>
            <source>Severed limb for {name}</source>
            <translation>Отсечённая конечность: {name}</translation>
        </message>
        <message>
            <source>The limb is off; the wound is lethal</source>
            <translation>Конечность отнята; рана смертельна</translation>
        </message>
        <message>
            <source>The limb is off; the wound is not lethal</source>
            <translation>Конечность отнята; рана не смертельна</translation>
        </message>
        <message>
            <source>The cutter takes {count} stress.</source>
            <translation>Резавший получает стресс: {count}.</translation>
        </message>
        <message>
            <source>Overwatch (Ranged Combat action)</source>
            <translation>Дозор (действие дальнего боя)</translation>
        </message>
        <message>
            <source>Guard an area: fire in the Movement phase at anyone who moves into it; nobody comes, nothing done.</source>
            <translation>Стеречь участок: стрелять в фазе движения по всякому, кто туда войдёт; никто не пришёл — ничего не сделано.</translation>
        </message>
        <message>
            <source>Stand down (no more overwatch)</source>
            <translation>Снять дозор</translation>
        </message>
        <message>
            <source>Stands down from overwatch</source>
            <translation>Снимает дозор</translation>
        </message>
        <message>
            <source>On overwatch: may fire in the Movement phase</source>
            <translation>В дозоре: может стрелять в фазе движения</translation>
        </message>
        <message>
            <source>Dithering (no action chosen in time)</source>
            <translation>Промедление (действие не выбрано вовремя)</translation>
        </message>
        <message>
            <source>Lingering over the choice costs the player character one stress.</source>
            <translation>Промедление с выбором стоит персонажу игрока одного стресса.</translation>
        </message>
        <message>
            <source>Stress taken</source>
            <translation>Полученный стресс</translation>
        </message>
        <message>
            <source>Lingers over the choice: stress {before} → {after}</source>
            <translation>Медлит с выбором: стресс {before} → {after}</translation>
        </message>
        <message>
            <source>Amputated: one stress and {name}, lethal.</source>
            <translation>Ампутация: один стресс и {name}, смертельно.</translation>
        </message>
        <message>
            <source>Amputated: one stress and {name}, not lethal.</source>
            <translation>Ампутация: один стресс и {name}, не смертельно.</translation>
        </message>
        <message>
            <source>The overwatch ends with the round.</source>
            <translation>Дозор кончается вместе с раундом.</translation>
        </message>
        <message>
            <source>Time limit in</source>
            <translation>Единица срока</translation>
        </message>
        <message>
            <source>Equipment needed</source>
            <translation>Нужное медицинское снаряжение</translation>
        </message>
        <message>
            <source>Recovery time in</source>
            <translation>Единица времени восстановления</translation>
        </message>
        <message>
            <source>The character is already dead.</source>
            <translation>Персонаж уже мёртв.</translation>
        </message>
        <message>
            <source>damage {damage} − armor {absorbed} = {taken}</source>
            <translation>урон {damage} − броня {absorbed} = {taken}</translation>
        </message>
        <message>
            <source>Armor stops {absorbed} of {damage} damage.</source>
            <translation>Броня останавливает {absorbed} из {damage} урона.</translation>
        </message>
        <message>
            <source>Injured again while Broken: dead.</source>
            <translation>Новая рана вне строя: смерть.</translation>
        </message>
        <message>
            <source>Critical injury times</source>
            <translation>Сроки критической травмы</translation>
        </message>
        <message>
            <source>Broken: one stress and the critical injury {name}.</source>
            <translation>Вне строя: +1 стресс и критическая травма «{name}».</translation>
        </message>
        <message>
            <source>{damage} damage: now {health}.</source>
            <translation>урон {damage}, состояние: {health}.</translation>
        </message>
        <message>
            <source>Stress cannot be negative.</source>
            <translation>Стресс не может быть отрицательным.</translation>
        </message>
        <message>
            <source>+{amount} stress.</source>
            <translation>Стресс +{amount}.</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Событие</translation>
        </message>
        <message>
            <source>Medicine successes</source>
            <translation>Успехи Медицины</translation>
        </message>
        <message>
            <source>Medical equipment at hand</source>
            <translation>Медицинское снаряжение под рукой</translation>
        </message>
        <message>
            <source>Ate a ration today</source>
            <translation>Сегодня был съеден паёк</translation>
        </message>
        <message>
            <source>Stress removed</source>
            <translation>Снято стресса</translation>
        </message>
        <message>
            <source>Minutes passed</source>
            <translation>Прошло минут</translation>
        </message>
        <message>
            <source>No such injury.</source>
            <translation>Такой травмы нет.</translation>
        </message>
        <message>
            <source>The character is dead.</source>
            <translation>Персонаж мёртв.</translation>
        </message>
        <message>
            <source>First aid: Health {health}.</source>
            <translation>Первая помощь: Здоровье {health}.</translation>
        </message>
        <message>
            <source>No longer Broken: Health 1.</source>
            <translation>Снова в строю: Здоровье 1.</translation>
        </message>
        <message>
            <source>A day passes: Health {health}.</source>
            <translation>Прошёл день: Здоровье {health}.</translation>
        </message>
        <message>
            <source>{name} has healed.</source>
            <translation>{name}: травма зажила.</translation>
        </message>
        <message>
            <source>{name} is stabilized.</source>
            <translation>{name}: состояние стабилизировано.</translation>
        </message>
        <message>
            <source>{name} could not be stabilized today.</source>
            <translation>{name}: сегодня стабилизировать не удалось.</translation>
        </message>
        <message>
            <source>{name}: recovery time {old} → {time} {unit}.</source>
            <translation>{name}: время восстановления {old} → {time} {unit}.</translation>
        </message>
        <message>
            <source>{name}, tended again with advanced medical gear: recovery time {old} → {time} {unit}.</source>
            <translation>{name}: снова лечили с продвинутым медицинским снаряжением, время восстановления {old} → {time} {unit}.</translation>
        </message>
        <message>
            <source>{name}: recovery time now {time}.</source>
            <translation>{name}: время восстановления теперь {time}.</translation>
        </message>
        <message>
            <source>{name}, tended again with advanced medical gear: recovery time now {time}.</source>
            <translation>{name}: снова лечили с продвинутым медицинским снаряжением, время восстановления теперь {time}.</translation>
        </message>
        <message>
            <source>The poison is fought off.</source>
            <translation>Яд побеждён.</translation>
        </message>
        <message>
            <source>The disease is fought off.</source>
            <translation>Болезнь побеждена.</translation>
        </message>
        <message>
            <source>Stress now {stress}.</source>
            <translation>Стресс теперь {stress}.</translation>
        </message>
        <message>
            <source>{name}: the time limit ran out. Dead.</source>
            <translation>{name}: срок истёк. Смерть.</translation>
        </message>
        <message>
            <source>The Broken minutes are over: up again with Health 1.</source>
            <translation>Минуты вне строя прошли: снова на ногах со Здоровьем 1.</translation>
        </message>
        <message>
            <source>Successes and damage cannot be negative.</source>
            <translation>Успехи и урон не могут быть отрицательными.</translation>
        </message>
        <message>
            <source>Give the distance in meters or in zones.</source>
            <translation>Укажите расстояние в метрах или в зонах.</translation>
        </message>
        <message>
            <source>A close combat weapon reaches only Short range.</source>
            <translation>Оружие ближнего боя достаёт только на ближнюю дистанцию.</translation>
        </message>
        <message>
            <source>Only special weapons reach Extreme range.</source>
            <translation>Только особое оружие бьёт на предельную дистанцию.</translation>
        </message>
        <message>
            <source>This weapon's range is Short: it does not reach Long range.</source>
            <translation>Дальность этого оружия — ближняя: на дальнюю дистанцию оно не бьёт.</translation>
        </message>
        <message>
            <source>Unharmed</source>
            <translation>Без ран</translation>
        </message>
        <message>
            <source>Bruised</source>
            <translation>Ушибы</translation>
        </message>
        <message>
            <source>Battered</source>
            <translation>Раны</translation>
        </message>
        <message>
            <source>Health runs from 0 to 3.</source>
            <extracomment>damage sources; armor protects against none of those in NO_ARMOR_SOURCES</extracomment>
            <translation>Здоровье — от 0 до 3.</translation>
        </message>
        <message>
            <source>First aid is for a Broken character.</source>
            <translation>Первая помощь оказывается персонажу вне строя.</translation>
        </message>
        <message>
            <source>The character is not Broken.</source>
            <translation>Персонаж не вне строя.</translation>
        </message>
        <message>
            <source>Give a speed and a Strength for every mover.</source>
            <translation>Укажите Скорость и Силу каждого, кто двигает.</translation>
        </message>
        <message>
            <source>A weight cannot be negative.</source>
            <translation>Вес не может быть отрицательным.</translation>
        </message>
        <message>
            <source>Unknown phase.</source>
            <extracomment>which docks apply: "threat", "swarm", and one ammo currency among "ammo_points", "ammo_rounds", "ammo_clips", "ammo_count"; "healer" when the heal form takes the skill and the supplies of the one giving the care (the heal dialog asks him first). initiative modes, the first the default. "points": the GM awards points and the player spends them on raises; "events": play itself earns +1s (proposed from the session log for the GM to confirm); "": no experience rules.</extracomment>
            <translation>Неизвестная фаза.</translation>
        </message>
        <message>
            <source>Lost or ruined</source>
            <translation>Потеряно или испорчено</translation>
        </message>
        <message>
            <source>This ruleset keeps no ammunition.</source>
            <translation>Эти правила не ведут учёт боеприпасов.</translation>
        </message>
        <message>
            <source>The sheet does not fit the rules.</source>
            <translation>Лист не подходит под правила.</translation>
        </message>
        <message>
            <source>The live state is not a set of values.</source>
            <translation>Текущее состояние — не набор значений.</translation>
        </message>
        <message>
            <source>A track holds something other than a number.</source>
            <translation>В шкале записано не число.</translation>
        </message>
        <message>
            <source>The live state does not fit the rules.</source>
            <translation>Текущее состояние не подходит под правила.</translation>
        </message>
        <message>
            <source>This skill is at its highest level, 5.</source>
            <translation>Этот навык уже на наивысшем уровне: 5.</translation>
        </message>
        <message>
            <source>This skill is at its highest level, 10.</source>
            <translation>Этот навык уже на наивысшем уровне: 10.</translation>
        </message>
        <message>
            <source>Unspent experience points</source>
            <translation>Непотраченные очки опыта</translation>
        </message>
        <message>
            <source>tracks and conditions</source>
            <translation>счётчики и состояния</translation>
        </message>
        <message>
            <source>health, stress, conditions and injuries</source>
            <translation>здоровье, стресс, состояния и травмы</translation>
        </message>
        <message>
            <source>Life Points, Endurance and conditions</source>
            <translation>очки жизни, выносливость и состояния</translation>
        </message>
        <message>
            <source>Life Points, Endurance, luck and conditions</source>
            <translation>очки жизни, выносливость, удача и состояния</translation>
        </message>
        <message>
            <source>health and conditions</source>
            <translation>здоровье и состояния</translation>
        </message>
        <message>
            <source>the body&apos;s pools, stamina and conditions</source>
            <translation>очки частей тела, запас сил и состояния</translation>
        </message>
        <message>
            <source>Experience cannot raise that.</source>
            <translation>Это нельзя повысить опытом.</translation>
        </message>
        <message>
            <source>Shots this turn</source>
            <translation>Выстрелов в этот ход</translation>
        </message>
        <message>
            <source>Gear bonus dice</source>
            <translation>Кубики бонуса снаряжения</translation>
        </message>
        <message>
            <source>Helpers</source>
            <translation>Помощники</translation>
        </message>
        <message>
            <source>One more die for each helper (distracting the enemy, lending a hand).</source>
            <translation>Ещё один кубик за каждого помощника (отвлекает врага, подаёт руку).</translation>
        </message>
        <message>
            <source>Modifier dice</source>
            <translation>Кубики модификатора</translation>
        </message>
        <message>
            <source>Difficulty and the situation: dice added or taken away.</source>
            <translation>Сложность и обстановка: кубики добавляются или убираются.</translation>
        </message>
        <message>
            <source>Penalty dice of injuries, poison, sickness, armor</source>
            <translation>Штрафы травм, яда, болезни, брони</translation>
        </message>
        <message>
            <source>The text's penalties from the character: each critical injury's, −1 poisoned, −1 sick, the armor's on Mobility.  Untick to leave them out and give the modifier yourself.</source>
            <translation>Штрафы по тексту, от состояния персонажа: каждой критической травмы, −1 при отравлении, −1 при болезни, броня на Подвижность.  Снимите флажок, чтобы не учитывать их и задать модификатор самому.</translation>
        </message>
        <message>
            <source>Bare hands (damage 1)</source>
            <translation>Голые руки (урон 1)</translation>
        </message>
        <message>
            <source>No gear</source>
            <translation>Без снаряжения</translation>
        </message>
        <message>
            <source>Gear used</source>
            <extracomment>the kinds after the skill roll: the duel, then (after taking cover) the rest, in the dock's order</extracomment>
            <translation>Используемое снаряжение</translation>
        </message>
        <message>
            <source>Its gear bonus adds base dice.</source>
            <translation>Бонус снаряжения добавляет базовые кубики.</translation>
        </message>
        <message>
            <source>Its gear bonus adds base dice; its damage is dealt on a win.</source>
            <translation>Бонус снаряжения добавляет базовые кубики; при победе наносится урон оружия.</translation>
        </message>
        <message>
            <source>Range now</source>
            <translation>Дистанция сейчас</translation>
        </message>
        <message>
            <source>Short: under 25 m or the same zone; Long: 25-100 m or two zones; Extreme: beyond.</source>
            <translation>Ближняя: до 25 м или одна зона; дальняя: 25–100 м или две зоны; предельная: дальше.</translation>
        </message>
        <message>
            <source>beyond Extreme range</source>
            <translation>за пределами предельной дистанции</translation>
        </message>
        <message>
            <source>Ranged attacks (cover counts)</source>
            <translation>Дальние атаки (укрытие учитывается)</translation>
        </message>
        <message>
            <source>In cover</source>
            <translation>В укрытии</translation>
        </message>
        <message>
            <source>Opponent fires a ranged weapon</source>
            <translation>Противник стреляет из дальнобойного оружия</translation>
        </message>
        <message>
            <source>At Short range a shot is a Close Combat roll with Agility instead of Strength. Beyond it the opponent shoots back only with a gun that reaches (his sheet's, or this one, to Long range); else a straight roll.</source>
            <translation>На ближней дистанции выстрел — бросок Ближнего боя с Ловкостью вместо Силы. Дальше противник стреляет в ответ, только если его оружие достаёт (из листа или это, до дальней дистанции); иначе простой бросок.</translation>
        </message>
        <message>
            <source>Opponent's weapon damage</source>
            <translation>Урон оружия противника</translation>
        </message>
        <message>
            <source>Opponent in cover</source>
            <translation>Противник в укрытии</translation>
        </message>
        <message>
            <source>Opponent&apos;s skill</source>
            <translation>Навык противника</translation>
        </message>
        <message>
            <source>Opponent&apos;s gear bonus dice</source>
            <translation>Кубики бонуса снаряжения противника</translation>
        </message>
        <message>
            <source>Opponent&apos;s helpers</source>
            <translation>Помощники противника</translation>
        </message>
        <message>
            <source>Opponent&apos;s modifier dice</source>
            <translation>Кубики модификатора противника</translation>
        </message>
        <message>
            <source>Opponent&apos;s penalty dice of injuries, poison, sickness, armor</source>
            <translation>Штрафы противника: травмы, яд, болезнь, броня</translation>
        </message>
        <message>
            <source>Attack a defenseless target</source>
            <translation>Атака беззащитной цели</translation>
        </message>
        <message>
            <source>Unaware or unable to defend: a straight roll, weapon damage + one per success beyond the first.</source>
            <translation>Цель не ждёт удара или не может защищаться: простой бросок, урон оружия + 1 за каждый успех сверх первого.</translation>
        </message>
        <message>
            <source>Special weapon (reaches Extreme range)</source>
            <translation>Особое оружие (бьёт на предельную дистанцию)</translation>
        </message>
        <message>
            <source>Target in cover</source>
            <translation>Цель в укрытии</translation>
        </message>
        <message>
            <source>Misses the defenseless target</source>
            <translation>Промах по беззащитной цели</translation>
        </message>
        <message>
            <source>{name} cannot shoot back at {band} range: a straight roll</source>
            <translation>{name} не может стрелять в ответ на дистанции «{band}»: простой бросок</translation>
        </message>
        <message>
            <source>Straight roll, no shot back: {damage} damage</source>
            <translation>Простой бросок, ответного выстрела нет: урон {damage}</translation>
        </message>
        <message>
            <source>Straight roll, no shot back: a miss</source>
            <translation>Простой бросок, ответного выстрела нет: промах</translation>
        </message>
        <message>
            <source>Hits the defenseless target: {damage} damage</source>
            <translation>Попадание по беззащитной цели: урон {damage}</translation>
        </message>
        <message>
            <source>Two against one</source>
            <translation>Двое против одного</translation>
        </message>
        <message>
            <source>The roller stands alone: an opposed roll against the chosen opponent, and a defenseless target for the second attacker; all at once.  Faces: the roller's, the opponent's, the second attacker's.</source>
            <translation>Бросающий один: встречный бросок против выбранного противника, а для второго нападающего он беззащитная цель; всё одновременно.  Грани: бросающего, противника, второго нападающего.</translation>
        </message>
        <message>
            <source>Second attacker's dice</source>
            <translation>Кубы второго нападающего</translation>
        </message>
        <message>
            <source>Attribute + skill + gear of the one not chosen.</source>
            <translation>Атрибут + навык + снаряжение того, кого не выбрали.</translation>
        </message>
        <message>
            <source>Second attacker's weapon damage</source>
            <translation>Урон оружия второго нападающего</translation>
        </message>
        <message>
            <source>Second attacker</source>
            <translation>Второй нападающий</translation>
        </message>
        <message>
            <source>Hit the chosen opponent</source>
            <translation>Попасть по выбранному противнику</translation>
        </message>
        <message>
            <source>Alone against two: deals {dealt} damage, takes {taken}</source>
            <translation>Один против двоих: наносит урон {dealt}, получает {taken}</translation>
        </message>
        <message>
            <source>Further away</source>
            <translation>Дальше</translation>
        </message>
        <message>
            <source>Closer</source>
            <translation>Ближе</translation>
        </message>
        <message>
            <source>Move one range band (Mobility)</source>
            <translation>Сменить дистанцию на шаг (Подвижность)</translation>
        </message>
        <message>
            <source>A straight Mobility roll: one band closer or further; its effect comes after the attacks.</source>
            <translation>Простой бросок Подвижности: на шаг ближе или дальше; действует после атак.</translation>
        </message>
        <message>
            <source>Direction</source>
            <translation>Направление</translation>
        </message>
        <message>
            <source>Moves one band</source>
            <translation>Смещается на шаг</translation>
        </message>
        <message>
            <source>Fails to move: still at {band} range</source>
            <translation>Не удалось: дистанция по-прежнему {band}</translation>
        </message>
        <message>
            <source>Moves: now {band}</source>
            <translation>Смещается: теперь {band}</translation>
        </message>
        <message>
            <source>Flees</source>
            <translation>Убегает</translation>
        </message>
        <message>
            <source>Gives chase</source>
            <translation>Преследует</translation>
        </message>
        <message>
            <source>Chase (Mobility against Mobility)</source>
            <translation>Погоня (Подвижность против Подвижности)</translation>
        </message>
        <message>
            <source>The winner moves one band closer or further; a tie keeps the distance; beyond Extreme the chase is over.</source>
            <translation>Победитель сдвигает дистанцию на шаг ближе или дальше; при ничьей она не меняется; за предельной дистанцией погоня окончена.</translation>
        </message>
        <message>
            <source>The roller</source>
            <translation>Бросающий</translation>
        </message>
        <message>
            <source>The runner gets one band away</source>
            <translation>Беглец уходит на шаг дальше</translation>
        </message>
        <message>
            <source>The chaser closes one band</source>
            <translation>Преследователь сокращает на шаг</translation>
        </message>
        <message>
            <source>The distance stays</source>
            <translation>Дистанция не меняется</translation>
        </message>
        <message>
            <source>The chase is over: beyond Extreme range</source>
            <translation>Погоня окончена: за пределами предельной дистанции</translation>
        </message>
        <message>
            <source>Chase, {mine} against {theirs}: now {band}</source>
            <translation>Погоня, {mine} против {theirs}: теперь {band}</translation>
        </message>
        <message>
            <source>Now at {band} range.</source>
            <translation>Дистанция сейчас: {band}.</translation>
        </message>
        <message>
            <source>Skill roll</source>
            <translation>Бросок навыка</translation>
        </message>
        <message>
            <source>Base dice and stress dice; every 6 is a success.</source>
            <translation>Базовые кубики и кубики стресса; каждая 6 — успех.</translation>
        </message>
        <message>
            <source>Duel</source>
            <translation>Дуэль</translation>
        </message>
        <message>
            <source>Opposed roll: the one with more successes hits.</source>
            <translation>Встречный бросок: попадает тот, у кого больше успехов.</translation>
        </message>
        <message>
            <source>Take cover (Mobility)</source>
            <translation>Укрыться (Подвижность)</translation>
        </message>
        <message>
            <source>Leave cover (no roll)</source>
            <translation>Покинуть укрытие (без броска)</translation>
        </message>
        <message>
            <source>A success: in cover at once. A failure: in cover when the round has ended.</source>
            <translation>Успех: сразу в укрытии. Провал: в укрытии, когда раунд закончится.</translation>
        </message>
        <message>
            <source>Mess-up</source>
            <translation>Срыв</translation>
        </message>
        <message>
            <source>In cover at once</source>
            <translation>Сразу в укрытии</translation>
        </message>
        <message>
            <source>{count}+ successes</source>
            <translation>Успехов: {count}+</translation>
        </message>
        <message>
            <source>Win the duel</source>
            <translation>Победа в дуэли</translation>
        </message>
        <message>
            <source>Both hit</source>
            <translation>Оба попадают</translation>
        </message>
        <message>
            <source>Lose the duel</source>
            <translation>Поражение в дуэли</translation>
        </message>
        <message>
            <source>Broken: the roll fails</source>
            <translation>Вне строя: бросок провален</translation>
        </message>
        <message>
            <source>Failure, no 6</source>
            <translation>Провал, ни одной 6</translation>
        </message>
        <message>
            <source>Success: 1 six</source>
            <translation>Успех: одна шестёрка</translation>
        </message>
        <message>
            <source>Success: {count} sixes</source>
            <translation>Успех: {count} {count|шестёрка|шестёрки|шестёрок}</translation>
        </message>
        <message>
            <source>MESSED UP: {count} walker(s) on the stress dice</source>
            <translation>СРЫВ: {count} {count|ходячий|ходячих|ходячих} на кубиках стресса</translation>
        </message>
        <message>
            <source>The threat rises; the GM picks one:</source>
            <translation>Угроза растёт; ведущий выбирает одно:</translation>
        </message>
        <message>
            <source>Push the roll: {odds}</source>
            <translation>Форсировать бросок: {odds}</translation>
        </message>
        <message>
            <source>Push the roll</source>
            <translation>Форсировать бросок</translation>
        </message>
        <message>
            <source>Take one stress, add a stress die and reroll every die that is neither a 6 nor a walker.</source>
            <translation>Получите 1 стресс, добавьте кубик стресса и перебросьте все кубики, кроме шестёрок и ходячих.</translation>
        </message>
        <message>
            <source>{what} {chance}</source>
            <translation>{what} {chance}</translation>
        </message>
        <message>
            <source>No damage</source>
            <translation>Без урона</translation>
        </message>
        <message>
            <source>{count}+ damage</source>
            <translation>Урон {count}+</translation>
        </message>
        <message>
            <source>Leaves cover</source>
            <translation>Покидает укрытие</translation>
        </message>
        <message>
            <source>Wins the duel, {mine} against {theirs}: {damage} damage</source>
            <translation>Побеждает в дуэли, {mine} против {theirs}: урон {damage}</translation>
        </message>
        <message>
            <source>Loses the duel, {mine} against {theirs}: takes {taken} damage</source>
            <translation>Проигрывает дуэль, {mine} против {theirs}: получает урон {taken}</translation>
        </message>
        <message>
            <source>Both hit, {mine} against {theirs}</source>
            <translation>Оба попадают, {mine} против {theirs}</translation>
        </message>
        <message>
            <source>Apply {amount} damage to {name} (weapon damage {weapon} + {extra} extra {extra|success|successes})</source>
            <translation>Нанести урон {amount} — {name} (урон оружия {weapon} + {extra} {extra|лишний успех|лишних успеха|лишних успехов})</translation>
        </message>
        <message>
            <source>Apply {amount} damage to {name} (weapon damage {weapon}, no extra success)</source>
            <translation>Нанести урон {amount} — {name} (урон оружия {weapon}, без лишних успехов)</translation>
        </message>
        <message>
            <source>Apply {amount} damage to {name} (both hit: weapon damage {weapon})</source>
            <translation>Нанести урон {amount} — {name} (оба попадают: урон оружия {weapon})</translation>
        </message>
        <message>
            <source>Nobody hits, {mine} against {theirs}</source>
            <translation>Никто не попадает, {mine} против {theirs}</translation>
        </message>
        <message>
            <source>{name} wins the duel against {other}, {mine} against {theirs}: {damage} damage</source>
            <translation>{name} побеждает в дуэли (противник — {other}), {mine} против {theirs}: урон {damage}</translation>
        </message>
        <message>
            <source>{name} loses the duel to {other}, {mine} against {theirs}: takes {taken} damage</source>
            <translation>{name} проигрывает дуэль (противник — {other}), {mine} против {theirs}: получает урон {taken}</translation>
        </message>
        <message>
            <source>{name} and {other} both hit, {mine} against {theirs}</source>
            <translation>{name} и {other}: оба попадают, {mine} против {theirs}</translation>
        </message>
        <message>
            <source>Neither {name} nor {other} hits, {mine} against {theirs}</source>
            <translation>{name} и {other}: никто не попадает, {mine} против {theirs}</translation>
        </message>
        <message>
            <source>Opponent</source>
            <extracomment>the band of the attack forms, set by the distance typed (the GM may pick another) a duel's skill for each range band: Short is Close Combat, beyond it Ranged Combat</extracomment>
            <translation>Противник</translation>
        </message>
        <message>
            <source>Push</source>
            <translation>Форсирование</translation>
        </message>
        <message>
            <source>Stress {before} → {after}.</source>
            <translation>Стресс {before} → {after}.</translation>
        </message>
        <message>
            <source>Messed up: out of ammunition</source>
            <translation>Срыв: кончились боеприпасы</translation>
        </message>
        <message>
            <source>Shots</source>
            <translation>Выстрелы</translation>
        </message>
        <message>
            <source>Not enough ammunition for that many shots.</source>
            <translation>Не хватает боеприпасов для стольких выстрелов.</translation>
        </message>
        <message>
            <source>Not that much ammunition.</source>
            <translation>Столько боеприпасов нет.</translation>
        </message>
        <message>
            <source>Actions are counted from 1, and the earlier ones cannot outnumber them.</source>
            <translation>Действия считаются с 1, и прежних не может быть больше, чем их всего.</translation>
        </message>
        <message>
            <source>Bare hands: punch or kick (d4×STR)</source>
            <translation>Голыми руками: удар рукой или ногой (d4×СИЛ)</translation>
        </message>
        <message>
            <source>Melee weapons to start with</source>
            <translation>Оружия ближнего боя при создании</translation>
        </message>
        <message>
            <source>0 leaves it unchecked.</source>
            <translation>0 — без проверки.</translation>
        </message>
        <message>
            <source>Ranged weapons to start with</source>
            <translation>Дальнобойного оружия при создании</translation>
        </message>
        <message>
            <source>Melee weapons</source>
            <translation>Оружие ближнего боя</translation>
        </message>
        <message>
            <source>More melee weapons than a new character may own.</source>
            <translation>Оружия ближнего боя больше, чем может быть у нового персонажа.</translation>
        </message>
        <message>
            <source>Ranged weapons</source>
            <translation>Дальнобойное оружие</translation>
        </message>
        <message>
            <source>More ranged weapons than a new character may own.</source>
            <translation>Дальнобойного оружия больше, чем может быть у нового персонажа.</translation>
        </message>
        <message>
            <source>Draw a concealed katana</source>
            <translation>Достать спрятанную катану</translation>
        </message>
        <message>
            <source>It takes up a round of combat: the katana strikes from the next round; out of a fight it is drawn at once. Nothing is rolled.</source>
            <translation>Это занимает раунд боя: катана бьёт со следующего раунда; вне боя она достана сразу. Ничего не бросается.</translation>
        </message>
        <message>
            <source>Every concealed katana is drawn already.</source>
            <translation>Все спрятанные катаны уже достаны.</translation>
        </message>
        <message>
            <source>{name}'s {count|katana is|katanas are} not concealed: in hand already, nothing to draw.</source>
            <translation>{name}: {count|катана не спрятана|катаны не спрятаны|катаны не спрятаны} — уже в руке, доставать нечего.</translation>
        </message>
        <message>
            <source>At most two melee weapons can be drawn, one a hand.</source>
            <translation>Выхватить можно не больше двух видов оружия ближнего боя, по одному в руку.</translation>
        </message>
        <message>
            <source>Drawn by the next round</source>
            <translation>Достана к следующему раунду</translation>
        </message>
        <message>
            <source>Draws a concealed katana: it takes up the round and strikes from the next one</source>
            <translation>Достаёт спрятанную катану: на это уходит раунд, бьёт она со следующего раунда</translation>
        </message>
        <message>
            <source>A run goes at least one step.</source>
            <translation>Пробежка — хотя бы один шаг.</translation>
        </message>
        <message>
            <source>Broken minutes</source>
            <extracomment>the Health a Broken character gets up with when the minutes are over</extracomment>
            <translation>Минуты вне строя</translation>
        </message>
        <message>
            <source>The Broken minutes are malformed.</source>
            <translation>Минуты вне строя записаны неверно.</translation>
        </message>
        <message>
            <source>A ranged attack needs one more success.</source>
            <translation>Дальней атаке нужен ещё один успех.</translation>
        </message>
        <message>
            <source>In cover when the round has ended.</source>
            <translation>В укрытии, когда раунд закончится.</translation>
        </message>
        <message>
            <source>In cover at once.</source>
            <translation>Сразу в укрытии.</translation>
        </message>
        <message>
            <source>Finding cover takes time: in cover when the round has ended.</source>
            <translation>Найти укрытие требует времени: в укрытии, когда раунд закончится.</translation>
        </message>
        <message>
            <source>In cover now: the round has ended.</source>
            <translation>Теперь в укрытии: раунд закончился.</translation>
        </message>
        <message>
            <source>The stored sheet is not readable data.</source>
            <translation>Сохранённый лист — нечитаемые данные.</translation>
        </message>
        <message>
            <source>The stored live state is not readable data.</source>
            <translation>Сохранённое текущее состояние — нечитаемые данные.</translation>
        </message>
        <message>
            <source>Another token stands there.</source>
            <translation>Там стоит другая фишка.</translation>
        </message>
        <message>
            <source>That character has no token on the map.</source>
            <translation>У этого персонажа нет фишки на карте.</translation>
        </message>
        <message>
            <source>Wall</source>
            <extracomment>the shooter moved this round before the shot (the map's own record of its moves) lines logged before its damage (how the blow came)</extracomment>
            <translation>Стена</translation>
        </message>
        <message>
            <source>Window</source>
            <translation>Окно</translation>
        </message>
        <message>
            <source>Grass</source>
            <translation>Трава</translation>
        </message>
        <message>
            <source>Furniture (f)</source>
            <translation>Мебель (f)</translation>
        </message>
        <message>
            <source>Furniture (F)</source>
            <translation>Мебель (F)</translation>
        </message>
        <message>
            <source>Furniture (u)</source>
            <translation>Мебель (u)</translation>
        </message>
        <message>
            <source>Furniture (U)</source>
            <translation>Мебель (U)</translation>
        </message>
        <message>
            <source>Weapons' cabinet</source>
            <translation>Оружейный шкаф</translation>
        </message>
        <message>
            <source>Crate</source>
            <translation>Ящик</translation>
        </message>
        <message>
            <source>Distance {distance} {distance|tile|tiles}.</source>
            <translation>Расстояние {distance} {distance|клетка|клетки|клеток}.</translation>
        </message>
        <message>
            <source>Point blank: a shot always hits, on a random part.</source>
            <translation>В упор: выстрел всегда попадает, в случайную часть тела.</translation>
        </message>
        <message>
            <source>In melee reach.</source>
            <translation>В досягаемости ближнего боя.</translation>
        </message>
        <message>
            <source>Out of melee reach (melee never reaches a diagonal).</source>
            <translation>Вне досягаемости ближнего боя (по диагонали ближний бой не достаёт).</translation>
        </message>
        <message>
            <source>That tile is off the map.</source>
            <translation>Эта клетка за краем карты.</translation>
        </message>
        <message>
            <source>No grenade left.</source>
            <translation>Гранат не осталось.</translation>
        </message>
        <message>
            <source>Out of range: a grenade flies as far as the thrower's Strength.</source>
            <translation>Слишком далеко: граната летит не дальше Силы бросающего.</translation>
        </message>
        <message>
            <source>Knocked back to {tile}.</source>
            <translation>Отлетает на {tile}.</translation>
        </message>
        <message>
            <source>Blast radius {radius} tiles, {damage} damage.</source>
            <translation>Радиус взрыва {radius} кл., урон {damage}.</translation>
        </message>
        <message>
            <source>Nobody is inside the blast.</source>
            <translation>Во взрыв никто не попал.</translation>
        </message>
        <message>
            <source>No SMG carried.</source>
            <translation>Пистолета-пулемёта нет.</translation>
        </message>
        <message>
            <source>{name} carries no SMG: only an SMG sprays.</source>
            <translation>{name}: пистолета-пулемёта нет, а очередью стреляет только ПП.</translation>
        </message>
        <message>
            <source>Nobody is within the SMG's reach.</source>
            <translation>В досягаемости ПП никого нет.</translation>
        </message>
        <message>
            <source>SMG spray: {bullets} bullets at {count} {count|target|targets}.</source>
            <translation>Очередь из ПП: {bullets} пуль по {count} {count|цели|целям|целям}.</translation>
        </message>
        <message>
            <source>This ruleset has no such move or attack on the map.</source>
            <extracomment>what the base :class:`GridRules` says of a move or an attack its ruleset's text does not have</extracomment>
            <translation>В этих правилах на карте нет такого перемещения или атаки.</translation>
        </message>
        <message>
            <source>The stored battle map is not valid.</source>
            <translation>Сохранённая карта боя повреждена.</translation>
        </message>
        <message>
            <source>A map is 2 to 60 tiles wide and high.</source>
            <translation>Ширина и высота карты — от 2 до 60 клеток.</translation>
        </message>
        <message>
            <source>Unknown kind of tile.</source>
            <translation>Неизвестный вид клетки.</translation>
        </message>
        <message>
            <source>This ruleset declares no block on the map.</source>
            <translation>В этих правилах нет блока на карте.</translation>
        </message>
        <message>
            <source>Floor</source>
            <translation>Пол</translation>
        </message>
        <message>
            <source>Perception levels in total darkness</source>
            <translation>Уровни Восприятия в полной темноте</translation>
        </message>
        <message>
            <source>Success levels of a difficult Perception check, added to the plain d10 that hits on 9 or more.</source>
            <translation>Уровни успеха сложной проверки Восприятия, прибавляемые к простому d10, который попадает при 9 и больше.</translation>
        </message>
        <message>
            <source>In total darkness the attack is one plain d10: fire single shots.</source>
            <translation>В полной темноте атака — один простой d10: стреляйте одиночными.</translation>
        </message>
        <message>
            <source>Perception levels</source>
            <translation>уровни Восприятия</translation>
        </message>
        <message>
            <source>Point blank (+1, damage multiplier +1)</source>
            <translation>В упор (+1, множитель урона +1)</translation>
        </message>
        <message>
            <source>Short range (0)</source>
            <translation>Ближняя дистанция (0)</translation>
        </message>
        <message>
            <source>Medium range (−1)</source>
            <translation>Средняя дистанция (−1)</translation>
        </message>
        <message>
            <source>Long range (−3, damage multiplier −1)</source>
            <translation>Дальняя дистанция (−3, множитель урона −1)</translation>
        </message>
        <message>
            <source>Extreme range (−6, damage multiplier −2)</source>
            <translation>Предельная дистанция (−6, множитель урона −2)</translation>
        </message>
        <message>
            <source>Good light (0)</source>
            <translation>Хорошее освещение (0)</translation>
        </message>
        <message>
            <source>Poor light: dark alley, candles, moonlight (−1)</source>
            <translation>Плохое освещение: тёмный переулок, свечи, луна (−1)</translation>
        </message>
        <message>
            <source>Very poor light: moonless night (−4)</source>
            <translation>Очень плохое освещение: безлунная ночь (−4)</translation>
        </message>
        <message>
            <source>Total darkness: a plain d10, a natural 9 or 10 hits</source>
            <translation>Полная темнота: простой d10, попадает выпавшие 9 или 10</translation>
        </message>
        <message>
            <source>Shots only; the damage multiplier changes with it.</source>
            <translation>Только для выстрелов; вместе с ней меняется множитель урона.</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Освещение</translation>
        </message>
        <message>
            <source>Shots and melee alike.</source>
            <translation>И для выстрелов, и для ближнего боя.</translation>
        </message>
        <message>
            <source>Shot this turn (same weapon)</source>
            <translation>Выстрел в этом ходу (то же оружие)</translation>
        </message>
        <message>
            <source>Each consecutive shot −1 more (−2 with heavy recoil), besides the −2 of a further action; counted from the turn's rolls.</source>
            <translation>Каждый следующий выстрел ещё −1 (−2 при сильной отдаче), вдобавок к −2 за дополнительное действие; считается по броскам этого хода.</translation>
        </message>
        <message>
            <source>Another type of gun than the skill's</source>
            <translation>Другой тип оружия, чем в навыке</translation>
        </message>
        <message>
            <source>Guns (Handgun) firing a rifle, for instance.</source>
            <translation>Например, Огнестрельное (Пистолет) при стрельбе из винтовки.</translation>
        </message>
        <message>
            <source>Penalty for another type of gun</source>
            <translation>Штраф за другой тип оружия</translation>
        </message>
        <message>
            <source>The aimed shot (takes the aim's bonus)</source>
            <translation>Прицельный выстрел (с бонусом прицеливания)</translation>
        </message>
        <message>
            <source>After an Aim roll: +1 a success level, shot at the round's end.</source>
            <translation>После броска прицеливания: +1 за уровень успеха, выстрел в конце раунда.</translation>
        </message>
        <message>
            <source>Range and consecutive shots are for shots, not melee.</source>
            <translation>Дистанция и серия выстрелов — для стрельбы, не для ближнего боя.</translation>
        </message>
        <message>
            <source>another type of gun</source>
            <translation>другой тип оружия</translation>
        </message>
        <message>
            <source>Aiming: shoots at the round's end</source>
            <translation>Целится: стреляет в конце раунда</translation>
        </message>
        <message>
            <source>{what}: {damage} damage</source>
            <translation>{what}: урон {damage}</translation>
        </message>
        <message>
            <source>Caught in an explosion (Blast Power)</source>
            <translation>Под взрывом (Сила взрыва)</translation>
        </message>
        <message>
            <source>Each success of the Blast Power is one damage to all at Short range; a successful Mobility roll negates it.  Faces: Mobility, then the Blast Power.</source>
            <translation>Каждый успех Силы взрыва — 1 урон всем на ближней дистанции; успешный бросок Подвижности отменяет его.  Грани: Подвижность, затем Сила взрыва.</translation>
        </message>
        <message>
            <source>Blast Power</source>
            <translation>Сила взрыва</translation>
        </message>
        <message>
            <source>Roll Mobility to escape it</source>
            <translation>Бросок Подвижности, чтобы уйти</translation>
        </message>
        <message>
            <source>Escapes the blast (Mobility)</source>
            <translation>Уходит от взрыва (Подвижность)</translation>
        </message>
        <message>
            <source>Explosive weapon (Ranged Combat)</source>
            <translation>Взрывное оружие (Дальний бой)</translation>
        </message>
        <message>
            <source>A hit: the Blast Power's successes plus the extra successes to everyone at Short range of the impact; a miss hurts nobody; a mess-up catches the thrower too.  Faces: the attack, then the Blast Power.</source>
            <translation>Попадание: успехи Силы взрыва плюс лишние успехи — каждому на ближней дистанции от места взрыва; промах никого не ранит; при срыве задет и бросивший.  Грани: атака, затем Сила взрыва.</translation>
        </message>
        <message>
            <source>Messed up: the thrower is caught too ({damage} damage).</source>
            <translation>Срыв: бросившего тоже задело (урон {damage}).</translation>
        </message>
        <message>
            <source>Misses: the targets escape the blast</source>
            <translation>Промах: цели избежали взрыва</translation>
        </message>
        <message>
            <source>Hits: {damage} damage to everyone at Short range of the impact</source>
            <translation>Попадание: урон {damage} каждому на ближней дистанции от места взрыва</translation>
        </message>
        <message>
            <source>Exposed to fire (Intensity)</source>
            <translation>В огне (Интенсивность)</translation>
        </message>
        <message>
            <source>One damage per success of the Intensity; armor does not help; never pushed.</source>
            <translation>1 урон за каждый успех Интенсивности; броня не помогает; не форсируется.</translation>
        </message>
        <message>
            <source>Intensity</source>
            <translation>Интенсивность</translation>
        </message>
        <message>
            <source>A typical fire: 4 to 8.</source>
            <translation>Обычный пожар: от 4 до 8.</translation>
        </message>
        <message>
            <source>Stop a fire spreading (Survival)</source>
            <translation>Остановить огонь (Выживание)</translation>
        </message>
        <message>
            <source>Survival opposed by the fire's Intensity: more successes stop it.</source>
            <translation>Выживание против Интенсивности огня: больше успехов — огонь остановлен.</translation>
        </message>
        <message>
            <source>The fire stops spreading</source>
            <translation>Огонь перестаёт распространяться</translation>
        </message>
        <message>
            <source>The fire stops spreading ({mine} against {theirs})</source>
            <translation>Огонь остановлен ({mine} против {theirs})</translation>
        </message>
        <message>
            <source>The fire spreads on ({mine} against {theirs})</source>
            <translation>Огонь распространяется ({mine} против {theirs})</translation>
        </message>
        <message>
            <source>Medicine successes (treatment)</source>
            <translation>Успехи Медицины (лечение)</translation>
        </message>
        <message>
            <source>Each success of the one treating is added to the Endure roll.</source>
            <translation>Каждый успех лечащего прибавляется к броску Стойкости.</translation>
        </message>
        <message>
            <source>Fights it off</source>
            <translation>Справляется</translation>
        </message>
        <message>
            <source>Affected, no damage</source>
            <translation>Под действием, без урона</translation>
        </message>
        <message>
            <source>Poison (Endure against Toxicity)</source>
            <translation>Яд (Стойкость против Токсичности)</translation>
        </message>
        <message>
            <source>Every hour until fought off: one damage per success the poison gets more.</source>
            <translation>Каждый час, пока не одолеет: 1 урон за каждый лишний успех яда.</translation>
        </message>
        <message>
            <source>Toxicity</source>
            <translation>Токсичность</translation>
        </message>
        <message>
            <source>Typically 4 to 8.</source>
            <translation>Обычно от 4 до 8.</translation>
        </message>
        <message>
            <source>Fights the poison off, {mine} against {theirs}</source>
            <translation>Одолевает яд, {mine} против {theirs}</translation>
        </message>
        <message>
            <source>Still poisoned, no damage, {mine} against {theirs}</source>
            <translation>Всё ещё отравлен, без урона, {mine} против {theirs}</translation>
        </message>
        <message>
            <source>The poison does {damage} damage, {mine} against {theirs}</source>
            <translation>Яд наносит урон {damage}, {mine} против {theirs}</translation>
        </message>
        <message>
            <source>Disease (sickness roll against Virulence)</source>
            <translation>Болезнь (бросок болезни против Вирулентности)</translation>
        </message>
        <message>
            <source>Every day until fought off: one damage per success the disease gets more.</source>
            <translation>Каждый день, пока не одолеет: 1 урон за каждый лишний успех болезни.</translation>
        </message>
        <message>
            <source>Virulence</source>
            <translation>Вирулентность</translation>
        </message>
        <message>
            <source>Typically 4 to 10.</source>
            <translation>Обычно от 4 до 10.</translation>
        </message>
        <message>
            <source>Fights the disease off, {mine} against {theirs}</source>
            <translation>Одолевает болезнь, {mine} против {theirs}</translation>
        </message>
        <message>
            <source>Infected, no damage, {mine} against {theirs}</source>
            <translation>Заражение, без урона, {mine} против {theirs}</translation>
        </message>
        <message>
            <source>The disease does {damage} damage, {mine} against {theirs}</source>
            <translation>Болезнь наносит урон {damage}, {mine} против {theirs}</translation>
        </message>
        <message>
            <source>Height in meters ÷ 2, rounded down; in a controlled jump each Mobility success takes one off. Armor does not help.</source>
            <translation>Высота в метрах ÷ 2 с округлением вниз; при контролируемом прыжке каждый успех Подвижности снимает 1. Броня не помогает.</translation>
        </message>
        <message>
            <source>Height in meters</source>
            <translation>Высота в метрах</translation>
        </message>
        <message>
            <source>Controlled jump (roll Mobility)</source>
            <translation>Контролируемый прыжок (бросок Подвижности)</translation>
        </message>
        <message>
            <source>Falls {meters} m: {damage} damage</source>
            <translation>Падение с {meters} м: урон {damage}</translation>
        </message>
        <message>
            <source>Spring a trap (Mobility)</source>
            <translation>Сработала ловушка (Подвижность)</translation>
        </message>
        <message>
            <source>A Mobility success avoids it; else the Attack rating's successes plus the Damage rating.  Faces: Mobility, then the trap's Attack.</source>
            <translation>Успех Подвижности — ловушки удалось избежать; иначе успехи рейтинга Атаки плюс рейтинг Урона.  Грани: Подвижность, затем Атака ловушки.</translation>
        </message>
        <message>
            <source>Trap's Attack</source>
            <translation>Атака ловушки</translation>
        </message>
        <message>
            <source>Attack rating</source>
            <translation>Рейтинг Атаки</translation>
        </message>
        <message>
            <source>Damage rating</source>
            <translation>Рейтинг Урона</translation>
        </message>
        <message>
            <source>Avoids the trap</source>
            <translation>Избегает ловушки</translation>
        </message>
        <message>
            <source>Only a lost round still waiting for the GM's picks can be pushed.</source>
            <translation>Форсировать можно только в проигранном раунде, пока ведущий не выбрал последствия.</translation>
        </message>
        <message>
            <source>The magazine is empty: reload before firing.</source>
            <translation>Магазин пуст: перезарядите, прежде чем стрелять.</translation>
        </message>
        <message>
            <source>The magazine holds fewer rounds than this fire needs: reload first.</source>
            <translation>В магазине меньше патронов, чем нужно для такой стрельбы: сначала перезарядите.</translation>
        </message>
        <message>
            <source>Say how many rounds are sprayed: this weapon's magazine is not counted.</source>
            <translation>Укажите, сколько патронов выпущено: магазин этого оружия не учитывается.</translation>
        </message>
        <message>
            <source>The magazine is empty: reload before holding the trigger.</source>
            <translation>Магазин пуст: перезарядите, прежде чем зажимать спуск.</translation>
        </message>
        <message>
            <source>Range modifier {value}</source>
            <extracomment>the log line of each modifier field ({value}: its signed value, {where}: the hit location)</extracomment>
            <translation>Модификатор дистанции {value}</translation>
        </message>
        <message>
            <source>Light modifier {value}</source>
            <translation>Модификатор освещения {value}</translation>
        </message>
        <message>
            <source>Called shot at {where} {value}</source>
            <translation>Выбранное место «{where}»: {value}</translation>
        </message>
        <message>
            <source>Damage multiplier at {where} ×{value}</source>
            <translation>Множитель урона, {where}: ×{value}</translation>
        </message>
        <message>
            <source>Range change to the damage multiplier {value}</source>
            <translation>Поправка дистанции к множителю урона {value}</translation>
        </message>
        <message>
            <source>Veterinarian treating a human {value} (2 success levels at most)</source>
            <translation>Ветеринар лечит человека {value} (не больше 2 уровней успеха)</translation>
        </message>
        <message>
            <source>Hospital life support {value}</source>
            <translation>Больничная реанимация {value}</translation>
        </message>
        <message>
            <source>Range modifier</source>
            <translation>Модификатор дистанции</translation>
        </message>
        <message>
            <source>Set by the range band; type another if the GM says so.</source>
            <translation>Задаётся дистанцией; если ведущий решит иначе, впишите другой.</translation>
        </message>
        <message>
            <source>Range change to the damage multiplier</source>
            <translation>Поправка дистанции к множителю урона</translation>
        </message>
        <message>
            <source>Light modifier</source>
            <translation>Модификатор освещения</translation>
        </message>
        <message>
            <source>Set by the light; in total darkness the plain d10 counts.</source>
            <translation>Задаётся освещением; в полной темноте считается только d10.</translation>
        </message>
        <message>
            <source>Called shot penalty</source>
            <translation>Штраф за выбранное место</translation>
        </message>
        <message>
            <source>Set by the location called; type another if the GM says so.</source>
            <translation>Задаётся выбранным местом; если ведущий решит иначе, впишите другой.</translation>
        </message>
        <message>
            <source>Damage multiplier (type and location)</source>
            <translation>Множитель урона (тип и место)</translation>
        </message>
        <message>
            <source>Damage multiplier where it lands</source>
            <translation>Множитель урона в месте попадания</translation>
        </message>
        <message>
            <source>Set by the weapon's damage type and the location (head: bullets ×4); type another if the GM says so.</source>
            <translation>Задаётся типом урона оружия и местом (голова: пули ×4); если ведущий решит иначе, впишите другой.</translation>
        </message>
        <message>
            <source>A veterinarian treating a human</source>
            <translation>Ветеринар лечит человека</translation>
        </message>
        <message>
            <source>Veterinary Medicine on a human: −3 to every task, 2 success levels at most.</source>
            <translation>Ветеринария на человеке: −3 к каждой задаче, не больше 2 уровней успеха.</translation>
        </message>
        <message>
            <source>Veterinarian's penalty</source>
            <translation>Штраф ветеринара</translation>
        </message>
        <message>
            <source>Doctor's Medicine success levels</source>
            <translation>Уровни успеха Медицины врача</translation>
        </message>
        <message>
            <source>Each success level of the doctor's Medicine test: +1.</source>
            <translation>Каждый уровень успеха проверки Медицины врача: +1.</translation>
        </message>
        <message>
            <source>In a hospital (advanced life support)</source>
            <translation>В больнице (современная реанимация)</translation>
        </message>
        <message>
            <source>Hospital life support</source>
            <translation>Больничная реанимация</translation>
        </message>
        <message>
            <source>The hospital's life support adds +3 to the check.</source>
            <translation>Больничная реанимация даёт +3 к проверке.</translation>
        </message>
        <message>
            <source>Nurse's First Aid success levels</source>
            <translation>Уровни успеха Первой помощи медсестры</translation>
        </message>
        <message>
            <source>Each one gives one more minute to revive.</source>
            <translation>Каждый даёт ещё минуту на оживление.</translation>
        </message>
        <message>
            <source>Revival (a new Survival check)</source>
            <translation>Оживление (новая проверка выживания)</translation>
        </message>
        <message>
            <source>For one who failed a Survival check, within Constitution × 2 minutes: Willpower + Constitution, −5 for each 5 Life Points below 0.</source>
            <translation>Для провалившего проверку выживания, в течение Телосложение × 2 минут: Воля + Телосложение, −5 за каждые 5 Очков жизни ниже 0.</translation>
        </message>
        <message>
            <source>Brought back</source>
            <translation>Возвращён к жизни</translation>
        </message>
        <message>
            <source>Stays dead</source>
            <translation>Остаётся мёртвым</translation>
        </message>
        <message>
            <source>shooting (a lost round: Threat 3)</source>
            <translation>стрельбой (проигранный раунд: угроза 3)</translation>
        </message>
        <message>
            <source>close combat (a lost round: Threat 5)</source>
            <translation>в ближнем бою (проигранный раунд: угроза 5)</translation>
        </message>
        <message>
            <source>Threat +1</source>
            <translation>Угроза +1</translation>
        </message>
        <message>
            <source>Swarm Size +1</source>
            <translation>Размер роя +1</translation>
        </message>
        <message>
            <source>Single attack (random victim)</source>
            <translation>Одиночная атака (случайная жертва)</translation>
        </message>
        <message>
            <source>Block</source>
            <translation>Блокировка</translation>
        </message>
        <message>
            <source>Mass attack (random victim)</source>
            <translation>Массовая атака (случайная жертва)</translation>
        </message>
        <message>
            <source>Small group</source>
            <translation>Малая группа</translation>
        </message>
        <message>
            <source>Fewer than three fighting: a second roll at −2, a third at −4 (type another)</source>
            <translation>Сражаются меньше трёх: второй бросок с −2, третий с −4 (можно ввести другое)</translation>
        </message>
        <message>
            <source>Block: Mobility and Stealth need one more success</source>
            <translation>Блокировка: Подвижности и Скрытности нужен ещё один успех</translation>
        </message>
        <message>
            <source>Successes a block costs each Mobility and Stealth roll this round (type another)</source>
            <translation>Сколько успехов блокировка отнимает у каждого броска Подвижности и Скрытности в этом раунде (можно ввести другое)</translation>
        </message>
        <message>
            <source>{damage} − block {strength} = {through}</source>
            <extracomment>worked damage: a held block lets through what the damage exceeds the blocker's Strength by</extracomment>
            <translation>{damage} − блок {strength} = {through}</translation>
        </message>
        <message>
            <source>The attacker's Speed is a whole number or a half (2 or 2.5), 0 to 99.</source>
            <translation>Скорость нападающего — целое число или половина (2 или 2,5), от 0 до 99.</translation>
        </message>
        <message>
            <source>Attacker's Speed</source>
            <translation>Скорость атакующего</translation>
        </message>
        <message>
            <source>The target blocks this round: a melee hit is blocked only when the target is faster (always when declared with no enemy adjacent).</source>
            <translation>Цель блокирует в этом раунде: удар в ближнем бою блокируется, только если цель быстрее (всегда, если блок объявлен, когда рядом не было врагов).</translation>
        </message>
        <message>
            <source>Blocks, but fails: Speed {speed} is not faster than the attacker's {attacker}; all {damage} goes through.</source>
            <translation>Блокирует, но безуспешно: скорость {speed} не выше скорости атакующего {attacker}; проходит весь урон {damage}.</translation>
        </message>
        <message>
            <source>Blocks (declared with no enemy adjacent): holds against the attacker who ran in (Speed {attacker} against {speed}).</source>
            <translation>Блокирует (объявлено, когда рядом не было врагов): блок держится против подбежавшего атакующего (скорость {attacker} против {speed}).</translation>
        </message>
        <message>
            <source>Blocks: Speed {speed} is faster than the attacker's {attacker}.</source>
            <translation>Блокирует: скорость {speed} выше скорости атакующего {attacker}.</translation>
        </message>
        <message>
            <source>{damage} does not exceed Strength {strength}: nothing goes through, and the attacker is knocked back.</source>
            <translation>{damage} не больше силы {strength}: ничего не проходит, атакующего отбрасывает.</translation>
        </message>
        <message>
            <source>{damage} exceeds Strength {strength}: {through} goes through.</source>
            <translation>{damage} больше силы {strength}: проходит {through}.</translation>
        </message>
        <message>
            <source>miss</source>
            <extracomment>what a shot's die says, in words (the log line's outcome label starts a sentence; these end one)</extracomment>
            <translation>промах</translation>
        </message>
        <message>
            <source>hit</source>
            <translation>попадание</translation>
        </message>
        <message>
            <source>critical hit, damage ×2</source>
            <translation>критическое попадание, урон ×2</translation>
        </message>
        <message>
            <source>d10 rolled {face}, needs {target} or less: success</source>
            <translation>d10: выпало {face}, нужно {target} или меньше: успех</translation>
        </message>
        <message>
            <source>d10 rolled {face}, needs {target} or less: failure</source>
            <translation>d10: выпало {face}, нужно {target} или меньше: провал</translation>
        </message>
        <message>
            <source>d10 rolled {face}, again {again}, confirming die {confirm}, needs {target} or less: {outcome}</source>
            <translation>d10: выпало {face}, ещё раз {again}, подтверждение {confirm}, нужно {target} или меньше: {outcome}</translation>
        </message>
        <message>
            <source>d10 rolled {face}, again {again}, needs {target} or less: {outcome}</source>
            <translation>d10: выпало {face}, ещё раз {again}, нужно {target} или меньше: {outcome}</translation>
        </message>
        <message>
            <source>d10 rolled {face}, confirming die {confirm}, needs {target} or less: {outcome}</source>
            <translation>d10: выпало {face}, подтверждение {confirm}, нужно {target} или меньше: {outcome}</translation>
        </message>
        <message>
            <source>d10 rolled {face}, needs {target} or less: {outcome}</source>
            <translation>d10: выпало {face}, нужно {target} или меньше: {outcome}</translation>
        </message>
        <message>
            <source>armor d10 rolled {face}, deflects on {deflect} or less: deflected</source>
            <translation>d10 брони: выпало {face}, отражает при {deflect} или меньше: отражено</translation>
        </message>
        <message>
            <source>armor d10 rolled {face}, deflects on {deflect} or less: gets through</source>
            <translation>d10 брони: выпало {face}, отражает при {deflect} или меньше: пробито</translation>
        </message>
        <message>
            <source>damage {damage}</source>
            <translation>урон {damage}</translation>
        </message>
        <message>
            <source>damage {damage} − absorbed {absorb} = {taken}</source>
            <translation>урон {damage} − поглощено {absorb} = {taken}</translation>
        </message>
        <message>
            <source>damage {damage} − absorbed {absorb}: no damage</source>
            <translation>урон {damage} − поглощено {absorb}: урона нет</translation>
        </message>
        <message>
            <source>Health {before} − damage {taken} = {left}, stops at 0</source>
            <translation>Здоровье {before} − урон {taken} = {left}, не ниже 0</translation>
        </message>
        <message>
            <source>Health {before} − damage {taken} = {after}</source>
            <translation>Здоровье {before} − урон {taken} = {after}</translation>
        </message>
        <message>
            <source>Health {before} + healed {amount} = {sum}, at most {maximum}</source>
            <translation>Здоровье {before} + вылечено {amount} = {sum}, не выше {maximum}</translation>
        </message>
        <message>
            <source>Health {before} + healed {amount} = {after}</source>
            <translation>Здоровье {before} + вылечено {amount} = {after}</translation>
        </message>
        <message>
            <source>shot's damage {damage}</source>
            <translation>урон выстрела {damage}</translation>
        </message>
        <message>
            <source>shots' damage {each} = {total}</source>
            <translation>урон выстрелов {each} = {total}</translation>
        </message>
        <message>
            <source>{name} rolled no die</source>
            <translation>{name}: без кубика</translation>
        </message>
        <message>
            <source>{name} rolled {dice}</source>
            <translation>{name}: выпало {dice}</translation>
        </message>
        <message>
            <source>{mine} against {theirs}</source>
            <translation>{mine}, а {theirs}</translation>
        </message>
        <message>
            <source>The Swarm Size runs from 1 to {most}.</source>
            <translation>Размер роя — от 1 до {most}.</translation>
        </message>
        <message>
            <source>Destroyed</source>
            <translation>Уничтожен</translation>
        </message>
        <message>
            <source>Still coming</source>
            <translation>Всё ещё идёт</translation>
        </message>
        <message>
            <source>The GM's call: the zombie is destroyed</source>
            <translation>Решение ведущего: зомби уничтожен</translation>
        </message>
        <message>
            <source>The GM's call: the zombie keeps coming, hurt as it is</source>
            <translation>Решение ведущего: зомби идёт дальше, как есть, раненый</translation>
        </message>
        <message>
            <source>The GM's call at {life} Life Points: destroyed.</source>
            <translation>Решение ведущего при {life} очках жизни: уничтожен.</translation>
        </message>
        <message>
            <source>The GM's call at {life} Life Points: still coming.</source>
            <translation>Решение ведущего при {life} очках жизни: всё ещё идёт.</translation>
        </message>
        <message>
            <source>Down: the GM's call</source>
            <translation>Вне строя: решает ведущий</translation>
        </message>
        <message>
            <source>destroyed, or still coming</source>
            <translation>уничтожен или всё ещё идёт</translation>
        </message>
        <message>
            <source>Dies, as the text says</source>
            <translation>Умирает, как сказано в тексте</translation>
        </message>
        <message>
            <source>Kept alive, unconscious</source>
            <translation>Остаётся в живых, без сознания</translation>
        </message>
        <message>
            <source>The GM&apos;s call: the character dies (“Lose even more and you die”)</source>
            <translation>Решение ведущего: персонаж умирает («Потеряешь ещё больше — умрёшь»)</translation>
        </message>
        <message>
            <source>The GM&apos;s call: the character lives, unconscious and incapacitated, until losing more</source>
            <translation>Решение ведущего: персонаж остаётся в живых, без сознания и не может действовать, пока не потеряет ещё</translation>
        </message>
        <message>
            <source>The GM&apos;s call at {life} Life Points: dies.</source>
            <translation>Решение ведущего при {life} очках жизни: умирает.</translation>
        </message>
        <message>
            <source>The GM&apos;s call at {life} Life Points: kept alive, unconscious.</source>
            <translation>Решение ведущего при {life} очках жизни: остаётся в живых, без сознания.</translation>
        </message>
        <message>
            <source>The GM&apos;s call due (dies, or kept alive).</source>
            <translation>Требуется решение ведущего (умирает или остаётся в живых).</translation>
        </message>
        <message>
            <source>Below zero: the GM&apos;s call</source>
            <translation>Ниже нуля: решает ведущий</translation>
        </message>
        <message>
            <source>dies, as the text says, or kept alive, unconscious</source>
            <translation>умирает, как сказано в тексте, или остаётся в живых, без сознания</translation>
        </message>
        <message>
            <source>Below zero Life Points: “incapacitated (and most likely dying)”. Kept alive by the GM&apos;s call; a further loss brings the call again.</source>
            <translation>Ниже нуля очков жизни: «недееспособен (и, скорее всего, умирает)». Решением ведущего — в живых; при новой потере решать придётся снова.</translation>
        </message>
        <message>
            <source>“{field}” is missing</source>
            <translation>нет «{field}»</translation>
        </message>
        <message>
            <source>{field} ({where})</source>
            <translation>{field} ({where})</translation>
        </message>
        <message>
            <source>a “{type}” actor is not a character (AFMBE characters and creatures are)</source>
            <translation>актёр вида «{type}» — не персонаж (персонажи — это персонажи и существа AFMBE)</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Заметки</translation>
        </message>
        <message>
            <source>{fields}: Deadwatch does not track them</source>
            <translation>{fields}: Deadwatch этого не учитывает</translation>
        </message>
        <message>
            <source>“{field}” should be a list</source>
            <translation>«{field}» должно быть списком</translation>
        </message>
        <message>
            <source>“{field}” is not an item</source>
            <translation>«{field}» — не предмет</translation>
        </message>
        <message>
            <source>{name}: Foundry does not say what the armor covers; read as the torso</source>
            <translation>{name}: Foundry не говорит, что закрывает броня; считается, что торс</translation>
        </message>
        <message>
            <source>{name}: Foundry does not say how many hands it takes; read as two-handed, as a shotgun</source>
            <translation>{name}: Foundry не говорит, сколько рук нужно; считается двуручным, как дробовик</translation>
        </message>
        <message>
            <source>{name}: Foundry does not say how many hands it takes; read as one-handed</source>
            <translation>{name}: Foundry не говорит, сколько рук нужно; считается одноручным</translation>
        </message>
        <message>
            <source>{name}: armor not worn does not protect</source>
            <translation>{name}: ненадетая броня не защищает</translation>
        </message>
        <message>
            <source>{name} ({type}): metaphysics is not on a Deadwatch sheet</source>
            <translation>{name} ({type}): метафизики нет на листе Deadwatch</translation>
        </message>
        <message>
            <source>{name} ({type}): {why}</source>
            <translation>{name} ({type}): {why}</translation>
        </message>
        <message>
            <source>this kind of item is not on the sheet</source>
            <translation>такого предмета нет на листе</translation>
        </message>
        <message>
            <source>{name}: {points} points is not one of its levels</source>
            <translation>{name}: {points} очк. — не один из его уровней</translation>
        </message>
        <message>
            <source>{name}: the damage “{damage}” is not a die times a multiplier</source>
            <translation>{name}: урон «{damage}» — не кость, умноженная на множитель</translation>
        </message>
        <message>
            <source>{name}: the damage type “{type}” is read as bludgeoning</source>
            <translation>{name}: тип урона «{type}» считается дробящим</translation>
        </message>
        <message>
            <source>All Flesh Must Be Eaten by Jesuisfrog (unofficial)</source>
            <translation>All Flesh Must Be Eaten от Jesuisfrog (неофициальная)</translation>
        </message>
        <message>
            <source>talents are not on a Deadwatch sheet; the Foundry export writes them back as read</source>
            <translation>талантов нет на листе Deadwatch; экспорт в Foundry записывает их обратно такими, какими они были прочитаны</translation>
        </message>
        <message>
            <source>tiny items give no gear bonus; the Foundry export writes them back as read</source>
            <translation>мелочи не дают бонуса снаряжения; экспорт в Foundry записывает их обратно такими, какими они были прочитаны</translation>
        </message>
        <message>
            <source>vehicles are not on a Deadwatch sheet</source>
            <translation>транспорта нет на листе Deadwatch</translation>
        </message>
        <message>
            <source>haven projects are not on a Deadwatch sheet</source>
            <translation>проектов убежища нет на листе Deadwatch</translation>
        </message>
        <message>
            <source>a “{type}” actor is not a character (twdu characters and NPCs are)</source>
            <translation>актёр вида «{type}» — не персонаж (персонажи twdu — это персонажи игроков и неигровые персонажи)</translation>
        </message>
        <message>
            <source>{name}: explosive damage (blast dice) is rolled as plain damage</source>
            <translation>{name}: взрывной урон (кости взрыва) бросается как обычный урон</translation>
        </message>
        <message>
            <source>{name}: a gear bonus with no skill to add it to</source>
            <translation>{name}: бонус снаряжения без навыка, к которому его добавить</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; lethal in D6 {unit}, rolled as it is imported</source>
            <translation>{name}: −{penalty} куб.; смерть через D6 ({unit}), бросок при импорте</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; recovery D6 {unit}, rolled as it is imported</source>
            <translation>{name}: −{penalty} куб.; выздоровление D6 ({unit}), бросок при импорте</translation>
        </message>
        <message>
            <source>the condition “{status}”: not one of the rules&apos; (poisoned, sick, dead)</source>
            <translation>состояние «{status}»: не из правил (отравлен, болен, мёртв)</translation>
        </message>
        <message>
            <source>The Walking Dead Universe (twdu)</source>
            <translation>The Walking Dead Universe (twdu)</translation>
        </message>
        <message>
            <source>{fields}: not in the data model this reading follows ({versions})</source>
            <translation>{fields}: нет в модели данных, по которой идёт чтение ({versions})</translation>
        </message>
        <message>
            <source>As many as the weapon fires in a turn: each is tested, each spends a round.</source>
            <translation>Сколько оружие стреляет за ход: каждый выстрел проверяется и тратит патрон.</translation>
        </message>
        <message>
            <source>{name}: the recovery time has passed; −{penalty} {penalty|die|dice} removed.</source>
            <extracomment>an injury whose recovery time has passed: "the penalty is removed"</extracomment>
            <translation>{name}: время восстановления прошло, штраф −{penalty} к броскам снят.</translation>
        </message>
        <message>
            <source>Success, pushing a failure</source>
            <translation>Успех, если форсировать неудачу</translation>
        </message>
        <message>
            <source>Mess-up, pushing a failure</source>
            <translation>Срыв, если форсировать неудачу</translation>
        </message>
        <message>
            <source>Moved this round: half Accuracy.</source>
            <translation>Двигался в этом раунде: половина Меткости.</translation>
        </message>
        <message>
            <source>Activity</source>
            <translation>Занятие</translation>
        </message>
        <message>
            <source>How long</source>
            <translation>Сколько времени</translation>
        </message>
        <message>
            <source>Minutes of work or of carrying the load; hours of sleep missed below seven.</source>
            <translation>Минуты работы или переноски груза; часы недосыпа ниже семи.</translation>
        </message>
        <message>
            <source>Hard work: 1 every 10 minutes; really hard work: 1d4 a minute; an hour of sleep missed: 1; a load: 1d4 every 10/5/2/1 minutes. Resistance (Fatigue) takes 1 off each, not off lost sleep.</source>
            <translation>Тяжёлая работа: 1 каждые 10 минут; очень тяжёлая работа: 1d4 в минуту; час недосыпа: 1; груз: 1d4 каждые 10/5/2/1 минут. Сопротивляемость (усталость) снимает 1 с каждой потери, но не с недосыпа.</translation>
        </message>
        <message>
            <source>Load carried</source>
            <translation>Переносимый груз</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Груз</translation>
        </message>
        <message>
            <source>Beyond half the maximum load: Speed −1.5 (light), −3 (medium), −4.5 (heavy) or −5 (very heavy), and Endurance lost as time passes; a light load also −1 to tests that need movement.</source>
            <translation>Сверх половины наибольшего груза: Скорость −1,5 (лёгкий), −3 (средний), −4,5 (тяжёлый) или −5 (очень тяжёлый) и потеря Выносливости со временем; при лёгком грузе ещё −1 к проверкам, требующим движения.</translation>
        </message>
        <message>
            <source>No penalty</source>
            <translation>Без штрафа</translation>
        </message>
        <message>
            <source>Speed {speed} · {test} to movement tests · 1d4 Endurance every {minutes} min</source>
            <translation>Скорость {speed} · {test} к проверкам движения · 1d4 Выносливости каждые {minutes} мин</translation>
        </message>
        <message>
            <source>Dazed and dizzy (Endurance 5 or less)</source>
            <translation>Оглушение, головокружение (Выносливость 5 или меньше)</translation>
        </message>
        <message>
            <source>Exhausted (0 or less: a Survival check every turn)</source>
            <translation>Изнурён (0 или меньше: проверка выживания каждый ход)</translation>
        </message>
        <message>
            <source>At least one hit</source>
            <translation>Хотя бы одно попадание</translation>
        </message>
        <message>
            <source>All {count} hit</source>
            <translation>Все {count} попадают</translation>
        </message>
        <message>
            <source>At least one critical hit</source>
            <translation>Хотя бы одно критическое попадание</translation>
        </message>
        <message>
            <source>{hits} of {shots} {shots|shot|shots} hit: {damage} damage before armor</source>
            <translation>Попаданий: {hits} из {shots}; {damage} урона до брони</translation>
        </message>
        <message>
            <source>Pick up bandages and pain pills</source>
            <translation>Подобрать бинты и обезболивающее</translation>
        </message>
        <message>
            <source>Bandages</source>
            <translation>Бинты</translation>
        </message>
        <message>
            <source>Pain pills</source>
            <translation>Обезболивающие таблетки</translation>
        </message>
        <message>
            <source>What the character finds and keeps (a crate, a body). Nothing is rolled.</source>
            <translation>Что персонаж находит и оставляет себе (ящик, тело). Ничего не бросается.</translation>
        </message>
        <message>
            <source>Pick up at least one bandage or pain pill.</source>
            <translation>Подберите хотя бы один бинт или одну таблетку.</translation>
        </message>
        <message>
            <source>Picks up {bandages} {bandages|bandage|bandages} and {pills} pain {pills|pill|pills}: bandages {old_b} → {new_b}, pain pills {old_p} → {new_p}</source>
            <translation>Подбирает {bandages} {bandages|бинт|бинта|бинтов} и {pills} {pills|таблетку|таблетки|таблеток}: бинты {old_b} → {new_b}, таблетки {old_p} → {new_p}</translation>
        </message>
        <message>
            <source>At Short range every attack is a Close Combat roll, even with a ranged weapon.</source>
            <translation>На ближней дистанции любая атака — бросок ближнего боя, даже с оружием дальнего боя.</translation>
        </message>
        <message>
            <source>Both arms are useless: no weapon can be used.</source>
            <translation>Обе руки выведены из строя: никаким оружием пользоваться нельзя.</translation>
        </message>
        <message>
            <source>A two-handed weapon cannot be used with only one arm.</source>
            <translation>Двуручным оружием нельзя пользоваться одной рукой.</translation>
        </message>
        <message>
            <source>That hand&apos;s arm is useless: shoot with the other hand.</source>
            <translation>Эта рука выведена из строя: стреляйте другой рукой.</translation>
        </message>
        <message>
            <source>The loaded clip is empty: reload before firing.</source>
            <translation>Заряженная обойма пуста: перезарядите перед выстрелом.</translation>
        </message>
        <message>
            <source>This weapon has no Ammo Points left: it cannot fire.</source>
            <translation>У этого оружия не осталось Очков боеприпасов: стрелять нельзя.</translation>
        </message>
        <message>
            <source>Distance</source>
            <translation>Расстояние</translation>
        </message>
        <message>
            <source>Counted in</source>
            <translation>Единицы</translation>
        </message>
        <message>
            <source>metres</source>
            <translation>метры</translation>
        </message>
        <message>
            <source>zones apart (0: the same zone)</source>
            <translation>зоны между вами (0 — одна зона)</translation>
        </message>
        <message>
            <source>Typed, it sets the range band: under 25 m or the same zone Short, 25-100 m or one or two zones away Long, beyond it Extreme.</source>
            <translation>Введённое расстояние задаёт дистанцию: меньше 25 м или одна зона — ближняя, 25–100 м или одна-две зоны — дальняя, ещё дальше — предельная.</translation>
        </message>
        <message>
            <source>The distance in metres, or in zones between the two: the same zone is Short, one or two zones away Long, three or more Extreme.</source>
            <translation>Расстояние в метрах или в зонах между ними: одна зона — ближняя дистанция, одна-две зоны — дальняя, три и больше — предельная.</translation>
        </message>
        <message>
            <source>Agility {agility}: {attacks} {attacks|attack|attacks}, {damage} damage</source>
            <translation>Ловкость {agility}: {attacks} {attacks|атака|атаки|атак}, урон {damage}</translation>
        </message>
        <message>
            <source>{winners}: won the exchange against {losers} ({why})</source>
            <translation>{winners}: победа в схватке; проиграли: {losers} ({why})</translation>
        </message>
        <message>
            <source>{winners}: won the exchange</source>
            <translation>{winners}: победа в схватке</translation>
        </message>
        <message>
            <source>The one hit must be a fighter of the group.</source>
            <translation>Удар должен прийтись по бойцу этой группы.</translation>
        </message>
        <message>
            <source>There is no furniture there.</source>
            <translation>Там нет мебели.</translation>
        </message>
        <message>
            <source>Move it one tile or more.</source>
            <translation>Сдвиньте её на одну клетку или больше.</translation>
        </message>
        <message>
            <source>The furniture&apos;s weight is 1 or more.</source>
            <translation>Вес мебели — 1 или больше.</translation>
        </message>
        <message>
            <source>Someone next to the furniture has to move it.</source>
            <translation>Двигать мебель должен кто-то, кто стоит рядом.</translation>
        </message>
        <message>
            <source>Only those beside the furniture can move it.</source>
            <translation>Двигать мебель могут только те, кто стоит вплотную к ней.</translation>
        </message>
        <message>
            <source>Too far for this turn: it moves {allowed} at most (weight {weight} against Strength {strength}, at the slowest mover&apos;s speed).</source>
            <translation>Слишком далеко для одного хода: не больше {allowed} (вес {weight} против Силы {strength}, со скоростью самого медленного).</translation>
        </message>
        <message>
            <source>Something is in the way on {tile}.</source>
            <translation>На {tile} что-то мешает.</translation>
        </message>
        <message>
            <source>The map's edge is in the way: the map ends at {tile}.</source>
            <translation>На пути край карты: она кончается на {tile}.</translation>
        </message>
        <message>
            <source>In the way on {tile}: {kind}.</source>
            <translation>На пути, на {tile}: {kind}.</translation>
        </message>
        <message>
            <source>{who} is in the way on {tile}.</source>
            <translation>{who} стоит на пути, на {tile}.</translation>
        </message>
        <message>
            <source>Moves {count} {count|tile|tiles} ({cost} of movement): weight {weight}, Strength {strength}.</source>
            <translation>Сдвигается на {count} {count|клетку|клетки|клеток} (расход движения — {cost}): вес {weight}, Сила {strength}.</translation>
        </message>
        <message>
            <source>Give the hit points of a tile of this furniture: the text leaves them to the GM.</source>
            <translation>Укажите прочность клетки этой мебели: правила оставляют её Мастеру.</translation>
        </message>
        <message>
            <source>{tile}: hit points {before} − {taken} = {after} of {most}.</source>
            <translation>{tile}: прочность {before} − {taken} = {after} из {most}.</translation>
        </message>
        <message>
            <source>At half its hit points or less, it takes double damage: {damage} × 2.</source>
            <translation>При половине прочности и меньше урон двойной: {damage} × 2.</translation>
        </message>
        <message>
            <source>The tile is destroyed.</source>
            <translation>Клетка разрушена.</translation>
        </message>
        <message>
            <source>The furniture splits into {count} {count|piece|pieces}.</source>
            <translation>Мебель распадается на {count} {count|часть|части|частей}.</translation>
        </message>
        <message>
            <source>Broken through: attacks go through it.</source>
            <translation>Пробита: атаки проходят насквозь.</translation>
        </message>
        <message>
            <source>Knocked back {count} {count|tile|tiles} (force {force} against weight {weight}).</source>
            <translation>Отброшена на {count} {count|клетку|клетки|клеток} (сила {force} против веса {weight}).</translation>
        </message>
        <message>
            <source>Stopped by what is in the way ({tiles} meant).</source>
            <translation>Остановлена препятствием (должно было быть {tiles}).</translation>
        </message>
        <message>
            <source>0 (no limit)</source>
            <translation>0 (без ограничения)</translation>
        </message>
        <message>
            <source>0 (the human maximum, 6)</source>
            <translation>0 (человеческий максимум, 6)</translation>
        </message>
        <message>
            <source>{value} (Deadwatch&apos;s sheet kept in the file)</source>
            <translation>{value} (лист Deadwatch, сохранённый в файле)</translation>
        </message>
        <message>
            <source>{value} (changed in Foundry: {old} → {new}, {dice} {dice|die|dice})</source>
            <translation>{value} (изменено в Foundry: {old} → {new}, {dice} {dice|кубик|кубика|кубиков})</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; lethal in {value} {unit} (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} куб.; смерть через {value} ({unit}; D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; recovery {value} {unit} (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} куб.; восстановление: {value} ({unit}; D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>{count} Luck points for the session.</source>
            <translation>{count} {count|очко|очка|очков} удачи на сессию.</translation>
        </message>
        <message>
            <source>{count} bad luck points for the GM this session.</source>
            <translation>{count} {count|очко|очка|очков} невезения у ведущего на сессию.</translation>
        </message>
        <message>
            <source>Drawback points to take</source>
            <translation>Очки недостатков, которые можно взять</translation>
        </message>
        <message>
            <source>base {base}, stress {stress} → {successes}{walkers}</source>
            <translation>базовые {base}, стресс {stress} → {successes}{walkers}</translation>
        </message>
        <message>
            <source>{skill} (“{field}”) is “{value}”; it should be base, trained, expert or master</source>
            <translation>{skill} («{field}»): «{value}»; уровень должен быть base, trained, expert или master</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; lethal in {value} {value|minute|minutes} (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} куб.; смерть через {value} {value|минуту|минуты|минут} (D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; lethal in {value} {value|hour|hours} (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} куб.; смерть через {value} {value|час|часа|часов} (D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; lethal in {value} {value|day|days} (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} куб.; смерть через {value} {value|день|дня|дней} (D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; recovery in {value} {value|hour|hours} (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} куб.; восстановление за {value} {value|час|часа|часов} (D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; recovery in {value} {value|day|days} (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} куб.; восстановление за {value} {value|день|дня|дней} (D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>{name}: −{penalty} dice; recovery in {value} {value|week|weeks} (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} куб.; восстановление за {value} {value|неделю|недели|недель} (D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>{name} {count}</source>
            <translation>{name} {count}</translation>
        </message>
        <message>
            <source>gear {count}</source>
            <translation>снаряжение {count}</translation>
        </message>
        <message>
            <source>gear {count} ({weapon})</source>
            <translation>снаряжение {count} ({weapon})</translation>
        </message>
        <message>
            <source>{count} {count|helper|helpers}</source>
            <translation>{count} {count|помощник|помощника|помощников}</translation>
        </message>
        <message>
            <source>modifier {count}</source>
            <translation>модификатор {count}</translation>
        </message>
        <message>
            <source>critical injuries {count}</source>
            <translation>критические травмы {count}</translation>
        </message>
        <message>
            <source>poisoned {count}</source>
            <translation>отравление {count}</translation>
        </message>
        <message>
            <source>sick {count}</source>
            <translation>болезнь {count}</translation>
        </message>
        <message>
            <source>armor {count}</source>
            <translation>броня {count}</translation>
        </message>
        <message>
            <source>{count} stress {count|die|dice}</source>
            <translation>{count} {count|кубик|кубика|кубиков} стресса</translation>
        </message>
        <message>
            <source>never fewer than 0 base dice</source>
            <translation>базовых кубиков не меньше 0</translation>
        </message>
        <message>
            <source>Broken: the roll fails, no dice are rolled</source>
            <translation>Вне строя: бросок провален, кубики не бросаются</translation>
        </message>
        <message>
            <source>Furniture on {tile} stops the shot: a tile lets attacks through at half its hit points or less.</source>
            <translation>Мебель на {tile} останавливает выстрел: клетка пропускает атаки, только когда её прочность не больше половины.</translation>
        </message>
        <message>
            <source>Furniture in the way, not broken through</source>
            <translation>На пути мебель, не пробитая</translation>
        </message>
        <message>
            <source>A tile of furniture lets attacks through at half its hit points or less; the map ticks this from the line of the shot.</source>
            <translation>Клетка мебели пропускает атаки, только когда её прочность не больше половины; карта отмечает это по линии выстрела.</translation>
        </message>
        <message>
            <source>Furniture stops the shot: a tile of it lets attacks through only at half its hit points or less.</source>
            <translation>Мебель останавливает выстрел: её клетка пропускает атаки, только когда прочность не больше половины.</translation>
        </message>
        <message>
            <source>All attempts at eating furniture automatically fail, and do not deal any damage.</source>
            <translation>Любые попытки съесть мебель автоматически проваливаются и не наносят урона.</translation>
        </message>
        <message>
            <source>{part} starts bleeding: the main pool loses {points} each round.</source>
            <translation>{part}: начинается кровотечение, основной запас теряет {points} за раунд.</translation>
        </message>
        <message>
            <source>Experience</source>
            <translation>Опыт</translation>
        </message>
        <message>
            <source>Encumbrance</source>
            <translation>Нагрузка</translation>
        </message>
        <message>
            <source>Haven</source>
            <translation>Убежище</translation>
        </message>
        <message>
            <source>Drive used</source>
            <translation>Мотив использован</translation>
        </message>
        <message>
            <source>{first}, {rest}</source>
            <translation>{first}, {rest}</translation>
        </message>
        <message>
            <source>{name}: lethal in D6 {unit}, rolled as it is imported</source>
            <translation>{name}: смерть через D6 ({unit}), бросок при импорте</translation>
        </message>
        <message>
            <source>{name}: recovery D6 {unit}, rolled as it is imported</source>
            <translation>{name}: выздоровление D6 ({unit}), бросок при импорте</translation>
        </message>
        <message>
            <source>lethal in {time} {unit}; needs {equipment}</source>
            <translation>до смерти {time} {unit}; нужно: {equipment}</translation>
        </message>
        <message>
            <source>recovery {time} {unit}</source>
            <translation>восстановление: {time} {unit}</translation>
        </message>
        <message>
            <source>{left} {left_unit} left</source>
            <translation>ещё {left} {left_unit}</translation>
        </message>
        <message>
            <source>healing</source>
            <translation>заживает</translation>
        </message>
        <message>
            <source>{skill}: {want} dice in Foundry, {dice} on the sheet (an attribute and a skill hold at most 5 each); the Foundry export writes it back as {level} while the sheet keeps {dice} {dice|die|dice}</source>
            <translation>{skill}: в Foundry {want} куб., на листе {dice} (атрибут и навык — не больше 5 каждый); экспорт в Foundry вернёт уровень {level}, пока на листе {dice} {dice|кубик|кубика|кубиков}</translation>
        </message>
        <message>
            <source>{name}: lethal in {value} {value|minute|minutes} (D6 rolled on import: {face})</source>
            <translation>{name}: смерть через {value} {value|минуту|минуты|минут} (D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>{name}: lethal in {value} {value|hour|hours} (D6 rolled on import: {face})</source>
            <translation>{name}: смерть через {value} {value|час|часа|часов} (D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>{name}: lethal in {value} {value|day|days} (D6 rolled on import: {face})</source>
            <translation>{name}: смерть через {value} {value|день|дня|дней} (D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>{name}: recovery in {value} {value|hour|hours} (D6 rolled on import: {face})</source>
            <translation>{name}: восстановление за {value} {value|час|часа|часов} (D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>{name}: recovery in {value} {value|day|days} (D6 rolled on import: {face})</source>
            <translation>{name}: восстановление за {value} {value|день|дня|дней} (D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>{name}: recovery in {value} {value|week|weeks} (D6 rolled on import: {face})</source>
            <translation>{name}: восстановление за {value} {value|неделю|недели|недель} (D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>base dice {base}, stress dice {stress} → {successes} {successes|success|successes}{walkers}</source>
            <translation>базовые кубики {base}, кубики стресса {stress} → {successes} {successes|успех|успеха|успехов}{walkers}</translation>
        </message>
        <message>
            <source>Used with both hands: Strength +1 for damage</source>
            <translation>Хват двумя руками: Сила +1 к урону</translation>
        </message>
        <message>
            <source>One or two hands (both: Strength +1)</source>
            <translation>Одной или двумя руками (двумя: Сила +1)</translation>
        </message>
        <message>
            <source>Only a weapon for one or two hands gains from both hands.</source>
            <translation>Хват двумя руками даёт бонус только оружию «одной или двумя руками».</translation>
        </message>
        <message>
            <source>Down for good: the dead take no stress and no critical injury.</source>
            <translation>Вне строя навсегда: мертвецы не получают ни стресса, ни критических травм.</translation>
        </message>
        <message>
            <source>critical injury «{name}»: {reason}; it is left out</source>
            <translation>критическая травма «{name}»: {reason}; она не импортируется</translation>
        </message>
        <message>
            <source>weapon «{name}»: {reason}; it is left out</source>
            <translation>оружие «{name}»: {reason}; оно не импортируется</translation>
        </message>
        <message>
            <source>gear «{name}»: {reason}; it is left out</source>
            <translation>снаряжение «{name}»: {reason}; оно не импортируется</translation>
        </message>
        <message>
            <source>armor «{name}»: {reason}; it is left out</source>
            <translation>броня «{name}»: {reason}; она не импортируется</translation>
        </message>
        <message>
            <source>critical injury «{name}»: its effect “{text}” is text; −{penalty} {penalty|die|dice} read from it, the text kept as its description</source>
            <translation>критическая травма «{name}»: её эффект «{text}» записан текстом; из него прочитано −{penalty} {penalty|кубик|кубика|кубиков}, текст сохранён как её описание</translation>
        </message>
        <message>
            <source>critical injury «{name}»: its effect “{text}” gives no number of dice; no dice are taken away, the text is kept as its description</source>
            <translation>критическая травма «{name}»: её эффект «{text}» не называет числа кубиков; кубики не отнимаются, текст сохранён как её описание</translation>
        </message>
        <message>
            <source>Poisoned|Poison|Poisoning</source>
            <translation>Отравлен|Отравлена|Отравлено|Отравлены|Отравленный|Отравленная|Отравленное|Отравленные|Отравление</translation>
        </message>
        <message>
            <source>Sick|Ill|Disease|Diseased</source>
            <translation>Болен|Больна|Больно|Больны|Больной|Больная|Больное|Больные|Болезнь</translation>
        </message>
        <message>
            <source>Issues</source>
            <translation>Проблемы</translation>
        </message>
        <message>
            <source>{check}: {total} against {target} (d10 {die} + WIL {wil} + CON {con}{modifier}), passed ({level}).</source>
            <translation>{check}: {total} против сложности {target} (d10 {die} + ВОЛ {wil} + ТЕЛ {con}{modifier}), успех ({level}).</translation>
        </message>
        <message>
            <source>Dead: the Survival check failed (major medical help within CON × 2 minutes can still bring the character back).</source>
            <translation>Смерть: проверка выживания провалена (серьёзная медицинская помощь в течение ТЕЛ × 2 минут ещё может вернуть персонажа к жизни).</translation>
        </message>
        <message>
            <source>{check}: {total} against {target} (d10 {die} + WIL {wil} + CON {con}{modifier}), failed.</source>
            <translation>{check}: {total} против сложности {target} (d10 {die} + ВОЛ {wil} + ТЕЛ {con}{modifier}), провал.</translation>
        </message>
        <message>
            <source>{own} − 2 for Endurance 5 or less</source>
            <translation>{own} − 2 за Выносливость 5 или меньше</translation>
        </message>
        <message>
            <source>{check}: d10 + WIL {wil} + CON {con}{modifier} against {target}</source>
            <translation>{check}: d10 + ВОЛ {wil} + ТЕЛ {con}{modifier} против сложности {target}</translation>
        </message>
        <message>
            <source>Flung against an obstacle: the attacker&apos;s Strength {strength} × {tiles} {tiles|tile|tiles} of knockback not travelled = {damage} damage.</source>
            <translation>Ударился(-ась) о препятствие: Сила нападающего {strength} × {tiles} {tiles|клетка|клетки|клеток} непройденного отбрасывания = {damage} урона.</translation>
        </message>
        <message>
            <source>{outcome}: {damage} damage, armor ignored</source>
            <translation>{outcome}: урон {damage}, броня не учитывается</translation>
        </message>
        <message>
            <source>{hits} of {shots} {shots|shot|shots} hit, {criticals} critical: {damage} damage, {ignored} of it ignoring armor</source>
            <translation>Попаданий: {hits} из {shots}, {criticals} {criticals|критическое|критических|критических}; {damage} урона, из них {ignored} без учёта брони</translation>
        </message>
        <message>
            <source>d{accuracy}: a shot at a chosen body part hits {aimed}; at no part in particular {unaimed} (it reaches 50% further, and always hits the torso).</source>
            <translation>d{accuracy}: выстрел в выбранную часть тела попадает с шансом {aimed}; не целясь ни во что конкретно — {unaimed} (бьёт на 50% дальше, но всегда в торс).</translation>
        </message>
        <message>
            <source>{condition} ends</source>
            <translation>«{condition}» заканчивается</translation>
        </message>
        <message>
            <source>rolled {roll} on d{sides}: an aimed shot reaches {reach} {reach|tile|tiles}, the target is {distance} {distance|tile|tiles} away</source>
            <translation>выпало {roll} на d{sides}: прицельный выстрел достаёт на {reach} {reach|клетку|клетки|клеток}, цель в {distance} {distance|клетке|клетках|клетках}</translation>
        </message>
        <message>
            <source>rolled {roll} on d{sides}: unaimed, it reaches {reach} {reach|tile|tiles} (the roll ×1.5, rounded down), the target is {distance} {distance|tile|tiles} away</source>
            <translation>выпало {roll} на d{sides}: без прицела выстрел достаёт на {reach} {reach|клетку|клетки|клеток} (бросок ×1,5 с округлением вниз), цель в {distance} {distance|клетке|клетках|клетках}</translation>
        </message>
        <message>
            <source>That check is not due: the character&apos;s state does not call for it now.</source>
            <translation>Эта проверка сейчас не нужна: состояние персонажа её не требует.</translation>
        </message>
        <message>
            <source>The check the character&apos;s state calls for, with its own numbers: rolled as the roster&apos;s button rolls it.</source>
            <translation>Проверка, которой требует состояние персонажа, со своими числами: бросается так же, как кнопкой в списке персонажей.</translation>
        </message>
        <message>
            <source>These rules strike nobody in passing.</source>
            <translation>В этих правилах на бегу никого не бьют.</translation>
        </message>
        <message>
            <source>No working arm holds the drawn katana.</source>
            <translation>Нет рабочей руки, чтобы держать вынутую катану.</translation>
        </message>
        <message>
            <source>The katana is concealed: drawing it takes up a round of combat (the dice dock&apos;s draw).</source>
            <translation>Катана спрятана: чтобы её достать, нужен раунд боя (действие в панели кубиков).</translation>
        </message>
        <message>
            <source>No drawn melee weapon: no katana is carried.</source>
            <translation>Нет готового оружия ближнего боя: катаны при себе нет.</translation>
        </message>
        <message>
            <source>The concealed katana is drawn: it strikes from now on.</source>
            <translation>Спрятанная катана вынута: теперь она бьёт.</translation>
        </message>
        <message>
            <source>Struck at</source>
            <translation>Куда бьёт</translation>
        </message>
        <message>
            <source>Strike in melee (always hits)</source>
            <translation>Удар в ближнем бою (всегда попадает)</translation>
        </message>
        <message>
            <source>Nothing is rolled: Strength × the weapon&apos;s modifier, split by the hand and doubled, offered to the part struck (a block may stop it).</source>
            <translation>Ничего не бросается: Сила × модификатор оружия, разделённая по руке и удвоенная, предлагается той части тела, по которой удар (блок может его остановить).</translation>
        </message>
        <message>
            <source>No melee weapon to strike with.</source>
            <translation>Нет оружия ближнего боя, чтобы ударить.</translation>
        </message>
        <message>
            <source>Draw the concealed katana first: it strikes from the next round.</source>
            <translation>Сначала достаньте спрятанную катану: она бьёт со следующего раунда.</translation>
        </message>
        <message>
            <source>Strikes the {part}: {damage} damage</source>
            <translation>Удар в часть тела «{part}»: урон {damage}</translation>
        </message>
        <message>
            <source>Hit (cannot hit: no Accuracy to roll)</source>
            <translation>Попадание (невозможно: нет меткости для броска)</translation>
        </message>
        <message>
            <source>Hit (cannot hit: out of range, an aimed d{sides} reaches {reach} {reach|tile|tiles}, the target is {distance} away)</source>
            <translation>Попадание (невозможно: вне дальности — прицельный d{sides} достаёт на {reach} {reach|клетку|клетки|клеток}, а цель в {distance})</translation>
        </message>
        <message>
            <source>Hit (cannot hit: out of range, d{sides} reaches {reach} {reach|tile|tiles}, the target is {distance} away)</source>
            <translation>Попадание (невозможно: вне дальности — d{sides} достаёт на {reach} {reach|клетку|клетки|клеток}, а цель в {distance})</translation>
        </message>
        <message>
            <source>Hit (cannot hit: no face of d{sides} hits that part)</source>
            <translation>Попадание (невозможно: ни одна грань d{sides} не попадает в эту часть)</translation>
        </message>
        <message>
            <source>Grenades</source>
            <translation>Гранаты</translation>
        </message>
        <message>
            <source>grenades</source>
            <translation>{count|граната|гранаты|гранат}</translation>
        </message>
        <message>
            <source>Apply {through} damage to {name} ({damage} − block {strength})</source>
            <translation>Нанести урон {through} — {name} ({damage} − блок {strength})</translation>
        </message>
        <message>
            <source>Blocked: nothing goes through; the attacker is knocked back</source>
            <translation>Блок: ничего не проходит, атакующего отбрасывает</translation>
        </message>
        <message>
            <source>(two-handed: not split)</source>
            <translation>(двуручное: не делится)</translation>
        </message>
        <message>
            <source>× {hand} {share}% × 2</source>
            <translation>× {hand} {share}% × 2</translation>
        </message>
        <message>
            <source>Strength {value}</source>
            <translation>Сила {value}</translation>
        </message>
        <message>
            <source>× {weapon} {value}</source>
            <translation>× {weapon} {value}</translation>
        </message>
        <message>
            <source>= {value} damage</source>
            <translation>= урон {value}</translation>
        </message>
        <message>
            <source>Accuracy {value}</source>
            <translation>Меткость {value}</translation>
        </message>
        <message>
            <source>÷ 2 (the shooter moved)</source>
            <translation>÷ 2 (стрелок двигался)</translation>
        </message>
        <message>
            <source>− {value} (further targets)</source>
            <translation>− {value} (ещё цели)</translation>
        </message>
        <message>
            <source>= d{value}</source>
            <translation>= d{value}</translation>
        </message>
        <message>
            <source>= {value}: only a point-blank shot hits</source>
            <translation>= {value}: попадает только выстрел в упор</translation>
        </message>
        <message>
            <source>Dead|Killed|Deceased</source>
            <translation>Мёртв|Мертв|Мертва|Мёртвая|Мертвая|Мёртвый|Мертвый|Мёртвые|Мертвые|Мертвы|Убит|Убита|Погиб|Погибла</translation>
        </message>
        <message>
            <source>{skill}: no level in the file (“{field}”): not given, 0 taken</source>
            <translation>{skill}: в файле нет уровня («{field}»): не задан, взят 0</translation>
        </message>
        <message>
            <source>{skill}: no level in the file (“{field}”): the kept sheet&apos;s {value} taken</source>
            <translation>{skill}: в файле нет уровня («{field}»): взято {value} из сохранённого листа</translation>
        </message>
        <message>
            <source>{name}: range “{range}” read as {band}</source>
            <translation>{name}: дальность «{range}» прочитана как {band}</translation>
        </message>
        <message>
            <source>Not enough stamina: this sprint costs {stamina}, {left} left; a round without a sprint or a fight gives back 2 (1 at 0).</source>
            <translation>Не хватает запаса сил: этот рывок стоит {stamina}, осталось {left}; раунд без рывка и без боя возвращает 2 (1 при 0).</translation>
        </message>
        <message>
            <source>Not enough stamina: this sprint costs {stamina} ({why}), {left} left; a round without a sprint or a fight gives back 2 (1 at 0).</source>
            <translation>Не хватает запаса сил: этот рывок стоит {stamina} ({why}), осталось {left}; раунд без рывка и без боя возвращает 2 (1 при 0).</translation>
        </message>
        <message>
            <source>Stamina {left}/{most}.</source>
            <translation>Запас сил {left}/{most}.</translation>
        </message>
        <message>
            <source>Stamina {left}/{most}: +1 at the end of a round without a fight.</source>
            <translation>Запас сил {left}/{most}: +1 в конце раунда без боя.</translation>
        </message>
        <message>
            <source>Strength {strength} × {weapon} {modifier} × hand {share}% × 2 = {damage}</source>
            <translation>Сила {strength} × «{weapon}» {modifier} × рука {share}% × 2 = {damage}</translation>
        </message>
        <message>
            <source>Out of melee reach: the two tokens are {distance} tiles apart on the map, and {weapon} strikes only an adjacent tile (not a diagonal one).</source>
            <translation>Вне досягаемости ближнего боя: фишки на карте в {distance} кл. друг от друга, а {weapon} бьёт только по соседней клетке (не по диагонали).</translation>
        </message>
        <message>
            <source>{name} hit the dirt to dodge the shot: no other action this turn.</source>
            <translation>{name} бросается на землю, уклоняясь от выстрела: других действий в этот ход нет.</translation>
        </message>
        <message>
            <source>Archetype</source>
            <translation>Архетип</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Мотив</translation>
        </message>
        <message>
            <source>PC anchor</source>
            <translation>Якорь-персонаж</translation>
        </message>
        <message>
            <source>NPC anchor</source>
            <translation>Якорь неигрового персонажа</translation>
        </message>
        <message>
            <source>Background</source>
            <translation>Предыстория</translation>
        </message>
        <message>
            <source>Fate</source>
            <translation>Судьба</translation>
        </message>
        <message>
            <source>Shot (Ranged Combat)</source>
            <translation>Выстрел (Дальний бой)</translation>
        </message>
        <message>
            <source>A shot at someone who does not shoot back: a straight roll; a hit deals the weapon&apos;s damage + one per success beyond the first.</source>
            <translation>Выстрел по тому, кто не стреляет в ответ: простой бросок; попадание наносит урон оружия + 1 за каждый успех сверх первого.</translation>
        </message>
        <message>
            <source>Its gear bonus adds base dice; its damage is dealt on a hit.</source>
            <translation>Бонус снаряжения добавляет базовые кубики; при попадании наносится урон оружия.</translation>
        </message>
        <message>
            <source>The shot misses</source>
            <translation>Выстрел мимо</translation>
        </message>
        <message>
            <source>The shot hits: {damage} damage</source>
            <translation>Выстрел попадает: урон {damage}</translation>
        </message>
        <message>
            <source>Drawn at once (no fight running)</source>
            <translation>Достана сразу (боя нет)</translation>
        </message>
        <message>
            <source>Draws a concealed katana: no fight is running, so it is drawn at once</source>
            <translation>Достаёт спрятанную катану: боя нет, так что она достана сразу</translation>
        </message>
        <message>
            <source>re-rolled {old} → {new}, new stress die {extra} → {successes} {successes|success|successes}{walkers}</source>
            <translation>переброшены {old} → {new}, новый кубик стресса {extra} → {successes} {successes|успех|успеха|успехов}{walkers}</translation>
        </message>
        <message>
            <source>re-rolled {old} → {new}, new stress die {extra}; in all {successes} {successes|success|successes}{walkers}</source>
            <translation>переброшены {old} → {new}, новый кубик стресса {extra}; всего {successes} {successes|успех|успеха|успехов}{walkers}</translation>
        </message>
        <message>
            <source>nothing re-rolled, new stress die {extra} → {successes} {successes|success|successes}{walkers}</source>
            <translation>перебрасывать нечего, новый кубик стресса {extra} → {successes} {successes|успех|успеха|успехов}{walkers}</translation>
        </message>
        <message>
            <source>nothing re-rolled, new stress die {extra}; in all {successes} {successes|success|successes}{walkers}</source>
            <translation>перебрасывать нечего, новый кубик стресса {extra}; всего {successes} {successes|успех|успеха|успехов}{walkers}</translation>
        </message>
        <message>
            <source>stress dice</source>
            <translation>кубики стресса</translation>
        </message>
        <message>
            <source>no dice against a highest die of {their_best}</source>
            <translation>ни одного кубика, у другой стороны наибольший результат {their_best}</translation>
        </message>
        <message>
            <source>highest die {best} against no dice</source>
            <translation>наибольший результат {best}, у другой стороны ни одного кубика</translation>
        </message>
        <message>
            <source>highest die {best} against {their_best}</source>
            <translation>наибольший результат {best} против {their_best}; в схватке побеждает больший результат, даже выше Ловкости: это не проверка под Ловкость</translation>
        </message>
        <message>
            <source>highest die {best} against {their_best}, a tie: Agility {agility} against {their_agility}</source>
            <translation>ничья по кубам, {best} против {their_best}; побеждает бо́льшая Ловкость: {agility} против {their_agility}</translation>
        </message>
        <message>
            <source>Rolled again {count} {count|time|times}: highest dice tied and Agility tied</source>
            <translation>Переброшено {count} {count|раз|раза|раз}: наибольшие результаты равны и Ловкость равна</translation>
        </message>
        <message>
            <source>{part} {points}</source>
            <translation>{part} {points}</translation>
        </message>
        <message>
            <source>wounds and fatigue</source>
            <translation>раны и усталость</translation>
        </message>
        <message>
            <source>base</source>
            <translation>базовый</translation>
        </message>
        <message>
            <source>trained</source>
            <translation>обученный</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>эксперт</translation>
        </message>
        <message>
            <source>master</source>
            <translation>мастер</translation>
        </message>
        <message>
            <source>Take a weapon found</source>
            <translation>Взять найденное оружие</translation>
        </message>
        <message>
            <source>A weapon from a weapons&apos; cabinet goes on the sheet&apos;s weapons found. Nothing is rolled.</source>
            <translation>Оружие из оружейного шкафа попадает в найденное оружие на листе. Ничего не бросается.</translation>
        </message>
        <message>
            <source>{weapon}, concealed ({count} {count|weapon|weapons} found)</source>
            <translation>спрятанное оружие: {weapon} (найдено оружия: {count} {count|единица|единицы|единиц})</translation>
        </message>
        <message>
            <source>{weapon} ({count} {count|weapon|weapons} found)</source>
            <translation>{weapon} (найдено оружия: {count} {count|единица|единицы|единиц})</translation>
        </message>
        <message>
            <source>(gear bonus +{bonus}, damage {damage})</source>
            <translation>(бонус снаряжения +{bonus}, урон {damage})</translation>
        </message>
        <message>
            <source>Shot at Short range (Close Combat + Agility, as the text says)</source>
            <translation>Выстрел на ближней дистанции (Ближний бой + Ловкость, как сказано в тексте)</translation>
        </message>
        <message>
            <source>Short range: Close Combat + Agility, as the text says</source>
            <translation>Ближняя дистанция: Ближний бой + Ловкость, как сказано в тексте</translation>
        </message>
        <message>
            <source>Long range: Ranged Combat</source>
            <translation>Дальняя дистанция: Дальний бой</translation>
        </message>
        <message>
            <source>Extreme range: Ranged Combat</source>
            <translation>Предельная дистанция: Дальний бой</translation>
        </message>
        <message>
            <source>Strength ×2</source>
            <translation>Сила ×2</translation>
        </message>
        <message>
            <source>Dexterity ×2</source>
            <translation>Ловкость ×2</translation>
        </message>
        <message>
            <source>Constitution ×2</source>
            <translation>Телосложение ×2</translation>
        </message>
        <message>
            <source>Intelligence ×2</source>
            <translation>Интеллект ×2</translation>
        </message>
        <message>
            <source>Perception ×2</source>
            <translation>Восприятие ×2</translation>
        </message>
        <message>
            <source>Willpower ×2</source>
            <translation>Сила воли ×2</translation>
        </message>
        <message>
            <source>Miss: total {total}, needs {needed}</source>
            <translation>Промах: итог {total}, нужно {needed}</translation>
        </message>
        <message>
            <source>d10 {first} (rule of ten: again {again}, what is over 5 is added, a 10 adds 5 and rolls on): {value}</source>
            <translation>d10 {first} (правило десятки: ещё раз {again}, прибавляется то, что больше 5, а 10 даёт +5 и бросок дальше): {value}</translation>
        </message>
        <message>
            <source>d10 {first} (rule of one: again {again}, 5 to 10 leave the 1, 4 3 2 1 make it −1 −2 −3 −5, a 1 rolls on): {value}</source>
            <translation>d10 {first} (правило единицы: ещё раз {again}, 5–10 оставляют 1, а 4 3 2 1 дают −1 −2 −3 −5, на 1 бросок дальше): {value}</translation>
        </message>
        <message>
            <source>d10 {first} (a natural 10 adds another d10: {again}): {value}</source>
            <translation>d10 {first} (естественная 10 прибавляет ещё один d10: {again}): {value}</translation>
        </message>
        <message>
            <source>d10 {first} (a natural 1 takes off another d10: {again}): {value}</source>
            <translation>d10 {first} (естественная 1 отнимает ещё один d10: {again}): {value}</translation>
        </message>
        <message>
            <source>{sum}, {damage} after armor ×{mult} = {final}</source>
            <translation>{sum}, {damage} после брони ×{mult} = {final}</translation>
        </message>
        <message>
            <source>{sum}, {where}: {damage} after armor ×{mult} = {final}</source>
            <translation>{sum}, {where}: {damage} после брони ×{mult} = {final}</translation>
        </message>
        <message>
            <source>bludgeoning damage</source>
            <translation>дробящий урон</translation>
        </message>
        <message>
            <source>slashing/stabbing damage</source>
            <translation>режущий/колющий урон</translation>
        </message>
        <message>
            <source>bullet damage</source>
            <translation>урон от пули</translation>
        </message>
        <message>
            <source>armor-piercing bullet damage</source>
            <translation>урон от бронебойной пули</translation>
        </message>
        <message>
            <source>weapon {weapon}: {roll}</source>
            <translation>оружие {weapon}: {roll}</translation>
        </message>
        <message>
            <source>Bare hands or a bite</source>
            <translation>Голыми руками или укусом</translation>
        </message>
        <message>
            <source>head</source>
            <translation>голова</translation>
        </message>
        <message>
            <source>torso</source>
            <translation>торс</translation>
        </message>
        <message>
            <source>left arm</source>
            <translation>левая рука</translation>
        </message>
        <message>
            <source>right arm</source>
            <translation>правая рука</translation>
        </message>
        <message>
            <source>left leg</source>
            <translation>левая нога</translation>
        </message>
        <message>
            <source>right leg</source>
            <translation>правая нога</translation>
        </message>
        <message>
            <source>d{sides} is rolled when you press OK.</source>
            <translation>d{sides} бросается, когда вы нажмёте OK.</translation>
        </message>
        <message>
            <source>1 in {sides}: it goes wrong, {part} takes 1 to {sides} (1 in {square} each).</source>
            <translation>1 из {sides}: не удаётся, {part} получает от 1 до {sides} (каждое 1 из {square}).</translation>
        </message>
        <message>
            <source>{count} in {sides}: restores {points} and stops the bleeding.</source>
            <translation>{count} из {sides}: восстанавливает {points} и останавливает кровотечение.</translation>
        </message>
        <message>
            <source>{count} in {sides}: restores nothing, stops the bleeding.</source>
            <translation>{count} из {sides}: ничего не восстанавливает, останавливает кровотечение.</translation>
        </message>
        <message>
            <source>First aid on {name}&apos;s {part} goes wrong</source>
            <translation>Первая помощь ({name}, {part}) не удалась</translation>
        </message>
        <message>
            <source>First aid keeps the arms and legs working; the torso and the head are not limbs it treats (pain pills restore the main pool).</source>
            <translation>Первая помощь сохраняет руки и ноги в строю; торс и голову она не лечит (обезболивающее восстанавливает основной запас).</translation>
        </message>
        <message>
            <source>highest die {best} against {their_best}; the higher die wins a melee exchange, even above Agility: melee is no roll under it</source>
            <translation>наибольший результат {best} против {their_best}; в схватке побеждает больший результат, даже выше Ловкости: это не проверка под Ловкость</translation>
        </message>
        <message>
            <source>a tie on the dice, {best} against {their_best}; the higher Agility wins: {agility} against {their_agility}</source>
            <translation>ничья по кубам, {best} против {their_best}; побеждает бо́льшая Ловкость: {agility} против {their_agility}</translation>
        </message>
        <message>
            <source>It restores {points}.</source>
            <translation>Восстановлено {points}.</translation>
        </message>
        <message>
            <source>{count} in {sides}: restores {points}.</source>
            <translation>{count} из {sides}: восстанавливает {points}.</translation>
        </message>
        <message>
            <source>{count} in {sides}: restores nothing.</source>
            <translation>{count} из {sides}: ничего не восстанавливает.</translation>
        </message>
        <message>
            <source>The torso bleeds {points} a round: first aid in these rules treats limbs only. Pain pills give the main pool {gain}, above half: that stops its bleeding.</source>
            <translation>Торс теряет {points} ОЗ за раунд от кровотечения: первая помощь по этим правилам лечит только руки и ноги. Обезболивающее даст основному запасу {gain}, выше половины: это остановит кровотечение.</translation>
        </message>
        <message>
            <source>The head bleeds {points} a round: first aid treats limbs only, not the head, and pain pills restore only the main pool.</source>
            <translation>Голова теряет {points} ОЗ за раунд от кровотечения: первая помощь лечит только руки и ноги, не голову, а обезболивающее восстанавливает только основной запас.</translation>
        </message>
        <message>
            <source>Put a drawn katana away</source>
            <translation>Убрать обнажённую катану</translation>
        </message>
        <message>
            <source>Concealed again at once (the rules give concealing no cost; only a draw takes up a round of combat). Nothing is rolled.</source>
            <translation>Сразу снова спрятана (прятать по правилам ничего не стоит; раунд боя занимает только доставание). Ничего не бросается.</translation>
        </message>
        <message>
            <source>No katana is drawn: the one being drawn is out at the round&apos;s end (Undo takes the draw back).</source>
            <translation>Обнажённых катан нет: та, что достаётся, будет в руке в конце раунда (отмена вернёт доставание).</translation>
        </message>
        <message>
            <source>No katana is drawn: every katana is concealed already.</source>
            <translation>Обнажённых катан нет: все катаны уже спрятаны.</translation>
        </message>
        <message>
            <source>Concealed at once</source>
            <translation>Спрятана сразу</translation>
        </message>
        <message>
            <source>Puts a katana away, concealed; {count} {count|katana|katanas} still drawn</source>
            <translation>Убирает катану, она спрятана; обнажённых катан осталось: {count}</translation>
        </message>
        <message>
            <source>Puts the katana away, concealed: drawing it again takes up a round of combat</source>
            <translation>Убирает катану, она спрятана: чтобы достать её снова, нужен раунд боя</translation>
        </message>
        <message>
            <source>{die}{bonus} ×{mult}{parts}{fixed} = {total}</source>
            <translation>{die}{bonus} ×{mult}{parts}{fixed} = {total}</translation>
        </message>
        <message>
            <source>, {level} success {bonus} = {sum}</source>
            <translation>, успех «{level}» {bonus} = {sum}</translation>
        </message>
        <message>
            <source> ({parts})</source>
            <translation> ({parts})</translation>
        </message>
        <message>
            <source>, fixed {fixed}</source>
            <translation>, фиксированный урон {fixed}</translation>
        </message>
        <message>
            <source>both hands</source>
            <translation>двумя руками</translation>
        </message>
        <message>
            <source>{attacker}'s {part} {points}</source>
            <translation>{part} {points} — {attacker}</translation>
        </message>
        <message>
            <source>weapon</source>
            <translation>оружие</translation>
        </message>
        <message>
            <source>{damage} damage to {pool}: {before} → {after}.</source>
            <translation>{pool}: урон {damage}, {before} → {after}.</translation>
        </message>
        <message>
            <source>{damage} damage to {pool}: {before} → {after}; {limb} disabled.</source>
            <translation>{pool}: урон {damage}, {before} → {after}; выведена из строя конечность: {limb}.</translation>
        </message>
        <message>
            <source>Total {total} against {needed}: hit, {level}</source>
            <translation>Итог {total} против {needed}: попадание, {level}</translation>
        </message>
        <message>
            <source>Total {total} against {needed}: hit, {level}; defence {defence}</source>
            <translation>Итог {total} против {needed}: попадание, {level}; защита {defence}</translation>
        </message>
        <message>
            <source>Roll the damage on {name}: to Life Points</source>
            <translation>Бросить урон: цель — {name}, в Очки жизни</translation>
        </message>
        <message>
            <source>Roll the damage on {name}: to Endurance instead</source>
            <translation>Бросить урон: цель — {name}, вместо этого в Выносливость</translation>
        </message>
        <message>
            <source>Total {total} against {needed}: miss</source>
            <translation>Итог {total} против {needed}: промах</translation>
        </message>
        <message>
            <source>Shot at the chosen location (its penalty)</source>
            <translation>Выстрел в выбранное место (со штрафом места)</translation>
        </message>
        <message>
            <source>Blow at the chosen location (its penalty)</source>
            <translation>Удар в выбранное место (со штрафом места)</translation>
        </message>
        <message>
            <source>Total darkness: a plain d10 with no modifier; the aim&apos;s +{n} does not count and is spent.</source>
            <translation>Полная темнота: простой d10 без модификаторов; бонус прицеливания +{n} не учитывается и потрачен.</translation>
        </message>
        <message>
            <source>“{field}” should be true or false, not “{value}”</source>
            <translation>«{field}» должно быть true или false, а не «{value}»</translation>
        </message>
        <message>
            <source>{value} (level in Foundry: {level}, {want} {want|die|dice}; on the sheet {attribute} {base} + {value})</source>
            <translation>{value} (уровень в Foundry: {level}, {want} {want|кубик|кубика|кубиков}; на листе {attribute} {base} + {value})</translation>
        </message>
        <message>
            <source>{value} (worked out from its skills&apos; levels in Foundry: {levels})</source>
            <translation>{value} (выведено из уровней навыков в Foundry: {levels})</translation>
        </message>
        <message>
            <source>{skill} {level}</source>
            <translation>{skill}: {level}</translation>
        </message>
        <message>
            <source>Out of melee reach: the two tokens stand diagonally on the map, and {weapon} strikes only an adjacent tile (not a diagonal one).</source>
            <translation>Вне досягаемости ближнего боя: фишки на карте стоят по диагонали, а {weapon} бьёт только по соседней клетке (не по диагонали).</translation>
        </message>
        <message>
            <source>{result} — {name} fights off the single attack</source>
            <translation>{result} — {name}: одиночная атака отбита</translation>
        </message>
        <message>
            <source>{result} — the single attack on {name} gets through</source>
            <translation>{result} — {name}: одиночная атака прошла</translation>
        </message>
        <message>
            <source>The single attack&apos;s harm is dealt: its roll is spent and cannot be pushed.</source>
            <translation>Урон от одиночной атаки уже нанесён: бросок исчерпан, форсировать его нельзя.</translation>
        </message>
        <message>
            <source>Broken: one out of the fight cannot push a roll.</source>
            <translation>Вне строя: выбывший из боя не может форсировать бросок.</translation>
        </message>
        <message>
            <source>Broken: one out of the fight cannot fire a weapon. Nothing spent.</source>
            <translation>Вне строя: выбывший из боя не может стрелять. Ничего не потрачено.</translation>
        </message>
        <message>
            <source>(once drawn: the katana is concealed, and drawing it takes up a round of combat)</source>
            <translation>(после того как её достанут: катана спрятана, и чтобы достать её, нужен раунд боя)</translation>
        </message>
        <message>
            <source>{damage} damage to {pool}: {before} − {damage} = {left}, stops at {after}, the Endurance total below zero.</source>
            <translation>{pool}: урон {damage}, {before} − {damage} = {left}, дальше {after} не опускается — минус весь запас выносливости.</translation>
        </message>
        <message>
            <source>The round&apos;s end: the aimed shot is due now, +{n}.</source>
            <translation>Конец раунда: пора сделать прицельный выстрел, +{n}.</translation>
        </message>
        <message>
            <source>The aim lapses: its shot was not fired at the round&apos;s end (+{n} lost).</source>
            <translation>Прицеливание пропало: выстрел в конце раунда так и не сделан (+{n} потеряно).</translation>
        </message>
        <message>
            <source>Aimed shot due now (the round has ended)</source>
            <translation>Прицельный выстрел — сейчас (раунд окончен)</translation>
        </message>
        <message>
            <source>{name}: kept as it stands, {time} since it was taken, tended</source>
            <translation>{name}: остаётся как есть: {time} с получения, уже лечили</translation>
        </message>
        <message>
            <source>{name}: kept as it stands, {time} since it was taken, not tended</source>
            <translation>{name}: остаётся как есть: {time} с получения, ещё не лечили</translation>
        </message>
        <message>
            <source>{count} {count|day|days}</source>
            <translation>{count} {count|день|дня|дней}</translation>
        </message>
        <message>
            <source>{count} {count|hour|hours}</source>
            <translation>{count} {count|час|часа|часов}</translation>
        </message>
        <message>
            <source>{count} {count|minute|minutes}</source>
            <translation>{count} {count|минута|минуты|минут}</translation>
        </message>
        <message>
            <source>Now sick: −1 die on every roll and no Health back until the disease is fought off.</source>
            <translation>Болезнь: −1 кубик к каждому броску, Здоровье не возвращается, пока болезнь не побеждена.</translation>
        </message>
        <message>
            <source>Now poisoned: −1 die on every roll until the poison is fought off.</source>
            <translation>Отравление: −1 кубик к каждому броску, пока яд не побеждён.</translation>
        </message>
        <message>
            <source>Now {health}.</source>
            <translation>состояние: {health}.</translation>
        </message>
        <message>
            <source>{fields}: Deadwatch does not track {count|it|them}; the Foundry export writes {count|it|them} back as read</source>
            <translation>{fields}: Deadwatch этого не учитывает; экспорт в Foundry возвращает {count|его|их|их} как прочитано</translation>
        </message>
        <message>
            <source>{name}: −{penalty} {penalty|die|dice}; lethal in {value} {value|hour|hours}, the file giving no unit (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} куб.; смерть через {value} {value|час|часа|часов} — в файле единица не указана (D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>{name}: lethal in {value} {value|hour|hours}, the file giving no unit (D6 rolled on import: {face})</source>
            <translation>{name}: смерть через {value} {value|час|часа|часов} — в файле единица не указана (D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>{name}: −{penalty} {penalty|die|dice}; recovery in {value} {value|day|days}, the file giving no unit (D6 rolled on import: {face})</source>
            <translation>{name}: −{penalty} куб.; восстановление за {value} {value|день|дня|дней} — в файле единица не указана (D6 брошен при импорте: {face})</translation>
        </message>
        <message>
            <source>{name}: recovery in {value} {value|day|days}, the file giving no unit (D6 rolled on import: {face})</source>
            <translation>{name}: восстановление за {value} {value|день|дня|дней} — в файле единица не указана (D6 брошен при импорте: {face})</translation>
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
            <translation>−{penalty} {penalty|кубик|кубика|кубиков}</translation>
        </message>
        <message>
            <source>lethal in {limit} {limit_unit}, needs {gear}</source>
            <translation>смерть через {limit} {limit_unit}, нужно {gear}</translation>
        </message>
        <message>
            <source>recovery in {time} {unit}</source>
            <translation>восстановление за {time} {unit}</translation>
        </message>
        <message>
            <source>recovery rolled from its entry on the table</source>
            <translation>срок восстановления бросается по строке таблицы</translation>
        </message>
        <message>
            <source>{name}: lethal in {value} {value|minute|minutes} as the roster has it, not rolled again</source>
            <translation>{name}: смерть через {value} {value|минуту|минуты|минут}, как в списке персонажей, без нового броска</translation>
        </message>
        <message>
            <source>{name}: lethal in {value} {value|hour|hours} as the roster has it, not rolled again</source>
            <translation>{name}: смерть через {value} {value|час|часа|часов}, как в списке персонажей, без нового броска</translation>
        </message>
        <message>
            <source>{name}: lethal in {value} {value|day|days} as the roster has it, not rolled again</source>
            <translation>{name}: смерть через {value} {value|день|дня|дней}, как в списке персонажей, без нового броска</translation>
        </message>
        <message>
            <source>{name}: recovery in {value} {value|hour|hours} as the roster has it, not rolled again</source>
            <translation>{name}: восстановление за {value} {value|час|часа|часов}, как в списке персонажей, без нового броска</translation>
        </message>
        <message>
            <source>{name}: recovery in {value} {value|day|days} as the roster has it, not rolled again</source>
            <translation>{name}: восстановление за {value} {value|день|дня|дней}, как в списке персонажей, без нового броска</translation>
        </message>
        <message>
            <source>{name}: recovery in {value} {value|week|weeks} as the roster has it, not rolled again</source>
            <translation>{name}: восстановление за {value} {value|неделю|недели|недель}, как в списке персонажей, без нового броска</translation>
        </message>
        <message>
            <source>Time limit: {value} {value|minute|minutes}.</source>
            <translation>Срок: {value} {value|минута|минуты|минут}.</translation>
        </message>
        <message>
            <source>Time limit: {value} {value|hour|hours}.</source>
            <translation>Срок: {value} {value|час|часа|часов}.</translation>
        </message>
        <message>
            <source>Time limit: {value} {value|day|days}.</source>
            <translation>Срок: {value} {value|день|дня|дней}.</translation>
        </message>
        <message>
            <source>Recovery: {value} {value|hour|hours}.</source>
            <translation>Восстановление: {value} {value|час|часа|часов}.</translation>
        </message>
        <message>
            <source>Recovery: {value} {value|day|days}.</source>
            <translation>Восстановление: {value} {value|день|дня|дней}.</translation>
        </message>
        <message>
            <source>Recovery: {value} {value|week|weeks}.</source>
            <translation>Восстановление: {value} {value|неделя|недели|недель}.</translation>
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
            <translation>{name} достаёт спрятанную катану</translation>
        </message>
        <message>
            <source>{name} puts a katana away</source>
            <translation>{name} убирает катану</translation>
        </message>
        <message>
            <source>the pistol</source>
            <translation>пистолет</translation>
        </message>
        <message>
            <source>the rifle</source>
            <translation>винтовка</translation>
        </message>
        <message>
            <source>the SMG</source>
            <translation>пистолет-пулемёт</translation>
        </message>
        <message>
            <source>the grenade</source>
            <translation>граната</translation>
        </message>
        <message>
            <source>the katana</source>
            <translation>катана</translation>
        </message>
        <message>
            <source>a bare hand or a bite</source>
            <translation>удар рукой или укус</translation>
        </message>
        <message>
            <source>Adds {weapon} to the sheet: {count} {count|weapon|weapons} found in all.</source>
            <translation>В лист добавляется {weapon}; всего найденного оружия: {count} {count|единица|единицы|единиц}.</translation>
        </message>
        <message>
            <source>Adds {weapon} to the sheet, concealed: {count} {count|weapon|weapons} found in all.</source>
            <translation>В лист добавляется спрятанное оружие: {weapon}; всего найденного оружия: {count} {count|единица|единицы|единиц}.</translation>
        </message>
        <message>
            <source>That makes {bandages} {bandages|bandage|bandages} and {pills} pain {pills|pill|pills} in all.</source>
            <translation>Всего станет {bandages} {bandages|бинт|бинта|бинтов} и {pills} {pills|таблетка|таблетки|таблеток} обезболивающего.</translation>
        </message>
        <message>
            <source>Speed {before} → {after}; {test} to tests that need movement and to initiative; 1d4 Endurance every {minutes} min</source>
            <translation>Скорость {before} → {after}; {test} к проверкам, требующим движения, и к инициативе; 1d4 Выносливости каждые {minutes} мин</translation>
        </message>
        <message>
            <source>d4 {faces} (−{res} each) = {amount}</source>
            <translation>d4 {faces} (−{res} с каждого) = {amount}</translation>
        </message>
        <message>
            <source>(not rolled at point blank: the shot hits, a d100 picks the body part)</source>
            <translation>(в упор не бросается: выстрел попадает, d100 выбирает часть тела)</translation>
        </message>
        <message>
            <source>(the die rolled against the distance to the target)</source>
            <translation>(кубик, бросаемый против расстояния до цели)</translation>
        </message>
        <message>
            <source>{part} {before} → {after}</source>
            <translation>{part} {before} → {after}</translation>
        </message>
        <message>
            <source>{part} bleeds {points}</source>
            <translation>{part}: кровотечение {points}</translation>
        </message>
        <message>
            <source>Bleeding: main pool {before} → {after} ({change}).</source>
            <translation>Кровотечение: основной запас {before} → {after} ({change}).</translation>
        </message>
        <message>
            <source>Bleeding: {parts}; main pool {before} → {after} ({change}).</source>
            <translation>Кровотечение: {parts}; основной запас {before} → {after} ({change}).</translation>
        </message>
        <message>
            <source>A window: the rule text gives no way through a window (its map key only names it), so a move stops there as at a wall; the GM may paint the tile as floor (a broken window) to let it through.</source>
            <translation>Окно: в правилах нет способа пройти через окно (в легенде карты оно лишь названо), поэтому ход останавливается у него, как у стены; ведущий может закрасить клетку полом (разбитое окно), чтобы через неё можно было пройти.</translation>
        </message>
        <message>
            <source>Out of reach: {total} tiles this turn, each diagonal step counting 1.5 tiles ({diagonals} on this path); a walk reaches {walk}, a sprint {speed}.</source>
            <translation>Слишком далеко: {total} кл. за ход, каждый шаг по диагонали — 1,5 кл. (на этом пути их {diagonals}); шагом — {walk}, бегом — {speed}.</translation>
        </message>
        <message>
            <source>Drawing the katana takes up this round: no blow until the next round (drawing a concealed katana takes up a round of combat).</source>
            <translation>Достать катану — это весь этот раунд: удар только со следующего раунда (достать спрятанную катану — это целый раунд боя).</translation>
        </message>
        <message>
            <source>The katana was drawn this round: it strikes from the next round (drawing a concealed katana takes up a round of combat).</source>
            <translation>Катану достали в этом раунде: она бьёт со следующего раунда (достать спрятанную катану — это целый раунд боя).</translation>
        </message>
        <message>
            <source>Katana drawn</source>
            <translation>Катана наготове</translation>
        </message>
        <message>
            <source>Katana being drawn</source>
            <translation>Катану достают</translation>
        </message>
        <message>
            <source>Katana concealed</source>
            <translation>Катана спрятана</translation>
        </message>
        <message>
            <source>Katanas drawn: {count}</source>
            <translation>Катаны наготове: {count}</translation>
        </message>
        <message>
            <source>Katanas being drawn: {count}</source>
            <translation>Катаны достают: {count}</translation>
        </message>
        <message>
            <source>Katanas concealed: {count}</source>
            <translation>Катаны спрятаны: {count}</translation>
        </message>
        <message>
            <source>ready to strike</source>
            <translation>может бить</translation>
        </message>
        <message>
            <source>drawn this round: strikes from the next round</source>
            <translation>достают в этом раунде: бьёт со следующего раунда</translation>
        </message>
        <message>
            <source>drawing it takes up a round of combat</source>
            <translation>чтобы достать её, нужен раунд боя</translation>
        </message>
        <message>
            <source>Score {score} ({kills} {kills|kill|kills})</source>
            <translation>Счёт {score} (убито зомби: {kills})</translation>
        </message>
        <message>
            <source>a point for each zombie killed, and at each player&apos;s death the number of players dead so far</source>
            <translation>очко за каждого убитого зомби, а при гибели игрока — столько очков, сколько игроков погибло к этому времени</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Автоматическое</translation>
        </message>
        <message>
            <source>Fires bursts and rock and roll (an assault rifle, a submachine gun); a pistol or a shotgun fires single shots.</source>
            <translation>Стреляет очередями и сплошным огнём (автомат, пистолет-пулемёт); пистолет или ружьё стреляет одиночными.</translation>
        </message>
        <message>
            <source>Only an automatic weapon fires bursts or rock and roll: tick Automatic in its row of the sheet&apos;s weapons.</source>
            <translation>Очередями и сплошным огнём стреляет только автоматическое оружие: отметьте «Автоматическое» в его строке оружия на листе.</translation>
        </message>
        <message>
            <source>A dead character with Health left died of a lethal injury: none is on this one.</source>
            <translation>Мёртвый персонаж с оставшимся Здоровьем умер от смертельной травмы, но у этого персонажа её нет.</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>Описание</translation>
        </message>
        <message>
            <source>specialization</source>
            <translation>специализация</translation>
        </message>
        <message>
            <source>No such specialization on the sheet.</source>
            <translation>Такой специализации нет в листе персонажа.</translation>
        </message>
        <message>
            <source>Running (Dash)</source>
            <translation>Бег (спринт)</translation>
        </message>
        <message>
            <source>Running (Dash): a dead run</source>
            <translation>Бег (спринт): бег во весь опор</translation>
        </message>
        <message>
            <source>A dead run needs the Running (Dash) skill.</source>
            <translation>Для бега во весь опор нужен навык Бег (спринт).</translation>
        </message>
        <message>
            <source>Constitution + Running (Dash): each success level adds +1 to Speed on this run.</source>
            <translation>Телосложение + Бег (спринт): каждый уровень успеха даёт +1 к Скорости в этом забеге.</translation>
        </message>
        <message>
            <source>Speed {speed} or more</source>
            <translation>Скорость {speed} или больше</translation>
        </message>
        <message>
            <source>Speed {speed} on this run: Speed {base} + {n} {n|success level|success levels} ({level}, total {total})</source>
            <translation>Скорость {speed} в этом забеге: Скорость {base} + {n} {n|уровень|уровня|уровней} успеха ({level}, итог {total})</translation>
        </message>
        <message>
            <source>No faster: Speed {base} on this run (total {total})</source>
            <translation>Без прибавки: Скорость {base} в этом забеге (итог {total})</translation>
        </message>
        <message>
            <source>Explodes now, the round thrown</source>
            <translation>Взрывается сейчас, в раунде броска</translation>
        </message>
        <message>
            <source>Explodes at the end of the next round</source>
            <translation>Взрывается в конце следующего раунда</translation>
        </message>
        <message>
            <source>Push {name}&apos;s roll</source>
            <translation>Форсировать бросок: {name}</translation>
        </message>
        <message>
            <source>Push {name}&apos;s roll: {odds}</source>
            <translation>Форсировать бросок ({name}): {odds}</translation>
        </message>
        <message>
            <source>A player character may push any roll they make, the defender&apos;s side of a duel too: one stress, one more stress die, and every die that is neither a 6 nor a walker rolled again.</source>
            <translation>Персонаж игрока может форсировать любой свой бросок, в том числе бросок защищающегося в дуэли: 1 стресс, ещё один кубик стресса и переброс всех кубиков, кроме шестёрок и ходячих.</translation>
        </message>
        <message>
            <source>{count} pushed {count|die|dice}: {base} base, {stress} stress</source>
            <translation>{count} {count|кубик|кубика|кубиков} форсирования: базовых {base}, стресса {stress}</translation>
        </message>
        <message>
            <source>{count} {count|die|dice}: {base} base, {stress} stress</source>
            <translation>{count} {count|кубик|кубика|кубиков}: базовых {base}, стресса {stress}</translation>
        </message>
        <message>
            <source>Broken: every roll fails</source>
            <translation>Вне строя: любой бросок проваливается</translation>
        </message>
        <message>
            <source>Critical injury (D66)</source>
            <translation>Критическая травма (D66)</translation>
        </message>
        <message>
            <source>first aid is for the Broken (Health 0), and nobody here is Broken</source>
            <translation>первая помощь — только для тех, кто вне строя (Здоровье 0), а вне строя здесь никого нет</translation>
        </message>
        <message>
            <source>D66 {d66}: {rest}</source>
            <translation>D66 {d66}: {rest}</translation>
        </message>
        <message>
            <source>Critical injury: D66 {d66} ({tens} tens, {units} units): read injury {d66} and its effect on the critical-injury table.</source>
            <translation>Критическая травма: D66 {d66} (десятки {tens}, единицы {units}): травму {d66} и её эффект прочтите в таблице критических травм.</translation>
        </message>
        <message>
            <source>{part} starts bleeding: it loses 1 each round, and the main pool {points}.</source>
            <translation>{part}: начинается кровотечение, сама часть теряет 1 за раунд, основной запас — {points}.</translation>
        </message>
        <message>
            <source>No firearm: this character carries no gun to shoot with; strike in melee instead.</source>
            <translation>Нет огнестрельного оружия: этому персонажу не из чего стрелять; бейте в ближнем бою.</translation>
        </message>
        <message>
            <source>No firearm picked: a shot needs one; pick it under Weapon.</source>
            <translation>Огнестрельное оружие не выбрано: для выстрела оно нужно; выберите его в поле «Оружие».</translation>
        </message>
        <message>
            <source>No firearm: this character carries no weapon to shoot with; a melee exchange needs none.</source>
            <translation>Нет огнестрельного оружия: этому персонажу не из чего стрелять; для рукопашной схватки оружие не нужно.</translation>
        </message>
        <message>
            <source>No firearm: no shot to take.</source>
            <translation>Нет огнестрельного оружия: выстрелить нечем.</translation>
        </message>
        <message>
            <source>Out of melee reach.</source>
            <translation>Вне досягаемости ближнего боя.</translation>
        </message>
        <message>
            <source>STR</source>
            <translation>СИЛ</translation>
        </message>
        <message>
            <source>DEX</source>
            <translation>ЛОВ</translation>
        </message>
        <message>
            <source>CON</source>
            <translation>ТЕЛ</translation>
        </message>
        <message>
            <source>INT</source>
            <translation>ИНТ</translation>
        </message>
        <message>
            <source>PER</source>
            <translation>ВОС</translation>
        </message>
        <message>
            <source>WIL</source>
            <translation>ВОЛ</translation>
        </message>
        <message>
            <source>{before}{attribute}{after}</source>
            <translation>{before}{attribute}{after}</translation>
        </message>
        <message>
            <source>penalty {penalty} to every action</source>
            <translation>штраф {penalty} ко всем действиям</translation>
        </message>
        <message>
            <source>{name} is one of the dead: no dodge, block or parry (neither text gives the dead a defence).</source>
            <translation>{name} — мертвец: не уклоняется, не блокирует и не парирует (ни один из текстов не даёт мертвецам защиты).</translation>
        </message>
        <message>
            <source>{name} may dodge, block or parry the blow.</source>
            <translation>{name} может уклониться от удара, блокировать или парировать его.</translation>
        </message>
        <message>
            <source>{name} may dodge the shot, which spends all their actions this turn; not against a surprise shot or without cover (then pick No defence).</source>
            <translation>{name} может уклониться от выстрела, потратив на это все действия хода; но не от выстрела врасплох и не без укрытия (тогда выберите «Без защиты»).</translation>
        </message>
        <message>
            <source>{name} may dodge the shot: Dodge covers hitting the dirt to avoid gunfire.</source>
            <translation>{name} может уклониться от выстрела: Уклонение включает бросок на землю от пуль.</translation>
        </message>
        <message>
            <source>This roll&apos;s damage is applied: the roll is spent and can no longer be pushed or changed.</source>
            <translation>Урон от этого броска уже нанесён: бросок исчерпан, форсировать или менять его нельзя.</translation>
        </message>
        <message>
            <source>healed (no penalty)</source>
            <translation>зажило (без штрафа)</translation>
        </message>
        <message>
            <source>{name} has healed: the recovery time has passed; −{penalty} {penalty|die|dice} removed.</source>
            <translation>{name}: зажило — время восстановления прошло, штраф −{penalty} к броскам снят.</translation>
        </message>
        <message>
            <source>{name} has healed: the recovery time has passed.</source>
            <translation>{name}: зажило — время восстановления прошло.</translation>
        </message>
        <message>
            <source>{name}: recovery time {time} {unit} (the GM&apos;s secret die).</source>
            <translation>{name}: время восстановления {time} {unit} (тайный кубик ведущего).</translation>
        </message>
        <message>
            <source>{name}: lethal in {limit} {limit_unit}, recovery time {time} {unit} (the GM&apos;s secret dice).</source>
            <translation>{name}: смерть через {limit} {limit_unit}, время восстановления {time} {unit} (тайные кубики ведущего).</translation>
        </message>
        <message>
            <source>This roll&apos;s care is applied: the roll is spent and can no longer be pushed or changed.</source>
            <translation>Помощь по этому броску уже оказана: бросок исчерпан, форсировать или менять его нельзя.</translation>
        </message>
        <message>
            <source>Single attack on {name}, the only one fighting</source>
            <translation>Одиночная атака — сражается только {name}</translation>
        </message>
        <message>
            <source>Mass attack on {name}, the only one fighting: no roll to avoid it</source>
            <translation>Массовая атака — сражается только {name}: уклониться броском нельзя</translation>
        </message>
        <message>
            <source>Critical injury #{n}</source>
            <translation>Критическая травма №{n}</translation>
        </message>
        <message>
            <source>for #{n}</source>
            <translation>для №{n}</translation>
        </message>
        <message>
            <source>Wins the duel</source>
            <translation>Побеждает в дуэли</translation>
        </message>
        <message>
            <source>Loses the duel: takes {taken} damage</source>
            <translation>Проигрывает дуэль: получает урон {taken}</translation>
        </message>
        <message>
            <source>Nobody hits</source>
            <translation>Никто не попадает</translation>
        </message>
        <message>
            <source>Chase: now {band}</source>
            <translation>Погоня: теперь {band}</translation>
        </message>
        <message>
            <source>Alone against two: takes {taken} damage</source>
            <translation>Один против двоих: получает урон {taken}</translation>
        </message>
        <message>
            <source>Rations: not in Foundry&apos;s sheet, none to start with</source>
            <translation>Пайки: в листе Foundry их нет, для начала — ни одного</translation>
        </message>
        <message>
            <source>Rations: not in Foundry&apos;s sheet, kept as they were</source>
            <translation>Пайки: в листе Foundry их нет, остаются прежними</translation>
        </message>
        <message>
            <source>Ammo ({names}): not in Foundry&apos;s sheet, none to start with</source>
            <translation>Боеприпасы ({names}): в листе Foundry их нет, для начала — ни одного</translation>
        </message>
        <message>
            <source>Ammo ({names}): not in Foundry&apos;s sheet, kept as it was</source>
            <translation>Боеприпасы ({names}): в листе Foundry их нет, остаются прежними</translation>
        </message>
        <message>
            <source>Cover ends with the fight.</source>
            <translation>Укрытие кончается вместе с боем.</translation>
        </message>
        <message>
            <source>The overwatch ends with the fight.</source>
            <translation>Дозор кончается вместе с боем.</translation>
        </message>
        <message>
            <source>The aim ends with the fight: its shot was not fired (+{n} lost).</source>
            <translation>Прицеливание кончается вместе с боем: выстрел так и не сделан (+{n} потеряно).</translation>
        </message>
        <message>
            <source>every skill roll fails</source>
            <translation>любой бросок навыка проваливается</translation>
        </message>
        <message>
            <source>consecutive bursts</source>
            <translation>очереди подряд</translation>
        </message>
        <message>
            <source>further groups</source>
            <translation>следующие группы</translation>
        </message>
        <message>
            <source>plain d10 (total darkness: no modifier, no rule of 10 or 1)</source>
            <translation>простой d10 (полная темнота: без модификаторов, без правил 10 и 1)</translation>
        </message>
        <message>
            <source>(at most {level})</source>
            <translation>(не выше уровня «{level}»)</translation>
        </message>
        <message>
            <source>· group {group}: − {part} {value} = d10 {points}</source>
            <translation>· группа {group}: − {part} {value} = d10 {points}</translation>
        </message>
        <message>
            <source>(action {action} this turn, the first attack: no penalty in melee)</source>
            <translation>(действие {action} в этом ходу, первая атака: в ближнем бою без штрафа)</translation>
        </message>
        <message>
            <source>(action {action} this turn, the first defence: no penalty in melee)</source>
            <translation>(действие {action} в этом ходу, первая защита: в ближнем бою без штрафа)</translation>
        </message>
        <message>
            <source>(action {action} this turn: in melee the first attack and the first defence are free, the others −2, −4…)</source>
            <translation>(действие {action} в этом ходу: в ближнем бою первая атака и первая защита без штрафа, остальные −2, −4…)</translation>
        </message>
        <message>
            <source>(action {action} this turn: the first is free, the others −2, −4…)</source>
            <translation>(действие {action} в этом ходу: первое без штрафа, остальные −2, −4…)</translation>
        </message>
        <message>
            <source>Action this turn (in melee one attack and one defence free)</source>
            <translation>№ действия в ходу (ближний бой: 1 атака и 1 защита без штрафа)</translation>
        </message>
        <message>
            <source>Counted from the turn&apos;s rolls, this one included: the second action of a turn takes −2, the third −4…; in melee the first attack and the first defence are free, the others −2, −4… in their order.</source>
            <translation>Считается по броскам хода, включая этот: второе действие за ход получает −2, третье −4…; в ближнем бою первая атака и первая защита без штрафа, остальные −2, −4… по порядку.</translation>
        </message>
        <message>
            <source>Defender&apos;s action this turn (in melee one attack and one defence free)</source>
            <translation>№ действия защитника (ближний бой: атака и защита без штрафа)</translation>
        </message>
        <message>
            <source>Counted from the turn&apos;s rolls, this one included: in melee his first attack and his first defence are free, the others −2, −4… in their order; a dodge of a shot is free only as his first action.</source>
            <translation>Считается по броскам хода, включая этот: в ближнем бою первая атака и первая защита защитника без штрафа, остальные −2, −4… по порядку; уклонение от выстрела без штрафа, только если это его первое действие.</translation>
        </message>
        <message>
            <source>{name} this turn: {attacks} {attacks|attack|attacks}, {defences} {defences|defence|defences}, {others} other {others|action|actions}</source>
            <translation>{name} в этом ходу: {attacks} {attacks|атака|атаки|атак}, {defences} {defences|защита|защиты|защит}, {others} {others|другое действие|других действия|других действий}</translation>
        </message>
        <message>
            <source>Norms counts a turn of firing as one Ammo Point: no bursts, no rounds to count.</source>
            <translation>По правилам «Обычные люди» ход стрельбы тратит одно Очко боеприпасов: ни очередей, ни счёта патронов.</translation>
        </message>
        <message>
            <source>Bursts need an automatic weapon: {weapon} fires single shots (Automatic is not ticked in its row of the sheet).</source>
            <translation>Очереди — только из автоматического оружия: «{weapon}» стреляет одиночными (в его строке листа не отмечено «Автоматическое»).</translation>
        </message>
        <message>
            <source>score {old} → {new}</source>
            <translation>счёт {old} → {new}</translation>
        </message>
        <message>
            <source>{armor} rolls 1 d10: at {deflect} or less ({chance}) it deflects the hit, no damage.</source>
            <translation>{armor}: бросок 1 d10; на {deflect} или меньше ({chance}) попадание отражено, урона нет.</translation>
        </message>
        <message>
            <source>Above {deflect} ({chance}) the hit gets through and {armor} absorbs {absorb}: damage {damage} − absorbed {absorb} = {taken}, Health {before} → {after}.</source>
            <translation>Больше {deflect} ({chance}): попадание проходит, {armor}: поглощено {absorb}; урон {damage} − поглощено {absorb} = {taken}, Здоровье {before} → {after}.</translation>
        </message>
        <message>
            <source>Above {deflect} ({chance}) the hit gets through: damage {damage}, Health {before} → {after}.</source>
            <translation>Больше {deflect} ({chance}): попадание проходит, урон {damage}, Здоровье {before} → {after}.</translation>
        </message>
        <message>
            <source>−{penalty} dice; lethal; needs {gear}</source>
            <translation>−{penalty} к броскам; смертельно; нужно: {gear}</translation>
        </message>
        <message>
            <source>lethal; needs {gear}</source>
            <translation>смертельно; нужно: {gear}</translation>
        </message>
        <message>
            <source>basic medical gear</source>
            <translation>базовое медицинское снаряжение</translation>
        </message>
        <message>
            <source>advanced medical gear</source>
            <translation>продвинутое медицинское снаряжение</translation>
        </message>
        <message>
            <source>to be rolled</source>
            <translation>ещё не брошена</translation>
        </message>
        <message>
            <source>effect in the book&apos;s table</source>
            <translation>эффект см. в таблице книги</translation>
        </message>
        <message>
            <source>Short range (under 25 m): a shot is a Close Combat roll with Agility; set the distance to 25 m or more for Ranged Combat</source>
            <translation>Ближняя дистанция (меньше 25 м): выстрел — бросок Ближнего боя с Ловкостью; для Дальнего боя задайте расстояние от 25 м</translation>
        </message>
        <message>
            <source>Short range</source>
            <translation>Ближняя дистанция</translation>
        </message>
        <message>
            <source>Long range</source>
            <translation>Дальняя дистанция</translation>
        </message>
        <message>
            <source>Extreme range</source>
            <translation>Предельная дистанция</translation>
        </message>
        <message>
            <source>{band} ends with the fight.</source>
            <translation>{band} кончается вместе с боем.</translation>
        </message>
        <message>
            <source>{sum} from fire</source>
            <translation>{sum} от огня</translation>
        </message>
        <message>
            <source>{sum} from a fall</source>
            <translation>{sum} от падения</translation>
        </message>
        <message>
            <source>{sum} from poison</source>
            <translation>{sum} от яда</translation>
        </message>
        <message>
            <source>{sum} from the disease</source>
            <translation>{sum} от болезни</translation>
        </message>
        <message>
            <source>{sum} from a trap</source>
            <translation>{sum} от ловушки</translation>
        </message>
        <message>
            <source>Distance (tiles)</source>
            <translation>Расстояние (клетки)</translation>
        </message>
        <message>
            <source>Tiles a faster target moved</source>
            <translation>Клеток, пройденных более быстрой целью</translation>
        </message>
        <message>
            <source>Targets and tiles moved are out of range.</source>
            <translation>Число целей или пройденных клеток вне допустимого диапазона.</translation>
        </message>
        <message>
            <source>{weapon} is full ({count}/{capacity}).</source>
            <translation>{weapon}: магазин полон ({count}/{capacity}).</translation>
        </message>
        <message>
            <source>− {value} (a faster target&apos;s tiles)</source>
            <translation>− {value} (клетки более быстрой цели)</translation>
        </message>
        <message>
            <source>Max Stamina</source>
            <translation>Макс. запас сил</translation>
        </message>
        <message>
            <source>The most stamina the character holds: a sprint spends it, a round without a sprint or a fight gives it back up to this. What is left now shows on the roster and in the fight list.</source>
            <translation>Наибольший запас сил персонажа: рывок тратит его, раунд без рывка и без боя возвращает его, но не выше этого числа. Сколько осталось сейчас, видно в списке персонажей и в списке боя.</translation>
        </message>
        <message>
            <source>{weapon} has no magazine to reload.</source>
            <translation>{weapon}: нет магазина для перезарядки.</translation>
        </message>
        <message>
            <source>The roll hits up to that many tiles away; a hit offers the gun&apos;s damage to the target.</source>
            <translation>Выстрел попадает на расстояние до выпавшего числа клеток; при попадании предлагается нанести цели урон оружия.</translation>
        </message>
        <message>
            <source>This hit's damage is applied already: a hit is not applied twice.</source>
            <translation>Урон от этого попадания уже нанесён: одно попадание дважды не наносят.</translation>
        </message>
        <message>
            <source>This roll's care is applied already: it is not given twice.</source>
            <translation>Помощь по этому броску уже оказана: дважды её не оказывают.</translation>
        </message>
        <message>
            <source>Intelligence + First Aid: the patient (On) gets 1 Life Point a success level; one roll a wound.</source>
            <translation>Интеллект + Первая помощь: пациент (в поле «Цель») получает 1 очко жизни за уровень успеха; один бросок на рану.</translation>
        </message>
        <message>
            <source>{name} hit the dirt to dodge a shot this turn: no defence left until the round ends (pick No defence).</source>
            <translation>{name} уже на земле, уклонившись от выстрела в этом ходу: защиты не осталось до конца раунда (выберите «Без защиты»).</translation>
        </message>
        <message>
            <source>{name} hit the dirt to dodge a shot this turn: no defence left until the round ends.</source>
            <translation>{name} уже на земле, уклонившись от выстрела в этом ходу: защиты не осталось до конца раунда.</translation>
        </message>
        <message>
            <source>Hit, {level}: attack {total} against {defence_name} {defence}, {defence_level} ({rule})</source>
            <translation>Попадание, {level}: атака {total}, {defence_name} {defence}, {defence_level} ({rule})</translation>
        </message>
        <message>
            <source>{verdict}: {defence_name} {defence}, {defence_level}, ties attack {total}, {level} ({rule})</source>
            <translation>{verdict}: {defence_name} {defence}, {defence_level}, равно атаке {total}, {level} ({rule})</translation>
        </message>
        <message>
            <source>{verdict}: {defence_name} {defence}, {defence_level}, beats attack {total}, {level} ({rule})</source>
            <translation>{verdict}: {defence_name} {defence}, {defence_level}, выше атаки {total}, {level} ({rule})</translation>
        </message>
        <message>
            <source>{verdict}: attack {total}, {level}</source>
            <translation>{verdict}: атака {total}, {level}</translation>
        </message>
        <message>
            <source>Hit: {defence_name} {defence}, {defence_level}</source>
            <translation>Попадание: {defence_name} {defence}, {defence_level}</translation>
        </message>
        <message>
            <source>{verdict}: {defence_name} {defence}, {defence_level}</source>
            <translation>{verdict}: {defence_name} {defence}, {defence_level}</translation>
        </message>
        <message>
            <source>higher total hits; a tie goes to the defender</source>
            <translation>попадает больший итог; ничья за защитником</translation>
        </message>
        <message>
            <source>the defence must be higher; a tie hits</source>
            <translation>защите нужен больший итог; ничья — попадание</translation>
        </message>
        <message>
            <source>dodge</source>
            <translation>уклонение</translation>
        </message>
        <message>
            <source>Dodged</source>
            <translation>Уклонение удалось</translation>
        </message>
        <message>
            <source>block</source>
            <translation>блок</translation>
        </message>
        <message>
            <source>Blocked</source>
            <translation>Блок удался</translation>
        </message>
        <message>
            <source>parry</source>
            <translation>парирование</translation>
        </message>
        <message>
            <source>Parried</source>
            <translation>Парировано</translation>
        </message>
        <message>
            <source>shove</source>
            <translation>толчок</translation>
        </message>
        <message>
            <source>Shoved off</source>
            <translation>Отброшен толчком</translation>
        </message>
        <message>
            <source>d10 {first} (Unisystem rule of ten: again {again}, what is over 5 is added, a 10 adds 5 and rolls on): {value}</source>
            <translation>d10 {first} (Unisystem, правило десятки: ещё раз {again}, прибавляется то, что больше 5, а 10 даёт +5 и бросок дальше): {value}</translation>
        </message>
        <message>
            <source>d10 {first} (Unisystem rule of one: again {again}, 5 to 10 leave the 1, 4 3 2 1 make it −1 −2 −3 −5, a 1 rolls on): {value}</source>
            <translation>d10 {first} (Unisystem, правило единицы: ещё раз {again}, 5–10 оставляют 1, а 4 3 2 1 дают −1 −2 −3 −5, на 1 бросок дальше): {value}</translation>
        </message>
        <message>
            <source>d10 {first} (Norms: a natural 10 adds another d10: {again}): {value}</source>
            <translation>d10 {first} («Обычные люди»: естественная 10 прибавляет ещё один d10: {again}): {value}</translation>
        </message>
        <message>
            <source>d10 {first} (Norms: a natural 1 takes off another d10: {again}): {value}</source>
            <translation>d10 {first} («Обычные люди»: естественная 1 отнимает ещё один d10: {again}): {value}</translation>
        </message>
        <message>
            <source>{name}: a ration on {fed} of {days} days, none on the others: Health {old} → {new}.</source>
            <translation>{name}: паёк в {fed} из {days} {days|дня|дней|дней}, в остальные без еды: Здоровье {old} → {new}.</translation>
        </message>
        <message>
            <source>You typed {typed} {typed|die|dice}; a D66 takes 2, tens first. The entry&apos;s recovery dice come with its name: type it first in &quot;Injury&apos;s name (read off the table)&quot;, then the D66 with its recovery dice, or name it later (H, Name an injury).</source>
            <translation>Вы ввели {typed} {typed|кубик|кубика|кубиков}; для D66 нужно 2, сначала десятки. Кубики восстановления по строке таблицы вводятся с её названием: сначала впишите его в «Название травмы (из таблицы)», затем D66 с кубиками восстановления, или назовите её позже (H, «Назвать травму»).</translation>
        </message>
        <message>
            <source>You typed {typed} {typed|die|dice}; a D66 takes 2, tens first. The entry&apos;s recovery dice come with its name: type the D66 here and name the entry after it (H, Name an injury), or type the name and all the dice together in the dice dock&apos;s &quot;Critical injury (D66)&quot;.</source>
            <translation>Вы ввели {typed} {typed|кубик|кубика|кубиков}; для D66 нужно 2, сначала десятки. Кубики восстановления по строке таблицы вводятся с её названием: введите здесь D66 и назовите строку после (H, «Назвать травму») или введите название и все кубики вместе в панели кубиков, «Критическая травма (D66)».</translation>
        </message>
        <message>
            <source>Which of {patient}'s injuries</source>
            <translation>Какая из травм персонажа {patient}</translation>
        </message>
        <message>
            <source>{name}'s critical injury {d66} named: {injury}</source>
            <translation>{name}: критическая травма {d66} названа — {injury}</translation>
        </message>
        <message>
            <source>{name}'s injury {old} renamed: {injury}</source>
            <translation>{name}: травма «{old}» переименована — {injury}</translation>
        </message>
        <message>
            <source>{n} — {injury}</source>
            <translation>{n} — {injury}</translation>
        </message>
        <message>
            <source>{n} — Critical injury {d66}, not yet named</source>
            <translation>{n} — критическая травма {d66}, ещё без названия</translation>
        </message>
        <message>
            <source>{n} — Critical injury, its D66 not yet rolled</source>
            <translation>{n} — критическая травма, её D66 ещё не брошен</translation>
        </message>
        <message>
            <source>No injury {n}: {count} {count|injury|injuries} on the sheet</source>
            <translation>Травмы {n} нет: в листе {count} {count|травма|травмы|травм}</translation>
        </message>
        <message>
            <source>Ammo Points</source>
            <translation>Очки боеприпасов</translation>
        </message>
        <message>
            <source>{count} {count|Ammo Point|Ammo Points}</source>
            <translation>{count} {count|очко боеприпасов|очка боеприпасов|очков боеприпасов}</translation>
        </message>
        <message>
            <source>rounds in the magazine</source>
            <translation>патроны в магазине</translation>
        </message>
        <message>
            <source>{count} {count|round|rounds}</source>
            <translation>{count} {count|патрон|патрона|патронов}</translation>
        </message>
        <message>
            <source>Speed {before} → {after}; {test} to tests that need movement and to initiative (the light load's, kept by the campaign's option); 1d4 Endurance every {minutes} min</source>
            <translation>Скорость {before} → {after}; {test} к проверкам, требующим движения, и к инициативе (как при лёгкой нагрузке, по настройке кампании); 1d4 Выносливости каждые {minutes} мин</translation>
        </message>
        <message>
            <source>Speed {before} → {after}; nothing off tests that need movement (the campaign's option); 1d4 Endurance every {minutes} min</source>
            <translation>Скорость {before} → {after}; без штрафа к проверкам, требующим движения (настройка кампании); 1d4 Выносливости каждые {minutes} мин</translation>
        </message>
        <message>
            <source>Speed {after}, {test} moving</source>
            <translation>Скорость {after}, {test} к движению</translation>
        </message>
        <message>
            <source>Speed {after}</source>
            <translation>Скорость {after}</translation>
        </message>
        <message>
            <source>Medium and heavier loads also take the light load's −1 off tests that need movement</source>
            <translation>Средняя и более тяжёлые нагрузки тоже дают −1 лёгкой нагрузки к проверкам, требующим движения</translation>
        </message>
        <message>
            <source>The text gives a light load −1 to stealth, initiative and other tests that need movement, and the heavier loads only −3, −4.5 or −5 "al movimiento" (Speed): on, they keep at least the −1; off, they take nothing off those tests.</source>
            <translation>Правила дают лёгкой нагрузке −1 к скрытности, инициативе и другим проверкам, требующим движения, а более тяжёлым — только −3, −4,5 или −5 «al movimiento» (к Скорости): включено — у них остаётся хотя бы −1; выключено — к этим проверкам штрафа нет.</translation>
        </message>
        <message>
            <source>Under a light load: −1; under a heavier load, −1 or nothing, as the campaign's options say.</source>
            <translation>При лёгкой нагрузке: −1; при более тяжёлой — −1 или ничего, как задано в настройках кампании.</translation>
        </message>
        <message>
            <source>{load} for {minutes} min: {count}d4 Endurance due (1d4 every {per} min); roll it in the dice dock: Endurance loss, Carrying the current load, {minutes} minutes.</source>
            <translation>{load} в течение {minutes} мин: положено {count}d4 Выносливости (1d4 каждые {per} мин); бросьте в панели кубиков: «Потеря Выносливости», «Ношение текущего груза», {minutes} мин.</translation>
        </message>
        <message>
            <source>Poisoned: {count} {count|hourly roll|hourly rolls} of Endure against the poison due; in the dice dock: {kind} (−1 die while poisoned; one Medicine roll each hour adds its successes).</source>
            <translation>Отравление: положено {count} {count|ежечасный бросок|ежечасных броска|ежечасных бросков} Стойкости против яда; в панели кубиков: «{kind}» (−1 кубик, пока действует яд; один бросок Медицины в час добавляет свои успехи).</translation>
        </message>
        <message>
            <source>Sick: {count} daily {count|sickness roll|sickness rolls} due; in the dice dock: {kind} (−1 die while sick; one Medicine roll each day adds its successes).</source>
            <translation>Болезнь: положено {count} {count|ежедневный бросок болезни|ежедневных броска болезни|ежедневных бросков болезни}; в панели кубиков: «{kind}» (−1 кубик, пока длится болезнь; один бросок Медицины в день добавляет свои успехи).</translation>
        </message>
        <message>
            <source>{activity}: {loss} Endurance: {before} → {after}.</source>
            <translation>{activity}: потеря Выносливости {loss}: {before} → {after}.</translation>
        </message>
        <message>
            <source>“{field}” is {value}; on this sheet it runs from {low} to {high}</source>
            <translation>«{field}» равно {value}; на этом листе — от {low} до {high}</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not what this field holds: a whole number</source>
            <translation>«{field}»: «{value}» — не то, что хранит это поле: целое число</translation>
        </message>
        <message>
            <source>“{field}”: “{value}” is not what this field holds: a whole number from {low} to {high}</source>
            <translation>«{field}»: «{value}» — не то, что хранит это поле: целое число от {low} до {high}</translation>
        </message>
        <message>
            <source>Type the damage, or pick the weapon that deals it.</source>
            <translation>Введите урон или выберите оружие, которое его наносит.</translation>
        </message>
        <message>
            <source>{own} for Endurance {endurance}, {dazed} at 5 or less</source>
            <translation>{own} при Выносливости {endurance}, {dazed} при 5 и ниже</translation>
        </message>
        <message>
            <source>{own} for Life Points {life}, {dazed} at Endurance 5 or less</source>
            <translation>{own} при Очках жизни {life}, {dazed} при Выносливости 5 и ниже</translation>
        </message>
    </context>
    <context>
        <name>RosterSearch</name>
        <message>
            <source>No name starts with “{typed}”: in the roster a letter finds a name; {damage} and {heal} that find none open the damage and the healing of the character found. Esc goes back to the fight list, where {key} is “{action}”.</source>
            <translation>Ни одно имя не начинается на «{typed}»: в списке персонажей буква ищет имя; {damage} и {heal}, не найдя имени, открывают урон и лечение найденного персонажа. Esc возвращает к списку боя, где {key} — «{action}».</translation>
        </message>
    </context>
    <context>
        <name>NewSession</name>
        <message>
            <source>New session during a fight</source>
            <translation>Новая сессия во время боя</translation>
        </message>
        <message>
            <source>A fight is running (round {round}). Does it go on in the new session, or end now?</source>
            <translation>Идёт бой (раунд {round}). Продолжить его в новой сессии или закончить сейчас?</translation>
        </message>
        <message>
            <source>&amp;Keep the fight</source>
            <translation>&amp;Продолжить бой</translation>
        </message>
        <message>
            <source>&amp;End the fight</source>
            <translation>&amp;Закончить бой</translation>
        </message>
    </context>
    <context>
        <name>OutcomeLines</name>
        <message>
            <source>&amp;Close</source>
            <translation>Закры&amp;ть</translation>
        </message>
        <message>
            <source>Close this window (Esc)</source>
            <translation>Закрыть окно (Esc)</translation>
        </message>
    </context>
    <context>
        <name>WholeMessages</name>
        <message>
            <source>%1 reads it whole</source>
            <translation>%1 — прочесть целиком</translation>
        </message>
    </context>
    <context>
        <name>RecentMessages</name>
        <message>
            <source>Status &amp;messages…</source>
            <translation>С&amp;ообщения строки состояния…</translation>
        </message>
        <message>
            <source>Status messages</source>
            <translation>Сообщения строки состояния</translation>
        </message>
        <message>
            <source>No message yet: what the status bar says is kept here, whole.</source>
            <translation>Сообщений пока нет: всё, что пишет строка состояния, хранится здесь целиком.</translation>
        </message>
    </context>
</TS>
