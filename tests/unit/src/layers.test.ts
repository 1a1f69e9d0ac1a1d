// The layer rule of src/README.md, checked over the source: a folder imports only folders on a lower
// line of the README's `layers` block (so no folder imports one above it and folders never import
// each other in a circle), and no module imports itself back through a chain of runtime imports.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Layer of each folder, from the ```layers block of src/README.md (line 0 is the lowest). */
function layersFromReadme(): Map<string, number> {
  const text = readFileSync(join(SRC, 'README.md'), 'utf8');
  const block = /```layers\n([\s\S]*?)```/.exec(text);
  if (!block) throw new Error('src/README.md has no ```layers block');
  const rank = new Map<string, number>();
  block[1]!
    .trim()
    .split('\n')
    .forEach((line, i) => line.split(',').forEach((name) => rank.set(name.trim(), i)));
  return rank;
}

/** The folder a source file belongs to: the first folder under src/, or `app` for src/*.tsx. */
function folderOf(file: string): string {
  const rel = relative(SRC, file).split('\\').join('/');
  return rel.includes('/') ? rel.split('/')[0]! : 'app';
}

interface Import {
  target: string;
  line: number;
  typeOnly: boolean;
}

/** Relative imports of a file (static, re-exports and dynamic import()), comments dropped. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  const out: Import[] = [];
  const re = /^\s*(import|export)(\s+type)?\b[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/gm;
  for (const m of text.matchAll(re)) {
    const spec = m[3] ?? m[4]!;
    out.push({
      target: resolve(dirname(file), spec),
      line: text.slice(0, m.index).split('\n').length,
      typeOnly: Boolean(m[2]),
    });
  }
  return out;
}

/** The module file an import resolves to (extension or index file added), if it is in src/. */
function moduleFile(target: string): string | undefined {
  for (const candidate of [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    join(target, 'index.ts'),
    join(target, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Folder-level offences: imports of a folder on the same or a higher line, or of an unlisted one. */
function layerOffences(files: string[], rank: Map<string, number>): string[] {
  const offences: string[] = [];
  for (const file of files) {
    const from = folderOf(file);
    const fromRank = rank.get(from);
    if (fromRank === undefined) {
      offences.push(`src/${from}/ is not in the layers block of src/README.md`);
      continue;
    }
    for (const imp of importsOf(file)) {
      if (!imp.target.startsWith(SRC)) continue;
      const to = folderOf(moduleFile(imp.target) ?? imp.target);
      if (to === from) continue;
      const toRank = rank.get(to);
      if (toRank === undefined || toRank >= fromRank) {
        offences.push(
          `${relative(SRC, file)}:${imp.line} imports ${to} (${from} may import only lower lines)`,
        );
      }
    }
  }
  return [...new Set(offences)];
}

/** Chains of runtime imports that lead back to where they started (type-only imports are erased). */
function cycles(files: string[]): string[] {
  const edges = new Map(
    files.map((f) => [
      f,
      importsOf(f)
        .filter((i) => !i.typeOnly)
        .map((i) => moduleFile(i.target))
        .filter((t): t is string => t !== undefined),
    ]),
  );
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    path.push(f);
    for (const t of edges.get(f) ?? []) {
      if (state.get(t) === 'open') {
        found.push(
          path
            .slice(path.indexOf(t))
            .concat(t)
            .map((x) => relative(SRC, x))
            .join(' → '),
        );
      } else if (!state.has(t)) visit(t);
    }
    path.pop();
    state.set(f, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return found;
}

describe('layers of src/README.md', () => {
  const files = sourceFiles(SRC);
  const rank = layersFromReadme();

  it('every folder imports only folders on lower lines', () => {
    expect(rank.size).toBeGreaterThan(10);
    expect(layerOffences(files, rank)).toEqual([]);
  });

  it('would catch an import of a lower folder once that folder sat above (the check itself works)', () => {
    const model = files.filter((f) => folderOf(f) === 'model');
    expect(layerOffences(model, rank)).toEqual([]);
    const offences = layerOffences(model, new Map([...rank, ['lib', rank.get('state')!]]));
    expect(offences.some((o) => o.includes('imports lib'))).toBe(true);
  });

  it('no module imports itself back through runtime imports', () => {
    expect(cycles(files)).toEqual([]);
  });
});
