// Sizes as fio options and disk facts write them: `1G`, `512m`, `64MiB`, `8 GiB`, `4096` (bytes).
// fio reads `k/m/g/t` as powers of 1024 (its default kb_base=1024), as do the facts' GiB.

const POWERS: Record<string, number> = { '': 0, k: 1, m: 2, g: 3, t: 4, p: 5 };

/** Bytes of a size text; a bare number takes `bareUnit` (bytes unless said). */
export function parseSizeText(text: string, bareUnit: 'B' | 'GiB' = 'B'): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([kmgtp]?)(i?b?)\s*$/i.exec(text);
  if (!m) return undefined;
  const value = Number(m[1]);
  const prefix = m[2]!.toLowerCase();
  if (prefix === '' && m[3] === '' && bareUnit === 'GiB') return value * 1024 ** 3;
  return value * 1024 ** POWERS[prefix]!;
}
