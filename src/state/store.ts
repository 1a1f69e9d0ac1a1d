// The one Zustand store, built from slices (Zustand's slices pattern). Only state lives here;
// actions are plain module-level functions in actions.ts / import-actions.ts, and derived data
// (the merged dataset, selected disks) is computed by memoised selectors in selectors.ts.
import { create } from 'zustand';
import { DEFAULT_UNITS, type DisplayUnits } from '../charts/units';
import type { Dataset } from '../model/types';
import type { Lang, StringParams } from '../i18n';
import type { CustomCurve, PriceEntry } from '../expected';
import { initialLang } from '../storage/lang';
import { savedExpected } from './expected-saved';
import type { BrokenUpload, SaveFailure, Upload } from '../model/upload';
import type { RemoteNotice } from '../remote/notices';
import type { UrlNotice } from './url';
import type { ImportErrorCode, StorageNotice } from './notice';
import type { IngestProgress } from '../ingest/ingest';

export type ViewId = 'overview' | 'disk' | 'compare' | 'expected' | 'time';
export const VIEW_IDS: readonly ViewId[] = ['overview', 'disk', 'compare', 'expected', 'time'];

export type { BwUnit, LatUnit } from '../charts/units';
/** Display units chosen by the user (the same shape the chart builders take). */
export type Units = DisplayUnits;

export type { Upload } from '../model/upload';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface DataSlice {
  /** The dataset published with the site (`data/dataset.json`); undefined until loaded. */
  published: Dataset | undefined;
  publishedStatus: LoadStatus;
  publishedError?: string;
  uploads: Upload[];
  /** Uploads kept in IndexedDB are restored once at start. */
  uploadsRestored: boolean;
  /** Problems met while restoring or saving uploads (shown, never thrown). */
  storageNotices: StorageNotice[];
  /** Saved uploads that could not be loaded, listed so they can be removed. */
  brokenUploads: BrokenUpload[];
  /** Uploads shown but not saved for reload, with why (nothing of them is left in storage). */
  saveFailures: SaveFailure[];
}

export type ImportStatus = 'idle' | 'running' | 'done' | 'failed' | 'cancelled';

export interface ImportSlice {
  importJob: {
    status: ImportStatus;
    /** What is being imported (file or folder name). */
    name: string;
    progress: IngestProgress;
    /** Whole-import failure (worker crash, size limit); per-file errors live in the reports. */
    error?: string;
    /** Set when the page words the failure itself (`error` then holds the English for logs/tests). */
    errorCode?: ImportErrorCode;
    /** The values `errorCode`'s words need (name, size, limit). */
    errorParams?: StringParams;
    /** Id of the upload the finished import produced. */
    uploadId?: string;
  };
  reportOpen: boolean;
  /** Sources that could not be read (404, CORS refusal, a web page …), one notice each. */
  remoteNotices: RemoteNotice[];
}

export interface SelectionSlice {
  selectedDiskIds: string[];
}

export interface PrefsSlice {
  units: Units;
  lang: Lang;
  view: ViewId;
  /** Show only one's own data (uploads, data from a link): the published disks are left out. */
  hidePublished: boolean;
}

/** What the link (URL hash) asked for beyond selection and prefs; url-sync.ts fills it. */
export interface LinkSlice {
  /** Linkable view choices, keyed `<view>.<name>` (chart type, metric, block size, mix, zoom …). */
  viewParams: Record<string, string>;
  /** Problems with the opened link, shown in a banner (the page still opens). */
  urlNotices: UrlNotice[];
  /** Embed mode: the id of the only chart shown. */
  embed?: string;
  /** The chart a link points at (scrolled into view, highlighted). */
  focusChart?: string;
  /** A chart's data carried by the link (never persisted), and the packed text it came from. */
  sharedData?: Dataset;
  sharedDataParam?: string;
  /** The URLs the link asked to open (`src=`); written back into the link while their data is shown. */
  linkSources: string[];
  /** True while the link's sources are being fetched and imported. */
  linkSourcesPending: boolean;
}

/** A catalogue file the user brought into the Expected view. */
export interface UserFile {
  name: string;
  text: string;
}

/** The Expected view's own data (its chosen curves and run date are view parameters). */
export interface ExpectedData {
  /** Formulas edited in the page; links carry them as `curves=`. */
  custom: CustomCurve[];
  files: UserFile[];
  prices: PriceEntry[];
  /** Why a link's edited curves could not be read (not saved). */
  linkProblem?: string;
}

export interface ExpectedSlice {
  expected: ExpectedData;
}

export type AppState = DataSlice & ImportSlice & SelectionSlice & PrefsSlice & LinkSlice & ExpectedSlice;

export const NO_PROGRESS: IngestProgress = { filesDone: 0, filesTotal: 0, bytesDone: 0, bytesTotal: 0 };

export function initialState(): AppState {
  const saved = savedExpected();
  return {
    published: undefined,
    publishedStatus: 'loading',
    uploads: [],
    uploadsRestored: false,
    storageNotices: [],
    brokenUploads: [],
    saveFailures: [],
    importJob: { status: 'idle', name: '', progress: NO_PROGRESS },
    reportOpen: false,
    remoteNotices: [],
    selectedDiskIds: [],
    units: { ...DEFAULT_UNITS },
    lang: initialLang(),
    view: 'overview',
    hidePublished: false,
    viewParams: { ...saved.params },
    urlNotices: [],
    expected: saved.data,
    linkSources: [],
    linkSourcesPending: false,
  };
}

export const useStore = create<AppState>()(() => initialState());

/** Puts the store back to its initial state (tests, "start over"). */
export function resetStore(): void {
  useStore.setState(initialState(), true);
}
