// A chart's link built from the store: published disks travel by id only; uploaded disks carry
// their data; too much data is refused with the slice for a file export; the iframe snippet escapes.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { selectDisks, setView } from '../../../src/state/actions';
import { resetStore, useStore } from '../../../src/state/store';
import { startUrlSync, type UrlEnv } from '../../../src/state/url-sync';
import { stateFromUrl } from '../../../src/state/url';
import { sourcesUploadId } from '../../../src/remote/source-url';
import { unpackChartData } from '../../../src/share/chart-data';
import { chartLink, iframeSnippet } from '../../../src/views/share/share-link';
import type { Dataset } from '../../../src/model/types';
import { diskIdByFolder, ptsAndFioDataset } from '../charts/fixture-dataset';

let ds: Dataset;
let stop = () => {};
const env: UrlEnv = {
  location: { hash: '', href: 'https://blog.example/diskscope/' },
  history: { state: null, replaceState: () => {}, pushState: () => {} },
  addEventListener: () => {},
  removeEventListener: () => {},
};

beforeAll(async () => {
  ds = await ptsAndFioDataset();
});
beforeEach(() => {
  resetStore();
  stop = startUrlSync(env);
});
afterEach(() => stop());

function publishPts(): { pts: string; fio: string } {
  const pts = diskIdByFolder(ds, 'local_ext4_2');
  const fio = diskIdByFolder(ds, 'local_ssd_1');
  const published: Dataset = {
    ...ds,
    disks: ds.disks.filter((d) => d.id === pts).map((d) => ({ ...d, origin: 'published' })),
  };
  const upload: Dataset = { ...ds, disks: ds.disks.filter((d) => d.id === fio) };
  useStore.setState({
    published,
    publishedStatus: 'ready',
    uploads: [{ id: 'test', name: 'x', addedAt: '2026-01-01T00:00:00Z', dataset: upload }],
    uploadsRestored: true,
  });
  return { pts, fio };
}

describe('chartLink', () => {
  it('links published disks by id, with the chart focused', () => {
    const { pts } = publishPts();
    setView('disk');
    selectDisks([pts]);
    const link = chartLink('disk-iops-heatmap', 'page');
    expect(link).toMatchObject({ ok: true, carriesData: false });
    if (!link.ok) return;
    expect(link.url.startsWith('https://blog.example/diskscope/#v=2&view=disk')).toBe(true);
    const { state } = stateFromUrl(link.url.slice(link.url.indexOf('#')));
    expect(state).toMatchObject({ chart: 'disk-iops-heatmap', params: { disk: pts } });
    expect(state.data).toBeUndefined();
  });

  it('packs the uploaded disks a chart shows (and only those) into an embed link', () => {
    const { pts, fio } = publishPts();
    setView('compare');
    selectDisks([pts, fio]);
    const link = chartLink('compare-columns', 'embed');
    expect(link).toMatchObject({ ok: true, carriesData: true });
    if (!link.ok) return;
    const { state } = stateFromUrl(link.url.slice(link.url.indexOf('#')));
    expect(state.embed).toBe('compare-columns');
    const data = unpackChartData(state.data ?? '');
    expect(data.ok && data.dataset.disks.map((d) => d.id)).toEqual([fio]);
  });

  it('refuses beyond the size limit and returns the slice to export', () => {
    const { fio } = publishPts();
    setView('disk');
    selectDisks([fio]);
    const link = chartLink('disk-fio-heatmap', 'page', 2000);
    expect(link).toMatchObject({ ok: false, limit: 2000 });
    if (link.ok) return;
    expect(link.chars).toBeGreaterThan(2000);
    expect(link.slice.disks.map((d) => d.id)).toEqual([fio]);
    expect(link.slice.measurements.length).toBe(28);
  });

  it('data opened from URLs travels as its src URLs, short whatever its size', () => {
    const { pts, fio } = publishPts();
    const sources = ['https://example.org/r/local_ssd_1/a.json', 'https://example.org/r/local_ssd_1/b.json'];
    useStore.setState({ uploads: useStore.getState().uploads.map((u) => ({ ...u, sources, kept: false })) });
    setView('compare');
    selectDisks([pts, fio]);
    // A limit the packed data could never meet: the link does not pack it.
    const link = chartLink('compare-columns', 'page', 100);
    expect(link).toMatchObject({ ok: true, carriesData: false });
    if (!link.ok) return;
    const { state, notices } = stateFromUrl(link.url.slice(link.url.indexOf('#')));
    expect(notices).toEqual([]);
    expect(state.src).toEqual(sources);
    expect(state.data).toBeUndefined();
    // The reader's page names the import after the URLs: the disk ids follow.
    const id = sourcesUploadId(sources);
    expect(state.disks).toEqual([pts, fio.replace(/^test\//, `${id}/`)]);
  });
});

describe('iframeSnippet', () => {
  it('escapes the title and the link', () => {
    expect(iframeSnippet('https://x/#a=1&b="2"', 'IOPS <b>"x"</b>')).toBe(
      '<iframe src="https://x/#a=1&amp;b=&quot;2&quot;" title="IOPS &lt;b&gt;&quot;x&quot;&lt;/b&gt;" ' +
        'width="100%" height="540" style="border:0;max-width:960px" loading="lazy"></iframe>',
    );
  });
});
