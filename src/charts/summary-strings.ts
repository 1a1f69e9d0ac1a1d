// Words that say what a figure summarises (the summary policy, analysis/summary): on tooltips,
// table cells, chart subtitles and exported pictures alike.
import type { Dict } from '../i18n';

export type SummaryWord = Key;
type Key =
  | 'single'
  | 'median'
  | 'medianPct'
  | 'lastRuns'
  | 'drift'
  | 'best'
  | 'runK'
  | 'stdev'
  | 'representative'
  | 'failedRuns'
  | 'duplicates'
  | 'variant'
  | 'elsewhere'
  | 'qdJobs'
  | 'qdJob1'
  | 'qdUnstated'
  | 'qdUnknown'
  | 'jobsUnknown'
  | 'differ'
  | 'picked'
  | 'figureSummary'
  | 'figureBest'
  | 'figureRun'
  | 'figure'
  | 'repeats'
  | 'runsN'
  | 'whiskers'
  | 'colRandRead4k'
  | 'colRandWrite4k'
  | 'colSeqRead1m'
  | 'colSeqWrite1m'
  | 'colLat4kQd1';

export const summaryStrings: Dict<Key> = {
  en: {
    single: 'single run',
    median: 'median of {n} runs, {range}',
    medianPct: 'median of {n} per-run {p}s, {range}',
    lastRuns: 'median of the last {k} of {n} runs (all runs {range})',
    drift: 'drifts across repeats: first {first} → last {last}',
    best: 'best of {n} runs (median {median})',
    runK: 'run {k} of {n} (median {median})',
    stdev: 'sample stdev {sd}',
    representative: 'paired figures from the run with the median IOPS',
    failedRuns: '{n, plural, one {# failed run} other {# failed runs}} not counted',
    duplicates: '{n, plural, one {# duplicate copy} other {# duplicate copies}} of a run skipped',
    variant: 'variant: {v}',
    elsewhere:
      '{n, plural, one {# other workload} other {# other workloads}} at this block size and mix (another queue depth, jobs or variant) not in this figure',
    qdJobs: 'QD{qd} × {jobs} jobs',
    qdJob1: 'QD{qd} × 1 job',
    qdUnstated: 'queue depth not stated',
    qdUnknown: 'QD ?',
    jobsUnknown: '? jobs',
    differ: 'Disks differ in queue depth or jobs: {list}',
    picked: 'auto picked: {list}',
    figureSummary: 'Median of repeats',
    figureBest: 'Best of repeats',
    figureRun: 'Run {k} only',
    figure: 'Figure shown',
    repeats: 'Runs (n), min–max',
    runsN: 'n = {n}',
    whiskers: 'whiskers: lowest–highest run',
    colRandRead4k: '{bs} rand read IOPS',
    colRandWrite4k: '{bs} rand write IOPS',
    colSeqRead1m: '{bs} seq read ({unit})',
    colSeqWrite1m: '{bs} seq write ({unit})',
    colLat4kQd1: '{bs} rand read latency ({unit})',
  },
  zh: {
    single: '单次运行',
    median: '{n} 次运行的中位数，{range}',
    medianPct: '{n} 次运行各自 {p} 的中位数，{range}',
    lastRuns: '{n} 次运行中最后 {k} 次的中位数（全部运行 {range}）',
    drift: '重复运行间存在漂移：首次 {first} → 末次 {last}',
    best: '{n} 次运行中的最佳值（中位数 {median}）',
    runK: '第 {k} 次运行，共 {n} 次（中位数 {median}）',
    stdev: '样本标准差 {sd}',
    representative: '成对数值取自 IOPS 为中位数的那次运行',
    failedRuns: '{n} 次失败的运行未计入',
    duplicates: '已跳过 {n} 份重复的运行副本',
    variant: '变体：{v}',
    elsewhere: '此块大小与读写比例下另有 {n} 种负载（队列深度、作业数或变体不同）未计入此数值',
    qdJobs: 'QD{qd} × {jobs} 个作业',
    qdJob1: 'QD{qd} × 1 个作业',
    qdUnstated: '未注明队列深度',
    qdUnknown: 'QD ?',
    jobsUnknown: '? 个作业',
    differ: '各磁盘的队列深度或作业数不同：{list}',
    picked: '自动选择：{list}',
    figureSummary: '重复运行的中位数',
    figureBest: '重复运行中的最佳值',
    figureRun: '仅第 {k} 次运行',
    figure: '显示的数值',
    repeats: '运行次数 (n)，最小–最大',
    runsN: 'n = {n}',
    whiskers: '误差线：最低–最高的一次运行',
    colRandRead4k: '{bs} 随机读 IOPS',
    colRandWrite4k: '{bs} 随机写 IOPS',
    colSeqRead1m: '{bs} 顺序读 ({unit})',
    colSeqWrite1m: '{bs} 顺序写 ({unit})',
    colLat4kQd1: '{bs} 随机读延迟 ({unit})',
  },
  ru: {
    single: 'один прогон',
    median:
      'медиана {n, plural, one {# прогона} few {# прогонов} many {# прогонов} other {# прогона}}, {range}',
    medianPct:
      'медиана {p} по {n, plural, one {# прогону} few {# прогонам} many {# прогонам} other {# прогона}}, {range}',
    lastRuns:
      'медиана последних {k} из {n, plural, one {# прогона} few {# прогонов} many {# прогонов} other {# прогона}} (все прогоны: {range})',
    drift: 'дрейф между повторами: первый {first} → последний {last}',
    best: 'лучший из {n, plural, one {# прогона} few {# прогонов} many {# прогонов} other {# прогона}} (медиана {median})',
    runK: 'прогон {k} из {n} (медиана {median})',
    stdev: 'выборочное СКО {sd}',
    representative: 'парные значения — из прогона с медианным IOPS',
    failedRuns: 'неудачных прогонов не учтено: {n}',
    duplicates: 'пропущено повторных копий прогона: {n}',
    variant: 'вариант: {v}',
    elsewhere:
      'других нагрузок с этим размером блока и долей чтения (иная глубина очереди, число заданий или вариант) не вошло в значение: {n}',
    qdJobs: 'QD{qd} × заданий: {jobs}',
    qdJob1: 'QD{qd} × 1 задание',
    qdUnstated: 'глубина очереди не указана',
    qdUnknown: 'QD ?',
    jobsUnknown: 'заданий: ?',
    differ: 'Диски различаются глубиной очереди или числом заданий: {list}',
    picked: 'выбрано автоматически: {list}',
    figureSummary: 'Медиана повторов',
    figureBest: 'Лучший из повторов',
    figureRun: 'Только прогон {k}',
    figure: 'Показываемое значение',
    repeats: 'Прогонов (n), мин–макс',
    runsN: 'n = {n}',
    whiskers: 'усы: минимум–максимум по прогонам',
    colRandRead4k: 'IOPS случ. чтения {bs}',
    colRandWrite4k: 'IOPS случ. записи {bs}',
    colSeqRead1m: 'Посл. чтение {bs} ({unit})',
    colSeqWrite1m: 'Посл. запись {bs} ({unit})',
    colLat4kQd1: 'Задержка случ. чтения {bs} ({unit})',
  },
};
