// JSON.parse for the PTS importers, turned into a named error with a line number instead of a throw.
import type { ImportErr } from '../types';
import { errResult } from '../types';
import { isPlainObject } from '../../lib/plain-object';

export const isObj = isPlainObject;

export type JsonParsed = { ok: true; value: unknown } | ImportErr;

/** 1-based line of a character offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Parses `text`; on failure an ImportErr (`<format>-json`) naming the file and the line. */
export function parseJsonText(text: string, file: string, format: string): JsonParsed {
  // Not `text.trim() === ''`: that copies a whole file just to learn whether it holds anything.
  if (!/\S/.test(text))
    return errResult(format, `${format}-empty`, 'the file is empty', file, undefined, undefined, {
      form: 'empty-file',
    });
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    const raw = e instanceof Error ? e.message : String(e);
    // V8 appends a quote of the input ("…" is not valid JSON); the line number says where instead.
    const detail = raw.replace(/,\s*".*" is not valid JSON$/s, '').slice(0, 200);
    const pos = /position (\d+)/.exec(raw);
    const line = pos ? lineAt(text, Number(pos[1])) : lineAt(text, text.length);
    // `form` says whether the text stops early; the engine's words are a technical detail.
    const form = /end of (JSON )?(input|data)|Unterminated/i.test(raw) ? 'cut' : 'syntax';
    return errResult(format, `${format}-json`, `not valid JSON: ${detail}`, file, line, undefined, {
      form,
      line,
      detail,
    });
  }
}
