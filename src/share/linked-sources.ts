// Which disks of a chart a link can name by the URLs their data came from (`src=`) instead of
// carrying their figures. The page that opens the link fetches those URLs as one import, whose id
// is a hash of the URL list (src/remote/source-url.ts), so disk ids are rewritten from the upload
// they were in here to the one the reader's page will make.
import type { Dataset } from '../model/types';
import { sourcesUploadId } from '../remote/source-url';

export interface LinkedSources {
  /** The source URLs the link carries, in order, without repeats. */
  src: string[];
  /** Private disks that did not come from URLs (their data is packed into the link). */
  others: string[];
  /** A disk id (or a parameter value holding one) as the reader's page will know it. */
  rename(value: string): string;
}

export interface SourcedUpload {
  id: string;
  sources?: string[];
}

export function linkedSources(
  ds: Dataset,
  privateIds: readonly string[],
  uploads: readonly SourcedUpload[],
): LinkedSources {
  const byId = new Map(ds.disks.map((d) => [d.id, d]));
  const sourced = new Map(uploads.filter((u) => u.sources?.length).map((u) => [u.id, u.sources!]));
  const src: string[] = [];
  const used = new Set<string>();
  const others: string[] = [];
  for (const id of privateIds) {
    const origin = byId.get(id)?.origin;
    const urls = origin !== undefined ? sourced.get(origin) : undefined;
    if (!urls) {
      others.push(id);
      continue;
    }
    used.add(origin!);
    for (const u of urls) if (!src.includes(u)) src.push(u);
  }
  const target = src.length ? sourcesUploadId(src) : '';
  // Exactly the ids of disks from those uploads (`<upload id>/<rest>`), longest first so one id that
  // is the start of another is not renamed inside it.
  const renamed = ds.disks
    .filter((d) => used.has(d.origin) && d.origin !== target && d.id.startsWith(`${d.origin}/`))
    .map((d) => [d.id, `${target}${d.id.slice(d.origin.length)}`] as const)
    .sort((a, b) => b[0].length - a[0].length);
  const rename = (value: string): string => {
    let out = value;
    for (const [from, to] of renamed) out = out.split(from).join(to);
    return out;
  };
  return { src, others, rename };
}
