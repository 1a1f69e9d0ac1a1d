// lineCounter answers offsets in any order with the 1-based line of that offset, checked against
// the lines counted by splitting the text (an independent reading).
import { describe, expect, it } from 'vitest';
import { lineCounter } from '../../../../../src/ingest/fio/json/documents';

/** The line of `offset`: one more than the newlines before it. */
const lineOf = (text: string, offset: number) => text.slice(0, Math.max(0, offset)).split('\n').length;

describe('lineCounter', () => {
  const text = 'note: x\n\n{\n  "a": 1,\r\n  "b": [\n 2\n ]\n}\n\ntrailing\n';
  const offsets = [...Array(text.length + 3).keys()].map((i) => i - 1);

  it('counts forward, offset by offset', () => {
    const lineAt = lineCounter(text);
    for (const o of offsets) expect(lineAt(o), `offset ${o}`).toBe(lineOf(text, o));
  });

  it('answers offsets in any order, forward and back', () => {
    const lineAt = lineCounter(text);
    const order = [10, 3, text.length, 0, 25, 9, 9, 40, 1, -1, 2 * text.length];
    for (const o of order) expect(lineAt(o), `offset ${o}`).toBe(lineOf(text, o));
  });

  it('a document’s first and last line, the clean file’s only questions', () => {
    const lineAt = lineCounter(text);
    expect(lineAt(text.indexOf('{'))).toBe(3);
    expect(lineAt(text.lastIndexOf('}'))).toBe(8);
    expect(lineAt(text.length - 1)).toBe(10);
  });
});
