// Text from files (disk labels, job and file names, catalogue curve names) is text on a chart too.
// Highcharts reads a subset of HTML even in plain SVG text: a series name `<a href=…>` is a live
// link in the legend, `<span style="font-size:60px">` restyles it. So every chart builder passes its
// options through `chartText`, which escapes `&`, `<`, `>` and quotes (Highcharts' own list of
// entities it decodes; an unescaped ` style="` is rewritten even in text) in every text option: names
// (series, points, categories), `text` (titles, axis titles, plot-line labels) and descriptions.
// Format strings and formatters are left alone: they are diskscope's own markup, and the values
// they insert are the escaped names; `custom` (tooltip provenance) is escaped by its formatter.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `s` with `&`, `<`, `>`, `"` and `'` escaped, so Highcharts shows it as written. */
export function escapeChartText(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

const TEXT_KEYS = new Set(['name', 'text', 'description', 'categories']);

/** Returns the value with text escaped; the same reference when nothing changed (copy on write). */
function walk(value: unknown, key: string): unknown {
  if (typeof value === 'string') return TEXT_KEYS.has(key) ? escapeChartText(value) : value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const x: unknown = value[i];
      // Plain number data (most points) is skipped without a call.
      if (typeof x === 'number' || x === null) continue;
      const y = walk(x, key === 'categories' ? key : '');
      if (y !== x) (out ??= value.slice())[i] = y;
    }
    return out ?? value;
  }
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  let out: Record<string, unknown> | undefined;
  for (const [k, x] of Object.entries(value as Record<string, unknown>)) {
    if (k === 'custom' || typeof x === 'function' || /format/i.test(k)) continue;
    const y = walk(x, k);
    if (y !== x) (out ??= { ...(value as Record<string, unknown>) })[k] = y;
  }
  return out ?? value;
}

/** `options` with every text option escaped (see above); what was not text is shared, not copied. */
export function chartText<T>(options: T): T {
  return walk(options, '') as T;
}

const DECODED: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * The text as it was before `escapeChartText`: what a CSV cell or a screen reader's label should
 * say. Only the five entities escapeChartText writes are read back, so `&amp;lt;` (a label that
 * was `&lt;` in the file) becomes `&lt;` again, not `<`.
 */
export function unescapeChartText(s: string): string {
  return s.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => DECODED[e]!);
}
