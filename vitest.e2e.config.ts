import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium (Debian's /usr/bin/chromium through playwright-core) against the
// `vite build` output, served by a small sirv server. Global setup builds the site first.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 120000,
    hookTimeout: 240000,
    fileParallelism: false,
  },
});
