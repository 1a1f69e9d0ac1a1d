// The built-in catalogue compiled a file per step (the page does so at start-up) is the catalogue
// compiled at once, and every curve of data/expected is in it (ids read here from the JSON text).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DATA } from './catalogue-json';

const files = readdirSync(DATA).filter((f) => f.endsWith('.json'));
const curveIds = files.flatMap((f) =>
  (JSON.parse(readFileSync(path.join(DATA, f), 'utf8')) as { curves: { id: string }[] }).curves.map(
    (c) => c.id,
  ),
);

describe('the built-in catalogue in steps', () => {
  it('is the catalogue compiled at once, with a pause after each file', async () => {
    vi.resetModules();
    const { builtinCatalogueInSteps, buildCatalogue, BUILTIN_FILES } = await import('../../../src/expected');
    let pauses = 0;
    const stepped = await builtinCatalogueInSteps(async () => void pauses++);
    expect(stepped).toEqual(buildCatalogue(BUILTIN_FILES));
    expect(stepped.issues).toEqual([]);
    expect(stepped.curves.map((c) => c.id).sort()).toEqual([...new Set(curveIds)].sort());
    expect(pauses).toBe(files.length);
  });

  it('is compiled once: the catalogue asked for later is the same object, without pauses', async () => {
    vi.resetModules();
    const { builtinCatalogueInSteps, builtinCatalogue } = await import('../../../src/expected');
    const first = await builtinCatalogueInSteps(async () => undefined);
    let pauses = 0;
    expect(await builtinCatalogueInSteps(async () => void pauses++)).toBe(first);
    expect(builtinCatalogue()).toBe(first);
    expect(pauses).toBe(0);
  });
});
