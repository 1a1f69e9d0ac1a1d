// AWS EBS eras checked against the awsdocs/amazon-ec2-user-guide versions that print them (quoted
// here, repository, path and commit named), read from data/expected/aws.json with JSON.parse,
// independently of the catalogue loader. The current limits (ebs-volume-types.md @ 0147f87) are in
// catalogue-sources.test.ts.
import { describe, expect, it } from 'vitest';
import { curve, input } from './catalogue-json';

const REPO = 'https://github.com/awsdocs/amazon-ec2-user-guide/blob';
const AT_2018_02 = `${REPO}/d1a4d6230b6621fa392847d5211d34bfb1228c51/doc_source/EBSVolumeTypes.md`;
const AFTER_2018_11 = `${REPO}/00f196538ffa2ac7954fd8b02a4ab143a4e06c4f/doc_source/EBSVolumeTypes.md`;
const AT_2020_08 = `${REPO}/8f045192baffa8e7d6106622dc07ba6144ec1037/doc_source/ebs-volume-types.md`;
const AT_2020_12 = `${REPO}/4f7500de068025e21fdf16a728832f37dd12eacc/doc_source/ebs-volume-types.md`;
const urls = (id: string) => curve('aws.json', id).sources?.map((s) => s.url) ?? [];

describe('2018-02 era (EBSVolumeTypes.md @ d1a4d62, 2018-02-02)', () => {
  // "Volume Size | 1 GiB - 16 TiB | 4 GiB - 16 TiB | 500 GiB - 16 TiB | 500 GiB - 16 TiB";
  // "Max. IOPS**/Volume | 10,000 | 32,000 | 500 | 250"; "Max. Throughput/Volume | 160 MiB/s | 500
  // MiB/s*** | 500 MiB/s | 250 MiB/s" (gp2 | io1 | st1 | sc1).
  it('gp2: "a minimum of 100 IOPS (at 33.33 GiB and below) and a maximum of 10,000 IOPS (at 3,334 GiB and above)"', () => {
    const c = curve('aws.json', 'aws/gp2@2018-02');
    expect(c.validTo).toBe('2018-12');
    expect(c.sizeRange).toEqual({ min: 1, max: 16 * 1024 });
    expect(c.iops?.expr).toBe('max(100, min(3*GiB, 10000))');
    // "The throughput limit for gp2 volumes is 128 MiB/s for volumes less than or equal to 170 GiB
    // and 160 MiB/s for volumes over 170 GiB."
    expect(c.throughput?.expr).toBe('stepUp(GiB, 170, 128, 16384, 160)');
    // "an initial I/O credit balance of 5.4 million I/O credits, which is enough to sustain the
    // maximum burst performance of 3,000 IOPS for 30 minutes"
    expect(c.credits?.[0]?.capacity).toBe('5400000');
    expect(c.burst?.iops).toBe('max(3000, max(100, min(3*GiB, 10000)))');
    expect(urls('aws/gp2@2018-02')).toContain(AT_2018_02);
  });
  it('io1: "4 GiB to 16 TiB … 100 up to 32,000 IOPS per volume", 50:1, "256 KiB/s for each IOPS provisioned, up to a maximum of 500 MiB/s"', () => {
    const c = curve('aws.json', 'aws/io1@2018-02');
    expect([c.validFrom, c.validTo]).toEqual(['2018-02', '2018-12']);
    expect(c.sizeRange).toEqual({ min: 4, max: 16 * 1024 });
    expect(input(c, 'provIops')).toMatchObject({ min: '100', max: 'min(32000, 50*GiB)' });
    expect(c.throughput?.expr).toBe('min(500, 0.25*provIops)');
    // "Any volume 640 GiB in size or greater allows provisioning up to the 32,000 IOPS maximum"
    expect(Math.min(32000, 50 * 640)).toBe(32000);
    expect(urls('aws/io1@2018-02')).toContain(AT_2018_02);
  });
  // st1: "the bucket fills with credits at 40 MiB/s, and it can hold up to 1 TiB-worth of credits",
  // "throughput capped at a maximum of 500 MiB/s", "Burst throughput varies from 125 MiB/s to a cap
  // of 500 MiB/s, which is reached at 2 TiB" (250 MiB/s per TiB); sc1: "baseline rate of 12 MiB/s
  // per TiB", "a maximum of 192 MiB/s, which is reached at 16 TiB", "Burst … 80 MiB/s … a cap of
  // 250 MiB/s, which is reached at 3.125 TiB".
  it('st1 and sc1: 500 GiB–16 TiB; 500 / 250 IOPS; base 40 / 12 and burst 250 / 80 MiB/s per TiB', () => {
    const st1 = curve('aws.json', 'aws/st1@2018');
    const sc1 = curve('aws.json', 'aws/sc1@2018');
    for (const c of [st1, sc1]) {
      expect(c.validTo).toBe('2020-12');
      expect(c.sizeRange).toEqual({ min: 500, max: 16 * 1024 });
      expect(c.credits?.[0]).toMatchObject({ metric: 'throughput', capacity: '1048576*TiB' });
    }
    expect([st1.iops?.expr, sc1.iops?.expr]).toEqual(['500', '250']);
    expect(st1.throughput?.expr).toBe('min(500, 40*TiB)');
    expect(st1.burst?.throughput).toBe('min(500, 250*TiB)');
    expect(sc1.throughput?.expr).toBe('min(192, 12*TiB)');
    expect(sc1.burst?.throughput).toBe('min(250, 80*TiB)');
    expect([12 * 16, 80 * 3.125, 40 * 12.5, 250 * 2]).toEqual([192, 250, 500, 500]);
    for (const id of ['aws/st1@2018', 'aws/sc1@2018']) expect(urls(id)).toContain(AT_2018_02);
  });
  it('Magnetic: "Volume Size | 1 GiB-1 TiB", "40–200" IOPS, "40–90 MiB/s", "approximately 100 IOPS on average"', () => {
    const c = curve('aws.json', 'aws/standard');
    expect(c.sizeRange).toEqual({ min: 1, max: 1024 });
    expect([c.iops?.expr, c.throughput?.expr]).toEqual(['100', '90']);
    expect(urls('aws/standard')).toContain(AT_2018_02);
  });
});

describe('2018-12 era (EBSVolumeTypes.md @ 00f1965, a later version of the same page)', () => {
  // "a maximum of 16,000 IOPS (at 5,334 GiB and above)"; "General Purpose SSD (gp2) volumes have a
  // throughput limit between 128 MiB/s and 250 MiB/s depending on volume size. Volumes greater than
  // 170 GiB up to 334 GiB deliver a maximum throughput of 250 MiB/s if burst credits are available.
  // Volumes above 334 GiB deliver 250 MiB/s irrespective of burst credits. A volume created prior to
  // 11/26/2018 may not see full performance unless a ModifyVolume action is performed on it."
  it('gp2: 16,000 IOPS at 5,334 GiB; 128 MiB/s to 170 GiB, 250 above (no 160 MiB/s tier)', () => {
    const c = curve('aws.json', 'aws/gp2@2018-12');
    expect([c.validFrom, c.validTo]).toEqual(['2018-12', '2022-08']);
    expect(c.iops?.expr).toBe('max(100, min(3*GiB, 16000))');
    expect(Math.ceil(16000 / 3)).toBe(5334);
    expect(c.throughput?.expr).toBe('stepUp(GiB, 170, 128, 16384, 250)');
    expect(c.throughput?.expr).not.toContain('160');
    expect(urls('aws/gp2@2018-12')).toContain(AFTER_2018_11);
    expect((c.burst as { note?: string } | undefined)?.note).toContain('11/26/2018');
  });
  // "You can provision from 100 IOPS up to 64,000 IOPS per volume on Nitro system instance families
  // and up to 32,000 on other instance families. The maximum ratio … is 50:1"; "256 KiB/s for each
  // IOPS provisioned, up to a maximum of 1,000 MiB/s (at 64,000 IOPS). Up to 32,000 IOPS, I/O size
  // can be as high as 256 KiB, while above that a 16 KiB size is used."
  it('io1: 100–64,000 IOPS, ≤ 50 per GiB; 500 MiB/s to 32,000 IOPS, 16 KiB per IOPS above (1,000 at 64,000)', () => {
    const c = curve('aws.json', 'aws/io1@2018-12');
    expect(input(c, 'provIops')).toMatchObject({ min: '100', max: 'min(64000, 50*GiB)' });
    const tp = (iops: number) => Math.max(Math.min(500, 0.25 * iops), Math.min(1000, iops / 64));
    expect(c.throughput?.expr).toBe('max(min(500, 0.25*provIops), min(1000, provIops/64))');
    expect([2000, 32000, 64000].map(tp)).toEqual([500, 500, 1000]);
    expect(urls('aws/io1@2018-12')).toContain(AFTER_2018_11);
  });
});

describe('io2 from 2020-08 (ebs-volume-types.md @ 8f04519, 2020-08-26)', () => {
  // "`io1` and `io2` volumes can range in size from 4 GiB to 16 TiB. You can provision from 100 IOPS
  // up to 64,000 IOPS per volume on Instances built on the Nitro System"; "50:1 for `io1` volumes,
  // and 500:1 for `io2` volumes"; "`io1` and `io2` volumes provisioned with up to 32,000 IOPS
  // support a maximum I/O size of 256 KiB and yield as much as 500 MiB/s of throughput … more than
  // 32,000 IOPS (up to the cap of 64,000 IOPS) supports a maximum I/O size of 16 KiB and yields as
  // much as 1,000 MiB/s".
  it('4 GiB–16 TiB, 100–64,000 IOPS and ≤ 500 per GiB; the io1 throughput rule, not a flat 1,000 MiB/s', () => {
    const c = curve('aws.json', 'aws/io2');
    expect(c.validFrom).toBe('2020-08');
    expect(c.sizeRange).toEqual({ min: 4, max: 16 * 1024 });
    expect(input(c, 'provIops')).toMatchObject({ min: '100', max: 'min(64000, 500*GiB)' });
    expect(c.throughput?.expr).toBe(curve('aws.json', 'aws/io1@2018-12').throughput?.expr);
    expect(c.unverified ?? []).toEqual([]);
    expect(urls('aws/io2')).toContain(AT_2020_08);
  });
});

describe('2020-12 era (ebs-volume-types.md @ 4f7500d, 2020-12-03)', () => {
  // gp3: "a consistent baseline rate of 3,000 IOPS and 125 MiB/s … additional IOPS (up to 16,000)
  // and throughput (up to 1,000 MiB/s)", "500 IOPS per GiB", ".25 MiB/s per IOPS"; HDD table
  // "Volume size | 125 GiB - 16 TiB | 125 GiB - 16 TiB".
  it('gp3 starts here with 3,000–16,000 IOPS and 125–1,000 MiB/s; st1 and sc1 from 125 GiB', () => {
    const gp3 = curve('aws.json', 'aws/gp3@2020-12');
    expect(gp3.validFrom).toBe('2020-12');
    expect(input(gp3, 'provIops')).toMatchObject({ min: '3000', max: 'max(3000, min(16000, 500*GiB))' });
    expect(input(gp3, 'provMiBps')).toMatchObject({ min: '125', max: 'max(125, min(1000, 0.25*provIops))' });
    for (const id of ['aws/st1@2020-12', 'aws/sc1@2020-12']) {
      expect(curve('aws.json', id).sizeRange).toEqual({ min: 125, max: 16 * 1024 });
      expect(urls(id)).toContain(AT_2020_12);
    }
    expect(urls('aws/gp3@2020-12')).toContain(AT_2020_12);
  });
});

describe('io1 before 2018-02: no stored source', () => {
  it('stays unverified, with what was searched', () => {
    const c = curve('aws.json', 'aws/io1@2017');
    expect(c.status).toBe('unverified');
    expect(c.unverified?.join(' ')).toMatch(/oldest stored EBSVolumeTypes\.md \(d1a4d62, 2018-02-02\)/);
  });
});
