// Where test fixtures are. This project's own runs (fio, the PTS bundle, ioping) are committed under
// tests/fixtures; files from other projects stay outside the repository, in
// ../shared/fixtures/third-party beside it. Tests that need those are declared with
// `describeWithShared`, so a clone without ../shared skips them (the run names what is missing in
// one line, see tests/global-setup.ts) instead of failing with ENOENT.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Fixtures made by this project's own runs, committed with the tests. */
export const OWN_FIXTURES = path.join(ROOT, 'tests/fixtures');
/** ../shared beside the repository: present on the developers' machines, absent in a fresh clone. */
export const SHARED = path.resolve(ROOT, '../shared');
export const THIRD_PARTY = path.join(SHARED, 'fixtures/third-party');

/**
 * The absolute path of a fixture: `third-party/…` is read from ../shared/fixtures, anything else
 * (`fio/…`, `pts/…`, `ioping/…`) from tests/fixtures.
 */
export function fixturePath(...parts: string[]): string {
  const rel = path.join(...parts);
  return rel.startsWith('third-party/') ? path.join(SHARED, 'fixtures', rel) : path.join(OWN_FIXTURES, rel);
}

/** Whether the third-party fixture folder `name` (e.g. `iozone`) is there to read. */
export function hasThirdParty(name: string): boolean {
  return existsSync(path.join(THIRD_PARTY, name));
}

/**
 * The fixtures of `rels` that can be read here: third-party ones only when ../shared has them. For
 * tests that use third-party files as extra input (property tests), not as the subject.
 */
export function presentFixtures(rels: readonly string[]): string[] {
  return rels.filter((rel) => !rel.startsWith('third-party/') || existsSync(fixturePath(rel)));
}

/**
 * A describe block that needs ../shared/fixtures/third-party/`name`: run when it is there. When it
 * is not, the block's body is never run (it reads the files while collecting its tests) and one
 * skipped test stands for it, its title saying what is missing.
 */
export function describeWithShared(name: string, title: string, fn: () => void): void {
  if (hasThirdParty(name)) describe(title, fn);
  else it.skipIf(true)(`${title}: needs ../shared/fixtures/third-party/${name}, which is missing`, () => {});
}
