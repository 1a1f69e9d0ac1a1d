// The benchmark's fio per-I/O logs: the real fixture tests/fixtures/fio/logs/
// randread-4k-qd1-perio_lat.1.log (56,309 lines, fio 3.33) repeated with shifted times, so the
// numbers are real fio output, only more of it. Written to the bench cache folder in 8 MB pieces
// (a 100M-line log is ~2.5 GB and never exists as one string) and reused while it has the same size.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { ROOT, OWN_FIXTURES } from '../../tests/e2e/harness';

export const LOG_SOURCE = path.join(OWN_FIXTURES, 'fio/logs/randread-4k-qd1-perio_lat.1.log');
/** Generated inputs live here (ignored by git with node_modules). BENCH_CACHE overrides it. */
export const BENCH_CACHE = process.env.BENCH_CACHE ?? path.join(ROOT, 'node_modules/.cache/diskscope-bench');

/** Writes (or reuses) `<cache>/<name>` holding `lines` lines; returns its path and size. */
export function benchLog(name: string, lines: number): { path: string; bytes: number; lines: number } {
  mkdirSync(BENCH_CACHE, { recursive: true });
  const out = path.join(BENCH_CACHE, name);
  const marker = `${out}.lines`;
  if (existsSync(out) && existsSync(marker) && Number(readFileSync(marker, 'utf8')) === lines)
    return { path: out, bytes: statSync(out).size, lines };
  const base = readFileSync(LOG_SOURCE, 'utf8').trimEnd().split('\n');
  const rest = base.map((l) => l.slice(l.indexOf(',')));
  const times = base.map((l) => Number(l.slice(0, l.indexOf(','))));
  const period = (times[times.length - 1] ?? 0) + 1;
  const fd = openSync(out, 'w');
  let piece: string[] = [];
  let size = 0;
  for (let rep = 0, n = 0; n < lines; rep++) {
    const shift = rep * period;
    for (let i = 0; i < base.length && n < lines; i++, n++) {
      const line = `${times[i]! + shift}${rest[i]}\n`;
      piece.push(line);
      size += line.length;
      if (size > 8e6) {
        writeSync(fd, piece.join(''));
        piece = [];
        size = 0;
      }
    }
  }
  writeSync(fd, piece.join(''));
  closeSync(fd);
  writeFileSync(marker, String(lines));
  return { path: out, bytes: statSync(out).size, lines };
}
