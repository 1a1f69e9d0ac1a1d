// Builds real datasets from the shared fixtures through the whole ingest pipeline (unpack → route
// → import → assemble), so chart tests see exactly what the app sees.
import { readdirSync, readFileSync } from 'node:fs';
import { ingestFiles } from '../../../src/ingest/ingest';
import type { InputFile } from '../../../src/ingest/types';
import type { Dataset } from '../../../src/model/types';
import { fixturePath } from '../../helpers/fixtures';

/** Reads fixture folders (relative to tests/fixtures) as one upload; `only` filters file names. */
export function fixtureFiles(folders: string[], only?: (name: string) => boolean): InputFile[] {
  return folders.flatMap((folder) =>
    readdirSync(fixturePath(folder))
      .filter((name) => !only || only(name))
      .map((name) => ({
        path: `${folder}/${name}`,
        bytes: new Uint8Array(readFileSync(fixturePath(folder, name))),
      })),
  );
}

/** The PTS run `local_ext4_2` (results only, no report.zip: faster) and the fio runs of `local_ssd_1`. */
export async function ptsAndFioDataset(): Promise<Dataset> {
  const files = [
    ...fixtureFiles(['pts/local_ext4_2'], (n) => /^(iops|throughput|latency)\.json$/.test(n)),
    ...fixtureFiles(['fio/local_ssd_1']),
  ];
  return ingestFiles(files, { origin: 'test' });
}

export function diskIdByFolder(ds: Dataset, folder: string): string {
  const disk = ds.disks.find((d) => d.label.includes(folder) || d.id.includes(folder));
  if (!disk) throw new Error(`no disk for ${folder}: ${ds.disks.map((d) => d.id).join(', ')}`);
  return disk.id;
}
