// Why a summary CSV row was not read, as the English message the CLI prints and the params the page
// tells it from in its own language: the column, the cell as written, and what it should have been
// (`expected`, a code).

export interface RowProblem {
  message: string;
  params: Record<string, string | number>;
}

/** What a cell should have been: the code the page translates, and the English words. */
const EXPECTED = {
  'positive-number': 'a positive number',
  number: 'a number',
  'non-negative-number': 'a non-negative number',
  'positive-integer': 'a positive integer',
  'true-false': 'true or false',
  'random-sequential': 'random or sequential',
  percent: 'within 0–100',
  'known-metric': 'a known metric',
  'size-gb': 'a size in GB (e.g. 250 or 250x)',
  'digest-test': 'iops, throughput or latency',
  'hir-status': 'steady_state or wait_<N>s',
} as const;

export type Expected = keyof typeof EXPECTED;

/** `column "cell" is not …`. */
export function badCell(column: string, cell: string, expected: Expected): RowProblem {
  return {
    message: `${column} "${cell}" is not ${EXPECTED[expected]}`,
    params: { form: 'cell', column, value: cell, expected },
  };
}

/** `column "cell" is not one of a, b, c` (`column index` for the digests' index columns). */
export function notOneOf(column: string, cell: string, list: string): RowProblem {
  return {
    message: `${column} "${cell}" is not one of ${list}`,
    params: { form: 'one-of', column, value: cell, list },
  };
}

export function fieldCount(fields: number, expected: number): RowProblem {
  return {
    message: `row has ${fields} fields, expected ${expected}`,
    params: { form: 'fields', fields, expected },
  };
}

export function problem(
  message: string,
  form: string,
  params: Record<string, string | number> = {},
): RowProblem {
  return { message, params: { form, ...params } };
}
