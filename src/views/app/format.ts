// Small display helpers for the shell (file sizes, dates). Chart units live in src/charts.

/** Bytes as the file manager shows them: binary multiples, one decimal. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '–';
  const units = ['B', 'KiB', 'MiB', 'GiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

/** Local date and time without seconds, e.g. "2026-11-21 22:05". */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * An upload's name as shown: the state names a pick of several loose files "N files" (in English,
 * stored with the upload); that one shape is said in the page's language, other names are the
 * files' own.
 */
export function uploadLabel(name: string, filesText: (n: number) => string): string {
  const m = /^(\d+) files$/.exec(name);
  return m ? filesText(Number(m[1])) : name;
}
