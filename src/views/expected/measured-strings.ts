// Words of the Expected view's Measured vs expected table: columns, verdicts, why a disk has no
// curve, the ratio heatmap, and what each verdict was judged against (era, run date, instance
// limit, the two readings of an unstated read/write budget). Merged into `expectedStrings`.
import type { Dict } from '../../i18n';

export type MeasuredKey =
  | 'disk'
  | 'curve'
  | 'size'
  | 'expected'
  | 'ratio'
  | 'verdict'
  | 'semantics.unstated'
  | 'verdict.above'
  | 'verdict.meets'
  | 'verdict.below'
  | 'verdict.far-below'
  | 'match.no-provider'
  | 'match.no-provider.fix'
  | 'match.no-type'
  | 'match.no-type.fix'
  | 'match.no-era'
  | 'match.no-era.fix'
  | 'latency'
  | 'noDisks'
  | 'unmatched'
  | 'unmatchedGroup'
  | 'details'
  | 'heatmapFor'
  | 'heatmapTitle'
  | 'blockSize'
  | 'mix'
  | 'basisIops'
  | 'basisThroughput'
  | 'noCells'
  | 'perDirectionNote'
  | 'against'
  | 'eraLabel'
  | 'dateKnown'
  | 'dateSetHere'
  | 'dateUnknown'
  | 'judgeAs'
  | 'clearDate'
  | 'srcDiskJson'
  | 'srcPtsOptions'
  | 'srcResults'
  | 'limitLine'
  | 'noLimit'
  | 'binds'
  | 'bindsDisk'
  | 'bindsInstance'
  | 'otherReading'
  | 'combined'
  | 'perDirection'
  | 'bothReadings'
  | 'singleDirection'
  | 'mixedReadings';

export const measuredStrings: Dict<MeasuredKey> = {
  en: {
    disk: 'Disk',
    curve: 'Curve',
    size: 'Size',
    expected: 'Expected',
    ratio: 'Ratio',
    verdict: 'Verdict',
    latency: 'Latency',
    noDisks: 'No disks loaded yet.',
    unmatched: 'No curve',
    unmatchedGroup: 'No vendor curve ({n, plural, one {# disk} other {# disks}})',
    details: 'Details',
    heatmapFor: 'Ratio heatmap for',
    heatmapTitle: 'Measured ÷ expected by block size and mix',
    blockSize: 'Block size',
    mix: 'Read/write',
    basisIops: 'IOPS curve',
    basisThroughput: 'throughput curve',
    noCells: 'This disk has no comparable results.',
    perDirectionNote: 'Per-direction budget: a mixed workload may legitimately exceed the headline figure.',
    against: 'Judged against',
    eraLabel: 'Era: {era}',
    dateKnown: 'run date {date} (from {source})',
    dateSetHere: 'run date {date} (set on this page)',
    dateUnknown: 'date unknown — judged against the current formula; set the run date',
    judgeAs: 'judge as:',
    clearDate: 'clear the date',
    srcDiskJson: 'disk.json',
    srcPtsOptions: 'PTS .options',
    srcResults: 'the fio run time',
    limitLine: 'instance limit {name}: {iops} IOPS, {bw}',
    noLimit: 'no instance limit applied (VM unknown)',
    binds: 'binds',
    bindsDisk: 'disk curve binds',
    bindsInstance: 'instance limit binds',
    otherReading: '{semantics} reading: {ratio} {verdict}',
    combined: 'combined',
    perDirection: 'per-direction',
    bothReadings:
      'The vendor does not say whether reads and writes share one budget: mixed workloads are shown under both readings, and mixed workloads exceed a combined reading by up to 2×. The headline verdict comes from 100/0 and 0/100 workloads.',
    singleDirection: 'headline from 100/0 and 0/100',
    mixedReadings:
      'mixed {mix} at {bs}: {first} {r1} {v1} · {second} {r2} {v2} (mixed workloads exceed a combined reading by up to 2×)',
    'verdict.above': 'above',
    'verdict.meets': 'meets',
    'verdict.below': 'below',
    'verdict.far-below': 'far below',
    'match.no-provider': 'No curves for provider “{provider}”.',
    'match.no-provider.fix':
      'Name the provider as one of {known} (or an alias such as aliyun, qcloud), or load a catalogue file for it.',
    'match.no-type': 'No {provider} curve for type “{type}”.',
    'match.no-type.fix':
      'Use one of the known types ({types}), or add a curve with this alias in a catalogue file.',
    'match.no-era': 'No {provider} {type} curve applies on {month} (eras: {eras}).',
    'match.no-era.fix': 'Check the run date (disk metadata “date”, or the date field / --date YYYY-MM).',
    'semantics.unstated': 'budget not stated',
  },
  zh: {
    disk: '云盘',
    curve: '曲线',
    size: '容量',
    expected: '预期',
    ratio: '比值',
    verdict: '结论',
    latency: '时延',
    noDisks: '尚未载入云盘。',
    unmatched: '无匹配曲线',
    unmatchedGroup: '没有厂商公式（{n} 块磁盘）',
    details: '详情',
    heatmapFor: '比值热图：',
    heatmapTitle: '实测 ÷ 预期（按块大小和读写比例）',
    blockSize: '块大小',
    mix: '读/写',
    basisIops: 'IOPS 曲线',
    basisThroughput: '吞吐量曲线',
    noCells: '该云盘没有可比较的结果。',
    perDirectionNote: '读写分别计算的预算：混合读写可以合理地超过标称值。',
    against: '评判依据',
    eraLabel: '时期：{era}',
    dateKnown: '运行日期 {date}（来自 {source}）',
    dateSetHere: '运行日期 {date}（在本页设置）',
    dateUnknown: '日期未知——按现行公式评判；请设置运行日期',
    judgeAs: '按此评判：',
    clearDate: '清除日期',
    srcDiskJson: 'disk.json',
    srcPtsOptions: 'PTS .options',
    srcResults: 'fio 运行时间',
    limitLine: '实例上限 {name}：{iops} IOPS，{bw}',
    noLimit: '未应用实例上限（虚拟机未知）',
    binds: '起限制作用',
    bindsDisk: '云盘曲线起限制作用',
    bindsInstance: '实例上限起限制作用',
    otherReading: '{semantics} 解读：{ratio} {verdict}',
    combined: '读写合计',
    perDirection: '读写分别',
    bothReadings:
      '厂商未说明读写是否共享同一预算：混合负载按两种解读分别显示，混合负载最多可超出合计解读 2 倍。主结论取自 100/0 与 0/100 负载。',
    singleDirection: '主结论取自 100/0 与 0/100',
    mixedReadings:
      '混合 {mix}，{bs}：{first} {r1} {v1} · {second} {r2} {v2}（混合负载最多可超出合计解读 2 倍）',
    'verdict.above': '高于标称',
    'verdict.meets': '符合',
    'verdict.below': '低于标称',
    'verdict.far-below': '远低于标称',
    'match.no-provider': '没有服务商“{provider}”的曲线。',
    'match.no-provider.fix':
      '请把服务商写成 {known} 之一（或 aliyun、qcloud 等别名），或为它加载一个目录文件。',
    'match.no-type': '{provider} 没有类型“{type}”的曲线。',
    'match.no-type.fix': '请使用已知类型之一（{types}），或在目录文件中添加带此别名的曲线。',
    'match.no-era': '{month} 没有适用的 {provider} {type} 曲线（时期：{eras}）。',
    'match.no-era.fix': '请检查测试日期（磁盘元数据“date”，或日期字段 / --date YYYY-MM）。',
    'semantics.unstated': '未说明读写预算',
  },
  ru: {
    disk: 'Диск',
    curve: 'Кривая',
    size: 'Размер',
    expected: 'Ожидалось',
    ratio: 'Отношение',
    verdict: 'Вывод',
    latency: 'Задержка',
    noDisks: 'Диски ещё не загружены.',
    unmatched: 'Нет кривой',
    unmatchedGroup: 'Нет кривой поставщика (дисков: {n})',
    details: 'Подробнее',
    heatmapFor: 'Тепловая карта отношений для',
    heatmapTitle: 'Измерено ÷ ожидалось по размеру блока и доле чтения/записи',
    blockSize: 'Размер блока',
    mix: 'Чтение/запись',
    basisIops: 'кривая IOPS',
    basisThroughput: 'кривая пропускной способности',
    noCells: 'У этого диска нет сопоставимых результатов.',
    perDirectionNote:
      'Бюджет на каждое направление: смешанная нагрузка может законно превышать заявленную цифру.',
    against: 'Сравнивается с',
    eraLabel: 'Период: {era}',
    dateKnown: 'дата прогона {date} (из {source})',
    dateSetHere: 'дата прогона {date} (задана на этой странице)',
    dateUnknown: 'дата неизвестна — сравнение с текущей формулой; задайте дату прогона',
    judgeAs: 'оценивать как:',
    clearDate: 'сбросить дату',
    srcDiskJson: 'disk.json',
    srcPtsOptions: '.options PTS',
    srcResults: 'времени прогона fio',
    limitLine: 'предел инстанса {name}: {iops} IOPS, {bw}',
    noLimit: 'предел инстанса не применён (ВМ неизвестна)',
    binds: 'ограничивает',
    bindsDisk: 'ограничивает кривая диска',
    bindsInstance: 'ограничивает предел инстанса',
    otherReading: 'прочтение «{semantics}»: {ratio} {verdict}',
    combined: 'общий бюджет',
    perDirection: 'по направлениям',
    bothReadings:
      'Поставщик не говорит, общий ли бюджет у чтения и записи: смешанные нагрузки показаны в обоих прочтениях, и при общем бюджете смешанные нагрузки превышают его до 2×. Итоговый вывод делается по нагрузкам 100/0 и 0/100.',
    singleDirection: 'итог по 100/0 и 0/100',
    mixedReadings:
      'смешанная {mix} при {bs}: {first} {r1} {v1} · {second} {r2} {v2} (смешанные нагрузки превышают общий бюджет до 2×)',
    'verdict.above': 'выше заявленного',
    'verdict.meets': 'соответствует',
    'verdict.below': 'ниже',
    'verdict.far-below': 'намного ниже',
    'match.no-provider': 'Нет кривых для поставщика «{provider}».',
    'match.no-provider.fix':
      'Назовите поставщика одним из: {known} (или псевдонимом, например aliyun, qcloud) либо загрузите для него файл каталога.',
    'match.no-type': 'У {provider} нет кривой для типа «{type}».',
    'match.no-type.fix':
      'Используйте один из известных типов ({types}) или добавьте кривую с этим псевдонимом в файл каталога.',
    'match.no-era': 'Для {month} нет действующей кривой {provider} {type} (периоды: {eras}).',
    'match.no-era.fix':
      'Проверьте дату запуска (поле «date» в метаданных диска, поле даты или --date YYYY-MM).',
    'semantics.unstated': 'бюджет не указан',
  },
};
