// Words of the Compare view's load-curve section (a file of its own so strings.ts stays as it is).
import type { Dict } from '../../i18n';

export type CompareLoadKey =
  'loadSection' | 'loadIntro' | 'workload' | 'jobs' | 'xAxis' | 'xIops' | 'xBw' | 'noShared';

export const compareLoadStrings: Dict<CompareLoadKey> = {
  en: {
    loadSection: 'Load curves',
    loadIntro:
      'The same workload run at several queue depths on two or more of the compared disks: latency against achieved load.',
    workload: 'Workload',
    jobs: 'Jobs',
    xAxis: 'x axis',
    xIops: 'IOPS',
    xBw: 'throughput',
    noShared: 'No workload was run at two or more queue depth × jobs points on two of these disks.',
  },
  zh: {
    loadSection: '负载曲线',
    loadIntro: '所比较磁盘中至少两块在多个队列深度下运行过的同一工作负载：延迟随实测负载变化。',
    workload: '工作负载',
    jobs: '作业数',
    xAxis: 'x 轴',
    xIops: 'IOPS',
    xBw: '吞吐量',
    noShared: '这些磁盘中没有两块在两个或以上“队列深度 × 作业数”点运行过同一工作负载。',
  },
  ru: {
    loadSection: 'Кривые нагрузки',
    loadIntro:
      'Одна и та же нагрузка на нескольких глубинах очереди на двух и более сравниваемых дисках: задержка против достигнутой нагрузки.',
    workload: 'Нагрузка',
    jobs: 'Заданий',
    xAxis: 'ось x',
    xIops: 'IOPS',
    xBw: 'пропускная способность',
    noShared:
      'Ни одна нагрузка не прогонялась в двух и более точках «глубина очереди × заданий» на двух из этих дисков.',
  },
};
