// Import-report texts of fio logs (src/ingest/fio/log) and how they are tied to their runs (src/ingest/assemble.ts, log-settle.ts).
// Titles and full texts as [en, zh, ru]; see README.md.
import type { Texts, Titles } from './types';

export const titles: Titles = {
  'fio-log-bad-line': ['log line not readable', '日志行无法读取', 'строка журнала не читается'],
  'fio-log-empty': ['empty log', '空日志', 'пустой журнал'],
  'fio-log-epoch': ['log times since the epoch', '日志时间为纪元时间', 'время журнала от эпохи'],
  'fio-log-hist-estimate': [
    'latency estimated from a histogram',
    '延迟由直方图估算',
    'задержка оценена по гистограмме',
  ],
  'fio-log-latency-assumed-ns': [
    'log latency assumed in ns',
    '日志延迟假定为纳秒',
    'задержка журнала принята в нс',
  ],
  'fio-log-latency-us': [
    'log latency read as µs by its values',
    '按数值将日志延迟读作微秒',
    'задержка журнала прочитана в мкс по значениям',
  ],
  'fio-log-metric-unknown': [
    'log name says no metric',
    '日志名未说明指标',
    'имя журнала не называет метрику',
  ],
  'fio-log-per-io-bw': [
    'per-I/O bandwidth log',
    '逐 I/O 带宽日志',
    'журнал пропускной способности по каждой операции',
  ],
  'fio-log-summarised': [
    'large log kept as a summary',
    '大日志以摘要保存',
    'большой журнал сохранён сводкой',
  ],
  'fio-log-units-values': [
    'log latency unit decided by the values',
    '日志延迟单位由数值决定',
    'единица задержки журнала выбрана по значениям',
  ],
  'fio-log-units-version': [
    'log latency unit from the fio version',
    '日志延迟单位来自 fio 版本',
    'единица задержки журнала по версии fio',
  ],
  'log-split-copy': [
    'direction copy of a log, not counted again',
    '日志的方向拆分副本，不重复计算',
    'копия журнала по направлению, не учтена повторно',
  ],
  'log-split-copy-differs': [
    'direction copy differs from its log',
    '方向拆分副本与其日志不同',
    'копия по направлению расходится с журналом',
  ],
  'log-unlinked': ['log without its run output', '日志旁没有其运行输出', 'журнал без вывода своего прогона'],
  // fio log units from the run's histogram layout (log-settle.ts, helper logver).
  'fio-log-units-layout': [
    'log latency unit from the histogram layout',
    '日志延迟单位来自直方图日志的桶布局',
    'единица задержки журнала по раскладке гистограммы',
  ],
  // logcols: fio log units from the logs' line format (log-settle.ts, helper logcols).
  'fio-log-units-columns': [
    'log latency unit from the log line format',
    '日志延迟单位来自日志的行格式',
    'единица задержки журнала по формату строк',
  ],
};

export const texts = {
  'log-unlinked': [
    'no fio JSON or normal output for job "{prefix}" beside this log; shown on its own',
    '此日志旁没有任务“{prefix}”的 fio JSON 或普通输出；单独显示',
    'рядом с журналом нет JSON или обычного вывода fio для задания «{prefix}»; показан отдельно',
  ],
  'log-split-copy': [
    'the {direction} rows of {full} (job {job}) again, {rows} rows: a direction split of the same job, not counted again',
    '{full}（任务 {job}）的 {direction} 行的再次拷贝，共 {rows} 行：同一任务的方向拆分，不重复计算',
    'строки {direction} из {full} (задание {job}) ещё раз, {rows, plural, one {# строка} few {# строки} many {# строк} other {# строки}}: разбиение того же задания по направлению, не учтено повторно',
  ],
  'fio-log-units-version': [
    'latency read as {unit}: {source} beside it says {version}',
    '延迟按 {unit} 读取：旁边的 {source} 表明版本为 {version}',
    'задержка прочитана в {unit}: {source} рядом называет версию {version}',
  ],
  'fio-log-units-values': [
    'latency read as {unit}: no fio output names the version, the values of the job’s latency logs decide',
    '延迟按 {unit} 读取：没有 fio 输出说明版本，由该任务延迟日志的数值决定',
    'задержка прочитана в {unit}: версию fio не называет ни один вывод, решают значения журналов задержки задания',
  ],
  'fio-log-hist-estimate': [
    'clat from a histogram log is a bucket estimate (bucket midpoints, error < 1/128)',
    '直方图日志中的 clat 是分桶估算值（取桶中点，误差 < 1/128）',
    'clat из журнала гистограммы — оценка по корзинам (середины корзин, погрешность < 1/128)',
  ],
  'fio-log-latency-us': [
    'latency values (min {min}, median {median}) look like microseconds (fio 2.x logs); read as µs and converted to ns',
    '延迟值（最小 {min}，中位数 {median}）看起来是微秒（fio 2.x 日志）；按微秒读取并换算为纳秒',
    'значения задержки (мин. {min}, медиана {median}) похожи на микросекунды (журналы fio 2.x); прочитаны в мкс и переведены в нс',
  ],
  'fio-log-latency-assumed-ns': [
    'the 4-column layout (fio ≤ 3.17) does not say the fio version; values read as ns (fio 3); fio 2.x logs are µs',
    '4 列格式（fio ≤ 3.17）不说明 fio 版本；数值按纳秒读取（fio 3）；fio 2.x 日志为微秒',
    '4-столбцовый формат (fio ≤ 3.17) не называет версию fio; значения прочитаны в нс (fio 3); журналы fio 2.x — в мкс',
  ],
  'fio-log-per-io-bw': [
    'per-I/O bandwidth log: values read as 1000 B/s units (fio source, not verified on a run)',
    '逐 I/O 带宽日志：数值按 1000 B/s 为单位读取（依据 fio 源码，未经实际运行验证）',
    'журнал пропускной способности по каждой операции: значения прочитаны в единицах 1000 B/s (по исходному коду fio, на прогоне не проверено)',
  ],
  'fio-log-epoch': [
    'times are Unix epoch ms (log_unix_epoch=1): the first line is at {start}; shown as seconds since then',
    '时间为 Unix 纪元毫秒（log_unix_epoch=1）：第一行在 {start}；显示为此后的秒数',
    'время — мс от эпохи Unix (log_unix_epoch=1): первая строка в {start}; показано в секундах от неё',
  ],
  'fio-log-metric-unknown': [
    'fio log recognised, but only the file name (PREFIX_bw|iops|lat|clat|slat.N.log) says which metric it holds; not imported: {lines} lines',
    '识别为 fio 日志，但只有文件名（PREFIX_bw|iops|lat|clat|slat.N.log）能说明其指标；未导入：{lines} 行',
    'журнал fio распознан, но какую метрику он содержит, говорит лишь имя файла (PREFIX_bw|iops|lat|clat|slat.N.log); не импортирован: строк {lines}',
  ],
  'fio-log-summarised': [
    '{lines} lines kept as a summary per {ms} ms (count, mean, min, max); a zoomed window is read again from the file while the page has it',
    '{lines} 行以每 {ms} ms 的摘要保存（计数、均值、最小、最大）；页面持有该文件期间，放大的区间会从文件重新读取',
    'строк: {lines}, сохранены сводкой по {ms} мс (число, среднее, мин., макс.); увеличенный участок читается из файла заново, пока он у страницы',
  ],
  'fio-log-empty': ['the log has no lines', '日志中没有行', 'в журнале нет строк'],
  'fio-log-bad-line.not-number': [
    'line {line}: field {field} is not a number',
    '第 {line} 行：第 {field} 个字段不是数字',
    'строка {line}: поле {field} не число',
  ],
  'fio-log-bad-line.character': [
    'line {line}: unexpected character "{char}" in field {field}',
    '第 {line} 行：第 {field} 个字段中有意外字符“{char}”',
    'строка {line}: неожиданный символ «{char}» в поле {field}',
  ],
  'fio-log-bad-line.fields': [
    'line {line}: {fields} fields; a fio log line has 4 to 6',
    '第 {line} 行：{fields} 个字段；fio 日志行应有 4 到 6 个',
    'строка {line}: полей {fields}; в строке журнала fio их от 4 до 6',
  ],
  'fio-log-bad-line.fields-changed': [
    'line {line}: {fields} fields where earlier lines had {earlier}',
    '第 {line} 行：{fields} 个字段，而前面的行有 {earlier} 个',
    'строка {line}: полей {fields}, а в предыдущих строках {earlier}',
  ],
  'fio-log-bad-line.direction': [
    'line {line}: data direction {ddir} (expected 0, 1 or 2)',
    '第 {line} 行：数据方向为 {ddir}（应为 0、1 或 2）',
    'строка {line}: направление данных {ddir} (ожидалось 0, 1 или 2)',
  ],
  'fio-log-bad-line.hist-field': [
    'histogram log line {line}: field {field} is not a non-negative integer',
    '直方图日志第 {line} 行：第 {field} 个字段不是非负整数',
    'строка {line} журнала гистограммы: поле {field} не неотрицательное целое',
  ],
  'fio-log-bad-line.hist-buckets': [
    'histogram log line {line}: {buckets} buckets; expected 1856 / 2^coarseness (fio 3.x) or 1216 / 2^coarseness (fio 2.x)',
    '直方图日志第 {line} 行：{buckets} 个桶；应为 1856 / 2^coarseness（fio 3.x）或 1216 / 2^coarseness（fio 2.x）',
    'строка {line} журнала гистограммы: корзин {buckets}; ожидалось 1856 / 2^coarseness (fio 3.x) или 1216 / 2^coarseness (fio 2.x)',
  ],
  'fio-log-bad-line.hist-buckets-changed': [
    'histogram log line {line}: {buckets} buckets where earlier lines had {earlier}',
    '直方图日志第 {line} 行：{buckets} 个桶，而前面的行有 {earlier} 个',
    'строка {line} журнала гистограммы: корзин {buckets}, а в предыдущих строках {earlier}',
  ],
  'log-split-copy-differs': [
    'named as the {direction} rows of {full} (job {job}) but its {rows} rows differ from that log’s; {full} is used',
    '按名称是 {full}（任务 {job}）的 {direction} 行，但其 {rows} 行与该日志不同；使用 {full}',
    'по имени — строки {direction} из {full} (задание {job}), но его {rows, plural, one {# строка расходится} few {# строки расходятся} many {# строк расходятся} other {# строки расходятся}} с тем журналом; взят {full}',
  ],
  // fio log units: the histogram layout decides, or the names could not (log-settle.ts, helper logver).
  'fio-log-units-layout.us': [
    'latency read as {unit}: no fio output of this run names the version; its histogram log {source} has fio 2.x’s bucket layout (1216 buckets, counted in µs), and fio before 3.0 writes latency logs in µs',
    '延迟按 {unit} 读取：本次运行没有 fio 输出说明版本；其直方图日志 {source} 采用 fio 2.x 的桶布局（1216 个桶，以微秒计），而 fio 3.0 之前的延迟日志以微秒记录',
    'задержка прочитана в {unit}: ни один вывод fio этого прогона не называет версию; его журнал гистограммы {source} имеет раскладку корзин fio 2.x (1216 корзин, счёт в мкс), а fio до 3.0 пишет журналы задержки в мкс',
  ],
  'fio-log-units-layout.ns': [
    'latency read as {unit}: no fio output of this run names the version; its histogram log {source} has fio 3.x’s bucket layout (1856 buckets, counted in ns), and fio 3.0 and later writes latency logs in ns',
    '延迟按 {unit} 读取：本次运行没有 fio 输出说明版本；其直方图日志 {source} 采用 fio 3.x 的桶布局（1856 个桶，以纳秒计），而 fio 3.0 及以后的延迟日志以纳秒记录',
    'задержка прочитана в {unit}: ни один вывод fio этого прогона не называет версию; его журнал гистограммы {source} имеет раскладку корзин fio 3.x (1856 корзин, счёт в нс), а fio 3.0 и новее пишет журналы задержки в нс',
  ],
  'fio-log-units-values.indexed': [
    'latency read as {unit}: no fio output names the version and the run has no histogram log; a name like {name} is written by fio 2.1.11 (µs) and fio 3.x (ns) alike, so it does not say the version; the values of the job’s latency logs decide',
    '延迟按 {unit} 读取：没有 fio 输出说明版本，本次运行也没有直方图日志；{name} 这样的文件名 fio 2.1.11（微秒）和 fio 3.x（纳秒）都会写出，不能说明版本；由该任务延迟日志的数值决定',
    'задержка прочитана в {unit}: версию не называет ни один вывод fio, журнала гистограммы у прогона нет; имя вида {name} пишут и fio 2.1.11 (мкс), и fio 3.x (нс), версию оно не называет; решают значения журналов задержки задания',
  ],
  'fio-log-units-values.plain': [
    'latency read as {unit}: no fio output names the version and the run has no histogram log; a name like {name} has no job index, which fio 3.x writes too (per_job_logs=0), so it does not say the version; the values of the job’s latency logs decide',
    '延迟按 {unit} 读取：没有 fio 输出说明版本，本次运行也没有直方图日志；{name} 这样的文件名不带任务序号，fio 3.x 也会这样写（per_job_logs=0），不能说明版本；由该任务延迟日志的数值决定',
    'задержка прочитана в {unit}: версию не называет ни один вывод fio, журнала гистограммы у прогона нет; имя вида {name} без номера задания пишет и fio 3.x (per_job_logs=0), версию оно не называет; решают значения журналов задержки задания',
  ],
  // logcols: the logs' line format says fio ≥ 3.18, hence ns (log-settle.ts, helper logcols).
  'fio-log-units-columns.count': [
    'latency read as {unit}: no fio output of this run names the version and it has no histogram log; its log {source} has {columns} fields a line, and fio up to 3.17 writes at most 5 (time, value, direction, block size, offset); the priority field came with fio 3.18, and fio 3.0 and later writes latency logs in ns',
    '延迟按 {unit} 读取：本次运行没有 fio 输出说明版本，也没有直方图日志；其日志 {source} 每行有 {columns} 个字段，而 fio 3.17 及以前每行最多写 5 个（时间、数值、方向、块大小、偏移）；优先级字段自 fio 3.18 起才有，而 fio 3.0 及以后的延迟日志以纳秒记录',
    'задержка прочитана в {unit}: ни один вывод fio этого прогона не называет версию, журнала гистограммы у него нет; в его журнале {source} {columns} полей в строке, а fio до 3.17 пишет не больше 5 (время, значение, направление, размер блока, смещение); поле приоритета появилось в fio 3.18, а fio 3.0 и новее пишет журналы задержки в нс',
  ],
  'fio-log-units-columns.hex': [
    'latency read as {unit}: no fio output of this run names the version and it has no histogram log; its log {source} prints I/O priorities as 0x… (log_prio), which fio writes from 3.28, and fio 3.0 and later writes latency logs in ns',
    '延迟按 {unit} 读取：本次运行没有 fio 输出说明版本，也没有直方图日志；其日志 {source} 以 0x… 形式记录 I/O 优先级（log_prio），fio 3.28 起才这样写，而 fio 3.0 及以后的延迟日志以纳秒记录',
    'задержка прочитана в {unit}: ни один вывод fio этого прогона не называет версию, журнала гистограммы у него нет; его журнал {source} пишет приоритеты ввода-вывода как 0x… (log_prio), так пишет fio с 3.28, а fio 3.0 и новее пишет журналы задержки в нс',
  ],
} as const satisfies Texts;
