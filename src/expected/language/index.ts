// The curve language: parse (jsep → our AST), print, evaluate. See ../README.md.
export type { Expr, FunctionName } from './ast';
export { FUNCTIONS, variablesOf } from './ast';
export { parseFormula, MAX_FORMULA_LENGTH, type ParseError, type ParseResult } from './parse';
export { printFormula } from './print';
export { evaluateFormula, type Env, type EvalResult } from './evaluate';
export { compileFormula, evaluateCompiled, type Formula } from './compile';
