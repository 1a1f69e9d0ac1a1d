import type { Dict } from '../../i18n';

export type CompareKey =
  | 'title'
  | 'intro'
  | 'pickTwo'
  | 'disks'
  | 'metric'
  | 'groupBy'
  | 'byBlockSize'
  | 'byMix'
  | 'atMix'
  | 'atBlockSize'
  | 'baseline'
  | 'queueDepth'
  | 'auto'
  | 'columns'
  | 'bars'
  | 'multiples'
  | 'ratio'
  | 'sourceNote'
  | 'noData'
  | 'findDisk'
  | 'moreDisks'
  | 'notComparable'
  | 'queueDepthJobs'
  | 'tickAll'
  | 'defaultShown'
  | 'noDataWhy'
  | 'noBaselineData'
  | 'noDataMark';

export const compareStrings: Dict<CompareKey> = {
  en: {
    title: 'Compare',
    intro: 'Two or more disks on one metric.',
    pickTwo: 'Pick at least two disks to compare.',
    disks: 'Disks',
    findDisk: 'Find',
    moreDisks:
      '{n, plural, one {# more disk not listed: type in Find to list it.} other {# more disks not listed: type in Find to list them.}}',
    notComparable: 'not comparable',
    queueDepthJobs: 'Queue depth × jobs',
    metric: 'Metric',
    groupBy: 'Group by',
    byBlockSize: 'block size',
    byMix: 'read/write mix',
    atMix: 'at mix',
    atBlockSize: 'at block size',
    baseline: 'Baseline',
    queueDepth: 'fio queue depth',
    auto: 'auto',
    columns: 'Grouped columns',
    bars: 'Bars by disk',
    multiples: 'One chart per disk (shared axis)',
    ratio: 'Relative to baseline',
    sourceNote:
      'Disks with SNIA PTS results are compared on them (IOPS test, throughput test, latency test); disks with only fio runs on their runs at the chosen queue depth (auto: deepest for IOPS and bandwidth, 1 for latency).',
    noData: 'No compared disk has this metric at this setting.',
    tickAll: '{n, plural, one {Tick the # disk} other {Tick all # disks}}',
    defaultShown: 'Nothing ticked: showing {disks}. Tick disks to choose your own.',
    noDataWhy: 'No chart: none of these disks has {metric} at {fixed}. They have it at: {available}.',
    noBaselineData: 'No ratios: the baseline {disk} has no {metric} at {fixed}. Pick a baseline that has.',
    noDataMark: 'no data here',
  },
  zh: {
    title: '对比',
    intro: '在同一指标上对比两个或更多磁盘。',
    pickTwo: '请至少选择两个磁盘进行对比。',
    disks: '磁盘',
    findDisk: '查找',
    moreDisks: '另有 {n} 个磁盘未列出：在“查找”中输入以列出。',
    notComparable: '不可比',
    queueDepthJobs: '队列深度 × 作业数',
    metric: '指标',
    groupBy: '分组',
    byBlockSize: '块大小',
    byMix: '读/写比例',
    atMix: '读写比例',
    atBlockSize: '块大小',
    baseline: '基准',
    queueDepth: 'fio 队列深度',
    auto: '自动',
    columns: '分组柱状图',
    bars: '按磁盘的条形图',
    multiples: '每个磁盘一张图（共享坐标轴）',
    ratio: '相对基准',
    sourceNote:
      '有 SNIA PTS 结果的磁盘按 PTS 结果对比（IOPS、吞吐量、延迟测试）；只有 fio 运行的磁盘按所选队列深度的运行对比（自动：IOPS 与带宽取最大深度，延迟取 1）。',
    noData: '所选磁盘在此设置下没有该指标。',
    tickAll: '勾选全部 {n} 块磁盘',
    defaultShown: '未勾选任何磁盘：显示 {disks}。勾选磁盘即可自行选择。',
    noDataWhy: '无图表：这些磁盘在 {fixed} 下都没有 {metric}。它们有数据的设置：{available}。',
    noBaselineData: '无比值：基准 {disk} 在 {fixed} 下没有 {metric}。请选择有数据的基准。',
    noDataMark: '此处无数据',
  },
  ru: {
    title: 'Сравнение',
    intro: 'Два диска или больше по одной метрике.',
    pickTwo: 'Выберите хотя бы два диска для сравнения.',
    disks: 'Диски',
    metric: 'Метрика',
    groupBy: 'Группировать по',
    byBlockSize: 'размеру блока',
    byMix: 'доле чтения/записи',
    atMix: 'при доле',
    atBlockSize: 'при размере блока',
    baseline: 'Базовый диск',
    queueDepth: 'Глубина очереди fio',
    auto: 'авто',
    columns: 'Сгруппированные столбцы',
    bars: 'Полосы по дискам',
    multiples: 'Отдельный график на диск (общая ось)',
    ratio: 'Относительно базового',
    sourceNote:
      'Диски с результатами SNIA PTS сравниваются по ним (тесты IOPS, пропускной способности, задержки); диски только с прогонами fio — по прогонам при выбранной глубине очереди (авто: наибольшая для IOPS и пропускной способности, 1 для задержки).',
    noData: 'Ни у одного из сравниваемых дисков нет этой метрики при таких настройках.',
    findDisk: 'Найти',
    moreDisks: 'Ещё дисков не показано: {n}. Введите название в поле «Найти», чтобы их увидеть.',
    notComparable: 'несопоставимо',
    queueDepthJobs: 'Глубина очереди × задания',
    tickAll: 'Отметить все диски ({n})',
    defaultShown: 'Ничего не отмечено: показаны {disks}. Отметьте диски, чтобы выбрать свои.',
    noDataWhy:
      'Графика нет: ни у одного из этих дисков нет «{metric}» при {fixed}. Данные есть при: {available}.',
    noBaselineData:
      'Отношений нет: у базового диска {disk} нет «{metric}» при {fixed}. Выберите базовый диск с данными.',
    noDataMark: 'здесь нет данных',
  },
};
