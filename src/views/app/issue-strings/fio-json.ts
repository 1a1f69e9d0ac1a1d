// Import-report texts of fio JSON output (src/ingest/fio/json): the document, its jobs and their figures.
// Titles and full texts as [en, zh, ru]; see README.md.
import type { Texts, Titles } from './types';

export const titles: Titles = {
  aggregated: ['numjobs clones merged', 'numjobs 克隆已合并', 'клоны numjobs объединены'],
  'no-usable-jobs': ['no job could be imported', '没有可导入的任务', 'ни одно задание не импортировано'],
  'bad-document': ['damaged JSON document', 'JSON 文档损坏', 'повреждённый документ JSON'],
  'bad-job': ['job not readable', '任务无法读取', 'задание не читается'],
  'bw-units': ['bandwidth unit corrected', '带宽单位已更正', 'единица пропускной способности исправлена'],
  'ended-with-error': ['job ended with an error', '任务以错误结束', 'задание завершилось с ошибкой'],
  'fio-message': ['fio message', 'fio 消息', 'сообщение fio'],
  'fio-runs': ['several runs in one file', '一个文件中有多次运行', 'несколько прогонов в одном файле'],
  histogram: ['histogram not readable', '直方图无法读取', 'гистограмма не читается'],
  'job-failed': ['job failed', '任务失败', 'задание не выполнено'],
  'latency-units': ['latency unit corrected', '延迟单位已更正', 'единица задержки исправлена'],
  'missing-rate': ['IOPS or bandwidth missing', '缺少 IOPS 或带宽', 'нет IOPS или пропускной способности'],
  'no-io': ['job without I/O', '任务没有 I/O', 'задание без ввода-вывода'],
  'no-jobs': ['no jobs', '没有任务', 'нет заданий'],
  'no-json': ['no JSON found', '未找到 JSON', 'JSON не найден'],
  'no-options': ['job options missing', '缺少任务选项', 'нет параметров задания'],
  'no-version': ['no fio version', '没有 fio 版本', 'нет версии fio'],
  'no-workload': ['workload unknown', '工作负载未知', 'нагрузка неизвестна'],
  'non-finite': ['number not finite', '数字不是有限值', 'число не конечно'],
  'not-finite': ['number not finite', '数字不是有限值', 'число не конечно'],
  precision: ['number past exact precision', '数字超出精确范围', 'число за пределами точности'],
  'queue-depth': ['queue depth corrected', '队列深度已更正', 'глубина очереди исправлена'],
  'status-reports': ['interim status reports', '中间状态报告', 'промежуточные отчёты о состоянии'],
  'text-after-json': ['text after the JSON', 'JSON 之后的文字', 'текст после JSON'],
  'text-before-json': ['text before the JSON', 'JSON 之前的文字', 'текст перед JSON'],
  'unified-mixed': ['directions reported together', '各方向合并报告', 'направления в общем отчёте'],
  'workload-guessed': ['workload partly guessed', '工作负载部分为推测', 'нагрузка частично угадана'],
};

export const texts = {
  'fio-runs': [
    '{count} fio runs in this file, each read on its own (figures are never added across runs); run: line (first job) {starts}',
    '此文件中有 {count} 次 fio 运行，各自单独读取（不同运行的数值从不相加）；运行：行号（首个任务）{starts}',
    'в файле {count, plural, one {# прогон} few {# прогона} many {# прогонов} other {# прогона}} fio, каждый прочитан отдельно (значения разных прогонов не складываются); прогон: строка (первое задание) {starts}',
  ],
  'text-before-json': [
    'skipped {count} line(s) of text before the JSON: "{text}"',
    '跳过了 JSON 之前的 {count} 行文字：“{text}”',
    'пропущено строк текста перед JSON: {count}: «{text}»',
  ],
  'text-after-json': [
    'ignored {count} line(s) after the JSON (e.g. a normal-format report)',
    '忽略了 JSON 之后的 {count} 行（例如普通格式的报告）',
    'пропущено строк после JSON: {count} (например, отчёт в обычном формате)',
  ],
  'status-reports': [
    '{count} JSON documents are reports of the same run (--status-interval: same jobs, written while it ran; cumulative): the last one was read',
    '{count} 个 JSON 文档是同一次运行的报告（--status-interval：相同任务，运行期间写出，累计值）：读取了最后一个',
    '{count, plural, one {# документ} few {# документа} many {# документов} other {# документа}} JSON — отчёты одного прогона (--status-interval: те же задания, записаны во время работы, накопительно): прочитан последний',
  ],
  'fio-message': ['fio printed: {text}', 'fio 输出的消息：{text}', 'fio напечатал: {text}'],
  aggregated: [
    'aggregated {count} entries with the same name, group and options (numjobs clones without group_reporting; jobs[{entries}]) into one measurement: IOPS, bandwidth and I/O summed, latency means IO-weighted; percentiles cannot be combined and were dropped',
    '将 {count} 个名称、组和选项相同的条目（numjobs 克隆，未配 group_reporting；jobs[{entries}]）合并为一个测量：IOPS、带宽与 I/O 相加，延迟均值按 I/O 数加权；百分位数无法合并，已舍弃',
    '{count, plural, one {# запись} few {# записи} many {# записей} other {# записи}} с одинаковыми именем, группой и параметрами (клоны numjobs без group_reporting; jobs[{entries}]) объединены в одно измерение: IOPS, пропускная способность и объём сложены, средние задержки взвешены по операциям; перцентили объединить нельзя, они отброшены',
  ],
  'job-failed': [
    'job "{job}" failed with {error} before doing any I/O; no figures',
    '任务“{job}”在进行任何 I/O 之前失败（{error}）；没有数值',
    'задание «{job}» завершилось с ошибкой {error} до начала ввода-вывода; значений нет',
  ],
  'no-usable-jobs.job-failed': [
    'job "{job}" failed with {error} before doing any I/O; no figures',
    '任务“{job}”在进行任何 I/O 之前失败（{error}）；没有数值',
    'задание «{job}» завершилось с ошибкой {error} до начала ввода-вывода; значений нет',
  ],
  'no-usable-jobs.see-warnings': [
    'no job in the JSON at line {line} could be imported (see warnings)',
    '第 {line} 行的 JSON 中没有任务可以导入（见警告）',
    'ни одно задание в JSON на строке {line} не удалось импортировать (см. предупреждения)',
  ],
  'ended-with-error': [
    'job "{job}" ended with {error} after doing I/O; its figures are kept',
    '任务“{job}”在完成 I/O 后以 {error} 结束；其数值保留',
    'задание «{job}» завершилось с {error} после ввода-вывода; его значения сохранены',
  ],
  'no-options': [
    'the job has no "job options": queue depth and job count unknown',
    '该任务没有“job options”：队列深度和任务数未知',
    'у задания нет «job options»: глубина очереди и число заданий неизвестны',
  ],
  'queue-depth.unknown': [
    'iodepth not set, yet only {pct}% of I/Os ran at depth 1 (iodepth_level): queue depth unknown',
    '未设置 iodepth，但只有 {pct}% 的 I/O 在深度 1 运行（iodepth_level）：队列深度未知',
    'iodepth не задан, но лишь {pct}% операций шли на глубине 1 (iodepth_level): глубина очереди неизвестна',
  ],
  'queue-depth.sync-engine': [
    'ioengine={engine} is synchronous: queue depth 1 whatever iodepth={depth} says',
    'ioengine={engine} 是同步引擎：无论 iodepth={depth} 如何，队列深度都是 1',
    'ioengine={engine} синхронный: глубина очереди 1, что бы ни говорил iodepth={depth}',
  ],
  'queue-depth.depth-one': [
    'iodepth={depth} was asked, but every I/O ran at depth 1 (iodepth_level); queue depth set to 1',
    '设置了 iodepth={depth}，但所有 I/O 都在深度 1 运行（iodepth_level）；队列深度设为 1',
    'запрошен iodepth={depth}, но все операции шли на глубине 1 (iodepth_level); глубина очереди принята 1',
  ],
  'unified-mixed': [
    'unified_rw_reporting=mixed: fio reported all directions together, so only totals are known',
    'unified_rw_reporting=mixed：fio 将所有方向合并报告，因此只知道总计',
    'unified_rw_reporting=mixed: fio сообщил все направления вместе, поэтому известны только итоги',
  ],
  'workload-guessed.measured': [
    'no {missing} in the options or job name; measured from the I/O: {measured}',
    '选项和任务名中没有 {missing}；由 I/O 测得：{measured}',
    'в параметрах и имени задания нет {missing}; измерено по операциям: {measured}',
  ],
  'workload-guessed.random': [
    'no {missing} in the options or job name; measured from the I/O: {measured}; pattern unknown, assumed random',
    '选项和任务名中没有 {missing}；由 I/O 测得：{measured}；访问模式未知，假定为随机',
    'в параметрах и имени задания нет {missing}; измерено по операциям: {measured}; характер доступа неизвестен, принят случайный',
  ],
  'latency-units.x1024': [
    'the file says fio-{version}, which reports latencies in µs without "_ns" keys, yet it has "_ns" keys; every value is a multiple of 1024, so they were read as µs × 1024 (a rewriting tool’s conversion) and converted to ns',
    '文件标明 fio-{version}，该版本以微秒报告延迟且没有“_ns”键，但文件中有“_ns”键；所有值都是 1024 的倍数，因此按 微秒 × 1024（改写工具的换算）读取并换算为纳秒',
    'файл называет fio-{version}, который сообщает задержки в мкс без ключей «_ns», но ключи «_ns» есть; все значения кратны 1024, поэтому прочитаны как мкс × 1024 (пересчёт переписавшей программы) и переведены в нс',
  ],
  'latency-units.as-ns': [
    'the file says fio-{version}, which reports latencies in µs without "_ns" keys, yet it has "_ns" keys; they were read as ns as labelled — check them',
    '文件标明 fio-{version}，该版本以微秒报告延迟且没有“_ns”键，但文件中有“_ns”键；已按标注读作纳秒，请核对',
    'файл называет fio-{version}, который сообщает задержки в мкс без ключей «_ns», но ключи «_ns» есть; прочитаны в нс, как подписаны, — проверьте их',
  ],
  'bw-units': [
    '{direction}: "bw_bytes" {value} is 1/1024 of io bytes / runtime ({expected} B/s), so it holds KiB/s; read as {value} KiB/s',
    '{direction}：“bw_bytes” {value} 是 io 字节数 / 运行时间（{expected} B/s）的 1/1024，因此其单位是 KiB/s；按 {value} KiB/s 读取',
    '{direction}: «bw_bytes» {value} — 1/1024 от байт / время работы ({expected} B/s), значит, это KiB/s; прочитано как {value} KiB/s',
  ],
  'non-finite': [
    '{count} nan/inf value(s) read as missing',
    '{count} 个 nan/inf 值按缺失读取',
    'значений nan/inf: {count}, прочитаны как отсутствующие',
  ],
  precision: [
    '{count} number(s) above 2^53 lost precision when read',
    '{count} 个大于 2^53 的数字在读取时丢失精度',
    'чисел больше 2^53: {count}, при чтении потеряли точность',
  ],
  'bad-document.cut': [
    'the JSON document starting at line {start} is cut off at line {line}; it was ignored',
    '从第 {start} 行开始的 JSON 文档在第 {line} 行被截断；已忽略',
    'документ JSON, начатый на строке {start}, обрывается на строке {line}; пропущен',
  ],
  'bad-document.syntax': [
    'the JSON document starting at line {start} is not valid JSON at line {line}; it was ignored',
    '从第 {start} 行开始的 JSON 文档在第 {line} 行不是有效的 JSON；已忽略',
    'документ JSON, начатый на строке {start}, недопустим на строке {line}; пропущен',
  ],
  truncated: [
    'the JSON starting at line {start} is cut off at line {line}',
    '从第 {start} 行开始的 JSON 在第 {line} 行被截断',
    'JSON, начатый на строке {start}, обрывается на строке {line}',
  ],
  'bad-json': [
    'the JSON starting at line {start} is not valid JSON at line {line}',
    '从第 {start} 行开始的 JSON 在第 {line} 行不是有效的 JSON',
    'JSON, начатый на строке {start}, недопустим на строке {line}',
  ],
  'no-json': [
    'no line starts with "{", so there is no fio JSON in it',
    '没有以“{”开头的行，因此其中没有 fio JSON',
    'ни одна строка не начинается с «{», значит, JSON fio в нём нет',
  ],
  'no-jobs.no-array': [
    'the JSON at line {line} has no "jobs" (or "client_stats") array, so it is not fio output',
    '第 {line} 行的 JSON 没有“jobs”（或“client_stats”）数组，因此不是 fio 输出',
    'в JSON на строке {line} нет массива «jobs» (или «client_stats»), значит, это не вывод fio',
  ],
  'no-jobs.empty': [
    'the fio JSON at line {line} lists no jobs',
    '第 {line} 行的 fio JSON 中没有任务',
    'в JSON fio на строке {line} нет заданий',
  ],
  'bad-job': [
    'jobs[{index}] is not an object; skipped',
    'jobs[{index}] 不是对象；已跳过',
    'jobs[{index}] не объект; пропущено',
  ],
  'no-version': [
    'no "fio version" key; units assumed from key names',
    '没有“fio version”键；单位按键名推定',
    'нет ключа «fio version»; единицы приняты по именам ключей',
  ],
  histogram: [
    '{where}: json+ bins are keyed by bucket index without a usable FIO_IO_U_PLAT_BITS/VAL; skipped',
    '{where}：json+ 的 bins 以桶序号为键，但没有可用的 FIO_IO_U_PLAT_BITS/VAL；已跳过',
    '{where}: корзины json+ заданы номером корзины без пригодных FIO_IO_U_PLAT_BITS/VAL; пропущено',
  ],
  'missing-rate': [
    '{direction}: no usable iops or bandwidth; read as 0',
    '{direction}：没有可用的 iops 或带宽；按 0 读取',
    '{direction}: нет пригодных iops или пропускной способности; прочитано как 0',
  ],
  'no-io': [
    'job "{job}" reports no I/O in any direction; skipped',
    '任务“{job}”在任何方向上都没有 I/O；已跳过',
    'задание «{job}» не сообщает ввода-вывода ни в одном направлении; пропущено',
  ],
  'no-workload': [
    'no {missing} in the options or job name, and no I/O to measure it from; job skipped',
    '选项和任务名中没有 {missing}，也没有可供测算的 I/O；任务已跳过',
    'в параметрах и имени задания нет {missing}, и нет операций, по которым это измерить; задание пропущено',
  ],
  'not-finite': [
    '{direction}: iops or bandwidth is not a finite number; direction dropped',
    '{direction}：iops 或带宽不是有限数；该方向已舍弃',
    '{direction}: iops или пропускная способность не конечное число; направление отброшено',
  ],
} as const satisfies Texts;
