// Evaluates a parsed formula against named variables. Never throws: an unknown variable, a division
// by zero or a size beyond a tier table gives {ok: false, reason}. The tree walk is all there is —
// no eval, no new Function.
import type { Expr } from './ast';

export type Env = Readonly<Record<string, number | undefined>>;
export type EvalResult = { ok: true; value: number } | { ok: false; reason: string };

class Fail {
  constructor(readonly reason: string) {}
}

function num(v: number, what: string): number {
  if (Number.isNaN(v)) throw new Fail(`${what} is not a number`);
  if (!Number.isFinite(v)) throw new Fail(`${what} is infinite`);
  return v;
}

/** Tier lookup: pairs (key, value) in ascending key order. `up` rounds x up to the next key (a
 *  size billed as the next tier); otherwise it takes the last key ≤ x (a vCPU count between rows). */
function step(x: number, pairs: number[], up: boolean): number {
  const n = pairs.length / 2;
  if (up) {
    for (let i = 0; i < n; i++) if (x <= pairs[2 * i]!) return pairs[2 * i + 1]!;
    throw new Fail(`${x} is above the largest tier (${pairs[2 * (n - 1)]})`);
  }
  let found: number | undefined;
  for (let i = 0; i < n; i++) if (x >= pairs[2 * i]!) found = pairs[2 * i + 1]!;
  if (found === undefined) throw new Fail(`${x} is below the smallest row (${pairs[0]})`);
  return found;
}

function walk(e: Expr, env: Env): number {
  switch (e.kind) {
    case 'num':
      return e.value;
    case 'var': {
      const v = Object.prototype.hasOwnProperty.call(env, e.name) ? env[e.name] : undefined;
      if (v === undefined) throw new Fail(`unknown variable ${e.name}`);
      return num(v, e.name);
    }
    case 'neg':
      return -walk(e.arg, env);
    case 'bin': {
      const a = walk(e.left, env);
      const b = walk(e.right, env);
      if (e.op === '/' && b === 0) throw new Fail('division by zero');
      const v = e.op === '+' ? a + b : e.op === '-' ? a - b : e.op === '*' ? a * b : a / b;
      return num(v, 'a result');
    }
    case 'call': {
      const args = e.args.map((a) => walk(a, env));
      const [x = NaN, y = NaN, z = NaN] = args;
      switch (e.fn) {
        case 'min':
          return Math.min(...args);
        case 'max':
          return Math.max(...args);
        case 'clamp':
          return Math.min(Math.max(x, y), z);
        case 'floor':
          return Math.floor(x);
        case 'ceil':
          return Math.ceil(x);
        case 'round':
          return Math.round(x);
        case 'abs':
          return Math.abs(x);
        case 'stepUp':
          return step(x, args.slice(1), true);
        case 'stepDown':
          return step(x, args.slice(1), false);
      }
    }
  }
}

export function evaluateFormula(expr: Expr, env: Env): EvalResult {
  try {
    return { ok: true, value: num(walk(expr, env), 'the result') };
  } catch (e) {
    if (e instanceof Fail) return { ok: false, reason: e.reason };
    // Only a pathological tree (stack overflow) lands here; report it rather than throw.
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
}
