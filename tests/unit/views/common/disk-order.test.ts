// Which disks the one-disk views list: a folder holding only its disk.json (nothing readable) is in
// no list, as in the Overview; disks with results are listed, ticked ones first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../../src/ingest/ingest';
import { preferredDisks } from '../../../../src/views/common/disk-order';
import { fixturePath } from '../../../helpers/fixtures';

describe('preferredDisks', () => {
  it('leaves out a disk with nothing readable and keeps a disk with a real fio run', async () => {
    const run = new Uint8Array(readFileSync(fixturePath('fio/local_ssd_1/randread-4k-qd1.json')));
    const meta = new TextEncoder().encode(JSON.stringify({ format: 'diskscope-disk', version: 1 }));
    const ds = await ingestFiles(
      [
        { path: 'aliyun_ssd_250/randread-4k-qd1.json', bytes: run },
        { path: 'aliyun_ssd_500/disk.json', bytes: meta },
      ],
      { origin: 'test' },
    );
    expect(ds.disks.map((d) => d.label).sort()).toEqual(['aliyun ssd 250', 'aliyun ssd 500']);
    const listed = preferredDisks(ds, ds.disks, []).map((d) => d.label);
    expect(listed).toEqual(['aliyun ssd 250']);
    // A ticked disk with nothing readable is not listed either.
    const empty = ds.disks.find((d) => d.label === 'aliyun ssd 500')!;
    expect(preferredDisks(ds, ds.disks, [empty.id]).map((d) => d.label)).toEqual(['aliyun ssd 250']);
  });
});
