// The results formats' names (`{format}` in read-by-marks and in skip reasons) in zh and ru, keyed
// by the format id the importers write (src/ingest/registry.ts). The importers put their English
// label in the message; the page puts the name in words here. Product names (fio, SNIA PTS, iozone,
// ioping, diskscope) and file names stay as they are; only the describing words are translated.
// tests/unit/views/app/format-words.test.ts holds this list to the importers' ids and labels.

import type { Lang } from '../../../i18n';

/** Format id → [English label as the importer writes it, zh, ru]. */
export const FORMAT_WORDS: Record<string, readonly [en: string, zh: string, ru: string]> = {
  'diskscope-dataset': ['diskscope dataset JSON', 'diskscope 数据集 JSON', 'JSON набора данных diskscope'],
  'disk-meta': [
    'Disk metadata file (disk.json)',
    '磁盘元数据文件（disk.json）',
    'файл метаданных диска (disk.json)',
  ],
  'pts-fio': [
    'SNIA PTS fio-[test].json (cloudharmony/block-storage)',
    'SNIA PTS fio-[test].json（cloudharmony/block-storage）',
    'SNIA PTS fio-[test].json (cloudharmony/block-storage)',
  ],
  'pts-result': [
    'SNIA PTS [test].json results (cloudharmony/block-storage)',
    'SNIA PTS [test].json 结果（cloudharmony/block-storage）',
    'результаты SNIA PTS [test].json (cloudharmony/block-storage)',
  ],
  'pts-options': [
    'SNIA PTS .options (PHP serialized run options)',
    'SNIA PTS .options（PHP 序列化的运行选项）',
    'SNIA PTS .options (параметры прогона, сериализованные PHP)',
  ],
  'pts-report': [
    'SNIA PTS report.zip (kept whole)',
    'SNIA PTS report.zip（整体保留）',
    'SNIA PTS report.zip (сохраняется целиком)',
  ],
  'fio-terse': ['fio terse', 'fio terse', 'fio terse'],
  'fio-normal': [
    'fio normal (human-readable)',
    'fio normal（人类可读文本）',
    'fio normal (текст для чтения)',
  ],
  'fio-log': [
    'fio log (bw / iops / lat / clat / slat / clat_hist)',
    'fio 日志（bw / iops / lat / clat / slat / clat_hist）',
    'журнал fio (bw / iops / lat / clat / slat / clat_hist)',
  ],
  'summary-csv': [
    'Summary CSV (digest or diskscope long format)',
    '摘要 CSV（digest 或 diskscope 长格式）',
    'сводный CSV (digest или длинный формат diskscope)',
  ],
  iozone: ['iozone (auto mode)', 'iozone（自动模式）', 'iozone (автоматический режим)'],
  ioping: ['ioping', 'ioping', 'ioping'],
  'fio-json': ['fio JSON / JSON+', 'fio JSON / JSON+', 'fio JSON / JSON+'],
};

const BY_LABEL = new Map(Object.values(FORMAT_WORDS).map((w) => [w[0], w]));

/** A format's name in `lang`, from its id or its English label; other values as they are. */
export function formatWords<T extends string | number | undefined>(format: T, lang: Lang): T | string {
  if (typeof format !== 'string') return format;
  const words = FORMAT_WORDS[format] ?? BY_LABEL.get(format);
  if (!words) return format;
  return words[lang === 'en' ? 0 : lang === 'zh' ? 1 : 2];
}
