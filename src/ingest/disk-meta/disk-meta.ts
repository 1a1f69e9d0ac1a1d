// Importer of the disk metadata file (`disk.json`, schema in schema.ts). It yields no measurement,
// only facts about the disk of its folder (like a PTS .options file does), and they win over facts
// read from tool output because a person wrote them. A bad file is an error naming the file and the
// field; the results beside it import as usual.
import type { DiskMetaDraft, Importer, ImportResult, SourceText } from '../types';
import { errResult, okResult } from '../types';
import type { DiskFactKey } from '../../model/disk-facts';
import { zodIssueCodes } from '../../model/schema';
import { DISK_META_FILE, DISK_META_FORMAT, DiskMetaSchema, type DiskMeta } from './schema';

const FORMAT = 'disk-meta';
/** A hand-written file is a few hundred bytes. */
const MAX_CHARS = 64 * 1024;

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Compiled once: every JSON file of an upload is offered to this sniffer. */
const FORMAT_MARK = new RegExp(`"format"\\s*:\\s*"${DISK_META_FORMAT}"`);

function sniff(head: string, path: string): boolean {
  // The name first, then a plain search for the format's name (which the pattern needs): its last
  // letter is rare in JSON, so the search skips along a fio file's head (a search for `"format"`
  // stops at every quote), rather than the pattern trying every position.
  return (
    baseName(path).toLowerCase() === DISK_META_FILE ||
    (head.includes(DISK_META_FORMAT) && FORMAT_MARK.test(head))
  );
}

/** Line of a character offset, for JSON syntax errors. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The file's fields as `Disk.metadata` text. */
export function factsOf(meta: DiskMeta): Partial<Record<DiskFactKey, string>> {
  const f: Partial<Record<DiskFactKey, string>> = {};
  const date = meta.date ?? meta.period?.from;
  if (date) {
    f.date = date;
    f.dateSource = DISK_META_FILE;
  }
  if (meta.period) f.period = `${meta.period.from} – ${meta.period.to ?? '…'}`;
  if (meta.vm?.instance) f.instance = meta.vm.instance;
  if (meta.vm?.vcpu !== undefined) f.vcpu = String(meta.vm.vcpu);
  if (meta.vm?.memoryGiB !== undefined) f.memory = `${meta.vm.memoryGiB} GiB`;
  if (meta.provisioned?.iops !== undefined) f.provisionedIops = String(meta.provisioned.iops);
  if (meta.provisioned?.throughput_mbps !== undefined)
    f.provisionedThroughput = String(meta.provisioned.throughput_mbps);
  if (meta.host_caching) f.hostCaching = meta.host_caching;
  if (meta.burst?.on_demand !== undefined) f.onDemandBurst = String(meta.burst.on_demand);
  if (meta.region) f.region = meta.region;
  if (meta.os) f.os = meta.os;
  if (meta.filesystem) f.filesystem = meta.filesystem;
  if (meta.price) f.price = `${meta.price.amount} ${meta.price.currency} per ${meta.price.per}`;
  if (meta.notes) f.notes = meta.notes;
  if (meta.source?.title) f.sourceTitle = meta.source.title;
  if (meta.source?.table) f.sourceTable = meta.source.table;
  if (meta.source?.url) f.source = meta.source.url;
  if (meta.source?.repository) f.sourceRepository = meta.source.repository;
  if (meta.source?.commit) f.sourceCommit = meta.source.commit;
  if (meta.source?.path) f.sourcePath = meta.source.path;
  if (meta.source?.licence) f.licence = meta.source.licence;
  return f;
}

function draftOf(meta: DiskMeta): DiskMetaDraft {
  const draft: DiskMetaDraft = { metadata: factsOf(meta) as Record<string, string>, handWritten: true };
  if (meta.provider) draft.provider = meta.provider.toLowerCase();
  if (meta.type) draft.type = meta.type.toLowerCase();
  if (meta.size) {
    draft.sizeValue = meta.size.value;
    draft.sizeUnit = meta.size.unit;
  }
  return draft;
}

function parse(file: SourceText): ImportResult {
  if (file.text.length > MAX_CHARS)
    return errResult(
      FORMAT,
      'disk-meta-size',
      `larger than ${MAX_CHARS} characters`,
      file.path,
      undefined,
      undefined,
      { max: MAX_CHARS },
    );
  let json: unknown;
  try {
    json = JSON.parse(file.text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const at = /position (\d+)/.exec(message);
    const line = at ? lineAt(file.text, Number(at[1])) : undefined;
    // The parser's own words stay as they are (`detail`); the page says the rest in its language.
    return errResult(FORMAT, 'disk-meta-syntax', `not valid JSON: ${message}`, file.path, line, undefined, {
      detail: message,
    });
  }
  const res = DiskMetaSchema.safeParse(json);
  if (!res.success) {
    const problems = res.error.issues.map((i) => {
      const field = [...i.path, ...('keys' in i && Array.isArray(i.keys) ? i.keys : [])].join('.');
      return `field "${field || '(top)'}": ${i.message}`;
    });
    return errResult(FORMAT, 'disk-meta-field', problems.join('; '), file.path, undefined, undefined, {
      fields: zodIssueCodes(res.error, res.error.issues.length),
    });
  }
  return okResult(FORMAT, { diskMeta: draftOf(res.data) });
}

export const diskMetaImporter: Importer = {
  id: FORMAT,
  label: `Disk metadata file (${DISK_META_FILE})`,
  json: true,
  sniff,
  parse,
};
