// The verdict rules of issue #25, one block per rule, each checked against the sources' own numbers
// (quoted beside the assertion). Measurements are built in base units with the helpers; the same
// rules on real fio output through the CLI are in tests/unit/scripts/expected-verdicts.test.ts.
import { describe, expect, it } from 'vitest';
import {
  builtinCatalogue,
  expectDisk,
  gcpVmLimit,
  judgeMeasurement,
  verdictText,
  type ExpectedFigures,
} from '../../../src/expected';
import { countedOps } from '../../../src/expected/judge';
import { KiB, MiB } from '../../../src/model/units';
import type { Measurement } from '../../../src/model/types';
import { dataset, disk, result } from './helpers';

const catalogue = builtinCatalogue();

/** A run with a start (report time) and runtime, as the fio importer gives them. */
function timed(m: Measurement, endIso: string, seconds: number): Measurement {
  const dirs = Object.fromEntries(
    Object.entries(m.directions).map(([k, v]) => [k, { ...v, runtime: seconds }]),
  ) as Measurement['directions'];
  return { ...m, id: `${m.id}@${endIso}`, time: endIso, directions: dirs };
}

function judge(d: ReturnType<typeof disk>, ms: Measurement[]) {
  const e = expectDisk(catalogue, dataset([d], ms), d);
  return { e, js: e.judgements };
}

function words(e: ReturnType<typeof expectDisk>, i = 0): string {
  const j = e.judgements[i]!;
  const curve = e.match.ok ? e.match.curve : undefined;
  return verdictText(j, {
    lang: 'en',
    bwUnit: curve?.throughput?.unit ?? 'MB/s',
    ...(e.context ? { notes: e.context } : {}),
    size: `${e.size?.value} ${curve?.def.sizeUnit}`,
    type: curve?.def.type ?? '',
  });
}

describe('1. vendor sizes are never converted', () => {
  it('aws_io1_100 is 100 GiB: io1 "≤ 50·C" gives at most 5,000 IOPS, not 4,657 (50 × 93.13)', () => {
    const d = disk('aws', 'io1', 100, { metadata: { date: '2023-01' } });
    const { e } = judge(d, [result(d.id, 16 * KiB, 0, { iops: 615 }, { write: 615 })]);
    expect(e.figures?.size).toBe(100);
    expect(e.figures?.sizeUnit).toBe('GiB');
    expect(e.figures?.iops?.read).toBe(5000);
    expect(e.figures?.problems.map((n) => n.text).join(' ')).toMatch(
      /100 GB as labelled is taken as 100 GiB/,
    );
  });

  it('gcp_pd-ssd_1000 is 1,000 GiB, not 931', () => {
    const d = disk('gcp', 'pd-ssd', 1000);
    const { e } = judge(d, []);
    expect(e.figures?.size).toBe(1000);
    // gcpdiag limits_per_gb.json: pd-ssd "Baseline IOPS per VM": 6000, "Read IOPS per GiB": 30.
    expect(e.figures?.disk.iops?.read).toBe(6000 + 30 * 1000);
  });
});

describe('2. I/O size: IOPS counted per unit, the binding cap named', () => {
  it('one I/O counts ⌈size / unit⌉ operations (EBS SSD 256 KiB, st1/sc1 1 MiB)', () => {
    expect(countedOps(16 * KiB, 256 * KiB)).toBe(1);
    expect(countedOps(256 * KiB, 256 * KiB)).toBe(1);
    expect(countedOps(512 * KiB, 256 * KiB)).toBe(2);
    expect(countedOps(2 * MiB, MiB)).toBe(2);
    expect(countedOps(2 * MiB, undefined)).toBe(1);
  });

  it('expected IOPS(bs) = min(IOPS cap ÷ ⌈bs/unit⌉, throughput cap ÷ bs)', () => {
    const same = { semantics: 'combined' as const, semanticsUnsure: false, same: true };
    const exp: ExpectedFigures = {
      curveId: 'test',
      size: 1,
      sizeUnit: 'GiB',
      iops: { read: 1000, write: 1000, ...same },
      bw: { read: 1e9, write: 1e9, ...same },
      disk: {},
      binds: {},
      inputs: {},
      ioCountUnit: 256 * KiB,
      problems: [],
    };
    const m = result('d', 512 * KiB, 100, { iops: 500 }, { read: 500 });
    const j = judgeMeasurement(m, exp)!;
    // 1,000 ÷ ⌈512/256⌉ = 500 < 1e9 ÷ 512 KiB = 1,907: IOPS-bound at 500.
    expect(j.expected).toBe(500);
    expect(j.cap).toMatchObject({ kind: 'iops', iops: 500 });
    expect(j.verdict).toBe('meets');
  });

  it('128 KiB random read on a 100 GiB gp2: "throughput-bound: 128 MiB/s = 1,024 IOPS"', () => {
    // gp2 2022-08 doc: "≤170 GiB: 128 MiB/s"; burst 3,000 IOPS; 128 MiB/s ÷ 128 KiB = 1,024.
    const d = disk('aws', 'gp2', 100, { metadata: { date: '2023-01' } });
    const m = timed(
      result(d.id, 128 * KiB, 100, { iops: 1024, bw: 1024 * 128 * KiB }, { read: 1024 }),
      '2023-01-01T00:01:00Z',
      60,
    );
    const { e, js } = judge(d, [m]);
    expect(js[0]).toMatchObject({ basis: 'throughput', verdict: 'meets' });
    expect(js[0]?.cap).toMatchObject({ kind: 'throughput', iops: 1024, bw: 128 * MiB });
    expect(words(e)).toContain('throughput-bound: 128 MiB/s = 1,024 IOPS');
    expect(words(e)).not.toMatch(/below/);
  });
});

describe('3. provisioned performance', () => {
  it('io1 provisioned 600: a 615-IOPS run meets (AWS: within 10 % of the provision 99.9 % of the time)', () => {
    const d = disk('aws', 'io1', 100, { metadata: { date: '2023-01', provisionedIops: '600' } });
    const { e, js } = judge(d, [result(d.id, 16 * KiB, 0, { iops: 615 }, { write: 615 })]);
    expect(js[0]).toMatchObject({ expected: 600, verdict: 'meets', against: 'provisioned' });
    expect(words(e)).toContain('against the provisioned 600 IOPS');
  });

  it('without a provision io1 is neutral: "provisioned IOPS unknown; at most 5,000 for 100 GiB io1"', () => {
    const d = disk('aws', 'io1', 100, { metadata: { date: '2023-01' } });
    const { e, js } = judge(d, [
      result(d.id, 16 * KiB, 0, { iops: 615 }, { write: 615 }),
      result(d.id, 16 * KiB, 100, { iops: 4000 }, { read: 4000 }),
    ]);
    expect(js.map((j) => j.verdict)).toEqual(['provisioned-unknown', 'provisioned-unknown']);
    expect(words(e)).toContain('provisioned IOPS unknown; at most 5,000 for 100 GiB io1');
  });

  it('gp3 without a provision: judged against its defaults, "above the defaults" up to the type maximum', () => {
    // gp3 2020-12 doc: baseline 3,000 IOPS and 125 MiB/s; up to 16,000 and ≤ 500 IOPS per GiB.
    const d = disk('aws', 'gp3', 100, { metadata: { date: '2023-01' } });
    const { e, js } = judge(d, [
      result(d.id, 16 * KiB, 100, { iops: 3000 }, { read: 3000 }),
      result(d.id, 4 * KiB, 0, { iops: 9000 }, { write: 9000 }),
      result(d.id, 4 * KiB, 100, { iops: 40000 }, { read: 40000 }),
    ]);
    expect(js.map((j) => j.verdict)).toEqual(['meets', 'above-defaults', 'implausible']);
    expect(words(e)).toContain('assuming gp3 defaults (3,000 IOPS)');
    // 16,000 (cap) × 1.5 = 24,000 < 40,000.
    expect(js[2]?.plausibleLimit).toBe(16000);
  });

  it('a provision outside the type ratios is named with its field and limit', () => {
    const io1 = disk('aws', 'io1', 100, { metadata: { date: '2023-01', provisionedIops: '6000' } });
    expect(
      judge(io1, [])
        .e.figures?.problems.map((n) => n.text)
        .join(' '),
    ).toContain(
      'provisioned.iops 6,000 is above the most io1 allows at this size: 5,000 IOPS (min(64000, 50*GiB))',
    );
    const io2 = disk('aws', 'io2', 100, { metadata: { date: '2023-01', provisionedIops: '60000' } });
    // io2: "≤ 500·C (64,000 at 128 GiB)" → 50,000 at 100 GiB.
    expect(
      judge(io2, [])
        .e.figures?.problems.map((n) => n.text)
        .join(' '),
    ).toContain('50,000 IOPS (min(64000, 500*GiB))');
    const gp3 = disk('aws', 'gp3', 100, {
      metadata: { date: '2023-01', provisionedIops: '3000', provisionedThroughput: '1000' },
    });
    // gp3: "≤ 0.25 MiB/s per provisioned IOPS" → 750 MiB/s with 3,000 IOPS.
    expect(
      judge(gp3, [])
        .e.figures?.problems.map((n) => n.text)
        .join(' '),
    ).toContain(
      'provisioned.throughput_mbps 1,000 is above the most gp3 allows at this size: 750 MiB/s (max(125, min(1000, 0.25*provIops)))',
    );
  });
});

describe('4. implausible results', () => {
  it('23,589 IOPS on a 600-IOPS io1 is implausible, with the evidence in order', () => {
    const d = disk('aws', 'io1', 100, {
      metadata: { date: '2023-01', provisionedIops: '600', hostCaching: 'read', memory: '16 GiB' },
    });
    const m = result(d.id, 16 * KiB, 100, { iops: 23589 }, { read: 23589 });
    const withOpts = {
      ...m,
      workload: { ...m.workload, direct: false, options: { size: '1G' } },
    } as Measurement;
    const { e, js } = judge(d, [withOpts]);
    expect(js[0]).toMatchObject({ verdict: 'implausible', plausibleLimit: 600 });
    expect(js[0]?.reasons?.map((r) => r.kind)).toEqual([
      'buffered',
      'fits-in-ram',
      'never-written',
      'host-cache',
    ]);
    const text = words(e);
    expect(text).toContain('implausible for this disk');
    expect(text).toContain('23,589 IOPS is above 1.5 × 600 IOPS');
    expect(text.indexOf('direct=0')).toBeLessThan(text.indexOf('fits in the 16 GiB'));
  });

  it('between the disk limit and 1.5 × the highest limit: "above the disk\'s limit — burst or host cache"', () => {
    const d = disk('aws', 'io1', 100, { metadata: { date: '2023-01', provisionedIops: '600' } });
    const { js } = judge(d, [result(d.id, 16 * KiB, 0, { iops: 800 }, { write: 800 })]);
    expect(js[0]?.verdict).toBe('above-disk-limit');
  });

  it("the highest applicable limit includes the instance's burst maximum (m5.large 18,750 IOPS)", () => {
    const d = disk('aws', 'io1', 1000, {
      metadata: { date: '2023-01', provisionedIops: '20000', instance: 'm5.large' },
    });
    const { js } = judge(d, [result(d.id, 16 * KiB, 100, { iops: 24000 }, { read: 24000 })]);
    // Baseline 3,600 binds; burst to 18,750 "for 30 minutes at least once every 24 hours".
    expect(js[0]?.plausibleLimit).toBe(20000);
    expect(js[0]?.verdict).toBe('above-disk-limit');
  });
});

describe("4b. host caching raises the highest applicable limit to the VM's cached limit", () => {
  it('P30 on Standard_D64s_v3: uncached 80,000 (burst 80,000), cached 128,000 IOPS (dv3-dsv3-series.md)', () => {
    const read = (meta: Record<string, string>) => {
      const d = disk('azure', 'p30', 1024, {
        size: { value: 1024, unit: 'GiB' },
        metadata: { instance: 'Standard_D64s_v3', ...meta },
      });
      return judge(d, [result(d.id, 4 * KiB, 100, { iops: 150000 }, { read: 150000 })]).js[0]!;
    };
    // 150,000 > 1.5 × 80,000 = 120,000 without caching; < 1.5 × 128,000 = 192,000 with it.
    const uncached = read({});
    expect(uncached.verdict).toBe('implausible');
    expect(uncached.plausibleLimit).toBe(80000);
    const cached = read({ hostCaching: 'read' });
    expect(cached.plausibleLimit).toBe(128000);
    expect(cached.verdict).toBe('above-disk-limit');
  });
});

describe('5. bursts as ranges placed by the session', () => {
  it('a 60-minute run on a 100 GiB gp2 from a full bucket expects 1,800 (300 + 5,400,000 ÷ 3,600)', () => {
    const d = disk('aws', 'gp2', 100, { metadata: { date: '2023-01' } });
    const m = timed(
      result(d.id, 16 * KiB, 100, { iops: 1800 }, { read: 1800 }),
      '2023-01-01T01:00:00Z',
      3600,
    );
    const { e, js } = judge(d, [m]);
    expect(js[0]?.expected).toBeCloseTo(1800, 9);
    expect(js[0]?.range).toMatchObject({ low: 300, ceiling: 3000 });
    expect(js[0]?.verdict).toBe('meets');
    expect(words(e)).toContain('burst range 300–3,000 IOPS; a 60 min run from 5,400,000 credits');
  });

  it('without a timeline: "burst state unknown; expected 300–3,000", never above or below inside', () => {
    const d = disk('aws', 'gp2', 100, { metadata: { date: '2023-01' } });
    const ms = [
      result(d.id, 16 * KiB, 100, { iops: 900 }, { read: 900 }),
      result(d.id, 16 * KiB, 0, { iops: 2900 }, { write: 2900 }),
    ];
    const { e, js } = judge(d, ms);
    expect(js.map((j) => j.verdict)).toEqual(['in-range', 'meets']);
    expect(words(e)).toContain('burst state unknown; expected 300–3,000 IOPS');
  });

  it('earlier runs of the session drain the bucket: a second 30-minute run expects less', () => {
    const d = disk('aws', 'gp2', 100, { metadata: { date: '2023-01' } });
    // First run 30 min at 3,000: spends (3,000 − 300) × 1,800 = 4,860,000 of 5,400,000.
    const a = timed(
      result(d.id, 16 * KiB, 100, { iops: 3000 }, { read: 3000 }),
      '2023-01-01T00:30:00Z',
      1800,
    );
    const b = timed(result(d.id, 16 * KiB, 0, { iops: 600 }, { write: 600 }), '2023-01-01T01:00:00Z', 1800);
    const { js } = judge(d, [a, b]);
    expect(js[0]?.range?.placement.atStart).toBe(5_400_000);
    expect(js[1]?.range?.placement.atStart).toBeCloseTo(540_000, 6);
    // 300 + 540,000 ÷ 1,800 = 600.
    expect(js[1]?.expected).toBeCloseTo(600, 6);
    expect(js[1]?.verdict).toBe('meets');
  });

  it('no burst from 1,000 GiB: baseline 3 × 1,000 = 3,000', () => {
    const d = disk('aws', 'gp2', 1000, { metadata: { date: '2023-01' } });
    const { js } = judge(d, [result(d.id, 16 * KiB, 100, { iops: 3000 }, { read: 3000 })]);
    expect(js[0]?.range).toBeUndefined();
    expect(js[0]?.expected).toBe(3000);
  });

  it('gp2 eras: 10,000 IOPS before 2018-12, 16,000 after', () => {
    const old = disk('aws', 'gp2', 10000, { metadata: { date: '2018-06' } });
    const now = disk('aws', 'gp2', 10000, { metadata: { date: '2019-06' } });
    expect(judge(old, []).e.figures?.iops?.read).toBe(10000);
    expect(judge(now, []).e.figures?.iops?.read).toBe(16000);
  });

  it('Azure P20 credit bursting: 30 minutes at 3,500 IOPS from a full bucket; 60 minutes expects 2,900', () => {
    // P20: 2,300 IOPS base, burst 3,500 for 30 min → bucket (3,500 − 2,300) × 1,800 = 2,160,000.
    const d = disk('azure', 'p20', 512, { size: { value: 512, unit: 'GiB' } });
    const m = timed(
      result(d.id, 16 * KiB, 100, { iops: 2900 }, { read: 2900 }),
      '2024-01-01T01:00:00Z',
      3600,
    );
    const { js } = judge(d, [m]);
    expect(js[0]?.expected).toBeCloseTo(2300 + 2_160_000 / 3600, 6);
    expect(js[0]?.verdict).toBe('meets');
  });

  it('st1 2 TiB: throughput bucket of 1 TiB per TiB; a 60-minute run from full still averages the 500 MiB/s burst', () => {
    // st1: 40 MiB/s per TiB base, 250 per TiB burst capped at 500; bucket 2,097,152 MiB.
    const d = disk('aws', 'st1', 2048, { metadata: { date: '2023-01' } });
    const m = timed(
      result(d.id, MiB, 0, { iops: 500, bw: 500 * MiB }, { write: 500 }),
      '2023-01-01T01:00:00Z',
      3600,
    );
    const { js } = judge(d, [m]);
    // At 1 MiB the 500 IOPS cap and the 500 MiB/s burst coincide.
    expect(js[0]?.verdict).toBe('meets');
    expect(js[0]?.cap?.bw).toBeCloseTo(500 * MiB, 3);
    const low = js[0]!.basis === 'iops' ? js[0]!.range!.low * MiB : js[0]!.range!.low;
    expect(low).toBeCloseTo(80 * MiB, 3);
  });
});

describe('6. GCP Persistent Disk per-VM limits (gcpdiag tables)', () => {
  it('pd-ssd 1,000 GiB on n2-standard-8: 15,000 IOPS (N2 "8-15" row) and 720 MiB/s (240 + 0.48 × 1,000 < 800)', () => {
    const d = disk('gcp', 'pd-ssd', 1000, { metadata: { instance: 'n2-standard-8' } });
    const { e } = judge(d, []);
    expect(e.figures?.iops?.read).toBe(15000);
    expect(e.figures?.bw?.read).toBe(720 * MiB);
    expect(e.context?.gcp).toMatchObject({
      family: 'N2 VMs',
      row: '8-15',
      diskType: 'pd-ssd',
      baseline: true,
    });
  });

  it('the same disk dated 2021-06 (before the baseline era): 15,000 IOPS (row), 480 MiB/s (0.48 × 1,000)', () => {
    const d = disk('gcp', 'pd-ssd', 1000, { metadata: { instance: 'n2-standard-8', date: '2021-06-01' } });
    const { e } = judge(d, []);
    expect(e.match.ok && e.match.curve.id).toBe('gcp/pd-ssd@before-baseline');
    expect(e.figures?.iops?.read).toBe(15000);
    expect(e.figures?.bw?.read).toBeCloseTo(480 * MiB, 0);
    expect(e.context?.gcp).toMatchObject({ row: '8-15', baseline: false });
  });

  it('c2-standard-16: pure reads 8,000 and pure writes 4,000 IOPS; a 50/50 mix shares the cap', () => {
    const row = gcpVmLimit('c2-standard-16', 'pd-ssd')!;
    expect(row.vm).toMatchObject({ readIops: 8000, writeIops: 4000 });
    const d = disk('gcp', 'pd-ssd', 1000, { metadata: { instance: 'c2-standard-16' } });
    const { js } = judge(d, [
      result(d.id, 4 * KiB, 100, { iops: 8000 }, { read: 8000 }),
      result(d.id, 4 * KiB, 0, { iops: 4000 }, { write: 4000 }),
      result(d.id, 4 * KiB, 50, { iops: 5333 }, { read: 2667, write: 2666 }),
    ]);
    expect(js.map((j) => j.expected)).toEqual([8000, 4000, expect.closeTo(1 / (0.5 / 8000 + 0.5 / 4000), 0)]);
    expect(js.map((j) => j.verdict)).toEqual(['meets', 'meets', 'meets']);
  });

  it('machine types named in a family table: a2-highgpu-1g 15,000 IOPS / 800 MiB/s; a3-highgpu-8g 1,200 MB/s', () => {
    expect(gcpVmLimit('a2-highgpu-1g', 'pd-ssd')).toMatchObject({
      family: 'A2 Standard VMs',
      vm: { readIops: 15000, writeIops: 15000, readBw: 800 * MiB, writeBw: 800 * MiB },
    });
    // a-family.json writes the A3 rows in "(MB/s)": taken as written, 10^6 B/s.
    expect(gcpVmLimit('a3-highgpu-8g', 'pd-ssd')?.vm).toMatchObject({ readIops: 80000, readBw: 1200e6 });
    expect(gcpVmLimit('t2d-standard-4', 'pd-ssd')).toMatchObject({ family: 'T2D VMs', row: '2-7' });
    expect(gcpVmLimit('x9-standard-4', 'pd-ssd')).toBeUndefined();
  });

  it('pd-standard reads and writes have their own caps (N2 "8-15": 5,000 read, 15,000 write IOPS)', () => {
    const d = disk('gcp', 'pd-standard', 10000, { metadata: { instance: 'n2-standard-8' } });
    const { e } = judge(d, []);
    // 0.75 and 1.5 IOPS per GiB: 7,500 read and 15,000 write at 10,000 GiB.
    expect(e.figures?.iops).toMatchObject({ read: 5000, write: 15000 });
  });

  it('pd-standard shares throughput too: a 50/50 1 MiB mix on n2-standard-8 gets 1 ÷ (0.5/800 + 0.5/400) MiB/s', () => {
    // N2 "8-15" pd-standard: 800 MiB/s read, 400 MiB/s write; 0.12 MiB/s per GiB × 10,000 = 1,200.
    const d = disk('gcp', 'pd-standard', 10000, { metadata: { instance: 'n2-standard-8' } });
    const bw = 1 / (0.5 / 800 + 0.5 / 400);
    const { js } = judge(d, [
      result(d.id, MiB, 50, { iops: bw, bw: bw * MiB }, { read: bw / 2, write: bw / 2 }),
    ]);
    expect(js[0]?.basis).toBe('throughput');
    expect(js[0]?.expected).toBeCloseTo(bw * MiB, 3);
    expect(js[0]?.verdict).toBe('meets');
  });

  it('Hyperdisk: "no per-VM table in source"; Throughput max 600 → 2,400 MiB/s on 2025-08-05', () => {
    const before = disk('gcp', 'hyperdisk-throughput', 4096, { metadata: { date: '2025-07' } });
    const after = disk('gcp', 'hyperdisk-throughput', 4096, { metadata: { date: '2025-09' } });
    const a = judge(before, []).e;
    const b = judge(after, []).e;
    expect(a.match.ok && a.match.curve.id).toBe('gcp/hyperdisk-throughput@2023');
    expect(b.match.ok && b.match.curve.id).toBe('gcp/hyperdisk-throughput@2025-08-05');
    expect(a.context?.noLimit).toBe('no-vm-table');
  });
});

describe('7. no per-instance table published', () => {
  it('Tencent and Huawei say so in one line', () => {
    for (const [p, t] of [
      ['qcloud', 'ssd'],
      ['huawei', 'ssd'],
    ] as const) {
      const d = disk(p, t, 500);
      const { e } = judge(d, [result(d.id, 4 * KiB, 100, { iops: 10000 }, { read: 10000 })]);
      expect(words(e)).toContain("no per-instance limit published; only the disk's own limit applies");
    }
  });
});
