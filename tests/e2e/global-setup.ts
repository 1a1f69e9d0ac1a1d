// Builds what the browser tests open: the published dataset (when the build-data script exists)
// and the production bundle. E2E_NO_BUILD=1 reuses an existing dist/ (quick reruns).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export default function setup(): void {
  if (process.env.E2E_NO_BUILD === '1' && existsSync(resolve(ROOT, 'dist/index.html'))) return;
  const run = (args: string[]) => execFileSync('npx', args, { cwd: ROOT, stdio: 'inherit' });
  if (existsSync(resolve(ROOT, 'scripts/build-data.ts'))) run(['tsx', 'scripts/build-data.ts']);
  run(['vite', 'build', '--logLevel', 'warn']);
}
