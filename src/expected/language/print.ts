// Prints an AST back to formula text with the fewest parentheses that keep its meaning, so that
// parse(print(x)) gives x back (a property test checks this).
import type { Expr } from './ast';

const PRECEDENCE = { '+': 1, '-': 1, '*': 2, '/': 2 } as const;

function printNumber(v: number): string {
  // String() gives the shortest text that reads back to the same double ("1e+21", "0.147").
  return String(v);
}

function isAtom(e: Expr): boolean {
  return e.kind === 'num' || e.kind === 'var' || e.kind === 'call';
}

export function printFormula(e: Expr): string {
  switch (e.kind) {
    case 'num':
      return printNumber(e.value);
    case 'var':
      return e.name;
    case 'neg':
      return isAtom(e.arg) ? `-${printFormula(e.arg)}` : `-(${printFormula(e.arg)})`;
    case 'call':
      return `${e.fn}(${e.args.map(printFormula).join(', ')})`;
    case 'bin': {
      const p = PRECEDENCE[e.op];
      const left =
        e.left.kind === 'bin' && PRECEDENCE[e.left.op] < p
          ? `(${printFormula(e.left)})`
          : printFormula(e.left);
      // Operators are left-associative: a right operand of equal precedence needs parentheses.
      const rightNeedsParens =
        (e.right.kind === 'bin' && PRECEDENCE[e.right.op] <= p) || e.right.kind === 'neg';
      const right = rightNeedsParens ? `(${printFormula(e.right)})` : printFormula(e.right);
      return `${left} ${e.op} ${right}`;
    }
  }
}
