// Words of the Expected view, in English and Simplified Chinese.
import type { Dict } from '../../i18n';

type Key =
  | 'title'
  | 'intro'
  | 'tabCurves'
  | 'tabMeasured'
  | 'tabEdit'
  | 'tabPrice'
  | 'runDate'
  | 'runDateHelp'
  | 'curvesPick'
  | 'capacity'
  | 'maxCapacity'
  | 'logAxes'
  | 'iopsChart'
  | 'bwChart'
  | 'measured'
  | 'notComparable'
  | 'unverified'
  | 'secondary'
  | 'verified'
  | 'era'
  | 'approximate'
  | 'sources'
  | 'noCurves'
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
  | 'editCurve'
  | 'iopsFormula'
  | 'bwFormula'
  | 'formulaError'
  | 'atColumn'
  | 'reset'
  | 'edited'
  | 'loadCatalogue'
  | 'catalogueIssues'
  | 'variables'
  | 'semantics'
  | 'notes'
  | 'burst'
  | 'instanceCap'
  | 'priceIntro'
  | 'pricePerGBMonth'
  | 'currency'
  | 'priceSource'
  | 'atSize'
  | 'monthly'
  | 'iopsPerMoney'
  | 'bwPerMoney'
  | 'target'
  | 'targetIops'
  | 'targetBw'
  | 'cheapest'
  | 'noOffer'
  | 'addPrice'
  | 'yourPrice'
  | 'linkNotice'
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
  | 'limitLegend'
  | 'mixedReadings';

export const expectedStrings: Dict<Key> = {
  en: {
    title: 'Expected performance',
    intro: 'What vendors advertise for a disk of a given size, next to what was measured.',
    tabCurves: 'Curves',
    tabMeasured: 'Measured vs expected',
    tabEdit: 'Edit',
    tabPrice: 'Price / performance',
    runDate: 'Run date',
    runDateHelp: 'Used for disks whose metadata has no date; formulas changed over the years.',
    curvesPick: 'Curves',
    capacity: 'Capacity',
    maxCapacity: 'Up to',
    logAxes: 'Log axes',
    iopsChart: 'Advertised IOPS by capacity',
    bwChart: 'Advertised throughput by capacity',
    measured: 'Measured disks',
    notComparable: 'not comparable',
    unverified: 'unverified',
    secondary: 'secondary',
    verified: 'verified',
    era: 'Applies',
    approximate: 'approximate dates',
    sources: 'Sources',
    noCurves: 'Pick at least one curve.',
    disk: 'Disk',
    curve: 'Curve',
    size: 'Size',
    expected: 'Expected',
    ratio: 'Ratio',
    verdict: 'Verdict',
    latency: 'Latency',
    noDisks: 'No disks loaded yet.',
    unmatched: 'No curve',
    unmatchedGroup: 'No vendor curve ({n} disks)',
    details: 'Details',
    heatmapFor: 'Ratio heatmap for',
    heatmapTitle: 'Measured ÷ expected by block size and mix',
    blockSize: 'Block size',
    mix: 'Read/write',
    basisIops: 'IOPS curve',
    basisThroughput: 'throughput curve',
    noCells: 'This disk has no comparable results.',
    editCurve: 'Curve to edit',
    iopsFormula: 'IOPS formula',
    bwFormula: 'Throughput formula',
    formulaError: 'Formula error',
    atColumn: 'at character {n}',
    reset: 'Back to the catalogue formula',
    edited: 'edited',
    loadCatalogue: 'Load a catalogue file (JSON)',
    catalogueIssues: 'Catalogue problems',
    variables: 'Variables',
    semantics: 'Reads and writes',
    notes: 'Notes',
    burst: 'Burst',
    instanceCap: 'Instance cap',
    priceIntro: 'Prices per GB-month where a source gives one; enter your own for any curve.',
    pricePerGBMonth: 'Price per GB-month',
    currency: 'Currency',
    priceSource: 'Source',
    atSize: 'At size (GB)',
    monthly: 'Per month',
    iopsPerMoney: 'IOPS per unit',
    bwPerMoney: 'MB/s per unit',
    target: 'Cheapest disk that meets a target',
    targetIops: 'IOPS at least',
    targetBw: 'MB/s at least',
    cheapest: 'Cheapest first',
    noOffer: 'No priced curve meets this target.',
    addPrice: 'Add a price for',
    yourPrice: 'your price',
    linkNotice: 'Edited curves from the link could not be read: {reason}',
    perDirectionNote: 'Per-direction budget: a mixed workload may legitimately exceed the headline figure.',
    against: 'Judged against',
    eraLabel: '{era} formula',
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
    limitLegend: '{disk}: instance limit {name}',
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
    title: '预期性能',
    intro: '厂商标称的性能（按容量计算）与实测结果对比。',
    tabCurves: '曲线',
    tabMeasured: '实测 vs 预期',
    tabEdit: '编辑',
    tabPrice: '性价比',
    runDate: '测试日期',
    runDateHelp: '用于元数据中没有日期的云盘；各厂商的公式随年份变化。',
    curvesPick: '曲线',
    capacity: '容量',
    maxCapacity: '最大',
    logAxes: '对数坐标',
    iopsChart: '标称 IOPS 与容量',
    bwChart: '标称吞吐量与容量',
    measured: '实测云盘',
    notComparable: '不可比',
    unverified: '未核实',
    secondary: '二手来源',
    verified: '已核实',
    era: '适用时间',
    approximate: '日期为估计',
    sources: '来源',
    noCurves: '请至少选择一条曲线。',
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
    editCurve: '要编辑的曲线',
    iopsFormula: 'IOPS 公式',
    bwFormula: '吞吐量公式',
    formulaError: '公式错误',
    atColumn: '位于第 {n} 个字符',
    reset: '恢复目录中的公式',
    edited: '已编辑',
    loadCatalogue: '载入曲线目录文件（JSON）',
    catalogueIssues: '目录问题',
    variables: '变量',
    semantics: '读写',
    notes: '说明',
    burst: '突发',
    instanceCap: '实例上限',
    priceIntro: '来源中给出的每 GB 每月价格；可为任意曲线填写自己的价格。',
    pricePerGBMonth: '每 GB 每月价格',
    currency: '货币',
    priceSource: '来源',
    atSize: '容量（GB）',
    monthly: '每月',
    iopsPerMoney: '每单位货币 IOPS',
    bwPerMoney: '每单位货币 MB/s',
    target: '满足目标的最便宜云盘',
    targetIops: 'IOPS 不低于',
    targetBw: 'MB/s 不低于',
    cheapest: '按价格排序',
    noOffer: '没有带价格的曲线满足该目标。',
    addPrice: '添加价格：',
    yourPrice: '自定义价格',
    linkNotice: '无法读取链接中的自定义曲线：{reason}',
    perDirectionNote: '读写分别计算的预算：混合读写可以合理地超过标称值。',
    against: '评判依据',
    eraLabel: '{era} 公式',
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
    limitLegend: '{disk}：实例上限 {name}',
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
    title: 'Ожидаемая производительность',
    intro: 'Что поставщики обещают для диска заданного размера — рядом с тем, что измерено.',
    tabCurves: 'Кривые',
    tabMeasured: 'Измерено и ожидалось',
    tabEdit: 'Правка',
    tabPrice: 'Цена / производительность',
    runDate: 'Дата прогона',
    runDateHelp: 'Для дисков без даты в метаданных; формулы менялись с годами.',
    curvesPick: 'Кривые',
    capacity: 'Ёмкость',
    maxCapacity: 'До',
    logAxes: 'Логарифмические оси',
    iopsChart: 'Заявленные IOPS в зависимости от ёмкости',
    bwChart: 'Заявленная пропускная способность в зависимости от ёмкости',
    measured: 'Измеренные диски',
    notComparable: 'несопоставимо',
    unverified: 'не проверено',
    secondary: 'вторичный источник',
    verified: 'проверено',
    era: 'Действует',
    approximate: 'даты приблизительные',
    sources: 'Источники',
    noCurves: 'Выберите хотя бы одну кривую.',
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
    editCurve: 'Кривая для правки',
    iopsFormula: 'Формула IOPS',
    bwFormula: 'Формула пропускной способности',
    formulaError: 'Ошибка в формуле',
    atColumn: 'в символе {n}',
    reset: 'Вернуть формулу из каталога',
    edited: 'изменено',
    loadCatalogue: 'Загрузить файл каталога (JSON)',
    catalogueIssues: 'Проблемы каталога',
    variables: 'Переменные',
    semantics: 'Чтение и запись',
    notes: 'Примечания',
    burst: 'Всплеск',
    instanceCap: 'Предел инстанса',
    priceIntro: 'Цены за ГБ в месяц, где источник их даёт; для любой кривой можно ввести свою.',
    pricePerGBMonth: 'Цена за ГБ в месяц',
    currency: 'Валюта',
    priceSource: 'Источник',
    atSize: 'При размере (ГБ)',
    monthly: 'В месяц',
    iopsPerMoney: 'IOPS на единицу валюты',
    bwPerMoney: 'МБ/с на единицу валюты',
    target: 'Самый дешёвый диск, достигающий цели',
    targetIops: 'IOPS не меньше',
    targetBw: 'МБ/с не меньше',
    cheapest: 'Сначала дешёвые',
    noOffer: 'Ни одна кривая с ценой не достигает этой цели.',
    addPrice: 'Добавить цену для',
    yourPrice: 'ваша цена',
    linkNotice: 'Не удалось прочитать изменённые кривые из ссылки: {reason}',
    perDirectionNote:
      'Бюджет на каждое направление: смешанная нагрузка может законно превышать заявленную цифру.',
    against: 'Сравнивается с',
    eraLabel: 'формула {era}',
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
    limitLegend: '{disk}: предел инстанса {name}',
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
export type ExpectedKey = Key;
