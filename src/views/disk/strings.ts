import type { Dict } from '../../i18n';

export type DiskKey =
  | 'title'
  | 'pickDisk'
  | 'noDisks'
  | 'noResults'
  | 'iopsSection'
  | 'throughputSection'
  | 'latencySection'
  | 'fioSection'
  | 'heatmap'
  | 'columns'
  | 'table'
  | 'logScale'
  | 'metric'
  | 'facet'
  | 'pattern'
  | 'queueDepth'
  | 'jobs'
  | 'any'
  | 'random'
  | 'sequential'
  | 'latencyStats'
  | 'meanTable'
  | 'maxTable'
  | 'runs'
  | 'notRun'
  | 'failed'
  | 'ptsSummedCaption'
  | 'ptsMibCaption'
  | 'ptsLatCaption'
  | 'tableCaption'
  | 'notComparable'
  | 'colRun'
  | 'colWorkload'
  | 'colStatus'
  | 'colDir'
  | 'colIops'
  | 'colBw'
  | 'colLatMean'
  | 'colLatMin'
  | 'colLatMax'
  | 'colLatStd'
  | 'colRuntime'
  | 'colTool'
  | 'ok'
  | 'latKindNote';

export const diskStrings: Dict<DiskKey> = {
  en: {
    title: 'Disk',
    pickDisk: 'Disk',
    noDisks: 'No disks loaded yet.',
    noResults: 'This disk has no IOPS, throughput or latency results to draw.',
    iopsSection: 'IOPS (SNIA PTS)',
    throughputSection: 'Throughput (SNIA PTS)',
    latencySection: 'Latency (SNIA PTS)',
    fioSection: 'fio runs',
    heatmap: 'heatmap',
    columns: 'columns',
    table: 'table',
    logScale: 'Log scale',
    metric: 'Metric',
    facet: 'Runs',
    pattern: 'Pattern',
    queueDepth: 'Queue depth',
    jobs: 'Jobs',
    any: 'any',
    random: 'random',
    sequential: 'sequential',
    latencyStats: 'latency statistics',
    meanTable: 'Mean latency ({unit})',
    maxTable: 'Max latency ({unit})',
    runs: 'Every run',
    notRun: 'not run',
    failed: 'failed',
    ptsSummedCaption: 'PTS IOPS are read + write summed, averaged over the 5 steady-state rounds.',
    ptsMibCaption:
      'The suite labels these MB/s; they are MiB/s (2^20 B/s) and are shown here in the chosen unit.',
    ptsLatCaption:
      'Total latency at 1 job, queue depth 1. For 65/35 the suite averages the read and write values (not IO-weighted).',
    tableCaption:
      '{metric}; rows: block size, columns: read/write mix. "not run" means the workload was not in the run (not zero).',
    notComparable: 'The author flagged this run as not comparable.',
    colRun: 'Source (file · job)',
    colWorkload: 'Workload',
    colStatus: 'Status',
    colDir: 'Direction',
    colIops: 'IOPS',
    colBw: 'BW ({unit})',
    colLatMean: 'lat mean ({unit})',
    colLatMin: 'min',
    colLatMax: 'max',
    colLatStd: 'stddev',
    colRuntime: 'runtime (s)',
    colTool: 'Tool',
    ok: 'ok',
    latKindNote:
      'Latency is total latency; * marks completion latency (clat) where fio gave no total. Percentiles are clat unless fio reported total-latency percentiles.',
  },
  zh: {
    title: '磁盘',
    pickDisk: '磁盘',
    noDisks: '尚未加载磁盘。',
    noResults: '此磁盘没有可绘制的 IOPS、吞吐量或延迟结果。',
    iopsSection: 'IOPS（SNIA PTS）',
    throughputSection: '吞吐量（SNIA PTS）',
    latencySection: '延迟（SNIA PTS）',
    fioSection: 'fio 运行',
    heatmap: '热力图',
    columns: '柱状图',
    table: '表格',
    logScale: '对数坐标',
    metric: '指标',
    facet: '运行',
    pattern: '模式',
    queueDepth: '队列深度',
    jobs: '任务数',
    any: '任意',
    random: '随机',
    sequential: '顺序',
    latencyStats: '延迟统计',
    meanTable: '平均延迟 ({unit})',
    maxTable: '最大延迟 ({unit})',
    runs: '全部运行',
    notRun: '未运行',
    failed: '失败',
    ptsSummedCaption: 'PTS 的 IOPS 为读与写之和，取 5 轮稳态的平均值。',
    ptsMibCaption: '测试套件标注为 MB/s，实际为 MiB/s（2^20 B/s），此处按所选单位显示。',
    ptsLatCaption: '单任务、队列深度 1 的总延迟。65/35 时套件取读、写的算术平均（非按 IO 加权）。',
    tableCaption: '{metric}；行：块大小，列：读/写比例。“未运行”表示该负载没有测试（不是零）。',
    notComparable: '作者标记此次测试不可比。',
    colRun: '来源（文件 · 任务）',
    colWorkload: '负载',
    colStatus: '状态',
    colDir: '方向',
    colIops: 'IOPS',
    colBw: '带宽 ({unit})',
    colLatMean: '平均延迟 ({unit})',
    colLatMin: '最小',
    colLatMax: '最大',
    colLatStd: '标准差',
    colRuntime: '运行时间 (s)',
    colTool: '工具',
    ok: '正常',
    latKindNote:
      '延迟为总延迟；* 表示 fio 未给出总延迟时使用的完成延迟（clat）。百分位为 clat，除非 fio 报告了总延迟百分位。',
  },
  ru: {
    title: 'Диск',
    pickDisk: 'Диск',
    noDisks: 'Диски ещё не загружены.',
    noResults: 'У этого диска нет результатов IOPS, пропускной способности или задержки для графиков.',
    iopsSection: 'IOPS (SNIA PTS)',
    throughputSection: 'Пропускная способность (SNIA PTS)',
    latencySection: 'Задержка (SNIA PTS)',
    fioSection: 'Прогоны fio',
    heatmap: 'тепловая карта',
    columns: 'столбцы',
    table: 'таблица',
    logScale: 'Логарифмическая шкала',
    metric: 'Метрика',
    facet: 'Прогоны',
    pattern: 'Шаблон доступа',
    queueDepth: 'Глубина очереди',
    jobs: 'Задания',
    any: 'любой',
    random: 'случайный',
    sequential: 'последовательный',
    latencyStats: 'статистика задержки',
    meanTable: 'Средняя задержка ({unit})',
    maxTable: 'Максимальная задержка ({unit})',
    runs: 'Все прогоны',
    notRun: 'не запускался',
    failed: 'ошибка',
    ptsSummedCaption: 'IOPS в PTS — сумма чтения и записи, усреднённая по 5 раундам установившегося режима.',
    ptsMibCaption:
      'Набор тестов подписывает эти значения как MB/s; на самом деле это MiB/s (2^20 Б/с), здесь они показаны в выбранной единице.',
    ptsLatCaption:
      'Полная задержка при 1 задании и глубине очереди 1. Для 65/35 набор усредняет значения чтения и записи (без взвешивания по числу операций).',
    tableCaption:
      '{metric}; строки: размер блока, столбцы: доля чтения/записи. «не запускался» значит, что этой нагрузки не было в прогоне (а не ноль).',
    notComparable: 'Автор пометил этот прогон как несопоставимый.',
    colRun: 'Источник (файл · задание)',
    colWorkload: 'Нагрузка',
    colStatus: 'Статус',
    colDir: 'Направление',
    colIops: 'IOPS',
    colBw: 'Пропускная сп. ({unit})',
    colLatMean: 'средняя задержка ({unit})',
    colLatMin: 'мин',
    colLatMax: 'макс',
    colLatStd: 'ст. откл.',
    colRuntime: 'длительность (с)',
    colTool: 'Инструмент',
    ok: 'ок',
    latKindNote:
      'Задержка — полная задержка; * отмечает задержку завершения (clat), если fio не дал полной. Перцентили — clat, если fio не сообщил перцентили полной задержки.',
  },
};
