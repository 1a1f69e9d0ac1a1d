// A formula as the rest of diskscope uses it: the text as typed, its parse result, and a checker for
// variables the context does not provide (reported with a position, like a syntax error).
import { variablesOf, type Expr } from './ast';
import { evaluateFormula, type Env, type EvalResult } from './evaluate';
import { parseFormula, type ParseError } from './parse';

export interface Formula {
  text: string;
  expr?: Expr;
  error?: ParseError;
}

/** Parses `text`; when `known` is given, a variable outside it is an error at its first use. */
export function compileFormula(text: string, known?: readonly string[]): Formula {
  const res = parseFormula(text);
  if (!res.ok) return { text, error: res.error };
  if (known) {
    const unknown = variablesOf(res.expr).find((v) => !known.includes(v));
    if (unknown !== undefined) {
      const m = new RegExp(`(^|[^\\w.])${unknown}(?!\\w)`).exec(text);
      const position = m ? m.index + (m[1]?.length ?? 0) : 0;
      return {
        text,
        error: { message: `unknown variable ${unknown} (known: ${known.join(', ')})`, position },
      };
    }
  }
  return { text, expr: res.expr };
}

export function evaluateCompiled(f: Formula, env: Env): EvalResult {
  if (!f.expr) return { ok: false, reason: f.error ? `formula error: ${f.error.message}` : 'no formula' };
  return evaluateFormula(f.expr, env);
}
