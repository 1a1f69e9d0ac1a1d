// Words inside the Time view's charts (WSAT, HIR, latency distribution, compare over time), in the
// reader's language: they travel with an exported PNG/SVG. `{x}` placeholders are filled by translate.
import type { Dict } from '../i18n';

export type TimeChartKey =
  | 'wsatY'
  | 'wsatTime'
  | 'wsatTgbw'
  | 'interval'
  | 'hirPre'
  | 'hirWait'
  | 'hirBaseline'
  | 'hirTime'
  | 'hirOrder'
  | 'hirBarsY'
  | 'state'
  | 'steady'
  | 'idle'
  | 'pctX'
  | 'latY'
  | 'pctSeries'
  | 'histSeries'
  | 'histX'
  | 'histY'
  | 'buckets'
  | 'cmpTime'
  | 'cmpTgbw'
  | 'cmpLeft';

export const timeChartStrings: Dict<TimeChartKey> = {
  en: {
    wsatY: 'IOPS (4k random write)',
    wsatTime: 'Time since the first interval started (min)',
    wsatTgbw: 'Total data written, TGBW ({unit})',
    interval: 'interval {n} (round {round})',
    hirPre: 'Preconditioning (continuous writes)',
    hirWait: '{w} s idle between 5 s writes',
    hirBaseline: 'Baseline after {w} s state',
    hirTime: 'Time since the first job started (min)',
    hirOrder: 'Job (run order)',
    hirBarsY: 'Mean IOPS (4k random write)',
    state: 'State',
    steady: 'Steady state',
    idle: '{w} s idle',
    pctX: 'Percentile (log-scaled tail: exceedance 1 − p falls tenfold per step)',
    latY: '{kind} latency ({unit})',
    pctSeries: '{dir} {kind} percentiles (fio)',
    histSeries: '{dir} {kind} from json+ histogram',
    histX: 'Latency, bucket midpoint ({unit}, log scale)',
    histY: 'Share of I/Os (%)',
    buckets: '{dir} {kind} ({n} non-empty buckets)',
    cmpTime: 'Elapsed time since start ({unit})',
    cmpTgbw: 'Total data written, TGBW ({unit})',
    cmpLeft: 'Not on this axis (no data-written figures): {names}',
  },
  zh: {
    wsatY: 'IOPS（4k 随机写）',
    wsatTime: '自第一个区间开始的时间（分钟）',
    wsatTgbw: '总写入量 TGBW（{unit}）',
    interval: '区间 {n}（第 {round} 轮）',
    hirPre: '预处理（持续写入）',
    hirWait: '每次 5 秒写入之间空闲 {w} 秒',
    hirBaseline: '{w} 秒状态之后的基线',
    hirTime: '自第一个作业开始的时间（分钟）',
    hirOrder: '作业（运行顺序）',
    hirBarsY: '平均 IOPS（4k 随机写）',
    state: '状态',
    steady: '稳态',
    idle: '空闲 {w} 秒',
    pctX: '百分位（对数尾部坐标：每格超越概率 1 − p 降低十倍）',
    latY: '{kind}延迟（{unit}）',
    pctSeries: '{dir} {kind} 百分位（fio）',
    histSeries: '{dir} {kind}（json+ 直方图）',
    histX: '延迟，桶中点（{unit}，对数坐标）',
    histY: 'I/O 占比（%）',
    buckets: '{dir} {kind}（{n} 个非空桶）',
    cmpTime: '自开始经过的时间（{unit}）',
    cmpTgbw: '总写入量 TGBW（{unit}）',
    cmpLeft: '未显示在此坐标轴上（没有写入量数据）：{names}',
  },
  ru: {
    wsatY: 'IOPS (случайная запись 4k)',
    wsatTime: 'Время от начала первого интервала (мин)',
    wsatTgbw: 'Всего записано данных, TGBW ({unit})',
    interval: 'интервал {n} (раунд {round})',
    hirPre: 'Предварительная подготовка (непрерывная запись)',
    hirWait: '{w} с простоя между записями по 5 с',
    hirBaseline: 'Базовый уровень после состояния {w} с',
    hirTime: 'Время от начала первого задания (мин)',
    hirOrder: 'Задание (порядок запуска)',
    hirBarsY: 'Средние IOPS (случайная запись 4k)',
    state: 'Состояние',
    steady: 'Установившийся режим',
    idle: '{w} с простоя',
    pctX: 'Перцентиль (логарифмический хвост: превышение 1 − p падает вдесятеро на шаг)',
    latY: 'Задержка ({kind}), {unit}',
    pctSeries: '{dir}, {kind}: перцентили (fio)',
    histSeries: '{dir}, {kind}: по гистограмме json+',
    histX: 'Задержка, середина корзины ({unit}, лог. шкала)',
    histY: 'Доля операций ввода-вывода (%)',
    buckets: '{dir}, {kind} (непустых корзин: {n})',
    cmpTime: 'Время от начала ({unit})',
    cmpTgbw: 'Всего записано данных, TGBW ({unit})',
    cmpLeft: 'Нет на этой оси (нет данных об объёме записи): {names}',
  },
};
