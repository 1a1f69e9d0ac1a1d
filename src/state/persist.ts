// Uploads survive a reload: each one is kept in IndexedDB (through idb-keyval) as the versioned
// dataset JSON (model/serialize.ts), so a model change is handled by the serialiser's upgraders
// instead of breaking old browsers' data. Works in the main thread and in the ingest worker: the
// worker saves a fresh upload itself, so the big JSON string is never built on the main thread.
import { clear, createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { deserializeDataset } from '../model/serialize';
import type { Upload } from './store';

/** What one IndexedDB entry holds. `json` is `serializeDataset(upload.dataset)`. */
export interface StoredUpload {
  id: string;
  name: string;
  addedAt: string;
  json: string;
}

let uploadStore: UseStore | undefined;
function store(): UseStore {
  uploadStore ??= createStore('diskscope', 'uploads');
  return uploadStore;
}

export async function saveStoredUpload(record: StoredUpload): Promise<void> {
  await set(record.id, record, store());
}

export async function deleteStoredUpload(id: string): Promise<void> {
  await del(id, store());
}

export async function clearStoredUploads(): Promise<void> {
  await clear(store());
}

function isStoredUpload(v: unknown): v is StoredUpload {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.name === 'string' &&
    typeof r.addedAt === 'string' &&
    typeof r.json === 'string'
  );
}

/**
 * Reads every saved upload back. A record that no longer loads is reported in `notices` and left
 * out; it never stops the others.
 */
export async function loadStoredUploads(): Promise<{ uploads: Upload[]; notices: string[] }> {
  if (typeof indexedDB === 'undefined') return { uploads: [], notices: [] };
  const uploads: Upload[] = [];
  const notices: string[] = [];
  for (const [, value] of await entries(store())) {
    if (!isStoredUpload(value)) {
      notices.push('A saved upload had an unknown shape and was skipped.');
      continue;
    }
    const parsed = deserializeDataset(value.json);
    if (!parsed.ok) {
      notices.push(`Saved upload "${value.name}" could not be loaded: ${parsed.error}`);
      continue;
    }
    for (const w of parsed.warnings) notices.push(`${value.name}: ${w}`);
    uploads.push({ id: value.id, name: value.name, addedAt: value.addedAt, dataset: parsed.dataset });
  }
  return { uploads, notices };
}
