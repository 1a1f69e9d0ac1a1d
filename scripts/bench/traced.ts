// Runs a step of a page under a DevTools trace of the given categories, and with `profile` under a
// CPU profile of the page too (sampled every 200 µs): the trace tools of tasks12 and study13.
import type { CDPSession, Page } from 'playwright-core';
import type { Profile } from './cpu-profile-self';
import type { TraceEvent } from './trace-event';

export async function traced<E extends TraceEvent = TraceEvent>(
  page: Page,
  cdp: CDPSession,
  categories: string[],
  profile: boolean,
  act: () => Promise<void>,
): Promise<{ events: E[]; profile?: Profile }> {
  const pageCdp = profile ? await page.context().newCDPSession(page) : undefined;
  if (pageCdp) {
    await pageCdp.send('Profiler.enable');
    await pageCdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await pageCdp.send('Profiler.start');
  }
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  const events: E[] = [];
  const take = ({ value }: { value: unknown }) => void events.push(...(value as E[]));
  cdp.on('Tracing.dataCollected', take);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: categories } as never,
  });
  await act();
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', take);
  const taken = pageCdp ? ((await pageCdp.send('Profiler.stop')).profile as unknown as Profile) : undefined;
  return { events, profile: taken };
}
