// Import-report texts of fio terse (`;`-separated) output (src/ingest/fio/text/fio-terse.ts).
// Titles and full texts as [en, zh, ru]; see README.md.
import type { Texts, Titles } from './types';

export const titles: Titles = {
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
};

export const texts = {
  'fio-terse-clones-merged': [
    '{count} lines share job name "{job}" in group {group} (numjobs without group_reporting): IOPS and bandwidth summed, latency IO-weighted, percentiles dropped',
    '组 {group} 中有 {count} 行同名“{job}”（numjobs 未配 group_reporting）：IOPS 与带宽相加，延迟按 I/O 数加权，百分位数舍弃',
    '{count, plural, one {# строка} few {# строки} many {# строк} other {# строки}} с именем задания «{job}» в группе {group} (numjobs без group_reporting): IOPS и пропускная способность сложены, задержка взвешена по операциям, перцентили отброшены',
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
    'строка {line}: в строке задания terse v{version} {fields, plural, one {# поле} few {# поля} many {# полей} other {# поля}}, ожидалось не меньше {min} (обрезана?)',
  ],
  'fio-terse-truncated.skipped': [
    'line {line}: terse v{version} job line has {fields} fields, at least {min} expected (cut short?); job skipped',
    '第 {line} 行：terse v{version} 任务行有 {fields} 个字段，至少应有 {min} 个（被截断？）；任务已跳过',
    'строка {line}: в строке задания terse v{version} {fields, plural, one {# поле} few {# поля} many {# полей} other {# поля}}, ожидалось не меньше {min} (обрезана?); задание пропущено',
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
} as const satisfies Texts;
