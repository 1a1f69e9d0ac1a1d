// Parses a curve formula (`min(1800 + 50*GB, 50000)`) with jsep into our narrow AST. Never throws:
// a bad formula gives a message and the 0-based character position where it went wrong, so the
// editor can point at it. jsep's global operator tables are left untouched (other code may use
// jsep); anything outside the language is rejected while converting its tree.
import jsep from 'jsep';
import { arityProblem, FUNCTIONS, type BinaryOp, type Expr, type FunctionName } from './ast';

export interface ParseError {
  message: string;
  /** 0-based index into the formula text. */
  position: number;
}

export type ParseResult = { ok: true; expr: Expr } | { ok: false; error: ParseError };

/** Longest formula accepted: bounds parser recursion and keeps share links short. */
export const MAX_FORMULA_LENGTH = 2000;

const BINARY_OPS: readonly string[] = ['+', '-', '*', '/'];

/** Characters people paste from vendor pages, replaced one-for-one so positions stay right. */
function normalise(text: string): string {
  return text.replace(/[·×]/g, '*').replace(/，/g, ',').replace(/（/g, '(').replace(/）/g, ')');
}

class Reject extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

/** Where `token` first occurs as a whole word (identifiers) or as text (operators); 0 if not found. */
function positionOf(src: string, token: string): number {
  const isWord = /^\w+$/.test(token);
  if (!isWord) return Math.max(0, src.indexOf(token));
  const m = new RegExp(`(^|[^\\w.])${token}(?!\\w)`).exec(src);
  return m ? m.index + (m[1]?.length ?? 0) : 0;
}

function convert(node: jsep.Expression, src: string): Expr {
  switch (node.type) {
    case 'Literal': {
      const lit = node as jsep.Literal;
      if (typeof lit.value === 'number' && Number.isFinite(lit.value))
        return { kind: 'num', value: lit.value };
      throw new Reject(`only numbers are allowed here, not ${lit.raw}`, positionOf(src, lit.raw));
    }
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      if ((FUNCTIONS as readonly string[]).includes(name))
        throw new Reject(`${name} is a function: write ${name}(…)`, positionOf(src, name));
      return { kind: 'var', name };
    }
    case 'UnaryExpression': {
      const u = node as jsep.UnaryExpression;
      const arg = convert(u.argument, src);
      if (u.operator === '-') return { kind: 'neg', arg };
      if (u.operator === '+') return arg;
      throw new Reject(
        `operator ${u.operator} is not allowed (use + - * / and functions)`,
        positionOf(src, u.operator),
      );
    }
    case 'BinaryExpression': {
      const b = node as jsep.BinaryExpression;
      if (!BINARY_OPS.includes(b.operator))
        throw new Reject(
          `operator ${b.operator} is not allowed (use + - * / and functions)`,
          positionOf(src, b.operator),
        );
      return {
        kind: 'bin',
        op: b.operator as BinaryOp,
        left: convert(b.left, src),
        right: convert(b.right, src),
      };
    }
    case 'CallExpression': {
      const c = node as jsep.CallExpression;
      if (c.callee.type !== 'Identifier') throw new Reject('only named functions can be called', 0);
      const name = (c.callee as jsep.Identifier).name;
      const pos = positionOf(src, name);
      if (!(FUNCTIONS as readonly string[]).includes(name))
        throw new Reject(`unknown function ${name}() (known: ${FUNCTIONS.join(', ')})`, pos);
      const fn = name as FunctionName;
      const problem = arityProblem(fn, c.arguments.length);
      if (problem) throw new Reject(problem, pos);
      return { kind: 'call', fn, args: c.arguments.map((a) => convert(a, src)) };
    }
    case 'Compound':
      throw new Reject(
        (node as jsep.Compound).body.length === 0
          ? 'the formula is empty'
          : 'missing operator between two terms',
        (node as jsep.Compound).body.length === 0 ? 0 : secondTermPosition(src),
      );
    case 'MemberExpression':
      throw new Reject('"." is only allowed inside numbers', positionOf(src, '.'));
    case 'ArrayExpression':
      throw new Reject('brackets [ ] are not allowed; use ( )', positionOf(src, '['));
    case 'ConditionalExpression':
      throw new Reject('"? :" is not allowed; use min, max or stepUp', positionOf(src, '?'));
    default:
      throw new Reject(`${node.type} is not allowed in a formula`, 0);
  }
}

/** For `a b` or `1, 2` at top level: point at the start of the second term. */
function secondTermPosition(src: string): number {
  const m = /^\s*[\w.]+\s*,?\s*/.exec(src);
  return m ? m[0].length : 0;
}

export function parseFormula(text: string): ParseResult {
  if (text.length > MAX_FORMULA_LENGTH)
    return {
      ok: false,
      error: {
        message: `formula longer than ${MAX_FORMULA_LENGTH} characters`,
        position: MAX_FORMULA_LENGTH,
      },
    };
  const src = normalise(text);
  try {
    return { ok: true, expr: convert(jsep(src), src) };
  } catch (e) {
    if (e instanceof Reject) return { ok: false, error: { message: e.message, position: e.position } };
    const err = e as { index?: unknown; description?: unknown; message?: unknown };
    const position = typeof err.index === 'number' ? err.index : 0;
    const message = typeof err.description === 'string' ? err.description : String(err.message ?? e);
    return { ok: false, error: { message, position: Math.min(position, src.length) } };
  }
}
