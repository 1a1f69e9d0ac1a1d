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
    '{bytes} байт NUL в конце, с байта {offset}: пропущены (заполнение после сбоя или незавершённой записи)',
  ],
  'nul-run': [
    'NUL bytes between lines ({runs} runs, at lines {lines}): removed; lines may be missing there (a crash leaves such runs), and figures read after the first run are flagged',
    '行间有 NUL 字节（{runs} 段，位于第 {lines} 行）：已删除；那里可能缺行（崩溃会留下这种字节段），第一段之后读取的数值已标记',
    'байты NUL между строками ({runs} участков, на строках {lines}): удалены; там могут не хватать строк (такие участки оставляет сбой), значения после первого участка помечены',
  ],
  'nul-in-line': [
    'NUL bytes inside a line ({runs} runs, at lines {lines}): each run shown as "\uFFFD"; figures read after the first run are flagged',
    '行内有 NUL 字节（{runs} 段，位于第 {lines} 行）：每段显示为“\uFFFD”；第一段之后读取的数值已标记',
    'байты NUL внутри строки ({runs} участков, на строках {lines}): каждый участок показан как «\uFFFD»; значения после первого участка помечены',
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
    'архив, вложенный глубже {levels} уровней, не открыт',
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
    'the {kind} archive stops making sense after {members} complete member(s) (cut or damaged there: {detail}); those were read, nothing after',
    '{kind} 压缩包在 {members} 个完整成员之后无法解读（在此处被截断或损坏：{detail}）；这些成员已读取，之后的没有',
    'архив {kind} теряет смысл после {members} полных элементов (обрезан или повреждён там: {detail}); они прочитаны, дальше ничего',
  ],
  'bad-archive.open': [
    'cannot open {kind} archive: {detail}',
    '无法打开 {kind} 压缩包：{detail}',
    'не удаётся открыть архив {kind}: {detail}',
  ],
  'read-by-marks': [
    'the head of the file is not laid out as {format} expects, but it carries its marks ({what}): read as that',
    '文件开头的排布不符合 {format} 的预期，但带有其特征（{what}）：按该格式读取',
    'начало файла устроено не так, как ожидает {format}, но несёт его признаки ({what}): прочитан как он',
  ],
} as const satisfies Texts;
