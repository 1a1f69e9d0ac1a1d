// Builds what the browser tests open: the published dataset (when the build-data script exists)
// and the production bundle. E2E_NO_BUILD=1 reuses an existing dist/ (quick reruns).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export default function setup(): void {
  if (process.env.E2E_NO_BUILD === '1' && existsSync(resolve(ROOT, 'dist/index.html'))) return;
  // Vitest sets NODE_ENV=test, and Vite keeps a NODE_ENV it finds: the bundle would then be React's
  // development build (60 KiB more initial JS, slower). The tests open what the site publishes.
  const env = { ...process.env, NODE_ENV: 'production' };
  const run = (args: string[]) => execFileSync('npx', args, { cwd: ROOT, stdio: 'inherit', env });
  if (existsSync(resolve(ROOT, 'scripts/build-data.ts'))) run(['tsx', 'scripts/build-data.ts']);
  run(['vite', 'build', '--logLevel', 'warn']);
}
