// The shapes of a saved upload's record in `diskscope/uploads`, as browsers hold them: today's
// chunked records, and the two older kinds every browser that saved before them may still hold.

/** What every record says about its upload. */
export interface StoredUploadMeta {
  id: string;
  name: string;
  addedAt: string;
  /**
   * Present when the upload was imported in shards: which one this record holds. Named `share`
   * because records saved in browsers already carry that name; renaming it needs a stored-format
   * upgrade.
   */
  share?: { index: number; count: number };
  /** Data opened from URLs and kept: the URLs, so links to its charts stay short after a reload. */
  sources?: string[];
}

/**
 * A record: the dataset `version` with its JSON parts (model/dataset-parts.ts) in `count` chunk
 * records of the save `stamp` (src/storage/upload-chunks.ts); or, as saved before chunks, the parts
 * in the record itself (`parts`); or, before parts, `json`: `serializeDataset(upload.dataset)`.
 */
export type StoredUpload = StoredUploadMeta &
  (
    | { version: number; chunks: { stamp: number; count: number } }
    | { version: number; parts: string[] }
    | { json: string }
  );

function isShard(v: unknown): v is StoredUploadMeta['share'] {
  if (v === undefined) return true;
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return Number.isInteger(r.index) && Number.isInteger(r.count);
}

function isChunks(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return Number.isFinite(r.stamp) && Number.isInteger(r.count) && (r.count as number) > 0;
}

export function isStoredUpload(v: unknown): v is StoredUpload {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.name === 'string' &&
    typeof r.addedAt === 'string' &&
    (typeof r.json === 'string' ||
      (typeof r.version === 'number' &&
        (isChunks(r.chunks) || (Array.isArray(r.parts) && r.parts.every((p) => typeof p === 'string'))))) &&
    isShard(r.share) &&
    (r.sources === undefined || (Array.isArray(r.sources) && r.sources.every((u) => typeof u === 'string')))
  );
}
