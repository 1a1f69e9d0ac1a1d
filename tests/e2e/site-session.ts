// One served site (dist/) and one Chromium for a test file: started before its tests, closed after
// them. Read `session.server` and `session.browser` inside the tests.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, serveStatic, type StaticServer } from './harness';

export interface SiteSession {
  server: StaticServer;
  browser: Browser;
}

export function siteSession(): SiteSession {
  const session = {} as SiteSession;
  beforeAll(async () => {
    session.server = await serveStatic();
    session.browser = await launchChromium();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.close();
  });
  return session;
}
