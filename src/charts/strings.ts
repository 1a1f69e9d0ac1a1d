// Words that appear inside charts (axis names, series names, notes). Charts are exported as
// PNG/SVG, so these travel with the picture and follow the reader's language.
import type { Dict } from '../i18n';

export type ChartWord = Key;
type Key =
  | 'blockSize'
  | 'mix'
  | 'iops'
  | 'bw'
  | 'lat'
  | 'latMean'
  | 'latMax'
  | 'latP50'
  | 'latP99'
  | 'latP99.9'
  | 'ptsSummed'
  | 'failed'
  | 'source'
  | 'tool'
  | 'moreRuns'
  | 'clatNote'
  | 'ratio'
  | 'ratioNote'
  | 'ratioLatNote'
  | 'disk'
  | 'baseline'
  | 'round'
  | 'average'
  | 'pctOfAverage'
  | 'slope'
  | 'timeSinceStart'
  | 'timeSinceFirstLine'
  | 'timeSinceFirstLines'
  | 'logDiffers';

export const chartStrings: Dict<Key> = {
  en: {
    blockSize: 'Block size',
    mix: 'Read/write mix (%)',
    iops: 'IOPS',
    bw: 'Bandwidth',
    lat: 'Latency',
    latMean: 'Mean latency',
    latMax: 'Max latency',
    latP50: 'p50 latency',
    latP99: 'p99 latency',
    'latP99.9': 'p99.9 latency',
    ptsSummed: 'PTS IOPS are read + write summed.',
    failed: 'failed',
    source: 'Source',
    tool: 'Tool',
    moreRuns: '{n} more run(s) with this workload not shown',
    clatNote: 'completion latency (clat)',
    ratio: 'Ratio to baseline',
    ratioNote: 'Each disk divided by {baseline}; 1 = same as the baseline.',
    ratioLatNote: 'For latency, below 1 is better.',
    disk: 'Disk',
    baseline: 'baseline',
    round: 'Round',
    average: 'Average',
    pctOfAverage: '{p}% of average',
    slope: 'Slope {slope} · R + {intercept}',
    timeSinceStart: 'Time since job start (s)',
    timeSinceFirstLine: 'Time since the first line of the log, {start} (s)',
    timeSinceFirstLines: 'Time since the first line of each log, the earliest {start} (s)',
    logDiffers: 'Summary {dir}: log differs by {pct}%',
  },
  zh: {
    blockSize: '块大小',
    mix: '读/写比例 (%)',
    iops: 'IOPS',
    bw: '吞吐量',
    lat: '延迟',
    latMean: '平均延迟',
    latMax: '最大延迟',
    latP50: 'p50 延迟',
    latP99: 'p99 延迟',
    'latP99.9': 'p99.9 延迟',
    ptsSummed: 'PTS 的 IOPS 为读与写之和。',
    failed: '失败',
    source: '来源',
    tool: '工具',
    moreRuns: '另有 {n} 次相同负载的运行未显示',
    clatNote: '完成延迟 (clat)',
    ratio: '相对基准的倍数',
    ratioNote: '各磁盘除以 {baseline}；1 表示与基准相同。',
    ratioLatNote: '对于延迟，小于 1 更好。',
    disk: '磁盘',
    baseline: '基准',
    round: '轮次',
    average: '平均值',
    pctOfAverage: '平均值的 {p}%',
    slope: '斜率 {slope} · R + {intercept}',
    timeSinceStart: '自任务开始的时间 (s)',
    timeSinceFirstLine: '自日志第一行（{start}）起的时间 (s)',
    timeSinceFirstLines: '自各日志第一行起的时间，最早一行 {start} (s)',
    logDiffers: '汇总 {dir}：日志相差 {pct}%',
  },
  ru: {
    blockSize: 'Размер блока',
    mix: 'Доля чтения/записи (%)',
    iops: 'IOPS',
    bw: 'Пропускная способность',
    lat: 'Задержка',
    latMean: 'Средняя задержка',
    latMax: 'Максимальная задержка',
    latP50: 'Задержка p50',
    latP99: 'Задержка p99',
    'latP99.9': 'Задержка p99.9',
    ptsSummed: 'IOPS в PTS — сумма чтения и записи.',
    failed: 'ошибка',
    source: 'Источник',
    tool: 'Инструмент',
    moreRuns: 'Ещё прогонов с этой нагрузкой не показано: {n}',
    clatNote: 'задержка завершения (clat)',
    ratio: 'Отношение к базовому',
    ratioNote: 'Каждый диск делится на {baseline}; 1 — как у базового.',
    ratioLatNote: 'Для задержки меньше 1 — лучше.',
    disk: 'Диск',
    baseline: 'базовый',
    round: 'Раунд',
    average: 'Среднее',
    pctOfAverage: '{p}% от среднего',
    slope: 'Наклон {slope} · R + {intercept}',
    timeSinceStart: 'Время с начала задания (с)',
    timeSinceFirstLine: 'Время от первой строки журнала, {start} (с)',
    timeSinceFirstLines: 'Время от первой строки каждого журнала, самая ранняя {start} (с)',
    logDiffers: 'Сводка {dir}: журнал отличается на {pct}%',
  },
};
