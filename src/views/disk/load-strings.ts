// Words of the Disk view's load-curve section and the run table's Little's-law column (a file of
// their own so the shared strings.ts stays as it is).
import type { Dict } from '../../i18n';

export type DiskLoadKey =
  | 'loadSection'
  | 'loadIntro'
  | 'curve'
  | 'xAxis'
  | 'xIops'
  | 'xBw'
  | 'gridMetric'
  | 'gridIops'
  | 'gridBw'
  | 'gridLat'
  | 'loadCurve'
  | 'qdScaling'
  | 'qdJobsGrid'
  | 'noCapsMatch'
  | 'noCapsSize'
  | 'colLittle'
  | 'littleTitle'
  | 'points';

export const diskLoadStrings: Dict<DiskLoadKey> = {
  en: {
    loadSection: 'Load curves',
    loadIntro:
      'Every workload run at two or more queue depth × jobs points: where the disk saturates, what caps it, and what latency each step of load costs.',
    curve: 'Workload',
    xAxis: 'x axis',
    xIops: 'IOPS',
    xBw: 'throughput',
    gridMetric: 'Grid shows',
    gridIops: 'IOPS',
    gridBw: 'throughput',
    gridLat: 'mean latency',
    loadCurve: 'load curve',
    qdScaling: 'IOPS and latency against queue depth',
    qdJobsGrid: 'queue depth × jobs',
    noCapsMatch: 'no advertised curve matches this disk (see the Expected view)',
    noCapsSize: 'the disk’s size is unknown, so its advertised figures are too',
    colLittle: 'IOPS×lat ÷ QD×jobs',
    littleTitle:
      'Little’s law: I/Os in flight (IOPS × mean latency) ÷ jobs × iodepth. Near 1 for a closed-loop run; above 1.25 or (closed loop) below 0.1 is warned in the import report.',
    points: '{n, plural, one {# point} other {# points}}',
  },
  zh: {
    loadSection: '负载曲线',
    loadIntro:
      '在两个或以上“队列深度 × 作业数”点运行过的每个工作负载：磁盘在哪里饱和、受什么限制、每增加一级负载付出多少延迟。',
    curve: '工作负载',
    xAxis: 'x 轴',
    xIops: 'IOPS',
    xBw: '吞吐量',
    gridMetric: '网格显示',
    gridIops: 'IOPS',
    gridBw: '吞吐量',
    gridLat: '平均延迟',
    loadCurve: '负载曲线',
    qdScaling: 'IOPS 与延迟随队列深度变化',
    qdJobsGrid: '队列深度 × 作业数',
    noCapsMatch: '没有与此磁盘匹配的标称曲线（见“预期”视图）',
    noCapsSize: '磁盘容量未知，因此其标称指标也未知',
    colLittle: 'IOPS×延迟 ÷ QD×作业数',
    littleTitle:
      '利特尔定律：在途 I/O 数（IOPS × 平均延迟）÷ 作业数 × iodepth。闭环运行时接近 1；高于 1.25 或（闭环时）低于 0.1 会在导入报告中警告。',
    points: '{n} 个点',
  },
  ru: {
    loadSection: 'Кривые нагрузки',
    loadIntro:
      'Каждая нагрузка, прогнанная в двух и более точках «глубина очереди × заданий»: где диск насыщается, что его ограничивает и сколько задержки стоит каждый шаг нагрузки.',
    curve: 'Нагрузка',
    xAxis: 'ось x',
    xIops: 'IOPS',
    xBw: 'пропускная способность',
    gridMetric: 'Сетка показывает',
    gridIops: 'IOPS',
    gridBw: 'пропускную способность',
    gridLat: 'среднюю задержку',
    loadCurve: 'кривая нагрузки',
    qdScaling: 'IOPS и задержка по глубине очереди',
    qdJobsGrid: 'глубина очереди × заданий',
    noCapsMatch: 'ни одна заявленная кривая не подходит к этому диску (см. вид «Ожидаемое»)',
    noCapsSize: 'размер диска неизвестен, а значит, и его заявленные показатели',
    colLittle: 'IOPS×задержка ÷ QD×заданий',
    littleTitle:
      'Закон Литтла: I/O в полёте (IOPS × средняя задержка) ÷ заданий × iodepth. Около 1 при замкнутом цикле; выше 1,25 или (замкнутый цикл) ниже 0,1 — предупреждение в отчёте об импорте.',
    points: 'точек: {n}',
  },
};
