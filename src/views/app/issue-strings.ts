// Import-report texts that come from importers: a short title per warning code (the grouped lines),
// a full text per code made from the params the importer writes, and the labels of the grouped
// report. English, Chinese and Russian; a code without a full text (or an issue saved before it had
// params) shows the code's title and the importer's English message.
import type { Dict, Translate } from '../../i18n';
import { useStrings } from '../common/use-strings';

type Titles = Record<string, readonly [en: string, zh: string, ru: string]>;

/** code → [en, zh, ru] short titles. */
const TITLES: Titles = {
  aggregated: ['numjobs clones merged', 'numjobs 克隆已合并', 'клоны numjobs объединены'],
  'no-usable-jobs': ['no job could be imported', '没有可导入的任务', 'ни одно задание не импортировано'],
  'no-rows': ['no data rows', '没有数据行', 'нет строк данных'],
  'no-valid-rows': ['no valid rows', '没有有效的行', 'нет допустимых строк'],
  'unknown-header': ['header not understood', '无法理解表头', 'заголовок не понят'],
  'archive-limit': ['archive over a size limit', '压缩包超出大小限制', 'архив превышает предел размера'],
  assembly: ['records could not be put together', '记录无法组合', 'записи не удалось собрать'],
  'bad-archive': ['damaged archive', '压缩包损坏', 'повреждённый архив'],
  'bad-dataset': ['not a valid dataset', '不是有效的数据集', 'недопустимый набор данных'],
  'bad-document': ['damaged JSON document', 'JSON 文档损坏', 'повреждённый документ JSON'],
  'bad-figure': ['figure refused', '数值被拒绝', 'значение отклонено'],
  'bad-job': ['job not readable', '任务无法读取', 'задание не читается'],
  'bad-json': ['not valid JSON', '不是有效的 JSON', 'недопустимый JSON'],
  'bad-member': ['archive member not readable', '压缩包成员无法读取', 'элемент архива не читается'],
  'bad-row': ['row not readable', '行无法读取', 'строка не читается'],
  'bw-units': ['bandwidth unit corrected', '带宽单位已更正', 'единица пропускной способности исправлена'],
  'csv-syntax': ['CSV syntax problem', 'CSV 语法问题', 'ошибка синтаксиса CSV'],
  'dataset-warning': ['dataset warning', '数据集警告', 'предупреждение набора данных'],
  'disk-meta-field': [
    'disk metadata field ignored',
    '磁盘元数据字段被忽略',
    'поле метаданных диска пропущено',
  ],
  'disk-meta-size': ['disk size not understood', '无法理解磁盘容量', 'размер диска не понят'],
  'disk-meta-syntax': ['disk metadata not readable', '磁盘元数据无法读取', 'метаданные диска не читаются'],
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
  'ended-with-error': ['job ended with an error', '任务以错误结束', 'задание завершилось с ошибкой'],
  'excel-mismatch': ['spreadsheet figures disagree', '表格数值不一致', 'значения таблицы расходятся'],
  'excel-placeholder': ['spreadsheet placeholder', '表格占位符', 'заполнитель таблицы'],
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
  'fio-message': ['fio message', 'fio 消息', 'сообщение fio'],
  'fio-normal-clones-merged': ['numjobs clones merged', 'numjobs 克隆已合并', 'клоны numjobs объединены'],
  'fio-normal-ended-with-error': [
    'job ended with an error',
    '任务以错误结束',
    'задание завершилось с ошибкой',
  ],
  'fio-normal-fio-message': ['fio message', 'fio 消息', 'сообщение fio'],
  'fio-normal-job-failed': ['job failed', '任务失败', 'задание не выполнено'],
  'fio-normal-job-skipped': ['job skipped', '任务已跳过', 'задание пропущено'],
  'fio-normal-misprint': [
    'misprinted figure replaced by fio’s counts',
    '误印数值已按 fio 计数更正',
    'ошибочно напечатанное значение заменено расчётом по счётчикам fio',
  ],
  'fio-normal-no-figures': ['job without figures', '任务没有数值', 'задание без значений'],
  'fio-normal-no-jobs': ['no fio job report', '没有 fio 任务报告', 'нет отчёта задания fio'],
  'fio-normal-run-without-report': ['run without a report', '运行没有报告', 'прогон без отчёта'],
  'fio-normal-status-reports': ['interim status reports', '中间状态报告', 'промежуточные отчёты о состоянии'],
  'fio-normal-surrounding-text': [
    'text around the fio output',
    'fio 输出周围的文字',
    'текст вокруг вывода fio',
  ],
  'fio-normal-sync-ignored': ['fsync block not imported', 'fsync 块未导入', 'блок fsync не импортирован'],
  'fio-normal-terse-ignored': [
    'terse lines beside the report ignored',
    '报告旁的 terse 行被忽略',
    'строки terse рядом с отчётом пропущены',
  ],
  'fio-normal-truncated': ['report cut off', '报告被截断', 'отчёт обрезан'],
  'fio-normal-unknown-lines': ['lines not understood', '无法理解的行', 'непонятые строки'],
  'fio-normal-workload': [
    'workload not fully printed',
    '工作负载未完整打印',
    'нагрузка напечатана не полностью',
  ],
  'fio-runs': ['several runs in one file', '一个文件中有多次运行', 'несколько прогонов в одном файле'],
  'fio-terse-bad-field': ['terse field not readable', 'terse 字段无法读取', 'поле terse не читается'],
  'fio-terse-clones-merged': ['numjobs clones merged', 'numjobs 克隆已合并', 'клоны numjobs объединены'],
  'fio-terse-empty': ['empty terse output', '空的 terse 输出', 'пустой вывод terse'],
  'fio-terse-ended-with-error': [
    'job ended with an error',
    '任务以错误结束',
    'задание завершилось с ошибкой',
  ],
  'fio-terse-job-failed': ['job failed', '任务失败', 'задание не выполнено'],
  'fio-terse-job-skipped': ['job skipped', '任务已跳过', 'задание пропущено'],
  'fio-terse-no-figures': ['job without figures', '任务没有数值', 'задание без значений'],
  'fio-terse-truncated': ['terse line cut off', 'terse 行被截断', 'строка terse обрезана'],
  'fio-terse-unknown-lines': ['lines not understood', '无法理解的行', 'непонятые строки'],
  'fio-terse-workload': ['workload not printed', '工作负载未打印', 'нагрузка не напечатана'],
  histogram: ['histogram not readable', '直方图无法读取', 'гистограмма не читается'],
  'incomplete-direction': ['direction incomplete', '方向数据不完整', 'направление неполное'],
  'ioping-bad-summary': ['ioping summary not readable', 'ioping 摘要无法读取', 'сводка ioping не читается'],
  'ioping-no-summary': ['ioping without summary', 'ioping 没有摘要', 'ioping без сводки'],
  'ioping-nothing': ['ioping output without figures', 'ioping 输出没有数值', 'вывод ioping без значений'],
  'ioping-raw-direction': ['ioping direction unknown', 'ioping 方向未知', 'направление ioping неизвестно'],
  'ioping-raw-empty': ['empty ioping raw output', '空的 ioping 原始输出', 'пустой сырой вывод ioping'],
  'ioping-raw-ignored': ['ioping raw lines ignored', 'ioping 原始行被忽略', 'сырые строки ioping пропущены'],
  'iozone-bad-header': ['iozone header not understood', '无法理解 iozone 表头', 'заголовок iozone не понят'],
  'iozone-bad-row': ['iozone row not readable', 'iozone 行无法读取', 'строка iozone не читается'],
  'iozone-columns-skipped': ['iozone columns skipped', 'iozone 列被跳过', 'столбцы iozone пропущены'],
  'iozone-incomplete-row': ['iozone row incomplete', 'iozone 行不完整', 'строка iozone неполная'],
  'iozone-interrupted': ['iozone run interrupted', 'iozone 运行被中断', 'прогон iozone прерван'],
  'iozone-no-rows': ['iozone without rows', 'iozone 没有数据行', 'iozone без строк'],
  'iozone-no-table': ['iozone without table', 'iozone 没有表格', 'iozone без таблицы'],
  'iozone-throughput-mode': [
    'iozone throughput mode',
    'iozone 吞吐量模式',
    'режим пропускной способности iozone',
  ],
  'iozone-unit-unknown': ['iozone unit unknown', 'iozone 单位未知', 'единица iozone неизвестна'],
  'job-failed': ['job failed', '任务失败', 'задание не выполнено'],
  'latency-units': ['latency unit corrected', '延迟单位已更正', 'единица задержки исправлена'],
  'latency-without-mean': ['latency without mean', '延迟没有均值', 'задержка без среднего'],
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
  'missing-rate': ['IOPS or bandwidth missing', '缺少 IOPS 或带宽', 'нет IOPS или пропускной способности'],
  'nested-too-deep': ['archive nested too deep', '压缩包嵌套过深', 'архив вложен слишком глубоко'],
  'no-figures': ['no figures', '没有数值', 'нет значений'],
  'no-io': ['job without I/O', '任务没有 I/O', 'задание без ввода-вывода'],
  'no-jobs': ['no jobs', '没有任务', 'нет заданий'],
  'no-json': ['no JSON found', '未找到 JSON', 'JSON не найден'],
  'no-options': ['job options missing', '缺少任务选项', 'нет параметров задания'],
  'no-version': ['no fio version', '没有 fio 版本', 'нет версии fio'],
  'no-workload': ['workload unknown', '工作负载未知', 'нагрузка неизвестна'],
  'non-finite': ['number not finite', '数字不是有限值', 'число не конечно'],
  'not-a-file': ['not a regular file', '不是普通文件', 'не обычный файл'],
  'not-finite': ['number not finite', '数字不是有限值', 'число не конечно'],
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
  precision: ['number past exact precision', '数字超出精确范围', 'число за пределами точности'],
  'pts-fio-empty': ['PTS fio file empty', 'PTS fio 文件为空', 'файл PTS fio пуст'],
  'pts-fio-job': ['PTS round not readable', 'PTS 轮次无法读取', 'раунд PTS не читается'],
  'pts-fio-kind': ['PTS test unknown', 'PTS 测试未知', 'тест PTS неизвестен'],
  'pts-fio-mismatch': ['PTS figures disagree', 'PTS 数值不一致', 'значения PTS расходятся'],
  'pts-fio-name': ['PTS job name not understood', '无法理解 PTS 任务名', 'имя задания PTS не понято'],
  'pts-fio-shape': ['PTS fio file shape', 'PTS fio 文件结构', 'структура файла PTS fio'],
  'pts-fio-workload': ['PTS workload not understood', '无法理解 PTS 工作负载', 'нагрузка PTS не понята'],
  'pts-options-empty': ['PTS options empty', 'PTS 选项为空', 'параметры PTS пусты'],
  'pts-options-keys': ['PTS options keys unknown', 'PTS 选项键未知', 'ключи параметров PTS неизвестны'],
  'pts-options-shape': ['PTS options shape', 'PTS 选项结构', 'структура параметров PTS'],
  'pts-options-size': ['PTS disk size not understood', '无法理解 PTS 磁盘容量', 'размер диска PTS не понят'],
  'pts-options-syntax': ['PTS options not readable', 'PTS 选项无法读取', 'параметры PTS не читаются'],
  'pts-report-index': ['PTS report index', 'PTS 报告索引', 'индекс отчёта PTS'],
  'pts-report-pages': ['PTS report pages', 'PTS 报告页面', 'страницы отчёта PTS'],
  'pts-report-shape': ['PTS report shape', 'PTS 报告结构', 'структура отчёта PTS'],
  'pts-report-text': ['PTS report text', 'PTS 报告文字', 'текст отчёта PTS'],
  'pts-report-zip': ['PTS report.zip', 'PTS report.zip', 'PTS report.zip'],
  'pts-result-empty': ['PTS result empty', 'PTS 结果为空', 'результат PTS пуст'],
  'pts-result-key': ['PTS result key unknown', 'PTS 结果键未知', 'ключ результата PTS неизвестен'],
  'pts-result-shape': ['PTS result shape', 'PTS 结果结构', 'структура результата PTS'],
  'pts-result-value': ['PTS result value refused', 'PTS 结果值被拒绝', 'значение результата PTS отклонено'],
  'queue-depth': ['queue depth corrected', '队列深度已更正', 'глубина очереди исправлена'],
  'series-skipped': ['series skipped', '序列已跳过', 'ряд пропущен'],
  'status-reports': ['interim status reports', '中间状态报告', 'промежуточные отчёты о состоянии'],
  'text-after-json': ['text after the JSON', 'JSON 之后的文字', 'текст после JSON'],
  'text-before-json': ['text before the JSON', 'JSON 之前的文字', 'текст перед JSON'],
  'too-large': ['file too large', '文件过大', 'файл слишком большой'],
  'unified-mixed': ['directions reported together', '各方向合并报告', 'направления в общем отчёте'],
  'workload-guessed': ['workload partly guessed', '工作负载部分为推测', 'нагрузка частично угадана'],
  'zip-cut': ['zip cut off', 'zip 被截断', 'zip обрезан'],
  'zip-name-encoding': [
    'zip names in a guessed code page',
    'zip 文件名编码为推测',
    'имена zip в угаданной кодировке',
  ],
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

/**
 * Full texts: `code` (or `code.form` where one code has several message shapes, the importer putting
 * `form` in params) → [en, zh, ru], `{name}` filled from the issue's params. The English text is the
 * importer's message re-told from its params; the page shows the importer's own message in English.
 */
const TEXTS = {
  'disk-name': [
    'folder "{folder}" does not follow the provider_type_size convention; its files form one disk named "{name}"',
    '文件夹“{folder}”不符合 provider_type_size 命名约定；其文件组成一块名为“{name}”的磁盘',
    'папка «{folder}» не следует соглашению provider_type_size; её файлы образуют один диск «{name}»',
  ],
  'log-unlinked': [
    'no fio JSON or normal output for job "{prefix}" beside this log; shown on its own',
    '此日志旁没有任务“{prefix}”的 fio JSON 或普通输出；单独显示',
    'рядом с журналом нет JSON или обычного вывода fio для задания «{prefix}»; показан отдельно',
  ],
  'duplicate-run': [
    'job "{job}" is the same run as in {first}: counted once, there',
    '任务“{job}”与 {first} 中的是同一次运行：只在那里计一次',
    'задание «{job}» — тот же прогон, что и в {first}: учтён один раз, там',
  ],
  'log-split-copy': [
    'the {direction} rows of {full} (job {job}) again, {rows} rows: a direction split of the same job, not counted again',
    '{full}（任务 {job}）的 {direction} 行的再次拷贝，共 {rows} 行：同一任务的方向拆分，不重复计算',
    'строки {direction} из {full} (задание {job}) ещё раз, {rows} строк: разбиение того же задания по направлению, не учтено повторно',
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
  'os-litter': [
    'operating-system metadata file, not a result',
    '操作系统元数据文件，不是结果',
    'служебный файл операционной системы, не результат',
  ],
  'fio-workload.mix-measured': [
    'rw={rw}: rwmixread is not printed, read share {pct}% measured from the I/O split',
    'rw={rw}：未打印 rwmixread，读取占比 {pct}% 由 I/O 读写比例测得',
    'rw={rw}: rwmixread не напечатан, доля чтения {pct}% измерена по соотношению операций',
  ],
  'fio-workload.mix-assumed': [
    'rw={rw}: rwmixread is not printed and no I/O split is available; read share assumed 50%',
    'rw={rw}：未打印 rwmixread，也没有 I/O 读写比例；读取占比假定为 50%',
    'rw={rw}: rwmixread не напечатан и соотношения операций нет; доля чтения принята 50%',
  ],
  'fio-workload.rw-measured': [
    'rw not stated; read share {pct}% taken from the measured I/O',
    '未说明 rw；读取占比 {pct}% 取自测得的 I/O',
    'rw не указан; доля чтения {pct}% взята из измеренных операций',
  ],
  'fio-workload.pattern-assumed': [
    'access pattern not stated (no preamble, job name does not say); assumed random',
    '未说明访问模式（没有前导信息，任务名也未说明）；假定为随机',
    'характер доступа не указан (нет преамбулы, имя задания не говорит); принят случайный',
  ],
  'fio-workload.bs-rounded': [
    'block size printed rounded (bs={bs}); read as {bytes} B',
    '块大小打印时被舍入（bs={bs}）；按 {bytes} B 读取',
    'размер блока напечатан округлённым (bs={bs}); прочитан как {bytes} B',
  ],
  'fio-workload.bs-varies': [
    'block size varies (bs={bs}); using the measured mean I/O size {bytes} B',
    '块大小不固定（bs={bs}）；使用测得的平均 I/O 大小 {bytes} B',
    'размер блока меняется (bs={bs}); взят измеренный средний размер операции {bytes} B',
  ],
  'fio-workload.bs-inferred': [
    'block size not stated; {size} inferred from bytes moved / I/Os',
    '未说明块大小；由传输字节数 / I/O 次数推得 {size}',
    'размер блока не указан; {size} выведен из переданных байт / числа операций',
  ],
  'fio-workload.bs-unknown': [
    'block size unknown: bytes / I/Os = {bytes} B is not a size fio runs',
    '块大小未知：字节数 / I/O 次数 = {bytes} B，不是 fio 使用的大小',
    'размер блока неизвестен: байты / операции = {bytes} B — не размер, с которым работает fio',
  ],
  'fio-workload.depth-one': [
    'iodepth={depth} was asked, but every I/O ran at depth 1 (IO depths); queue depth set to 1',
    '设置了 iodepth={depth}，但所有 I/O 都在深度 1 运行（IO depths）；队列深度设为 1',
    'запрошен iodepth={depth}, но все операции шли на глубине 1 (IO depths); глубина очереди принята 1',
  ],
  'fio-workload.unknown': [
    'workload unknown: no preamble or command line, and the job name names no block size',
    '工作负载未知：没有前导信息或命令行，任务名也未给出块大小',
    'нагрузка неизвестна: нет преамбулы или командной строки, и имя задания не называет размер блока',
  ],
  'fio-workload.depth-unknown': [
    'iodepth not stated, and only {pct}% of I/Os ran at depth 1; queue depth unknown',
    '未说明 iodepth，且只有 {pct}% 的 I/O 在深度 1 运行；队列深度未知',
    'iodepth не указан, и лишь {pct}% операций шли на глубине 1; глубина очереди неизвестна',
  ],
  'fio-workload.sync-engine': [
    'ioengine={engine} is synchronous: queue depth 1 whatever iodepth={depth} says',
    'ioengine={engine} 是同步引擎：无论 iodepth={depth} 如何，队列深度都是 1',
    'ioengine={engine} синхронный: глубина очереди 1, что бы ни говорил iodepth={depth}',
  ],
  'fio-normal-clones-merged': [
    '{count} reports share job name "{job}" in group {group} (numjobs without group_reporting): IOPS and bandwidth summed, latency IO-weighted, percentiles dropped',
    '组 {group} 中有 {count} 份报告同名“{job}”（numjobs 未配 group_reporting）：IOPS 与带宽相加，延迟按 I/O 数加权，百分位数舍弃',
    '{count} отчётов с именем задания «{job}» в группе {group} (numjobs без group_reporting): IOPS и пропускная способность сложены, задержка взвешена по операциям, перцентили отброшены',
  ],
  'fio-terse-clones-merged': [
    '{count} lines share job name "{job}" in group {group} (numjobs without group_reporting): IOPS and bandwidth summed, latency IO-weighted, percentiles dropped',
    '组 {group} 中有 {count} 行同名“{job}”（numjobs 未配 group_reporting）：IOPS 与带宽相加，延迟按 I/O 数加权，百分位数舍弃',
    '{count} строк с именем задания «{job}» в группе {group} (numjobs без group_reporting): IOPS и пропускная способность сложены, задержка взвешена по операциям, перцентили отброшены',
  ],
  'fio-runs': [
    '{count} fio runs in this file, each read on its own (figures are never added across runs); run: line (first job) {starts}',
    '此文件中有 {count} 次 fio 运行，各自单独读取（不同运行的数值从不相加）；运行：行号（首个任务）{starts}',
    'в файле {count} прогонов fio, каждый прочитан отдельно (значения разных прогонов не складываются); прогон: строка (первое задание) {starts}',
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
    '{count} документов JSON — отчёты одного прогона (--status-interval: те же задания, записаны во время работы, накопительно): прочитан последний',
  ],
  'fio-message': ['fio printed: {text}', 'fio 输出的消息：{text}', 'fio напечатал: {text}'],
  aggregated: [
    'aggregated {count} entries with the same name, group and options (numjobs clones without group_reporting; jobs[{entries}]) into one measurement: IOPS, bandwidth and I/O summed, latency means IO-weighted; percentiles cannot be combined and were dropped',
    '将 {count} 个名称、组和选项相同的条目（numjobs 克隆，未配 group_reporting；jobs[{entries}]）合并为一个测量：IOPS、带宽与 I/O 相加，延迟均值按 I/O 数加权；百分位数无法合并，已舍弃',
    '{count} записей с одинаковыми именем, группой и параметрами (клоны numjobs без group_reporting; jobs[{entries}]) объединены в одно измерение: IOPS, пропускная способность и объём сложены, средние задержки взвешены по операциям; перцентили объединить нельзя, они отброшены',
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
  'fio-normal-run-without-report': [
    'a run starts at line {line} but has no job report (stopped, or cut off)',
    '第 {line} 行开始一次运行，但没有任务报告（已停止或被截断）',
    'прогон начинается на строке {line}, но отчёта задания нет (остановлен или обрезан)',
  ],
  'fio-normal-fio-message': ['fio printed: {text}', 'fio 输出的消息：{text}', 'fio напечатал: {text}'],
  'fio-normal-terse-ignored': [
    '{count} terse line(s) in the same file ignored; the normal report was read',
    '同一文件中的 {count} 行 terse 被忽略；读取的是普通报告',
    'пропущено строк terse в том же файле: {count}; прочитан обычный отчёт',
  ],
  'fio-normal-unknown-lines': [
    '{count} line(s) inside job reports not understood and ignored (line: text) {samples}',
    '任务报告中有 {count} 行无法理解，已忽略（行号：内容）{samples}',
    'непонятых строк внутри отчётов заданий: {count}, пропущены (строка: текст) {samples}',
  ],
  'fio-normal-surrounding-text': [
    '{count} line(s) of other text around the fio output skipped (line: text) {samples}',
    '跳过了 fio 输出周围的 {count} 行其他文字（行号：内容）{samples}',
    'пропущено строк другого текста вокруг вывода fio: {count} (строка: текст) {samples}',
  ],
  'fio-normal-truncated': [
    'job "{job}" (report starting at line {line}) stops before its "issued" line: the output is cut short; job skipped',
    '任务“{job}”（报告从第 {line} 行开始）在“issued”行之前中断：输出被截断；任务已跳过',
    'задание «{job}» (отчёт со строки {line}) обрывается до строки «issued»: вывод обрезан; задание пропущено',
  ],
  'fio-normal-status-reports': [
    '{count} reports of the same jobs (--status-interval; cumulative): the last one was read',
    '相同任务的 {count} 份报告（--status-interval；累计值）：读取了最后一份',
    '{count} отчётов одних и тех же заданий (--status-interval; накопительно): прочитан последний',
  ],
  'fio-normal-job-failed': [
    'job "{job}" failed with {error} before doing any I/O; no figures',
    '任务“{job}”在进行任何 I/O 之前失败（{error}）；没有数值',
    'задание «{job}» завершилось с ошибкой {error} до начала ввода-вывода; значений нет',
  ],
  'fio-normal-sync-ignored': [
    'fsync/fdatasync block without a call count (4th "issued rwts" value); not imported',
    'fsync/fdatasync 块没有调用次数（“issued rwts”的第 4 个值）；未导入',
    'блок fsync/fdatasync без числа вызовов (4-е значение «issued rwts»); не импортирован',
  ],
  'fio-normal-no-figures': [
    'job "{job}" has no read, write or trim figures that could be read; skipped',
    '任务“{job}”没有可读取的读、写或 trim 数值；已跳过',
    'у задания «{job}» нет читаемых значений чтения, записи или trim; пропущено',
  ],
  'fio-normal-job-skipped': [
    'job "{job}" skipped: its workload cannot be determined',
    '任务“{job}”已跳过：无法确定其工作负载',
    'задание «{job}» пропущено: его нагрузку определить нельзя',
  ],
  'fio-normal-ended-with-error': [
    'job "{job}" ended with {error} after doing I/O; its figures are kept',
    '任务“{job}”在完成 I/O 后以 {error} 结束；其数值保留',
    'задание «{job}» завершилось с {error} после ввода-вывода; его значения сохранены',
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
  'excel-placeholder': [
    'the Excel section holds only 0 placeholders and was ignored',
    'Excel 部分只有占位的 0，已忽略',
    'раздел Excel содержит только заполнители 0 и пропущен',
  ],
  'excel-mismatch': [
    'Excel {column} row for {kb} kB differs from the table',
    'Excel 中 {kb} kB 的 {column} 行与表格不同',
    'строка Excel {column} для {kb} kB расходится с таблицей',
  ],
  'iozone-interrupted': [
    'the run was interrupted: only complete rows are imported',
    '运行被中断：只导入完整的行',
    'прогон прерван: импортированы только полные строки',
  ],
  'iozone-incomplete-row': [
    'row dropped: no value for {columns}',
    '行被舍弃：{columns} 没有值',
    'строка отброшена: нет значения для {columns}',
  ],
  'iozone-columns-skipped': [
    'columns {columns} are not imported (the model has no pattern for them)',
    '列 {columns} 未导入（模型中没有对应的访问模式）',
    'столбцы {columns} не импортированы (в модели нет для них характера доступа)',
  ],
  'iozone-no-rows.first-problem': [
    'the result table has no complete row; the first problem is at line {line} (see the warnings)',
    '结果表中没有完整的行；第一个问题在第 {line} 行（见警告）',
    'в таблице результатов нет полной строки; первая проблема на строке {line} (см. предупреждения)',
  ],
  'iozone-no-rows.no-row': [
    'the result table has no complete row',
    '结果表中没有完整的行',
    'в таблице результатов нет полной строки',
  ],
  'iozone-no-rows.none': ['no iozone result rows', '没有 iozone 结果行', 'нет строк результатов iozone'],
  'iozone-throughput-mode': [
    'iozone throughput-mode output (-t): not supported yet',
    'iozone 吞吐量模式输出（-t）：尚不支持',
    'вывод iozone в режиме пропускной способности (-t): пока не поддерживается',
  ],
  'iozone-no-table': [
    'no result table (a header line starting "kB reclen") in this run',
    '此运行中没有结果表（以“kB reclen”开头的表头行）',
    'в этом прогоне нет таблицы результатов (строки заголовка, начинающейся с «kB reclen»)',
  ],
  'iozone-unit-unknown': [
    'no "Output is in kBytes/sec", "OPS Mode" or "Microseconds/op Mode" line: the unit is unknown',
    '没有“Output is in kBytes/sec”、“OPS Mode”或“Microseconds/op Mode”行：单位未知',
    'нет строки «Output is in kBytes/sec», «OPS Mode» или «Microseconds/op Mode»: единица неизвестна',
  ],
  'ioping-no-summary': [
    'no statistics block: figures recomputed from the display-rounded request times',
    '没有统计块：数值由显示时已舍入的请求时间重新计算',
    'нет блока статистики: значения пересчитаны по округлённым при выводе временам запросов',
  ],
  'ioping-raw-ignored': [
    '{count} raw per-period line(s) ignored beside the statistics block',
    '统计块旁的 {count} 行逐时段原始数据被忽略',
    'пропущено сырых строк по периодам рядом с блоком статистики: {count}',
  ],
  'ioping-nothing': [
    'no ioping request line, statistics block or raw line with numbers',
    '没有 ioping 请求行、统计块或带数字的原始行',
    'нет строк запросов ioping, блока статистики или сырых строк с числами',
  ],
  'ioping-raw-empty': [
    'raw line with no valid request or zero iops',
    '原始行没有有效请求或 iops 为零',
    'сырая строка без допустимых запросов или с нулевым iops',
  ],
  'ioping-raw-direction': [
    'raw output does not say read or write; read assumed (ioping default, -W not visible)',
    '原始输出未说明读或写；假定为读（ioping 默认，看不到 -W）',
    'сырой вывод не говорит, чтение это или запись; принято чтение (по умолчанию в ioping, -W не видно)',
  ],
  'fio-terse-bad-field.line': [
    'line {line}: terse v{version} field {field} ({name}) cannot be read: "{text}"',
    '第 {line} 行：terse v{version} 字段 {field}（{name}）无法读取：“{text}”',
    'строка {line}: поле {field} ({name}) terse v{version} не читается: «{text}»',
  ],
  'fio-terse-bad-field.skipped': [
    'line {line}: terse v{version} field {field} ({name}) cannot be read: "{text}"; job skipped',
    '第 {line} 行：terse v{version} 字段 {field}（{name}）无法读取：“{text}”；任务已跳过',
    'строка {line}: поле {field} ({name}) terse v{version} не читается: «{text}»; задание пропущено',
  ],
  'fio-terse-truncated.line': [
    'line {line}: terse v{version} job line has {fields} fields, at least {min} expected (cut short?)',
    '第 {line} 行：terse v{version} 任务行有 {fields} 个字段，至少应有 {min} 个（被截断？）',
    'строка {line}: в строке задания terse v{version} {fields} полей, ожидалось не меньше {min} (обрезана?)',
  ],
  'fio-terse-truncated.skipped': [
    'line {line}: terse v{version} job line has {fields} fields, at least {min} expected (cut short?); job skipped',
    '第 {line} 行：terse v{version} 任务行有 {fields} 个字段，至少应有 {min} 个（被截断？）；任务已跳过',
    'строка {line}: в строке задания terse v{version} {fields} полей, ожидалось не меньше {min} (обрезана?); задание пропущено',
  ],
  'fio-terse-empty': [
    'no fio terse job line (`3;fio-…;name;…`) found',
    '未找到 fio terse 任务行（`3;fio-…;name;…`）',
    'не найдено строк заданий fio terse (`3;fio-…;name;…`)',
  ],
  'fio-terse-unknown-lines': [
    '{count} line(s) not understood and ignored (line: text) {samples}',
    '{count} 行无法理解，已忽略（行号：内容）{samples}',
    'непонятых строк: {count}, пропущены (строка: текст) {samples}',
  ],
  'fio-terse-no-figures.job': [
    'job "{job}" did no I/O in any direction; skipped',
    '任务“{job}”在任何方向上都没有 I/O；已跳过',
    'задание «{job}» не выполнило ввода-вывода ни в одном направлении; пропущено',
  ],
  'fio-terse-no-figures.see': [
    'no terse job line holds figures that could be read (the first problem, line {line}, is in the warnings)',
    '没有 terse 任务行含有可读取的数值（第一个问题在第 {line} 行，见警告）',
    'ни одна строка задания terse не содержит читаемых значений (первая проблема, строка {line}, — в предупреждениях)',
  ],
  'fio-terse-no-figures.none': [
    'no terse job line holds figures that could be read',
    '没有 terse 任务行含有可读取的数值',
    'ни одна строка задания terse не содержит читаемых значений',
  ],
  'fio-terse-job-failed': [
    'job "{job}" failed with {error} before doing any I/O; no figures',
    '任务“{job}”在进行任何 I/O 之前失败（{error}）；没有数值',
    'задание «{job}» завершилось с ошибкой {error} до начала ввода-вывода; значений нет',
  ],
  'fio-terse-job-skipped': [
    'job "{job}" skipped: its workload cannot be determined',
    '任务“{job}”已跳过：无法确定其工作负载',
    'задание «{job}» пропущено: его нагрузку определить нельзя',
  ],
  'fio-terse-ended-with-error': [
    'job "{job}" ended with {error} after doing I/O; its figures are kept',
    '任务“{job}”在完成 I/O 后以 {error} 结束；其数值保留',
    'задание «{job}» завершилось с {error} после ввода-вывода; его значения сохранены',
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
  'pts-fio-job': [
    'jobs[{index}] is not an object; skipped',
    'jobs[{index}] 不是对象；已跳过',
    'jobs[{index}] не объект; пропущено',
  ],
  'pts-fio-name': [
    'not a PTS job name; imported without round facts',
    '不是 PTS 任务名；导入时不含轮次信息',
    'не имя задания PTS; импортировано без сведений о раунде',
  ],
  'pts-fio-kind.differ': [
    'the file name says {name} but the jobs are {jobs}; using {jobs}',
    '文件名表明是 {name}，但任务是 {jobs}；按 {jobs} 处理',
    'имя файла говорит {name}, а задания — {jobs}; взято {jobs}',
  ],
  'pts-fio-kind.assumed': [
    'the test could not be told from the jobs or the file name; assumed iops',
    '无法从任务或文件名判断测试类型；假定为 iops',
    'тест не определить ни по заданиям, ни по имени файла; принят iops',
  ],
  'pts-fio-workload': [
    'workload unknown (no fio_command and no PTS name); skipped',
    '工作负载未知（没有 fio_command，也没有 PTS 名称）；已跳过',
    'нагрузка неизвестна (нет fio_command и имени PTS); пропущено',
  ],
  'pts-fio-mismatch': [
    'the name says {name}% reads but fio_command says {command}%',
    '名称表明读取占 {name}%，但 fio_command 表明 {command}%',
    'имя говорит {name}% чтения, а fio_command — {command}%',
  ],
  'pts-result-key.workload': [
    '{key}: block size or read/write mix not understood; skipped',
    '{key}：无法理解块大小或读写比例；已跳过',
    '{key}: размер блока или доля чтения/записи не поняты; пропущено',
  ],
  'pts-result-key.unknown': [
    '{key}: unknown key; skipped',
    '{key}：未知键；已跳过',
    '{key}: неизвестный ключ; пропущено',
  ],
  'pts-result-key.meanless': [
    '{key}_max without _mean; skipped',
    '{key}_max 没有对应的 _mean；已跳过',
    '{key}_max без _mean; пропущено',
  ],
  'pts-result-value': [
    '{key}: value is not a non-negative number; skipped',
    '{key}：值不是非负数；已跳过',
    '{key}: значение не является неотрицательным числом; пропущено',
  ],
  'pts-result-shape': [
    'expected one flat JSON object of <test>_… keys',
    '应为一个由 <test>_… 键组成的扁平 JSON 对象',
    'ожидался один плоский объект JSON с ключами <test>_…',
  ],
  'pts-result-empty': ['no PTS result key found', '未找到 PTS 结果键', 'ключи результатов PTS не найдены'],
  'incomplete-direction': [
    '{direction} figures without both iops_{direction} and bw_{direction} were left out',
    '缺少 iops_{direction} 或 bw_{direction} 的 {direction} 数值已被略去',
    'значения {direction} без iops_{direction} и bw_{direction} вместе не взяты',
  ],
  'latency-without-mean': [
    '{scope} latency figures without lat_mean were left out',
    '没有 lat_mean 的 {scope} 延迟数值已被略去',
    'значения задержки {scope} без lat_mean не взяты',
  ],
  'no-figures.measurement': [
    'no usable figure left for this measurement',
    '此测量没有剩下可用的数值',
    'у этого измерения не осталось пригодных значений',
  ],
  'no-valid-rows': [
    'no valid row; the first problem is at line {line} (see the warnings)',
    '没有有效的行；第一个问题在第 {line} 行（见警告）',
    'нет допустимых строк; первая проблема на строке {line} (см. предупреждения)',
  ],
  'no-rows': [
    'the CSV has a header but no data rows',
    'CSV 有表头但没有数据行',
    'в CSV есть заголовок, но нет строк данных',
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
  'disk-meta-size': ['larger than {max} characters', '超过 {max} 个字符', 'больше {max} символов'],
  'disk-meta-syntax': [
    'not valid JSON: {detail}',
    '不是有效的 JSON：{detail}',
    'недопустимый JSON: {detail}',
  ],
  'pts-options-empty': ['the file is empty', '文件为空', 'файл пуст'],
  'pts-options-size': [
    'larger than {max} bytes; not a PTS .options file',
    '超过 {max} 字节；不是 PTS .options 文件',
    'больше {max} байт; не файл PTS .options',
  ],
  'pts-options-syntax': [
    'not PHP serialize() data: {detail} at byte {offset}',
    '不是 PHP serialize() 数据：第 {offset} 字节处 {detail}',
    'не данные PHP serialize(): {detail} на байте {offset}',
  ],
  'pts-options-shape': [
    'expected a serialized array of named options',
    '应为一个序列化的命名选项数组',
    'ожидался сериализованный массив именованных параметров',
  ],
  'pts-options-keys': [
    'neither "test" nor "fio_version" present; may not be a PTS .options file',
    '既没有“test”也没有“fio_version”；可能不是 PTS .options 文件',
    'нет ни «test», ни «fio_version»; возможно, это не файл PTS .options',
  ],
  'pts-report-pages': [
    'index.html has no report pages',
    'index.html 中没有报告页面',
    'в index.html нет страниц отчёта',
  ],
  'pts-report-zip': ['not a readable zip archive', '不是可读取的 zip 压缩包', 'не читаемый архив zip'],
  'pts-report-shape': [
    'not a flat PTS report (index.html plus <test>-<section> chart files)',
    '不是扁平结构的 PTS 报告（index.html 加 <test>-<section> 图表文件）',
    'не плоский отчёт PTS (index.html и файлы графиков <test>-<section>)',
  ],
  'pts-report-index.inflate': [
    'index.html could not be inflated: {detail}',
    'index.html 无法解压：{detail}',
    'index.html не удалось распаковать: {detail}',
  ],
  'pts-report-index.size': [
    'index.html is larger than {max} bytes; not read',
    'index.html 超过 {max} 字节；未读取',
    'index.html больше {max} байт; не прочитан',
  ],
  'pts-report-text': [
    'report.zip must be read as bytes',
    'report.zip 必须按字节读取',
    'report.zip нужно читать как байты',
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
  'series-skipped': [
    '{series} time series of a {disks}-disk file were not imported',
    '含 {disks} 块磁盘的文件中的 {series} 条时间序列未导入',
    'временных рядов файла с {disks} дисками не импортировано: {series}',
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
} as const satisfies Record<string, readonly [en: string, zh: string, ru: string]>;

type TextKey = `text.${keyof typeof TEXTS}`;

export type IssueKey =
  | TextKey
  | 'groups.title'
  | 'groups.mayBeWrong'
  | 'groups.line'
  | 'groups.files'
  | 'groups.more'
  | 'archive.yield'
  | 'archive.show'
  | 'archive.hide'
  | 'prefix.run';

const LABELS: Dict<Exclude<IssueKey, TextKey>> = {
  en: {
    'groups.title': 'Warnings by folder and kind',
    'groups.mayBeWrong': 'figures may be wrong',
    'groups.line': '{count} × in {files} files',
    'groups.files': 'files',
    'groups.more': '{n} more kinds',
    'archive.yield':
      'yielded {files} files: {read} read, {skipped} skipped, {failed} with errors ({measurements} measurements, {series} series)',
    'archive.show': 'show them',
    'archive.hide': 'hide them',
    'prefix.run': 'run {run} of {runs}, ',
  },
  zh: {
    'groups.title': '按文件夹和类型分组的警告',
    'groups.mayBeWrong': '数值可能有误',
    'groups.line': '{count} 次，涉及 {files} 个文件',
    'groups.files': '文件',
    'groups.more': '另有 {n} 类',
    'archive.yield':
      '解出 {files} 个文件：{read} 个已读取，{skipped} 个跳过，{failed} 个出错（{measurements} 个测量，{series} 个序列）',
    'archive.show': '显示这些文件',
    'archive.hide': '隐藏这些文件',
    'prefix.run': '第 {run} 次运行（共 {runs} 次）：',
  },
  ru: {
    'groups.title': 'Предупреждения по папкам и видам',
    'groups.mayBeWrong': 'значения могут быть неверны',
    'groups.line': '{count} раз в {files} файлах',
    'groups.files': 'файлы',
    'groups.more': 'ещё видов: {n}',
    'archive.yield':
      'извлечено файлов: {files}; прочитано {read}, пропущено {skipped}, с ошибками {failed} (измерений {measurements}, рядов {series})',
    'archive.show': 'показать их',
    'archive.hide': 'скрыть их',
    'prefix.run': 'прогон {run} из {runs}: ',
  },
};

function textsIn(i: 0 | 1 | 2): Record<TextKey, string> {
  return Object.fromEntries(Object.entries(TEXTS).map(([k, v]) => [`text.${k}`, v[i]])) as Record<
    TextKey,
    string
  >;
}

export const issueStrings: Dict<IssueKey> = {
  en: { ...LABELS.en, ...textsIn(0) },
  zh: { ...LABELS.zh, ...textsIn(1) },
  ru: { ...LABELS.ru, ...textsIn(2) },
};

export function useIssueStrings(): Translate<IssueKey> {
  return useStrings(issueStrings);
}

const LANG_INDEX = { en: 0, zh: 1, ru: 2 } as const;

/** The short title of a warning code in `lang`, or the code itself when none is known. */
export function issueTitle(code: string, lang: keyof typeof LANG_INDEX): string {
  return TITLES[code]?.[LANG_INDEX[lang]] ?? code;
}

/** Codes that share the full texts of another: the same note from two importers. */
const SAME_TEXT: Record<string, string> = {
  'fio-normal-workload': 'fio-workload',
  'fio-terse-workload': 'fio-workload',
};

/** The dictionary key of an issue's full text (`text.code` or `text.code.form`), if there is one. */
export function issueTextKey(code: string, form?: string | number): TextKey | undefined {
  const base = SAME_TEXT[code] ?? code;
  const key = form === undefined ? base : `${base}.${form}`;
  return key in TEXTS ? (`text.${key}` as TextKey) : undefined;
}

/** Whether `code` has a full text: one of its own, or one per `form` of it. */
export function hasFullText(code: string): boolean {
  const base = SAME_TEXT[code] ?? code;
  return base in TEXTS || Object.keys(TEXTS).some((k) => k.startsWith(`${base}.`));
}

/** Every `code` / `code.form` with a full text (tests hold them to all three languages). */
export const TEXT_KEYS: readonly string[] = Object.keys(TEXTS);

/** Every code with a title (tests hold them to all three languages). */
export const TITLED_CODES: readonly string[] = Object.keys(TITLES);
