// One user upload: what the import of a file set produced, as the store holds it and IndexedDB keeps it.
import type { Dataset } from './types';

/** `id` is also the disks' `origin` and the upload's IndexedDB key. */
export interface Upload {
  id: string;
  name: string;
  /** ISO 8601 time of the import. */
  addedAt: string;
  dataset: Dataset;
  /** The URLs the data was fetched from (`#src=`); links to its charts carry these, not the data. */
  sources?: string[];
  /** False while data opened from a link is only shown: it is saved when the user presses "Keep". */
  kept?: boolean;
}

/** Saved records that could not be loaded: shown by name with why, so they can be removed. */
export interface BrokenUpload {
  /** The IndexedDB keys of its records. */
  keys: string[];
  /** The upload's name, or the key when the record has none. */
  name: string;
  reason: string;
  /** What kind of damage, so the page can say it in the reader's language (`reason` has details). */
  kind?: 'unreadable' | 'shape' | 'partial' | 'data';
}

/** An upload shown but not saved for reload, and why: the browser's storage is full, or another reason. */
export interface SaveFailure {
  name: string;
  why: 'quota' | 'unfinished' | 'other';
  /** The browser's own words, when it gave any. */
  detail: string;
}
