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
    expect(hash).toBe('#v=1&view=compare&disks=published/data/a,up-1/b%2Cc&p.sort=size:desc');
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

  it('opens the nearest valid view with notices for damaged or future links, never throwing', () => {
    expect(stateFromUrl('#v=1&view=nonsense&bw=GB')).toMatchObject({
      state: { view: 'overview', units: { bw: 'MB/s' } },
      notices: [
        'Unknown view "nonsense" in the link; showing the overview.',
        'Unknown bandwidth unit "GB" in the link; using MB/s.',
      ],
    });
    expect(stateFromUrl('#v=99&view=disk').notices[0]).toMatch(/newer version/);
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
