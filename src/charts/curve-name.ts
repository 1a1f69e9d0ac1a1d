// A curve's name in the page language: the product as its vendor names it in that language and
// the era ("2016 formula", "to 2025-08-05") composed from the structured parts of
// src/expected/curve-names.ts, the dates read from the curve's own fields. Every legend, tooltip,
// table, export and embed that names a curve calls these. A curve from a user's file keeps the
// name its file gives (its words are the user's, and its id may reuse a built-in one).
import { CURVE_NAMES, PROVIDER_NAMES, type CompiledCurve, type EraPart, type EraWord } from '../expected';
import { translate, type Dict, type Lang } from '../i18n';

/** Each era word in every language; `{date}`, `{to}` and `{value}` are filled from the part. */
export const ERA_PHRASES: Dict<EraWord> = {
  en: {
    formula: '{date} formula',
    launchFormula: '{date} launch formula',
    intermediateFormula: 'intermediate formula',
    currentFormula: 'current formula',
    current: 'current',
    doc: '{date} doc',
    docOnward: '{date} doc onward',
    docs: '{date} to {to} docs',
    newerApi: 'newer API reference',
    untilCited: 'until {date}, commonly cited',
    onward: '{date} onward',
    minimum: '{value} minimum',
    previousGeneration: 'previous generation',
    olderGeneration: 'older generation',
    table: '{date} table',
    preview: '{date} preview',
    year: '{date}',
    until: 'to {date}',
    from: 'from {date}',
    beforeBaseline: 'before the per-VM baseline, to {date}',
    copy: '{date} copy',
    tiers: '{value} tiers',
    betaZone: 'beta, Ho Chi Minh zone only',
    region: '{value}',
    between: '{date} to {to}',
  },
  zh: {
    formula: '{date} 年公式',
    launchFormula: '{date} 年推出时的公式',
    intermediateFormula: '过渡期公式',
    currentFormula: '现行公式',
    current: '现行',
    doc: '{date} 文档',
    docOnward: '{date} 起的文档',
    docs: '{date} 至 {to} 年的文档',
    newerApi: '较新的 API 参考',
    untilCited: '至 {date}，常被引用',
    onward: '{date} 起',
    minimum: '最小 {value}',
    previousGeneration: '上一代',
    olderGeneration: '旧一代',
    table: '{date} 年表格',
    preview: '{date} 年预览版',
    year: '{date} 年',
    until: '至 {date}',
    from: '{date} 起',
    beforeBaseline: '按虚拟机计的基线推出前，至 {date}',
    copy: '{date} 存档',
    tiers: '{value} 档',
    betaZone: '公测，仅胡志明市可用区',
    region: '{value}',
    between: '{date} 至 {to}',
  },
  ru: {
    formula: 'формула {date} г.',
    launchFormula: 'формула при запуске, {date} г.',
    intermediateFormula: 'промежуточная формула',
    currentFormula: 'текущая формула',
    current: 'текущая версия',
    doc: 'документация {date}',
    docOnward: 'документация с {date}',
    docs: 'документация {date} — {to}',
    newerApi: 'более новый справочник API',
    untilCited: 'до {date}, часто цитируется',
    onward: 'с {date}',
    minimum: 'минимум {value}',
    previousGeneration: 'предыдущее поколение',
    olderGeneration: 'старое поколение',
    table: 'таблица {date} г.',
    preview: 'предварительная версия {date} г.',
    year: '{date} г.',
    until: 'до {date}',
    from: 'с {date}',
    beforeBaseline: 'до базового уровня на ВМ, до {date}',
    copy: 'копия {date}',
    tiers: 'уровни {value}',
    betaZone: 'бета-версия, только зона Хошимин',
    region: '{value}',
    between: 'с {date} по {to}',
  },
};

/** Built-in (or edited in the page from a built-in): the names catalogue applies. */
function catalogued(curve: CompiledCurve): boolean {
  return curve.origin.startsWith('data/expected/') || curve.origin === 'custom';
}

/** The date a part names: its own, else the curve's bound the word speaks of, else the id's era. */
function partDate(part: EraPart, curve: CompiledCurve): string {
  if (part.date) return part.date;
  const suffix = curve.id.includes('@') ? curve.id.slice(curve.id.lastIndexOf('@') + 1) : '';
  switch (part.word) {
    case 'until':
    case 'beforeBaseline':
      return curve.def.validTo ?? suffix;
    case 'from':
    case 'onward':
      return curve.def.validFrom ?? suffix;
    default:
      return suffix;
  }
}

/** The era and variant words of a built-in curve ('' when it has one era), in `lang`. */
export function curveEraText(curve: CompiledCurve, lang: Lang): string {
  const entry = catalogued(curve) ? CURVE_NAMES[curve.id] : undefined;
  const parts = (entry?.parts ?? []).map((p) =>
    translate(ERA_PHRASES, lang, p.word, { date: partDate(p, curve), to: p.to ?? '', value: p.value ?? '' }),
  );
  return parts.join(lang === 'zh' ? '，' : ', ');
}

/**
 * The era alone, for a choice between a product's eras: its words, else its dates ("from
 * 2022-11-14"), else '' (one era).
 */
export function curveEra(curve: CompiledCurve, lang: Lang): string {
  const words = curveEraText(curve, lang);
  if (words) return words;
  const { validFrom: from, validTo: to } = curve.def;
  const say = (word: EraWord, date: string, end = '') =>
    translate(ERA_PHRASES, lang, word, { date, to: end });
  if (from && to) return say('between', from, to);
  if (from) return say('from', from);
  return to ? say('until', to) : '';
}

/** The words of an era's span: its open end and a flag on approximate boundaries. */
const SPAN_WORDS: Dict<'now' | 'approximate'> = {
  en: { now: 'now', approximate: '(approximate)' },
  zh: { now: '至今', approximate: '（大致日期）' },
  ru: { now: 'сейчас', approximate: '(даты приблизительные)' },
};

/** An era's dates in `lang`: "2016-11-01 – now (approximate)" / "… – 至今（大致日期）" / "… – сейчас". */
export function curveSpan(curve: CompiledCurve, lang: Lang): string {
  return spanText(
    { from: curve.def.validFrom, to: curve.def.validTo, approximate: !!curve.def.datesApproximate },
    lang,
  );
}

/** An era's dates in `lang`, from its parts (an era choice of a curve the page has no entry for). */
export function spanText(era: { from?: string; to?: string; approximate: boolean }, lang: Lang): string {
  const w = (k: 'now' | 'approximate') => translate(SPAN_WORDS, lang, k);
  const span = `${era.from ?? '…'} – ${era.to ?? w('now')}`;
  if (!era.approximate) return span;
  return lang === 'zh' ? `${span}${w('approximate')}` : `${span} ${w('approximate')}`;
}

/** "Ultra disk (高效云盘), 2016 formula" / "高效云盘（2016 年公式）" / "… формула 2016 г.". */
export function curveName(curve: CompiledCurve, lang: Lang): string {
  const entry = catalogued(curve) ? CURVE_NAMES[curve.id] : undefined;
  if (!entry) return curve.def.name;
  const product = entry.product[lang];
  const era = curveEraText(curve, lang);
  if (!era) return product;
  if (lang === 'zh') return `${product}（${era}）`;
  // A name that already ends in brackets takes its era after a comma, not a second bracket.
  return product.endsWith(')') ? `${product}, ${era}` : `${product} (${era})`;
}

/** The provider's name in `lang` (a user's file keeps its own). */
export function providerName(curve: CompiledCurve, lang: Lang): string {
  const own = catalogued(curve) ? PROVIDER_NAMES[curve.provider] : undefined;
  return own?.[lang] ?? curve.providerName;
}

/** "Alibaba Cloud: Ultra disk (高效云盘), 2016 formula": a legend entry or a list item. */
export function curveTitle(curve: CompiledCurve, lang: Lang): string {
  return `${providerName(curve, lang)}: ${curveName(curve, lang)}`;
}
