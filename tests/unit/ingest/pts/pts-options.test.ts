// PTS `.options` (PHP serialize() text) on the real bundle, and the serialize reader on hostile input:
// every failure must be a result, never a throw, and no key may reach an object prototype.
import { describe, expect, it } from 'vitest';
import { ptsOptionsImporter } from '../../../../src/ingest/pts/options';
import { phpUnserialize } from '../../../../src/ingest/pts/php-serialize';
import { importText } from '../../../../src/ingest/route';
import { checkFixture, summarize } from '../../../helpers/ingest';

const REL = 'pts/local_ext4_2/.options';

describe('PTS .options fixture', () => {
  it('recognised, same under the name unknown, metadata as text', () => {
    const res = checkFixture(REL, 'pts-options');
    if (!res.ok) throw new Error(JSON.stringify(res.error));
    expect(res.measurements).toEqual([]);
    expect(res.warnings).toEqual([]);
    const meta = res.diskMeta!;
    expect(meta.provider).toBe('local');
    expect(meta.type).toBe('virtio');
    expect(meta.sizeValue).toBeUndefined();
    expect(meta.metadata).toMatchObject({
      date: '2026-11-21T22:36:17Z',
      fioVersion: '3.33',
      'pts.threads': '2',
      'pts.oio_per_thread': '16',
      'pts.test': 'iops, throughput, latency, wsat, hir',
      'pts.skip_blocksize': '1m, 64k, 32k, 16k, 8k',
      'pts.meta_storage_config': '2 GiB ext4 loop-mounted image on virtio disk',
      'pts.fio_options.direct': 'true',
      'pts.ss_verification': '10',
      'pts.test_stopped': '2026-11-21 22:43:27',
    });
    // The hir run did not reach steady state, so the file has no ss_* results (README).
    expect(Object.keys(meta.metadata).filter((k) => /^pts\.ss_/.test(k))).toEqual([
      'pts.ss_max_rounds',
      'pts.ss_verification',
    ]);
    expect(Object.values(meta.metadata).every((v) => typeof v === 'string')).toBe(true);
    expect(summarize(res)).toMatchSnapshot();
  });

  it('keeps ss_* steady-state facts when present', () => {
    const text =
      'a:5:{s:4:"test";a:1:{i:0;s:10:"throughput";}s:15:"ss_verification";i:10;s:10:"ss_average";d:3368.4;s:8:"ss_slope";d:-63.518;s:9:"ss_rounds";s:3:"1-5";}';
    const res = importText({ path: 'unknown', text });
    expect(res?.ok && res.diskMeta?.metadata).toMatchObject({
      'pts.ss_average': '3368.4',
      'pts.ss_slope': '-63.518',
      'pts.ss_rounds': '1-5',
    });
  });
});

describe('PHP serialize reader', () => {
  it('reads every scalar type, byte-counted UTF-8 strings and nested arrays', () => {
    const text = 'a:6:{i:0;N;i:1;b:1;i:2;i:-42;i:3;d:0.5;s:1:"k";s:5:"héé";s:1:"l";a:1:{s:1:"x";s:2:"a"";}}';
    expect(phpUnserialize(text)).toEqual({
      ok: true,
      value: {
        kind: 'array',
        entries: [
          [0, null],
          [1, true],
          [2, -42],
          [3, 0.5],
          ['k', 'héé'],
          ['l', { kind: 'array', entries: [['x', 'a"']] }],
        ],
      },
    });
  });

  it('refuses hostile or garbled text with a message and an offset, never a throw', () => {
    const cases = {
      object: 'O:8:"stdClass":1:{s:1:"a";i:1;}',
      serializable: 'C:3:"Foo":2:{ab}',
      reference: 'a:2:{i:0;i:1;i:1;R:2;}',
      hugeCount: 'a:99999999:{i:0;i:1;}',
      lengthPastEnd: 's:500:"short";',
      badLength: 's:-1:"";',
      deep: 'a:1:{i:0;'.repeat(100) + 'N;' + '}'.repeat(100),
      truncated: 'a:2:{s:4:"test";s:4:"io',
      trailing: 'i:1;garbage',
      arrayKey: 'a:1:{a:0:{}i:1;}',
      empty: '',
      code: '<?php system("id"); ?>',
    };
    const results = Object.fromEntries(Object.entries(cases).map(([k, v]) => [k, phpUnserialize(v)]));
    for (const r of Object.values(results)) expect(r.ok).toBe(false);
    expect(results).toMatchSnapshot();
  });

  it('keeps __proto__ and constructor as plain data keys', () => {
    const text = 'a:2:{s:9:"__proto__";a:1:{s:8:"polluted";b:1;}s:11:"constructor";s:1:"x";}';
    const res = importText({
      path: 'x/.options',
      text: text.replace('a:2:{', 'a:3:{s:13:"meta_provider";s:1:"p";'),
    });
    expect(res?.format).toBe('pts-options');
    expect(res?.ok && res.diskMeta?.metadata['pts.__proto__.polluted']).toBe('true');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('PTS .options bad input', () => {
  it('gives named errors', () => {
    const cases = {
      garbled: 'a:43:{s:6:"target";a:1:{i:0;s:13:"/mnt/pts_ext4";}s:4:"test";a:5:{i:0;s:4:"iops";',
      list: 'a:1:{i:0;s:4:"iops";}',
      scalar: 's:3:"abc";',
      empty: '',
    };
    const results = Object.fromEntries(
      Object.entries(cases).map(([k, text]) => [
        k,
        summarize(ptsOptionsImporter.parse({ path: 'bad/.options', text })),
      ]),
    );
    expect(results).toMatchSnapshot();
  });
});
