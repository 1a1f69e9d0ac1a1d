// Words of the Expected view in English, Simplified Chinese and Russian: the tabs, the curves
// chart, the curve editor and the price table here; the Measured vs expected table's words in
// measured-strings.ts, merged below so every component reads one dictionary.
import type { Dict } from '../../i18n';
import { measuredStrings, type MeasuredKey } from './measured-strings';

type ViewKey =
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
  | 'limitLegend';

type Key = ViewKey | MeasuredKey;

const viewStrings: Dict<ViewKey> = {
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
    limitLegend: '{disk}: instance limit {name}',
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
    limitLegend: '{disk}：实例上限 {name}',
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
    limitLegend: '{disk}: предел инстанса {name}',
  },
};

export const expectedStrings: Dict<Key> = {
  en: { ...viewStrings.en, ...measuredStrings.en },
  zh: { ...viewStrings.zh, ...measuredStrings.zh },
  ru: { ...viewStrings.ru, ...measuredStrings.ru },
};
export type ExpectedKey = Key;
