// disk.json dates (issue 24, item 3): YYYY, YYYY-MM or YYYY-MM-DD, real dates only, periods that run
// forward; a bad one is an error naming the field. Eras are chosen at the date's own precision.
import { describe, expect, it } from 'vitest';
import { builtinCatalogue, matchCurve } from '../../../../src/expected';
import { diskMetaImporter } from '../../../../src/ingest/disk-meta';
import { dateSpan } from '../../../../src/lib/date-span';

const parse = (fields: Record<string, unknown>) =>
  diskMetaImporter.parse({
    path: 'd/disk.json',
    text: JSON.stringify({ format: 'diskscope-disk', version: 1, ...fields }),
  });
const errorOf = (fields: Record<string, unknown>) => {
  const r = parse(fields);
  return r.ok ? undefined : r.error.message;
};

describe('disk.json dates', () => {
  it.each(['2016', '2016-11', '2016-02-29', '2000-02-29', '2016-12-31'])('accepts %s', (date) => {
    expect(errorOf({ date })).toBeUndefined();
  });

  it.each([
    '2016-02-31',
    '2015-02-29',
    '1900-02-29',
    '2016-06-00',
    '2016-13',
    '2016-00',
    '2016-04-31',
    '16-11',
    '2016-1',
  ])('refuses %s, naming the field', (date) => {
    expect(errorOf({ date })).toMatch(/^field "date": /);
  });

  it('a period must run forward; the error names period.to', () => {
    expect(errorOf({ period: { from: '9999-12-31', to: '0001-01-01' } })).toMatch(
      /field "period\.to": .*run forward/,
    );
    expect(errorOf({ period: { from: '2016-10-20', to: '2016-10-19' } })).toMatch(/period\.to/);
    expect(errorOf({ period: { from: '2016-10-20', to: '2016-10-20' } })).toBeUndefined();
    // Each end at its own precision: October 2016 to some day in it runs forward.
    expect(errorOf({ period: { from: '2016-10', to: '2016-10-05' } })).toBeUndefined();
    expect(errorOf({ period: { from: '2016-02-31', to: '2016-03' } })).toMatch(/field "period\.from"/);
  });

  it('a date covers the days its precision says', () => {
    expect(dateSpan('2016')).toEqual({ from: '2016-01-01', to: '2017-01-01', precision: 'year' });
    expect(dateSpan('2016-12')).toEqual({ from: '2016-12-01', to: '2017-01-01', precision: 'month' });
    expect(dateSpan('2016-02-29')).toEqual({ from: '2016-02-29', to: '2016-03-01', precision: 'day' });
    expect(dateSpan('2026-11-21 22:36:17')?.from).toBe('2026-11-21');
  });
});

describe('eras at the date precision', () => {
  const catalogue = builtinCatalogue();
  // A type with two eras that meet in the middle of a year, found in the catalogue itself.
  const pair = catalogue.curves
    .flatMap((a) =>
      catalogue.curves
        .filter(
          (b) => b !== a && b.def.type === a.def.type && a.def.validTo && b.def.validFrom === a.def.validTo,
        )
        .map((b) => ({ a, b })),
    )
    .find(
      ({ b }) => !b.def.validFrom!.endsWith('-01') && !b.def.regions && !b.def.validFrom!.endsWith('-01-01'),
    )!;

  it('a year that spans two eras is judged at its first day, and the note says it spans them', () => {
    expect(pair).toBeDefined();
    const year = pair.b.def.validFrom!.slice(0, 4);
    const provider = pair.a.id.split('/')[0]!;
    const disk = { provider, type: pair.a.def.aliases[0] ?? pair.a.def.type, metadata: { date: year } };
    const m = matchCurve(catalogue, disk);
    if (!m.ok) throw new Error(m.message);
    expect(m.curve.id).toBe(pair.a.id);
    expect(m.notes.map((n) => n.text).join(' ')).toMatch(
      new RegExp(`run date ${year} \\(a year\\) spans \\d eras`),
    );
    // The month the second era starts in picks it, with no such note.
    const m2 = matchCurve(catalogue, { ...disk, metadata: { date: pair.b.def.validFrom!.slice(0, 7) } });
    if (!m2.ok) throw new Error(m2.message);
    expect(m2.curve.id).toBe(pair.b.id);
    expect(m2.notes.map((n) => n.text).join(' ')).not.toMatch(/spans/);
  });
});
