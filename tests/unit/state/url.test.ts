import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_URL_STATE,
  URL_UPGRADERS,
  URL_VERSION,
  stateFromUrl,
  urlFromState,
  type UrlState,
} from '../../../src/state/url';
import { packForHash, unpackFromHash } from '../../../src/share/hash-data';
import { MAX_SOURCES } from '../../../src/remote/source-url';
import { urlNoticeText } from '../../../src/views/share/url-notice-strings';
import type { UrlNotice } from '../../../src/state/url';

/** The notices as the English page words them. */
const words = (ns: readonly UrlNotice[]) => ns.map((n) => urlNoticeText(n, 'en'));

const base = (over: Partial<UrlState>): UrlState => ({
  ...DEFAULT_URL_STATE,
  units: { ...DEFAULT_URL_STATE.units },
  disks: [],
  params: {},
  ...over,
});

describe('URL state', () => {
  const views: UrlState[] = [
    base({ view: 'overview', params: { q: 'aliyun ssd', sort: 'randRead4k:desc' } }),
    base({ view: 'disk', disks: ['published/local_ext4_2'], params: { tab: 'matrix', chart: 'heatmap' } }),
    base({
      view: 'compare',
      disks: ['published/a', 'up-1/aliyun_ssd_250x'],
      units: { bw: 'MiB/s', lat: 'ms' },
      lang: 'zh',
      params: { metric: 'iops', by: 'bs', mode: 'ratio', base: 'published/a' },
    }),
    base({
      view: 'expected',
      params: { sub: 'curves', curves: 'alibaba.ssd.2016,tencent.premium.2016', log: '1' },
      curves: 'eJyrVkrOz0nNLVayUlAqS8wpTVWqBQA9WQbR',
    }),
    base({ view: 'time', disks: ['d'], params: { tab: 'logs', zoom: '1.5-3.25' } }),
    base({ view: 'compare', embed: 'compare-bs', data: 'abc_-123' }),
    base({ view: 'disk', disks: ['up-1/x'], chart: 'disk-iops-heatmap', params: { disk: 'up-1/x' } }),
  ];
  it.each(views.map((v) => [v.view, v] as const))('round-trips the %s view', (_name, state) => {
    const parsed = stateFromUrl(urlFromState(state));
    expect(parsed.notices).toEqual([]);
    expect(parsed.state).toEqual(state);
    expect(parsed.fromVersion).toBe(URL_VERSION);
  });

  it('round-trips arbitrary ids and params', () => {
    const text = fc.string({ minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 4 }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 12 })),
        (disks, params) => {
          const state = base({ view: 'compare', disks, params });
          expect(stateFromUrl(urlFromState(state)).state).toEqual(state);
        },
      ),
    );
  });

  it('keeps disk ids and values readable in the link', () => {
    const hash = urlFromState(
      base({ view: 'compare', disks: ['published/data/a', 'up-1/b,c'], params: { sort: 'size:desc' } }),
    );
    expect(hash).toBe('#v=2&view=compare&disks=published/data/a,up-1/b%2Cc&p.sort=size:desc');
    expect(stateFromUrl(hash).state.disks).toEqual(['published/data/a', 'up-1/b,c']);
  });

  it('upgrades unversioned (v0) hand-written links', () => {
    expect(URL_UPGRADERS[0]).toBeDefined();
    for (const hash of [
      '#compare',
      '#/compare',
      '#/compare?disks=a,b&bw=MiB',
      '#view=compare&disks=a,b&bw=MiB',
    ]) {
      const r = stateFromUrl(hash);
      expect(r.fromVersion).toBe(0);
      expect(r.state.view).toBe('compare');
      expect(r.notices).toEqual([]);
    }
    expect(stateFromUrl('#/compare?disks=a,b&bw=MiB').state).toMatchObject({
      disks: ['a', 'b'],
      units: { bw: 'MiB/s' },
    });
  });

  // One table per upgrader: a link written in that version and the state it must open. A new URL
  // version adds its upgrader and a row here; the first test fails until it does.
  const UPGRADE_CASES: Record<number, [string, Partial<UrlState>][]> = {
    0: [
      ['#disk', { view: 'disk' }],
      [
        '#/time?disks=a&lat=ms&p.tab=logs',
        { view: 'time', disks: ['a'], units: { bw: 'MB/s', lat: 'ms' }, params: { tab: 'logs' } },
      ],
      ['#view=expected&lang=zh&p.chosen=x', { view: 'expected', lang: 'zh', params: { chosen: 'x' } }],
    ],
    1: [
      [
        '#v=1&view=compare&disks=published/a,upload-x/b&bw=MiB&p.metric=bw&chart=cmp',
        {
          view: 'compare',
          disks: ['published/a', 'upload-x/b'],
          units: { bw: 'MiB/s', lat: 'us' },
          params: { metric: 'bw' },
          chart: 'cmp',
        },
      ],
      ['#v=1&view=expected&p.date=2016-06', { view: 'expected', params: { date: '2016-06' } }],
    ],
  };
  it('has cases for every upgrader', () => {
    expect(Object.keys(UPGRADE_CASES)).toEqual(Object.keys(URL_UPGRADERS));
    expect(Math.max(...Object.keys(URL_UPGRADERS).map(Number))).toBe(URL_VERSION - 1);
  });
  it.each(
    Object.entries(UPGRADE_CASES).flatMap(([v, cases]) => cases.map((c) => [Number(v), ...c] as const)),
  )('upgrades a v%i link %s', (version, hash, expected) => {
    const r = stateFromUrl(hash);
    expect(r.fromVersion).toBe(version);
    expect(r.notices).toEqual([]);
    expect(r.state).toEqual({ ...base({}), ...expected });
    // Written again, it is a current link that opens the same state.
    expect(stateFromUrl(urlFromState(r.state))).toEqual({
      state: r.state,
      notices: [],
      fromVersion: URL_VERSION,
    });
  });

  // The parameters the views really use (see each view's useViewParam calls).
  const viewLinks: UrlState[] = [
    base({
      view: 'overview',
      params: { q: 'ext4', provider: 'local', type: 'ssd', tool: 'fio', sort: 'randRead4k:desc' },
    }),
    base({
      view: 'disk',
      chart: 'disk-fio-columns',
      params: {
        disk: 'published/data/local_ssd_1',
        facet: 'random.32.',
        metric: 'latP99',
        fioLog: '1',
        iopsLog: '0',
      },
    }),
    base({
      view: 'compare',
      disks: ['published/data/local_ext4_2', 'upload-1/aliyun_ssd_250'],
      chart: 'compare-ratio',
      params: { metric: 'bw', by: 'mix', mix: '65', bs: '131072', base: 'upload-1/aliyun_ssd_250', qd: '32' },
    }),
    base({
      view: 'expected',
      params: {
        tab: 'measured',
        chosen: 'alibaba/cloud_ssd@2016,tencent/cloud_ssd@2016',
        date: '2016-05',
        xmax: '8000',
        xunit: 'GiB',
        log: '1',
        disk: 'published/data/local_ssd_1',
        curve: 'alibaba/cloud_ssd@2016',
        size: '500',
        iops: '20000',
        mbps: '200',
      },
    }),
    base({
      view: 'time',
      embed: 'time-logs',
      params: {
        tab: 'logs',
        disk: 'published/data/local_logs_1',
        run: 'randrw-4k-qd8',
        metric: 'iops',
        dir: 'read',
        zoom: '0.5_1.5',
      },
    }),
  ];
  it.each(viewLinks.map((v) => [v.view, v] as const))(
    'round-trips the %s view with its real parameters',
    (_v, state) => {
      expect(stateFromUrl(urlFromState(state))).toEqual({ state, notices: [], fromVersion: URL_VERSION });
    },
  );

  it('opens the nearest valid view with notices for damaged or future links, never throwing', () => {
    expect(stateFromUrl('#v=1&view=nonsense&bw=GB')).toMatchObject({
      state: { view: 'overview', units: { bw: 'MB/s' } },
      notices: [
        { code: 'unknownView', params: { value: 'nonsense' } },
        { code: 'unknownBw', params: { value: 'GB' } },
      ],
    });
    expect(words(stateFromUrl('#v=1&view=nonsense&bw=GB').notices)).toEqual([
      'Unknown view "nonsense" in the link; showing the overview.',
      'Unknown bandwidth unit "GB" in the link; using MB/s.',
    ]);
    expect(words(stateFromUrl('#v=99&view=disk').notices)[0]).toMatch(/newer version/);
    expect(stateFromUrl('#%E0%A4%A&view=disk').state.view).toBe('disk');
    fc.assert(fc.property(fc.string(), (s) => void stateFromUrl('#' + s)));
  });
});

describe('chart data in the hash', () => {
  it('packs and unpacks', () => {
    const value = { series: [{ name: 'a', data: [1, 2.5, 3e9] }], unit: 'B/s' };
    const p = packForHash(value);
    expect(p.ok).toBe(true);
    if (p.ok) {
      expect(p.text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(unpackFromHash(p.text)).toEqual({ ok: true, value });
    }
  });
  it('refuses beyond the limit and says by how much', () => {
    const big = Array.from({ length: 20000 }, (_, i) => Math.sin(i) * 1e6);
    const p = packForHash(big, 1000);
    expect(p).toMatchObject({ ok: false, reason: 'too-large', limit: 1000 });
  });
  it('reports damaged data instead of throwing', () => {
    expect(unpackFromHash('not base64!')).toMatchObject({ ok: false });
    expect(unpackFromHash('AAAA')).toMatchObject({ ok: false, error: expect.stringMatching(/damaged/) });
  });
});

describe('src= (results opened from the web)', () => {
  const A = 'https://raw.githubusercontent.com/earlgrey0103/CloudTesting/master/test_cbs/data/ssd.csv';
  const B = 'http://127.0.0.1:8123/files/hybrid.csv?x=1&y=a%20b';

  it('keeps several sources in order, through a round trip', () => {
    const state = {
      ...DEFAULT_URL_STATE,
      view: 'expected' as const,
      params: { date: '2016-06' },
      src: [A, B],
    };
    const hash = urlFromState(state);
    // The `&` inside a source URL is encoded, so it cannot end the value.
    expect(hash.match(/&src=/g)).toHaveLength(2);
    expect(hash).toContain('src=https://raw.githubusercontent.com/earlgrey0103/');
    const back = stateFromUrl(hash);
    expect(back.notices).toEqual([]);
    expect(back.state.src).toEqual([A, B]);
    expect(back.state.params).toEqual({ date: '2016-06' });
  });

  it('drops repeats', () => {
    expect(stateFromUrl(`#v=2&src=${encodeURIComponent(A)}&src=${encodeURIComponent(A)}`).state.src).toEqual([
      A,
    ]);
  });

  it.each([
    ['javascript:alert(1)', /not an http\(s\) address/],
    ['JavaScript:alert(document.cookie)//.csv', /not an http\(s\) address/],
    ['data:text/csv,a,b', /not an http\(s\) address/],
    ['file:///etc/passwd', /not an http\(s\) address/],
    ['blob:https://example.org/1234', /not an http\(s\) address/],
    ['/relative/ssd.csv', /not a web address/],
    ['https://user:secret@example.org/a.csv', /user name or password/],
    [`https://example.org/${'a'.repeat(5000)}.csv`, /5,024 characters long/],
  ])('refuses hostile value #%# with a notice and opens the rest', (bad, why) => {
    const r = stateFromUrl(`#v=2&view=compare&src=${encodeURIComponent(bad)}&src=${encodeURIComponent(A)}`);
    expect(r.state.src).toEqual([A]);
    expect(r.state.view).toBe('compare');
    expect(r.notices).toHaveLength(1);
    expect(words(r.notices)[0]).toMatch(why);
    // The notice never repeats a huge value in full.
    expect(words(r.notices)[0]!.length).toBeLessThan(200);
  });

  it('opens at most MAX_SOURCES sources', () => {
    const many = Array.from({ length: MAX_SOURCES + 5 }, (_, i) => `src=https://example.org/${i}.csv`).join(
      '&',
    );
    const r = stateFromUrl(`#v=2&${many}`);
    expect(r.state.src).toHaveLength(MAX_SOURCES);
    expect(words(r.notices).join(' ')).toMatch(`more than ${MAX_SOURCES} sources`);
  });

  it('a huge hash of garbage opens the overview with short notices, never a throw', () => {
    const junk = `#v=2&${'%ZZ'.repeat(20000)}=1&src=${'x'.repeat(100000)}&view=${'q'.repeat(50000)}`;
    const r = stateFromUrl(junk);
    expect(r.state.view).toBe('overview');
    expect(r.state.src).toBeUndefined();
    for (const n of words(r.notices)) expect(n.length).toBeLessThan(300);
  });

  it('a v1 link with src says nothing was lost (src is read, v1 had no such key)', () => {
    expect(stateFromUrl(`#v=1&src=${encodeURIComponent(A)}`).state.src).toEqual([A]);
  });
});
