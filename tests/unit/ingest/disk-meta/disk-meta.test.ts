// The disk metadata file (disk.json): its schema, named errors (file and field), and how its facts
// reach the disk next to real results and PTS .options facts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskMetaImporter } from '../../../../src/ingest/disk-meta';
import { ingestFiles } from '../../../../src/ingest/ingest';
import { importText } from '../../../../src/ingest/route';

const enc = new TextEncoder();
const file = (p: string, text: string) => ({ path: p, bytes: enc.encode(text) });
const GOOD = {
  format: 'diskscope-disk',
  version: 1,
  date: '2016-11',
  provider: 'Aliyun',
  type: 'ssd',
  size: { value: 250, unit: 'GB' },
  vm: { instance: 'ecs.n1.medium', vcpu: 2, memoryGiB: 4 },
  region: 'cn-hangzhou',
  os: 'CentOS 7',
  filesystem: 'none (raw device)',
  price: { amount: 1, currency: 'CNY', per: 'GB-month' },
  notes: '<b>not html</b>',
  source: { url: 'https://example.org/post', title: 'A post', table: 'Table 2', licence: 'CC BY 4.0' },
};

describe('disk.json schema', () => {
  it('reads every field into the disk facts, as text', () => {
    const res = diskMetaImporter.parse({ path: 'x/disk.json', text: JSON.stringify(GOOD) });
    if (!res.ok) throw new Error(res.error.message);
    expect(res.measurements).toEqual([]);
    expect(res.diskMeta).toEqual({
      provider: 'aliyun',
      type: 'ssd',
      sizeValue: 250,
      sizeUnit: 'GB',
      handWritten: true,
      metadata: {
        date: '2016-11',
        dateSource: 'disk.json',
        instance: 'ecs.n1.medium',
        vcpu: '2',
        memory: '4 GiB',
        region: 'cn-hangzhou',
        os: 'CentOS 7',
        filesystem: 'none (raw device)',
        price: '1 CNY per GB-month',
        notes: '<b>not html</b>',
        sourceTitle: 'A post',
        sourceTable: 'Table 2',
        source: 'https://example.org/post',
        licence: 'CC BY 4.0',
      },
    });
  });

  it('provisioned, host caching and on-demand bursting become disk facts', () => {
    const text = JSON.stringify({
      format: 'diskscope-disk',
      version: 1,
      provisioned: { iops: 600, throughput_mbps: 125 },
      host_caching: 'read',
      burst: { on_demand: true },
    });
    const res = diskMetaImporter.parse({ path: 'aws_io1_100/disk.json', text });
    expect(res.ok && res.diskMeta?.metadata).toEqual({
      provisionedIops: '600',
      provisionedThroughput: '125',
      hostCaching: 'read',
      onDemandBurst: 'true',
    });
  });

  it('a copy from a repository names it, the commit and the path; a commit must be hex', () => {
    const source = { repository: 'earlgrey0103/CloudTesting', commit: '66d0f52', path: 'test_cbs/data/' };
    const res = diskMetaImporter.parse({
      path: 'x/disk.json',
      text: JSON.stringify({ format: 'diskscope-disk', version: 1, source }),
    });
    if (!res.ok) throw new Error(res.error.message);
    expect(res.diskMeta?.metadata).toEqual({
      sourceRepository: 'earlgrey0103/CloudTesting',
      sourceCommit: '66d0f52',
      sourcePath: 'test_cbs/data/',
    });
    const bad = diskMetaImporter.parse({
      path: 'x/disk.json',
      text: JSON.stringify({ format: 'diskscope-disk', version: 1, source: { ...source, commit: 'master' } }),
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/field "source.commit"/);
  });

  it('a period gives its start as the date', () => {
    const text = JSON.stringify({
      format: 'diskscope-disk',
      version: 1,
      period: { from: '2016-10-20', to: '2016-11-09' },
    });
    const res = diskMetaImporter.parse({ path: 'disk.json', text });
    expect(res.ok && res.diskMeta?.metadata).toMatchObject({
      date: '2016-10-20',
      period: '2016-10-20 – 2016-11-09',
    });
  });

  it.each([
    [{ ...GOOD, vm: { vcpu: 2.5 } }, 'vm.vcpu'],
    [{ ...GOOD, vm: { vpcu: 2 } }, 'vm.vpcu'],
    [{ ...GOOD, date: '2016-13' }, 'date'],
    [{ ...GOOD, version: 2 }, 'version'],
    [{ ...GOOD, source: { url: 'javascript:alert(1)' } }, 'source.url'],
    [{ ...GOOD, size: { value: 250, unit: 'TB' } }, 'size.unit'],
    [{ ...GOOD, provisioned: { iops: -5 } }, 'provisioned.iops'],
    [{ ...GOOD, provisioned: { iops: 600, throughput: 125 } }, 'provisioned.throughput'],
    [{ ...GOOD, provisioned: {} }, 'provisioned'],
    [{ ...GOOD, host_caching: 'ReadOnly' }, 'host_caching'],
    [{ ...GOOD, burst: { on_demand: 'yes' } }, 'burst.on_demand'],
  ])('a bad field is named with the file: %j', (json, field) => {
    const res = diskMetaImporter.parse({ path: 'aliyun_ssd_250/disk.json', text: JSON.stringify(json) });
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.file).toBe('aliyun_ssd_250/disk.json');
    expect(res.error.code).toBe('disk-meta-field');
    expect(res.error.message).toContain(`field "${field}"`);
  });

  it('a JSON syntax error names the file and line', () => {
    const res = diskMetaImporter.parse({
      path: 'd/disk.json',
      text: '{\n  "format": "diskscope-disk",\n  "version": 1,,\n}',
    });
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error).toMatchObject({ code: 'disk-meta-syntax', file: 'd/disk.json', line: 3 });
  });

  it('is recognised by content under any name, and by name when the content is broken', () => {
    const text = JSON.stringify(GOOD);
    expect(importText({ path: 'unknown', text })?.format).toBe('disk-meta');
    expect(importText({ path: 'a/disk.json', text: 'date: 2016' })?.format).toBe('disk-meta');
  });
});

describe('disk.json beside results', () => {
  const fioJson = readFileSync(
    path.resolve(import.meta.dirname, '../../../fixtures/fio/local_ssd_1/randread-4k-qd1.json'),
    'utf8',
  );
  const fioTime = JSON.parse(fioJson) as { time: string };

  it('its date and VM win over the fio run time; the label names the VM', async () => {
    const meta = { format: 'diskscope-disk', version: 1, date: '2016-11', vm: { vcpu: 4 } };
    const ds = await ingestFiles(
      [file('aliyun_ssd_250/randread.json', fioJson), file('aliyun_ssd_250/disk.json', JSON.stringify(meta))],
      { origin: 'up' },
    );
    expect(ds.disks).toHaveLength(1);
    expect(ds.disks[0]!.metadata).toMatchObject({ date: '2016-11', dateSource: 'disk.json', vcpu: '4' });
    expect(ds.disks[0]!.label).toBe('aliyun ssd 250 · 4 vCPU');
  });

  it('without it, the fio JSON time gives the date', async () => {
    const ds = await ingestFiles([file('aliyun_ssd_250/randread.json', fioJson)], { origin: 'up' });
    const day = new Date(fioTime.time + ' UTC').toISOString().slice(0, 10);
    expect(ds.disks[0]!.metadata).toMatchObject({ dateSource: 'results' });
    expect(ds.disks[0]!.metadata.date?.slice(0, 7)).toBe(day.slice(0, 7));
  });

  it('a bad disk.json is an error in the report and the results still import', async () => {
    const ds = await ingestFiles(
      [
        file('aliyun_ssd_250/randread.json', fioJson),
        file('aliyun_ssd_250/disk.json', '{"format":"diskscope-disk","version":1,"vm":{"vcpu":"four"}}'),
      ],
      { origin: 'up' },
    );
    expect(ds.measurements).toHaveLength(1);
    const rep = ds.reports.find((r) => r.file === 'aliyun_ssd_250/disk.json');
    expect(rep?.error?.message).toMatch(/field "vm\.vcpu"/);
    expect(ds.disks[0]!.metadata.vcpu).toBeUndefined();
  });

  it('digest rows of its folder take its date', async () => {
    const csv = 'vendor,disk_type,volume,test,block_size,rw_ratio,value\naliyun,ssd,250,iops,1,6,7480\n';
    const meta = { format: 'diskscope-disk', version: 1, date: '2016-11' };
    const ds = await ingestFiles([file('blog/ssd.csv', csv), file('blog/disk.json', JSON.stringify(meta))], {
      origin: 'up',
    });
    expect(ds.disks.map((d) => [d.label, d.metadata.date])).toEqual([['aliyun ssd 250', '2016-11']]);
  });
});

describe('PTS .options meta fields map to the same facts', () => {
  const optionsPath = path.resolve(import.meta.dirname, '../../../fixtures/pts/local_ext4_2/.options');
  const text = readFileSync(optionsPath, 'utf8');
  const php = (key: string) => new RegExp(`s:\\d+:"${key}";s:\\d+:"([^"]*)";`).exec(text)?.[1];

  it('region, instance, vCPU, memory, CPU, OS, notes and date', () => {
    const res = importText({ path: '.options', text });
    if (!res?.ok) throw new Error('not imported');
    expect(res.diskMeta?.metadata).toMatchObject({
      region: php('meta_region'),
      instance: php('meta_instance_id'),
      vcpu: /(\d+) vCPU/.exec(php('meta_instance_id') ?? '')?.[1],
      memory: php('meta_memory'),
      cpu: php('meta_cpu'),
      os: php('meta_os'),
      notes: php('meta_notes_test'),
      dateSource: 'pts-options',
    });
    expect(res.diskMeta?.metadata.date?.slice(0, 10)).toBe(php('test_started')?.slice(0, 10));
  });
});
