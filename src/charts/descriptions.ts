// What each chart shows, as the screen reader hears it (Highcharts' accessibility.description) and
// as an exported SVG's metadata says it: in every language of the page, like the rest of the chart.
import { translate, type Dict, type Lang, type StringParams } from '../i18n';

export type DescriptionKey =
  | 'leadRatio'
  | 'leadHeadline'
  | 'compareByDisk'
  | 'compareGrouped'
  | 'compareRatio'
  | 'compareOverTime'
  | 'matrixColumns'
  | 'matrixHeatmap'
  | 'latencyStats'
  | 'latencyPercentiles'
  | 'latencyHistogram'
  | 'hirCurve'
  | 'hirBars'
  | 'wsat'
  | 'convergence'
  | 'window'
  | 'fioLog'
  | 'groupBlockSize'
  | 'groupMix'
  | 'scaleLog'
  | 'scaleLinear';

export const DESCRIPTIONS: Dict<DescriptionKey> = {
  en: {
    leadRatio:
      'Measured divided by advertised IOPS of {count, plural, one {# disk} other {# disks}}: per disk its 4 KiB random workload at the highest queue depth × jobs (the median of its runs), one bar per disk in its verdict colour.',
    leadHeadline:
      "Random read and write IOPS of {count, plural, one {# disk} other {# disks}} (the median of each disk's runs).",
    compareByDisk:
      '{metric} of {count, plural, one {# disk} other {# disks}} at {fixed}: one bar per disk and {group}, disks named on the axis.',
    compareGrouped:
      '{metric} of {count, plural, one {# disk} other {# disks}} at {fixed}, grouped by {group}, one series per disk.',
    compareRatio: '{metric} of each disk divided by the baseline {baseline}, at {fixed}.',
    compareOverTime: '{metric} of {count, plural, one {# disk} other {# disks}} against {x}.',
    matrixColumns: '{metric} of {disk}: grouped columns by block size, one series per read/write mix.',
    matrixHeatmap: '{metric} of {disk} by block size and read/write mix, as a heatmap.',
    latencyStats:
      'Latency statistics of {disk} per block size and read/write mix: mean, percentiles when present, and max.',
    latencyPercentiles: 'Latency percentiles per direction on a log-scaled tail axis, {unit}.',
    latencyHistogram: 'json+ latency histogram per direction, {unit}.',
    hirCurve: 'HIR: write IOPS through preconditioning and wait states.',
    hirBars: 'HIR: mean write IOPS per state.',
    wsat: 'WSAT: 4k random-write IOPS against {x}, {scale} IOPS axis.',
    convergence: '{title}: {unit} per round.',
    window: 'Steady-state window, {label}.',
    fioLog: 'fio {metric} log over time in {unit}.',
    groupBlockSize: 'block size',
    groupMix: 'read/write mix',
    scaleLog: 'logarithmic',
    scaleLinear: 'linear',
  },
  zh: {
    leadRatio:
      '{count} 块云盘的实测 IOPS ÷ 标称 IOPS：每块盘取队列深度 × 任务数最高的 4 KiB 随机负载（其各次运行的中位数），每块盘一根柱，颜色表示判定。',
    leadHeadline: '{count} 个磁盘的随机读写 IOPS（每个磁盘各次运行的中位数）。',
    compareByDisk: '{count} 个磁盘在 {fixed} 下的{metric}：每个磁盘和{group}一根条形，磁盘名称在轴上。',
    compareGrouped: '{count} 个磁盘在 {fixed} 下的{metric}，按{group}分组，每个磁盘一个系列。',
    compareRatio: '在 {fixed} 下，各磁盘的{metric}除以基准磁盘 {baseline}。',
    compareOverTime: '{count} 个磁盘的{metric}随{x}的变化。',
    matrixColumns: '{disk} 的{metric}：按块大小分组的柱形，每种读写比例一个系列。',
    matrixHeatmap: '{disk} 的{metric}，按块大小和读写比例排列的热力图。',
    latencyStats: '{disk} 按块大小和读写比例的延迟统计：平均值、百分位数（如有）和最大值。',
    latencyPercentiles: '各方向的延迟百分位数，尾部为对数坐标轴，{unit}。',
    latencyHistogram: '各方向的 json+ 延迟直方图，{unit}。',
    hirCurve: 'HIR：预处理和等待状态期间的写 IOPS。',
    hirBars: 'HIR：各状态的平均写 IOPS。',
    wsat: 'WSAT：4k 随机写 IOPS 随{x}的变化，{scale} IOPS 轴。',
    convergence: '{title}：每轮的 {unit}。',
    window: '稳态窗口，{label}。',
    fioLog: 'fio {metric} 日志随时间的变化，单位 {unit}。',
    groupBlockSize: '块大小',
    groupMix: '读写比例',
    scaleLog: '对数',
    scaleLinear: '线性',
  },
  ru: {
    leadRatio:
      'Измеренные IOPS {count, plural, one {# диска} few {# дисков} many {# дисков} other {# диска}}, делённые на заявленные: у каждого диска — случайная нагрузка 4 KiB с наибольшей глубиной очереди × числом заданий (медиана его прогонов), один столбец на диск в цвете вердикта.',
    leadHeadline:
      'IOPS случайного чтения и записи {count, plural, one {# диска} few {# дисков} many {# дисков} other {# диска}} (медиана прогонов каждого диска).',
    compareByDisk:
      '{metric} {count, plural, one {# диска} few {# дисков} many {# дисков} other {# диска}} при {fixed}: по полосе на диск и {group}, диски подписаны на оси.',
    compareGrouped:
      '{metric} {count, plural, one {# диска} few {# дисков} many {# дисков} other {# диска}} при {fixed}, сгруппировано по {group}, по ряду на диск.',
    compareRatio: '{metric} каждого диска, делённое на базовый диск {baseline}, при {fixed}.',
    compareOverTime:
      '{metric} {count, plural, one {# диска} few {# дисков} many {# дисков} other {# диска}} в зависимости от {x}.',
    matrixColumns: '{metric} диска {disk}: столбцы по размеру блока, по ряду на долю чтения/записи.',
    matrixHeatmap: '{metric} диска {disk} по размеру блока и доле чтения/записи, тепловая карта.',
    latencyStats:
      'Статистика задержек диска {disk} по размеру блока и доле чтения/записи: среднее, перцентили (если есть) и максимум.',
    latencyPercentiles: 'Перцентили задержки по направлениям, хвост на логарифмической оси, {unit}.',
    latencyHistogram: 'Гистограмма задержек json+ по направлениям, {unit}.',
    hirCurve: 'HIR: IOPS записи во время подготовки и пауз.',
    hirBars: 'HIR: средние IOPS записи по состояниям.',
    wsat: 'WSAT: IOPS случайной записи 4k в зависимости от {x}, ось IOPS — {scale}.',
    convergence: '{title}: {unit} по раундам.',
    window: 'Окно установившегося режима, {label}.',
    fioLog: 'Журнал fio {metric} во времени, {unit}.',
    groupBlockSize: 'размеру блока',
    groupMix: 'доле чтения/записи',
    scaleLog: 'логарифмическая',
    scaleLinear: 'линейная',
  },
};

/** The screen-reader description of a chart in `lang`. */
export function describeChart(lang: Lang, key: DescriptionKey, params?: StringParams): string {
  return translate(DESCRIPTIONS, lang, key, params);
}
