import { expect, it } from 'vitest';
import { once } from '../../../src/lib/once';

it('makes the value at the first call, not before, and only once', () => {
  let made = 0;
  const get = once(() => ({ n: ++made }));
  expect(made).toBe(0);
  const first = get();
  expect(get()).toBe(first);
  expect(made).toBe(1);
});

it('keeps a value that is undefined too', () => {
  let made = 0;
  const get = once(() => {
    made++;
    return undefined;
  });
  get();
  get();
  expect(made).toBe(1);
});
