// Link data is untrusted: a deflate bomb is stopped while inflating, damage is named in the reader's
// words (never the inflater's), and a link whose measurements lack parts opens with the good ones.
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { unpackChartData } from '../../../src/share/chart-data';
import { LINK_DATA_LIMITS, unpackFromHash } from '../../../src/share/hash-data';
import { base64Url, deflateBomb, disk, envelope, linkData, measurement } from '../../helpers/hostile';

describe('link data limits', () => {
  it('stops a 400 MiB bomb in a ~550 KB link at the inflated-size limit, with a named notice', () => {
    const text = base64Url(deflateBomb(400));
    expect(text.length).toBeGreaterThan(500_000);
    expect(text.length).toBeLessThan(LINK_DATA_LIMITS.chars);
    const r = unpackFromHash(text);
    expect(r).toEqual({
      ok: false,
      reason: 'expands-too-far',
      params: { sizeKb: Math.round(text.length / 1024), limitKb: 4096 },
      error: expect.stringMatching(/^the data in the link expands past 4\.0 MB \(from 5\d\d KB\)/),
    });
  });

  it('refuses data longer than the character limit unread', () => {
    const r = unpackFromHash('A'.repeat(LINK_DATA_LIMITS.chars + 1));
    expect(r).toEqual({
      ok: false,
      reason: 'too-long',
      params: {
        sizeKb: Math.round((LINK_DATA_LIMITS.chars + 1) / 1024),
        limitKb: LINK_DATA_LIMITS.chars / 1024,
      },
      error: expect.stringMatching(/is 1\.0 MB long, more than the 1\.0 MB/),
    });
  });

  it('reads data just under the inflated limit, and stops one byte over it', () => {
    const limits = { ...LINK_DATA_LIMITS, inflatedBytes: 1000 };
    const json = (n: number) => JSON.stringify('x'.repeat(n - 2));
    const under = base64Url(deflateRawSync(Buffer.from(json(1000))));
    const over = base64Url(deflateRawSync(Buffer.from(json(1001))));
    expect(unpackFromHash(under, limits)).toEqual({ ok: true, value: 'x'.repeat(998) });
    expect(unpackFromHash(over, limits)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/expands past/),
    });
  });

  it('names damage without the engine messages', () => {
    const good = linkData({ a: 1 });
    const cut = unpackFromHash(good.slice(0, good.length - 3));
    const notDeflate = unpackFromHash('AAAAAAAA');
    const notJson = unpackFromHash(base64Url(deflateRawSync(Buffer.from('{"a":'))));
    for (const r of [cut, notDeflate, notJson]) {
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error).toMatch(/^the data in the link is damaged/);
      expect(r.error).not.toMatch(/invalid|unexpected|token|position/i);
    }
  });

  it('opens a link whose measurement lacks workload or directions with the rest of its data', () => {
    const { workload: _w, ...noWorkload } = measurement('m1', 'd1', 10);
    const { directions: _d, ...noDirections } = measurement('m2', 'd1', 20);
    const data = linkData(
      envelope({
        disks: [disk('d1')],
        measurements: [noWorkload, noDirections, measurement('m3', 'd1', 30)],
      }),
    );
    const r = unpackChartData(data);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.dataset.measurements.map((m) => [m.id, m.total.iops])).toEqual([['m3', 30]]);
    expect(r.dataset.disks[0]!.origin).toBe('link');
    expect(r.warnings).toEqual([
      expect.stringMatching(/^measurement 0 \("m1"\) skipped: workload: /),
      expect.stringMatching(/^measurement 1 \("m2"\) skipped: directions: /),
    ]);
  });
});
