// The one-line source caption under an embedded chart: which disks, from which files, so a reader
// of a blog post can trace a figure without leaving the post.
import type { Dataset } from '../model/types';

export interface SourceCaption {
  /** Disk labels, in the order given. */
  disks: string[];
  /** Source files of the disks' results (the folder or archive path inside the upload). */
  files: string[];
  /** Tools and versions, e.g. `fio 3.33`, `pts`. */
  tools: string[];
}

export function sourceCaption(ds: Dataset, diskIds: readonly string[]): SourceCaption {
  const wanted = new Set(diskIds);
  const byId = new Map(ds.disks.map((d) => [d.id, d]));
  const files = new Set<string>();
  const tools = new Set<string>();
  for (const m of ds.measurements) {
    if (!wanted.has(m.diskId) || m.role !== 'result') continue;
    files.add(m.provenance.file);
    tools.add(
      m.provenance.toolVersion ? `${m.provenance.tool} ${m.provenance.toolVersion}` : m.provenance.tool,
    );
  }
  return {
    disks: diskIds.flatMap((id) => byId.get(id)?.label ?? []),
    files: [...files].sort(),
    tools: [...tools].sort(),
  };
}

/** "a.json, b.json and 12 more": a list that fits on one line. */
export function shortList(items: readonly string[], max = 3, more = (n: number) => `+${n} more`): string {
  if (items.length <= max) return items.join(', ');
  return `${items.slice(0, max).join(', ')} ${more(items.length - max)}`;
}
