// The coded parts of a warning's params, in words: why a read failed (`reason`), what was wrong
// with a field (`fields`: "path=kind …", from the schema check) and what a CSV cell should have been
// (`expected`). The importers write codes so no engine or library English reaches a Chinese or
// Russian sentence; their own words (`detail`) are shown only as a marked technical detail.
import type { Dict } from '../../../i18n';

export type DetailKey =
  | 'detail.original'
  | 'detail.title'
  | 'reason.limit'
  | 'reason.engine-limit'
  | 'reason.malformed-record'
  | 'reason.other'
  | 'kind.missing'
  | 'kind.wrong-type'
  | 'kind.too-small'
  | 'kind.too-big'
  | 'kind.not-one-of'
  | 'kind.unknown-field'
  | 'kind.bad-format'
  | 'kind.invalid'
  | 'expected.positive-number'
  | 'expected.number'
  | 'expected.non-negative-number'
  | 'expected.positive-integer'
  | 'expected.true-false'
  | 'expected.random-sequential'
  | 'expected.percent'
  | 'expected.known-metric'
  | 'expected.size-gb'
  | 'expected.digest-test'
  | 'expected.hir-status'
  | 'part.disk'
  | 'part.measurement'
  | 'part.series'
  | 'part.report'
  | 'part-why.duplicate-id'
  | 'part-why.failed-with-iops'
  | 'part-why.missing-disk'
  | 'part-why.missing-measurement';

/**
 * The marks of a results format a file no sniffer claimed carries (`what` in read-by-marks,
 * no-figures.marks and a skip reason; the phrases of src/ingest/unrecognised.ts) → [zh, ru].
 */
export const MARK_WORDS: Record<string, readonly [zh: string, ru: string]> = {
  'PTS result keys': ['PTS 结果键', 'ключи результатов PTS'],
  'fio JSON keys': ['fio JSON 键', 'ключи JSON fio'],
  'fio text report lines': ['fio 文本报告行', 'строки текстового отчёта fio'],
  'fio terse lines': ['fio terse 行', 'строки fio terse'],
  'ioping lines': ['ioping 行', 'строки ioping'],
  'the iozone banner': ['iozone 标题行', 'заголовок iozone'],
  'a summary CSV header': ['摘要 CSV 表头', 'заголовок сводного CSV'],
  'fio log lines': ['fio 日志行', 'строки журнала fio'],
};

export const DETAILS: Dict<DetailKey> = {
  en: {
    'detail.original': 'original message: {detail}',
    'detail.title': 'The words of the program that read the file, as it wrote them (technical detail)',
    'reason.limit': 'a size limit was reached',
    'reason.engine-limit': 'it is too large or too deeply nested to read (an engine limit was reached)',
    'reason.malformed-record': 'a record is malformed (a part it must have is missing or of the wrong kind)',
    'reason.other': 'an unexpected failure',
    'kind.missing': 'missing',
    'kind.wrong-type': 'of the wrong type',
    'kind.too-small': 'too small',
    'kind.too-big': 'too large',
    'kind.not-one-of': 'not one of the allowed values',
    'kind.unknown-field': 'unknown field',
    'kind.bad-format': 'badly formatted',
    'kind.invalid': 'not valid',
    'expected.positive-number': 'a positive number',
    'expected.number': 'a number',
    'expected.non-negative-number': 'a non-negative number',
    'expected.positive-integer': 'a positive integer',
    'expected.true-false': 'true or false',
    'expected.random-sequential': 'random or sequential',
    'expected.percent': 'within 0–100',
    'expected.known-metric': 'a known metric',
    'expected.size-gb': 'a size in GB (e.g. 250 or 250x)',
    'expected.digest-test': 'iops, throughput or latency',
    'expected.hir-status': 'steady_state or wait_<N>s',
    'part.disk': 'disk',
    'part.measurement': 'measurement',
    'part.series': 'time series',
    'part.report': 'file report',
    'part-why.duplicate-id': 'its id is used by an earlier one',
    'part-why.failed-with-iops': 'it failed but has IOPS',
    'part-why.missing-disk': 'its disk is missing or was skipped',
    'part-why.missing-measurement': 'its measurement is missing or was skipped',
  },
  zh: {
    'detail.original': '原始信息：{detail}',
    'detail.title': '读取该文件的程序的原话（技术细节）',
    'reason.limit': '达到了大小限制',
    'reason.engine-limit': '文件过大或嵌套过深，无法读取（达到了引擎限制）',
    'reason.malformed-record': '某条记录格式错误（缺少必需的部分或类型不对）',
    'reason.other': '意外的故障',
    'kind.missing': '缺失',
    'kind.wrong-type': '类型错误',
    'kind.too-small': '过小',
    'kind.too-big': '过大',
    'kind.not-one-of': '不是允许的值',
    'kind.unknown-field': '未知字段',
    'kind.bad-format': '格式错误',
    'kind.invalid': '无效',
    'expected.positive-number': '正数',
    'expected.number': '数字',
    'expected.non-negative-number': '非负数',
    'expected.positive-integer': '正整数',
    'expected.true-false': 'true 或 false',
    'expected.random-sequential': 'random 或 sequential',
    'expected.percent': '0–100 之间的数',
    'expected.known-metric': '已知指标',
    'expected.size-gb': '以 GB 计的容量（如 250 或 250x）',
    'expected.digest-test': 'iops、throughput 或 latency',
    'expected.hir-status': 'steady_state 或 wait_<N>s',
    'part.disk': '磁盘',
    'part.measurement': '测量',
    'part.series': '时间序列',
    'part.report': '文件报告',
    'part-why.duplicate-id': '其 id 已被前面的一项使用',
    'part-why.failed-with-iops': '它标为失败却有 IOPS',
    'part-why.missing-disk': '其所属磁盘缺失或已被跳过',
    'part-why.missing-measurement': '其所属测量缺失或已被跳过',
  },
  ru: {
    'detail.original': 'исходное сообщение: {detail}',
    'detail.title': 'Слова программы, читавшей файл, как она их написала (техническая подробность)',
    'reason.limit': 'достигнут предел размера',
    'reason.engine-limit': 'он слишком велик или слишком глубоко вложен для чтения (достигнут предел движка)',
    'reason.malformed-record': 'запись искажена (нужной части нет или она не того вида)',
    'reason.other': 'непредвиденный сбой',
    'kind.missing': 'отсутствует',
    'kind.wrong-type': 'не того типа',
    'kind.too-small': 'слишком мало',
    'kind.too-big': 'слишком велико',
    'kind.not-one-of': 'не из допустимых значений',
    'kind.unknown-field': 'неизвестное поле',
    'kind.bad-format': 'неверный формат',
    'kind.invalid': 'недопустимо',
    'expected.positive-number': 'положительное число',
    'expected.number': 'число',
    'expected.non-negative-number': 'неотрицательное число',
    'expected.positive-integer': 'положительное целое',
    'expected.true-false': 'true или false',
    'expected.random-sequential': 'random или sequential',
    'expected.percent': 'число от 0 до 100',
    'expected.known-metric': 'известная метрика',
    'expected.size-gb': 'размер в ГБ (например, 250 или 250x)',
    'expected.digest-test': 'iops, throughput или latency',
    'expected.hir-status': 'steady_state или wait_<N>s',
    'part.disk': 'диск',
    'part.measurement': 'измерение',
    'part.series': 'временной ряд',
    'part.report': 'отчёт о файле',
    'part-why.duplicate-id': 'его id уже занят предыдущим',
    'part-why.failed-with-iops': 'он помечен как неудачный, но имеет IOPS',
    'part-why.missing-disk': 'его диска нет или он пропущен',
    'part-why.missing-measurement': 'его измерения нет или оно пропущено',
  },
};
