// The shapes every family file of import-report texts fills.

/** code → [en, zh, ru] short title (the grouped report's lines). */
export type Titles = Record<string, readonly [en: string, zh: string, ru: string]>;

/**
 * `code` (or `code.form` where one code has several message shapes, the importer putting `form` in
 * params) → [en, zh, ru] full text, `{name}` filled from the params.
 */
export type Texts = Record<string, readonly [en: string, zh: string, ru: string]>;
