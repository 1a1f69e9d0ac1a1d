// Words of the Time view (en + zh). Chart-internal words live in src/charts.
import type { Dict } from '../../i18n';

export type TimeKey =
  | 'title'
  | 'intro'
  | 'disk'
  | 'noData'
  | 'tab.steady'
  | 'tab.wsat'
  | 'tab.hir'
  | 'tab.logs'
  | 'tab.latency'
  | 'tab.compare'
  | 'test'
  | 'tracked'
  | 'convergence'
  | 'window'
  | 'determination'
  | 'results'
  | 'item'
  | 'recomputed'
  | 'suite'
  | 'agreement'
  | 'agrees'
  | 'differs'
  | 'notWritten'
  | 'ssNotKept'
  | 'ssAchieved'
  | 'ssNotAchieved'
  | 'disagreements'
  | 'allAgree'
  | 'noRounds'
  | 'yScale'
  | 'linear'
  | 'log'
  | 'wsatTime'
  | 'wsatTgbw'
  | 'wsatCaption'
  | 'hirCurve'
  | 'hirBars'
  | 'hirCaption'
  | 'hirBarsCaption'
  | 'run'
  | 'metric'
  | 'direction'
  | 'allDirections'
  | 'logsChart'
  | 'logsCaption'
  | 'logChecks'
  | 'logCheck.ok'
  | 'logCheck.differs'
  | 'logCheck.total'
  | 'logCheck.ns-read-as-us'
  | 'logCheck.us-read-as-ns'
  | 'downsampled'
  | 'summaryShown'
  | 'summaryStored'
  | 'summaryRaw'
  | 'windowChanged'
  | 'windowBadLine'
  | 'percentiles'
  | 'histogram'
  | 'histogramMark'
  | 'bucketNote'
  | 'noHistogram'
  | 'source'
  | 'align'
  | 'alignTime'
  | 'alignTgbw'
  | 'compareChart'
  | 'pickDisks'
  | 'compareCaption'
  | 'merged'
  | 'recomputedWait'
  | 'recomputedBaseline'
  | 'cmpWsatMetric'
  | 'cmpLogMetric'
  | 'mergedJobs'
  | 'ss.start'
  | 'ss.stop'
  | 'ss.average'
  | 'ss.maxData'
  | 'ss.data'
  | 'ss.maxSlope'
  | 'ss.slopeExc'
  | 'ss.slope'
  | 'ss.intercept'
  | 'ss.verdict'
  | 'ss.achieved'
  | 'ss.notAchieved'
  | 'ss.suiteAchieved'
  | 'ss.suiteNone';

export const timeStrings: Dict<TimeKey> = {
  en: {
    title: 'Over time',
    intro:
      'Steady state of the PTS tests, write saturation, host idle recovery, fio logs, latency distributions, and several disks over time.',
    disk: 'Disk',
    noData: 'No disk in the data has this kind of result. Upload a PTS bundle or fio logs.',
    'tab.steady': 'Steady state',
    'tab.wsat': 'WSAT',
    'tab.hir': 'HIR',
    'tab.logs': 'Logs',
    'tab.latency': 'Latency distribution',
    'tab.compare': 'Compare over time',
    test: 'Test',
    tracked: 'Tracked workload',
    convergence: 'Convergence: {metric} per round',
    window: 'Measurement window: {metric}',
    determination: 'Steady-state determination',
    results: 'Window results: recomputed vs the suite’s {file}',
    item: 'Item',
    recomputed: 'Recomputed (diskscope)',
    suite: 'Suite wrote',
    agreement: 'Agreement',
    agrees: 'agrees',
    differs: 'DIFFERS',
    notWritten: 'not written',
    ssNotKept:
      'The suite keeps ss_* keys in .options only for the test that ran last ({last}) and only when steady state was achieved; for this test there is nothing to compare them with.',
    ssAchieved: 'Steady state achieved in rounds {rounds}.',
    ssNotAchieved: 'Steady state NOT achieved; the window is the last five rounds ({rounds}).',
    disagreements: '{n} disagreement(s) with the suite — flagged below.',
    allAgree: 'The recomputation agrees with everything the suite wrote.',
    noRounds: 'This test has fewer than five rounds: no steady-state check possible.',
    yScale: 'IOPS axis',
    linear: 'linear',
    log: 'log',
    wsatTime: 'WSAT: IOPS vs time',
    wsatTgbw: 'WSAT: IOPS vs total data written (TGBW)',
    wsatCaption:
      'Mean over the window, recomputed: {ours} IOPS; wsat.json: {suite}. The suite labels TGBW “GB” but computes MiB; here it is in {unit}.',
    hirCurve: 'HIR: IOPS through preconditioning and wait states',
    hirBars: 'HIR: mean IOPS per state',
    hirCaption: 'Shaded bands mark the wait states; gaps on the time axis are the idle periods.',
    hirBarsCaption:
      'Recomputed from the jobs beside what hir.json or a digest CSV reported (hir.json usually lacks the wait keys).',
    run: 'Run',
    metric: 'Metric',
    direction: 'Direction',
    allDirections: 'all',
    logsChart: 'fio {metric} log over time',
    logsCaption: 'Per job and merged; drag to zoom. {points}',
    logChecks: 'Log vs summary',
    'logCheck.ok': '{metric} {dir}: log average within {tol}% of the summary ({pct}%)',
    'logCheck.differs':
      '{metric} {dir}: log average {log} differs from the summary {summary} by {pct}% (tolerance {tol}%)',
    'logCheck.total': 'total',
    'logCheck.ns-read-as-us': ' — the log looks 1000× too large: read as µs but the run wrote ns?',
    'logCheck.us-read-as-ns': ' — the log looks 1000× too small: a fio 2.x log (µs) read as ns?',
    downsampled: '{n} points drawn from {total} (LTTB, computed off the main thread).',
    summaryShown:
      'Large log kept as a summary: mean (solid), min and max (dotted) per {bucket} of {count} I/Os; zoom in to see every I/O, read again from the file.',
    summaryStored:
      'Stored summary (saved in this browser): mean, min and max per {bucket} of {count} I/Os. The log file is not open in this page any more; upload it again to see every I/O of a window.',
    summaryRaw: 'Every I/O of this window: {count} points, read again from the log file.',
    windowChanged: 'the window was not read again: {file} is {size} bytes now, {was} when it was summarised',
    windowBadLine: 'the window was not read again: {file}, {why}',
    percentiles: 'Latency percentiles (log-scaled tail)',
    histogram: 'Latency histogram (json+)',
    histogramMark: 'histogram',
    bucketNote:
      'fio’s percentiles are bucket estimates: each is the midpoint of a log-linear histogram bucket (error below 1/128), not an exact order statistic, and can exceed the max.',
    noHistogram: 'This run has no json+ histogram (run fio with --output-format=json+ to get one).',
    source: 'Series',
    align: 'Align by',
    alignTime: 'elapsed time',
    alignTgbw: 'data written (TGBW)',
    compareChart: 'Over time, compared',
    pickDisks: 'Pick the disks to compare (at least one with this kind of series).',
    compareCaption:
      'Each disk’s curve starts at its own start; TGBW comes from io_bytes (WSAT) or the write bw log.',
    merged: 'merged',
    mergedJobs: '{n} jobs',
    recomputedWait: 'recomputed, wait',
    recomputedBaseline: 'recomputed, baseline',
    cmpWsatMetric: 'WSAT write IOPS (4k random)',
    cmpLogMetric: 'fio {metric} log, {dir}',
    'ss.start': 'Window start round',
    'ss.stop': 'Window end round',
    'ss.average': 'Average',
    'ss.maxData': 'Allowed data excursion (20%)',
    'ss.data': 'Measured data excursion',
    'ss.maxSlope': 'Allowed slope excursion (10%)',
    'ss.slopeExc': 'Measured slope excursion',
    'ss.slope': 'Least-squares slope',
    'ss.intercept': 'Least-squares intercept',
    'ss.verdict': 'Steady state',
    'ss.achieved': 'achieved',
    'ss.notAchieved': 'NOT achieved',
    'ss.suiteAchieved': 'achieved (ss_* keys present)',
    'ss.suiteNone': 'no ss_* keys',
  },
  zh: {
    title: '随时间变化',
    intro:
      'PTS 测试的稳态、写饱和（WSAT）、主机空闲恢复（HIR）、fio 日志、延迟分布，以及多块磁盘随时间的对比。',
    disk: '磁盘',
    noData: '数据中没有磁盘包含此类结果。请上传 PTS 结果包或 fio 日志。',
    'tab.steady': '稳态',
    'tab.wsat': 'WSAT',
    'tab.hir': 'HIR',
    'tab.logs': '日志',
    'tab.latency': '延迟分布',
    'tab.compare': '随时间对比',
    test: '测试',
    tracked: '跟踪的负载',
    convergence: '收敛：每轮的{metric}',
    window: '测量窗口：{metric}',
    determination: '稳态判定',
    results: '窗口结果：重新计算值与测试套件的 {file}',
    item: '项目',
    recomputed: '重新计算（diskscope）',
    suite: '测试套件写入',
    agreement: '是否一致',
    agrees: '一致',
    differs: '不一致',
    notWritten: '未写入',
    ssNotKept:
      '测试套件只在 .options 中保存最后运行的测试（{last}）的 ss_* 键，且仅在达到稳态时保存；本测试没有可对比的值。',
    ssAchieved: '在第 {rounds} 轮达到稳态。',
    ssNotAchieved: '未达到稳态；窗口为最后五轮（{rounds}）。',
    disagreements: '与测试套件有 {n} 处不一致，已在下方标出。',
    allAgree: '重新计算的结果与测试套件写入的全部一致。',
    noRounds: '此测试少于五轮，无法进行稳态判定。',
    yScale: 'IOPS 坐标轴',
    linear: '线性',
    log: '对数',
    wsatTime: 'WSAT：IOPS 随时间',
    wsatTgbw: 'WSAT：IOPS 随总写入量（TGBW）',
    wsatCaption:
      '窗口内均值（重新计算）：{ours} IOPS；wsat.json：{suite}。测试套件把 TGBW 标为 “GB”，实际为 MiB；此处单位为 {unit}。',
    hirCurve: 'HIR：预处理与各等待状态中的 IOPS',
    hirBars: 'HIR：各状态的平均 IOPS',
    hirCaption: '阴影带表示等待状态；时间轴上的间隙是空闲时段。',
    hirBarsCaption:
      '由各作业重新计算，并与 hir.json 或汇总 CSV 报告的值并列（hir.json 通常缺少等待状态的键）。',
    run: '运行',
    metric: '指标',
    direction: '方向',
    allDirections: '全部',
    logsChart: 'fio {metric} 日志随时间',
    logsCaption: '按作业及合并显示；拖动可缩放。{points}',
    logChecks: '日志与汇总对比',
    'logCheck.ok': '{metric} {dir}：日志平均值与汇总相差在 {tol}% 以内（{pct}%）',
    'logCheck.differs': '{metric} {dir}：日志平均值 {log} 与汇总 {summary} 相差 {pct}%（容差 {tol}%）',
    'logCheck.total': '合计',
    'logCheck.ns-read-as-us': ' — 日志看起来大了 1000 倍：按 µs 读取，但运行写的是 ns？',
    'logCheck.us-read-as-ns': ' — 日志看起来小了 1000 倍：fio 2.x 的日志（µs）被当作 ns 读取？',
    downsampled: '从 {total} 个点中绘制 {n} 个（LTTB，在后台线程计算）。',
    summaryShown:
      '大型日志以摘要保存：每 {bucket} 的平均值（实线）、最小值和最大值（点线），共 {count} 次 I/O；放大可查看从文件重新读取的每次 I/O。',
    summaryStored:
      '已保存的摘要（存于此浏览器）：每 {bucket} 的平均值、最小值和最大值，共 {count} 次 I/O。此页面已不再持有日志文件；重新上传即可查看窗口内的每次 I/O。',
    summaryRaw: '此窗口的每次 I/O：{count} 个点，从日志文件重新读取。',
    windowChanged: '未重新读取该窗口：{file} 现在为 {size} 字节，汇总时为 {was} 字节',
    windowBadLine: '未重新读取该窗口：{file}，{why}',
    percentiles: '延迟百分位（对数尾部坐标）',
    histogram: '延迟直方图（json+）',
    histogramMark: '直方图',
    bucketNote:
      'fio 的百分位是分桶估计值：每个值是对数线性直方图某个桶的中点（误差小于 1/128），并非精确的顺序统计量，可能超过最大值。',
    noHistogram: '此运行没有 json+ 直方图（用 --output-format=json+ 运行 fio 可获得）。',
    source: '序列',
    align: '对齐方式',
    alignTime: '经过时间',
    alignTgbw: '写入量（TGBW）',
    compareChart: '随时间对比',
    pickDisks: '请选择要对比的磁盘（至少一块含此类序列）。',
    compareCaption: '每块磁盘的曲线从各自的起点开始；TGBW 来自 io_bytes（WSAT）或写带宽日志。',
    merged: '合并',
    mergedJobs: '{n} 个任务',
    recomputedWait: '重新计算，等待',
    recomputedBaseline: '重新计算，基线',
    cmpWsatMetric: 'WSAT 写入 IOPS（4k 随机）',
    cmpLogMetric: 'fio {metric} 日志，{dir}',
    'ss.start': '窗口起始轮',
    'ss.stop': '窗口结束轮',
    'ss.average': '平均值',
    'ss.maxData': '允许的数据偏差（20%）',
    'ss.data': '实测数据偏差',
    'ss.maxSlope': '允许的斜率偏差（10%）',
    'ss.slopeExc': '实测斜率偏差',
    'ss.slope': '最小二乘斜率',
    'ss.intercept': '最小二乘截距',
    'ss.verdict': '稳态',
    'ss.achieved': '已达到',
    'ss.notAchieved': '未达到',
    'ss.suiteAchieved': '已达到（存在 ss_* 键）',
    'ss.suiteNone': '没有 ss_* 键',
  },
  ru: {
    title: 'Во времени',
    intro:
      'Установившийся режим тестов PTS, насыщение записью, восстановление после простоя, логи fio, распределения задержки и несколько дисков во времени.',
    disk: 'Диск',
    noData: 'Ни у одного диска в данных нет таких результатов. Загрузите комплект PTS или логи fio.',
    'tab.steady': 'Установившийся режим',
    'tab.wsat': 'WSAT',
    'tab.hir': 'HIR',
    'tab.logs': 'Логи',
    'tab.latency': 'Распределение задержки',
    'tab.compare': 'Сравнение во времени',
    test: 'Тест',
    tracked: 'Отслеживаемая нагрузка',
    convergence: 'Сходимость: {metric} по раундам',
    window: 'Окно измерения: {metric}',
    determination: 'Определение установившегося режима',
    results: 'Результаты окна: пересчёт против {file} из набора тестов',
    item: 'Показатель',
    recomputed: 'Пересчитано (diskscope)',
    suite: 'Записано набором',
    agreement: 'Совпадение',
    agrees: 'совпадает',
    differs: 'РАСХОДИТСЯ',
    notWritten: 'не записано',
    ssNotKept:
      'Набор тестов хранит ключи ss_* в .options только для последнего запущенного теста ({last}) и только если установившийся режим достигнут; для этого теста сравнивать не с чем.',
    ssAchieved: 'Установившийся режим достигнут в раундах {rounds}.',
    ssNotAchieved: 'Установившийся режим НЕ достигнут; окно — последние пять раундов ({rounds}).',
    disagreements: 'Расхождений с набором тестов: {n} — отмечены ниже.',
    allAgree: 'Пересчёт совпадает со всем, что записал набор тестов.',
    noRounds: 'У этого теста меньше пяти раундов: проверить установившийся режим нельзя.',
    yScale: 'Ось IOPS',
    linear: 'линейная',
    log: 'логарифмическая',
    wsatTime: 'WSAT: IOPS во времени',
    wsatTgbw: 'WSAT: IOPS от общего объёма записи (TGBW)',
    wsatCaption:
      'Среднее по окну, пересчитано: {ours} IOPS; wsat.json: {suite}. Набор подписывает TGBW как «GB», но считает в MiB; здесь — в {unit}.',
    hirCurve: 'HIR: IOPS при подготовке и в состояниях ожидания',
    hirBars: 'HIR: средние IOPS по состояниям',
    hirCaption: 'Затенённые полосы — состояния ожидания; разрывы на оси времени — периоды простоя.',
    hirBarsCaption:
      'Пересчитано по заданиям рядом с тем, что сообщили hir.json или CSV-сводка (в hir.json обычно нет ключей ожидания).',
    run: 'Прогон',
    metric: 'Метрика',
    direction: 'Направление',
    allDirections: 'все',
    logsChart: 'Лог fio {metric} во времени',
    logsCaption: 'По заданиям и объединённый; выделите область для масштаба. {points}',
    logChecks: 'Лог против сводки',
    'logCheck.ok': '{metric} {dir}: среднее по логу в пределах {tol}% от сводки ({pct}%)',
    'logCheck.differs':
      '{metric} {dir}: среднее по логу {log} отличается от сводки {summary} на {pct}% (допуск {tol}%)',
    'logCheck.total': 'итого',
    'logCheck.ns-read-as-us': ' — лог выглядит в 1000 раз больше: прочитан как мкс, а запуск писал нс?',
    'logCheck.us-read-as-ns': ' — лог выглядит в 1000 раз меньше: лог fio 2.x (мкс) прочитан как нс?',
    downsampled:
      'Показано {n, plural, one {# точка} few {# точки} many {# точек} other {# точки}} из {total} (LTTB, вычислено вне основного потока).',
    percentiles: 'Перцентили задержки (логарифмический хвост)',
    histogram: 'Гистограмма задержки (json+)',
    histogramMark: 'гистограмма',
    bucketNote:
      'Перцентили fio — оценки по корзинам: каждый — середина корзины лог-линейной гистограммы (ошибка меньше 1/128), а не точная порядковая статистика, и может превышать максимум.',
    noHistogram: 'У этого прогона нет гистограммы json+ (запустите fio с --output-format=json+).',
    source: 'Ряд',
    align: 'Выравнивать по',
    alignTime: 'прошедшему времени',
    alignTgbw: 'объёму записи (TGBW)',
    compareChart: 'Сравнение во времени',
    pickDisks: 'Выберите диски для сравнения (хотя бы один с рядом такого вида).',
    compareCaption:
      'Кривая каждого диска начинается с его собственного начала; TGBW берётся из io_bytes (WSAT) или из лога пропускной способности записи.',
    merged: 'объединённый',
    mergedJobs: 'заданий: {n}',
    recomputedWait: 'пересчитано, ожидание',
    recomputedBaseline: 'пересчитано, базовый уровень',
    cmpWsatMetric: 'WSAT: IOPS записи (случайная 4k)',
    cmpLogMetric: 'лог fio {metric}, {dir}',
    summaryShown:
      'Большой лог хранится как сводка: среднее (сплошная), минимум и максимум (пунктир) на каждые {bucket} из {count, plural, one {# операции} few {# операций} many {# операций} other {# операции}}; приблизьте, чтобы увидеть каждую операцию, заново прочитанную из файла.',
    summaryStored:
      'Сохранённая сводка (в этом браузере): среднее, минимум и максимум на каждые {bucket} из {count, plural, one {# операции} few {# операций} many {# операций} other {# операции}}. Файл лога на этой странице уже не открыт; загрузите его снова, чтобы увидеть каждую операцию окна.',
    summaryRaw:
      'Каждая операция этого окна: {count, plural, one {# точка} few {# точки} many {# точек} other {# точки}}, заново прочитанных из файла лога.',
    windowChanged: 'участок не прочитан заново: {file} сейчас {size} байт, при сводке было {was}',
    windowBadLine: 'участок не прочитан заново: {file}, {why}',
    'ss.start': 'Первый раунд окна',
    'ss.stop': 'Последний раунд окна',
    'ss.average': 'Среднее',
    'ss.maxData': 'Допустимый разброс данных (20 %)',
    'ss.data': 'Измеренный разброс данных',
    'ss.maxSlope': 'Допустимое отклонение наклона (10 %)',
    'ss.slopeExc': 'Измеренное отклонение наклона',
    'ss.slope': 'Наклон (метод наименьших квадратов)',
    'ss.intercept': 'Пересечение (метод наименьших квадратов)',
    'ss.verdict': 'Установившийся режим',
    'ss.achieved': 'достигнут',
    'ss.notAchieved': 'НЕ достигнут',
    'ss.suiteAchieved': 'достигнут (есть ключи ss_*)',
    'ss.suiteNone': 'нет ключей ss_*',
  },
};
