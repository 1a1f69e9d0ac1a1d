// Import-report texts of every file: archives (src/ingest/archive), damaged bytes, size limits, sniffing and assembly into disks.
// Titles and full texts as [en, zh, ru]; see README.md.
import type { Texts, Titles } from './types';

export const titles: Titles = {
  'archive-limit': ['archive over a size limit', '压缩包超出大小限制', 'архив превышает предел размера'],
  assembly: ['records could not be put together', '记录无法组合', 'записи не удалось собрать'],
  'bad-archive': ['damaged archive', '压缩包损坏', 'повреждённый архив'],
  'bad-figure': ['figure refused', '数值被拒绝', 'значение отклонено'],
  'bad-json': ['not valid JSON', '不是有效的 JSON', 'недопустимый JSON'],
  'bad-member': ['archive member not readable', '压缩包成员无法读取', 'элемент архива не читается'],
  'disk-name': ['folder name is no disk name', '文件夹名不是磁盘名', 'имя папки не является именем диска'],
  'duplicate-member': [
    'same file twice in the archive',
    '压缩包中同一文件出现两次',
    'один файл дважды в архиве',
  ],
  'duplicate-run': [
    'the same run twice, counted once',
    '同一次运行出现两次，只计一次',
    'один и тот же прогон дважды, учтён один раз',
  ],
  empty: ['empty file', '空文件', 'пустой файл'],
  'nested-too-deep': ['archive nested too deep', '压缩包嵌套过深', 'архив вложен слишком глубоко'],
  'no-figures': ['no figures', '没有数值', 'нет значений'],
  'not-a-file': ['not a regular file', '不是普通文件', 'не обычный файл'],
  'littles-law': [
    "IOPS × latency does not fit the queue depth (Little's law)",
    'IOPS × 延迟与队列深度不符（利特尔定律）',
    'IOPS × задержка не согласуются с глубиной очереди (закон Литтла)',
  ],
  'nul-in-line': [
    'NUL bytes inside a line (shown as �)',
    '行内有 NUL 字节（显示为 �）',
    'байты NUL внутри строки (показаны как �)',
  ],
  'nul-padding': [
    'NUL padding at the end ignored',
    '已忽略文件末尾的 NUL 填充',
    'заполнение NUL в конце пропущено',
  ],
  'nul-run': ['NUL bytes removed between lines', '已删除行间的 NUL 字节', 'байты NUL между строками удалены'],
  'read-by-marks': [
    'read by the marks of a results format',
    '按结果格式的特征读取',
    'прочитан по признакам формата результатов',
  ],
  'utf-16-no-bom': [
    'UTF-16 text without a byte-order mark',
    '无字节顺序标记的 UTF-16 文本',
    'текст UTF-16 без метки порядка байтов',
  ],
  'os-litter': ['operating-system metadata file', '操作系统元数据文件', 'служебный файл ОС'],
  'too-large': ['file too large', '文件过大', 'файл слишком большой'],
  'zip-cut': ['zip cut off', 'zip 被截断', 'zip обрезан'],
  'zip-name-encoding': [
    'zip names in a guessed code page',
    'zip 文件名编码为推测',
    'имена zip в угаданной кодировке',
  ],
  truncated: ['JSON cut off', 'JSON 被截断', 'JSON обрезан'],
  internal: ['the import failed', '导入失败', 'импорт не удался'],
  unreadable: ['file not readable', '文件无法读取', 'файл не читается'],
};

export const texts = {
  'disk-name': [
    'folder "{folder}" does not follow the provider_type_size convention; its files form one disk named "{name}"',
    '文件夹“{folder}”不符合 provider_type_size 命名约定；其文件组成一块名为“{name}”的磁盘',
    'папка «{folder}» не следует соглашению provider_type_size; её файлы образуют один диск «{name}»',
  ],
  'duplicate-run': [
    'job "{job}" is the same run as in {first}: counted once, there',
    '任务“{job}”与 {first} 中的是同一次运行：只在那里计一次',
    'задание «{job}» — тот же прогон, что и в {first}: учтён один раз, там',
  ],
  'os-litter': [
    'operating-system metadata file, not a result',
    '操作系统元数据文件，不是结果',
    'служебный файл операционной системы, не результат',
  ],
  'nul-padding': [
    '{bytes} NUL bytes at the end, from byte {offset}: ignored (padding a crash or an unfinished write leaves)',
    '末尾有 {bytes} 个 NUL 字节（从第 {offset} 字节起）：已忽略（崩溃或未完成的写入留下的填充）',
    '{bytes, plural, one {# байт} few {# байта} many {# байт} other {# байта}} NUL в конце, с байта {offset}: пропущены (заполнение после сбоя или незавершённой записи)',
  ],
  'nul-run': [
    'NUL bytes between lines ({runs} runs, at lines {lines}): removed; lines may be missing there (a crash leaves such runs), and figures read after the first run are flagged',
    '行间有 NUL 字节（{runs} 段，位于第 {lines} 行）：已删除；那里可能缺行（崩溃会留下这种字节段），第一段之后读取的数值已标记',
    'байты NUL между строками ({runs, plural, one {# участок} few {# участка} many {# участков} other {# участка}}, на строках {lines}): удалены; там могут не хватать строк (такие участки оставляет сбой), значения после первого участка помечены',
  ],
  'nul-in-line': [
    'NUL bytes inside a line ({runs} runs, at lines {lines}): each run shown as "\uFFFD"; figures read after the first run are flagged',
    '行内有 NUL 字节（{runs} 段，位于第 {lines} 行）：每段显示为“\uFFFD”；第一段之后读取的数值已标记',
    'байты NUL внутри строки ({runs, plural, one {# участок} few {# участка} many {# участков} other {# участка}}, на строках {lines}): каждый участок показан как «\uFFFD»; значения после первого участка помечены',
  ],
  'utf-16-no-bom': [
    'no byte-order mark, but every other byte is NUL: read as {encoding}',
    '没有字节顺序标记，但每隔一个字节都是 NUL：按 {encoding} 读取',
    'нет метки порядка байтов, но каждый второй байт — NUL: прочитан как {encoding}',
  ],
  'no-figures.recognised': [
    'recognised, but it holds no figures',
    '已识别，但其中没有数值',
    'распознан, но значений в нём нет',
  ],
  'nested-too-deep': [
    'archive nested more than {levels} level deep was not opened',
    '嵌套超过 {levels} 层的压缩包未打开',
    'архив, вложенный глубже {levels, plural, one {# уровня} few {# уровней} many {# уровней} other {# уровня}}, не открыт',
  ],
  'duplicate-member': [
    'a second member named {name}; only the first was imported',
    '第二个名为 {name} 的成员；只导入了第一个',
    'второй элемент с именем {name}; импортирован только первый',
  ],
  'zip-name-encoding': [
    '{count} member name(s) neither marked nor valid UTF-8, read as {encoding}, a guess from the bytes (first: "{first}"); check the disk names',
    '{count} 个成员名既未标记也不是有效的 UTF-8，按 {encoding} 读取（由字节推测，第一个：“{first}”）；请核对磁盘名',
    'имён элементов, не помеченных и не являющихся допустимым UTF-8: {count}; прочитаны как {encoding} — догадка по байтам (первое: «{first}»); проверьте имена дисков',
  ],
  'no-figures.marks': [
    'carries the marks of a results format ({what}), but no figures could be read from it',
    '带有结果格式的特征（{what}），但无法从中读取数值',
    'несёт признаки формата результатов ({what}), но значений из него прочитать не удалось',
  ],
  'no-figures.measurement': [
    'no usable figure left for this measurement',
    '此测量没有剩下可用的数值',
    'у этого измерения не осталось пригодных значений',
  ],
  empty: ['the file is empty', '文件为空', 'файл пуст'],
  'littles-law.high-unit': [
    "Little's law: IOPS × mean latency ({latency}) = {inFlight} I/Os in flight against jobs × iodepth = {depth} (ratio {ratio}), more than {limit}× what fio can have outstanding: latency or time unit wrong by 1000",
    '利特尔定律：IOPS × 平均延迟（{latency}）= {inFlight} 个在途 I/O，而任务数 × iodepth = {depth}（比值 {ratio}），超过 fio 可有的在途量的 {limit} 倍：延迟或时间单位错了 1000 倍',
    'закон Литтла: IOPS × средняя задержка ({latency}) = {inFlight} операций в полёте при заданиях × iodepth = {depth} (отношение {ratio}), больше чем в {limit} раза сверх возможного для fio: единица задержки или времени ошибочна в 1000 раз',
  ],
  'littles-law.high-run': [
    "Little's law: IOPS × mean latency ({latency}) = {inFlight} I/Os in flight against jobs × iodepth = {depth} (ratio {ratio}), more than {limit}× what fio can have outstanding: latency, IOPS, depth or job count is not what the run did",
    '利特尔定律：IOPS × 平均延迟（{latency}）= {inFlight} 个在途 I/O，而任务数 × iodepth = {depth}（比值 {ratio}），超过 fio 可有的在途量的 {limit} 倍：延迟、IOPS、深度或任务数与实际运行不符',
    'закон Литтла: IOPS × средняя задержка ({latency}) = {inFlight} операций в полёте при заданиях × iodepth = {depth} (отношение {ratio}), больше чем в {limit} раза сверх возможного для fio: задержка, IOPS, глубина или число заданий не те, что были в прогоне',
  ],
  'littles-law.low-unit': [
    "Little's law: IOPS × mean latency ({latency}) = {inFlight} I/Os in flight against jobs × iodepth = {depth} (ratio {ratio}), below {limit} of the depth in a closed-loop run: latency or time unit wrong by 1000",
    '利特尔定律：IOPS × 平均延迟（{latency}）= {inFlight} 个在途 I/O，而任务数 × iodepth = {depth}（比值 {ratio}），在闭环运行中低于深度的 {limit}：延迟或时间单位错了 1000 倍',
    'закон Литтла: IOPS × средняя задержка ({latency}) = {inFlight} операций в полёте при заданиях × iodepth = {depth} (отношение {ratio}), ниже {limit} глубины в замкнутом прогоне: единица задержки или времени ошибочна в 1000 раз',
  ],
  'littles-law.low-run': [
    "Little's law: IOPS × mean latency ({latency}) = {inFlight} I/Os in flight against jobs × iodepth = {depth} (ratio {ratio}), below {limit} of the depth in a closed-loop run: latency, IOPS, depth or job count is not what the run did",
    '利特尔定律：IOPS × 平均延迟（{latency}）= {inFlight} 个在途 I/O，而任务数 × iodepth = {depth}（比值 {ratio}），在闭环运行中低于深度的 {limit}：延迟、IOPS、深度或任务数与实际运行不符',
    'закон Литтла: IOPS × средняя задержка ({latency}) = {inFlight} операций в полёте при заданиях × iodepth = {depth} (отношение {ratio}), ниже {limit} глубины в замкнутом прогоне: задержка, IOPS, глубина или число заданий не те, что были в прогоне',
  ],
  'bad-archive.cut': [
    'the {kind} archive stops making sense after {members} complete member(s) (cut or damaged there: {reason}); those were read, nothing after',
    '{kind} 压缩包在 {members} 个完整成员之后无法解读（在此处被截断或损坏：{reason}）；这些成员已读取，之后的没有',
    'архив {kind} теряет смысл после {members, plural, one {# полного элемента} few {# полных элементов} many {# полных элементов} other {# полного элемента}} (обрезан или повреждён там: {reason}); они прочитаны, дальше ничего',
  ],
  'bad-archive.open': [
    'cannot open {kind} archive: {reason}',
    '无法打开 {kind} 压缩包：{reason}',
    'не удаётся открыть архив {kind}: {reason}',
  ],
  'read-by-marks': [
    'the head of the file is not laid out as {format} expects, but it carries its marks ({what}): read as that',
    '文件开头的排布不符合 {format} 的预期，但带有其特征（{what}）：按该格式读取',
    'начало файла устроено не так, как ожидает {format}, но несёт его признаки ({what}): прочитан как он',
  ],
  'archive-limit': [
    '{archive} expands past {limit} (at {member}, after {read} of its {size} were read): the limit for one archive and everything inside it; the rest of it was not imported',
    '{archive} 解压后超过 {limit}（在 {member} 处，已读取其 {size} 中的 {read}）：这是一个压缩包及其全部内容的上限；其余部分未导入',
    '{archive} распаковывается больше чем в {limit} (на {member}, прочитано {read} из {size}): это предел для одного архива со всем содержимым; остальное не импортировано',
  ],
  'assembly.with-others': [
    'its records could not be put together with the others: {reason}',
    '其记录无法与其他文件的记录组合：{reason}',
    'его записи не удалось собрать вместе с остальными: {reason}',
  ],
  'assembly.alone': [
    'its records could not be put together: {reason}',
    '其记录无法组合：{reason}',
    'его записи не удалось собрать: {reason}',
  ],
  'assembly.disk': [
    'the records of this disk could not be put together',
    '此磁盘的记录无法组合',
    'записи этого диска не удалось собрать',
  ],
  'bad-member.shared-bytes': [
    'cannot read {name}: it shares its bytes with the member before it (the shape of a zip bomb); not read',
    '无法读取 {name}：它与前一个成员共用字节（zip 炸弹的特征）；未读取',
    'не удаётся прочитать {name}: он делит байты с предыдущим элементом (признак zip-бомбы); не прочитан',
  ],
  'bad-member.encrypted': [
    'cannot read {name}: the member is encrypted',
    '无法读取 {name}：该成员已加密',
    'не удаётся прочитать {name}: элемент зашифрован',
  ],
  'bad-member.method': [
    'cannot read {name}: compression method {method} is not supported (only stored and deflate)',
    '无法读取 {name}：不支持压缩方法 {method}（只支持 stored 和 deflate）',
    'не удаётся прочитать {name}: метод сжатия {method} не поддерживается (только stored и deflate)',
  ],
  'bad-member.no-header': [
    'cannot read {name}: no local header where the directory says the member starts',
    '无法读取 {name}：目录所示的成员起始处没有本地文件头',
    'не удаётся прочитать {name}: там, где по каталогу начинается элемент, нет локального заголовка',
  ],
  'bad-member.overlap': [
    'cannot read {name}: its compressed data runs into the next member (overlapping members, the shape of a zip bomb) or the archive is cut; not read',
    '无法读取 {name}：其压缩数据伸入下一个成员（成员重叠，zip 炸弹的特征）或压缩包被截断；未读取',
    'не удаётся прочитать {name}: его сжатые данные заходят в следующий элемент (перекрытие, признак zip-бомбы) или архив обрезан; не прочитан',
  ],
  'bad-member.too-big': [
    'cannot read {name}: it declares {size}, more than the {max} allowed for one member; not read',
    '无法读取 {name}：它声明的大小为 {size}，超过单个成员允许的 {max}；未读取',
    'не удаётся прочитать {name}: заявлено {size}, больше допустимых для одного элемента {max}; не прочитан',
  ],
  'bad-member.stored-size': [
    'cannot read {name}: stored with {stored} bytes, but its header declares {declared}',
    '无法读取 {name}：存储了 {stored} 字节，但其文件头声明为 {declared}',
    'не удаётся прочитать {name}: сохранено {stored, plural, one {# байт} few {# байта} many {# байт} other {# байта}}, а заголовок заявляет {declared}',
  ],
  'bad-member.inflates-past': [
    'cannot read {name}: it inflates past the {size} its header declares (the header lies: a damaged or crafted archive); not imported',
    '无法读取 {name}：解压后超过其文件头声明的 {size}（文件头不实：压缩包损坏或被刻意构造）；未导入',
    'не удаётся прочитать {name}: распаковывается больше заявленных в заголовке {size} (заголовок лжёт: архив повреждён или подделан); не импортирован',
  ],
  'bad-member.decompress': [
    'cannot read {name}: cannot decompress: {reason}',
    '无法读取 {name}：无法解压：{reason}',
    'не удаётся прочитать {name}: не распаковывается: {reason}',
  ],
  'bad-member.inflated-size': [
    'cannot read {name}: inflated to {inflated} bytes, but its header declares {declared}; not imported',
    '无法读取 {name}：解压得到 {inflated} 字节，但其文件头声明为 {declared}；未导入',
    'не удаётся прочитать {name}: распаковано {inflated, plural, one {# байт} few {# байта} many {# байт} other {# байта}}, а заголовок заявляет {declared}; не импортирован',
  ],
  'bad-member.crc': [
    'cannot read {name}: its content fails the CRC-32 check (the archive is damaged); not imported',
    '无法读取 {name}：其内容未通过 CRC-32 校验（压缩包已损坏）；未导入',
    'не удаётся прочитать {name}: содержимое не проходит проверку CRC-32 (архив повреждён); не импортирован',
  ],
  'not-a-file.symlink': [
    '{name} is a symbolic link (to {target}), not followed',
    '{name} 是符号链接（指向 {target}），未跟随',
    '{name} — символическая ссылка (на {target}), не прослежена',
  ],
  'not-a-file.link': [
    '{name} is a hard link (to {target}), not followed (import the file it names)',
    '{name} 是硬链接（指向 {target}），未跟随（请导入它所指的文件）',
    '{name} — жёсткая ссылка (на {target}), не прослежена (импортируйте файл, на который она указывает)',
  ],
  'not-a-file.other': [
    '{name} is a {type} entry, not a file',
    '{name} 是 {type} 类型的条目，不是文件',
    '{name} — запись типа {type}, не файл',
  ],
  'too-large.text': [
    'the file is {size}, more than can be read as text ({max}, the engine’s longest string); split it into smaller files',
    '文件大小为 {size}，超过可作为文本读取的上限（{max}，引擎最长的字符串）；请拆分为较小的文件',
    'файл размером {size} больше, чем можно прочитать как текст ({max}, самая длинная строка движка); разбейте его на файлы поменьше',
  ],
  'too-large.zip': [
    'the file is {size}, more than the {max} a zip read whole may have; not read',
    '文件大小为 {size}，超过整体读取的 zip 允许的 {max}；未读取',
    'файл размером {size} больше {max}, допустимых для zip, читаемого целиком; не прочитан',
  ],
  'zip-cut.damaged': [
    'the archive is damaged or cut at byte {offset} of {bytes}: {members} complete member(s) before it were read, nothing after it',
    '压缩包在第 {offset} 字节（共 {bytes} 字节）处损坏或被截断：之前的 {members} 个完整成员已读取，之后的没有',
    'архив повреждён или обрезан на байте {offset} из {bytes}: прочитаны полные элементы до этого места ({members}), дальше ничего',
  ],
  'zip-cut.header': [
    'the archive is cut inside a member’s header at byte {offset}: {members} complete member(s) before it were read, nothing after it',
    '压缩包在第 {offset} 字节处的成员文件头内被截断：之前的 {members} 个完整成员已读取，之后的没有',
    'архив обрезан внутри заголовка элемента на байте {offset}: прочитаны полные элементы до этого места ({members}), дальше ничего',
  ],
  'zip-cut.member': [
    'the archive is cut inside {name}: {members} complete member(s) before it were read, nothing after it',
    '压缩包在 {name} 内被截断：之前的 {members} 个完整成员已读取，之后的没有',
    'архив обрезан внутри {name}: прочитаны полные элементы до этого места ({members}), дальше ничего',
  ],
  'zip-cut.at': [
    'the archive is cut at byte {offset}: {members} complete member(s) before it were read, nothing after it',
    '压缩包在第 {offset} 字节处被截断：之前的 {members} 个完整成员已读取，之后的没有',
    'архив обрезан на байте {offset}: прочитаны полные элементы до этого места ({members}), дальше ничего',
  ],
  'internal.importer': [
    'the {importer} importer failed: {reason}',
    '{importer} 导入器出错：{reason}',
    'импортёр {importer} дал сбой: {reason}',
  ],
  'internal.unclaimed': [
    'reading a file no importer claimed failed: {reason}',
    '读取无导入器认领的文件时出错：{reason}',
    'чтение файла, который не взял ни один импортёр, не удалось: {reason}',
  ],
  'internal.import': ['the import failed: {reason}', '导入失败：{reason}', 'импорт не удался: {reason}'],
  'unreadable.text': [
    'cannot read the file as text: {reason}',
    '无法将文件作为文本读取：{reason}',
    'файл не читается как текст: {reason}',
  ],
  'unreadable.file': [
    'cannot read the file: {reason}',
    '无法读取文件：{reason}',
    'файл не читается: {reason}',
  ],
  'bad-figure.measurement': [
    'measurement {index} left out: {fields}',
    '测量 {index} 被略去：{fields}',
    'измерение {index} не взято: {fields}',
  ],
  'bad-figure.series': [
    '{metric} series {index} left out: {fields}',
    '{metric} 序列 {index} 被略去：{fields}',
    'ряд {metric} {index} не взят: {fields}',
  ],
  'bad-figure.size': [
    'measurement {index}: disk size {size} is not a positive number and was dropped',
    '测量 {index}：磁盘容量 {size} 不是正数，已舍弃',
    'измерение {index}: размер диска {size} не положительное число и отброшен',
  ],
  'bad-figure.meta-size': [
    'disk size {size} is not a positive number and was dropped',
    '磁盘容量 {size} 不是正数，已舍弃',
    'размер диска {size} не положительное число и отброшен',
  ],
  'bad-figure.more': [
    '{count} more records left out',
    '另有 {count} 条记录被略去',
    'ещё записей не взято: {count}',
  ],
} as const satisfies Texts;
