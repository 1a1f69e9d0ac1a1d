// What the expected-figure code has to say about a judgement (a size taken as the vendor sells it,
// an input clamped, a limit not applied, an era boundary that is approximate), as a code with its
// facts, so the page says it in its reader's language; `text` is the English the CLI prints.
export type NoteCode =
  | 'formula-failed'
  | 'input-clamped'
  | 'instance-vcpu-unknown'
  | 'instance-unknown'
  | 'size-not-converted'
  | 'size-below-range'
  | 'size-above-range'
  | 'gcp-no-vm-row'
  | 'provision-above'
  | 'provision-below'
  | 'provision-invalid'
  | 'date-spans-eras'
  | 'era-approximate'
  | 'no-run-date';

export interface Note {
  code: NoteCode;
  /** The facts the text names (numbers already formatted as the text shows them). */
  params: Record<string, string>;
  /** In English, for the CLI and for a page that has no words for the code. */
  text: string;
}

export function note(code: NoteCode, params: Record<string, string | number>, text: string): Note {
  const p: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) p[k] = String(v);
  return { code, params: p, text };
}

/** The English of a list of notes (the CLI, tests). */
export const noteTexts = (notes: readonly Note[]): string[] => notes.map((n) => n.text);
