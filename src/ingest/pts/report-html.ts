// Reads the PTS report's index.html as text (never as a DOM, never rendered): one `<article>` per
// report page; each page header has a title ("IOPS Test - Report Page"), the run dates and four
// label/value columns: Test Platform, Storage Platform, Setup Parameters, Test Parameters
// (docs/pts-bundles.md §6). Indented labels (`&nbsp;&nbsp;TOIO - TC/QD`) belong to the
// label above them, so they are keyed `Pre Condition 1 / TOIO - TC/QD`.

export interface ReportPage {
  /** Lower-cased first word of the title: iops, throughput, latency, wsat, hir. */
  test: string;
  title: string;
  /** The bottom banner naming the chart or table of the page. */
  section?: string;
}

export interface ReportHtml {
  title?: string;
  pages: ReportPage[];
  /** Highcharts configs embedded for 3D charts. */
  charts3d: number;
  runDates: string[];
  /** `<group> / <label>` → value, per test, from the first page of each test. */
  headers: Map<string, Map<string, string>>;
}

const GROUPS: Record<string, string> = {
  platform: 'Test Platform',
  device: 'Storage Platform',
  setup: 'Setup Parameters',
  test: 'Test Parameters',
};

const GROUP_CLASSES = Object.keys(GROUPS);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Tag-free, entity-decoded text (the result is displayed as text, never as HTML). */
export function htmlText(html: string): string {
  // Most header cells are plain words: nothing to strip or decode, so no pass over them.
  if (!html.includes('<') && !html.includes('&')) return html;
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (all, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? all;
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    });
}

/** Label/value pairs of one page's lower header table, keyed by column group. */
function headerPairs(article: string): Map<string, string> {
  const out = new Map<string, string>();
  const table = /<table class="lower meta">([\s\S]*?)<\/table>/.exec(article)?.[1] ?? '';
  const parent = new Map<string, string>();
  for (const row of table.match(/<tr class="smaller">[\s\S]*?<\/tr>/g) ?? []) {
    const cells = [...row.matchAll(/<td class="([^"]*)">([\s\S]*?)<\/td>/g)];
    for (let i = 0; i + 1 < cells.length; i += 2) {
      const labelCell = cells[i]!;
      const valueCell = cells[i + 1]!;
      const classes = labelCell[1]!.split(/\s+/);
      const group = GROUP_CLASSES.find((g) => classes.includes(g));
      if (!group) continue;
      const rawLabel = htmlText(labelCell[2]!);
      const label = rawLabel.trim().replace(/\s+/g, ' ');
      const value = htmlText(valueCell[2]!).trim().replace(/\s+/g, ' ');
      if (!label) continue;
      const indented = /^[\s\u00a0]/.test(rawLabel);
      if (!indented) parent.set(group, label);
      const name = indented && parent.has(group) ? `${parent.get(group)} / ${label}` : label;
      let key = `${GROUPS[group]} / ${name}`;
      for (let n = 2; out.has(key); n++) key = `${GROUPS[group]} / ${name} (${n})`;
      if (value) out.set(key, value);
    }
  }
  return out;
}

export function readReportHtml(html: string): ReportHtml {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const articles = html.split(/<article[\s>]/i).slice(1);
  const pages: ReportPage[] = [];
  const headers = new Map<string, Map<string, string>>();
  for (const a of articles) {
    const pageTitle = htmlText(/<th colspan="8">([\s\S]*?)<\/th>/.exec(a)?.[1] ?? '').trim();
    const test = (/^(\w+)\s+Test\b/.exec(pageTitle)?.[1] ?? 'unknown').toLowerCase();
    const section = /class="bottom">([\s\S]*?)<\/td>/.exec(a)?.[1];
    const page: ReportPage = { test, title: pageTitle };
    if (section) page.section = htmlText(section).trim();
    pages.push(page);
    if (!headers.has(test)) headers.set(test, headerPairs(a));
  }
  const first = articles[0] ?? '';
  const runDates = [...first.matchAll(/Test Run Date:<\/label><span>([^<]*)<\/span>/g)].map((m) =>
    htmlText(m[1]!).trim(),
  );
  const out: ReportHtml = {
    pages,
    charts3d: (html.match(/\.highcharts\(\{/g) ?? []).length,
    runDates,
    headers,
  };
  if (title) out.title = htmlText(title).trim();
  return out;
}
