// The project rule "only src/state/url-sync.ts touches location / history", checked over the source.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../../src');
const ALLOWED = 'state/url-sync.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Code lines (comments dropped) that use the browser's location or history. */
function touches(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\/\/.*$/, ''))
    .filter((line) => /\b(window\.)?(location|history)\s*[.[]|\bhashchange\b|\bpopstate\b/.test(line));
}

describe('location and history', () => {
  it('are touched by src/state/url-sync.ts only', () => {
    const offenders = sourceFiles(SRC)
      .filter((f) => relative(SRC, f).split('\\').join('/') !== ALLOWED)
      .flatMap((f) => touches(readFileSync(f, 'utf8')).map((line) => `${relative(SRC, f)}: ${line.trim()}`));
    expect(offenders).toEqual([]);
    expect(touches(readFileSync(join(SRC, ALLOWED), 'utf8')).length).toBeGreaterThan(0);
  });
});
