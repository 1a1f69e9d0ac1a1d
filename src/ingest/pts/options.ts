// SNIA PTS `.options` (cloudharmony/block-storage, docs/pts-bundles.md §3, §4.6): a hidden
// file holding the PHP serialize()d run options plus run facts, overwritten by each test, so it
// describes the LAST test of the invocation. Sample head: a:43:{s:6:"target";a:1:{i:0;s:13:"/mnt/x";}…
// It yields no measurement, only disk metadata: provider (meta_provider), type (meta_drive_type, else
// meta_storage_config), date (test_started), the VM, OS and notes (meta_instance_id, meta_cpu,
// meta_memory, meta_os, meta_notes_*), fio version, and every option as text under `pts.<key>`
// (the ss_* steady-state facts included, when the last test reached steady state).
import type { ImportIssue } from '../../model/types';
import { type PhpArray, type PhpValue, isPhpList, phpUnserialize } from './php-serialize';
import { ptsTimeToIso } from './names';
import type { DiskMetaDraft, Importer, ImportResult, SourceText } from '../types';
import { errResult, okResult } from '../types';

const FORMAT = 'pts-options';
/** The file is ~2 KB; anything far bigger is not a PTS options file. */
const MAX_BYTES = 1024 * 1024;
const MAX_VALUE_CHARS = 2000;

function sniff(head: string): boolean {
  return (
    /^a:\d+:\{/.test(head) &&
    /s:\d+:"(?:ss_verification|wd_test_duration|oio_per_thread|meta_provider|fio_version)";/.test(head)
  );
}

function scalarText(v: PhpValue): string | undefined {
  if (v === null) return '';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number' || typeof v === 'string') return String(v);
  return undefined;
}

/** Option values as text: lists of scalars joined with ", ", maps flattened to `key.sub`. */
function flatten(prefix: string, v: PhpValue, out: Map<string, string>, depth = 0): void {
  const s = scalarText(v);
  if (s !== undefined) {
    out.set(prefix, s.length > MAX_VALUE_CHARS ? `${s.slice(0, MAX_VALUE_CHARS)}…` : s);
    return;
  }
  const arr = v as PhpArray;
  const scalars = arr.entries.map(([, x]) => scalarText(x));
  if (isPhpList(arr) && scalars.every((x) => x !== undefined)) {
    out.set(prefix, scalars.join(', '));
    return;
  }
  if (depth > 3) return;
  for (const [k, x] of arr.entries) flatten(`${prefix}.${k}`, x, out, depth + 1);
}

function optionMap(root: PhpArray): Map<string, PhpValue> {
  const m = new Map<string, PhpValue>();
  for (const [k, v] of root.entries) m.set(String(k), v);
  return m;
}

function diskMetaOf(options: Map<string, PhpValue>): DiskMetaDraft {
  const text = (k: string): string | undefined => {
    const v = options.get(k);
    const s = v === undefined ? undefined : scalarText(v);
    return s === undefined || s.trim() === '' ? undefined : s.trim();
  };
  const metadata: Record<string, string> = {};
  const date = ptsTimeToIso(text('test_started'));
  const instance = text('meta_instance_id') ?? text('meta_compute_service');
  const notes = [text('meta_notes_test'), text('meta_notes_storage')].filter(Boolean).join(' ');
  // The same fact names as the disk metadata file (model/disk-facts.ts).
  const facts: [string, string | undefined][] = [
    ['date', date ?? text('test_started')],
    ['dateSource', (date ?? text('test_started')) ? 'pts-options' : undefined],
    ['fioVersion', text('fio_version')],
    ['region', text('meta_region')],
    ['instance', instance],
    ['vcpu', /(\d+)\s*v?cpus?\b/i.exec(instance ?? '')?.[1]],
    ['memory', text('meta_memory')],
    ['cpu', text('meta_cpu')],
    ['os', text('meta_os')],
    ['storageConfig', text('meta_storage_config')],
    ['notes', notes || undefined],
    ['tool', 'cloudharmony/block-storage (SNIA PTS)'],
  ];
  for (const [k, v] of facts) if (v !== undefined) metadata[k] = v;
  const flat = new Map<string, string>();
  for (const [k, v] of options) flatten(`pts.${k}`, v, flat);
  for (const [k, v] of flat) metadata[k] = v;
  const meta: DiskMetaDraft = { metadata };
  const provider = text('meta_provider');
  const type = text('meta_drive_type') ?? text('meta_storage_config');
  if (provider) meta.provider = provider;
  if (type) meta.type = type;
  return meta;
}

function parse(file: SourceText): ImportResult {
  if (file.text.trim() === '') return errResult(FORMAT, 'pts-options-empty', 'the file is empty', file.path);
  if (file.text.length > MAX_BYTES)
    return errResult(
      FORMAT,
      'pts-options-size',
      `larger than ${MAX_BYTES} bytes; not a PTS .options file`,
      file.path,
      undefined,
      undefined,
      { max: MAX_BYTES },
    );
  const parsed = phpUnserialize(file.text);
  if (!parsed.ok) {
    return errResult(
      FORMAT,
      'pts-options-syntax',
      `not PHP serialize() data: ${parsed.message} at byte ${parsed.offset}`,
      file.path,
      undefined,
      undefined,
      { detail: parsed.message, offset: parsed.offset },
    );
  }
  const root = parsed.value;
  if (root === null || typeof root !== 'object' || isPhpList(root)) {
    return errResult(FORMAT, 'pts-options-shape', 'expected a serialized array of named options', file.path);
  }
  const options = optionMap(root);
  const warnings: ImportIssue[] = [];
  if (!options.has('test') && !options.has('fio_version')) {
    warnings.push({
      code: 'pts-options-keys',
      message: 'neither "test" nor "fio_version" present; may not be a PTS .options file',
      file: file.path,
    });
  }
  return okResult(FORMAT, { diskMeta: diskMetaOf(options), warnings });
}

export const ptsOptionsImporter: Importer = {
  id: FORMAT,
  label: 'SNIA PTS .options (PHP serialized run options)',
  sniff,
  parse,
};
