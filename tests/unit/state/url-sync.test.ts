// url-sync against a fake location/history: a hash opens the view it names, store changes are
// written back (pushState for another view, so Back returns to it; replaceState for anything else;
// never a hashchange echo), bad links give notices.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectDisks, setBwUnit, setView } from '../../../src/state/actions';
import { selectDataset } from '../../../src/state/selectors';
import { resetStore, useStore } from '../../../src/state/store';
import { linkTo, startUrlSync, type UrlEnv } from '../../../src/state/url-sync';
import { setViewParam } from '../../../src/state/view-params';
import { chartDataSlice, packChartData } from '../../../src/share/chart-data';
import { packForHash } from '../../../src/share/hash-data';
import type { Dataset, Disk, Measurement } from '../../../src/model/types';
import { urlNoticeDetail, urlNoticeText } from '../../../src/views/share/url-notice-strings';
import type { UrlNotice } from '../../../src/state/url';

/** The notices as the English page words them. */
const words = (ns: readonly UrlNotice[]) => ns.map((n) => urlNoticeText(n, 'en'));

/** A session history of hashes, with the events a browser fires for a hash-only traversal. */
class FakeBrowser implements UrlEnv {
  entries = [''];
  index = 0;
  replaced: string[] = [];
  pushed: string[] = [];
  private listeners: { type: string; l: () => void }[] = [];
  get hash() {
    return this.entries[this.index]!;
  }
  set hash(h: string) {
    this.entries[this.index] = h;
  }
  get location() {
    return { hash: this.hash, href: `https://example.org/diskscope/${this.hash}` };
  }
  history = {
    state: null,
    replaceState: (_d: unknown, _u: string, url?: string) => {
      this.replaced.push(url ?? '');
      this.hash = url ?? '';
    },
    pushState: (_d: unknown, _u: string, url?: string) => {
      this.pushed.push(url ?? '');
      this.entries = [...this.entries.slice(0, this.index + 1), url ?? ''];
      this.index++;
    },
  };
  addEventListener(type: 'hashchange' | 'popstate', l: () => void) {
    this.listeners.push({ type, l });
  }
  removeEventListener(type: 'hashchange' | 'popstate', l: () => void) {
    this.listeners = this.listeners.filter((x) => x.type !== type || x.l !== l);
  }
  private fire(...types: string[]) {
    for (const type of types) for (const x of this.listeners.filter((y) => y.type === type)) x.l();
  }
  /** The user pastes a link into the address bar of the same tab: a new entry, then hashchange. */
  navigate(hash: string) {
    this.entries = [...this.entries.slice(0, this.index + 1), hash];
    this.index++;
    this.fire('hashchange');
  }
  /** Back (-1) or Forward (+1): popstate, then hashchange, as browsers fire them. */
  go(delta: number) {
    this.index += delta;
    this.fire('popstate', 'hashchange');
  }
}

let browser: FakeBrowser;
let stop: () => void = () => {};

function open(hash: string): void {
  browser = new FakeBrowser();
  browser.hash = hash;
  stop = startUrlSync(browser);
}

function disk(id: string, origin: string): Disk {
  return {
    id,
    provider: 'p',
    type: 't',
    comparable: true,
    label: id,
    identity: 'fallback',
    metadata: {},
    origin,
  };
}

function measurement(id: string, diskId: string): Measurement {
  return {
    id,
    diskId,
    test: 'fio',
    role: 'result',
    workload: { pattern: 'random', readPct: 100, blockSize: 4096 },
    directions: { read: { iops: 1234, bw: 1234 * 4096 } },
    total: { iops: 1234, bw: 1234 * 4096 },
    status: 'ok',
    provenance: { file: 'a/randread.json', tool: 'fio', format: 'fio-json', job: 'j' },
  };
}

beforeEach(() => resetStore());
afterEach(() => stop());

describe('url-sync', () => {
  it('opens the view, disks, units, language and view parameters a link names', () => {
    open('#v=1&view=compare&disks=published/a,published/b&bw=MiB&lat=ms&lang=zh&p.metric=bw&chart=cmp');
    const s = useStore.getState();
    expect(s).toMatchObject({
      view: 'compare',
      selectedDiskIds: ['published/a', 'published/b'],
      units: { bw: 'MiB/s', lat: 'ms' },
      lang: 'zh',
      viewParams: { 'compare.metric': 'bw' },
      focusChart: 'cmp',
      urlNotices: [],
    });
  });

  it('writes store changes back with replaceState, keeping other views\u2019 parameters out of the link', () => {
    open('');
    setView('disk');
    setViewParam('chart', 'columns', 'heatmap');
    setView('compare');
    setViewParam('metric', 'bw', 'iops');
    selectDisks(['x', 'y']);
    setBwUnit('MiB/s');
    expect(browser.hash).toBe('#v=2&view=compare&disks=x,y&bw=MiB&lang=en&p.metric=bw');
    setView('disk');
    expect(browser.hash).toBe('#v=2&view=disk&disks=x,y&bw=MiB&lang=en&p.chart=columns');
    // A value equal to its default leaves the link.
    setViewParam('chart', 'heatmap', 'heatmap');
    expect(browser.hash).toBe('#v=2&view=disk&disks=x,y&bw=MiB&lang=en');
  });

  it('adds a history entry per view, so Back and Forward step through the views visited', () => {
    open('');
    setView('compare');
    selectDisks(['x', 'y']);
    setViewParam('metric', 'bw', 'iops');
    setView('disk');
    setBwUnit('MiB/s');
    // Two new views, two entries; the disks, the metric and the unit replaced the entry they changed.
    expect(browser.pushed).toEqual(['#v=2&view=compare&lang=en', '#v=2&view=disk&disks=x,y&lang=en']);
    expect(browser.entries).toEqual([
      '#v=2&view=overview&lang=en',
      '#v=2&view=compare&disks=x,y&lang=en&p.metric=bw',
      '#v=2&view=disk&disks=x,y&bw=MiB&lang=en',
    ]);
    browser.go(-1);
    expect(useStore.getState()).toMatchObject({ view: 'compare', viewParams: { 'compare.metric': 'bw' } });
    browser.go(-1);
    expect(useStore.getState().view).toBe('overview');
    browser.go(+2);
    expect(useStore.getState()).toMatchObject({ view: 'disk', units: { bw: 'MiB/s' } });
    // Traversing wrote nothing: each entry's hash was already canonical.
    expect(browser.pushed.length).toBe(2);
    expect(browser.entries.length).toBe(3);
  });

  it('a pasted link of another view is applied in place, without a second entry for it', () => {
    open('');
    browser.navigate('#/compare?disks=a,b');
    expect(useStore.getState().view).toBe('compare');
    expect(browser.pushed).toEqual([]);
    expect(browser.entries).toEqual(['#v=2&view=overview&lang=en', '#v=2&view=compare&disks=a,b&lang=en']);
  });

  it('rewrites an old (v0) link into the current form and applies a pasted link', () => {
    open('#/compare?disks=a,b');
    expect(browser.hash).toBe('#v=2&view=compare&disks=a,b&lang=en');
    const writes = browser.replaced.length;
    browser.navigate('#v=2&view=disk&lang=en&p.disk=a');
    expect(useStore.getState()).toMatchObject({ view: 'disk', viewParams: { 'disk.disk': 'a' } });
    // Applying it writes nothing new: the link is already in canonical form.
    expect(browser.replaced.length).toBe(writes);
  });

  it('a damaged link opens the overview with notices, never throwing', () => {
    open('#v=1&view=%E0%A4&bw=GB&zzz=1&data=@@@');
    const s = useStore.getState();
    expect(s.view).toBe('overview');
    const text = words(s.urlNotices).join('\n');
    expect(text).toMatch(/Unknown view/);
    expect(text).toMatch(/bandwidth unit "GB"/);
    expect(text).toMatch(/Ignored "zzz"/);
    expect(text).toMatch(/chart data in this link could not be read/);
    // The same notices in Russian: the store keeps codes, the banner words them.
    expect(s.urlNotices.map((n) => urlNoticeText(n, 'ru')).join('\n')).toMatch(/Неизвестная единица .* «GB»/);
    expect(s.sharedData).toBeUndefined();
  });

  it.each(['zh', 'ru'] as const)(
    '%s: link data that cannot be read, or partly, is told in words; English only as the detail',
    (lang) => {
      const english = /[A-Za-z][A-Za-z'’]*(?:[\s,;:()/-]+[A-Za-z][A-Za-z'’]*){2,}/;
      // Damaged: characters no link holds. Partial: one measurement of a real packed slice broken.
      open('#v=1&data=@@@');
      const [bad] = useStore.getState().urlNotices;
      expect(bad).toMatchObject({ code: 'dataUnreadable', params: { reason: 'bad-characters' } });
      expect(urlNoticeText(bad!, lang)).not.toMatch(english);
      expect(urlNoticeDetail(bad!)).toMatch(/characters a link never contains/);
      stop();
      const id = 'upload-1/p_t_10';
      const { workload: _w, ...noWorkload } = measurement('m0', id);
      const ds = {
        disks: [disk(id, 'upload')],
        measurements: [noWorkload as Measurement, measurement('m1', id)],
        series: [],
        reports: [],
      };
      const packed = packChartData(ds);
      if (!packed.ok) throw new Error('not packed');
      open(`#v=1&data=${packed.text}`);
      const [partial] = useStore.getState().urlNotices;
      expect(partial).toMatchObject({ code: 'dataPartial', params: { count: 1 } });
      expect(urlNoticeText(partial!, lang)).not.toMatch(english);
      expect(urlNoticeDetail(partial!)).toMatch(/^measurement 0 .*skipped: workload/);
    },
  );

  it('says which linked disks are missing once the data has loaded', () => {
    open('#v=1&view=compare&disks=published/a,upload-x/b');
    expect(useStore.getState().urlNotices).toEqual([]);
    useStore.setState({
      published: { disks: [disk('published/a', 'published')], measurements: [], series: [], reports: [] },
      publishedStatus: 'ready',
      uploadsRestored: true,
    });
    expect(words(useStore.getState().urlNotices)).toEqual([expect.stringContaining('(upload-x/b)')]);
    expect(useStore.getState().selectedDiskIds).toEqual(['published/a']);
  });

  it('loads a chart\u2019s data from the link into a non-persisted shared dataset', () => {
    const ds: Dataset = {
      disks: [disk('upload-1/p_t_10', 'upload-1')],
      measurements: [measurement('m1', 'upload-1/p_t_10')],
      series: [],
      reports: [],
    };
    const packed = packChartData(chartDataSlice(ds, ['upload-1/p_t_10']));
    if (!packed.ok) throw new Error('pack failed');
    open(`#v=1&view=compare&disks=upload-1/p_t_10&data=${packed.text}`);
    const s = useStore.getState();
    expect(s.urlNotices).toEqual([]);
    expect(s.uploads).toEqual([]);
    expect(selectDataset(s).disks.map((d) => [d.id, d.origin])).toEqual([['upload-1/p_t_10', 'link']]);
    expect(selectDataset(s).measurements[0]?.total.iops).toBe(1234);
    // The data stays in the address bar, so the page can be shared again as it is.
    expect(browser.hash).toContain(`data=${packed.text}`);
    expect(linkTo({ embed: 'c1' })).toMatch(
      /^https:\/\/example\.org\/diskscope\/#v=2&view=compare&.*embed=c1/,
    );
  });

  it('ends a link\u2019s chart focus when the reader changes view', () => {
    open('#v=1&view=disk&chart=disk-iops-heatmap');
    expect(useStore.getState().focusChart).toBe('disk-iops-heatmap');
    setView('compare');
    expect(useStore.getState().focusChart).toBeUndefined();
    expect(browser.hash).not.toContain('chart=');
  });

  it('names the first ten of 50,000 unknown linked disks and counts the rest', () => {
    const ids = Array.from({ length: 50_000 }, (_, i) => `upload-x/disk-${i}`);
    open(`#v=1&view=compare&disks=${ids.join(',')}`);
    useStore.setState({ publishedStatus: 'ready', uploadsRestored: true });
    const notices = words(useStore.getState().urlNotices);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('(upload-x/disk-0, upload-x/disk-1,');
    expect(notices[0]).toContain('upload-x/disk-9, and 49,990 more)');
    expect(notices[0]!.length).toBeLessThan(600);
    expect(urlNoticeText(useStore.getState().urlNotices[0]!, 'ru')).toMatch(/disk-9 и ещё 49\u00a0990\)/);
  });

  it('opens a link whose data has a measurement without workload, naming what was left out', () => {
    const ds: Dataset = {
      disks: [disk('upload-1/p_t_10', 'upload-1')],
      measurements: [measurement('m1', 'upload-1/p_t_10'), measurement('m2', 'upload-1/p_t_10')],
      series: [],
      reports: [],
    };
    delete (ds.measurements[0] as Partial<Measurement>).workload;
    const packed = packForHash({ format: 'diskscope-dataset', version: 2, dataset: ds });
    if (!packed.ok) throw new Error('pack failed');
    open(`#v=1&view=compare&disks=upload-1/p_t_10&data=${packed.text}`);
    const s = useStore.getState();
    expect(selectDataset(s).measurements.map((m) => m.id)).toEqual(['m2']);
    expect(words(s.urlNotices)).toEqual([
      expect.stringMatching(/^Parts of the chart data in this link do not fit .* left out: 1 in all/),
    ]);
    // Which part and why: the schema check's words, shown as the technical detail.
    expect(urlNoticeDetail(s.urlNotices[0]!)).toMatch(/^measurement 0 \("m1"\) skipped: workload: /);
  });
});
