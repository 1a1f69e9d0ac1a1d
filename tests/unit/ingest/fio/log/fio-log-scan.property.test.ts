// The fast scan and the PapaParse reader must agree on every well-formed fio log (any field count
// 4–6, negative values, hex prio, CRLF, blank lines), and both reject the same broken line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLogWithPapa, scanFioLog } from '../../../../../src/ingest/fio/log/scan';

const uint = fc.integer({ min: 0, max: 2 ** 40 });
const logs = fc
  .record({
    fields: fc.integer({ min: 4, max: 6 }),
    crlf: fc.boolean(),
    trailing: fc.boolean(),
    rows: fc.array(
      fc.record({
        t: uint,
        v: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
        d: fc.integer({ min: 0, max: 2 }),
        bs: uint,
        extra: fc.array(
          fc.oneof(
            uint.map(String),
            fc.integer({ min: 0, max: 0xffff }).map((x) => `0x${x.toString(16)}`),
          ),
          {
            minLength: 2,
            maxLength: 2,
          },
        ),
      }),
      { minLength: 1, maxLength: 50 },
    ),
  })
  .map(({ fields, crlf, trailing, rows }) => {
    const lines = rows.map((r) => [r.t, r.v, r.d, r.bs, ...r.extra.slice(0, fields - 4)].join(', '));
    return { text: lines.join(crlf ? '\r\n' : '\n') + (trailing ? (crlf ? '\r\n' : '\n') : ''), rows };
  });

describe('fio log scan vs PapaParse', () => {
  it('read the same numbers from any well-formed log', () => {
    fc.assert(
      fc.property(logs, ({ text, rows }) => {
        const a = scanFioLog(text);
        const b = parseLogWithPapa(text);
        expect(a.ok && b.ok).toBe(true);
        if (!a.ok || !b.ok) return;
        expect(a.log.lines).toBe(rows.length);
        expect(Array.from(a.log.timeMs)).toEqual(Array.from(b.log.timeMs));
        expect(Array.from(a.log.value)).toEqual(rows.map((r) => r.v));
        expect(Array.from(a.log.ddir)).toEqual(Array.from(b.log.ddir));
        expect(Array.from(a.log.bs)).toEqual(Array.from(b.log.bs));
        expect(a.log.fields).toBe(b.log.fields);
      }),
    );
  });

  it('both name the same line when one line is broken', () => {
    fc.assert(
      fc.property(
        logs,
        fc.nat(),
        fc.constantFrom('x', '1.5', '', '7, 8, 9, 1, 2, 3, 4', '3'),
        ({ text }, at, bad) => {
          const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
          const i = at % lines.length;
          lines[i] = bad === '3' ? '1, 2, 3, 4' : bad; // '3': data direction out of range
          if (lines[i] === '') return; // a blank line is skipped, not an error
          const broken = lines.join('\n') + '\n';
          const a = scanFioLog(broken);
          const b = parseLogWithPapa(broken);
          expect(a.ok).toBe(false);
          expect(b.ok).toBe(false);
          if (!a.ok && !b.ok) expect(a.failure.line).toBe(b.failure.line);
        },
      ),
    );
  });
});
