// One user upload: what the import of a file set produced, as the store holds it and IndexedDB keeps it.
import type { Dataset } from './types';

/** `id` is also the disks' `origin` and the upload's IndexedDB key. */
export interface Upload {
  id: string;
  name: string;
  /** ISO 8601 time of the import. */
  addedAt: string;
  dataset: Dataset;
}
