// The landing page's examples: each is a `#src=` link the URL grammar accepts as it is, and the seed
// blog's study points at the six public digest CSVs with its 2016 date.
import { describe, expect, it } from 'vitest';
import { stateFromUrl } from '../../../src/state/url';
import { EXAMPLES, exampleHref } from '../../../src/views/app/examples';

describe('examples', () => {
  it.each(EXAMPLES.map((e) => [e.id, e] as const))('%s opens through #src= without notices', (_, e) => {
    const { state, notices } = stateFromUrl(exampleHref(e));
    expect(notices).toEqual([]);
    expect(state.src).toEqual(e.src);
    expect(state.view).toBe(e.view);
    expect(state.params).toEqual(e.params);
    for (const u of e.src) expect(u).toMatch(/^https:\/\/raw\.githubusercontent\.com\//);
    expect(e.title.en && e.title.zh && e.what.en && e.what.zh).toBeTruthy();
    expect(e.date).toMatch(/^\d{4}-\d{2}$/);
    expect(e.licence).toBeTruthy();
  });

  it('the 2016 study: the six digest files of earlgrey0103/CloudTesting, judged as of 2016-06', () => {
    const e = EXAMPLES.find((x) => x.id === 'cloudtesting-2016')!;
    const names = e.src.map(
      (u) => /\/earlgrey0103\/CloudTesting\/[0-9a-f]{40}\/test_cbs\/data\/(\w+)\.csv$/.exec(u)?.[1],
    );
    expect(names).toEqual(['hybrid', 'hybrid_hir', 'hybrid_wsat', 'ssd', 'ssd_hir', 'ssd_wsat']);
    // Pinned to the commit the fixture README names.
    expect(e.src.every((u) => u.includes('/66d0f52eae89ec069e26d681822e092d261d4f9c/'))).toBe(true);
    expect(e.licence).toBe('MIT');
    expect(stateFromUrl(exampleHref(e)).state).toMatchObject({
      view: 'expected',
      params: { date: '2016-06' },
    });
  });
});
