// Built JS size, gzipped: the chunks index.html loads at start (entry + modulepreload) versus
// everything loaded later (views, Highcharts, the worker).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSize {
  initial: { file: string; gz: number }[];
  lazy: { file: string; gz: number }[];
  initialGz: number;
  lazyGz: number;
}

export function measureBundle(dist: string): BundleSize {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const referenced = new Set(
    [
      ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\.?\/?([^"]+\.js)"/g),
    ].map((m) => m[1]),
  );
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const all = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const initial = all.filter((f) => referenced.has(f)).map((file) => ({ file, gz: gz(file) }));
  const lazy = all.filter((f) => !referenced.has(f)).map((file) => ({ file, gz: gz(file) }));
  const sum = (xs: { gz: number }[]) => xs.reduce((n, x) => n + x.gz, 0);
  return { initial, lazy, initialGz: sum(initial), lazyGz: sum(lazy) };
}
