// A verdict in words, the same in the Expected view, the Overview chart's tooltips and the CLI: the
// verdict, the cap that binds at the run's block size, and what the expected figure stands for
// (provisioned, gp3 defaults, the type's maximum, a burst range and how the run was placed in it),
// with the evidence for an implausible figure. Throughput is said in the vendor's own unit.
import { translate, type Dict, type Lang } from '../i18n';
import type { Judgement, Verdict } from './judge';
import type { ContextNotes } from './verdict-context';
import type { ImplausibleReason } from './plausibility';
import { MB, MiB } from '../model/units';

export type VerdictKey =
  | Verdict
  | 'iopsBound'
  | 'throughputBound'
  | 'provisioned'
  | 'defaults'
  | 'neutral'
  | 'burstPlaced'
  | 'burstUnknown'
  | 'burstOnDemand'
  | 'implausibleLine'
  | 'aboveLimitLine'
  | 'buffered'
  | 'directUnstated'
  | 'fitsInRam'
  | 'neverWritten'
  | 'hostCache'
  | 'gcpRow'
  | 'noPerInstance'
  | 'noVmTable';

export const VERDICT_STRINGS: Dict<VerdictKey> = {
  en: {
    above: 'above',
    meets: 'meets',
    below: 'below',
    'far-below': 'far below',
    'in-range': 'within the burst range',
    'above-defaults': 'above the defaults; provisioned performance not stated',
    'provisioned-unknown': 'provisioned performance unknown',
    'above-disk-limit': "above the disk's limit — burst or host cache",
    implausible: 'implausible for this disk',
    iopsBound: 'IOPS-bound: {iops} IOPS',
    throughputBound: 'throughput-bound: {bw} = {iops} IOPS',
    provisioned: 'against the provisioned {what}',
    defaults: 'assuming gp3 defaults ({what})',
    neutral: 'provisioned IOPS unknown; at most {max} for {size} {type}',
    burstPlaced:
      'burst range {range}; a {duration} run from {bucket} credits (full at the session start) expects up to {high}',
    burstUnknown: 'burst state unknown; expected {range}',
    burstOnDemand: 'on-demand bursting on: expected {range}',
    implausibleLine: '{measured} is above 1.5 × {limit}, the highest applicable limit',
    aboveLimitLine: "above the disk's own limit {limit}, within 1.5 × the highest applicable limit {ceiling}",
    buffered: 'direct=0: buffered I/O through the page cache',
    directUnstated: 'direct not stated: the page cache may have served it',
    fitsInRam: 'the {file} file fits in the {ram} of RAM',
    neverWritten:
      'reads of a range no run of this session wrote (sparse files and unwritten extents return zeros without device I/O)',
    hostCache: 'host caching is {mode}',
    gcpRow: "per-VM limit: {family}, row {row}; assumes this is the VM's only {type}",
    noPerInstance: "no per-instance limit published; only the disk's own limit applies",
    noVmTable: 'no per-VM table in source',
  },
  zh: {
    above: '高于',
    meets: '符合',
    below: '低于',
    'far-below': '远低于',
    'in-range': '在突发范围内',
    'above-defaults': '高于默认值；未说明预配性能',
    'provisioned-unknown': '预配性能未知',
    'above-disk-limit': '超出磁盘上限——突发或主机缓存',
    implausible: '对该磁盘而言不可信',
    iopsBound: '受 IOPS 限制：{iops} IOPS',
    throughputBound: '受吞吐量限制：{bw} = {iops} IOPS',
    provisioned: '对照预配的 {what}',
    defaults: '假定为 gp3 默认值（{what}）',
    neutral: '预配 IOPS 未知；{size} {type} 最多 {max}',
    burstPlaced:
      '突发范围 {range}；从 {bucket} 个积分（会话开始时为满）开始的 {duration} 运行最多可达 {high}',
    burstUnknown: '突发状态未知；预期 {range}',
    burstOnDemand: '已开启按需突发：预期 {range}',
    implausibleLine: '{measured} 超过最高适用上限 {limit} 的 1.5 倍',
    aboveLimitLine: '超出磁盘自身上限 {limit}，但在最高适用上限 {ceiling} 的 1.5 倍以内',
    buffered: 'direct=0：经页缓存的缓冲 I/O',
    directUnstated: '未说明 direct：可能由页缓存提供',
    fitsInRam: '{file} 的测试文件可放入 {ram} 内存',
    neverWritten: '读取本会话中未写入过的范围（稀疏文件和未写入区段不经设备 I/O 直接返回零）',
    hostCache: '主机缓存为 {mode}',
    gcpRow: '每台虚拟机上限：{family}，{row} 行；假定这是该虚拟机唯一的 {type}',
    noPerInstance: '未公布实例级上限；仅适用磁盘自身上限',
    noVmTable: '来源中没有每台虚拟机的表',
  },
  ru: {
    above: 'выше',
    meets: 'соответствует',
    below: 'ниже',
    'far-below': 'намного ниже',
    'in-range': 'в пределах диапазона всплеска',
    'above-defaults': 'выше значений по умолчанию; выделенная производительность не указана',
    'provisioned-unknown': 'выделенная производительность неизвестна',
    'above-disk-limit': 'выше предела диска — всплеск или кэш хоста',
    implausible: 'неправдоподобно для этого диска',
    iopsBound: 'ограничено IOPS: {iops} IOPS',
    throughputBound: 'ограничено пропускной способностью: {bw} = {iops} IOPS',
    provisioned: 'по выделенным {what}',
    defaults: 'исходя из значений gp3 по умолчанию ({what})',
    neutral: 'выделенные IOPS неизвестны; не более {max} для {size} {type}',
    burstPlaced:
      'диапазон всплеска {range}; прогон {duration} от запаса {bucket} кредитов (полного в начале сессии) — до {high}',
    burstUnknown: 'состояние всплеска неизвестно; ожидается {range}',
    burstOnDemand: 'всплески по запросу включены: ожидается {range}',
    implausibleLine: '{measured} выше 1,5 × {limit} — наибольшего применимого предела',
    aboveLimitLine:
      'выше собственного предела диска {limit}, но в пределах 1,5 × наибольшего применимого {ceiling}',
    buffered: 'direct=0: буферизованный ввод-вывод через страничный кэш',
    directUnstated: 'direct не указан: мог ответить страничный кэш',
    fitsInRam: 'файл {file} помещается в {ram} памяти',
    neverWritten:
      'чтение диапазона, который ни один прогон сессии не записывал (разреженные файлы и незаписанные экстенты отдают нули без обращения к устройству)',
    hostCache: 'кэширование на хосте: {mode}',
    gcpRow: 'предел на ВМ: {family}, строка {row}; предполагается, что это единственный {type} ВМ',
    noPerInstance: 'предел на экземпляр не опубликован; действует только предел самого диска',
    noVmTable: 'в источнике нет таблицы на ВМ',
  },
};

/** Whole IOPS with thousands grouped (1,024). */
export function intText(v: number): string {
  return Math.round(v).toLocaleString('en-US');
}

/** Bytes/s in the vendor's unit: `128 MiB/s`, `720 MiB/s`, `170 MB/s`. */
export function bwText(bytesPerSecond: number, unit: 'MB/s' | 'MiB/s'): string {
  const v = bytesPerSecond / (unit === 'MiB/s' ? MiB : MB);
  const r = Math.round(v * 10) / 10;
  return `${Number.isInteger(r) ? intText(r) : r.toFixed(1)} ${unit}`;
}

export interface VerdictTextOptions {
  lang: Lang;
  /** The curve's throughput unit. */
  bwUnit: 'MB/s' | 'MiB/s';
  notes?: ContextNotes;
  /** `100 GiB`, the type name: for the "at most … for 100 GiB io1" phrase. */
  size?: string;
  type?: string;
}

/** `300–3,000 IOPS`, `37.5–128 MiB/s`: one unit for both ends. */
function rangeText(j: Judgement, low: number, high: number, unit: 'MB/s' | 'MiB/s'): string {
  if (j.basis !== 'throughput') return `${intText(low)}–${intText(high)} IOPS`;
  const num = (v: number) => bwText(v, unit).replace(` ${unit}`, '');
  return `${num(low)}–${num(high)} ${unit}`;
}

function basisText(j: Judgement, v: number, unit: 'MB/s' | 'MiB/s'): string {
  return j.basis === 'throughput' ? bwText(v, unit) : `${intText(v)} IOPS`;
}

function reasonText(r: ImplausibleReason, t: (k: VerdictKey, p?: Record<string, string>) => string): string {
  switch (r.kind) {
    case 'buffered':
      return t('buffered');
    case 'direct-unstated':
      return t('directUnstated');
    case 'fits-in-ram':
      return t('fitsInRam', {
        file: `${intText(r.fileBytes / MiB)} MiB`,
        ram: `${intText(r.memoryBytes / 1024 ** 3)} GiB`,
      });
    case 'never-written':
      return t('neverWritten');
    case 'host-cache':
      return t('hostCache', { mode: r.mode });
  }
}

/** `60 min`, `8 s` (whole minutes from two minutes up). */
function durationText(seconds: number, lang: Lang): string {
  const min = { en: 'min', zh: '分钟', ru: 'мин' }[lang];
  const sec = { en: 's', zh: '秒', ru: 'с' }[lang];
  return seconds >= 120 ? `${Math.round(seconds / 60)} ${min}` : `${Math.round(seconds)} ${sec}`;
}

/** The verdict word alone (`meets`, `implausible for this disk`). */
export function verdictWord(v: Verdict, lang: Lang): string {
  return translate(VERDICT_STRINGS, lang, v);
}

/** The parts of a verdict in words, in order: verdict; binding cap; what it was judged against; evidence. */
export function verdictParts(j: Judgement, o: VerdictTextOptions): string[] {
  const t = (k: VerdictKey, p?: Record<string, string>) => translate(VERDICT_STRINGS, o.lang, k, p);
  const parts: string[] = [t(j.verdict)];
  if (j.cap)
    parts.push(
      j.cap.kind === 'throughput'
        ? t('throughputBound', { bw: bwText(j.cap.bw, o.bwUnit), iops: intText(j.cap.iops) })
        : t('iopsBound', { iops: intText(j.cap.iops) }),
    );
  const n = o.notes;
  if (j.range) {
    const f = (v: number) => basisText(j, v, o.bwUnit);
    const p = j.range.placement;
    if (p.placed === 'session' && p.runSeconds !== undefined && p.atStart !== undefined)
      parts.push(
        t('burstPlaced', {
          range: rangeText(j, j.range.low, j.range.ceiling, o.bwUnit),
          duration: durationText(p.runSeconds, o.lang),
          bucket: intText(j.range.metric === 'throughput' ? p.atStart / MiB : p.atStart),
          high: f(j.range.high),
        }),
      );
    else if (p.placed === 'on-demand')
      parts.push(t('burstOnDemand', { range: rangeText(j, j.range.low, j.range.ceiling, o.bwUnit) }));
    else parts.push(t('burstUnknown', { range: rangeText(j, j.range.low, j.range.ceiling, o.bwUnit) }));
  } else if (j.against === 'provisioned' && n?.provisioned) {
    const what = [
      n.provisioned.iops !== undefined ? `${intText(n.provisioned.iops)} IOPS` : '',
      n.provisioned.throughput !== undefined ? `${n.provisioned.throughput} ${o.bwUnit}` : '',
    ].filter(Boolean);
    parts.push(t('provisioned', { what: what.join(', ') }));
  } else if (j.against === 'defaults') {
    parts.push(t('defaults', { what: `${basisText(j, j.expected, o.bwUnit)}` }));
  } else if (j.against === 'neutral' && n?.typeMax?.iops !== undefined) {
    parts.push(t('neutral', { max: intText(n.typeMax.iops), size: o.size ?? '', type: o.type ?? '' }));
  }
  if (j.verdict === 'implausible' && j.plausibleLimit !== undefined) {
    parts.push(
      t('implausibleLine', {
        measured: basisText(j, j.measured, o.bwUnit),
        limit: basisText(j, j.plausibleLimit, o.bwUnit),
      }),
    );
    for (const r of j.reasons ?? []) parts.push(reasonText(r, t));
  } else if (
    j.verdict === 'above-disk-limit' &&
    j.diskLimit !== undefined &&
    j.plausibleLimit !== undefined
  ) {
    parts.push(
      t('aboveLimitLine', {
        limit: basisText(j, j.diskLimit, o.bwUnit),
        ceiling: basisText(j, j.plausibleLimit, o.bwUnit),
      }),
    );
  }
  if (n?.gcp) parts.push(t('gcpRow', { family: n.gcp.family, row: n.gcp.row, type: n.gcp.diskType }));
  if (n?.noLimit === 'none-published') parts.push(t('noPerInstance'));
  if (n?.noLimit === 'no-vm-table') parts.push(t('noVmTable'));
  return parts;
}

export function verdictText(j: Judgement, o: VerdictTextOptions): string {
  return verdictParts(j, o).join('; ');
}
