// The curve language's own syntax tree. jsep's tree is richer (members, strings, ternaries, …);
// parse.ts narrows it to these five node kinds, so the evaluator and printer never meet anything
// they do not understand.

export type BinaryOp = '+' | '-' | '*' | '/';

/** Functions a curve may call. `stepUp`/`stepDown` express tier tables inside a formula. */
export const FUNCTIONS = [
  'min',
  'max',
  'clamp',
  'floor',
  'ceil',
  'round',
  'abs',
  'stepUp',
  'stepDown',
] as const;
export type FunctionName = (typeof FUNCTIONS)[number];

export type Expr =
  | { kind: 'num'; value: number }
  | { kind: 'var'; name: string }
  | { kind: 'neg'; arg: Expr }
  | { kind: 'bin'; op: BinaryOp; left: Expr; right: Expr }
  | { kind: 'call'; fn: FunctionName; args: Expr[] };

/** How many arguments each function takes; `stepUp`/`stepDown` take x then key/value pairs. */
export function arityProblem(fn: FunctionName, n: number): string | undefined {
  switch (fn) {
    case 'min':
    case 'max':
      return n >= 1 ? undefined : `${fn}() needs at least one argument`;
    case 'clamp':
      return n === 3 ? undefined : 'clamp(x, low, high) takes 3 arguments';
    case 'floor':
    case 'ceil':
    case 'round':
    case 'abs':
      return n === 1 ? undefined : `${fn}(x) takes 1 argument`;
    case 'stepUp':
    case 'stepDown':
      return n >= 3 && n % 2 === 1
        ? undefined
        : `${fn}(x, size1, value1, size2, value2, …) takes x and then pairs of numbers`;
  }
}

/** The variables an expression reads, in first-use order. */
export function variablesOf(expr: Expr, out: string[] = []): string[] {
  switch (expr.kind) {
    case 'num':
      break;
    case 'var':
      if (!out.includes(expr.name)) out.push(expr.name);
      break;
    case 'neg':
      variablesOf(expr.arg, out);
      break;
    case 'bin':
      variablesOf(expr.left, out);
      variablesOf(expr.right, out);
      break;
    case 'call':
      for (const a of expr.args) variablesOf(a, out);
      break;
  }
  return out;
}
