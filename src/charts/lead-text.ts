// The words of the Overview's lead charts in en/zh/ru, and the labels both lead charts and the
// landing page's study chart write: a run's mix ("4k random read"), its load ("QD64 × 1") and a
// disk label split into its name and VM.
import type { Measurement } from '../model/types';
import { translate, type Dict, type Lang } from '../i18n';

export type LeadKey =
  | 'iopsRatio'
  | 'bwRatio'
  | 'ratioAxis'
  | 'ratioValue'
  | 'randRead'
  | 'randWrite'
  | 'randMix'
  | 'load'
  | 'loadUnstated'
  | 'medianOf'
  | 'iopsAxis'
  | 'above'
  | 'meets'
  | 'below'
  | 'far-below'
  | 'description';

export const LEAD_STRINGS: Dict<LeadKey> = {
  en: {
    iopsRatio: 'IOPS',
    bwRatio: 'Throughput',
    ratioAxis: 'Measured ÷ advertised (1× = as advertised)',
    ratioValue: '{pct} of advertised ({measured} of {expected})',
    randRead: '4k random read',
    randWrite: '4k random write',
    randMix: '4k random {pct} % read',
    load: 'QD{qd} × {jobs}',
    loadUnstated: 'QD not stated',
    medianOf: 'the median of {n} runs of this workload',
    iopsAxis: 'IOPS',
    above: 'above the advertised figure',
    meets: 'meets the advertised figure (±10 %)',
    below: 'below (50–90 %)',
    'far-below': 'far below (under 50 %)',
    description:
      'Measured divided by advertised IOPS of {n, plural, one {# disk} other {# disks}}: per disk its 4 KiB random run at the highest queue depth × jobs, one bar per disk in its verdict colour.',
  },
  zh: {
    iopsRatio: 'IOPS',
    bwRatio: '吞吐量',
    ratioAxis: '实测 ÷ 标称（1× 即与标称相同）',
    ratioValue: '标称的 {pct}（{measured} / {expected}）',
    randRead: '4k 随机读',
    randWrite: '4k 随机写',
    randMix: '4k 随机 {pct}% 读',
    load: 'QD{qd} × {jobs}',
    loadUnstated: '未注明队列深度',
    medianOf: '此负载 {n} 次运行的中位数',
    iopsAxis: 'IOPS',
    above: '高于标称值',
    meets: '符合标称值（±10%）',
    below: '低于标称（50–90%）',
    'far-below': '远低于标称（不到 50%）',
    description:
      '{n} 块云盘的实测 IOPS ÷ 标称 IOPS：每块盘取队列深度 × 任务数最高的 4 KiB 随机测试，每块盘一根柱，颜色表示判定。',
  },
  ru: {
    iopsRatio: 'IOPS',
    bwRatio: 'Пропускная способность',
    ratioAxis: 'Измерено ÷ заявлено (1× — как заявлено)',
    ratioValue: '{pct} от заявленного ({measured} из {expected})',
    randRead: 'случайное чтение 4k',
    randWrite: 'случайная запись 4k',
    randMix: 'случайный 4k, {pct} % чтения',
    load: 'QD{qd} × {jobs}',
    loadUnstated: 'глубина очереди не указана',
    medianOf:
      'медиана {n, plural, one {# прогона} few {# прогонов} many {# прогонов} other {# прогона}} этой нагрузки',
    iopsAxis: 'IOPS',
    above: 'выше заявленного',
    meets: 'соответствует заявленному (±10 %)',
    below: 'ниже (50–90 %)',
    'far-below': 'намного ниже (меньше 50 %)',
    description:
      'Измеренные IOPS, делённые на заявленные, для {n, plural, one {# диска} few {# дисков} many {# дисков} other {# диска}}: у каждого диска — случайный прогон 4 KiB с наибольшей глубиной очереди × числом заданий, один столбец на диск в цвете вердикта.',
  },
};

/** "4k random read" / "… write" / "… 70 % read". */
export function mixText(readPct: number, lang: Lang): string {
  const t = (k: LeadKey, p?: Record<string, string>) => translate(LEAD_STRINGS, lang, k, p);
  if (readPct === 100) return t('randRead');
  if (readPct === 0) return t('randWrite');
  return t('randMix', { pct: String(readPct) });
}

/** "QD64 × 1", or "QD not stated" (a PTS digest). */
export function loadText(m: Measurement, lang: Lang): string {
  const { queueDepth, jobs } = m.workload;
  return queueDepth !== undefined && jobs !== undefined
    ? translate(LEAD_STRINGS, lang, 'load', { qd: String(queueDepth), jobs: String(jobs) })
    : translate(LEAD_STRINGS, lang, 'loadUnstated');
}

/** The disk label's own part ("ucloud rssd 2040") and what follows its " · " (the VM), apart. */
export function splitLabel(label: string): { name: string; vm: string } {
  const i = label.indexOf(' · ');
  return i < 0 ? { name: label, vm: '' } : { name: label.slice(0, i), vm: label.slice(i + 3) };
}
