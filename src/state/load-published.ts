// Loads the dataset published with the site and the uploads saved in this browser, at start.
import { builtinCatalogueInSteps } from '../expected';
import { pauseEvery, yieldToPage } from '../lib/next-task';
import { pageBusy } from '../lib/page-quiet';
import { deserializeDatasetInSteps } from '../model/serialize';
import { addStorageNotice, restoreUploads, setPublished, setPublishedFailed } from './actions';
import { PARSE_SLICE_MS } from '../storage/upload-parse';
import { loadStoredUploads } from '../storage/uploads';
import { summariseDisksAhead, summariseLargeDisks } from './summarise-ahead';

/** `data/dataset.json` relative to the site's base URL, so the site works under any base path. */
export function publishedDatasetUrl(base: string = import.meta.env.BASE_URL): string {
  return `${base.endsWith('/') ? base : `${base}/`}data/dataset.json`;
}

export async function loadPublishedDataset(url: string = publishedDatasetUrl()): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    // Checked in the slices a saved upload is checked in (storage/upload-parse.ts).
    const parsed = await deserializeDatasetInSteps(await response.text(), pauseEvery(PARSE_SLICE_MS));
    if (!parsed.ok) throw new Error(`${url}: ${parsed.error}`);
    // Every published disk summarised in steps first, as an import's large disks are, and the
    // built-in catalogue its verdicts need compiled a file per task (17–27 ms in all: its files'
    // checks and 71 curves' formulas), not inside the overview's first render with them.
    await summariseDisksAhead(parsed.dataset).catch(() => undefined);
    await yieldToPage();
    try {
      await builtinCatalogueInSteps(yieldToPage);
    } catch {
      // Not the published dataset's failure: the views that need the catalogue meet it and say so.
    }
    setPublished(parsed.dataset);
    for (const w of parsed.warnings) addStorageNotice({ code: 'publishedWarning', params: { detail: w } });
  } catch (e) {
    setPublishedFailed(e instanceof Error ? e.message : String(e));
  }
}

export async function restoreSavedUploads(): Promise<void> {
  // Busy until the uploads are listed: work that waits for a quiet page (starting the ingest
  // workers, views/app/preload.ts) is not run beside these steps. With the workers started once
  // the first charts were drawn, a 5,000-disk reload's longest task was 62, 85, 161 ms (bench-disks,
  // 3 runs; 58, 60, 58 ms with them started with the chart code), a step of this reading.
  const listed = pageBusy();
  try {
    const { uploads, notices, broken } = await loadStoredUploads();
    // As after an import: a disk of many runs is summarised in steps before the page shows it. A
    // summary that fails here fails again where a view asks for it, which says so in its panel.
    for (const upload of uploads) await summariseLargeDisks(upload.dataset).catch(() => undefined);
    restoreUploads(uploads, notices, broken);
  } catch (e) {
    restoreUploads([]);
    addStorageNotice({
      code: 'savedUnreadable',
      params: { detail: e instanceof Error ? e.message : String(e) },
    });
  } finally {
    listed();
  }
}
