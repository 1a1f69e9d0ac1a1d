import type { Dict } from '../../i18n';

export type DiskKey =
  | 'title'
  | 'pickDisk'
  | 'noDisks'
  | 'noResults'
  | 'unsizedRuns'
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
  | 'latKindNote'
  | 'factsTitle'
  | 'fact_date'
  | 'fact_period'
  | 'fact_dateSource'
  | 'fact_instance'
  | 'fact_vcpu'
  | 'fact_memory'
  | 'fact_cpu'
  | 'fact_region'
  | 'fact_os'
  | 'fact_filesystem'
  | 'fact_storageConfig'
  | 'fact_price'
  | 'fact_notes'
  | 'fact_sourceTitle'
  | 'fact_sourceTable'
  | 'fact_source'
  | 'fact_sourceRepository'
  | 'fact_sourceCommit'
  | 'fact_sourcePath'
  | 'fact_licence'
  | 'fact_provisionedIops'
  | 'fact_provisionedThroughput'
  | 'fact_hostCaching'
  | 'fact_onDemandBurst'
  | 'dateFromDiskJson'
  | 'dateFromPtsOptions'
  | 'dateFromResults';

export const diskStrings: Dict<DiskKey> = {
  en: {
    title: 'Disk',
    pickDisk: 'Disk',
    noDisks: 'No disks loaded yet.',
    noResults: 'This disk has no IOPS, throughput or latency results to draw.',
    unsizedRuns:
      '{n} run(s) of unknown block size (not stated, and bytes ÷ I/Os is no size fio runs): not in the charts, listed under Every run.',
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
    factsTitle: 'About this disk',
    fact_date: 'Run date',
    fact_period: 'Period',
    fact_dateSource: 'Date from',
    fact_instance: 'Instance',
    fact_vcpu: 'vCPU',
    fact_memory: 'Memory',
    fact_cpu: 'CPU',
    fact_region: 'Region',
    fact_os: 'OS',
    fact_filesystem: 'Filesystem',
    fact_storageConfig: 'Storage',
    fact_price: 'Price paid',
    fact_notes: 'Notes',
    fact_sourceTitle: 'Source',
    fact_sourceTable: 'Table',
    fact_source: 'Source address',
    fact_sourceRepository: 'Repository',
    fact_sourceCommit: 'Commit',
    fact_sourcePath: 'Path in the repository',
    fact_licence: 'Licence',
    fact_provisionedIops: 'Provisioned IOPS',
    fact_provisionedThroughput: 'Provisioned throughput (vendor unit)',
    fact_hostCaching: 'Host caching',
    fact_onDemandBurst: 'On-demand bursting',
    dateFromDiskJson: 'the disk metadata file (disk.json)',
    dateFromPtsOptions: 'the PTS .options file (test_started)',
    dateFromResults: 'the earliest run time in the results',
  },
  zh: {
    title: '磁盘',
    pickDisk: '磁盘',
    noDisks: '尚未加载磁盘。',
    noResults: '此磁盘没有可绘制的 IOPS、吞吐量或延迟结果。',
    unsizedRuns:
      '{n} 个运行的块大小未知（文件未注明，且字节数 ÷ I/O 数不是 fio 可运行的大小）：不在图表中，见下方“全部运行”。',
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
    factsTitle: '关于此云盘',
    fact_date: '运行日期',
    fact_period: '测试期间',
    fact_dateSource: '日期来源',
    fact_instance: '实例',
    fact_vcpu: 'vCPU',
    fact_memory: '内存',
    fact_cpu: 'CPU',
    fact_region: '地域',
    fact_os: '操作系统',
    fact_filesystem: '文件系统',
    fact_storageConfig: '存储配置',
    fact_price: '实付价格',
    fact_notes: '备注',
    fact_sourceTitle: '来源',
    fact_sourceTable: '表格',
    fact_source: '来源地址',
    fact_sourceRepository: '代码仓库',
    fact_sourceCommit: '提交',
    fact_sourcePath: '仓库内路径',
    fact_licence: '许可',
    fact_provisionedIops: '预配 IOPS',
    fact_provisionedThroughput: '预配吞吐量（厂商单位）',
    fact_hostCaching: '主机缓存',
    fact_onDemandBurst: '按需突发',
    dateFromDiskJson: '云盘元数据文件（disk.json）',
    dateFromPtsOptions: 'PTS .options 文件（test_started）',
    dateFromResults: '结果中最早的运行时间',
  },
  ru: {
    title: 'Диск',
    pickDisk: 'Диск',
    noDisks: 'Диски ещё не загружены.',
    noResults: 'У этого диска нет результатов IOPS, пропускной способности или задержки для графиков.',
    unsizedRuns:
      'Прогонов с неизвестным размером блока: {n} (он не указан, а байты ÷ I/O не дают размера, который запускает fio): их нет на графиках, они перечислены в разделе «Все прогоны».',
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
    factsTitle: 'Об этом диске',
    fact_date: 'Дата прогона',
    fact_period: 'Период',
    fact_dateSource: 'Дата взята из',
    fact_instance: 'Инстанс',
    fact_vcpu: 'vCPU',
    fact_memory: 'Память',
    fact_cpu: 'Процессор',
    fact_region: 'Регион',
    fact_os: 'ОС',
    fact_filesystem: 'Файловая система',
    fact_storageConfig: 'Хранилище',
    fact_price: 'Уплаченная цена',
    fact_notes: 'Примечания',
    fact_sourceTitle: 'Источник',
    fact_sourceTable: 'Таблица',
    fact_source: 'Адрес источника',
    fact_sourceRepository: 'Репозиторий',
    fact_sourceCommit: 'Коммит',
    fact_sourcePath: 'Путь в репозитории',
    fact_licence: 'Лицензия',
    fact_provisionedIops: 'Выделенные IOPS',
    fact_provisionedThroughput: 'Выделенная пропускная способность (единица поставщика)',
    fact_hostCaching: 'Кэширование на хосте',
    fact_onDemandBurst: 'Всплески по запросу',
    dateFromDiskJson: 'файла метаданных диска (disk.json)',
    dateFromPtsOptions: 'файла .options PTS (test_started)',
    dateFromResults: 'самого раннего времени прогона в результатах',
  },
};
