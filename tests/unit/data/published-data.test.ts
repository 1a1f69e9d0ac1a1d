// data/ is what the published site opens on: real cloud results only, each folder with a disk.json
// naming where the files come from (repository, commit, path or the article) and under which
// licence, and the licence text beside copied files. The disk count is checked against an
// independent reading of the files (the CSV rows' vendor/type/volume and the disk.json providers),
// not against the importer alone.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../src/ingest/ingest';
import { readInputs } from '../../../scripts/lib/read-inputs';

const DATA = path.resolve(import.meta.dirname, '../../../data');
const folders = readdirSync(DATA).filter(
  (n) => n !== 'expected' && statSync(path.join(DATA, n)).isDirectory(),
);

/** Every disk.json under a folder. */
function metaFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => path.basename(f) === 'disk.json')
    .map((f) => path.join(dir, f));
}

describe('data/ (the published results)', () => {
  it('holds no local fixture of this project', () => {
    expect(folders.filter((f) => /^local[_-]/.test(f))).toEqual([]);
  });

  it.each(folders)(
    '%s: a disk.json with source and licence; copied files have date, commit, path and licence text',
    (f) => {
      const metas = metaFiles(path.join(DATA, f));
      expect(metas.length).toBeGreaterThan(0);
      for (const m of metas) {
        const meta = JSON.parse(readFileSync(m, 'utf8')) as {
          date?: string;
          period?: { from: string };
          source?: { licence?: string; repository?: string; commit?: string; path?: string; title?: string };
        };
        // A date where the source gives one (the UCloud article does not: unknown stays unknown).
        const date = meta.date ?? meta.period?.from;
        if (date !== undefined || meta.source?.repository) expect(date, m).toMatch(/^\d{4}-\d{2}/);
        expect(meta.source?.licence, m).toBeTruthy();
        expect(meta.source?.title, m).toBeTruthy();
        // Files copied from a repository: name it, its commit and the path, with its licence text here.
        if (meta.source?.repository) {
          expect(meta.source.commit, m).toMatch(/^[0-9a-f]{40}$/);
          expect(meta.source.path, m).toBeTruthy();
          expect(existsSync(path.join(path.dirname(m), 'LICENSE')), `${m}: LICENSE beside`).toBe(true);
        }
      }
    },
  );

  it('gives at least 8 real cloud disks from at least 3 providers, none of them local', async () => {
    // Independent count: the digest CSVs' vendor/type/volume triples and the disk.json providers.
    const triples = new Set<string>();
    const providers = new Set<string>();
    for (const f of folders) {
      const dir = path.join(DATA, f);
      for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (name.endsWith('.csv')) {
          for (const line of readFileSync(path.join(dir, name), 'utf8').split('\n').slice(1)) {
            const m = /^([a-z]+),([a-z_]+),(\d+x?),/.exec(line);
            if (m) {
              triples.add(`${m[1]} ${m[2]} ${m[3]}`);
              providers.add(m[1]!);
            }
            const p = /^([a-z]+),([a-z]+),(\d+),(true|false),/.exec(line);
            if (p) providers.add(p[1]!);
          }
        }
      }
      for (const m of metaFiles(dir)) {
        const provider = (JSON.parse(readFileSync(m, 'utf8')) as { provider?: string }).provider;
        if (provider) providers.add(provider);
      }
    }
    expect(triples.size).toBeGreaterThanOrEqual(8);
    expect(providers.size).toBeGreaterThanOrEqual(3);

    const inputs = readInputs([DATA], (rel) => rel === 'data/expected' || /README\.md$/.test(rel));
    const ds = await ingestFiles(inputs, { origin: 'published' });
    const withResults = ds.disks.filter((d) => ds.measurements.some((m) => m.diskId === d.id));
    expect(withResults.some((d) => d.provider === 'local' || d.provider === 'unknown')).toBe(false);
    // Every triple of the CSVs is a disk of the dataset (the importer's labels drop a trailing x).
    for (const t of triples) {
      const [provider, type, volume] = t.split(' ');
      const size = Number.parseInt(volume!, 10);
      const comparable = !volume!.endsWith('x');
      expect(
        ds.disks.some(
          (d) =>
            d.provider === provider &&
            d.type === type &&
            d.size?.value === size &&
            d.comparable === comparable,
        ),
        t,
      ).toBe(true);
    }
    expect(new Set(withResults.map((d) => d.provider)).size).toBeGreaterThanOrEqual(3);
    expect(ds.reports.filter((r) => r.error)).toEqual([]);
  });
});
